"""Geometry derived from a state, cached until the state changes: the bases on the table as a sweepable
convex set and their footprints, and distances between units."""
from __future__ import annotations

from ...geometry.sweep import ConvexSet, rect_distances

__all__ = ["Geo", "geo", "distance"]


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


def geo(state) -> Geo:
    if state._geo is None:
        state._geo = Geo(state)
    return state._geo


def distance(state, a: str, b: str) -> float:
    """Edge-to-edge distance between two units on the table (a character inside a regiment is measured
    from his regiment)."""
    g = geo(state)
    a = state.units[a].attached or a
    b = state.units[b].attached or b
    row = g.memo.get(a)
    if row is None:
        i = g.ids.index(a)
        row = dict(zip(g.ids, rect_distances(g.units, g.units.verts[i]).tolist()))
        g.memo[a] = row
    return row[b]
