"""Iron Dawn as a Wartable ruleset: the hooks the Battle and the battle screen call."""
from __future__ import annotations

import math

from ...core.events import Event
from ...core.odds import Outcomes
from ...core.module_views import ModuleViews
from ...core.ruleset import Result, Ruleset, RulesetMeta, UnitType, register
from . import actions as A
from . import ai, commands, editor, views
from .closequarters import close_quarters
from . import sections as S
from .army import army_report
from .legal import legal_actions
from .movegen import candidates, move_action
from .phases import begin_turn, end_side_phase
from .rulings import RULINGS
from .setup import OPTIONS, build_state
from .shortlist import shortlist
from .odds import shot_outcomes
from .shotplan import plan_shot
from .special import burn
from .summaries import SUMMARIES
from .terrain import TERRAIN_TYPES
from .victory import end_of_turn, update_objectives

__all__ = ["IronDawn"]


def _end_of_phase(state, dice):
    events = burn(state, dice)
    events += close_quarters(state, dice)
    events += update_objectives(state)
    return events


@register
class IronDawn(ModuleViews, Ruleset):
    views_module = views
    meta = RulesetMeta(
        name=S.NAME, title=S.TITLE, boards=("table",), dice=("d10", "d5", "d100"),
        phases=("initiative", "first action", "second action", "third action"),
        automatic=("initiative",),
        unit_types=(UnitType("squad", "Squad", "Infantry models on round bases; two actions, three with a leader."),
                    UnitType("solo", "Solo unit", "One model (an elite); joins squads within 3\"."),
                    UnitType("commander", "Commander", "Junior (18\", +1 MOR) or senior (24\", +2 MOR); issues orders."),
                    UnitType("vehicle", "Vehicle", "SPD, TUR, ACC, four armour facings and HP; turrets and sponsons."),
                    UnitType("emplacement", "Stationary weapon", "A gun set in terrain with a 45-degree arc.")),
        terrain_types=TERRAIN_TYPES, options=OPTIONS, sides_act="phase", source="003_63ec3118d7b4c2d9.txt")
    rulings = RULINGS
    summaries = SUMMARIES
    action_classes = A.ACTION_CLASSES

    def profile_ids(self) -> set[str]:
        from .profiles import catalogue
        return set(catalogue())

    def setup(self, scenario, dice):
        state = build_state(scenario)
        return state, begin_turn(state, dice)

    def clone(self, state):
        return state.clone()

    def assess(self, state, side):
        return ai.assess(state, side)

    def ai_moves(self, state, unit_id=None):
        return ai.ai_moves(state, unit_id)

    ai_short_plays = 0      # Hard's playouts greedy on the shortlist: a side's phase is long, a play costs ~1.5 ms

    def ai_shortlist(self, state, options):
        """Every option but moves, and a few moves per unit, for Hard's playouts (`shortlist.shortlist`)."""
        return shortlist(state, options)

    def to_act(self, state):
        return state.acting()

    def check(self, state, action):
        return commands.check(state, action)

    def apply(self, state, action, dice):
        events = commands.apply(state, action, dice)
        events += update_objectives(state)
        if isinstance(action, A.EndPhase):
            events += end_side_phase(state, dice, _end_of_phase, end_of_turn)
        if not state.result:
            for s in state.sides:
                if not [u for u in state.alive_units(s) if u.kind != "emplacement" and not u.abandoned]:
                    events += end_of_turn(state, dice) if not state.result else []
                    break
        return events

    def candidates(self, state, unit_id=None):
        side = state.acting()
        if side is None:
            return []
        return candidates(state, side, unit_id)

    def legal_actions(self, state, unit_id=None):
        return legal_actions(state, unit_id)

    def preview(self, state, action):
        if not isinstance(action, A.Shoot) or action.unit not in state.units or action.target not in state.units:
            return None
        from .shooting import source_of
        u, target = state.units[action.unit], state.units[action.target]
        plan = plan_shot(state, u, target, action.mode, emplacement=action.emplacement)
        if not plan.ok or not u.living or not target.living:
            return None
        return shot_outcomes(plan, target, action.mode, state=state, shooter=u, src=source_of(u, target))

    def result(self, state):
        if not state.result:
            return None
        winner, reason, scores = state.result
        return Result(winner or None, reason, dict(scores), S.ref(S.GAME_LENGTH))

    def status(self, state):
        return views.status(state)

    def invariants(self, state) -> list[str]:
        out = []
        for u in state.units.values():
            if u.alive and not u.living:
                out.append(f"{u.id} is alive with no models")
            for m in u.models:
                if m.alive and not (0 < m.hp <= m.hp_max):
                    out.append(f"{m.id} has {m.hp} of {m.hp_max} HP")
            if u.actions > 3 + 6:
                out.append(f"{u.id} took {u.actions} actions")
            if u.moves > 2:
                out.append(f"{u.id} moved {u.moves} times in a turn")
            if u.alive and not (u.inside in state.units):
                for m in u.living:
                    if not (-0.01 <= m.x <= state.width + 0.01 and -0.01 <= m.y <= state.height + 0.01):
                        out.append(f"{m.id} is off the table")
        vehicles = [u for u in state.alive_units() if u.is_vehicle]
        from ...geometry.planegaps import overlapping
        hulls = [v.hull() for v in vehicles]
        for i, a in enumerate(vehicles):
            for j in range(i + 1, len(vehicles)):
                if overlapping(hulls[i], hulls[j], 1e-3):
                    out.append(f"{a.id} overlaps {vehicles[j].id}")
        return out

    def validate_scenario(self, scenario, file):
        from ...content import Problem
        from .profiles import has_turret, lookup, register_extra
        register_extra(scenario.profiles)
        out = []
        for s, u in scenario.all_units():
            try:
                p = lookup(u.profile)
            except KeyError:
                out.append(Problem(file, f"sides.{s.id}.units.{u.id}.profile", f"unknown Iron Dawn profile {u.profile!r}"))
            else:
                if u.turret is not None and not has_turret(p):
                    out.append(Problem(file, f"sides.{s.id}.units.{u.id}.turret",
                                       f"{p.name} ({u.profile}) has no turret to face"))
            if u.pose is None:
                out.append(Problem(file, f"sides.{s.id}.units.{u.id}", "Iron Dawn plays on a table: give a pose"))
        return out

    # views ----------------------------------------------------------------------------------------------
    def move_action(self, state, unit_id, destination):
        return move_action(state, unit_id, destination)

    def army_report(self, scenario, side_id):
        return army_report(scenario, side_id)

    def profile_catalogue(self, scenario=None):
        return editor.profile_catalogue(scenario)

    def base_outline(self, scenario, unit_id):
        return editor.base_outline(scenario, unit_id)

    def model_outlines(self, scenario, unit_id):
        return editor.model_outlines(scenario, unit_id)
