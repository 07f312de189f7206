"""Event III. Movement and Terrain Effects: the roll-off, rates, the path check and terrain along it."""
import pytest

from game.core.dice import Dice
from game.rulesets.iron_winds.actions import ChooseOrder, EndMovement, Move
from game.rulesets.iron_winds.movegen import move_action, move_candidates

from .helpers import RS, act, at, leader, refused, scenario, start, texts, unit

FAR_ORCS = [unit("orcs", "orc_heavy_infantry", 60, 6, 180)]


def moving(red, blue=FAR_ORCS, **kw):
    """A battle in Red's movement (Red won the roll-off and moves first)."""
    state, _ = start(scenario(red, blue, **kw))
    assert state.phase == "movement" and RS.to_act(state) == "red"
    act(state, ChooseOrder("red", True))
    return state


def fwd(state, uid, inches, heading=None):
    u = state.units[uid]
    p = u.pose.turned(0 if heading is None else heading - u.heading).moved(inches)
    return Move(uid, ((round(p.x, 6), round(p.y, 6), p.heading),))


def test_movement_roll_off_2d6_winner_chooses_ties_roll_again():
    """Event III › each side rolls 2d6; the highest chooses to move first or second; ties roll again."""
    state, events = start(scenario([unit("w", "human_warriors", 20, 30)], FAR_ORCS), faces=(3, 4, 5, 2, 1, 2, 6, 6))
    rolloff = next(e for e in events if e.kind == "roll-off")
    assert [r.kind for r in rolloff.rolls] == ["2d6"] * 4 and RS.to_act(state) == "blue"
    act(state, ChooseOrder("blue", False))
    assert state.movers == ["red", "blue"] and RS.to_act(state) == "red"


@pytest.mark.parametrize("profile,rate", [("human_general", 12), ("human_knight_cavalry", 12),
                                          ("human_warriors", 8), ("human_archers", 8), ("human_foot_knights", 6),
                                          ("dwarf_warriors", 6), ("dwarf_knights", 6), ("orc_heavy_infantry", 12),
                                          ("goblin_wolf_riders", 16), ("troll_knights", 8)])
def test_movement_rates_by_type_and_race(profile, rate):
    """Event III and the special fantasy rules › leaders and cavalry 12", warrior and levy foot 8", knight foot
    6"; dwarf foot 6"; goblins and orcs +4"; trolls and ogres 8"."""
    red = [unit("x", profile, 30, 40)] if "general" not in profile else [
        unit("w", "human_warriors", 10, 40), leader("x", profile, x=30, y=40)]
    if "dwarf" in profile or "troll" in profile or "orc" in profile or "goblin" in profile:
        red = red + [leader("lord", "human_general", x=2, y=46)]
    state = moving(red)
    who = state.units.get("x") or state.leaders["x"]
    ok = Move("x", ((30.0, 40.0 - rate, 0.0),))
    assert RS.check(state, ok)
    v = RS.check(state, Move("x", ((30.0, 40.0 - rate - 0.1, 0.0),)))
    assert not v and v.info == {"used": round(rate + 0.1, 3), "budget": rate}
    assert who is not None


def test_dwarf_cavalry_10_and_advanced_knight_cavalry_8():
    """Dwarves › cavalry moves 10"; Advanced Rules › Knight Cavalry moves 8"."""
    from game.rulesets.iron_winds.units import move_rate
    assert move_rate("dwarf", "warrior", True, (), {}) == 10
    assert move_rate("human", "knight", True, (), {"knight_cavalry": True}) == 8
    assert move_rate("human", "warrior", True, (), {"knight_cavalry": True}) == 12
    assert move_rate("human", "warrior", False, ("pikes",), {"pikes": True}) == 6


def test_changing_direction_is_free():
    """Event III › a unit may change its direction without penalty."""
    state = moving([unit("w", "human_warriors", 30, 30)])
    v = RS.check(state, Move("w", ((30.0, 30.0, 180.0), (30.0, 22.0, 180.0))))
    assert v and v.info["used"] == 8.0


def test_no_moving_through_another_unit():
    """Event III › a unit cannot move through another unit."""
    state = moving([unit("w", "human_warriors", 30, 30), unit("f", "human_warriors", 30, 26)])
    assert "cannot move through Human Warriors (Spear)" in refused(state, fwd(state, "w", 8))


def test_two_inches_of_clear_space_to_pass_between_two_units():
    """Event III › a unit needs at least 2" of clear space to move between two other units (small bases
    that could squeeze through are stopped all the same); 2" or more lets it through."""
    small = {"ruleset": "iron_winds", "id": "scouts", "name": "Scouts", "type": "levy", "base": [1.5, 1.5]}
    from game.content.profiles import profile_adapter
    prof = profile_adapter.validate_python(small)

    def with_gap(gap):
        sc = scenario([unit("s", "scouts", 30, 34), unit("a", "human_warriors", 30 - 2 - gap / 2, 28),
                       unit("b", "human_warriors", 30 + 2 + gap / 2, 28)], FAR_ORCS)
        sc = sc.model_copy(update={"profiles": [prof]})
        state, _ = start(sc)
        act(state, ChooseOrder("red", True))
        return state

    tight = with_gap(1.8)
    assert "needs 2\" of clear space to pass between" in refused(tight, Move("s", ((30.0, 26.0, 0.0),)))
    wide = with_gap(2.1)
    assert RS.check(wide, Move("s", ((30.0, 26.0, 0.0),)))


def test_table_edge():
    """Event III › a unit may not move off the table (only routing units leave it)."""
    state = moving([unit("w", "human_warriors", 30, 44)])
    assert "would leave the table" in refused(state, Move("w", ((30.0, 47.5, 0.0),)))


def test_routed_units_do_not_move_voluntarily():
    """Event III › an unrallied, routed unit cannot be voluntarily moved."""
    state = moving([unit("w", "human_warriors", 30, 30)])
    state.units["w"].routed = True
    assert "is routed" in refused(state, fwd(state, "w", 2))


def test_units_touching_an_enemy_are_locked_even_if_just_put_in_melee():
    """Event III › a unit touching an enemy is in melee and may not move, including units put in melee
    by the first player's move."""
    state = moving([unit("w", "human_warriors", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 24, 180)])
    act(state, Move("w", ((30.0, 26.0, 0.0),)))          # front to front: 30,26 (front y 25) against 24 (y 25)
    assert state.units["w"].attacks == "o" and state.units["o"].attacks == "w"
    state.units["w"].moved = False
    assert "is in melee" in refused(state, fwd(state, "w", 1))
    state.units["w"].moved = True
    act(state, EndMovement("red"))
    assert RS.to_act(state) == "blue" and "is in melee" in refused(state, fwd(state, "o", 1))


def test_a_leader_moves_with_his_unit_or_to_another():
    """Event III › a leader moves with the unit he commands, or moves to command a new unit."""
    state = moving([unit("a", "human_warriors", 20, 30), unit("b", "human_warriors", 40, 30),
                    leader("lord", "human_general", "a")])
    act(state, fwd(state, "a", 5))
    assert state.leader_pose(state.leaders["lord"]).y == pytest.approx(25.5)
    assert "has already moved" in refused(state, Move("lord", ((40.0, 30.0, 0.0),)))
    state2 = moving([unit("a", "human_warriors", 20, 30), unit("b", "human_warriors", 28, 30),
                     leader("lord", "human_general", "a")])
    events, _ = act(state2, Move("lord", ((28.0, 30.0, 0.0),)))
    assert state2.leaders["lord"].attached == "b" and "takes command of" in texts(events)
    act(state2, fwd(state2, "b", 4))                      # his new unit moves: he goes with it
    assert state2.leader_pose(state2.leaders["lord"]).y == pytest.approx(26.5)


# --- terrain ---------------------------------------------------------------------------------------------
HILL = {"type": "hill", "shape": "circle", "center": [30, 24], "radius": 3, "level": 1}
HILL2 = {"type": "hill", "shape": "circle", "center": [30, 24], "radius": 1.5, "level": 2}


def test_hills_cost_2_inches_per_level_climbed():
    """Terrain Effects › a unit moving up a hill level loses 2" (two levels 4"; going down is free)."""
    state = moving([unit("w", "human_warriors", 30, 30)], terrain=[HILL])
    v = RS.check(state, Move("w", ((30.0, 24.0, 0.0),)))
    assert v.info["used"] == 8.0                           # 6" + climbing 1 level
    assert "climbing 1 hill level +2" in refused(state, Move("w", ((30.0, 23.0, 0.0),)))
    two = moving([unit("w", "human_knight_cavalry", 30, 30)], terrain=[HILL, HILL2])
    assert RS.check(two, Move("w", ((30.0, 24.0, 0.0),))).info["used"] == 10.0
    down = moving([unit("w", "human_warriors", 30, 24)], terrain=[HILL])
    assert RS.check(down, Move("w", ((30.0, 30.0, 180.0),))).info["used"] == 6.0


def test_dwarves_goblins_and_orcs_lose_nothing_uphill():
    """Dwarves › no movement loss going uphill; Goblins & Orcs › no terrain movement penalties."""
    for prof in ("dwarf_warriors", "orc_heavy_infantry"):
        state = moving([unit("w", prof, 30, 30), leader("l", "human_general", x=2, y=46)], terrain=[HILL])
        assert RS.check(state, Move("w", ((30.0, 24.0, 0.0),))).info["used"] == 6.0


WOODS = {"type": "woods", "shape": "rect", "center": [30, 24], "size": [8, 3]}


def test_only_levy_move_in_woods_at_full_speed_and_elves_too():
    """Terrain Effects › only levy units may move in or through woods, at full speed; Elves › all elf units."""
    state = moving([unit("w", "human_warriors", 30, 30)], terrain=[WOODS])
    assert "only levy units (and elves)" in refused(state, fwd(state, "w", 6))
    levy = moving([unit("l", "human_archers", 30, 30)], terrain=[WOODS])
    assert RS.check(levy, fwd(levy, "l", 8)).info["used"] == 8.0
    elves = moving([unit("e", "elf_foot_knights", 30, 30), leader("g", "elf_general", x=2, y=46)], terrain=[WOODS])
    assert RS.check(elves, fwd(elves, "e", 6))


WALL = {"type": "wall", "shape": "polyline", "points": [[25, 26], [35, 26]], "width": 0.5}


def test_walls_and_hedges_cost_2_inches_to_cross():
    """Terrain Effects › a unit crossing a wall or hedge loses 2"; goblins and orcs do not."""
    state = moving([unit("w", "human_warriors", 30, 30)], terrain=[WALL])
    assert RS.check(state, fwd(state, "w", 6)).info["used"] == 8.0
    hedge = dict(WALL, type="hedge")
    orcs = moving([unit("o", "orc_heavy_infantry", 30, 30), leader("l", "human_general", x=2, y=46)],
                  terrain=[hedge])
    assert RS.check(orcs, fwd(orcs, "o", 6)).info["used"] == 6.0


RIVER = {"type": "river", "shape": "polyline", "points": [[0, 24], [72, 24]], "width": 2}


def test_a_river_stops_the_unit_at_the_bank_and_it_crosses_on_its_next_move():
    """Terrain Effects › a unit coming to a river must stop; on its next turn it may cross, stopping on
    the opposite bank; thereafter it moves normally."""
    state = moving([unit("w", "human_warriors", 30, 29)], terrain=[RIVER])
    assert "must stop at the river bank" in refused(state, Move("w", ((30.0, 22.0, 0.0),)))
    assert "reaches the river and must stop there" in refused(state, Move("w", ((30.0, 26.0, 0.0), (28.0, 26.0, 0.0))))
    events, _ = act(state, Move("w", ((30.0, 26.0, 0.0),)))           # front edge at 25: touching the bank
    assert "reaches the river and stops at the bank" in texts(events)
    state.units["w"].moved = False                                     # its next move
    assert "must stop on the far bank" in refused(state, Move("w", ((30.0, 18.0, 0.0),)))
    events, _ = act(state, Move("w", ((30.0, 22.0, 0.0),)))           # rear edge at 23: touching the far bank
    assert "crosses the river and stops on the far bank" in texts(events)
    state.units["w"].moved = False
    assert RS.check(state, Move("w", ((30.0, 14.0, 0.0),)))


def test_a_bridge_or_ford_lets_a_unit_cross_without_stopping():
    """Terrain Effects (ruling) › on a bridge or ford the river neither stops nor counts as crossed."""
    bridge = {"type": "bridge", "shape": "rect", "center": [30, 24], "size": [6, 8]}
    state = moving([unit("w", "human_knight_cavalry", 30, 32)], terrain=[RIVER, bridge])
    assert RS.check(state, Move("w", ((30.0, 20.0, 0.0),)))


def test_the_dragged_path_is_cut_at_the_river_bank():
    """Terrain Effects › while dragging past a river, the move offered stops where the base reaches it."""
    state = moving([unit("w", "human_warriors", 30, 32)], terrain=[RIVER])
    m = move_action(state, "w", [(30.0, 26.0, 0.0), (30.0, 25.0, 0.0), (27.0, 25.0, 0.0)])
    assert RS.check(state, m) and m.path == ((30.0, 26.0, 0.0),)


def test_candidate_moves_are_offered_and_mostly_legal():
    """Event III › a sample of candidate moves per unit for random play (the battle filters them)."""
    state = moving([unit("w", "human_warriors", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 20, 180)])
    cands = move_candidates(state, state.units["w"])
    legal = [m for m in cands if RS.check(state, m)]
    assert len(cands) >= 4 and len(legal) >= 3
    assert any(RS.check(state, m).info.get("contact") == "o" for m in legal)
    assert EndMovement("red") in list(RS.candidates(state))


def test_scripted_dice_never_consulted_by_a_plain_move():
    """Event III › a move rolls no dice (unless an advanced rule asks for morale)."""
    state = moving([unit("w", "human_warriors", 30, 30)])
    dice = Dice.scripted([])
    RS.apply(state, fwd(state, "w", 3), dice)
    assert dice.rolls == []
