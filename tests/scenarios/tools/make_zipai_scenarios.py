"""Writes the Hechi zipai scenario files of tests/scenarios from hand-built deals, asserting the
values worked out by hand from zipai.md before each expected report is saved.
Usage: python3 make_zipai_scenarios.py [path/to/paiju-cli]"""
import json, os, subprocess, sys
from scenario_files import events, save
HERE = os.path.dirname(os.path.abspath(__file__))
CLI = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../../build/release/app/paiju-cli")
OUT = os.path.join(HERE, "..") + "/"
IDS = ["S%d" % n for n in range(1, 11)] + ["B%d" % n for n in range(1, 11)]

def deal(dealer, hands, top=(), n=3):
    """Hands as text (the dealer's 21st card, the 亮张, last); the stock starts with `top` and
    goes on with the remaining cards in index order."""
    hs = [h.split() for h in hands]
    left = {c: 4 for c in IDS}
    for c in [c for h in hs for c in h] + list(top):
        left[c] -= 1
        assert left[c] >= 0, c
    for s, h in enumerate(hs):
        assert len(h) == (21 if s == dealer else 20), (s, len(h))
    stock = list(top) + [c for c in IDS for _ in range(left[c])]
    assert len(hs) == n
    return {"dealer": dealer, "hands": hs, "stock": stock}

def replay(d, actions, options=None):
    r = {"format": "paiju-replay", "version": 1, "game": "zipai",
         "seats": ["East", "South", "West"][:len(d["hands"])], "start": {"deal": d},
         "actions": [{"seat": s, "action": a} for s, a in actions]}
    if options:
        r["options"] = options
    return r

def run(r):
    path = "/tmp/zipai-scenario.json"
    json.dump(r, open(path, "w"))
    return subprocess.run([CLI, "replay", path], capture_output=True, text=True)

def write(name, d, actions, check=None, error=None, options=None, full=False):
    r = replay(d, actions, options)
    save(CLI, OUT, name, r, check, error, full)

ev = events

# ---------------------------------------------------------------------------------------------
# Deal A. East deals. South holds S1 S2 (chows S3), a pair of S9 and a 坎 of B4; West a pair of
# S3 (pongs S3) and S4 S5 (may not chow: 隔家).
A = deal(0, ["S3 S3 S4 S10 S10 B2 B5 B6 B8 B9 B10 S6 S7 S8 B1 B1 B3 B7 S2 S1 B10",
             "S1 S2 S9 S9 B4 B4 B4 S6 S7 B5 B6 B7 B8 B9 B10 B2 B3 S4 S5 B1",
             "S3 S3 S4 S5 S6 S7 S8 S9 S10 B1 B2 B3 B5 B6 B7 B8 B9 S1 S2 S10"],
         top=["S9", "B4", "S8"])
def checkA1(rep):
    # §5.7: 碰 comes before 吃; West may pong S3. Nobody can win on it.
    assert rep["phase"] == "peng" and rep["awaiting"] == [2], rep["awaiting"]
    assert rep["legal"][2] == ["peng", "pass"] and rep["legal"][1] == []
write("zipai-pong-before-chow", A, [(0, "discard S3")], checkA1)
def checkA2(rep):
    # West passed its pong (its S3 is now 臭 for pongs); South, next after East, may chow;
    # West never could (隔家).
    assert rep["phase"] == "chi" and rep["awaiting"] == [1]
    assert "chi S1 S2" in rep["legal"][1] and rep["legal"][1][-1] == "pass", rep["legal"][1]
write("zipai-chow-by-the-next-seat", A, [(0, "discard S3"), (2, "pass")], checkA2)
def checkA3(rep):
    # South chowed: it discards next (R5.7.4); its chow is a public meld.
    assert ev(rep, "chi")[0]["seat"] == 1 and rep["phase"] == "discard" and rep["awaiting"] == [1]
write("zipai-chow-then-discard", A, [(0, "discard S3"), (2, "pass"), (1, "chi S1 S2")], checkA3)
write("zipai-kan-is-never-discarded", A, [(0, "discard S3"), (2, "pass"), (1, "chi S1 S2"),
                                          (1, "discard B4")], error="a 坎 card is never discarded")
def checkA4(rep):
    # South passes the chow: nobody takes S3, it goes to East's row, and the next flip is for
    # South (no discard by East). The flip is S9 and South holds a pair of S9: a forced 扫, face
    # down for the others (§6.1, edge 1); then South discards.
    sao = ev(rep, "sao")
    assert [e["seat"] for e in sao] == [1, 1]
    assert {e.get("visibleTo") for e in sao} == {5 | 1 << 31, 2}, sao  # others (spectators too) see it happen only
    assert [e["text"] for e in sao if e.get("visibleTo") == 2] == ["S9"]
    assert rep["phase"] == "discard" and rep["awaiting"] == [1]
write("zipai-own-flip-pair-is-sao", A, [(0, "discard S3"), (2, "pass"), (1, "pass")], checkA4)
def checkA5(rep):
    # §8: South could chow S3 and passed: S3 is 臭 for its chows (R8.1); West passed its pong:
    # S3 is 臭 for its pongs (R8.2); East discarded S3 and nobody took it: both for East, and the
    # card lies in East's row.
    seats = rep["state"]["seats"]
    assert "S3" in seats[1]["chowBlock"] and "S3" not in seats[1]["pongBlock"], seats[1]
    assert "S3" in seats[2]["pongBlock"] and "S3" not in seats[2]["chowBlock"], seats[2]
    assert "S3" in seats[0]["chowBlock"] and "S3" in seats[0]["pongBlock"]
    assert seats[0]["row"] == ["S3"]
write("zipai-declined-claims-are-blocked", A, [(0, "discard S3"), (2, "pass"), (1, "pass")],
      checkA5, full=True)
def checkA6(rep):
    # West's flip B4 while South holds the 坎 B4: South's forced 开招 (§6.4, edge 2), public; its
    # first 招, so South discards.
    k = ev(rep, "kaizhao")
    assert k and k[0]["seat"] == 1 and k[0]["text"] == "B4", ev(rep, "kaizhao")
    assert rep["awaiting"] == [1] and rep["phase"] == "discard"
A6 = [(0, "discard S3"), (2, "pass"), (1, "pass"), (1, "discard S6")]
def play_on(d, actions, until, options=None, limit=200):
    """Extends `actions` by passing every claim and discarding the first legal card until
    until(report) holds."""
    acts = list(actions)
    for _ in range(limit):
        p = run(replay(d, acts, options))
        assert p.returncode == 0, p.stderr
        rep = json.loads(p.stdout)
        if until(rep):
            return acts
        seat = rep["awaiting"][0]
        legal = rep["legal"][seat]
        acts.append((seat, "pass" if "pass" in legal else legal[0]))
    raise AssertionError("no such moment")
A6 = play_on(A, A6, lambda rep: ev(rep, "kaizhao") or rep["phase"] == "match-over")
write("zipai-kan-opened-by-another-flip", A, A6, checkA6)

def filled(n, fixed, dealer=0, top=(), avoid=(), seats=None):
    """Completes the hands given as text (None: fill entirely) with cards taken one identity at
    a time, skipping `avoid`, so fillers make no 坎 and few pairs."""
    used = {c: 0 for c in IDS}
    for h in fixed:
        for c in (h or "").split():
            used[c] += 1
    for c in top:
        used[c] += 1
    hands = []
    for s, h in enumerate(fixed):
        cards = (h or "").split()
        want = 21 if s == dealer else 20
        while len(cards) < want:
            progress = False
            for c in IDS:
                if len(cards) >= want:
                    break
                if c in avoid or used[c] >= 4 or cards.count(c) >= 2:
                    continue
                cards.insert(0, c)
                used[c] += 1
                progress = True
            assert progress, (s, cards)
        hands.append(" ".join(cards))
    return deal(dealer, hands, top, n)

# ---------------------------------------------------------------------------------------------
# South waits on S10 with a pair of it: a win triplet (§10, edge 6). Winning on the dealer's
# first discard is 地胡 (§12).
SOUTH = "B1 B2 B3 B2 B7 B10 S1 S2 S3 S4 S5 S6 S7 S8 S9 B4 B5 B6 S10 S10"
EAST = "S1 S1 S4 S4 S8 S8 B1 B4 B4 B8 B8 S6 B6 B6 S9 B9 B3 S3 B10 B5 S10"
def win_deal(top, west=None):
    d = filled(3, [EAST, SOUTH, west], top=top, avoid=("S10",))
    start = json.loads(run(replay(d, [])).stdout)
    assert start["phase"] == "discard" and start["awaiting"] == [0], start["phase"]
    return d
W1 = win_deal(["B9"])
def checkW1(rep):
    # 16 油 (B1B2B3 6 + B2B7B10 6 + S1S2S3 3 + the S10 triplet 1) → base 3; 地胡 doubles; 醒
    # B9: South holds none. The discarder alone pays 6 × 2 (§14.2).
    hu = ev(rep, "hu")[0]
    assert hu["seat"] == 1 and hu["values"] == [16, 6], hu
    assert "triplet S10 S10 S10" in hu["text"]
    assert ev(rep, "hand-end")[0]["values"] == [-12, 12, 0], ev(rep, "hand-end")
    assert ev(rep, "deal")[-1]["seat"] == 1   # R15.2: the winner deals next
write("zipai-win-on-a-discard", W1, [(0, "discard S10"), (1, "hu")], checkW1)
def checkW1b(rep):
    assert rep["phase"] == "hu" and rep["awaiting"] == [1] and rep["legal"][1] == ["hu", "pass"]
write("zipai-win-is-offered", W1, [(0, "discard S10")], checkW1b)
def checkW1c(rep):
    # R6.7: a seat that passes a win is still asked about its pong on the same card.
    assert rep["phase"] == "peng" and rep["awaiting"] == [1], rep["awaiting"]
write("zipai-pass-a-win-then-pong", W1, [(0, "discard S10"), (1, "pass")], checkW1c)
W2 = win_deal(["S5"])
def checkW2(rep):
    # 本醒 flips S5, South holds one: K = 1, so 3 + 1 = 4 舵, doubled: 8, paid twice by East.
    assert ev(rep, "xing")[0]["text"] == "S5" and ev(rep, "xing")[0]["values"] == [1]
    assert ev(rep, "hand-end")[0]["values"] == [-16, 16, 0], ev(rep, "hand-end")
write("zipai-xing-ben", W2, [(0, "discard S10"), (1, "hu")], checkW2)
def checkW3(rep):
    # 上下醒 on S5 counts S4 and S6: South holds one of each, K = 2: (3 + 2) × 2 = 10.
    assert ev(rep, "xing")[0]["values"] == [2]
    assert ev(rep, "hand-end")[0]["values"] == [-20, 20, 0], ev(rep, "hand-end")
write("zipai-xing-shangxia", W2, [(0, "discard S10"), (1, "hu")], checkW3,
      options={"xing": "shangxia"})
def checkW4(rep):
    # 有胡必胡: the win is taken without asking.
    assert ev(rep, "hu")[0]["seat"] == 1 and len(ev(rep, "hand-end")) == 1
write("zipai-must-win", W1, [(0, "discard S10")], checkW4, options={"must_win": True})

# 一炮双响 (§14.4): West also waits on S10, through S2 S7 S10. Both win; East pays each twice.
WEST2 = "S2 S7 B1 B2 B3 B2 B7 B10 S4 S5 S6 S7 S8 S9 B4 B5 B6 B8 B9 B10"
D2 = win_deal(["B9", "S1"], west=WEST2)
def checkD2(rep):
    # South 16 油, 地胡: 6. West 15 油 (S2S7S10 3, B1B2B3 6, B2B7B10 6) → base 2, 地胡: 4; its 醒
    # S1 counts none. East pays 2 × 6 + 2 × 4.
    hus = ev(rep, "hu")
    assert [h["seat"] for h in hus] == [1, 2] and hus[1]["values"] == [15, 4], hus
    assert ev(rep, "hand-end")[0]["values"] == [-20, 12, 8], ev(rep, "hand-end")
    assert ev(rep, "deal")[-1]["seat"] == 1
write("zipai-double-ron", D2, [(0, "discard S10")], checkD2,
      options={"must_win": True, "double_ron": True})
def checkD3(rep):
    # Without 一炮双响 the seats are asked from the discarder's next: South, then West.
    assert rep["awaiting"] == [2] and rep["legal"][2] == ["hu", "pass"], rep["awaiting"]
write("zipai-second-winner-asked", D2, [(0, "discard S10"), (1, "pass")], checkD3)

# 天胡 (R3.6): East's 21 dealt cards are seven groups with 15 油.
T = filled(3, ["B1 B2 B3 B2 B7 B10 S1 S2 S3 S4 S5 S6 S7 S8 S9 B4 B5 B6 B7 B8 B9", None, None],
           top=["S10"])
def checkT(rep):
    # base 1 + (15 - 10) / 3 = 2, 自摸 +1, 醒 S10 none: 3; 天胡 and 门前清: × 2 = 6 from each.
    assert ev(rep, "hu")[0]["values"] == [15, 6], ev(rep, "hu")
    assert ev(rep, "hand-end")[0]["values"] == [12, -6, -6]
write("zipai-tianhu", T, [(0, "hu")], checkT)
def checkT0(rep):
    assert rep["phase"] == "hu" and rep["awaiting"] == [0]
write("zipai-tianhu-offered", T, [], checkT0)

# Edge 7, D20, §12: a win right after one's own 扫, with no winning card: 自摸, 地胡 (South's first
# flip) and 门前清 (no claims).
Z = win_deal(["S10", "S5"])
def checkZ(rep):
    # The 扫 of S10 is worth 3: 18 油 → base 3, 自摸 +1, 醒 S5 +1: 5, doubled: 10 from each.
    hu = ev(rep, "hu")[0]
    assert hu["seat"] == 1 and hu["values"] == [18, 10] and "sao S10 S10 S10" in hu["text"], hu
    assert ev(rep, "hand-end")[0]["values"] == [-10, 20, -10], ev(rep, "hand-end")
write("zipai-win-after-own-sao", Z, [(0, "discard B9"), (1, "hu")], checkZ)

# §9: chowing S1 while holding another S1 takes a 比 for it; each way is offered.
SOUTH_BI = "S1 S2 S3 B1 B1 S2 S3 S4 S6 S8 B3 B5 B7 B4 S10 B6 S5 S7 B2 S9"
BI = filled(3, [EAST, SOUTH_BI, None], avoid=("S1", "B1"))
def checkBI(rep):
    chis = [a for a in rep["legal"][1] if a.startswith("chi")]
    for want in ("chi S2 S3 bi S1 B1 B1", "chi S2 S3 bi S1 S2 S3"):
        assert want in chis, chis
    # The same groups with B1 B1 called the chow group are the first option again (§9, §18).
    assert "chi B1 B1 bi S1 S2 S3" not in chis, chis
    # No chow keeps the other S1 (D23): it is in the chow itself or laid out as a 比.
    assert "chi S2 S3" not in chis and "chi S1 B1" in chis, chis
write("zipai-chow-needs-bi", BI, [(0, "discard S1")], checkBI)
def checkBI2(rep):
    assert ev(rep, "chi")[0]["text"] == "S1 S2 S3 bi S1 B1 B1", ev(rep, "chi")
    assert rep["awaiting"] == [1] and rep["phase"] == "discard"
write("zipai-chow-with-bi", BI, [(0, "discard S1"), (1, "chi S3 S2 bi B1 S1 B1")], checkBI2)
write("zipai-chow-without-bi-refused", BI, [(0, "discard S1"), (1, "chi S2 S3")],
      error="'chi S2 S3' is not legal for seat 1 now (chi)")

# §9, §18: one option, one listing. South holds S1 S2 S3 B1 B1 (no other S2, S3 or B1) and East
# discards S1: the spare S1 goes with B1 B1 and the chow with S2 S3, or the spare with S2 S3 and
# the chow with B1 B1 — the same two groups, so one option, listed in the canonical spelling (the
# two hand cards of the chow group lowest). The other spelling is accepted and is the same move:
# the same event, melds and hand.
SOUTH_ONE = "S1 S2 S3 B1 B1 S9"
ONE = filled(3, [EAST, SOUTH_ONE, None], avoid=("S1", "B1", "S2", "S3"))
def checkONE(rep):
    assert rep["phase"] == "chi" and rep["awaiting"] == [1], rep["awaiting"]
    # The other chow, S1 S1 B1, keeps no S1 and needs no 比.
    assert rep["legal"][1] == ["chi S1 B1", "chi S2 S3 bi S1 B1 B1", "pass"], rep["legal"][1]
write("zipai-chow-listed-once", ONE, [(0, "discard S1")], checkONE)
def chowed(rep):
    assert ev(rep, "chi")[0]["text"] == "S1 S2 S3 bi S1 B1 B1", ev(rep, "chi")
    south = rep["state"]["seats"][1]
    assert [(m["type"], m["cards"]) for m in south["melds"]] == \
        [("chi", ["S1", "S2", "S3"]), ("bi", ["S1", "B1", "B1"])], south["melds"]
    assert not {"S1", "S2", "S3", "B1"} & set(south["hand"]), south["hand"]
    assert rep["awaiting"] == [1] and rep["phase"] == "discard"
    return rep
CANONICAL = []
write("zipai-chow-canonical-spelling", ONE, [(0, "discard S1"), (1, "chi S2 S3 bi S1 B1 B1")],
      lambda rep: CANONICAL.append(chowed(rep)), full=True)
def checkOTHER(rep):
    assert chowed(rep) == CANONICAL[0]   # the whole report: state, events, legal lists
write("zipai-chow-other-spelling", ONE, [(0, "discard S1"), (1, "chi B1 B1 bi S1 S2 S3")],
      checkOTHER, full=True)

# R5.3 重招, edge 11: South was dealt four S5 (a 扫穿, its first 招) and holds a 坎 of B3; East's
# B3 is a forced 开招, South's second 招: no discard follows, the next flip is West's.
SOUTH_Q = "S5 S5 S5 S5 B3 B3 B3 S1 S3 S7 S9 B1 B5 B7 B9 S2 B2 B10 S8 B6"
Q = filled(3, [EAST, SOUTH_Q, None], avoid=("S5", "B3"))
def checkQ(rep):
    assert ev(rep, "kaizhao")[0]["seat"] == 1 and ev(rep, "kaizhao")[0]["text"] == "B3"
    after = rep["events"][rep["events"].index(ev(rep, "kaizhao")[0]) + 1]
    assert after["seat"] == 2, after   # West's flip (or its forced meld) comes next
    assert rep["awaiting"] != [1] or rep["phase"] != "discard"
write("zipai-second-zhao-no-discard", Q, [(0, "discard B3")], checkQ)

# §6.2: South passes its pong of S9, then flips S9 itself: a 过扫, one card shown to all.
SOUTH_G = "S9 S9 S1 S2 S3 S4 S5 S6 B1 B2 B3 B4 B5 B6 B7 B10 S10 S10 B2 B7"
G = filled(3, [EAST, SOUTH_G, None], top=["S9"], avoid=("S9", "B9"))
def checkG(rep):
    g = ev(rep, "guosao")
    assert g and g[0]["seat"] == 1 and g[0]["text"] == "S9" and "visibleTo" not in g[0], g
    assert rep["awaiting"] == [1] and rep["phase"] == "discard"
write("zipai-guosao", G, [(0, "discard S9"), (1, "pass")], checkG)

# §5.6: South was dealt two quads (deficit 1). After a chow that leaves it 听 it skips the discard;
# after one that does not, it discards as usual.
SOUTH_D = "S1 S1 S1 S1 B1 B1 B1 B1 S3 S4 S6 S7 S8 B6 B7 B8 B2 B7 B10 S9"
DF = filled(3, ["S5 S2 S2 B5 B5 S10 S10 B9 B9 S6 B3 B4 B10", SOUTH_D, None],
            avoid=("S5", "S1", "B1", "S9"))
def checkDF(rep):
    assert ev(rep, "skip")[0]["seat"] == 1 and rep["awaiting"] != [1]
write("zipai-deficit-skips-when-ready", DF, [(0, "discard S5"), (1, "chi S3 S4")], checkDF)
def checkDF2(rep):
    assert ev(rep, "skip") == [] and rep["awaiting"] == [1] and rep["phase"] == "discard"
write("zipai-deficit-discards-when-not-ready", DF, [(0, "discard S5"), (1, "chi S6 S7")], checkDF2)

# Edge 3: the owner of a flip may chow it first (here: the first such moment of deal A).
def ownFlipChow(rep):
    flips = ev(rep, "flip")
    return rep["phase"] == "chi" and flips and rep["awaiting"] == [flips[-1]["seat"]]
OF = play_on(A, [(0, "discard S3"), (2, "pass"), (1, "pass")], ownFlipChow)
def checkOF(rep):
    assert ownFlipChow(rep)
write("zipai-owner-chows-own-flip-first", A, OF, checkOF)

# §15: the stock runs out: 流局, nothing paid, the next seat deals. Two players.
def seeded(seed, n, actions, options=None):
    r = {"format": "paiju-replay", "version": 1, "game": "zipai",
         "seats": ["East", "South", "West"][:n], "start": {"seed": seed},
         "actions": [{"seat": s, "action": a} for s, a in actions]}
    if options:
        r["options"] = options
    return r
acts = []
for _ in range(400):
    rep = json.loads(run(seeded(11, 2, acts, {"hands": 1})).stdout)
    if rep["ended"]:
        break
    seat = rep["awaiting"][0]
    legal = rep["legal"][seat]
    acts.append((seat, "pass" if "pass" in legal else legal[0]))
def checkDrawn(rep):
    assert ev(rep, "drawn") and ev(rep, "hand-end")[0]["values"] == [0, 0], ev(rep, "hand-end")
    assert rep["ended"]
save(CLI, OUT, "zipai-drawn-hand", seeded(11, 2, acts, {"hands": 1}), checkDrawn)

# §16 相公: South holds six 坎s and a pair of S7. Its own flip of S7 is a 扫 that completes a win;
# it passes the win, must then discard, has only 坎 cards: 相公 — it may not win any more.
SOUTH_X = "S1 S1 S1 S2 S2 S2 S3 S3 S3 S4 S4 S4 S5 S5 S5 S6 S6 S6 S7 S7"
X = filled(3, ["B9 B10 B10 B8 B8 B6", SOUTH_X, None], top=["S7"], avoid=("S7", "B9"))
assert json.loads(run(replay(X, [])).stdout)["awaiting"] == [0]
def checkX(rep):
    assert ev(rep, "xianggong")[0]["seat"] == 1, ev(rep, "xianggong")
    assert rep["state"]["seats"][1]["xianggong"] is True
    assert rep["awaiting"] != [1]
write("zipai-xianggong", X, [(0, "discard B9"), (1, "pass")], checkX, full=True)
def checkX0(rep):
    # Before: the 扫 completed seven units (six 坎 and the 扫, 21 油): the win is offered.
    assert rep["phase"] == "hu" and rep["awaiting"] == [1]
write("zipai-win-offered-after-sao", X, [(0, "discard B9")], checkX0)

# Edge 12: 天胡 with a dealt quad: one four (扫穿 S1, 9 油), five groups and a pair.
T4 = filled(3, ["S1 S1 S1 S1 B1 B2 B3 B2 B7 B10 S5 S6 S7 S8 S9 S10 B4 B5 B6 B9 B9", None, None],
            top=["S2"], avoid=("S1",))
def checkT4(rep):
    # 21 油 → base 1 + 11 / 3 = 4, 自摸 +1, 醒 S2 none: 5; 天胡, 门前清: 10 from each.
    assert ev(rep, "hu")[0]["values"] == [21, 10], ev(rep, "hu")
    assert ev(rep, "hand-end")[0]["values"] == [20, -10, -10]
write("zipai-tianhu-with-a-dealt-quad", T4, [(0, "hu")], checkT4)

# Edge 8: a discard is legal even when the seat has that card blocked: East's second S3 after
# its first was left unclaimed (deal A).
def eastDiscards(rep):
    return rep["phase"] == "discard" and rep["awaiting"] == [0]
E8 = play_on(A, [(0, "discard S3"), (2, "pass"), (1, "pass")], eastDiscards)
def checkE8(rep):
    assert "discard S3" in rep["legal"][0], rep["legal"][0]
write("zipai-blocked-card-may-be-discarded", A, E8, checkE8)

# R13.6 海底 (edge 10): the stock is empty when South wins on East's discard. A position from
# deal W1 with the stock moved into West's row (so every card is still somewhere).
def haidi(options):
    r = replay(W1, [], options)
    json.dump(r, open("/tmp/zipai-haidi.json", "w"))
    p = subprocess.run([CLI, "replay", "--full", "/tmp/zipai-haidi.json"], capture_output=True,
                       text=True)
    pos = json.loads(p.stdout)["state"]
    pos["seats"][2]["row"] += pos["stock"]
    pos["stock"] = []
    return {"format": "paiju-replay", "version": 1, "game": "zipai",
            "seats": ["East", "South", "West"], "start": {"position": pos},
            "actions": [{"seat": 0, "action": "discard S10"}, {"seat": 1, "action": "hu"}]}
def checkH1(rep):
    # 本醒 at 海底 counts nothing: 16 油 → 3, 地胡 × 2: 6, paid twice by East.
    assert ev(rep, "xing")[0]["values"] == [0], ev(rep, "xing")
    assert ev(rep, "hand-end")[0]["values"] == [-12, 12, 0], ev(rep, "hand-end")
save(CLI, OUT, "zipai-haidi-ben", haidi(None), checkH1)
def checkH2(rep):
    # 上下醒 at 海底 takes the winning card S10: 下醒 S9 and 上醒 S1, one each: (3 + 2) × 2 = 10.
    assert ev(rep, "xing")[0]["values"] == [2], ev(rep, "xing")
    assert ev(rep, "hand-end")[0]["values"] == [-20, 20, 0], ev(rep, "hand-end")
save(CLI, OUT, "zipai-haidi-shangxia", haidi({"xing": "shangxia"}), checkH2)

# R13.8 with R13.6 and R15.3: a 一炮双响 while the stock holds one card, B1. West deals; late in
# the hand East discards S5, which both South and West win on (有胡必胡, 一炮双响, 上下醒).
def seat(hand, melds=(), row=""):
    return {"acted": True, "chowBlock": [], "claimed": bool(melds), "deficit": 0, "flips": 3,
            "hand": hand.split(), "kan": [],
            "melds": [{"type": t, "cards": c.split()} for t, c in melds],
            "pongBlock": [], "row": row.split(), "xianggong": False, "zhao": 0}
LAST = {
    "afterForced": -1, "card": "", "dealer": 2, "diHu": -1, "events": [], "firstDiscard": False,
    "game": "zipai", "handNumber": 1, "lastFlip": -1, "ledger": {"hands": [], "totals": [0, 0, 0]},
    "liang": "S1",
    "options": {"double_ron": "true", "hands": "1", "must_win": "true", "step": "auto",
                "threshold": "10", "xing": "shangxia", "zimo_bonus": "plus1"},
    "owner": -1, "phase": "discard", "queue": [0], "revealed": [],
    "rng": ["25bc6edce803a1bd", "3e0ffe0d002c5c5d", "70789445a8700e16", "ca8c5f22fe5cb3c6"],
    "seats": [
        seat("S1 S5 B10"),
        seat("S4 S6 B6 B7 B8", [("sao", "B9 B9 B9"), ("sao", "S1 S1 S1"), ("peng", "B5 B5 B5"),
                                 ("sao", "S2 S2 S2"), ("peng", "S10 S10 S10")]),
        seat("S3 S4 B6 B7 B8", [("sao", "B3 B3 B3"), ("sao", "S8 S8 S8"), ("peng", "B4 B4 B4"),
                                 ("peng", "S9 S9 S9"), ("chi", "S5 S6 S7")],
             "S2 S3 S3 S3 S4 S4 S5 S5 S6 S6 S7 S7 S7 S8 S9 S10 B1 B1 B1 B2 B2 B2 B2 B3 B4 B5 B6 "
             "B6 B7 B7 B8 B8 B9 B10 B10 B10")],
    "source": "none", "stock": ["B1"], "turn": 0}
def double_ron(stock):
    pos = json.loads(json.dumps(LAST))
    if not stock:  # the last card moved into West's row, so every card is still somewhere
        pos["seats"][2]["row"] += pos["stock"]
        pos["stock"] = []
    return {"format": "paiju-replay", "version": 1, "game": "zipai",
            "seats": ["East", "South", "West"], "start": {"position": pos},
            "actions": [{"seat": 0, "action": "discard S5"}]}
def checkL1(rep):
    # South flips first (R13.8): B1, whose neighbours B10 and B2 it holds none of: 16 油 → 3,
    # paid twice by East. West goes on from the stock South's 醒 emptied: nothing to flip, K = 0.
    # Its win is no 海底 win (the stock held B1 when East discarded): 13 油 → 2, paid twice.
    assert [(e["seat"], e.get("text", ""), e["values"]) for e in ev(rep, "xing")] == \
        [(1, "B1", [0]), (2, "", [0])], ev(rep, "xing")
    assert [(h["seat"], h["values"]) for h in ev(rep, "hu")] == [(1, [16, 3]), (2, [13, 2])]
    assert ev(rep, "hand-end")[0]["values"] == [-10, 6, 4], ev(rep, "hand-end")
    assert rep["ended"]
save(CLI, OUT, "zipai-double-ron-last-stock-card", double_ron(True), checkL1)
def checkL2(rep):
    # The same 一炮双响 with the stock already empty: both wins are 海底 and 上下醒 takes the winning
    # card S5 for each. South holds S4 and S6: K = 2, (3 + 2) × 2 = 10. West holds S4 and the S6
    # of its chow: K = 2, (2 + 2) × 2 = 8.
    assert [(e["seat"], e["values"]) for e in ev(rep, "xing")] == [(1, [2]), (2, [2])], \
        ev(rep, "xing")
    assert [(h["seat"], h["values"]) for h in ev(rep, "hu")] == [(1, [16, 5]), (2, [13, 4])]
    assert ev(rep, "hand-end")[0]["values"] == [-18, 10, 8], ev(rep, "hand-end")
    assert rep["ended"]
save(CLI, OUT, "zipai-haidi-double-ron", double_ron(False), checkL2)
