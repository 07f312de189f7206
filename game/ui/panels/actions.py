"""The selected unit's legal actions as buttons, labelled by the ruleset's `describe_action`.

One button per kind of action; a kind aimed at targets arms target picking
(the targets light up on the board). Keys 1-9 press the buttons. The side's
own decisions (actions with no unit: end a phase, accept, choose...) follow.
When the buttons do not fit their room even closed up (a big interface size on
a low window), the last ones fold behind a "More" button that lists them (the
dice log below keeps its lines; keys 1-9 still press every action).
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
        self.folded = 0               # how many actions are behind the "More" button
        self.more = None              # that button (None when every action has its own)

    def kill(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons, self.entries = [], []
        self.more, self.folded = None, 0
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
            shown = self.shown(len(entries), rect.h)
            self.folded = len(entries) - shown
            self.row_h = self.fitted_h(shown + (1 if self.folded else 0), rect.h)
            self._build(session, rect, armed_kind, shown)
        return len(self.buttons) * (self.row_h + 4)

    def shown(self, count: int, room: int) -> int:
        """How many of `count` actions get a button of their own in `room` (the rest fold behind "More")."""
        least = self.fitted_h(99, 1) + 4
        if count * least <= room or count <= 1:
            return count
        return max(0, room // least - 1)

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

    def _build(self, session, rect: pygame.Rect, armed_kind, shown: int) -> None:
        from ..widgets import button

        y = rect.y
        for i, (kind, what, text, group) in enumerate(self.entries[:shown]):
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
        if self.folded:
            first, last = shown + 1, len(self.entries)
            keys = f"key {first}" if first == last else f"keys {first}-{last}"
            self.more = button(self.manager, (rect.x, y, rect.w, self.row_h),
                               _fit(f"More: {self.folded} action{'s' * (self.folded != 1)} ({keys})...", rect.w - 24),
                               "These actions have no room of their own here: click to pick one (or press its "
                               "number key)", lambda: self.open_more(shown), object_id="#action_button")
            if not self.visible:
                self.more.hide()
            self.buttons.append(self.more)

    def open_more(self, shown: int):
        """The folded actions as a list to pick from (a window; the keyboard works it too)."""
        from ..dialogs.choice import open_choice

        options = [(f"{i + 1}  {text}", i) for i, (_, _, text, _) in enumerate(self.entries) if i >= shown]
        return open_choice(self.manager, tuple(self.manager.window_resolution), "More actions", options, self.press)

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
