"""Dependencies inside a ruleset package point one way: no module imports another that imports it back,
counting imports inside functions (the way an import circle used to be papered over)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import game.rulesets

PACKAGES = ("fields_of_iron", "iron_winds")


def sibling_imports(package: Path) -> dict[str, set[str]]:
    modules = {p.stem: p for p in package.glob("*.py")}
    graph = {}
    for name, path in modules.items():
        deps = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                deps |= {node.module.split(".")[0]} if node.module else {a.name for a in node.names}
        graph[name] = {d for d in deps if d in modules and d != name}
    return graph


def cycle_through(graph: dict[str, set[str]], start: str) -> list[str] | None:
    """A path start -> ... -> start, if there is one."""
    todo = [(start, [start])]
    seen = set()
    while todo:
        node, path = todo.pop()
        for nxt in sorted(graph[node]):
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                todo.append((nxt, path + [nxt]))
    return None


def test_the_checker_finds_a_circle():
    assert cycle_through({"a": {"b"}, "b": {"c"}, "c": {"a"}}, "a") == ["a", "b", "c", "a"]
    assert cycle_through({"a": {"b"}, "b": set()}, "a") is None


@pytest.mark.parametrize("name", PACKAGES)
def test_no_import_circle_inside_the_ruleset(name):
    graph = sibling_imports(Path(game.rulesets.__file__).parent / name)
    circles = [c for c in (cycle_through(graph, m) for m in sorted(graph)) if c]
    assert not circles, " ; ".join(" -> ".join(c) for c in circles)


def test_a_rout_uses_losses_and_not_the_reverse():
    graph = sibling_imports(Path(game.rulesets.__file__).parent / "iron_winds")
    assert "losses" in graph["rout"] and "rout" not in graph["losses"]
