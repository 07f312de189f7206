"""Mouse and keyboard in the editor.

The left button goes to the tool (or places the unit being carried from the
catalogue); the right button, the wheel, Ctrl+arrows, F and C go to the board
view (pan, zoom, fit, coordinates). Keys: the tool letters, Q/E turn, [ ] scale,
Ctrl+D copy, Delete, M paint mode, G snapping, Ctrl+Z/Y undo/redo, Ctrl+N/O/S/I
files, F1 help, F5 play-test, Esc backs out one step at a time; the cursor, the
palette, Enter, Tab and A (the other side) in `keyboard`.
"""
from __future__ import annotations

import pygame

__all__ = ["EditorInput", "TOOL_KEYS"]

TOOL_KEYS = {"v", "b", "k", "x", "p", "o", "r", "l", "z", "t"}


class EditorInput:
    def handle_event(self, ev) -> bool:
        gui = self.app.gui
        t = ev.type
        if gui is not None:
            if t == gui.UI_FILE_DIALOG_PATH_PICKED:
                self.file_picked(ev.ui_element, ev.text)
                return True
            for d in list(self.dialogs.values()):
                handler = getattr(d, "handle_event", None)
                if handler is not None and handler(ev):
                    return True
            if self.props is not None and self.props.handle_event(ev):
                return True
            handler = getattr(self.panel, "handle_event", None)
            if handler is not None and handler(ev):
                return True
        if t == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            world = self.view.camera.to_world(*ev.pos)
            if self.board_rect.collidepoint(ev.pos):
                self.mouse_moved(world)
            if self.pressing:
                self.tool.drag(world, ev.pos)
            elif self.board_rect.collidepoint(ev.pos):
                self.tool.hover(world, ev.pos)
        elif t == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.board_rect.collidepoint(ev.pos):
            self.mouse = ev.pos
            if self.props is not None:
                self.props.commit()
            world = self.view.camera.to_world(*ev.pos)
            if self.carrying is not None:
                self.place_carried(world)
                return True
            self.pressing = True
            self.tool.press(world, ev.pos, pygame.key.get_mods() | getattr(ev, "mod", 0))
            return True
        elif t == pygame.MOUSEBUTTONUP and ev.button == 1 and self.pressing:
            self.pressing = False
            self.tool.release(self.view.camera.to_world(*ev.pos), ev.pos)
            return True
        elif t == pygame.MOUSEWHEEL and self.tool.busy:
            return True
        elif t == pygame.KEYDOWN:
            if self.typing():           # keys type into the field: no shortcuts, no board keys
                return self.key(ev)
            if self.key(ev):
                return True
        return self.view.handle_event(ev)

    # -- keys -----------------------------------------------------------------------------------------
    def typing(self) -> bool:
        """Whether a text field has the keyboard (then keys type, they are not shortcuts)."""
        gui = self.app.gui
        if gui is None:
            return False
        kinds = (gui.elements.UITextEntryLine, gui.elements.UITextEntryBox)
        return any(isinstance(el, kinds) and el.is_focused and el.alive()
                   for el in self.app.manager.get_sprite_group().sprites())

    def key(self, ev) -> bool:
        k = ev.key
        if self.typing():
            if k == pygame.K_ESCAPE:   # Esc leaves the field
                for el in self.app.manager.get_sprite_group().sprites():
                    if getattr(el, "is_focused", False) and hasattr(el, "unfocus"):
                        el.unfocus()
                return True
            return False
        mods = ev.mod if hasattr(ev, "mod") else pygame.key.get_mods()
        ctrl = bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(mods & pygame.KMOD_SHIFT)
        if ctrl:
            action = {pygame.K_z: self.undo, pygame.K_y: self.redo, pygame.K_o: self.ask_open,
                      pygame.K_n: self.ask_new, pygame.K_i: self.ask_import, pygame.K_d: self.duplicate_selected,
                      pygame.K_s: self.ask_save_as if shift else self.save}.get(k)
            if action is not None:
                action()
                return True
            return False
        if k == pygame.K_ESCAPE:
            self.escape()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.answer_yes():
            return True
        if self.tool.key(ev):
            return True
        if self.board_key(ev, mods):
            return True
        if k in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.delete_selected()
            return True
        if k == pygame.K_F1:
            self.show_help()
            return True
        if k == pygame.K_F5:
            self.playtest()
            return True
        if k in (pygame.K_q, pygame.K_e):
            self.turn_selected(k == pygame.K_e)
            return True
        if k in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
            self.scale_selected(1.1 if k == pygame.K_RIGHTBRACKET else 1 / 1.1)
            return True
        if k == pygame.K_g:
            self.toggle_snap()
            return True
        if k == pygame.K_m:
            self.set_paint(replace=not self.paint.replace)
            self.toast("Paint replaces what is there" if self.paint.replace else
                       "Paint goes over what is there (layer)")
            return True
        name = pygame.key.name(k)
        if name in TOOL_KEYS:
            cls = next((c for c in self.tool_classes if c.shortcut == name), None)
            if cls is not None:
                self.use_tool(cls)
                return True
        return False

    def answer_yes(self) -> bool:
        """Enter on an open question (save with problems? play-test anyway?): its first answer, as if clicked
        (Esc closes it: the second)."""
        win = self.dialogs.get("ask")
        if win is None or not win.alive() or getattr(win, "yes", None) is None:
            return False
        import pygame_gui

        win.yes.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {})
        return True

    def escape(self) -> None:
        """Esc backs out of one thing at a time: a window, a half-drawn shape, carrying, the selection."""
        if self.app.close_top_window():
            return
        if self.tool.cancel():
            self.pressing = False
            return
        if self.carrying is not None:
            self.carrying = None
            self.carry_drag = False
            return
        if self.selected is not None:
            self.select(None)
            return
        self.toast("Close the editor with the Close button", (200, 205, 215))
