"""Problems with a scenario that only Fields of Iron and Echo knows about."""
from __future__ import annotations

from ...content.errors import Problem
from ...content.scenario import HEX_COMPASS
from ...core.cellmap import CellMap
from .cards import cards_for
from .state import TURN_LIMIT
from .terrain import KNOWN_TERRAIN, is_river_closed

__all__ = ["scenario_problems"]

SUPPORTED_VICTORY = ("score_at_end", "last_side_standing")


def scenario_problems(sc, file: str) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(file, path, msg))  # noqa: E731
    if sc.board.kind != "hex":
        add("board.kind", f"Fields of Iron and Echo is played on a hex map, not on {sc.board.kind}")
        return out
    if sc.turn_limit is not None and sc.turn_limit > TURN_LIMIT:
        add("turn_limit", f"a game lasts {TURN_LIMIT} turns; a scenario may shorten it but not lengthen it "
                          f"(got {sc.turn_limit})")
    for i, piece in enumerate(sc.terrain):
        if piece.type not in KNOWN_TERRAIN:
            add(f"terrain.{i}.type", f"unknown terrain type {piece.type!r}; known: {', '.join(KNOWN_TERRAIN)}")
    for i, v in enumerate(sc.victory):
        if v.kind not in SUPPORTED_VICTORY:
            add(f"victory.{i}.kind", f"{v.kind!r} is not used: battles are won on points after turn {TURN_LIMIT} "
                                     f"or when a side has no units left")
    for i, _ in enumerate(sc.objectives):
        add(f"objectives.{i}", "Fields of Iron and Echo scores no objectives (see the Victory ruling)")
    for key in sc.options:
        add(f"options.{key}", "Fields of Iron and Echo has no scenario options")
    cards = cards_for(sc.profiles)
    terrain = CellMap.from_scenario(sc)
    seen: dict = {}
    for si, side in enumerate(sc.sides):
        if not side.units:
            add(f"sides.{si}.units", "each side needs at least one unit")
        for ui, u in enumerate(side.units):
            p = f"sides.{si}.units.{ui}"
            if u.facing is None:
                add(f"{p}.facing", f"a unit on a hex map needs a facing (one of "
                                   f"{', '.join(HEX_COMPASS[sc.board.orientation])})")
            for field in ("figures", "ranks", "files", "attached_to", "pose"):
                if getattr(u, field) is not None:
                    add(f"{p}.{field}", "not used by Fields of Iron and Echo")
            if u.options:
                add(f"{p}.options", f"Fields of Iron and Echo units take no options (got {', '.join(u.options)})")
            if u.at is None or not sc.board.contains(u.at):
                continue
            h = terrain.key(*u.at)
            if h in seen:
                add(f"{p}.at", f"{list(u.at)} already holds {seen[h]} (one unit to a hex)")
            seen.setdefault(h, u.id)
            card = cards.get(u.profile)
            if card is not None and is_river_closed(terrain, h, card):
                add(f"{p}.at", f"{card.name} cannot stand in a river without a bridge or ford")
    return out
