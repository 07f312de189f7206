"""Count files ("perft" for movement) for Movement and Terrain: fixed positions, a mover and an action,
the number of tiles it may end its move on, with zones of control and passing through units.

Expected numbers come from the brute force below: every explicit walk of single steps up to the unit's
speed (no Dijkstra, none of the ruleset's movement code; only the terrain table, tested apart), with the
text's rules written out again. `python -m tests.rulesets.formations.test_reach_counts --write` rewrites
them. A wrong count prints, for each first step, how many end tiles each side reaches through it.
"""
import json
import sys
from pathlib import Path

import pytest

from game.content import scenario_from_data
from game.core.battle import Battle
from game.rulesets.formations.actions import order_action
from game.rulesets.formations.moving import move_rules
from game.rulesets.formations.terrain import IMPEDED, ROAD, movement_effect, tile_types

COUNTS = Path(__file__).parent / "counts"
FILES = sorted(COUNTS.glob("*.json"))


def load(spec) -> Battle:
    from .helpers import PROFILES, doc
    b = Battle.start(scenario_from_data(doc(spec["units"], spec.get("terrain", []), cols=spec["cols"],
                                            rows=spec["rows"], profiles=PROFILES)), seed=0)
    mover = b.state.units[spec["mover"]]
    b.state.to_act = b.state.first = mover.side
    b.perform(order_action(mover.id, spec["order"]))
    return b


def brute(b: Battle, uid: str) -> dict:
    """first step -> set of end tiles, by walking every path."""
    st = b.state
    u = st.units[uid]
    p = st.profile_of(u)
    charge = st.active.order == "engage"
    cols, rows = st.terrain.cols, st.terrain.rows
    enemies = [e for e in st.living() if e.side != u.side]
    occ = {x.cell: x for x in st.living()}
    zone = set()
    for e in enemies:
        if not st.profile_of(e).air and e.id not in st.zoc_lost:
            zone |= {(e.col + dc, e.row + dr) for dc in range(-2, 3) for dr in range(-2, 3)}
    types = lambda c: tile_types(st.terrain.types(c), c)  # noqa: E731
    began_in = u.cell in zone

    def enter(c):
        if not (0 <= c[0] < cols and 0 <= c[1] < rows):
            return None
        if movement_effect(types(c), p.unit_class, p.climbing_gear) == "impassable":
            return None
        o = occ.get(c)
        if o is not None and o.side != u.side:
            return None
        if o is not None and p.unit_class != "infantry" and st.profile_of(o).unit_class != "infantry":
            return None
        if c in zone and not charge and not began_in:
            return None
        slow = (p.unit_class == "infantry" or p.armoured) and not types(c).isdisjoint(IMPEDED)
        return 2 if slow else 1

    def may_end(c):
        if c in occ:
            return False
        touching = any(max(abs(e.col - c[0]), abs(e.row - c[1])) == 1 for e in enemies)
        if charge:
            return c not in zone or touching
        return not (began_in and c in zone)

    out: dict = {}

    def walk(c, left, first, on_road):
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                if dc == dr == 0:
                    continue
                n = (c[0] + dc, c[1] + dr)
                cost = enter(n)
                if cost is None:
                    continue
                road = on_road and ROAD in types(n)
                budget_left = left - cost
                if budget_left < -2 or (budget_left < 0 and not road):
                    continue
                f = first or n
                if n != u.cell and may_end(n) and (budget_left >= 0 or road):
                    out.setdefault(f, set()).add(n)
                walk(n, budget_left, f, road)

    walk(u.cell, p.speed, None, ROAD in types(u.cell))
    return out


def implementation(b: Battle, uid: str) -> dict:
    found = move_rules(b.state, b.state.units[uid]).search()
    out: dict = {}
    for cell, (_cost, path) in found.items():
        out.setdefault(path[0], set()).add(cell)
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_reach_count(path):
    """Movement, Other Units, Zones of Control: the count of end tiles matches the file and the brute force."""
    spec = json.loads(path.read_text())
    b = load(spec)
    mine = implementation(b, spec["mover"])
    total = set().union(*mine.values()) if mine else set()
    want = brute(b, spec["mover"])
    want_total = set().union(*want.values()) if want else set()
    if total != want_total or len(total) != spec["count"]:
        lines = [f"{f}: implementation {len(mine.get(f, ()))}, brute force {len(want.get(f, ()))}"
                 for f in sorted(set(mine) | set(want))]
        pytest.fail(f"{path.name}: {len(total)} end tiles, brute force {len(want_total)}, file {spec['count']}\n"
                    + "\n".join(lines))


def _write() -> None:
    for path in FILES:
        spec = json.loads(path.read_text())
        b = load(spec)
        want = brute(b, spec["mover"])
        spec["count"] = len(set().union(*want.values())) if want else 0
        path.write_text(json.dumps(spec, indent=1) + "\n")
        print(path.name, spec["count"])


if __name__ == "__main__" and "--write" in sys.argv:
    _write()
