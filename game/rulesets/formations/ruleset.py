"""Movement and Terrain: the Ruleset hooks, wired to the modules that hold the rules."""
from __future__ import annotations

from typing import Iterator

from ...core.actions import OK, Action, Illegal, InvalidActionError, Verdict
from ...core.dice import Dice
from ...core.events import Event
from ...core.odds import Outcomes
from ...core.ruleset import Reach, Result, Ruleset, Sight, Status, TargetInfo, UnitView, register
from . import ai, editor, views
from .actions import ACTION_CLASSES, Cautious, EndAction, EndMove, Move, Order, Shoot
from .attacks import shot_outcomes
from .candidates import unit_candidates, formation_for
from .fire import apply_shoot, in_shoot_stage, shoot_problem
from .invariants import invariants
from .meta import META
from .legal import legal_actions
from .moving import apply_end_move, apply_move, end_move_problem, in_move_stage, move_problem, move_rules
from .orders import apply_order, order_problem
from .profiles import shipped_profiles
from .refs import CAUTIOUS, R_ACTIONS, R_TURN
from .rulings import RULINGS
from .setup import initial_state
from .shooting import plan_shot
from .shortlist import shortlist
from .sight import visible_tiles
from ...geometry.tiles import tile_line
from .state import FmState, UnitState, clone_state
from .summaries import SUMMARIES
from .turns import end_activation, wiped_side
from .validate import scenario_problems
from .victory import result as victory_result

__all__ = ["Formations"]


@register
class Formations(Ruleset):
    meta = META
    rulings = RULINGS
    summaries = SUMMARIES
    action_classes = ACTION_CLASSES

    # -- set-up, turn, end -------------------------------------------------------------------------
    def setup(self, scenario, dice: Dice):
        return initial_state(scenario, dice)

    def to_act(self, state: FmState) -> str | None:
        return None if state.over else state.to_act

    def result(self, state: FmState) -> Result | None:
        return victory_result(state)

    def status(self, state: FmState) -> Status:
        res = self.result(state)
        return views.status_view(state, res.reason if res else None)

    def clone(self, state: FmState) -> FmState:
        return clone_state(state)

    def assess(self, state: FmState, side: str):
        return ai.assess(state, side)

    def profile_ids(self) -> set[str]:
        return set(shipped_profiles())

    def validate_scenario(self, scenario, file: str) -> list:
        return scenario_problems(scenario, file)

    def army_report(self, scenario, side_id: str):
        return editor.army_report(scenario, side_id)

    def profile_catalogue(self, scenario=None):
        return editor.catalogue(scenario)

    def unit_trapped(self, scenario, unit_id: str) -> str | None:
        return editor.trapped(scenario, unit_id)

    def invariants(self, state: FmState) -> list[str]:
        return invariants(state)

    # -- legality ------------------------------------------------------------------------------------
    @staticmethod
    def _unit(state: FmState, unit_id: object, field: str = "unit") -> UnitState:
        if not isinstance(unit_id, str) or unit_id not in state.units:
            raise InvalidActionError(f"{field}: no unit {unit_id!r}")
        return state.units[unit_id]

    def _actor_problem(self, state: FmState, u: UnitState) -> Verdict | None:
        if state.over:
            return Illegal("the battle is over", self.rule(R_TURN))
        if not u.alive:
            return Illegal(f"{u.name} has been destroyed", self.rule(R_ACTIONS))
        if u.side != state.to_act:
            return Illegal(f"it is {state.side_names[state.to_act]}'s turn", self.rule(R_TURN))
        act = state.active
        if act is not None and act.formation != u.formation:
            other = state.formations[act.formation]
            return Illegal(f"{other.name} is acting: finish its action first", self.rule(R_TURN))
        return None

    def _verdict(self, why: str, section: str) -> Verdict:
        return Illegal(why, self.rule(section)) if why else OK

    def check(self, state: FmState, action: Action) -> Verdict:
        u = self._unit(state, getattr(action, "unit", None))
        if isinstance(action, Move):
            path = _path(action.path)
        if isinstance(action, Shoot):
            target = self._unit(state, action.target, "target")
        problem = self._actor_problem(state, u)
        if problem is not None:
            return problem
        f = state.formation_of(u)
        if isinstance(action, Order):
            return self._verdict(*order_problem(state, f, action.order, action.road))
        if isinstance(action, Move):
            why, section = move_problem(state, u, path)
            if why:
                return Illegal(why, self.rule(section))
            rules = move_rules(state, u)
            return OK.with_info(used=rules.used(path), budget=rules.speed, notes=views.move_notes(state, u, path))
        if isinstance(action, Cautious):
            act = state.active
            if not in_move_stage(act) or act.formation != u.formation:
                return Illegal(f"{f.name} is not moving now", self.rule(R_ACTIONS))
            if u.id in act.moved or u.id in act.cautious:
                return Illegal(f"{u.name} has already moved or is already moving cautiously", self.rule(CAUTIOUS))
            return OK
        if isinstance(action, EndMove):
            if not isinstance(action.lost, tuple) or not all(isinstance(x, str) for x in action.lost):
                raise InvalidActionError("EndMove.lost: a list of unit ids")
            return self._verdict(*end_move_problem(state, f.id, action.lost))
        if isinstance(action, Shoot):
            return self._verdict(*shoot_problem(state, u, target, action.weapon))
        if isinstance(action, EndAction):
            return OK if in_shoot_stage(state, u) else Illegal(f"{f.name} is not shooting", self.rule(R_ACTIONS))
        raise InvalidActionError(f"{type(action).__name__} is not a Movement and Terrain action")

    # -- doing ---------------------------------------------------------------------------------------
    def apply(self, state: FmState, action: Action, dice: Dice) -> list[Event]:
        state._memo.clear()
        try:
            return self._apply(state, action, dice)
        finally:
            state._memo.clear()

    def _apply(self, state: FmState, action: Action, dice: Dice) -> list[Event]:
        u = state.units[action.unit]
        f = state.formation_of(u)
        events: list[Event] = []
        over = False
        if isinstance(action, Order):
            events, over = apply_order(state, f, action.order, action.road, dice)
        elif isinstance(action, Move):
            events = apply_move(state, u, _path(action.path), dice)
        elif isinstance(action, Cautious):
            state.active.cautious.append(u.id)
            events = [Event("cautious", f"{u.name} will move cautiously: speed 1, each dangerous terrain test "
                                        f"rolled twice.", self.rule(CAUTIOUS), side=u.side, units=(u.id,))]
        elif isinstance(action, EndMove):
            events, over = apply_end_move(state, f.id, action.lost, dice)
        elif isinstance(action, Shoot):
            events = apply_shoot(state, u, state.units[action.target], action.weapon, dice)
        elif isinstance(action, EndAction):
            events = [Event("end-action", f"{f.name} stops shooting.", self.rule(R_ACTIONS), side=f.side)]
            over = True
        if (over or f.routed or not state.members(f.id) or wiped_side(state) is not None) and not state.over:
            events += end_activation(state, dice)
        return events

    def preview(self, state: FmState, action: Action) -> Outcomes | None:
        if isinstance(action, Shoot) and self.check(state, action):
            u, t = state.units[action.unit], state.units[action.target]
            return shot_outcomes(state, plan_shot(state, u, t, state.profile_of(u).weapon(action.weapon)))
        if isinstance(action, Order) and action.order in ("march", "rally") and not action.road and \
                self.check(state, action):
            from .actiontest import pass_chance
            p = pass_chance(state.formation_of(state.units[action.unit]))
            good, bad = (("passed: three moves", "failed: one move") if action.order == "march" else
                         ("passed: all Shock removed", "failed: 1 Shock removed"))
            return Outcomes.bernoulli(p).map(lambda v: good if v else bad).labelled("action test")
        return None

    # -- what to offer ---------------------------------------------------------------------------------
    def legal_actions(self, state: FmState, unit_id: str | None = None) -> list[Action]:
        """The candidates `check` passes, in their order (`legal.legal_actions`: a formation's moves are
        taken straight from each unit's search, everything else goes through `check`)."""
        return legal_actions(self, state, unit_id)

    def ai_shortlist(self, state: FmState, options: list[Action]) -> list[Action]:
        """A few moves per unit and every other option, for Hard's playouts (`shortlist.shortlist`)."""
        return shortlist(state, options)

    def candidates(self, state: FmState, unit_id: str | None = None) -> Iterator[Action]:
        if state.over:
            return
        if unit_id is not None:
            u = state.units.get(unit_id)
            if u is not None and u.alive:
                yield from unit_candidates(state, u, u.id)
            return
        for f in formation_for(state):
            members = state.members(f.id)
            if members:
                yield from unit_candidates(state, members[0], None)

    # -- views -------------------------------------------------------------------------------------------
    def unit_views(self, state: FmState) -> list[UnitView]:
        return views.unit_views(state)

    def reach(self, state: FmState, unit_id: str) -> Reach | None:
        u = state.units.get(unit_id)
        if u is None or self._actor_problem(state, u) is not None:
            return None
        return views.reach_view(state, u)

    def sight(self, state: FmState, unit_id: str) -> Sight | None:
        u = state.units.get(unit_id)
        if u is None or not u.alive:
            return None
        p = state.profile_of(u)
        ranges = tuple((w.name, float(w.range)) for w in p.weapons)
        return Sight(visible=visible_tiles(state, u), ranges=ranges)

    def cell_marks(self, state: FmState, unit_id: str):
        u = state.units.get(unit_id)
        return views.marks_view(state, u) if u is not None else ()

    def target_info(self, state: FmState, unit_id: str, target_id: str) -> TargetInfo | None:
        u, t = state.units.get(unit_id), state.units.get(target_id)
        if u is None or t is None or not u.alive or not t.alive:
            return None
        return views.target_view(state, u, t)

    def describe_action(self, state: FmState, action: Action) -> str:
        return views.describe(state, action)

    def move_action(self, state: FmState, unit_id: str, destination) -> Action | None:
        u = state.units.get(unit_id)
        if u is None or self._actor_problem(state, u) is not None or not views.can_move_now(state, u):
            return None
        try:
            (c, r), _facing = destination
            cell = (int(c), int(r))
        except (TypeError, ValueError):
            return None
        found = move_rules(state, u).search()
        if cell in found:
            return Move(u.id, found[cell][1])
        if cell == u.cell:
            return None
        return Move(u.id, tuple(tile_line(u.cell, cell)[1:]))   # the straight walk: says what stops it


def _path(path) -> tuple:
    if not isinstance(path, tuple) or not path:
        raise InvalidActionError("Move.path: give the tiles walked, at least one (col, row)")
    for i, c in enumerate(path):
        if type(c) is tuple and len(c) == 2 and type(c[0]) is int and type(c[1]) is int:
            continue        # the common case, settled without the general test below
        if (not isinstance(c, tuple) or len(c) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in c)):
            raise InvalidActionError(f"Move.path.{i}: a tile is (col, row) whole numbers")
    return path
