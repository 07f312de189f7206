"""What the battle screen says back after the player acts or points: units destroyed, removed or
routed marked on the board (and in a toast), a roll's result kept on screen until the player moves
on, the ground under the pointer and what it does to the selected unit, the phase strip and the
legend (G).

A mixin of `BattleScene`: state changes in `note_*`/`tick_feedback`, drawing in `draw_feedback`.
"""
from __future__ import annotations

import pygame

from ..controls.move import TableMove
from ..overlays.events import BoardEvents, ResultLine, losses
from ..overlays.legend import draw_legend
from ..panels.phases import PhaseTrack, draw_phases
from ..text import render

__all__ = ["BattleFeedback"]


class BattleFeedback:
    def init_feedback(self) -> None:
        self.board_events = BoardEvents()
        self.result = ResultLine()
        meta = self.session.ruleset.meta
        self.phase_track = PhaseTrack(meta.phases, getattr(meta, "automatic", ()))
        self.legend = False
        self.ground: tuple[str, ...] = ()
        self._before = None     # (views, events so far, label) while an action's dice roll

    # -- state -------------------------------------------------------------------------------------
    def tick_feedback(self, dt: float) -> None:
        self.board_events.tick(dt)
        st = self.session.status()
        self.phase_track.watch(st.turn, st.phase)

    def note_before(self, label: str) -> None:
        """An action is about to be performed: remember the units as they are."""
        self._before = (dict(self.session.views()), len(self.session.battle.events), label)

    def note_after(self) -> None:
        """The action (and its dice) is done: mark what it did on the board and keep the roll's result."""
        if self._before is None:
            return
        views, count, label = self._before
        self._before = None
        after = self.session.views()
        for uid, text, colour in losses(views, after):
            v = after[uid] if uid in after and after[uid].alive else views[uid]   # where it ran to, if it did
            self.board_events.add(self.artist.world_center(v), text.split(" ")[-1], colour)
            self.toast(text, colour, 5)
        summary = self.session.roll_summary(self.session.battle.events[count:])
        if summary:
            self.result.show(label, summary)

    def moved_on(self) -> None:
        """A click on the board or a key: the roll's result has been read."""
        self.result.clear()

    def toggle_legend(self) -> None:
        self.legend = not self.legend

    def point_at_ground(self, pos) -> None:
        """The ground under the pointer, named with its effect on the selected unit."""
        m = self.move
        if (not self.board_rect.collidepoint(pos) or self.hover_unit is not None
                or (m is not None and m.dragging)):
            self.ground = ()
            return
        if self.view.layout.kind == "table":
            where = self.view.camera.to_world(*pos)
        else:
            where = self.hover_cell
        self.ground = self.session.terrain_info(self.selected, where) if where is not None else ()

    # -- drawing -----------------------------------------------------------------------------------
    def draw_feedback(self, surface: pygame.Surface) -> None:
        area = self.board_rect
        self.board_events.draw(surface, self.view.camera)
        draw_phases(surface, self.phase_track, area)
        if self.rolling is None:
            self.result.draw(surface, area)
        if self.ground and not (isinstance(self.move, TableMove) and self.move.dragging):
            self._draw_ground(surface, area)
        if self.legend:
            draw_legend(surface, area, self.view.layout.kind)

    def _draw_ground(self, surface, area) -> None:
        imgs = [render(line, 12, (225, 228, 235)) for line in self.ground[:3]]
        w = min(area.w - 16, max(i.get_width() for i in imgs) + 16)
        h = sum(i.get_height() for i in imgs) + 8
        box = pygame.Rect(area.right - w - 6, area.bottom - h - 6, w, h)
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        back.fill((14, 16, 20, 215))
        surface.blit(back, box)
        y = box.y + 4
        for img in imgs:
            surface.blit(img, (box.x + 8, y), pygame.Rect(0, 0, w - 12, img.get_height()))
            y += img.get_height()
