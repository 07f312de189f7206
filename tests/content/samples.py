"""Small valid scenario documents for each board kind."""


def hex_doc():
    return {"schema_version": 1, "ruleset": "race", "title": "Hex sample",
            "board": {"kind": "hex", "cols": 6, "rows": 5},
            "terrain": [{"type": "woods", "shape": "cells", "cells": [[1, 1], [2, 1]]}],
            "sides": [{"id": "red", "name": "Red", "units": [{"id": "r1", "profile": "runner", "at": [0, 0],
                                                               "facing": "S"}]},
                      {"id": "blue", "name": "Blue", "units": [{"id": "b1", "profile": "runner", "at": [5, 4]}]}],
            "objectives": [{"id": "o1", "name": "Hill", "at": [3, 2]}], "turn_limit": 5,
            "victory": [{"kind": "score_at_end"}]}


def table_doc():
    return {"schema_version": 1, "ruleset": "race", "title": "Table sample",
            "board": {"kind": "table", "width": 48, "height": 36},
            "terrain": [{"type": "hill", "shape": "circle", "center": [24, 18], "radius": 5, "level": 1},
                        {"type": "river", "shape": "polyline", "points": [[0, 10], [48, 12]], "width": 2},
                        {"type": "woods", "shape": "polygon", "points": [[5, 5], [10, 5], [8, 9]]},
                        {"type": "field", "shape": "rect", "center": [40, 30], "size": [6, 4], "rotation": 15}],
            "sides": [{"id": "red", "name": "Red", "units": [{"id": "r1", "profile": "runner",
                                                               "pose": [10, 30, 0]}],
                       "deployment": [{"shape": "rect", "center": [24, 32], "size": [48, 8]}]},
                      {"id": "blue", "name": "Blue", "units": [{"id": "b1", "profile": "runner",
                                                                 "pose": [10, 4, 180]}]}]}
