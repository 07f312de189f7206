"""The editor's top bar (what is being edited, the file and history buttons) and its tool row
(one button per tool the board offers, snapping, fit, coordinates)."""
from __future__ import annotations

import pygame

from ..text import opaque, render
from ..ui_scale import scaled

__all__ = ["TopBar", "ToolRow", "BAR_H", "TOOL_H"]

BAR_H = 40
TOOL_H = 36
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


class TopBar:
    def __init__(self, manager, width: int, commands: dict) -> None:
        from ..widgets import button

        self.buttons = {}
        x = width - 6
        for key, text, tip in reversed(FILE_BUTTONS):
            w = max(46, render(text, 14, (0, 0, 0)).get_width() + 20)
            x -= w + (10 if key in ("undo", "settings", "close") else 3)
            self.buttons[key] = button(manager, (x, 5, w, scaled(BAR_H) - 10), text, tip, commands[key],
                                       object_id="#roll_button" if key == "playtest" else "#toolbar_button")
        self.left_of_buttons = x - 8
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
        bar = opaque((w, scaled(BAR_H)))
        bar.fill(BG)
        pygame.draw.line(bar, (60, 64, 72), (0, scaled(BAR_H) - 1), (w, scaled(BAR_H) - 1))
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
        x = rect.x + 6
        for cls in tools:
            w = max(54, render(cls.name, 14, (0, 0, 0)).get_width() + 34)
            self.buttons[cls.name] = button(manager, (x, rect.y + 4, w, scaled(TOOL_H) - 8), f"{cls.name} {cls.shortcut.upper()}",
                                            cls.tip, (lambda c=cls: on_tool(c)), object_id="#toolbar_button")
            x += w + 3
        right = rect.right - 6
        for key, text, tip in reversed((("snap", "Snap", "Snapping on or off: hex centres, the 0.5\" grid, 15° turns (G)"),
                                        ("coords", "Coords", "Cell coordinates on the board: on or off (C)"),
                                        ("fit", "Fit", "Fit the whole board in the view (F)"))):
            if key not in commands:
                continue
            w = scaled(62)
            right -= w + 3
            self.buttons[key] = button(manager, (right, rect.y + 4, w, scaled(TOOL_H) - 8), text, tip, commands[key],
                                       object_id="#toolbar_button")

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
