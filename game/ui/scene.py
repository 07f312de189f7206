"""Scenes and the scene stack: menu, battle, editor, teaching each is a Scene."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from .app import App

__all__ = ["Scene", "SceneStack"]


class Scene:
    """One screen of the app. `draw` never changes state."""

    def __init__(self, app: "App") -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def leave(self) -> None:
        """Called when the scene stops being the top (popped or covered)."""

    def resize(self, w: int, h: int) -> None:
        pass

    def handle_event(self, ev: "pygame.event.Event") -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: "pygame.Surface") -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self._stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.leave()
        self._stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.leave()
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._stack:
            self._stack.pop().leave()
        self._stack.append(scene)
        scene.enter()

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self):
        return iter(self._stack)
