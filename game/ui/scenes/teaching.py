"""The teaching scene: the battle screen on a lesson, with the lesson panel under the board.

It is a view of a `teaching.run.LessonRun`: the step's text and rule, highlights on
the board (units, cells, areas, a line of sight, an arc), actions outside what
the step allows refused with the step's hint (nothing changes), Show me, Back
and Next, the odds panel and dice log of the battle screen explaining each roll,
and at the end a summary and the next lesson. Progress is kept per lesson.
"""
from __future__ import annotations

import dataclasses
import math

import pygame

from ...core.events import RuleRef
from ..notes import REFUSED
from ..overlays.highlight import draw_highlights
from ..scene_registry import provides
from ..panels.lesson import AFTER, GREY, HINT, TEXT, TITLE, LessonPanel, panel_h
from .battle import BattleScene, hint_h

__all__ = ["TeachingScene", "open_lesson", "start_lesson"]

HINT_COLOUR = (255, 200, 120)


class TeachingScene(BattleScene):
    def __init__(self, app, run, *, entries=None, progress=None, path=None) -> None:
        from ...teaching.progress import load_progress

        self.run = run
        self.entries = entries or []
        self.path = path
        self.progress = progress if progress is not None else load_progress()
        self.summary = False
        self.note = ""
        self.clock = 0.0
        super().__init__(app, run.battle, autosaver=None, title=f"Lesson: {run.lesson.title}")
        self._remember()
        self._focus()

    # the lesson never hands the screen over: one learner plays both sides
    @property
    def settings(self):
        return self._settings

    @settings.setter
    def settings(self, value) -> None:
        from ..settings import Settings

        self._settings = dataclasses.replace(value or Settings(), handover="off")

    # -- layout and panels ------------------------------------------------------------------------------
    def _layout(self, w: int, h: int) -> None:
        super()._layout(w, h)
        b = self.board_rect
        ph = panel_h(h)
        self.board_rect = pygame.Rect(b.x, b.y, b.w, b.h - ph)
        self.lesson_rect = pygame.Rect(b.x, self.board_rect.bottom + hint_h(), b.w, ph)

    def _build_ui(self) -> None:
        super()._build_ui()
        self.panel = LessonPanel(self.app.manager, self.lesson_rect, {
            "back": self.back, "show": self.show_me, "next": self.next_step,
            "summary_back": self.again, "summary_show": self.close, "summary_next": self.next_lesson})

    def _kill_ui(self) -> None:
        super()._kill_ui()
        self.panel.kill()

    def _show_ui(self, visible: bool) -> None:
        super()._show_ui(visible)
        self.panel.show(visible)

    def _sync_panels(self) -> None:
        super()._sync_panels()
        if getattr(self, "panel", None) is None:  # the battle screen syncs while it builds, before the panel
            return
        self.panel.sync(self.run, summary=self.summary, has_next=self._next_entry() is not None,
                        busy=self.rolling is not None)

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def key(self, ev) -> bool:
        """The lesson's own keys: N next (or finish), B back, M show me; the battle screen's keys otherwise."""
        if not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            command = {pygame.K_n: self.panel.buttons["next"], pygame.K_b: self.panel.buttons["back"],
                       pygame.K_m: self.panel.buttons["show"]}.get(ev.key)
            if command is not None:
                if command.is_enabled:
                    self.panel.press(command)
                return True
        return super().key(ev)

    # -- the learner's actions ------------------------------------------------------------------------
    def refuse(self, hint: str, action=None) -> None:
        """Not what this step asks for: say so with the step's hint; nothing changes. When the rules forbid
        the action anyway, the toast says which rule (that is worth learning too)."""
        self.note = hint
        verdict = self.session.check(action) if action is not None else None
        if verdict is not None and not verdict:
            self.toast(f"Refused: {verdict.reason}" + (f" ({verdict.rule})" if verdict.rule else ""), REFUSED, 6)
        else:
            self.toast(hint, HINT_COLOUR, 6)
        self.odds.close()
        self.armed = None
        self.move = None

    def choose_action(self, action) -> None:
        ok, hint = self.run.allows(action)
        if not ok:
            self.refuse(hint, action)
            return
        super().choose_action(action)

    def commit(self, action) -> bool:
        if self.rolling is not None:
            return False
        ok, hint = self.run.allows(action)
        if not ok:
            self.refuse(hint, action)
            return False
        self.note = ""
        return super().commit(action)

    def after_action(self, side_before) -> None:
        """After the step's action and its dice: open the step's entries in the dice log, so every roll
        shows its modifiers, faces and rule at once."""
        super().after_action(side_before)
        if self.run.performed:
            start = self.run.marks[self.run.index][1]
            for i, event in enumerate(self.session.battle.events[start:], start):
                if (event.rolls or event.ledger) and i not in self.log.expanded:
                    self.log.toggle(f"ev:{i}")

    def show_summary(self) -> None:  # the battle's end dialog: the lesson's own summary replaces it
        self.summary_shown = True

    # -- walking the lesson -----------------------------------------------------------------------------
    def show_me(self) -> None:
        """Do the step's action for the learner, as a player would: an action that rolls dice first opens its
        odds panel (with its side-by-side scores, if any); Show me again, or Roll, throws the dice."""
        from ...teaching.run import action_unit

        action = self.run.show_action()
        if action is None or not self.run.waiting or self.rolling is not None:
            return
        if self.odds.active and self.odds.action == action:
            self.confirm_pending()
            return
        self.odds.close()
        self.armed = None
        if getattr(action, "rolls_dice", False):
            uid = action_unit(action)
            if uid and self.session.view(uid) is not None and self.selected != uid:
                self.select(uid)
            self.note = ""
            self.choose_action(action)
            return
        self.commit(action)

    def next_step(self) -> None:
        if self.rolling is not None:
            return
        if self.run.finished:
            self.summary = True
            self.select(None)
            self._remember(done=True)
            return
        if self.run.next():
            self.note = ""
            self._remember()
            self._focus()

    def back(self) -> None:
        if self.rolling is not None or not self.run.back():
            return
        self._after_rewind()

    def undo(self) -> None:  # Ctrl+Z and the toolbar's Undo walk the lesson back
        self.back()

    def redo(self) -> None:
        self.toast("In a lesson, press Show me or Next to go on", HINT_COLOUR)

    def again(self) -> None:
        self.run.restart()
        self.summary = False
        self._after_rewind()

    def _after_rewind(self) -> None:
        self.note = ""
        self.summary = False
        self.shown_events = len(self.session.battle.events)
        self.odds.close()
        self.armed = None
        self.move = None
        self._auto_select()
        self._focus()

    def _focus(self) -> None:
        """Select the unit the step is about: the one that must act, else the first one lit up."""
        from ...teaching.run import action_unit

        step = self.run.step
        action = self.run.show_action()
        uid = step.unit or (action_unit(action) if action is not None else None) or next(iter(step.highlight.units),
                                                                                        None)
        active = self.session.status().active_unit
        if active and uid != active:
            return
        if uid and self.session.view(uid) is not None:
            self.select(uid)

    def open_menu(self) -> None:
        """Back to the menu the lesson was opened from, or the menu over this lesson."""
        below = self.app.scenes._stack[-2] if len(self.app.scenes) > 1 else None
        if getattr(below, "is_menu", False) and self.app.scenes.top is self:
            self.session.detach()
            self.app.pop()
            self._kill_ui()
            return
        super().open_menu()

    def close(self) -> None:
        """Leave the lesson: back to the scene it was opened over (the menu, a battle), or the menu."""
        if len(self.app.scenes) > 1 and self.app.scenes.top is self:
            self.session.detach()
            self.app.pop()
            self._kill_ui()
            return
        self.open_menu()

    def _next_entry(self):
        from ...teaching.library import next_lesson

        return next_lesson(self.entries, self.run.lesson) if self.entries else None

    def next_lesson(self) -> None:
        entry = self._next_entry()
        if entry is None:
            self.open_menu()
            return
        scene = open_lesson(self.app, entry.path, entries=self.entries, progress=self.progress)
        if scene is None:
            return
        self.session.detach()
        self.app.scenes.replace(scene)
        self._kill_ui()

    def _remember(self, done: bool = False) -> None:
        self.progress.reached(self.run.lesson.id, self.run.index, done=done)
        try:
            self.progress.save()
        except OSError as exc:
            self.toast(f"Cannot keep lesson progress: {exc}", HINT_COLOUR)

    # -- drawing -------------------------------------------------------------------------------------------
    def _draw_board_extras(self, surface) -> None:
        if not self.summary:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 4.0)
            draw_highlights(surface, self, self.run.step.highlight, pulse)
        super()._draw_board_extras(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.panel.draw(surface, self.lesson_lines())

    def lesson_lines(self) -> list:
        run, lesson = self.run, self.run.lesson
        if self.summary:
            return self._summary_lines()
        step = run.step
        head = f"{lesson.title}  ·  step {run.index + 1} of {run.count}" + (f": {step.title}" if step.title else "")
        lines = [(head, TITLE, 15, True), (step.text, TEXT, 15, False),
                 (f"Rule: {RuleRef(lesson.ruleset, step.rule)}", GREY, 13, False)]
        if self.note:
            lines.append((self.note, HINT, 14, True))
        elif run.waiting and self.odds.active and self.odds.action == run.show_action():
            lines.append(("The odds panel on the right lists every result this roll can have and how likely each "
                          "is. Press Roll (or Show me again) to throw the dice.", GREY, 14, False))
        elif run.waiting and step.odds and self.odds.active:
            lines.append(("The odds panel on the right lists every result this roll can have and how likely each "
                          "is. Press Roll to throw the dice.", GREY, 14, False))
        elif run.waiting:
            lines.append(("Your move (or press Show me).", GREY, 13, False))
        if run.performed and self.rolling is None and step.after:
            lines.append((step.after, AFTER, 14, False))
        if run.performed and self.rolling is None and step.modifiers:
            lines.append(("Look for: " + "; ".join(self._pointed_out()), GREY, 13, True))
        elif not run.waiting and self.rolling is None:
            lines.append(("Press Finish to end the lesson." if run.finished else "Press Next to go on.",
                          GREY, 13, False))
        return lines

    def _pointed_out(self) -> list[str]:
        """The modifiers the step points out, as the step's events applied them (name and value)."""
        wanted = [w.lower() for w in self.run.step.modifiers]
        found = []
        for ev in self.run.step_events():
            for m in ev.ledger:
                if any(w in m.name.lower() for w in wanted):
                    found.append(f"{m.name} {m.value:+d}")  # its rule is in the dice log beside it
        return list(dict.fromkeys(found))

    def _summary_lines(self) -> list:
        lesson = self.run.lesson
        taught = list(dict.fromkeys([*lesson.teaches, *(s.rule for s in lesson.steps)]))
        lines = [(f"Lesson complete: {lesson.title}", TITLE, 16, True)]
        if lesson.summary:
            lines.append((lesson.summary, TEXT, 14, False))
        lines.append(("Rules you have seen: " + "; ".join(str(RuleRef(lesson.ruleset, s)) for s in taught),
                      GREY, 13, False))
        nxt = self._next_entry()
        lines.append((f"Next lesson: {nxt.lesson.title}" if nxt is not None and nxt.lesson is not None else
                      "That was the last lesson of this course.", AFTER, 14, True))
        return lines


def open_lesson(app, path, *, entries=None, progress=None, step: int | None = None):
    """A teaching scene on the lesson file at `path` (None, with a message, if it cannot be used).
    `step` (0-based) plays the steps before it by Show me."""
    from ...content import FileError
    from ...teaching.library import shipped_lessons
    from ...teaching.load import load_lesson
    from ...teaching.run import LessonRun

    try:
        run = LessonRun(load_lesson(path), lenient=True)
    except FileError as exc:
        app.show_message("Cannot open that lesson", str(exc))
        return None
    except Exception as exc:  # noqa: BLE001 - a lesson whose dice do not fit its setup: say so, go on
        app.show_message("Cannot open that lesson", f"{path}: {type(exc).__name__}: {exc}\n\n"
                                                    f"Run `python -m game lesson check {path}` for details.")
        return None
    if step is not None:
        while run.index < min(step, run.count - 1):
            run.show_me()
            if not run.next():
                break
    if entries is None:
        entries = shipped_lessons()
    return TeachingScene(app, run, entries=entries, progress=progress, path=str(path))


@provides("lesson")
def start_lesson(app, path, *, resume: bool = False) -> bool:
    """Open the lesson at `path` on top of the current scene (from the menu, the rules panel). `resume`: at the
    step the player last reached, if the lesson was left unfinished."""
    step = None
    if resume:
        from ...content import FileError
        from ...content.files import read_json
        from ...teaching.progress import load_progress

        try:
            lesson_id = read_json(path).get("id")
        except FileError:
            lesson_id = None
        progress = load_progress()
        if isinstance(lesson_id, str) and progress.step(lesson_id) and not progress.done(lesson_id):
            step = progress.step(lesson_id)
    scene = open_lesson(app, path, step=step)
    if scene is None:
        return False
    app.push(scene)
    if step:
        scene.toast(f"Back where you left off: step {scene.run.index + 1} (Back goes over the earlier steps)",
                    (170, 230, 180), 6)
    return True
