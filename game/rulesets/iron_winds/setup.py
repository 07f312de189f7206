"""From a scenario to the state at the start of the battle; the advanced rules a scenario switches on."""
from __future__ import annotations

from ...content.profiles.iron_winds import IronWindsProfile
from ...core.ruleset import OptionSpec
from .army import unit_cost
from .profiles import catalogue
from .state import Leader, State, Unit
from .terrain import terrain_key
from .victory import DEFAULT_TURN_LIMIT, DEFAULT_VICTORY

__all__ = ["OPTIONS", "ADVANCED_KEYS", "profiles_for", "build_state"]

OPTIONS = (
    OptionSpec("longbows", "Longbows", "Warriors and elven knights may buy longbows (+1 a figure): 18\" range, +1 at "
               "12\" or less, may shoot over friends at -1."),
    OptionSpec("crossbows", "Crossbows", "Dwarven infantry may carry crossbows instead of bows: 8\" range, warriors and "
               "knights divide by 2 rounding up."),
    OptionSpec("elite", "Elite units", "Warrior and knight units may buy elite status (+1 a figure): +1 to morale and "
               "rally rolls."),
    OptionSpec("pikes", "Pikes", "Warrior and knight infantry may buy pikes (+1 a figure): knight speed, strike first "
               "in a melee's first round, cavalry must pass morale to charge their front."),
    OptionSpec("heroes", "Heroes and demi-gods", "Leaders may be bought as heroes (10 points) or demi-gods (20)."),
    OptionSpec("cavalry_charges", "Cavalry charges", "Warrior or levy infantry charged by cavalry checks morale before "
               "the melee; if it breaks the cavalry may go on moving."),
    OptionSpec("knight_cavalry", "Knight cavalry at 8\"", "Knight cavalry moves 8\"."),
    OptionSpec("horse_archers", "Horse archers", "Bow-armed cavalry that shoots may still move half its move."),
)
ADVANCED_KEYS = tuple(o.key for o in OPTIONS)


def profiles_for(scenario) -> dict[str, IronWindsProfile]:
    """The shipped profiles, overridden and extended by the scenario's own."""
    out = dict(catalogue())
    for p in getattr(scenario, "profiles", ()) or ():
        if isinstance(p, IronWindsProfile):
            out[p.id] = p
    return out


def build_state(scenario) -> State:
    profiles = profiles_for(scenario)
    sides = (scenario.sides[0].id, scenario.sides[1].id)
    advanced = {k: bool(scenario.options.get(k, False)) for k in ADVANCED_KEYS}
    units: dict[str, Unit] = {}
    leaders: dict[str, Leader] = {}
    for side in scenario.sides:
        for p in side.units:
            prof = profiles[p.profile]
            x, y, h = p.pose
            name = p.name or prof.name
            if prof.is_leader:
                opts = set(prof.equipment) | set(p.options)
                rank = "demigod" if "demigod" in opts else "hero" if "hero" in opts else "leader"
                leaders[p.id] = Leader(p.id, side.id, name, prof.id, prof.race, rank, float(x), float(y), float(h) % 360.0,
                                       prof.base_size[0], attached=p.attached_to or "",
                                       points=unit_cost(prof, 1, p.options), _mounted=prof.mounted)
                continue
            figures = p.figures or prof.strength
            w, d = prof.base_size
            units[p.id] = Unit(p.id, side.id, name, prof.id, prof.race, prof.type, prof.mounted,
                               tuple(sorted(set(prof.equipment) | set(p.options))), prof.full_strength, figures, figures,
                               float(x), float(y), float(h) % 360.0, w, d, points=unit_cost(prof, figures, p.options))
    for lead in leaders.values():
        lead.start_unit = lead.attached
    terrain = tuple(piece.model_dump(mode="json", exclude_none=True) for piece in scenario.terrain)
    victory = tuple((v.kind, v.threshold) for v in scenario.victory) or DEFAULT_VICTORY
    start_figures = {s: sum(u.start for u in units.values() if u.side == s) for s in sides}
    start_points = {s: sum(u.points for u in units.values() if u.side == s) +
                    sum(lead.points for lead in leaders.values() if lead.side == s) for s in sides}
    lead_side = scenario.first_side or sides[0]
    state = State(sides=sides, side_names={s.id: s.name for s in scenario.sides},
                  table=(float(scenario.board.width), float(scenario.board.height)),
                  terrain_key=terrain_key(terrain), _terrain=terrain, advanced=advanced, victory=victory,
                  turn_limit=scenario.turn_limit or DEFAULT_TURN_LIMIT, units=units, leaders=leaders,
                  start_figures=start_figures, start_points=start_points, lead=lead_side, step=lead_side,
                  kills={s: 0.0 for s in sides})
    for lead in leaders.values():
        if lead.attached:
            p = state.leader_pose(lead)
            lead.x, lead.y, lead.heading = p.x, p.y, p.heading
    return state
