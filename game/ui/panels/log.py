"""The dice log: every event in plain words, oldest first, scrolled to the newest; click one to
expand it into its ledger (each modifier by name), the faces rolled and the rule section
(`Event.explain`).

New events are appended (pygame_gui lays out only the new lines); the whole log is laid out
again only when an entry opens or closes, after an undo, or when it has grown long.
"""
from __future__ import annotations

import pygame_gui

from ..app import html

__all__ = ["DiceLog", "LogBox", "log_html", "entry_html"]

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


class LogBox(pygame_gui.elements.UITextBox):
    """A text box whose links open on every line they wrap onto.

    pygame_gui (0.6.14) registers only the last piece of a link its layout splits over
    several lines, so the first lines of a wrapped entry ignore the pointer. The pieces
    are found here in the laid-out rows instead."""

    @property
    def link_hover_chunks(self) -> list:
        layout = getattr(self, "text_box_layout", None)
        if layout is None:
            return []
        key = (id(layout), len(layout.layout_rows), len(layout.link_chunks))
        if getattr(self, "_links_key", None) != key:
            from pygame_gui.core.text.hyperlink_text_chunk import HyperlinkTextChunk

            self._links = [item for row in layout.layout_rows for item in row.items
                           if isinstance(item, HyperlinkTextChunk)]
            self._links_key = key
        return list(self._links)  # a copy: pygame_gui extends what it is given

    @link_hover_chunks.setter
    def link_hover_chunks(self, value) -> None:
        self._links_key = None  # laid out again: found afresh from the rows


def least_height(lines: int) -> int:
    """The log's height for `lines` lines of its text (13 points, at the interface size) and its padding."""
    from ..text import font
    from ..ui_scale import scaled

    return lines * font(13).get_linesize() + scaled(12)


class DiceLog:
    def __init__(self, manager, rect, side_colours: dict[str, str]) -> None:
        import pygame

        self.side_colours = side_colours
        self.expanded: set[int] = set()
        self.box = LogBox("", pygame.Rect(rect), manager, object_id="#dice_log")
        self.shown = 0          # events in the log (newer ones wait for their dice to land)
        self._events: list = []  # the events shown, to tell an append from a change
        self._start = 0
        self._dirty = True
        self._keep_scroll = False  # an entry opened or closed: stay where the reader is
        self.full_layouts = 0
        self.scrolled_up = False   # the player scrolled away from the newest entry
        self._reading = False      # an entry was opened or closed: hold still until something new
        self._seen = None          # the scroll bar as left last frame (`_bar_state`)
        self._offset = None        # pixels scrolled down the text, as left last frame

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
        self._opened = i if i in self.expanded else None
        self._dirty = True
        self._keep_scroll = True
        self._reading = True
        return True

    def sync(self, events, shown: int, version: int = 0) -> None:
        """Show the first `shown` events: append what is new, lay out afresh what changed; keep
        the newest in view unless the player has scrolled up (or is reading an entry just opened)."""
        self._watch_scroll()
        self._lay_out(events, shown)
        self._follow()

    def _watch_scroll(self) -> None:
        """Did the player move the bar since last frame? The wheel, the arrows and the slider move
        its target; pygame_gui moving it on its own (the text grew) does not."""
        bar = self.box.scroll_bar
        if bar is None:
            self.scrolled_up = False
            self._seen = None
            return
        seen = self._bar_state()
        at_end = bar.start_percentage + bar.visible_percentage >= 0.995
        if self._seen is not None and seen[1:] == self._seen[1:] and abs(seen[0] - self._seen[0]) > 1.5:
            self.scrolled_up = seen[0] < self._seen[0] or (self.scrolled_up and not at_end)
            self._reading = False
        elif self.scrolled_up and at_end:
            self.scrolled_up = False  # scrolled back down to the newest

    def _follow(self) -> None:
        bar = self.box.scroll_bar
        if bar is None:
            return
        height = self._bar_state()[4]
        if not self.scrolled_up and not self._reading:
            if bar.start_percentage + bar.visible_percentage < 0.995:
                bar.set_scroll_from_start_percentage(1.0)
        elif self._seen is not None and self._offset is not None and height != self._seen[4]:
            # the text grew at the bottom: the lines being read stay where they were
            bar.set_scroll_from_start_percentage(self._offset / max(1, height))
        self._seen = self._bar_state()
        self._offset = bar.start_percentage * self._seen[4]

    def _bar_state(self) -> tuple:
        """Where the bar is headed, and what would move it without the player (the text, the box)."""
        bar, layout = self.box.scroll_bar, self.box.text_box_layout
        return (bar.target_scroll_position, id(bar), round(bar.visible_percentage, 4), tuple(self.box.rect),
                layout.layout_rect.height if layout is not None else 0)

    def _lay_out(self, events, shown: int) -> None:
        now = list(events[:shown])
        old = self._events
        if not self._dirty and now == old:
            return
        if len(now) > len(old):
            self._reading = False  # something new happened: show it
        appended = (not self._dirty and len(now) > len(old) and old and now[:len(old)] == old
                    and len(now) - self._start <= REBUILD_AFTER)
        if appended:
            self.box.append_html_text("".join("<br>" + entry_html(i, now[i], False, self.side_colours)
                                              for i in range(len(old), len(now))))
        else:
            bar, layout = self.box.scroll_bar, self.box.text_box_layout
            offset = (bar.start_percentage * layout.layout_rect.height
                      if (bar is not None and layout is not None and self._keep_scroll) else None)
            self.expanded = {i for i in self.expanded if i < shown}
            text, self._start = log_html(now, self.expanded, self.side_colours)
            self.box.set_text(text)
            self.full_layouts += 1
            bar, layout = self.box.scroll_bar, self.box.text_box_layout
            if bar is not None:   # an entry opened or closed: the reader's line stays put
                if offset is not None and getattr(self, "_opened", None) is not None:
                    offset = self._into_view(self._opened, offset)
                where = 1.0 if offset is None else offset / max(1, layout.layout_rect.height)
                bar.set_scroll_from_start_percentage(where)
                self._offset = None   # placed here on purpose: not a growth to undo
        self._opened = None
        self._events = now
        self.shown = shown
        self._dirty = False
        self._keep_scroll = False

    def _into_view(self, i: int, offset: float) -> float:
        """The scroll offset that shows all of entry `i` just opened (its explanation below it), moving
        as little as possible from `offset`."""
        layout, bar = self.box.text_box_layout, self.box.scroll_bar
        tops = {}
        for row in layout.layout_rows:
            for c in row.items:
                href = getattr(c, "href", None)
                if href is not None and href not in tops:
                    tops[href] = c.y
        if f"ev:{i}" not in tops:
            return offset
        top = tops[f"ev:{i}"]
        bottom = min((y for h, y in tops.items() if h.startswith("ev:") and int(h[3:]) > i),
                     default=layout.layout_rect.height)
        view = bar.visible_percentage * layout.layout_rect.height
        return max(0.0, min(max(offset, bottom - view), top))

    @property
    def html_text(self) -> str:
        """Everything the box shows (its laid-out text plus what was appended)."""
        return self.box.html_text + getattr(self.box, "appended_text", "")
