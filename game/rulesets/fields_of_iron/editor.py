"""What the scenario editor asks of Fields of Iron and Echo: the unit cards it offers, and
whether a unit placed on the map could ever leave its hex."""
from __future__ import annotations

from ...core.cellmap import CellMap
from ...core.ruleset import ProfileInfo
from ...geometry.hexes import neighbours
from .cards import TYPE_NAMES, cards_for
from .terrain import is_river_closed

__all__ = ["catalogue", "trapped"]


def catalogue(scenario) -> list[ProfileInfo]:
    """Every card (shipped and the scenario's own) with its points and a one-line summary."""
    cards = cards_for(getattr(scenario, "profiles", None) or ())
    out = []
    for card in sorted(cards.values(), key=lambda c: (not c.leader, c.type, c.name)):
        lines = card.lines()
        out.append(ProfileInfo(card.id, card.name, points=card.points, kind="leader" if card.leader else card.type,
                               leader=card.leader, summary=" ".join(lines[1:2]) or TYPE_NAMES[card.type]))
    return out


def trapped(scenario, unit_id: str) -> str | None:
    """A unit is trapped when no neighbouring hex is on the map and open to it (infantry and
    artillery may not enter a river hex without a bridge or ford)."""
    if scenario.board.kind != "hex":
        return None
    found = next(((side, u) for side, u in scenario.all_units() if u.id == unit_id), None)
    if found is None or found[1].at is None or not scenario.board.contains(found[1].at):
        return None
    unit = found[1]
    card = cards_for(scenario.profiles).get(unit.profile)
    if card is None:
        return None
    terrain = CellMap.from_scenario(scenario)
    here = terrain.key(*unit.at)
    if any(h in terrain and not is_river_closed(terrain, h, card) for h in neighbours(here)):
        return None
    return f"{unit.name or card.name} cannot leave its hex: every neighbouring hex is off the map or a river " \
           f"without a bridge or ford"
