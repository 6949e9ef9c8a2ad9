<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CoachWords</name>
    <message>
        <source>the only choice worth comparing</source>
        <translation>唯一值得比较的选择</translation>
    </message>
    <message>
        <source>the team wins the round %1% (%2–%3%)</source>
        <translation>本队赢下这一局 %1%（%2–%3%）</translation>
    </message>
    <message>
        <source>wins the hand %1% (%2–%3%)</source>
        <translation>赢下这一手 %1%（%2–%3%）</translation>
    </message>
    <message>
        <source>%1 · %2 points (%3 to %4) · %5 deals</source>
        <translation>%1 · %2 分（%3 至 %4）· %5 副牌</translation>
    </message>
    <message>
        <source>safe from a pair: every %1 is in sight, no one else holds one</source>
        <translation>不怕成对：每张%1都已亮出，别人手里没有</translation>
    </message>
    <message>
        <source>breaks your pair of %1</source>
        <translation>拆掉你的一对%1</translation>
    </message>
    <message>
        <source>breaks your set of %1 × %2</source>
        <translation>拆掉你的 %1 张%2</translation>
    </message>
    <message>
        <source>a lone card: keeps every pair</source>
        <translation>单张：保住所有对子</translation>
    </message>
    <message>
        <source>takes the win</source>
        <translation>胡牌获胜</translation>
    </message>
    <message>
        <source>a bomb: takes the trick worth %1 points</source>
        <translation>炸弹：拿下这墩 %1 分</translation>
    </message>
    <message>
        <source>plays your last cards</source>
        <translation>出完手中最后的牌</translation>
    </message>
    <message>
        <source>claims the %1 into a meld</source>
        <translation>吃碰%1成组</translation>
    </message>
    <message>
        <source>Too close to call: the two best differ by less than the search can tell.</source>
        <translation>难分高下：最好的两种选择相差太小，搜索分辨不出。</translation>
    </message>
    <message>
        <source>No costly decisions</source>
        <translation>没有代价大的决定</translation>
    </message>
    <message>
        <source>1 costly decision, %1 expected points</source>
        <translation>1 个代价大的决定，期望得分 %1</translation>
    </message>
    <message>
        <source>%1 costly decisions, %2 expected points</source>
        <translation>%1 个代价大的决定，期望得分 %2</translation>
    </message>
    <message>
        <source>the team wins %1%</source>
        <translation>本队赢 %1%</translation>
    </message>
    <message>
        <source>wins %1%</source>
        <translation>赢 %1%</translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation>%1 · %2 分</translation>
    </message>
</context>
<context>
    <name>paiju::gui::AccountDialog</name>
    <message>
        <source>Log in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>注册</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Password again</source>
        <translation>再次输入密码</translation>
    </message>
    <message>
        <source>A name has 2 to 24 characters; a password 8 to 128.</source>
        <translation>名字为 2 到 24 个字符；密码为 8 到 128 个字符。</translation>
    </message>
    <message>
        <source>Stay logged in on this computer</source>
        <translation>在这台电脑上保持登录</translation>
    </message>
    <message>
        <source>Type a name and a password.</source>
        <translation>请输入名字和密码。</translation>
    </message>
    <message>
        <source>The two passwords differ.</source>
        <translation>两次输入的密码不一致。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ActionKeys</name>
    <message>
        <source>Enter</source>
        <translation>回车</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>按键：%1</translation>
    </message>
    <message>
        <source>Wish…</source>
        <translation>许愿…</translation>
    </message>
</context>
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
        <source>云线</source>
        <translation>云线</translation>
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
    <message>
        <source>red General (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>red Advisor (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>red Elephant (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>red Chariot (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>red Horse (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>red Cannon (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>red Soldier (%1)</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>green General (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>green Advisor (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>green Elephant (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>green Chariot (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>green Horse (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>green Cannon (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>green Soldier (%1)</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>yellow General (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>yellow Advisor (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>yellow Elephant (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>yellow Chariot (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>yellow Horse (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>yellow Cannon (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>yellow Soldier (%1)</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>white General (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>white Advisor (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>white Elephant (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>white Chariot (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>white Horse (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>white Cannon (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>white Soldier (%1)</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>red %1</source>
        <translation>红%1</translation>
    </message>
    <message>
        <source>green %1</source>
        <translation>绿%1</translation>
    </message>
    <message>
        <source>yellow %1</source>
        <translation>黄%1</translation>
    </message>
    <message>
        <source>white %1</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>General (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Advisor (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Elephant (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Chariot (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Horse (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Cannon (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Soldier (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>pieces of one colour</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 of 十</source>
        <translation>%1十</translation>
    </message>
    <message>
        <source>%1 of 贯</source>
        <translation>%1贯</translation>
    </message>
    <message>
        <source>%1 of 索</source>
        <translation>%1索</translation>
    </message>
    <message>
        <source>%1 of 线</source>
        <translation>%1线</translation>
    </message>
    <message>
        <source>big %2 (%1)</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>small %2 (%1)</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>paiju::gui::CardStrip</name>
    <message>
        <source>a card face down</source>
        <translation>一张扣着的牌</translation>
    </message>
</context>
<context>
    <name>paiju::gui::CreateTableDialog</name>
    <message>
        <source>Create a table</source>
        <translation>开新牌桌</translation>
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
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Declare victory</source>
        <translation>宣布胜利</translation>
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
        <source>No bomb</source>
        <translation>不炸</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of cards</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>an %1</source>
        <comment>a rank wished for</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>a %1</source>
        <comment>a rank wished for</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>a pair: %1</source>
        <translation>对子 %1</translation>
    </message>
    <message>
        <source>three of a kind: %1</source>
        <translation>三张 %1</translation>
    </message>
    <message>
        <source>a bomb: %1</source>
        <translation>炸弹 %1</translation>
    </message>
    <message>
        <source>a full house: %1</source>
        <translation>三带二 %1</translation>
    </message>
    <message>
        <source>a straight flush bomb: %1</source>
        <translation>同花顺炸弹 %1</translation>
    </message>
    <message>
        <source>a straight: %1</source>
        <translation>顺子 %1</translation>
    </message>
    <message>
        <source>pairs in a row: %1</source>
        <translation>连对 %1</translation>
    </message>
    <message>
        <source> (the Phoenix as %1)</source>
        <translation>（凤凰当 %1）</translation>
    </message>
    <message>
        <source>the player on the right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>the partner</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>the player on the left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>%1 to %2, %3 to %4, %5 to %6</source>
        <translation>%1 给 %2，%3 给 %4，%5 给 %6</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>对</translation>
    </message>
    <message>
        <source>single General</source>
        <translation>单将</translation>
    </message>
    <message>
        <source>field</source>
        <translation>车马包</translation>
    </message>
    <message>
        <source>command</source>
        <translation>将士象</translation>
    </message>
    <message>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>three soldiers</source>
        <translation>三色兵卒</translation>
    </message>
    <message>
        <source>four soldiers</source>
        <translation>四色兵卒</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>General kong</source>
        <translation>将杠</translation>
    </message>
    <message>
        <source>chow (吃)</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>match (比)</source>
        <translation>比</translation>
    </message>
    <message>
        <source>pong (碰)</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>sweep (扫)</source>
        <translation>扫</translation>
    </message>
    <message>
        <source>open sweep (过扫)</source>
        <translation>过扫</translation>
    </message>
    <message>
        <source>open four (开招)</source>
        <translation>开招</translation>
    </message>
    <message>
        <source>closed four (扫穿)</source>
        <translation>扫穿</translation>
    </message>
    <message>
        <source>three in hand (坎)</source>
        <translation>坎</translation>
    </message>
    <message>
        <source>triplet</source>
        <translation>三张</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>一句</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a meld: its cards</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between melds</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Chow %1</source>
        <translation>吃 %1</translation>
    </message>
    <message>
        <source>, match %1</source>
        <translation>，比 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>Pass (no call)</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>Discard face down: %1</source>
        <translation>扣牌：%1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>打出 %1</translation>
    </message>
    <message>
        <source>Win (胡)</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Call (叫牌)</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>换牌：%1</translation>
    </message>
    <message>
        <source>No wish</source>
        <translation>不许愿</translation>
    </message>
    <message>
        <source>Wish for %1</source>
        <translation>许愿：%1</translation>
    </message>
    <message>
        <source>Give the Dragon&apos;s trick to %1</source>
        <translation>把龙墩送给 %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>出 %1</translation>
    </message>
    <message>
        <source>Pong %1</source>
        <translation>碰 %1</translation>
    </message>
    <message>
        <source>Pung %1</source>
        <translation>碰 %1</translation>
    </message>
    <message>
        <source>Kong %1</source>
        <translation>杠 %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>出价 %1</translation>
    </message>
    <message>
        <source>Hand %1 is dealt.</source>
        <translation>第 %1 局发牌。</translation>
    </message>
    <message>
        <source>%1 is dealt %2.</source>
        <translation>%1 拿到 %2。</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 出 %2。</translation>
    </message>
    <message>
        <source>%1 bombs with %2.</source>
        <translation>%1 用 %2 炸。</translation>
    </message>
    <message>
        <source>%1 lets the card go.</source>
        <translation>%1 不要这张牌。</translation>
    </message>
    <message>
        <source>%1 does not call.</source>
        <translation>%1 弃权。</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 过。</translation>
    </message>
    <message>
        <source>%1 discards %2 face down.</source>
        <translation>%1 扣下 %2。</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 打出 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) face down.</source>
        <translation>
            <numerusform>%1 扣下 %n 张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is turned up for %2.</source>
        <translation>为 %2 翻开 %1。</translation>
    </message>
    <message>
        <source>%1 declares victory with %2 hu.</source>
        <translation>%1 宣布胜利，共 %2 胡。</translation>
    </message>
    <message>
        <source>%1 declares victory with %2 hu, elders %3.</source>
        <translation>%1 宣布胜利，共 %2 胡，老牌 %3。</translation>
    </message>
    <message>
        <source>%1 chooses: %2.</source>
        <translation>%1 选择：%2。</translation>
    </message>
    <message>
        <source>%1 pungs %2.</source>
        <translation>%1 碰 %2。</translation>
    </message>
    <message>
        <source>%1 kongs %2.</source>
        <translation>%1 杠 %2。</translation>
    </message>
    <message>
        <source>%1 chows %2.</source>
        <translation>%1 吃 %2。</translation>
    </message>
    <message>
        <source>%1 wins: %2 (%3 油, %4 舵 per payer).</source>
        <translation>%1 胡：%2（%3 油，每家 %4 舵）。</translation>
    </message>
    <message>
        <source>%1 wins: %2 (%3 hu).</source>
        <translation>%1 胡：%2（%3 胡）。</translation>
    </message>
    <message>
        <source>The flower card is %1: %2 hu more.</source>
        <translation>花牌是 %1：多 %2 胡。</translation>
    </message>
    <message>
        <source>%1 has a dead hand (相公).</source>
        <translation>%1 成了相公。</translation>
    </message>
    <message>
        <source>The stock ran out: nobody wins the hand.</source>
        <translation>牌摸完了：流局。</translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation>第 %1 局结束。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比赛结束。</translation>
    </message>
    <message>
        <source>%1 calls (叫牌).</source>
        <translation>%1 叫牌。</translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation>无人叫牌：重新发牌。</translation>
    </message>
    <message>
        <source>%1 takes the trick (%2 points).</source>
        <translation>%1 收下这一墩（%2 分）。</translation>
    </message>
    <message>
        <source>%1 wins the trick with %2 (%3 hu).</source>
        <translation>%1 以 %2 赢得这一墩（%3 胡）。</translation>
    </message>
    <message>
        <source>%1 holds the five 1s (五虎下山): %2.</source>
        <translation>%1 五虎下山：%2。</translation>
    </message>
    <message>
        <source>Nobody declared victory: nothing is paid.</source>
        <translation>无人宣布胜利：不计分。</translation>
    </message>
    <message>
        <source>The dummy, %1, held %2.</source>
        <translation>梦家 %1 的牌是 %2。</translation>
    </message>
    <message>
        <source>%1 calls Tichu.</source>
        <translation>%1 喊小 Tichu。</translation>
    </message>
    <message>
        <source>%1 calls Grand Tichu.</source>
        <translation>%1 喊大 Tichu。</translation>
    </message>
    <message>
        <source>%1 does not call Grand Tichu.</source>
        <translation>%1 不喊大 Tichu。</translation>
    </message>
    <message>
        <source>%1 gives %2.</source>
        <translation>%1 换牌：%2。</translation>
    </message>
    <message>
        <source>%1 receives %2 from %3.</source>
        <translation>%1 收到 %3 给的 %2。</translation>
    </message>
    <message>
        <source>The cards are exchanged; %1 holds the Mah Jong and leads.</source>
        <translation>换牌完成；%1 拿着麻将，先出。</translation>
    </message>
    <message>
        <source>%1 does not bomb.</source>
        <translation>%1 不炸。</translation>
    </message>
    <message>
        <source>%1 wishes for %2.</source>
        <translation>%1 许愿：%2。</translation>
    </message>
    <message>
        <source>%1 makes no wish.</source>
        <translation>%1 不许愿。</translation>
    </message>
    <message>
        <source>The wish is fulfilled.</source>
        <translation>愿望达成。</translation>
    </message>
    <message>
        <source>The Dog passes the lead to %1.</source>
        <translation>狗把出牌权交给 %1。</translation>
    </message>
    <message>
        <source>%1 goes out in place %2.</source>
        <translation>%1 第 %2 个出完。</translation>
    </message>
    <message>
        <source>%1 gives the Dragon&apos;s trick to %2 (%3 points).</source>
        <translation>%1 把龙墩送给 %2（%3 分）。</translation>
    </message>
    <message>
        <source>%1 is last and still held %2.</source>
        <translation>%1 最后出完，手里还有 %2。</translation>
    </message>
    <message>
        <source>%1 shows %2 (亮张).</source>
        <translation>%1 亮张 %2。</translation>
    </message>
    <message>
        <source>%1 pongs %2.</source>
        <translation>%1 碰 %2。</translation>
    </message>
    <message>
        <source>%1 skips the discard (dealt four of a kind).</source>
        <translation>%1 起手有四张，不用出牌。</translation>
    </message>
    <message>
        <source>醒: %1 舵 more.</source>
        <translation>醒：多 %1 舵。</translation>
    </message>
    <message>
        <source>醒 card %1: %2 舵 more.</source>
        <translation>醒牌 %1：多 %2 舵。</translation>
    </message>
    <message>
        <source>%1 shows the hand: %2.</source>
        <translation>%1 亮牌：%2。</translation>
    </message>
    <message>
        <source>%1 wins: base %2 hu + flower %3 = %4 hu.</source>
        <translation>%1 胡牌：底 %2 胡 + 花 %3 胡 = %4 胡。</translation>
    </message>
    <message>
        <source>Each other player pays %1.</source>
        <translation>其他每家各付 %1。</translation>
    </message>
    <message>
        <source>A dead hand (相公): the winner pays 11 to each other player.</source>
        <translation>相公：胡牌者付给其他每家 11。</translation>
    </message>
    <message>
        <source>The stock ran out: nothing is paid.</source>
        <translation>牌摸完了：不计分。</translation>
    </message>
    <message>
        <source>No winner: nothing is paid.</source>
        <translation>无人胜出：不计分。</translation>
    </message>
    <message>
        <source>%1 declares victory: %2 hu won + %3 elders = %4 hu, %5 from each payer.</source>
        <translation>%1 宣布胜利：赢得 %2 胡 + 老牌 %3 = %4 胡，每家付 %5。</translation>
    </message>
    <message>
        <source>The dummy, %1: %2 hu, %3 from each payer.</source>
        <translation>梦家 %1：%2 胡，每家付 %3。</translation>
    </message>
    <message>
        <source>%1 called as the privileged player and lost: pays for both.</source>
        <translation>%1 以特权玩家叫牌却输了：替两家付。</translation>
    </message>
    <message>
        <source>Double victory: %1 200, %2 0.</source>
        <translation>双胜：%1 200，%2 0。</translation>
    </message>
    <message>
        <source>%1 went out last: the hand (%2 points) goes to %3, the tricks (%4 points) to %5.</source>
        <translation>%1 最后出完：手牌（%2 分）归 %3，赢的墩（%4 分）归 %5。</translation>
    </message>
    <message>
        <source>%1: %2 card points.</source>
        <translation>%1：牌分 %2。</translation>
    </message>
    <message>
        <source>%1 made the Tichu: +%2 for %3.</source>
        <translation>%1 小 Tichu 成功：%3 +%2。</translation>
    </message>
    <message>
        <source>%1 failed the Tichu: %2 for %3.</source>
        <translation>%1 小 Tichu 失败：%3 %2。</translation>
    </message>
    <message>
        <source>%1 made the Grand Tichu: +%2 for %3.</source>
        <translation>%1 大 Tichu 成功：%3 +%2。</translation>
    </message>
    <message>
        <source>%1 failed the Grand Tichu: %2 for %3.</source>
        <translation>%1 大 Tichu 失败：%3 %2。</translation>
    </message>
    <message>
        <source>醒 on the last card (海底): %1 舵.</source>
        <translation>海底醒：%1 舵。</translation>
    </message>
    <message>
        <source>醒: no card was left.</source>
        <translation>醒：没有牌可翻。</translation>
    </message>
    <message>
        <source>醒 card %1: +%2 舵.</source>
        <translation>醒牌 %1：+%2 舵。</translation>
    </message>
    <message>
        <source>%1 wins on %2&apos;s discard: %3 油, %4 舵 base.</source>
        <translation>%1 胡 %2 打出的牌：%3 油，底 %4 舵。</translation>
    </message>
    <message>
        <source>%1 wins on the card turned up for %2: %3 油, %4 舵 base.</source>
        <translation>%1 胡 %2 翻出的牌：%3 油，底 %4 舵。</translation>
    </message>
    <message>
        <source>%1 wins on a card of their own (自摸): %2 油, %3 舵 base.</source>
        <translation>%1 自摸：%2 油，底 %3 舵。</translation>
    </message>
    <message>
        <source>名堂: %1</source>
        <translation>名堂：%1</translation>
    </message>
    <message>
        <source>%1 舵 from each payer.</source>
        <translation>每家付 %1 舵。</translation>
    </message>
    <message>
        <source>The stock ran out (流局).</source>
        <translation>流局：牌摸完了。</translation>
    </message>
    <message>
        <source>%1 won %2 prizes worth %3.</source>
        <translation>%1 赢得 %2 张奖牌，共 %3 分。</translation>
    </message>
    <message>
        <source>十三红</source>
        <translation>十三红</translation>
    </message>
    <message>
        <source>一点红</source>
        <translation>一点红</translation>
    </message>
    <message>
        <source>门前清</source>
        <translation>门前清</translation>
    </message>
    <message>
        <source>无油</source>
        <translation>无油</translation>
    </message>
    <message>
        <source>十八大</source>
        <translation>十八大</translation>
    </message>
    <message>
        <source>十八小</source>
        <translation>十八小</translation>
    </message>
    <message>
        <source>全求人</source>
        <translation>全求人</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Hands in a match; it also ends when a player has 0 points or fewer.</source>
        <translation>一场的局数；有人分数降到 0 或以下时也结束。</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>圈数</translation>
    </message>
    <message>
        <source>Rounds (圈) in a game: the deal passes round the table once in each.</source>
        <translation>一场的圈数：每圈庄家轮流一遍。</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>获胜分数</translation>
    </message>
    <message>
        <source>The points a team needs to win the game.</source>
        <translation>一队赢得比赛所需的分数。</translation>
    </message>
    <message>
        <source>After this many rounds the higher total wins (0: no limit).</source>
        <translation>打满这么多局后总分高者胜（0：不限）。</translation>
    </message>
    <message>
        <source>油 to win (起胡)</source>
        <translation>起胡油数</translation>
    </message>
    <message>
        <source>The 油 a hand needs before it may win.</source>
        <translation>一手牌至少要有多少油才能胡。</translation>
    </message>
    <message>
        <source>油 per 舵</source>
        <translation>每舵油数</translation>
    </message>
    <message>
        <source>The 油 each further 舵 costs; automatic: 3 at 10 油, 5 at 15.</source>
        <translation>每多一舵要多少油；自动：10 油起胡时 3，15 油时 5。</translation>
    </message>
    <message>
        <source>Self-drawn win (自摸)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>What a win on one&apos;s own card earns: one 舵 more, or double.</source>
        <translation>自摸胡牌的奖励：加一舵，或翻倍。</translation>
    </message>
    <message>
        <source>Bonus card (翻醒)</source>
        <translation>翻醒</translation>
    </message>
    <message>
        <source>The card turned up after a win: none, the same card (本醒) or its neighbours (上下醒).</source>
        <translation>胡牌后翻的醒牌：不翻、本醒或上下醒。</translation>
    </message>
    <message>
        <source>Must win (有胡必胡)</source>
        <translation>有胡必胡</translation>
    </message>
    <message>
        <source>A player who can win must do so.</source>
        <translation>能胡牌的玩家必须胡。</translation>
    </message>
    <message>
        <source>Two winners (一炮双响)</source>
        <translation>一炮双响</translation>
    </message>
    <message>
        <source>With Must win and three players, two may win on one card.</source>
        <translation>在有胡必胡且三人时，一张牌可以两家同时胡。</translation>
    </message>
    <message>
        <source>Hands in a session.</source>
        <translation>一场的局数。</translation>
    </message>
    <message>
        <source>Hands in a match.</source>
        <translation>一场的局数。</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>one 舵 more</source>
        <translation>加一舵</translation>
    </message>
    <message>
        <source>double</source>
        <translation>翻倍</translation>
    </message>
    <message>
        <source>none</source>
        <translation>不翻</translation>
    </message>
    <message>
        <source>本醒</source>
        <translation>本醒</translation>
    </message>
    <message>
        <source>上下醒</source>
        <translation>上下醒</translation>
    </message>
    <message>
        <source>a sweep (扫)</source>
        <translation>扫</translation>
    </message>
    <message>
        <source>an open sweep (过扫)</source>
        <translation>过扫</translation>
    </message>
    <message>
        <source>an open four (开招)</source>
        <translation>开招</translation>
    </message>
    <message>
        <source>a closed four (扫穿)</source>
        <translation>扫穿</translation>
    </message>
    <message>
        <source>%1 makes %2.</source>
        <translation>%1 %2。</translation>
    </message>
    <message>
        <source>%1 makes %2 of %3.</source>
        <translation>%1 %2 %3。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::HandResultPanel</name>
    <message>
        <source>The next hand starts in %1 s</source>
        <translation>%1 秒后开始下一局</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hu</source>
        <comment>a meld and its value</comment>
        <translation>
            <numerusform>%1 · %n 胡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 油</source>
        <comment>a zipai meld and its 油</comment>
        <translation>%1 · %2 油</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n card point(s))</source>
        <comment>Tichu&apos;s last hand</comment>
        <translation>
            <numerusform>%1（%n 分）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s)</source>
        <comment>Hakka</comment>
        <translation>
            <numerusform>%n 张老岁</numerusform>
        </translation>
    </message>
    <message>
        <source>cards won</source>
        <translation>赢得的牌</translation>
    </message>
    <message>
        <source>melds</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>In the hand</source>
        <translation>局中所得</translation>
    </message>
    <message>
        <source>%1 pts taken</source>
        <translation>已得 %1 分</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最终名次</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hu</source>
        <comment>a claim&apos;s meld&apos;s value</comment>
        <translation>
            <numerusform>%n 胡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 油</source>
        <comment>a zipai claim&apos;s 油</comment>
        <translation>%1 油</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation>%1 赢得比赛</translation>
    </message>
    <message>
        <source>%1 win the match</source>
        <translation>%1 赢得比赛</translation>
    </message>
</context>
<context>
    <name>paiju::gui::HandWidget</name>
    <message>
        <source>card %1 of %2</source>
        <translation>第 %1 张，共 %2 张</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>现在不能出</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>可以出</translation>
    </message>
    <message>
        <source>elder</source>
        <translation>老岁</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 selected. Arrows move, Space selects, Esc clears.</source>
        <translation>
            <numerusform>%n 张牌，已选 %1 张。方向键移动，空格选牌，Esc 清除。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::HintPanel</name>
    <message>
        <source>Hint: the coach is weighing your choices…</source>
        <translation>提示：教练正在权衡你的选择…</translation>
    </message>
    <message>
        <source>Hint: nothing to decide now.</source>
        <translation>提示：现在没有要决定的。</translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s best choices</source>
        <translation>提示：教练认为最好的选择</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Drag to move</source>
        <translation>拖动可移开</translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <translation>%1. %2 — %3</translation>
    </message>
</context>
<context>
    <name>paiju::gui::LeaderboardDialog</name>
    <message>
        <source>Leaderboard: %1</source>
        <translation>排行榜：%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>场数</translation>
    </message>
    <message>
        <source>Nobody has played a rated match of this game yet.</source>
        <translation>这个游戏还没有人下过计分局。</translation>
    </message>
    <message>
        <source>A rating is the skill the server is sure a player has: it starts at 0 and grows as the player plays.</source>
        <translation>等级分是服务器确信玩家具有的水平：从 0 开始，随着对局增多而提高。</translation>
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
        <source>Table %1 is on %2:%3; connecting there…</source>
        <translation>牌桌 %1 在 %2:%3 上，正在连接到那里…</translation>
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
    <message>
        <source>Bot %1</source>
        <translation>电脑 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Log in…</source>
        <translation>登录…</translation>
    </message>
    <message>
        <source>Register…</source>
        <translation>注册…</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>退出登录</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Playing as a guest, with the name above.</source>
        <translation>以游客身份游戏，使用上面的名字。</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>已登录为 %1。</translation>
    </message>
    <message>
        <source>Logged out: you play as a guest.</source>
        <translation>已退出登录：你以游客身份游戏。</translation>
    </message>
    <message>
        <source>Your login on this server has ended: log in again.</source>
        <translation>你在这台服务器上的登录已失效：请重新登录。</translation>
    </message>
    <message>
        <source>%1, rated</source>
        <translation>%1，计分</translation>
    </message>
    <message>
        <source>The hosted server closed.</source>
        <translation>本机开设的服务器已关闭。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::LocalTable</name>
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
        <source>Nothing to undo.</source>
        <translation>没有可悔的牌。</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>比赛结束</translation>
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
        <source>Hand %1 is over</source>
        <translation>第 %1 局结束</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>第 %1 手复盘</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>关闭牌局</translation>
    </message>
    <message>
        <source>The match is not over. Save it before closing?</source>
        <translation>这场还没打完。关闭前要保存吗？</translation>
    </message>
    <message>
        <source>Unless you close without saving, Continue on the start page resumes it.</source>
        <translation>除非选择不保存就关闭，否则可在开始页点“继续”接着打。</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>不保存，直接关闭</translation>
    </message>
    <message>
        <source>Paiju — %1</source>
        <translation>牌局 — %1</translation>
    </message>
    <message>
        <source>Step through the game</source>
        <translation>逐步回放</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔牌</translation>
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
        <source>Pass to %1 — click to show your hand</source>
        <translation>请交给 %1 — 点击显示手牌</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a bot&apos;s name and level</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>本场结束</translation>
    </message>
    <message>
        <source>the next hand starts when the result is closed</source>
        <translation>关闭结算后开始下一局</translation>
    </message>
    <message>
        <source>No bomb in %1 s, unless you bomb.</source>
        <translation>%1 秒后自动不炸，除非你出炸弹。</translation>
    </message>
    <message>
        <source>Passing in %1 s, unless you claim.</source>
        <translation>%1 秒后自动过，除非你吃碰。</translation>
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
    <message>
        <source>Appearance and s&amp;ound…</source>
        <translation>外观与声音(&amp;O)…</translation>
    </message>
    <message>
        <source>Show the &amp;notation of actions in their tooltips</source>
        <translation>在提示中显示动作的记法(&amp;N)</translation>
    </message>
</context>
<context>
    <name>paiju::gui::MyGamesDialog</name>
    <message>
        <source>My games</source>
        <translation>我的对局</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation>%1（中途离开）</translation>
    </message>
    <message>
        <source>left: lost</source>
        <translation>中途离开：判负</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>第 %1 名，共 %2 人</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>不计分</translation>
    </message>
    <message>
        <source>No finished match yet.</source>
        <translation>还没有下完的对局。</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>观看回放</translation>
    </message>
</context>
<context>
    <name>paiju::gui::NewGameDialog</name>
    <message>
        <source>New local game</source>
        <translation>新的本地牌局</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
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
    <name>paiju::gui::OnlineTable</name>
    <message>
        <source>Paiju — %1 — table %2</source>
        <translation>牌局 — %1 — 牌桌 %2</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等一下</translation>
    </message>
    <message>
        <source>Ask for more time in this claim window, once; everybody gets it, and nobody is told who asked</source>
        <translation>本轮要牌再多等一会儿（每轮一次）；时间人人都加，不会告诉别人是谁要的</translation>
    </message>
    <message>
        <source>Your time ran out: a stand-in bot plays for you until you are back.</source>
        <translation>你的时间到了：托管机器人替你出牌，直到你回来。</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>我回来了</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>对牌桌上的人说点什么</translation>
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
    <message>
        <source>seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation>连接中断，正在重新连接…</translation>
    </message>
    <message>
        <source>A stand-in bot plays for you.</source>
        <translation>托管机器人替你出牌。</translation>
    </message>
    <message>
        <source>A stand-in bot plays for %1.</source>
        <translation>托管机器人替%1出牌。</translation>
    </message>
    <message>
        <source>You are back and play again.</source>
        <translation>你回来了，继续自己出牌。</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1回来了。</translation>
    </message>
    <message>
        <source>(the stand-in bot played this for you)</source>
        <translation>（托管机器人替你出的）</translation>
    </message>
    <message>
        <source>(the stand-in bot played this for %1)</source>
        <translation>（托管机器人替%1出的）</translation>
    </message>
    <message>
        <source>Time to bomb: %1 s</source>
        <translation>炸弹时间：%1 秒</translation>
    </message>
    <message>
        <source>Time to claim: %1 s</source>
        <translation>吃碰时间：%1 秒</translation>
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
        <source>Time is up: a bot plays this turn for you.</source>
        <translation>时间到：这一手由电脑替你出。</translation>
    </message>
    <message>
        <source>Your turn: %1 s left, then a bot plays it for you.</source>
        <translation>轮到你：还剩 %1 秒，之后由电脑替你出。</translation>
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
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (stand-in bot)</source>
        <translation>%1（托管）</translation>
    </message>
    <message>
        <source>watching</source>
        <translation>旁观中</translation>
    </message>
    <message>
        <source>a stand-in bot plays for you</source>
        <translation>托管机器人替你出牌</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>正在重新连接</translation>
    </message>
</context>
<context>
    <name>paiju::gui::RatedPlayBar</name>
    <message>
        <source>Rated play:</source>
        <translation>计分对局：</translation>
    </message>
    <message>
        <source>no bots</source>
        <translation>不加电脑</translation>
    </message>
    <message>
        <source>bots after </source>
        <translation>电脑补位：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>If nobody comes, bots fill the table after this wait (the match is then unrated)</source>
        <translation>如果等这么久还没有人来，就由电脑补满空位（这局就不计分了）</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>马上开局</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>我的对局</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>The replay cannot be shown: %1</source>
        <translation>无法显示回放：%1</translation>
    </message>
</context>
<context>
    <name>paiju::gui::Refusals</name>
    <message>
        <source>Step %1 of the record, %2&apos;s action “%3”, is not allowed: %4</source>
        <translation>记录的第 %1 步，%2 的动作“%3”不被允许：%4</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比赛已经结束。</translation>
    </message>
    <message>
        <source>No action was given.</source>
        <translation>没有给出动作。</translation>
    </message>
    <message>
        <source>This game has no such card.</source>
        <translation>这个游戏没有这张牌。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同一张牌写了两次。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>现在轮到%1，不是%2。</translation>
    </message>
    <message>
        <source>This action takes no cards.</source>
        <translation>这个动作不带牌。</translation>
    </message>
    <message>
        <source>This game has no such action.</source>
        <translation>这个游戏没有这个动作。</translation>
    </message>
    <message>
        <source>%2 may not do this now: %1.</source>
        <translation>%2现在不能这样做：%1。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to discard.</source>
        <translation>现在轮到%1出牌。</translation>
    </message>
    <message>
        <source>A General is never discarded.</source>
        <translation>将帅永远不能打出。</translation>
    </message>
    <message>
        <source>Whoever draws a General must take it.</source>
        <translation>摸到将帅的人必须收下。</translation>
    </message>
    <message>
        <source>This action is not written as the game writes it.</source>
        <translation>这个动作的写法不对。</translation>
    </message>
    <message>
        <source>A chow must say which kind it is.</source>
        <translation>吃牌要说明是哪一种。</translation>
    </message>
    <message>
        <source>There is no such kind of chow.</source>
        <translation>没有这种吃法。</translation>
    </message>
    <message>
        <source>A chow of three soldiers names the two soldiers from the hand.</source>
        <translation>三兵吃要指明手里的两张兵卒。</translation>
    </message>
    <message>
        <source>%2 does not hold %1.</source>
        <translation>%2手里没有%1。</translation>
    </message>
    <message numerus="yes">
        <source>Beat %1 if you can; otherwise discard %n card(s).</source>
        <translation>
            <numerusform>能大过%1就要出；否则扣 %n 张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 breaks the single-lead rule.</source>
        <translation>%1违反了单张领出的规则。</translation>
    </message>
    <message>
        <source>This is not allowed now: %1.</source>
        <translation>现在不能这样做：%1。</translation>
    </message>
    <message>
        <source>This action needs cards.</source>
        <translation>这个动作要带牌。</translation>
    </message>
    <message>
        <source>%1 may not call Tichu now: one call per round, before playing a first card, and not while passed cards are on the way.</source>
        <translation>%1现在不能喊小 Tichu：每轮只能喊一次，要在出第一张牌之前，且不能在换牌途中。</translation>
    </message>
    <message>
        <source>%1 has already passed cards.</source>
        <translation>%1已经换过牌了。</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>%1手里没有%2。</translation>
    </message>
    <message>
        <source>%1 is not a combination.</source>
        <translation>%1不是一个牌型。</translation>
    </message>
    <message>
        <source>The Phoenix cannot stand for %1 in %2 now.</source>
        <translation>凤凰现在不能在%2里当作 %1。</translation>
    </message>
    <message>
        <source>The wish is for %1: %2 must play it (or a bomb, when following).</source>
        <translation>许愿要 %1：%2必须出它（跟牌时也可以出炸弹）。</translation>
    </message>
    <message>
        <source>The player who leads may not pass.</source>
        <translation>领出的人不能过。</translation>
    </message>
    <message>
        <source>Lead the Dog or a combination.</source>
        <translation>请领出狗或一个牌型。</translation>
    </message>
    <message>
        <source>%1 does not beat %2.</source>
        <translation>%1大不过%2。</translation>
    </message>
    <message>
        <source>Out of turn, only a bomb that beats %1 may be played.</source>
        <translation>不在自己回合时，只能出大过%1的炸弹。</translation>
    </message>
    <message>
        <source>The Dragon&apos;s trick goes to an opponent: %1 or %2.</source>
        <translation>龙墩要送给对手：%1或%2。</translation>
    </message>
    <message>
        <source>%1 leads: a bomb out of turn goes only on cards on the table.</source>
        <translation>轮到%1领出：不在自己回合的炸弹只能压桌上的牌。</translation>
    </message>
    <message>
        <source>A wish names one rank, or none.</source>
        <translation>许愿只能指定一个点数，或不指定。</translation>
    </message>
    <message>
        <source>There is no such rank.</source>
        <translation>没有这个点数。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>没有这个座位。</translation>
    </message>
    <message>
        <source>Give one card to each other player.</source>
        <translation>给其他每位玩家各一张牌。</translation>
    </message>
    <message>
        <source>Cards go to the right, the partner or the left.</source>
        <translation>牌只能给右家、对家或左家。</translation>
    </message>
    <message>
        <source>A player is given two cards.</source>
        <translation>有一位玩家被给了两张牌。</translation>
    </message>
    <message>
        <source>The same card cannot be given twice.</source>
        <translation>同一张牌不能给两次。</translation>
    </message>
    <message>
        <source>The Phoenix stands for one rank, 2 to A.</source>
        <translation>凤凰只能当作一个点数，2 到 A。</translation>
    </message>
    <message>
        <source>Choose cards to play.</source>
        <translation>请选择要出的牌。</translation>
    </message>
    <message>
        <source>A rank is given for the Phoenix, but the Phoenix is not played.</source>
        <translation>给凤凰指定了点数，但没有出凤凰。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn (%2), not %3&apos;s.</source>
        <translation>现在轮到%1（%2），不是%3。</translation>
    </message>
    <message>
        <source>A card of a 坎 is never discarded.</source>
        <translation>坎里的牌永远不能打出。</translation>
    </message>
    <message>
        <source>%1 holds no %2 outside a 坎.</source>
        <translation>%1在坎以外没有%2。</translation>
    </message>
    <message>
        <source>A discard names one card.</source>
        <translation>出牌只能指定一张牌。</translation>
    </message>
    <message>
        <source>A chow names the two cards from the hand that go with the card shown.</source>
        <translation>吃牌要指明手里与亮出的牌搭配的两张牌。</translation>
    </message>
    <message>
        <source>Each match (比) takes three cards from the hand.</source>
        <translation>每一比要用手里的三张牌。</translation>
    </message>
    <message>
        <source>A bid names one card.</source>
        <translation>出价只能指定一张牌。</translation>
    </message>
    <message>
        <source>%1 has already bid.</source>
        <translation>%1已经出过价了。</translation>
    </message>
    <message>
        <source>This table has no such seat.</source>
        <translation>这张牌桌没有这个座位。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReplayTable</name>
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
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Analyse…</source>
        <translation>分析…</translation>
    </message>
    <message>
        <source>The coach goes through every decision of the seat shown, from what that seat could see</source>
        <translation>教练按该座位当时所见，逐一分析显示座位的每个决定</translation>
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
    <message>
        <source>Analysis of %1&apos;s decisions</source>
        <translation>%1 的决定分析</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReviewDialog</name>
    <message>
        <source>The coach goes through your decisions…</source>
        <translation>教练正在逐一查看你的决定…</translation>
    </message>
    <message>
        <source>Save analysis…</source>
        <translation>保存分析…</translation>
    </message>
    <message>
        <source>Save the analysis</source>
        <translation>保存分析</translation>
    </message>
    <message>
        <source>Analyses (*.json)</source>
        <translation>分析 (*.json)</translation>
    </message>
    <message>
        <source>The analysis could not be saved: %1</source>
        <translation>无法保存分析：%1</translation>
    </message>
    <message>
        <source>The coach goes through your decisions: %1 of %2…</source>
        <translation>教练正在查看你的决定：第 %1 个，共 %2 个…</translation>
    </message>
    <message>
        <source>the analysis is not finished</source>
        <translation>分析尚未完成</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReviewView</name>
    <message>
        <source>%1 (stopped after %2 decisions)</source>
        <translation>%1（查看 %2 个决定后停止）</translation>
    </message>
    <message>
        <source>No decisions to review: every move was the only one.</source>
        <translation>没有可复盘的决定：每一步都别无选择。</translation>
    </message>
    <message>
        <source>%1 (1 decision gone through)</source>
        <translation>%1（查看了 1 个决定）</translation>
    </message>
    <message>
        <source>%1 (%2 decisions gone through)</source>
        <translation>%1（查看了 %2 个决定）</translation>
    </message>
    <message>
        <source>%1. At step %2: %3 expected points</source>
        <translation>%1. 第 %2 步：期望得分 %3</translation>
    </message>
    <message>
        <source>Just before: %1</source>
        <translation>此前：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your choice:&lt;/b&gt; %1&lt;br&gt;&amp;nbsp;&amp;nbsp;%2&lt;br&gt;&lt;b&gt;Best:&lt;/b&gt; %3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;&lt;b&gt;Difference:&lt;/b&gt; %5 expected points (%6 to %7)</source>
        <translation>&lt;b&gt;你的选择：&lt;/b&gt;%1&lt;br&gt;&amp;nbsp;&amp;nbsp;%2&lt;br&gt;&lt;b&gt;最佳：&lt;/b&gt;%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;&lt;b&gt;差距：&lt;/b&gt;期望得分 %5（%6 至 %7）</translation>
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
    <name>paiju::gui::ScoreSheet</name>
    <message>
        <source>Scores</source>
        <translation>计分表</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>Earlier hands</source>
        <translation>此前各局</translation>
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
        <source>Start</source>
        <translation>起始分</translation>
    </message>
    <message>
        <source>Start and earlier hands</source>
        <translation>起始分与此前各局</translation>
    </message>
</context>
<context>
    <name>paiju::gui::SeatPanel</name>
    <message>
        <source>waiting for the start</source>
        <translation>等待开始</translation>
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
        <source>To %1 (right)</source>
        <translation>给 %1（下家）</translation>
    </message>
    <message>
        <source>To %1 (partner)</source>
        <translation>给 %1（对家）</translation>
    </message>
    <message>
        <source>To %1 (left)</source>
        <translation>给 %1（上家）</translation>
    </message>
    <message>
        <source>Select a card of your hand, then click here: it goes to %1. Click again to take it back.</source>
        <translation>先在手牌中选一张，再点这里：它将交给 %1。再点一次收回。</translation>
    </message>
    <message>
        <source>Click a card, then the player it goes to (the buttons below or their seat): one card to each of the other three.</source>
        <translation>点一张牌，再点要给的玩家（下面的按钮或牌桌上的座位）：其他三家各给一张。</translation>
    </message>
    <message>
        <source>Select cards to see what they can do.</source>
        <translation>选择牌，查看可以怎么出。</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>The log (L)</source>
        <translation>牌局记录（L）</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>记录</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not read</source>
        <translation>
            <numerusform>%n 条未读</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::ServerWords</name>
    <message>
        <source>The connection sent an empty message.</source>
        <translation>连接发来了一条空消息。</translation>
    </message>
    <message>
        <source>A message was too long.</source>
        <translation>一条消息太长了。</translation>
    </message>
    <message>
        <source>The server could not read a message.</source>
        <translation>服务器无法读取一条消息。</translation>
    </message>
    <message>
        <source>A message took too long to arrive.</source>
        <translation>一条消息传送得太慢了。</translation>
    </message>
    <message>
        <source>The server does not know that request.</source>
        <translation>服务器不认识这个请求。</translation>
    </message>
    <message>
        <source>The server could not understand that request.</source>
        <translation>服务器无法理解这个请求。</translation>
    </message>
    <message>
        <source>The connection did not introduce itself.</source>
        <translation>连接没有先打招呼。</translation>
    </message>
    <message>
        <source>The connection introduced itself twice.</source>
        <translation>连接打了两次招呼。</translation>
    </message>
    <message>
        <source>This server does not offer that game.</source>
        <translation>这台服务器不提供这个游戏。</translation>
    </message>
    <message>
        <source>The server does not accept these table settings.</source>
        <translation>服务器不接受这些牌桌设置。</translation>
    </message>
    <message>
        <source>That table is no longer there.</source>
        <translation>这张牌桌已经不在了。</translation>
    </message>
    <message>
        <source>That table has no such seat.</source>
        <translation>这张牌桌没有这个座位。</translation>
    </message>
    <message>
        <source>There is no such bot level.</source>
        <translation>没有这个电脑难度。</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>这个座位已经有人了。</translation>
    </message>
    <message>
        <source>You already have a seat at that table.</source>
        <translation>你在这张牌桌已经有座位了。</translation>
    </message>
    <message>
        <source>No bot sits in that seat.</source>
        <translation>这个座位上没有电脑。</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>密码错误。</translation>
    </message>
    <message>
        <source>That table does not take spectators.</source>
        <translation>这张牌桌不允许旁观。</translation>
    </message>
    <message>
        <source>Only the host of the table may do that.</source>
        <translation>只有桌主可以这样做。</translation>
    </message>
    <message>
        <source>The match has already begun.</source>
        <translation>牌局已经开始了。</translation>
    </message>
    <message>
        <source>Every seat needs a player or a bot first.</source>
        <translation>每个座位都要先有玩家或电脑。</translation>
    </message>
    <message>
        <source>You have no seat at that table.</source>
        <translation>你在这张牌桌没有座位。</translation>
    </message>
    <message>
        <source>Wait: others are answering the card on offer.</source>
        <translation>请稍候：其他人正在回应这张牌。</translation>
    </message>
    <message>
        <source>The server no longer keeps that seat for you.</source>
        <translation>服务器已不再为你保留这个座位。</translation>
    </message>
    <message>
        <source>The server is full.</source>
        <translation>服务器已满。</translation>
    </message>
    <message>
        <source>Too many messages were sent too quickly.</source>
        <translation>发送消息太快太多了。</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>连接太久没有动静了。</translation>
    </message>
    <message>
        <source>The server could not do that.</source>
        <translation>服务器无法完成这个操作。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>现在不能这样出牌。</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>服务器拒绝了：%1</translation>
    </message>
    <message>
        <source>That move is not allowed now: %1</source>
        <translation>现在不能这样出牌：%1</translation>
    </message>
    <message>
        <source>This server runs another version of Paiju: update Paiju, or ask the host to update the server.</source>
        <translation>这台服务器运行的是另一个版本的牌局：请更新牌局，或请服务器的主人更新它。</translation>
    </message>
    <message>
        <source>This server keeps no accounts: play as a guest.</source>
        <translation>这台服务器不保存账户：请以游客身份游戏。</translation>
    </message>
    <message>
        <source>That name cannot be registered: use 2 to 24 letters, digits or symbols, with single spaces.</source>
        <translation>这个名字无法注册：请使用 2 到 24 个字母、数字或符号，词间只用一个空格。</translation>
    </message>
    <message>
        <source>That name is taken on this server.</source>
        <translation>这个名字在这台服务器上已被占用。</translation>
    </message>
    <message>
        <source>A password has 8 to 128 characters.</source>
        <translation>密码须为 8 到 128 个字符。</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>名字或密码错误。</translation>
    </message>
    <message>
        <source>Too many failed logins: try again later.</source>
        <translation>登录失败次数过多：请稍后再试。</translation>
    </message>
    <message>
        <source>You are banned from this server.</source>
        <translation>你已被这台服务器封禁。</translation>
    </message>
    <message>
        <source>Log in first: rated play needs an account.</source>
        <translation>请先登录：计分对局需要账号。</translation>
    </message>
    <message>
        <source>The server does not keep that match.</source>
        <translation>服务器没有保存这局对局。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::SettingsDialog</name>
    <message>
        <source>Appearance and sound</source>
        <translation>外观与声音</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Colour-blind</source>
        <translation>色盲友好</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Sets the fields below at once; sound keeps its own switch.</source>
        <translation>一次设定下面各项；声音另有开关。</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>绿色台呢</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>酒红色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Table &amp;felt:</source>
        <translation>桌布(&amp;F)：</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>牌的大小(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Colour-blind cards: a shape for each colour</source>
        <translation>色盲友好的牌(&amp;C)：每种颜色一个图形</translation>
    </message>
    <message>
        <source>Four-color cards carry a triangle (red), a square (green) or a cross (yellow) besides their colour; white cards have none.</source>
        <translation>四色牌除颜色外另有图形：红色为三角形，绿色为正方形，黄色为十字；白色牌没有图形。</translation>
    </message>
    <message>
        <source>S&amp;ound effects: cards played, claims, your turn, bombs, wins</source>
        <translation>音效(&amp;O)：出牌、吃碰、轮到你、炸弹、胜利</translation>
    </message>
    <message numerus="yes">
        <source>after %n second(s)</source>
        <translation>
            <numerusform>%n 秒后</numerusform>
        </translation>
    </message>
    <message>
        <source>wait for me</source>
        <translation>等我决定</translation>
    </message>
    <message>
        <source>&amp;Decline claims:</source>
        <translation>自动放过(&amp;D)：</translation>
    </message>
    <message>
        <source>Against bots the table waits for you when you could claim a card (or bomb at the last chance in Tichu). For fast play, choose a countdown: the card then passes by itself when it ends, and you click only to claim or bomb.</source>
        <translation>与电脑对局时，遇到你可以吃碰的牌（或 Tichu 一墩结束前最后的炸弹机会），牌桌会等你决定。想打快一些可以选倒计时：倒计时结束时自动放过，只有要吃碰或炸时才需要点击。</translation>
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
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>The game that was not finished, where it stopped</source>
        <translation>接着上次没打完的牌局</translation>
    </message>
    <message>
        <source>Last games:</source>
        <translation>最近的牌局：</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Step through this game</source>
        <translation>逐步回看这局</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableBar</name>
    <message>
        <source>The log (L)</source>
        <translation>牌局记录（L）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>按点数排序</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>计分表</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableDialog</name>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>牌桌选项</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableHints</name>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for you now, from what you can see</source>
        <translation>教练根据你能看到的牌，给出你现在最好的选择</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TablePresenter</name>
    <message>
        <source>Pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Hu!</source>
        <translation>胡！</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>吃碰</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>melds: %1 hu</source>
        <translation>明牌 %1 胡</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>翻出</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>Claim window: who takes the card?</source>
        <translation>等吃碰：谁要这张牌？</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>梦家</translation>
    </message>
    <message>
        <source>called</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>privileged</source>
        <translation>特权</translation>
    </message>
    <message>
        <source>Five Tigers</source>
        <translation>五虎</translation>
    </message>
    <message numerus="yes">
        <source>%n hu won</source>
        <translation>
            <numerusform>赢得 %n 胡</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>垫牌</translation>
    </message>
    <message>
        <source>Bomb!</source>
        <translation>炸弹！</translation>
    </message>
    <message>
        <source>Straight %1–%2</source>
        <translation>顺子 %1–%2</translation>
    </message>
    <message>
        <source>Pairs %1–%2</source>
        <translation>连对 %1–%2</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>三带二</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三张</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>狗</translation>
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
        <source>%1 pts taken</source>
        <translation>已得 %1 分</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>End of the trick: a last chance to bomb</source>
        <translation>一墩结束：最后的炸弹机会</translation>
    </message>
    <message>
        <source>Everyone decides: Grand Tichu?</source>
        <translation>各家决定：叫大 Tichu 吗？</translation>
    </message>
    <message>
        <source>Everyone passes three cards</source>
        <translation>各家传出三张牌</translation>
    </message>
    <message>
        <source>Wish: %1</source>
        <translation>许愿：%1</translation>
    </message>
    <message>
        <source>Chow (吃)</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Sweep (扫)</source>
        <translation>扫</translation>
    </message>
    <message>
        <source>Open (开招)</source>
        <translation>开招</translation>
    </message>
    <message>
        <source>xianggong (相公)</source>
        <translation>相公</translation>
    </message>
    <message numerus="yes">
        <source>%n zhao</source>
        <translation>
            <numerusform>%n 招</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 yu (油)</source>
        <translation>%1 油</translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>翻出</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>牌墩：%n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>整局结束</translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s) in hand</source>
        <translation>
            <numerusform>手中老岁牌 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Elder ★</source>
        <translation>老岁牌 ★</translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s) shown</source>
        <translation>
            <numerusform>亮出老岁牌 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Pong (碰)</source>
        <translation>碰</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableView</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>to act</source>
        <translation>该出牌</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>%1 分</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableWindow</name>
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
        <source>%1
Notation: %2</source>
        <translation>%1
记法：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 有 %n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand beats the cards played, so you must discard %n card(s) face down: select them, then press “Discard face down”.</source>
        <translation>
            <numerusform>你手中没有能压过这手牌的牌，必须扣下 %n 张牌：选好后按“扣牌”。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 号座</translation>
    </message>
    <message>
        <source>%1 claimed the card first: your %2 was not made.</source>
        <translation>%1 先要了这张牌：你的「%2」没有成。</translation>
    </message>
</context>
</TS>
