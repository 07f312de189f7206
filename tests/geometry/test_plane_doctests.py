"""Run the `>>>` examples of the plane geometry modules."""
import doctest
import importlib

import pytest

MODULES = ["plane", "planegaps", "polygons", "planearcs", "planemove", "space", "visibility", "planesight", "envelope",
           "pathprice", "vecmath", "sweep", "edgecontact", "within"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(f"game.geometry.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_geometry_imports_no_pygame_core_rulesets_or_shapely():
    import ast
    import pathlib
    for name in MODULES:
        path = pathlib.Path(importlib.import_module(f"game.geometry.{name}").__file__)
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                for n in names:
                    assert not n.startswith(("pygame", "game.core", "game.rulesets", "shapely")), (name, n)
