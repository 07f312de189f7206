"""pygame_gui elements with the behaviour the screen needs.

`Button` shows its tooltip even while disabled, so a greyed-out control can
say why ("Undo stops at the last die roll"). Import this module only once the
GUI is up: it imports pygame_gui.
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIElement

__all__ = ["Button", "button", "text_box", "label"]


class Button(pygame_gui.elements.UIButton):
    """A UIButton whose tooltip also shows while it is disabled."""

    def can_hover(self) -> bool:
        return not self.is_selected and not self.held

    def on_hovered(self) -> None:
        if self.is_enabled:
            super().on_hovered()
        else:
            UIElement.on_hovered(self)

    def on_unhovered(self) -> None:
        if self.is_enabled:
            super().on_unhovered()
        else:
            UIElement.on_unhovered(self)

    def set_state(self, enabled: bool, tooltip: str) -> None:
        """Enable or disable with the tooltip that explains it (no rebuild when nothing changes)."""
        if enabled != self.is_enabled:
            self.enable() if enabled else self.disable()
        if tooltip != self.tool_tip_text:
            self.set_tooltip(tooltip)


def button(manager, rect, text: str, tooltip: str, command=None, *, object_id: str | None = None,
           container=None) -> Button:
    """A button running `command()` when clicked. The command is always called with no arguments
    (pygame_gui would pass its event data to any one-parameter callable, such as the
    `lambda a=action: ...` callbacks the panels build)."""
    run = (lambda: command()) if command is not None else None
    return Button(pygame.Rect(rect), text, manager, container=container, tool_tip_text=tooltip, command=run,
                  object_id=object_id)


def text_box(manager, rect, html: str, *, object_id: str | None = None, container=None):
    return pygame_gui.elements.UITextBox(html, pygame.Rect(rect), manager, container=container, object_id=object_id)


def label(manager, rect, text: str, *, object_id: str | None = None, container=None):
    return pygame_gui.elements.UILabel(pygame.Rect(rect), text, manager, container=container, object_id=object_id)
