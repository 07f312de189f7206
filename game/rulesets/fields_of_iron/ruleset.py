"""Fields of Iron and Echo: the Ruleset hooks, wired to the modules that hold the rules."""
from __future__ import annotations

from typing import Iterator

from ...core.actions import OK, Action, Illegal, InvalidActionError, Verdict
from ...core.dice import Dice
from ...core.events import Event
from ...core.odds import Outcomes
from ...core.ruleset import ArmyReport, Reach, Result, Ruleset, Sight, Status, TargetInfo, UnitView, register
from ...core.wording import possessive
from ...geometry.hexes import distance
from . import ground, views
from .actions import ACTION_CLASSES, EndActivation, Fight, Lead, Move, Shoot
from .attacks import outcomes, resolve
from .cards import cards_for, shipped_cards
from .combat import adjacent_enemies, in_combat
from .fighting import check_fight, fight_plan
from .leadership import ACTIVATED_SKILLS, apply_lead, check_lead
from .legal import legal_actions
from .meta import META
from .move_apply import apply_move
from .movement import MoveContext, check_path, steps_from
from .refs import ACTIVATION, LEADERSHIP, TURN
from .rulings import RULINGS
from .setup import initial_state
from .shooting import check_shot
from .state import Activation, FoiState, UnitState, clone_state
from .summaries import SUMMARIES
from .turns import begin_activation, end_activation, fresh_activation, wiped_out
from .validate import scenario_problems
from . import ai, editor
from .victory import result as victory_result

__all__ = ["FieldsOfIron"]


@register
class FieldsOfIron(Ruleset):
    meta = META
    rulings = RULINGS
    summaries = SUMMARIES
    action_classes = ACTION_CLASSES

    # -- set-up and turn order ------------------------------------------------------------------
    def setup(self, scenario, dice: Dice):
        return initial_state(scenario, dice)

    def to_act(self, state: FoiState) -> str | None:
        return None if state.over else state.to_act

    def result(self, state: FoiState) -> Result | None:
        return victory_result(state)

    def status(self, state: FoiState) -> Status:
        res = self.result(state)
        return views.status_view(state, res.reason if res else None)

    def clone(self, state: FoiState) -> FoiState:
        return clone_state(state)

    def profile_ids(self) -> set[str]:
        return set(shipped_cards())

    def validate_scenario(self, scenario, file: str) -> list:
        return scenario_problems(scenario, file)

    def army_report(self, scenario, side_id: str) -> ArmyReport | None:
        """Card points of a side's units against its points limit (if the scenario sets one)."""
        side = next((s for s in scenario.sides if s.id == side_id), None)
        if side is None:
            return None
        cards = cards_for(scenario.profiles)
        points, errors, costs = 0, [], {}
        for u in side.units:
            card = cards.get(u.profile)
            if card is None:
                errors.append(f"{u.id}: no unit card {u.profile!r}")
            else:
                points += card.points
                costs[u.id] = card.points
        if side.points_limit is not None and points > side.points_limit:
            errors.append(f"{points} points is over the limit of {side.points_limit}")
        return ArmyReport(points, side.points_limit, tuple(errors), costs=costs)

    # -- the scenario editor --------------------------------------------------------------------------
    def profile_catalogue(self, scenario=None):
        return editor.catalogue(scenario)

    def unit_trapped(self, scenario, unit_id: str) -> str | None:
        return editor.trapped(scenario, unit_id)

    # -- legality ---------------------------------------------------------------------------------
    @staticmethod
    def _unit(state: FoiState, unit_id: object, field: str = "unit") -> UnitState:
        if not isinstance(unit_id, str) or unit_id not in state.units:
            raise InvalidActionError(f"{field}: no unit {unit_id!r}")
        return state.units[unit_id]

    @staticmethod
    def _activation(state: FoiState, unit: UnitState, occupant: dict | None = None) -> Activation:
        """`occupant`: `state.occupant()`, when the caller has it."""
        if state.active is not None and state.active.unit == unit.id:
            return state.active
        return fresh_activation(state, unit, occupant)

    def _actor_problem(self, state: FoiState, unit: UnitState) -> Verdict | None:
        if state.over:
            return Illegal("the battle is over", self.rule(TURN))
        if not unit.alive:
            return Illegal(f"{unit.name} has been removed from play", self.rule(ACTIVATION))
        if unit.side != state.to_act:
            return Illegal(f"it is {possessive(state.side_names[state.to_act])} turn to activate a unit", self.rule(TURN))
        if state.active is not None and state.active.unit != unit.id:
            other = state.units[state.active.unit]
            return Illegal(f"{other.name} is activating: finish its activation first", self.rule(ACTIVATION))
        if state.active is None and unit.activated:
            return Illegal(f"{unit.name} has already activated this turn", self.rule(ACTIVATION))
        return None

    @staticmethod
    def _path(action: Move) -> tuple:
        path = action.path
        if not isinstance(path, tuple) or not path:
            raise InvalidActionError("Move.path: give at least one (q, r, facing) step")
        for i, step in enumerate(path):
            if (not isinstance(step, tuple) or len(step) != 3
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in step)):
                raise InvalidActionError(f"Move.path.{i}: a step is (q, r, facing) whole numbers")
            if not 0 <= step[2] <= 5:
                raise InvalidActionError(f"Move.path.{i}: facing must be 0..5")
        return path

    def check(self, state: FoiState, action: Action) -> Verdict:
        unit = self._unit(state, getattr(action, "unit", None))
        if isinstance(action, Move):
            self._path(action)
        target = None
        if isinstance(action, (Lead, Shoot, Fight)):
            target = self._unit(state, action.target, "target")
        problem = self._actor_problem(state, unit)
        if problem is not None:
            return problem
        if isinstance(action, Move):
            occupant = state.occupant()        # one map for the activation and the move's context
            v = check_path(MoveContext(state, unit, self._activation(state, unit, occupant), occupant), action.path)
            if not v.ok:
                return Illegal(v.reason, self.rule(v.section), used=v.used, budget=v.budget)
            return OK.with_info(used=v.used, budget=v.budget)
        act = self._activation(state, unit)
        if isinstance(action, Lead):
            why = check_lead(state, unit, act, action.skill, target)
            return Illegal(why, self.rule(LEADERSHIP)) if why else OK
        if isinstance(action, Shoot):
            shot = check_shot(state, unit, act, target, action.weapon)
            return Illegal(shot.problem, self.rule(shot.section), distance=shot.distance) if shot.problem else \
                OK.with_info(distance=shot.distance)
        if isinstance(action, Fight):
            why, section = check_fight(state, unit, target, action.weapon)
            return Illegal(why, self.rule(section)) if why else OK
        if isinstance(action, EndActivation):
            return OK
        raise InvalidActionError(f"{type(action).__name__} is not a Fields of Iron and Echo action")

    # -- doing ------------------------------------------------------------------------------------
    def apply(self, state: FoiState, action: Action, dice: Dice) -> list[Event]:
        unit = state.units[action.unit]
        events: list[Event] = []
        occupant = state.occupant() if type(action) is Move else None    # a move's activation and context share it
        if state.active is None:
            events += begin_activation(state, unit, occupant)
        act = state.active
        state.last_actor, state.last_unit = unit.side, unit.id
        finished = False
        if isinstance(action, Move):
            events += apply_move(state, MoveContext(state, unit, act, occupant), action.path)
        elif isinstance(action, Lead):
            events += apply_lead(state, unit, act, action.skill, state.units[action.target])
        elif isinstance(action, Shoot):
            target = state.units[action.target]
            shot = check_shot(state, unit, act, target, action.weapon)
            events += resolve(state, shot.plan(state, unit, target), dice)
            unit.shot = True
            finished = True
        elif isinstance(action, Fight):
            target = state.units[action.target]
            events += resolve(state, fight_plan(state, unit, target, action.weapon), dice)
            unit.fought = True
            finished = True
        elif isinstance(action, EndActivation):
            events.append(Event("end-activation", f"{unit.name} ends its activation.", self.rule(ACTIVATION),
                                side=unit.side, units=(unit.id,)))
            finished = True
        if finished or wiped_out(state):
            events += end_activation(state, dice)
        return events

    def preview(self, state: FoiState, action: Action) -> Outcomes | None:
        if not isinstance(action, (Shoot, Fight)) or not self.check(state, action):
            return None
        unit, target = state.units[action.unit], state.units[action.target]
        if isinstance(action, Shoot):
            plan = check_shot(state, unit, self._activation(state, unit), target, action.weapon).plan(state, unit,
                                                                                                     target)
        else:
            plan = fight_plan(state, unit, target, action.weapon)
        return outcomes(state, plan)

    # -- what to offer ------------------------------------------------------------------------------
    @staticmethod
    def _offered_units(state: FoiState, unit_id: str | None) -> list[UnitState]:
        if unit_id is not None:
            return [state.units[unit_id]] if unit_id in state.units else []
        if state.active is not None:
            return [state.units[state.active.unit]]
        return state.ready(state.to_act)

    def candidates(self, state: FoiState, unit_id: str | None = None) -> Iterator[Action]:
        if state.over:
            return
        for u in self._offered_units(state, unit_id):
            if u.alive:
                yield from self._unit_candidates(state, u)

    def legal_actions(self, state: FoiState, unit_id: str | None = None) -> Iterator[Action]:
        """`candidates` that pass `check`, in order, each unit's questions asked once (see `legal`)."""
        if state.over:
            return iter(())
        return legal_actions(state, self._offered_units(state, unit_id),
                             lambda u: self._actor_problem(state, u) is None)

    def _unit_candidates(self, state: FoiState, u: UnitState) -> Iterator[Action]:
        card = state.card_of(u)
        act = self._activation(state, u)
        yield EndActivation(u.id)
        if not act.steps and not act.move_over:
            for skill in card.skills:
                if skill.key in ACTIVATED_SKILLS and skill.key not in act.skills_used:
                    for f in state.ready(u.side):
                        if f.id != u.id and distance(f.hex, u.hex) <= skill.range:
                            yield Lead(u.id, skill.key, f.id)
        ctx = MoveContext(state, u, act)
        for st in steps_from(ctx, ctx.start()):
            h, f, _ = st.to
            yield Move(u.id, ((h[0], h[1], int(f)),))
        enemies = state.living(state.other(u.side))
        shooting = card.weapons_of("shoot")
        if shooting and not u.shot and not in_combat(state, u):
            for w in shooting:
                name = w.name if len(shooting) > 1 else ""
                for e in enemies:
                    yield Shoot(u.id, e.id, name)
        fighting = card.weapons_of("fight")
        if fighting and not u.fought:
            for e in adjacent_enemies(state, u):
                for w in fighting:
                    yield Fight(u.id, e.id, w.name if len(fighting) > 1 else "")

    def assess(self, state: FoiState, side: str):
        return ai.assess(state, side)

    # -- invariants -----------------------------------------------------------------------------------
    def invariants(self, state: FoiState) -> list[str]:
        out = []
        seen: dict = {}
        for u in state.units.values():
            if u.damage < 0:
                out.append(f"{u.id} has negative damage {u.damage}")
            if not 0 <= u.facing <= 5:
                out.append(f"{u.id} faces {u.facing}")
            if not u.alive:
                continue
            h = u.hex
            if h not in state.terrain:
                out.append(f"{u.id} is off the map at {tuple(h)}")
            if h in seen:
                out.append(f"{u.id} and {seen[h]} share the hex {tuple(h)}")
            seen[h] = u.id
            if u.damage > state.card_of(u).wounds:
                out.append(f"{u.id} should have been removed ({u.damage} damage)")
        if state.active is not None and not state.units[state.active.unit].alive:
            out.append(f"removed unit {state.active.unit} is activating")
        if state.last_unit is not None and not state.units[state.last_unit].alive:
            out.append(f"unit {state.last_unit} acted but has been removed")
        if state.turn > state.turn_limit:
            out.append(f"turn {state.turn} is past the limit of {state.turn_limit}")
        if not state.over and state.to_act not in state.sides:
            out.append(f"to_act is {state.to_act!r} while the battle goes on")
        if not state.over and state.active is None and state.to_act and not state.ready(state.to_act):
            out.append(f"{state.to_act} must act but has no unit to activate")
        return out

    # -- views ------------------------------------------------------------------------------------------
    def unit_views(self, state: FoiState) -> list[UnitView]:
        return views.unit_views(state)

    def reach(self, state: FoiState, unit_id: str) -> Reach | None:
        u = state.units.get(unit_id)
        if u is None or self._actor_problem(state, u) is not None:
            return None
        return views.reach_view(state, u)

    def sight(self, state: FoiState, unit_id: str) -> Sight | None:
        u = state.units.get(unit_id)
        return views.sight_view(state, u) if u is not None and u.alive else None

    def target_info(self, state: FoiState, unit_id: str, target_id: str) -> TargetInfo | None:
        u, t = state.units.get(unit_id), state.units.get(target_id)
        if u is None or t is None or not u.alive or not t.alive:
            return None
        return views.target_view(state, u, t)

    def describe_action(self, state: FoiState, action: Action) -> str:
        return views.describe(state, action)

    def terrain_info(self, state: FoiState, unit_id, where):
        try:
            cell = (int(where[0]), int(where[1]))
        except (TypeError, ValueError, IndexError):
            return ()
        return ground.terrain_lines(state, state.units.get(unit_id or ""), cell)

    def roll_summary(self, state: FoiState, events):
        return ground.roll_line(events) or super().roll_summary(state, events)

    def move_costs(self, state: FoiState, action: Action):
        u = state.units.get(getattr(action, "unit", ""))
        if u is None or not isinstance(action, Move) or not action.path:
            return ()
        return tuple((why, self.rule(section)) for why, section in views.move_costs(state, u, action))

    def move_action(self, state: FoiState, unit_id: str, destination) -> Action | None:
        u = state.units.get(unit_id)
        if u is None or self._actor_problem(state, u) is not None:
            return None
        try:
            (q, r), facing = destination
            cell, facing = (int(q), int(r)), int(facing)
        except (TypeError, ValueError):
            return None
        if not 0 <= facing <= 5:
            return None
        return views.move_for(state, u, cell, facing)
