<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>paiju::gui::CardNames</name>
    <message>
        <source>一</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>二</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>三</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>四</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>五</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>六</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>七</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>八</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>九</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>十</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>将</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>士</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>象</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>车</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>马</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>炮</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>卒</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>云线</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>贯</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>索</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>线</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mah Jong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jade %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pagoda %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>壹</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>贰</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>叁</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>肆</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>伍</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>陆</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>柒</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>捌</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>玖</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>拾</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::CreateTableDialog</name>
    <message>
        <source>Create a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a player may think; then a bot plays that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long everyone may claim a card. It is the same whoever can claim, so that its length tells nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: anyone may sit down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::GameTerms</name>
    <message>
        <source>discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passing cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon gift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pong?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chow?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discards face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five Tigers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dummy&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls Grand Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Grand Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards exchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bombs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wish fulfilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives the Dragon&apos;s trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guosao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saochuan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kaizhao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skips the discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xing card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shows the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win (hu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Grand Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Grand Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the Dragon&apos;s trick to seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::LobbyWindow</name>
    <message>
        <source>(free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paiju — play online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypted (TLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host tables on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let others on my network join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost (%1); reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified (%1).

Its SHA-256 fingerprint is:
%2

Trust it only if the host&apos;s owner confirms this fingerprint. Trust it for this host?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the certificate was not trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1:%2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting on port %1; others on your network can join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting on port %1 for this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has no free seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite copied: %1 (to type: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open invite…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite link or code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not an invite: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your network (double-click to join):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s table %2 at %3: %4, %5 of %6 seats taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level of the next bot added</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::MainWindow</name>
    <message>
        <source>Paiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Paiju %1&lt;/h3&gt;&lt;p&gt;Traditional card games at one table.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New local game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open saved game or replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bot speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-&amp;pass when nothing else is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claim time, several people at one screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::NewGameDialog</name>
    <message>
        <source>New local game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::NewTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::OnlineTableWindow</name>
    <message>
        <source>Paiju — %1 — table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cards to see what they can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: a bot plays this turn for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: %1 s left, then a bot plays it for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 s to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s time is up: a bot plays this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nice cards!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReplayWindow</name>
    <message>
        <source>Paiju — replay of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::Rules</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::StartPage</name>
    <message>
        <source>Four-Color Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hakka Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hechi Zipai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in preparation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;Paiju 牌局&lt;/h1&gt;&lt;p&gt;Traditional card games at one table&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New local game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open saved game or replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableView</name>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>privileged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tichu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>stock: %n card</numerusform>
            <numerusform>stock: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableWindow</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paiju — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1 — click to show your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>seat %1 holds %n card(s)</source>
        <translation>
            <numerusform>seat %1 holds %n card</numerusform>
            <numerusform>seat %1 holds %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Select cards to see what they can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trick is about to be taken. Anyone who wants to bomb: press your button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2. Does anyone want it? Press your button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is turned up. Does anyone want it? Press your button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: I want it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
