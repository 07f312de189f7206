"""Event III. Movement, Terrain Effects: the candidate moves offered for a unit (legal_actions' sample)
include a river crossing for a unit on the bank, and short steps for a unit hemmed in."""
import math

from game.core.battle import Battle
from game.rulesets.iron_winds.actions import ChooseOrder, Move
from game.geometry.planemove import bearing
from game.rulesets.iron_winds.movegen import BANK, move_candidates

from .helpers import RS, act, scenario, start, texts, unit

FAR_ORCS = [unit("orcs", "orc_heavy_infantry", 60, 6, 180)]


def moving(red, **kw):
    state, _ = start(scenario(red, FAR_ORCS, **kw))
    act(state, ChooseOrder("red", True))
    return state


def legal_moves(state, uid):
    return [m for m in move_candidates(state, state.units[uid]) if RS.check(state, m)]


def crossing(state, uid):
    """The legal candidates that cross a river, with the events of each."""
    out = []
    for m in legal_moves(state, uid):
        trial = state.clone()
        events, _ = act(trial, m)
        if "crosses the river and stops on the far bank" in texts(events):
            out.append((m, trial.units[uid]))
    return out


RIVER = {"type": "river", "shape": "polyline", "points": [[0, 24], [72, 24]], "width": 2}


def test_a_unit_on_the_river_bank_is_offered_the_crossing_to_the_far_bank():
    """Terrain Effects › a unit that starts its move touching a river may cross it and stops on the far
    bank: the candidates include that crossing, ending with the base just inside the far edge."""
    state = moving([unit("w", "human_warriors", 30, 26, 0)], terrain=[RIVER])   # front edge on the bank
    crossings = crossing(state, "w")
    assert crossings
    rear_edges = [u.y + u.depth / 2 for _, u in crossings]            # facing up: the rear edge is below
    assert any(abs(edge - (23 + BANK)) < 1e-3 for edge in rear_edges), rear_edges   # the far edge is y = 23


def test_a_unit_beside_a_slanting_river_is_offered_to_turn_and_cross_it():
    """Terrain Effects › the crossing is offered even when the unit faces along the river (it turns to
    face across; turning is free) and the river runs at a slant."""
    ALONG = bearing((0, 0), (2, 1))
    slant = {"type": "river", "shape": "polyline", "points": [[0, 10], [72, 46]], "width": 2}
    # the river's line is y = 10 + x / 2; put the base's centre 2" off it on the lower side, facing along it
    x = 30.0
    ny, nx = 2 / math.hypot(1, 2), -1 / math.hypot(1, 2)       # unit normal toward the lower (larger y) side
    state = moving([unit("w", "human_warriors", round(x + 1.9 * nx, 3), round(25 + 1.9 * ny, 3), ALONG)],
                   terrain=[slant])
    across = [u for _, u in crossing(state, "w") if abs((u.heading - (ALONG - 90)) % 360) < 1e-3]
    assert across
    u = across[0]                                               # its centre as far past the line as allowed
    assert abs(((u.x - 30) * nx + (u.y - 25) * ny) - -(1 + u.depth / 2 - BANK)) < 1e-3


def test_a_hemmed_in_unit_is_offered_short_steps():
    """Event III › a unit with room for only a short move is still offered one (the long candidates all
    run into woods, which a non-levy unit may not enter)."""
    walls = [{"type": "woods", "shape": "rect", "center": c, "size": s}
             for c, s in (([30, 26.5], [12, 2]), ([30, 33.5], [12, 2]), ([25.5, 30], [2, 12]), ([34.5, 30], [2, 12]))]
    state = moving([unit("w", "human_warriors", 30, 30, 0)], terrain=walls)
    assert legal_moves(state, "w")


def test_the_lesson_unit_on_the_brook_has_moves_to_offer():
    """Terrain Effects › the Iron Winds terrain lesson, step 8: the Black Shields stand on the brook's bank;
    legal_actions offers them a Move across (as dragging does)."""
    from game.teaching.load import load_lesson
    from game.teaching.run import LessonRun
    run = LessonRun(load_lesson("maps/lessons/iron_winds_2_terrain.json"))
    while run.index < 7:
        run.show_me()
        run.next()
    b: Battle = run.battle
    moves = [a for a in b.legal_actions("o_warriors").list() if isinstance(a, Move)]
    assert moves
    assert any(m.path[-1][1] > 10.0 for m in moves)                 # the brook's line is y = 10
