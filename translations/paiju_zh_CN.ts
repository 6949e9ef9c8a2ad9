<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>paiju::gui::MainWindow</name>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation>关于牌局(&amp;A)</translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation>关于牌局</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Paiju %1&lt;/h3&gt;&lt;p&gt;Traditional card games at one table.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;牌局 %1&lt;/h3&gt;&lt;p&gt;传统纸牌游戏，同桌共玩。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>无法打开牌桌：%1</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>paiju::gui::Rules</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>paiju::gui::StartPage</name>
    <message>
        <source>Four-Color Cards</source>
        <translation>四色牌</translation>
    </message>
    <message>
        <source>Hakka Cards</source>
        <translation>客家牌</translation>
    </message>
    <message>
        <source>Tichu</source>
        <translation>Tichu</translation>
    </message>
    <message>
        <source>Hechi Zipai</source>
        <translation>河池字牌</translation>
    </message>
    <message>
        <source>Rules in preparation</source>
        <translation>规则准备中</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Paiju 牌局&lt;/h1&gt;&lt;p&gt;Traditional card games at one table&lt;/p&gt;</source>
        <translation>&lt;h1&gt;牌局 Paiju&lt;/h1&gt;&lt;p&gt;传统纸牌游戏，同桌共玩&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play against bots</source>
        <translation>与电脑对战</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableWindow</name>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>Paiju — %1</source>
        <translation>牌局 — %1</translation>
    </message>
    <message>
        <source>seat %1: %2</source>
        <translation>%1 号座：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 — %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 — %4</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>本场结束</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Select cards to see what they can do.</source>
        <translation>选择牌，查看可以怎么出。</translation>
    </message>
    <message>
        <source>Pass to %1 — click to show your hand</source>
        <translation>请交给 %1 — 点击显示手牌</translation>
    </message>
    <message numerus="yes">
        <source>seat %1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 号座持 %n 张</numerusform>
        </translation>
    </message>
</context>
</TS>
