"""The scenario editor screen: the battle screen's board view and camera in the middle, the tools
above it, the Terrain / Armies / Checks panel on the right, the file buttons on top.

State lives here (the document, the tool, the selection, the palette's settings);
input in `input`, doing things in `commands`, drawing in `drawing` (it never changes state).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..board.bases import side_colour
from ..board.layout import layout_for
from ..ui_scale import panel_width, scaled
from ..scene import Scene
from ..scenes.board_view import BoardView
from ..toasts import Toasts
from .bars import TOGGLES, ToolRow, TopBar, tab_layout, tool_layout, top_layout
from .cellgrid import CellGrid
from .checks import run_checks
from .commands import EditorCommands
from .document import EditorDocument
from .drawing import HINT_H, EditorDrawing
from .input import EditorInput
from .keyboard import EditorKeyboard
from .panel_armies import ArmiesPanel
from .panel_checks import ChecksPanel
from .panel_terrain import TerrainPanel, least_height as terrain_least_height
from .picking import things_at
from .picture import EditorPicture
from .placement import unit_views
from .props import PropsPanel
from .rules import RulesInfo
from .snapping import Snap
from .targets import describe, item
from .tools import SelectTool, tools_for

__all__ = ["EditorScene", "PaintSettings", "SIDE_W", "HINT_H"]

SIDE_W, SIDE_W_NARROW = 350, 320
TABS = (("terrain", "Terrain", "The palette: terrain types of the ruleset, paint mode, level, width"),
        ("armies", "Armies", "Each side's roster: its units, its points and the army rules; drag profiles onto "
                             "the board"),
        ("checks", "Checks", "What would stop the scenario from being played; click an entry to go to it"))
TAB_LABELS = {"terrain": ["Terrain"], "armies": ["Armies"], "checks": ["Checks (88)", "Checks: ok"]}   # the widest
PROPS_H = 250


@dataclass
class PaintSettings:
    kind: str = ""          # the palette's terrain type
    replace: bool = True    # paint replaces what is there (or layers over it)
    level: int = 1          # for types with levels
    width: float = 1.0      # lines on tables, inches


class EditorScene(EditorInput, EditorKeyboard, EditorCommands, EditorDrawing, Scene):
    def __init__(self, app, doc: EditorDocument, *, message: str = "") -> None:
        super().__init__(app)
        self.settings = app.settings
        self.snap = Snap()
        self.playtest_seed = 1
        self.tab = "terrain"
        self.dialogs: dict = {}
        self.toasts = Toasts(keep=4)
        self.mouse = (0, 0)
        self.pressing = False
        self.ui = False
        self._side_key, self._side_surface, self._hints = None, None, None
        self.load_document(doc, build=False)
        if message:
            self.toast(message)

    # -- the document ---------------------------------------------------------------------------------
    def load_document(self, doc: EditorDocument, *, build: bool = True) -> None:
        """Edit another document (new, opened, imported): everything starts afresh."""
        if getattr(self, "ui", False):
            self._kill_ui()
        self.doc = doc
        self.rules = RulesInfo(doc.scenario.ruleset)
        self.paint = PaintSettings()
        types = self.terrain_types()
        if types:
            self.paint.kind = types[0].key
            line = next((t for t in types if t.geometry == "line"), None)
            self.paint.width = (self._style_width(line.key) if line else 1.0) or 1.0
        self.side = 0
        self.selected = None
        self.hidden = None
        self.carrying = None
        self.carry_button = None
        self.carry_drag = False
        self.cursor, self.cursor_shown = None, False
        self.tool_classes = tools_for(layout_for(doc.scenario.board).kind)   # the tool row's height needs them
        w, h = self.app.size
        self._layout(w, h)
        self.view = BoardView(doc.scenario, self.board_rect)
        self.picture = EditorPicture(self.view)
        self._board_data = dict(doc.data["board"])
        self.grid = CellGrid(doc.scenario.board) if doc.scenario.board.kind != "table" else None
        self.tool = SelectTool(self)
        self._seen = doc.version
        self._views, self._views_v = {}, None
        self._checks, self._checks_v = [], None
        self._reports: dict = {}
        if build:
            self._build_ui()
            self.app.window.title = f"Wartable editor - {doc.scenario.title}"

    @property
    def layout(self):
        return self.view.layout

    def _style_width(self, key: str) -> float:
        from ..board.styles import style_for

        return style_for(self.style_key(key)).line_width

    def _doc_changed(self) -> None:
        """The document changed (an edit, undo, redo): the board, caches and panels follow."""
        doc = self.doc
        self._seen = doc.version
        if doc.data["board"] != self._board_data:
            self._board_data = dict(doc.data["board"])
            self.view.layout = layout_for(doc.scenario.board)
            self.grid = CellGrid(doc.scenario.board) if doc.scenario.board.kind != "table" else None
            self.view.renderer.set_scenario(doc.scenario, self.view.layout)
            self.view.fit()
        else:
            self.view.renderer.set_scenario(doc.scenario, self.view.layout)
        self.view.scenario = doc.scenario
        self.picture.invalidate()
        if self.selected is not None and item(doc.data, self.selected) is None:
            self.selected = None
        if self.side >= len(doc.data["sides"]):
            self.side = 0
        self._reports = {}
        self.app.window.title = f"Wartable editor - {doc.scenario.title}"

    def views(self) -> dict:
        if self._views_v != self.doc.version:
            self._views = unit_views(self.doc.scenario, self.rules, self.layout, self.catalogue())
            self._views_v = self.doc.version
        return self._views

    def checks(self) -> list:
        if self._checks_v != self.doc.version:
            self._checks = run_checks(self.doc.scenario, self.rules, self.views(), self.layout, self.doc.file)
            self._checks_v = self.doc.version
        return self._checks

    def problems(self) -> list:
        return [c for c in self.checks() if not c.advice]

    def catalogue(self) -> list:
        key = ("catalogue", self.doc.version)
        if key not in self._reports:
            self._reports[key] = self.rules.catalogue(self.doc.scenario)
        return self._reports[key]

    def army_report(self, side_index: int):
        key = ("report", side_index, self.doc.version)
        if key not in self._reports:
            self._reports[key] = self.rules.army_report(self.doc.scenario, self.doc.scenario.sides[side_index].id)
        return self._reports[key]

    # -- what tools and panels ask --------------------------------------------------------------------------
    def terrain_types(self) -> list:
        return self.rules.terrain_types(self.doc.scenario)

    def terrain_name(self, key: str | None) -> str:
        t = self.rules.terrain(key, self.doc.scenario) if key else None
        return t.name if t is not None else (key or "terrain").replace("_", " ")

    def has_level(self, key: str | None) -> bool:
        t = self.rules.terrain(key, self.doc.scenario) if key else None
        return bool(t and t.has_level)

    def style_key(self, key: str) -> str:
        t = self.rules.terrain(key, self.doc.scenario) if key else None
        return (t.style or t.key) if t is not None else key

    def kind_for_tool(self, geometry: str) -> str | None:
        """The palette's type if a tool drawing `geometry` suits it; else the first type that does
        (the palette follows, with a note); None (and a note) if the ruleset has none."""
        t = self.rules.terrain(self.paint.kind, self.doc.scenario)
        if t is not None and t.geometry in (geometry, "either"):
            return t.key
        for other in self.terrain_types():
            if other.geometry in (geometry, "either"):
                self.toast(f"{t.name if t else 'That type'} is not drawn this way: drawing {other.name} instead")
                self.paint.kind = other.key
                return other.key
        self.toast("The ruleset has no terrain drawn this way")
        return None

    def cell_word(self, n: int) -> str:
        word = "hex" if self.layout.kind == "hex" else "tile"
        return word if n == 1 else (word + "es" if word == "hex" else word + "s")

    def cell_at(self, world) -> tuple[int, int] | None:
        return self.layout.cell_at(*world) if self.layout.kind != "table" else None

    def things_at(self, world) -> list:
        return things_at(self.doc.data, self.views(), self.artist, self.layout, self.view.camera, *world)

    @property
    def artist(self):
        return self.picture.artist_for(self.doc.scenario)

    def describe(self, target) -> str:
        """A short name for a target: a unit by the name it shows on the board."""
        if target is not None and target[0] == "unit":
            it = item(self.doc.data, target)
            v = self.views().get(it.get("id")) if it is not None else None
            if v is not None:
                return v.name
        return describe(self.doc.data, target)

    def side_colour(self, side_index: int):
        return side_colour(self.doc.scenario, self.doc.scenario.sides[side_index].id)

    def toast(self, text: str, colour=(235, 235, 235), seconds: float = 3.5) -> None:
        self.toasts.add(text, colour, seconds)

    # -- layout and the panels -------------------------------------------------------------------------------
    def _layout(self, w: int, h: int) -> None:
        side_w = panel_width(SIDE_W if w >= 1200 else SIDE_W_NARROW, w)
        bar = top_layout(w)[1]   # taller when the file buttons wrap under the title
        toggles = [k for k, _, _ in TOGGLES if k != "coords" or self.doc.scenario.board.kind != "table"]
        tools = tool_layout(pygame.Rect(0, bar, w - side_w, 0), self.tool_classes, toggles)[1]
        top = bar + tools
        self.board_rect = pygame.Rect(0, top, w - side_w, h - top - scaled(HINT_H))
        self.tool_rect = pygame.Rect(0, bar, w - side_w, tools)
        self.side_rect = pygame.Rect(w - side_w, bar, side_w, h - bar)

    def _build_ui(self) -> None:
        manager = self.app.ensure_gui()
        from ..widgets import button

        w, _ = self.app.size
        self.topbar = TopBar(manager, w, {
            "new": self.ask_new, "open": self.ask_open, "save": self.save, "saveas": self.ask_save_as,
            "import": self.ask_import, "undo": self.undo, "redo": self.redo, "settings": self.open_settings,
            "playtest": self.playtest, "help": self.show_help, "close": self.ask_close})
        commands = {"snap": self.toggle_snap, "fit": self.view.fit}
        if self.layout.kind != "table":
            commands["coords"] = self.toggle_coords
        self.toolrow = ToolRow(manager, self.tool_rect, self.tool_classes, self.use_tool, commands)
        rects, self._tabs_bottom = tab_layout(self.side_rect, TAB_LABELS)
        self.tab_buttons = {}
        for key, text, tip in TABS:
            self.tab_buttons[key] = button(manager, rects[key], text, tip, (lambda k=key: self.show_tab(k)),
                                           object_id="#toolbar_button")
        self.panel = None
        self.props = None
        self._build_tab()
        self.ui = True

    def _content_rect(self) -> pygame.Rect:
        side = self.side_rect
        top = self._tabs_bottom + scaled(8)   # under the tabs (two rows of them when their words are wide)
        return pygame.Rect(side.x + 10, top, side.w - 20, side.bottom - top - scaled(8))

    def _build_tab(self, scroll: float = 0.0) -> None:
        rect = self._content_rect()
        if self.tab == "checks":
            self.panel = ChecksPanel(self, rect)
            self.props = None
        else:
            props_h = min(PROPS_H, rect.h // 2) if self._props_wanted() else 24
            if self.tab == "terrain":   # in a low window at a big interface size the controls keep their room
                props_h = max(24, min(props_h, rect.h - 6 - terrain_least_height()))
            self._props_shown = self._props_wanted()
            top = pygame.Rect(rect.x, rect.y, rect.w, rect.h - props_h - 6)
            if self.tab == "terrain":
                self.panel = TerrainPanel(self, top)
            else:   # the catalogue keeps its place and scroll when the properties come and go
                least = pygame.Rect(rect.x, rect.y, rect.w, rect.h - min(PROPS_H, rect.h // 2) - 6)
                self.panel = ArmiesPanel(self, top, least, scroll)
            self.props = PropsPanel(self, pygame.Rect(rect.x, rect.bottom - props_h, rect.w, props_h))
        for key, b in self.tab_buttons.items():
            b.select() if key == self.tab else b.unselect()
        self._side_key = None

    def _props_wanted(self) -> bool:
        return self.selected is not None and self.selected[0] != "side"

    def relayout_tab(self) -> None:
        """The selection appeared or went: the properties take room from the lists, or give it back."""
        if self.ui and self.tab != "checks" and self._props_wanted() != getattr(self, "_props_shown", None):
            scroll = self.panel.scroll if isinstance(self.panel, ArmiesPanel) else 0.0
            self._kill_tab()
            self._build_tab(scroll)

    def _kill_tab(self) -> None:
        if self.props is not None:
            self.props.commit()
            self.props.kill()
            self.props = None
        if self.panel is not None:
            self.panel.kill()
            self.panel = None

    def show_tab(self, key: str) -> None:
        if key == self.tab and self.panel is not None:
            return
        self._kill_tab()
        self.tab = key
        self._build_tab()

    def _kill_ui(self) -> None:
        if not self.ui:
            return
        self._kill_tab()
        self.topbar.kill()
        self.toolrow.kill()
        for b in self.tab_buttons.values():
            b.kill()
        self.ui = False

    def enter(self) -> None:
        if not self.ui:
            self._build_ui()
        self.app.window.title = f"Wartable editor - {self.doc.scenario.title}"

    def leave(self) -> None:
        self._kill_ui()

    def resize(self, w: int, h: int) -> None:
        self._kill_ui()
        self._layout(w, h)
        self.view.set_view_rect(self.board_rect)
        self.picture.invalidate()
        self._hints = None
        self._build_ui()

    # -- per frame --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.doc.version != self._seen:
            self._doc_changed()
        self.follow_carry()
        self.toasts.tick(dt)
        if not self.ui:
            return
        self.relayout_tab()
        self.topbar.refresh(self.doc)
        self.toolrow.sync(self.tool.name, {"snap": self.snap.on, "coords": self.view.renderer.show_coords})
        if self.panel is not None:
            self.panel.sync()
        if self.props is not None:
            self.props.sync()
        count = len(self.problems())
        label = f"Checks ({count})" if count else "Checks: ok"
        b = self.tab_buttons["checks"]
        if b.text != label:
            b.set_text(label)
