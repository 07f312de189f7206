"""The actions a player takes, as frozen values.

`unit` is any living unit of the formation concerned (the screen passes the
selected one); an `Order` (one class per action) starts a formation's action, `Move`, `Cautious` and
`EndMove` carry out its moves one at a time, `Shoot` and `EndAction` its fire.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action

__all__ = ["Order", "MoveOrder", "MarchOrder", "EngageOrder", "ShootOrder", "OverwatchOrder", "RallyOrder",
           "ORDER_CLASSES", "order_action", "Move", "Cautious", "EndMove", "Shoot", "EndAction", "ACTION_CLASSES",
           "ORDERS"]

ORDERS = ("move", "march", "engage", "shoot", "overwatch", "rally")


@dataclass(frozen=True, slots=True)
class Order(Action):
    """The formation takes an action (one class per action, so the panel shows one button each)."""

    unit: str
    road: bool = False      # a march that stays on the road (no action test)
    order: ClassVar[str] = ""
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class MoveOrder(Order):
    """Move: one move."""

    order: ClassVar[str] = "move"


@dataclass(frozen=True, slots=True)
class MarchOrder(Order):
    """March: an action test, then three moves (one if it fails)."""

    order: ClassVar[str] = "march"


@dataclass(frozen=True, slots=True)
class EngageOrder(Order):
    """Engage: one charge move, then the assault."""

    order: ClassVar[str] = "engage"


@dataclass(frozen=True, slots=True)
class ShootOrder(Order):
    """Shoot: each unit may shoot once."""

    order: ClassVar[str] = "shoot"


@dataclass(frozen=True, slots=True)
class OverwatchOrder(Order):
    """Overwatch: fire later at an enemy that ends a move in sight."""

    order: ClassVar[str] = "overwatch"


@dataclass(frozen=True, slots=True)
class RallyOrder(Order):
    """Rally: an action test to shed Shock."""

    order: ClassVar[str] = "rally"


ORDER_CLASSES: dict[str, type[Order]] = {c.order: c for c in (MoveOrder, MarchOrder, EngageOrder, ShootOrder,
                                                              OverwatchOrder, RallyOrder)}


def order_action(unit: str, order: str, road: bool = False) -> Order:
    """The action that gives `unit`'s formation the named order."""
    return ORDER_CLASSES[order](unit, road)


@dataclass(frozen=True, slots=True)
class Move(Action):
    """One unit's move: the tiles walked, after its own."""

    unit: str
    path: tuple
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class Cautious(Action):
    """The unit moves cautiously in this move: speed 1, dangerous tests rolled twice."""

    unit: str


@dataclass(frozen=True, slots=True)
class EndMove(Action):
    """The formation's move is over: units in `lost` are out of formation and destroyed."""

    unit: str
    lost: tuple = ()
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    unit: str
    target: str
    weapon: str = ""
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class EndAction(Action):
    """The formation stops shooting: its action is over."""

    unit: str


ACTION_CLASSES = (*ORDER_CLASSES.values(), Move, Cautious, EndMove, Shoot, EndAction)
