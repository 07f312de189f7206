"""The state of a battle: units, leaders, the turn and its phase, and pending decisions. Plain data.

Units and leaders live in dicts keyed by id, in scenario order (which is the order every automatic
step walks them in). Geometry derived from the state (footprints, the spatial index of bases, the
2" gaps) is cached in `_geo`, which is never serialised, never cloned, and is dropped whenever the
state changes (`State.touch`).
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ...core.slotcopy import slot_copier
from ...geometry.plane import Circle, Pose, rect_footprint
from .units import chart_class

__all__ = ["Unit", "Leader", "MeleeRecord", "State", "PHASES"]

PHASES = ("challenges", "archery", "movement", "melee", "morale", "rally")
ATTACHED_OFFSET = 0.5          # an attached leader stands this far behind his unit's centre


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    name: str
    profile: str
    race: str
    kind: str                   # levy / warrior / knight
    mounted: bool
    options: tuple[str, ...]    # equipment and bought options, sorted
    full: int                   # a whole unit's figures
    start: int                  # figures fielded (fewer for a partial unit)
    figures: int                # figures left
    x: float
    y: float
    heading: float
    width: float
    depth: float
    points: int = 0
    routed: bool = False
    removed: str = ""           # why it left the battle: destroyed / fled / rally failed
    fired: bool = False         # shot in this turn's archery
    moved: bool = False         # moved in this turn's movement
    move_used: float = 0.0      # inches used this movement event
    may_continue: bool = False  # a charge routed its target: may use the rest of its move
    attacks: str = ""           # the enemy unit its front is in contact with
    attack_side: str = ""       # which side of that enemy: front / left / right / rear
    melee_rounds: int = 0       # melee events fought in its current melee
    self_rally_used: bool = False
    melee_losses: int = 0       # figures lost in this turn's melee event
    attacked: bool = False      # attacked in this turn's melee event
    leader_lost_turn: int = 0   # the turn its commanding leader was killed
    recovering: bool = False    # a skeleton unit whose melee has ended
    moved_while_routed: bool = False   # invariant witness: must never become true

    @property
    def alive(self) -> bool:
        return not self.removed

    @property
    def pose(self) -> Pose:
        return Pose(self.x, self.y, self.heading)

    @property
    def casualties(self) -> int:
        """Figures short of a whole unit: losses plus a partial unit's shortage."""
        return self.full - self.figures

    @property
    def chart(self) -> str:
        return chart_class(self.kind, self.mounted)

    def footprint(self, pose: Pose | None = None):
        return rect_footprint(pose or self.pose, self.width, self.depth)


@dataclass(slots=True)
class Leader:
    id: str
    side: str
    name: str
    profile: str
    race: str
    rank: str                   # leader / hero / demigod
    x: float
    y: float
    heading: float
    size: float                 # diameter of his round base
    attached: str = ""          # the unit he commands
    alive: bool = True
    wounds: int = 0
    moved: bool = False         # moved (alone, or with his unit) this movement event
    challenged: bool = False    # issued a challenge this turn
    declined_turn: int = 0      # the turn of his first refusal (no leadership that turn)
    has_declined: bool = False
    start_unit: str = ""        # the unit he commanded when the turn began
    points: int = 0
    acted_dead: bool = False    # invariant witness: must never become true
    _mounted: bool = False      # on horseback (a mounted leader profile): only how he is drawn (not hashed)

    def footprint(self, pose: Pose | None = None) -> Circle:
        p = pose or Pose(self.x, self.y, self.heading)
        return Circle(p.x, p.y, self.size / 2.0)


@dataclass(slots=True)
class MeleeRecord:
    """One unit's attack in this turn's melee event, awaiting the casualties' removal."""

    attacker: str
    target: str
    side: str                   # side of the target attacked
    casualties: int
    decision: str = ""          # "" none needed, "pending", "taken", "tried"
    hero: bool = False          # the attack of a hero or demi-god leading the attacker
    applied: bool = False       # the casualties have come off


@dataclass(slots=True)
class State:
    sides: tuple[str, str]
    side_names: dict[str, str]
    table: tuple[float, float]
    terrain_key: str                    # names the terrain pieces (hashed with the state)
    advanced: dict[str, bool]
    victory: tuple
    turn_limit: int
    units: dict[str, Unit]
    leaders: dict[str, Leader]
    start_figures: dict[str, int]
    start_points: dict[str, int]
    turn: int = 1
    phase: str = "challenges"
    step: str = ""                      # the side whose step it is within the phase
    lead: str = ""                      # the side that goes first in challenges, archery and rally
    done: list = field(default_factory=list)        # sides finished with the current phase
    challenge: tuple = ()               # (challenger, challenged) awaiting an answer
    challenge_pairs: list = field(default_factory=list)
    rolloff_winner: str = ""
    movers: list = field(default_factory=list)      # [first, second] once chosen
    melee: list = field(default_factory=list)       # MeleeRecords of this turn's melee event
    hero_wounds: list = field(default_factory=list) # (leader, side wounding him) waiting to come off
    last_side: str = ""                 # who acted last (for hand-overs)
    kills: dict[str, float] = field(default_factory=dict)   # points of enemy figures each side removed
    result: tuple = ()                  # (winner or "", reason, scores) once over
    _terrain: tuple = ()                # the terrain pieces (plain dicts); static, so left out of hashes
    _geo: Any = None

    # --- lookups -----------------------------------------------------------------------------------
    def other(self, side: str) -> str:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def alive_units(self, side: str | None = None):
        if side is None:                    # (`not u.removed` is `u.alive`, read without the property's call)
            return [u for u in self.units.values() if not u.removed]
        return [u for u in self.units.values() if not u.removed and u.side == side]

    def commander(self, unit_id: str) -> Leader | None:
        """The living leader attached to the unit (whether or not he has leadership this turn)."""
        for lead in self.leaders.values():
            if lead.alive and lead.attached == unit_id:
                return lead
        return None

    def leading(self, unit_id: str) -> Leader | None:
        """The leader commanding the unit this turn: attached, alive, and not fresh from a refusal."""
        lead = self.commander(unit_id)
        if lead is None or lead.declined_turn == self.turn:
            return None
        return lead

    def leader_pose(self, lead: Leader) -> Pose:
        """Where the leader stands: with an attached leader, just behind his unit's centre."""
        if lead.attached:
            u = self.units[lead.attached]
            return u.pose.moved(-min(ATTACHED_OFFSET, max(u.depth / 2.0 - lead.size / 2.0, 0.0)))
        return Pose(lead.x, lead.y, lead.heading)

    def attackers_of(self, unit_id: str) -> list[Unit]:
        return [u for u in self.units.values() if u.alive and u.attacks == unit_id]

    def partner(self, unit_id: str) -> str:
        """The unit this one is face to face with, or ''."""
        u = self.units[unit_id]
        if not u.attacks or u.attack_side != "front":
            return ""
        t = self.units.get(u.attacks)
        if t is None or not t.alive or t.attacks != u.id or t.attack_side != "front":
            return ""
        return t.id

    def engaged(self, unit_id: str) -> bool:
        """In melee: its front touches an enemy, or an enemy's front touches it."""
        u = self.units[unit_id]
        return bool(u.attacks) or any(o.attacks == unit_id for o in self.units.values() if o.alive)

    # --- change ------------------------------------------------------------------------------------
    def touch(self) -> None:
        """Forget cached geometry (call after any change of positions or of who is on the table)."""
        self._geo = None

    def clone(self) -> "State":
        new = State.__new__(State)
        for name in _STATE_FIELDS:
            object.__setattr__(new, name, getattr(self, name))
        new.units = {k: _copy(u) for k, u in self.units.items()}
        new.leaders = {k: _copy(lead) for k, lead in self.leaders.items()}
        new.done = list(self.done)
        new.challenge_pairs = list(self.challenge_pairs)
        new.movers = list(self.movers)
        new.melee = [_copy(r) for r in self.melee]
        new.hero_wounds = list(self.hero_wounds)
        new.kills = dict(self.kills)
        new.side_names = dict(self.side_names)
        new.advanced = dict(self.advanced)
        new.start_figures = dict(self.start_figures)
        new.start_points = dict(self.start_points)
        new._geo = None
        return new


def _copy(obj):
    """A shallow copy of a Unit, Leader or MeleeRecord (every field is a plain value or a tuple)."""
    return _COPIERS[type(obj)](obj)


_COPIERS = {cls: slot_copier(cls) for cls in (Unit, Leader, MeleeRecord)}
_STATE_FIELDS = tuple(f.name for f in fields(State))      # (`fields` builds its tuple anew at each call)
