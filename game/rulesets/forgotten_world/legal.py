"""The legal actions now (`Ruleset.legal_actions`, the fast path): the candidates, each judged as the
battle's check judges it, in order, but reading only the yes or no (`Ruleset.allowed`). In the movement
phase the sample moves of units that may not move now are left out first (`plan_move` refuses every one
of them before it reads the path: `movement.move_refused`)."""
from __future__ import annotations

from .movegen import candidates

__all__ = ["legal_actions"]


def legal_actions(ruleset, state, unit_id: str | None = None) -> list:
    out = []
    for a in candidates(ruleset, state, skip_refused=True):
        if (unit_id is not None and getattr(a, "unit", None) != unit_id) or type(a) not in ruleset.action_classes:
            continue
        try:
            ok = ruleset.allowed(state, a)
        except Exception:  # noqa: BLE001  (the battle's check counts any failure as illegal, so does this)
            continue
        if ok:
            out.append(a)
    return out
