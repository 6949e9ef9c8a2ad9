<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>CoachWords</name>
    <message>
        <source>the only choice worth comparing</source>
        <translation>唯一值得比較的選擇</translation>
    </message>
    <message>
        <source>the team wins the round %1% (%2–%3%)</source>
        <translation>本隊贏下這一局 %1%（%2–%3%）</translation>
    </message>
    <message>
        <source>wins the hand %1% (%2–%3%)</source>
        <translation>贏下這一手 %1%（%2–%3%）</translation>
    </message>
    <message>
        <source>%1 · %2 points (%3 to %4) · %5 deals</source>
        <translation>%1 · %2 分（%3 至 %4）· %5 副牌</translation>
    </message>
    <message>
        <source>safe from a pair: every %1 is in sight, no one else holds one</source>
        <translation>不怕成對：每張%1都已亮出，別人手裡沒有</translation>
    </message>
    <message>
        <source>breaks your pair of %1</source>
        <translation>拆掉你的一對%1</translation>
    </message>
    <message>
        <source>breaks your set of %1 × %2</source>
        <translation>拆掉你的 %1 張%2</translation>
    </message>
    <message>
        <source>a lone card: keeps every pair</source>
        <translation>單張：保住所有對子</translation>
    </message>
    <message>
        <source>takes the win</source>
        <translation>胡牌獲勝</translation>
    </message>
    <message>
        <source>a bomb: takes the trick worth %1 points</source>
        <translation>炸彈：拿下這墩 %1 分</translation>
    </message>
    <message>
        <source>plays your last cards</source>
        <translation>出完手中最後的牌</translation>
    </message>
    <message>
        <source>claims the %1 into a meld</source>
        <translation>吃碰%1成組</translation>
    </message>
    <message>
        <source>Too close to call: the two best differ by less than the search can tell.</source>
        <translation>難分高下：最好的兩種選擇相差太小，搜尋分辨不出。</translation>
    </message>
    <message>
        <source>No costly decisions</source>
        <translation>沒有代價大的決定</translation>
    </message>
    <message>
        <source>1 costly decision, %1 expected points</source>
        <translation>1 個代價大的決定，期望得分 %1</translation>
    </message>
    <message>
        <source>%1 costly decisions, %2 expected points</source>
        <translation>%1 個代價大的決定，期望得分 %2</translation>
    </message>
    <message>
        <source>the team wins %1%</source>
        <translation>本隊贏 %1%</translation>
    </message>
    <message>
        <source>wins %1%</source>
        <translation>贏 %1%</translation>
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
        <translation>登入</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>註冊</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>Password again</source>
        <translation>再次輸入密碼</translation>
    </message>
    <message>
        <source>A name has 2 to 24 characters; a password 8 to 128.</source>
        <translation>名字為 2 到 24 個字元；密碼為 8 到 128 個字元。</translation>
    </message>
    <message>
        <source>Stay logged in on this computer</source>
        <translation>在這台電腦上保持登入</translation>
    </message>
    <message>
        <source>Type a name and a password.</source>
        <translation>請輸入名字和密碼。</translation>
    </message>
    <message>
        <source>The two passwords differ.</source>
        <translation>兩次輸入的密碼不一致。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ActionKeys</name>
    <message>
        <source>Enter</source>
        <translation>輸入鍵</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>按鍵：%1</translation>
    </message>
    <message>
        <source>Wish…</source>
        <translation>許願…</translation>
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
        <translation>雲線</translation>
    </message>
    <message>
        <source>Mah Jong</source>
        <translation>麻將</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>狗</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>鳳凰</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>Jade %1</source>
        <translation>玉%1</translation>
    </message>
    <message>
        <source>Sword %1</source>
        <translation>劍%1</translation>
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
        <translation>貳</translation>
    </message>
    <message>
        <source>叁</source>
        <translation>參</translation>
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
        <translation>陸</translation>
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
        <translation>紅%1</translation>
    </message>
    <message>
        <source>red Advisor (%1)</source>
        <translation>紅%1</translation>
    </message>
    <message>
        <source>red Elephant (%1)</source>
        <translation>紅%1</translation>
    </message>
    <message>
        <source>red Chariot (%1)</source>
        <translation>紅%1</translation>
    </message>
    <message>
        <source>red Horse (%1)</source>
        <translation>紅%1</translation>
    </message>
    <message>
        <source>red Cannon (%1)</source>
        <translation>紅%1</translation>
    </message>
    <message>
        <source>red Soldier (%1)</source>
        <translation>紅%1</translation>
    </message>
    <message>
        <source>green General (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>green Advisor (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>green Elephant (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>green Chariot (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>green Horse (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>green Cannon (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>green Soldier (%1)</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>yellow General (%1)</source>
        <translation>黃%1</translation>
    </message>
    <message>
        <source>yellow Advisor (%1)</source>
        <translation>黃%1</translation>
    </message>
    <message>
        <source>yellow Elephant (%1)</source>
        <translation>黃%1</translation>
    </message>
    <message>
        <source>yellow Chariot (%1)</source>
        <translation>黃%1</translation>
    </message>
    <message>
        <source>yellow Horse (%1)</source>
        <translation>黃%1</translation>
    </message>
    <message>
        <source>yellow Cannon (%1)</source>
        <translation>黃%1</translation>
    </message>
    <message>
        <source>yellow Soldier (%1)</source>
        <translation>黃%1</translation>
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
        <translation>紅%1</translation>
    </message>
    <message>
        <source>green %1</source>
        <translation>綠%1</translation>
    </message>
    <message>
        <source>yellow %1</source>
        <translation>黃%1</translation>
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
        <translation>%1貫</translation>
    </message>
    <message>
        <source>%1 of 索</source>
        <translation>%1索</translation>
    </message>
    <message>
        <source>%1 of 线</source>
        <translation>%1線</translation>
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
        <translation>一張蓋著的牌</translation>
    </message>
</context>
<context>
    <name>paiju::gui::CreateTableDialog</name>
    <message>
        <source>Create a table</source>
        <translation>開新牌桌</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>連線</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限時</translation>
    </message>
    <message>
        <source>How long a player may think; then a bot plays that turn.</source>
        <translation>每位玩家思考的時間；時間一到，由電腦替他出這一手。</translation>
    </message>
    <message>
        <source>Time to act</source>
        <translation>出牌時限</translation>
    </message>
    <message>
        <source>How long everyone may claim a card. It is the same whoever can claim, so that its length tells nothing.</source>
        <translation>大家可以要牌的時間。不論誰能要牌，時間都一樣，因此時間長短不透露任何資訊。</translation>
    </message>
    <message>
        <source>Time to claim</source>
        <translation>要牌時限</translation>
    </message>
    <message>
        <source>none: anyone may sit down</source>
        <translation>不設：誰都可以入座</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation>允許觀戰</translation>
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
        <translation>吃碰時機</translation>
    </message>
    <message>
        <source>match over</source>
        <translation>比賽結束</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>領出</translation>
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
        <translation>換牌</translation>
    </message>
    <message>
        <source>end of trick</source>
        <translation>一墩結束</translation>
    </message>
    <message>
        <source>wish</source>
        <translation>許願</translation>
    </message>
    <message>
        <source>Dragon gift</source>
        <translation>送龍墩</translation>
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
        <translation>發牌</translation>
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
        <translation>過</translation>
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
        <translation>翻開</translation>
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
        <translation>贏得一墩</translation>
    </message>
    <message>
        <source>Five Tigers</source>
        <translation>五虎下山</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>無人勝出</translation>
    </message>
    <message>
        <source>dummy&apos;s card</source>
        <translation>夢家的牌</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>全部棄權</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>hand over</source>
        <translation>一局結束</translation>
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
        <translation>給出</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>收到</translation>
    </message>
    <message>
        <source>cards exchanged</source>
        <translation>換牌完成</translation>
    </message>
    <message>
        <source>bombs</source>
        <translation>炸</translation>
    </message>
    <message>
        <source>wishes</source>
        <translation>許願</translation>
    </message>
    <message>
        <source>wish fulfilled</source>
        <translation>願望達成</translation>
    </message>
    <message>
        <source>takes the lead</source>
        <translation>獲得出牌權</translation>
    </message>
    <message>
        <source>goes out</source>
        <translation>出完</translation>
    </message>
    <message>
        <source>gives the Dragon&apos;s trick</source>
        <translation>送出龍墩</translation>
    </message>
    <message>
        <source>last hand</source>
        <translation>最後一家的手牌</translation>
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
        <translation>掃</translation>
    </message>
    <message>
        <source>guosao</source>
        <translation>過掃</translation>
    </message>
    <message>
        <source>saochuan</source>
        <translation>掃穿</translation>
    </message>
    <message>
        <source>kaizhao</source>
        <translation>開招</translation>
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
        <translation>過</translation>
    </message>
    <message>
        <source>Declare victory</source>
        <translation>宣布勝利</translation>
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
        <translation>對子 %1</translation>
    </message>
    <message>
        <source>three of a kind: %1</source>
        <translation>三張 %1</translation>
    </message>
    <message>
        <source>a bomb: %1</source>
        <translation>炸彈 %1</translation>
    </message>
    <message>
        <source>a full house: %1</source>
        <translation>三帶二 %1</translation>
    </message>
    <message>
        <source>a straight flush bomb: %1</source>
        <translation>同花順炸彈 %1</translation>
    </message>
    <message>
        <source>a straight: %1</source>
        <translation>順子 %1</translation>
    </message>
    <message>
        <source>pairs in a row: %1</source>
        <translation>連對 %1</translation>
    </message>
    <message>
        <source> (the Phoenix as %1)</source>
        <translation>（鳳凰當 %1）</translation>
    </message>
    <message>
        <source>the player on the right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>the partner</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>the player on the left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>%1 to %2, %3 to %4, %5 to %6</source>
        <translation>%1 給 %2，%3 給 %4，%5 給 %6</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>對</translation>
    </message>
    <message>
        <source>single General</source>
        <translation>單將</translation>
    </message>
    <message>
        <source>field</source>
        <translation>車馬包</translation>
    </message>
    <message>
        <source>command</source>
        <translation>將士象</translation>
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
        <translation>槓</translation>
    </message>
    <message>
        <source>General kong</source>
        <translation>將槓</translation>
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
        <translation>掃</translation>
    </message>
    <message>
        <source>open sweep (过扫)</source>
        <translation>過掃</translation>
    </message>
    <message>
        <source>open four (开招)</source>
        <translation>開招</translation>
    </message>
    <message>
        <source>closed four (扫穿)</source>
        <translation>掃穿</translation>
    </message>
    <message>
        <source>three in hand (坎)</source>
        <translation>坎</translation>
    </message>
    <message>
        <source>triplet</source>
        <translation>三張</translation>
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
        <translation>棄權</translation>
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
        <translation>換牌：%1</translation>
    </message>
    <message>
        <source>No wish</source>
        <translation>不許願</translation>
    </message>
    <message>
        <source>Wish for %1</source>
        <translation>許願：%1</translation>
    </message>
    <message>
        <source>Give the Dragon&apos;s trick to %1</source>
        <translation>把龍墩送給 %1</translation>
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
        <translation>槓 %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>出價 %1</translation>
    </message>
    <message>
        <source>Hand %1 is dealt.</source>
        <translation>第 %1 局發牌。</translation>
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
        <translation>%1 不要這張牌。</translation>
    </message>
    <message>
        <source>%1 does not call.</source>
        <translation>%1 棄權。</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 過。</translation>
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
            <numerusform>%1 扣下 %n 張牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is turned up for %2.</source>
        <translation>為 %2 翻開 %1。</translation>
    </message>
    <message>
        <source>%1 declares victory with %2 hu.</source>
        <translation>%1 宣布勝利，共 %2 胡。</translation>
    </message>
    <message>
        <source>%1 declares victory with %2 hu, elders %3.</source>
        <translation>%1 宣布勝利，共 %2 胡，老牌 %3。</translation>
    </message>
    <message>
        <source>%1 chooses: %2.</source>
        <translation>%1 選擇：%2。</translation>
    </message>
    <message>
        <source>%1 pungs %2.</source>
        <translation>%1 碰 %2。</translation>
    </message>
    <message>
        <source>%1 kongs %2.</source>
        <translation>%1 槓 %2。</translation>
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
        <translation>第 %1 局結束。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比賽結束。</translation>
    </message>
    <message>
        <source>%1 calls (叫牌).</source>
        <translation>%1 叫牌。</translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation>無人叫牌：重新發牌。</translation>
    </message>
    <message>
        <source>%1 takes the trick (%2 points).</source>
        <translation>%1 收下這一墩（%2 分）。</translation>
    </message>
    <message>
        <source>%1 wins the trick with %2 (%3 hu).</source>
        <translation>%1 以 %2 贏得這一墩（%3 胡）。</translation>
    </message>
    <message>
        <source>%1 holds the five 1s (五虎下山): %2.</source>
        <translation>%1 五虎下山：%2。</translation>
    </message>
    <message>
        <source>Nobody declared victory: nothing is paid.</source>
        <translation>無人宣布勝利：不計分。</translation>
    </message>
    <message>
        <source>The dummy, %1, held %2.</source>
        <translation>夢家 %1 的牌是 %2。</translation>
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
        <translation>%1 換牌：%2。</translation>
    </message>
    <message>
        <source>%1 receives %2 from %3.</source>
        <translation>%1 收到 %3 給的 %2。</translation>
    </message>
    <message>
        <source>The cards are exchanged; %1 holds the Mah Jong and leads.</source>
        <translation>換牌完成；%1 拿著麻將，先出。</translation>
    </message>
    <message>
        <source>%1 does not bomb.</source>
        <translation>%1 不炸。</translation>
    </message>
    <message>
        <source>%1 wishes for %2.</source>
        <translation>%1 許願：%2。</translation>
    </message>
    <message>
        <source>%1 makes no wish.</source>
        <translation>%1 不許願。</translation>
    </message>
    <message>
        <source>The wish is fulfilled.</source>
        <translation>願望達成。</translation>
    </message>
    <message>
        <source>The Dog passes the lead to %1.</source>
        <translation>狗把出牌權交給 %1。</translation>
    </message>
    <message>
        <source>%1 goes out in place %2.</source>
        <translation>%1 第 %2 個出完。</translation>
    </message>
    <message>
        <source>%1 gives the Dragon&apos;s trick to %2 (%3 points).</source>
        <translation>%1 把龍墩送給 %2（%3 分）。</translation>
    </message>
    <message>
        <source>%1 is last and still held %2.</source>
        <translation>%1 最後出完，手裡還有 %2。</translation>
    </message>
    <message>
        <source>%1 shows %2 (亮张).</source>
        <translation>%1 亮張 %2。</translation>
    </message>
    <message>
        <source>%1 pongs %2.</source>
        <translation>%1 碰 %2。</translation>
    </message>
    <message>
        <source>%1 skips the discard (dealt four of a kind).</source>
        <translation>%1 起手有四張，不用出牌。</translation>
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
        <translation>相公：胡牌者付給其他每家 11。</translation>
    </message>
    <message>
        <source>The stock ran out: nothing is paid.</source>
        <translation>牌摸完了：不計分。</translation>
    </message>
    <message>
        <source>No winner: nothing is paid.</source>
        <translation>無人勝出：不計分。</translation>
    </message>
    <message>
        <source>%1 declares victory: %2 hu won + %3 elders = %4 hu, %5 from each payer.</source>
        <translation>%1 宣布勝利：贏得 %2 胡 + 老牌 %3 = %4 胡，每家付 %5。</translation>
    </message>
    <message>
        <source>The dummy, %1: %2 hu, %3 from each payer.</source>
        <translation>夢家 %1：%2 胡，每家付 %3。</translation>
    </message>
    <message>
        <source>%1 called as the privileged player and lost: pays for both.</source>
        <translation>%1 以特權玩家叫牌卻輸了：替兩家付。</translation>
    </message>
    <message>
        <source>Double victory: %1 200, %2 0.</source>
        <translation>雙勝：%1 200，%2 0。</translation>
    </message>
    <message>
        <source>%1 went out last: the hand (%2 points) goes to %3, the tricks (%4 points) to %5.</source>
        <translation>%1 最後出完：手牌（%2 分）歸 %3，贏的墩（%4 分）歸 %5。</translation>
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
        <translation>%1 小 Tichu 失敗：%3 %2。</translation>
    </message>
    <message>
        <source>%1 made the Grand Tichu: +%2 for %3.</source>
        <translation>%1 大 Tichu 成功：%3 +%2。</translation>
    </message>
    <message>
        <source>%1 failed the Grand Tichu: %2 for %3.</source>
        <translation>%1 大 Tichu 失敗：%3 %2。</translation>
    </message>
    <message>
        <source>醒 on the last card (海底): %1 舵.</source>
        <translation>海底醒：%1 舵。</translation>
    </message>
    <message>
        <source>醒: no card was left.</source>
        <translation>醒：沒有牌可翻。</translation>
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
        <translation>%1 贏得 %2 張獎牌，共 %3 分。</translation>
    </message>
    <message>
        <source>十三红</source>
        <translation>十三紅</translation>
    </message>
    <message>
        <source>一点红</source>
        <translation>一點紅</translation>
    </message>
    <message>
        <source>门前清</source>
        <translation>門前清</translation>
    </message>
    <message>
        <source>无油</source>
        <translation>無油</translation>
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
        <translation>局數</translation>
    </message>
    <message>
        <source>Hands in a match; it also ends when a player has 0 points or fewer.</source>
        <translation>一場的局數；有人分數降到 0 或以下時也結束。</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>圈數</translation>
    </message>
    <message>
        <source>Rounds (圈) in a game: the deal passes round the table once in each.</source>
        <translation>一場的圈數：每圈莊家輪流一遍。</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>獲勝分數</translation>
    </message>
    <message>
        <source>The points a team needs to win the game.</source>
        <translation>一隊贏得比賽所需的分數。</translation>
    </message>
    <message>
        <source>After this many rounds the higher total wins (0: no limit).</source>
        <translation>打滿這麼多局後總分高者勝（0：不限）。</translation>
    </message>
    <message>
        <source>油 to win (起胡)</source>
        <translation>起胡油數</translation>
    </message>
    <message>
        <source>The 油 a hand needs before it may win.</source>
        <translation>一手牌至少要有多少油才能胡。</translation>
    </message>
    <message>
        <source>油 per 舵</source>
        <translation>每舵油數</translation>
    </message>
    <message>
        <source>The 油 each further 舵 costs; automatic: 3 at 10 油, 5 at 15.</source>
        <translation>每多一舵要多少油；自動：10 油起胡時 3，15 油時 5。</translation>
    </message>
    <message>
        <source>Self-drawn win (自摸)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>What a win on one&apos;s own card earns: one 舵 more, or double.</source>
        <translation>自摸胡牌的獎勵：加一舵，或翻倍。</translation>
    </message>
    <message>
        <source>Bonus card (翻醒)</source>
        <translation>翻醒</translation>
    </message>
    <message>
        <source>The card turned up after a win: none, the same card (本醒) or its neighbours (上下醒).</source>
        <translation>胡牌後翻的醒牌：不翻、本醒或上下醒。</translation>
    </message>
    <message>
        <source>Must win (有胡必胡)</source>
        <translation>有胡必胡</translation>
    </message>
    <message>
        <source>A player who can win must do so.</source>
        <translation>能胡牌的玩家必須胡。</translation>
    </message>
    <message>
        <source>Two winners (一炮双响)</source>
        <translation>一炮雙響</translation>
    </message>
    <message>
        <source>With Must win and three players, two may win on one card.</source>
        <translation>在有胡必胡且三人時，一張牌可以兩家同時胡。</translation>
    </message>
    <message>
        <source>Hands in a session.</source>
        <translation>一場的局數。</translation>
    </message>
    <message>
        <source>Hands in a match.</source>
        <translation>一場的局數。</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
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
        <translation>掃</translation>
    </message>
    <message>
        <source>an open sweep (过扫)</source>
        <translation>過掃</translation>
    </message>
    <message>
        <source>an open four (开招)</source>
        <translation>開招</translation>
    </message>
    <message>
        <source>a closed four (扫穿)</source>
        <translation>掃穿</translation>
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
        <translation>%1 秒後開始下一局</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
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
            <numerusform>%n 張老歲</numerusform>
        </translation>
    </message>
    <message>
        <source>cards won</source>
        <translation>贏得的牌</translation>
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
        <translation>最終名次</translation>
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
        <translation>%1 贏得比賽</translation>
    </message>
    <message>
        <source>%1 win the match</source>
        <translation>%1 贏得比賽</translation>
    </message>
</context>
<context>
    <name>paiju::gui::HandWidget</name>
    <message>
        <source>card %1 of %2</source>
        <translation>第 %1 張，共 %2 張</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已選</translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>現在不能出</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>可以出</translation>
    </message>
    <message>
        <source>elder</source>
        <translation>老歲</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 selected. Arrows move, Space selects, Esc clears.</source>
        <translation>
            <numerusform>%n 張牌，已選 %1 張。方向鍵移動，空白鍵選牌，Esc 清除。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::HintPanel</name>
    <message>
        <source>Hint: the coach is weighing your choices…</source>
        <translation>提示：教練正在權衡你的選擇…</translation>
    </message>
    <message>
        <source>Hint: nothing to decide now.</source>
        <translation>提示：現在沒有要決定的。</translation>
    </message>
    <message>
        <source>Hint: the coach&apos;s best choices</source>
        <translation>提示：教練認為最好的選擇</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Drag to move</source>
        <translation>拖曳可移開</translation>
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
        <translation>積分</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Nobody has played a rated match of this game yet.</source>
        <translation>這個遊戲還沒有人打過積分局。</translation>
    </message>
    <message>
        <source>A rating is the skill the server is sure a player has: it starts at 0 and grows as the player plays.</source>
        <translation>積分是伺服器確信玩家具有的實力：從 0 開始，隨著對局增加而提高。</translation>
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
        <translation>牌局 — 在線對局</translation>
    </message>
    <message>
        <source>Join a server</source>
        <translation>連接服務器</translation>
    </message>
    <message>
        <source>Encrypted (TLS)</source>
        <translation>加密連接（TLS）</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>連接</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主機</translation>
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
        <translation>在本機開設牌桌</translation>
    </message>
    <message>
        <source>Let others on my network join</source>
        <translation>允許局域網內的其他人加入</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未連接。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Create table…</source>
        <translation>開新牌桌…</translation>
    </message>
    <message>
        <source>Sit down…</source>
        <translation>入座…</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號座</translation>
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
        <translation>旁觀</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>加電腦</translation>
    </message>
    <message>
        <source>Remove bot</source>
        <translation>移除電腦</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>已連接。</translation>
    </message>
    <message>
        <source>The connection was lost (%1); reconnecting…</source>
        <translation>連接中斷（%1），正在重新連接…</translation>
    </message>
    <message>
        <source>The server refused the connection: %1</source>
        <translation>服務器拒絕了連接：%1</translation>
    </message>
    <message>
        <source>Unknown certificate</source>
        <translation>未知證書</translation>
    </message>
    <message>
        <source>The server&apos;s certificate could not be verified (%1).

Its SHA-256 fingerprint is:
%2

Trust it only if the host&apos;s owner confirms this fingerprint. Trust it for this host?</source>
        <translation>無法驗證服務器的證書（%1）。

其 SHA-256 指紋為：
%2

只有在主機的主人確認了這個指紋時才應信任它。要對這臺主機信任此證書嗎？</translation>
    </message>
    <message>
        <source>Not connected: the certificate was not trusted.</source>
        <translation>未連接：證書未被信任。</translation>
    </message>
    <message>
        <source>Connecting to %1:%2…</source>
        <translation>正在連接 %1:%2…</translation>
    </message>
    <message>
        <source>Table %1 is on %2:%3; connecting there…</source>
        <translation>牌桌 %1 在 %2:%3 上，正在連接到那裡…</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <translation>無法在端口 %1 開設牌桌：%2</translation>
    </message>
    <message>
        <source>Hosting on port %1; others on your network can join.</source>
        <translation>正在端口 %1 開設牌桌，局域網內的其他人可以加入。</translation>
    </message>
    <message>
        <source>Hosting on port %1 for this computer.</source>
        <translation>正在端口 %1 開設牌桌，僅限本機。</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>對局中</translation>
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
        <translation>請先選一張牌桌。</translation>
    </message>
    <message>
        <source>Table %1 has no free seat.</source>
        <translation>牌桌 %1 沒有空位。</translation>
    </message>
    <message>
        <source>Back to your seat</source>
        <translation>回到你的座位</translation>
    </message>
    <message>
        <source>The password of table %1</source>
        <translation>牌桌 %1 的密碼</translation>
    </message>
    <message>
        <source>Copy invite</source>
        <translation>複製邀請</translation>
    </message>
    <message>
        <source>Invite copied: %1 (to type: %2)</source>
        <translation>邀請已複製：%1（手動輸入用：%2）</translation>
    </message>
    <message>
        <source>Open invite…</source>
        <translation>開啟邀請…</translation>
    </message>
    <message>
        <source>Open invite</source>
        <translation>開啟邀請</translation>
    </message>
    <message>
        <source>Invite link or code</source>
        <translation>邀請連結或邀請碼</translation>
    </message>
    <message>
        <source>That is not an invite: %1</source>
        <translation>這不是邀請：%1</translation>
    </message>
    <message>
        <source>On your network (double-click to join):</source>
        <translation>區域網路裡的牌桌（按兩下加入）：</translation>
    </message>
    <message>
        <source>%1&apos;s table %2 at %3: %4, %5 of %6 seats taken</source>
        <translation>%1 的牌桌 %2（%3）：%4，%6 個座位已坐 %5 個</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>The level of the next bot added</source>
        <translation>下一個加入的電腦的難度</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>電腦 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困難</translation>
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
        <translation>登入…</translation>
    </message>
    <message>
        <source>Register…</source>
        <translation>註冊…</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>登出</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>帳戶</translation>
    </message>
    <message>
        <source>Playing as a guest, with the name above.</source>
        <translation>以訪客身分遊戲，使用上面的名字。</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>已登入為 %1。</translation>
    </message>
    <message>
        <source>Logged out: you play as a guest.</source>
        <translation>已登出：你以訪客身分遊戲。</translation>
    </message>
    <message>
        <source>Your login on this server has ended: log in again.</source>
        <translation>你在這台伺服器上的登入已失效：請重新登入。</translation>
    </message>
    <message>
        <source>%1, rated</source>
        <translation>%1，積分</translation>
    </message>
    <message>
        <source>The hosted server closed.</source>
        <translation>本機開設的伺服器已關閉。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::LocalTable</name>
    <message>
        <source>Save the game</source>
        <translation>儲存牌局</translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation>牌局存檔 (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>無法儲存牌局：%1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>沒有可悔的牌。</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>比賽結束</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再來一場</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>儲存回放…</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>第 %1 局結束</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復盤</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>第 %1 手復盤</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>關閉牌局</translation>
    </message>
    <message>
        <source>The match is not over. Save it before closing?</source>
        <translation>這場還沒打完。關閉前要儲存嗎？</translation>
    </message>
    <message>
        <source>Unless you close without saving, Continue on the start page resumes it.</source>
        <translation>除非選擇不儲存就關閉，否則可在開始頁點「繼續」接著打。</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>不儲存，直接關閉</translation>
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
        <translation>這一墩即將收走。想炸的人請按自己的按鈕。</translation>
    </message>
    <message>
        <source>%1 discards %2. Does anyone want it? Press your button.</source>
        <translation>%1 打出 %2。有人要嗎？請按自己的按鈕。</translation>
    </message>
    <message>
        <source>A card is turned up. Does anyone want it? Press your button.</source>
        <translation>翻出一張牌。有人要嗎？請按自己的按鈕。</translation>
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
        <translation>請交給 %1 — 點擊顯示手牌</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a bot&apos;s name and level</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>本場結束</translation>
    </message>
    <message>
        <source>the next hand starts when the result is closed</source>
        <translation>關閉結算後開始下一局</translation>
    </message>
    <message>
        <source>No bomb in %1 s, unless you bomb.</source>
        <translation>%1 秒後自動不炸，除非你出炸彈。</translation>
    </message>
    <message>
        <source>Passing in %1 s, unless you claim.</source>
        <translation>%1 秒後自動過，除非你吃碰。</translation>
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
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation>關於牌局(&amp;A)</translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation>關於牌局</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Paiju %1&lt;/h3&gt;&lt;p&gt;Traditional card games at one table.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;牌局 %1&lt;/h3&gt;&lt;p&gt;傳統紙牌遊戲，同桌共玩。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>無法開啟牌桌：%1</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>&amp;New local game…</source>
        <translation>新的本機牌局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open saved game or replay…</source>
        <translation>開啟存檔或重播(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation>牌局存檔 (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Bot speed</source>
        <translation>電腦速度(&amp;B)</translation>
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
        <translation>在線對局(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>動畫(&amp;A)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>Auto-&amp;pass when nothing else is allowed</source>
        <translation>別無選擇時自動過(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Claim time, several people at one screen</source>
        <translation>多人同螢幕時的搶牌時間(&amp;C)</translation>
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
        <translation>外觀與聲音(&amp;O)…</translation>
    </message>
    <message>
        <source>Show the &amp;notation of actions in their tooltips</source>
        <translation>在提示中顯示動作的記法(&amp;N)</translation>
    </message>
</context>
<context>
    <name>paiju::gui::MyGamesDialog</name>
    <message>
        <source>My games</source>
        <translation>我的對局</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
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
        <translation>結果</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>積分</translation>
    </message>
    <message>
        <source>%1 (left)</source>
        <translation>%1（中途離開）</translation>
    </message>
    <message>
        <source>left: lost</source>
        <translation>中途離開：判負</translation>
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
        <translation>不計分</translation>
    </message>
    <message>
        <source>No finished match yet.</source>
        <translation>還沒有打完的對局。</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>觀看回放</translation>
    </message>
</context>
<context>
    <name>paiju::gui::NewGameDialog</name>
    <message>
        <source>New local game</source>
        <translation>新的本機牌局</translation>
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
        <translation>%1 號座</translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation>電腦：簡單</translation>
    </message>
    <message>
        <source>Bot: normal</source>
        <translation>電腦：普通</translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation>電腦：困難</translation>
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
        <translation>電腦 %1</translation>
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
        <translation>這輪要牌再多等一會兒（每輪一次）；時間人人都加，不會告訴別人是誰要的</translation>
    </message>
    <message>
        <source>Your time ran out: a stand-in bot plays for you until you are back.</source>
        <translation>你的時間到了：託管機器人替你出牌，直到你回來。</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>我回來了</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>對牌桌上的人說點什麼</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>快點吧！</translation>
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
        <translation>謝謝</translation>
    </message>
    <message>
        <source>Mute…</source>
        <translation>封鎖…</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>觀戰者</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>%1 號座</translation>
    </message>
    <message>
        <source>The connection was lost; reconnecting…</source>
        <translation>連接中斷，正在重新連接…</translation>
    </message>
    <message>
        <source>A stand-in bot plays for you.</source>
        <translation>託管機器人替你出牌。</translation>
    </message>
    <message>
        <source>A stand-in bot plays for %1.</source>
        <translation>託管機器人替%1出牌。</translation>
    </message>
    <message>
        <source>You are back and play again.</source>
        <translation>你回來了，繼續自己出牌。</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1回來了。</translation>
    </message>
    <message>
        <source>(the stand-in bot played this for you)</source>
        <translation>（託管機器人替你出的）</translation>
    </message>
    <message>
        <source>(the stand-in bot played this for %1)</source>
        <translation>（託管機器人替%1出的）</translation>
    </message>
    <message>
        <source>Time to bomb: %1 s</source>
        <translation>炸彈時間：%1 秒</translation>
    </message>
    <message>
        <source>Time to claim: %1 s</source>
        <translation>吃碰時間：%1 秒</translation>
    </message>
    <message>
        <source>%1 has %2 s to act.</source>
        <translation>%1 還有 %2 秒出牌。</translation>
    </message>
    <message>
        <source>%1&apos;s time is up: a bot plays this turn.</source>
        <translation>%1 時間到：這一手由電腦代出。</translation>
    </message>
    <message>
        <source>Time is up: a bot plays this turn for you.</source>
        <translation>時間到：這一手由電腦替你出。</translation>
    </message>
    <message>
        <source>Your turn: %1 s left, then a bot plays it for you.</source>
        <translation>輪到你：還剩 %1 秒，之後由電腦替你出。</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>比賽結束</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>第 %1 局結束</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (stand-in bot)</source>
        <translation>%1（託管）</translation>
    </message>
    <message>
        <source>watching</source>
        <translation>旁觀中</translation>
    </message>
    <message>
        <source>a stand-in bot plays for you</source>
        <translation>託管機器人替你出牌</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>正在重新連接</translation>
    </message>
</context>
<context>
    <name>paiju::gui::RatedPlayBar</name>
    <message>
        <source>Rated play:</source>
        <translation>積分對局：</translation>
    </message>
    <message>
        <source>no bots</source>
        <translation>不加電腦</translation>
    </message>
    <message>
        <source>bots after </source>
        <translation>電腦補位：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>If nobody comes, bots fill the table after this wait (the match is then unrated)</source>
        <translation>如果等這麼久還沒有人來，就由電腦補滿空位（這局就不計分了）</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>立即開局</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>我的對局</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>The replay cannot be shown: %1</source>
        <translation>無法顯示回放：%1</translation>
    </message>
</context>
<context>
    <name>paiju::gui::Refusals</name>
    <message>
        <source>Step %1 of the record, %2&apos;s action “%3”, is not allowed: %4</source>
        <translation>記錄的第 %1 步，%2 的動作「%3」不被允許：%4</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比賽已經結束。</translation>
    </message>
    <message>
        <source>No action was given.</source>
        <translation>沒有給出動作。</translation>
    </message>
    <message>
        <source>This game has no such card.</source>
        <translation>這個遊戲沒有這張牌。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同一張牌寫了兩次。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>現在輪到%1，不是%2。</translation>
    </message>
    <message>
        <source>This action takes no cards.</source>
        <translation>這個動作不帶牌。</translation>
    </message>
    <message>
        <source>This game has no such action.</source>
        <translation>這個遊戲沒有這個動作。</translation>
    </message>
    <message>
        <source>%2 may not do this now: %1.</source>
        <translation>%2現在不能這樣做：%1。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to discard.</source>
        <translation>現在輪到%1出牌。</translation>
    </message>
    <message>
        <source>A General is never discarded.</source>
        <translation>將帥永遠不能打出。</translation>
    </message>
    <message>
        <source>Whoever draws a General must take it.</source>
        <translation>摸到將帥的人必須收下。</translation>
    </message>
    <message>
        <source>This action is not written as the game writes it.</source>
        <translation>這個動作的寫法不對。</translation>
    </message>
    <message>
        <source>A chow must say which kind it is.</source>
        <translation>吃牌要說明是哪一種。</translation>
    </message>
    <message>
        <source>There is no such kind of chow.</source>
        <translation>沒有這種吃法。</translation>
    </message>
    <message>
        <source>A chow of three soldiers names the two soldiers from the hand.</source>
        <translation>三兵吃要指明手裡的兩張兵卒。</translation>
    </message>
    <message>
        <source>%2 does not hold %1.</source>
        <translation>%2手裡沒有%1。</translation>
    </message>
    <message numerus="yes">
        <source>Beat %1 if you can; otherwise discard %n card(s).</source>
        <translation>
            <numerusform>能大過%1就要出；否則扣 %n 張牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 breaks the single-lead rule.</source>
        <translation>%1違反了單張領出的規則。</translation>
    </message>
    <message>
        <source>This is not allowed now: %1.</source>
        <translation>現在不能這樣做：%1。</translation>
    </message>
    <message>
        <source>This action needs cards.</source>
        <translation>這個動作要帶牌。</translation>
    </message>
    <message>
        <source>%1 may not call Tichu now: one call per round, before playing a first card, and not while passed cards are on the way.</source>
        <translation>%1現在不能喊小 Tichu：每輪只能喊一次，要在出第一張牌之前，且不能在換牌途中。</translation>
    </message>
    <message>
        <source>%1 has already passed cards.</source>
        <translation>%1已經換過牌了。</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>%1手裡沒有%2。</translation>
    </message>
    <message>
        <source>%1 is not a combination.</source>
        <translation>%1不是一個牌型。</translation>
    </message>
    <message>
        <source>The Phoenix cannot stand for %1 in %2 now.</source>
        <translation>鳳凰現在不能在%2裡當作 %1。</translation>
    </message>
    <message>
        <source>The wish is for %1: %2 must play it (or a bomb, when following).</source>
        <translation>許願要 %1：%2必須出它（跟牌時也可以出炸彈）。</translation>
    </message>
    <message>
        <source>The player who leads may not pass.</source>
        <translation>領出的人不能過。</translation>
    </message>
    <message>
        <source>Lead the Dog or a combination.</source>
        <translation>請領出狗或一個牌型。</translation>
    </message>
    <message>
        <source>%1 does not beat %2.</source>
        <translation>%1大不過%2。</translation>
    </message>
    <message>
        <source>Out of turn, only a bomb that beats %1 may be played.</source>
        <translation>不在自己回合時，只能出大過%1的炸彈。</translation>
    </message>
    <message>
        <source>The Dragon&apos;s trick goes to an opponent: %1 or %2.</source>
        <translation>龍墩要送給對手：%1或%2。</translation>
    </message>
    <message>
        <source>%1 leads: a bomb out of turn goes only on cards on the table.</source>
        <translation>輪到%1領出：不在自己回合的炸彈只能壓桌上的牌。</translation>
    </message>
    <message>
        <source>A wish names one rank, or none.</source>
        <translation>許願只能指定一個點數，或不指定。</translation>
    </message>
    <message>
        <source>There is no such rank.</source>
        <translation>沒有這個點數。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>沒有這個座位。</translation>
    </message>
    <message>
        <source>Give one card to each other player.</source>
        <translation>給其他每位玩家各一張牌。</translation>
    </message>
    <message>
        <source>Cards go to the right, the partner or the left.</source>
        <translation>牌只能給右家、對家或左家。</translation>
    </message>
    <message>
        <source>A player is given two cards.</source>
        <translation>有一位玩家被給了兩張牌。</translation>
    </message>
    <message>
        <source>The same card cannot be given twice.</source>
        <translation>同一張牌不能給兩次。</translation>
    </message>
    <message>
        <source>The Phoenix stands for one rank, 2 to A.</source>
        <translation>鳳凰只能當作一個點數，2 到 A。</translation>
    </message>
    <message>
        <source>Choose cards to play.</source>
        <translation>請選擇要出的牌。</translation>
    </message>
    <message>
        <source>A rank is given for the Phoenix, but the Phoenix is not played.</source>
        <translation>給鳳凰指定了點數，但沒有出鳳凰。</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn (%2), not %3&apos;s.</source>
        <translation>現在輪到%1（%2），不是%3。</translation>
    </message>
    <message>
        <source>A card of a 坎 is never discarded.</source>
        <translation>坎裡的牌永遠不能打出。</translation>
    </message>
    <message>
        <source>%1 holds no %2 outside a 坎.</source>
        <translation>%1在坎以外沒有%2。</translation>
    </message>
    <message>
        <source>A discard names one card.</source>
        <translation>出牌只能指定一張牌。</translation>
    </message>
    <message>
        <source>A chow names the two cards from the hand that go with the card shown.</source>
        <translation>吃牌要指明手裡與亮出的牌搭配的兩張牌。</translation>
    </message>
    <message>
        <source>Each match (比) takes three cards from the hand.</source>
        <translation>每一比要用手裡的三張牌。</translation>
    </message>
    <message>
        <source>A bid names one card.</source>
        <translation>出價只能指定一張牌。</translation>
    </message>
    <message>
        <source>%1 has already bid.</source>
        <translation>%1已經出過價了。</translation>
    </message>
    <message>
        <source>This table has no such seat.</source>
        <translation>這張牌桌沒有這個座位。</translation>
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
        <translation>旁觀視角</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號座</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <source>Analyse…</source>
        <translation>分析…</translation>
    </message>
    <message>
        <source>The coach goes through every decision of the seat shown, from what that seat could see</source>
        <translation>教練按該座位當時所見，逐一分析顯示座位的每個決定</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>發牌</translation>
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
        <translation>%1 的決定分析</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ReviewDialog</name>
    <message>
        <source>The coach goes through your decisions…</source>
        <translation>教練正在逐一查看你的決定…</translation>
    </message>
    <message>
        <source>Save analysis…</source>
        <translation>儲存分析…</translation>
    </message>
    <message>
        <source>Save the analysis</source>
        <translation>儲存分析</translation>
    </message>
    <message>
        <source>Analyses (*.json)</source>
        <translation>分析 (*.json)</translation>
    </message>
    <message>
        <source>The analysis could not be saved: %1</source>
        <translation>無法儲存分析：%1</translation>
    </message>
    <message>
        <source>The coach goes through your decisions: %1 of %2…</source>
        <translation>教練正在查看你的決定：第 %1 個，共 %2 個…</translation>
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
        <translation>%1（查看 %2 個決定後停止）</translation>
    </message>
    <message>
        <source>No decisions to review: every move was the only one.</source>
        <translation>沒有可復盤的決定：每一步都別無選擇。</translation>
    </message>
    <message>
        <source>%1 (1 decision gone through)</source>
        <translation>%1（查看了 1 個決定）</translation>
    </message>
    <message>
        <source>%1 (%2 decisions gone through)</source>
        <translation>%1（查看了 %2 個決定）</translation>
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
        <translation>&lt;b&gt;你的選擇：&lt;/b&gt;%1&lt;br&gt;&amp;nbsp;&amp;nbsp;%2&lt;br&gt;&lt;b&gt;最佳：&lt;/b&gt;%3&lt;br&gt;&amp;nbsp;&amp;nbsp;%4&lt;br&gt;&lt;b&gt;差距：&lt;/b&gt;期望得分 %5（%6 至 %7）</translation>
    </message>
</context>
<context>
    <name>paiju::gui::Rules</name>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>paiju::gui::ScoreSheet</name>
    <message>
        <source>Scores</source>
        <translation>計分表</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號座</translation>
    </message>
    <message>
        <source>Earlier hands</source>
        <translation>先前各局</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始分</translation>
    </message>
    <message>
        <source>Start and earlier hands</source>
        <translation>起始分與先前各局</translation>
    </message>
</context>
<context>
    <name>paiju::gui::SeatPanel</name>
    <message>
        <source>waiting for the start</source>
        <translation>等待開始</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>To %1 (right)</source>
        <translation>給 %1（下家）</translation>
    </message>
    <message>
        <source>To %1 (partner)</source>
        <translation>給 %1（對家）</translation>
    </message>
    <message>
        <source>To %1 (left)</source>
        <translation>給 %1（上家）</translation>
    </message>
    <message>
        <source>Select a card of your hand, then click here: it goes to %1. Click again to take it back.</source>
        <translation>先在手牌中選一張，再點這裡：它將交給 %1。再點一次收回。</translation>
    </message>
    <message>
        <source>Click a card, then the player it goes to (the buttons below or their seat): one card to each of the other three.</source>
        <translation>點一張牌，再點要給的玩家（下面的按鈕或牌桌上的座位）：其他三家各給一張。</translation>
    </message>
    <message>
        <source>Select cards to see what they can do.</source>
        <translation>選擇牌，查看可以怎麼出。</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>The log (L)</source>
        <translation>牌局紀錄（L）</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>紀錄</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not read</source>
        <translation>
            <numerusform>%n 條未讀</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paiju::gui::ServerWords</name>
    <message>
        <source>The connection sent an empty message.</source>
        <translation>連線送來了一則空訊息。</translation>
    </message>
    <message>
        <source>A message was too long.</source>
        <translation>一則訊息太長了。</translation>
    </message>
    <message>
        <source>The server could not read a message.</source>
        <translation>伺服器無法讀取一則訊息。</translation>
    </message>
    <message>
        <source>A message took too long to arrive.</source>
        <translation>一則訊息傳送得太慢了。</translation>
    </message>
    <message>
        <source>The server does not know that request.</source>
        <translation>伺服器不認得這個請求。</translation>
    </message>
    <message>
        <source>The server could not understand that request.</source>
        <translation>伺服器無法理解這個請求。</translation>
    </message>
    <message>
        <source>The connection did not introduce itself.</source>
        <translation>連線沒有先打招呼。</translation>
    </message>
    <message>
        <source>The connection introduced itself twice.</source>
        <translation>連線打了兩次招呼。</translation>
    </message>
    <message>
        <source>This server does not offer that game.</source>
        <translation>這台伺服器不提供這個遊戲。</translation>
    </message>
    <message>
        <source>The server does not accept these table settings.</source>
        <translation>伺服器不接受這些牌桌設定。</translation>
    </message>
    <message>
        <source>That table is no longer there.</source>
        <translation>這張牌桌已經不在了。</translation>
    </message>
    <message>
        <source>That table has no such seat.</source>
        <translation>這張牌桌沒有這個座位。</translation>
    </message>
    <message>
        <source>There is no such bot level.</source>
        <translation>沒有這個電腦難度。</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>這個座位已經有人了。</translation>
    </message>
    <message>
        <source>You already have a seat at that table.</source>
        <translation>你在這張牌桌已經有座位了。</translation>
    </message>
    <message>
        <source>No bot sits in that seat.</source>
        <translation>這個座位上沒有電腦。</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>密碼錯誤。</translation>
    </message>
    <message>
        <source>That table does not take spectators.</source>
        <translation>這張牌桌不允許旁觀。</translation>
    </message>
    <message>
        <source>Only the host of the table may do that.</source>
        <translation>只有桌主可以這樣做。</translation>
    </message>
    <message>
        <source>The match has already begun.</source>
        <translation>牌局已經開始了。</translation>
    </message>
    <message>
        <source>Every seat needs a player or a bot first.</source>
        <translation>每個座位都要先有玩家或電腦。</translation>
    </message>
    <message>
        <source>You have no seat at that table.</source>
        <translation>你在這張牌桌沒有座位。</translation>
    </message>
    <message>
        <source>Wait: others are answering the card on offer.</source>
        <translation>請稍候：其他人正在回應這張牌。</translation>
    </message>
    <message>
        <source>The server no longer keeps that seat for you.</source>
        <translation>伺服器已不再為你保留這個座位。</translation>
    </message>
    <message>
        <source>The server is full.</source>
        <translation>伺服器已滿。</translation>
    </message>
    <message>
        <source>Too many messages were sent too quickly.</source>
        <translation>傳送訊息太快太多了。</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>連線太久沒有動靜了。</translation>
    </message>
    <message>
        <source>The server could not do that.</source>
        <translation>伺服器無法完成這個操作。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>現在不能這樣出牌。</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>伺服器拒絕了：%1</translation>
    </message>
    <message>
        <source>That move is not allowed now: %1</source>
        <translation>現在不能這樣出牌：%1</translation>
    </message>
    <message>
        <source>This server runs another version of Paiju: update Paiju, or ask the host to update the server.</source>
        <translation>這台伺服器執行的是另一個版本的牌局：請更新牌局，或請伺服器的主人更新它。</translation>
    </message>
    <message>
        <source>This server keeps no accounts: play as a guest.</source>
        <translation>這台伺服器不保存帳戶：請以訪客身分遊戲。</translation>
    </message>
    <message>
        <source>That name cannot be registered: use 2 to 24 letters, digits or symbols, with single spaces.</source>
        <translation>這個名字無法註冊：請使用 2 到 24 個字母、數字或符號，詞間只用一個空格。</translation>
    </message>
    <message>
        <source>That name is taken on this server.</source>
        <translation>這個名字在這台伺服器上已被使用。</translation>
    </message>
    <message>
        <source>A password has 8 to 128 characters.</source>
        <translation>密碼須為 8 到 128 個字元。</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>名字或密碼錯誤。</translation>
    </message>
    <message>
        <source>Too many failed logins: try again later.</source>
        <translation>登入失敗次數過多：請稍後再試。</translation>
    </message>
    <message>
        <source>You are banned from this server.</source>
        <translation>你已被這台伺服器封鎖。</translation>
    </message>
    <message>
        <source>Log in first: rated play needs an account.</source>
        <translation>請先登入：積分對局需要帳號。</translation>
    </message>
    <message>
        <source>The server does not keep that match.</source>
        <translation>伺服器沒有保存這場對局。</translation>
    </message>
</context>
<context>
    <name>paiju::gui::SettingsDialog</name>
    <message>
        <source>Appearance and sound</source>
        <translation>外觀與聲音</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Colour-blind</source>
        <translation>色盲友善</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Sets the fields below at once; sound keeps its own switch.</source>
        <translation>一次設定下面各項；聲音另有開關。</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>預設(&amp;P)：</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>綠色檯呢</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>酒紅色</translation>
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
        <translation>色盲友善的牌(&amp;C)：每種顏色一個圖形</translation>
    </message>
    <message>
        <source>Four-color cards carry a triangle (red), a square (green) or a cross (yellow) besides their colour; white cards have none.</source>
        <translation>四色牌除顏色外另有圖形：紅色為三角形，綠色為正方形，黃色為十字；白色牌沒有圖形。</translation>
    </message>
    <message>
        <source>S&amp;ound effects: cards played, claims, your turn, bombs, wins</source>
        <translation>音效(&amp;O)：出牌、吃碰、輪到你、炸彈、勝利</translation>
    </message>
    <message numerus="yes">
        <source>after %n second(s)</source>
        <translation>
            <numerusform>%n 秒後</numerusform>
        </translation>
    </message>
    <message>
        <source>wait for me</source>
        <translation>等我決定</translation>
    </message>
    <message>
        <source>&amp;Decline claims:</source>
        <translation>自動放過(&amp;D)：</translation>
    </message>
    <message>
        <source>Against bots the table waits for you when you could claim a card (or bomb at the last chance in Tichu). For fast play, choose a countdown: the card then passes by itself when it ends, and you click only to claim or bomb.</source>
        <translation>與電腦對局時，遇到你可以吃碰的牌（或 Tichu 一墩結束前最後的炸彈機會），牌桌會等你決定。想打快一些可以選倒數計時：倒數結束時自動放過，只有要吃碰或炸時才需要點擊。</translation>
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
        <translation>規則準備中</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Paiju 牌局&lt;/h1&gt;&lt;p&gt;Traditional card games at one table&lt;/p&gt;</source>
        <translation>&lt;h1&gt;牌局 Paiju&lt;/h1&gt;&lt;p&gt;傳統紙牌遊戲，同桌共玩&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play against bots</source>
        <translation>與電腦對戰</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>在線對局…</translation>
    </message>
    <message>
        <source>New local game…</source>
        <translation>新的本地牌局…</translation>
    </message>
    <message>
        <source>Open saved game or replay…</source>
        <translation>打開存檔或回放…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>The game that was not finished, where it stopped</source>
        <translation>接著上次沒打完的牌局</translation>
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
        <translation>逐步回看這局</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableBar</name>
    <message>
        <source>The log (L)</source>
        <translation>牌局紀錄（L）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>按點數排序</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>計分表</translation>
    </message>
</context>
<context>
    <name>paiju::gui::TableDialog</name>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>牌桌選項</translation>
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
        <translation>教練根據你能看到的牌，給出你現在最好的選擇</translation>
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
        <translation>槓</translation>
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
        <translation>莊家</translation>
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
        <translation>等吃碰：誰要這張牌？</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>夢家</translation>
    </message>
    <message>
        <source>called</source>
        <translation>叫牌</translation>
    </message>
    <message>
        <source>privileged</source>
        <translation>特權</translation>
    </message>
    <message>
        <source>Five Tigers</source>
        <translation>五虎</translation>
    </message>
    <message numerus="yes">
        <source>%n hu won</source>
        <translation>
            <numerusform>贏得 %n 胡</numerusform>
        </translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>墊牌</translation>
    </message>
    <message>
        <source>Bomb!</source>
        <translation>炸彈！</translation>
    </message>
    <message>
        <source>Straight %1–%2</source>
        <translation>順子 %1–%2</translation>
    </message>
    <message>
        <source>Pairs %1–%2</source>
        <translation>連對 %1–%2</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>三帶二</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三張</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>對子</translation>
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
        <translation>第 %1 個出完</translation>
    </message>
    <message>
        <source>%1 pts taken</source>
        <translation>已得 %1 分</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>End of the trick: a last chance to bomb</source>
        <translation>一墩結束：最後的炸彈機會</translation>
    </message>
    <message>
        <source>Everyone decides: Grand Tichu?</source>
        <translation>各家決定：叫大 Tichu 嗎？</translation>
    </message>
    <message>
        <source>Everyone passes three cards</source>
        <translation>各家傳出三張牌</translation>
    </message>
    <message>
        <source>Wish: %1</source>
        <translation>許願：%1</translation>
    </message>
    <message>
        <source>Chow (吃)</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Sweep (扫)</source>
        <translation>掃</translation>
    </message>
    <message>
        <source>Open (开招)</source>
        <translation>開招</translation>
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
        <translation>%1 號座</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>牌墩：%n 張</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>整局結束</translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s) in hand</source>
        <translation>
            <numerusform>手中老歲牌 %n 張</numerusform>
        </translation>
    </message>
    <message>
        <source>Elder ★</source>
        <translation>老歲牌 ★</translation>
    </message>
    <message numerus="yes">
        <source>%n elder(s) shown</source>
        <translation>
            <numerusform>亮出老歲牌 %n 張</numerusform>
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
            <numerusform>%n 張牌</numerusform>
        </translation>
    </message>
    <message>
        <source>to act</source>
        <translation>該出牌</translation>
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
        <translation>當前最大</translation>
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
        <translation>棄牌</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>亮出的牌</translation>
    </message>
    <message>
        <source>%1
Notation: %2</source>
        <translation>%1
記法：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 有 %n 張牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing in your hand beats the cards played, so you must discard %n card(s) face down: select them, then press “Discard face down”.</source>
        <translation>
            <numerusform>你手中沒有能壓過這手牌的牌，必須扣下 %n 張牌：選好後按「扣牌」。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1 號座</translation>
    </message>
    <message>
        <source>%1 claimed the card first: your %2 was not made.</source>
        <translation>%1 先要了這張牌：你的「%2」沒有成。</translation>
    </message>
</context>
</TS>
