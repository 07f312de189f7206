"""The state at the start of an Iron Dawn battle: units of individual models placed in formation, vehicles,
solo units joined to units, squads embarked, objectives and the scenario's victory options."""
from __future__ import annotations

from ...core.ruleset import OptionSpec
from ...geometry.coherency import formation
from .profiles import has_turret, lookup, register_extra
from .state import Model, Objective, State, Unit
from .terrain import terrain_key

__all__ = ["build_state", "OPTIONS", "MODEL_GAP", "make_unit"]

MODEL_GAP = 1.5       # inches between model centres in a starting formation
OPTIONS = (
    OptionSpec("outnumber", "Outnumber 2 to 1", "A side that has twice as many units on the table as the other "
               "wins at the end of a turn.", False),
)


def _weapons_of(p, n: int) -> list[int]:
    """Which weapon each of `n` models carries: special weapons go to the last models."""
    default = next((i for i, w in enumerate(p.weapons) if w.mount == "carried" and w.models is None), -1)
    out = [default] * n
    k = n - 1
    for i, w in enumerate(p.weapons):
        if w.mount == "carried" and w.models:
            for _ in range(w.models):
                if k >= (1 if p.leader else 0):
                    out[k] = i
                    k -= 1
    return out


def make_unit(uid: str, side: str, name: str, pid: str, x: float, y: float, heading: float,
              figures: int | None = None) -> Unit:
    p = lookup(pid)
    if p.kind == "vehicle":
        models = [Model(f"{uid}.1", x, y, p.hp, p.hp, -1)]
        return Unit(uid, side, name, pid, p.kind, x, y, heading, models, p.points, p.rank, p.veteran, 0.0,
                    tur=p.tur, width=p.size[0], depth=p.size[1])
    n = min(figures or p.models, p.models) if p.kind == "squad" else 1
    spots = formation(x, y, heading, n, p.base, MODEL_GAP) if n > 1 else [(x, y)]
    carried = _weapons_of(p, n)
    models = [Model(f"{uid}.{i + 1}", sx, sy, p.hp, p.hp, carried[i], leader=(p.leader and i == 0))
              for i, (sx, sy) in enumerate(spots)]
    u = Unit(uid, side, name, pid, p.kind, x, y, heading, models, p.points, p.rank, p.veteran, p.base)
    if p.kind == "emplacement":
        u.width = u.depth = 1.5
    return u


def build_state(scenario) -> State:
    register_extra(scenario.profiles)
    units: dict[str, Unit] = {}
    for side in scenario.sides:
        for pl in side.units:
            x, y, h = pl.pose
            units[pl.id] = u = make_unit(pl.id, side.id, pl.name or lookup(pl.profile).name, pl.profile, x, y,
                                         h, pl.figures)
            if pl.turret is not None and has_turret(lookup(pl.profile)):
                u.turret = (pl.turret + 180.0) % 360.0 - 180.0
    for side in scenario.sides:
        for pl in side.units:
            if pl.attached_to and pl.attached_to in units:
                u, host = units[pl.id], units[pl.attached_to]
                if host.is_vehicle:
                    u.inside = host.id
                    host.cargo.append(u.id)
                else:
                    u.joined = host.id
    objectives = {o.id: Objective(o.id, o.name, o.point[0], o.point[1], o.radius or 3.0, o.points)
                  for o in scenario.objectives if o.point is not None}
    raw = [t.model_dump(mode="json", exclude_none=True) for t in scenario.terrain]
    victory = [v.kind for v in scenario.victory] or ["objectives", "last_side_standing"]
    opts = {**{o.key: o.default for o in OPTIONS}, **scenario.options}
    state = State(sides=[s.id for s in scenario.sides], side_names={s.id: s.name for s in scenario.sides},
                  units=units, objectives=objectives, width=float(scenario.board.width),
                  height=float(scenario.board.height), _terrain=raw, terrain_key=terrain_key(raw), options=opts,
                  turn_limit=scenario.turn_limit, victory=victory)
    state.held = {s: 0 for s in state.sides}
    state.start_points = {s: sum(u.points for u in units.values() if u.side == s) for s in state.sides}
    return state
