"""Units as the file places them, turned into the `UnitView`s the battle screen's base artist draws.

On hex maps a view carries the axial cell and the facing index; on tile maps the
cell; on tables the pose and the base outline the ruleset gives (a small round
marker if it gives none), its models' bases when the ruleset draws it model by
model, and where a turret points. Facings: `facing_index` / `facing_name` convert between
the file's compass names and the geometry's six directions.
"""
from __future__ import annotations

import math

from ...content.scenario import HEX_COMPASS
from ...core.ruleset import UNIT_KINDS, UnitView
from ...geometry.hexes import Facing

__all__ = ["unit_views", "facing_index", "facing_name", "facing_towards", "placement_key"]


def facing_index(name: str | None, orientation: str) -> int | None:
    if name is None or name not in HEX_COMPASS[orientation]:
        return None
    return int(Facing.from_compass(name, orientation))


def facing_name(index: int, orientation: str) -> str:
    return HEX_COMPASS[orientation][index % 6]


def facing_towards(layout, screen_angle: float) -> int:
    """The hex facing whose direction is nearest a screen angle (degrees clockwise from +x)."""
    def gap(i: int) -> float:
        return abs((layout.facing_angle(i) - screen_angle + 180) % 360 - 180)
    return min(range(6), key=gap)


def placement_key(scenario) -> tuple:
    """What the views depend on (so they are built once per change)."""
    return (id(scenario),)


def unit_views(scenario, rules, layout, catalogue=None) -> dict[str, UnitView]:
    """Every placed unit as a view, by id (a unit id used twice keeps its first placement). Table units stand
    their figures on their bases as the battle screen draws them (`looks`)."""
    names = {p.id: p for p in (catalogue if catalogue is not None else rules.catalogue(scenario))}
    looks = rules.looks(scenario) if layout.kind == "table" else {}
    out: dict[str, UnitView] = {}
    kind = layout.kind
    for side in scenario.sides:
        for u in side.units:
            if u.id in out:
                continue
            info = names.get(u.profile)
            name = u.name or (info.name if info else u.profile)
            markers = set()
            if info is not None and info.leader:
                markers.add("leader")
            if u.attached_to:
                markers.add("attached")
            # the counter's symbol: a leader's, or the profile's kind where it names one the board draws
            shown = "leader" if info is not None and info.leader else info.kind if info is not None and \
                info.kind in UNIT_KINDS else ""
            common = dict(id=u.id, side=side.id, name=name, profile=u.profile, markers=frozenset(markers), kind=shown)
            if kind == "hex" and u.at is not None:
                h = layout.to_hex(tuple(u.at))
                out[u.id] = UnitView(cell=(h.q, h.r), facing=facing_index(u.facing, scenario.board.orientation),
                                     **common)
            elif kind == "tiles" and u.at is not None:
                out[u.id] = UnitView(cell=(u.at[0], u.at[1]), **common)
            elif kind == "table" and u.pose is not None:
                turret = None
                if info is not None and "turret" in info.fields:      # a turret: along the hull unless set
                    turret = float(u.turret or 0.0)                   # drawn as a hull and its turret
                    common["kind"] = "vehicle"
                look = _look(looks.get(u.id), info, u)
                common["kind"] = look.get("kind", common["kind"])
                out[u.id] = UnitView(pose=(float(u.pose[0]), float(u.pose[1]), float(u.pose[2])),
                                     footprint=rules.outline(scenario, u), pieces=rules.models(scenario, u),
                                     turret=turret, figures=look.get("figures", 0), files=look.get("files", 0),
                                     ranks=look.get("ranks", 0), piece_kinds=look.get("piece_kinds", ()), **common)
    return out


def _look(battle, info, u) -> dict:
    """A table unit's figures as the battle draws them (`battle`: its views there), else as the catalogue says."""
    if battle:
        first = battle[0]
        out = {"kind": first.kind, "figures": first.figures, "files": first.files, "ranks": first.ranks}
        if len(battle) > 1:
            out["piece_kinds"] = tuple(v.kind for v in battle)
        return out
    if info is None:
        return {}
    return {"figures": int(getattr(u, "figures", None) or info.figures or 0)}


def heading_towards(x0: float, y0: float, x1: float, y1: float) -> float:
    """Table heading (degrees clockwise from up) from one point toward another."""
    return math.degrees(math.atan2(x1 - x0, -(y1 - y0))) % 360
