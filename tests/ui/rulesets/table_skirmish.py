"""Table Skirmish: a test-only ruleset on an inch-scale table.

Bases are rectangles (or round for heroes). A unit moves along a path of poses
up to its budget in inches; it may not leave the table, overlap another base,
end within 1" of an enemy or cross the river except over a bridge. It shoots
up to 24" at an enemy inside its 90-degree front arc whose line is not blocked
by woods: one d6 per figure, 4+ hits, -1 beyond 12" and -1 against a target in
woods. Heading is degrees clockwise from the table's top edge.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from game.core.actions import OK, Action, Illegal
from game.core.events import Event
from game.core.ledger import Ledger
from game.core.odds import Fraction, Outcomes
from game.core.ruleset import (Reach, RuleSummary, RulesetMeta, Ruleset, Sight, TargetInfo, TerrainType, UnitView,
                               register)

from .activation import Activations, EndActivation, Rally, SkirmishState, Unit

RANGE, SHORT, ARC, SIGHT = 24.0, 12.0, 45.0, 40.0
PROFILES = {  # figures, move budget, width, depth, round
    "infantry": (8, 6.0, 4.0, 2.0, False),
    "cavalry": (5, 9.0, 4.0, 3.0, False),
    "hero": (1, 8.0, 1.6, 1.6, True),
}
FIGURES = {"infantry": ("infantry", 4, 2), "cavalry": ("cavalry", 3, 2), "hero": ("leader", 1, 1)}  # kind, files, ranks


@dataclass(frozen=True, slots=True)
class Move(Action):
    unit: str
    path: tuple


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    unit: str
    target: str
    rolls_dice = True


# -- plane helpers (test-only; real rulesets use game.geometry) ---------------------------------------
def footprint(x, y, heading, width, depth, round_base=False):
    if round_base:
        r = width / 2
        return tuple((x + r * math.cos(2 * math.pi * i / 16), y + r * math.sin(2 * math.pi * i / 16))
                     for i in range(16))
    a = math.radians(heading)
    fx, fy = math.sin(a), -math.cos(a)   # forward
    rx, ry = math.cos(a), math.sin(a)    # right
    hw, hd = width / 2, depth / 2
    return tuple((x + sx * hw * rx + sy * hd * fx, y + sx * hw * ry + sy * hd * fy)
                 for sx, sy in ((-1, 1), (1, 1), (1, -1), (-1, -1)))  # front-left, front-right, rear-right, rear-left


def _project(poly, ax, ay):
    vals = [px * ax + py * ay for px, py in poly]
    return min(vals), max(vals)


def overlap(a, b) -> bool:
    """Separating axis test for two convex polygons."""
    for poly in (a, b):
        for i in range(len(poly)):
            x1, y1 = poly[i]
            x2, y2 = poly[(i + 1) % len(poly)]
            ax, ay = y1 - y2, x2 - x1
            amin, amax = _project(a, ax, ay)
            bmin, bmax = _project(b, ax, ay)
            if amax <= bmin or bmax <= amin:
                return False
    return True


def _seg_point(p, a, b):
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ll))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def gap(a, b) -> float:
    """Distance between two non-overlapping convex polygons."""
    best = math.inf
    for p, q in ((a, b), (b, a)):
        for pt in p:
            for i in range(len(q)):
                best = min(best, _seg_point(pt, q[i], q[(i + 1) % len(q)]))
    return best


def crosses(p1, p2, q1, q2) -> bool:
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


def inside(pt, poly) -> bool:
    x, y = pt
    hit = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def _outline(piece):
    if piece.shape == "polygon":
        return tuple(tuple(p) for p in piece.points)
    if piece.shape == "circle":
        (cx, cy), r = piece.center, piece.radius
        return tuple((cx + r * math.cos(2 * math.pi * i / 24), cy + r * math.sin(2 * math.pi * i / 24))
                     for i in range(24))
    if piece.shape == "rect":
        (cx, cy), (w, h) = piece.center, piece.size
        a = math.radians(piece.rotation)
        return tuple((cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a))
                     for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)))
    return tuple(tuple(p) for p in piece.points)  # polylines keep their points


def visibility(origin, segments: np.ndarray, radius: float, n_uniform: int = 90):
    """A visibility polygon around `origin` against blocking segments (N x 4 array), out to `radius`."""
    ox, oy = origin
    angles = [2 * math.pi * i / n_uniform for i in range(n_uniform)]
    if len(segments):
        ends = np.concatenate([segments[:, 0:2], segments[:, 2:4]])
        base = np.arctan2(ends[:, 1] - oy, ends[:, 0] - ox)
        near = np.hypot(ends[:, 0] - ox, ends[:, 1] - oy) < radius
        base = base[near]
        angles += list(np.concatenate([base - 1e-4, base + 1e-4]))
    angles = np.sort(np.mod(np.array(angles), 2 * math.pi))
    dx, dy = np.cos(angles), np.sin(angles)
    t = np.full(len(angles), radius)
    if len(segments):
        x1, y1, x2, y2 = (segments[:, i][None, :] for i in range(4))
        ex, ey = x2 - x1, y2 - y1
        den = dx[:, None] * ey - dy[:, None] * ex
        with np.errstate(divide="ignore", invalid="ignore"):
            tr = ((x1 - ox) * ey - (y1 - oy) * ex) / den
            ts = ((x1 - ox) * dy[:, None] - (y1 - oy) * dx[:, None]) / den
        ok = (np.abs(den) > 1e-12) & (tr > 1e-9) & (ts >= 0) & (ts <= 1)
        tr = np.where(ok, tr, np.inf)
        t = np.minimum(t, tr.min(axis=1))
    return tuple((float(ox + dx[i] * t[i]), float(oy + dy[i] * t[i])) for i in range(len(angles)))


@register
class TableSkirmish(Activations, Ruleset):
    meta = RulesetMeta(
        name="table_skirmish", title="Table Skirmish (test ruleset)", boards=("table",), dice=("d6",),
        phases=("Activation",),
        terrain_types=(TerrainType("woods", "Woods", "Blocks sight through it; cover.", blocks_sight=True),
                       TerrainType("hill", "Hill", "Open ground for this test."),
                       TerrainType("river", "River", "Impassable except over a bridge.", geometry="line"),
                       TerrainType("bridge", "Bridge", "Crosses the river."),
                       TerrainType("wall", "Wall", "Decoration in this test.", geometry="line"),
                       TerrainType("field", "Field", "Open ground.")))
    summaries = (RuleSummary("Move", "Move up to your budget in inches along any path."),
                 RuleSummary("Shoot", "One die per figure, 4+ hits; -1 beyond 12\", -1 into woods."))
    action_classes = (Move, Shoot, Rally, EndActivation)

    def profile_ids(self) -> set[str]:
        return set(PROFILES)

    def setup(self, scenario, dice):
        units = {}
        for side, p in scenario.all_units():
            figures, budget, w, d, rnd = PROFILES[p.profile]
            figures = p.figures or figures
            x, y, h = p.pose
            units[p.id] = Unit(p.id, side.id, p.name or p.id, p.profile, figures, PROFILES[p.profile][0], budget,
                               x=x, y=y, heading=h % 360, width=w, depth=d, round_base=rnd)
        terrain = [(t.type, _outline(t)) for t in scenario.terrain]
        sides = (scenario.sides[0].id, scenario.sides[1].id)
        state = SkirmishState(sides, {s.id: s.name for s in scenario.sides}, units, terrain,
                              (scenario.board.width, scenario.board.height), turn_limit=scenario.turn_limit,
                              to_act=scenario.first_side or sides[0])
        return state, [Event("start", f"{state.names[state.to_act]} acts first.", self.rule("Turns"))]

    # -- helpers --------------------------------------------------------------------------------
    def _foot(self, u: Unit, pose=None):
        x, y, h = pose if pose is not None else (u.x, u.y, u.heading)
        return footprint(x, y, h, u.width, u.depth, u.round_base)

    def _blocking(self, state) -> np.ndarray:
        segs = []
        for kind, poly in state.terrain:
            if kind == "woods":
                for i in range(len(poly)):
                    (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
                    segs.append((x1, y1, x2, y2))
        return np.array(segs, dtype=float).reshape(-1, 4)

    def _woods_between(self, state, a, b) -> bool:
        for kind, poly in state.terrain:
            if kind != "woods" or inside(a, poly) or inside(b, poly):
                continue
            if any(crosses(a, b, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))):
                return True
        return False

    def _in_woods(self, state, pt) -> bool:
        return any(kind == "woods" and inside(pt, poly) for kind, poly in state.terrain)

    # -- engine hooks ------------------------------------------------------------------------------
    def candidates(self, state, unit_id=None):
        for u in state.units.values():
            if (unit_id is not None and u.id != unit_id) or u.side != state.to_act or not u.alive or u.done:
                continue
            if not u.fired:
                for t in state.units.values():
                    if t.side != u.side and t.alive:
                        yield Shoot(u.id, t.id)
            yield Rally(u.id)
            yield EndActivation(u.id)
            step = min(3.0, u.budget - u.used)
            if step > 0.5:
                a = math.radians(u.heading)
                yield Move(u.id, ((round(u.x + math.sin(a) * step, 3), round(u.y - math.cos(a) * step, 3),
                                   u.heading),))

    def check(self, state, action):
        verdict = self.check_common(state, action)
        if not verdict:
            return verdict
        unit = state.units[action.unit]
        if isinstance(action, Move):
            return self._check_move(state, unit, action.path)
        if isinstance(action, Shoot):
            if unit.fired:
                return Illegal(f"{unit.name} has already shot this turn", self.rule("Shoot"))
            info = self.target_info(state, unit.id, action.target)
            if info is None:
                return Illegal(f"no living unit {action.target!r}", self.rule("Shoot"))
            if not (info.in_sight and info.in_range):
                return Illegal(info.reason, info.rule)
        return OK

    def _check_move(self, state, unit, path):
        rule = self.rule("Move")
        if not path or any(len(p) != 3 for p in path):
            return Illegal("a move is a path of poses (x, y, heading)", rule)
        pts = [(unit.x, unit.y)] + [(float(p[0]), float(p[1])) for p in path]
        used = sum(math.dist(a, b) for a, b in zip(pts, pts[1:]))
        left = unit.budget - unit.used
        info = {"used": round(used, 2), "budget": round(left, 2)}
        if used > left + 1e-9:
            return Illegal(f'too far: {used:.1f}" of {left:.1f}" left', rule, **info)
        w, h = state.board
        end = self._foot(unit, path[-1])
        if any(not (0 <= x <= w and 0 <= y <= h) for x, y in end):
            return Illegal("the base would leave the table", rule, **info)
        for kind, poly in state.terrain:
            if kind != "river":
                continue
            for a, b in zip(pts, pts[1:]):
                for q1, q2 in zip(poly, poly[1:]):
                    if crosses(a, b, q1, q2) and not any(k == "bridge" and (inside(a, p) or inside(b, p) or
                                                                           self._bridge_at(a, b, p))
                                                         for k, p in state.terrain):
                        return Illegal("the river can only be crossed over the bridge", self.rule("Terrain"), **info)
        reach = max(unit.width, unit.depth) / 2 + 1.0
        for other in state.units.values():
            if other.id == unit.id or not other.alive:
                continue
            if math.dist((other.x, other.y), path[-1][:2]) > reach + max(other.width, other.depth) / 2 + 0.01:
                continue  # too far to touch or come within 1"
            foot = self._foot(other)
            if overlap(end, foot):
                return Illegal(f"the base would overlap {other.name}", rule, **info)
            if other.side != unit.side and gap(end, foot) < 1.0:
                return Illegal(f'must stay 1" away from the enemy ({other.name})', rule, **info)
        return OK.with_info(**info)

    def _bridge_at(self, a, b, poly) -> bool:
        return any(crosses(a, b, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))

    def apply(self, state, action, dice):
        unit = state.units[action.unit]
        state.handover = False
        if isinstance(action, EndActivation):
            return self.end_activation(state, unit)
        state.active = unit.id
        if isinstance(action, Rally):
            return self.rally(state, unit, dice)
        if isinstance(action, Move):
            used = self._check_move(state, unit, action.path).info["used"]
            unit.used += used
            unit.x, unit.y, unit.heading = (float(v) for v in action.path[-1])
            unit.heading %= 360
            return [Event("move", f'{unit.name} moves {used:.1f}".', self.rule("Move"), side=unit.side,
                          units=(unit.id,))]
        target = state.units[action.target]
        led = self._ledger(state, unit, target)
        need = 4 - led.total
        rolls = tuple(dice.roll_many("d6", unit.wounds, why=f"{unit.name} shoots at {target.name}", side=unit.side,
                                     unit=unit.id, target=need, rule=self.rule("Shoot")))
        hits = sum(1 for r in rolls if r.success)
        target.wounds = max(0, target.wounds - hits)
        unit.fired = True
        if target.wounds and target.wounds * 2 <= target.max_wounds:
            target.routed = True
        text = f"{unit.name} shoots at {target.name}: {hits} hit{'s' if hits != 1 else ''}"
        text += ", wiping it out." if target.wounds == 0 else "."
        return [Event("shoot", text, self.rule("Shoot"), side=unit.side, units=(unit.id, target.id), rolls=rolls,
                      ledger=led.entries, data=(("hits", hits),)), *self.finish(state, unit)]

    def _ledger(self, state, unit, target) -> Ledger:
        d = math.dist((unit.x, unit.y), (target.x, target.y))
        return (Ledger().add("Long range", -1 if d > SHORT else 0, self.rule("Shoot"))
                .add("Target in woods", -1 if self._in_woods(state, (target.x, target.y)) else 0, self.rule("Cover")))

    def preview(self, state, action):
        if not isinstance(action, Shoot):
            return None
        unit, target = state.units[action.unit], state.units[action.target]
        need = 4 - self._ledger(state, unit, target).total
        return Outcomes.binomial(unit.wounds, Fraction(max(0, 7 - need), 6), "hits")

    # -- views ----------------------------------------------------------------------------------------
    def unit_views(self, state):
        return [UnitView(u.id, u.side, u.name, u.profile, pose=(u.x, u.y, u.heading), footprint=self._foot(u),
                         strength=f"{u.wounds}/{u.max_wounds}", markers=self.markers(state, u),
                         card=(u.profile.title(), f'Move {u.budget - u.used:.1f}" of {u.budget:g}"',
                               f'Shoots {u.wounds}d6 at {RANGE:g}"'), alive=u.alive,
                         kind=FIGURES[u.profile][0], figures=u.wounds, files=FIGURES[u.profile][1],
                         ranks=FIGURES[u.profile][2])
                for u in state.units.values()]

    def engaged(self, state, unit) -> bool:
        return False

    def reach(self, state, unit_id):
        unit = state.units.get(unit_id)
        if unit is None or not self.may_activate(state, unit):
            return None
        left = unit.budget - unit.used
        env = tuple((unit.x + left * math.cos(2 * math.pi * i / 48), unit.y + left * math.sin(2 * math.pi * i / 48))
                    for i in range(48))
        return Reach(envelope=env, budget=left)

    def move_action(self, state, unit_id, destination):
        if unit_id not in state.units:
            return None
        return Move(unit_id, tuple((round(x, 3), round(y, 3), round(h % 360, 2)) for x, y, h in destination))

    def sight(self, state, unit_id):
        unit = state.units.get(unit_id)
        if unit is None or not unit.alive:
            return None
        return self._sight_at(state, unit.x, unit.y, unit.heading)

    def sight_from(self, state, unit_id, destination):
        unit = state.units.get(unit_id)
        if unit is None or not unit.alive or not destination:
            return None
        x, y, h = destination[-1]
        return self._sight_at(state, float(x), float(y), float(h))

    def _sight_at(self, state, x, y, h):
        poly = visibility((x, y), self._blocking(state), SIGHT)
        arc = [(x, y)] + [(x + RANGE * math.sin(math.radians(a)), y - RANGE * math.cos(math.radians(a)))
                          for a in np.linspace(h - ARC, h + ARC, 19)]
        return Sight(polygon=poly, arc=tuple(arc), origin=(x, y), ranges=(('12"', SHORT), ('24"', RANGE)))

    def target_info(self, state, unit_id, target_id):
        unit, target = state.units.get(unit_id), state.units.get(target_id)
        if unit is None or target is None or not target.alive:
            return None
        d = math.dist((unit.x, unit.y), (target.x, target.y))
        bearing = math.degrees(math.atan2(target.x - unit.x, -(target.y - unit.y)))
        off = (bearing - unit.heading + 180) % 360 - 180
        rule = self.rule("Shoot")
        if self._woods_between(state, (unit.x, unit.y), (target.x, target.y)):
            return TargetInfo(False, d <= RANGE, "woods block the line of sight", rule, d)
        if abs(off) > ARC:
            return TargetInfo(False, d <= RANGE, f"{target.name} is outside the front arc ({abs(off):.0f} degrees "
                                                 f"off; the arc is {ARC:g} either side)", rule, d)
        if d > RANGE:
            return TargetInfo(True, False, f'{target.name} is {d:.1f}" away; range is {RANGE:g}"', rule, d)
        return TargetInfo(True, True, f'in sight and in range ({d:.1f}")', rule, d)

    def describe_action(self, state, action):
        if isinstance(action, Shoot):
            return f"Shoot at {state.units[action.target].name}"
        if isinstance(action, Rally):
            return f"Rally {state.units[action.unit].name}"
        if isinstance(action, EndActivation):
            return "End activation"
        if isinstance(action, Move):
            return f"Move {state.units[action.unit].name}"
        return action.to_text()
