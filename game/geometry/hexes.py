"""Hex maths: cube coordinates, facings, distances, lines and rings.

Coordinates are cube/axial as Red Blob Games describes them: ``Hex(q, r, s)``
with ``q + r + s == 0``. The six directions, in the order of `Facing`:

====  ==========  ========  ==========
 d    (q, r, s)   flat-top  pointy-top
====  ==========  ========  ==========
 0    (+1, 0,-1)  SE        E
 1    (+1,-1, 0)  NE        NE
 2    ( 0,-1,+1)  N         NW
 3    (-1, 0,+1)  NW        W
 4    (-1,+1, 0)  SW        SW
 5    ( 0,+1,-1)  S         SE
====  ==========  ========  ==========

A hex has six sides; side ``d`` is the one shared with ``neighbour(h, d)``.
Pixel layout belongs to the UI; nothing here knows about pixels. A facing hex's front, flank and rear
are in `hexarcs`; offset coordinates and whole maps (`HexGrid`) in `hexmaps`.

>>> a = Hex.axial(1, -2)
>>> a
Hex(1, -2, 1)
>>> distance(a, Hex(0, 0, 0))
2
>>> neighbour(a, Facing.D2)
Hex(1, -3, 2)
"""
from __future__ import annotations

import builtins
from enum import IntEnum
from operator import itemgetter
from typing import Literal

__all__ = [
    "Hex", "Facing", "Orientation", "OffsetKind", "DIRECTIONS", "ORIGIN",
    "add", "sub", "scale", "neighbour", "neighbours", "facing_to", "length", "distance",
    "hex_round", "linedraw", "linedraw_both", "ring", "spiral", "hex_range", "check_orientation",
]

Orientation = Literal["flat", "pointy"]
OffsetKind = Literal["odd", "even"]


class Hex(tuple):
    """A hex in cube coordinates; immutable, hashable, cheap (a 3-tuple).

    The constructor checks ``q + r + s == 0`` (ValueError otherwise). A Hex
    compares and hashes exactly like the plain tuple ``(q, r, s)``.
    ``+``, ``-``, unary ``-`` and ``* int`` are vector operations.

    >>> Hex(1, 2, -3) + Hex(0, -1, 1)
    Hex(1, 1, -2)
    >>> Hex.axial(2, 0) * 3
    Hex(6, 0, -6)
    >>> Hex(1, 1, 1)
    Traceback (most recent call last):
    ...
    ValueError: cube coordinates must sum to 0, got (1, 1, 1)
    """

    __slots__ = ()

    def __new__(cls, q: int, r: int, s: int) -> "Hex":
        if q + r + s != 0:
            raise ValueError(f"cube coordinates must sum to 0, got ({q}, {r}, {s})")
        return tuple.__new__(cls, (q, r, s))

    @classmethod
    def axial(cls, q: int, r: int) -> "Hex":
        """The hex with axial coordinates (q, r)."""
        return tuple.__new__(cls, (q, r, -q - r))

    @classmethod
    def round(cls, fq: float, fr: float, fs: float) -> "Hex":
        """The hex containing fractional cube coordinates; see `hex_round`."""
        return hex_round(fq, fr, fs)

    q = property(itemgetter(0), doc="cube q")
    r = property(itemgetter(1), doc="cube r")
    s = property(itemgetter(2), doc="cube s")

    def __getnewargs__(self):
        return tuple(self)

    def __repr__(self) -> str:
        return f"Hex({self[0]}, {self[1]}, {self[2]})"

    def __add__(self, other):  # type: ignore[override]
        return tuple.__new__(Hex, (self[0] + other[0], self[1] + other[1], self[2] + other[2]))

    def __sub__(self, other):
        return tuple.__new__(Hex, (self[0] - other[0], self[1] - other[1], self[2] - other[2]))

    def __neg__(self):
        return tuple.__new__(Hex, (-self[0], -self[1], -self[2]))

    def __mul__(self, k):  # type: ignore[override]
        if not isinstance(k, int):
            return NotImplemented
        return tuple.__new__(Hex, (self[0] * k, self[1] * k, self[2] * k))

    __rmul__ = __mul__


ORIGIN = Hex(0, 0, 0)
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0, -1), Hex(1, -1, 0), Hex(0, -1, 1), Hex(-1, 0, 1), Hex(-1, 1, 0), Hex(0, 1, -1),
)

_COMPASS: dict[str, tuple[str, ...]] = {
    "flat": ("SE", "NE", "N", "NW", "SW", "S"),
    "pointy": ("E", "NE", "NW", "W", "SW", "SE"),
}


def check_orientation(orientation: str) -> None:
    """ValueError unless `orientation` is "flat" or "pointy"."""
    if orientation not in _COMPASS:
        raise ValueError(f"orientation must be 'flat' or 'pointy', got {orientation!r}")


class Facing(IntEnum):
    """One of the six hex directions (see the module table). ``Facing(d)``.

    >>> Facing.D5.rotate(1), Facing.D1.rotate(-2), Facing.D1.opposite
    (<Facing.D0: 0>, <Facing.D5: 5>, <Facing.D4: 4>)
    >>> Facing.from_compass("N", "flat"), Facing.D2.compass("pointy")
    (<Facing.D2: 2>, 'NW')
    """

    D0 = 0
    D1 = 1
    D2 = 2
    D3 = 3
    D4 = 4
    D5 = 5

    def rotate(self, k: int) -> "Facing":
        """Turn by ``k`` sixths of a circle (positive = increasing index)."""
        return _FACINGS[(self + k) % 6]

    @property
    def opposite(self) -> "Facing":
        return _FACINGS[(self + 3) % 6]

    @property
    def vector(self) -> Hex:
        """The unit step in this direction."""
        return DIRECTIONS[self]

    def compass(self, orientation: Orientation) -> str:
        """Compass name of this direction on a flat- or pointy-top map."""
        check_orientation(orientation)
        return _COMPASS[orientation][self]

    @classmethod
    def from_compass(cls, name: str, orientation: Orientation) -> "Facing":
        """The facing a scenario file names, e.g. ``"NE"`` on a ``"flat"`` map.

        >>> Facing.from_compass("E", "flat")
        Traceback (most recent call last):
        ...
        ValueError: 'E' is not a hex facing on a flat map (one of SE, NE, N, NW, SW, S)
        """
        check_orientation(orientation)
        names = _COMPASS[orientation]
        key = name.strip().upper()
        if key not in names:
            raise ValueError(f"{name!r} is not a hex facing on a {orientation} map (one of {', '.join(names)})")
        return _FACINGS[names.index(key)]


_FACINGS: tuple[Facing, ...] = tuple(Facing)


# --- arithmetic -------------------------------------------------------------------------------------

def add(a: Hex, b: Hex) -> Hex:
    """``a + b``."""
    return a + b


def sub(a: Hex, b: Hex) -> Hex:
    """``a - b``."""
    return a - b


def scale(h: Hex, k: int) -> Hex:
    """``h * k``."""
    return h * k


def neighbour(h: Hex, facing: int) -> Hex:
    """The hex across side ``facing`` of ``h``."""
    d = DIRECTIONS[facing]
    return tuple.__new__(Hex, (h[0] + d[0], h[1] + d[1], h[2] + d[2]))


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six neighbours of ``h`` in `Facing` order.

    >>> neighbours(ORIGIN)[:2]
    (Hex(1, 0, -1), Hex(1, -1, 0))
    """
    q, r, s = h
    return tuple(tuple.__new__(Hex, (q + d[0], r + d[1], s + d[2])) for d in DIRECTIONS)


def facing_to(a: Hex, b: Hex) -> Facing | None:
    """The facing that steps from ``a`` to its neighbour ``b`` (None if not adjacent).

    >>> facing_to(ORIGIN, Hex(0, 1, -1))
    <Facing.D5: 5>
    """
    d = (b[0] - a[0], b[1] - a[1], b[2] - a[2])
    try:
        return _FACINGS[DIRECTIONS.index(d)]
    except ValueError:
        return None


def length(h: Hex) -> int:
    """Distance from the origin."""
    return max(abs(h[0]), abs(h[1]), abs(h[2]))


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes.

    >>> distance(Hex(0, 0, 0), Hex(3, -1, -2))
    3
    """
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2]))


def hex_round(fq: float, fr: float, fs: float) -> Hex:
    """The hex whose area contains the fractional cube point (fq, fr, fs).

    Rounds each coordinate, then recomputes the one that moved most so the
    sum stays 0. Exact ties (a point on a hex edge) fall to whichever
    coordinate Python rounds first; `linedraw` nudges its points off the
    edges so it never meets a tie.

    >>> hex_round(0.6, -0.2, -0.4)
    Hex(1, 0, -1)
    """
    q, r, s = builtins.round(fq), builtins.round(fr), builtins.round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    else:
        s = -q - r
    return tuple.__new__(Hex, (int(q), int(r), int(s)))


# --- lines ------------------------------------------------------------------------------------------

# The nudge added to both ends of a line. Its direction (1, 2, -3) is not
# parallel to any hex edge (edges run along (1,-2,1), (-2,1,1), (1,1,-2)), so
# every nudged point lies strictly inside one hex.
_NUDGE = (1e-6, 2e-6, -3e-6)


def _line(a: Hex, b: Hex, sign: int) -> list[Hex]:
    n = distance(a, b)
    eq, er, es = (sign * e for e in _NUDGE)
    aq, ar, as_ = a[0] + eq, a[1] + er, a[2] + es
    bq, br, bs = b[0] + eq, b[1] + er, b[2] + es
    if n == 0:
        return [a]
    step = 1.0 / n
    return [hex_round(aq + (bq - aq) * step * i, ar + (br - ar) * step * i, as_ + (bs - as_) * step * i)
            for i in range(n + 1)]


def linedraw(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight centre-to-centre line from ``a`` to ``b`` passes, in order.

    ``distance(a, b) + 1`` hexes, each adjacent to the next. Where the line runs
    exactly along a hex edge the choice is ambiguous; both ends are nudged by
    +(1e-6, 2e-6, -3e-6) and this nudge wins. It pushes ties toward larger r
    and smaller s, i.e. toward direction 5 (S on flat-top maps, SE on
    pointy-top maps). The choice is a convention: it is the same whichever end
    the line starts from (``linedraw(b, a)`` is this list reversed), and code
    that must not depend on it (line of sight) uses `linedraw_both` or the
    exact geometry in `hexsight`.

    >>> linedraw(Hex(0, 0, 0), Hex(2, -1, -1))
    [Hex(0, 0, 0), Hex(1, 0, -1), Hex(2, -1, -1)]
    >>> linedraw(Hex(2, -1, -1), Hex(0, 0, 0))
    [Hex(2, -1, -1), Hex(1, 0, -1), Hex(0, 0, 0)]
    """
    return _line(a, b, 1)


def linedraw_both(a: Hex, b: Hex) -> tuple[list[Hex], list[Hex]]:
    """Both candidate lines: nudged by +epsilon (what `linedraw` returns) and by -epsilon.

    The two lists are equal unless the line runs along hex edges.

    >>> plus, minus = linedraw_both(Hex(0, 0, 0), Hex(2, -1, -1))
    >>> plus[1], minus[1]
    (Hex(1, 0, -1), Hex(1, -1, 0))
    """
    return _line(a, b, 1), _line(a, b, -1)


# --- rings and areas --------------------------------------------------------------------------------

def ring(center: Hex, radius: int) -> list[Hex]:
    """The ``6 * radius`` hexes at exactly ``radius`` from ``center`` (``[center]`` for 0).

    Starts at ``center + radius * direction 4`` and walks directions 0..5.

    >>> len(ring(ORIGIN, 3)), ring(ORIGIN, 1)[0]
    (18, Hex(-1, 1, 0))
    """
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    h = center + DIRECTIONS[4] * radius
    out = []
    for d in range(6):
        step = DIRECTIONS[d]
        for _ in range(radius):
            out.append(h)
            h = h + step
    return out


def spiral(center: Hex, n: int) -> list[Hex]:
    """All hexes within ``n`` of ``center``, ring by ring (``3n(n+1)+1`` of them).

    >>> len(spiral(ORIGIN, 2)), spiral(ORIGIN, 2)[0]
    (19, Hex(0, 0, 0))
    """
    out: list[Hex] = []
    for k in range(n + 1):
        out.extend(ring(center, k))
    return out


def hex_range(center: Hex, n: int) -> list[Hex]:
    """All hexes within ``n`` of ``center``, ordered by q then r.

    >>> len(hex_range(Hex(5, 5, -10), 3))
    37
    """
    cq, cr, cs = center
    out = []
    for dq in range(-n, n + 1):
        for dr in range(max(-n, -dq - n), min(n, -dq + n) + 1):
            out.append(tuple.__new__(Hex, (cq + dq, cr + dr, cs - dq - dr)))
    return out
