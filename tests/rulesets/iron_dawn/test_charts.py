"""Accuracy and Melee Tests, Critical Hit chart, Dice: the printed charts walked cell by cell from count
files, and the dice read as the text says."""
from pathlib import Path

import pytest

from game.core.dice import Dice, die_distribution
from game.rulesets.iron_dawn.charts import melee_score, shooting_score
from game.rulesets.iron_dawn.critical import critical_hit

from .helpers import scenario, start, unit

COUNTS = Path(__file__).parent / "counts"


def _lines(name):
    return [ln.split() for ln in (COUNTS / name).read_text().splitlines() if ln.strip() and not ln.startswith("#")]


def test_accuracy_and_melee_tests_every_cell_of_both_charts_reads_as_printed():
    rows = _lines("to_hit.txt")
    shooting = [r for r in rows if r[0] == "shooting"]
    melee = [r for r in rows if r[0] == "melee"]
    assert len(shooting) == 5 * 8 and len(melee) == 8
    wrong = [r for r in shooting if shooting_score(int(r[2]), int(r[1])) != int(r[3])]
    wrong += [r for r in melee if melee_score(int(r[1])) != int(r[2])]
    assert not wrong, wrong


def test_accuracy_and_melee_tests_melee_score_is_ten_minus_mel():
    assert all(melee_score(m) == 10 - m for m in range(1, 9))


def _vehicle_state():
    sc = scenario([unit("tank", "human_tank", 10, 10)], [unit("far", "woruxi_runts", 40, 30, 180)])
    return start(sc)[0]


@pytest.mark.parametrize("line", _lines("critical.txt"), ids=lambda l: " ".join(l))
def test_critical_hit_chart_every_result_and_the_crew_killed_d5(line):
    roll = int(line[0])
    follow = [int(x) for x in line[1].strip("[]").split(",") if x] if line[1] != "[]" else []
    effect = line[-1]
    state = _vehicle_state()
    v = state.units["tank"]
    dice = Dice.scripted([roll] + follow)
    critical_hit(state, v, "front", dice)
    assert dice.remaining == 0
    if effect.startswith("stunned_until"):
        assert v.stunned_until == state.turn + 2
    elif effect.startswith("lost="):
        assert v.lost_mounts == sorted(effect[5:].split(","))
    elif effect.startswith("engine_until"):
        assert v.engine_until == state.turn + 1
    elif effect.startswith("penetrated"):
        assert v.penetrated == ["front"]
    elif effect == "immobilised":
        assert v.immobilised and v.alive
    elif effect == "destroyed":
        assert not v.alive
    else:
        raise AssertionError(effect)


def test_critical_hit_chart_file_covers_all_ten_results_and_all_five_crew_results():
    lines = _lines("critical.txt")
    assert {int(ln[0]) for ln in lines} == set(range(1, 11))
    assert sorted((int(ln[1].strip("[]")) + 1) // 2 for ln in lines if ln[0] == "6") == [1, 2, 3, 4, 5]


def test_dice_a_d10_zero_reads_ten_a_d5_is_a_halved_d10_rounded_up_and_00_is_100():
    d = Dice.scripted([10, 1, 2, 3, 4, 9, 10, 10, 10, 10, 1])
    assert d.roll("d10", why="x").value == 10
    assert [d.roll("d5", why="x").value for _ in range(4)] == [1, 1, 2, 2]
    assert d.roll("d5", why="x").value == 5          # a 9 halves up to 5
    assert d.roll("d5", why="x").value == 5          # the printed 0 (10) too
    assert d.roll("d100", why="x").value == 100      # 0 and 0: 100
    assert d.roll("d100", why="x").value == 1        # 0 then 1: 01
    assert die_distribution("d5") == {v: 2 for v in range(1, 6)}
    assert die_distribution("d100") == {v: 1 for v in range(1, 101)}
