"""Two sides' scores side by side (a `core.comparison.Comparison`): each side's named entries and total in
its own column, the verdict above (what the coming roll needs). Drawn inside the odds panel, before the
roll it decides."""
from __future__ import annotations

import pygame

from ..text import fit, render, wrap
from ..ui_scale import scaled as u   # the heights grow with the interface size

__all__ = ["comparison_height", "draw_comparison", "comparison_lines"]

TITLE, VERDICT, HEAD, ROW, TOTAL = 18, 16, 17, 15, 18
GAP = 10
LEFT_COLOUR, RIGHT_COLOUR = (240, 170, 150), (150, 200, 240)


def _verdict(comp, width: int) -> list[str]:
    return wrap(comp.verdict, 13, width, bold=True)[:3] if comp.verdict else []


def comparison_height(comp, width: int) -> int:
    """Pixels the comparison takes at `width` (0 when there is none)."""
    if comp is None:
        return 0
    rows = max(1, len(comp.rows()))
    return u(TITLE) + u(VERDICT) * len(_verdict(comp, width)) + u(4) + u(HEAD) + u(ROW) * rows + u(6) + u(TOTAL) + u(8)


def _value(v: int | None) -> str:
    return "" if v is None else f"{v:+d}"


def comparison_lines(comp) -> list[str]:
    """The comparison as plain lines (what the panel shows, for tests and the text-only log)."""
    out = [comp.title, comp.verdict, f"{comp.left.name} | {comp.right.name}"]
    out += [f"{a} {_value(va)}".strip() + " | " + f"{b} {_value(vb)}".strip() for a, va, b, vb in comp.rows()]
    out.append(f"Total {comp.left.total} | Total {comp.right.total}")
    return out


def _light(rgb) -> tuple[int, int, int]:
    """A side's colour lightened to read on the dark panel."""
    return tuple(int(c + (255 - c) * 0.45) for c in rgb[:3])


def draw_comparison(surface: pygame.Surface, rect: pygame.Rect, comp, colours=None) -> int:
    """Draw `comp` in `rect` (its top and width; the height is `comparison_height`); each column in its side's
    colour from `colours` (side id -> RGB) when known. Returns the y below it."""
    if comp is None:
        return rect.y
    colours = colours or {}
    left_c = _light(colours[comp.left.side]) if comp.left.side in colours else LEFT_COLOUR
    right_c = _light(colours[comp.right.side]) if comp.right.side in colours else RIGHT_COLOUR
    x, y, w = rect.x, rect.y, rect.w
    surface.blit(render(comp.title, 14, (245, 245, 245), bold=True), (x, y))
    y += u(TITLE)
    for line in _verdict(comp, w):
        surface.blit(render(line, 13, (255, 225, 140), bold=True), (x, y))
        y += u(VERDICT)
    y += u(4)
    col = (w - GAP) // 2
    columns = ((x, comp.left, left_c), (x + col + GAP, comp.right, right_c))
    for cx, tally, colour in columns:
        surface.blit(render(fit(tally.name, col, 12), 12, colour, bold=True), (cx, y))
        pygame.draw.line(surface, colour, (cx, y + u(HEAD) - 2), (cx + col, y + u(HEAD) - 2))
    y += u(HEAD)
    for a, va, b, vb in comp.rows():
        for cx, name, value in ((x, a, va), (x + col + GAP, b, vb)):
            if not name:
                continue
            num = render(_value(value), 12, (235, 235, 235) if (value or 0) >= 0 else (240, 140, 130))
            surface.blit(render(fit(name, col - num.get_width() - 6, 12), 12, (200, 204, 212)), (cx, y))
            surface.blit(num, (cx + col - num.get_width(), y))
        y += u(ROW)
    y += u(2)
    for cx, tally, colour in columns:
        pygame.draw.line(surface, (90, 96, 108), (cx, y), (cx + col, y))
        total = render(str(tally.total), 13, colour, bold=True)
        surface.blit(render("Total", 13, colour, bold=True), (cx, y + u(3)))
        surface.blit(total, (cx + col - total.get_width(), y + u(3)))
    return y + u(4) + u(TOTAL) + u(8)
