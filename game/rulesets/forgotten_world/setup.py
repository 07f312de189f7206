"""From a scenario to the state at the start of the battle."""
from __future__ import annotations

from ...content.profiles.forgotten_world import ForgottenWorldProfile
from .profiles import catalogue
from .spells import SPELL_ORDER, SPELLS
from .state import State, Unit
from .terrain import terrain_key
from .units import base_inches

__all__ = ["profiles_for", "build_state", "DEFAULT_TURNS"]

DEFAULT_TURNS = 6
SPELLS_PREPARED = 6


def profiles_for(scenario) -> dict[str, ForgottenWorldProfile]:
    out = dict(catalogue())
    for p in getattr(scenario, "profiles", ()) or ():
        if isinstance(p, ForgottenWorldProfile):
            out[p.id] = p
    return out


def build_state(scenario) -> State:
    profiles = profiles_for(scenario)
    units: dict[str, Unit] = {}
    for side in scenario.sides:
        for p in side.units:
            prof = profiles[p.profile]
            bw, bd = base_inches(prof.base)
            models = 1 if prof.single else (p.figures or prof.models)
            files = 1 if prof.single else (p.files or prof.files or min(models, 5))
            x, y, h = p.pose
            u = Unit(p.id, side.id, p.name or prof.name, prof.id, prof.kind, prof.base, prof.single, models, models,
                     files, float(x), float(y), float(h) % 360.0, bw, bd, prof.M, prof.SS, prof.FS, prof.D, prof.H,
                     prof.W, prof.A, prof.Ld, range=float(prof.range), stamina=prof.stamina,
                     stamina_max=prof.stamina, standard=prof.standard, mage=prof.mage, flyer=prof.flyer,
                     general="general" in p.options, attached=p.attached_to or "")
            if prof.mage:
                chosen = tuple(o for o in p.options if o in SPELLS)
                u.spells = chosen or SPELL_ORDER[:SPELLS_PREPARED]
            units[p.id] = u
    for s in scenario.sides:
        mine = [u for u in units.values() if u.side == s.id and u.kind == "character"]
        if mine and not any(u.general for u in mine):
            max(mine, key=lambda u: (u.Ld, -list(units).index(u.id))).general = True
    for u in units.values():
        if u.attached and u.attached in units:
            host = units[u.attached]
            host.shrink_to(host.models, host.joined + 1)     # his place in the front rank pushes a model back
    for u in units.values():
        if u.attached and u.attached in units:
            host = units[u.attached]
            u.x, u.y, u.heading = host.x, host.y, host.heading
    terrain = tuple(piece.model_dump(mode="json", exclude_none=True) for piece in scenario.terrain)
    state = State(sides=(scenario.sides[0].id, scenario.sides[1].id),
                 side_names={s.id: s.name for s in scenario.sides},
                 table=(float(scenario.board.width), float(scenario.board.height)), terrain_key=terrain_key(terrain),
                 turn_limit=scenario.turn_limit or DEFAULT_TURNS, units=units, _terrain=terrain)
    from .garrison import deploy
    deploy(state)                                  # units deployed inside a building garrison it
    return state
