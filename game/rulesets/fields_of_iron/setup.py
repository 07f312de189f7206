"""The state at the start of a battle, built from a scenario."""
from __future__ import annotations

from ...core.cellmap import CellMap
from ...core.dice import Dice
from ...core.events import Event
from ...geometry.hexes import Facing
from .cards import cards_for
from .state import TURN_LIMIT, FoiState, UnitState
from .turns import roll_for_first

__all__ = ["initial_state", "DEFAULT_FACING"]

DEFAULT_FACING = 2  # used only when a scenario forgot a facing (validation reports it)


def initial_state(scenario, dice: Dice) -> tuple[FoiState, list[Event]]:
    terrain = CellMap.from_scenario(scenario)
    orientation = terrain.orientation or "flat"
    cards = cards_for(scenario.profiles)
    units: dict[str, UnitState] = {}
    for side, placement in scenario.all_units():
        h = terrain.key(*placement.at)
        facing = Facing.from_compass(placement.facing, orientation) if placement.facing else DEFAULT_FACING
        card = cards[placement.profile]
        units[placement.id] = UnitState(placement.id, side.id, placement.name or card.name, card.id, h[0], h[1],
                                        int(facing))
    limit = min(TURN_LIMIT, scenario.turn_limit or TURN_LIMIT)
    state = FoiState(sides=(scenario.sides[0].id, scenario.sides[1].id),
                     side_names={s.id: s.name for s in scenario.sides}, units=units, cards=cards, terrain=terrain,
                     turn_limit=limit)
    events = [roll_for_first(state, dice)]
    if not state.living(state.sides[0]) or not state.living(state.sides[1]):
        state.over, state.end_reason, state.to_act = True, "wiped out", None
    return state, events
