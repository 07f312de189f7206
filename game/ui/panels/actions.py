"""The selected unit's legal actions as buttons, labelled by the ruleset's `describe_action`.

One button per kind of action; a kind aimed at targets arms target picking
(the targets light up on the board). Keys 1-9 press the buttons. The side's
own decisions (actions with no unit: end a phase, accept, choose...) follow.
"""
from __future__ import annotations

import pygame

from ..session import ActionGroup

__all__ = ["ActionPanel", "BUTTON_H"]

BUTTON_H = 30


def button_h() -> int:
    """An action button's height at the interface scale."""
    from ..text import ui_scale

    return int(BUTTON_H * ui_scale())
MAX_BUTTONS = 9


class ActionPanel:
    def __init__(self, manager, on_group, on_action) -> None:
        self.manager = manager
        self.on_group = on_group      # called with an ActionGroup (targeted or several choices)
        self.on_action = on_action    # called with one Action
        self.buttons: list = []
        self.entries: list = []       # what each button does: ("group", ActionGroup) or ("action", Action)
        self._key = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.row_h = button_h()       # a button's height: less when many share a low panel

    def kill(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons, self.entries = [], []
        self._key = None

    def show(self, visible: bool) -> None:
        self.visible = visible
        for b in self.buttons:
            b.show() if visible else b.hide()

    def height_for(self, count: int, room: int | None = None) -> int:
        """The height `count` buttons take; given the `room` there is, they close up (down to a line of
        text) rather than run past it."""
        return count * (self.fitted_h(count, room) + 4)

    @staticmethod
    def fitted_h(count: int, room: int | None = None) -> int:
        if room is None or not count:
            return button_h()
        from ..text import font

        least = font(14).get_linesize() + 6
        return max(least, min(button_h(), room // count - 4))

    def sync(self, session, unit_id: str | None, rect: pygame.Rect, armed_kind: str | None, *,
             hidden: bool = False) -> int:
        """Rebuild the buttons when the battle, the selection or the place changed; returns the height used.
        `hidden` (while dice roll) shows none."""
        entries = [] if hidden else self._entries(session, unit_id)
        key = (session.version, unit_id, tuple(rect), armed_kind, hidden)
        if key != self._key:
            self.kill()
            self._key = key
            self.entries = entries
            self.row_h = self.fitted_h(len(entries), rect.h)
            self._build(session, rect, armed_kind)
        return len(self.buttons) * (self.row_h + 4)

    def _entries(self, session, unit_id) -> list:
        out: list = []
        if session.result() is not None:
            return out
        view = session.view(unit_id)
        if view is not None and view.side == session.to_act():
            for g in session.groups(unit_id):
                if len(g.actions) == 1 and not g.targeted:  # one thing to do: press and it is done
                    out.append(("action", g.actions[0], g.labels[0], g))
                else:
                    out.append(("group", g, g.label, g))
        for a in session.side_actions():
            out.append(("action", a, session.describe(a), None))
        return out[:MAX_BUTTONS]

    def _build(self, session, rect: pygame.Rect, armed_kind) -> None:
        from ..widgets import button

        y = rect.y
        for i, (kind, what, text, group) in enumerate(self.entries):
            tip = f"{text}. " + _tooltip(kind, what, group, i)
            label = _fit(f"{i + 1}  {text}", rect.w - 24)
            if kind == "group":
                cb = (lambda g=what: self.on_group(g))
            else:
                cb = (lambda a=what: self.on_action(a))
            b = button(self.manager, (rect.x, y, rect.w, self.row_h), label, tip, cb,
                       object_id="#armed_button" if (group is not None and group.kind == armed_kind) else
                       "#action_button")
            if not self.visible:
                b.hide()
            self.buttons.append(b)
            y += self.row_h + 4

    def press(self, index: int) -> bool:
        """Keyboard: press button `index` (0-based)."""
        if 0 <= index < len(self.entries):
            kind, what, _, _ = self.entries[index]
            (self.on_group if kind == "group" else self.on_action)(what)
            return True
        return False


def _fit(text: str, width: int) -> str:
    from ..text import fit

    return fit(text, width)


def _tooltip(kind: str, what, group: ActionGroup | None, index: int) -> str:
    parts = [f"Key {index + 1}."]
    if kind == "group" and what.targeted:
        parts.append("Then click one of the targets outlined in red on the board.")
    elif kind == "group":
        parts.append("Several choices: pick one next.")
    if group is not None and group.rolls_dice:
        parts.append("Rolls dice: the odds show before you commit.")
    return " ".join(parts)
