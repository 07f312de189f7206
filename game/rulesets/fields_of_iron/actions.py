"""The decisions a player makes in Fields of Iron and Echo.

Every action names the acting unit (`unit`). The first action a side takes
with a unit that has not yet activated this turn activates it; from then on
only that unit acts until its activation ends (after a shot, after a fight, or
with `EndActivation`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action

__all__ = ["Move", "Lead", "Shoot", "Fight", "EndActivation", "ACTION_CLASSES"]


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Steps of a move: `path` is ((q, r, facing), ...) after the start hex, in
    axial coordinates. A step to the unit's own hex with a new facing is a turn
    on the spot. The UI offers single steps; a whole path is accepted too."""

    unit: str
    path: tuple


@dataclass(frozen=True, slots=True)
class Lead(Action):
    """Use a leadership skill (`skill` = its key, e.g. "inspire") on a friendly `target`."""

    unit: str
    skill: str
    target: str


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    """Shoot at an enemy `target` with a shooting weapon (`weapon` = its name; "" = the card's first)."""

    unit: str
    target: str
    weapon: str = ""
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class Fight(Action):
    """Fight an adjacent enemy `target` with a fighting weapon ("" = the card's first)."""

    unit: str
    target: str
    weapon: str = ""
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class EndActivation(Action):
    """End the unit's activation (activating it first if it had not begun: it holds)."""

    unit: str


ACTION_CLASSES = (Move, Lead, Shoot, Fight, EndActivation)
