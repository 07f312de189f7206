"""`sight_cells`: the hexes a sight test reads. Blockers that agree on them give the same answer, so
an answer may be kept under them (Fields of Iron keeps its shots' sight so)."""
import random

from game.geometry.hexes import Hex
from game.geometry.hexsight import sees, visible
from game.geometry.hexsight_deps import sight_cells


def _hexes(rng: random.Random, p: float) -> set[Hex]:
    return {Hex(q, r, -q - r) for q in range(-8, 9) for r in range(-8, 9) if rng.random() < p}


def test_sight_reads_only_its_cells_whatever_stands_elsewhere():
    rng = random.Random(11)
    seen = blocked = 0
    for _ in range(150):
        a, b = rng.randint(-2, 2), rng.randint(-2, 2)
        v = Hex(a, b, -a - b)
        q, r = rng.randint(-7, 7), rng.randint(-7, 7)
        t = Hex(q, r, -q - r)
        facing = rng.choice([None, 0, 1, 2, 3, 4, 5])
        blocks = _hexes(rng, rng.choice([0.1, 0.25, 0.4]))
        cells = sight_cells(v, facing, t)
        elsewhere = (blocks & cells) | (_hexes(rng, 0.5) - cells)
        if facing is None:
            answers = {sees(v, t, blocks), sees(v, t, blocks & cells), sees(v, t, elsewhere)}
        else:
            answers = {visible(v, facing, t, blocks), visible(v, facing, t, blocks & cells),
                       visible(v, facing, t, elsewhere)}
        assert len(answers) == 1, (v, facing, t)
        seen += answers == {True}
        blocked += answers == {False}
    assert seen > 20 and blocked > 20          # both answers were put to the test


def test_the_hexes_between_are_read_and_an_adjacent_target_reads_none():
    v, t = Hex(0, 0, 0), Hex(0, -4, 4)
    cells = sight_cells(v, 2, t)
    assert {Hex(0, -1, 1), Hex(0, -2, 2), Hex(0, -3, 3)} <= cells and Hex(0, 4, -4) not in cells
    assert sight_cells(v, 2, Hex(0, -1, 1)) == frozenset()
    assert sight_cells(v, 5, t) == frozenset()        # behind: out of the front arc


def test_forgetting_the_plans_gives_the_same_answers():
    """`memo.forget` empties the plan registries with the reads kept over them (a bench starts cold):
    rebuilt in another order, every answer is the same."""
    from game.geometry import hexsight_plans
    from game.geometry.memo import forget

    rng = random.Random(5)
    cases = [(Hex(0, 0, 0), rng.choice([None, 0, 3]), Hex(q, r, -q - r), _hexes(rng, 0.2))
             for q, r in ((rng.randint(-6, 6), rng.randint(-6, 6)) for _ in range(40))]

    def answers():
        return [(sight_cells(v, f, t), sees(v, t, b) if f is None else visible(v, f, t, b)) for v, f, t, b in cases]

    before = answers()
    forget()
    assert not hexsight_plans._REGISTRIES
    cases.reverse()                          # the plans built again, in another order
    assert answers() == before[::-1]


def test_plan_reads_turned_in_integers_are_the_plan_turned_by_rot():
    """`plan_reads` turns a plan's own reads by k sixths in plain integers: the hexes `rot` gives."""
    from game.geometry.hexsight_corners import rot
    from game.geometry.hexsight_deps import _unturned, plan_reads

    for fkey in (0, None):
        for dq, dr in ((3, -1), (0, -4), (2, 3), (-5, 1)):
            own = _unturned(fkey, dq, dr)
            assert own.row_at
            for k in range(6):
                got = plan_reads(fkey, dq, dr, k)
                assert got.row_at == [rot(q, r, k) for q, r in own.row_at]
                assert got.more == [tuple(rot(q, r, k) for q, r in hs) for hs in own.more]
                assert got.entry_more == [tuple(rot(q, r, k) for q, r in hs) for hs in own.entry_more]
                assert (got.entries, got.rows, got.more_ok, got.entry_ok, got.rows_of) == \
                    (own.entries, own.rows, own.more_ok, own.entry_ok, own.rows_of)
