"""What is worked out once per decision while its legal actions are listed (`legal.legal_actions`: every
candidate is only checked, so the state does not change meanwhile): the units' boxes that the moves' walk
keys and obstacles read (`decision_boxes`), each mover's part of its walk keys (`decision_movers`), and the
answers of `limits.why_not` (`decision_answers`)."""
from __future__ import annotations

import math
import threading
from contextlib import contextmanager
from typing import Iterator

from .state import State, Unit

__all__ = ["one_decision", "decision_boxes", "decision_answers", "decision_movers", "vehicle_entry", "models_entry"]

# Per thread (the app's computer player lists and checks actions in a worker thread while the window's thread
# lists the battle's): [the state whose legal actions are being listed, its units' boxes, why_not's answers by
# (unit, kind, ordered), the movers' parts of their walk keys by unit].
_LOCAL = threading.local()


def _decision() -> list:
    got = getattr(_LOCAL, "decision", None)
    if got is None:
        got = _LOCAL.decision = [None, None, None, None]
    return got


@contextmanager
def one_decision(state: State) -> Iterator[None]:
    """While the legal actions of one decision are listed (only checked: the state does not change), the
    other units' boxes that `walk_key` reads are worked out once for all the moves, not once per move, a
    mover's part of its walk keys once for its moves, and each `why_not` once per unit, kind and order (a
    unit's shots, moves and run ask the same)."""
    now = _decision()
    old = list(now)
    now[:] = [state, None, {}, {}]
    try:
        yield
    finally:
        now[:] = old


def _boxes(state: State) -> list:
    """Each unit that can stand in a walk's way (alive, not in a transport), in the state's order: (unit,
    vehicle?, box x0, x1, y0, y1 (a vehicle: its centre +- its half-diagonal; else of its living models'
    centres), half-diagonal or base radius, living models' centres, the entry of the key)."""
    units = state.units
    out = []
    for o in units.values():
        if not o.alive or (o.inside and o.inside in units):
            continue
        if o.kind == "vehicle":
            h = math.hypot(o.width, o.depth) / 2.0
            out.append((o, True, o.x - h, o.x + h, o.y - h, o.y + h, h, (), vehicle_entry(o)))
        else:
            pts = tuple((m.x, m.y) for m in o.models if m.alive)
            if not pts:
                continue                    # no model: nothing of it within reach
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            out.append((o, False, min(xs), max(xs), min(ys), max(ys), o.base / 2.0, pts, models_entry(o, pts)))
    return out


def vehicle_entry(o: Unit) -> tuple:
    """What of a vehicle near a walk its key holds: who it is, whether abandoned, and where its hull lies."""
    return (o.id, o.name, o.abandoned, o.kind, o.x, o.y, o.heading, o.width, o.depth)


def models_entry(o: Unit, pts: tuple) -> tuple:
    """What of a unit of models near a walk its key holds: who it is, its base and its living models' centres."""
    return (o.id, o.name, o.abandoned, o.kind, o.base, pts)


def decision_boxes(state: State) -> list:
    """`_boxes` of `state`, made once while its legal actions are listed (`one_decision`), else afresh."""
    now = _decision()
    if now[0] is state:
        if now[1] is None:
            now[1] = _boxes(state)
        return now[1]
    return _boxes(state)


def decision_answers(state: State) -> dict | None:
    """The answers of `limits.why_not` kept while the legal actions of `state` are listed, else None."""
    now = _decision()
    return now[2] if now[0] is state else None


def decision_movers(state: State) -> dict | None:
    """The movers' parts of their walk keys (`walkkey._mover`) kept while the legal actions of `state` are
    listed, else None."""
    now = _decision()
    return now[3] if now[0] is state else None
