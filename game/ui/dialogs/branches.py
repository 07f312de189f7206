"""The branches window: a battle's history as a tree (the main line and its "what if" branches).

One row per line, indented under the line it forks from (the rows scroll when
there are many): click one to view that line; Rename gives it the name typed
below; Delete removes it (its own branches keep their whole lines). The window asks the scene to do each thing (`on_view`,
`on_rename`, `on_delete`) and is rebuilt by the scene afterwards.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui

from ..ui_scale import scaled as u   # sizes grow with the interface size
from ..text import fit
from ..widgets import button
from .ask import button_width

__all__ = ["BranchesWindow", "row_text"]

ROW_H = 34


INDENT = 28


def row_text(line, length: int, viewing: bool, playing: bool) -> str:
    where = "from the start" if line.parent is None else f"forks at step {line.at}"
    marks = (" · viewing" if viewing else "") + (" · being played" if playing else "")
    return f"{line.name} · {length} action{'s' * (length != 1)}, {where}{marks}"


class BranchesWindow(pygame_gui.elements.UIWindow):
    def __init__(self, manager, size, history, viewing: str, on_view: Callable[[str], None],
                 on_rename: Callable[[str, str], None], on_delete: Callable[[str], None]) -> None:
        sw, sh = size
        rect = pygame.Rect(0, 0, min(u(700), sw - 40), min(u(520), sh - 40))
        rect.center = (sw // 2, sh // 2)
        super().__init__(rect, manager, window_display_title="Branches of this battle", always_on_top=True)
        inner = self.get_container().get_rect()
        rename_w, delete_w = button_width("Rename"), button_width("Delete")
        rows = history.tree()
        area = pygame.Rect(0, 0, inner.w, inner.h - u(56))
        row_h = u(ROW_H)
        self.scroll = pygame_gui.elements.UIScrollingContainer(area, manager, container=self, allow_scroll_x=False)
        full_h = 8 + len(rows) * (row_h + 4)
        self.scroll.set_scrollable_area_dimensions((inner.w - 24 if full_h > area.h else inner.w, full_h))
        row_w = inner.w - rename_w - delete_w - 32 - (20 if full_h > area.h else 0)   # room for the scroll bar
        self.rows: dict[str, tuple] = {}
        y = 8
        for depth, line in rows:
            length = len(history.full(line.id)[0])
            text = row_text(line, length, line.id == viewing, line.id == history.current)
            indent = min(depth, 6) * INDENT   # a branch sits under the line it forks from
            view = button(manager, (8 + indent, y, row_w - indent, row_h), fit(text, row_w - indent - 16, 14),
                          f"View {line.name}: {text}", lambda i=line.id: on_view(i), container=self.scroll)
            ren = button(manager, (row_w + 16, y, rename_w, row_h), "Rename",
                         "Give this line the name typed below", lambda i=line.id: on_rename(i, self.name.get_text()),
                         container=self.scroll)
            dele = button(manager, (row_w + rename_w + 24, y, delete_w, row_h), "Delete",
                          "Remove this line (its own branches keep every action)", lambda i=line.id: on_delete(i),
                          container=self.scroll)
            if line.parent is None:
                dele.set_state(False, "The main line is never deleted")
            elif line.id == history.current:
                dele.set_state(False, "This line is being played: play another before deleting it")
            self.rows[line.id] = (view, ren, dele)
            y += row_h + 4
        by, bh = inner.h - u(44), u(34)
        pygame_gui.elements.UILabel(pygame.Rect(8, by, u(90), bh), "New name:", manager, container=self)
        close_w = button_width("Close")
        self.name = pygame_gui.elements.UITextEntryLine(pygame.Rect(u(100), by, inner.w - close_w - u(100) - 20, bh), manager,
                                                        container=self)
        self.close = button(manager, (inner.w - close_w - 8, by, close_w, bh), "Close", "Close this window",
                            self.kill, container=self)
