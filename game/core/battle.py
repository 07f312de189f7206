"""Battle: the state of one battle, its ruleset, its dice and its log.

Shaped after OpenSpiel's State and python-chess's Board::

    battle = Battle.start(scenario, seed=7)
    battle.to_act()                  # the side that must decide now (None when over)
    battle.legal_actions()           # a lazy view: iterate, `in`, len
    battle.check(action)             # Verdict; never raises
    battle.perform(action)           # -> events; rolls the dice, appends to the log
    battle.undo(); battle.redo()     # back to the last die roll (any step in teaching mode)
    battle.preview(action)           # exact odds, state untouched
    battle.save(path); Battle.load(path)
    battle.play_from(n); battle.switch_branch(id)   # "what if" branches (game/core/history.py)

A battle is its scenario, its seed and its action log: replaying the log from
the seed gives the same battle, byte for byte, and the checkpoint hash recorded
after every action proves it.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from .. import __version__
from ..content import FileError, Scenario, dump_scenario, load_scenario
from ..content.check import scenario_problems
from ..content.files import atomic_write_text, dump_json_text, load_model, read_json
from ..content.save import SAVE_FORMAT, SAVE_VERSION, SaveFile, migrate_save
from .actions import Action, Concede, IllegalActionError, InvalidActionError, OK, Illegal, Verdict
from .dice import Dice
from .events import Event, RuleRef
from .history import BranchError, History
from .odds import Outcomes
from .ruleset import Result, Ruleset, Status, UnknownRulesetError, get_ruleset, ruleset_names
from .state import state_hash
from .wording import verb

__all__ = ["Battle", "LegalActions", "Snapshot"]

CORE_RULES = "wartable"  # RuleRef ruleset for rules Wartable itself adds (concession)
RuleRef.titles.setdefault(CORE_RULES, "Wartable")


@dataclass(slots=True)
class Snapshot:
    """What undo restores: the state and dice before one action, and whether that action rolled."""

    state: Any
    dice: tuple
    conceded: str | None
    log_len: int
    events_len: int
    rolled: bool = False


class LegalActions:
    """A lazy view of the legal actions now: iterate, test with `in`, take `len`."""

    __slots__ = ("_battle", "_unit")

    def __init__(self, battle: "Battle", unit_id: str | None) -> None:
        self._battle = battle
        self._unit = unit_id

    def __iter__(self) -> Iterator[Action]:
        b = self._battle
        if b.result() is not None:
            return
        fast = b.ruleset.legal_actions(b.state, self._unit)
        if fast is not None:
            yield from fast
            return
        for action in b.ruleset.candidates(b.state, self._unit):
            if b.check(action):
                yield action

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and bool(self._battle.check(action))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None

    def list(self) -> list[Action]:
        # not list(self): list() asks __len__ for a size hint, which would walk every candidate twice
        return [a for a in self]


class Battle:
    """One battle in progress. Build with `Battle.start` or `Battle.load`."""

    def __init__(self, scenario: Scenario, ruleset: Ruleset, seed: int, *, teaching: bool = False,
                 scenario_file: str | None = None, dice: Dice | None = None) -> None:
        self.scenario = scenario
        self.ruleset = ruleset
        self.seed = int(seed)
        self.teaching = teaching
        self.scenario_file = scenario_file
        self.dice = dice if dice is not None else Dice.seeded(self.seed)  # a lesson hands in scripted dice
        self.log: list[Action] = []
        self.checkpoints: list[str] = []
        self.events: list[Event] = []
        self._undo: list[Snapshot] = []
        self._redo: list[Action] = []
        self._conceded: str | None = None
        self.observers: list[Callable[["Battle"], None]] = []
        self.state, start_events = ruleset.setup(scenario, self.dice)
        self.events.extend(start_events)
        self.start_hash = self.state_hash()

    # -- construction ------------------------------------------------------------------
    @classmethod
    def start(cls, scenario: Scenario, seed: int = 0, *, teaching: bool = False,
              scenario_file: str | None = None, dice: Dice | None = None) -> "Battle":
        """A new battle on `scenario` with dice seeded by `seed` (or the `dice` given, e.g. a lesson's)."""
        return cls(scenario, get_ruleset(scenario.ruleset), seed, teaching=teaching, scenario_file=scenario_file,
                   dice=dice)

    @classmethod
    def from_file(cls, path: str | os.PathLike, seed: int = 0, *, teaching: bool = False) -> "Battle":
        """Load and fully check a scenario file, then start a battle on it."""
        scenario = load_scenario(path)
        problems = check_scenario(scenario, str(path))
        if problems:
            raise FileError(problems)
        return cls.start(scenario, seed, teaching=teaching, scenario_file=str(path))

    # -- questions -------------------------------------------------------------------------
    def result(self) -> Result | None:
        if self._conceded is not None:
            other = next(s.id for s in self.scenario.sides if s.id != self._conceded)
            name = self.scenario.side(self._conceded).name
            return Result(other, f"{name} conceded the battle", rule=RuleRef(CORE_RULES, "Concession"))
        return self.ruleset.result(self.state)

    @property
    def over(self) -> bool:
        return self.result() is not None

    def to_act(self) -> str | None:
        if self.result() is not None:
            return None
        return self.ruleset.to_act(self.state)

    def status(self) -> Status:
        return self.ruleset.status(self.state)

    def legal_actions(self, unit_id: str | None = None) -> LegalActions:
        return LegalActions(self, unit_id)

    def check(self, action: Action) -> Verdict:
        """Legal or not, with the reason and the rule. Never raises."""
        verdict, _ = self._check(action)
        return verdict

    def _check(self, action: Action) -> tuple[Verdict, type[Exception] | None]:
        if not isinstance(action, Action):
            return Illegal(f"not an action: {action!r}"), InvalidActionError
        if isinstance(action, Concede):
            if self.result() is not None:
                return Illegal("the battle is over"), IllegalActionError
            if action.side not in {s.id for s in self.scenario.sides}:
                return Illegal(f"no side {action.side!r}"), InvalidActionError
            return OK, None
        if self.result() is not None:
            return Illegal("the battle is over"), IllegalActionError
        if type(action) not in self.ruleset.action_classes:
            return Illegal(f"{action.name} is not an action of {self.ruleset.title}"), InvalidActionError
        try:
            verdict = self.ruleset.check(self.state, action)
        except InvalidActionError as exc:
            return Illegal(f"malformed action: {exc}"), InvalidActionError
        except IllegalActionError as exc:
            return Illegal(exc.reason, exc.rule), IllegalActionError
        except Exception as exc:  # a bug in a ruleset must not crash a frame of dragging
            return Illegal(f"cannot check {action.name}: {type(exc).__name__}: {exc}"), InvalidActionError
        return verdict, (None if verdict else IllegalActionError)

    def preview(self, action: Action) -> Outcomes | None:
        """The exact outcome distribution of `action` (None when it rolls nothing)."""
        if not self.check(action):
            return None
        return self.ruleset.preview(self.state, action)

    def state_hash(self) -> str:
        return state_hash({"state": self.state, "rolls": len(self.dice.rolls), "conceded": self._conceded})

    # -- doing ---------------------------------------------------------------------------------
    def perform(self, action: Action, *, _keep_redo: bool = False) -> list[Event]:
        """Check, roll, apply, log. Raises IllegalActionError / InvalidActionError."""
        verdict, kind = self._check(action)
        if not verdict:
            if kind is InvalidActionError:
                raise InvalidActionError(verdict.reason)
            raise IllegalActionError(verdict.reason, verdict.rule)
        snap = Snapshot(self.ruleset.clone(self.state), self.dice.get_state(), self._conceded,
                        len(self.log), len(self.events))
        rolls_before = len(self.dice.rolls)
        if isinstance(action, Concede):
            self._conceded = action.side
            name = self.scenario.side(action.side).name
            events = [Event("concede", f"{name} {verb(name, 'concedes', 'concede')}: the battle is over.",
                            RuleRef(CORE_RULES, "Concession"), side=action.side)]
        else:
            events = self.ruleset.apply(self.state, action, self.dice)
        snap.rolled = len(self.dice.rolls) > rolls_before
        self._undo.append(snap)
        if not _keep_redo:
            self._redo.clear()
        self.log.append(action)
        self.events.extend(events)
        self.checkpoints.append(self.state_hash())
        self._notify()
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and (self.teaching or not self._undo[-1].rolled)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_side(self) -> str | None:
        """The side whose action `undo` would take back (None when there is nothing to undo)."""
        if not self._undo:
            return None
        snap = self._undo[-1]
        action = self.log[snap.log_len]
        if isinstance(action, Concede):
            return action.side
        return self.ruleset.to_act(snap.state)

    def undo(self) -> bool:
        """Take back the last action. Stops at the last die roll unless teaching."""
        if not self.can_undo:
            return False
        snap = self._undo.pop()
        action = self.log[snap.log_len]
        self.state = snap.state
        self.dice.set_state(snap.dice)
        self._conceded = snap.conceded
        del self.log[snap.log_len:]
        del self.checkpoints[snap.log_len:]
        del self.events[snap.events_len:]
        self._redo.append(action)
        self._notify()
        return True

    def redo(self) -> list[Event] | None:
        if not self._redo:
            return None
        action = self._redo.pop()
        return self.perform(action, _keep_redo=True)

    def _notify(self) -> None:
        for fn in list(self.observers):
            fn(self)

    # -- saving ------------------------------------------------------------------------------
    def to_save(self) -> SaveFile:
        actions = [a.to_text() for a in self.log]
        history = self._synced_history(actions)
        return SaveFile(app_version=__version__, ruleset=self.ruleset.name, seed=self.seed,
                        teaching=self.teaching, scenario_file=self.scenario_file, scenario=self.scenario,
                        actions=actions, checkpoints=list(self.checkpoints),
                        turn=self._turn(), lines=history.to_save_lines(), current=history.current)

    def _turn(self) -> int | None:
        """The turn now, kept in saves so that a list of saves can say it without replaying them."""
        try:
            return max(0, int(self.status().turn))
        except Exception:  # noqa: BLE001 - a courtesy for the saves list; never costs a save
            return None

    def save_text(self) -> str:
        doc = self.to_save().model_dump(mode="json", by_alias=True, exclude_none=True)
        doc["scenario"] = dump_scenario(self.scenario)
        return dump_json_text(doc)

    def save(self, path: str | os.PathLike) -> None:
        """Write the save atomically (temp file, fsync, rename)."""
        atomic_write_text(path, self.save_text())

    @classmethod
    def load(cls, path: str | os.PathLike, *, verify: bool = True) -> "Battle":
        """Load a save by replaying its log. A bad, newer or diverging save raises FileError."""
        file = str(path)
        data = read_json(path)
        if data.get("format") != SAVE_FORMAT:
            raise FileError.one(file, "format", f"not a Wartable save (expected format {SAVE_FORMAT!r})")
        version = data.get("save_version")
        if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
            raise FileError.one(file, "save_version", f"made by a newer Wartable (save version {version}; this "
                                                      f"build reads up to {SAVE_VERSION}); update Wartable to open it")
        save = load_model(SaveFile, migrate_save(data), file)
        return cls.from_save(save, file, verify=verify)

    @classmethod
    def from_save(cls, save: SaveFile, file: str = "<save>", *, verify: bool = True) -> "Battle":
        if save.ruleset != save.scenario.ruleset:
            raise FileError.one(file, "ruleset", f"says {save.ruleset!r} but its scenario is {save.scenario.ruleset!r}")
        problems = check_scenario(save.scenario, file, prefix="scenario.")
        if problems:
            raise FileError(problems)
        if verify and len(save.checkpoints) != len(save.actions):
            raise FileError.one(file, "checkpoints", f"{len(save.checkpoints)} checkpoints for {len(save.actions)} actions")
        try:
            battle = cls.start(save.scenario, save.seed, teaching=save.teaching, scenario_file=save.scenario_file)
        except UnknownRulesetError as exc:
            raise FileError.one(file, "ruleset", str(exc)) from None
        for i, text in enumerate(save.actions):
            try:
                battle.perform(battle.ruleset.parse_action(text))
            except (InvalidActionError, IllegalActionError) as exc:
                raise FileError.one(file, f"actions.{i}", f"cannot replay {text[:80]!r}: {exc}") from None
            if verify and battle.checkpoints[-1] != save.checkpoints[i]:
                raise FileError.one(file, f"checkpoints.{i}",
                                    "replay diverges from the saved battle here (checkpoint hash differs)")
        battle._history = History.from_save(save, file)
        return battle

    def replay_matches(self, save: SaveFile) -> bool:
        return self.checkpoints == list(save.checkpoints)

    # -- history: "what if" branches (the tree itself is game/core/history.py) --------------------
    @property
    def history(self) -> History:
        """The tree of lines; its current line is brought in step with the log whenever it is read."""
        return self._synced_history([a.to_text() for a in self.log])

    def _synced_history(self, actions: list[str]) -> History:
        history = self.__dict__.get("_history")
        if history is None:
            history = self._history = History()
        history.sync(actions, self.checkpoints)
        return history

    def play_from(self, step: int, name: str | None = None) -> str:
        """Start a new branch from `step` of the current line (0 = the start) and play it from there.
        The line it leaves keeps every action. Returns the new branch's id."""
        history = self.history
        was = history.current
        line = history.fork(step, name)
        history.current = was  # until the replay below has succeeded
        try:
            self._replay_line(line.id)
        except Exception:
            del history.lines[line.id]
            raise
        return line.id

    def switch_branch(self, line_id: str) -> None:
        """Make another line current: the battle becomes that line's last moment."""
        self.history.line(line_id)
        self._replay_line(line_id)

    def rename_branch(self, line_id: str, name: str) -> None:
        self.history.rename(line_id, name)

    def delete_branch(self, line_id: str) -> None:
        self.history.delete(line_id)

    def _replay_line(self, line_id: str) -> None:
        """Replace this battle's state, dice, log and events by a replay of a line from the seed."""
        if self.dice.is_scripted:
            raise BranchError("branches need seeded dice; these dice are scripted (a lesson)")
        history = self._history
        actions, checkpoints = history.full(line_id)
        fresh = Battle.start(self.scenario, self.seed, teaching=self.teaching, scenario_file=self.scenario_file)
        for k, text in enumerate(actions):
            fresh.perform(fresh.ruleset.parse_action(text))
            if fresh.checkpoints[-1] != checkpoints[k]:
                raise BranchError(f"branch {line_id!r} does not replay at step {k + 1} (checkpoint hash differs)")
        history.current = line_id
        keep = {"observers", "_history"}
        self.__dict__.update({k: v for k, v in fresh.__dict__.items() if k not in keep})
        self._notify()


def check_scenario(scenario: Scenario, file: str, *, prefix: str = "") -> list:
    """Every problem with a loaded scenario: the generic checks and the ruleset's own."""
    names = ruleset_names()
    known = scenario.ruleset in names
    ruleset = get_ruleset(scenario.ruleset) if known else None
    problems = scenario_problems(scenario, file, known_rulesets=names,
                                 ruleset_profiles=ruleset.profile_ids() if ruleset else None)
    if ruleset is not None and not problems:
        problems += ruleset.validate_scenario(scenario, file)
    if prefix:
        from ..content.errors import Problem

        problems = [Problem(p.file, prefix + p.path if p.path else prefix.rstrip("."), p.message) for p in problems]
    return problems
