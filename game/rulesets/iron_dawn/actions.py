"""Iron Dawn's actions: frozen value objects with a text form that round-trips."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.actions import Action

__all__ = ["Move", "Shoot", "Assault", "Ram", "Manoeuvre", "Order", "Embark", "Disembark", "Recrew", "Split",
           "StandUp", "EndPhase", "ACTION_CLASSES", "MANOEUVRES", "ORDERS", "SHOT_MODES", "MOVE_KINDS"]

MOVE_KINDS = ("", "run", "overdrive")
SHOT_MODES = ("", "suppress", "ap_round")
MANOEUVRES = ("dig_in", "hull_down", "repair", "rig")
ORDERS = ("inspire", "disable", "hold_the_line", "concentrate", "fall_back")


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move a unit's anchor along `path` (poses x, y, heading; its models follow). `kind`: "", run, overdrive."""

    unit: str
    path: tuple
    kind: str = ""


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    """Shoot at `target`. `mode`: "" (normal), suppress (Suppressing Fire), ap_round (Armour Penetrating Round).
    `emplacement`: a stationary weapon the unit crews for this shot."""

    rolls_dice: ClassVar[bool] = True
    unit: str
    target: str
    mode: str = ""
    emplacement: str = ""


@dataclass(frozen=True, slots=True)
class Assault(Action):
    rolls_dice: ClassVar[bool] = True
    unit: str
    target: str


@dataclass(frozen=True, slots=True)
class Ram(Action):
    rolls_dice: ClassVar[bool] = True
    unit: str
    target: str


@dataclass(frozen=True, slots=True)
class Manoeuvre(Action):
    """dig_in, hull_down, repair (target: a vehicle) or rig (target: a vehicle or terrain piece)."""

    rolls_dice: ClassVar[bool] = True
    unit: str
    kind: str
    target: str = ""


@dataclass(frozen=True, slots=True)
class Order(Action):
    """A commander's order: inspire, disable (target), hold_the_line, concentrate (target), fall_back."""

    rolls_dice: ClassVar[bool] = True
    unit: str
    kind: str
    target: str = ""


@dataclass(frozen=True, slots=True)
class Embark(Action):
    unit: str
    transport: str


@dataclass(frozen=True, slots=True)
class Disembark(Action):
    """Leave a transport: the unit's anchor is placed at `pose` (x, y, heading)."""

    unit: str
    pose: tuple


@dataclass(frozen=True, slots=True)
class Recrew(Action):
    rolls_dice: ClassVar[bool] = True
    unit: str
    vehicle: str


@dataclass(frozen=True, slots=True)
class Split(Action):
    """Split a squad of six or more models into two combat groups (free)."""

    unit: str


@dataclass(frozen=True, slots=True)
class StandUp(Action):
    """Take away a unit's Dug In or Hull Down counter (free)."""

    unit: str


@dataclass(frozen=True, slots=True)
class EndPhase(Action):
    """The side has declared and carried out everything it wants in this action phase."""

    side: str


ACTION_CLASSES = (Move, Shoot, Assault, Ram, Manoeuvre, Order, Embark, Disembark, Recrew, Split, StandUp, EndPhase)
