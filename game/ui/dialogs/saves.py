"""The save and load windows: the saved battles (or, for the editor, the scenarios) listed with what
they are and their date, newest first, and plainly labelled buttons (the file browser stays one click
away, for files kept elsewhere)."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui

from ..ui_scale import scaled as u   # sizes grow with the interface size
from ..text import fit
from ..widgets import button
from .ask import ask, button_width
from .files import load_dialog, suggested_name

__all__ = ["SaveEntry", "list_saves", "list_scenarios", "SavesWindow", "WORDS"]


@dataclass(frozen=True)
class Words:
    """What the window says for one kind of file."""
    load_title: str
    save_title: str
    head: str
    empty: str
    load_button: str
    load_tip: str
    save_tip: str
    replace: str
    stamp: bool          # suggested names carry the date and time


WORDS = {
    "battle": Words("Load a saved battle", "Save the battle", "Saved battles, newest first: scenario · turn · date",
                    "No saved battles yet in", "Load this save",
                    "Replace the battle on screen by the chosen save", "Write the battle under this name in the "
                    "saves folder", "Replace it with the battle on screen?", True),
    "scenario": Words("Open a scenario", "Save the scenario", "Scenarios, newest first: title · ruleset · board · date",
                      "No scenarios yet in", "Open this scenario", "Edit the chosen scenario",
                      "Write the scenario under this name in this folder", "Replace it with the scenario you are "
                      "editing?", False),
}


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    scenario: str         # its title ("" when the file cannot be read)
    turn: int | None
    when: float           # the file's time
    problem: str = ""

    kind: str = "battle"

    @property
    def text(self) -> str:
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.when))
        if self.problem:
            return f"{self.path.name}  ·  {date}  ·  {self.problem}"
        # the file's name ends each row: two saves of one battle at one turn in one minute differ only there
        if self.kind == "scenario":
            return f"{self.scenario}  ·  {date}  ·  {self.path.stem}"
        turn = f"turn {self.turn}" if self.turn is not None else "turn not recorded"
        return f"{self.scenario}  ·  {turn}  ·  {date}  ·  {self.path.stem}"


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


def _ruleset_title(name) -> str:
    from ...core.ruleset import UnknownRulesetError, get_ruleset

    try:
        return get_ruleset(str(name)).meta.title
    except UnknownRulesetError:
        return f"{name} (not installed)"


def _scenario_entry(path: Path) -> SaveEntry:
    """A scenario file as a line of the list: its title, ruleset and board (the turn is not used)."""
    when = path.stat().st_mtime
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not isinstance(data.get("board"), dict) or "ruleset" not in data:
            return SaveEntry(path, "", None, when, "not a scenario")
        board = data["board"]
        size = (f"{board.get('width')}x{board.get('height')}" if "width" in board else "")
        what = " ".join(str(x) for x in (board.get("kind", ""), size) if x)
        title = f"{data.get('title') or path.stem}  ·  {_ruleset_title(data['ruleset'])}  ·  {what}"
        return SaveEntry(path, title, None, when, kind="scenario")
    except (OSError, ValueError, UnicodeDecodeError):
        return SaveEntry(path, "", None, when, "cannot be read")


def _listed(folder: Path, entry) -> list[SaveEntry]:
    if not folder.is_dir():
        return []
    entries = [entry(p) for p in folder.glob("*.json") if p.is_file()]
    return sorted(entries, key=lambda e: (-e.when, e.path.name))


def list_saves(folder: Path) -> list[SaveEntry]:
    """The saves in `folder`, newest first (unreadable files listed too, and marked)."""
    return _listed(folder, _entry)


def list_scenarios(folder: Path) -> list[SaveEntry]:
    """The scenarios in `folder`, newest first (files that are not scenarios listed too, and marked)."""
    return _listed(folder, _scenario_entry)


class SavesWindow(pygame_gui.elements.UIWindow):
    """mode "load": pick a file and Load it (double-click too); mode "save": a name, Save (asks before
    replacing a file). `on_pick(path)` runs with the chosen file. `kind` "battle" lists saved battles,
    "scenario" the editor's scenarios."""

    def __init__(self, manager, size, folder: Path, mode: str, on_pick: Callable[[str], None], *,
                 title: str = "battle", kind: str = "battle") -> None:
        sw, sh = size
        rect = pygame.Rect(0, 0, min(u(720), sw - 40), min(u(540), sh - 40))
        rect.center = (sw // 2, sh // 2)
        self.words = words = WORDS[kind]
        super().__init__(rect, manager, window_display_title=words.load_title if mode == "load"
                         else words.save_title, always_on_top=True)
        self.mode, self.folder, self.on_pick, self.size = mode, Path(folder), on_pick, size
        self.entries = (list_scenarios if kind == "scenario" else list_saves)(self.folder)
        inner = self.get_container().get_rect()
        y = 8
        if mode == "save":
            pygame_gui.elements.UILabel(pygame.Rect(8, y, u(60), u(32)), "Name:", manager, container=self)
            self.name = pygame_gui.elements.UITextEntryLine(pygame.Rect(u(70), y, inner.w - u(70) - 10, u(32)), manager,
                                                            container=self)
            self.name.set_text(suggested_name(self.folder, title, words.stamp).stem)
            y += u(40)
        head = words.head if self.entries else f"{words.empty} {self.folder}"
        label = pygame_gui.elements.UILabel(pygame.Rect(8, y, inner.w - 16, u(24)), fit(head, inner.w - 40, 14),
                                            manager, container=self, object_id="#form_label")
        label.set_tooltip(head)
        y += u(26)
        self.texts = [e.text for e in self.entries]
        self.list = pygame_gui.elements.UISelectionList(pygame.Rect(8, y, inner.w - 16, inner.h - y - u(56)),
                                                        self.texts, manager, container=self,
                                                        allow_double_clicks=True)
        by, bh = inner.h - u(44), u(34)
        cancel_w = button_width("Cancel")
        self.cancel = button(manager, (inner.w - cancel_w - 8, by, cancel_w, bh), "Cancel",
                             "Close and change nothing", self.kill, container=self)
        if mode == "load":
            text, tip = words.load_button, f"{words.load_tip} (double-click works too)"
        else:
            text, tip = "Save", words.save_tip
        ow = button_width(text, 120)
        self.ok = button(manager, (inner.w - cancel_w - ow - 16, by, ow, bh), text, tip, self.confirm,
                         container=self, object_id="#roll_button")
        bw = button_width("Browse files")
        self.browse = button(manager, (8, by, bw, bh), "Browse files",
                             "Pick a file anywhere with the file browser", self.open_browser, container=self)
        self.browser = None
        self.chosen: SaveEntry | None = None
        self._sync()
        if mode == "save":                  # typing goes straight into the name; Enter saves
            manager.set_focus_set(self.name)

    # -- what is chosen ---------------------------------------------------------------------------------------
    def _sync(self) -> None:
        if self.mode == "load":
            ok = self.chosen is not None and not self.chosen.problem
            self.ok.set_state(ok, self.words.load_tip if ok else "Pick a file in the list first")

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
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.mode == "save" \
                and getattr(event, "ui_element", None) is self.name:
            self.confirm()
            return True
        if event.type == pygame.KEYDOWN and self.key(event.key):
            return True
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

    # -- the keyboard ---------------------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        """Up/Down walk the list, Enter loads (or saves) what is chosen; typing a name needs no click."""
        if not self.alive() or (self.browser is not None and self.browser.alive()):
            return False
        if key in (pygame.K_UP, pygame.K_DOWN) and self.texts:
            now = self.texts.index(self.chosen.text) if self.chosen is not None else -1
            step = 1 if key == pygame.K_DOWN else -1
            self.select_row(min(len(self.texts) - 1, max(0, now + step)) if now >= 0 else 0)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.mode == "load":
            self.confirm()
            return True
        return False

    def select_row(self, index: int) -> None:
        """Row `index` of the list chosen and shown, as a click on it would."""
        from ..keyfocus import select_row

        select_row(self.list, index)
        self.choose(self.texts[index])

    # -- doing ----------------------------------------------------------------------------------------------
    def confirm(self) -> None:
        if self.mode == "load":
            if self.chosen is not None and not self.chosen.problem:
                self._finish(self.chosen.path)
            return
        stem = "".join(c for c in self.name.get_text().strip() if c not in '/\\:*?"<>|').strip(". ")
        if not stem:
            self.set_display_title(f"{self.words.save_title}: give it a name")
            return
        path = self.folder / (stem if stem.lower().endswith(".json") else f"{stem}.json")
        if path.exists():
            ask(self.ui_manager, self.size, "Replace that file?", f"A file named {path.name} is already there. "
                f"{self.words.replace}", "Replace it", lambda: self._finish(path), "Cancel")
            return
        self._finish(path)

    def open_browser(self) -> None:
        if self.mode == "load":
            self.browser = load_dialog(self.ui_manager, self.size, self.folder, window_title=self.words.load_title)
        else:
            from .files import save_dialog

            self.browser = save_dialog(self.ui_manager, self.size, self.folder, self.name.get_text() or "battle",
                                       window_title=self.words.save_title, stamp=False)

    def _finish(self, path: Path) -> None:
        self.kill()
        self.on_pick(str(path))
