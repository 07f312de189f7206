"""The legal actions now (`Ruleset.legal_actions`, the fast path): the candidates that `check` passes, in
their order, with the shot plans shared among them. A normal and a suppressing shot of one unit at one
target read the same plan (`plan_shot` reads the mode only for an Armour Penetrating Round), so each
(shooter, target, AP round or not, stationary weapon) is planned once per decision, not once per mode; the
other units' boxes that the moves' walk keys read are worked out once per decision (`decision.one_decision`)."""
from __future__ import annotations

from . import actions as A
from .commands import check
from .movegen import candidates
from .state import State
from .decision import one_decision

__all__ = ["legal_actions"]


def legal_actions(state: State, unit_id: str | None = None) -> list:
    side = state.acting()
    if side is None:
        return []
    shots: dict = {}
    out = []
    with one_decision(state):
        for a in candidates(state, side, unit_id):
            if type(a) not in A.ACTION_CLASSES:
                continue
            try:
                verdict = check(state, a, shots=shots)
            except Exception:  # noqa: BLE001  (the battle's check counts any failure as illegal, so does this)
                continue
            if verdict:
                out.append(a)
    return out
