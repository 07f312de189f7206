"""A lesson being played: the battle (in teaching mode, on the lesson's dice) and the step reached.

The teaching scene is a view of a `LessonRun`, and the checker drives one along
its "Show me" path; both go through the same calls:

    run = LessonRun(load_lesson(path))
    run.allows(action)   # (True, "") or (False, the step's hint): nothing changes when refused
    run.perform(action)  # the learner's own action, once allowed
    run.show_me()        # the step's own action
    run.next(); run.back()
    run.step_problems()  # what the step said would happen and did not
"""
from __future__ import annotations

from ..core.actions import Action
from ..core.battle import Battle
from ..core.events import Event
from .dice import LessonDice
from .load import LoadedLesson
from .model import ExpectEvent, Step

__all__ = ["LessonRun", "event_matches", "action_unit"]

CONTINUE_HINT = "Nothing to do in this step: read it, then press Next."
DONE_HINT = "This step is done: press Next to go on (or Back to try it again)."


def action_unit(action: Action) -> str | None:
    unit = getattr(action, "unit", None)
    return unit if isinstance(unit, str) else None


def event_matches(want: ExpectEvent, ev: Event) -> bool:
    if want.kind != ev.kind:
        return False
    if want.text and want.text.lower() not in ev.text.lower():
        return False
    if want.rule and (ev.rule is None or want.rule != ev.rule.section):
        return False
    return all(_plain(ev.get(k)) == v for k, v in want.data.items())


def _plain(value):
    """An event's data value as JSON reads it (tuples become lists, all the way down)."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


class LessonRun:
    """One learner's way through one lesson."""

    def __init__(self, loaded: LoadedLesson, *, lenient: bool = False) -> None:
        """`lenient` (the teaching scene): a scripted face that does not fit a roll the learner's own action
        makes is replaced by a seeded one instead of stopping the lesson; the checker is strict."""
        self.loaded = loaded
        self.lesson = loaded.lesson
        self.dice = LessonDice.for_lesson(self.lesson.setup_dice, [s.dice for s in self.lesson.steps],
                                          seed=self.lesson.seed, lenient=lenient)
        self.battle = Battle.start(loaded.scenario, self.lesson.seed, teaching=True,
                                   scenario_file=loaded.scenario_file, dice=self.dice)
        self.setup_rolled = self.dice.cursor  # faces the battle's setup rolled (a roll-off, say)
        self.index = 0
        self.marks: list[tuple[int, int]] = [self._mark()]  # (log length, events length) at each step's start
        self.dice.seek_step(0)

    # -- where we are ----------------------------------------------------------------------------
    def _mark(self) -> tuple[int, int]:
        return len(self.battle.log), len(self.battle.events)

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.lesson.steps)

    @property
    def performed(self) -> bool:
        """The learner (or Show me) has done this step's action."""
        return len(self.battle.log) > self.marks[self.index][0]

    @property
    def waiting(self) -> bool:
        """The step waits for the learner to act."""
        return self.step.do != "continue" and not self.performed

    @property
    def can_next(self) -> bool:
        return not self.waiting and self.index < self.count - 1

    @property
    def can_back(self) -> bool:
        return self.index > 0 or self.performed

    @property
    def finished(self) -> bool:
        """The last step is reached and done."""
        return self.index == self.count - 1 and not self.waiting

    def step_events(self) -> list[Event]:
        return self.battle.events[self.marks[self.index][1]:]

    def show_action(self) -> Action | None:
        return self.loaded.actions[self.index]

    # -- what the learner may do ----------------------------------------------------------------------
    def allows(self, action: Action) -> tuple[bool, str]:
        """May the learner do `action` now? When not, the step's hint says what to do instead."""
        step = self.step
        if step.do == "continue":
            return False, step.hint or CONTINUE_HINT
        if self.performed:
            return False, DONE_HINT
        if step.do == "action":
            ok = action == self.show_action()
        else:
            ok = action.name == step.kind and (step.unit is None or action_unit(action) == step.unit)
        return (True, "") if ok else (False, step.hint)

    def perform(self, action: Action) -> list[Event]:
        """Do an allowed action (raises ValueError with the hint otherwise; the engine's errors pass through)."""
        ok, hint = self.allows(action)
        if not ok:
            raise ValueError(hint)
        return self.battle.perform(action)

    def show_me(self) -> list[Event]:
        """Perform the step's own action for the learner."""
        action = self.show_action()
        if action is None or not self.waiting:
            return []
        return self.perform(action)

    # -- walking the steps -------------------------------------------------------------------------------
    def next(self) -> bool:
        if not self.can_next:
            return False
        self.index += 1
        self.marks.append(self._mark())
        self.dice.seek_step(self.index)
        return True

    def back(self) -> bool:
        """To the start of the previous step (or of this one, at the first), undoing what was done since."""
        if not self.can_back:
            return False
        if self.index > 0:
            self.index -= 1
            self.marks.pop()
        target = self.marks[self.index][0]
        while len(self.battle.log) > target:
            if not self.battle.undo():
                break
        self.dice.seek_step(self.index)
        return True

    def restart(self) -> None:
        while self.back():
            pass

    def refusal_problems(self) -> list[str]:
        """The step's `refused` actions that the rules allow now, or refuse for another reason."""
        out: list[str] = []
        for j, (want, action) in enumerate(zip(self.step.refused, self.loaded.refusals[self.index])):
            verdict = self.battle.check(action)
            if verdict:
                out.append(f"refused.{j}: the rules allow {want.action} here")
            elif want.reason and want.reason.lower() not in verdict.reason.lower():
                out.append(f"refused.{j}: refused, but for another reason: {verdict}")
        return out

    # -- checking --------------------------------------------------------------------------------------
    def step_problems(self) -> list[str]:
        """What this (performed) step promised and did not happen, in plain words."""
        step, events = self.step, self.step_events()
        out: list[str] = []
        for j, want in enumerate(step.expect):
            if not any(event_matches(want, ev) for ev in events):
                seen = "; ".join(f"{ev.kind}: {ev.text}" for ev in events)[:400] or "no events"
                out.append(f"expect.{j}: no {want.kind!r} event"
                           + (f" saying {want.text!r}" if want.text else "")
                           + (f" citing {want.rule!r}" if want.rule else "")
                           + (f" with {want.data}" if want.data else "") + f" happened (events: {seen})")
        names = [m.name for ev in events for m in ev.ledger]
        for j, name in enumerate(step.modifiers):
            if not any(name.lower() in n.lower() for n in names):
                out.append(f"modifiers.{j}: no modifier named {name!r} applied (applied: {', '.join(names) or 'none'})")
        used = self.dice.step_used(self.index)
        if used < len(step.dice):
            out.append(f"dice: {len(step.dice) - used} of the step's {len(step.dice)} scripted faces were not "
                       f"rolled (check the faces or the action)")
        elif self.dice.cursor > self.dice.ends[self.index]:
            out.append(f"dice: the step rolled more dice than the {len(step.dice)} faces it scripts")
        return out
