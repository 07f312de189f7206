"""The state of a battle: regiments and single models, the turn and phase, charges and combats. Plain data.

A regiment's pose is the centre of its block (every rank deep, full frontage); its front edge stays put
as models die from the rear (`Unit.shrink_to`). An attached character stands in the front rank of his
regiment (`attached`): he has no footprint of his own and moves with it; his place in the front rank pushes
one of its models back (`Unit.joined`), so the block's figures, frontage and depth count him.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import Any

from ...core.slotcopy import slot_copier
from ...geometry.plane import Pose, rect_footprint

__all__ = ["Unit", "State", "STAMINA"]

STAMINA = 3


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    name: str
    profile: str
    kind: str                   # infantry / cavalry / monster / warmachine / character / chariot
    base: str                   # the square base: infantry / cavalry / monster / warmachine
    single: bool
    models: int
    start: int
    files: int
    x: float
    y: float
    heading: float
    bw: float                   # one base, inches
    bd: float
    M: int
    SS: int
    FS: int
    D: int
    H: int
    W: int
    A: int
    Ld: int
    range: float = 0.0
    stamina: int = STAMINA
    stamina_max: int = STAMINA
    standard: bool = False
    mage: bool = False
    flyer: bool = False
    general: bool = False
    wounds: int = 0             # wounds on the current (front) model
    removed: str = ""           # destroyed / fled off the table
    attached: str = ""          # a character: the regiment he has joined
    moved: bool = False         # moved in its player's movement phase this turn
    ran: bool = False
    charging: str = ""          # the unit it charged this turn
    reaction: str = ""          # its reaction to a charge this turn
    fled: bool = False          # fleeing (turned its back) this turn
    fled_from: tuple = ()       # where it stood (x, y, heading) before it fled this turn
    acted: bool = False         # done attacking this attack phase (shot, or fought every enemy in contact)
    fought_vs: tuple = ()       # enemies it has struck this attack phase
    pursuit_charge: str = ""    # a winner's pursuit crashed into this enemy: a charge fought next turn
    marked: int = 0             # close-combat wounds marked this attack phase, removed at its end
    shot_marked: int = 0        # shooting wounds marked this attack phase
    lost_models: int = 0        # models removed this turn (combat result)
    shot_losses: int = 0        # models lost to shooting this turn
    melee_lost: int = 0         # models lost in close combat this turn
    lost_combat: bool = False
    stamina_spent: int = 0      # stamina points spent in the battle (combat result)
    spells: tuple = ()          # a mage's prepared spells
    cast: tuple = ()            # spells already cast this battle
    magic_used: tuple = ()      # this turn: "cast", "concentration", "meditation", "unprepared", "barrier", "pray"
    effects: list = field(default_factory=list)   # [spell, caster side, expires at turn, value]
    reroll_hits: bool = False   # blessed by Pray the Gods for this turn's attack phase
    garrison: str = ""          # the building (terrain key) it holds as its garrison (see garrison.py)
    joined: int = 0             # a regiment: characters standing in its front rank (each pushed a model back)

    @property
    def alive(self) -> bool:
        return not self.removed

    @property
    def pose(self) -> Pose:
        return Pose(self.x, self.y, self.heading)

    @property
    def figures(self) -> int:
        """The bases in the block: its models and the characters standing in its front rank."""
        return self.models + self.joined

    @property
    def ranks(self) -> int:
        return 1 if self.single else -(-self.figures // self.files)

    @property
    def frontage(self) -> int:
        return 1 if self.single else min(self.files, self.figures)

    @property
    def last_rank(self) -> int:
        return self.figures - (self.ranks - 1) * self.files

    @property
    def complete_ranks(self) -> int:
        if self.single:
            return 0
        return self.ranks if self.last_rank == self.frontage else self.ranks - 1

    @property
    def width(self) -> float:
        return self.frontage * self.bw

    @property
    def depth(self) -> float:
        return self.ranks * self.bd

    @property
    def regiment(self) -> bool:
        return not self.single

    def footprint(self, pose: Pose | None = None):
        return rect_footprint(pose or self.pose, self.width, self.depth)

    def front_centre(self):
        return self.pose.to_world(0.0, self.depth / 2.0)

    def front_place(self) -> Pose:
        """Where a character joining this regiment stands: the middle place of its front rank (left of
        the middle on an even frontage)."""
        f = self.frontage
        right = ((f - 1) // 2 - (f - 1) / 2.0) * self.bw
        x, y = self.pose.to_world(right, self.depth / 2.0 - self.bd / 2.0)
        return Pose(x, y, self.heading)

    def shrink_to(self, models: int, joined: int | None = None) -> None:
        """Take models off (or put them back on) the rear rank, keeping the front edge where it is; a
        character joining or leaving (`joined`) likewise pushes a model back or lets it step up."""
        fx, fy = self.front_centre()
        self.models = models
        if joined is not None:
            self.joined = joined
        h = math.radians(self.heading)
        d = self.depth / 2.0
        self.x, self.y = fx - math.sin(h) * d, fy + math.cos(h) * d

    def effect(self, spell: str):
        return next((e for e in self.effects if e[0] == spell), None)


@dataclass
class State:
    sides: tuple[str, str]
    side_names: dict[str, str]
    table: tuple[float, float]
    terrain_key: str
    turn_limit: int
    units: dict[str, Unit]
    turn: int = 1
    attacker: str = ""                  # the side that plays first each turn
    phase: str = "roles"                # roles / charges / reactions / charge-moves / movement / magic / attack /
    active: str = ""                    # morale / winner / end; the side in phase
    step: str = ""                      # who decides now inside a phase
    rolloff_winner: str = ""
    charges: list = field(default_factory=list)     # [charger, target, face, impetuous, status, rolled]: status
    #                                                 declared / reacted / ready (reaction resolved) / done;
    #                                                 rolled: the charge distance already rolled (a redirect), or 0
    contacts: list = field(default_factory=list)    # [attacker, target, face]: attacker's front on target's face
    order: list = field(default_factory=list)       # attack / morale phase: ids still to act, by side turn
    passed: list = field(default_factory=list)      # sides done with the current alternating step
    general_killed: dict = field(default_factory=dict)   # side -> turn its general died
    last_side: str = ""
    fight_pairs: list = field(default_factory=list)   # the contacts as the attack phase began
    result: tuple = ()
    _terrain: tuple = ()
    _geo: Any = None

    def other(self, side: str) -> str:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def alive_units(self, side: str | None = None, *, on_table: bool = True):
        return [u for u in self.units.values() if u.alive and (side is None or u.side == side)
                and (not on_table or (not u.attached))]

    def attached_to(self, uid: str) -> list[Unit]:
        return [c for c in self.units.values() if c.alive and c.attached == uid]

    def enemies_in_contact(self, uid: str) -> list[str]:
        out = []
        for a, b, _ in self.contacts:
            if a == uid and b not in out:
                out.append(b)
            elif b == uid and a not in out:
                out.append(a)
        return out

    def engaged(self, uid: str) -> bool:
        return any(uid in (a, b) for a, b, _ in self.contacts)

    def face_attacked(self, uid: str) -> set[str]:
        return {f for a, b, f in self.contacts if b == uid}

    def touch(self) -> None:
        self._geo = None

    def clone(self) -> "State":
        new = State.__new__(State)
        for f in fields(State):
            object.__setattr__(new, f.name, getattr(self, f.name))
        new.units = {k: _copy(u) for k, u in self.units.items()}
        new.charges = [list(c) for c in self.charges]
        new.contacts = [list(c) for c in self.contacts]
        new.order = list(self.order)
        new.passed = list(self.passed)
        new.general_killed = dict(self.general_killed)
        new.side_names = dict(self.side_names)
        new.fight_pairs = list(self.fight_pairs)
        new._geo = None
        return new


_copy = slot_copier(Unit, each={"effects": list})     # a unit: every field as it is, the effects copied
