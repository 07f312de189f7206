"""The battle screen: hot-seat play on any board, under any ruleset that has landed.

It asks the engine for everything (who acts, what is legal and why not, the
odds, the dice) and never decides a rule. Layout: the status line and toolbar
on top, the board on the left, the unit card, actions, odds and dice log on
the right. Input lives in `battle_input`, doing things in `battle_commands`, drawing over the board
(ghosts, rulers, verdicts, tips) in `battle_board_drawing`;
this module builds the screen and draws it (drawing never changes state).
"""
from __future__ import annotations

import pygame

from ...core.wording import pronoun, verb
from ..board.bases import BaseArtist, side_colour
from ..computer import ComputerSeats
from ..ui_scale import panel_width, scaled
from ..board.layer import BattleLayer, Overlays
from ..controls.move import CellMove, TableMove
from ..overlays.tip import draw_tip
from ..panels.actions import ActionPanel
from ..panels.card import card_image, card_view_h, draw_card
from ..panels.log import DiceLog
from ..panels.odds import OddsPanel
from ..panels.topbar import TopBar, toolbar_layout
from ..scene import Scene
from ..session import BattleSession
from ..text import opaque, render, ui_scale, wrap
from ..toasts import Toasts
from .battle_board_drawing import BattleBoardDrawing
from .battle_commands import BattleCommands
from .battle_feedback import BattleFeedback
from .battle_input import BattleInput
from .board_view import BoardView

__all__ = ["BattleScene", "HINTS"]

SIDE_W, SIDE_W_NARROW = 360, 320
SIGHT_REST = 0.1      # seconds the dragged ghost rests before the ruleset is asked what it would see
CARD_H = 178          # the card's least height; it grows with its content up to CARD_SHARE of the panel
CARD_SHARE = 0.42
ACTIONS_MIN_H = 4 * 34
LOG_LINES = 3         # the dice log's least height in lines of its text, kept when the actions are many
CARD_LEAST = 64       # the card's least height when the actions need the room (it scrolls)
ACTIONS_SHARE = 0.22  # ... but never more than this share of the panel (a big interface size on a low window)
HINT_H = 22


def log_min_h() -> int:
    """The dice log's least height: `LOG_LINES` lines of it at the interface size."""
    from ..panels.log import least_height

    return least_height(LOG_LINES)


def hint_h() -> int:
    """The hint strip's height at the interface scale."""
    return int(HINT_H * ui_scale())
HINTS = {  # shown left to right as far as the board is wide
    "table": ("Drag a base: move", "Q/E, wheel: turn", "W: waypoint", "Enter: confirm", "Space: end activation",
              "Tab: next unit", "Shift+arrows: move ghost", "G: legend and keys", "right-drag: pan",
              "wheel: zoom", "F: fit", "L: sight shading", "F1: rulings"),
    "cells": ("Click or drag to a lit cell: move", "Q/E: facing", "Enter: confirm", "Space: end activation",
              "Tab: next unit", "Shift+arrows: move ghost", "G: legend and keys", "right-drag: pan",
              "wheel: zoom", "F: fit", "C: coordinates", "L: sight shading", "F1: rulings"),
}


class BattleScene(BattleInput, BattleCommands, BattleFeedback, BattleBoardDrawing, Scene):
    def __init__(self, app, battle, *, autosaver=None, title: str = "") -> None:
        super().__init__(app)
        self.settings = app.settings
        self.session = BattleSession(battle, autosaver)
        self.session.listeners.append(self._on_battle_changed)
        w, h = app.size
        self._layout(w, h)
        self.view = BoardView(battle.scenario, self.board_rect)
        self.artist = BaseArtist(battle.scenario, self.view.layout)
        self.layer = BattleLayer(self.view, self.artist)
        self.overlays = Overlays()
        self.title = title or battle.scenario.title
        # what the player is doing
        self.selected: str | None = None
        self.hover_unit: str | None = None
        self.hover_cell = None
        self.mouse = (-1, -1)             # off the window until the pointer moves
        self.move: CellMove | TableMove | None = None
        self.press: tuple[int, int] | None = None
        self.armed = None                 # an ActionGroup waiting for a target click
        self.rolling = None               # a DiceRoll playing
        self.after_roll = None            # what to do when it ends
        self.snap = None                  # (view, from_pose, t) a refused base sliding back
        self.drag_sight = None            # (where, Sight, cell): what the dragged unit would see from its ghost
        self._sight_next = None           # the same, worked out this frame, shown from the next
        self._ghost = None                # [where the ghost is, seconds it has rested there]
        self.toasts = Toasts(keep=5)
        self.shown_events = len(battle.events)
        self.summary_shown = battle.result() is not None
        self.dialogs: dict = {}
        self.card_scroll = 0
        self._card_key, self._card_full = None, CARD_H
        self.ui_visible = True
        self._side, self._side_key, self._hints = None, None, None
        self.init_feedback()
        self.computer = ComputerSeats()   # sides the computer plays (none: hot-seat); Players button, F9 / F10
        self.computer.adopt(self.settings)
        self._build_ui()
        self._auto_select()

    # -- building and layout ----------------------------------------------------------------
    def _layout(self, w: int, h: int) -> None:
        side_w = panel_width(SIDE_W if w >= 1200 else SIDE_W_NARROW, w)
        top = self.bar_h = toolbar_layout(w, self._toolbar_keys())[1]   # taller when its buttons wrap under it
        self.board_rect = pygame.Rect(0, top, w - side_w, h - top - hint_h())
        self.side_rect = pygame.Rect(w - side_w, top, side_w, h - top)

    def _toolbar_keys(self) -> set[str]:
        """The top bar's buttons: every one, but cell coordinates only on a hex or tile map."""
        keys = {key for key, _, _ in TopBar.BUTTONS}
        return keys if self.session.scenario.board.kind in ("hex", "tiles") else keys - {"coords"}

    def _build_ui(self) -> None:
        manager = self.app.ensure_gui()
        w, _ = self.app.size
        commands = {"sight": self.toggle_sight, "fit": self.view.fit, "undo": self.undo, "redo": self.redo,
                    "save": self.ask_save, "load": self.ask_load, "replay": self.open_replay,
                    "rulings": self.show_rulings, "menu": self.open_menu,
                    "players": lambda: self.computer.open_dialog(self)}
        if self.view.layout.kind != "table":
            commands["coords"] = self.toggle_coords
        self.topbar = TopBar(manager, w, commands)
        self.actions = ActionPanel(manager, self.arm_group, self.choose_action)
        self.odds = OddsPanel(manager, self.confirm_pending, self.cancel_pending)
        self.odds.side_colours = {s.id: side_colour(self.session.scenario, s.id) for s in self.session.scenario.sides}
        colours = {s.id: "#%02x%02x%02x" % side_colour(self.session.scenario, s.id) for s in self.session.scenario.sides}
        self.log = DiceLog(manager, self._log_rect(0), colours)
        self._sync_panels()

    def _kill_ui(self) -> None:
        self.topbar.kill()
        self.actions.kill()
        self.odds.close()
        self.log.kill()

    def resize(self, w: int, h: int) -> None:
        self._layout(w, h)
        self.view.set_view_rect(self.board_rect)
        pending = self.odds.action, self.odds.title, self.odds.outcomes, self.odds.comparison
        self._kill_ui()
        self._build_ui()
        if pending[0] is not None:
            self.odds.open(*pending)
        self.layer.invalidate()

    def enter(self) -> None:
        self._show_ui(True)
        self.app.window.title = f"Wartable - {self.title}"

    def leave(self) -> None:
        self._show_ui(False)

    def _show_ui(self, visible: bool) -> None:
        self.ui_visible = visible
        for part in (self.topbar, self.actions, self.odds, self.log):
            part.show(visible)

    def side_colour(self, side_id: str):
        return self.artist.colour(side_id)

    # -- per frame (state changes happen here and in input, never in draw) -------------------
    def update(self, dt: float) -> None:
        if self.rolling is not None:
            self.rolling.update(dt)
            if self.rolling.done:
                self.finish_roll()
        if self.snap is not None:
            self.snap[2] += dt
            if self.snap[2] >= 0.2:
                self.snap = None
        self._follow_sight(dt)
        self.tick_feedback(dt)
        self.computer.update(self, dt)
        self.toasts.tick(dt)
        self._sync_panels()
        if self.session.autosave is not None and self.session.autosave.errors:
            self.autosave_failed(self.session.autosave.errors[:])
            self.session.autosave.errors.clear()

    def _follow_sight(self, dt: float) -> None:
        """While a unit is dragged, shade what it would see from its ghost (when the ruleset says:
        `sight_from`). The ruleset is asked once the ghost has rested `SIGHT_REST` seconds at a new
        place (a sight may take longer than a frame; while the base moves the shading stays where it
        was last worked out), and the two costly parts go to different frames: one frame asks the
        ruleset (the answer waits in `_sight_next`), the next shows it (the layer composes the shading)."""
        m = self.move
        if m is None or not m.dragging or not self.overlays.key() or self.rolling is not None:
            self.drag_sight = self._sight_next = self._ghost = None
            return
        if self._sight_next is not None:
            self.drag_sight, self._sight_next = self._sight_next, None
            return
        if isinstance(m, TableMove):
            where = m.pose
            destination, cell = tuple((*m.waypoints, m.pose)), None
        else:
            if m.cell is None:
                return
            where = (tuple(m.cell), m.facing)
            destination, cell = where, tuple(m.cell)
        if self._ghost is None or self._ghost[0] != where:
            self._ghost = [where, 0.0]
            return
        self._ghost[1] += dt
        if self._ghost[1] < SIGHT_REST or (self.drag_sight is not None and self.drag_sight[0] == where):
            return
        sight = self.session.sight_from(m.unit_id, destination)
        self._sight_next = (where, sight, cell) if sight is not None else None

    def _sync_panels(self) -> None:
        self.topbar.refresh(self.session)
        self.topbar.toggled("sight", self.overlays.los)
        self.topbar.toggled("coords", self.view.renderer.show_coords)
        side = self.side_rect
        y = self.card_rect().bottom + 8
        odds_least = self.odds.least_height(side.w - 20) + 8 if self.odds.active else 0
        log_least = 0 if self.odds.active else scaled(22) + log_min_h()   # the log keeps a few lines
        room = side.bottom - (y + scaled(22)) - (6 + odds_least + log_least + 8)
        acts_rect = pygame.Rect(side.x + 10, y + scaled(22), side.w - 20, max(0, room))
        used = self.actions.sync(self.session, self.selected, acts_rect,
                                 self.armed.kind if self.armed is not None else None, hidden=self.rolling is not None)
        keep = min(scaled(ACTIONS_MIN_H), int(side.h * ACTIONS_SHARE))
        if self.odds.active:   # the room kept for buttons gives way to the odds (and their Roll button)
            keep = min(keep, side.bottom - 8 - odds_least - acts_rect.y - 6)
        y = acts_rect.y + max(used, keep) + 6  # room kept for a few buttons: the log stays put
        if self.odds.active:
            h = self.odds.height(side.w - 20, side.bottom - y - 8)
            self.odds.place(pygame.Rect(side.x + 10, y, side.w - 20, h))
            if not self.ui_visible:
                self.odds.show(False)
            y += h + 8
        self._log_top = y
        self.log.place(self._log_rect(y))
        self.log.sync(self.session.battle.events, self.shown_events, self.session.version)

    def card_rect(self) -> pygame.Rect:
        """Where the unit card is: as tall as it needs, up to `CARD_SHARE` of the panel (then it scrolls)."""
        side = self.side_rect
        key = (self.session.version, self.session.frozen, self.selected, side.w, ui_scale())
        if key != self._card_key:
            self._card_full = card_image(self.session, self.selected, side.w - 20, self.side_colour,
                                         self._card_hint()).get_height()
            self._card_key = key
        most = int(side.h * CARD_SHARE)
        below = 8 + scaled(22) + self.actions.height_for(len(self.actions.entries)) + 6 + 8
        below += self.odds.least_height(side.w - 20) + 8 if self.odds.active else scaled(22) + log_min_h()
        most = max(scaled(CARD_LEAST), min(most, side.h - 8 - below))   # many actions on a low panel: the card gives way
        h = max(min(scaled(CARD_H), most), min(self._card_full, most))
        return pygame.Rect(side.x + 10, side.y + 8, side.w - 20, h)

    def scroll_card(self, notches: int) -> None:
        rect_h = self.card_rect().h
        most = self._card_full - card_view_h(rect_h, self._card_full)
        self.card_scroll = max(0, min(self.card_scroll - scaled(24) * notches, most))

    def _card_hint(self) -> str:
        if self.session.result() is not None:
            return ""
        who = self.session.side_name(self.session.to_act())
        return f"{who} to act. Click one of {pronoun(who)} units, or press Tab."

    def _log_rect(self, top: int) -> pygame.Rect:
        side = self.side_rect
        top = max(top, side.y + 8) + scaled(22)
        return pygame.Rect(side.x + 10, top, side.w - 20, max(min(80, side.bottom - top), side.bottom - top - 8))

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        targets = frozenset(self.armed.targets) if self.armed is not None else frozenset()
        dragging = self.move.unit_id if (self.move is not None and self.move.dragging and self._ghost_shown()) else None
        sight, cell = (self.drag_sight[1], self.drag_sight[2]) if self.drag_sight is not None else (None, None)
        self.layer.draw(surface, self.session, selected=self.selected, overlays=self.overlays, dragging=dragging,
                        targets=targets, show_reach=self.armed is None and not self.odds.active, sight=sight,
                        sight_cell=cell)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self._draw_board_extras(surface)
        surface.set_clip(clip)
        self.topbar.draw(surface, self.session, self.side_colour)
        self._draw_side(surface)
        self._draw_hints(surface)
        self._draw_status_tip(surface)

    def _draw_status_tip(self, surface) -> None:
        """Hovering the status line shows the engine's whole sentence, wrapped, when it was shortened."""
        text = self.session.status().text if self.session.result() is None else ""
        if not text or not self.topbar.shortened or not self.topbar.status_rect().collidepoint(self.mouse):
            return
        lines = [(line, (230, 232, 236)) for line in wrap(text, 13, min(520, surface.get_width() - 40))]
        draw_tip(surface, lines, (self.mouse[0], self.topbar.status_rect().bottom - 4), surface.get_rect())

    def _draw_side(self, surface) -> None:
        """The side panel under the pygame_gui elements: card, titles, odds. Cached while it shows
        the same thing (a drag frame blits it)."""
        key = (self.session.version, self.session.frozen, self.rolling is not None, self.selected, tuple(self.side_rect),
               self.armed.kind if self.armed is not None else None, self.odds.action, tuple(self.odds.rect),
               self._log_top, bool(self.actions.entries), self.card_scroll)
        if key != self._side_key or self._side is None:
            self._side = opaque(self.side_rect.size)
            self._side.fill((0, 0, 0))
            self._paint_side(self._side, self.side_rect.topleft)
            self._side_key = key
        surface.blit(self._side, self.side_rect)

    def _paint_side(self, surface, offset) -> None:
        ox, oy = offset
        side = self.side_rect.move(-ox, -oy)
        pygame.draw.rect(surface, (26, 28, 33), side)
        pygame.draw.line(surface, (60, 64, 72), side.topleft, side.bottomleft)
        card = self.card_rect().move(-ox, -oy)
        draw_card(surface, card, self.session, self.selected, self.side_colour, self._card_hint(), self.card_scroll)
        y = card.bottom + 8
        title = "ACTIONS"
        if self.armed is not None and not self.odds.active:
            title = f"PICK A TARGET: {self.armed.label.split(':')[0]} (Esc: cancel)"
        elif self.odds.active:
            title = "ACTIONS  (the odds below: Roll or Cancel)"
        surface.blit(render(title, 12, (150, 158, 170), bold=True), (side.x + 12, y + 2))
        if not self.actions.entries:
            msg = self._no_actions_text()
            surface.blit(render(msg, 13, (140, 145, 155)), (side.x + 12, y + scaled(24)))
        self.odds.draw(surface, offset)
        surface.blit(render("DICE LOG  (click an entry to open it)", 12, (150, 158, 170), bold=True),
                     (side.x + 12, self._log_top - oy + 2))

    def _no_actions_text(self) -> str:
        if self.rolling is not None:
            return "The dice are rolling..."
        if self.session.result() is not None:
            return "The battle is over."
        v = self.session.view(self.selected)
        if v is None:
            return "Select a unit."
        if v.side != self.session.to_act():
            who = self.session.side_name(v.side)
            return f"{who} {verb(who, 'is', 'are')} not acting now."
        if self.session.reach(v.id) is not None:
            return "Move it by dragging; no other action now."
        return "Nothing this unit may do now."

    def _draw_hints(self, surface) -> None:
        r = self.board_rect
        if self._hints is None or self._hints.get_width() != r.w:
            strip = opaque((r.w, hint_h()))
            strip.fill((20, 22, 26))
            x = 8
            for i, part in enumerate(HINTS["table" if self.view.layout.kind == "table" else "cells"]):
                img = render(("  ·  " if i else "") + part, 12, (185, 190, 200))
                if x + img.get_width() > r.w - 6:
                    break
                strip.blit(img, (x, (hint_h() - img.get_height()) // 2))
                x += img.get_width()
            self._hints = strip
        surface.blit(self._hints, (r.x, r.bottom))

    # -- helpers the mixins share ----------------------------------------------------------------
    def toast(self, text: str, colour=(235, 235, 235), seconds: float = 3.5) -> None:
        self.toasts.add(text, colour, seconds)

    def _on_battle_changed(self) -> None:
        """The battle changed (an action, undo, redo): a ghost shown by hovering belongs to the old state."""
        if self.move is not None and not self.move.dragging:
            self.move = None
