"""Build small Movement and Terrain positions for rules tests.

Tiles are [col, row]. Unit ids starting with "n" belong to the north side,
"s" to the south; `f=` names the first unit of a unit's formation.
"""
from __future__ import annotations

from game.content import scenario_from_data
from game.core.battle import Battle
from game.core.dice import Dice
from game.rulesets.formations.actions import Cautious, EndAction, EndMove, Move, order_action, Shoot  # noqa: F401


def unit(uid: str, profile: str, col: int, row: int, f: str | None = None, **extra) -> dict:
    d = {"id": uid, "profile": profile, "at": [col, row], **extra}
    if f:
        d["attached_to"] = f
    return d


def cells(kind: str, *cells_: tuple[int, int]) -> dict:
    return {"type": kind, "shape": "cells", "cells": [list(c) for c in cells_]}


def doc(units, terrain=(), *, cols=16, rows=16, profiles=(), turn_limit=None, objectives=()) -> dict:
    north = [u for u in units if u["id"].startswith("n")]
    south = [u for u in units if u["id"].startswith("s")]
    d = {"ruleset": "formations", "title": "test", "board": {"kind": "tiles", "cols": cols, "rows": rows},
         "terrain": list(terrain), "profiles": list(profiles), "objectives": list(objectives),
         "sides": [{"id": "north", "name": "North", "units": north}, {"id": "south", "name": "South", "units": south}]}
    if turn_limit:
        d["turn_limit"] = turn_limit
    return d


def start(units, terrain=(), *, first: str = "north", **kw) -> Battle:
    """A battle on the position with `first` to act (the opening roll-off overridden)."""
    b = Battle.start(scenario_from_data(doc(units, terrain, **kw)), seed=0)
    b.state.first = b.state.to_act = first
    return b


def script(b: Battle, *faces: int) -> None:
    """The next dice the battle rolls show these faces (and then run out)."""
    b.dice = Dice.scripted(list(faces))


def order(b: Battle, uid: str, what: str, road: bool = False, *faces: int):
    if faces:
        script(b, *faces)
    return b.perform(order_action(uid, what, road))


def walk(b: Battle, uid: str, *path: tuple[int, int]):
    return b.perform(Move(uid, tuple(path)))


def end_move(b: Battle, uid: str, *lost: str):
    return b.perform(EndMove(uid, tuple(lost)))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def cell(b: Battle, uid: str) -> tuple[int, int]:
    return b.state.units[uid].cell


def prof(pid: str, cls: str, speed: int = 3, integrity: int = 2, armour: int | None = 5, **extra) -> dict:
    d = {"ruleset": "formations", "id": pid, "name": pid.capitalize(), "unit_class": cls, "speed": speed,
         "integrity": integrity, "weapons": [{"name": "Gun", "range": 8, "attacks": 2, "hit": 4}], **extra}
    if armour is not None:
        d["armour"] = armour
    return d


PROFILES = [prof("inf", "infantry"), prof("veh", "vehicle", speed=4), prof("arm", "vehicle", speed=4, armoured=True),
            prof("eng", "war_engine", integrity=3), prof("air", "vehicle", speed=6, air=True),
            prof("climber", "infantry", climbing_gear=True), prof("soft", "infantry", armour=None),
            prof("slow", "infantry", speed=1)]


def battle(units, terrain=(), **kw) -> Battle:
    """`start` with the test profiles (inf, veh, arm, eng, air, climber, soft, slow)."""
    kw.setdefault("profiles", PROFILES)
    return start(units, terrain, **kw)
