"""Forgotten World: Conquerors as a Wartable ruleset: the hooks the Battle and the battle screen call."""
from __future__ import annotations

from ...core.actions import OK, Illegal, InvalidActionError
from ...core.events import Event
from ...core.module_views import ModuleViews
from ...core.ruleset import Result, Ruleset, RulesetMeta, UnitType, register
from . import actions as A
from . import sections as S
from .charge import allowed_reactions, charge_face, charge_move, declare_problem, reaction_problem
from .attack_check import attack_verdict, chargers_left
from .combat import fight, shoot
from .garrison import enter, garrison_problem, invariants as garrison_invariants
from .garrison_combat import apply_eject, eject_problem, refusal as garrison_refusal
from .garrison_views import eject_status
from .geo import geo, overlaps
from .leaving import (apply_fall_back, apply_keep, apply_pursuit, apply_reform, apply_withdraw, leave_problem,
                      new_ranks_problem, reform_problem)
from .magic import apply_magic, magic_problem
from .morale_tests import morale_test
from .movement import apply_move, plan_move
from .phases import after, begin_player_turn, pending_charge, pending_reaction, start, to_act
from .redirect import redirect, redirect_problem
from .profiles import catalogue
from .rulings import RULINGS
from .setup import build_state
from .summaries import SUMMARIES
from .stamina import recover
from .terrain import TERRAIN_TYPES
from . import ai, editor, views

__all__ = ["ForgottenWorld"]

BUILDING_CHECKED = (A.Reform, A.FallBack, A.Withdraw, A.Cast, A.Move, A.MoraleTest, A.WinnerChoice)    # refused to (or at) a garrison: garrison_combat


@register
class ForgottenWorld(ModuleViews, Ruleset):
    views_module = views
    meta = RulesetMeta(
        name=S.NAME, title=S.TITLE, boards=("table",), dice=("d6", "2d6"),
        phases=("movement", "magic", "attack", "morale"),
        unit_types=(UnitType("infantry", "Infantry", "20x20 mm bases, ranks of 4-12."),
                    UnitType("cavalry", "Cavalry", "25x50 mm bases, ranks of 3-6."),
                    UnitType("monster", "Monster", "40x40 mm bases, ranks of 2-4, or alone."),
                    UnitType("warmachine", "War machine", "50x50 mm base, alone."),
                    UnitType("character", "Character", "A single model; may join a regiment."),
                    UnitType("chariot", "Chariot", "A single model.")),
        terrain_types=TERRAIN_TYPES, sides_act="phase", source="001_433f4c155d827f03.txt")
    rulings = RULINGS
    summaries = SUMMARIES
    action_classes = A.ACTION_CLASSES
    ai_short_plays = 0      # Hard's playout policy: greedy on the shortlist (a play here costs ~1 ms and more)

    def profile_ids(self) -> set[str]:
        return set(catalogue())

    def setup(self, scenario, dice):
        state = build_state(scenario)
        return state, start(state, dice)

    def clone(self, state):
        return state.clone()

    def assess(self, state, side):
        return ai.assess(state, side)

    def ai_moves(self, state, unit_id=None):
        return ai.ai_moves(state, unit_id)

    def ai_shortlist(self, state, options):
        """A few moves per unit and every other option, for Hard's playouts (`shortlist.shortlist`)."""
        from .shortlist import shortlist
        return shortlist(state, options)

    def to_act(self, state):
        return to_act(state)

    def _unit(self, state, uid):
        u = state.units.get(uid)
        if u is None:
            raise InvalidActionError(f"no unit {uid!r}")
        return u

    def check(self, state, action):
        if state.result:
            return Illegal("the battle is over", S.ref(S.VICTORY))
        who = to_act(state)
        why = garrison_refusal(state, action) if isinstance(action, BUILDING_CHECKED) else ""
        if why:
            return Illegal(why, S.ref(S.BUILDINGS))
        if isinstance(action, A.Garrison):
            why = garrison_problem(state, self._unit(state, action.unit), action.building)
            return Illegal(why, S.ref(S.BUILDINGS)) if why else OK
        if isinstance(action, A.EjectTo):
            self._unit(state, action.unit), self._unit(state, action.garrison)
            why = eject_problem(state, action)
            return Illegal(why, S.ref(S.BUILDINGS)) if why else OK
        if isinstance(action, A.Move):
            return plan_move(state, action)[1]
        if isinstance(action, A.ChooseRole):
            if state.phase != "roles":
                return Illegal("roles are chosen once, after deployment", S.ref(S.BATTLE))
            return OK if action.side == who else Illegal("the roll-off winner chooses", S.ref(S.BATTLE))
        if isinstance(action, (A.EndCharges, A.EndMovement, A.EndMagic, A.PassAttack)):
            if action.side not in state.sides:
                raise InvalidActionError(f"no side {action.side!r}")
            phase = {A.EndCharges: "charges", A.EndMovement: "movement", A.EndMagic: "magic",
                     A.PassAttack: "attack"}[type(action)]
            if state.phase != phase or action.side != who:
                return Illegal(f"not now: this is the {state.phase} step of {state.side_names[who]}", S.ref(S.BATTLE))
            if isinstance(action, A.PassAttack) and state.order:
                return Illegal("the charged unit strikes back first", S.ref(S.ATTACK))
            if isinstance(action, A.PassAttack) and action.side == state.active and chargers_left(state):
                return Illegal("the units that charged this turn must fight first", S.ref(S.ATTACK))
            return OK
        if isinstance(action, A.DeclareCharge):
            u, t = self._unit(state, action.unit), self._unit(state, action.target)
            why, sec = declare_problem(state, u, t, action.impetuous)
            if not why and any(c[0] == u.id for c in state.charges):
                why = f"{u.name} has already declared a charge"
            return Illegal(why, S.ref(sec)) if why else OK
        if isinstance(action, A.React):
            t = self._unit(state, action.unit)
            c = pending_reaction(state)
            if state.phase != "reactions" or c is None or c[1] != t.id:
                return Illegal("no charge against this unit waits for its reaction", S.ref(S.REACTIONS))
            why = reaction_problem(state, t, action.reaction, c[2])
            return Illegal(why, S.ref(S.REACTIONS)) if why else OK
        if isinstance(action, A.ChargeMove):
            u = self._unit(state, action.unit)
            c = pending_charge(state)
            if state.phase != "charge-moves" or c is None or c[0] != u.id:
                return Illegal("charges move one by one, in the order declared", S.ref(S.PHASE_ORDER))
            if action.choice not in ("charge", "normal", "redirect"):  # the charger's choices after a flee
                raise InvalidActionError("ChargeMove.choice is 'charge', 'normal' or 'redirect'")
            if action.choice != "charge" and not state.units[c[1]].fled:
                what = "given up" if action.choice == "normal" else "carried on toward a new enemy"
                return Illegal(f"a charge is {what} only when its target fled", S.ref(S.FLEE))
            if action.choice == "redirect":
                why = redirect_problem(state, u, state.units[c[1]])
                return Illegal(why, S.ref(S.FLEE)) if why else OK
            return OK
        if isinstance(action, (A.Fight, A.Shoot)):
            u, t = self._unit(state, action.unit), self._unit(state, action.target)
            return attack_verdict(state, action, u, t, who)
        if isinstance(action, A.CastArea):
            action = A.Cast(action.unit, action.spell, "", action.meditate)
        if isinstance(action, (A.Cast, A.Barrier, A.Pray, A.Unprepared)):
            self._unit(state, action.unit)
            if getattr(action, "target", "") and action.target not in state.units:
                raise InvalidActionError(f"no unit {action.target!r}")
            why, sec = magic_problem(state, action)
            return Illegal(why, S.ref(sec)) if why else OK
        if isinstance(action, (A.MoraleTest, A.WinnerChoice)):
            u = self._unit(state, action.unit)
            winner = isinstance(action, A.WinnerChoice)
            if state.phase != "morale" or not state.order or state.order[0][0] != u.id \
                    or (state.order[0][2] == "winner") != winner:
                return Illegal("not this unit's decision now", S.ref(S.WINNING if winner else S.MORALE))
            if winner and action.choice not in ("keep", "reform", "pursue"):
                raise InvalidActionError("WinnerChoice.choice is 'keep', 'reform' or 'pursue'")
            if winner and action.choice == "reform":
                why, sec = new_ranks_problem(state, u, action.files)
                return Illegal(why, S.ref(sec)) if why else OK
            return OK
        if isinstance(action, A.Reform):
            why, sec = reform_problem(state, self._unit(state, action.unit), action.files)
            return Illegal(why, S.ref(sec)) if why else OK
        if isinstance(action, (A.FallBack, A.Withdraw)):
            why, sec = leave_problem(state, self._unit(state, action.unit))
            return Illegal(why, S.ref(sec)) if why else OK
        raise InvalidActionError(f"unknown action {action!r}")

    def allowed(self, state, action) -> bool:
        """Whether `check` passes `action` (the legal list): a shot skips its costliest test when a cheaper
        one refuses it (`attack_verdict`'s `truth_only`); anything else is checked in full."""
        if isinstance(action, A.Shoot) and not state.result:
            u, t = self._unit(state, action.unit), self._unit(state, action.target)
            return bool(attack_verdict(state, action, u, t, to_act(state), truth_only=True))
        return bool(self.check(state, action))

    def apply(self, state, action, dice):
        state.touch()
        ev: list[Event] = []
        actor = to_act(state)
        if isinstance(action, A.ChooseRole):
            state.attacker = action.side if action.attacker else state.other(action.side)
            ev.append(Event("roles", f"{state.side_names[state.attacker]} attacks and plays first.", S.ref(S.BATTLE),
                            side=action.side))
            ev += begin_player_turn(state, state.attacker)
        elif isinstance(action, A.DeclareCharge):
            u, t = state.units[action.unit], state.units[action.target]
            face = charge_face(state, u, t)
            u.charging = t.id
            state.charges.append([u.id, t.id, face, action.impetuous, "declared", 0])
            ev.append(Event("declare", f"{u.name} declares a{' n impetuous' if action.impetuous else ''} charge at "
                                       f"{t.name}'s {face}.", S.ref(S.CHARGE), side=u.side, units=(u.id, t.id)))
            self._auto_react(state)
        elif isinstance(action, A.EndCharges):
            state.phase = "reactions" if state.charges else "movement"
            self._auto_react(state)
        elif isinstance(action, A.React):
            t = state.units[action.unit]
            t.reaction = action.reaction
            pending_reaction(state)[4] = "reacted"
            ev.append(Event("react", f"{t.name} reacts: {dict(hold='keep the position', shoot='stand and shoot', flee='flee')[action.reaction]}.",
                            S.ref(S.REACTIONS), side=t.side, units=(t.id,)))
            self._auto_react(state)
        elif isinstance(action, A.ChargeMove):
            c = pending_charge(state)
            c[4] = "done"
            if action.choice == "redirect":
                ev += redirect(state, c, dice)
                self._auto_react(state)
            else:
                ev += charge_move(state, state.units[c[0]], state.units[c[1]], c[2], c[3], action.choice, dice,
                                  rolled=c[5])
        elif isinstance(action, A.Move):
            plan, _ = plan_move(state, action)
            ev += apply_move(state, plan, action, dice)
        elif isinstance(action, A.EndMovement):
            ev += recover(state, action.side)
            state.phase, state.step, state.passed = "magic", state.active, []
        elif isinstance(action, A.EndMagic):
            state.passed.append(action.side)
            if state.other(action.side) not in state.passed:
                state.step = state.other(action.side)
        elif isinstance(action, A.Fight):
            u, t = state.units[action.unit], state.units[action.target]
            ev += fight(state, u, t, dice)
            u.fought_vs += (t.id,)
            u.acted = all(e in u.fought_vs for e in state.enemies_in_contact(u.id))
            if state.order and state.order[0][0] == u.id:
                state.order.pop(0)
                state.step = state.active
            elif u.charging == t.id and t.side != u.side and not t.acted and t.id in state.enemies_in_contact(u.id):
                state.order = [[t.id, t.id, "strike back"]]
                state.step = t.side
            else:
                self._next_attacker(state, u.side)
        elif isinstance(action, A.Shoot):
            u, t = state.units[action.unit], state.units[action.target]
            ev += shoot(state, u, t, dice)
            u.acted = True
            self._next_attacker(state, u.side)
        elif isinstance(action, A.PassAttack):
            state.passed.append(action.side)
            if state.other(action.side) not in state.passed:
                state.step = state.other(action.side)
        elif isinstance(action, (A.Cast, A.CastArea, A.Barrier, A.Pray, A.Unprepared)):
            if isinstance(action, A.CastArea):
                action = A.Cast(action.unit, action.spell, "", action.meditate)
            ev += apply_magic(state, action, dice)
            if state.other(actor) not in state.passed:
                state.step = state.other(actor)
        elif isinstance(action, A.MoraleTest):
            ev += morale_test(state, state.order.pop(0), dice)
        elif isinstance(action, A.WinnerChoice):
            state.order.pop(0)
            u = state.units[action.unit]
            if action.choice == "reform":
                ev += apply_reform(state, u, action.files)
            else:
                ev += apply_pursuit(state, u, dice) if action.choice == "pursue" else apply_keep(state, u)
        elif isinstance(action, A.Reform):
            ev += apply_reform(state, state.units[action.unit], action.files)
        elif isinstance(action, A.FallBack):
            ev += apply_fall_back(state, state.units[action.unit])
        elif isinstance(action, A.Withdraw):
            ev += apply_withdraw(state, state.units[action.unit], dice)
        elif isinstance(action, A.Garrison):
            ev += enter(state, state.units[action.unit], action.building)
        elif isinstance(action, A.EjectTo):
            ev += apply_eject(state, action)
        state.last_side = actor or ""
        state.touch()
        ev += after(state, dice)
        state.touch()
        return ev

    def _next_attacker(self, state, side):
        other = state.other(side)
        if chargers_left(state):
            state.step = state.active
        elif other not in state.passed:
            state.step = other

    def _auto_react(self, state):
        """Only one reaction allowed (flank, rear, ran, engaged, or already chosen this turn): taken at once."""
        if state.phase != "reactions":
            return
        while True:
            c = pending_reaction(state)
            if c is None:
                return
            t = state.units[c[1]]
            ok = allowed_reactions(state, t, c[2])
            if len(ok) != 1:
                return
            t.reaction = ok[0]
            c[4] = "reacted"

    def legal_actions(self, state, unit_id=None):
        from .legal import legal_actions
        return legal_actions(self, state, unit_id)

    def candidates(self, state, unit_id=None):
        from .movegen import candidates
        for a in candidates(self, state):
            if unit_id is None or getattr(a, "unit", None) == unit_id:
                yield a

    def result(self, state):
        if not state.result:
            return None
        w, why, sc = state.result
        return Result(w or None, why, dict(sc), S.ref(S.VICTORY))

    def status(self, state):
        return eject_status(state) or views.status(state, to_act(state))

    def invariants(self, state):
        out = []
        for u in state.units.values():
            if u.models < 0 or u.models > u.start + 12:
                out.append(f"{u.id} has {u.models} models")
            if u.alive and u.models == 0:
                out.append(f"{u.id} is on the table with no models")
            if u.stamina < 0 or u.stamina > u.stamina_max:
                out.append(f"{u.id} has stamina {u.stamina}")
        for a, b, f in state.contacts:
            if not state.units[a].alive or not state.units[b].alive:
                out.append(f"contact {a}-{b} with a unit gone")
        out += garrison_invariants(state)
        g = geo(state)
        out += [f"{a} overlaps {b}" for a, b in overlaps(g)]
        W, H = state.table
        for k, fp in g.fps.items():
            if any(x < -1e-3 or y < -1e-3 or x > W + 1e-3 or y > H + 1e-3 for x, y in fp):
                out.append(f"{k} stands off the table")
        return out

    def move_action(self, state, unit_id, destination):
        return views.move_action(state, unit_id, destination)

    def preview(self, state, action):
        return views.preview(state, action)

    def comparison(self, state, action):
        return views.comparison(state, action)

    def area_marks(self, state, unit_id, action=None):
        from .spell_areas import area_marks
        return area_marks(state, unit_id, action)

    def profile_catalogue(self, scenario=None):
        return editor.catalogue(scenario)

    def base_outline(self, scenario, unit_id):
        return editor.base_outline(scenario, unit_id)

    def army_report(self, scenario, side_id):
        return editor.army_report(scenario, side_id)

    def validate_scenario(self, scenario, file):
        return editor.scenario_problems(scenario, file)
