"""The editor's windows: a new scenario (ruleset and board), the scenario settings, a question
with Yes / No, and the help panel listing every control and shortcut."""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui

from ...core.ruleset import get_ruleset, ruleset_names
from ..app import html
from ..ui_scale import scaled as u   # sizes grow with the interface size
from ..dialogs.ask import ask
from ..widgets import button
from .widgets import Field, Form, FormError

__all__ = ["NewScenarioWindow", "SettingsWindow", "ask", "open_help", "HELP_ROWS", "VICTORY_KINDS"]

VICTORY_KINDS = (("score_at_end", "Score at the end"), ("army_broken", "Army broken"),
                 ("objectives", "Objectives held"), ("last_side_standing", "Last side standing"))
BOARD_NAMES = {"hex": "Hex map", "tiles": "Square tiles", "table": "Table (inches)"}


def _window(manager, size, w: int, h: int, title: str):
    """A window `w` x `h` at the interface size (never larger than the screen), centred."""
    sw, sh = size
    w, h = u(w), u(h)
    rect = pygame.Rect(0, 0, min(w, sw - 40), min(h, sh - 40))
    rect.center = (sw // 2, sh // 2)
    return pygame_gui.elements.UIWindow(rect, manager, window_display_title=title, always_on_top=True)


class NewScenarioWindow:
    """Choose the ruleset, the board kind and its size; Create makes the scenario."""

    def __init__(self, manager, size, on_create: Callable[[str, dict, str], None], ruleset: str | None = None) -> None:
        self.manager, self.size, self.on_create = manager, size, on_create
        self.window = _window(manager, size, 520, 420, "New scenario")
        self.form: Form | None = None
        self.buttons: list = []
        names = ruleset_names()
        self.rulesets = [(get_ruleset(n).meta.title, n) for n in names]
        self.ruleset = ruleset if ruleset in names else (names[0] if names else "")
        self.board = None
        self._build()

    def _boards(self) -> tuple[str, ...]:
        return tuple(get_ruleset(self.ruleset).meta.boards) if self.ruleset else ("hex", "tiles", "table")

    def _build(self) -> None:
        if self.form is not None:
            self.form.kill()
        for b in self.buttons:
            b.kill()
        boards = self._boards()
        if self.board not in boards:
            self.board = boards[0]
        inner = self.window.get_container().get_rect()
        fields = [Field("title", "Title", "text", "New scenario", "The scenario's title"),
                  Field("ruleset", "Ruleset", "choice", self.ruleset, "Which rules the battle is fought under; the "
                        "palette and the roster follow it", choices=self.rulesets),
                  Field("board", "Board", "choice", self.board, "The kinds of board this ruleset plays on",
                        choices=[(BOARD_NAMES.get(b, b), b) for b in boards])]
        if self.board == "table":
            fields += [Field("width", "Width (in)", "float", 48, "Table width in inches (6 to 240)", low=6, high=240),
                       Field("height", "Height (in)", "float", 36, "Table depth in inches (6 to 240)", low=6, high=240)]
        else:
            fields += [Field("cols", "Columns", "int", 12, "Hexes or tiles across (1 to 200)", low=1, high=200),
                       Field("rows", "Rows", "int", 9, "Hexes or tiles down (1 to 200)", low=1, high=200)]
        if self.board == "hex":
            fields.append(Field("orientation", "Hex tops", "choice", "flat", "Flat tops (columns of hexes) or "
                                "pointed tops (rows of hexes)", choices=[("Flat", "flat"), ("Pointed", "pointy")]))
        self.form = Form(self.manager, (8, 8, inner.w - 16, 10), fields, self._changed, container=self.window)
        self.buttons = [
            button(self.manager, (inner.w - u(260), inner.h - u(44), u(140), u(34)), "Create",
                   "Make the scenario and edit it", self.create, container=self.window, object_id="#roll_button"),
            button(self.manager, (inner.w - u(112), inner.h - u(44), u(104), u(34)), "Cancel",
                   "Close without making anything", self.window.kill, container=self.window)]

    def _changed(self, key: str, value) -> None:
        if key == "ruleset" and value != self.ruleset:
            self.ruleset = value
            self._build()
        elif key == "board" and value != self.board:
            self.board = value
            self._build()

    def handle_event(self, ev) -> bool:
        return self.form.handle_event(ev) if self.form is not None and self.window.alive() else False

    def create(self) -> None:
        try:
            v = self.form.values()
        except FormError as exc:
            self.form_error = str(exc)
            self.window.set_display_title(f"New scenario: {exc}")
            return
        if v["board"] == "table":
            board = {"kind": "table", "width": v["width"], "height": v["height"]}
        else:
            board = {"kind": v["board"], "cols": v["cols"], "rows": v["rows"]}
            if v["board"] == "hex":
                board["orientation"] = v["orientation"]
        self.window.kill()
        self.on_create(v["ruleset"], board, (v["title"] or "New scenario").strip()[:80] or "New scenario")


class SettingsWindow:
    """Objectives are placed on the board; everything else about the scenario is here."""

    def __init__(self, scene, on_apply: Callable[[dict, list, int], None]) -> None:
        self.scene = scene
        self.on_apply = on_apply
        manager, size = scene.app.manager, scene.app.size
        sc = scene.doc.scenario
        data = scene.doc.data
        self.window = _window(manager, size, 600, 680, "Scenario settings")
        inner = self.window.get_container().get_rect()
        box = pygame_gui.elements.UIScrollingContainer(pygame.Rect(0, 0, inner.w, inner.h - u(52)), manager,
                                                       container=self.window, allow_scroll_x=False)
        kinds = {v.kind: v for v in sc.victory}
        thr = kinds["army_broken"].threshold if "army_broken" in kinds else None
        board = sc.board
        fields = [
            Field("title", "Title", "text", sc.title, "The scenario's title (1 to 80 characters)"),
            Field("briefing", "Briefing", "multiline", sc.briefing, "What the players read before the battle",
                  height=110),
            Field("turn_limit", "Turn limit", "int", sc.turn_limit, "How many turns the battle lasts (blank: the "
                  "ruleset's own limit)", optional=True, low=1, high=1000),
            Field("first_side", "First side", "choice", sc.first_side, "The side that deploys and moves first, when "
                  "the rules leave it to the scenario",
                  choices=[("(the rules decide)", None)] + [(s.name, s.id) for s in sc.sides]),
            Field("victory", "Victory", "flags", set(kinds), "How the battle is won (the ruleset says how each is "
                  "scored; the checks say which it does not use)", choices=[(n, k) for k, n in VICTORY_KINDS]),
            Field("threshold", "Broken at", "float", thr, "Army broken: the share of its strength (0 to 1) a side "
                  "loses to be broken, e.g. 0.5", optional=True, low=0.01, high=1),
        ]
        for si, side in enumerate(sc.sides):
            n = si + 1
            fields += [Field(f"side{n}_name", f"Side {n} name", "text", side.name, f"Side {n}'s name"),
                       Field(f"side{n}_color", f"Side {n} colour", "text", side.color, "Colour as #rrggbb"),
                       Field(f"side{n}_points", f"Side {n} points", "int", side.points_limit, "The army's points "
                             "limit (blank: none)", optional=True, low=0, high=100_000)]
        options = scene.rules.options
        if options:
            on = {k for k, v in sc.options.items() if v}
            fields.append(Field("options", "Rules", "flags", on, "Advanced rules and variants switched on",
                                choices=[(o.name, o.key) for o in options]))
        if board.kind == "table":
            fields += [Field("width", "Table width", "float", board.width, "Inches (6 to 240)", low=6, high=240),
                       Field("height", "Table depth", "float", board.height, "Inches (6 to 240)", low=6, high=240)]
        else:
            fields += [Field("cols", "Columns", "int", board.cols, "Hexes or tiles across", low=1, high=200),
                       Field("rows", "Rows", "int", board.rows, "Hexes or tiles down", low=1, high=200)]
        fields.append(Field("seed", "Play-test seed", "int", scene.playtest_seed, "The dice seed of a play-test "
                            "(not saved in the file): the same seed rolls the same dice", low=0, high=2 ** 31))
        self.form = Form(manager, (6, 6, inner.w - 32, 10), fields, None, container=box, label_w=120)
        box.set_scrollable_area_dimensions((inner.w - 24, self.form.height + 12))
        self.error = pygame_gui.elements.UILabel(pygame.Rect(8, inner.h - u(44), inner.w - u(270), u(34)), "", manager,
                                                 container=self.window, object_id="#error_label")
        button(manager, (inner.w - u(256), inner.h - u(44), u(140), u(34)), "Apply",
               "Change the scenario (one step to undo)", self.apply, container=self.window, object_id="#roll_button")
        button(manager, (inner.w - u(110), inner.h - u(44), u(102), u(34)), "Cancel", "Close without changing anything",
               self.window.kill, container=self.window)
        self._data = data

    def handle_event(self, ev) -> bool:
        return self.form.handle_event(ev) if self.window.alive() else False

    def apply(self) -> None:
        try:
            v = self.form.values()
        except FormError as exc:
            self.error.set_text(str(exc))
            return
        sc = self.scene.doc.scenario
        old = {c.kind: c for c in sc.victory}
        victory = []
        for kind, _ in VICTORY_KINDS:
            if kind in v["victory"]:
                entry = {"kind": kind}
                prev = next((c for c in self._data.get("victory", []) if c.get("kind") == kind), None)
                if prev and prev.get("text"):
                    entry["text"] = prev["text"]
                if kind == "army_broken":
                    t = v["threshold"] if v["threshold"] is not None else (old[kind].threshold if kind in old else 0.5)
                    if t is not None:
                        entry["threshold"] = t
                victory.append(entry)
        board = dict(self._data["board"])
        if board["kind"] == "table":
            board.update(width=v["width"], height=v["height"])
        else:
            board.update(cols=v["cols"], rows=v["rows"])
        top = {"title": v["title"].strip()[:80] or sc.title, "briefing": v["briefing"],
               "turn_limit": v["turn_limit"], "first_side": v["first_side"], "board": board,
               "victory": victory or None}
        if not top["briefing"] and "briefing" not in self._data:
            top.pop("briefing")
        if "options" in v:
            keys = [o.key for o in self.scene.rules.options]
            kept = {k: val for k, val in self._data.get("options", {}).items() if k not in keys}
            opts = {**kept, **{k: True for k in keys if k in v["options"]}}
            top["options"] = opts or None
        sides = []
        for n in (1, 2):
            colour = v[f"side{n}_color"].strip()
            sides.append({"name": v[f"side{n}_name"].strip() or f"Side {n}", "color": colour,
                          "points_limit": v[f"side{n}_points"]})
        if not self.on_apply(top, sides, v["seed"]):
            return
        self.window.kill()


HELP_ROWS = (
    ("Mouse", ""),
    ("Left click", "select (click again: the thing beneath); with a painting tool, paint"),
    ("Left drag", "move the selection; paint; draw a circle, rectangle or zone"),
    ("Drag from the catalogue", "place a unit (or click a profile, then click the board)"),
    ("Right drag, Ctrl+arrows", "pan the board"),
    ("Wheel, + / -", "zoom"),
    ("Tools", ""),
    ("V", "select and move"),
    ("B / K / X", "brush / fill / erase terrain (hex and tile maps)"),
    ("P / O / R / L", "polygon / circle / rectangle / line with a width (tables)"),
    ("Z", "deployment zone of the side chosen in the Armies panel"),
    ("T", "objective"),
    ("Editing", ""),
    ("Q / E", "turn the selection (a hex side, or 15° on a table; 5° with snapping off)"),
    ("[ / ]", "shrink / grow a table piece or zone"),
    ("Ctrl+D, Delete", "copy / delete the selection"),
    ("Enter, Backspace", "close a polygon or end a line; take back its last point"),
    ("Esc", "drop what is half drawn, then the selection"),
    ("M", "paint mode: replace what is there, or layer over it (a ford on a river)"),
    ("G", "snapping on / off (hex centres, 0.5\" grid, 15°)"),
    ("A", "the other side (roster and zones)"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo (every edit)"),
    ("Keyboard only", ""),
    ("Arrows", "move the board cursor: a hex or tile at a time; 1\" on a table (Shift: fine, the 0.5\" grid or 0.1\")"),
    ("N / Shift+N", "next / previous terrain type in the palette (picks a tool that draws it)"),
    ("U / Shift+U", "next / previous unit of the catalogue to place"),
    ("Enter", "at the cursor: place the unit, paint a hex, select, place an objective, a rectangle's corners"),
    ("Space, Enter", "add a polygon's or line's point at the cursor; close it (or Enter on its first corner)"),
    ("Tab / Shift+Tab", "select the next / previous piece (the cursor goes to it)"),
    ("Alt+arrows", "move the selection a hex, or a step on a table (Shift: fine)"),
    ("H", "hold on/off: the plain arrows move the selection (where Alt+arrows are taken)"),
    ("Files and views", ""),
    ("Ctrl+N / Ctrl+O", "new scenario / open a scenario"),
    ("Ctrl+S / Ctrl+Shift+S", "save / save as (the checks run first)"),
    ("Ctrl+I", "import a Tiled hex map (.tmj)"),
    ("F5", "play-test: fight the scenario now; close the battle to come back"),
    ("F / C", "fit the board / hex coordinates"),
    ("F1", "this help"),
)


def open_help(manager, size):
    win = _window(manager, size, 640, 640, "Editor: controls and shortcuts")
    win.set_minimum_dimensions((320, 240))
    inner = win.get_container().get_rect()
    lines = []
    for key, text in HELP_ROWS:
        if not text:
            lines.append(f"<br><b><font color='#9fc3e6'>{html(key.upper())}</font></b>")
        else:
            lines.append(f"<b>{html(key)}</b>: {html(text)}")
    lines.append("<br>Every button says what it does when the pointer rests on it. The Checks tab lists what would "
                 "stop the scenario from being played; click an entry to go to it.")
    pygame_gui.elements.UITextBox("<br>".join(lines), pygame.Rect(0, 0, inner.w, inner.h), manager, container=win,
                                  anchors={"left": "left", "right": "right", "top": "top", "bottom": "bottom"})
    return win
