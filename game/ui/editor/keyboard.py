"""The editor from the keyboard: a board cursor, the palette, placing and drawing at the cursor, and the
pieces one after another.

Arrows move the cursor (a hex or tile at a time on cell maps; 1" on tables, Shift
for fine steps: the 0.5" grid with snapping on, 0.1" off); Alt+arrows move the
selection the same way, and so do the plain arrows while H (hold) is on, for window managers that take
Alt+arrows; Ctrl+arrows pan. Enter places or stamps at the cursor
(the carried unit, the tool's click: paint a cell, a corner, a corner of a
rectangle, an objective, select); Space adds a polygon's or line's point (Enter
closes it). N / Shift+N pick the next / previous terrain type, U / Shift+U the
next / previous unit to place, Tab / Shift+Tab select the next / previous piece,
A the other side. The cursor shows once a key has moved it; the mouse hides it.
"""
from __future__ import annotations

import pygame

from . import selection
from .snapping import GRID
from .targets import item

__all__ = ["EditorKeyboard", "ARROWS", "STEP", "FINE_OFF"]

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
STEP = 1.0          # inches, an arrow on a table
FINE_OFF = 0.1      # inches, Shift+arrow with snapping off (on: the snapping grid)
CURSOR = (255, 214, 40)
INK = (20, 20, 20)


class EditorKeyboard:
    cursor: tuple[float, float] | None = None   # world point (a cell's centre on cell maps)
    cursor_shown: bool = False
    holding: bool = False                       # H: the arrows move the selection (as Alt+arrows do)

    # -- where the cursor is -------------------------------------------------------------------------
    def cursor_world(self) -> tuple[float, float]:
        if self.cursor is None:
            board = self.doc.scenario.board
            if self.layout.kind == "table":
                self.cursor = (board.width / 2, board.height / 2)
            else:
                cell = self.layout.cell_at(self.layout.width / 2, self.layout.height / 2) or (0, 0)
                self.cursor = self.layout.cell_center(cell)
        return self.cursor

    def cursor_cell(self):
        return self.cell_at(self.cursor_world())

    def cursor_pos(self) -> tuple[int, int]:
        x, y = self.view.camera.to_screen(*self.cursor_world())
        return (int(round(x)), int(round(y)))

    def _step(self, fine: bool) -> float:
        return (GRID if self.snap.on else FINE_OFF) if fine else STEP

    def _put_cursor(self, world) -> None:
        self.cursor = (round(world[0], 3), round(world[1], 3))
        self.cursor_shown = True
        sx, sy = self.cursor_pos()
        if not self.board_rect.inflate(-80, -80).collidepoint(sx, sy):
            self.view.camera.center_on(*self.cursor)
        self.tool.follow(self.cursor, self.cursor_pos())

    def move_cursor(self, dx: int, dy: int, fine: bool = False) -> None:
        x, y = self.cursor_world()
        if self.layout.kind == "table":
            s = self._step(fine)
            board = self.doc.scenario.board
            self._put_cursor((min(max(x + dx * s, 0.0), board.width), min(max(y + dy * s, 0.0), board.height)))
            return
        cell = self.cursor_cell()
        if cell is None:
            self._put_cursor(self.cursor_world())
            return
        nxt = (cell[0] + dx, cell[1] + dy)
        self._put_cursor(self.layout.cell_center(nxt) if self.grid.contains(nxt) else self.layout.cell_center(cell))

    def mouse_moved(self, world) -> None:
        """The mouse took over: the cursor hides (and starts from the pointer when the keys come back)."""
        if self.cursor_shown:
            self.cursor_shown = False
        self.cursor = world if self.layout.kind == "table" else (
            self.layout.cell_center(self.cell_at(world)) if self.cell_at(world) is not None else self.cursor)

    # -- keys ------------------------------------------------------------------------------------------
    def board_key(self, ev, mods: int) -> bool:
        """The keyboard's board keys (no Ctrl): True if the key was one of them."""
        k = ev.key
        shift = bool(mods & pygame.KMOD_SHIFT)
        alt = bool(mods & pygame.KMOD_ALT)
        if k in ARROWS:
            dx, dy = ARROWS[k]
            if alt or self.holding:
                self.move_selected(dx, dy, shift)
            else:
                self.move_cursor(dx, dy, shift)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.stamp(mods, point=k == pygame.K_SPACE)
            return True
        if k == pygame.K_TAB:
            self.select_next(-1 if shift else 1)
            return True
        if k == pygame.K_h:
            self.holding = not self.holding
            self.toast("Hold on: the arrows move the selection (H again: they move the cursor)" if self.holding
                       else "Hold off: the arrows move the cursor")
            return True
        if k == pygame.K_a:
            self.set_side(1 - self.side)
            self.toast(f"Side: {self.doc.data['sides'][self.side]['name']} (units placed and zones drawn are theirs)")
            return True
        if k == pygame.K_n:
            self.next_terrain(-1 if shift else 1)
            return True
        if k == pygame.K_u:
            self.next_profile(-1 if shift else 1)
            return True
        return False

    def stamp(self, mods: int = 0, *, point: bool = False) -> None:
        """Enter (or Space): what a click at the cursor would do; Space on a polygon or line adds a point."""
        world, pos = self.cursor_world(), self.cursor_pos()
        self.cursor_shown = True
        if self.props is not None:
            self.props.commit()
        if self.carrying is not None:
            self.place_unit(self.carrying, world)
            return
        self.tool.stamp(world, pos, mods, point=point)

    def move_selected(self, dx: int, dy: int, fine: bool = False) -> None:
        """Alt+arrow: the selection one cell, or one step on a table (its corners and all)."""
        sel = self.selected
        if sel is None or sel[0] == "side":
            self.toast("Select something to move first (Tab picks the next piece)", (255, 150, 140))
            return
        doc = self.doc.data
        centre = selection.centre_of(doc, sel, self.layout)
        try:
            if self.grid is not None:
                a = self.cell_at(centre) if centre is not None else None
                if a is None:
                    raise selection.Refusal("it is off the map")
                label, change = selection.moved(doc, sel, grid=self.grid, from_cell=a, to_cell=(a[0] + dx, a[1] + dy))
            else:
                s = self._step(fine)
                if sel[0] == "unit":
                    x, y, h = item(doc, sel)["pose"]
                    label, change = selection.moved(doc, sel, unit_pose=(round(x + dx * s, 3), round(y + dy * s, 3), h))
                else:
                    label, change = selection.moved(doc, sel, dx=dx * s, dy=dy * s)
        except selection.Refusal as exc:
            self.toast(f"Not moved: {exc}", (255, 150, 140))
            return
        if self.apply(label, change) is not None:
            centre = selection.centre_of(self.doc.data, sel, self.layout)
            if centre is not None:
                self._put_cursor(centre)

    def all_targets(self) -> list:
        """Every piece, in the order Tab visits them: each side's units, objectives, terrain, zones."""
        doc = self.doc.data
        out = [("unit", si, ui) for si, s in enumerate(doc["sides"]) for ui in range(len(s.get("units", [])))]
        out += [("objective", i) for i in range(len(doc.get("objectives", [])))]
        out += [("terrain", i) for i in range(len(doc.get("terrain", [])))]
        out += [("zone", si, zi) for si, s in enumerate(doc["sides"]) for zi in range(len(s.get("deployment", [])))]
        return out

    def select_next(self, step: int) -> None:
        targets = self.all_targets()
        if not targets:
            self.toast("Nothing on the board yet")
            return
        i = targets.index(self.selected) + step if self.selected in targets else (0 if step > 0 else -1)
        target = targets[i % len(targets)]
        self.select(target, reveal=True)
        centre = selection.centre_of(self.doc.data, target, self.layout)
        if centre is not None:
            self._put_cursor(centre)
        self.toast(f"Selected {self.describe(target)}")

    def next_terrain(self, step: int) -> None:
        types = self.terrain_types()
        if not types:
            self.toast("The ruleset has no terrain types", (255, 150, 140))
            return
        keys = [t.key for t in types]
        i = keys.index(self.paint.kind) + step if self.paint.kind in keys else 0
        self.carrying = None
        self.cursor_shown = True
        if self.ui:
            self.show_tab("terrain")
        self.set_paint(kind=keys[i % len(keys)])
        self.toast(f"Palette: {types[i % len(keys)].name} ({self.tool.name}; Enter at the cursor)")

    def next_profile(self, step: int) -> None:
        profiles = self.catalogue()
        if not profiles:
            self.toast("No units to place: the ruleset has no catalogue", (255, 150, 140))
            return
        ids = [p.id for p in profiles]
        i = ids.index(self.carrying) + step if self.carrying in ids else (0 if step > 0 else -1)
        pid = ids[i % len(ids)]
        if self.ui:
            self.show_tab("armies")
        self.carry_drag = False
        self.carrying = pid
        self.cursor_shown = True
        self.toast(f"Enter places {self._profile_name(pid)} for {self.doc.data['sides'][self.side]['name']} at the "
                   "cursor (U: next unit, A: other side, Esc: stop)")

    # -- drawing -------------------------------------------------------------------------------------------
    def draw_cursor(self, surface) -> None:
        if not self.cursor_shown:
            return
        cam = self.view.camera
        if self.layout.kind != "table":
            cell = self.cursor_cell()
            if cell is None:
                return
            pts = [cam.to_screen(x, y) for x, y in self.layout.cell_polygon(cell)]
            pygame.draw.polygon(surface, INK, pts, 6)
            pygame.draw.polygon(surface, CURSOR, pts, 3)
            return
        x, y = self.cursor_pos()
        for colour, w in ((INK, 5), (CURSOR, 2)):
            pygame.draw.circle(surface, colour, (x, y), 11, w)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                pygame.draw.line(surface, colour, (x + dx * 6, y + dy * 6), (x + dx * 17, y + dy * 17), w)
