"""game/ai plays every ruleset through the engine's public boundary: it imports the core and nothing of a
ruleset's insides, the screen or pygame."""
from __future__ import annotations

import ast
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "game" / "ai"


def _imports(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append("." * node.level + (node.module or ""))
    return out


def test_ai_imports_only_the_core():
    files = sorted(AI.glob("*.py"))
    assert files
    for path in files:
        for name in _imports(path):
            assert "rulesets" not in name and "ui" not in name.split(".") and "pygame" not in name, (path.name, name)
            if name.startswith(".."):
                assert name.startswith(("..core", "..content")), (path.name, name)
