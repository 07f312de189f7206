"""The Ruleset protocol, its metadata, and the registry of rulesets.

A ruleset is a plug-in (one package under `game/rulesets/`), like a python-chess
variant: it declares its metadata and rulings as data and implements a handful
of hooks on plain-data state. The `Battle` drives it; the UI reads it through
the view hooks at the bottom, which have sensible empty defaults.

State is the ruleset's own plain data (slots dataclasses, lists, dicts). It must
serialise with `core.state.to_jsonable` (for checkpoint hashes) and copy with
`clone` (deepcopy by default).
"""
from __future__ import annotations

import copy
import importlib
import pkgutil
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Mapping

from .actions import Action, Concede, Verdict, parse_action
from .assess import Assessment, generic_assessment
from .dice import Dice
from .events import Event, RuleRef
from .areas import AreaMark
from .comparison import Comparison
from .odds import Outcomes

__all__ = [
    "Ruleset", "RulesetMeta", "TerrainType", "UnitType", "Ruling", "RuleSummary", "OptionSpec",
    "Result", "Status", "UnitView", "Reach", "Sight", "TargetInfo", "ArmyReport", "ProfileInfo", "CellMark",
    "UNIT_KINDS", "MOUNTED_KINDS", "register", "get_ruleset", "ruleset_names", "load_rulesets", "UnknownRulesetError",
]


# --- metadata, as data ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Ruling:
    """Where the text is silent, ambiguous or wrong: what we decided, and why."""

    section: str
    problem: str
    decision: str


@dataclass(frozen=True, slots=True)
class RuleSummary:
    """A rule in the project's own words, for the app's rules panel and teaching."""

    section: str
    text: str


@dataclass(frozen=True, slots=True)
class TerrainType:
    """A terrain type the ruleset knows. `geometry` says how it is drawn and
    edited: an `area` (cells, polygons, circles, rects) or a `line` (polylines:
    rivers, walls, hedges, roads) or `either`. `style` picks the drawing style
    (defaults to the key)."""

    key: str
    name: str
    summary: str
    geometry: str = "area"
    style: str = ""
    blocks_sight: bool = False
    has_level: bool = False


@dataclass(frozen=True, slots=True)
class UnitType:
    key: str
    name: str
    summary: str = ""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A per-scenario option (an advanced rule switched on, a variant)."""

    key: str
    name: str
    summary: str
    default: Any = False


@dataclass(frozen=True, slots=True)
class RulesetMeta:
    name: str                      # package name, e.g. "fields_of_iron"
    title: str                     # "Fields of Iron and Echo"
    boards: tuple[str, ...]        # board kinds it plays on: "hex", "tiles", "table"
    dice: tuple[str, ...]          # die kinds it rolls, e.g. ("d12",)
    phases: tuple[str, ...]        # names of the phases of a turn, in order
    unit_types: tuple[UnitType, ...] = ()
    terrain_types: tuple[TerrainType, ...] = ()
    options: tuple[OptionSpec, ...] = ()
    sides_act: str = "alternate"   # how to_act moves: "alternate" activations, "phase" by phase, ...
    automatic: tuple[str, ...] = ()  # phases the engine plays through with no decision (a roll-off)
    source: str = ""               # which seed text it implements

    def terrain(self, key: str) -> TerrainType | None:
        return next((t for t in self.terrain_types if t.key == key), None)


# --- what the engine returns -------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Result:
    """The end of a battle: the winner (None for a draw) and why."""

    winner: str | None
    reason: str
    scores: Mapping[str, float] = field(default_factory=dict)
    rule: RuleRef | None = None


@dataclass(frozen=True, slots=True)
class Status:
    """Whose turn and which phase, for the always-visible status line."""

    turn: int
    turn_limit: int | None
    phase: str
    to_act: str | None
    active_unit: str | None = None
    text: str = ""
    handover: bool = False  # True when the other player must take the controls now (a prompt, a reaction)


# --- what the views read ------------------------------------------------------------
# What a unit's troops are, as the board draws them: the symbol on a counter, the figures on a base.
# "cavalry" is cavalry of no stated weight; a "leader" is a leader or character standing on his own base.
# A "war_engine" is a big machine that walks (a walker); a "skiff" a vehicle that skims over the ground; a "bike"
# a one-rider vehicle; a "mounted_leader" a leader or character on horseback.
UNIT_KINDS = ("infantry", "cavalry", "light_cavalry", "heavy_cavalry", "artillery", "monster", "flyer", "vehicle",
              "war_engine", "chariot", "leader", "skiff", "bike", "mounted_leader")
MOUNTED_KINDS = frozenset({"cavalry", "light_cavalry", "heavy_cavalry"})


@dataclass(frozen=True, slots=True)
class UnitView:
    """One unit as the board draws it.

    Hex and tile units set `cell` (axial (q, r) on hex maps, (col, row) on
    tiles) and `facing` (0..5 on hex maps). Table units set `pose` (x, y,
    heading in degrees) and `footprint` (the outline in inches, world space).
    """

    id: str
    side: str
    name: str
    profile: str
    cell: tuple[int, int] | None = None
    facing: int | None = None
    pose: tuple[float, float, float] | None = None
    footprint: tuple[tuple[float, float], ...] = ()
    strength: str = ""                 # "3/4 wounds", "7/12 figures"
    markers: frozenset[str] = frozenset()  # routed, engaged, fired, activated, leader, locked, ...
    card: tuple[str, ...] = ()         # lines for the unit card panel
    alive: bool = True
    unit: str = ""                     # a piece of another unit (one model of a squad drawn base by base):
    #                                    that unit's id, which a click on this piece selects; "": itself
    kind: str = ""                     # what its troops are, for its symbol and figures: one of UNIT_KINDS
    #                                    ("": infantry)
    figures: int = 0                   # figures (models) standing on the base now; 0: draw none (a vehicle's hull,
    #                                    a counter)
    files: int = 0                     # figures abreast in a full rank (0: as many as fit the base's shape)
    ranks: int = 0                     # ranks a full base holds (0: as many as the figures need)
    turret: float | None = 0.0         # a vehicle's turret, degrees clockwise from its front; None: it has none
    pieces: tuple[tuple[tuple[float, float], ...], ...] = ()  # tables: outlines of the unit's separate
    #                                    models, drawn instead of `footprint` (which still picks the unit)
    rides: str = ""                    # drawn inside another unit's block (a character in a regiment's
    #                                    front rank): that unit's id; it moves with that unit's dragged ghost
    piece_kinds: tuple[str, ...] = ()  # with `pieces`: each model's kind (a squad's leader among its troopers); ():
    #                                    all are `kind`


@dataclass(frozen=True, slots=True)
class Reach:
    """Where a unit may still go this activation.

    Cell boards: `cells` maps each reachable cell to the facings it may end in,
    and `paths` to the cells walked to get there. Tables: `envelope` is a
    polygon (inches) around the ground the base's centre can reach, `budget`
    the inches left.
    """

    cells: Mapping[tuple[int, int], frozenset[int]] = field(default_factory=dict)
    paths: Mapping[tuple[int, int], tuple[tuple[int, int], ...]] = field(default_factory=dict)
    envelope: tuple[tuple[float, float], ...] = ()
    budget: float | None = None


@dataclass(frozen=True, slots=True)
class Sight:
    """What a unit can see and reach with its weapons.

    Cell boards: `visible` cells and the `arc` cells of its front. Tables:
    `polygon` (visibility, inches) and `arc` (the wedge of its arc of fire).
    `ranges` are rings to draw (label, distance in cells or inches).
    Tables may add `seen` (more ground it sees, outside `polygon`: the top of a hill that hides only
    what lies beyond it) and `hidden` (ground it cannot see even there: deep in a wood); the shading
    lights `polygon` and `seen`, then darkens `hidden`.
    """

    visible: frozenset[tuple[int, int]] = frozenset()
    arc_cells: frozenset[tuple[int, int]] = frozenset()
    polygon: tuple[tuple[float, float], ...] = ()
    arc: tuple[tuple[float, float], ...] = ()
    origin: tuple[float, float] | None = None
    ranges: tuple[tuple[str, float], ...] = ()
    seen: tuple[tuple[tuple[float, float], ...], ...] = ()
    hidden: tuple[tuple[tuple[float, float], ...], ...] = ()


@dataclass(frozen=True, slots=True)
class CellMark:
    """Cells a cell board shades while a unit is selected, in one tone: "zone" (ground closed to it),
    "danger" (ground that may hurt it), "reach" (ground other units may reach) or "info"; `legend`
    says what the shading means and `labels` (optional) puts a short text on single cells."""

    cells: frozenset
    tone: str = "info"
    legend: str = ""
    labels: Mapping[Any, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TargetInfo:
    in_sight: bool
    in_range: bool
    reason: str = ""
    rule: RuleRef | None = None
    distance: float | None = None


@dataclass(frozen=True, slots=True)
class ArmyReport:
    """Points and army-building checks for one side (for the editor and the menu)."""

    points: int
    limit: int | None
    errors: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    costs: Mapping[str, int] = field(default_factory=dict)  # points of each unit, by unit id (when known)


@dataclass(frozen=True, slots=True)
class ProfileInfo:
    """A unit profile as the scenario editor's roster offers it.

    `points` is a whole unit without options (None: the ruleset prices no
    points); `options` the ids a unit of this profile may buy (they go in
    `UnitPlacement.options`); `fields` the optional placement fields the
    ruleset reads for it ("figures", "ranks", "files", "attached_to",
    "turret");
    `figures` a whole unit's strength.
    """

    id: str
    name: str
    points: int | None = None
    kind: str = ""
    leader: bool = False
    options: tuple[str, ...] = ()
    fields: tuple[str, ...] = ()
    figures: int | None = None
    summary: str = ""


# --- the protocol ---------------------------------------------------------------------
class Ruleset(ABC):
    """Hooks a ruleset implements. `Battle` calls the engine hooks; the UI the views."""

    meta: ClassVar[RulesetMeta]
    rulings: ClassVar[tuple[Ruling, ...]] = ()
    summaries: ClassVar[tuple[RuleSummary, ...]] = ()
    action_classes: ClassVar[tuple[type[Action], ...]] = ()

    # identity -----------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.meta.name

    @property
    def title(self) -> str:
        return self.meta.title

    def rule(self, section: str) -> RuleRef:
        return RuleRef(self.meta.name, section)

    def parse_action(self, text: str) -> Action:
        return parse_action(text, (*self.action_classes, Concede))

    # engine hooks -----------------------------------------------------------------------
    @abstractmethod
    def setup(self, scenario: Any, dice: Dice) -> tuple[Any, list[Event]]:
        """The state at the start of the battle and what happened getting there
        (a first turn roll-off, say). May roll dice."""

    @abstractmethod
    def to_act(self, state: Any) -> str | None:
        """The side that must decide now; None when the battle is over."""

    @abstractmethod
    def candidates(self, state: Any, unit_id: str | None = None) -> Iterable[Action]:
        """Actions worth offering now (filtered through `check` by the battle).
        For continuous moves this is a sample; `check` decides any action."""

    def legal_actions(self, state: Any, unit_id: str | None = None) -> Iterable[Action] | None:
        """Optional fast path: exactly the `candidates` that `check` passes, in the same order, found
        with less repeated work. None (the default): the battle filters `candidates` through `check`."""
        return None

    @abstractmethod
    def check(self, state: Any, action: Action) -> Verdict:
        """Legal or not, with reason and rule. Raise InvalidActionError for
        malformed actions (unknown unit, wrong shape); never change state."""

    @abstractmethod
    def apply(self, state: Any, action: Action, dice: Dice) -> list[Event]:
        """Carry out a checked action on `state` (mutating it), rolling `dice`."""

    @abstractmethod
    def result(self, state: Any) -> Result | None:
        """The end of the battle, or None while it goes on."""

    @abstractmethod
    def status(self, state: Any) -> Status: ...

    def preview(self, state: Any, action: Action) -> Outcomes | None:
        """The exact outcome distribution of an action that rolls dice (None if none)."""
        return None

    def comparison(self, state: Any, action: Action) -> Comparison | None:
        """Two sides' scores to set side by side before `action` rolls (a combat result before a morale
        test), as a `core.comparison.Comparison`; None (the default) when the action has none."""
        return None

    def clone(self, state: Any) -> Any:
        return copy.deepcopy(state)

    def assess(self, state: Any, side: str) -> Assessment:
        """How `side` stands, for the computer player (see core.assess). The default reads the unit
        views; a ruleset may weigh its own material, positions and objectives."""
        return generic_assessment(self, state, side)

    def ai_moves(self, state: Any, unit_id: str | None = None) -> Iterable[Action] | None:
        """Free-movement tables: sensible moves for the computer player to weigh (toward or away from
        targets, into charge or shooting positions, to cover); each is still passed through `check`.
        None (the default): the legal actions are enough (cell boards offer every step)."""
        return None

    def ai_shortlist(self, state: Any, options: list[Action]) -> list[Action] | None:
        """A few sensible ones of the legal `options` for a quick look ahead (Hard's playouts): a
        non-empty subset, in their order, keeping every action that is not a move. None (the default):
        no trimming, every option is weighed."""
        return None

    # Whether Hard's playout policy, weighing a shortlist, carries its best options on to the end of the
    # activation (as Normal does) before choosing. False: it takes the shortlisted option of the best value
    # on one play, one action ahead (for a ruleset whose shortlisted actions each settle what they aim at,
    # such as a charge made by one move on a table, and whose actions are too dear to carry on in a playout).
    ai_shortlist_carries_on: bool = True

    def invariants(self, state: Any) -> list[str]:
        """Violations of the ruleset's invariants (random playouts check these every step)."""
        return []

    def validate_scenario(self, scenario: Any, file: str) -> list[Any]:
        """Ruleset-specific problems with a scenario (content.Problem list)."""
        return []

    def profile_ids(self) -> set[str]:
        """The unit profiles the ruleset ships, by id."""
        return set()

    # scenario editor hooks (defaults: the editor falls back on what the file says) ------------------
    def profile_catalogue(self, scenario: Any = None) -> list[ProfileInfo]:
        """The profiles a scenario may field: the ruleset's and the scenario's own `profiles`.
        The default names each by its id (the file's own profiles by their name)."""
        own = {p.id: p.name for p in (getattr(scenario, "profiles", None) or ())}
        ids = sorted(set(self.profile_ids()) | set(own))
        return [ProfileInfo(pid, own.get(pid, pid)) for pid in ids]

    def base_outline(self, scenario: Any, unit_id: str) -> tuple[tuple[float, float], ...] | None:
        """Tables: the outline (world inches) of a unit's base where the scenario places it, for
        the editor to draw and to check for overlaps. None: the ruleset does not say."""
        return None

    def model_outlines(self, scenario: Any, unit_id: str) -> tuple[tuple[tuple[float, float], ...], ...] | None:
        """Tables: the outlines (world inches) of a unit's separate models where the scenario places them,
        for the editor to draw the unit model by model as the battle starts it. None: one base."""
        return None

    def unit_trapped(self, scenario: Any, unit_id: str) -> str | None:
        """Why a unit placed where the scenario puts it could never move (hemmed in by ground it
        may not enter, or by the board edge); None when it can, or when the ruleset cannot tell."""
        return None

    # views for the UI (defaults: nothing to show) ------------------------------------------
    def unit_views(self, state: Any) -> list[UnitView]:
        return []

    def reach(self, state: Any, unit_id: str) -> Reach | None:
        return None

    def sight(self, state: Any, unit_id: str) -> Sight | None:
        return None

    def target_info(self, state: Any, unit_id: str, target_id: str) -> TargetInfo | None:
        return None

    def cell_marks(self, state: Any, unit_id: str) -> tuple[CellMark, ...]:
        """Cell boards: extra shading for the selected unit (zones it may not enter, dangerous ground...)."""
        return ()

    def area_marks(self, state: Any, unit_id: str | None, action: Action | None = None) -> tuple[AreaMark, ...]:
        """Tables: areas to draw over the board (`core.areas.AreaMark`): what `action`, chosen but not yet
        committed (a spell being aimed), would cover, and lasting effects on the ground. Default: none."""
        return ()

    def sight_from(self, state: Any, unit_id: str, destination: Any) -> Sight | None:
        """What the unit would see standing at `destination` (as `move_action` takes it),
        for the screen to shade while the unit is dragged there. None (the default):
        the screen keeps showing the unit's sight from where it stands."""
        return None

    def describe_action(self, state: Any, action: Action) -> str:
        return action.to_text()

    def roll_summary(self, state: Any, events: list[Event]) -> str:
        """One line saying what the dice of an action came to ("2 hits, 1 saved: 1 damage"), for the
        screen to keep under the dice until the player moves on. Default: the last clause of each
        event that rolled ("...: 1 hit." gives "1 hit"), joined."""
        parts = []
        for ev in events:
            if ev.rolls:
                tail = ev.text.rsplit(": ", 1)[-1].strip().rstrip(".")
                if tail and tail not in parts:
                    parts.append(tail)
        return "; ".join(parts)

    def terrain_info(self, state: Any, unit_id: str | None, where: Any) -> tuple[str, ...]:
        """What the ground at `where` (a cell on cell boards, a point (x, y) in inches on tables) is and
        what it does to `unit_id` (None: to any unit), in lines, each naming its rule section.
        Default: nothing (the screen says nothing)."""
        return ()

    def move_costs(self, state: Any, action: Action) -> tuple[tuple[str, RuleRef | None], ...]:
        """What a legal move would cost the unit later in its turn (the shot it could no longer take,
        say), each with its rule, for the screen to say before the move is made. Default: nothing."""
        return ()

    def move_action(self, state: Any, unit_id: str, destination: Any) -> Action | None:
        """The action that moves `unit_id` to `destination`: a (cell, facing) on
        cell boards, a sequence of poses (x, y, heading) on tables. None if the
        unit cannot move now. The UI checks it every frame while dragging."""
        return None

    def army_report(self, scenario: Any, side_id: str) -> ArmyReport | None:
        return None


# --- the registry ---------------------------------------------------------------------
class UnknownRulesetError(KeyError):
    def __str__(self) -> str:
        return f"unknown ruleset {self.args[0]!r}; known: {', '.join(ruleset_names()) or 'none'}"


_REGISTRY: dict[str, type[Ruleset]] = {}
_LOADED = False


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Class decorator: make a ruleset known by its `meta.name`."""
    name = cls.meta.name
    existing = _REGISTRY.get(name)
    if existing is not None and existing is not cls and existing.__qualname__ != cls.__qualname__:
        raise ValueError(f"two rulesets registered as {name!r}")
    _REGISTRY[name] = cls
    RuleRef.titles[name] = cls.meta.title
    return cls


def load_rulesets() -> None:
    """Import every package under game.rulesets so each registers itself."""
    global _LOADED
    if _LOADED:
        return
    import game.rulesets as pkg

    for info in pkgutil.iter_modules(pkg.__path__):
        if info.ispkg:
            importlib.import_module(f"game.rulesets.{info.name}")
    _LOADED = True


def ruleset_names() -> list[str]:
    load_rulesets()
    return sorted(_REGISTRY)


def get_ruleset(name: str) -> Ruleset:
    """A fresh instance of the named ruleset."""
    load_rulesets()
    try:
        return _REGISTRY[name]()
    except KeyError:
        raise UnknownRulesetError(name) from None
