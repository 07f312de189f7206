"""The window that picks a battle to watch in the replay viewer: every save and every autosave,
newest first (the file browser stays one click away for saves kept elsewhere)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame
import pygame_gui

from ..ui_scale import scaled as u   # sizes grow with the interface size
from ..widgets import button
from .ask import button_width
from .files import load_dialog
from .saves import list_saves

__all__ = ["ReplayPicker", "IN_PROGRESS"]

IN_PROGRESS = "This battle (in progress)"


class ReplayPicker(pygame_gui.elements.UIWindow):
    def __init__(self, manager, size, saves: Path, autosaves: Path, on_pick: Callable[[str], None], *,
                 in_progress=None, on_pick_battle: Callable[[object], None] | None = None) -> None:
        sw, sh = size
        rect = pygame.Rect(0, 0, min(u(720), sw - 40), min(u(540), sh - 40))
        rect.center = (sw // 2, sh // 2)
        super().__init__(rect, manager, window_display_title="Watch a replay: pick a battle", always_on_top=True)
        self.on_pick, self.saves, self.size = on_pick, Path(saves), size
        found = [("Save", e) for e in list_saves(Path(saves))] + [("Autosave", e) for e in list_saves(Path(autosaves))]
        found.sort(key=lambda ke: -ke[1].when)
        self.paths = {f"{kind} · {e.text}": e.path for kind, e in found if not e.problem}
        self.in_progress, self.on_pick_battle = in_progress, on_pick_battle
        if in_progress is not None:   # the battle behind the menu, first: "what if" without saving it first
            self.paths = {IN_PROGRESS: None, **self.paths}
        inner = self.get_container().get_rect()
        head = "Saves and autosaves, newest first" if self.paths else "No saved or autosaved battle yet"
        pygame_gui.elements.UILabel(pygame.Rect(8, 8, inner.w - 16, u(24)), head, manager, container=self,
                                    object_id="#form_label")
        self.list = pygame_gui.elements.UISelectionList(pygame.Rect(8, u(36), inner.w - 16, inner.h - u(36) - u(56)),
                                                        list(self.paths), manager, container=self,
                                                        allow_double_clicks=True)
        by, bh = inner.h - u(44), u(34)
        cancel_w, ok_w = button_width("Cancel"), button_width("Watch it", 120)
        self.cancel = button(manager, (inner.w - cancel_w - 8, by, cancel_w, bh), "Cancel", "Close and change nothing",
                             self.kill, container=self)
        self.ok = button(manager, (inner.w - cancel_w - ok_w - 16, by, ok_w, bh), "Watch it",
                         "Open the chosen battle in the replay viewer (double-click works too)", self.confirm,
                         container=self, object_id="#roll_button")
        bw = button_width("Browse files")
        self.browse = button(manager, (8, by, bw, bh), "Browse files", "Pick a save anywhere with the file browser",
                             self.open_browser, container=self)
        self.browser = None

    def confirm(self) -> None:
        picked = self.list.get_single_selection()
        if picked == IN_PROGRESS and self.in_progress is not None:
            self.kill()
            self.on_pick_battle(self.in_progress)
        elif picked in self.paths:
            self._finish(self.paths[picked])

    def _finish(self, path) -> None:
        self.kill()
        self.on_pick(str(path))

    def open_browser(self) -> None:
        self.browser = load_dialog(self.ui_manager, self.size, self.saves, window_title="Pick a save to watch")

    def process_event(self, event) -> bool:
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION \
                and getattr(event, "ui_element", None) is self.list:
            self.confirm()
            return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and self.browser is not None \
                and getattr(event, "ui_element", None) is self.browser:
            self.browser = None
            self._finish(event.text)
            return True
        return super().process_event(event)
