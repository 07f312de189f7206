"""Who plays each side of a battle: a person, or the computer at a level and in a style of its own."""
from __future__ import annotations

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

__all__ = ["open_seats", "SEAT_LABELS", "STYLE_LABEL"]

SEAT_LABELS = {"human": "Person", "easy": "Computer: Easy", "normal": "Computer: Normal",
               "hard": "Computer: Hard"}
STYLE_LABEL = "Style: {}"


def open_seats(manager, size, sides, on_start, levels=None, confirm=("Start battle", "Start with these seats"),
               styles=None, default_style="balanced"):
    """`sides` is a list of (side id, name); `on_start(levels, styles)` runs with {side id: level} and
    {side id: computer style} when the confirm button (label, tooltip) is clicked. Each side's buttons pick
    its seat (the chosen one is marked) and its drop-down the style the computer plays it in (aggressive to
    cautious). A side that `styles` names no style for shows `default_style`, the settings' own, and is
    left out of the answer unless another is picked: it goes on following the settings. Opened from the
    menu before a battle, and from the battle's Players button during one."""
    import pygame_gui

    from ..settings import COMPUTER_PERSONALITIES
    from ..text import render
    from ..widgets import button

    chosen = {sid: (levels or {}).get(sid, "human") for sid, _ in sides}
    w, h = size
    keys = list(SEAT_LABELS)
    width = min(u(620), w - 40)
    need = max(render(label, 14).get_width() for label in SEAT_LABELS.values()) + u(20)   # a label shows whole
    per_row = max(1, min(len(keys), (width - 26) // need))
    lines = -(-len(keys) // per_row)           # rows of buttons for each side (more than one on a big interface)
    pitch = u(32) + lines * u(40)
    rect = pygame.Rect(0, 0, width, min(h - 40, u(110) + pitch * len(sides)))
    rect.center = (w // 2, h // 2)
    win = pygame_gui.elements.UIWindow(rect, manager, window_display_title="Who plays each side?",
                                       always_on_top=True)
    inner = win.get_container().get_rect()
    col = (inner.w - 16) // per_row
    options = [(STYLE_LABEL.format(k.capitalize()), k) for k in COMPUTER_PERSONALITIES]
    style_w = max(render(text, 14).get_width() for text, _ in options) + u(44)     # the text and the arrow
    rows: dict[str, list] = {}
    menus: dict[str, object] = {}

    def mark(sid: str) -> None:
        for k, b in zip(keys, rows[sid]):
            text = ("> " if chosen[sid] == k else "") + SEAT_LABELS[k]
            b.set_text(text)

    def pick(sid: str, k: str) -> None:
        chosen[sid] = k
        mark(sid)

    for r, (sid, name) in enumerate(sides):
        y = 6 + r * pitch
        pygame_gui.elements.UILabel(pygame.Rect(8, y, inner.w - style_w - 24, u(26)), name, manager, container=win)
        style = (styles or {}).get(sid, default_style)
        shown = next((o for o in options if o[1] == style), options[0])
        menus[sid] = pygame_gui.elements.UIDropDownMenu(options, shown,
                                                        pygame.Rect(inner.w - style_w - 8, y, style_w, u(26)),
                                                        manager, container=win)
        rows[sid] = [button(manager, (8 + (i % per_row) * col, y + u(28) + (i // per_row) * u(40), col - 6, u(34)),
                            SEAT_LABELS[k],
                            f"{name}: {SEAT_LABELS[k].lower()}", lambda s=sid, k=k: pick(s, k), container=win)
                     for i, k in enumerate(keys)]
        mark(sid)

    def start() -> None:
        picked = {sid: menu.selected_option[1] for sid, menu in menus.items()    # a style of its own: given
                  if sid in (styles or {}) or menu.selected_option[1] != default_style}   # one, or a new one
        win.kill()
        on_start(dict(chosen), picked)

    button(manager, (inner.w - u(160) - 8, inner.h - u(44), u(160), u(36)), confirm[0], confirm[1], start,
           container=win)
    return win
