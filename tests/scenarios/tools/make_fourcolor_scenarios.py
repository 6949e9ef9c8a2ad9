"""Writes the Four-Color scenario files of tests/scenarios. Situations from the middle of a hand
are `position` starts built from a saved state of a real match, with the hands, melds, stock and
current card set by hand; cards not named go to the stock (after any named stock cards) or fill
the hands, dealt round-robin so that the filler rarely forms melds. Every expected report is
checked against the values worked out by hand from the rules before it is saved.
Usage: python3 make_fourcolor_scenarios.py [path/to/paiju-cli]"""
import json, os, subprocess, sys
from scenario_files import events, save
HERE = os.path.dirname(os.path.abspath(__file__))
CLI = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../../build/release/app/paiju-cli")
OUT = os.path.join(HERE, "..") + "/"
TYPES = [c + r for c in "RGYW" for r in "KAECHPS"]

class Pool:
    """The 112 physical cards; take() hands out the lowest free copy of a type."""
    def __init__(self): self.free = {t: [1, 2, 3, 4] for t in TYPES}
    def take(self, t):
        assert self.free[t], "no copy of %s left" % t
        return t + str(self.free[t].pop(0))
    def rest(self): return [t + str(c) for t in TYPES for c in self.free[t]]

def run(args):
    return subprocess.run([CLI] + args, capture_output=True, text=True)

def template(seats):
    path = "/tmp/fourcolor-template.json"
    json.dump({"format": "paiju-replay", "version": 1, "game": "fourcolor",
               "seats": ["S%d" % i for i in range(seats)], "start": {"seed": 1}, "actions": []},
              open(path, "w"))
    return json.loads(run(["replay", path, "--full"]).stdout)["state"]

def position(seats, hands, sizes, exposed=None, stock=(), current=None, turn=0, phase="claim",
             discard_pile=()):
    """hands: the named cards of each seat; sizes: how many cards each concealed hand holds."""
    pool = Pool()
    exposed = exposed or [[] for _ in range(seats)]
    ex = [[{"kind": k, "cards": [pool.take(t) for t in cards.split()]} for k, cards in melds]
          for melds in exposed]
    hs = [[pool.take(t) for t in h.split()] for h in hands]
    cur = None
    if current:
        card, source, owner = current
        cur = {"card": pool.take(card), "source": source, "owner": owner}
    named_stock = [pool.take(t) for t in stock]
    pile = [pool.take(t) for t in discard_pile]
    rest = pool.rest()
    i = 0
    while any(len(h) < n for h, n in zip(hs, sizes)):  # round-robin filler
        for h, n in zip(hs, sizes):
            if len(h) < n:
                h.append(rest.pop(i % len(rest)))
                i += 7
    state = template(seats)
    state.update({"phase": phase, "turn": turn, "hands": hs, "exposed": ex,
                  "stock": named_stock + rest, "discardPile": pile, "events": [],
                  "declarations": [{} for _ in range(seats)], "revealed": [], "firstPlayer": turn,
                  "lastActor": cur["owner"] if cur else turn})
    state.pop("current", None)
    state.pop("firstDiscard", None)
    if cur:
        state["current"] = cur
        state["firstDiscard"] = pile[0] if pile else cur["card"]
    return state

def write(name, seats, start, actions, check=None, error=None):
    r = {"format": "paiju-replay", "version": 1, "game": "fourcolor",
         "seats": ["S%d" % i for i in range(seats)], "start": start,
         "actions": [{"seat": s, "action": a} for s, a in actions]}
    save(CLI, OUT, name, r, check, error)

ev = events

# §8.4 Example A and §11.2 row 1: S2 wins on S0's YH with base 14; the flower WA is matched by the
# three WA S2 owns; total 17; each other player pays 8.
exA = position(4,
    hands=["YH", "", "RH RH GK GE GE GE YC YP WA WA WA", ""], sizes=[21, 20, 11, 20],
    exposed=[[], [], [("command", "RK RA RE"), ("pung", "GC GC GC"), ("soldiers3", "GS YS WS")], []],
    stock=["WA", "YH", "YH", "YH", "YC", "YC", "YC", "YP", "YP", "YP"], turn=0, phase="discard")
def checkA(rep):
    assert ev(rep, "hu")[0]["values"] == [14, 3, 17], ev(rep, "hu")
    assert ev(rep, "flower")[0]["text"] == "WA"
    assert ev(rep, "hand-end")[0]["values"] == [-8, -8, 24, -8]
    assert rep["scores"] == [32, 32, 64, 32]
write("fourcolor-example-a", 4, {"position": exA}, [(0, "discard YH"), (2, "hu")], checkA)

# §8.4 Example B and §11.2 row 4 (2 players): base 20, not 18; flower unmatched; S1 pays 11.
exB = position(2,
    hands=["RK RK RA RA RE YE YE YE YE", "RE"], sizes=[9, 21],
    exposed=[[("pung", "GH GH GH"), ("field", "WC WH WP"), ("soldiers4", "RS GS YS WS"),
              ("single", "GK")], []],
    stock=["RP"], turn=1, phase="discard")
def checkB(rep):
    assert ev(rep, "hu")[0]["values"] == [20, 0, 20], ev(rep, "hu")
    assert rep["scores"] == [31, 9]
write("fourcolor-example-b", 2, {"position": exB}, [(1, "discard RE"), (0, "hu")], checkB)
def checkBlegal(rep):
    assert rep["legal"][0] == ["hu", "chow pair", "chow command", "pass"], rep["legal"][0]
write("fourcolor-claims-offered", 2, {"position": exB}, [(1, "discard RE")], checkBlegal)

# §7: a pung beats a chow; the chow's seat and the seat between are passed over (§4.3).
pri = position(4, hands=["RC", "RH RP", "RC RC", ""], sizes=[21, 20, 20, 20],
               stock=["RC", "RH", "RH", "RH", "RP", "RP", "RP"], turn=0, phase="discard")
def checkPri(rep):
    assert ev(rep, "claim")[0]["seat"] == 2 and ev(rep, "claim")[0]["text"].startswith("pung")
    assert rep["phase"] == "discard" and rep["awaiting"] == [2]
write("fourcolor-pung-beats-chow", 4, {"position": pri},
      [(0, "discard RC"), (1, "chow field"), (2, "pung")], checkPri)
write("fourcolor-only-next-may-chow", 4, {"position": pri}, [(0, "discard RC"), (2, "chow field")],
      error="'chow field' is not legal for seat 2 now (claim)")

# §7.4: two seats may hu on one discard; the nearer in seat order (S1) wins, S3's hu is void.
hu2 = position(4,
    hands=["WS", "GS YS RK RK RK RK GK GK GK GK RA RA RA RE RE RE RC RC RC YK",
           "", "RS YS YK YK YK WK WK WK WK GA GA GA GE GE GE GC GC GC WH WH"],
    sizes=[21, 20, 20, 20], stock=["WS", "WS", "WS", "GS", "GS", "GS", "RS", "RS", "RS", "YS", "YS"],
    turn=0, phase="discard")
def checkHu2(rep):
    assert ev(rep, "hu")[0]["seat"] == 1 and len(ev(rep, "hu")) == 1
    assert not ev(rep, "xianggong")
write("fourcolor-nearest-hu-wins", 4, {"position": hu2},
      [(0, "discard WS"), (3, "hu"), (1, "hu")], checkHu2)
# §5.2 and D8: soldiers offered in every combination of colors.
def checkSoldiers(rep):
    assert rep["legal"][1] == ["hu", "chow soldiers3 GS YS", "pass"], rep["legal"][1]
write("fourcolor-hu-or-soldiers", 4, {"position": hu2}, [(0, "discard WS")], checkSoldiers)

# §5.3: a claim must leave a non-General to discard. S1 holds RC RC RK beside 17 exposed cards: a
# pung would leave only the General, so it is not offered; the pair (leaving RC RK) is. Hu is exempt
# from the rule and legal here (pung RC RC RC + single RK).
cap = position(4, hands=["RC", "RC RC RK", "", ""], sizes=[21, 3, 20, 20],
               exposed=[[], [("kong", "GA GA GA GA"), ("kong", "GE GE GE GE"),
                             ("kong", "YA YA YA YA"), ("kong", "YE YE YE YE"),
                             ("single", "GK")], [], []],
               stock=["RC"] + ["GK"] * 3, turn=0, phase="discard")
def checkCap(rep):
    assert rep["legal"][1] == ["hu", "chow pair", "pass"], rep["legal"][1]
write("fourcolor-discard-capacity", 4, {"position": cap}, [(0, "discard RC")], checkCap)

# §7.5: a drawn General must be taken by its drawer; pass is refused.
gen = position(4, hands=["", "RA RE RC", "", ""], sizes=[20, 20, 20, 20],
               current=("RK", "draw", 1), stock=["RK", "RK", "RK"], turn=1, phase="claim",
               discard_pile=["GP"])
def checkGen(rep):
    assert "pass" not in rep["legal"][1] and "chow single" in rep["legal"][1]
    assert "chow command" in rep["legal"][1], rep["legal"][1]
write("fourcolor-drawn-general", 4, {"position": gen}, [], checkGen)
write("fourcolor-drawn-general-no-pass", 4, {"position": gen}, [(1, "pass")],
      error="the drawer of a General must take it")
write("fourcolor-never-discard-general", 4, {"position": exA}, [(0, "discard RK")],
      error="a General is never discarded")
