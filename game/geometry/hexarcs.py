"""A facing hex's sides: which are its front, flanks and rear, the hexes across them, and on which side
another hex lies (`hexes` gives the directions and `Facing`).

>>> side_of(ORIGIN, Facing.D2, Hex(0, -2, 2))
<Side.FRONT: 'front'>
"""
from __future__ import annotations

from enum import Enum

from .hexes import ORIGIN, Facing, Hex, neighbour

__all__ = ["Side", "front_sides", "flank_sides", "rear_side", "side_kind", "front_arc", "flank_hexes", "rear_hex",
           "edges_toward", "side_of"]

_FACINGS: tuple[Facing, ...] = tuple(Facing)


class Side(str, Enum):
    """Where something lies relative to a facing hex: its front, flank or rear."""

    FRONT = "front"
    FLANK = "flank"
    REAR = "rear"


def front_sides(facing: int) -> tuple[Facing, Facing, Facing]:
    """The three front sides: facing-1, facing, facing+1.

    >>> front_sides(Facing.D0)
    (<Facing.D5: 5>, <Facing.D0: 0>, <Facing.D1: 1>)
    """
    f = _FACINGS[facing]
    return (f.rotate(-1), f, f.rotate(1))


def flank_sides(facing: int) -> tuple[Facing, Facing]:
    """The two flank sides: facing-2 and facing+2."""
    f = _FACINGS[facing]
    return (f.rotate(-2), f.rotate(2))


def rear_side(facing: int) -> Facing:
    """The rear side: facing+3."""
    return _FACINGS[facing].opposite


def side_kind(facing: int, side: int) -> Side:
    """Whether side ``side`` of a hex facing ``facing`` is front, flank or rear.

    >>> side_kind(Facing.D2, Facing.D4), side_kind(Facing.D2, Facing.D5)
    (<Side.FLANK: 'flank'>, <Side.REAR: 'rear'>)
    """
    k = (side - facing) % 6
    if k in (0, 1, 5):
        return Side.FRONT
    if k == 3:
        return Side.REAR
    return Side.FLANK


def front_arc(h: Hex, facing: int) -> tuple[Hex, Hex, Hex]:
    """The three neighbours across the front sides (facing-1, facing, facing+1)."""
    return tuple(neighbour(h, d) for d in front_sides(facing))  # type: ignore[return-value]


def flank_hexes(h: Hex, facing: int) -> tuple[Hex, Hex]:
    """The two neighbours across the flank sides (facing-2, facing+2)."""
    return tuple(neighbour(h, d) for d in flank_sides(facing))  # type: ignore[return-value]


def rear_hex(h: Hex, facing: int) -> Hex:
    """The neighbour across the rear side."""
    return neighbour(h, rear_side(facing))


def edges_toward(h: Hex, other: Hex) -> tuple[Facing, ...]:
    """The side(s) of ``h`` that a centre-to-centre line toward ``other`` leaves through.

    One side, or two (in ascending index order) when the line passes exactly
    through the corner between them.

    >>> edges_toward(ORIGIN, Hex(3, -1, -2))
    (<Facing.D0: 0>,)
    >>> edges_toward(ORIGIN, Hex(2, -1, -1))
    (<Facing.D0: 0>, <Facing.D1: 1>)
    """
    vq, vr, vs = other[0] - h[0], other[1] - h[1], other[2] - h[2]
    if vq == 0 and vr == 0:
        raise ValueError("edges_toward needs two different hexes")
    # Dot products with the six directions (the cube embedding is a similarity,
    # so the largest dot product is the side whose wedge holds the line).
    dots = (vq - vs, vq - vr, vs - vr, vs - vq, vr - vq, vr - vs)
    best = max(dots)
    return tuple(_FACINGS[d] for d in range(6) if dots[d] == best)


def side_of(h: Hex, facing: int, other: Hex) -> Side:
    """Which side of a hex at ``h`` facing ``facing`` the hex ``other`` lies on.

    Decided by the side the centre-to-centre line leaves ``h`` through. When it
    leaves exactly through a corner between two sides of different kinds,
    the more forward kind wins (front over flank, flank over rear): a line
    through a front corner can be traced from the front edges, so the hex
    counts as in front, matching line of sight. Equivalently ``other`` is in
    front iff its centre is in the closed half-plane ahead of the line through
    the two side corners of ``h``.

    >>> side_of(ORIGIN, Facing.D2, Hex(2, -1, -1)), side_of(ORIGIN, Facing.D2, Hex(1, 0, -1))
    (<Side.FRONT: 'front'>, <Side.FLANK: 'flank'>)
    """
    kinds = {side_kind(facing, e) for e in edges_toward(h, other)}
    for kind in (Side.FRONT, Side.FLANK, Side.REAR):
        if kind in kinds:
            return kind
    raise AssertionError("unreachable")
