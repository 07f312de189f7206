"""CellMap: offset cells from a scenario file -> engine keys -> terrain types and levels."""
import copy
import doctest

import game.core.cellmap as cellmap_module
from game.content import scenario_from_data
from game.core.cellmap import CellMap
from game.core.state import state_hash
from game.geometry.hexes import Hex
from game.geometry.hexmaps import offset_to_hex


def _doc(kind="hex", **board):
    b = {"kind": kind, "cols": 6, "rows": 5, **board}
    return {"ruleset": "race", "title": "t", "board": b,
            "terrain": [{"type": "hill", "shape": "cells", "cells": [[1, 1], [2, 1]], "level": 1},
                        {"type": "hill", "shape": "cells", "cells": [[2, 1]], "level": 3},
                        {"type": "woods", "shape": "cells", "cells": [[2, 1], [5, 4]]}],
            "sides": [{"id": "a", "name": "A", "units": [{"id": "a1", "profile": "runner", "at": [0, 0]}]},
                      {"id": "b", "name": "B", "units": [{"id": "b1", "profile": "runner", "at": [5, 4]}]}]}


def test_doctests_run():
    result = doctest.testmod(cellmap_module)
    assert result.failed == 0 and result.attempted > 0


def test_hex_keys_follow_the_board_orientation_and_offset():
    for orientation in ("flat", "pointy"):
        for offset in ("odd", "even"):
            m = CellMap.from_scenario(scenario_from_data(_doc(orientation=orientation, offset=offset)))
            h = m.key(2, 1)
            assert h == offset_to_hex(2, 1, orientation, offset)
            assert m.to_offset(h) == (2, 1)
            assert m.types(h) == {"hill", "woods"}
            assert m.level(h, "hill") == 3  # the highest level given wins
            assert all(m.to_offset(k) in {(c, r) for c in range(6) for r in range(5)} for k in m)


def test_tile_keys_are_col_row():
    m = CellMap.from_scenario(scenario_from_data(_doc("tiles")))
    assert m.key(2, 1) == (2, 1) and m.types((5, 4)) == {"woods"}
    assert (6, 0) not in m and (5, 4) in m and len(m) == 30
    assert m.grid is None


def test_open_ground_and_off_board_have_no_terrain():
    m = CellMap.from_scenario(scenario_from_data(_doc()))
    assert m.types(m.key(0, 0)) == frozenset()
    assert m.types(Hex.axial(50, 50)) == frozenset()
    assert m.level(m.key(0, 0), "hill", default=0) == 0
    assert m.terrain_types() == ["hill", "woods"]
    assert [m.to_offset(k) for k, _ in m.items()] == [(1, 1), (2, 1), (5, 4)]


def test_copies_are_the_same_object_and_hash_by_digest():
    m = CellMap.from_scenario(scenario_from_data(_doc()))
    assert copy.deepcopy(m) is m and copy.copy(m) is m
    other = CellMap.from_scenario(scenario_from_data(_doc(cols=7)))
    assert m.digest != other.digest
    assert state_hash({"map": m}) != state_hash({"map": other})
