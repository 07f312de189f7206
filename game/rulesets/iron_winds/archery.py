"""Event II. Archery: which enemy a bow unit must shoot, whether it may, and what the arrows do.

Wartable's reading (see the rulings): a "direct path" is a straight line from some point of the
archers' base to some point of the target's that passes through no woods and no other unit's base
(base-edge outlines sampled every 0.5"; a line grazing another base's edge is blocked). The target is the closest enemy unit (base edge to base edge)
with a direct path, leaving out units in melee (no fire into a melee). It must be within range of the
archers' base, and at least half the archers' figures (laid out in two ranks across the base) must
have a clear line to it. Longbows may shoot over friendly units not in melee, at -1, when the target
is more than 6" from each of them; elves shoot through up to 3" of woods (measured on the line found).
"""
from __future__ import annotations

import math
from operator import attrgetter

import numpy as np

from ...core.actions import OK, Illegal, InvalidActionError, Verdict
from ...core.events import Event
from ...core.kept import Kept
from ...core.ledger import Ledger
from ...core.odds import Outcomes
from ...core.wording import possessive
from ...geometry.pathprice import spans
from ...geometry.plane import rect_footprint
from ...geometry.planegaps import edge_distance
from ...geometry.planesight import Blockers, clear_shot_share, line_of_sight, segment_clear
from . import sections as S
from .geo import checked_geo, geo
from .sweep import rect_distances
from .losses import lose_figures
from .morale import leader_bonus, morale_roll
from .rout import rout
from .state import Unit
from .terrain import BLOCKS_SIGHT, ELF_WOODS_SIGHT
from .units import BOW_RANGE, LEVY, WARRIOR, bow_of, casualties_from

__all__ = ["archer_problem", "find_target", "has_direct_path", "shot", "Shot", "shoot_ledger", "apply_shoot",
           "shoot_outcomes", "figure_points", "can_shoot"]

LONGBOW_CLOSE = 12.0        # longbows add +1 at this range or less
OVER_FRIENDS_CLEAR = 6.0    # longbows over friends: the target must be further than this from them
SIGHT_STEP = 0.5
GRAZE = 0.05                # other bases block a line that passes this close (a line along an edge is blocked)
_NEAR_PAD = 1e-6            # inches: a box around the lines tested, a hair wider than their ground


class Shot:
    """The archers' target and the circumstances of the shot (or why there is none)."""

    __slots__ = ("target", "problem", "distance", "over", "share", "bow")

    def __init__(self, target: str = "", problem: str = "", distance: float = math.inf, over=(), share=0.0,
                 bow: str | None = None) -> None:
        self.target, self.problem, self.distance = target, problem, distance
        self.over, self.share, self.bow = tuple(over), share, bow


def archer_problem(state, u) -> str:
    """Why unit `u` cannot shoot at all now, or ''."""
    if not u.alive:
        return f"{u.name} is no longer on the table"
    if bow_of(u.options, state.advanced) is None:
        return f"{u.name} has no bows"
    if u.kind == "knight" and u.race != "elf":
        return "knights may not carry bows"
    if u.fired:
        return f"{u.name} has already shot this turn"
    if u.routed:
        return f"{u.name} is routed"
    if state.engaged(u.id):
        return f"{u.name} is in melee: no bow fire out of a melee"
    return ""


def figure_points(u) -> list[tuple[float, float]]:
    """Where the unit's figures stand: its whole-unit frontage in two ranks, front rank filled first."""
    files = max(1, -(-u.full // 2))
    fw, fd = u.width / files, u.depth / 2.0
    pts = []
    for i in range(u.figures):
        rank, file = divmod(i, files)
        pts.append(u.pose.to_world(-u.width / 2.0 + (file + 0.5) * fw, u.depth / 2.0 - (rank + 0.5) * fd))
    return pts


def _blockers(state, g, u, target_id: str, friends_clear: bool, near: tuple | None = None) -> Blockers:
    """Woods (unless elves) and every other unit's base; friends not in melee left out when
    `friends_clear` (longbows shooting over them). `near`: a box (x0, y0, x1, y1) holding every line the
    caller will test: the bases whose boxes miss it block none of them, and are left out (the caller
    has made sure the state's geometry and its melee memo are current: `checked_geo`)."""
    polys = []
    engaged = state.engaged if near is None else (lambda uid: g.engaged(state, uid))
    for uid, o, poly, box in _grazed(state, g):
        if uid in (u.id, target_id):
            continue
        if friends_clear and o.side == u.side and not engaged(uid):
            continue
        if near is not None and (box[0] > near[2] or box[2] < near[0] or box[1] > near[3] or box[3] < near[1]):
            continue
        polys.append(poly)
    units = Blockers.build(polygons=polys)
    if u.race == "elf":
        return units
    return g.terrain.blockers(BLOCKS_SIGHT) + units


def _grazed(state, g) -> list:
    """(id, unit, base widened by GRAZE, its box) of every unit on the table (kept in the geo memo)."""
    got = g.memo.get("archery bases")
    if got is None:
        got = []
        for uid in g.fps:
            o = state.units[uid]
            poly = rect_footprint(o.pose, o.width + 2 * GRAZE, o.depth + 2 * GRAZE)
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            got.append((uid, o, poly, (min(xs), min(ys), max(xs), max(ys))))
        g.memo["archery bases"] = got
    return got


def _box_around(*shapes, pad: float = _NEAR_PAD) -> tuple:
    """The box holding every point of `shapes` (sequences of points), `pad` wider every way."""
    xs = [p[0] for shape in shapes for p in shape]
    ys = [p[1] for shape in shapes for p in shape]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


def _woods_length(g, a, b) -> float:
    shapes = g.terrain.geometry(BLOCKS_SIGHT)
    return sum(s.exit - s.enter for s in spans([a, b], shapes)) if shapes else 0.0


def has_direct_path(state, u, target_id: str) -> bool:
    """Whether `u` has a direct path (a clear line, as a target needs) to `target_id`."""
    g = geo(state)
    longbow = bow_of(u.options, state.advanced) == "longbow"
    sight = line_of_sight(g.fps[u.id], g.fps[target_id], _blockers(state, g, u, target_id, friends_clear=longbow),
                          SIGHT_STEP)
    if not sight.clear:
        return False
    return not (u.race == "elf" and _woods_length(g, sight.viewer_point, sight.target_point) > ELF_WOODS_SIGHT + 1e-9)


def find_target(state, u) -> Shot:
    """The unit's target now (the closest enemy unit with a direct path) and whether it can be shot.

    Answers are kept across states under everything `_find` reads: the terrain (by its key), the sides,
    the advanced rules, the archers' whole record, and of every unit who it is, its side and name, whether
    it is on the table, whom it attacks, where it stands and its size (not its figures, marks or losses:
    only the archers' own are read). Geometry built before an untold change is not used (`checked_geo`).
    Shots are shared: read them, never change them."""
    key = _target_key(state, u)
    shot = _SHOTS.get(key)
    if shot is None:
        checked_geo(state)
        shot = _find(state, geo(state), u)
        _SHOTS.put(key, shot)
    return shot


def _target_key(state, u) -> tuple:
    return (state.terrain_key, state.sides, tuple(state.advanced.items()), _UNIT_ALL(u),
            tuple(map(_SEEN, state.units.values())))


_UNIT_ALL = attrgetter(*Unit.__slots__)
_SEEN = attrgetter("id", "side", "name", "removed", "attacks", "x", "y", "heading", "width", "depth")
_SHOTS = Kept("iron_winds targets", 5_000)


def _find(state, g, u, measured: tuple | None = None) -> Shot:
    """The target (see `find_target`); `measured`: `_foe_distances` of the archers, when the caller has it."""
    bow = bow_of(u.options, state.advanced)
    problem = archer_problem(state, u)
    if problem:
        return Shot(problem=problem, bow=bow)
    me = g.fps[u.id]
    foes, dists = measured if measured is not None else _foe_distances(state, g, u)
    if not foes:
        return Shot(problem=f"{u.name} has no enemy unit out of melee to shoot at", bow=bow)
    dists = dists.tolist()
    enemies = sorted(((dists[i], i, e) for i, e in enumerate(foes)), key=lambda t: (t[0], t[1]))
    longbow = bow == "longbow"
    mine = u.footprint()
    for dist, _, e in enemies:
        # the lines tested (base to base, then each archer's figure to the target) lie between the two
        # bases: bases elsewhere cannot block them
        blockers = _blockers(state, g, u, e.id, friends_clear=longbow, near=_box_around(me, mine, g.fps[e.id]))
        sight = line_of_sight(me, g.fps[e.id], blockers, SIGHT_STEP)
        if not sight.clear:
            continue
        if u.race == "elf" and _woods_length(g, sight.viewer_point, sight.target_point) > ELF_WOODS_SIGHT + 1e-9:
            continue
        over = ()
        if longbow:
            line = _box_around((sight.viewer_point, sight.target_point))
            over = tuple(uid for uid, o, poly, box in _grazed(state, g) if o.side == u.side and uid != u.id
                         and box[0] <= line[2] and box[2] >= line[0] and box[1] <= line[3] and box[3] >= line[1]
                         and not segment_clear(sight.viewer_point, sight.target_point, Blockers.build(polygons=[poly])))
        rng = BOW_RANGE[bow]
        if dist > rng + 1e-9:
            return Shot(e.id, f"{e.name}, the closest enemy with a direct path, is {dist:.1f}\" away: out of "
                              f"{bow} range ({rng:g}\")", dist, over, bow=bow)
        for oid in over:
            gap = edge_distance(g.fps[oid], g.fps[e.id])
            if gap <= OVER_FRIENDS_CLEAR + 1e-9:
                return Shot(e.id, f"longbows may shoot over {state.units[oid].name} only at a target more than 6\" "
                                  f"from it ({gap:.1f}\")", dist, over, bow=bow)
        share = _clear_share(u, g.fps[e.id], blockers)
        if share < 0.5 - 1e-9:
            return Shot(e.id, f"fewer than half of {u.name}'s archers have a clear shot at {e.name}", dist, over,
                        share, bow)
        return Shot(e.id, "", dist, over, share, bow)
    return Shot(problem=f"{u.name} has no enemy unit out of melee with a direct path", bow=bow)


def _foe_distances(state, g, u) -> tuple[list, np.ndarray]:
    """The enemy units out of melee, and the distance from the archers' base to each (edge to edge)."""
    foes = [e for e in state.alive_units(state.other(u.side)) if not g.engaged(state, e.id)]
    if not foes:
        return foes, np.zeros(0)
    col = g.memo.get("unit columns")
    if col is None:
        col = g.memo["unit columns"] = {k: i for i, k in enumerate(g.units.keys)}
    return foes, rect_distances(g.units.subset(np.array([col[e.id] for e in foes])), np.array(g.fps[u.id]))


def _clear_share(u, target_fp, blockers: Blockers) -> float:
    """Share of the archers' figures with a clear line to the target (1 at once when no blocker comes
    near the ground between them)."""
    pts = list(u.footprint()) + list(target_fp)
    x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
    x1, y1 = max(p[0] for p in pts), max(p[1] for p in pts)
    boxes = []
    if len(blockers.poly_box):
        boxes.append(blockers.poly_box)
    if len(blockers.circ):
        c = blockers.circ
        boxes.append(np.column_stack([c[:, 0] - c[:, 2], c[:, 1] - c[:, 2], c[:, 0] + c[:, 2], c[:, 1] + c[:, 2]]))
    if len(blockers.caps):
        c = blockers.caps
        boxes.append(np.column_stack([np.minimum(c[:, 0], c[:, 2]) - c[:, 4], np.minimum(c[:, 1], c[:, 3]) - c[:, 4],
                                      np.maximum(c[:, 0], c[:, 2]) + c[:, 4], np.maximum(c[:, 1], c[:, 3]) + c[:, 4]]))
    if not any(((b[:, 0] < x1) & (b[:, 2] > x0) & (b[:, 1] < y1) & (b[:, 3] > y0)).any() for b in boxes):
        return 1.0
    return clear_shot_share(figure_points(u), target_fp, blockers, SIGHT_STEP)


def can_shoot(state, u) -> bool:
    """Whether `u` has a target it may shoot now (`find_target` without a problem). Answered without
    looking for the target (no line of sight drawn) when it cannot shoot at all, or when every enemy out
    of melee stands beyond bow range: the target `_find` would name is one of them, so it would be out of
    range."""
    if archer_problem(state, u):
        return False
    key = _target_key(state, u)
    shot = _SHOTS.get(key)
    if shot is None:
        rng = BOW_RANGE[bow_of(u.options, state.advanced)] + 1e-9     # `_find`'s test of range
        if not _foe_may_be_in_range(state, u, rng):
            return False
        checked_geo(state)
        g = geo(state)
        measured = _foe_distances(state, g, u)
        if not (measured[1] <= rng).any():
            return False
        shot = _find(state, g, u, measured)
        _SHOTS.put(key, shot)
    return not shot.problem


_RANGE_PAD = 1e-6           # inches: the lower bound's rounding


def _foe_may_be_in_range(state, u, rng: float) -> bool:
    """Whether some enemy unit out of melee may stand within `rng` of the archers, base to base, by a
    lower bound of that distance: the centres' distance less both half diagonals."""
    mine = math.hypot(u.width, u.depth) / 2.0
    return any(math.hypot(e.x - u.x, e.y - u.y) - mine - math.hypot(e.width, e.depth) / 2.0 <= rng + _RANGE_PAD
               and not state.engaged(e.id) for e in state.alive_units(state.other(u.side)))


def shot(state, uid: str, tid: str) -> Verdict:
    """The verdict on Shoot(uid, tid)."""
    if uid not in state.units:
        raise InvalidActionError(f"no unit {uid!r}")
    if tid not in state.units:
        raise InvalidActionError(f"no unit {tid!r}")
    u = state.units[uid]
    ref = S.ref(S.ARCHERY)
    if state.phase != "archery":
        return Illegal("bows are shot in Event II, before movement", ref)
    if state.step != u.side:
        return Illegal(f"it is {possessive(state.side_names[state.step])} turn to shoot", ref)
    s = find_target(state, u)
    if s.target and s.target != tid and not s.problem:
        return Illegal(f"{u.name} must shoot at the closest enemy unit with a direct path: "
                       f"{state.units[s.target].name}", ref, distance=round(s.distance, 3))
    if s.problem:
        return Illegal(s.problem, ref)
    return OK.with_info(distance=round(s.distance, 3), share=round(s.share, 3))


def shoot_ledger(state, u, t, s: Shot) -> Ledger:
    led = Ledger()
    lost = u.casualties
    if u.mounted:
        led.add(f"Lost {lost} figure{'s' if lost != 1 else ''} (cavalry: -1 each)", -lost, S.ref(S.ARCHERY))
    else:
        led.add(f"Lost {lost} figures (infantry: -1 per 2)", -(lost // 2), S.ref(S.ARCHERY))
    led.add_if(u.race == "elf", "Elves", +1, S.ref(S.ELVES))
    led.add_if(s.bow == "longbow" and s.distance <= LONGBOW_CLOSE + 1e-9, "Longbows at 12\" or less", +1,
               S.ref(S.LONGBOWS))
    led.add_if(bool(s.over), "Longbows over friends", -1, S.ref(S.LONGBOWS))
    led.add_if("dwarven_armour" in t.options, "Target in dwarven armour", -1, S.ref(S.DWARVES))
    name, bonus, section = leader_bonus(state, u.id)
    if bonus > 1:                                 # heroes and demi-gods add to every roll of their unit
        led.add(name, bonus, S.ref(section))
    return led


def _casualties(state, u, t, s: Shot, value: int, led: Ledger) -> int:
    return min(casualties_from(value + led.total, t.kind, crossbow=s.bow == "crossbow"), t.figures)


def apply_shoot(state, uid: str, tid: str, dice) -> list[Event]:
    u, t = state.units[uid], state.units[tid]
    s = find_target(state, u)
    led = shoot_ledger(state, u, t, s)
    roll = dice.roll("d6", why=f"{u.name} shoots at {t.name}", side=u.side, unit=uid, rule=S.ref(S.ARCHERY))
    n = _casualties(state, u, t, s, roll.value, led)
    u.fired = True
    divisor = {"levy": "1", "warrior": "2, rounding up", "knight": "3, rounding down"}[t.kind]
    if s.bow == "crossbow" and t.kind != "levy":
        divisor = "2, rounding up (crossbows)"
    removed, extra = lose_figures(state, tid, n, u.side)
    events = [Event("shoot", f"{u.name} shoots at {t.name}: {roll.value} {led.total:+d} = {roll.value + led.total}, "
                             f"divided by {divisor}: {removed} casualt{'y' if removed == 1 else 'ies'}.",
                    S.ref(S.ARCHERY), side=u.side, units=(uid, tid), rolls=(roll,), ledger=led.entries,
                    data=(("casualties", removed),))] + extra
    state.touch()
    if removed and t.alive and t.kind in (LEVY, WARRIOR):
        res = morale_roll(state, t, "bow", dice, why=f"{t.name} under bow fire")
        if res is not None:
            passed, mroll, mled, need = res
            events.append(Event("morale", f"{t.name} checks morale under bow fire (needs {need}): "
                                          f"{'it holds' if passed else 'it breaks'}.", S.ref(S.ARCHERY),
                                side=t.side, units=(tid,), rolls=(mroll,), ledger=mled.entries,
                                data=(("passed", passed),)))
            if not passed:
                events += rout(state, tid, "broken by bow fire", S.ARCHERY)
    return events


def shoot_outcomes(state, uid: str, tid: str) -> Outcomes:
    """Exact odds of a Shoot: casualties on the target."""
    u, t = state.units[uid], state.units[tid]
    s = find_target(state, u)
    led = shoot_ledger(state, u, t, s)
    return Outcomes.from_die("d6", lambda v: _casualties(state, u, t, s, v, led), f"casualties on {t.name}")
