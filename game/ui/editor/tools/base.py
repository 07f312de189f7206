"""The tool protocol: what the editor scene calls, and what a tool may ask of the scene.

The scene hands a tool world points (inches) and screen points, and the tool
edits through `scene.apply(label, change)` (undoable, checked), selects with
`scene.select(target)`, and reads `scene.doc`, `scene.layout`, `scene.grid`,
`scene.snap`, `scene.paint` (the palette's settings) and `scene.side`.
"""
from __future__ import annotations

__all__ = ["Tool"]


class Tool:
    shortcut = ""            # the shortcut letter (pygame key name)
    name = ""
    tip = ""                 # the toolbar button's tooltip
    hint = ""                # the hint strip while the tool is on
    boards: tuple[str, ...] = ("hex", "tiles", "table")
    paints_terrain = False   # uses the palette's terrain type (picking a type keeps the tool)

    def __init__(self, scene) -> None:
        self.scene = scene

    @property
    def busy(self) -> bool:
        """In the middle of something (a stroke, a polygon): Esc cancels it first."""
        return False

    def press(self, world, pos, mods: int) -> None: ...

    def drag(self, world, pos) -> None: ...

    def hover(self, world, pos) -> None: ...

    def release(self, world, pos) -> None: ...

    def key(self, ev) -> bool:
        return False

    def follow(self, world, pos) -> None:
        """The keyboard's cursor moved (as the pointer hovering, or dragging while a drag is under way)."""
        self.hover(world, pos)

    def stamp(self, world, pos, mods: int = 0, *, point: bool = False) -> None:
        """Enter at the keyboard's cursor: a click there (`point`: Space, a point of a shape)."""
        self.press(world, pos, mods)
        self.release(world, pos)

    def cancel(self) -> bool:
        """Esc: drop what is half done; True if there was something."""
        return False

    def draw(self, surface) -> None: ...
