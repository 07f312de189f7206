"""Scenes by name, so that one scene can open another without importing it.

The menu opens the battle screen and the editor; the battle screen opens the
menu; the editor goes back to the menu. Were each to import the others, they
would form an import circle. Instead they ask this registry, which sits below
all of them and names none of them in an import: a module that provides a
scene registers its factory with `@provides(name)`, and the registry loads that
module (listed in `HOMES`) the first time the name is asked for.

Direction of dependency: `launch` -> the scenes (menu, battle, editor) ->
`scene_registry`.
"""
from __future__ import annotations

import importlib
from typing import Any, Callable

__all__ = ["HOMES", "provides", "open_scene"]

# the module that provides each named scene (loaded on first use)
HOMES = {
    "menu": "game.ui.scenes.menu",        # MenuScene(app, battle_scene=None)
    "battle": "game.ui.launch",           # battle_scene(app, battle): the battle screen, autosaving
    "editor": "game.ui.editor.launch",    # editor_scene(app, path=None)
    "lesson": "game.ui.scenes.teaching",  # start_lesson(app, path, resume=False): pushes it, True if it opened
    "replay": "game.ui.scenes.replay",    # replay_scene(app, battle, path=None): the replay viewer
}
_FACTORIES: dict[str, Callable[..., Any]] = {}


def provides(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated callable (app, ...) -> Scene as the scene `name`."""
    def register(factory: Callable[..., Any]) -> Callable[..., Any]:
        _FACTORIES[name] = factory
        return factory
    return register


def open_scene(name: str, app, *args, **kwargs):
    """A new scene `name` for `app` (not pushed: the caller decides where it goes)."""
    factory = _FACTORIES.get(name)
    if factory is None:
        if name not in HOMES:
            raise KeyError(f"no scene named {name!r} (known: {', '.join(sorted(HOMES))})")
        importlib.import_module(HOMES[name])
        factory = _FACTORIES[name]
    return factory(app, *args, **kwargs)
