"""What the menu's scenario list shows: each entry's line (fitted to the list's width), its details
(ruleset, board, turns, sides, briefing, file) and a preview of its board with the units placed."""
from __future__ import annotations

import time

import pygame

from ..app import html
from ..text import fit, render

__all__ = ["scenario_html", "new_seed", "board_preview", "known_ruleset", "entry_text"]


def new_seed() -> int:
    """A fresh seed for a new battle (recorded in the save, so the battle replays exactly)."""
    return time.time_ns() // 1000 % 2_000_000_000


def scenario_html(entry) -> str:
    from ...core.ruleset import UnknownRulesetError, get_ruleset

    sc = entry.scenario
    if sc is None:
        return f"<b>{html(entry.path.name)}</b><br><font color='#ff9f90'>{html(entry.error or 'cannot be read')}</font>"
    try:
        ruleset = get_ruleset(sc.ruleset).meta.title
    except UnknownRulesetError:
        ruleset = f"{sc.ruleset} (not installed: this scenario cannot be played yet)"
    lines = [f"<font size=5><b>{html(sc.title)}</b></font>",
             f"<font color='#a8b0bc'>Ruleset:</font> {html(ruleset)}",
             f"<font color='#a8b0bc'>Board:</font> {html(sc.board.describe())}" +
             (f", {len(sc.terrain)} terrain pieces" if sc.terrain else ""),
             f"<font color='#a8b0bc'>Turns:</font> {sc.turn_limit or 'no limit'}"]
    for side in sc.sides:
        n = len(side.units)
        lines.append(f"<font color='{side.color}'><b>•</b></font> <b>{html(side.name)}</b>: {n} unit{'s' * (n != 1)}")
    if sc.briefing:
        lines += ["", html(sc.briefing)]
    lines += ["", f"<font color='#80868f'>{html(str(entry.path))}</font>"]
    return "<br>".join(lines)


def board_preview(scenario, size) -> pygame.Surface:
    """The scenario's board with its units where the file puts them, fitted into `size`."""
    from .board_view import BoardView

    surf = pygame.Surface(size)
    view = BoardView(scenario, pygame.Rect(0, 0, *size))
    view.draw_board(surf)
    view.draw_placements(surf)
    pygame.draw.rect(surf, (58, 63, 72), surf.get_rect(), 1)
    return surf


def known_ruleset(name: str) -> bool:
    from ...core.ruleset import ruleset_names

    return name in ruleset_names()


def entry_text(entry, room: int) -> str:
    """A line of the scenario list that fits `room` pixels: the title and ruleset, the ruleset shortened
    to its first words or left out (the details beside the list give it in full), the title cut last."""
    if entry.scenario is None:
        return fit(f"{entry.path.name}  (cannot be read)", room)
    title, ruleset = entry.scenario.title, _ruleset_title(entry.scenario.ruleset)
    for text in [f"{title}  ({r})" for r in _shorter(ruleset)] + [title]:
        if render(text, 14).get_width() <= room:
            return text
    return fit(title, room)


def _shorter(name: str) -> list[str]:
    """'Fields of Iron and Echo', 'Fields of Iron', 'Fields': the name and its shorter beginnings."""
    small = {"of", "and", "the", "a", "an", "&"}
    words = name.split()
    out = [name]
    for n in range(len(words) - 1, 0, -1):
        if words[n - 1].lower() not in small:
            out.append(" ".join(words[:n]).rstrip(":;,-–—"))   # no dangling colon: 'Forgotten World'
    return out


def _ruleset_title(name: str) -> str:
    from ...core.ruleset import UnknownRulesetError, get_ruleset

    try:
        return get_ruleset(name).meta.title
    except UnknownRulesetError:
        return f"{name}, not installed"
