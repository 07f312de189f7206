"""Doing things in the editor: edits through the document (undoable), the selection and what can
be done to it, carrying units from the catalogue, the settings, the checks and the play-test (files: `files`).

Every edit goes through `apply`; a refused edit says why in a note and changes nothing.
"""
from __future__ import annotations

import math

from ...core.ruleset import UnitView
from . import edits, selection
from .document import EditRefused
from .files import EditorFiles
from ..notes import DONE, REFUSED
from .panel_checks import check_text
from .placement import facing_name, facing_towards
from .wording import id_names, plain

__all__ = ["EditorCommands", "REFUSED", "DONE"]


class EditorCommands(EditorFiles):
    # -- editing -------------------------------------------------------------------------------------
    def apply(self, label: str, change):
        """One undoable edit; returns what `change` returned (True if that was None; None if refused)."""
        try:
            result = self.doc.apply(label, change)
            result = True if result is None else result
        except EditRefused as exc:
            names = id_names(self.doc.scenario, {p.id: p.name for p in self.catalogue()})
            self.toast(f"Not done: {plain(str(exc), names)}", REFUSED, 5)
            return None
        except Exception as exc:  # noqa: BLE001 - an editor bug must not lose the scenario
            self.app.report_error(f"While doing '{label}'", exc)
            return None
        self._doc_changed()
        return result

    def undo(self) -> None:
        label = self.doc.undo()
        self.toast(f"Undone: {label}" if label else "Nothing to undo", DONE if label else REFUSED)
        self._doc_changed()

    def redo(self) -> None:
        label = self.doc.redo()
        self.toast(f"Redone: {label}" if label else "Nothing to redo", DONE if label else REFUSED)
        self._doc_changed()

    # -- selection ---------------------------------------------------------------------------------------
    def select(self, target, *, reveal: bool = False) -> None:
        if target != self.selected and self.props is not None:
            self.props.commit()
        self.selected = target
        if target is not None and target[0] in ("unit", "zone", "side"):
            self.side = target[1]
        self.relayout_tab()
        if reveal and target is not None:
            centre = selection.centre_of(self.doc.data, target, self.layout)
            if centre is not None:
                sx, sy = self.view.camera.to_screen(*centre)
                if not self.board_rect.inflate(-80, -80).collidepoint(sx, sy):
                    self.view.camera.center_on(*centre)

    def _on_selection(self, what: str, fn) -> None:
        if self.selected is None:
            self.toast(f"Select something to {what} first (click it with the Select tool, V)", REFUSED)
            return
        try:
            label, change = fn()
        except selection.Refusal as exc:
            self.toast(f"Cannot {what}: {exc}", REFUSED)
            return
        return self.apply(label, change)

    def delete_selected(self) -> None:
        if self._on_selection("delete", lambda: selection.deleted(self.doc.data, self.selected)) is not None:
            self.select(None)

    def duplicate_selected(self) -> None:
        copy_of = self._on_selection("copy", lambda: selection.duplicated(self.doc.data, self.selected, grid=self.grid,
                                                                          offset=1.0))
        if copy_of is not None:
            self.select(copy_of)

    def turn_selected(self, clockwise: bool) -> None:
        board = self.doc.scenario.board
        orientation = board.orientation if board.kind == "hex" else None
        self._on_selection("turn", lambda: selection.turned(self.doc.data, self.selected, clockwise, grid=self.grid,
                                                             orientation=orientation, step=self.snap.turn_step))

    def scale_selected(self, factor: float) -> None:
        self._on_selection("scale", lambda: selection.scaled(self.doc.data, self.selected, factor))

    # -- tools, palette, sides -------------------------------------------------------------------------------
    def use_tool(self, cls) -> None:
        self.tool.cancel()
        self.pressing = False
        self.carrying = None
        self.tool = cls(self)
        if cls.name == "Zone":
            self.toast(f"Zones for {self.doc.data['sides'][self.side]['name']} (A: the other side)")

    def set_paint(self, **changes) -> None:
        p = self.paint
        if "kind" in changes:
            p.kind = changes["kind"]
            t = self.rules.terrain(p.kind, self.doc.scenario)
            if t is not None:
                self._tool_for_terrain(t)
                if t.geometry == "line" and self.layout.kind == "table":
                    p.width = self._style_width(t.key) or p.width
        if "replace" in changes:
            p.replace = bool(changes["replace"])
        if "level" in changes:
            p.level = max(1, min(10, int(changes["level"])))
        if "width" in changes:
            p.width = max(0.5, min(20.0, round(changes["width"] * 2) / 2))

    def _tool_for_terrain(self, t) -> None:
        """A type picked from the palette: a tool that draws it. One that paints terrain already and
        suits the type stays; otherwise the Brush on cell maps, the Polygon or Line on tables."""
        from .tools import BrushTool, LineTool, PolygonTool

        tool = self.tool
        if self.layout.kind != "table":
            if not tool.paints_terrain:
                self.use_tool(BrushTool)
                self.toast(f"Brush: paint {t.name}")
            return
        wanted = "line" if t.geometry == "line" else "area"
        if tool.paints_terrain and (t.geometry == "either" or getattr(tool, "geometry", wanted) == wanted):
            return
        self.use_tool(LineTool if wanted == "line" else PolygonTool)
        self.toast(f"{self.tool.name}: draw {t.name}")

    def set_side(self, index: int) -> None:
        self.side = index
        if self.selected is not None and self.selected[0] in ("unit", "zone") and self.selected[1] != index:
            self.select(None)

    def toggle_snap(self) -> None:
        self.snap.toggle()
        self.toast(self.snap.describe())

    def toggle_coords(self) -> None:
        self.view.renderer.show_coords = not self.view.renderer.show_coords
        self.picture.invalidate()

    # -- carrying units from the catalogue ----------------------------------------------------------------
    def arm_profile(self, profile_id: str) -> None:
        """A click on a catalogue entry: the next click on the board places one."""
        self.carry_drag = False
        self.carrying = profile_id
        self.toast(f"Click the board to place {self._profile_name(profile_id)} for "
                   f"{self.doc.data['sides'][self.side]['name']} (Esc: stop)")

    def start_carry(self, profile_id: str, button) -> None:
        """A press on a catalogue entry: dragging it onto the board places one where it is dropped."""
        self.carrying = profile_id
        self.carry_button = button
        self.carry_drag = True

    def follow_carry(self) -> None:
        """Each frame: a dragged catalogue entry dropped on the board places its unit."""
        if not self.carry_drag or self.carry_button is None or getattr(self.carry_button, "held", False):
            return
        self.carry_drag = False
        self.carry_button = None
        if self.board_rect.collidepoint(self.mouse):
            pid = self.carrying
            self.carrying = None
            self.place_unit(pid, self.view.camera.to_world(*self.mouse))

    def place_carried(self, world) -> None:
        self.place_unit(self.carrying, world)

    def _new_unit(self, profile_id: str, world) -> dict | None:
        layout = self.layout
        sc = self.doc.scenario
        unit = {"id": edits.new_unit_id(self.doc.data, self.side), "profile": profile_id}
        if layout.kind == "table":
            x, y = self.snap.point(*world)
            if not sc.board.contains_point(x, y):
                return None
            unit["pose"] = [edits.tidy(x), edits.tidy(y), 180 if y < sc.board.height / 2 else 0]
            return unit
        cell = self.cell_at(world)
        if cell is None:
            return None
        unit["at"] = [cell[0], cell[1]]
        down = layout.cell_center(cell)[1] < layout.height / 2
        if layout.kind == "hex":
            unit["facing"] = facing_name(facing_towards(layout, 90 if down else -90), sc.board.orientation)
        return unit

    def place_unit(self, profile_id: str | None, world) -> None:
        if profile_id is None:
            return
        unit = self._new_unit(profile_id, world)
        if unit is None:
            self.toast("That is off the board", REFUSED)
            return
        si = self.side
        index = self.apply(f"Place {self._profile_name(profile_id)}", lambda d: edits.add_item(d, ("unit", si), unit))
        if index is not None:
            self.select(("unit", si, index))

    def carry_view(self, world):
        """(UnitView, ghost arguments) of the unit being carried, where it would land."""
        unit = self._new_unit(self.carrying, world)
        if unit is None:
            return None
        side = self.doc.scenario.sides[self.side]
        info = next((p for p in self.catalogue() if p.id == self.carrying), None)
        name = info.name if info else self.carrying
        if "pose" in unit:
            x, y, h = unit["pose"]
            r = 0.5
            fp = tuple((x + r * math.cos(2 * math.pi * i / 12), y + r * math.sin(2 * math.pi * i / 12)) for i in range(12))
            try:
                from ...content.scenario import UnitPlacement

                placed = self.doc.scenario.model_copy(deep=True)
                placed.sides[self.side].units.append(UnitPlacement.model_validate(unit))
                fp = self.rules.outline(placed, placed.sides[self.side].units[-1])
            except Exception:  # noqa: BLE001 - a marker will do for the ghost
                pass
            return UnitView(unit["id"], side.id, name, self.carrying, pose=(x, y, h), footprint=fp), {"pose": (x, y, h)}
        cell = tuple(unit["at"])
        engine = self.layout.to_hex(cell) if self.layout.kind == "hex" else cell
        facing = None
        if "facing" in unit:
            from .placement import facing_index

            facing = facing_index(unit["facing"], self.doc.scenario.board.orientation)
        view = UnitView(unit["id"], side.id, name, self.carrying, cell=(engine[0], engine[1]), facing=facing)
        return view, {"cell": (engine[0], engine[1]), "facing": facing}

    # -- checks ----------------------------------------------------------------------------------------------
    def jump(self, index: int) -> None:
        """A checks entry clicked: select what it is about and bring it into view."""
        checks = self.checks()
        if not 0 <= index < len(checks):
            return
        c = checks[index]
        if c.target is not None:
            if c.target[0] == "side":
                self.set_side(c.target[1])
                self.select(None)
                centre = selection.centre_of(self.doc.data, c.target, self.layout)
                if centre is not None:
                    self.view.camera.center_on(*centre)
            else:
                self.select(c.target)
                centre = selection.centre_of(self.doc.data, c.target, self.layout)
                if centre is not None:
                    self.view.camera.center_on(*centre)
            self.toast(check_text(self, c), REFUSED if not c.advice else (240, 210, 140), 5)
        elif c.settings:
            self.open_settings()
        else:
            self.toast(check_text(self, c), REFUSED, 5)

    # -- settings, help, play-test, leaving -----------------------------------------------------------------
    def open_settings(self) -> None:
        from .dialogs import SettingsWindow

        self.dialogs["settings"] = SettingsWindow(self, self.apply_settings)

    def apply_settings(self, top: dict, sides: list, seed: int) -> bool:
        self.playtest_seed = int(seed)
        return self.apply("Scenario settings", lambda d: edits.set_settings(d, top, sides)) is not None

    def show_help(self) -> None:
        from .dialogs import open_help

        self.dialogs["help"] = open_help(self.app.manager, self.app.size)

    def playtest(self) -> None:
        if not self.rules.known:
            self.app.show_message("Cannot play-test", f"The ruleset {self.doc.scenario.ruleset!r} is not installed.")
            return
        problems = self.problems()
        if problems:
            from .dialogs import ask

            self.dialogs["ask"] = ask(self.app.manager, self.app.size, "Play-test with problems?",
                                      f"The checks found {len(problems)} problem{'s' * (len(problems) != 1)} "
                                      f"(first: {check_text(self, problems[0])}). The battle may refuse to start or go "
                                      "oddly. Play-test anyway?", "Play-test anyway", self.start_playtest)
            return
        self.start_playtest()

    def start_playtest(self) -> None:
        from ...core.battle import Battle
        from .playtest import PlaytestScene

        self.tool.cancel()
        self.pressing = False
        try:
            battle = Battle.start(self.doc.scenario, seed=self.playtest_seed,
                                  scenario_file=str(self.doc.path) if self.doc.path else None)
        except Exception as exc:  # noqa: BLE001 - the ruleset could not set the battle up: say why
            self.app.show_message("Cannot play-test", f"The battle could not start: {type(exc).__name__}: {exc}")
            return
        self.app.push(PlaytestScene(self.app, battle))

    def ask_close(self) -> None:
        self._unsaved_first(self.close, "Close the editor")

    def close(self) -> None:
        from ..scene_registry import open_scene

        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.scenes.replace(open_scene("menu", self.app))
