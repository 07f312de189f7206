"""A unit's skills as they stand now: the profile value and a Ledger of named modifiers (stamina,
spells, terrain, running), clamped 1..6."""
from __future__ import annotations

from ...core.ledger import Ledger
from . import sections as S
from .units import clamp_score

__all__ = ["skill", "SPELL_MODS"]

# spell -> (skill, change of the score needed); a lower score is better
SPELL_MODS = {"shield": ("D", -1), "accuracy": ("SS", -1), "blessed_weapons": ("FS", -1), "illusion": ("FS", +1)}


def skill(state, u, name: str, extra: Ledger | None = None) -> tuple[int, Ledger]:
    """(score needed, ledger) for SS, FS or D."""
    led = Ledger()
    if name in ("SS", "FS", "D") and u.stamina <= 0:
        led.add("Exhausted", +1, S.ref(S.STAMINA))
    for spell, (what, v) in SPELL_MODS.items():
        if what == name and u.effect(spell):
            led.add(spell.replace("_", " ").capitalize(), v, S.ref(S.SPELLS))
    if extra is not None:
        led.extend(extra)
    base = getattr(u, name)
    return clamp_score(base + led.total), led


def leadership(state, u) -> tuple[int, Ledger]:
    led = Ledger()
    if u.effect("panic"):
        led.add("Panic", -2, S.ref(S.SPELLS))
    if u.effect("courage"):
        led.add("Courage", +2, S.ref(S.SPELLS))
    return max(0, u.Ld + led.total), led
