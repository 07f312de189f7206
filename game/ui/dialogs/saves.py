"""The save and load windows: the saved battles listed with their scenario, turn and date, newest
first, and plainly labelled buttons (the file browser stays one click away, for saves kept elsewhere)."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui

from ..text import fit
from ..widgets import button
from .ask import ask, button_width
from .files import load_dialog, suggested_name

__all__ = ["SaveEntry", "list_saves", "SavesWindow"]


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    scenario: str         # its title ("" when the file cannot be read)
    turn: int | None
    when: float           # the file's time
    problem: str = ""

    @property
    def text(self) -> str:
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.when))
        if self.problem:
            return f"{self.path.name}  ·  {date}  ·  {self.problem}"
        turn = f"turn {self.turn}" if self.turn is not None else "turn not recorded"
        return f"{self.scenario}  ·  {turn}  ·  {date}"


def _entry(path: Path) -> SaveEntry:
    when = path.stat().st_mtime
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != "wartable-save":
            return SaveEntry(path, "", None, when, "not a saved battle")
        title = str((data.get("scenario") or {}).get("title") or "untitled scenario")
        turn = data.get("turn")
        return SaveEntry(path, title, turn if isinstance(turn, int) else None, when)
    except (OSError, ValueError, UnicodeDecodeError):
        return SaveEntry(path, "", None, when, "cannot be read")


def list_saves(folder: Path) -> list[SaveEntry]:
    """The saves in `folder`, newest first (unreadable files listed too, and marked)."""
    if not folder.is_dir():
        return []
    entries = [_entry(p) for p in folder.glob("*.json") if p.is_file()]
    return sorted(entries, key=lambda e: (-e.when, e.path.name))


class SavesWindow(pygame_gui.elements.UIWindow):
    """mode "load": pick a save and Load it (double-click too); mode "save": a name, Save (asks before
    replacing a save). `on_pick(path)` runs with the chosen file."""

    def __init__(self, manager, size, folder: Path, mode: str, on_pick: Callable[[str], None], *,
                 title: str = "battle") -> None:
        sw, sh = size
        rect = pygame.Rect(0, 0, min(720, sw - 40), min(540, sh - 40))
        rect.center = (sw // 2, sh // 2)
        super().__init__(rect, manager, window_display_title="Load a saved battle" if mode == "load"
                         else "Save the battle", always_on_top=True)
        self.mode, self.folder, self.on_pick, self.size = mode, Path(folder), on_pick, size
        self.entries = list_saves(self.folder)
        inner = self.get_container().get_rect()
        y = 8
        if mode == "save":
            pygame_gui.elements.UILabel(pygame.Rect(8, y, 60, 32), "Name:", manager, container=self)
            self.name = pygame_gui.elements.UITextEntryLine(pygame.Rect(70, y, inner.w - 80, 32), manager,
                                                            container=self)
            self.name.set_text(suggested_name(self.folder, title).stem)
            y += 40
        head = ("Saved battles, newest first: scenario · turn · date" if self.entries else
                f"No saved battles yet in {self.folder}")
        label = pygame_gui.elements.UILabel(pygame.Rect(8, y, inner.w - 16, 24), fit(head, inner.w - 40, 14),
                                            manager, container=self, object_id="#form_label")
        label.set_tooltip(head)
        y += 26
        self.texts = [e.text for e in self.entries]
        self.list = pygame_gui.elements.UISelectionList(pygame.Rect(8, y, inner.w - 16, inner.h - y - 56),
                                                        self.texts, manager, container=self,
                                                        allow_double_clicks=True)
        by = inner.h - 44
        cancel_w = button_width("Cancel")
        self.cancel = button(manager, (inner.w - cancel_w - 8, by, cancel_w, 34), "Cancel",
                             "Close and change nothing", self.kill, container=self)
        if mode == "load":
            text, tip = "Load this save", "Replace the battle on screen by the chosen save (double-click works too)"
        else:
            text, tip = "Save", "Write the battle under this name in the saves folder"
        ow = button_width(text, 120)
        self.ok = button(manager, (inner.w - cancel_w - ow - 16, by, ow, 34), text, tip, self.confirm,
                         container=self, object_id="#roll_button")
        bw = button_width("Browse files")
        self.browse = button(manager, (8, by, bw, 34), "Browse files",
                             "Pick a file anywhere with the file browser", self.open_browser, container=self)
        self.browser = None
        self.chosen: SaveEntry | None = None
        self._sync()

    # -- what is chosen ---------------------------------------------------------------------------------------
    def _sync(self) -> None:
        if self.mode == "load":
            ok = self.chosen is not None and not self.chosen.problem
            self.ok.set_state(ok, "Replace the battle on screen by the chosen save" if ok
                              else "Pick a save in the list first")

    def choose(self, text: str) -> None:
        self.chosen = next((e for e in self.entries if e.text == text), None)
        if self.mode == "save" and self.chosen is not None:
            self.name.set_text(self.chosen.path.stem)
        self._sync()

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        if not self.alive():
            return
        picked = self.list.get_single_selection()
        if picked != (self.chosen.text if self.chosen is not None else None) and picked is not None:
            self.choose(picked)

    def process_event(self, event) -> bool:
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION) \
                and getattr(event, "ui_element", None) is self.list:
            self.choose(event.text)
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and self.mode == "load":
                self.confirm()
            return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and getattr(event, "ui_element", None) is self.browser \
                and self.browser is not None:
            self.browser = None
            self._finish(Path(event.text))
            return True
        return super().process_event(event)

    # -- doing ----------------------------------------------------------------------------------------------
    def confirm(self) -> None:
        if self.mode == "load":
            if self.chosen is not None and not self.chosen.problem:
                self._finish(self.chosen.path)
            return
        stem = "".join(c for c in self.name.get_text().strip() if c not in '/\\:*?"<>|').strip(". ")
        if not stem:
            self.set_display_title("Save the battle: give it a name")
            return
        path = self.folder / (stem if stem.lower().endswith(".json") else f"{stem}.json")
        if path.exists():
            ask(self.ui_manager, self.size, "Replace that save?", f"A save named {path.name} is already there. "
                "Replace it with the battle on screen?", "Replace it", lambda: self._finish(path), "Cancel")
            return
        self._finish(path)

    def open_browser(self) -> None:
        if self.mode == "load":
            self.browser = load_dialog(self.ui_manager, self.size, self.folder)
        else:
            from .files import save_dialog

            self.browser = save_dialog(self.ui_manager, self.size, self.folder, self.name.get_text() or "battle",
                                       stamp=False)

    def _finish(self, path: Path) -> None:
        self.kill()
        self.on_pick(str(path))
