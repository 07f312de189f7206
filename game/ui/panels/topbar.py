"""The top bar: the always-visible status line (turn, phase, side to act, active unit, the
engine's sentence) and the toolbar (undo, redo, save, load, replay, rulings, menu)."""
from __future__ import annotations

import re

import pygame

from ...core.wording import verb
from ..flow import flow_rows
from ..text import fit, opaque, render, ui_scale

__all__ = ["TopBar", "BAR_H", "bar_h", "status_parts", "fit_sentence", "toolbar_layout"]

BAR_H = 40
STATUS_MIN = 300   # the least room the status line keeps beside the buttons (at 100%); less: buttons go below it
BUTTON_H = 28     # a button's height in the rows under the status line
GAP, GROUP_GAP = 4, 14   # between buttons; between the view toggles and the rest


def scaled_y(y: int) -> int:
    return int(y * ui_scale())


def bar_h() -> int:
    """The bar's height at the interface scale (settings: interface size)."""
    return int(BAR_H * ui_scale())
BG = (24, 26, 30)


def status_parts(session) -> list[tuple[str, tuple[int, int, int], bool]]:
    """The status line as (text, colour, bold) pieces, from `Battle.status` and `Battle.result`."""
    result = session.result()
    st = session.status()
    grey, white = (170, 175, 185), (235, 235, 235)
    if result is not None:
        name = session.side_name(result.winner)
        who = f"{name} {verb(name, 'wins', 'win')}" if result.winner else "A draw"
        return [("Battle over", (250, 210, 90), True), (f"{who}: {result.reason}", white, False)]
    turn = f"Turn {st.turn}" + (f" of {st.turn_limit}" if st.turn_limit else "")
    parts = [(turn, white, True), (st.phase, white, False)]
    if st.to_act:
        parts.append((f"{session.side_name(st.to_act)} to act", white, True))
    if st.active_unit:
        v = session.view(st.active_unit)
        parts.append((f"acting: {v.name if v else st.active_unit}", white, False))
    if st.text:
        parts.append((st.text, grey, False))
    return parts


def toolbar_layout(width: int, keys) -> tuple[dict[str, pygame.Rect], int, int]:
    """Where each toolbar button goes in a window `width` wide, the bar's height and where the status line
    must end. All in one row right of the status line when they leave it `STATUS_MIN` (scaled); else the
    status line has the top row to itself and the buttons flow left to right in rows under it (the bar
    grows, the board moves down), so no button ever leaves the window or covers the status."""
    labels = {key: text for key, text, _ in TopBar.BUTTONS}
    keys = [k for k, _, _ in TopBar.BUTTONS if k in keys]
    widths = {k: max(78 if k in ("rulings", "players") else 64, render(labels[k], 14).get_width() + int(12 * ui_scale()))
              for k in keys}   # as wide as the label needs (at 100% all the same width)
    gaps = {k: int((GROUP_GAP if k == "undo" and "fit" in keys else GAP) * ui_scale()) for k in keys}
    bh = bar_h() - int(10 * ui_scale())
    one_row = sum(widths.values()) + sum(gaps[k] for k in keys[1:]) + 20
    if width - one_row >= int(STATUS_MIN * ui_scale()):
        rects, x = {}, width - 12
        for k in reversed(keys):
            x -= widths[k]
            rects[k] = pygame.Rect(x, int(5 * ui_scale()), widths[k], bh)
            x -= gaps[k]
        return rects, bar_h(), min(r.left for r in rects.values()) - 8 if rects else width - 8
    bh = int(BUTTON_H * ui_scale())
    rects, bottom = flow_rows(keys, widths, gaps, 8, bar_h(), width - 8, bh, int(GAP * ui_scale()))
    return rects, bottom + int(6 * ui_scale()), width - 8


class TopBar:
    """Draws the status line; owns the toolbar buttons."""

    BUTTONS = (  # key, label, tooltip; the view toggles only when the scene passes their commands
        ("sight", "Sight", "Shade what the selected unit cannot see: on or off (L)"),
        ("coords", "Coords", "Cell coordinates on the board: on or off (C)"),
        ("fit", "Fit", "Fit the whole board in the window (F)"),
        ("undo", "Undo", "Take back the last action (Ctrl+Z)"),
        ("redo", "Redo", "Do the undone action again (Ctrl+Y)"),
        ("save", "Save", "Save the battle to a file (Ctrl+S)"),
        ("load", "Load", "Load a saved battle (Ctrl+O)"),
        ("replay", "Replay", "Step back through this battle, turn by turn, and play on from any moment"),
        ("rulings", "Rulings", "The ruleset's rules in brief and every ruling Wartable made (F1)"),
        ("players", "Players", "Who plays each side: a person or the computer (F9: the side to act)"),
        ("menu", "Menu", "Scenarios, autosave, settings (Esc)"),
    )

    def __init__(self, manager, width: int, commands: dict) -> None:
        from ..widgets import button

        self.buttons = {}
        rects, self.height, self.left_of_buttons = toolbar_layout(width, commands)
        for key, text, tip in self.BUTTONS:
            if key in rects:
                self.buttons[key] = button(manager, rects[key], text, tip, commands[key],
                                           object_id="#toolbar_button")
        self._cache_key = None
        self._cache: pygame.Surface | None = None
        self.sentence = ""       # the engine's sentence as the line shows it
        self.shortened = False   # the engine's sentence did not fit whole (hovering the line shows it)

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()

    def show(self, visible: bool) -> None:
        for b in self.buttons.values():
            b.show() if visible else b.hide()

    def toggled(self, key: str, on: bool) -> None:
        """Show a view toggle pressed (on) or not."""
        b = self.buttons.get(key)
        if b is not None and b.is_selected != on:
            b.select() if on else b.unselect()

    def refresh(self, session) -> None:
        """Enable/disable undo and redo with tooltips that say why."""
        reason = session.undo_reason()
        self.buttons["undo"].set_state(not reason, reason or "Take back the last action (Ctrl+Z)")
        reason = session.redo_reason()
        self.buttons["redo"].set_state(not reason, reason or "Do the undone action again (Ctrl+Y)")

    def draw(self, surface: pygame.Surface, session, side_colour) -> None:
        w = surface.get_width()
        key = (session.version, w, self.left_of_buttons)
        if key != self._cache_key or self._cache is None:
            self._cache = self._render(w, session, side_colour)
            self._cache_key = key
        surface.blit(self._cache, (0, 0))

    def _render(self, w: int, session, side_colour) -> pygame.Surface:
        """Two rows: who and when (bold), then the engine's sentence (grey)."""
        bar = opaque((w, self.height))
        bar.fill(BG)
        pygame.draw.line(bar, (60, 64, 72), (0, self.height - 1), (w, self.height - 1))
        to_act = session.to_act()
        x0 = 10
        if to_act is not None:
            pygame.draw.rect(bar, side_colour(to_act), pygame.Rect(x0, scaled_y(7), scaled_y(12), bar_h() - scaled_y(14)), border_radius=3)
            x0 += scaled_y(20)
        limit = self.left_of_buttons
        parts = status_parts(session)
        head, sentence = parts[:-1], parts[-1:]
        if len(parts) == 1 or parts[-1][1] == (235, 235, 235):  # no grey sentence: everything on top
            head, sentence = parts, []
        x = x0
        for i, (text, colour, bold) in enumerate(head):
            if i:
                dot = render("·", 14, (120, 125, 135))
                bar.blit(dot, (x, 1))
                x += dot.get_width() + 6
            img = render(text, 14, colour, bold=bold)
            if x + img.get_width() > limit:
                img = _clip(text, 14, colour, bold, limit - x)
                if img is None:
                    break
            bar.blit(img, (x, 1))
            x += img.get_width() + 6
        self.shortened = False
        for text, colour, bold in sentence:
            full, text = text, fit_sentence(text, limit - x0, head[0][0] if head else "")
            img = render(text, 12, colour)
            if x0 + img.get_width() > limit:
                img = _clip(text, 12, colour, False, limit - x0)
            if img is not None:
                bar.blit(img, (x0, scaled_y(21)))
            self.sentence = text if img is not None else ""
            self.shortened = img is None or text != full or img.get_width() < render(full, 12, colour).get_width()
        return bar

    def status_rect(self) -> pygame.Rect:
        """Where the status line is (hovering it shows the engine's whole sentence)."""
        return pygame.Rect(0, 0, self.left_of_buttons, bar_h())


def sentences(text: str) -> list[str]:
    return [p for p in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip()) if p]


def fit_sentence(text: str, width: int, turn: str = "", size: int = 12) -> str:
    """The engine's sentence in `width` pixels: without the turn it repeats from the row above; if it
    is still too long, its last sentence whole (it gives the score) after as much of the first as fits."""
    if turn and text.startswith(turn + ":"):
        text = text[len(turn) + 1:].lstrip()
    if render(text, size).get_width() <= width:
        return text
    parts = sentences(text)
    if len(parts) > 1:   # the last sentence whole (the score), the first cut to the room left
        tail = f" … {parts[-1]}"
        room = width - render(tail, size).get_width()
        if room > 120:
            return fit(parts[0], room, size).rstrip("…").rstrip() + tail
    return text


def _clip(text: str, size: int, colour, bold: bool, width: int):
    while len(text) > 4:
        text = text[:-2]
        img = render(text + "...", size, colour, bold=bold)
        if img.get_width() <= width:
            return img
    return None
