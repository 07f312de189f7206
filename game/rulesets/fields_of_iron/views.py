"""What the battle screen reads: units, reach, sight, targets, labels, status.

Cells are axial (q, r); facings 0..5 in the geometry's `Facing` order.
"""
from __future__ import annotations

import math

from ...core.actions import Action
from ...core.ruleset import Reach, Sight, Status, TargetInfo, UnitView
from ...core.wording import verb
from ...geometry.cellreach import STOP as REACH_STOP
from ...geometry.cellreach import reach as cell_reach
from ...geometry.hexes import Facing, Hex, distance, facing_to, linedraw
from .actions import EndActivation, Fight, Lead, Move, Shoot
from .combat import in_combat
from .movement import MoveContext, half_move, move_context, steps_from
from .move_apply import where
from .refs import ARTILLERY, FIGHT, MOVE_SHOOT, ref
from .shooting import check_shot, shot_view
from .sight import arc_cells, sees, visible_cells
from .state import FoiState, UnitState
from .turns import fresh_activation
from .victory import scores

__all__ = ["unit_views", "reach_view", "sight_view", "target_view", "describe", "move_for", "move_costs", "status_view",
           "MARKERS"]

MARKERS = ("active", "activated", "ready", "engaged", "moved", "charged", "shot", "fought", "inspired", "leader",
           "monster", "flying", "removed")


def _axial(h: Hex) -> tuple[int, int]:
    return (h[0], h[1])


def unit_views(state: FoiState) -> list[UnitView]:
    out = []
    occ = state.occupant()
    active = state.active.unit if state.active else None
    for u in state.units.values():
        card = state.card_of(u)
        marks = set()
        if u.id == active:
            marks.add("active")
        elif u.activated:
            marks.add("activated")
        elif u.alive and u.side == state.to_act and active is None:
            marks.add("ready")
        for flag in ("moved", "charged", "shot", "fought"):
            if getattr(u, flag):
                marks.add(flag)
        if u.hit_bonus:
            marks.add("inspired")
        if u.alive and in_combat(state, u, occ):
            marks.add("engaged")
        for flag in ("leader", "monster", "flying"):
            if getattr(card, flag):
                marks.add(flag)
        if not u.alive:
            marks = {"removed"}
        out.append(UnitView(id=u.id, side=u.side, name=u.name, profile=u.card, cell=(u.q, u.r), facing=u.facing,
                            strength=f"{max(0, card.wounds - u.damage)}/{card.wounds} wounds", markers=frozenset(marks), card=card.lines(),
                            alive=u.alive, kind=_kind(card)))
    return out


def _kind(card) -> str:
    """The board's symbol for a card: what sets it apart most (flying, a monster, a leader), else its type."""
    return "flyer" if card.flying else "monster" if card.monster else "leader" if card.leader else card.type


def _reach(ctx: MoveContext):
    def step(s):
        for st in steps_from(ctx, s):
            yield st.to, 1, (REACH_STOP if st.stop else 0)

    return cell_reach(ctx.start(), step, budget=math.inf)


def reach_view(state: FoiState, unit: UnitState) -> Reach:
    """Every (cell, facing) the unit may still reach this activation, with the cheapest path to each cell."""
    ctx = move_context(state, unit)
    r = _reach(ctx)
    start = ctx.start()
    cells: dict[tuple[int, int], set[int]] = {}
    best: dict[tuple[int, int], tuple[float, tuple]] = {}
    for s, cost in r.states().items():
        if s == start:
            continue
        key = _axial(s[0])
        cells.setdefault(key, set()).add(int(s[1]))
        if key not in best or cost < best[key][0]:
            best[key] = (cost, s)
    paths = {key: tuple(_axial(p[0]) for p in r.path(s)) for key, (_, s) in best.items()}
    return Reach(cells={k: frozenset(v) for k, v in cells.items()}, paths=paths,
                 budget=float(ctx.card.allowance - ctx.act.steps))


def move_for(state: FoiState, unit: UnitState, cell: tuple[int, int], facing: int) -> Move:
    """The Move (a whole path) that takes `unit` to `cell` facing `facing`: the cheapest legal one,
    or, when the rules allow none, the one a player would try (as far as the unit may go toward
    the hex, then straight on), whose `check` says which step is refused and by which rule."""
    ctx = move_context(state, unit)
    r = _reach(ctx)
    h = Hex.axial(*cell)
    states = r.states()
    found = [(cost, s) for s, cost in states.items() if s[0] == h and s[1] == facing and s != ctx.start()]
    if found:
        _, s = min(found, key=lambda cs: (cs[0], cs[1][2]))
        return Move(unit.id, _steps(r.path(s)[1:]))
    return Move(unit.id, _tried_path(r, states, h, facing))


def _steps(states) -> tuple:
    return tuple((p[0][0], p[0][1], int(p[1])) for p in states)


def _tried_path(r, states, h: Hex, facing: int) -> tuple:
    """A path to `h` that the rules refuse: the deepest reachable state nearest `h`, then a hex line."""
    near = min(states, key=lambda s: (distance(s[0], h), -s[2], states[s]))
    path = list(_steps(r.path(near)[1:]))
    line = linedraw(near[0], h)[1:]
    prev = near[0]
    for i, nxt in enumerate(line):
        step = facing if i == len(line) - 1 else int(facing_to(prev, nxt))
        path.append((nxt[0], nxt[1], int(step)))
        prev = nxt
    return tuple(path) or ((h[0], h[1], int(facing)),)


def move_costs(state: FoiState, unit: UnitState, move: Move) -> list[tuple[str, str]]:
    """What `move` would cost `unit` this activation: the shot it could still take before the move
    and no longer after it (Shoot › Moving and shooting, Shoot › Artillery). (reason, section) pairs."""
    card = state.card_of(unit)
    if not card.weapons_of("shoot") or unit.shot or unit.fought or in_combat(state, unit):
        return []
    ctx = move_context(state, unit)
    before, after = ctx.act.steps, ctx.act.steps + len(move.path)
    if card.type == "artillery":
        return [(f"{unit.name} cannot shoot after this move: artillery never shoots in a turn it moves",
                 ARTILLERY)] if not before else []
    half = half_move(card)
    if before <= half < after:
        return [(f"{unit.name} cannot shoot after this move: it may shoot only after moving at most "
                 f"{half} hex{'es' if half != 1 else ''}", MOVE_SHOOT)]
    return []


def sight_view(state: FoiState, unit: UnitState) -> Sight:
    card = state.card_of(unit)
    ranges = tuple((w.name, float(w.range)) for w in card.weapons_of("shoot"))
    return Sight(visible=frozenset(_axial(h) for h in visible_cells(state, unit)),
                 arc_cells=frozenset(_axial(h) for h in arc_cells(state, unit)), ranges=ranges)


def target_view(state: FoiState, unit: UnitState, target: UnitState) -> TargetInfo:
    if target.side == unit.side:
        return TargetInfo(False, False, f"{target.name} is a friendly unit")
    adjacent = distance(unit.hex, target.hex) == 1
    card = state.card_of(unit)
    if not card.weapons_of("shoot"):
        if adjacent:
            return TargetInfo(True, True, f"{target.name} is in combat with {unit.name}: fight it", ref(FIGHT), 1)
        return TargetInfo(sees(state, unit, target.hex), False,
                          f"{unit.name} has no shooting weapon; it fights adjacent enemies only",
                          ref(FIGHT), float(distance(unit.hex, target.hex)))
    view = shot_view(state, unit, target)
    act = state.active if state.active and state.active.unit == unit.id else fresh_activation(state, unit)
    now = check_shot(state, unit, act, target)
    reason = now.problem or f"{target.name} is in sight and in range"
    rule = ref(now.section) if now.section else None
    if adjacent:
        reason = f"{target.name} is in combat with {unit.name}: fight it (units in combat cannot shoot)"
        rule = ref(FIGHT)
    return TargetInfo(view.in_sight, view.in_range, reason, rule, float(view.distance or 0))


def _compass(state: FoiState, facing: int) -> str:
    return Facing(facing).compass(state.terrain.orientation or "flat")


def describe(state: FoiState, action: Action) -> str:
    u = state.units.get(getattr(action, "unit", ""), None)
    name = u.name if u else getattr(action, "unit", "?")
    if isinstance(action, Move) and u is not None and action.path:
        q, r, f = action.path[-1]
        h = Hex.axial(q, r)
        if h == u.hex and len(action.path) == 1:
            return f"Turn to face {_compass(state, f)}"
        enemies = [e for e in state.living(state.other(u.side)) if distance(e.hex, h) == 1]
        verb = "Charge" if enemies else ("Step" if len(action.path) == 1 else "Move")
        n = len(action.path)
        return f"{verb} to {where(state, h)} facing {_compass(state, f)}" + (f" ({n} hexes)" if n > 1 else "")
    if isinstance(action, Lead):
        t = state.units.get(action.target)
        skill = state.card_of(u).skill(action.skill) if u else None
        return f"{skill.name if skill else action.skill}: inspire {t.name if t else action.target}"
    if isinstance(action, (Shoot, Fight)):
        t = state.units.get(action.target)
        tn = t.name if t else action.target
        kind = "shoot" if isinstance(action, Shoot) else "fight"
        w = state.card_of(u).weapon(kind, action.weapon) if u else None
        with_ = f" with {w.name}" if w else ""
        return f"Shoot at {tn}{with_}" if kind == "shoot" else f"Fight {tn}{with_}"
    if isinstance(action, EndActivation):
        if u is not None and not u.activated:
            return "Hold (activate, do nothing)"
        return f"End activation ({name})"
    return action.to_text()


def _phase(state: FoiState, u: UnitState) -> str:
    act = state.active
    card = state.card_of(u)
    if in_combat(state, u):
        return "Fight" if act.move_over or act.locked else "Move or charge"
    if not act.move_over and act.steps < card.allowance and not act.locked:
        return "Move or charge"
    return "Shoot"


def _score(state: FoiState) -> str:
    pts = scores(state)
    return "Victory points: " + ", ".join(f"{state.side_names[s]} {pts[s]}" for s in state.sides) + "."


def status_view(state: FoiState, result_reason: str | None) -> Status:
    names = state.side_names
    head = f"Turn {state.turn} of {state.turn_limit}"
    if state.over:
        return Status(state.turn, state.turn_limit, "Battle over", None, None,
                      f"{head}: the battle is over. {result_reason or ''}".strip())
    side = state.to_act
    if state.active is not None:
        u = state.units[state.active.unit]
        phase = _phase(state, u)
        act = state.active
        card = state.card_of(u)
        engaged = in_combat(state, u)
        can = []
        if not act.move_over:
            left = card.allowance - act.steps
            if act.locked or left <= 0:
                if not act.steps:
                    can.append("turn on the spot")
            else:
                can.append(f"move {left} more hex{'es' if left != 1 else ''}")
        if card.weapons_of("shoot") and not engaged and not u.shot and act.steps <= half_move(card):
            can.append("shoot")
        if engaged and not u.fought:
            can.append("fight")
        can.append("end its activation")
        options = ", ".join(can[:-1]) + (" or " if len(can) > 1 else "") + can[-1]
        return Status(state.turn, state.turn_limit, phase, side, u.id,
                      f"{head}: {u.name} ({names[u.side]}) is activating; it may {options}. {_score(state)}")
    mine, theirs = len(state.ready(side)), len(state.ready(state.other(side)))
    me, them = names[side], names[state.other(side)]
    text = (f"{head}: {me} {verb(me, 'activates', 'activate')} a unit ({mine} to activate; "
            f"{them} {verb(them, 'has', 'have')} {theirs}). {names[state.first]} won the roll-off for this turn. "
            f"{_score(state)}")
    return Status(state.turn, state.turn_limit, "Activation", side, None, text,
                  handover=state.last_actor != side)
