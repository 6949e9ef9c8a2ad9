<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
</context>
</TS>
