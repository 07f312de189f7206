"""The legal actions now (`Ruleset.legal_actions`, the fast path), in the movement phase: the candidates
less the sample moves of units that may not move now (`plan_move` refuses every one of them before it reads
the path: `movement.move_refused`), each other candidate checked as the battle checks it, in order. In the
other phases it answers None and the battle filters the candidates itself."""
from __future__ import annotations

from .movegen import candidates

__all__ = ["legal_actions"]


def legal_actions(ruleset, state, unit_id: str | None = None) -> list | None:
    if state.phase != "movement":
        return None
    out = []
    for a in candidates(ruleset, state, skip_refused=True):
        if (unit_id is not None and getattr(a, "unit", None) != unit_id) or type(a) not in ruleset.action_classes:
            continue
        try:
            verdict = ruleset.check(state, a)
        except Exception:  # noqa: BLE001  (the battle's check counts any failure as illegal, so does this)
            continue
        if verdict:
            out.append(a)
    return out
