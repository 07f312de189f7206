"""The editor's top bar (what is being edited, the file and history buttons), its tool row (one button
per tool the board offers, snapping, fit, coordinates) and the side panel's tab row; each wraps into rows
when its buttons do not fit (big interface sizes)."""
from __future__ import annotations

import pygame

from ..flow import flow_rows
from ..text import opaque, render
from ..ui_scale import scaled

__all__ = ["TopBar", "ToolRow", "BAR_H", "TOOL_H", "top_layout", "tool_layout", "tab_layout", "TOGGLES"]

BAR_H = 40
TOOL_H = 36
TITLE_MIN = 200    # the least room the title keeps left of the file buttons (at 100%); less: they go under it
WRAP_H = 30        # a button's height in the rows under the title
BG = (24, 26, 30)
ROW_BG = (30, 33, 38)

FILE_BUTTONS = (  # key, label, tooltip
    ("new", "New", "Start a new scenario: choose the ruleset and the board (Ctrl+N)"),
    ("open", "Open", "Open a scenario file (Ctrl+O)"),
    ("save", "Save", "Save the scenario; the checks run first (Ctrl+S)"),
    ("saveas", "Save as", "Save the scenario to a file you choose (Ctrl+Shift+S)"),
    ("import", "Import", "Import a Tiled map (.tmx, .tmj) as a new scenario (Ctrl+I)"),
    ("undo", "Undo", "Take back the last edit (Ctrl+Z)"),
    ("redo", "Redo", "Do the undone edit again (Ctrl+Y)"),
    ("settings", "Settings", "Title, briefing, turn limit, victory, sides, first side, rules options, board size"),
    ("playtest", "Play-test", "Fight this scenario now on the battle screen; close the battle to come back (F5)"),
    ("help", "Help", "Every control and keyboard shortcut (F1)"),
    ("close", "Close", "Leave the editor (it asks first if there are unsaved changes)"),
)
TOGGLES = (("snap", "Snap", "Snapping on or off: hex centres, the 0.5\" grid, 15° turns (G)"),
           ("coords", "Coords", "Cell coordinates on the board: on or off (C)"),
           ("fit", "Fit", "Fit the whole board in the view (F)"))


def top_layout(width: int) -> tuple[dict[str, pygame.Rect], int, int]:
    """Where each file button goes in a window `width` wide, the bar's height and where the title must end.
    One row right of the title when that leaves the title `TITLE_MIN` (scaled); else the title has the top
    row to itself and the buttons flow in rows under it (the bar grows, the board and panel move down)."""
    keys = [k for k, _, _ in FILE_BUTTONS]
    widths = {k: max(scaled(46), render(t, 14, (0, 0, 0)).get_width() + scaled(20)) for k, t, _ in FILE_BUTTONS}
    gaps = {k: scaled(10 if k in ("undo", "settings", "close") else 3) for k in keys}
    x = width - scaled(6)
    rects = {}
    for k in reversed(keys):
        x -= widths[k] + gaps[k]
        rects[k] = pygame.Rect(x, scaled(5), widths[k], scaled(BAR_H) - scaled(10))
    if x - 8 - 10 >= scaled(TITLE_MIN):
        return rects, scaled(BAR_H), x - 8
    rects, bottom = flow_rows(keys, widths, gaps, 8, scaled(BAR_H), width - 8, scaled(WRAP_H), scaled(4))
    return rects, bottom + scaled(6), width - 8


def tool_layout(rect: pygame.Rect, tools, toggles) -> tuple[dict[str, pygame.Rect], int]:
    """Where each tool button (left) and view toggle (right) goes in the tool row `rect` (its height is
    ignored) and the row's height: one row when all fit, else they flow left to right in rows."""
    h = scaled(TOOL_H) - scaled(8)
    widths = {c.name: max(scaled(54), render(c.name, 14, (0, 0, 0)).get_width() + scaled(34)) for c in tools}
    labels = dict((k, t) for k, t, _ in TOGGLES)
    for k in toggles:
        widths[k] = max(scaled(62), render(labels[k], 14, (0, 0, 0)).get_width() + scaled(20))
    names = [c.name for c in tools]
    one_row = sum(widths.values()) + scaled(3) * (len(widths) - 1) + scaled(12) + scaled(16)
    if one_row <= rect.w:
        rects, x = {}, rect.x + scaled(6)
        for n in names:
            rects[n] = pygame.Rect(x, rect.y + scaled(4), widths[n], h)
            x += widths[n] + scaled(3)
        right = rect.right - scaled(6)
        for k in reversed(toggles):
            right -= widths[k] + scaled(3)
            rects[k] = pygame.Rect(right, rect.y + scaled(4), widths[k], h)
        return rects, scaled(TOOL_H)
    keys = names + list(toggles)
    gaps = {k: scaled(12 if k == (toggles[0] if toggles else None) else 3) for k in keys}
    rects, bottom = flow_rows(keys, widths, gaps, rect.x + scaled(6), rect.y + scaled(4), rect.right - scaled(6), h,
                              scaled(4))
    return rects, bottom - rect.y + scaled(4)


def tab_layout(side: pygame.Rect, labels: dict[str, list[str]]) -> tuple[dict[str, pygame.Rect], int]:
    """The side panel's tabs (key: every label it may show) in `side`: three equal tabs in one row when each
    label fits its third, else as wide as their words (rows when even that does not fit); and the y under them."""
    left, right, top, h, gap = side.x + 10, side.right - 10, side.y + scaled(8), scaled(30), 4
    need = {k: max(render(t, 14, (0, 0, 0)).get_width() for t in texts) + scaled(16) for k, texts in labels.items()}
    third = (right - left - gap * (len(labels) - 1)) // max(1, len(labels))
    if all(n <= third for n in need.values()):
        widths = dict.fromkeys(labels, third)
    else:
        spare = right - left - gap * (len(labels) - 1) - sum(need.values())
        widths = {k: n + max(0, spare) // len(labels) for k, n in need.items()}
    rects, bottom = flow_rows(list(labels), widths, dict.fromkeys(labels, gap), left, top, right, h, gap)
    return rects, bottom


class TopBar:
    def __init__(self, manager, width: int, commands: dict) -> None:
        from ..widgets import button

        self.buttons = {}
        rects, self.height, self.left_of_buttons = top_layout(width)
        for key, text, tip in FILE_BUTTONS:
            self.buttons[key] = button(manager, rects[key], text, tip, commands[key],
                                       object_id="#roll_button" if key == "playtest" else "#toolbar_button")
        self._key = None
        self._cache: pygame.Surface | None = None

    def refresh(self, doc) -> None:
        label = doc.undo_label()
        self.buttons["undo"].set_state(label is not None, f"Undo: {label} (Ctrl+Z)" if label else "Nothing to undo")
        label = doc.redo_label()
        self.buttons["redo"].set_state(label is not None, f"Redo: {label} (Ctrl+Y)" if label else "Nothing to redo")

    def draw(self, surface: pygame.Surface, doc, rules, note: str) -> None:
        w = surface.get_width()
        key = (doc.version, doc.dirty, str(doc.path), w, note, rules.title)
        if key != self._key or self._cache is None:
            self._cache = self._render(w, doc, rules, note)
            self._key = key
        surface.blit(self._cache, (0, 0))

    def _render(self, w: int, doc, rules, note: str) -> pygame.Surface:
        bar = opaque((w, self.height))
        bar.fill(BG)
        pygame.draw.line(bar, (60, 64, 72), (0, self.height - 1), (w, self.height - 1))
        limit = self.left_of_buttons - 10
        name = doc.path.name if doc.path is not None else "not saved yet"
        head = f"Editor · {doc.scenario.title}" + (" *" if doc.dirty else "")
        img = _clip(head, 14, (235, 235, 235), True, limit)
        bar.blit(img, (10, 1))
        sub = f"{name} · {rules.title} · {doc.scenario.board.describe()}" + (f" · {note}" if note else "")
        bar.blit(_clip(sub, 12, (170, 175, 185), False, limit), (10, img.get_height() - 1))
        return bar

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()


class ToolRow:
    def __init__(self, manager, rect: pygame.Rect, tools, on_tool, commands: dict) -> None:
        from ..widgets import button

        self.rect = rect
        self.buttons = {}
        toggles = [k for k, _, _ in TOGGLES if k in commands]
        rects, _ = tool_layout(rect, tools, toggles)
        for cls in tools:
            self.buttons[cls.name] = button(manager, rects[cls.name], f"{cls.name} {cls.shortcut.upper()}",
                                            cls.tip, (lambda c=cls: on_tool(c)), object_id="#toolbar_button")
        for key, text, tip in TOGGLES:
            if key in toggles:
                self.buttons[key] = button(manager, rects[key], text, tip, commands[key], object_id="#toolbar_button")

    def sync(self, tool_name: str, toggles: dict[str, bool]) -> None:
        for name, b in self.buttons.items():
            on = (name == tool_name) if name not in toggles else toggles[name]
            if b.is_selected != on:
                b.select() if on else b.unselect()

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, ROW_BG, self.rect)
        pygame.draw.line(surface, (56, 60, 68), self.rect.bottomleft, self.rect.bottomright)

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()


def _clip(text: str, size: int, colour, bold: bool, width: int) -> pygame.Surface:
    img = render(text, size, colour, bold=bold)
    while img.get_width() > width and len(text) > 4:
        text = text[:-2]
        img = render(text + "…", size, colour, bold=bold)
    return img
