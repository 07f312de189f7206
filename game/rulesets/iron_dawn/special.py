"""Special weapons: explosives (every model within 3" of the closest model hit), flamethrowers (one hit on
every unit within 2" of the line, friend or foe, and terrain on the line set alight), indirect fire
(the D5 / D10 scatter chart; a natural 10 kills a model outright; suppression when a round lands within
6" of the target) and burning terrain hurting infantry within 2"."""
from __future__ import annotations

import math

from ...core.events import Event
from ...geometry.templates import scatter, segment_distance
from . import sections as S
from .charts import SCATTER
from .damage import defence_tests, hit_model
from .state import State, Unit
from .terrain import pieces

__all__ = ["blast", "flame", "indirect", "burn", "BLAST", "FLAME_WIDTH", "BURN_ATT", "BURNABLE"]

BLAST = 3.0
FLAME_WIDTH = 2.0
BURN_ATT = 5
BURNABLE = ("light", "trees", "building")
LANDING = 1.0


def _models_near(state: State, point, r: float, skip=()):
    for o in state.on_table():
        for m in o.living:
            if m.id in skip:
                continue
            d = math.hypot(m.x - point[0], m.y - point[1]) - (o.base / 2 if not o.is_vehicle else 0)
            if d <= r + 1e-9:
                yield o, m


def _hit(state: State, o: Unit, m, att: int, cls: str, dice, why: str) -> list[Event]:
    if o.is_vehicle and cls == "infantry":
        return []
    failed, _ok, ones, rolls, led = defence_tests(state, o, 1, att, dice, facing="side" if o.is_vehicle else "",
                                                  why=why)
    out = [Event("defence", f"{m.id} of {o.name} takes a defence test{why}: "
                 + ("failed." if failed + ones else "passed."), S.ref(S.DEFENCE), side=o.side, units=(o.id,),
                 rolls=tuple(rolls), ledger=tuple(led), data=(("failed", failed), ("passed", _ok)))]
    for _ in range(failed + ones):
        if m.alive and o.alive:
            out += hit_model(state, o, m, dice)
    return out


def blast(state: State, g, hits, centre, dice) -> list[Event]:
    """Each hit also hits every other model within 3" of `centre` (x, y, id of the model hit first)."""
    if not hits:
        return []
    events = []
    for _ in hits:
        caught = list(_models_near(state, (centre[0], centre[1]), BLAST, skip=(centre[2],)))
        if caught:
            events.append(Event("blast", f"The explosion catches {len(caught)} model(s) within 3\".",
                                S.ref(S.EXPLOSIVES), units=tuple(sorted({o.id for o, _ in caught}))))
        for o, m in caught:
            events += _hit(state, o, m, g.att, g.cls, dice, " (blast)")
    return events


def flame(state: State, u: Unit, target: Unit, g, src, dice) -> list[Event]:
    end = min(((m.x, m.y) for m in target.living), key=lambda p: math.hypot(p[0] - src[0], p[1] - src[1]))
    events = [Event("flame", f"{u.name} sweeps {g.name} along a line to {target.name}.", S.ref(S.FLAME),
                    side=u.side, units=(u.id, target.id))]
    for o in state.on_table():
        if o.id == u.id or o.is_vehicle:
            continue
        near = [m for m in o.living if segment_distance((m.x, m.y), src, end) <= FLAME_WIDTH + o.base / 2 + 1e-9]
        if not near:
            continue
        m = min(near, key=lambda m: math.hypot(m.x - src[0], m.y - src[1]))
        events.append(Event("flame", f"{o.name} is caught by the flames: one hit.", S.ref(S.FLAME), side=o.side,
                            units=(o.id,)))
        events += _hit(state, o, m, g.att, "infantry", dice, " (flame)")
    for p in pieces(state):
        if p.type in BURNABLE and p.key not in state.burning and p.key not in state.destroyed_terrain:
            if any(_crosses(poly, src, end) for poly in p.polys):
                state.burning.append(p.key)
                events.append(Event("fire", f"{p.name} catches fire.", S.ref(S.FLAME)))
    return events


def _crosses(poly, a, b) -> bool:
    from ...geometry.planesight import Blockers
    return not Blockers.build(polygons=[poly]).blocked([a], [b]).tolist() == [False]


def indirect(state: State, u: Unit, target: Unit, g, hits, src, dice, *, mode: str = ""):
    events, tests, passed = [], 0, 0
    centre = target.models_centre
    near_target = False
    for face in hits:
        if not target.alive:
            break
        if face == 10:
            victim = min(target.living, key=lambda m: math.hypot(m.x - src[0], m.y - src[1]))
            events.append(Event("indirect", f"A natural 10: the round lands true and kills {victim.id} outright.",
                                S.ref(S.INDIRECT), side=u.side, units=(target.id,)))
            near_target = True
            if mode != "suppress":
                for _ in range(victim.hp):
                    events += hit_model(state, target, victim, dice)
            continue
        d5 = dice.roll("d5", why=f"{u.name}: scatter direction", side=u.side, unit=u.id, rule=S.ref(S.INDIRECT))
        way = SCATTER[d5.value]
        if way is None:
            point, rolls = centre, (d5,)
        else:
            d10 = dice.roll("d10", why=f"{u.name}: scatter distance", side=u.side, unit=u.id, rule=S.ref(S.INDIRECT))
            point, rolls = scatter(centre, src, way, d10.value), (d5, d10)
        where = "on target" if way is None else f"{rolls[-1].value}\" {way}"
        events.append(Event("indirect", f"A round lands {where}.", S.ref(S.INDIRECT), side=u.side, rolls=rolls,
                            data=(("at", tuple(round(v, 2) for v in point)),)))
        if any(math.hypot(m.x - point[0], m.y - point[1]) <= 6.0 for m in target.living):
            near_target = True
        caught = list(_models_near(state, point, LANDING))
        if caught:
            o, m = min(caught, key=lambda om: math.hypot(om[1].x - point[0], om[1].y - point[1]))
            if not (o.is_vehicle and g.cls == "infantry"):
                failed, ok, ones, dr, led = defence_tests(state, o, 1, g.att, dice, facing="top", indirect=True,
                                                          why=" (indirect fire)")
                events.append(Event("defence", f"{m.id} of {o.name} takes a defence test (indirect fire): "
                                    + ("failed." if failed + ones else "passed."), S.ref(S.DEFENCE), side=o.side,
                                    units=(o.id,), rolls=tuple(dr), ledger=tuple(led),
                                    data=(("failed", failed), ("passed", ok))))
                if o.id == target.id:
                    tests, passed = tests + failed + ok, passed + ok
                if mode != "suppress":
                    for _ in range(failed + ones):
                        if m.alive:
                            events += hit_model(state, o, m, dice)
    if near_target and target.alive and mode != "suppress":
        target.suppressed_turn = state.turn
        events.append(Event("suppressed", f"{target.name} is suppressed for the rest of the turn: a round landed "
                            "within 6\".", S.ref(S.INDIRECT), side=target.side, units=(target.id,)))
    return events, tests, passed


def burn(state: State, dice) -> list[Event]:
    """End of a phase: every infantry model within 2" of burning terrain takes an ATT 5 hit."""
    events = []
    for key in list(state.burning):
        p = next((x for x in pieces(state) if x.key == key), None)
        if p is None:
            continue
        for o in state.on_table():
            if o.is_vehicle:
                continue
            for m in list(o.living):
                if any(_near_poly((m.x, m.y), poly, FLAME_WIDTH + o.base / 2) for poly in p.polys):
                    events.append(Event("burn", f"{m.id} is burned by {p.name}.", S.ref(S.FLAME), side=o.side,
                                        units=(o.id,)))
                    events += _hit(state, o, m, BURN_ATT, "infantry", dice, " (burning terrain)")
            if o.inside == key and o.alive:
                o.inside = ""
                o.smoke_phase = (state.turn, state.phase + 1) if state.phase < 3 else (state.turn + 1, 1)
                events.append(Event("smoke", f"{o.name} must abandon the burning {p.name} and recover next phase.",
                                    S.ref(S.BUILDINGS), side=o.side, units=(o.id,)))
    return events


def _near_poly(pt, poly, r) -> bool:
    from ...geometry.plane import point_in_polygon
    if point_in_polygon(pt, poly):
        return True
    return any(segment_distance(pt, poly[i], poly[(i + 1) % len(poly)]) <= r for i in range(len(poly)))
