"""Fonts and rendered text, cached: nothing renders the same string twice per frame.

Uses the Noto Sans that pygame_gui ships (found without importing pygame_gui,
which is slow to import), so drawn labels match the panels.
"""
from __future__ import annotations

import importlib.util
from collections import OrderedDict
from pathlib import Path

import pygame

__all__ = ["font", "render", "font_path", "TextCache", "wrap", "opaque", "set_ui_scale", "ui_scale"]


def opaque(size) -> pygame.Surface:
    """A plain surface in the display's pixel format (so blitting it is a straight copy)."""
    surf = pygame.Surface(size)
    try:
        return surf.convert()
    except pygame.error:  # no window yet (a capture before the app): the default format
        return surf

_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
_UI_SCALE = [1.0]   # the interface size setting (1.0 to 2.0): every font drawn through here grows with it


def set_ui_scale(percent: int) -> None:
    """Scale every font drawn through this module (the settings' interface size, in per cent)."""
    _UI_SCALE[0] = max(0.5, min(3.0, percent / 100.0))


def ui_scale() -> float:
    return _UI_SCALE[0]


def font_path(bold: bool = False) -> str | None:
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        return None
    p = Path(list(spec.submodule_search_locations)[0]) / "data" / ("NotoSans-Bold.ttf" if bold else
                                                                    "NotoSans-Regular.ttf")
    return str(p) if p.exists() else None


def font(size: int, bold: bool = False, *, ui: bool = True) -> pygame.font.Font:
    """The font at `size` points, grown by the interface size unless `ui` is False (board art that has a
    size of its own, such as the text inside a counter)."""
    key = (int(round(size * (_UI_SCALE[0] if ui else 1.0))), bool(bold))
    f = _FONTS.get(key)
    if f is None:
        path = font_path(bold)
        try:
            f = pygame.font.Font(path, key[0]) if path else pygame.font.Font(None, int(key[0] * 1.3))
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, int(key[0] * 1.3))
        _FONTS[key] = f
    return f


class TextCache:
    """Rendered text surfaces keyed by (text, size, colour, bold, outline), least recently used dropped."""

    def __init__(self, limit: int = 4096, *, ui: bool = True) -> None:
        self.limit = limit
        self.ui = ui     # False: sizes are pixels of the board, not grown by the interface size
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.renders = 0

    def get(self, text: str, size: int = 14, colour=(235, 235, 235), *, bold: bool = False,
            outline: tuple[int, int, int] | None = None) -> pygame.Surface:
        key = (text, size, tuple(colour), bold, outline, _UI_SCALE[0] if self.ui else 1.0)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        f = font(size, bold, ui=self.ui)
        img = f.render(text, True, colour)
        if outline is not None:  # a 1-pixel halo so labels read on any terrain
            halo = f.render(text, True, outline)
            surf = pygame.Surface((img.get_width() + 2, img.get_height() + 2), pygame.SRCALPHA)
            for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
                surf.blit(halo, (dx, dy))
            surf.blit(img, (1, 1))
        else:
            surf = img
        self.renders += 1
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf


_SHARED = TextCache()


def render(text: str, size: int = 14, colour=(235, 235, 235), *, bold: bool = False,
           outline: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A cached rendering of `text` (shared cache)."""
    return _SHARED.get(text, size, colour, bold=bold, outline=outline)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`text` cut into lines no wider than `width` pixels (a single long word stays whole)."""
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if not line or render(trial, size, (0, 0, 0), bold=bold).get_width() <= width:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def fit(text: str, width: int, size: int = 14, *, bold: bool = False) -> str:
    """Cut a label to ``width`` pixels with an ellipsis (the full text goes in its tooltip)."""
    if render(text, size, (0, 0, 0), bold=bold).get_width() <= width:
        return text
    while len(text) > 4 and render(text + "…", size, (0, 0, 0), bold=bold).get_width() > width:
        text = text[:-1]
    return text.rstrip() + "…"
