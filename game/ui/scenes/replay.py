"""The replay viewer: watch a saved battle back, a moment at a time, and play on from any moment.

Its model is `core.replay.ReplayCursor` (the engine replays the line; stepping
is undo/redo), so the board, the unit card and the dice log show each moment as
the battle had it, and the bar says whether that moment's checkpoint hash
agrees with the save. "Play from here" starts a new branch of the battle at
this moment and opens the battle screen on it; "Branches" shows the tree.
Keys: Left/Right one action, PageUp/PageDown a turn, 1-9 the start of that turn, Home/End the ends.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from ...core.history import BranchError
from ...core.replay import ReplayCursor
from ..board.bases import BaseArtist, side_colour
from ..board.layer import BattleLayer, Overlays
from ..panels.card import draw_card
from ..panels.log import DiceLog
from ..panels.timeline import Timeline
from ..scene import Scene
from ..scene_registry import open_scene, provides
from ..session import BattleSession
from ..text import fit, render
from ..ui_scale import panel_width
from ..ui_scale import scaled as u
from .board_view import BoardView

__all__ = ["ReplayScene", "replay_scene"]

TURN_TYPING_MS = 1000   # digits typed closer together than this make one turn number

BAR_H, TIMELINE_H, SIDE_W, CARD_H = 40, 54, 340, 250
STEP_KEYS = {pygame.K_RIGHT: "forward", pygame.K_LEFT: "back", pygame.K_PAGEDOWN: "next_turn",
             pygame.K_PAGEUP: "previous_turn", pygame.K_HOME: "start", pygame.K_END: "end"}


STEPS = (("start", "|<", "The start of the battle (Home)"),
         ("previous_turn", "<< Turn", "The start of this turn, or of the one before (PageUp)"),
         ("back", "< Back", "One action back (Left)"),
         ("forward", "Forward >", "One action on (Right)"),
         ("next_turn", "Turn >>", "The start of the next turn (PageDown; keys 1-9: that turn)"),
         ("end", ">|", "The last moment of this line (End)"))
ACTIONS = (("play", "Play from here", "Start a new branch at this moment and play it (the line viewed is kept whole)"),
           ("branches", "Branches", "The tree of this battle's lines: view, rename, delete"),
           ("close", "Close", "Leave the viewer (Esc)"))
TEXT_MIN = 200   # the least room the status text keeps between the two groups (at 100%); less: a second row


def bar_layout(w: int) -> tuple[dict[str, pygame.Rect], int, pygame.Rect]:
    """The viewer's top bar in a window `w` wide: each button's place, the bar's height and where the status
    text goes. The stepping buttons on the left, the rest on the right; when the text would have less than
    TEXT_MIN between them, the right group and the text move to a second row (no button leaves the window)."""
    row, pad = u(BAR_H), u(5)
    rects, x = {}, 8
    for key, text, _ in STEPS:
        width = max(u(44), render(text, 14).get_width() + u(24))
        rects[key] = pygame.Rect(x, pad, width, row - 2 * pad)
        x += width + 4
    widths = [render(text, 14).get_width() + u(24) for _, text, _ in ACTIONS]
    two = w - 8 - sum(w_ + 4 for w_ in widths) - (x + 8) < u(TEXT_MIN)
    y = row + pad if two else pad
    right = w - 8
    for (key, _, _), width in reversed(list(zip(ACTIONS, widths))):
        right -= width + 4
        rects[key] = pygame.Rect(right, y, width, row - 2 * pad)
    left = 8 if two else x + 8
    return rects, row * (2 if two else 1), pygame.Rect(left, y - pad, max(0, right - 8 - left), row)


@provides("replay")
def replay_scene(app, battle, path: str | None = None) -> "ReplayScene":
    """The replay viewer on `battle` (loaded from the save at `path`, where renames and deletions go)."""
    return ReplayScene(app, battle, path)


class ReplayScene(Scene):
    def __init__(self, app, battle, path: str | None = None) -> None:
        super().__init__(app)
        self.source = battle
        self.history = battle.history   # in step with the battle now; nothing plays it while it is viewed
        self.path = path
        self.cursor = ReplayCursor(battle)
        self.selected: str | None = None
        self.hover_step: int | None = None   # the step under the pointer on the timeline
        self.message = ""
        self._typed_turn, self._typed_at = "", -TURN_TYPING_MS - 1   # digits typed for a turn number
        self.branches = None
        w, h = app.size
        self._layout(w, h)
        self.view = BoardView(battle.scenario, self.board_rect)
        self.artist = BaseArtist(battle.scenario, self.view.layout)
        self.layer = BattleLayer(self.view, self.artist)
        self.overlays = Overlays(los=False, arcs=False, reach=False, rings=False)
        self.session = BattleSession(self.cursor.battle)
        self._build_ui()

    # -- layout and widgets --------------------------------------------------------------------------
    def _layout(self, w: int, h: int) -> None:
        side_w, timeline_h = panel_width(SIDE_W, w), u(TIMELINE_H)
        self.bar_rects, self.bar_h, self.text_rect = bar_layout(w)
        top = self.bar_h
        self.board_rect = pygame.Rect(0, top, w - side_w, h - top - timeline_h)
        self.side_rect = pygame.Rect(w - side_w, top, side_w, h - top)
        self.timeline = Timeline(pygame.Rect(0, h - timeline_h, w - side_w, timeline_h))

    def _build_ui(self) -> None:
        from ..widgets import button

        manager = self.app.ensure_gui()
        self.buttons = {}
        commands = {"play": self.play_from_here, "branches": self.open_branches, "close": self.close}
        for key, text, tip in STEPS + ACTIONS:
            self.buttons[key] = button(manager, self.bar_rects[key], text, tip,
                                       commands.get(key, lambda k=key: self.do(k)),
                                       object_id="#roll_button" if key == "play" else None)
        self.left_of_text, self.right_of_text = self.text_rect.left, self.text_rect.right
        colours = {s.id: "#%02x%02x%02x" % side_colour(self.source.scenario, s.id) for s in self.source.scenario.sides}
        side = self.side_rect
        top = side.y + self.card_h() + u(40)
        self.log = DiceLog(manager, pygame.Rect(side.x + 10, top, side.w - 20, max(40, side.bottom - top - 8)), colours)
        self._sync()

    def card_h(self) -> int:
        """The card's height: CARD_H at the interface scale, at most 40% of the side panel."""
        return min(u(CARD_H), int(self.side_rect.h * 0.4))

    def _kill_ui(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.log.kill()
        if self.branches is not None:
            self.branches.kill()
            self.branches = None

    def resize(self, w: int, h: int) -> None:
        self._kill_ui()
        self._layout(w, h)
        self.view.set_view_rect(self.board_rect)
        self.layer.invalidate()
        self._build_ui()

    def enter(self) -> None:
        self.app.window.title = f"Wartable - replay - {self.source.scenario.title}"

    # -- doing ---------------------------------------------------------------------------------------------
    def do(self, what: str) -> None:
        c = self.cursor
        {"forward": c.forward, "back": c.back, "next_turn": c.next_turn, "previous_turn": c.previous_turn,
         "start": lambda: c.goto(0), "end": lambda: c.goto(c.length)}[what]()
        self._sync()

    def goto(self, step: int) -> None:
        self.cursor.goto(step)
        self._sync()

    def view_line(self, line_id: str) -> None:
        """Watch another line of the history (from its last moment)."""
        self.session.detach()
        self.cursor = ReplayCursor(self.source, line_id)
        self.session = BattleSession(self.cursor.battle)
        self.layer.invalidate()
        self._sync()
        self._refresh_branches()

    def play_from_here(self) -> None:
        try:
            line = self.cursor.play_from_here()
        except BranchError as exc:
            self.app.show_message("Cannot play from here", str(exc))
            return
        self.session.detach()
        self._kill_ui()
        scene = open_scene("battle", self.app, self.source)
        while self.app.scenes.top is not None:   # the battle replaces the viewer and what was under it
            below = self.app.scenes.pop()
            if below is not self and hasattr(below, "session") and hasattr(below, "_kill_ui"):
                below.session.detach()          # a battle that was in progress behind the menu: let it go
                below._kill_ui()
        self.app.push(scene)
        name = self.source.history.line(line).name
        scene.toast(f"New branch: {name}. The line you left is kept (Menu > Watch a replay).", (170, 230, 180))

    def close(self) -> None:
        self.session.detach()
        self._kill_ui()
        self.app.scenes.pop()
        if self.app.scenes.top is None:
            self.app.push(open_scene("menu", self.app))

    # -- branches ------------------------------------------------------------------------------------------
    def open_branches(self) -> None:
        from ..dialogs.branches import BranchesWindow

        if self.branches is not None:
            self.branches.kill()
        self.branches = BranchesWindow(self.app.manager, self.app.size, self.history, self.cursor.line_id,
                                       self.view_line, self.rename, self.delete)

    def _refresh_branches(self) -> None:
        if self.branches is not None and self.branches.alive():
            self.open_branches()

    def rename(self, line_id: str, name: str) -> None:
        self._change(lambda: self.source.rename_branch(line_id, name), "Cannot rename that line")

    def delete(self, line_id: str) -> None:
        viewing = self.cursor.line_id == line_id
        if not self._change(lambda: self.source.delete_branch(line_id), "Cannot delete that line"):
            return
        if viewing:
            self.view_line(self.history.current)

    def _change(self, fn, title: str) -> bool:
        """Change the tree and write it back to the save it came from (atomically)."""
        try:
            fn()
        except BranchError as exc:
            self.app.show_message(title, str(exc))
            return False
        if self.path is not None:
            try:
                self.source.save(self.path)
                self.message = f"Saved to {Path(self.path).name}"
            except OSError as exc:
                self.app.show_message("Cannot write the save", f"{self.path}: {exc}")
        self._refresh_branches()
        return True

    # -- input ---------------------------------------------------------------------------------------------
    def handle_event(self, ev) -> bool:
        import pygame_gui

        if ev.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED and ev.ui_element is self.log.box:
            return self.log.toggle(ev.link_target)
        if ev.type == pygame.KEYDOWN:
            if ev.key in STEP_KEYS:
                self.do(STEP_KEYS[ev.key])
                return True
            if ev.key == pygame.K_ESCAPE:
                self.close()
                return True
            if pygame.K_0 <= ev.key <= pygame.K_9:   # digits: the start of that turn ("1", "2" = turn 12)
                self.type_turn_digit(ev.key - pygame.K_0)
                return True
        tl = self.timeline
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and tl.rect.collidepoint(ev.pos):
            tl.dragging = True
            self.goto(tl.step_at(ev.pos[0], self.cursor.length))
            return True
        if ev.type == pygame.MOUSEMOTION:
            over = tl.rect.collidepoint(ev.pos)
            self.hover_step = tl.step_at(ev.pos[0], self.cursor.length) if over else None
            if tl.dragging:
                self.goto(tl.step_at(ev.pos[0], self.cursor.length))
                return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and tl.dragging:
            tl.dragging = False
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.board_rect.collidepoint(ev.pos):
            self.selected = self.unit_at(ev.pos)
            return True
        return self.view.handle_event(ev)

    def unit_at(self, pos) -> str | None:
        wx, wy = self.view.camera.to_world(*pos)
        layout = self.view.layout
        for v in self.session.views().values():
            if not v.alive:
                continue
            if layout.kind != "table":
                if v.cell is not None and tuple(v.cell) == layout.cell_under(wx, wy):
                    return v.id
            elif self.artist.hit(v, wx, wy):
                return v.id
        return None

    def type_turn_digit(self, digit: int) -> None:
        """Digits typed within a second of each other make one turn number; each goes to that turn's start."""
        now = pygame.time.get_ticks()
        typed = self._typed_turn if now - self._typed_at <= TURN_TYPING_MS else ""
        typed = (typed + str(digit)).lstrip("0")[-3:]
        self._typed_turn, self._typed_at = typed, now
        if typed:
            self.cursor.goto_turn(int(typed))
            self.message = f"Turn {typed}"
        self._sync()

    def update(self, dt: float) -> None:
        self._sync()

    def _sync(self) -> None:
        events = self.cursor.battle.events
        self.log.sync(events, len(events), self.session.version)
        c = self.cursor
        self.buttons["back"].set_state(c.step > 0, "One action back (Left)" if c.step else "This is the start")
        self.buttons["start"].set_state(c.step > 0, "The start of the battle (Home)")
        self.buttons["forward"].set_state(c.step < c.length, "One action on (Right)" if c.step < c.length
                                          else "This is the last moment of this line")
        self.buttons["end"].set_state(c.step < c.length, "The last moment of this line (End)")
        seeded = not self.source.dice.is_scripted
        self.buttons["play"].set_state(seeded, "Start a new branch at this moment and play it" if seeded
                                       else "A lesson's scripted dice cannot branch")

    # -- drawing ---------------------------------------------------------------------------------------------
    def step_tip(self, step: int) -> list[tuple[str, tuple]]:
        """What the timeline says about a step under the pointer: its turn and the action that led there."""
        c = self.cursor
        lines = [(f"Step {step} of {c.length} · turn {c.turns[step]}", (240, 240, 240))]
        if step:
            lines.append((fit(c.words[step], 460, 13), (190, 196, 206)))
        forks = [ln.name for ln in self.history.lines.values() if ln.parent == c.line_id and ln.at == step]
        if forks:
            lines.append(("Branches here: " + ", ".join(forks), (240, 200, 90)))
        lines.append(("Click or drag to go there", (170, 230, 180)))
        return lines

    def status_text(self) -> str:
        c = self.cursor
        line = self.history.line(c.line_id)
        check = "matches the save" if c.matches() else "DIFFERS from the save"
        moment = f"last: {c.words[c.step]}" if c.step else "the start of the battle"
        return f"{line.name} · step {c.step}/{c.length} · turn {c.turn} · {check} · {moment}"

    def draw(self, surface: pygame.Surface) -> None:
        self.layer.draw(surface, self.session, selected=self.selected, overlays=self.overlays, show_reach=False)
        w = surface.get_width()
        pygame.draw.rect(surface, (28, 30, 34), pygame.Rect(0, 0, w, self.bar_h))
        ok = self.cursor.matches()
        room = self.right_of_text - self.left_of_text
        img = render(fit(self.status_text(), room, 14), 14, (225, 230, 238) if ok else (255, 150, 140))
        surface.blit(img, (self.left_of_text, self.text_rect.centery - img.get_height() // 2))
        forks = sorted({ln.at for ln in self.history.lines.values() if ln.parent == self.cursor.line_id})
        self.timeline.draw(surface, self.cursor, forks)
        if self.hover_step is not None and not self.timeline.dragging:
            from ..overlays.tip import draw_tip

            x = self.timeline.x_of(self.hover_step, self.cursor.length)
            draw_tip(surface, self.step_tip(self.hover_step), (x, self.timeline.rect.y), surface.get_rect(),
                     avoid=self.timeline.rect)
        side = self.side_rect
        pygame.draw.rect(surface, (26, 28, 33), side)
        card = pygame.Rect(side.x + 10, side.y + 8, side.w - 20, self.card_h())
        hint = "Click a unit on the board to see its card at this moment."
        draw_card(surface, card, self.session, self.selected, self.artist.colour, hint)
        caption = render("DICE LOG UP TO THIS MOMENT", 12, (150, 158, 170), bold=True)
        surface.blit(caption, (side.x + 12, card.bottom + u(12)))
        note = self.cursor.problem or self.message
        if note:
            img = render(fit(note, self.board_rect.w - 20, 13), 13, (255, 150, 140) if self.cursor.problem
                         else (170, 230, 180))
            surface.blit(img, (self.board_rect.x + 10, self.board_rect.bottom - img.get_height() - 6))
