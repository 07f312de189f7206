"""Count files ("perft" for movement): fixed maps, a start and a rule set, the number of reachable
(hex, facing) states. Expected numbers come from the brute force below (explicit move sequences,
no Dijkstra, no shared code with game.geometry.cellreach); `python tests/geometry/test_cellreach_counts.py --write`
rewrites them. When a count is wrong the test prints, for each first step, how many states the
implementation and the brute force reach through it.
"""
import json
import sys
from pathlib import Path

import pytest

from game.geometry.cellreach import hex_facing_reach, reach, step_cost_table
from game.geometry.hexes import Facing, neighbour
from game.geometry.hexarcs import front_sides
from game.geometry.hexmaps import HexGrid

sys.path.insert(0, str(Path(__file__).parent))
from test_cellreach_rules import RULES, Board, start_state  # noqa: E402

COUNTS = Path(__file__).parent / "counts"


def load(path):
    spec = json.loads(path.read_text())
    m = spec["map"]
    grid = HexGrid(m["cols"], m["rows"], m.get("orientation", "flat"), m.get("offset", "odd"))
    cell = lambda cr: grid.from_offset(*cr)  # noqa: E731
    board = Board(grid, impassable={cell(c) for c in m.get("impassable", [])}, stop={cell(c) for c in m.get("stop", [])},
                  enemies={cell(c) for c in m.get("enemies", [])})
    costs = {cell(c): float(k) for k, cells in m.get("costs", {}).items() for c in cells}
    start = cell(spec["start"]["at"])
    facing = Facing.from_compass(spec["start"]["facing"], grid.orientation)
    return spec, grid, board, costs, start, facing


# --- brute force: explicit move sequences -----------------------------------------------------------

def brute_moves(spec, board, costs, h, f):
    """Yield (first_move, (hex, facing)) for every prefix of every legal move sequence."""
    rule = spec["rules"]
    out = []

    def enter(n):
        if n not in board.grid or n in board.impassable:
            return None
        return n in board.stop

    def singles(h, f, left, first, path_ok=True):
        for d in front_sides(f):
            n = neighbour(h, d)
            stop = enter(n)
            if stop is None:
                continue
            fm = first or (n, d)
            out.append((fm, (n, d)))
            if not stop and left > 1:
                singles(n, d, left - 1, fm)

    if rule in ("infantry", "light_cavalry"):
        singles(h, f, 2 if rule == "infantry" else 4, None)
    elif rule == "artillery":
        for d in Facing:
            n = neighbour(h, d)
            if enter(n) is not None:
                out.append(((n, f), (n, f)))
    elif rule == "heavy_cavalry":
        def leg(h, d, first, then):
            n1 = neighbour(h, d)
            s1 = enter(n1)
            if s1 is None:
                return
            fm = first or (n1, d)
            out.append((fm, (n1, d)))
            if s1:
                return
            n2 = neighbour(n1, d)
            s2 = enter(n2)
            if s2 is None:
                return
            out.append((fm, (n2, d)))
            if not s2 and then:
                for d2 in front_sides(d):
                    leg(n2, d2, fm, False)
        for d in front_sides(f):
            leg(h, d, None, True)
    elif rule == "points":
        budget, turn = spec["budget"], spec.get("turn_cost")

        def go(h, f, spent, first):
            for d in front_sides(f):
                n = neighbour(h, d)
                stop = enter(n)
                if stop is None:
                    continue
                c = spent + costs.get(n, 1.0)
                if c > budget:
                    continue
                fm = first or ("step", n, d)
                out.append((fm, (n, d)))
                if not stop:
                    go(n, d, c, fm)
            if turn is not None and spent + turn <= budget:
                for k in (1, -1):
                    nf = f.rotate(k)
                    fm = first or ("turn", h, nf)
                    out.append((fm, (h, nf)))
                    go(h, nf, spent + turn, fm)
        go(h, f, 0.0, None)
    return out


def brute_count(spec, board, costs, h, f):
    moves = brute_moves(spec, board, costs, h, f)
    states = {(h, f)} | {s for _, s in moves}
    by_first = {}
    for fm, s in moves:
        by_first.setdefault(fm, set()).add(s)
    return states, by_first


# --- the implementation ---------------------------------------------------------------------------

def impl_count(spec, grid, board, costs, h, f):
    rule = spec["rules"]
    if rule == "points":
        cell_costs = [None if x in board.impassable else costs.get(x, 1.0) for x in grid]
        r = hex_facing_reach(grid, h, f, step_cost_table(grid, cell_costs), spec["budget"],
                             turn_cost=spec.get("turn_cost"), stop_cells={grid.index(x) for x in board.stop})
        states = set(r.states())
        by_first = {}
        for s in states:
            p = r.path(*s)
            if len(p) > 1:
                key = ("turn", p[1][0], p[1][1]) if p[1][0] == h else ("step", p[1][0], p[1][1])
                by_first.setdefault(key, set()).add(s)
        return states, by_first
    make, _ = RULES[rule]
    r = reach(start_state(rule, h, f), make(board))
    states = {(s[0], s[1]) for s in r}
    by_first = {}
    for s in r:
        p = r.path(s)
        if len(p) > 1:
            by_first.setdefault((p[1][0], p[1][1]), set()).add((s[0], s[1]))
    return states, by_first


FILES = sorted(COUNTS.glob("*.json"))


def test_there_are_count_files():
    assert len(FILES) >= 5


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_count(path):
    spec, grid, board, costs, h, f = load(path)
    got, got_first = impl_count(spec, grid, board, costs, h, f)
    want, want_first = brute_count(spec, board, costs, h, f)
    if len(got) != spec["expected"] or got != want:
        lines = [f"{path.name}: implementation {len(got)}, brute force {len(want)}, file {spec['expected']}",
                 "first step                          impl  brute"]
        for key in sorted(set(got_first) | set(want_first), key=repr):
            lines.append(f"  {key!r:<34}{len(got_first.get(key, ())):>5}{len(want_first.get(key, ())):>7}")
        lines.append(f"  only in implementation: {sorted(got - want)[:6]}")
        lines.append(f"  only in brute force:    {sorted(want - got)[:6]}")
        print("\n".join(lines))
    assert len(want) == spec["expected"], "the brute force disagrees with the count file"
    assert got == want


if __name__ == "__main__" and "--write" in sys.argv:
    for p in FILES:
        spec, grid, board, costs, h, f = load(p)
        spec["expected"] = len(brute_count(spec, board, costs, h, f)[0])
        p.write_text(json.dumps(spec, indent=1) + "\n")
        print(p.name, spec["expected"])
