"""Iron Winds of War as a Wartable ruleset: the hooks the Battle and the battle screen call."""
from __future__ import annotations

from ...core.actions import OK, Illegal, InvalidActionError
from ...core.events import Event
from ...core.odds import Outcomes
from ...core.module_views import ModuleViews
from ...core.ruleset import Result, Ruleset, RulesetMeta, UnitType, register
from ...core.wording import possessive, verb
from ...geometry.planegaps import overlapping
from . import actions as A
from . import sections as S
from .archery import apply_shoot, find_target, shoot_outcomes, shot
from .challenge import (accept_outcomes, apply_accept, apply_challenge, apply_decline, can_challenge,
                        challenge_options, may_decline)
from .checks import army_list_problems, army_report, scenario_problems
from .geo import geo, overlapping_bases
from .melee import KILL_FACE, apply_kill_leader, apply_take, melee_outcomes, pending, resolve
from .ground import terrain_lines
from .legal import legal_moves
from .movegen import leader_candidates, move_action, move_candidates
from .movement import apply_move, plan_move
from .victory import result_text
from .phases import advance, begin_turn, end_step, to_act
from .profiles import catalogue
from .rally import apply_self_rally, check_self_rally, self_rally_outcomes, self_rally_problem
from .rulings import RULINGS
from .setup import OPTIONS, build_state
from .shortlist import shortlist
from .summaries import SUMMARIES
from .terrain import TERRAIN_TYPES
from . import ai, editor, views

__all__ = ["IronWinds"]


@register
class IronWinds(ModuleViews, Ruleset):
    views_module = views
    meta = RulesetMeta(
        name=S.NAME, title=S.TITLE, boards=("table",), dice=("d6", "2d6"),
        phases=("challenges", "archery", "movement", "melee", "morale", "rally"),
        automatic=("morale",),
        unit_types=(UnitType("levy", "Levy", "1 point a figure; may carry bows; never mounted; -1 in melee."),
                    UnitType("warrior", "Warrior", "2 points a figure; may carry bows or ride (+2 a horse)."),
                    UnitType("knight", "Knight", "4 points a figure; may ride; no bows (except elves); +1 in melee."),
                    UnitType("leader", "Leader", "A single figure that commands a unit; free (heroes 10, demi-gods 20).")),
        terrain_types=TERRAIN_TYPES, options=OPTIONS, sides_act="phase", source="002_a266d4f8f3840e5b.txt")
    rulings = RULINGS
    summaries = SUMMARIES
    action_classes = A.ACTION_CLASSES

    # --- engine hooks -----------------------------------------------------------------------------
    def profile_ids(self) -> set[str]:
        return set(catalogue())

    def setup(self, scenario, dice):
        state = build_state(scenario)
        events = begin_turn(state)
        events += advance(state, dice)
        return state, events

    def clone(self, state):
        return state.clone()

    def to_act(self, state):
        return to_act(state)

    def _side(self, state, side: str) -> str:
        if side not in state.sides:
            raise InvalidActionError(f"no side {side!r}")
        return side

    def check(self, state, action):
        if state.result:
            return Illegal("the battle is over", S.ref(S.VICTORY))
        if isinstance(action, A.Move):
            plan, verdict = plan_move(state, action)
            return verdict
        if isinstance(action, A.Shoot):
            return shot(state, action.unit, action.target)
        if isinstance(action, A.Challenge):
            return can_challenge(state, action.unit, action.target)
        if isinstance(action, A.SelfRally):
            return check_self_rally(state, action.unit)
        if isinstance(action, (A.KillLeader, A.TakeCasualties)):
            if action.unit not in state.units or action.target not in state.units:
                raise InvalidActionError(f"no unit {action.unit if action.unit not in state.units else action.target!r}")
            r = pending(state) if state.phase == "melee-decisions" else None
            if r is None or (r.attacker, r.target) != (action.unit, action.target):
                return Illegal("no such choice is waiting: it comes when one unit inflicts 3 or more casualties on "
                               "a unit led by a leader", S.ref(S.MELEE))
            return OK
        side = self._side(state, action.side)
        who = to_act(state)
        if isinstance(action, (A.AcceptChallenge, A.DeclineChallenge)):
            if state.phase != "challenges" or not state.challenge:
                return Illegal("no challenge is waiting for an answer", S.ref(S.CHALLENGES))
            if side != who:
                return Illegal(f"the challenge is to {possessive(state.side_names[who])} leader", S.ref(S.CHALLENGES))
            if isinstance(action, A.DeclineChallenge):
                ok, why = may_decline(state)
                if not ok:
                    return Illegal(why, S.ref(S.HEROES))
            return OK
        wanted = {A.EndChallenges: ("challenges", S.CHALLENGES), A.EndArchery: ("archery", S.ARCHERY),
                  A.EndMovement: ("movement", S.MOVEMENT), A.EndRally: ("rally", S.RALLY),
                  A.FightMelee: ("melee", S.MELEE), A.ChooseOrder: ("movement", S.MOVEMENT)}
        phase, section = wanted[type(action)]
        if state.phase != phase:
            return Illegal(f"this is the {views.PHASE_NAMES.get(state.phase, state.phase)} event, not {phase}",
                           S.ref(section))
        if isinstance(action, A.ChooseOrder):
            if state.movers:
                return Illegal("the order of movement is already chosen", S.ref(S.MOVEMENT))
        elif isinstance(action, A.EndMovement) and not state.movers:
            return Illegal("first the roll-off winner chooses who moves first", S.ref(S.MOVEMENT))
        elif isinstance(action, A.EndChallenges) and state.challenge:
            return Illegal("a challenge is waiting for its answer", S.ref(S.CHALLENGES))
        if side != who:
            return Illegal(f"it is {possessive(state.side_names[who])} decision", S.ref(section))
        return OK

    def apply(self, state, action, dice):
        state.touch()
        events: list[Event] = []
        actor = self._actor(state, action)
        if isinstance(action, A.Challenge):
            events += apply_challenge(state, action.unit, action.target)
        elif isinstance(action, A.AcceptChallenge):
            events += apply_accept(state, dice)
        elif isinstance(action, A.DeclineChallenge):
            events += apply_decline(state)
        elif isinstance(action, A.Shoot):
            events += apply_shoot(state, action.unit, action.target, dice)
        elif isinstance(action, A.ChooseOrder):
            first = action.side if action.first else state.other(action.side)
            state.movers = [first, state.other(first)]
            state.step = first
            state.done = []
            who = state.side_names[action.side]
            events.append(Event("order", f"{who} {verb(who, 'chooses', 'choose')} to move "
                                         f"{'first' if action.first else 'second'}.", S.ref(S.MOVEMENT),
                                side=action.side))
        elif isinstance(action, A.Move):
            plan, verdict = plan_move(state, action)
            events += apply_move(state, plan, dice)
        elif isinstance(action, A.FightMelee):
            events += resolve(state, dice)
        elif isinstance(action, A.KillLeader):
            events += apply_kill_leader(state, pending(state), dice)
        elif isinstance(action, A.TakeCasualties):
            events += apply_take(state, pending(state))
        elif isinstance(action, A.SelfRally):
            events += apply_self_rally(state, action.unit, dice)
        else:                                   # the End... actions
            events += end_step(state, dice)
        state.last_side = actor
        state.touch()
        events += advance(state, dice)
        state.touch()
        return events

    def _actor(self, state, action) -> str:
        unit = getattr(action, "unit", None)
        if unit in state.units:
            return state.units[unit].side
        if unit in state.leaders:
            return state.leaders[unit].side
        return getattr(action, "side", "")

    def legal_actions(self, state, unit_id=None):
        return legal_moves(state, unit_id)

    def candidates(self, state, unit_id=None):
        if state.result:
            return
        side = to_act(state)
        if side is None:
            return
        out: list = []
        if state.phase == "challenges":
            if state.challenge:
                out += [A.AcceptChallenge(side), A.DeclineChallenge(side)]
            else:
                out += [A.Challenge(a, b) for a, b in challenge_options(state, side)]
                out.append(A.EndChallenges(side))
        elif state.phase == "archery":
            for u in state.alive_units(side):
                s = find_target(state, u)
                if s.target:
                    out.append(A.Shoot(u.id, s.target))
            out.append(A.EndArchery(side))
        elif state.phase == "movement" and not state.movers:
            out += [A.ChooseOrder(side, True), A.ChooseOrder(side, False)]
        elif state.phase == "movement":
            for u in state.alive_units(side):
                if unit_id in (None, u.id):
                    out += move_candidates(state, u)
            for lead in state.leaders.values():
                if lead.side == side and lead.alive and unit_id in (None, lead.id):
                    out += leader_candidates(state, lead)
            out.append(A.EndMovement(side))
        elif state.phase == "melee":
            out.append(A.FightMelee(side))
        elif state.phase == "melee-decisions":
            r = pending(state)
            out += [A.KillLeader(r.attacker, r.target), A.TakeCasualties(r.attacker, r.target)]
        elif state.phase == "rally":
            out += [A.SelfRally(u.id) for u in state.alive_units(side) if not self_rally_problem(state, u.id)]
            out.append(A.EndRally(side))
        for a in out:
            if unit_id is None or getattr(a, "unit", None) == unit_id:
                yield a

    def preview(self, state, action):
        if isinstance(action, A.Shoot):
            return shoot_outcomes(state, action.unit, action.target)
        if isinstance(action, A.AcceptChallenge):
            return accept_outcomes(state)
        if isinstance(action, A.FightMelee):
            return melee_outcomes(state)
        if isinstance(action, A.KillLeader):
            return Outcomes.from_die("d6", lambda v: 1 if v >= KILL_FACE else 0, "leaders killed")
        if isinstance(action, A.SelfRally):
            return self_rally_outcomes(state, action.unit)
        return None

    def assess(self, state, side):
        return ai.assess(state, side)

    def ai_moves(self, state, unit_id=None):
        return ai.ai_moves(state, unit_id)

    ai_short_plays = 0      # Hard's playouts greedy on the shortlist: a charge is one move, one action ahead sees it

    def ai_shortlist(self, state, options):
        """Every option but a unit's moves, and a few moves per unit, for Hard's playouts (`shortlist`)."""
        return shortlist(state, options)

    def result(self, state):
        if not state.result:
            return None
        winner, reason, scores = state.result
        return Result(winner or None, result_text(state, reason), dict(scores), S.ref(S.VICTORY))

    def status(self, state):
        return views.status(state, to_act(state))

    def invariants(self, state) -> list[str]:
        out = []
        for u in state.units.values():
            if u.figures < 0 or u.figures > u.full:
                out.append(f"{u.id} has {u.figures} figures")
            if u.alive and u.figures == 0:
                out.append(f"{u.id} is on the table with no figures")
            if u.moved_while_routed:
                out.append(f"{u.id} moved voluntarily while routed")
            if u.attacks and (u.attacks not in state.units or not state.units[u.attacks].alive
                              or state.units[u.attacks].side == u.side):
                out.append(f"{u.id} attacks {u.attacks!r}, not a living enemy")
        for lead in state.leaders.values():
            if lead.acted_dead:
                out.append(f"{lead.id} acted while dead")
            if lead.attached and (not lead.alive or not state.units[lead.attached].alive
                                  or state.units[lead.attached].side != lead.side):
                out.append(f"{lead.id} is attached to {lead.attached} but cannot be")
        g = geo(state)
        out += [f"{a} overlaps {b}" for a, b in overlapping_bases(g)]
        lone = list(g.lone.items())
        for i, (lid, circle) in enumerate(lone):
            for uid, fp in g.fps.items():
                if overlapping(circle, fp, 1e-4):
                    out.append(f"leader {lid} stands on {uid}")
            for lid2, c2 in lone[i + 1:]:
                if overlapping(circle, c2, 1e-4):
                    out.append(f"leaders {lid} and {lid2} overlap")
        return out

    def validate_scenario(self, scenario, file):
        return scenario_problems(scenario, file)

    # --- views ---------------------------------------------------------------------------------------
    def move_action(self, state, unit_id, destination):
        return move_action(state, unit_id, destination)

    def roll_summary(self, state, events):
        """The dice of the action itself: a roll-off for the next event, rolled after it, has its own entry."""
        return super().roll_summary(state, [ev for ev in events if ev.kind != "roll-off"])

    def terrain_info(self, state, unit_id, where):
        return terrain_lines(state, unit_id, where)

    def move_costs(self, state, action):
        """Nothing: archery (Event II) comes before movement (Event III), so a move never costs a shot,
        and a unit that shot may not move at all (`check` says so)."""
        return ()

    def army_report(self, scenario, side_id):
        return army_report(scenario, side_id)

    def army_list_problems(self, army, file):
        """Problems with an army list (`content.armies.ArmyList`) by this ruleset's army rules."""
        return army_list_problems(army, file)

    # --- the scenario editor ------------------------------------------------------------------------
    def profile_catalogue(self, scenario=None):
        return editor.catalogue(scenario)

    def base_outline(self, scenario, unit_id):
        return editor.base_outline(scenario, unit_id)
