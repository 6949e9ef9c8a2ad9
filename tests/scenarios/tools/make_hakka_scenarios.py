"""Writes the Hakka scenario files of tests/scenarios: each deal is checked to hold the 37 cards
once, and each expected report is checked against the values worked out by hand from the rules
before it is saved. Usage: python3 make_hakka_scenarios.py [path/to/paiju-cli]"""
import json, os, subprocess, sys
from scenario_files import events, save
HERE = os.path.dirname(os.path.abspath(__file__))
CLI = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../../build/release/app/paiju-cli")
OUT = os.path.join(HERE, "..") + "/"
ALL = sorted([s+str(v) for s in "SGZX" for v in range(1,10)] + ["Y1"])
def deal(dealer, hands):
    hs = [h.split() for h in hands]
    flat = sum(hs, [])
    assert sorted(flat) == ALL, (set(ALL)-set(flat), [c for c in flat if flat.count(c) > 1])
    for s, h in enumerate(hs):
        assert len(h) == (1 if s == (dealer+2)%4 else 12), (s, len(h))
    return {"dealer": dealer, "hands": hs}
def write(name, d, actions, check=None, error=None):
    r = {"format":"paiju-replay","version":1,"game":"hakka","seats":["East","South","West","North"],
         "start":{"deal":d},"actions":[{"seat":s,"action":a} for s,a in actions]}
    save(CLI, OUT, name, r, check, error, indent=2)
ev = events

# §9 declaring, §10 settlement with the dummy's hu, §11 the dealer who called keeps the deal.
A = deal(0, ["S9 G9 Z9 X9 S1 X1 S6 S7 S8 G2 Z2 X2", "S2 S3 S4 S5 G3 G4 G5 G6 G7 G8 Z3 Z4",
             "Y1", "Z5 Z6 Z7 Z8 X3 X4 X5 X6 X7 X8 G1 Z1"])
def checkA(rep):
    assert ev(rep, "declare")[0]["values"] == [9, 0]
    assert ev(rep, "hand-end")[0]["values"] == [16, -10, 4, -10]
    assert rep["scores"] == [16, -10, 4, -10]
    assert ev(rep, "deal")[-1]["seat"] == 0 and rep["phase"] == "bidding"
write("hakka-declare-and-settle", A, [(0,"call"), (0,"play S6 S7 S8"), (1,"discard S2 G3 Z3"),
      (3,"discard X3 X4 G1"), (0,"declare")], checkA)
def checkA2(rep):
    assert rep["legal"][0][0] == "declare" and rep["awaiting"] == [0]
    assert ev(rep, "trick")[0]["values"] == [3, 3]
write("hakka-may-declare-after-trick", A, [(0,"call"), (0,"play S6 S7 S8"), (1,"discard S2 G3 Z3"),
      (3,"discard X3 X4 G1")], checkA2)
write("hakka-discard-wrong-count", A, [(0,"call"), (0,"play S6 S7 S8"), (1,"discard S2 G3")],
      error="must beat S6 S7 S8 when able, else discard 3 cards")

# §4 privileged caller, §6.2 the privilege (an elder led as a single), §14.3 and §14.12.
B = deal(0, ["G2 G4 G6 G7 G8 G9 Z2 Z3 Z4 X2 X3 X4", "Y1 S1 G5 S2 S3 S4 S5 S6 S7 S8 Z5 Z6",
             "X9", "G1 G3 S9 Z1 Z7 Z8 Z9 X1 X5 X6 X7 X8"])
def checkB(rep):
    assert ev(rep, "trick")[0]["seat"] == 1 and ev(rep, "trick")[1]["values"] == [1, 2]
    assert rep["awaiting"] == [1] and "declare" not in rep["legal"][1]
    singles = [a for a in rep["legal"][1] if len(a.split()) == 2]
    assert singles == ["play S%d" % v for v in range(1, 9)], singles  # S1 only by the privilege
write("hakka-privileged-leads-yun", B, [(0,"pass"), (1,"call"), (0,"play G2"), (1,"play G5"),
      (3,"discard G1"), (1,"play Y1"), (3,"discard Z1"), (0,"discard X2")], checkB)
def checkB2(rep):
    assert rep["legal"][1] == ["play G5"], rep["legal"][1]
write("hakka-follower-must-beat", B, [(0,"pass"), (1,"call"), (0,"play G2")], checkB2)
def checkB3(rep):
    assert all(a.startswith("discard ") and len(a.split()) == 2 for a in rep["legal"][3])
    assert len(rep["legal"][3]) == 12
write("hakka-cannot-beat-discards", B, [(0,"pass"), (1,"call"), (0,"play G2"), (1,"play G5")], checkB3)
write("hakka-dealer-may-not-lead-elder", B, [(0,"pass"), (1,"call"), (0,"play G9")],
      error="'play G9' breaks the single-lead rule")
write("hakka-dummy-does-not-bid", B, [(0,"pass"), (2,"call")],
      error="it is seat 1's turn, not seat 2's")

# §14.4: the only beating play breaks up a longer run; a discard is refused while a beat exists.
C = deal(0, ["Z2 Z3 Z4 X2 X3 X4 X5 X6 X7 X8 S1 Y1", "Z5 Z6 Z7 Z8 S2 S4 S6 S8 G2 G4 G6 G8",
             "X1", "S3 S5 S7 S9 G1 G3 G5 G7 G9 Z1 Z9 X9"])
def checkC(rep):
    assert rep["legal"][1] == ["play Z5 Z6 Z7", "play Z6 Z7 Z8"], rep["legal"][1]
write("hakka-beat-breaks-a-run", C, [(0,"call"), (0,"play Z2 Z3 Z4")], checkC)
write("hakka-discard-while-able-to-beat", C, [(0,"call"), (0,"play Z2 Z3 Z4"), (1,"discard S2 S4 S6")],
      error="must beat Z2 Z3 Z4 when able, else discard 3 cards")
write("hakka-card-not-in-hand", C, [(0,"call"), (0,"play X1 S1 Y1")],
      error="not in seat 0's hand")
write("hakka-yun-in-a-set", C, [(0,"call"), (0,"play S1 Z2 Y1")],
      error="'play S1 Z2 Y1' is not legal now (lead)")

# §14.4 with an elder: the only beating card is an elder.
D = deal(0, ["G2 G4 G6 G7 G8 G5 Z2 Z3 Z4 X2 X3 X4", "Y1 S1 G9 S2 S3 S4 S5 S6 S7 S8 Z5 Z6",
             "X9", "G1 G3 S9 Z1 Z7 Z8 Z9 X1 X5 X6 X7 X8"])
def checkD(rep):
    assert rep["legal"][1] == ["play G9"], rep["legal"][1]
write("hakka-must-beat-with-an-elder", D, [(0,"call"), (0,"play G2")], checkD)

# §5 and §14.9/§14.10: Five Tigers.
T = ["S1 G1 Z1 X1 Y1 S2 S3 S4 S5 S6 S7 S8", "S9", "G2 G3 G4 G5 G6 G7 G8 G9 Z2 Z3 Z4 Z5",
     "Z6 Z7 Z8 Z9 X2 X3 X4 X5 X6 X7 X8 X9"]
def checkTv(rep):
    assert not ev(rep, "five-tigers") and not ev(rep, "hand-end") and ev(rep, "void")
    assert ev(rep, "deal")[-1]["seat"] == 3 and ev(rep, "deal")[-1]["values"][0] == 1
write("hakka-five-tigers-void-hand", deal(3, T), [(3,"pass"), (0,"pass"), (2,"pass")], checkTv)
def checkTp(rep):
    assert ev(rep, "hand-end")[0]["values"] == [8, 0, -8, 0]
    assert ev(rep, "deal")[-1]["seat"] == 0  # the dealer passed: the deal moves on
write("hakka-five-tigers-privileged-pays", deal(3, T), [(3,"pass"), (0,"pass"), (2,"call")], checkTp)
