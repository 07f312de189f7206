"""The computer player's reading of Iron Dawn's counters and objectives (game/rulesets/iron_dawn/ai.py,
movegen.candidates): Stand Up offered only where a move can follow (Manoeuvres), and the run of turns
holding the majority as the end of the turn will count it (Objectives)."""
from __future__ import annotations

import math

from game.ai.evaluate import Personality, value_of
from game.core.dice import Dice
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn import ai as id_ai
from game.rulesets.iron_dawn.movegen import candidates

from .helpers import RS, act, scenario, start, unit

OBJ = [{"id": "o1", "name": "North", "point": [10, 10], "radius": 3},
       {"id": "o2", "name": "Middle", "point": [24, 18], "radius": 3},
       {"id": "o3", "name": "South", "point": [38, 26], "radius": 3}]


def _stand_ups(state, uid):
    return [a for a in candidates(state, state.acting(), uid) if isinstance(a, A.StandUp)]


def test_manoeuvres_stand_up_is_offered_only_where_a_move_can_follow():
    """Manoeuvres: Stand Up is free but throws the counter away; after the squad has acted in the phase
    (or moved twice) no move can follow, so the computer is not offered it."""
    sc = scenario([unit("k", "human_line", 10, 30)], [unit("j", "woruxi_runts", 40, 5, 180)])
    state, _ = start(sc)
    act(state, A.Manoeuvre("k", "dig_in"))
    assert state.units["k"].dug_in
    assert _stand_ups(state, "k") == []                # acted this phase
    act(state, A.EndPhase("red"))
    act(state, A.EndPhase("blue"))                     # second action phase: red again
    assert state.acting() == "red"
    assert _stand_ups(state, "k") == [A.StandUp("k")]  # free to move: standing up first doubles its SPD
    state.units["k"].moves = 2
    assert _stand_ups(state, "k") == []                # moved twice this turn: may not move again


def test_manoeuvres_a_hull_down_vehicle_is_offered_stand_up_to_move_unless_immobilised():
    sc = scenario([unit("t", "human_tank", 10, 30)], [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    state.units["t"].hull_down = True
    assert _stand_ups(state, "t") == [A.StandUp("t")]
    state.units["t"].immobilised = True
    assert _stand_ups(state, "t") == []


def test_a_wasted_dig_in_stand_up_pair_is_not_valued_above_a_move_toward_an_objective():
    """The counter's pair undone leaves the position as it was; a move toward the objective it lacks is
    worth more (the flip-flop the computer used to make is never the better play)."""
    sc = scenario([unit("k", "human_line", 10, 32)], [unit("j", "woruxi_runts", 40, 4, 180)], objectives=OBJ)
    state, _ = start(sc)
    p = Personality()
    before = value_of(id_ai.assess(state, "red"), p)
    wasted = state.clone()
    RS.apply(wasted, A.Manoeuvre("k", "dig_in"), Dice.scripted([]))
    RS.apply(wasted, A.StandUp("k"), Dice.scripted([]))
    useful = state.clone()
    o = state.objectives["o2"]                              # the nearest objective

    def gap(x, y):
        return math.hypot(o.x - x, o.y - y)

    k = state.units["k"]
    move = next(m for m in id_ai.ai_moves(useful, "k") if RS.check(useful, m)
                and gap(m.path[-1][0], m.path[-1][1]) < gap(k.x, k.y) - 1.0)
    RS.apply(useful, move, Dice.scripted([]))
    assert value_of(id_ai.assess(wasted, "red"), p) <= before
    assert value_of(id_ai.assess(useful, "red"), p) > value_of(id_ai.assess(wasted, "red"), p)


def _held(state, side, owners, run):
    for o, owner in zip(("o1", "o2", "o3"), owners):
        state.objectives[o].owner = owner
    state.held = {"red": 0, "blue": 0, side: run}
    return id_ai.assess(state, "red").score


def test_objectives_the_run_of_holding_counts_as_the_end_of_the_turn_will():
    """Objectives: the majority at the end of three turns in a row wins. Holding it now carries the run
    on; not holding it ends the run whatever was held before."""
    sc = scenario([unit("k", "human_line", 10, 32)], [unit("j", "woruxi_runts", 40, 4, 180)], objectives=OBJ)
    state, _ = start(sc)
    about_to_lose = _held(state, "blue", ("blue", "blue", None), 2)     # blue's third turn comes
    broken = _held(state, "blue", ("blue", "red", None), 2)             # one taken back: no majority
    early = _held(state, "blue", ("blue", "blue", None), 0)             # blue's first turn
    assert broken > early > about_to_lose
    # the same two objectives held are worth more to red the longer its run
    assert _held(state, "red", ("red", "red", None), 2) > _held(state, "red", ("red", "red", None), 0)
    # a run already made counts for nothing once the majority is lost
    assert _held(state, "red", ("red", None, None), 2) == _held(state, "red", ("red", None, None), 0)
