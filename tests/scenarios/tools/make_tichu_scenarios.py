"""Writes the Tichu scenario files of tests/scenarios. Each scenario names the hands the seats hold
after the exchange; the deal and the passes that lead there are worked out here, so every file
also plays the Grand Tichu window and the exchange. Each expected report is checked against values
worked out by hand from tichu.md before it is saved.
Usage: python3 make_tichu_scenarios.py [path/to/paiju-cli]"""
import json, os, subprocess, sys
from scenario_files import events, save
HERE = os.path.dirname(os.path.abspath(__file__))
CLI = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../../build/release/app/paiju-cli")
OUT = os.path.join(HERE, "..") + "/"
RANKS = "23456789TJQKA"
ALL = [r + s for s in "jspt" for r in RANKS] + ["MJ", "DG", "PH", "DR"]

def hands(*given):
    """Three or four hands as text; a missing fourth (None) gets the cards nobody else holds."""
    hs = [h.split() if h else None for h in given]
    used = [c for h in hs if h for c in h]
    assert len(used) == len(set(used)), [c for c in used if used.count(c) > 1]
    assert all(c in ALL for c in used), [c for c in used if c not in ALL]
    hs = [h if h is not None else [c for c in ALL if c not in used] for h in hs]
    for s, h in enumerate(hs):
        assert len(h) == 14, (s, len(h), h)
    return hs

def start(H, grand=(), calls=()):
    """The deal and the first actions that make the seats hold H after the exchange: seat s
    receives the last three cards of H[s], from s-1 (its 'right'), s+2 and s+1 (their 'left')."""
    deal = [H[g][:11] + [H[(g + 1) % 4][11], H[(g + 2) % 4][12], H[(g + 3) % 4][13]]
            for g in range(4)]
    acts = [(s, "grand" if s in grand else "nogrand") for s in range(4)]
    acts += [(s, "tichu") for s in calls]
    acts += [(g, "give right=%s partner=%s left=%s" % (H[(g + 1) % 4][11], H[(g + 2) % 4][12],
                                                        H[(g + 3) % 4][13])) for g in range(4)]
    return {"hands": deal}, acts

def write(name, H, actions, check=None, error=None, grand=(), calls=(), options=None, position=None,
          raw=False):
    deal, prefix = start(H, grand, calls)
    if raw:
        prefix = []
    r = {"format": "paiju-replay", "version": 1, "game": "tichu",
         "seats": ["North", "East", "South", "West"]}
    if options:
        r["options"] = options
    if position:
        r["start"] = {"position": position}
        r["actions"] = [{"seat": s, "action": a} for s, a in actions]
    else:
        r["start"] = {"deal": deal}
        r["actions"] = [{"seat": s, "action": a} for s, a in prefix + actions]
    save(CLI, OUT, name, r, check, error)
    return r

def full(path_actions_replay):
    p = subprocess.run([CLI, "replay", "--full", path_actions_replay], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)["state"]

def rest(*given):
    """The cards none of the given hands hold, as two hands of 14."""
    used = [c for h in given for c in h.split()]
    left = [c for c in ALL if c not in used]
    assert len(left) == 28, len(left)
    return " ".join(left[:14]), " ".join(left[14:])

ev = events
def public(rep, t): return [e for e in ev(rep, t) if "visibleTo" not in e]
def plays(rep, seat): return [a for a in rep["legal"][seat] if a.startswith("play")]

# ---------------------------------------------------------------------------------------------
# Deal A: North holds the Mah Jong and one card of every rank in alternating suits, and goes out
# at once with a 14-card straight. East and West hold five-card straight flushes with a 7, South
# a seven-card straight flush and the Dog.
A = hands("MJ 2j 3s 4j 5s 6j 7s 8j 9s Tj Js Qj Ks Aj",
          "3p 4p 5p 6p 7p 2s 4s 9j Jj Kj 2t 8t 9t 3j",
          "Tp Jp Qp Kp Ap 8p 9p Kt At PH 6s 8s Ts DG",
          None)
STRAIGHT = "play MJ 2j 3s 4j 5s 6j 7s 8j 9s Tj Js Qj Ks Aj"
SF_E, SF_S, SF_W = "play 3p 4p 5p 6p 7p", "play 8p 9p Tp Jp Qp Kp Ap", "play 3t 4t 5t 6t 7t"

def checkA1(rep):
    # R7.5 step 4: the wish is made also by a seat that just went out; R10.8 and §10.6 (last
    # example): East holds a 7 only in its straight flush, so it must bomb and may not pass.
    assert ev(rep, "out")[0]["seat"] == 0 and ev(rep, "wish")[0]["text"] == "7"
    assert rep["legal"][1] == [SF_E, "tichu"], rep["legal"][1]
    assert rep["awaiting"] == [1] and rep["phase"] == "follow"
    # §13.3: the others may bomb out of turn, South with every straight flush inside its seven.
    assert SF_W in rep["legal"][3] and len(plays(rep, 2)) == 6, rep["legal"][2]
write("tichu-wish-forces-a-bomb", A, [(0, STRAIGHT), (0, "wish 7")], checkA1)
write("tichu-wish-refuses-a-pass", A, [(0, STRAIGHT), (0, "wish 7"), (1, "pass")],
      error="the wish for 7 obliges seat 1 to play a 7")

def checkA2(rep):
    # Edge 22: an out-of-turn bomb containing the wished rank ends the wish; edge 19: play goes
    # on after the bomber (North is out, so East), whoever's turn it was.
    assert [e["seat"] for e in ev(rep, "bomb")] == [3]
    assert ev(rep, "wish-fulfilled")[0]["seat"] == 3
    assert rep["awaiting"] == [1] and rep["phase"] == "follow"
write("tichu-out-of-turn-bomb-fulfils-wish", A, [(0, STRAIGHT), (0, "wish 7"), (3, SF_W)], checkA2)

def checkA3(rep):
    # Edge 19: South bombs while East is to play; West plays next, East's turn is lost.
    assert rep["awaiting"] == [3] and ev(rep, "bomb")[0]["seat"] == 2
write("tichu-bomb-skips-turns", A, [(0, STRAIGHT), (0, "wish none"), (2, SF_S)], checkA3)
write("tichu-equal-bomb-does-not-beat", A, [(0, STRAIGHT), (0, "wish none"), (1, SF_E), (3, SF_W)],
      error="out of turn only a bomb that beats 3p 4p 5p 6p 7p may be played")

def checkA4(rep):
    # R13.3: the longer straight flush beats the shorter; R7.6 and edge 9: with North out, the
    # trick ends after the two other active seats pass; nobody holds a beating bomb, so it is
    # collected at once, and South leads.
    t = ev(rep, "trick")[0]
    assert t["seat"] == 2 and t["values"] == [50], t   # 5s Tj Ks + 5p + Tp Kp
    assert rep["phase"] == "lead" and rep["awaiting"] == [2]
A4 = [(0, STRAIGHT), (0, "wish none"), (1, SF_E), (2, SF_S), (3, "pass"), (1, "pass")]
write("tichu-trick-ends-with-a-seat-out", A, A4, checkA4)

def checkA5(rep):
    # Edge 11: South leads the Dog; its partner North is out, so the lead passes to the seat
    # after North: East. The Dog goes to East's pile (D23); nothing may be bombed on it.
    assert ev(rep, "dog")[0]["seat"] == 1 and rep["awaiting"] == [1] and rep["phase"] == "lead"
    assert rep["legal"][3] == ["tichu"] and rep["legal"][2] == []  # no bomb, only a call
write("tichu-dog-with-partner-out", A, A4 + [(2, "play DG")], checkA5)
write("tichu-no-bomb-on-the-dog", A, A4 + [(2, "play DG"), (3, SF_W)],
      error="it is seat 1's lead: a bomb out of turn goes only on a combination on the table")

# South sheds one card a trick; West holds a straight flush, so before each trick is collected
# West must bomb or say nobomb (R7.7); then South goes out with the Dog while its partner North
# is first out: a double victory at once (edge 12), with South's Tichu failing (edge 30).
def shed(card):
    return [(2, "play " + card), (3, "pass"), (1, "pass"), (3, "nobomb")]
A6 = ([(0, STRAIGHT), (2, "tichu"), (0, "wish none"), (1, SF_E), (2, SF_S), (3, "pass"), (1, "pass")]
      + shed("6s") + shed("8s") + shed("Ts") + shed("Kt") + shed("At") + shed("PH") + [(2, "play DG")])
def checkA6(rep):
    assert [e["seat"] for e in ev(rep, "tichu")] == [2]   # edge 28: partner already out
    assert [e["seat"] for e in ev(rep, "out")] == [0, 2]
    assert ev(rep, "hand-end")[0]["values"] == [100, 0, 100, 0], ev(rep, "hand-end")
    assert ev(rep, "deal")[-1]["text"] == "round 2" and rep["phase"] == "grand"
write("tichu-dog-out-double-victory", A, A6, checkA6)
def checkA7(rep):
    # R7.7: in the last chance to bomb only West (who holds a beating bomb) is waited for.
    assert rep["phase"] == "closing" and rep["awaiting"] == [3], rep["awaiting"]
    assert rep["legal"][3] == [SF_W, "nobomb", "tichu"], rep["legal"][3]
    assert rep["legal"][1] == [], rep["legal"][1]
write("tichu-closing-waits-for-bombs", A, A6[:10], checkA7)
def checkA8(rep):
    # Edge 16 and 17: West bombs its own... no: West bombs South's single after everyone passed,
    # before collection; play continues after West (North out: East).
    assert ev(rep, "bomb")[-1]["seat"] == 3 and rep["awaiting"] == [1]
write("tichu-bomb-after-the-last-pass", A, A6[:10] + [(3, SF_W)], checkA8)
def checkA9(rep):
    # R16.2: with a target of 100 the double victory ends the game.
    assert rep["ended"] and rep["phase"] == "match-over" and rep["scores"] == [100, 0, 100, 0]
write("tichu-game-reaches-target", A, A6, checkA9, options={"target": 100})

# ---------------------------------------------------------------------------------------------
# Deal C: no bombs. North goes out with MJ 2…A, East with a 13-card straight and the Dragon,
# South with seven pairs in a row; West is last with six pairs, the Dog and the Phoenix.
def cDeal():
    h = [["MJ"], ["DR"], [], []]
    for k, r in enumerate(RANKS):
        pair, n, e = (("j", "s"), "p", "t") if k % 2 == 0 else (("p", "t"), "j", "s")
        h[0].append(r + n)
        h[1].append(r + e)
        h[2 if r in "2345678" else 3] += [r + pair[0], r + pair[1]]
    h[3] += ["DG", "PH"]
    return hands(*[" ".join(x) for x in h])
C = cDeal()
STRAIGHT_N = "play MJ " + " ".join(c for c in C[0] if c != "MJ")
STRAIGHT_E = "play " + " ".join(c for c in C[1] if c != "DR")
PAIRS_S = "play " + " ".join(C[2])
C1 = [(0, STRAIGHT_N), (0, "wish none"), (1, "pass"), (2, "pass"), (3, "pass"),
      (1, STRAIGHT_E), (2, "pass"), (3, "pass"), (1, "play DR"), (2, "pass"), (3, "pass")]
def checkC1(rep):
    # Edge 10 and D10: North won the trick while out, East (next active) led. Edge 14: the
    # Dragon was East's last card, and it won: East must give the trick away.
    assert [e["seat"] for e in ev(rep, "out")] == [0, 1]
    assert rep["phase"] == "gift" and rep["legal"][1] == ["gift 2", "gift 0"], rep["legal"][1]
write("tichu-dragon-as-last-card", C, C1, checkC1)
write("tichu-dragon-not-to-partner", C, C1 + [(1, "gift 3")],
      error="the Dragon's trick goes to an opponent: seat 2 or seat 0")
def checkC2(rep):
    # Edge 13: the gift may go to an opponent who is out. R12.3: East is out, so South leads.
    # Then South goes out with its pairs (R14.4): West is last. R14.5: West's hand (T T K K
    # PH = 15) goes to team A, West's empty pile to North. Team A: North 25 (the first trick: 5 T
    # K) + 25 (the gift: the Dragon alone) + South 10 (the fives) + 15 = 75; team B: East's
    # trick (5 T K) 25. Edge 31: the Phoenix in the last hand counts -25.
    g = ev(rep, "gift")[0]
    assert g["seat"] == 1 and g["values"] == [0, 25], g
    assert ev(rep, "last")[0]["seat"] == 3 and ev(rep, "last")[0]["values"] == [15]
    assert ev(rep, "hand-end")[0]["values"] == [75, 25, 75, 25], ev(rep, "hand-end")
write("tichu-normal-end-last-player", C, C1 + [(1, "gift 0"), (2, PAIRS_S)], checkC2)
def checkC3(rep):
    # R6.6 and §15.4: East called Tichu and went out second: -100 for team B; North's Grand
    # Tichu made: +200 for team A.
    assert ev(rep, "hand-end")[0]["values"] == [275, -75, 275, -75], ev(rep, "hand-end")
    assert [e["type"] for e in public(rep, "grand") + public(rep, "nogrand")] == \
        ["grand", "nogrand", "nogrand", "nogrand"]
write("tichu-calls-scored", C, C1 + [(1, "gift 0"), (2, PAIRS_S)], checkC3, grand=(0,), calls=(1,))
write("tichu-grand-caller-cannot-call-tichu", C, [(0, "tichu")], grand=(0,),
      error="seat 0 may not call Tichu now")
def checkC4(rep):
    # R6.1, edge 27: West passed in two tricks and may still call; it is public at once.
    assert ev(rep, "tichu")[0]["seat"] == 3 and "visibleTo" not in ev(rep, "tichu")[0]
write("tichu-call-after-passing", C, C1[:8] + [(3, "tichu")], checkC4)
write("tichu-no-call-after-a-card", C, C1[:6] + [(1, "tichu")], error="seat 1 may not call Tichu now")
# §16: a position after the last card but one, with totals that make the round end in a tie
# (R16.3: another round) or with both over 1000 (R16.2: the higher wins).
path = OUT + "tichu-normal-end-last-player.replay.json"
def atTotals(a, b):
    tmp = json.load(open(path))
    tmp["actions"] = tmp["actions"][:-1]
    json.dump(tmp, open("/tmp/tichu-prefix.json", "w"))
    pos = full("/tmp/tichu-prefix.json")
    pos["ledger"]["totals"] = [a, b, a, b]
    return pos
def checkTie(rep):
    assert not rep["ended"] and rep["scores"] == [1020, 1020, 1020, 1020] and rep["phase"] == "grand"
write("tichu-tie-plays-on", C, [(2, PAIRS_S)], checkTie, position=atTotals(945, 995))
def checkBoth(rep):
    assert rep["ended"] and rep["scores"] == [1005, 1025, 1005, 1025]
    assert ev(rep, "match-end")[0]["values"] == [1005, 1025, 1005, 1025]
write("tichu-higher-total-wins", C, [(2, PAIRS_S)], checkBoth, position=atTotals(930, 1000))

# ---------------------------------------------------------------------------------------------
# Deal D: North holds the Mah Jong and the Dragon, South four 7s, East the Phoenix.
D = hands("MJ DR 2j 3s 4p 5t 6j 8s 9p Tt Jj Qs Kp At",
          "PH Aj 2s 3p 4t 5j 6s 8p 9t Tj Js Qp Kt 2p",
          "7j 7s 7p 7t 2t 3j 4s 5p 6p 8t 9j Ts Jp Qt",
          None)
def checkD1(rep):
    # R7.1 / D30: the Mah Jong holder leads the Dragon; edge 1: the Phoenix may not be played on
    # it; edge 15: South bombs its partner's Dragon and keeps the trick, no gift.
    assert rep["legal"][1] == ["pass", "tichu"], rep["legal"][1]
write("tichu-phoenix-not-on-the-dragon", D, [(0, "play DR")], checkD1)
def checkD2(rep):
    assert ev(rep, "trick")[0]["seat"] == 2 and ev(rep, "gift") == []
    assert rep["phase"] == "lead" and rep["awaiting"] == [2]
write("tichu-partner-bombs-the-dragon", D,
      [(0, "play DR"), (1, "pass"), (2, "play 7j 7s 7p 7t"), (3, "pass"), (0, "pass"), (1, "pass")],
      checkD2)
write("tichu-no-bomb-on-an-empty-table", D, [(2, "play 7j 7s 7p 7t")],
      error="it is seat 0's lead: a bomb out of turn goes only on a combination on the table")
write("tichu-leader-may-not-pass", D, [(0, "pass")], error="the leader may not pass")
def checkD3(rep):
    # Edge 1: the Phoenix on an Ace is A½: only the Dragon or a bomb beats it.
    assert plays(rep, 2) == ["play 7j 7s 7p 7t"], rep["legal"][2]
write("tichu-phoenix-on-an-ace", D, [(0, "play At"), (1, "play PH")], checkD3)
def checkD4(rep):
    # R9.2, edge 2: a led Phoenix is 1½: every natural 2 or higher beats it, the Mah Jong does not.
    assert rep["awaiting"] == [0] and "play MJ" not in rep["legal"][0], rep["legal"][0]
    assert "play 3s" in rep["legal"][0]
write("tichu-led-phoenix", D, [(0, "play 2j"), (1, "play Aj"), (2, "pass"), (3, "pass"), (0, "pass"),
                              (2, "nobomb"), (1, "play PH"), (2, "pass"), (3, "pass")], checkD4)
def checkD5(rep):
    # Edge 8: East passed, then plays again in the same trick when its turn comes round.
    p = [(e["seat"], e["type"]) for e in rep["events"] if e["type"] in ("play", "pass")]
    assert p == [(0, "play"), (1, "pass"), (2, "play"), (3, "pass"), (0, "pass"), (1, "play")], p
write("tichu-pass-does-not-lock-out", D,
      [(0, "play 2j"), (1, "pass"), (2, "play 3j"), (3, "pass"), (0, "pass"), (1, "play 5j")],
      checkD5)

# ---------------------------------------------------------------------------------------------
# §4, R4.2: Grand Tichu decisions are sealed until the last seat decides.
def checkG(rep):
    assert ev(rep, "grand") == [] and ev(rep, "nogrand") == []
    assert rep["awaiting"] == [3] and rep["legal"][3] == ["grand", "nogrand"] and rep["legal"][0] == []
write("tichu-grand-decisions-sealed", D, [(0, "grand"), (1, "nogrand"), (2, "nogrand")], checkG,
      raw=True)
# R6.1: no Tichu between giving one's cards and the completed exchange.
dealD, prefixD = start(D)
write("tichu-no-call-while-cards-travel", D, prefixD[:5] + [(0, "tichu")], raw=True,
      error="seat 0 may not call Tichu now")
write("tichu-give-only-own-cards", D, prefixD[:4] + [(0, "give right=PH partner=Aj left=2s")],
      raw=True, error="does not hold")

# Edge 34, R5.4, D30: South passes the Mah Jong to East, who leads, and need not lead it.
F = hands("MJ DR 2p 3s 4p 5t 6j 8s 9p Tt Jj Qs Kp At".replace("MJ", "2j"),
          "PH Aj 2s 3p 4t 5j 6s 8p 9t Tj Js Qp Kt MJ",
          "7j 7s 7p 7t 2t 3j 4s 5p 6p 8t 9j Ts Jp Qt",
          None)
def checkF(rep):
    assert ev(rep, "exchange")[0]["seat"] == 1 and rep["awaiting"] == [1] and rep["phase"] == "lead"
    assert {"type": "receive", "seat": 1, "text": "MJ", "values": [2], "visibleTo": 2} in rep["events"]
    assert "play 2s" in rep["legal"][1] and "play MJ" in rep["legal"][1]
write("tichu-mah-jong-passed", F, [], checkF)

# Edge 6, §8.4: AA 99 PH is AAA+99 unless the player names PH=9.
G = hands("MJ Aj As 9p 9t PH 2j 3s 4p 5t 6j 8s Tt Qs", "DR Ap 2s 3p 4t 5j 6s 8p 9j Tj Js Qp Kt 2p",
          None, "7j 7s 7p 7t 2t 3j 4s 5p 6p 8t 9s Ts Jp Qt")
def checkG1(rep):
    assert ev(rep, "play")[0]["text"] == "9p 9t Aj As PH PH=A", ev(rep, "play")
    assert plays(rep, 1) == [], rep["legal"][1]   # nothing beats three Aces but a bomb
write("tichu-full-house-highest-reading", G, [(0, "play Aj As 9p 9t PH")], checkG1)
def checkG2(rep):
    assert ev(rep, "play")[0]["text"] == "9p 9t Aj As PH PH=9", ev(rep, "play")
    assert "play Ap DR" not in rep["legal"][1]
write("tichu-full-house-chosen-reading", G, [(0, "play Aj As 9p 9t PH PH=9")], checkG2)
write("tichu-phoenix-reading-must-fit", G, [(0, "play Aj As 9p 9t PH PH=8")],
      error="the Phoenix cannot stand for 8")

# §10.6, the wish examples. North leads the Mah Jong and wishes 7.
N1 = "MJ 2j 3j 4j 6s 8s Ts Qs As 5p 9t Jt Kt DR"
E1 = "7s 9p Kj 3t 2s 4s 5s 6p 8p Tp 5j Qp Ap PH"
def checkW1(rep):
    assert rep["legal"][1] == ["play 7s", "tichu"], rep["legal"][1]
write("tichu-wish-example-single", hands(N1, E1, *rest(N1, E1)), [(0, "play MJ"), (0, "wish 7")],
      checkW1)
E2 = "7j 7s 7p 7t 9p Kj 3t 2s 4s 5s 6p 8j Tp PH"
def checkW2(rep):
    assert rep["legal"][1] == ["play 7j", "play 7s", "play 7p", "play 7t", "play 7j 7s 7p 7t",
                               "tichu"], rep["legal"][1]
write("tichu-wish-example-four-sevens", hands(N1, E2, *rest(N1, E2)),
      [(0, "play MJ"), (0, "wish 7")], checkW2)
N3 = "MJ 2j 3s 4p 5t 6j 7j 8j Tj Jp Qp Kj Aj DR"
LEAD3 = [(0, "play MJ 2j 3s 4p 5t 6j"), (0, "wish 7")]
E3 = "4s 5j 6p 7t 8s 9j Jj Js Qj Qs Kp Kt Ap At"
def checkW3(rep):
    assert rep["legal"][1] == ["play 4s 5j 6p 7t 8s 9j", "tichu"], rep["legal"][1]
write("tichu-wish-example-straight", hands(N3, E3, *rest(N3, E3)), LEAD3, checkW3)
E3b = "4s 5j 6p 7t PH 9j Jj Js Qj Qs Kp Kt Ap At"
def checkW3b(rep):
    # D20: the Phoenix must stand in as the 8.
    assert rep["legal"][1] == ["play 4s 5j 6p 7t 9j PH PH=8", "tichu"], rep["legal"][1]
write("tichu-wish-phoenix-as-filler", hands(N3, E3b, *rest(N3, E3b)), LEAD3, checkW3b)
E3c = "4s 5j 6p 8s 9j PH Jj Js Qj Qs Kp Kt Ap At"
def checkW3c(rep):
    # Edge 21: without a natural 7 the seat is not obliged, though the Phoenix could be a 7.
    assert "pass" in rep["legal"][1] and "play 4s 5j 6p 8s 9j PH PH=7" in rep["legal"][1]
write("tichu-wish-phoenix-is-not-the-rank", hands(N3, E3c, *rest(N3, E3c)), LEAD3, checkW3c)
E3d = "4s 5j 6p 7t 8s 9j 9s 9p 9t Jj Js Qj Qs Kp"
def checkW3d(rep):
    # Edge 23: an obliged seat on turn may play an unrelated bomb instead; it may not pass.
    ps = plays(rep, 1)
    assert "pass" not in rep["legal"][1] and "play 9j 9s 9p 9t" in ps and len(ps) == 5, ps
write("tichu-wish-unrelated-bomb", hands(N3, E3d, *rest(N3, E3d)), LEAD3, checkW3d)
# Edges 24, 25: the wish binds the wisher; an obliged leader may not lead the Dog.
N4 = "MJ 2j 2s 2p 2t 3s 4p 5t 7j 7s 7p 7t PH DG"
left4 = [c for c in ALL if c not in N4.split()]
H4 = hands(N4, " ".join(left4[0:14]), " ".join(left4[14:28]), " ".join(left4[28:42]))
LEAD4 = [(0, "play MJ 2j 3s 4p 5t")]
def checkW4(rep):
    assert rep["awaiting"] == [0] and rep["phase"] == "lead", rep["awaiting"]
    ps = plays(rep, 0)
    assert ps and all("7" in p for p in ps) and "play DG" not in ps, ps
# Every seat holds a bomb here, so each declines before the trick is collected (R7.7).
write("tichu-wish-binds-the-wisher", H4, LEAD4 + [(0, "wish 7"), (1, "pass"), (2, "pass"),
                                                  (3, "pass"), (1, "nobomb"), (2, "nobomb"),
                                                  (3, "nobomb"), (0, "nobomb")], checkW4)
def checkW5(rep):
    # Edge 26 / D17: a wish for a rank inside the Mah Jong's own straight stays active.
    assert ev(rep, "wish")[0]["text"] == "3" and ev(rep, "wish-fulfilled") == []
write("tichu-wish-not-met-by-its-own-play", H4, LEAD4 + [(0, "wish 3")], checkW5)
# Edge 29: both partners call; North goes out first: +100 - 100 for team A.
def checkC5(rep):
    assert ev(rep, "hand-end")[0]["values"] == [75, 25, 75, 25], ev(rep, "hand-end")
write("tichu-both-partners-call", C, C1 + [(1, "gift 0"), (2, PAIRS_S)], checkC5, calls=(0, 2))
def checkW6(rep):
    # Edge 17, R13.12: the owner may bomb its own trick, and is asked last.
    assert rep["awaiting"] == [0] and rep["legal"][0] == ["play 7j 7s 7p 7t", "nobomb"], rep["legal"][0]
write("tichu-owner-may-bomb-own-trick", H4, LEAD4 + [(0, "wish 7"), (1, "pass"), (2, "pass"),
                                                     (3, "pass"), (1, "nobomb"), (2, "nobomb"),
                                                     (3, "nobomb")], checkW6)
