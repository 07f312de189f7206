"""Movement: which single steps a unit may take, and why a step is refused.

A movement state is ``(hex, facing, steps)``: where the unit stands, which way it
faces and how many hexes it has moved this activation. `steps_from` yields
every step the rules allow from a state, with a flag when the move must end
there; `refusal` explains any step it does not yield. `check_path` walks a
whole path through `steps_from` (so the UI's single steps, a dragged path and
the reach overlay all obey the same rules).

The steps (rulings "Facing" and "Turning on the spot"):

- infantry and light cavalry step into one of the three hexes in front;
  heavy cavalry moves straight for two hexes, may change direction once at
  the middle of its move, then moves straight again;
- after a step the unit faces the way it stepped (the side it crossed);
- artillery steps one hex in any direction and may end facing any side;
- instead of moving, a unit may turn on the spot to face any side: this is its
  whole move and counts as one hex.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from ...geometry.hexes import Hex, distance, facing_to, neighbour
from ...geometry.hexarcs import front_sides
from .cards import Card, TYPE_NAMES
from .combat import around
from .refs import BASIC_MOVE, CHARGE, FACING, HILLS, MOVE, RIVERS
from .state import Activation, FoiState, UnitState
from .terrain import ground_of, going, hill_level
from .turns import fresh_activation

__all__ = ["MoveState", "MoveContext", "Step", "move_context", "enemy_hexes_of", "steps_from", "step_ends", "refusal",
           "check_path", "PathVerdict", "half_move", "STOP", "stop_reason"]

MoveState = tuple  # (Hex, facing, steps)
STOP = 2           # the flag value the geometry's cell reach uses for "may enter, may not leave"


@dataclass(frozen=True, slots=True)
class Step:
    """One allowed step: the state after it and, when the move ends there, why."""

    to: MoveState
    stop: str = ""
    stop_rule: str = ""


class MoveContext:
    """Everything the step rules read, gathered once per question."""

    __slots__ = ("state", "unit", "card", "act", "terrain", "occupied", "enemy_hexes", "ground")

    def __init__(self, state: FoiState, unit: UnitState, act: Activation, occupant: dict | None = None,
                 enemy_hexes: frozenset | None = None) -> None:
        """`occupant`: `state.occupant()` and `enemy_hexes`: `enemy_hexes(occupant, unit.side)`, when the
        caller has them."""
        self.state = state
        self.unit = unit
        self.card: Card = state.card_of(unit)
        self.act = act
        self.terrain = state.terrain
        self.ground = ground_of(state.terrain, self.card)
        occupied = dict(state.occupant() if occupant is None else occupant)
        here = occupied.get(unit.hex)
        if here is not None and here.id == unit.id:     # a unit stands in the occupant map at its own hex only
            del occupied[unit.hex]
        self.occupied = occupied
        self.enemy_hexes = enemy_hexes_of(occupied, unit.side) if enemy_hexes is None else enemy_hexes

    def next_to_enemy(self, h: Hex) -> bool:
        enemies = self.enemy_hexes
        return any(n in enemies for n in around(h))

    def start(self) -> MoveState:
        return (self.unit.hex, self.unit.facing, self.act.steps)


def enemy_hexes_of(occupant: dict, side: str) -> frozenset[Hex]:
    """The hexes of the units in `occupant` that are not of `side`."""
    return frozenset(h for h, u in occupant.items() if u.side != side)


def move_context(state: FoiState, unit: UnitState) -> MoveContext:
    """The context for `unit`: its current activation, or the one it would begin."""
    act = state.active if state.active is not None and state.active.unit == unit.id else fresh_activation(state, unit)
    return MoveContext(state, unit, act)


def half_move(card: Card) -> int:
    """Hexes a unit may move and still shoot (artillery: none)."""
    return 0 if card.type == "artillery" else card.allowance // 2


def _directions(card: Card, facing: int, steps: int) -> tuple[int, ...]:
    if card.type == "artillery":
        return (0, 1, 2, 3, 4, 5)
    if card.type == "heavy_cavalry" and steps % 2 == 1:
        return (facing,)  # mid-leg: straight on
    return _FRONT[facing]      # indexed as front_sides indexes the facings


_FRONT = tuple(tuple(int(d) for d in front_sides(f)) for f in range(6))    # facing -> its three front sides


def stop_reason(ctx: MoveContext, frm: Hex, to: Hex) -> tuple[str, str]:
    """Why a step from `frm` into `to` ends the move ('' if it does not)."""
    if ctx.next_to_enemy(to):
        return "charged", CHARGE
    here, there = ctx.ground.get(frm), ctx.ground.get(to)
    g = there[1] if there is not None else going(ctx.terrain, to, ctx.card)
    if g is not None:
        return f"entered {g.reason}", g.section
    if not ctx.card.flying and (there[2] if there is not None else hill_level(ctx.terrain, to)) > \
            (here[2] if here is not None else hill_level(ctx.terrain, frm)):
        return "moved onto a hill", HILLS
    if ctx.act.from_difficult:
        return "began in ground it may only move out of", ctx.act.from_difficult
    return "", ""


def _blocked(ctx: MoveContext, to: Hex) -> tuple[str, str] | None:
    there = ctx.ground.get(to)
    if there is None:           # the ground knows every hex of the board
        return "that hex is off the map", MOVE
    other = ctx.occupied.get(to)
    if other is not None:
        return f"{other.name} already stands there (one unit to a hex)", MOVE
    if there[0]:
        return f"{TYPE_NAMES[ctx.card.type].lower()} cannot cross a river except at a bridge or ford", RIVERS
    return None


def steps_from(ctx: MoveContext, s: MoveState) -> Iterator[Step]:
    """Every step allowed from movement state `s` (the start state or one reached by steps)."""
    h, f, n = s
    act, card = ctx.act, ctx.card
    if act.move_over and n == act.steps:
        return
    if n == 0:
        for nf in range(6):  # turning on the spot: the whole move
            if nf != f:
                yield Step((h, nf, 1), "turned on the spot", FACING)
    if n >= card.allowance or act.locked or act.turned or (act.from_difficult and n >= 1):
        return
    for d in _directions(card, f, n):
        to = neighbour(h, d)
        if _blocked(ctx, to) is not None:
            continue
        why, rule = stop_reason(ctx, h, to)
        if not why and n + 1 >= card.allowance:
            why, rule = "used its whole move", BASIC_MOVE
        facings = range(6) if card.type == "artillery" else (d,)
        for nf in facings:
            yield Step((to, nf, n + 1), why, rule)


def step_ends(ctx: MoveContext, s: MoveState) -> Iterator[tuple[Hex, int]]:
    """Where each step `steps_from(ctx, s)` yields ends, (hex, facing), in its order: the same questions
    but not why the move would end there (the legal list needs only where a unit may go)."""
    h, f, n = s
    act, card = ctx.act, ctx.card
    if act.move_over and n == act.steps:
        return
    if n == 0:
        for nf in range(6):
            if nf != f:
                yield h, nf
    if n >= card.allowance or act.locked or act.turned or (act.from_difficult and n >= 1):
        return
    ground, occupied, artillery = ctx.ground, ctx.occupied, card.type == "artillery"
    for d in _directions(card, f, n):
        to = neighbour(h, d)
        there = ground.get(to)
        if there is None or to in occupied or there[0]:        # `_blocked`: off the map, taken, a river
            continue
        if artillery:
            for nf in range(6):
                yield to, nf
        else:
            yield to, d


def refusal(ctx: MoveContext, s: MoveState, to: Hex, facing: int) -> tuple[str, str]:
    """Why the step from `s` to (`to`, `facing`) is not allowed: (reason, section)."""
    h, f, n = s
    act, card, name = ctx.act, ctx.card, ctx.unit.name
    kind = TYPE_NAMES[card.type]
    if act.move_over and n == act.steps:
        return f"{name} can move no further this activation ({act.stop})", act.stop_rule or MOVE
    if to == h:
        if facing == f:
            return f"{name} already faces that way", FACING
        return f"{name} may turn on the spot only instead of moving", FACING
    if distance(h, to) != 1:
        return "a step goes to a neighbouring hex", MOVE
    if act.turned:
        return f"{name} turned on the spot: that was its move", FACING
    if act.locked:
        return f"{name} began its activation in combat and cannot leave its hex", CHARGE
    if act.from_difficult and n >= 1:
        return f"{name} began in ground it may only move out of: one hex this turn", act.from_difficult
    if n >= card.allowance:
        return f"{kind} moves at most {card.allowance} hexes", BASIC_MOVE
    d = int(facing_to(h, to))
    if d not in _directions(card, f, n):
        if card.type == "heavy_cavalry" and n % 2 == 1:
            return "heavy cavalry keeps straight on until the middle of its move", BASIC_MOVE
        return f"{kind.lower()} steps only into the three hexes in front of it", BASIC_MOVE
    blocked = _blocked(ctx, to)
    if blocked is not None:
        return blocked
    if card.type != "artillery" and facing != d:
        return "after a step the unit faces the way it moved", FACING
    return "that step is not allowed", MOVE


@dataclass(frozen=True, slots=True)
class PathVerdict:
    ok: bool
    reason: str = ""
    section: str = ""
    used: int = 0
    budget: int = 0
    stop: str = ""
    stop_rule: str = ""


def check_path(ctx: MoveContext, path: tuple) -> PathVerdict:
    """Walk `path` ((q, r, facing) steps) from the unit's current state."""
    s = ctx.start()
    budget = ctx.card.allowance
    stop, stop_rule = (ctx.act.stop, ctx.act.stop_rule)
    for i, (q, r, facing) in enumerate(path):
        to = Hex.axial(q, r)
        if stop and i > 0:
            if stop_rule == BASIC_MOVE and s[2] >= budget:
                why = (f"too far: {TYPE_NAMES[ctx.card.type].lower()} moves at most {budget} "
                       f"hex{'es' if budget != 1 else ''}")
            else:
                why = f"{ctx.unit.name} must stop earlier: it {stop}"
            return PathVerdict(False, why, stop_rule, s[2], budget)
        match = None
        for st in steps_from(ctx, s):
            if st.to[0] == to and st.to[1] == facing:
                match = st
                break
        if match is None:
            reason, section = refusal(ctx, s, to, facing)
            return PathVerdict(False, reason, section, s[2], budget)
        s = match.to
        stop, stop_rule = match.stop, match.stop_rule
    return PathVerdict(True, used=s[2], budget=budget, stop=stop, stop_rule=stop_rule)
