"""The interface size setting (100% to 200%): fonts and panels grow together.

Fonts drawn by our own code scale in `text.font`; pygame_gui's fonts come from
the theme, which is read from assets/theme.json with every font size scaled;
side panels widen with `panel_width`. `apply_ui_scale` does all three on a
running app and lays its scenes out again.
"""
from __future__ import annotations

import json
from pathlib import Path

from .text import set_ui_scale, ui_scale

__all__ = ["scaled_theme", "apply_ui_scale", "panel_width", "scaled"]

THEME = Path(__file__).resolve().parents[2] / "assets" / "theme.json"
ELEMENTS = ("button", "label", "text_box", "text_entry_line", "text_entry_box", "drop_down_menu", "selection_list",
            "window", "title_bar", "tool_tip", "horizontal_slider", "panel", "check_box")


def scaled_theme(scale: float | None = None) -> dict:
    """The theme with every font size multiplied by the interface scale."""
    scale = ui_scale() if scale is None else scale
    data = json.loads(THEME.read_text(encoding="utf-8"))
    base = data.get("defaults", {}).get("font")
    if base:   # pygame_gui's own element types do not fall back on "defaults" for their font: name them
        for element in ELEMENTS:
            block = data.setdefault(element, {})
            block.setdefault("font", dict(base))
    lists = data.setdefault("selection_list", {}).setdefault("misc", {})
    lists["list_item_height"] = str(int(round(int(lists.get("list_item_height", 20)) * scale)))
    if scale != 1.0:   # a dialog's title bar, tall enough for its bigger title
        window = data.setdefault("window", {}).setdefault("misc", {})
        window["title_bar_height"] = str(int(round(int(window.get("title_bar_height", 28)) * scale)))
    for block in data.values():
        f = block.get("font") if isinstance(block, dict) else None
        if isinstance(f, dict) and "size" in f:
            f["size"] = str(int(round(int(f["size"]) * scale)))
    return data


def scaled(px: int) -> int:
    """A fixed size of the interface (a bar's height, a button's) at the interface scale."""
    return int(px * ui_scale())


def panel_width(base: int, window_w: int) -> int:
    """A side panel's width at the interface scale, never more than 45% of the window."""
    return min(int(base * ui_scale()), int(window_w * 0.45))


def apply_ui_scale(app, percent: int) -> None:
    """Set the interface size on a running app: fonts, the theme, and every scene laid out again."""
    if abs(percent / 100.0 - ui_scale()) < 1e-9:
        return
    set_ui_scale(percent)
    if app.manager is not None:
        theme = app.manager.get_theme()
        theme.load_theme(scaled_theme())
        reload_fonts = getattr(theme, "_load_fonts_images_and_shadow_edges", None)
        if reload_fonts is not None:   # without it pygame_gui keeps the fonts it loaded first
            reload_fonts()
        app.manager.rebuild_all_from_changed_theme_data()
    app.resize(*app.size)
