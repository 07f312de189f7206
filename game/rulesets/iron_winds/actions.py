"""The decisions of Iron Winds of War, as actions.

Field conventions: `unit` is the acting unit or leader, `target` the unit or leader aimed at, `path`
the poses (x, y, heading) a base moves through after its start pose, `side` a side-level decision.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action

__all__ = ["Challenge", "AcceptChallenge", "DeclineChallenge", "EndChallenges", "Shoot", "EndArchery",
           "ChooseOrder", "Move", "EndMovement", "FightMelee", "KillLeader", "TakeCasualties", "SelfRally",
           "EndRally", "ACTION_CLASSES"]


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    """A leader (`unit`) challenges an enemy leader (`target`) within 12" to personal combat."""

    unit: str
    target: str


@dataclass(frozen=True, slots=True)
class AcceptChallenge(Action):
    """The challenged side accepts: both leaders roll at once."""

    side: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class DeclineChallenge(Action):
    """The challenged side refuses (the first refusal costs that leader his leadership this turn)."""

    side: str


@dataclass(frozen=True, slots=True)
class EndChallenges(Action):
    """The side issues no (more) challenges this turn."""

    side: str


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    """A bow-armed unit shoots at its target: the closest enemy unit with a direct path."""

    unit: str
    target: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class EndArchery(Action):
    """The side shoots no (more) bows this turn."""

    side: str


@dataclass(frozen=True, slots=True)
class ChooseOrder(Action):
    """The winner of the movement roll-off moves first (`first` True) or second."""

    side: str
    first: bool


@dataclass(frozen=True, slots=True)
class Move(Action):
    """A unit or leader moves through `path`: poses (x, y, heading) after its start pose. May roll dice
    when an advanced rule asks for a morale roll on contact (cavalry charges, pikes)."""

    unit: str
    path: tuple


@dataclass(frozen=True, slots=True)
class EndMovement(Action):
    """The side has finished moving this turn."""

    side: str


@dataclass(frozen=True, slots=True)
class FightMelee(Action):
    """Every unit in melee rolls at once (Event IV)."""

    side: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class KillLeader(Action):
    """Having inflicted 3 or more casualties, `unit` takes one fewer and tries to kill the leader
    commanding `target` (5 or 6)."""

    unit: str
    target: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class TakeCasualties(Action):
    """Having inflicted 3 or more casualties, `unit` applies them all to `target`."""

    unit: str
    target: str


@dataclass(frozen=True, slots=True)
class SelfRally(Action):
    """A routed warrior or knight unit tries its one rally without a leader (failure removes it)."""

    unit: str
    rolls_dice = True


@dataclass(frozen=True, slots=True)
class EndRally(Action):
    """The side tries no (more) rallies without a leader this turn."""

    side: str


ACTION_CLASSES = (Challenge, AcceptChallenge, DeclineChallenge, EndChallenges, Shoot, EndArchery, ChooseOrder,
                  Move, EndMovement, FightMelee, KillLeader, TakeCasualties, SelfRally, EndRally)
