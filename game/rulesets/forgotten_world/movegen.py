"""Actions worth offering now (the battle filters them through `check`): charges at enemies in reach,
reactions, a few sample moves per unit (advances, wheels, about face), attacks and shots, tests."""
from __future__ import annotations

from ...geometry.plane import Pose
from ...geometry.planemove import pivot_front_corner
from . import actions as A
from .charge import CHARGE_REACH, allowed_reactions
from .garrison_views import enter_candidates, exit_moves
from .geo import distances_from
from .movement import move_refused
from .phases import pending_charge, pending_reaction, to_act

__all__ = ["candidates", "sample_moves"]


def sample_moves(state, u) -> list[A.Move]:
    start = u.pose
    if u.attached:
        return []
    out = []
    for frac in (1.0, 0.5):
        out.append(A.Move(u.id, (_r(start.moved(u.M * frac)),)))
    if u.single:
        for h in (45.0, -45.0, 90.0, -90.0, 180.0):
            p = Pose(start.x, start.y, start.heading + h).moved(u.M * 0.8)
            out.append(A.Move(u.id, (_r(Pose(start.x, start.y, p.heading)), _r(p))))
    else:
        for dh in (30.0, -30.0, 60.0, -60.0):
            w = pivot_front_corner(start, u.width, u.depth, dh).pose
            out.append(A.Move(u.id, (_r(w),)))
            out.append(A.Move(u.id, (_r(w), _r(w.moved(max(0.0, u.M - 2.5))))))
        out.append(A.Move(u.id, (_r(Pose(start.x, start.y, start.heading + 180.0)),)))
        out.append(A.Move(u.id, (_r(start.moved(u.M * 2)),), run=True))
    return out


def _r(p: Pose) -> tuple:
    return (round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4))


def candidates(ruleset, state, *, skip_refused: bool = False, samples=sample_moves):
    """`skip_refused` (the fast path, `legal_actions`) leaves out the sample moves of units whose every move
    `plan_move` refuses before reading the path (`move_refused`); `samples(state, u)` gives a unit's sample
    moves (the fast path gives only the legal ones, judged together: `movekeep`)."""
    side = to_act(state)
    if side is None:
        return []
    out: list = []
    ph = state.phase
    if ph == "roles":
        out += [A.ChooseRole(side, True), A.ChooseRole(side, False)]
    elif ph == "charges":
        foes = state.alive_units(state.other(side))
        for u in state.alive_units(side):
            row = distances_from(state, u.id)           # both on the table: row[t.id] is distance(state, u.id, t.id)
            for t in foes:
                if row[t.id] <= CHARGE_REACH + u.M:
                    out.append(A.DeclareCharge(u.id, t.id))
                    if u.stamina > 0:
                        out.append(A.DeclareCharge(u.id, t.id, True))
        out.append(A.EndCharges(side))
    elif ph == "reactions":
        c = pending_reaction(state)
        if c:
            out += [A.React(c[1], r) for r in allowed_reactions(state, state.units[c[1]], c[2])]
    elif ph == "charge-moves":
        c = pending_charge(state)
        if c:
            out += [A.ChargeMove(c[0], "charge"), A.ChargeMove(c[0], "normal"), A.ChargeMove(c[0], "redirect")]
    elif ph == "movement":
        for u in state.alive_units(side):
            if state.engaged(u.id):
                out += [A.FallBack(u.id), A.Withdraw(u.id)]
                continue
            refused = skip_refused and move_refused(state, u)
            if u.garrison:
                out += [] if refused else exit_moves(state, u)
                continue
            out += ([] if refused else samples(state, u)) + enter_candidates(state, u)
            if u.regiment:
                out += [A.Reform(u.id, f) for f in (u.files - 1, u.files + 1) if f >= 1]
        out.append(A.EndMovement(side))
    elif ph == "magic":
        from .magic_choices import magic_candidates
        out += magic_candidates(state, side)
        out.append(A.EndMagic(side))
    elif ph == "attack":
        for u in state.alive_units(side):
            for t in state.enemies_in_contact(u.id):
                if t not in u.fought_vs:
                    out.append(A.Fight(u.id, t))
            if u.range > 0:
                for t in state.alive_units(state.other(side)):
                    out.append(A.Shoot(u.id, t.id))
        out.append(A.PassAttack(side))
    elif ph == "morale" and state.order:
        uid, _, kind = state.order[0][:3]
        if kind == "eject":
            from .garrison_combat import eject_choices
            out += eject_choices(state)
        elif kind == "winner":
            u = state.units[uid]
            out += [A.WinnerChoice(uid, "keep"), A.WinnerChoice(uid, "pursue")]
            if u.regiment:
                out += [A.WinnerChoice(uid, "reform", f) for f in (u.files - 1, u.files + 1) if f >= 1]
        else:
            out.append(A.MoraleTest(uid))
    return out
