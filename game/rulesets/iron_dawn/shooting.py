"""Resolving a shot: a d10 per shot against the chart (natural 1 misses, natural 10 hits and takes an
extra hit point, and against a vehicle rolls on the critical chart), defence tests, light cover soaking
misses, explosives, flamethrowers, indirect fire with scatter, suppression and Suppressing Fire's pin."""
from __future__ import annotations

import math

from ...core.events import Event
from . import sections as S
from .critical import critical_hit
from .damage import defence_tests, hit_model, remove_hp
from .shotplan import Group, ShotPlan
from .special import blast, flame, indirect
from .state import State, Unit

__all__ = ["resolve_shot", "roll_to_hit", "source_of", "LIGHT_COVER_DEF"]

LIGHT_COVER_DEF = 4


def roll_to_hit(state: State, u: Unit, g: Group, dice) -> tuple[list, list, int]:
    """(rolls, hits as natural faces, misses that are not natural 1s)."""
    rolls, hits, soft_misses = [], [], 0
    need = g.score
    for _ in range(g.shots):
        r = dice.roll("d10", why=f"{u.name}: {g.name} to hit (needs {need}+"
                      + (f", {g.roll.total:+d} on the roll" if g.roll.total else "") + ")",
                      side=u.side, unit=u.id, target=need, rule=S.ref(S.TO_HIT))
        rolls.append(r)
        if r.value == 1:
            continue
        if r.value == 10 or r.value + g.roll.total >= need:
            hits.append(r.value)
        else:
            soft_misses += 1
    return rolls, hits, soft_misses


def source_of(u: Unit, target: Unit):
    """Where a shot comes from: the firing unit's model closest to the target (losses are taken from it)."""
    pts = [(m.x, m.y) for m in u.living]
    return min(pts, key=lambda p: min(math.hypot(p[0] - m.x, p[1] - m.y) for m in target.living))


def resolve_shot(state: State, u: Unit, target: Unit, plan: ShotPlan, dice, *, mode: str = "",
                 disable: bool = False) -> list[Event]:
    events: list[Event] = []
    src = source_of(u, target)
    cover = plan.cover
    tests = passed = 0
    hp_before = target.hp
    for g in plan.groups:
        if not target.alive:
            break
        if g.special == "flame":
            events += flame(state, u, target, g, src, dice)
            continue
        rolls, hits, soft = roll_to_hit(state, u, g, dice)
        text = f"{u.name} fires {g.name} ({g.shots} shot{'s' * (g.shots != 1)}) at {target.name}: {len(hits)} hit(s)."
        events.append(Event("shoot", text, S.ref(S.TO_HIT), side=u.side, units=(u.id, target.id), rolls=tuple(rolls),
                            ledger=tuple(g.acc) + tuple(g.roll), data=(("hits", len(hits)), ("score", g.score))))
        if g.special == "indirect":
            ev, t, p = indirect(state, u, target, g, hits, src, dice, mode=mode)
            events += ev
            tests, passed = tests + t, passed + p
            continue
        if soft and cover is not None and cover.kind == "light" and cover.piece in {x for x in [cover.piece]} \
                and cover.piece not in state.destroyed_terrain and cover.piece not in state.units:
            events += _hit_cover(state, cover.piece, soft, g.att, dice)
        facing = plan.facing
        in_cover = cover is not None and cover.band in ("up to half", "over half")
        n = len(hits)
        if not n:
            continue
        first = min(target.living, key=lambda m: (math.hypot(m.x - src[0], m.y - src[1]), m.id))
        centre = (first.x, first.y, first.id)
        failed, ok, ones, drolls, led = defence_tests(state, target, n, g.att, dice, facing=facing, cover=in_cover)
        tests, passed = tests + failed + ok, passed + ok
        extra = sum(1 for h in hits if h == 10)
        losses = 0 if mode == "suppress" else failed + ones + extra
        events.append(Event("defence", f"{target.name} takes {n} defence test(s): {failed} failed"
                            + (f", {ones} natural 1(s) on the armour" if ones else "")
                            + (f"; {extra} natural 10(s) take an extra hit point" if extra else "")
                            + (" (Suppressing Fire: no hit points lost)" if mode == "suppress" else "") + ".",
                            S.ref(S.DEFENCE), side=target.side, units=(target.id,), rolls=tuple(drolls),
                            ledger=tuple(led), data=(("failed", failed), ("passed", ok))))
        events += remove_hp(state, target, losses, src, dice)
        if target.is_vehicle and target.alive and mode != "suppress":
            crits = extra + (n if facing in target.penetrated else 0)
            for _ in range(min(crits, n + extra)):
                if target.alive:
                    events += critical_hit(state, target, facing, dice)
        if g.special == "explosive":
            events += blast(state, g, hits, centre, dice)
    if tests and passed * 2 >= tests and target.alive:
        if mode == "suppress":
            target.pinned_turn = state.turn
            events.append(Event("pinned", f"{target.name} is pinned: no moving or shooting until the next turn.",
                                S.ref(S.MANOEUVRES), side=target.side, units=(target.id,)))
        else:
            target.suppressed_turn = state.turn
            events.append(Event("suppressed", f"{target.name} passed {passed} of {tests} defence tests and is "
                                "suppressed: -2 to its next shooting.", S.ref(S.SUPPRESSION), side=target.side,
                                units=(target.id,)))
    if disable and target.is_vehicle and target.alive and target.hp < hp_before:
        target.immobilised = True
        events.append(Event("immobilised", f"{target.name} is damaged and immobilised (Disable That Vehicle).",
                            S.ref(S.ORDERS), side=target.side, units=(target.id,)))
    return events


def _hit_cover(state: State, key: str, misses: int, att: int, dice) -> list[Event]:
    need = LIGHT_COVER_DEF + (LIGHT_COVER_DEF - att)
    rolls = [dice.roll("d10", why=f"light cover {key}: defence test (passes on {need} or less)", rule=S.ref(S.COVER))
             for _ in range(misses)]
    failed = sum(1 for r in rolls if r.value > need)
    state.cover_hits[key] = state.cover_hits.get(key, 0) + failed
    events = [Event("cover", f"{misses} miss(es) strike the light cover: {failed} failed test(s) "
                    f"({state.cover_hits[key]} of 3).", S.ref(S.COVER), rolls=tuple(rolls))]
    if state.cover_hits[key] >= 3:
        state.destroyed_terrain.append(key)
        events.append(Event("cover", "The light cover is destroyed: it hides nobody any more.", S.ref(S.COVER)))
    return events
