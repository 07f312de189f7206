"""The dice log: every event in plain words, newest first; click one to expand it into
its ledger (each modifier by name), the faces rolled and the rule section
(`Event.explain`)."""
from __future__ import annotations

from ..app import html

__all__ = ["DiceLog", "log_html"]

SHOWN = 120   # newest events shown (the save keeps them all)


def log_html(events, expanded: set[int], side_colours: dict[str, str], first: int = 0) -> str:
    """The log as pygame_gui HTML; event i links to 'ev:i'."""
    parts = []
    start = max(first, len(events) - SHOWN)
    for i in range(len(events) - 1, start - 1, -1):
        ev = events[i]
        colour = side_colours.get(ev.side or "", "#c8ccd4")
        explain = ev.explain()
        mark = ("[-] " if i in expanded else "[+] ") if explain else ""
        text = f"<font color='{colour}'><b>•</b></font> "
        body = html(ev.text)
        if explain:
            text += f"<a href='ev:{i}'>{mark}{body}</a>"
        else:
            text += body
        parts.append(text)
        if i in expanded and explain:
            for line in explain:
                parts.append(f"<font color='#a8b0bc' size=3>      {html(line)}</font>")
    if start > first:
        parts.append(f"<font color='#80868f'>({start - first} earlier events are in the save)</font>")
    return "<br>".join(parts) if parts else "<font color='#80868f'>Nothing has happened yet.</font>"


class DiceLog:
    def __init__(self, manager, rect, side_colours: dict[str, str]) -> None:
        from ..widgets import text_box

        self.side_colours = side_colours
        self.expanded: set[int] = set()
        self.box = text_box(manager, rect, "", object_id="#dice_log")
        self._key = None
        self.shown = 0  # how many events are in the log (the rest wait for the dice animation)

    def kill(self) -> None:
        self.box.kill()

    def show(self, visible: bool) -> None:
        self.box.show() if visible else self.box.hide()

    def place(self, rect) -> None:
        if tuple(self.box.relative_rect) != tuple(rect):
            self.box.set_relative_position(rect.topleft)
            self.box.set_dimensions(rect.size)

    def toggle(self, link: str) -> bool:
        if not link.startswith("ev:"):
            return False
        i = int(link[3:])
        self.expanded.symmetric_difference_update({i})
        self._key = None
        return True

    def sync(self, events, shown: int, version: int) -> None:
        """Show the first `shown` events (newer ones appear when their dice have landed)."""
        self.shown = shown
        self.expanded = {i for i in self.expanded if i < shown}
        key = (shown, version, tuple(sorted(self.expanded)))
        if key == self._key:
            return
        self._key = key
        self.box.set_text(log_html(events[:shown], self.expanded, self.side_colours))
