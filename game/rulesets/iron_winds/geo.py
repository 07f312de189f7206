"""Geometry derived from a state, cached until the state changes: the terrain, the bases on the table
as sweepable convex sets, and the gaps narrower than 2" between units.
"""
from __future__ import annotations

from operator import attrgetter

import numpy as np

from ...core.tableterrain import TableTerrain
from ...geometry.plane import Circle, Polygon, nearest_points
from .sweep import ConvexSet, rect_distances
from .terrain import TerrainSets, terrain_of, terrain_sets

__all__ = ["Geo", "geo", "geo_stamp", "checked_geo", "GAP_SPACE"]

GAP_SPACE = 2.0                 # inches a unit needs to pass between two others


class Geo:
    """Footprints and sweepable sets of one state (see `geo`)."""

    __slots__ = ("terrain", "sets", "ids", "units", "lone", "memo", "_fps", "stamp")

    def __init__(self, state, stamp: tuple | None = None) -> None:
        self.stamp = stamp if stamp is not None else geo_stamp(state)   # what it was built from
        self.terrain: TableTerrain = terrain_of(state)
        self.sets: TerrainSets = terrain_sets(state)
        alive = [u for u in state.units.values() if u.alive]
        self.ids = [u.id for u in alive]
        self.units = ConvexSet.of_bases(alive)
        self.lone: dict[str, Circle] = {lead.id: lead.footprint() for lead in state.leaders.values()
                                        if lead.alive and not lead.attached}
        self.memo: dict = {}            # answers other modules keep for this state (archery targets, ...)
        self._fps: dict[str, Polygon] | None = None

    @property
    def fps(self) -> dict[str, Polygon]:
        """Each unit on the table's footprint (corners front-left, front-right, rear-right, rear-left)."""
        if self._fps is None:
            self._fps = self.units.corners()
        return self._fps

    def engaged(self, state, uid: str) -> bool:
        """`state.engaged(uid)`, answered from a set built once for this state (read-only use)."""
        ids = self.memo.get("engaged")
        if ids is None:
            ids = set()
            for u in state.units.values():
                if u.alive and u.attacks:
                    ids.add(u.id)
                    ids.add(u.attacks)
            self.memo["engaged"] = ids
        return uid in ids

    def near_units(self, box: tuple[float, float, float, float], pad: float = 0.0) -> list[str]:
        """Ids of units whose bounding boxes come within `pad` of `box`."""
        x0, y0, x1, y1 = box
        return [self.units.keys[i] for i in self.units.near_box(x0 - pad, y0 - pad, x1 + pad, y1 + pad).tolist()]

    def gaps_near(self, box: tuple[float, float, float, float]) -> ConvexSet:
        """Segments joining the nearest points of every two units between 0 and 2" apart, keyed
        (unit id, unit id) in scenario order, among the units near `box` (a gap the box's ground
        could cross has both its units within 2" of it)."""
        x0, y0, x1, y1 = box
        idx = self.units.near_box(x0 - GAP_SPACE, y0 - GAP_SPACE, x1 + GAP_SPACE, y1 + GAP_SPACE)
        known = self.memo.setdefault("gap sets", {})
        key = tuple(idx.tolist())
        if key in known:
            return known[key]
        segs: dict = {}
        if len(idx) > 1:
            cache = self.memo.setdefault("gaps", {})
            b = self.units.box
            verts = self.units.verts
            for n, i in enumerate(idx.tolist()[:-1]):
                rest = idx[n + 1:]
                rest = rest[(b[rest, 0] < b[i, 2] + GAP_SPACE) & (b[rest, 2] > b[i, 0] - GAP_SPACE) &
                            (b[rest, 1] < b[i, 3] + GAP_SPACE) & (b[rest, 3] > b[i, 1] - GAP_SPACE)]
                todo = []
                for j in rest.tolist():
                    if (i, j) not in cache:
                        seen = _PAIR_GAPS.get(_pair_key(self.units, i, j), _UNKNOWN)
                        if seen is _UNKNOWN:
                            todo.append(j)
                        else:
                            cache[(i, j)] = seen
                if todo:
                    d = rect_distances(self.units.subset(np.array(todo)), verts[i])
                    for j, dist in zip(todo, d.tolist()):
                        seg = None
                        if 1e-6 < dist < GAP_SPACE - 1e-9:
                            _, p, q = nearest_points(self.fps[self.ids[i]], self.fps[self.ids[j]])
                            seg = (p, q)
                        cache[(i, j)] = seg
                        if len(_PAIR_GAPS) >= _PAIR_GAPS_MAX:
                            _PAIR_GAPS.clear()
                        _PAIR_GAPS[_pair_key(self.units, i, j)] = seg
                for j in rest.tolist():
                    if cache[(i, j)] is not None:
                        segs[(self.ids[i], self.ids[j])] = cache[(i, j)]
        known[key] = ConvexSet.build(segs) if segs else _EMPTY
        return known[key]


_EMPTY = ConvexSet.build({})

# The gap between two bases depends on nothing but their corners (and the second's edge normals, which
# the distance test reads), so answers are kept across states, keyed by those exact numbers: after a
# move, only the pairs with the moved unit are worked out again.
_PAIR_GAPS: dict[bytes, tuple | None] = {}
_PAIR_GAPS_MAX = 50_000
_UNKNOWN = object()


def _pair_key(units: ConvexSet, i: int, j: int) -> bytes:
    return units.verts[i].tobytes() + units.verts[j].tobytes() + units.axes[j].tobytes()


def geo_stamp(state) -> tuple:
    """Everything a Geo is built from: where each unit and leader stands, its size, whether it is on the
    table, whom a leader is attached to (terrain aside: it is named by the state's terrain key)."""
    return (state.terrain_key, tuple(map(_UNIT_STAMP, state.units.values())),
            tuple(map(_LEADER_STAMP, state.leaders.values())))


_UNIT_STAMP = attrgetter("id", "removed", "x", "y", "heading", "width", "depth")
_LEADER_STAMP = attrgetter("id", "alive", "attached", "x", "y", "heading", "size")


def checked_geo(state) -> None:
    """Drop the state's cached geometry if it was built before a change nobody told it of (`touch`): for
    callers that keep answers across states, which must never be judged on stale geometry. Its memo's one
    non-geometric answer (who is in melee) is dropped too, to be made again from the state as it is."""
    g = state._geo
    if g is not None:
        if g.stamp != geo_stamp(state):
            state._geo = None
        else:
            g.memo.pop("engaged", None)


def geo(state) -> Geo:
    """The state's cached geometry (rebuilt after `State.touch`)."""
    g = state._geo
    if g is None:
        g = Geo(state)
        state._geo = g
    return g
