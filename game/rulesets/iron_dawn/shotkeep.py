"""A shot's verdict, kept across states while the legal actions are listed.

Listing the legal actions plans the shots of every ready unit at every enemy (`plan_shot`) at every
decision, though most shooters and targets are as they were at the decision before. The verdict of a
plan (ok, reason, section: all that `commands.check` reads of it) is kept (`game.core.kept`) under all
that `plan_shot` reads:

- the turn and phase (heavy weapons after moving, a turret's limit this phase, suppression, running);
- the terrain (its key, what of it is destroyed): a building's openings, the cover;
- the shooter's and the target's whole records (every model's too), and the named stationary weapon's;
  whether each of the three is inside a transport on the table;
- whether it is an Armour Penetrating Round (the only mode `plan_shot` reads);
- every vehicle on the table (the cover of a target reads the hulls of those near the line of fire).

A shooter with an indirect weapon (its own or the gun's) is planned afresh: when the target is hidden
from it, its spotters' view of the target is read too. Profiles are named by their ids, as in the walk
and cover keys. Tests: tests/rulesets/iron_dawn/test_kept_walks.py (every candidate's verdict, kept and
afresh, after a change of any field).
"""
from __future__ import annotations

from dataclasses import fields
from operator import attrgetter
from typing import NamedTuple

from ...core.kept import Kept
from .profiles import lookup
from .shotplan import plan_shot
from .state import Model, State, Unit

__all__ = ["ShotVerdict", "shot_verdict"]


class ShotVerdict(NamedTuple):
    ok: bool
    reason: str
    section: str


_VERDICTS = Kept("iron_dawn shot verdicts", 20_000)
_UNIT = attrgetter(*(f.name for f in fields(Unit) if f.name != "models"))
_MODEL = attrgetter(*(f.name for f in fields(Model)))
_HULL = attrgetter("id", "alive", "kind", "inside", "x", "y", "heading", "width", "depth")


def _record(state: State, u: Unit | None) -> tuple | None:
    if u is None:
        return None
    rec = tuple(tuple(v) if type(v) is list else v for v in _UNIT(u))
    return rec, tuple(map(_MODEL, u.models)), bool(u.inside and u.inside in state.units)


def _indirect(u: Unit | None) -> bool:
    """Whether `u` has an indirect weapon (an unknown profile counts: planned afresh, it fails as it fails)."""
    if u is None:
        return False
    try:
        return any(w.special == "indirect" for w in lookup(u.profile).weapons)
    except Exception:  # noqa: BLE001
        return True


def shot_verdict(state: State, u: Unit, target: Unit, mode: str, emplacement: str) -> ShotVerdict:
    """The verdict of `plan_shot(state, u, target, mode, emplacement=emplacement)`, kept."""
    emp = state.units.get(emplacement) if emplacement else None

    def make() -> ShotVerdict:
        plan = plan_shot(state, u, target, mode, emplacement=emplacement)
        return ShotVerdict(plan.ok, plan.reason, plan.section)

    if _indirect(u) or _indirect(emp):
        return make()
    units = state.units
    key = (state.turn, state.phase, state.terrain_key, tuple(state.destroyed_terrain), mode == "ap_round",
           emplacement, _record(state, u), _record(state, target), _record(state, emp),
           tuple((*_HULL(o), bool(o.inside and o.inside in units)) for o in units.values() if o.kind == "vehicle"))
    return _VERDICTS.ask(key, make)
