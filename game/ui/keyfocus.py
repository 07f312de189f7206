"""The keyboard for every dialog: one visible focus, moved and used without the mouse.

pygame_gui gives keyboard input only to text fields; it has no Tab order. This
module gives every window (and a scene that offers `focus_elements()`, such as
the menu) the same keys:

- Tab / Shift+Tab move the focus, drawn as a ring round the focused control,
  through a window's controls as they read (row by row, left to right);
- Enter or Space press the focused button (or switch an on/off button);
  Enter on a list is a double-click on its chosen row;
- Left/Right and Up/Down change the focused drop-down; Up/Down walk a focused
  list; Left/Right move between buttons; Up/Down/Page Up/Page Down scroll a
  focused text;
- Esc folds an open drop-down, else closes the front window.

A message that only says something (pygame_gui's UIMessageWindow: "Autosave
failed") takes no keys but Esc: the game under it goes on being played.

A text field keeps its own keys (typing, Enter, the arrows); Tab and Esc still
work in it. Keys the focus does not use go on to the window and the scene
as before (the saves window's Up/Down, the menu's Enter).
"""
from __future__ import annotations

import pygame

from .ui_scale import scaled as u

__all__ = ["KeyFocus", "focusables", "reading_order", "select_row", "set_choice", "press", "RING"]

RING = (255, 196, 64)       # the focus ring: warm yellow, clear on the dark theme and on every button colour

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def _gui():
    import pygame_gui

    return pygame_gui


def _kind(el) -> str | None:
    """What the keyboard does with an element: 'button', 'choice', 'list', 'entry', 'text' or None."""
    g = _gui().elements
    if isinstance(el, g.UIDropDownMenu):
        return "choice"
    if isinstance(el, g.UISelectionList):
        return "list"
    if isinstance(el, (g.UITextEntryLine, g.UITextEntryBox)):
        return "entry"
    if isinstance(el, g.UIButton):
        return "button"
    if isinstance(el, g.UITextBox):
        return "text"
    return None


def _usable(el) -> bool:
    return el.alive() and el.visible and getattr(el, "is_enabled", True)


def focusables(container, area=None) -> list:
    """The controls of a window's container in the order they were made (nested panels and scrolling
    areas included, each control marked with the scrolling area it is in; the parts of a drop-down, a list
    or a scroll bar left out)."""
    g = _gui().elements
    out: list = []
    for el in list(getattr(container, "elements", ())):
        if not el.alive() or not el.visible:
            continue
        if isinstance(el, (g.UIScrollingContainer, g.UIPanel)):
            out += focusables(el.get_container(), el if isinstance(el, g.UIScrollingContainer) else area)
            continue
        parent = getattr(el, "parent_element", None)
        if parent is not None and _kind(parent) is not None:
            continue                     # a drop-down's own buttons, a list's rows
        if isinstance(el, (g.UIHorizontalScrollBar, g.UIVerticalScrollBar)) or \
                isinstance(parent, (g.UIHorizontalScrollBar, g.UIVerticalScrollBar)):
            continue
        kind = _kind(el)
        if kind == "text" and getattr(el, "scroll_bar", None) is None:
            continue                     # a text that fits has nothing for the keys to do
        if kind is not None and _usable(el):
            el.focus_area = area
            out.append(el)
    return out


def reading_order(elements: list) -> list:
    """Controls as they read: row by row from the top (a row: centres within a few pixels), left to right."""
    rows: list[list] = []
    for el in sorted(elements, key=lambda e: e.rect.centery):
        if rows and abs(el.rect.centery - rows[-1][0].rect.centery) <= 4:
            rows[-1].append(el)
        else:
            rows.append([el])
    return [el for row in rows for el in sorted(row, key=lambda e: e.rect.x)]


# -- doing what a click would -----------------------------------------------------------------------------
def press(button) -> None:
    """The button pressed, as a click would (its command, or the event its window listens for)."""
    button.on_self_event(_gui().UI_BUTTON_PRESSED, {"mouse_button": 1})


def set_choice(menu, option) -> None:
    """A drop-down set to `option` (label, id) as picking it would: shown, and UI_DROP_DOWN_MENU_CHANGED sent."""
    g = _gui()
    if menu.current_state is menu.menu_states["expanded"]:
        menu._close_dropdown_if_open()
    menu.selected_option = option
    state = menu.menu_states["closed"]
    state.selected_option = option
    state.finish()
    state.start()
    pygame.event.post(pygame.event.Event(g.UI_DROP_DOWN_MENU_CHANGED, {
        "text": option[0], "selected_option_id": option[1], "ui_element": menu,
        "ui_object_id": menu.most_specific_combined_id}))


def _step_choice(menu, step: int) -> None:
    options = list(menu.options_list)
    if not options:
        return
    now = next((i for i, o in enumerate(options) if tuple(o) == tuple(menu.selected_option)), 0)
    new = min(len(options) - 1, max(0, now + step))
    if new != now:
        set_choice(menu, tuple(options[new]))


def select_row(lst, index: int) -> None:
    """Row `index` of a selection list chosen, shown and scrolled to, and UI_SELECTION_LIST_NEW_SELECTION
    sent, as a click on it would."""
    g = _gui()
    items = lst.item_list
    for i, item in enumerate(items):
        item["selected"] = i == index
        b = item.get("button_element")
        if b is not None:
            (b.select if i == index else b.unselect)()
    bar = lst.scroll_bar
    if bar is not None and len(items) > 1:
        bar.set_scroll_from_start_percentage(max(0.0, min(1.0, index / len(items))))
    pygame.event.post(pygame.event.Event(g.UI_SELECTION_LIST_NEW_SELECTION, {
        "text": items[index]["text"], "ui_element": lst, "ui_object_id": lst.most_specific_combined_id}))


def _step_list(lst, step: int) -> None:
    items = lst.item_list
    if not items:
        return
    now = next((i for i, item in enumerate(items) if item["selected"]), -1)
    select_row(lst, 0 if now < 0 else min(len(items) - 1, max(0, now + step)))


def _activate_list(lst) -> bool:
    picked = next((item["text"] for item in lst.item_list if item["selected"]), None)
    if picked is None:
        return False
    pygame.event.post(pygame.event.Event(_gui().UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION, {
        "text": picked, "ui_element": lst, "ui_object_id": lst.most_specific_combined_id}))
    return True


def _scroll_text(box, key: int) -> None:
    bar = box.scroll_bar
    if bar is None:
        return
    page = bar.visible_percentage
    step = {pygame.K_UP: -page / 8, pygame.K_DOWN: page / 8, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}[key]
    bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - page, bar.start_percentage + step)))


def _scroll_into_view(el) -> None:
    """A focused control inside a scrolling area brought into its view."""
    area = getattr(el, "focus_area", None)
    bar = getattr(area, "vert_scroll_bar", None)
    if area is None or bar is None:
        return
    if area.rect.top <= el.rect.top and el.rect.bottom <= area.rect.bottom:
        return
    inside = area.get_container()
    offset = el.rect.top - inside.rect.top - 8
    bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - bar.visible_percentage, offset / max(1, inside.rect.h))))


# -- the focus ------------------------------------------------------------------------------------------
class KeyFocus:
    """The app's one keyboard focus. `scope()` is the front window, or else the top scene when it offers
    `focus_elements()`; each scope remembers its own focus while it lives."""

    def __init__(self, app) -> None:
        self.app = app
        self._focus: dict[int, tuple] = {}     # id(scope) -> (scope, focused element, its place in the order)

    # -- where the focus is ---------------------------------------------------------------------------
    def front_window(self, *, notices: bool = True):
        """The window in front; with `notices` False, the front one that is not a notice (a message such
        as "Autosave failed" says something and asks nothing: play goes on under it, Esc closes it)."""
        manager = self.app.manager
        if manager is None:
            return None
        windows = [w for w in manager.get_window_stack().get_full_stack() if w.alive() and w.visible
                   and (notices or not isinstance(w, _gui().windows.UIMessageWindow))]
        return windows[-1] if windows else None

    def scope(self):
        """(scope, its controls): the front window's (a notice aside), else the top scene's (None when
        neither has any)."""
        win = self.front_window(notices=False)
        if win is not None:
            return win, reading_order(focusables(win.get_container()))
        scene = self.app.scenes.top
        offer = getattr(scene, "focus_elements", None)
        if offer is not None:
            return scene, [el for el in offer() if _usable(el)]
        return None, []

    @property
    def focused(self):
        return self._focused_in(*self.scope())

    def _focused_in(self, scope, elements):
        """The focused control of `scope` (whose controls are `elements`), or None."""
        if scope is None:
            return None
        _, el, index = self._focus.get(id(scope), (None, None, -1))
        if el is not None and not el.alive() and 0 <= index < len(elements):
            el = elements[index]           # the window rebuilt its controls: the one now in the same place
            self._focus[id(scope)] = (scope, el, index)
        if el is None or not el.alive():
            manager = self.app.manager     # a text field given the focus by its window (the saves name)
            held = [e for e in (manager.get_focus_set() or ()) if e in elements] if manager is not None else []
            return held[0] if held else None
        return el

    def focus(self, el) -> None:
        """`el` (a control of the front scope) focused: a text field takes the typing too."""
        scope, elements = self.scope()
        if scope is None:
            return
        self._prune()
        self._focus[id(scope)] = (scope, el, elements.index(el) if el in elements else -1)
        manager = self.app.manager
        if manager is not None:
            manager.set_focus_set(el if _kind(el) == "entry" else None)
        _scroll_into_view(el)

    def _prune(self) -> None:
        for key, (scope, _, _) in list(self._focus.items()):
            if hasattr(scope, "alive") and not scope.alive():
                del self._focus[key]

    def move(self, step: int) -> bool:
        scope, elements = self.scope()
        if not elements:
            return False
        now = self.focused
        if now in elements:
            i = (elements.index(now) + step) % len(elements)
        else:
            i = 0 if step > 0 else len(elements) - 1
        self.focus(elements[i])
        return True

    # -- keys -----------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        """A KEYDOWN: True when the focus used it (nothing else sees it then)."""
        if ev.type != pygame.KEYDOWN:
            return False
        key, mods = ev.key, getattr(ev, "mod", 0)
        if mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        win = self.front_window()
        if key == pygame.K_ESCAPE and win is not None:
            return self.escape(win)
        if key == pygame.K_TAB:
            return self.move(-1 if mods & pygame.KMOD_SHIFT else 1)
        el = self.focused
        if el is None:
            return False
        kind = _kind(el)
        if kind == "entry":
            return False                      # typing, Enter and the arrows are the field's own
        if kind == "button":
            if key in ENTER or key == pygame.K_SPACE:
                if el.is_enabled:                 # greyed out since it was focused: nothing happens
                    press(el)
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                return self.move(-1 if key == pygame.K_LEFT else 1)
            return False
        if kind == "choice" and key in ARROWS:
            _step_choice(el, -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1)
            return True
        if kind == "list":
            if key in (pygame.K_UP, pygame.K_DOWN):
                _step_list(el, -1 if key == pygame.K_UP else 1)
                return True
            if key in ENTER:
                return _activate_list(el)
            return False
        if kind == "text" and key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            _scroll_text(el, key)
            return True
        return False

    def escape(self, win) -> bool:
        """Esc: an open drop-down of the front window folds; else the window closes."""
        g = _gui().elements
        for el in focusables(win.get_container()):
            if isinstance(el, g.UIDropDownMenu) and el.current_state is el.menu_states["expanded"]:
                el._close_dropdown_if_open()
                return True
        win.kill()
        return True

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The ring round the focused control (clipped to its window, so a scrolled-away control shows none)."""
        if not self._focus and not (self.app.manager and self.app.manager.get_focus_set()):
            return                      # nothing was ever focused: no walk of the window every frame
        scope, elements = self.scope()
        el = self._focused_in(scope, elements)
        if el is None or not el.alive() or not el.visible:
            return
        width = max(2, u(3))
        ring = el.rect.inflate(2 * width, 2 * width)
        clip = scope.rect if hasattr(scope, "rect") else surface.get_rect()
        area = getattr(el, "focus_area", None)
        if area is not None:
            clip = clip.clip(area.rect.inflate(2 * width, 2 * width))
        old = surface.get_clip()
        surface.set_clip(clip)
        pygame.draw.rect(surface, RING, ring, width, border_radius=width)
        surface.set_clip(old)
