"""The actions a player takes, as frozen values.

`unit` is any living unit of the formation concerned (the screen passes the
selected one); `FormationAction` starts a formation's action, `Move`, `Cautious` and
`EndMove` carry out its moves one at a time, `Shoot` and `EndAction` its fire.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action

__all__ = ["FormationAction", "Move", "Cautious", "EndMove", "Shoot", "EndAction", "ACTION_CLASSES", "ORDERS"]

ORDERS = ("move", "march", "engage", "shoot", "overwatch", "rally")


@dataclass(frozen=True, slots=True)
class FormationAction(Action):
    """The formation takes an action: move, march, engage, shoot, overwatch or rally."""

    unit: str
    order: str
    road: bool = False      # a march that stays on the road (no action test)
    rolls_dice = True


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


ACTION_CLASSES = (FormationAction, Move, Cautious, EndMove, Shoot, EndAction)
