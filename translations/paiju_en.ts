<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CoachWords</name>
    <message>
        <source>the only choice worth comparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team wins the round %1% (%2–%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the hand %1% (%2–%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 points (%3 to %4) · %5 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safe from a pair: every %1 is in sight, no one else holds one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks your pair of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks your set of %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lone card: keeps every pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bomb: takes the trick worth %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays your last cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claims the %1 into a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too close to call: the two best differ by less than the search can tell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No costly decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 costly decision, %1 expected points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costly decisions, %2 expected points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team wins %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::AccountDialog</name>
    <message>
        <source>Log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name has 2 to 24 characters; a password 8 to 128.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay logged in on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name and a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::ActionKeys</name>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wish…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::CardNames</name>
    <message>
        <source>一</source>
        <translation>1</translation>
    </message>
    <message>
        <source>二</source>
        <translation>2</translation>
    </message>
    <message>
        <source>三</source>
        <translation>3</translation>
    </message>
    <message>
        <source>四</source>
        <translation>4</translation>
    </message>
    <message>
        <source>五</source>
        <translation>5</translation>
    </message>
    <message>
        <source>六</source>
        <translation>6</translation>
    </message>
    <message>
        <source>七</source>
        <translation>7</translation>
    </message>
    <message>
        <source>八</source>
        <translation>8</translation>
    </message>
    <message>
        <source>九</source>
        <translation>9</translation>
    </message>
    <message>
        <source>十</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>云线</source>
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
    <message>
        <source>red General (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red Advisor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red Elephant (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red Chariot (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red Horse (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red Cannon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red Soldier (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green General (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green Advisor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green Elephant (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green Chariot (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green Horse (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green Cannon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green Soldier (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow General (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow Advisor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow Elephant (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow Chariot (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow Horse (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow Cannon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow Soldier (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white General (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white Advisor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white Elephant (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white Chariot (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white Horse (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white Cannon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white Soldier (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elephant (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soldier (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>pieces of one colour</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 十</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 贯</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 索</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 线</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big %2 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small %2 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::CardStrip</name>
    <message>
        <source>a card face down</source>
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
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare victory</source>
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
        <source>No bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an %1</source>
        <comment>a rank wished for</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1</source>
        <comment>a rank wished for</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bomb: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full house: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight flush bomb: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs in a row: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the Phoenix as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2, %3 to %4, %5 to %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chow (吃)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match (比)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pong (碰)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sweep (扫)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open sweep (过扫)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open four (开招)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed four (扫穿)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three in hand (坎)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triplet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a meld: its cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between melds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, match %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (no call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard face down: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win (胡)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call (叫牌)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wish for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the Dragon&apos;s trick to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pong %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pung %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kong %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dealt %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bombs with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lets the card go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2 face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) face down.</source>
        <translation>
            <numerusform>%1 discards %n card face down.</numerusform>
            <numerusform>%1 discards %n cards face down.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is turned up for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares victory with %2 hu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares victory with %2 hu, elders %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pungs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kongs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 (%3 油, %4 舵 per payer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2 (%3 hu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flower card is %1: %2 hu more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a dead hand (相公).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: nobody wins the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls (叫牌).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the trick (%2 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the trick with %2 (%3 hu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds the five 1s (五虎下山): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody declared victory: nothing is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy, %1, held %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls Tichu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls Grand Tichu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not call Grand Tichu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 receives %2 from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are exchanged; %1 holds the Mah Jong and leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wishes for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes no wish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wish is fulfilled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dog passes the lead to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes out in place %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives the Dragon&apos;s trick to %2 (%3 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is last and still held %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows %2 (亮张).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pongs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skips the discard (dealt four of a kind).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>醒: %1 舵 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>醒 card %1: %2 舵 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows the hand: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: base %2 hu + flower %3 = %4 hu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each other player pays %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dead hand (相公): the winner pays 11 to each other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: nothing is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No winner: nothing is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares victory: %2 hu won + %3 elders = %4 hu, %5 from each payer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dummy, %1: %2 hu, %3 from each payer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 called as the privileged player and lost: pays for both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double victory: %1 200, %2 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went out last: the hand (%2 points) goes to %3, the tricks (%4 points) to %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made the Tichu: +%2 for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed the Tichu: %2 for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made the Grand Tichu: +%2 for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed the Grand Tichu: %2 for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>醒 on the last card (海底): %1 舵.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>醒: no card was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>醒 card %1: +%2 舵.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins on %2&apos;s discard: %3 油, %4 舵 base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins on the card turned up for %2: %3 油, %4 舵 base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins on a card of their own (自摸): %2 油, %3 舵 base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>名堂: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 舵 from each payer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out (流局).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won %2 prizes worth %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>十三红</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>一点红</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>门前清</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>无油</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>十八大</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>十八小</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>全求人</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands in a match; it also ends when a player has 0 points or fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (圈) in a game: the deal passes round the table once in each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The points a team needs to win the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this many rounds the higher total wins (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>油 to win (起胡)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 油 a hand needs before it may win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>油 per 舵</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 油 each further 舵 costs; automatic: 3 at 10 油, 5 at 15.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-drawn win (自摸)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a win on one&apos;s own card earns: one 舵 more, or double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus card (翻醒)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card turned up after a win: none, the same card (本醒) or its neighbours (上下醒).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must win (有胡必胡)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who can win must do so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two winners (一炮双响)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Must win and three players, two may win on one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands in a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands in a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one 舵 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>本醒</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>上下醒</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sweep (扫)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an open sweep (过扫)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an open four (开招)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a closed four (扫穿)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::HandResultPanel</name>
    <message>
        <source>The next hand starts in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hu</source>
        <comment>a meld and its value</comment>
        <translation>
            <numerusform>%1 · %n hu</numerusform>
            <numerusform>%1 · %n hu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 油</source>
        <comment>a zipai meld and its 油</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n card point(s))</source>
        <comment>Tichu&apos;s last hand</comment>
        <translation>
            <numerusform>%1 (%n card point)</numerusform>
            <numerusform>%1 (%n card points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s)</source>
        <comment>Hakka</comment>
        <translation>
            <numerusform>%n elder</numerusform>
            <numerusform>%n elders</numerusform>
        </translation>
    </message>
    <message>
        <source>cards won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hu</source>
        <comment>a claim&apos;s meld&apos;s value</comment>
        <translation>
            <numerusform>%n hu</numerusform>
            <numerusform>%n hu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 油</source>
        <comment>a zipai claim&apos;s 油</comment>
        <translation>%1 yu</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::HandWidget</name>
    <message>
        <source>card %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 selected. Arrows move, Space selects, Esc clears.</source>
        <translation>
            <numerusform>%n card, %1 selected. Arrows move, Space selects, Esc clears.</numerusform>
            <numerusform>%n cards, %1 selected. Arrows move, Space selects, Esc clears.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::HintPanel</name>
    <message>
        <source>Hint: the coach is weighing your choices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: nothing to decide now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s best choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::LeaderboardDialog</name>
    <message>
        <source>Leaderboard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has played a rated match of this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rating is the skill the server is sure a player has: it starts at 0 and grows as the player plays.</source>
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
        <source>Table %1 is on %2:%3; connecting there…</source>
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
    <message>
        <source>Bot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing as a guest, with the name above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged out: you play as a guest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your login on this server has ended: log in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rated</source>
        <translation></translation>
    </message>
    <message>
        <source>The hosted server closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::LocalTable</name>
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
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
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
        <source>Hand %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is not over. Save it before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unless you close without saving, Continue on the start page resumes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paiju — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
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
        <source>Pass to %1 — click to show your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a bot&apos;s name and level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next hand starts when the result is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bomb in %1 s, unless you bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing in %1 s, unless you claim.</source>
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
    <message>
        <source>Appearance and s&amp;ound…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;notation of actions in their tooltips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::MyGamesDialog</name>
    <message>
        <source>My games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left: lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished match yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch replay</source>
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
        <source>Seats</source>
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
    <name>paiju::gui::OnlineTable</name>
    <message>
        <source>Paiju — %1 — table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for more time in this claim window, once; everybody gets it, and nobody is told who asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your time ran out: a stand-in bot plays for you until you are back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to the table</source>
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
    <message>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand-in bot plays for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand-in bot plays for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are back and play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the stand-in bot played this for you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the stand-in bot played this for %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to bomb: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to claim: %1 s</source>
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
        <source>Time is up: a bot plays this turn for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: %1 s left, then a bot plays it for you.</source>
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
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stand-in bot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stand-in bot plays for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::RatedPlayBar</name>
    <message>
        <source>Rated play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bots after </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If nobody comes, bots fill the table after this wait (the match is then unrated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The replay cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::Refusals</name>
    <message>
        <source>Step %1 of the record, %2&apos;s action “%3”, is not allowed: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no such card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action takes no cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no such action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 may not do this now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A General is never discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever draws a General must take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action is not written as the game writes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chow must say which kind it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such kind of chow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chow of three soldiers names the two soldiers from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 does not hold %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Beat %1 if you can; otherwise discard %n card(s).</source>
        <translation>
            <numerusform>Beat %1 if you can; otherwise discard %n card.</numerusform>
            <numerusform>Beat %1 if you can; otherwise discard %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 breaks the single-lead rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not allowed now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action needs cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not call Tichu now: one call per round, before playing a first card, and not while passed cards are on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already passed cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Phoenix cannot stand for %1 in %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wish is for %1: %2 must play it (or a bomb, when following).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who leads may not pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead the Dog or a combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not beat %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of turn, only a bomb that beats %1 may be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dragon&apos;s trick goes to an opponent: %1 or %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads: a bomb out of turn goes only on cards on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wish names one rank, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one card to each other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards go to the right, the partner or the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player is given two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same card cannot be given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Phoenix stands for one rank, 2 to A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose cards to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rank is given for the Phoenix, but the Phoenix is not played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn (%2), not %3&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of a 坎 is never discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no %2 outside a 坎.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A discard names one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chow names the two cards from the hand that go with the card shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each match (比) takes three cards from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid names one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table has no such seat.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReplayTable</name>
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
        <source>First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach goes through every decision of the seat shown, from what that seat could see</source>
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
    <message>
        <source>Analysis of %1&apos;s decisions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReviewDialog</name>
    <message>
        <source>The coach goes through your decisions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save analysis…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyses (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach goes through your decisions: %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the analysis is not finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReviewView</name>
    <message>
        <source>%1 (stopped after %2 decisions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decisions to review: every move was the only one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (1 decision gone through)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 decisions gone through)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. At step %2: %3 expected points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Your choice:&lt;/b&gt; %1&lt;br&gt;&amp;nbsp;&amp;nbsp;%2&lt;br&gt;&lt;b&gt;Best:&lt;/b&gt; %3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;&lt;b&gt;Difference:&lt;/b&gt; %5 expected points (%6 to %7)</source>
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
    <name>paiju::gui::ScoreSheet</name>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier hands</source>
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
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start and earlier hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::SeatPanel</name>
    <message>
        <source>waiting for the start</source>
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
        <source>To %1 (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To %1 (partner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To %1 (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card of your hand, then click here: it goes to %1. Click again to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card, then the player it goes to (the buttons below or their seat): one card to each of the other three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cards to see what they can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not read</source>
        <translation>
            <numerusform>%n line not read</numerusform>
            <numerusform>%n lines not read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::ServerWords</name>
    <message>
        <source>The connection sent an empty message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message was too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not read a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message took too long to arrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not know that request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not understand that request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection did not introduce itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection introduced itself twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server does not offer that game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not accept these table settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That table is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That table has no such seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such bot level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have a seat at that table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bot sits in that seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That table does not take spectators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the host of the table may do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match has already begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat needs a player or a bot first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no seat at that table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: others are answering the card on offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server no longer keeps that seat for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many messages were sent too quickly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server runs another version of Paiju: update Paiju, or ask the host to update the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server keeps no accounts: play as a guest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That name cannot be registered: use 2 to 24 letters, digits or symbols, with single spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That name is taken on this server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A password has 8 to 128 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many failed logins: try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are banned from this server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in first: rated play needs an account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not keep that match.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>paiju::gui::SettingsDialog</name>
    <message>
        <source>Appearance and sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the fields below at once; sound keeps its own switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;felt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour-blind cards: a shape for each colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-color cards carry a triangle (red), a square (green) or a cross (yellow) besides their colour; white cards have none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ound effects: cards played, claims, your turn, bombs, wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after %n second(s)</source>
        <translation>
            <numerusform>after %n second</numerusform>
            <numerusform>after %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>wait for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decline claims:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against bots the table waits for you when you could claim a card (or bomb at the last chance in Tichu). For fast play, choose a countdown: the card then passes by itself when it ends, and you click only to claim or bomb.</source>
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
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game that was not finished, where it stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableBar</name>
    <message>
        <source>The log (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableDialog</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableHints</name>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for you now, from what you can see</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TablePresenter</name>
    <message>
        <source>Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hu!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melds: %1 hu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim window: who takes the card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>privileged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five Tigers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hu won</source>
        <translation>
            <numerusform>%n hu won</numerusform>
            <numerusform>%n hu won</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bomb!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog</source>
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
        <source>%1 pts taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the trick: a last chance to bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone decides: Grand Tichu?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passes three cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chow (吃)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep (扫)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open (开招)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xianggong (相公)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n zhao</source>
        <translation>
            <numerusform>%n zhao</numerusform>
            <numerusform>%n zhao</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 yu (油)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s) in hand</source>
        <translation>
            <numerusform>%n elder in hand</numerusform>
            <numerusform>%n elders in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Elder ★</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s) shown</source>
        <translation>
            <numerusform>%n elder shown</numerusform>
            <numerusform>%n elders shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Pong (碰)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableView</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableWindow</name>
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
        <source>%1
Notation: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 holds %n card</numerusform>
            <numerusform>%1 holds %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand beats the cards played, so you must discard %n card(s) face down: select them, then press “Discard face down”.</source>
        <translation>
            <numerusform>Nothing in your hand beats the cards played, so you must discard %n card face down: select it, then press “Discard face down”.</numerusform>
            <numerusform>Nothing in your hand beats the cards played, so you must discard %n cards face down: select them, then press “Discard face down”.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed the card first: your %2 was not made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
