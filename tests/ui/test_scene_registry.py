"""The menu, battle and editor scenes open one another by name through ui/scene_registry.py; none of them
imports another (or ui/launch.py), so the scene modules form no import circle."""
import ast
from pathlib import Path

import pytest

from game.ui.scene_registry import HOMES, open_scene

GAME = Path(__file__).resolve().parents[2] / "game"
SCENES = ("game.ui.launch", "game.ui.scenes", "game.ui.editor")   # the modules that were in the circle


def module_names():
    out = {}
    for p in GAME.rglob("*.py"):
        name = ".".join(p.relative_to(GAME.parent).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = p
    return out


def import_graph():
    """Module -> the game modules it imports anywhere in its text (functions too; not under TYPE_CHECKING)."""
    mods = module_names()
    graph = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        tree = ast.parse(path.read_text())
        skip = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test)
                for n in ast.walk(node)}
        deps = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
                target = ".".join(base + ([node.module] if node.module else []))
                targets = [f"{target}.{a.name}" for a in node.names] + [target]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            for t in targets:
                while t and t not in mods:
                    t = t.rpartition(".")[0]
                if t and t != name:
                    deps.add(t)
        graph[name] = deps
    return graph


def reaches(graph, start, goal):
    seen, todo = set(), [start]
    while todo:
        m = todo.pop()
        for d in graph.get(m, ()):
            if d == goal:
                return True
            if d not in seen:
                seen.add(d)
                todo.append(d)
    return False


def test_no_scene_module_is_in_an_import_circle():
    graph = import_graph()
    scene_modules = [m for m in graph if m.startswith(SCENES)]
    assert "game.ui.scenes.menu" in scene_modules and "game.ui.editor.commands" in scene_modules
    circles = [m for m in scene_modules if reaches(graph, m, m)]
    assert circles == []


def test_the_registry_imports_no_scene():
    graph = import_graph()
    assert not any(d.startswith(SCENES) for d in graph["game.ui.scene_registry"])
    assert not reaches(graph, "game.ui.scene_registry", "game.ui.scenes.menu")


def test_each_name_opens_its_scene(home):
    from game.ui.app import App
    from game.ui.editor.scene import EditorScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings

    app = App((1024, 700), settings=Settings(animation="off"))
    assert isinstance(open_scene("menu", app), MenuScene)
    assert isinstance(open_scene("editor", app, None), EditorScene)
    assert set(HOMES) == {"menu", "battle", "editor", "lesson", "replay"}
    from game.ui.scenes.teaching import TeachingScene

    lesson = GAME.parent / "maps" / "lessons" / "fields_of_iron_1_turn.json"
    assert open_scene("lesson", app, str(lesson)) is True      # a lesson is pushed over the current scene
    assert isinstance(app.scenes.top, TeachingScene)
    with pytest.raises(KeyError, match="no scene named 'chess'"):
        open_scene("chess", app)
