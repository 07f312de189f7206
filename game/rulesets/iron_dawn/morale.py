"""Morale tests: a d10 above MOR fails, a 9 or 10 always fails; MOR 10 re-rolls a 10 and MOR 11 a 9
(and a 10, a ruling); Hold the Line lets a unit re-roll a failed test. Command radius bonuses."""
from __future__ import annotations

import math

from ...core.events import Event
from ...core.ledger import Ledger
from . import sections as S
from .profiles import lookup
from .state import State, Unit

__all__ = ["morale_of", "morale_test", "passes", "commander_of", "command_radius", "commanders_near"]

RADIUS = {"junior": 18.0, "senior": 24.0}
BONUS = {"junior": 1, "senior": 2}


def command_radius(u: Unit) -> float:
    p = lookup(u.profile)
    cmd = p.command if p is not None else None
    if cmd is None and p is not None and p.command_vehicle:
        cmd = "junior"
    return RADIUS.get(cmd, 0.0) if cmd else 0.0


def command_level(u: Unit) -> str | None:
    p = lookup(u.profile)
    if p is None:
        return None
    return p.command or ("junior" if p.command_vehicle else None)


def _near(state: State, cmd: Unit, u: Unit) -> bool:
    r = command_radius(cmd)
    if not r or not u.living or not cmd.living:
        return False
    c = cmd.models[0] if cmd.is_vehicle else cmd.living[0]
    return any(math.hypot(m.x - c.x, m.y - c.y) <= r + 1e-9 for m in u.living)


def commanders_near(state: State, u: Unit) -> list[Unit]:
    """Friendly commanders (and command vehicles) whose command radius reaches `u`."""
    return [c for c in state.alive_units(u.side) if c.id != u.id and command_level(c) and not c.abandoned
            and _near(state, c, u)]


def commander_of(state: State, u: Unit) -> Unit | None:
    """The commander that has joined `u`, if any."""
    return next((c for c in state.alive_units(u.side) if c.joined == u.id and c.kind == "commander"), None)


def morale_of(state: State, u: Unit, *, order: bool = False) -> tuple[int, Ledger]:
    """The unit's MOR and the named modifiers on it."""
    p = lookup(u.profile)
    joined = commander_of(state, u)
    base = lookup(joined.profile).mor if joined is not None else p.mor
    led = Ledger()
    if joined is not None:
        led.add(f"{joined.name}'s MOR used ({base})", 0)
    if order and command_level(u) == "senior":
        led.add("Senior commander issuing an order", 1, S.ref(S.COMMANDERS))
    if not u.is_vehicle and command_level(u) is None:
        best = max((BONUS[command_level(c)] for c in commanders_near(state, u)), default=0)
        led.add("Within a commander's radius", best, S.ref(S.COMMAND))
    if u.inspired_turn == state.turn:
        led.add("Inspired", 1, S.ref(S.ORDERS))
    return base + led.total, led


def passes(roll: int, mor: int) -> bool:
    """d10 at or under MOR passes; a 9 or 10 fails whatever the MOR."""
    return roll < 9 and roll <= mor


def may_reroll(roll: int, mor: int) -> bool:
    """MOR 10 re-rolls a 10; MOR 11 (or more) re-rolls a 9 or a 10."""
    return (mor >= 10 and roll == 10) or (mor >= 11 and roll == 9)


def morale_test(state: State, u: Unit, dice, why: str, *, order: bool = False) -> tuple[bool, Event]:
    mor, led = morale_of(state, u, order=order)
    rolls = [dice.roll("d10", why=f"{u.name}: morale test ({why}), needs {min(mor, 8)} or less",
                       side=u.side, unit=u.id, rule=S.ref(S.MORALE))]
    if not passes(rolls[-1].value, mor) and may_reroll(rolls[-1].value, mor):
        rolls.append(dice.roll("d10", why=f"{u.name}: MOR {mor} re-rolls the {rolls[-1].value}",
                               side=u.side, unit=u.id, rule=S.ref(S.MORALE)))
    if not passes(rolls[-1].value, mor) and any(uid == u.id and (t, ph) == (state.turn, state.phase)
                                                for uid, t, ph in state.hold_the_line) and not order:
        rolls.append(dice.roll("d10", why=f"{u.name}: Hold the Line re-roll", side=u.side, unit=u.id,
                               rule=S.ref(S.ORDERS)))
    ok = passes(rolls[-1].value, mor)
    text = f"{u.name} {'passes' if ok else 'fails'} a morale test ({why}): rolled {rolls[-1].value} against MOR {mor}."
    return ok, Event("morale", text, S.ref(S.MORALE), side=u.side, units=(u.id,), rolls=tuple(rolls),
                     ledger=tuple(led), data=(("passed", ok),))
