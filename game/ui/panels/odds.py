"""The odds of an action before it is committed: the exact chance of each outcome from
`Battle.preview`, as bars, with Roll and Cancel buttons; above them, when the ruleset gives one, the
two sides' scores the roll depends on, side by side (`panels.comparison`)."""
from __future__ import annotations

from fractions import Fraction

import pygame

from ..text import fit, opaque, render, wrap
from ..ui_scale import scaled as u   # every height and margin grows with the interface size
from .comparison import comparison_height, draw_comparison

__all__ = ["OddsPanel", "odds_rows"]

MAX_ROWS = 12
BAR = (90, 160, 230)
BAR_BEST = (120, 200, 255)


def odds_rows(outcomes, most: int = 0) -> list[tuple[str, float]]:
    """(label, probability) per outcome, in the engine's order; tails folded when there are more than
    `most` (MAX_ROWS unless given)."""
    most = most or MAX_ROWS
    items = list(outcomes.probs.items())
    rows = [(_label(k, outcomes.label), float(p)) for k, p in items]
    if len(rows) > most:
        head = rows[:most - 1]
        rest = sum(p for _, p in rows[most - 1:])
        rows = head + [(f"{items[most - 1][0]} or more" if _numeric(items) else "other", rest)]
    return rows


MAX_PART_ROWS = 6
MIN_ROWS = 4
MAX_NOTES = 8


def part_rows(part) -> tuple[str, list[tuple[str, float]]]:
    """A further result of the action as (heading, rows): a yes/no part is one row (the chance of yes)
    under no heading; others their outcomes (tails folded) under their label."""
    if part.probs and all(isinstance(k, bool) for k in part.probs):
        return "", [(part.label[:1].upper() + part.label[1:], float(part.p(True)))]
    rows = odds_rows(part)
    if len(rows) > MAX_PART_ROWS:
        items = list(part.probs.items())
        rest = sum(p for _, p in rows[MAX_PART_ROWS - 1:])
        rows = rows[:MAX_PART_ROWS - 1] + [(f"{items[MAX_PART_ROWS - 1][0]} or more" if _numeric(items)
                                            else "other", rest)]
    return part.label[:1].upper() + part.label[1:] + ":", rows


def _numeric(items) -> bool:
    return all(isinstance(k, (int, float, Fraction)) and not isinstance(k, bool) for k, _ in items)


def _label(value, what: str) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def _lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`text` wrapped to `width`, two lines at most (the second cut with '…' if need be)."""
    lines = wrap(text, size, width, bold=bold) or [""]
    if len(lines) > 2:
        lines = [lines[0], fit(" ".join(lines[1:]), width, size) if not bold else _fit_bold(" ".join(lines[1:]),
                                                                                          size, width)]
    return lines


def _fit_bold(text: str, size: int, width: int) -> str:
    while len(text) > 4 and render(text + "…", size, bold=True).get_width() > width:
        text = text[:-1]
    return text.rstrip() + "…"


class OddsPanel:
    """Shown while an action that rolls dice waits for the player to commit."""

    def __init__(self, manager, on_roll, on_cancel) -> None:
        self.manager = manager
        self.on_roll, self.on_cancel = on_roll, on_cancel
        self.buttons: list = []
        self.action = None
        self.title = ""
        self.outcomes = None
        self.comparison = None
        self.side_colours: dict = {}      # side id -> RGB, for the comparison's columns
        self.rows: list[tuple[str, float]] = []
        self.parts: list[tuple[str, list]] = []
        self._fit = (0, MAX_NOTES)     # parts and note lines that fit the room given to `height`
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._surface = None

    @property
    def active(self) -> bool:
        return self.action is not None

    def open(self, action, title: str, outcomes, comparison=None) -> None:
        """Show `action`'s odds (`outcomes`), and `comparison` (a core.comparison.Comparison) when given."""
        self.close()
        self.action, self.title, self.outcomes, self.comparison = action, title, outcomes, comparison
        self.rows = odds_rows(outcomes) if outcomes is not None else []
        self.parts = [part_rows(p) for p in getattr(outcomes, "parts", ())] if outcomes is not None else []
        self._fit = (len(self.parts), MAX_NOTES)
        self._surface = None

    def close(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons = []
        self.action = None
        self.outcomes = None
        self.comparison = None
        self.rows = []
        self.parts = []
        self._surface = None

    def show(self, visible: bool) -> None:
        for b in self.buttons:
            b.show() if visible else b.hide()

    def _notes(self, width: int) -> list[str]:
        """The outcome's notes (modifiers and rules that shaped it), wrapped to the panel, at most 4 lines."""
        if self.outcomes is None or not self.outcomes.notes:
            return []
        lines: list[str] = []
        for note in self.outcomes.notes:
            line = ""
            for word in str(note).split():
                trial = f"{line} {word}".strip()
                if line and render(trial, 12, (0, 0, 0)).get_width() > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            if line:
                lines.append(line)
        return lines[:self._fit[1]]

    def _head(self, width: int) -> tuple[list[str], list[str]]:
        """The title (the action) and the line saying what is counted, each wrapped to two lines at most."""
        what = self.outcomes.label if self.outcomes is not None and self.outcomes.label else "outcome"
        sub = f"Chance of each result ({what}):" if self.rows else "No dice to preview."
        return _lines(self.title, 15, width, bold=True), _lines(sub, 13, width)

    def height(self, width: int, room: int | None = None) -> int:
        """The panel's height at `width`; with `room`, the further parts and then the notes that do not fit
        in it are left out (the main odds and the buttons always show)."""
        if not self.active:
            return 0
        head = self._head_height(width)
        if room is not None and self.outcomes is not None:
            fits = max(MIN_ROWS, (room - head - u(22) - u(44)) // u(19))
            self.rows = odds_rows(self.outcomes, min(MAX_ROWS, fits))
        used = head + max(1, len(self.rows)) * u(19) + u(22) + u(44)
        left = 10 ** 6 if room is None else room - used
        shown = 0
        for h, rows in self.parts:
            need = u(4) + (u(17) if h else 0) + u(19) * len(rows)
            if need > left:
                break
            shown, left, used = shown + 1, left - need, used + need
        self._fit = (shown, MAX_NOTES)
        notes = min(len(self._notes(max(1, width - 20))), max(0, left // u(15)))
        self._fit = (shown, notes)
        return used + u(15) * notes

    def _head_height(self, width: int) -> int:
        title, sub = self._head(max(1, width - 20))
        return u(8) + u(20) * len(title) + u(2) + comparison_height(self.comparison, width - 20) + u(17) * len(sub) + u(6)

    def least_height(self, width: int) -> int:
        """The least the panel needs at `width` (its head, a few rows, Roll and Cancel); changes nothing."""
        if not self.active:
            return 0
        rows = min(MIN_ROWS, max(1, len(self.rows)))
        return self._head_height(width) + rows * u(19) + u(22) + u(44)

    def place(self, rect: pygame.Rect) -> None:
        """Put the panel (and its buttons) at `rect`."""
        from ..widgets import button

        if rect == self.rect and self.buttons:
            return
        self.rect = rect
        for b in self.buttons:
            b.kill()
        half = (rect.w - 8) // 2
        y = rect.bottom - u(38)
        self.buttons = [
            button(self.manager, (rect.x, y, half, u(32)), "Roll (Enter)", "Commit the action and roll the dice",
                   self.on_roll, object_id="#roll_button"),
            button(self.manager, (rect.x + half + 8, y, half, u(32)), "Cancel (Esc)",
                   "Back out: nothing has been rolled", self.on_cancel),
        ]
        self._surface = None

    def draw(self, surface: pygame.Surface, offset=(0, 0)) -> None:
        if not self.active:
            return
        if self._surface is None:
            self._surface = self._render()
        surface.blit(self._surface, self.rect.move(-offset[0], -offset[1]))

    def _render(self) -> pygame.Surface:
        r = self.rect
        s = opaque(r.size)
        s.fill((38, 42, 50))
        pygame.draw.rect(s, (120, 150, 190), s.get_rect(), 1, border_radius=6)
        y = u(8)
        title, sub = self._head(r.w - 20)
        for line in title:
            s.blit(render(line, 15, (245, 245, 245), bold=True), (10, y))
            y += u(20)
        y += u(2)
        if self.comparison is not None:
            y = draw_comparison(s, pygame.Rect(10, y, r.w - 20, 0), self.comparison, self.side_colours)
        for line in sub:
            s.blit(render(line, 13, (180, 185, 195)), (10, y))
            y += u(17)
        y += u(6)
        y = self._bars(s, self.rows, y, best_mark=True)
        if self.outcomes is not None and self.rows and _numeric(list(self.outcomes.probs.items())):
            exp = float(self.outcomes.expected())
            img = render(f"Average {exp:.2f}", 13, (180, 185, 195))
            s.blit(img, (10, y + u(2)))
        y += u(20)
        for head, rows in self.parts[:self._fit[0]]:
            y += u(4)
            if head:
                s.blit(render(fit(head, r.w - 20, 13), 13, (180, 185, 195)), (10, y))
                y += u(17)
            y = self._bars(s, rows, y, best_mark=bool(head))
        for line in self._notes(r.w - 20):
            s.blit(render(line, 12, (170, 175, 185)), (10, y))
            y += u(15)
        return s

    def _bars(self, s: pygame.Surface, rows, y: int, best_mark: bool) -> int:
        """One row per (label, probability): the label, a bar scaled to the likeliest row (to 100% for a
        lone yes/no row) and the percentage. Returns the y below them."""
        w_all = s.get_width()
        label_w = min(max([render(lbl, 13, (0, 0, 0)).get_width() for lbl, _ in rows] + [20]) + 14, w_all // 2)
        bar_x = 10 + label_w
        bar_w = w_all - bar_x - u(64)
        best = max((p for _, p in rows), default=0) if best_mark else 1.0
        for lbl, p in rows:
            s.blit(render(fit(lbl, label_w - 8, 13), 13, (230, 230, 230)), (10, y))
            w = int(bar_w * p / best) if best else 0
            pygame.draw.rect(s, (55, 60, 70), pygame.Rect(bar_x, y + u(3), bar_w, u(12)))
            pygame.draw.rect(s, BAR_BEST if best_mark and p == best else BAR,
                             pygame.Rect(bar_x, y + u(3), max(1, w), u(12)))
            pct = render(f"{p * 100:.1f}%", 13, (230, 230, 230))
            s.blit(pct, (w_all - 10 - pct.get_width(), y))
            y += u(19)
        return y
