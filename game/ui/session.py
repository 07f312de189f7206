"""BattleSession: what the battle screen knows about the battle, asked of the engine.

Every question goes to `Battle` or to the ruleset's view hooks; answers are
cached until the battle changes (its observers tell us), so a frame never asks
twice. Nothing here imports pygame and nothing here decides a rule.
"""
from __future__ import annotations

from typing import Any, Callable

from ..core.actions import Action, IllegalActionError, InvalidActionError, Verdict
from ..core.battle import Battle
from ..core.ruleset import Reach, Result, Sight, Status, TargetInfo, UnitView

__all__ = ["BattleSession", "SafeAutosave", "ActionGroup", "action_target", "action_unit", "is_move"]


def action_unit(action: Action) -> str | None:
    """The acting unit of an action (the `unit` field, by convention)."""
    value = getattr(action, "unit", None)
    return value if isinstance(value, str) else None


def action_target(action: Action) -> str | None:
    """The unit an action aims at (the `target` field, by convention)."""
    value = getattr(action, "target", None)
    return value if isinstance(value, str) else None


def is_move(action: Action) -> bool:
    """A move carries a `path` (hex steps or table poses); the screen moves by dragging, not by buttons."""
    return hasattr(action, "path")


class SafeAutosave:
    """An observer that autosaves and never lets a failure escape into the battle."""

    def __init__(self, autosaver) -> None:
        self.autosaver = autosaver
        self.errors: list[str] = []

    def __call__(self, battle: Battle) -> None:
        try:
            self.autosaver.save(battle)
        except Exception as exc:  # noqa: BLE001 - a failed autosave must not cost the action
            self.errors.append(f"autosave failed: {type(exc).__name__}: {exc}")
            return
        if getattr(self.autosaver, "last_error", None):
            self.errors.append(self.autosaver.last_error)


class ActionGroup:
    """Legal actions of one kind for one unit: one button. Targeted kinds pick the target by clicking."""

    def __init__(self, kind: str, actions: list[Action], labels: list[str]) -> None:
        self.kind = kind
        self.actions = actions
        self.labels = labels

    @property
    def targeted(self) -> bool:
        return action_target(self.actions[0]) is not None

    @property
    def rolls_dice(self) -> bool:
        return bool(getattr(self.actions[0], "rolls_dice", False))

    def for_target(self, target: str) -> list[tuple[str, Action]]:
        """(label, action) for each action of this kind aimed at `target` (several: other weapons, say)."""
        return [(lbl, a) for lbl, a in zip(self.labels, self.actions) if action_target(a) == target]

    @property
    def targets(self) -> list[str]:
        return [t for t in (action_target(a) for a in self.actions) if t]

    @property
    def label(self) -> str:
        if len(self.actions) == 1:
            return self.labels[0]
        words = "".join(" " + c.lower() if c.isupper() and i else c for i, c in enumerate(self.kind))
        return f"{words}: pick a target ({len(self.actions)})" if self.targeted else f"{words} ({len(self.actions)})"


class BattleSession:
    """The battle being played on screen, with answers cached per version of the battle."""

    def __init__(self, battle: Battle, autosaver=None) -> None:
        self.battle = battle
        self.version = 0
        self.autosave = SafeAutosave(autosaver) if autosaver is not None else None
        self._cache: dict[Any, Any] = {}
        self._frozen: dict[str, Any] | None = None
        self.listeners: list[Callable[[], None]] = []
        battle.observers.append(self._changed)
        if self.autosave is not None:
            battle.observers.append(self.autosave)

    def detach(self) -> None:
        """Stop listening to the battle (before replacing it)."""
        for fn in (self._changed, self.autosave):
            if fn in self.battle.observers:
                self.battle.observers.remove(fn)

    def _changed(self, battle: Battle) -> None:
        self.version += 1
        self._cache.clear()
        for fn in list(self.listeners):
            fn()

    def freeze(self) -> None:
        """Keep showing the board and status as they are now (while the next action's dice roll)."""
        self._frozen = {"views": self.views(), "status": self.status(), "result": self.result(),
                        "to_act": self.to_act()}

    def thaw(self) -> None:
        """Show the battle as it is again."""
        if self._frozen is not None:
            self._frozen = None
            self.version += 1
            self._cache.clear()

    @property
    def frozen(self) -> bool:
        return self._frozen is not None

    def _memo(self, key, fn):
        if self._frozen is not None and key in self._frozen:
            return self._frozen[key]
        try:
            return self._cache[key]
        except KeyError:
            value = self._cache[key] = fn()
            return value

    # -- shortcuts -------------------------------------------------------------------------
    @property
    def ruleset(self):
        return self.battle.ruleset

    @property
    def state(self):
        return self.battle.state

    @property
    def scenario(self):
        return self.battle.scenario

    def side_name(self, side_id: str | None) -> str:
        if side_id is None:
            return "nobody"
        try:
            return self.scenario.side(side_id).name
        except KeyError:
            return side_id

    def profile_name(self, profile_id: str) -> str:
        """A unit profile as players know it ("Human Knight Cavalry"), never its key."""
        def names():
            out = {p.id: p.name for p in getattr(self.scenario, "profiles", ()) or ()}
            try:
                out.update({p.id: p.name for p in self.ruleset.profile_catalogue(self.scenario)})
            except Exception:  # noqa: BLE001 - a ruleset without a catalogue: the key, made readable
                pass
            return out
        found = self._memo("profile_names", names).get(profile_id)
        return found if found and found != profile_id else profile_id.replace("_", " ").capitalize()

    # -- questions (cached) ------------------------------------------------------------------
    def status(self) -> Status:
        return self._memo("status", self.battle.status)

    def result(self) -> Result | None:
        return self._memo("result", self.battle.result)

    def to_act(self) -> str | None:
        return self._memo("to_act", self.battle.to_act)

    def views(self) -> dict[str, UnitView]:
        return self._memo("views", lambda: {v.id: v for v in self.ruleset.unit_views(self.state)})

    def view(self, unit_id: str | None) -> UnitView | None:
        return self.views().get(unit_id) if unit_id else None

    def unit_of(self, view_id: str | None) -> str | None:
        """The unit a view belongs to: a squad for any of its models (UnitView.unit), else the view itself."""
        v = self.view(view_id)
        return (v.unit or v.id) if v is not None else view_id

    def reach(self, unit_id: str) -> Reach | None:
        """Where the unit may still go; None when it cannot move now (a reach with nowhere in it too)."""
        def ask():
            r = self.ruleset.reach(self.state, unit_id)
            return r if r is not None and (r.cells or r.envelope) else None
        return self._memo(("reach", unit_id), ask)

    def cell_marks(self, unit_id: str) -> tuple:
        """Extra cell shading the ruleset asks for around a selected unit (cell boards)."""
        return self._memo(("marks", unit_id), lambda: tuple(self.ruleset.cell_marks(self.state, unit_id)))

    def sight(self, unit_id: str) -> Sight | None:
        return self._memo(("sight", unit_id), lambda: self.ruleset.sight(self.state, unit_id))

    def sight_from(self, unit_id: str, destination) -> Sight | None:
        """What the unit would see from a destination it is dragged to (None: the ruleset does not say)."""
        try:
            return self.ruleset.sight_from(self.state, unit_id, destination)
        except Exception:  # noqa: BLE001 - a preview must not break a drag
            return None

    def target_info(self, unit_id: str, target_id: str) -> TargetInfo | None:
        return self._memo(("target", unit_id, target_id),
                          lambda: self.ruleset.target_info(self.state, unit_id, target_id))

    def legal(self, unit_id: str | None) -> list[Action]:
        return self._memo(("legal", unit_id), lambda: self.battle.legal_actions(unit_id).list())

    def describe(self, action: Action) -> str:
        try:
            return self.ruleset.describe_action(self.state, action)
        except Exception:  # noqa: BLE001 - a label must never break the screen
            return action.to_text()

    def groups(self, unit_id: str | None) -> list[ActionGroup]:
        """The unit's legal actions as buttons: moves left out (they are dragged), one group per kind."""
        def build():
            by_kind: dict[str, ActionGroup] = {}
            for a in self.legal(unit_id):
                if is_move(a):
                    continue
                if unit_id is not None and action_unit(a) not in (None, unit_id):
                    continue
                g = by_kind.get(a.name)
                if g is None:
                    by_kind[a.name] = ActionGroup(a.name, [a], [self.describe(a)])
                else:
                    g.actions.append(a)
                    g.labels.append(self.describe(a))
            return list(by_kind.values())
        return self._memo(("groups", unit_id), build)

    def side_actions(self) -> list[Action]:
        """Legal actions that belong to no unit (end phase, accept, choose...)."""
        return self._memo("side_actions", lambda: [a for a in self.legal(None)
                                                   if action_unit(a) is None and not is_move(a)])

    def can_act_with(self, unit_id: str) -> bool:
        return bool(self.legal(unit_id)) or self.reach(unit_id) is not None

    def check(self, action: Action) -> Verdict:
        return self.battle.check(action)

    def move_action(self, unit_id: str, destination) -> Action | None:
        try:
            return self.ruleset.move_action(self.state, unit_id, destination)
        except Exception:  # noqa: BLE001 - treated as "cannot move there"
            return None

    def terrain_info(self, unit_id: str | None, where) -> tuple[str, ...]:
        """The ground at `where` (a cell, or a point in inches) and its effect on the unit, in lines."""
        key = (self.version, unit_id, where if not isinstance(where, tuple) or len(where) != 2 or
               isinstance(where[0], int) else (round(where[0], 1), round(where[1], 1)))
        last = getattr(self, "_terrain_last", None)
        if last is not None and last[0] == key:   # only the last answer is kept: the pointer moves on
            return last[1]
        try:
            lines = tuple(self.ruleset.terrain_info(self.state, unit_id, where))
        except Exception:  # noqa: BLE001 - a hover note must not break the screen
            lines = ()
        self._terrain_last = (key, lines)
        return lines

    def roll_summary(self, events) -> str:
        """What the dice of these events came to, in one line ('' when nothing rolled)."""
        if not any(ev.rolls for ev in events):
            return ""
        try:
            return self.ruleset.roll_summary(self.state, list(events))
        except Exception:  # noqa: BLE001
            return ""

    def move_costs(self, action: Action) -> tuple:
        """What a legal move would cost later in the turn: ((reason, rule), ...); () when the ruleset
        does not say."""
        try:
            return tuple(self.ruleset.move_costs(self.state, action))
        except Exception:  # noqa: BLE001 - a courtesy: a ruleset bug must not break a drag
            return ()

    def preview(self, action: Action):
        return self.battle.preview(action)

    def area_marks(self, unit_id: str | None, action: Action | None = None) -> tuple:
        """Areas the ruleset asks to draw over a table (core.areas): lasting ones, and what `action` (chosen,
        not yet committed) would cover."""
        def ask():
            try:
                return tuple(self.ruleset.area_marks(self.state, unit_id, action))
            except Exception:  # noqa: BLE001 - a drawing courtesy must not break the screen
                return ()
        return self._memo(("areas", unit_id, action), ask)

    def comparison(self, action: Action):
        """The two sides' scores `action`'s roll depends on (core.comparison), or None."""
        try:
            return self.ruleset.comparison(self.state, action)
        except Exception:  # noqa: BLE001 - a courtesy beside the odds: a ruleset bug must not block the roll
            return None

    def undo_reason(self) -> str:
        """Why undo is not possible now ('' when it is)."""
        if self.battle.can_undo:
            return ""
        if not self.battle.log:
            return "Nothing to undo yet"
        return "Undo stops at the last die roll"

    def redo_reason(self) -> str:
        return "" if self.battle.can_redo else "Nothing to redo"

    # -- doing --------------------------------------------------------------------------------------
    def perform(self, action: Action):
        """`Battle.perform`; if the ruleset fails half way (a bug), the battle is put back as it was."""
        b = self.battle
        state, dice, events = b.ruleset.clone(b.state), b.dice.get_state(), len(b.events)
        try:
            return b.perform(action)
        except (IllegalActionError, InvalidActionError):
            raise
        except Exception:
            b.state = state
            b.dice.set_state(dice)
            del b.events[events:]
            self._changed(b)
            raise

    def undo(self) -> bool:
        return self.battle.undo()

    def redo(self):
        return self.battle.redo()
