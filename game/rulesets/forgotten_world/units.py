"""What a unit's kind means: its square base in inches, the rank widths a regiment may take, and the
dice rule that modified skills stay within 1..6 (a 1 always fails, a 6 always succeeds).

>>> base_inches("cavalry")
(0.984251968503937, 1.968503937007874)
>>> rank_widths("infantry"), rank_widths("cavalry"), rank_widths("monster")
(range(4, 13), range(3, 7), range(2, 5))
>>> clamp_score(8), clamp_score(0), hits(5, [1, 5, 6, 4])
(6, 1, 2)
"""
from __future__ import annotations

from ...geometry.plane import MM_PER_INCH

__all__ = ["BASE_MM", "RANK_WIDTHS", "base_inches", "rank_widths", "clamp_score", "succeeds", "hits"]

BASE_MM = {"infantry": (20.0, 20.0), "cavalry": (25.0, 50.0), "monster": (40.0, 40.0), "warmachine": (50.0, 50.0)}
RANK_WIDTHS = {"infantry": (4, 12), "cavalry": (3, 6), "monster": (2, 4)}


def base_inches(base: str) -> tuple[float, float]:
    """(width, depth) of one model's square base, in inches."""
    w, d = BASE_MM[base]
    return (w / MM_PER_INCH, d / MM_PER_INCH)


def rank_widths(base: str) -> range | None:
    """The models a regiment's rank may hold (None: this kind never forms regiments)."""
    lo_hi = RANK_WIDTHS.get(base)
    return range(lo_hi[0], lo_hi[1] + 1) if lo_hi else None


def clamp_score(v: int) -> int:
    """A modified skill never goes below 1 nor above 6."""
    return max(1, min(6, int(v)))


def succeeds(face: int, need: int) -> bool:
    """A die meets a score: a 1 always fails, a 6 always succeeds."""
    if face == 1:
        return False
    if face == 6:
        return True
    return face >= clamp_score(need)


def hits(need: int, faces) -> int:
    return sum(1 for f in faces if succeeds(f, need))
