"""Two small pygame_gui helpers the editor's panels and dialogs share.

`ButtonList`: a scrolling column of full-width buttons (palette, roster, catalogue,
checks), one callback for clicks and one for a press that may become a drag.
`Form`: labelled fields (text, whole or decimal numbers, choices, flags), each with
its tooltip; a value is handed on when Enter is pressed in it, when a choice or
flag changes, or when `commit` is called (the selection changes, the board is
clicked, a dialog's Apply). Import only once the GUI is up.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame
import pygame_gui

from ..widgets import button, label

__all__ = ["ButtonList", "Row", "Form", "Field", "FormError", "row_height", "list_title"]

ROW_H = 28
SCROLLBAR_W = 18


def row_height() -> int:
    """A list row's height at the interface scale: never less than its words' line and a little room."""
    from ..text import font
    from ..ui_scale import scaled

    return max(scaled(ROW_H), font(14).get_linesize() + scaled(6))


def list_title(text: str, width: int) -> pygame.Surface:
    """A list's title above it (grey capitals), cut to `width` (at big interface sizes it may be longer)."""
    from ..text import fit, render

    return render(fit(text, width, 12, bold=True), 12, (150, 158, 170), bold=True)


@dataclass(frozen=True)
class Row:
    key: Any
    text: str
    tip: str
    selected: bool = False
    object_id: str | None = "#action_button"
    enabled: bool = True
    image: Any = None          # a small picture left of the button (a terrain swatch)


class ButtonList:
    def __init__(self, manager, rect, on_click: Callable[[Any], None], *, on_press=None, row_h: int | None = None,
                 container=None) -> None:
        self.manager = manager
        self.rect = pygame.Rect(rect)
        self.on_click = on_click
        self.on_press = on_press
        self.row_h = row_h if row_h is not None else row_height()
        self.box = pygame_gui.elements.UIScrollingContainer(self.rect, manager, container=container,
                                                            allow_scroll_x=False)
        self.rows: list[Row] = []
        self.buttons: list = []
        self.by_element: dict = {}

    def set_rows(self, rows: list[Row]) -> None:
        if rows == self.rows:
            return
        if len(rows) == len(self.rows) and all(_same_but_selected(a, b) for a, b in zip(rows, self.rows)):
            for row, (b, key) in zip(rows, self._buttons()):  # only the highlight changed: no rebuild
                b.select() if row.selected else b.unselect()
            self.rows = list(rows)
            return
        for b in self.buttons:
            b.kill()
        self.rows, self.buttons, self.by_element = list(rows), [], {}
        total = len(rows) * self.row_h
        width = self.rect.w - (SCROLLBAR_W if total > self.rect.h else 0) - 2
        for i, row in enumerate(rows):
            x = 0
            if row.image is not None:
                top = i * self.row_h + (self.row_h - 2 - row.image.get_height()) // 2   # in the middle of its row
                img = pygame_gui.elements.UIImage(pygame.Rect(0, top, *row.image.get_size()), row.image,
                                                  self.manager, container=self.box)
                self.buttons.append(img)
                x = row.image.get_width() + 6
            b = button(self.manager, (x, i * self.row_h, width - x, self.row_h - 2), _fit(row.text, width - x - 16),
                       row.tip, (lambda k=row.key: self.on_click(k)), object_id=row.object_id, container=self.box)
            if row.selected:
                b.select()
            if not row.enabled:
                b.disable()
            self.buttons.append(b)
            self.by_element[b] = row.key
        # a little room below the last row when it scrolls: pygame_gui's scroll bar may stop a few pixels short
        self.box.set_scrollable_area_dimensions((width, max(total + (8 if total > self.rect.h else 0), 1)))

    def handle_event(self, ev) -> bool:
        """A press on one of the buttons (UI_BUTTON_START_PRESS) goes to `on_press` (a drag may follow)."""
        if self.on_press is not None and ev.type == pygame_gui.UI_BUTTON_START_PRESS and \
                ev.ui_element in self.by_element:
            self.on_press(self.by_element[ev.ui_element], ev.ui_element)
            return True
        return False

    def _buttons(self):
        return list(self.by_element.items())

    def button_for(self, key) -> Any:
        return next((b for b, k in self.by_element.items() if k == key), None)

    def kill(self) -> None:
        self.box.kill()
        self.buttons, self.by_element, self.rows = [], {}, []


def _same_but_selected(a: Row, b: Row) -> bool:
    return (a.key, a.text, a.tip, a.object_id, a.enabled, a.image) == (b.key, b.text, b.tip, b.object_id, b.enabled,
                                                                       b.image)


def _fit(text: str, width: int) -> str:
    from ..text import fit

    return fit(text, width)


# -- forms -----------------------------------------------------------------------------------------------
class FormError(ValueError):
    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key


@dataclass
class Field:
    """kind: "text", "multiline", "int", "float", "choice" (choices: (label, value) pairs), "flags"
    (choices; value a set), "note" (a line of text, no input). `optional` numbers may be left blank (None)."""

    key: str
    label: str
    kind: str
    value: Any = None
    tip: str = ""
    choices: list = field(default_factory=list)
    optional: bool = False
    low: float | None = None
    high: float | None = None
    enabled: bool = True
    height: int = 30


class Form:
    def __init__(self, manager, rect, fields: list[Field], on_change: Callable[[str, Any], None] | None = None, *,
                 container=None, label_w: int = 104) -> None:
        self.manager = manager
        self.fields = {f.key: f for f in fields}
        self.on_change = on_change
        self.elements: list = []
        self.inputs: dict[str, Any] = {}
        self.flag_buttons: dict[str, dict] = {}
        self.pending: set[str] = set()
        from ..dialogs.ask import button_width
        from ..ui_scale import scaled as u   # rows, labels and buttons grow with the interface size

        rect = pygame.Rect(rect)
        label_w = u(label_w)
        row = u(28)
        y = rect.y
        for f in fields:
            h = u(f.height) if f.kind != "multiline" else u(max(f.height, 90))
            if f.kind == "note":
                el = label(manager, (rect.x, y, rect.w, u(22)), f.label, container=container, object_id="#form_note")
                el.set_tooltip(f.tip or None)
                self.elements.append(el)
                y += u(24)
                continue
            lab = label(manager, (rect.x, y, label_w, row), f.label, container=container, object_id="#form_label")
            lab.set_tooltip(f.tip or None)
            self.elements.append(lab)
            x, w = rect.x + label_w + 4, rect.w - label_w - 4
            if f.kind in ("text", "int", "float"):
                el = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, y, w, row), manager, container=container)
                el.set_text("" if f.value is None else _show(f.value))
            elif f.kind == "multiline":
                el = pygame_gui.elements.UITextEntryBox(pygame.Rect(x, y, w, h), "" if f.value is None else str(f.value),
                                                        manager, container=container)
            elif f.kind == "choice":
                options = [(str(lbl), str(i)) for i, (lbl, _) in enumerate(f.choices)]
                start = next((i for i, (_, v) in enumerate(f.choices) if v == f.value), 0)
                el = pygame_gui.elements.UIDropDownMenu(options, options[start], pygame.Rect(x, y, w, row), manager,
                                                        container=container)
            elif f.kind == "flags":
                el = None
                self.flag_buttons[f.key] = {}
                fx, fy = x, y
                for lbl, value in f.choices:
                    bw = min(w, button_width(str(lbl), u(60)))     # the words show whole
                    if fx + bw > x + w and fx > x:
                        fx, fy = x, fy + row + 2
                    b = button(manager, (fx, fy, bw, row), str(lbl), f"{f.tip} ({lbl}: click to switch)",
                               (lambda k=f.key, v=value: self._flip(k, v)), container=container)
                    if value in (f.value or ()):
                        b.select()
                    if not f.enabled:
                        b.disable()
                    self.flag_buttons[f.key][value] = b
                    self.elements.append(b)
                    fx += bw + 4
                h = fy - y + row
            else:
                raise ValueError(f"unknown field kind {f.kind!r}")
            if el is not None:
                el.set_tooltip(f.tip or None)
                if not f.enabled:
                    el.disable()
                self.inputs[f.key] = el
                self.elements.append(el)
            y += h + 4
        self.height = y - rect.y

    # -- reading --------------------------------------------------------------------------------
    def raw(self, key: str) -> Any:
        f = self.fields[key]
        if f.kind == "flags":
            return {v for v, b in self.flag_buttons[key].items() if b.is_selected}
        el = self.inputs[key]
        if f.kind == "choice":
            selected = el.selected_option
            index = int(selected[1]) if isinstance(selected, tuple) else \
                next(i for i, (lbl, _) in enumerate(f.choices) if str(lbl) == selected)
            return f.choices[index][1]
        return el.get_text()

    def value(self, key: str) -> Any:
        """The field's value, parsed; raises FormError saying what is wrong."""
        f = self.fields[key]
        raw = self.raw(key)
        if f.kind in ("int", "float"):
            text = str(raw).strip()
            if not text:
                if f.optional:
                    return None
                raise FormError(key, f"{f.label}: give a number")
            try:
                v = int(text) if f.kind == "int" else float(text)
            except ValueError:
                raise FormError(key, f"{f.label}: {text!r} is not a {'whole ' if f.kind == 'int' else ''}number") from None
            if (f.low is not None and v < f.low) or (f.high is not None and v > f.high):
                raise FormError(key, f"{f.label}: {v:g} is outside {f.low:g} to {f.high:g}")
            return v
        return raw

    def values(self) -> dict[str, Any]:
        return {k: self.value(k) for k, f in self.fields.items() if f.kind != "note"}

    # -- events ---------------------------------------------------------------------------------------
    def _flip(self, key: str, value) -> None:
        b = self.flag_buttons[key][value]
        b.unselect() if b.is_selected else b.select()
        self._send(key)

    def _send(self, key: str) -> None:
        self.pending.discard(key)
        if self.on_change is None:
            return
        try:
            value = self.value(key)
        except FormError as exc:
            self.on_change(key, exc)
            return
        if value != self.fields[key].value or self.fields[key].kind == "flags":
            self.fields[key].value = value
            self.on_change(key, value)

    def owns(self, element) -> str | None:
        return next((k for k, el in self.inputs.items() if el is element), None)

    def handle_event(self, ev) -> bool:
        t = ev.type
        if t in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED, pygame_gui.UI_DROP_DOWN_MENU_CHANGED):
            key = self.owns(ev.ui_element)
            if key is None:
                return False
            if t == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.pending.add(key)
            else:
                self._send(key)
            return True
        return False

    def commit(self) -> None:
        """Hand on typed values not yet handed on (the pointer went elsewhere)."""
        for key in sorted(self.pending):
            self._send(key)

    def kill(self) -> None:
        for el in self.elements:
            el.kill()
        self.elements, self.inputs, self.flag_buttons = [], {}, {}


def _show(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)
