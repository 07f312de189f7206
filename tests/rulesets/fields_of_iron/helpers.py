"""Build small Fields of Iron and Echo positions for rules tests.

Positions are given as the scenario files give them: offset [col, row] on a
flat-top, odd-q map, facings by compass name (SE, NE, N, NW, SW, S). Unit ids
starting with "n" belong to the north side, "s" to the south.
"""
from __future__ import annotations

from game.content import scenario_from_data
from game.core.battle import Battle
from game.core.dice import Dice
from game.geometry.hexes import Facing, Hex, neighbour
from game.rulesets.fields_of_iron.actions import EndActivation, Fight, Lead, Move, Shoot

FACING = {name: int(Facing.from_compass(name, "flat")) for name in ("SE", "NE", "N", "NW", "SW", "S")}


def unit(uid: str, profile: str, col: int, row: int, facing: str = "N", **extra) -> dict:
    return {"id": uid, "profile": profile, "at": [col, row], "facing": facing, **extra}


def doc(units: list[dict], terrain: list[dict] = (), *, cols: int = 12, rows: int = 12, profiles=(),
        turn_limit: int | None = None) -> dict:
    north = [u for u in units if u["id"].startswith("n")]
    south = [u for u in units if u["id"].startswith("s")]
    d = {"ruleset": "fields_of_iron", "title": "test", "board": {"kind": "hex", "cols": cols, "rows": rows},
         "terrain": list(terrain),
         "sides": [{"id": "north", "name": "North", "units": north}, {"id": "south", "name": "South", "units": south}],
         "profiles": list(profiles)}
    if turn_limit:
        d["turn_limit"] = turn_limit
    return d


def cells(kind: str, *cells_: tuple[int, int], level: int | None = None) -> dict:
    out = {"type": kind, "shape": "cells", "cells": [list(c) for c in cells_]}
    if level is not None:
        out["level"] = level
    return out


def start(units: list[dict], terrain: list[dict] = (), *, first: str = "north", **kw) -> Battle:
    """A battle on the position, `first` to act (the setup roll-off is overridden)."""
    b = Battle.start(scenario_from_data(doc(units, terrain, **kw)), seed=0)
    b.state.first = b.state.to_act = first
    b.state.last_actor = None
    return b


def script(b: Battle, *faces: int) -> None:
    """The next dice the battle rolls show these faces (and then run out)."""
    b.dice = Dice.scripted(list(faces))


def hx(b: Battle, col: int, row: int) -> Hex:
    return b.state.terrain.key(col, row)


def off(b: Battle, h: Hex) -> tuple[int, int]:
    return b.state.terrain.to_offset(h)


def nb(b: Battle, col: int, row: int, facing: str) -> tuple[int, int]:
    """The [col, row] next to [col, row] across side `facing`."""
    return off(b, neighbour(hx(b, col, row), FACING[facing]))


def step(b: Battle, uid: str, col: int, row: int, facing: str) -> Move:
    h = hx(b, col, row)
    return Move(uid, ((h[0], h[1], FACING[facing]),))


def path(b: Battle, uid: str, *steps: tuple[int, int, str]) -> Move:
    out = []
    for col, row, facing in steps:
        h = hx(b, col, row)
        out.append((h[0], h[1], FACING[facing]))
    return Move(uid, tuple(out))


def where(b: Battle, uid: str) -> tuple[int, int, str]:
    u = b.state.units[uid]
    col, row = off(b, u.hex)
    return col, row, Facing(u.facing).compass("flat")


def steps_offered(b: Battle, uid: str) -> set[tuple[int, int, str]]:
    """The single steps legal_actions offers `uid` (moves to other hexes only)."""
    out = set()
    for a in b.legal_actions(uid):
        if isinstance(a, Move):
            (q, r, f), = a.path
            h = Hex.axial(q, r)
            if h != b.state.units[uid].hex:
                col, row = off(b, h)
                out.add((col, row, Facing(f).compass("flat")))
    return out


__all__ = ["unit", "doc", "cells", "start", "script", "hx", "off", "nb", "step", "path", "where", "steps_offered",
           "FACING", "Move", "Shoot", "Fight", "Lead", "EndActivation"]
