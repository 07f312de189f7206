"""The decisions of Forgotten World: Conquerors, as actions."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action

__all__ = ["ChooseRole", "DeclareCharge", "EndCharges", "React", "ChargeMove", "Move", "EndMovement", "EndMagic",
           "Fight", "Shoot", "PassAttack", "MoraleTest", "ACTION_CLASSES"]


@dataclass(frozen=True, slots=True)
class ChooseRole(Action):
    """The roll-off winner chooses to be the attacker (plays first) or the defender."""
    side: str
    attacker: bool


@dataclass(frozen=True, slots=True)
class DeclareCharge(Action):
    unit: str
    target: str
    impetuous: bool = False


@dataclass(frozen=True, slots=True)
class EndCharges(Action):
    side: str


@dataclass(frozen=True, slots=True)
class React(Action):
    """The charged unit's reaction: hold, shoot or flee."""
    unit: str
    reaction: str


@dataclass(frozen=True, slots=True)
class ChargeMove(Action):
    """Move a declared charge: `choice` 'charge' (at the target, or pursuing it if it fled), 'normal'
    (give up a charge whose target fled, and move normally) or 'redirect' (its target fled: charge on against
    the place it left; the first enemy reached becomes the target and may react)."""
    unit: str
    choice: str = "charge"
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class Move(Action):
    """A unit moves through `path` (poses after its start); `run` doubles the move for a stamina point;
    `join` names a regiment a character joins at the end; `enter` a building it garrisons at the end."""
    unit: str
    path: tuple
    run: bool = False
    join: str = ""
    enter: str = ""


@dataclass(frozen=True, slots=True)
class EndMovement(Action):
    side: str


@dataclass(frozen=True, slots=True)
class EndMagic(Action):
    side: str


@dataclass(frozen=True, slots=True)
class Fight(Action):
    unit: str
    target: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    unit: str
    target: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class PassAttack(Action):
    """The side has no more units to attack with this phase."""
    side: str


@dataclass(frozen=True, slots=True)
class MoraleTest(Action):
    unit: str
    rolls_dice = True


ACTION_CLASSES = (ChooseRole, DeclareCharge, EndCharges, React, ChargeMove, Move, EndMovement, EndMagic, Fight,
                  Shoot, PassAttack, MoraleTest)


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """A mage casts a prepared spell (2+ on a D6); a second spell this turn is a Concentration (stamina);
    `meditate` re-rolls a failed cast (stamina)."""
    unit: str
    spell: str
    target: str = ""
    meditate: bool = False
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class Unprepared(Action):
    """A mage discards a prepared spell for an unused one (stamina, once a turn)."""
    unit: str
    drop: str
    take: str


@dataclass(frozen=True, slots=True)
class Barrier(Action):
    """Instead of casting, the mage stands ready to stop the next enemy spell at a friend within 6" (stamina)."""
    unit: str


@dataclass(frozen=True, slots=True)
class Pray(Action):
    """At the end of the magic phase: a friendly unit within 3" re-rolls its failed hit rolls once this
    attack phase."""
    unit: str
    target: str


ACTION_CLASSES = ACTION_CLASSES + (Cast, Unprepared, Barrier, Pray)
__all__ += ["Cast", "Unprepared", "Barrier", "Pray"]


@dataclass(frozen=True, slots=True)
class Reform(Action):
    """A regiment that has not moved and is not in combat changes its rank width (its whole move)."""
    unit: str
    files: int


@dataclass(frozen=True, slots=True)
class FallBack(Action):
    """Leave a combat (not engaged on a flank or rear): back away half the move, front to the enemy (stamina)."""
    unit: str


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Leave a combat (not engaged on a flank or rear): about face and move M + D6, losing D6 wounds (stamina)."""
    unit: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class WinnerChoice(Action):
    """A unit whose enemy broke and fled: 'keep' the position, 'reform' in ranks of `files`, or 'pursue'
    2D6 straight ahead."""
    unit: str
    choice: str
    files: int = 0
    rolls_dice = True


ACTION_CLASSES = ACTION_CLASSES + (Reform, FallBack, Withdraw, WinnerChoice)
__all__ += ["Reform", "FallBack", "Withdraw", "WinnerChoice"]


@dataclass(frozen=True, slots=True)
class CastArea(Action):
    """A mage casts a prepared spell that names no unit (Fog, Mass Dispel, Thunderbolt): as `Cast`."""
    unit: str
    spell: str
    meditate: bool = False
    rolls_dice = True


ACTION_CLASSES = ACTION_CLASSES + (CastArea,)
__all__ += ["CastArea"]


@dataclass(frozen=True, slots=True)
class Garrison(Action):
    """An infantry unit whose front touches a building's outer walls enters it as its garrison (this ends
    its movement)."""
    unit: str
    building: str


ACTION_CLASSES = ACTION_CLASSES + (Garrison,)
__all__ += ["Garrison"]


@dataclass(frozen=True, slots=True)
class EjectTo(Action):
    """The opponent of a broken garrison that cannot be set down opposite the charge chooses the wall
    (by its index in the building's outline) it is set down outside of. `unit` is the charger choosing."""
    unit: str
    garrison: str
    wall: int


ACTION_CLASSES = ACTION_CLASSES + (EjectTo,)
__all__ += ["EjectTo"]
