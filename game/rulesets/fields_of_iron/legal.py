"""The legal actions of a decision, found without checking each candidate from scratch.

`legal_actions` offers exactly what `candidates` offers and `check` passes, in the same order, but
asks each question once per unit: whether the unit may act at all, its activation, and its moves
(every step `steps_from` yields is a legal one-step Move, which is what `check_path` would find; the
list asks `step_ends`, the same steps without why a move would end there).
A shot asks the shooter's own questions (`shooter_problem`) once per weapon and then aims at each
living enemy (`can_aim`: `aim`'s verdict without its words), which is what `check_shot` asks in another
order. Leadership and fights still go through their own checks. Each action offered (an end, a one-step
move, a shot) is made once and handed out again (`core.offered`).
"""
from __future__ import annotations

from typing import Callable, Iterator

from ...core.actions import Action
from ...core.offered import Offered
from ...geometry.hexes import distance
from .actions import EndActivation, Fight, Lead, Move, Shoot
from .combat import adjacent_enemies
from .fighting import check_fight
from .leadership import ACTIVATED_SKILLS, check_lead
from .movement import MoveContext, enemy_hexes_of, step_ends
from .shooting import can_aim, shooter_problem
from .sight import in_arc, shot_friends
from .state import FoiState, UnitState
from .turns import fresh_activation

__all__ = ["legal_actions"]

_OFFERED = Offered("fields_of_iron offered actions")


def legal_actions(state: FoiState, units: list[UnitState], may_act: Callable[[UnitState], bool]) -> Iterator[Action]:
    """The legal actions of `units` (the candidates' units, in order): `may_act` says whether a unit
    may act now at all."""
    occupant = state.occupant()
    enemy_hexes: dict = {}          # side -> the hexes of its enemies (the same for each of its units)
    offer = _OFFERED
    for u in units:
        if not u.alive or not may_act(u):
            continue
        card = state.card_of(u)
        act = state.active if state.active is not None and state.active.unit == u.id else \
            fresh_activation(state, u, occupant)
        uid = u.id
        yield offer(EndActivation, uid)
        if not act.steps and not act.move_over:
            for skill in card.skills:
                if skill.key in ACTIVATED_SKILLS and skill.key not in act.skills_used:
                    for f in state.ready(u.side):
                        if f.id != u.id and distance(f.hex, u.hex) <= skill.range \
                                and not check_lead(state, u, act, skill.key, f):
                            yield Lead(u.id, skill.key, f.id)
        enemies_at = enemy_hexes.get(u.side)
        if enemies_at is None:
            enemies_at = enemy_hexes[u.side] = enemy_hexes_of(occupant, u.side)
        ctx = MoveContext(state, u, act, occupant, enemies_at)
        for h, f in step_ends(ctx, ctx.start()):
            yield offer(Move, uid, ((h[0], h[1], int(f)),))
        occupied = ctx.occupied
        adjacent = adjacent_enemies(state, u, occupied)
        shooting = card.weapons_of("shoot")
        if shooting and not u.shot and not adjacent:
            enemies = state.living(state.other(u.side))    # living enemies: check_shot's target refusals pass
            # the friends in the way, worked out once; only when some enemy is in the front arc (else `can_aim`
            # never asks, and gets None)
            h, f = u.hex, u.facing
            friends = shot_friends(state, u) if any(in_arc(h, f, e.hex) for e in enemies) else None
            for w in shooting:
                name = w.name if len(shooting) > 1 else ""
                weapon = card.weapon("shoot", name)       # the weapon check_shot would take
                if weapon is None or shooter_problem(state, u, act, weapon, occupant) is not None:
                    continue
                for e in enemies:
                    if can_aim(state, u, e, weapon, friends):
                        yield offer(Shoot, uid, e.id, name)
        fighting = card.weapons_of("fight")
        if fighting and not u.fought:
            for e in adjacent:
                for w in fighting:
                    name = w.name if len(fighting) > 1 else ""
                    if not check_fight(state, u, e, name)[0]:
                        yield Fight(u.id, e.id, name)
