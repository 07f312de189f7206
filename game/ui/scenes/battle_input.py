"""Mouse and keyboard on the battle screen.

Left button: select, drag a base (tables) or a counter (cell maps), click a lit
cell to move there, click a target. Right button: pan. Wheel: zoom, or turn
the dragged base. Keys: Tab / Shift+Tab cycle units, Enter confirms, Esc
cancels (then opens the menu), Space ends the activation, Q/E turn, W adds a
waypoint, 1-9 press the action buttons, Ctrl+Z/Y undo/redo, Ctrl+S/O save/load,
F1 rulings, L line-of-sight shading.
"""
from __future__ import annotations

import math

import pygame

from ...core.wording import possessive
from ..controls.move import ROTATE_FINE, ROTATE_STEP, CellMove, TableMove, hex_step

__all__ = ["BattleInput", "CLICK_SLOP"]

CLICK_SLOP = 5  # pixels the pointer may wander before a press becomes a drag


class BattleInput:
    def handle_event(self, ev) -> bool:
        gui = self.app.gui
        t = ev.type
        if gui is not None:
            if t == gui.UI_TEXT_BOX_LINK_CLICKED and ev.ui_element is self.log.box:
                return self.log.toggle(ev.link_target)
            if t == gui.UI_FILE_DIALOG_PATH_PICKED:
                self.file_picked(ev.ui_element, ev.text)
                return True
        if self.rolling is not None:
            if t in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.rolling.skip()
                return True
        if self.result and (t == pygame.KEYDOWN or (t == pygame.MOUSEBUTTONDOWN and
                                                    self.board_rect.collidepoint(ev.pos))):
            self.moved_on()     # the roll's result has been read; the click or key goes on as usual
        if t == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self.pointer_moved(ev.pos)
            self.point_at_ground(ev.pos)
        elif t == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.board_rect.collidepoint(ev.pos):
            self.pressed(ev.pos)
            return True
        elif t == pygame.MOUSEBUTTONUP and ev.button == 1 and self.press is not None:
            self.released(ev.pos)
            return True
        elif t == pygame.MOUSEWHEEL and self.card_rect().collidepoint(self.mouse):
            self.scroll_card(ev.y)   # the unit card, when it is taller than its room
            return True
        elif t == pygame.MOUSEWHEEL and self.move is not None and self.move.dragging:
            self.rotate(-1 if ev.y > 0 else 1, fine=bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
            return True
        elif t == pygame.KEYDOWN and self.key(ev):
            return True
        return self.view.handle_event(ev)

    # -- the pointer ---------------------------------------------------------------------------
    def _world(self, pos):
        return self.view.camera.to_world(*pos)

    def unit_at(self, wx: float, wy: float, prefer=()) -> str | None:
        """The unit under a world point (a squad for any of its models): one of `prefer` first (a target being
        aimed at, rather than the leader standing in it), then the selected one, then the topmost."""
        return self.session.unit_of(self.piece_at(wx, wy, prefer))

    def piece_at(self, wx: float, wy: float, prefer=()) -> str | None:
        """The view under a world point (one model of a squad drawn base by base): one of `prefer` (or one of
        its models) first, then the selected unit's, then the topmost."""
        views = self.session.views()
        layout = self.view.layout
        if layout.kind != "table":
            cell = layout.cell_under(wx, wy)
            hits = [v.id for v in views.values() if v.alive and v.cell is not None and tuple(v.cell) == cell]
        else:
            hits = [v.id for v in views.values() if v.alive and self.artist.hit(v, wx, wy)]
        for uid in reversed(hits):
            if uid in prefer or views[uid].unit in prefer:
                return uid
        mine = [h for h in hits if h == self.selected or views[h].unit == self.selected]
        if self.selected and mine:
            return mine[-1]
        return hits[-1] if hits else None

    def _aim_targets(self) -> set:
        """What a click may aim at now: the armed action's targets, or those of the selected unit's
        targeted actions."""
        if self.armed is not None:
            return set(self.armed.targets)
        if self.selected is None:
            return set()
        return {t for g in self.session.groups(self.selected) if g.targeted for t in g.targets}

    def pointer_moved(self, pos) -> None:
        if not self.board_rect.collidepoint(pos) and not (self.move is not None and self.move.dragging):
            self.hover_unit = None
            self.hover_cell = None
            return
        wx, wy = self._world(pos)
        m = self.move
        layout = self.view.layout
        if isinstance(m, TableMove) and m.dragging:
            self.hover_unit = None                # nothing is hovered while a base is carried
        else:
            self.hover_unit = self.unit_at(wx, wy)
        if layout.kind != "table":
            self.hover_cell = layout.cell_under(wx, wy)
        if getattr(self, "stuck", None) and self.press is not None and math.dist(self.press, pos) > CLICK_SLOP:
            self.toast(self._why_stuck(self.stuck), (255, 230, 150))
            self.stuck = None
        if isinstance(m, TableMove) and m.dragging:
            if self.press is None or math.dist(self.press, pos) > CLICK_SLOP or m.moved:
                m.drag_to(wx, wy)
        elif isinstance(m, CellMove) and self.hover_cell is not None:
            if m.dragging:
                m.walk_to(self.hover_cell)      # the route follows the pointer, step by legal step
            travel = _travel_facing(m, self.hover_cell) if layout.kind == "hex" else None
            m.point_at(self.hover_cell, travel)

    def pressed(self, pos) -> None:
        self.press = pos
        self.stuck = None
        self.press_cell = None
        wx, wy = self._world(pos)
        piece = self.piece_at(wx, wy, self._aim_targets())   # the model pressed: dragging it carries its squad
        uid = self.session.unit_of(piece)
        views = self.session.views()
        if self.odds.active:
            if self.armed is not None and uid in self.armed.targets:
                self.pick_target(uid)
            else:
                self.toast("Roll the dice (Enter) or cancel (Esc) first", (255, 230, 150))
            return
        if self.armed is not None:
            if uid in self.armed.targets:
                self.pick_target(uid)
            else:
                self.toast("Pick one of the targets outlined in red, or press Esc", (255, 230, 150))
            return
        me = views.get(self.selected or "")
        if uid is not None and me is not None and uid != me.id and views[uid].side != me.side:
            groups = [g for g in self.session.groups(me.id) if g.targeted and uid in g.targets]
            if len(groups) == 1:
                self.armed = groups[0]
                self.pick_target(uid)
                return
            if len(groups) > 1:
                self.toast("Several actions can aim there: pick one in the panel, then the target", (255, 230, 150))
                return
        m = self.move
        if isinstance(m, TableMove) and not m.dragging and m.unit_id in (uid, piece):
            m.dragging = True  # pick up the turned ghost
            m.offset = (m.pose[0] - wx, m.pose[1] - wy)
            return
        if uid is not None and (uid != self.selected or not isinstance(self.move, CellMove) or
                                self.hover_cell == tuple(self.move.start_cell)):
            self.select(uid)
            self._pick_up(piece, wx, wy)
            return
        if isinstance(m, CellMove) and self.hover_cell is not None and m.reachable(self.hover_cell):
            return  # a click on a lit cell: move on release
        if isinstance(m, CellMove) and uid is None and self.hover_cell is not None:
            self.press_cell = self.hover_cell  # an empty cell it cannot reach: say why on release
            return
        if uid is None:
            self.select(None)

    def _pick_up(self, uid: str, wx: float, wy: float) -> None:
        v = self.session.view(uid)
        if v is None or self.session.reach(uid) is None:
            self.stuck = uid  # says why if the player tries to drag it
            return
        if v.pose is not None and self.view.layout.kind == "table":
            self.move = TableMove(self.session, uid, v.pose, (wx, wy))
        elif isinstance(self.move, CellMove) and self.move.unit_id == uid:
            self.move.pick_up()
            self.move.point_at(tuple(v.cell))

    def _why_stuck(self, uid: str) -> str:
        v = self.session.view(uid)
        name = v.name if v is not None else uid
        if v is not None:   # the engine's own refusal of a move from where it stands, with its rule
            here = ((tuple(v.cell), v.facing) if v.cell else None) if v.pose is None else \
                ((v.pose[0] + math.sin(math.radians(v.pose[2])), v.pose[1] - math.cos(math.radians(v.pose[2])),
                  v.pose[2]),)   # an inch ahead: any move is refused for the same reason
            action = self.session.move_action(uid, here) if here is not None else None
            verdict = self.session.check(action) if action is not None else None
            if verdict is not None and not verdict:
                return f"{name} cannot move: {verdict.reason}" + (f" ({verdict.rule})" if verdict.rule else "")
        if v is not None and v.side != self.session.to_act():
            return f"{name} cannot move: it is {possessive(self.session.side_name(self.session.to_act()))} turn"
        return f"{name} cannot move now ({self.session.status().phase})"

    def released(self, pos) -> None:
        press, self.press = self.press, None
        m = self.move
        dragged = math.dist(press, pos) > CLICK_SLOP
        if isinstance(m, TableMove) and m.dragging:
            if not dragged and not m.waypoints and m.pose[:2] == m.start_pose[:2]:
                if m.pose[2] == m.start_pose[2]:
                    self.move = None      # a plain click: selection only
                else:
                    m.dragging = False    # turned in place with Q/E: Enter commits
                return
            self.drop_table(m)
            return
        if isinstance(m, CellMove):
            was_dragging = m.dragging
            m.dragging = False
            if not was_dragging:
                m.route = None
            if self.hover_cell is None:
                return
            if was_dragging and not dragged:
                return                    # a click on the unit itself
            if was_dragging or (not dragged and m.reachable(self.hover_cell)):
                self.drop_cell(m)         # a drop anywhere is checked (and refused with its reason)
            elif not dragged and getattr(self, "press_cell", None) == self.hover_cell == m.cell:
                self.drop_cell(m)         # a click on a cell out of reach: refused, saying why
            m.route = None

    def rotate(self, k: int, fine: bool = False) -> None:
        m = self.move
        if isinstance(m, CellMove):
            m.rotate(k)
        elif isinstance(m, TableMove):
            m.rotate(k * (ROTATE_FINE if fine else ROTATE_STEP))
        elif self.view.layout.kind == "table" and self.selected:
            v = self.session.view(self.selected)
            if v is not None and v.pose is not None and self.session.reach(v.id) is not None:
                self.move = TableMove(self.session, v.id, v.pose, v.pose[:2])
                self.move.dragging = False
                self.move.rotate(k * (ROTATE_FINE if fine else ROTATE_STEP))

    # -- keys -------------------------------------------------------------------------------------
    def key(self, ev) -> bool:
        k, mods = ev.key, ev.mod
        ctrl = bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mods & pygame.KMOD_SHIFT)
        if ctrl:
            action = {pygame.K_z: self.undo, pygame.K_y: self.redo, pygame.K_s: self.ask_save,
                      pygame.K_o: self.ask_load}.get(k)
            if action is not None:
                action()
                return True
            return False
        if self.computer.key(self, ev):
            return True
        if k == pygame.K_ESCAPE:
            self.escape()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if k == pygame.K_SPACE:
            self.end_activation()
            return True
        if k == pygame.K_TAB:
            self.cycle_units(-1 if shift else 1)
            return True
        if k in (pygame.K_q, pygame.K_e):
            self.rotate(-1 if k == pygame.K_q else 1, fine=shift)
            return True
        if shift and k in CURSOR_KEYS:
            return self.nudge(*CURSOR_KEYS[k])
        if k == pygame.K_w and isinstance(self.move, TableMove):
            self.move.add_waypoint()
            return True
        if k == pygame.K_F1:
            self.show_rulings()
            return True
        if k == pygame.K_l:
            self.toggle_sight()
            return True
        if k == pygame.K_g:
            self.toggle_legend()
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            return self.actions.press(k - pygame.K_1)
        return False

    def nudge(self, dx: int, dy: int) -> bool:
        """Shift+arrows: move the selected unit's ghost without the mouse, a cell at a time on a map, half
        an inch at a time on a table (Q/E turn it, Enter makes the move, Esc drops it)."""
        if self.selected is None or self.odds.active:
            return False
        v = self.session.view(self.selected)
        if v is None or not v.alive:
            return False
        layout = self.view.layout
        if layout.kind == "table":
            m = self.move
            if not isinstance(m, TableMove):
                if v.pose is None or self.session.reach(v.id) is None:
                    return False
                m = self.move = TableMove(self.session, v.id, v.pose, v.pose[:2])
                m.dragging = False
            x, y, heading = m.pose
            m.drag_to(x + dx * NUDGE_INCHES - m.offset[0], y + dy * NUDGE_INCHES - m.offset[1])
            return True
        m = self.move
        if not isinstance(m, CellMove):
            return False
        here = m.cell if m.cell is not None else m.start_cell
        cx, cy = layout.center_of(here)
        step = getattr(layout, "size", 1.0) * (1.6 if layout.kind == "hex" else 1.0)
        cell = layout.cell_under(cx + dx * step, cy + dy * step)
        if cell is None or cell == here:
            return True
        self.hover_cell = cell
        travel = _travel_facing(m, cell) if layout.kind == "hex" else None
        m.point_at(cell, travel)
        return True

    def toggle_sight(self) -> None:
        self.overlays.los = not self.overlays.los
        self.toast("Line-of-sight shading " + ("on" if self.overlays.los else "off"))

    def toggle_coords(self) -> None:
        self.view.renderer.show_coords = not self.view.renderer.show_coords

    def escape(self) -> None:
        """Esc backs out of one thing at a time; with nothing to back out of, it opens the menu."""
        m = self.move
        if self.app.close_top_window():
            return
        if self.legend:
            self.legend = False
        elif self.odds.active:
            self.cancel_pending()
        elif self.armed is not None:
            self.armed = None
        elif isinstance(m, TableMove):
            self.move = None
            self.press = None
        elif isinstance(m, CellMove) and m.dragging:
            m.dragging = False
            m.route = None
            self.press = None
        elif self.selected is not None:
            self.select(None)
        else:
            self.open_menu()

    def confirm(self) -> None:
        """Enter: roll the previewed action, or make the move the ghost shows."""
        m = self.move
        if self.odds.active:
            self.confirm_pending()
        elif isinstance(m, TableMove) and m.moved:
            self.drop_table(m)
        elif isinstance(m, CellMove) and m.cell is not None and (m.reachable(m.cell)):
            self.drop_cell(m)


CURSOR_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
NUDGE_INCHES = 0.5


def _travel_facing(m: CellMove, cell):
    """The facing of the last step walked into `cell` (the natural end facing)."""
    path = m.path(cell)
    if not path:
        return None
    prev = path[-2] if len(path) >= 2 else m.start_cell
    return None if prev == cell else hex_step(prev, cell)
