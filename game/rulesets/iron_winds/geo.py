"""Geometry derived from a state, cached until the state changes: the terrain, the bases on the table
as sweepable convex sets, and the gaps narrower than 2" between units.
"""
from __future__ import annotations

from operator import attrgetter

import numpy as np

from ...core.kept import Kept
from ...core.tableterrain import TableTerrain
from ...geometry.distancematrix import pair_distances
from ...geometry.plane import Circle, Polygon
from ...geometry.planegaps import nearest_points
from .sweep import ConvexSet
from .terrain import TerrainSets, terrain_of, terrain_sets

__all__ = ["Geo", "geo", "geo_stamp", "checked_geo", "overlapping_bases", "GAP_SPACE"]

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
        """Ids of units whose bounding boxes come within `pad` of `box` (`ConvexSet.near_box`'s test, on the
        boxes' numbers as plain floats: a few dozen units are compared faster without numpy)."""
        x0, y0, x1, y1 = box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad
        boxes = self.memo.get("unit boxes")
        if boxes is None:
            boxes = self.memo["unit boxes"] = [(k, *b) for k, b in zip(self.units.keys, self.units.box.tolist())]
        return [k for k, a, b, c, d in boxes if a <= x1 and c >= x0 and b <= y1 and d >= y0]

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
        content: list = []                  # what `segs` is made from (the key of `_GAP_SETS`)
        if len(idx) > 1:
            cache = self.memo.setdefault("gaps", {})
            b = self.units.box[idx]
            # the pairs (i before j) whose boxes come within 2", in the order of i, then of j
            near = np.triu((b[None, :, 0] < b[:, None, 2] + GAP_SPACE) & (b[None, :, 2] > b[:, None, 0] - GAP_SPACE) &
                           (b[None, :, 1] < b[:, None, 3] + GAP_SPACE) & (b[None, :, 3] > b[:, None, 1] - GAP_SPACE), 1)
            first, second = np.nonzero(near)
            pairs = list(zip(idx[first].tolist(), idx[second].tolist()))
            todo: dict = {}
            shape, whole = self._shape_bytes()
            for i, j in pairs:
                if (i, j) not in cache:
                    seen = _PAIR_GAPS.get((shape[i], whole[j]), _UNKNOWN)
                    if seen is _UNKNOWN:
                        todo.setdefault(i, []).append(j)
                    else:
                        cache[(i, j)] = seen
            firsts = [i for i, js in todo.items() for _ in js]
            seconds = [j for js in todo.values() for j in js]
            dists = iter(pair_distances(self.units, firsts, seconds).tolist() if firsts else ())
            for i, js in todo.items():
                for j, dist in zip(js, dists):
                    seg = None
                    if 1e-6 < dist < GAP_SPACE - 1e-9:
                        _, p, q = nearest_points(self.fps[self.ids[i]], self.fps[self.ids[j]])
                        seg = (p, q)
                    cache[(i, j)] = seg
                    _PAIR_GAPS.put((shape[i], whole[j]), seg)
            for i, j in pairs:
                seg = cache[(i, j)]
                if seg is not None:
                    segs[(self.ids[i], self.ids[j])] = seg
                    content.append((self.ids[i], self.ids[j], shape[i], whole[j]))
        if not segs:
            known[key] = _EMPTY
            return _EMPTY
        content = tuple(content)
        got = _GAP_SETS.get(content)
        if got is None:
            got = ConvexSet.build(segs)
            _GAP_SETS.put(content, got)
        known[key] = got
        return got

    def _shape_bytes(self) -> tuple[list, list]:
        """Each unit's corners, and its corners and edge normals, as bytes (the keys of `_PAIR_GAPS`)."""
        got = self.memo.get("shape bytes")
        if got is None:
            units = self.units
            got = self.memo["shape bytes"] = ([v.tobytes() for v in units.verts],
                                              [v.tobytes() + a.tobytes() for v, a in zip(units.verts, units.axes)])
        return got

    def all_gaps(self) -> ConvexSet:
        """`gaps_near` the whole table: the gaps of every two units on it, in the same order (so the gaps
        `gaps_near` finds for any box come in this set in the order they come there)."""
        inf = float("inf")
        return self.gaps_near((-inf, -inf, inf, inf))


_EMPTY = ConvexSet.build({})


# The gap between two bases depends on nothing but their corners (and the second's edge normals, which
# the distance test reads), so answers are kept across states, keyed by those exact numbers (the first's
# corners, the second's corners and normals, as bytes): after a move, only the pairs with the moved unit
# are worked out again. (A `Kept`, so that `forget_all` empties it: benches start cold. Its answers may
# be None, no gap: read with `get(key, _UNKNOWN)`.)
_PAIR_GAPS = Kept("iron_winds pair gaps", 50_000)    # (corners, corners and normals) -> gap segment or None
_UNKNOWN = object()
# The set of the gaps found is packed once for the same gaps: kept under each gap's two units and what its
# segment is made from (`_PAIR_GAPS`' key), in order. Sets are shared: read them, never change them.
_GAP_SETS = Kept("iron_winds gap sets", 5_000)      # ((id, id, corners, corners and normals), ...) -> ConvexSet


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


_OVERLAPS = Kept("iron_winds base overlaps", 5_000)    # (ids, corners, normals) -> overlapping pairs


_PAIR_OVERLAPS = Kept("iron_winds pair overlaps", 50_000)   # (corners, corners and normals) -> bool
_OVERLAP_TOL = 1e-4


def overlapping_bases(g: Geo) -> list[tuple[str, str]]:
    """The pairs of units on the table whose bases overlap (by more than 1e-4"), in scenario order (the
    invariants' test, `ConvexSet.overlapping_pairs`'s answer). Kept across states under the bases' ids,
    corners and edge normals, exactly what it reads: a third of the states checked repeat a layout (an
    action that moved no unit). A new layout is answered pair by pair: a pair (i before j) is reported when
    base i's corners, swept standing still, meet base j, which needs their boxes to meet (the sweep's own
    first test) and depends on nothing but i's corners and j's corners and normals; so each pair's answer
    is kept under those (as `_PAIR_GAPS`), and only the pairs not seen before are swept, in one sweep
    (`ConvexSet.meeting_pairs`, `ConvexSet.pair_overlaps`)."""
    units = g.units
    if len(units) < 2:
        return []
    key = (tuple(units.keys), units.verts.tobytes(), units.axes.tobytes())
    got = _OVERLAPS.get(key)
    if got is None:
        pairs = units.meeting_pairs()
        shape, whole = g._shape_bytes()
        known = [_PAIR_OVERLAPS.get((shape[i], whole[j])) for i, j in pairs]
        new = [p for p, k in zip(pairs, known) if k is None]
        answers = iter(units.pair_overlaps(new, _OVERLAP_TOL))
        for n, ((i, j), k) in enumerate(zip(pairs, known)):
            if k is None:
                known[n] = next(answers)
                _PAIR_OVERLAPS.put((shape[i], whole[j]), known[n])
        got = [(units.keys[i], units.keys[j]) for (i, j), k in zip(pairs, known) if k]
        _OVERLAPS.put(key, got)
    return got

