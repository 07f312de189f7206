"""Geometry derived from a state, cached until the state changes: the bases on the table as a sweepable
convex set and their footprints, and distances between units.

Answers that read nothing but this geometry (distances, overlaps; sweeps and sight in movement.py and
combat.py) are also kept across states (`game.core.kept`) under the exact shapes they read (`content`,
`near`), so a state with the same bases, however reached, gets the same answer without working it out.
"""
from __future__ import annotations

import struct

from ...core.kept import Kept
from ...geometry.distancematrix import distance_matrix
from ...geometry.plane import bounds_gap
from ...geometry.sweep import ConvexSet

__all__ = ["Geo", "geo", "distance", "distances_from", "nearer_than", "overlaps"]

_DISTANCES = Kept("forgotten_world distances", 2_000)     # content -> the distances from every unit
_OVERLAPS = Kept("forgotten_world overlaps", 2_000)       # content -> overlapping pairs
_CONTENT = ("content",)                                    # its key in a Geo's memo (unit ids are strings)
_ROWS = ("distances",)                                     # likewise
_BOXES = ("boxes",)                                        # likewise
_GEOS = Kept("forgotten_world geometry", 2_000)           # see geo
_POSE = struct.Struct("5d").pack


class Geo:
    __slots__ = ("ids", "units", "fps", "memo")

    def __init__(self, state) -> None:
        alive = state.alive_units()
        self.units = ConvexSet.of_bases([u for u in alive if not u.garrison])
        held = [u for u in alive if u.garrison]
        if held:                                   # a garrison stands as its building's outline
            from .garrison import outline
            self.units = ConvexSet.concat([self.units, ConvexSet.build({u.id: outline(state, u.garrison)
                                                                        for u in held})])
        self.ids = list(self.units.keys)
        self.fps = self.units.corners()
        self.memo: dict = {}

    def content(self) -> tuple:
        """Everything the shapes are: their keys in order and every vertex (axes and boxes follow)."""
        got = self.memo.get(_CONTENT)
        if got is None:
            got = self.memo[_CONTENT] = (tuple(self.units.keys), self.units.verts.tobytes())
        return got

    def near(self, x0: float, x1: float, y0: float, y1: float) -> tuple:
        """The keys and vertices of the shapes whose boxes meet the box: all that a sweep or test
        confined to the box can read of the bases."""
        idx = self.units.near_box(x0, y0, x1, y1)
        keys = self.units.keys
        return tuple(keys[i] for i in idx.tolist()), self.units.verts[idx].tobytes()


def geo(state) -> Geo:
    """The state's geometry, made once until the state is touched. A state whose bases stand where another's
    stood (a spell cast, a shot, a phase ended: most actions move nothing) gets that state's geometry, memo
    and all (`_GEOS`): the memo's answers read nothing of the state but the geometry and their own keys."""
    if state._geo is None:
        state._geo = _GEOS.ask(_bases(state), lambda: Geo(state))
    return state._geo


def _bases(state) -> tuple | None:
    """All that `Geo` reads: the terrain (by its key: a garrison stands as its building's outline), and of
    each unit on the table in order its id and either its building or its pose (its exact bits) and size
    (a base's, by its bits, and the numbers of models, characters and files). None (not kept) when a pose
    or a base is not a plain number."""
    rows = []
    for u in state.units.values():
        if u.alive and not u.attached:
            try:
                rows.append((u.id, u.garrison) if u.garrison else      # the size: what width and depth read
                            (u.id, _POSE(u.x, u.y, u.heading, u.bw, u.bd), u.single, u.models, u.joined, u.files))
            except struct.error:
                return None
    return state.terrain_key, tuple(rows)


def distance(state, a: str, b: str) -> float:
    """Edge-to-edge distance between two units on the table (a character inside a regiment is measured
    from his regiment)."""
    return distances_from(state, state.units[a].attached or a)[state.units[b].attached or b]


def distances_from(state, a: str) -> dict:
    """The distance from unit `a` (on the table: not attached) to every unit on the table, by id."""
    g = geo(state)
    row = g.memo.get(a)
    if row is None:
        rows = g.memo.get(_ROWS)
        if rows is None:            # every unit's row at once (`distance_matrix`: rect_distances of each)
            rows = g.memo[_ROWS] = _DISTANCES.ask(g.content(), lambda: distance_matrix(g.units).tolist())
        row = g.memo[a] = dict(zip(g.ids, rows[g.ids.index(a)]))
    return row


def nearer_than(state, a: str, b: str, reach: float) -> bool:
    """`distance(state, a, b) < reach`, answered without measuring (nor working out the distances of the
    geometry) when the two shapes' boxes lie farther apart than `reach` + 1e-6: the edge distance is at least
    the boxes' gap (`plane.bounds_gap`), rounding aside."""
    g = geo(state)
    boxes = g.memo.get(_BOXES)
    if boxes is None:
        boxes = g.memo[_BOXES] = dict(zip(g.ids, map(tuple, g.units.box.tolist())))
    ba, bb = boxes.get(state.units[a].attached or a), boxes.get(state.units[b].attached or b)
    if ba is not None and bb is not None and bounds_gap(ba, bb) > reach + 1e-6:
        return False
    return distance(state, a, b) < reach


def overlaps(g: Geo) -> tuple:
    """Pairs of keys of bases that overlap (more than 1e-3), in key order."""
    return _OVERLAPS.ask(g.content(), lambda: tuple(g.units.overlapping_pairs(1e-3)))
