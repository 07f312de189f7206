"""Cover and sight: the share of a target hidden from the firing models (the geometry's partial cover, by
each piece's height against the target's) decides the effect: none, up to 50% (+1 DEF), over 50% (+1 DEF,
-1 ACC), all of it (no shot). Cover a firer stands in does not hide its targets; tanks and buildings block."""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.kept import Kept
from ...geometry.partialcover import hidden_share
from ...geometry.planesight import Blockers, area_points
from .profiles import lookup
from .state import State, Unit
from .terrain import COVER_CLASS, pieces

__all__ = ["CoverInfo", "cover_of", "VEHICLE_HEIGHT", "band"]

VEHICLE_HEIGHT = 2.5
_BLOCKERS = Kept("iron_dawn piece blockers", 32)   # terrain key -> [(piece, its blockers)] of the cover pieces


@dataclass(frozen=True, slots=True)
class CoverInfo:
    fraction: float
    kind: str            # light / heavy / natural / "" (none)
    piece: str           # the deciding terrain piece (or vehicle) key

    @property
    def band(self) -> str:
        return band(self.fraction)


def band(f: float) -> str:
    if f >= 0.999:
        return "hidden"
    if f > 0.5:
        return "over half"
    if f > 0.02:
        return "up to half"
    return "none"


def _piece_blockers(state: State):
    got = _BLOCKERS.get(state.terrain_key)
    if got is None:
        got = [(p, Blockers.build(polygons=p.polys)) for p in pieces(state) if p.type in COVER_CLASS]
        _BLOCKERS.put(state.terrain_key, got)
    return got


_GROUPS = Kept("iron_dawn cover groups", 256)      # (terrain key, piece keys) -> (groups, kinds)


def _terrain_groups(state: State, keys: tuple) -> tuple[list, dict]:
    """The pieces in `keys` as groups for the partial-cover geometry: each light piece on its own (its
    failed tests are counted), the others merged by class and height (cached)."""
    cache_key = (state.terrain_key, keys)
    got = _GROUPS.get(cache_key)
    if got is not None:
        return got
    wanted = set(keys)
    groups, kinds, merged = [], {}, {}
    for p, bl in _piece_blockers(state):
        if p.key not in wanted:
            continue
        cls = COVER_CLASS[p.type]
        if cls == "light":
            groups.append((p.key, bl, p.height))
            kinds[p.key] = cls
        else:
            merged.setdefault((cls, p.height), []).append(p)
    for (cls, h), ps in merged.items():
        key = ps[0].key if len(ps) == 1 else f"{cls} cover"
        groups.append((key, Blockers.build(polygons=[poly for p in ps for poly in p.polys]), h))
        kinds[key] = cls
    got = (groups, kinds)
    _GROUPS.put(cache_key, got)
    return got


def height_of(u: Unit) -> float:
    return VEHICLE_HEIGHT if u.is_vehicle else lookup(u.profile).height


def eyes_of(points, target: Unit, limit: int = 4) -> list:
    """Up to `limit` viewpoints among the firing models: the closest to the target, the two ends of the
    line and the middle (a ruling: the view from every model is sampled by these)."""
    pts = sorted(set(points))
    if len(pts) <= limit:
        return pts
    tx, ty = target.x, target.y
    closest = min(pts, key=lambda p: (p[0] - tx) ** 2 + (p[1] - ty) ** 2)
    picks = [closest, pts[0], pts[-1], pts[len(pts) // 2]]
    out = []
    for p in picks:
        if p not in out:
            out.append(p)
    return out[:limit]


_COVERS = Kept("iron_dawn covers", 4096)      # see _cover_key
_SAMPLES = Kept("iron_dawn target samples", 4096)     # (footprint, spacing) -> its area_points
SPACING = 0.35        # inches between the area samples of a target


def cover_of(state: State, shooter: Unit, target: Unit, eyes=None) -> CoverInfo:
    """The cover of `target` seen from `eyes` (default: the shooter's models), kept across states under
    all that the answer reads (`_cover_key`), so the several candidate shots at one target, and the same
    shot asked again after a move elsewhere, share one measurement."""
    eyes = eyes_of(eyes or [(m.x, m.y) for m in shooter.living], target)
    return _COVERS.ask(_cover_key(state, shooter, target, eyes), lambda: _cover_of(state, shooter, target, eyes))


def _cover_key(state: State, shooter: Unit, target: Unit, eyes: list) -> tuple:
    """All that `_cover_of` reads: the terrain (its key, what is destroyed), the eyes, the shooter's and
    the target's ids and buildings, the target's kind, height and footprints, and every vehicle on the
    table (other than those two) whose hull comes near the box of the eyes and the target's footprints.
    A vehicle farther off blocks nothing: `hidden_share` skips a group whose box misses the box of the eyes
    and the samples (the samples lie within the footprints), and a skipped group changes no share."""
    units = state.units
    if target.is_vehicle:
        fps = (target.x, target.y, target.heading, target.width, target.depth)
        h = math.hypot(target.width, target.depth) / 2.0
        x0, x1, y0, y1 = target.x - h, target.x + h, target.y - h, target.y + h
    else:
        pts = tuple((m.x, m.y) for m in target.living)
        fps = (target.base, pts)
        r = target.base / 2.0
        xs, ys = [p[0] for p in pts] or [target.x], [p[1] for p in pts] or [target.y]
        x0, x1, y0, y1 = min(xs) - r, max(xs) + r, min(ys) - r, max(ys) + r
    for ex, ey in eyes:
        x0, x1, y0, y1 = min(x0, ex), max(x1, ex), min(y0, ey), max(y1, ey)
    x0, x1, y0, y1 = x0 - 0.01, x1 + 0.01, y0 - 0.01, y1 + 0.01
    near = []
    for o in units.values():
        if o.kind != "vehicle" or not o.alive or o.id == shooter.id or o.id == target.id or \
                (o.inside and o.inside in units):
            continue
        h = math.hypot(o.width, o.depth) / 2.0
        if o.x - h > x1 or o.x + h < x0 or o.y - h > y1 or o.y + h < y0:
            continue
        near.append((o.id, o.x, o.y, o.heading, o.width, o.depth))
    return (state.terrain_key, tuple(state.destroyed_terrain), tuple(eyes), shooter.id, shooter.inside,
            target.id, target.inside, bool(target.inside and target.inside in units), target.kind,
            target.profile, fps, tuple(near))


def _cover_of(state: State, shooter: Unit, target: Unit, eyes) -> CoverInfo:
    groups, kinds = _terrain_groups(state, tuple(
        p.key for p, _bl in _piece_blockers(state)
        if not (p.key in state.destroyed_terrain or p.contains(eyes[0]) or p.key in (shooter.inside, target.inside))))
    groups = list(groups)
    for o in state.units.values():
        if o.alive and o.is_vehicle and o.id not in (shooter.id, target.id) and not (o.inside and o.inside in state.units):
            groups.append((o.id, Blockers.build(polygons=[o.hull()]), VEHICLE_HEIGHT))
            kinds = {**kinds, o.id: "heavy"}
    fps = target.footprints()
    samples = [p for fp in fps for p in _SAMPLES.ask((fp, SPACING), lambda: tuple(area_points(fp, SPACING)))]
    cov = hidden_share(eyes, fps, groups, height_of(target), SPACING, samples)
    frac = cov.fraction
    main = cov.main or ""
    kind = kinds.get(main, "")
    if target.inside and not (target.inside in state.units):
        frac, kind, main = max(frac, 0.75), "heavy", target.inside
    return CoverInfo(frac, kind if frac > 0.02 else "", main if frac > 0.02 else "")
