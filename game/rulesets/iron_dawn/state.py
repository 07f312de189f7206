"""Iron Dawn's battle state: plain slots dataclasses (units of individual models, vehicles, objectives).

Every model of a squad stands on its own round base (`Model.x, y`); a unit's pose (`Unit.x, y, heading`)
is its anchor, which moves with its models. A vehicle is one model with a rectangular hull.
"""
from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field

from ...core.slotcopy import slot_copier
from ...geometry.plane import Circle, Pose, rect_footprint

__all__ = ["Model", "Unit", "Objective", "State"]


@dataclass(slots=True)
class Model:
    id: str
    x: float
    y: float
    hp: int
    hp_max: int
    weapon: int = 0            # index into the profile's weapons (-1: none)
    leader: bool = False
    alive: bool = True


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    name: str
    profile: str
    kind: str                  # squad, solo, commander, vehicle, emplacement
    x: float
    y: float
    heading: float
    models: list[Model]
    points: int = 0
    rank: str = "trained"
    veteran: bool = False
    base: float = 1.0
    alive: bool = True
    # this turn / phase
    actions: int = 0           # actions taken this turn
    moves: int = 0             # moves taken this turn
    done: list[str] = field(default_factory=list)   # other actions taken this turn (shoot, assault, run, ...)
    acted_phase: int = -1      # the phase of this turn it last acted in
    moved_turn: int = -1       # the last turn it moved in (heavy weapons)
    suppressed_turn: int = -1  # suppressed in this turn (until it next shoots, or the next turn ends)
    pinned_turn: int = -1
    dug_in: bool = False
    hull_down: bool = False
    run_turn: int = -1
    inspired_turn: int = -1
    lose_first_action: bool = False
    no_combat_turn: int = -1   # forgoes combat this turn (rejoining its unit)
    joined: str = ""           # solo units: the unit it has joined
    inside: str = ""           # a transport or building it is in
    smoke_phase: tuple = ()    # (turn, phase) in which it may do nothing (smoke inhalation)
    # vehicles
    tur: float = 0.0
    turret: float = 0.0        # turret heading relative to the hull
    turret_used: float = 0.0   # degrees the turret turned this phase
    no_turret_phase: tuple = ()
    stunned_until: int = -1
    engine_until: int = -1
    immobilised: bool = False
    penetrated: list[str] = field(default_factory=list)
    lost_mounts: list[str] = field(default_factory=list)
    abandoned: bool = False
    no_move_phase: tuple = ()  # (turn, phase) in which it may not move (after ramming)
    cargo: list[str] = field(default_factory=list)
    width: float = 0.0
    depth: float = 0.0

    def copy(self) -> "Unit":
        """A copy sharing nothing mutable: its lists copied, its models copied (`_copy_unit`)."""
        return _copy_unit(self)

    @property
    def is_vehicle(self) -> bool:
        return self.kind == "vehicle"

    @property
    def living(self) -> list[Model]:
        return [m for m in self.models if m.alive]

    @property
    def models_centre(self) -> tuple[float, float]:
        """The mean place of its living models (where a shot at the unit is aimed); it must have one."""
        living = self.living
        n = len(living)
        return (sum(m.x for m in living) / n, sum(m.y for m in living) / n)

    @property
    def pose(self) -> Pose:
        return Pose(self.x, self.y, self.heading)

    def hull(self):
        return rect_footprint(self.pose, self.width, self.depth)

    def circle(self, m: Model) -> Circle:
        return Circle(m.x, m.y, self.base / 2.0)

    def footprints(self) -> list:
        if self.is_vehicle:
            return [self.hull()]
        return [self.circle(m) for m in self.living]

    @property
    def hp(self) -> int:
        return sum(m.hp for m in self.living)

    def suppressed(self, turn: int) -> bool:
        return self.suppressed_turn >= 0 and turn <= self.suppressed_turn + 1

    @property
    def has_leader(self) -> bool:
        return any(m.leader and m.alive for m in self.models)


_copy_model = slot_copier(Model)
_copy_unit = slot_copier(Unit, ("done", "penetrated", "lost_mounts", "cargo"), {"models": _copy_model})


@dataclass(slots=True)
class Objective:
    id: str
    name: str
    x: float
    y: float
    radius: float
    points: int = 1
    owner: str = ""


@dataclass(slots=True)
class State:
    sides: list[str]
    side_names: dict[str, str]
    units: dict[str, Unit]
    objectives: dict[str, Objective]
    width: float
    height: float
    _terrain: list[dict]       # the scenario's pieces as plain dicts (never changes; left out of the hash)
    terrain_key: str
    options: dict
    turn: int = 0
    phase: int = 0             # 0: initiative, 1..3: action phases
    order: list[str] = field(default_factory=list)   # sides by initiative, first to act first
    step: int = 0              # index into `order` of the side acting now
    held: dict[str, int] = field(default_factory=dict)   # turns each side has held the majority in a row
    burning: list[str] = field(default_factory=list)     # terrain ids on fire
    cover_hits: dict[str, int] = field(default_factory=dict)  # failed tests against light cover
    destroyed_terrain: list[str] = field(default_factory=list)
    hold_the_line: list[tuple] = field(default_factory=list)  # (side, turn, phase) orders in force
    turn_limit: int | None = None
    victory: list[str] = field(default_factory=list)
    start_points: dict[str, int] = field(default_factory=dict)
    result: tuple = ()         # (winner, reason, scores)

    def clone(self) -> "State":
        """A copy sharing nothing mutable (faster than deepcopy: the state is flat data)."""
        new = copy.copy(self)
        new.units = {k: u.copy() for k, u in self.units.items()}
        new.objectives = {k: copy.copy(o) for k, o in self.objectives.items()}
        for name in ("order", "burning", "destroyed_terrain", "hold_the_line", "victory", "sides"):
            setattr(new, name, list(getattr(self, name)))
        for name in ("held", "cover_hits", "start_points", "side_names", "options"):
            setattr(new, name, dict(getattr(self, name)))
        return new

    def touch(self) -> None:
        pass

    def other(self, side: str) -> str:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def alive_units(self, side: str | None = None) -> list[Unit]:
        return [u for u in self.units.values() if u.alive and (side is None or u.side == side)]

    def on_table(self, side: str | None = None) -> list[Unit]:
        return [u for u in self.alive_units(side) if not (u.inside and u.inside in self.units)]

    def acting(self) -> str | None:
        if self.result or not self.order or self.phase == 0:
            return None
        return self.order[self.step]

    def model_owner(self, model_id: str) -> Unit | None:
        uid = model_id.rsplit(".", 1)[0]
        return self.units.get(uid)


def dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
