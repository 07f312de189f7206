"""The settings window: window size, animation speed, hand-over screen, side colours, interface size,
the computer's pace and personality. Saving writes
the settings file atomically and applies them at once."""
from __future__ import annotations

import dataclasses

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

from ..board.palette import PALETTE_NAMES
from ..settings import (ANIMATION_SPEEDS, COMPUTER_PACES, COMPUTER_PERSONALITIES, HANDOVER_MODES, UI_SCALES,
                        WINDOW_SIZES, Settings)

__all__ = ["SettingsWindow"]

SPEED_NAMES = {"off": "Off (no dice animation)", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
PACE_NAMES = {"slow": "Slow (2 s a move)", "steady": "Steady (about 1 s)", "fast": "Fast (a quarter second)"}


class SettingsWindow:
    def __init__(self, manager, size, settings: Settings, on_save) -> None:
        import pygame_gui

        from ..widgets import button, label

        self.on_save = on_save
        w, h = size
        self.settings = settings
        rect = pygame.Rect(0, 0, min(u(520), w - 40), min(u(492), h - 20))
        rect.center = (w // 2, h // 2)
        self.window = pygame_gui.elements.UIWindow(rect, manager, window_display_title="Settings",
                                                   object_id="#settings_window", always_on_top=True)
        inner = self.window.get_container().get_rect()
        sizes = [(f"{a} x {b}", f"{a}x{b}") for a, b in WINDOW_SIZES]
        current = f"{settings.window[0]}x{settings.window[1]}"
        if current not in [s[1] for s in sizes]:
            sizes.append((f"{settings.window[0]} x {settings.window[1]}", current))
        rows = [
            ("Window size", sizes, current),
            ("Dice animation", [(SPEED_NAMES[k], k) for k in ANIMATION_SPEEDS], settings.animation),
            ("Hand-over screen", [(v, k) for k, v in HANDOVER_MODES.items()], settings.handover),
            ("Side colours", [(v, k) for k, v in PALETTE_NAMES.items()], settings.palette),
            ("Interface size", [(f"{p}%", str(p)) for p in UI_SCALES], str(settings.ui_scale)),
            ("Computer pace", [(PACE_NAMES[k], k) for k in COMPUTER_PACES], settings.computer_pace),
            ("Computer style", [(k.capitalize(), k) for k in COMPUTER_PERSONALITIES], settings.computer_personality),
        ]
        self.tips = {"Window size": "The window's size; you can also drag its edges",
                     "Dice animation": "How fast the dice roll on screen (any key or click skips them)",
                     "Hand-over screen": "Cover the board between players: where the rules need it, "
                                         "at every change of side, or never",
                     "Side colours": "The two sides' colours on the board: the scenario's own, or a pair that "
                                     "colour-blind players tell apart",
                     "Interface size": "Bigger text and panels (100% to 200%); the board's labels grow too",
                     "Computer pace": "How long the computer's move stays on show before it is played (F10 "
                                      "changes it for one battle)",
                     "Computer style": "The computer's personality: aggressive players count your losses more "
                                       "than their own and close in; cautious ones the reverse"}
        self.menus = {}
        pitch = min(u(48), (inner.h - u(12) - u(48)) // len(rows))   # the rows close up on a low window
        row_h = min(u(32), pitch - 4)
        for i, (name, options, start) in enumerate(rows):
            y = u(12) + i * pitch
            label(manager, (10, y, u(150), row_h), name, container=self.window)
            start_opt = next(o for o in options if o[1] == start)
            self.menus[name] = pygame_gui.elements.UIDropDownMenu(options, start_opt,
                                                                  pygame.Rect(u(170), y, inner.w - u(170) - 14, row_h),
                                                                  manager, container=self.window)
        button(manager, (inner.w - 2 * u(116) - 18, inner.h - u(44), u(116), u(34)), "Save",
               "Save these settings and apply them", self._save, container=self.window)
        button(manager, (inner.w - u(116) - 10, inner.h - u(44), u(116), u(34)), "Cancel",
               "Close without changing anything", self.window.kill, container=self.window)

    def refresh_tooltips(self) -> None:
        """pygame_gui rebuilds a drop-down's buttons when it opens and closes: put the tooltips back."""
        for name, menu in self.menus.items():
            state = menu.menu_states.get("closed") if menu.alive() else None
            for b in (getattr(state, "selected_option_button", None), getattr(state, "open_button", None)):
                if b is not None and b.tool_tip_text is None:
                    b.set_tooltip(self.tips[name])

    def chosen(self) -> Settings:
        size = self.menus["Window size"].selected_option[1]
        w, h = (int(v) for v in size.split("x"))
        return dataclasses.replace(self.settings, window=(w, h),
                                   animation=self.menus["Dice animation"].selected_option[1],
                                   handover=self.menus["Hand-over screen"].selected_option[1],
                                   palette=self.menus["Side colours"].selected_option[1],
                                   ui_scale=int(self.menus["Interface size"].selected_option[1]),
                                   computer_pace=self.menus["Computer pace"].selected_option[1],
                                   computer_personality=self.menus["Computer style"].selected_option[1])

    def _save(self) -> None:
        settings = self.chosen()
        self.window.kill()
        self.on_save(settings)
