"""Event V. Morale: the chart, its modifiers, and one morale roll.

The chart's left column is the enemy (the attacker, or bow fire) and its top row the unit checking;
each cell is the number to equal or beat on a d6 after modifiers, or None ("X": need not check).

>>> needed("mounted_knight", "levy"), needed("levy", "mounted_knight"), needed("bow", "foot_warrior")
(6, None, 2)
>>> highest(["foot_warrior", "mounted_warrior", "levy"])
'mounted_warrior'
"""
from __future__ import annotations

from typing import Iterable

from ...core.dice import Dice, Roll
from ...core.ledger import Ledger
from . import sections as S
from .units import CHART_CLASSES

__all__ = ["CHART", "needed", "highest", "morale_ledger", "morale_roll", "leader_bonus"]

_X = None
CHART: dict[str, dict[str, int | None]] = {
    #                    checking:  mounted knight, mounted warrior, foot knight, foot warrior, levy
    "mounted_knight": dict(zip(CHART_CLASSES, (2, 3, 2, 4, 6))),
    "mounted_warrior": dict(zip(CHART_CLASSES, (1, 2, 1, 3, 5))),
    "foot_knight": dict(zip(CHART_CLASSES, (1, 2, 2, 3, 5))),
    "foot_warrior": dict(zip(CHART_CLASSES, (_X, 1, 1, 2, 4))),
    "levy": dict(zip(CHART_CLASSES, (_X, _X, _X, 1, 3))),
    "bow": dict(zip(CHART_CLASSES, (_X, 1, _X, 2, 3))),
}


def needed(enemy: str, checking: str) -> int | None:
    """The number a unit of class `checking` must equal or beat against `enemy` (None: no check)."""
    return CHART[enemy][checking]


def highest(classes: Iterable[str]) -> str:
    """The highest rated enemy class (closest to the top of the chart)."""
    classes = set(classes)
    return next(c for c in CHART_CLASSES if c in classes)


def leader_bonus(state, unit_id: str) -> tuple[str, int, str]:
    """(name, bonus, section) of the leader commanding a unit: +1, a hero +2, a demi-god +3; else ("", 0, "")."""
    lead = state.leading(unit_id)
    if lead is None:
        return ("", 0, "")
    if state.advanced.get("heroes") and lead.rank == "demigod":
        return ("Led by a demi-god", 3, S.HEROES)
    if state.advanced.get("heroes") and lead.rank == "hero":
        return ("Led by a hero", 2, S.HEROES)
    return ("Commanded by a leader", 1, S.MORALE_MODIFIERS)


def morale_ledger(state, u, *, flank: bool = False, rear: bool = False) -> Ledger:
    """The morale modifiers of unit `u` now."""
    led = Ledger()
    led.add_if(flank, "Attacked in flank", -1, S.ref(S.MORALE_MODIFIERS))
    led.add_if(rear, "Attacked in rear", -2, S.ref(S.MORALE_MODIFIERS))
    name, bonus, section = leader_bonus(state, u.id)
    led.add_if(bool(bonus), name, bonus, S.ref(section) if section else None)
    led.add_if(u.casualties * 2 >= u.full, "Lost half or more of its soldiers", -2, S.ref(S.MORALE_MODIFIERS))
    led.add_if(u.leader_lost_turn == state.turn, "Lost its commanding leader this turn", -1,
               S.ref(S.MORALE_MODIFIERS))
    led.add_if(u.race == "dwarf", "Dwarves", +1, S.ref(S.DWARVES))
    led.add_if("elite" in u.options and bool(state.advanced.get("elite")), "Elite", +1, S.ref(S.ELITE))
    return led


def morale_roll(state, u, enemy: str, dice: Dice, *, why: str, flank: bool = False,
                rear: bool = False) -> tuple[bool, Roll, Ledger, int] | None:
    """Roll a morale check for `u` against `enemy` (a chart row); None when it need not check.
    Returns (passed, roll, ledger, number needed)."""
    need = needed(enemy, u.chart)
    if need is None:
        return None
    led = morale_ledger(state, u, flank=flank, rear=rear)
    roll = dice.roll("d6", why=why, side=u.side, unit=u.id, target=need - led.total, rule=S.ref(S.MORALE))
    return (roll.value + led.total >= need, roll, led, need)
