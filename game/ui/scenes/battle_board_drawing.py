"""The battle screen's drawing over the board: the hovered base, the dragged ghost with its ruler and
the engine's verdict (why not, and the rule; or what the move costs), and the tip over a hovered enemy.

A mixin of `BattleScene` (it reads the scene's move, session, camera and artist; it never changes state).
"""
from __future__ import annotations

import math

import pygame

from ..controls.move import CellMove, TableMove
from ..overlays.areas import draw_areas
from ..overlays.drag import draw_ruler, ruler_text, verdict_colour
from ..overlays.reach import draw_path
from ..overlays.tip import draw_tip

__all__ = ["BattleBoardDrawing"]


class BattleBoardDrawing:
    """What the battle screen draws on the board above the layer: ghosts, rulers, verdicts, tips."""

    def _ghost_shown(self) -> bool:
        """Whether the move's ghost is drawn: not while a base is only picked up (or a counter is
        over its own hex, facing as it does)."""
        m = self.move
        if isinstance(m, TableMove):
            return m.shown
        if isinstance(m, CellMove):
            v = self.session.view(m.unit_id)
            return m.cell is not None and v is not None and (tuple(m.cell) != m.start_cell or m.facing != v.facing)
        return False

    def _draw_board_extras(self, surface) -> None:
        cam = self.view.camera
        views = self.session.views()
        if self.view.layout.kind == "table":   # spell areas: lasting ones, and the one a pending cast would cover
            areas = self.session.area_marks(self.selected, self.odds.action)
            if areas:
                draw_areas(surface, cam, areas)
        if self.hover_unit and self.hover_unit != self.selected and (self.move is None or not self.move.dragging):
            v = views.get(self.hover_unit)
            if v is not None and v.alive:
                pts = [cam.to_screen(x, y) for x, y in self.artist.world_outline(v)]
                pygame.draw.polygon(surface, (255, 255, 255), pts, 2)
        if isinstance(self.move, CellMove):
            self._draw_cell_move(surface, views)
        elif isinstance(self.move, TableMove):
            self._draw_table_move(surface, views)
        if self.snap is not None:
            v, pose, t = self.snap
            k = min(1.0, t / 0.2)
            start = v.pose
            mid = tuple(a + (b - a) * k for a, b in zip(pose, start))
            self.artist.draw_ghost(surface, cam, v, pose=mid, outline=(235, 70, 60))
        self.draw_feedback(surface)
        self._draw_target_tip(surface, views)
        self.computer.draw(self, surface)
        if self.rolling is not None:
            self.rolling.draw(surface, self.board_rect)
        self.toasts.draw(surface, self.board_rect)

    def _draw_cell_move(self, surface, views) -> None:
        m = self.move
        v = views.get(m.unit_id)
        if v is None or m.cell is None:
            return
        if not m.dragging and not m.reachable(m.cell):
            return
        if tuple(m.cell) == m.start_cell and m.facing == v.facing:
            return   # picked up but not moved (nor turned): no ghost yet
        layout, cam = self.view.layout, self.view.camera
        verdict = m.verdict
        colour = verdict_colour(verdict)
        if m.reachable(m.cell):
            draw_path(surface, cam, layout, m.start_cell, m.path(), colour)
        self.artist.draw_ghost(surface, cam, v, cell=m.cell, facing=m.facing, outline=colour)
        ghost = pygame.Rect(0, 0, 0, 0).unionall([pygame.Rect(int(x), int(y), 1, 1) for x, y in
                                                   (cam.to_screen(px, py) for px, py in layout.polygon_of(m.cell))])
        draw_tip(surface, self.cell_move_lines(), (ghost.right, ghost.top), self.board_rect, border=colour,
                 avoid=ghost)

    def cell_move_lines(self) -> list:
        """The ghost's text on a cell map: hexes used and left, then why not (and the rule), or what the
        move would cost (a shot) and how to make it."""
        m = self.move
        verdict = m.verdict
        colour = verdict_colour(verdict)
        used, budget = m.measurements()
        lines = []
        if used is not None:
            kind = "hex" if self.view.layout.kind == "hex" else "tile"
            lines.append((ruler_text(used, budget, 0.0, unit=kind), colour))
        if not verdict:
            lines += [(verdict.reason, (255, 205, 200)), (_rule_text(verdict.rule), (180, 185, 195))]
        else:
            lines += _cost_lines(m.costs)
            lines += [(n, (255, 215, 140)) for n in verdict.notes]
            lines.append(("Click or press Enter to move; Q/E to turn" if not m.dragging else
                          "Drop to move; Q/E or wheel to turn", (200, 230, 205)))
        return lines

    def _draw_table_move(self, surface, views) -> None:
        m = self.move
        v = views.get(m.unit_id)
        if v is None:
            return
        cam = self.view.camera
        verdict = m.verdict
        if not m.shown:
            return   # just picked up: no ghost until it is over ground it may reach (or carried away)
        colour = verdict_colour(verdict)
        used, budget = m.measurements()
        pts = m.points()
        straight = sum(math.dist(a, b) for a, b in zip(pts, pts[1:]))
        draw_ruler(surface, cam, pts, colour)
        self.artist.draw_ghost(surface, cam, v, pose=m.pose, outline=colour)
        for r in views.values():        # what stands in the block (a character in its front rank) moves with it
            if r.alive and r.rides == v.id and r.pose == v.pose:
                self.artist.draw_ghost(surface, cam, r, pose=m.pose, outline=colour)
        lines = [(ruler_text(used, budget, straight), colour)]
        lines += [(n, colour) for n in verdict.notes]   # the ruleset's reading of the path (manoeuvres, costs)
        if not verdict:
            lines += [(verdict.reason, (255, 205, 200)), (_rule_text(verdict.rule), (180, 185, 195))]
        else:
            lines += _cost_lines(m.costs)
            lines.append(("Drop to move" if m.dragging else "Enter to turn, Esc to cancel", (200, 230, 205)))
        outline = [cam.to_screen(x, y) for x, y in self.artist.world_outline(v, pose=m.pose)]
        ghost = pygame.Rect(0, 0, 0, 0).unionall([pygame.Rect(int(x), int(y), 1, 1) for x, y in outline])
        draw_tip(surface, lines, (ghost.right - 8, ghost.top - 18), self.board_rect, border=colour,
                 avoid=ghost.inflate(4, 18))

    def _draw_target_tip(self, surface, views) -> None:
        if (self.move is not None and self.move.dragging) or self.rolling is not None:
            return
        lines = self.target_tip(views)
        if lines:
            draw_tip(surface, lines, self.mouse, self.board_rect)

    def target_tip(self, views=None) -> list:
        """What hovering an enemy says: in sight, in range, why not, the rule (from `target_info`)."""
        views = views or self.session.views()
        me, other = views.get(self.selected or ""), views.get(self.hover_unit or "")
        if me is None or other is None or other.side == me.side or not other.alive:
            return []
        info = self.session.target_info(me.id, other.id)
        if info is None:
            return []
        good, bad, grey = (150, 230, 160), (255, 190, 180), (180, 185, 195)
        unit = '"' if self.view.layout.kind == "table" else (" hexes" if self.view.layout.kind == "hex" else " tiles")
        dist = f" ({info.distance:g}{unit})" if info.distance is not None else ""
        if info.distance is not None and self.view.layout.kind == "table":
            dist = f" ({info.distance:.1f}{unit})"
        pickable = any(g.targeted and other.id in g.targets for g in self.session.groups(me.id))
        lines = [(f"{other.name}{dist}", (240, 240, 240))]
        if info.reason:   # the reason first: why it can (not) be picked, not only sight and range
            lines.append((info.reason, good if pickable else bad))
        lines.append(("In sight" if info.in_sight else "Not in sight", good if info.in_sight else bad))
        lines.append(("In range" if info.in_range else "Out of range", good if info.in_range else bad))
        if info.rule is not None:
            lines.append((_rule_text(info.rule), grey))
        if self.armed is not None and other.id in self.armed.targets:
            lines.append(("Click to pick this target", (255, 230, 150)))
        return lines


def _cost_lines(costs) -> list:
    """A legal move's cost (the shot lost, say), in amber, with its rule."""
    out = []
    for reason, rule in costs:
        out.append((reason, (255, 215, 130)))
        if rule is not None:
            out.append((_rule_text(rule), (180, 185, 195)))
    return out


def _rule_text(rule) -> str:
    return f"Rule: {rule}" if rule is not None else ""
