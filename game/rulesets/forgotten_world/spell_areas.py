"""Spell areas on the board (Magic Phase › Sorcery: apprenticeship spells): while a mage's area spell waits
to be cast, the ground it would cover (Fog and Mass Dispel around the caster, Thunderbolt's line); and
lasting areas while they hold (the fog on the units it covers, a mage's barrier around him)."""
from __future__ import annotations

from ...core.areas import AreaMark
from ...geometry.offset import inflate_convex
from . import actions as A
from .geo import geo
from .magic import BARRIER_REACH, FOG_REACH
from .spells import SPELLS

__all__ = ["area_marks"]

FOG_MIST = 0.4          # inches of mist drawn around each unit the fog covers


def _origin(state, u):
    """Where a spell starts: the mage, or the regiment he stands in."""
    return state.units[u.attached] if u.attached and u.attached in state.units else u


def _aimed(state, action) -> list[AreaMark]:
    if not isinstance(action, (A.CastArea, A.Cast)) or action.spell not in SPELLS:
        return []
    u = state.units.get(action.unit)
    if u is None or not u.alive:
        return []
    origin = _origin(state, u)
    fp = geo(state).fps.get(origin.id)
    name = SPELLS[action.spell].name
    if action.spell == "thunderbolt":                 # as magic._damage draws it: from the front edge, straight on
        reach = SPELLS["thunderbolt"].reach
        a = origin.front_centre()
        b = origin.pose.moved(origin.depth / 2.0 + reach).position
        return [AreaMark("aim", f"{name}: {reach:g}\" line", line=(tuple(a), tuple(b)), width=0.3)]
    reach = {"fog": FOG_REACH, "mass_dispel": SPELLS["mass_dispel"].reach}.get(action.spell)
    if reach is None or fp is None:
        return []
    return [AreaMark("aim", f"{name}: within {reach:g}\"", points=inflate_convex(fp, reach))]


def _lasting(state) -> list[AreaMark]:
    out: list[AreaMark] = []
    fps = geo(state).fps
    for x in state.alive_units():
        fp = fps.get(x.id)
        if fp is None:
            continue
        if x.effect("fog"):
            out.append(AreaMark("effect", "fog", points=inflate_convex(fp, FOG_MIST)))
        if x.mage and x.effect("barrier"):
            host = fps.get(_origin(state, x).id, fp)
            out.append(AreaMark("effect", f"{x.name}'s barrier ({BARRIER_REACH:g}\")",
                                points=inflate_convex(host, BARRIER_REACH)))
    return out


def area_marks(state, unit_id, action=None) -> tuple[AreaMark, ...]:
    return tuple(_lasting(state) + _aimed(state, action))
