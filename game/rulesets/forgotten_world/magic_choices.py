"""The magic phase's choices: the casts, barriers, prayers and unprepared spells worth offering a side's mages
(the battle's check filters them: `magic.magic_problem`), and how each is labelled."""
from __future__ import annotations

from . import actions as A
from .spells import SPELL_ORDER, SPELLS

__all__ = ["magic_candidates", "describe_magic"]


def magic_candidates(state, side) -> list:
    out = []
    for m in state.alive_units(side, on_table=False):
        if not m.mage:
            continue
        for k in m.spells:
            sp = SPELLS[k]
            if sp.target == "none":
                out.append(A.CastArea(m.id, k))
            else:
                for t in state.alive_units(None, on_table=False):
                    out.append(A.Cast(m.id, k, t.id))
        unused = [k for k in SPELL_ORDER if k not in m.spells and not SPELLS[k].vague]
        if unused:
            out += [A.Unprepared(m.id, k, unused[0]) for k in m.spells if k not in m.cast]
        out.append(A.Barrier(m.id))
        for t in state.alive_units(side, on_table=False):
            out.append(A.Pray(m.id, t.id))
    return out


def describe_magic(state, a) -> str:
    if isinstance(a, A.CastArea):
        return f"Cast {SPELLS[a.spell].name if a.spell in SPELLS else a.spell}"
    if isinstance(a, A.Cast):
        t = state.units.get(a.target)
        return f"Cast {SPELLS[a.spell].name if a.spell in SPELLS else a.spell}" + (f" on {t.name}" if t else "")
    if isinstance(a, A.Barrier):
        return "Raise a barrier (stamina)"
    if isinstance(a, A.Pray):
        return f"Pray the Gods for {state.units[a.target].name}" if a.target in state.units else "Pray the Gods"
    if isinstance(a, A.Unprepared):
        return f"Swap {a.drop} for {a.take} (stamina)"
    return ""
