"""The assess and ai_moves hooks of Forgotten World, Iron Dawn and Formations: what each reads of a battle,
and that the moves they offer belong to the side acting and pass the battle's check."""
from __future__ import annotations

import math

import pytest

from game.core.battle import Battle
from game.core.dice import Dice
from game.rulesets.forgotten_world import ai as fw_ai
from game.rulesets.formations import ai as fm_ai
from game.rulesets.iron_dawn import ai as id_ai
from game.rulesets.iron_dawn.movement import budget_of

from .helpers import scenario_of, shipped_maps


def _start(ruleset: str, seed: int = 1):
    battle = Battle.start(scenario_of(ruleset), seed)
    return battle, battle.ruleset.clone(battle.state)


def _played_to(ruleset: str, ready, seed: int = 2, file: str | None = None) -> Battle:
    """A battle played on at random (seeded) until `ready(state)`."""
    scenario = next(sc for r, f, sc in shipped_maps() if r == ruleset and (file is None or f == file))
    battle = Battle.start(scenario, seed)
    policy = Dice.seeded(seed)
    while battle.to_act() is not None and not ready(battle.state):
        options = battle.legal_actions().list()
        battle.perform(options[policy.pick(len(options))])
    assert battle.to_act() is not None, "the battle ended first"
    return battle


# -- Forgotten World -----------------------------------------------------------------------------------
def test_forgotten_world_assess_counts_models_removed_as_the_victory_does():
    battle, state = _start("forgotten_world")
    side = state.sides[0]
    before = battle.ruleset.assess(state, side)
    assert before.own == before.enemy == 1.0 and before.score == 0.0
    foe = next(u for u in state.units.values() if u.side != side and u.regiment)
    foe.shrink_to(foe.models - 4)
    after = battle.ruleset.assess(state, side)
    assert after.enemy < 1.0 and after.own == 1.0
    assert after.score == pytest.approx(2.0 * 4 / sum(u.start for u in state.units.values()))
    assert battle.ruleset.assess(state, state.other(side)).score == pytest.approx(-after.score)


def test_forgotten_world_assess_prefers_a_flank_charge_to_a_frontal_one():
    battle, state = _start("forgotten_world")
    side = state.sides[0]
    mine = next(u for u in state.alive_units(side) if u.regiment)
    foe = next(u for u in state.alive_units(state.other(side)) if u.regiment)
    values = {}
    for face in ("front", "left", "rear"):
        s = battle.ruleset.clone(state)
        s.charges = [[mine.id, foe.id, face, False, "declared"]]
        values[face] = battle.ruleset.assess(s, side).position
    assert values["rear"] > values["left"] > values["front"]
    s = battle.ruleset.clone(state)
    s.charges = [[foe.id, mine.id, "rear", False, "declared"]]
    assert battle.ruleset.assess(s, side).position < values["front"]


def test_forgotten_world_ai_moves_face_and_close_on_the_nearest_enemy():
    battle = _played_to("forgotten_world", lambda s: s.phase == "movement")
    state = battle.state
    moves = fw_ai.ai_moves(state)
    assert moves and all(state.units[m.unit].side == state.active for m in moves)
    legal = [m for m in moves if battle.check(m)]
    assert len(legal) >= len(moves) // 2
    closer = 0
    for m in legal:
        u = state.units[m.unit]
        twin = battle.ruleset.clone(state)
        battle.ruleset.apply(twin, m, Dice.seeded(1))
        foes = [e for e in state.alive_units(state.other(u.side)) if not e.fled]
        before = min(math.hypot(e.x - u.x, e.y - u.y) for e in foes)
        v = twin.units[u.id]
        closer += min(math.hypot(e.x - v.x, e.y - v.y) for e in foes) < before - 0.4
    assert closer >= 1
    assert fw_ai.ai_moves(state, "no-such-unit") == []


# -- Iron Dawn -----------------------------------------------------------------------------------------
def test_iron_dawn_assess_reads_objectives_and_losses():
    battle, state = _start("iron_dawn")
    side = state.sides[0]
    base = battle.ruleset.assess(state, side)
    obj = next(iter(state.objectives.values()))
    obj.owner = side
    held = battle.ruleset.assess(state, side)
    assert held.score > base.score
    foe = next(u for u in state.alive_units(state.other(side)) if u.kind == "squad")
    for m in foe.models[: len(foe.models) // 2 + 1]:
        m.alive = False
    hurt = battle.ruleset.assess(state, side)
    assert hurt.enemy < held.enemy and hurt.score > held.score   # below half strength: half its points


def test_iron_dawn_ai_moves_belong_to_the_acting_side_and_some_pass_check():
    """Some are blocked by the side's own packed squads (the computer's `Sim.legal` drops those)."""
    battle = _played_to("iron_dawn", lambda s: s.phase >= 1)
    state = battle.state
    moves = id_ai.ai_moves(state)
    side = state.acting()
    assert moves and all(state.units[m.unit].side == side for m in moves)
    assert sum(1 for m in moves if battle.check(m)) >= 3


def _near_an_objective(state) -> bool:
    """A unit free to act stands a move away from the capture radius of the nearest objective it lacks."""
    side = state.acting()
    if side is None:
        return False
    for u in state.on_table(side):
        goals = [o for o in state.objectives.values() if o.owner != side]
        if u.is_vehicle or u.kind == "emplacement" or u.acted_phase == state.phase or not u.living or not goals:
            continue
        o = min(goals, key=lambda g: math.hypot(g.x - u.x, g.y - u.y))
        gap = math.hypot(o.x - u.x, o.y - u.y) - o.radius
        if 0.5 <= gap <= budget_of(state, u)[0] - id_ai.TURNING - 0.5:
            return True
    return False


@pytest.mark.parametrize("seed", [2, 3])
def test_iron_dawn_offers_a_move_into_an_objectives_capture_radius(seed):
    battle = _played_to("iron_dawn", _near_an_objective, seed)
    state = battle.state
    side = state.acting()
    found = 0
    for m in id_ai.ai_moves(state):
        x, y = m.path[-1][0], m.path[-1][1]
        if any(math.hypot(o.x - x, o.y - y) <= o.radius for o in state.objectives.values() if o.owner != side):
            found += 1
    assert found >= 1


# -- Formations ----------------------------------------------------------------------------------------
def test_formations_assess_counts_destroyed_points_and_shock():
    battle, state = _start("formations")
    side = state.sides[0]
    base = battle.ruleset.assess(state, side)
    foe = next(u for u in state.living(state.other(side)))
    foe.alive = False
    after = battle.ruleset.assess(state, side)
    assert after.enemy < base.enemy and after.score > base.score
    f = next(f for f in state.live_formations(side) if len(state.members(f.id)) >= 2)
    f.shock = len(state.members(f.id)) - 1
    assert battle.ruleset.assess(state, side).own < after.own


def test_formations_assess_counts_a_unit_out_of_formation_as_lost():
    battle, state = _start("formations")
    side = state.sides[0]
    f = next(f for f in state.live_formations(side) if len(state.members(f.id)) >= 2)
    base = battle.ruleset.assess(state, side)
    stray = state.members(f.id)[-1]
    others = [u.cell for u in state.members(f.id)[:-1]]
    occupied = {u.cell for u in state.living()}
    cols, rows = state.terrain.cols, state.terrain.rows
    far = max(((c, r) for c in range(cols) for r in range(rows) if (c, r) not in occupied),
              key=lambda cell: min(max(abs(cell[0] - o[0]), abs(cell[1] - o[1])) for o in others))
    stray.col, stray.row = far
    assert fm_ai._astray(state, side) == {stray.id}
    assert battle.ruleset.assess(state, side).own < base.own


def test_iron_dawn_assess_counts_units_where_outnumbering_wins():
    """With the outnumbering option on (a side with twice the enemy's units wins), a unit lost costs score
    even when no victory points change hands yet; with it off, only its points count."""
    scenario = next(sc for r, f, sc in shipped_maps() if r == "iron_dawn" and f == "iron_dawn_tessaly.json")
    battle = Battle.start(scenario, 1)
    state = battle.ruleset.clone(battle.state)
    state.options["outnumber"] = True
    side = state.sides[0]
    base = battle.ruleset.assess(state, side).score
    mine = next(u for u in state.alive_units(side) if u.kind == "solo")
    mine.alive = False
    assert battle.ruleset.assess(state, side).score < base
    state.options["outnumber"] = False
    assert all(not o.owner for o in state.objectives.values())
    total = sum(state.start_points.values())
    assert battle.ruleset.assess(state, side).score == pytest.approx(-mine.points / total)   # its points alone
