"""The end-of-battle summary: the winner, the reason, the scores and the rule that decided it."""
from __future__ import annotations

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

from ...core.wording import verb
from ..app import html

__all__ = ["summary_html", "open_summary"]


def summary_html(session) -> str:
    result = session.result()
    if result is None:
        return "The battle goes on."
    name = session.side_name(result.winner)
    head = f"{name} {verb(name, 'wins', 'win')}" if result.winner else "The battle is a draw"
    out = [f"<font size=6><b>{html(head)}</b></font>", html(result.reason[:1].upper() + result.reason[1:]) + "."]
    if result.scores:
        out.append("")
        out.append("<b>Scores</b>")
        for side, score in result.scores.items():
            out.append(f"{html(session.side_name(side))}: {score:g}")
    if result.rule is not None:
        out.append("")
        out.append(f"<font color='#a8b0bc'>Rule: {html(str(result.rule))}</font>")
    st = session.status()
    out.append(f"<font color='#a8b0bc'>Decided on turn {st.turn} after {len(session.battle.log)} actions.</font>")
    return "<br>".join(out)


def open_summary(manager, size, session, on_menu):
    import pygame_gui

    from ..widgets import button

    w, h = size
    rect = pygame.Rect(0, 0, min(u(520), w - 40), min(u(340), h - 40))
    rect.center = (w // 2, h // 2)
    win = pygame_gui.elements.UIWindow(rect, manager, window_display_title="End of the battle",
                                       object_id="#summary_window", always_on_top=True)
    inner = win.get_container().get_rect()
    pygame_gui.elements.UITextBox(summary_html(session), pygame.Rect(0, 0, inner.w, inner.h - u(44)), manager,
                                  container=win)
    button(manager, (inner.w - u(330), inner.h - u(40), u(160), u(32)), "Look at the board", "Close this summary",
           win.kill, container=win)
    button(manager, (inner.w - u(164), inner.h - u(40), u(156), u(32)), "Menu", "Pick another scenario or load a save",
           lambda: (win.kill(), on_menu()), container=win)
    return win
