"""The dice log: every event in plain words, oldest first, scrolled to the newest; click one to
expand it into its ledger (each modifier by name), the faces rolled and the rule section
(`Event.explain`).

New events are appended (pygame_gui lays out only the new lines); the whole log is laid out
again only when an entry opens or closes, after an undo, or when it has grown long.
"""
from __future__ import annotations

from ..app import html

__all__ = ["DiceLog", "log_html", "entry_html"]

SHOWN = 120        # events shown after a full layout (the save keeps them all)
REBUILD_AFTER = 240  # appended events before the log is laid out afresh (and trimmed)


def entry_html(i: int, ev, expanded: bool, side_colours: dict[str, str]) -> str:
    colour = side_colours.get(ev.side or "", "#c8ccd4")
    explain = ev.explain()
    body = html(ev.text)
    text = f"<font color='{colour}'><b>•</b></font> "
    if explain:
        text += f"<a href='ev:{i}'>{'[-]' if expanded else '[+]'} {body}</a>"
    else:
        text += body
    if expanded and explain:
        text += "".join(f"<br><font color='#a8b0bc'>      {html(line)}</font>" for line in explain)
    return text


def log_html(events, expanded: set[int], side_colours: dict[str, str]) -> tuple[str, int]:
    """The log as pygame_gui HTML (event i links to 'ev:i') and the index of the first event shown."""
    start = max(0, len(events) - SHOWN)
    parts = [f"<font color='#80868f'>({start} earlier events are in the save)</font>"] if start else []
    parts += [entry_html(i, events[i], i in expanded, side_colours) for i in range(start, len(events))]
    if not parts:
        return "<font color='#80868f'>Nothing has happened yet.</font>", 0
    return "<br>".join(parts), start


class DiceLog:
    def __init__(self, manager, rect, side_colours: dict[str, str]) -> None:
        from ..widgets import text_box

        self.side_colours = side_colours
        self.expanded: set[int] = set()
        self.box = text_box(manager, rect, "", object_id="#dice_log")
        self.shown = 0          # events in the log (newer ones wait for their dice to land)
        self._events: list = []  # the events shown, to tell an append from a change
        self._start = 0
        self._dirty = True
        self._keep_scroll = False  # an entry opened or closed: stay where the reader is
        self.full_layouts = 0

    def kill(self) -> None:
        self.box.kill()

    def show(self, visible: bool) -> None:
        self.box.show() if visible else self.box.hide()

    def place(self, rect) -> None:
        if tuple(self.box.relative_rect) != tuple(rect):
            self.box.set_relative_position(rect.topleft)
            self.box.set_dimensions(rect.size)  # pygame_gui lays the text out again itself

    def toggle(self, link: str) -> bool:
        if not link.startswith("ev:"):
            return False
        i = int(link[3:])
        self.expanded.symmetric_difference_update({i})
        self._dirty = True
        self._keep_scroll = True
        return True

    def sync(self, events, shown: int, version: int = 0) -> None:
        """Show the first `shown` events: append what is new, lay out afresh what changed."""
        now = list(events[:shown])
        old = self._events
        if not self._dirty and now == old:
            return
        appended = (not self._dirty and len(now) > len(old) and old and now[:len(old)] == old
                    and len(now) - self._start <= REBUILD_AFTER)
        if appended:
            self.box.append_html_text("".join("<br>" + entry_html(i, now[i], False, self.side_colours)
                                              for i in range(len(old), len(now))))
        else:
            bar = self.box.scroll_bar
            where = bar.start_percentage if (bar is not None and self._keep_scroll) else 1.0
            self.expanded = {i for i in self.expanded if i < shown}
            text, self._start = log_html(now, self.expanded, self.side_colours)
            self.box.set_text(text)
            self.full_layouts += 1
            if self.box.scroll_bar is not None:
                self.box.scroll_bar.set_scroll_from_start_percentage(where)
        self._events = now
        self.shown = shown
        self._dirty = False
        self._keep_scroll = False

    @property
    def html_text(self) -> str:
        """Everything the box shows (its laid-out text plus what was appended)."""
        return self.box.html_text + getattr(self.box, "appended_text", "")
