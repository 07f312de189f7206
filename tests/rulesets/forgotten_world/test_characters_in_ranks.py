"""Units › Characters: a character joining a regiment stands in its front rank and pushes one of its models
back to the rear rank, so the block's figures, frontage and depth count him (its front edge stays put);
he leaves the same way; the regiment's casualties come off its rank and file and he falls with it."""
import pytest

from game.geometry.plane import Pose, rect_footprint
from game.rulesets.forgotten_world.actions import Move
from game.rulesets.forgotten_world.combat import shooters
from game.rulesets.forgotten_world.losses import take_wounds

from .helpers import RS, act, at, refused, scenario, start, unit


def _p(p: Pose):
    return (round(p.x, 4), round(p.y, 4), round(p.heading % 360, 4))


def _state(red, blue=None):
    blue = blue or [unit("o", "orc_warriors", 24, 4, 180, files=6)]
    return at(start(scenario(red, blue)), "movement")


def _front_edge_y(u):
    return u.front_centre()[1]


def test_a_character_placed_in_a_regiment_pushes_a_model_back_units_characters():
    alone = _state([unit("w", "aurel_warriors", 20, 30, 0, files=6)]).units["w"]
    s = _state([unit("w", "aurel_warriors", 20, 30, 0, files=6), unit("lord", "aurel_lord", 20, 30, 0,
                                                                       attached_to="w")])
    w = s.units["w"]
    assert (alone.figures, alone.ranks) == (24, 4)
    assert (w.models, w.figures, w.ranks, w.last_rank, w.frontage) == (24, 25, 5, 1, 6)
    assert w.depth == pytest.approx(alone.depth + w.bd)
    assert w.front_centre() == pytest.approx(alone.front_centre())          # the front edge where it was
    view = next(v for v in RS.unit_views(s) if v.id == "lord")
    assert view.rides == "w"
    fp = rect_footprint(w.front_place(), w.bw, w.bd)
    assert [c for p in view.footprint for c in p] == pytest.approx([c for p in fp for c in p])
    assert min(p[1] for p in fp) == pytest.approx(_front_edge_y(w))       # in the front rank


def test_joining_and_leaving_move_a_model_to_and_from_the_rear_rank_units_characters():
    s = _state([unit("w", "aurel_warriors", 20, 30, 0, files=6), unit("lord", "aurel_lord", 12, 31, 0)])
    w = s.units["w"]
    front, depth = w.front_centre(), w.depth
    dest = Pose(w.x - w.width / 2 - 0.8, w.y, 0)
    s.touch()
    assert RS.check(s, Move("lord", (_p(dest),), join="w"))        # trying the grown block leaves no trace:
    from game.rulesets.forgotten_world.geo import geo
    assert [c for p in geo(s).fps["w"] for c in p] == pytest.approx([c for p in w.footprint() for c in p])
    events = act(s, Move("lord", (_p(dest),), join="w"))
    assert any("steps back" in e.text for e in events)
    assert (w.models, w.figures, w.ranks, w.last_rank) == (24, 25, 5, 1)
    assert w.front_centre() == pytest.approx(front) and w.depth == pytest.approx(depth + w.bd)
    s.units["lord"].moved = False                       # next movement phase: he leaves before it moves
    events = act(s, Move("lord", (_p(w.front_place().moved(3)),)))
    assert any("leaves" in e.text for e in events) and not s.units["lord"].attached
    assert (w.models, w.figures, w.ranks) == (24, 24, 4)    # the pushed-back model steps up again
    assert w.front_centre() == pytest.approx(front) and w.depth == pytest.approx(depth)


def test_joining_needs_room_behind_for_the_model_pushed_back_units_characters():
    red = [unit("w", "aurel_warriors", 20, 30, 0, files=6), unit("lord", "aurel_lord", 12, 31, 0)]
    s = _state(red)
    w = s.units["w"]
    # halberdiers right behind the warriors' rear edge: no room for a fifth rank
    behind = w.y + w.depth / 2 + 0.2 + 4 * w.bd / 2
    red.append(unit("h", "aurel_halberdiers", 20, round(behind, 3), 0, files=5))
    s = _state(red)
    w = s.units["w"]
    v = refused(s, Move("lord", (_p(Pose(w.x - w.width / 2 - 0.8, w.y, 0)),), join="w"))
    assert "no room behind" in v.reason and v.rule.section == "Units › Characters"


def test_casualties_come_off_the_rank_and_file_and_he_falls_with_the_regiment_units_characters():
    s = _state([unit("k", "aurel_knights", 20, 30, 0, files=3),
                unit("champ", "aurel_knight_hero", 20, 30, 0, attached_to="k")])
    k, champ = s.units["k"], s.units["champ"]
    front = k.front_centre()
    take_wounds(s, k, 1)                       # the pushed-back knight in the third rank goes first
    assert (k.models, k.figures, k.ranks) == (5, 6, 2) and champ.alive
    assert k.front_centre() == pytest.approx(front)
    take_wounds(s, k, 5)
    assert not k.alive and not champ.alive


def test_a_character_in_the_front_rank_takes_an_archers_place_units_characters():
    s = _state([unit("a", "aurel_archers", 20, 30, 0, files=6),
                unit("lord", "aurel_lord", 20, 30, 0, attached_to="a")])
    a = s.units["a"]
    assert (a.figures, a.ranks) == (13, 3)
    assert shooters(s, a) == 11                 # two ranks of six places, one of them his (he has no bow)
