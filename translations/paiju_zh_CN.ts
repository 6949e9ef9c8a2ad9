<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>paiju::gui::CardNames</name>
    <message>
        <source>一</source>
        <translation>一</translation>
    </message>
    <message>
        <source>二</source>
        <translation>二</translation>
    </message>
    <message>
        <source>三</source>
        <translation>三</translation>
    </message>
    <message>
        <source>四</source>
        <translation>四</translation>
    </message>
    <message>
        <source>五</source>
        <translation>五</translation>
    </message>
    <message>
        <source>六</source>
        <translation>六</translation>
    </message>
    <message>
        <source>七</source>
        <translation>七</translation>
    </message>
    <message>
        <source>八</source>
        <translation>八</translation>
    </message>
    <message>
        <source>九</source>
        <translation>九</translation>
    </message>
    <message>
        <source>十</source>
        <translation>十</translation>
    </message>
    <message>
        <source>red </source>
        <translation>红</translation>
    </message>
    <message>
        <source>green </source>
        <translation>绿</translation>
    </message>
    <message>
        <source>yellow </source>
        <translation>黄</translation>
    </message>
    <message>
        <source>white </source>
        <translation>白</translation>
    </message>
    <message>
        <source>将</source>
        <translation>将</translation>
    </message>
    <message>
        <source>士</source>
        <translation>士</translation>
    </message>
    <message>
        <source>象</source>
        <translation>象</translation>
    </message>
    <message>
        <source>车</source>
        <translation>车</translation>
    </message>
    <message>
        <source>马</source>
        <translation>马</translation>
    </message>
    <message>
        <source>炮</source>
        <translation>炮</translation>
    </message>
    <message>
        <source>卒</source>
        <translation>卒</translation>
    </message>
    <message>
        <source>云线</source>
        <translation>云线</translation>
    </message>
    <message>
        <source>贯</source>
        <translation>贯</translation>
    </message>
    <message>
        <source>索</source>
        <translation>索</translation>
    </message>
    <message>
        <source>线</source>
        <translation>线</translation>
    </message>
    <message>
        <source>Mah Jong</source>
        <translation>麻将</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>狗</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>凤凰</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>龙</translation>
    </message>
    <message>
        <source>Jade %1</source>
        <translation>玉%1</translation>
    </message>
    <message>
        <source>Sword %1</source>
        <translation>剑%1</translation>
    </message>
    <message>
        <source>Pagoda %1</source>
        <translation>塔%1</translation>
    </message>
    <message>
        <source>Star %1</source>
        <translation>星%1</translation>
    </message>
    <message>
        <source>壹</source>
        <translation>壹</translation>
    </message>
    <message>
        <source>贰</source>
        <translation>贰</translation>
    </message>
    <message>
        <source>叁</source>
        <translation>叁</translation>
    </message>
    <message>
        <source>肆</source>
        <translation>肆</translation>
    </message>
    <message>
        <source>伍</source>
        <translation>伍</translation>
    </message>
    <message>
        <source>陆</source>
        <translation>陆</translation>
    </message>
    <message>
        <source>柒</source>
        <translation>柒</translation>
    </message>
    <message>
        <source>捌</source>
        <translation>捌</translation>
    </message>
    <message>
        <source>玖</source>
        <translation>玖</translation>
    </message>
    <message>
        <source>拾</source>
        <translation>拾</translation>
    </message>
</context>
<context>
    <name>paiju::gui::CreateTableDialog</name>
    <message>
        <source>Create a table</source>
        <translation>开新牌桌</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>牌桌选项</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>联机</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>How long a player may think; then a bot plays that turn.</source>
        <translation>每个玩家思考的时间；时间一到，由电脑替他出这一手。</translation>
    </message>
    <message>
        <source>Time to act</source>
        <translation>出牌时限</translation>
    </message>
    <message>
        <source>How long everyone may claim a card. It is the same whoever can claim, so that its length tells nothing.</source>
        <translation>大家可以要牌的时间。不论谁能要牌，时间都一样，因此时间长短不透露任何信息。</translation>
    </message>
    <message>
        <source>Time to claim</source>
        <translation>要牌时限</translation>
    </message>
    <message>
        <source>none: anyone may sit down</source>
        <translation>不设：谁都可以入座</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation>允许旁观</translation>
    </message>
</context>
<context>
    <name>paiju::gui::GameTerms</name>
    <message>
        <source>discard</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>claim window</source>
        <translation>吃碰时机</translation>
    </message>
    <message>
        <source>match over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>领出</translation>
    </message>
    <message>
        <source>follow</source>
        <translation>跟牌</translation>
    </message>
    <message>
        <source>Grand Tichu</source>
        <translation>大 Tichu</translation>
    </message>
    <message>
        <source>passing cards</source>
        <translation>换牌</translation>
    </message>
    <message>
        <source>end of trick</source>
        <translation>一墩结束</translation>
    </message>
    <message>
        <source>wish</source>
        <translation>许愿</translation>
    </message>
    <message>
        <source>Dragon gift</source>
        <translation>送龙墩</translation>
    </message>
    <message>
        <source>win?</source>
        <translation>胡否</translation>
    </message>
    <message>
        <source>pong?</source>
        <translation>碰否</translation>
    </message>
    <message>
        <source>chow?</source>
        <translation>吃否</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>plays</source>
        <translation>出</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>过</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>discards face down</source>
        <translation>扣牌</translation>
    </message>
    <message>
        <source>turns up</source>
        <translation>翻开</translation>
    </message>
    <message>
        <source>drawn hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>claims</source>
        <translation>吃碰</translation>
    </message>
    <message>
        <source>declares</source>
        <translation>宣布</translation>
    </message>
    <message>
        <source>wins the trick</source>
        <translation>赢得一墩</translation>
    </message>
    <message>
        <source>Five Tigers</source>
        <translation>五虎下山</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>无人胜出</translation>
    </message>
    <message>
        <source>dummy&apos;s card</source>
        <translation>梦家的牌</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>全部弃权</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>hand over</source>
        <translation>一局结束</translation>
    </message>
    <message>
        <source>stock exhausted</source>
        <translation>牌墩摸完</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>花</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>相公</translation>
    </message>
    <message>
        <source>calls Tichu</source>
        <translation>喊小 Tichu</translation>
    </message>
    <message>
        <source>calls Grand Tichu</source>
        <translation>喊大 Tichu</translation>
    </message>
    <message>
        <source>no Grand Tichu</source>
        <translation>不喊大 Tichu</translation>
    </message>
    <message>
        <source>gives</source>
        <translation>给出</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>收到</translation>
    </message>
    <message>
        <source>cards exchanged</source>
        <translation>换牌完成</translation>
    </message>
    <message>
        <source>bombs</source>
        <translation>炸</translation>
    </message>
    <message>
        <source>wishes</source>
        <translation>许愿</translation>
    </message>
    <message>
        <source>wish fulfilled</source>
        <translation>愿望达成</translation>
    </message>
    <message>
        <source>takes the lead</source>
        <translation>获得出牌权</translation>
    </message>
    <message>
        <source>goes out</source>
        <translation>出完</translation>
    </message>
    <message>
        <source>gives the Dragon&apos;s trick</source>
        <translation>送出龙墩</translation>
    </message>
    <message>
        <source>last hand</source>
        <translation>最后一家的手牌</translation>
    </message>
    <message>
        <source>no bomb</source>
        <translation>不炸</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>亮出</translation>
    </message>
    <message>
        <source>sao</source>
        <translation>扫</translation>
    </message>
    <message>
        <source>guosao</source>
        <translation>过扫</translation>
    </message>
    <message>
        <source>saochuan</source>
        <translation>扫穿</translation>
    </message>
    <message>
        <source>kaizhao</source>
        <translation>开招</translation>
    </message>
    <message>
        <source>pongs</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>chows</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>skips the discard</source>
        <translation>不用出牌</translation>
    </message>
    <message>
        <source>xing card</source>
        <translation>醒牌</translation>
    </message>
    <message>
        <source>shows the hand</source>
        <translation>亮牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>Declare victory</source>
        <translation>宣布胜利</translation>
    </message>
    <message>
        <source>Win (hu)</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Call Grand Tichu</source>
        <translation>喊大 Tichu</translation>
    </message>
    <message>
        <source>No Grand Tichu</source>
        <translation>不喊大 Tichu</translation>
    </message>
    <message>
        <source>Call Tichu</source>
        <translation>喊小 Tichu</translation>
    </message>
    <message>
        <source>Pass cards:</source>
        <translation>换牌：</translation>
    </message>
    <message>
        <source>No bomb</source>
        <translation>不炸</translation>
    </message>
    <message>
        <source>Wish</source>
        <translation>许愿</translation>
    </message>
    <message>
        <source>Give the Dragon&apos;s trick to seat</source>
        <translation>把龙墩送给座位</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>不许愿</translation>
    </message>
    <message>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>left</source>
        <translation>上家</translation>
    </message>
</context>
<context>
    <name>paiju::gui::LobbyWindow</name>
    <message>
        <source>(free)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Paiju — play online</source>
        <translation>牌局 — 在线对局</translation>
    </message>
    <message>
        <source>Join a server</source>
        <translation>连接服务器</translation>
    </message>
    <message>
        <source>Encrypted (TLS)</source>
        <translation>加密连接（TLS）</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Host tables on this computer</source>
        <translation>在本机开设牌桌</translation>
    </message>
    <message>
        <source>Let others on my network join</source>
        <translation>允许局域网内的其他人加入</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Create table…</source>
        <translation>开新牌桌…</translation>
    </message>
    <message>
        <source>Sit down…</source>
        <translation>入座…</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>旁观</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>加电脑</translation>
    </message>
    <message>
        <source>Remove bot</source>
        <translation>移除电脑</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>已连接。</translation>
    </message>
    <message>
        <source>The connection was lost (%1); reconnecting…</source>
        <translation>连接中断（%1），正在重新连接…</translation>
    </message>
    <message>
        <source>The server refused the connection: %1</source>
        <translation>服务器拒绝了连接：%1</translation>
    </message>
    <message>
        <source>Unknown certificate</source>
        <translation>未知证书</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified (%1).

Its SHA-256 fingerprint is:
%2

Trust it only if the host&apos;s owner confirms this fingerprint. Trust it for this host?</source>
        <translation>无法验证服务器的证书（%1）。

其 SHA-256 指纹为：
%2

只有在主机的主人确认了这个指纹时才应信任它。要对这台主机信任此证书吗？</translation>
    </message>
    <message>
        <source>Not connected: the certificate was not trusted.</source>
        <translation>未连接：证书未被信任。</translation>
    </message>
    <message>
        <source>Connecting to %1:%2…</source>
        <translation>正在连接 %1:%2…</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <translation>无法在端口 %1 开设牌桌：%2</translation>
    </message>
    <message>
        <source>Hosting on port %1; others on your network can join.</source>
        <translation>正在端口 %1 开设牌桌，局域网内的其他人可以加入。</translation>
    </message>
    <message>
        <source>Hosting on port %1 for this computer.</source>
        <translation>正在端口 %1 开设牌桌，仅限本机。</translation>
    </message>
    <message>
        <source>The server says: %1</source>
        <translation>服务器消息：%1</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Choose a table first.</source>
        <translation>请先选一张牌桌。</translation>
    </message>
    <message>
        <source>Table %1 has no free seat.</source>
        <translation>牌桌 %1 没有空座位。</translation>
    </message>
    <message>
        <source>Back to your seat</source>
        <translation>回到你的座位</translation>
    </message>
    <message>
        <source>The password of table %1</source>
        <translation>牌桌 %1 的密码</translation>
    </message>
    <message>
        <source>Copy invite</source>
        <translation>复制邀请</translation>
    </message>
    <message>
        <source>Invite copied: %1 (to type: %2)</source>
        <translation>邀请已复制：%1（手动输入用：%2）</translation>
    </message>
    <message>
        <source>Open invite…</source>
        <translation>打开邀请…</translation>
    </message>
    <message>
        <source>Open invite</source>
        <translation>打开邀请</translation>
    </message>
    <message>
        <source>Invite link or code</source>
        <translation>邀请链接或邀请码</translation>
    </message>
    <message>
        <source>That is not an invite: %1</source>
        <translation>这不是邀请：%1</translation>
    </message>
    <message>
        <source>On your network (double-click to join):</source>
        <translation>局域网里的牌桌（双击加入）：</translation>
    </message>
    <message>
        <source>%1&apos;s table %2 at %3: %4, %5 of %6 seats taken</source>
        <translation>%1 的牌桌 %2（%3）：%4，%6 个座位已坐 %5 个</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>The level of the next bot added</source>
        <translation>下一个加入的电脑的难度</translation>
    </message>
</context>
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
    <message>
        <source>&amp;New local game…</source>
        <translation>新的本地牌局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open saved game or replay…</source>
        <translation>打开存档或回放(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation>牌局存档 (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Bot speed</source>
        <translation>电脑速度(&amp;B)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>在线对局(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Auto-&amp;pass when nothing else is allowed</source>
        <translation>别无选择时自动过(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Claim time, several people at one screen</source>
        <translation>多人同屏时的抢牌时间(&amp;C)</translation>
    </message>
    <message>
        <source>2 seconds</source>
        <translation>2 秒</translation>
    </message>
    <message>
        <source>3 seconds</source>
        <translation>3 秒</translation>
    </message>
    <message>
        <source>5 seconds</source>
        <translation>5 秒</translation>
    </message>
</context>
<context>
    <name>paiju::gui::NewGameDialog</name>
    <message>
        <source>New local game</source>
        <translation>新的本地牌局</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>牌桌选项</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation>电脑：简单</translation>
    </message>
    <message>
        <source>Bot: normal</source>
        <translation>电脑：普通</translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation>电脑：困难</translation>
    </message>
</context>
<context>
    <name>paiju::gui::NewTable</name>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>电脑 %1</translation>
    </message>
</context>
<context>
    <name>paiju::gui::OnlineTableWindow</name>
    <message>
        <source>Paiju — %1 — table %2</source>
        <translation>牌局 — %1 — 牌桌 %2</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>对牌桌上的人说点什么</translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation>连接中断，正在重新连接…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 — %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 — %3 — %4</translation>
    </message>
    <message>
        <source>waiting for the start</source>
        <translation>等待开始</translation>
    </message>
    <message>
        <source>watching</source>
        <translation>旁观中</translation>
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
        <source>Time is up: a bot plays this turn for you.</source>
        <translation>时间到：这一手由电脑替你出。</translation>
    </message>
    <message>
        <source>Your turn: %1 s left, then a bot plays it for you.</source>
        <translation>轮到你：还剩 %1 秒，之后由电脑替你出。</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>%1 has %2 s to act.</source>
        <translation>%1 还有 %2 秒出牌。</translation>
    </message>
    <message>
        <source>%1&apos;s time is up: a bot plays this turn.</source>
        <translation>%1 时间到：这一手由电脑代出。</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>第 %1 局结束</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>总分 %1</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>快点吧！</translation>
    </message>
    <message>
        <source>Nice cards!</source>
        <translation>好牌！</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>打得好</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>哎呀</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>谢谢</translation>
    </message>
    <message>
        <source>Mute…</source>
        <translation>屏蔽…</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>旁观者</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReplayWindow</name>
    <message>
        <source>Paiju — replay of %1</source>
        <translation>牌局 — %1 回放</translation>
    </message>
    <message>
        <source>From the rail</source>
        <translation>旁观视角</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Step %1 of %2 — %3</source>
        <translation>第 %1 步，共 %2 步 — %3</translation>
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
    <message>
        <source>Play online…</source>
        <translation>在线对局…</translation>
    </message>
    <message>
        <source>New local game…</source>
        <translation>新的本地牌局…</translation>
    </message>
    <message>
        <source>Open saved game or replay…</source>
        <translation>打开存档或回放…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableView</name>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>梦家</translation>
    </message>
    <message>
        <source>privileged</source>
        <translation>特权</translation>
    </message>
    <message>
        <source>Grand Tichu</source>
        <translation>大 Tichu</translation>
    </message>
    <message>
        <source>Tichu</source>
        <translation>小 Tichu</translation>
    </message>
    <message>
        <source>out %1</source>
        <translation>第 %1 个出完</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stock: %n card(s)</source>
        <translation>
            <numerusform>牌墩：%n 张</numerusform>
        </translation>
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
    <message>
        <source>Best play</source>
        <translation>当前最大</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>本墩</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已出的牌</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>亮出的牌</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>第 %1 局结束</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>总分 %1</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存牌局</translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation>牌局存档 (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>无法保存牌局：%1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>计分表</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔牌</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可悔的牌。</translation>
    </message>
    <message>
        <source>Step through the game</source>
        <translation>逐步回放</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>按点数排序</translation>
    </message>
    <message>
        <source>The trick is about to be taken. Anyone who wants to bomb: press your button.</source>
        <translation>这一墩即将收走。想炸的人请按自己的按钮。</translation>
    </message>
    <message>
        <source>%1 discards %2. Does anyone want it? Press your button.</source>
        <translation>%1 打出 %2。有人要吗？请按自己的按钮。</translation>
    </message>
    <message>
        <source>A card is turned up. Does anyone want it? Press your button.</source>
        <translation>翻出一张牌。有人要吗？请按自己的按钮。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1: Bomb</source>
        <translation>%1：炸</translation>
    </message>
    <message>
        <source>%1: I want it</source>
        <translation>%1：我要</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation>%1 赢得比赛</translation>
    </message>
    <message>
        <source>%1 win the match</source>
        <translation>%1 赢得比赛</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再来一场</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>保存回放…</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
</context>
</TS>
