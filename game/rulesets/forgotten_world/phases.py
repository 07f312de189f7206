"""The turn: the roll-off for attacker and defender, then player turns alternating (attacker first), each
with its Movement (charges declared, reactions, charges moved, other moves), Magic, Attack and Morale
phases; who must decide now (`to_act`); the automatic steps between decisions."""
from __future__ import annotations

from ...core.events import Event
from ...core.rolloff import roll_off
from ...core.wording import verb
from . import sections as S
from .losses import remove_marked
from .morale import combat_groups, combat_result, morale_target
from .victory import check_victory

__all__ = ["to_act", "start", "after", "begin_player_turn", "pending_reaction", "pending_charge", "end_attack"]


def start(state, dice) -> list[Event]:
    r = roll_off(dice, "d6", state.sides, why="who chooses to attack or defend", rule=S.ref(S.BATTLE))
    state.rolloff_winner = r.winner
    state.phase = "roles"
    winner = state.side_names[r.winner]
    return [Event("roll-off", f"Roll-off: {r.describe(state.side_names)} and {verb(winner, 'chooses', 'choose')} "
                  f"attacker or defender.", S.ref(S.BATTLE), side=r.winner, rolls=r.rolls)]


def pending_reaction(state):
    for c in state.charges:
        if c[4] == "declared":
            return c
    return None


def pending_charge(state):
    for c in state.charges:
        if c[4] == "ready":
            return c
    return None


def to_act(state) -> str | None:
    if state.result:
        return None
    if state.phase == "roles":
        return state.rolloff_winner
    if state.phase == "reactions":
        return state.other(state.active)
    if state.phase in ("magic", "attack", "morale"):
        if state.phase == "morale" and state.order:
            return state.units[state.order[0][0]].side
        return state.step
    return state.active


def begin_player_turn(state, side: str) -> list[Event]:
    state.active, state.phase, state.step = side, "charges", side
    state.charges, state.order, state.passed = [], [], []
    for u in state.units.values():
        u.moved = False
        u.charging, u.reaction = u.pursuit_charge, ""
        u.pursuit_charge = ""
        u.fought_vs = ()
        u.fled, u.fled_from = False, ()
        u.acted = u.lost_combat = False
        u.lost_models = u.shot_losses = u.melee_lost = 0
        u.magic_used, u.reroll_hits = (), False
        if u.side == side:
            u.ran = False
        u.effects = [e for e in u.effects if e[2] > state.turn * 2 + (0 if side == state.attacker else 1)]
    return [Event("turn", f"Turn {state.turn}: {state.side_names[side]} plays its phases.", S.ref(S.BATTLE), side=side)]


def end_attack(state) -> list[Event]:
    """Casualties come off; each combat's results are worked out; losers queue for their morale tests,
    then units that lost more models to shooting than their Ld."""
    out = remove_marked(state)
    pairs = [c for c in state.fight_pairs]
    tests, panic = [], []
    for group in combat_groups(state, [(a, b) for a, b, _ in pairs]):
        # in the state's order of sides (a set's order of strings changes from process to process)
        sides = [s for s in state.sides if any(state.units[i].side == s for i in group)]
        if len(sides) < 2:
            continue
        res = {s: combat_result(state, s, group, pairs) for s in sides}
        lost = {s: sum(state.units[i].melee_lost for i in group if state.units[i].side == s) for s in sides}
        for s in sides:
            o = state.other(s)
            dead = " (general killed: no Ld this turn)" if state.general_killed.get(s) == state.turn else ""
            out.append(Event("combat-result", f"{state.side_names[s]}: combat result {res[s].total} "
                                              f"({res[s].explain() or 'nothing'}){dead}.", S.ref(S.COMBAT_RESULT), side=s,
                             ledger=tuple(res[s]), data=(("total", res[s].total),)))
            if lost[s] > lost[o]:
                for i in sorted(group):
                    u = state.units[i]
                    if u.side == s and u.alive and not u.attached:
                        u.lost_combat = True
                        tests.append([i, morale_target(res[s].total, res[o].total), "combat", res[s].total,
                                      res[o].total, _entries(res[s]), _entries(res[o])])
    for u in state.alive_units():
        if u.shot_losses > u.Ld:
            panic.append([u.id, 7, "panic"])
    for s, t in state.general_killed.items():
        if t == state.turn:
            panic += [[u.id, 7, "panic"] for u in state.alive_units(s) if not state.engaged(u.id)]
    state.order = _alternate(state, tests) + _alternate(state, panic)
    state.phase = "morale"
    return out


def _entries(ledger) -> tuple:
    """A combat result's named entries, kept with the loser's test so the screen can set both side by side."""
    return tuple((m.name, m.value) for m in ledger)


def _alternate(state, items):
    a = [x for x in items if state.units[x[0]].side == state.active]
    b = [x for x in items if state.units[x[0]].side != state.active]
    out = []
    while a or b:
        if a:
            out.append(a.pop(0))
        if b:
            out.append(b.pop(0))
    return out


def after(state, dice) -> list[Event]:
    """Automatic steps once a decision is made, until someone must decide again."""
    out: list[Event] = []
    for _ in range(100):
        if state.result:
            return out
        if state.phase == "reactions" and pending_reaction(state) is None:
            from .charge import resolve_reaction
            done = {c[1] for c in state.charges if c[4] in ("ready", "done")}   # reactions already carried out
            for c in state.charges:
                if c[4] != "reacted":
                    continue
                c[4] = "ready"
                if c[1] not in done:        # a reaction is made once a turn, against the first charger
                    done.add(c[1])
                    out += resolve_reaction(state, state.units[c[0]], state.units[c[1]], dice)
            state.phase = "charge-moves"
            continue
        if state.phase == "charge-moves" and pending_charge(state) is None:
            state.phase = "movement"
            continue
        if state.phase == "magic" and len(state.passed) == 2:
            state.phase, state.step, state.passed = "attack", state.active, []
            state.fight_pairs = [list(c) for c in state.contacts]
            continue
        if state.phase == "attack" and len(state.passed) == 2:
            out += end_attack(state)
            continue
        if state.phase == "morale":
            state.order = [o for o in state.order if state.units[o[0]].alive]
            if state.order:
                return out
            out += check_victory(state)
            if state.result:
                return out
            if state.active == state.attacker:
                out += begin_player_turn(state, state.other(state.attacker))
            else:
                state.turn += 1
                out += check_victory(state)
                if state.result:
                    return out
                out += begin_player_turn(state, state.attacker)
            continue
        return out
    return out
