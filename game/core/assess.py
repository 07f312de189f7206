"""How a side stands in a battle, for a computer player: the ruleset's `assess` hook and its default.

An `Assessment` is a handful of numbers a player could read off the table: the share of each side's
strength still fighting, how well placed the side's units are to strike (closeness to the enemy), and
its lead on the scenario's objectives or victory points. The computer player weighs these by its
personality; a ruleset that says nothing gets `generic_assessment`, read from its unit views alone
(the "3/4 wounds" / "7/12 figures" strength lines, `alive`, and where each unit stands).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Iterable

__all__ = ["Assessment", "generic_assessment", "strength_share", "closeness", "hex_distance"]

_FRACTION = re.compile(r"(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)")


@dataclass(frozen=True, slots=True)
class Assessment:
    """`own`, `enemy`: share (0..1) of each side's strength still fighting. `position` (0..1): how close
    the side's units stand to striking the enemy. `score` (-1..1): the side's lead on objectives/points."""

    own: float
    enemy: float
    position: float = 0.0
    score: float = 0.0


def strength_share(text: str, alive: bool) -> float:
    """The share of a unit left, from a strength line such as "3/4 wounds" (1.0 when it gives none)."""
    if not alive:
        return 0.0
    m = _FRACTION.search(text or "")
    if not m:
        return 1.0
    have, whole = float(m.group(1)), float(m.group(2))
    return max(0.0, min(1.0, have / whole)) if whole > 0 else 1.0


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Steps between two axial hex cells."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def closeness(distances: Iterable[float], scale: float) -> float:
    """Mean of 1 / (1 + d / scale) over the distances (0.0 for none): 1 at contact, falling with range."""
    ds = list(distances)
    if not ds:
        return 0.0
    return sum(1.0 / (1.0 + max(d, 0.0) / scale) for d in ds) / len(ds)


def _where(view):
    if view.cell is not None:
        return ("cell", view.cell)
    if view.pose is not None:
        return ("pose", (view.pose[0], view.pose[1]))
    return None


def _gap(a, b) -> float:
    if a[0] == "cell" and b[0] == "cell":
        return float(hex_distance(a[1], b[1]))
    return math.hypot(a[1][0] - b[1][0], a[1][1] - b[1][1])


def generic_assessment(ruleset, state, side: str) -> Assessment:
    """An assessment from `ruleset.unit_views(state)` alone (see the module docstring)."""
    views = [v for v in ruleset.unit_views(state) if "leader" not in v.markers or v.strength]
    mine = [v for v in views if v.side == side]
    theirs = [v for v in views if v.side != side]

    def share(vs) -> float:
        return sum(strength_share(v.strength, v.alive) for v in vs) / len(vs) if vs else 0.0

    foes = [w for w in (_where(v) for v in theirs if v.alive) if w is not None]
    gaps = []
    for v in mine:
        here = _where(v) if v.alive else None
        if here is not None and foes:
            gaps.append(min(_gap(here, f) for f in foes))
    scale = 3.0 if any(v.cell is not None for v in views) else 12.0
    return Assessment(share(mine), share(theirs), closeness(gaps, scale), 0.0)
