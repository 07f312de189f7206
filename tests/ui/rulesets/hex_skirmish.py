"""Hex Skirmish: a test-only ruleset on a hex map with facings.

Units move up to their budget in hexes (woods cost 2, rivers are impassable
except at fords, occupied hexes are closed), may turn freely, and shoot up to 6
hexes at an enemy in their front whose line is not blocked by woods: 3d6, a hit
on 4+ (5+ when the target is in woods); each hit takes a wound, half the wounds
lost routs the unit.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass

from game.content.scenario import HEX_COMPASS
from game.core.actions import OK, Action, Illegal
from game.core.events import Event
from game.core.ledger import Ledger
from game.core.odds import Fraction, Outcomes
from game.core.ruleset import (Reach, RuleSummary, RulesetMeta, Ruleset, Ruling, Sight, TargetInfo, TerrainType,
                               UnitView, register)
from game.geometry.hexes import DIRECTIONS, Hex, distance, linedraw, neighbour
from game.geometry.hexarcs import Side, side_of
from game.geometry.hexmaps import offset_to_hex

from .activation import Activations, EndActivation, Rally, SkirmishState, Unit

RANGE = 6
SHOTS = 3
SIGHT = 12
PROFILES = {"infantry": (4, 4), "cavalry": (3, 6), "archers": (3, 3)}  # wounds, move budget


@dataclass(frozen=True, slots=True)
class Move(Action):
    unit: str
    path: tuple


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    unit: str
    target: str
    rolls_dice = True


@register
class HexSkirmish(Activations, Ruleset):
    meta = RulesetMeta(
        name="hex_skirmish", title="Hex Skirmish (test ruleset)", boards=("hex",), dice=("d6",),
        phases=("Activation",),
        terrain_types=(TerrainType("woods", "Woods", "Costs 2 to enter; blocks sight; cover.", blocks_sight=True),
                       TerrainType("hill", "Hill", "Open ground for this test."),
                       TerrainType("river", "River", "Impassable."),
                       TerrainType("ford", "Ford", "Crosses a river.")))
    rulings = (Ruling("Shoot", "The test text never says whether woods block sight into themselves.",
                      "A unit in woods can be seen; woods between block."),)
    summaries = (RuleSummary("Move", "Move up to your budget in hexes; woods cost 2."),
                 RuleSummary("Shoot", "Three dice, 4+ hits; 5+ against a unit in woods."))
    action_classes = (Move, Shoot, Rally, EndActivation)

    def profile_ids(self) -> set[str]:
        return set(PROFILES)

    # -- setup ----------------------------------------------------------------------------
    def setup(self, scenario, dice):
        board = scenario.board
        orient = board.orientation
        terrain = {}
        for piece in scenario.terrain:
            for c, r in piece.cells:
                h = offset_to_hex(c, r, orient, board.offset)
                if piece.type == "ford" or terrain.get((h.q, h.r)) != "ford":
                    terrain[(h.q, h.r)] = piece.type
        units = {}
        for side, p in scenario.all_units():
            h = offset_to_hex(p.at[0], p.at[1], orient, board.offset)
            wounds, budget = PROFILES[p.profile]
            facing = HEX_COMPASS[orient].index(p.facing) if p.facing in HEX_COMPASS[orient] else 0
            units[p.id] = Unit(p.id, side.id, p.name or p.id, p.profile, wounds, wounds, budget, q=h.q, r=h.r,
                               facing=facing)
        sides = (scenario.sides[0].id, scenario.sides[1].id)
        state = SkirmishState(sides, {s.id: s.name for s in scenario.sides}, units, terrain,
                              (board.cols, board.rows, orient, board.offset), turn_limit=scenario.turn_limit,
                              to_act=scenario.first_side or sides[0])
        return state, [Event("start", f"{state.names[state.to_act]} acts first.", self.rule("Turns"))]

    # -- helpers ----------------------------------------------------------------------------
    def _on_map(self, state, h) -> bool:
        from game.geometry.hexmaps import hex_to_offset

        cols, rows, orient, offset = state.board
        c, r = hex_to_offset(Hex.axial(h[0], h[1]), orient, offset)
        return 0 <= c < cols and 0 <= r < rows

    def _cost(self, state, cell) -> int | None:
        kind = state.terrain.get(cell)
        if kind == "river":
            return None
        return 2 if kind == "woods" else 1

    def _occupied(self, state, unit_id) -> set:
        return {(u.q, u.r) for u in state.units.values() if u.alive and u.id != unit_id}

    def _dijkstra(self, state, unit):
        start = (unit.q, unit.r)
        left = unit.budget - unit.used
        best = {start: 0}
        back = {}
        heap = [(0, start)]
        blocked = self._occupied(state, unit.id)
        while heap:
            cost, cell = heapq.heappop(heap)
            if cost > best.get(cell, 1e9):
                continue
            for d in DIRECTIONS:
                nxt = (cell[0] + d[0], cell[1] + d[1])
                step = self._cost(state, nxt)
                if step is None or nxt in blocked or not self._on_map(state, nxt):
                    continue
                c2 = cost + step
                if c2 <= left and c2 < best.get(nxt, 1e9):
                    best[nxt] = c2
                    back[nxt] = cell
                    heapq.heappush(heap, (c2, nxt))
        return best, back

    def _clear_line(self, state, a: Unit | tuple, b: tuple) -> str:
        """'' when nothing blocks the line a->b, else what blocks it."""
        ha = Hex.axial(*a) if isinstance(a, tuple) else Hex.axial(a.q, a.r)
        for h in linedraw(ha, Hex.axial(*b))[1:-1]:
            if state.terrain.get((h.q, h.r)) == "woods":
                return "woods"
        return ""

    # -- the engine hooks ------------------------------------------------------------------------
    def candidates(self, state, unit_id=None):
        for u in state.units.values():
            if unit_id is not None and u.id != unit_id:
                continue
            if u.side != state.to_act or not u.alive or u.done:
                continue
            if not u.fired:
                for t in state.units.values():
                    if t.side != u.side and t.alive:
                        yield Shoot(u.id, t.id)
            yield Rally(u.id)
            yield EndActivation(u.id)
            best, _ = self._dijkstra(state, u)
            for cell in sorted(best):
                if cell != (u.q, u.r):
                    yield self.move_action(state, u.id, (cell, u.facing))

    def check(self, state, action):
        verdict = self.check_common(state, action)
        if not verdict:
            return verdict
        unit = state.units[action.unit]
        if isinstance(action, Move):
            return self._check_move(state, unit, action.path)
        if isinstance(action, Shoot):
            info = self.target_info(state, unit.id, action.target)
            if info is None:
                return Illegal(f"no unit {action.target!r}", self.rule("Shoot"))
            if unit.fired:
                return Illegal(f"{unit.name} has already shot this turn", self.rule("Shoot"))
            if not (info.in_sight and info.in_range):
                return Illegal(info.reason, info.rule)
        return OK

    def _check_move(self, state, unit, path):
        if not path:
            return Illegal("a move needs at least one step", self.rule("Move"))
        cell, used = (unit.q, unit.r), 0
        blocked = self._occupied(state, unit.id)
        for step in path:
            if len(step) != 3 or not all(isinstance(v, int) for v in step) or not 0 <= step[2] < 6:
                return Illegal(f"bad step {step!r}", self.rule("Move"))
            nxt = (step[0], step[1])
            if nxt == cell:
                continue
            if distance(Hex.axial(*cell), Hex.axial(*nxt)) != 1:
                return Illegal("each step goes to a neighbouring hex", self.rule("Move"))
            if not self._on_map(state, nxt):
                return Illegal("that hex is off the map", self.rule("Move"))
            cost = self._cost(state, nxt)
            if cost is None:
                return Illegal("the river cannot be crossed here; use the ford", self.rule("Move"))
            if nxt in blocked:
                return Illegal("another unit stands there", self.rule("Move"))
            used += cost
            cell = nxt
        left = unit.budget - unit.used
        if used > left:
            return Illegal(f"too far: {used} hexes of movement, {left:g} left", self.rule("Move"),
                           used=used, budget=left)
        return OK.with_info(used=used, budget=left)

    def apply(self, state, action, dice):
        unit = state.units[action.unit]
        state.handover = False
        if isinstance(action, EndActivation):
            return self.end_activation(state, unit)
        if isinstance(action, Rally):
            state.active = unit.id
            return self.rally(state, unit, dice)
        state.active = unit.id
        if isinstance(action, Move):
            used = self._check_move(state, unit, action.path).info["used"]
            unit.used += used
            q, r, f = action.path[-1]
            unit.q, unit.r, unit.facing = q, r, f
            return [Event("move", f"{unit.name} moves {used} hex{'es' if used != 1 else ''}.", self.rule("Move"),
                          side=unit.side, units=(unit.id,), data=(("to", (q, r)),))]
        target = state.units[action.target]
        led = self._ledger(state, target)
        need = 4 - led.total
        rolls = tuple(dice.roll_many("d6", SHOTS, why=f"{unit.name} shoots at {target.name}", side=unit.side,
                                     unit=unit.id, target=need, rule=self.rule("Shoot")))
        hits = sum(1 for r in rolls if r.success)
        before = target.wounds
        target.wounds = max(0, target.wounds - hits)
        unit.fired = True
        if target.wounds and target.wounds * 2 <= target.max_wounds:
            target.routed = True
        text = f"{unit.name} shoots at {target.name}: {hits} hit{'s' if hits != 1 else ''}"
        text += ", destroying it." if target.wounds == 0 and before else "."
        events = [Event("shoot", text, self.rule("Shoot"), side=unit.side, units=(unit.id, target.id), rolls=rolls,
                        ledger=led.entries, data=(("hits", hits),))]
        return events + self.finish(state, unit)

    def _ledger(self, state, target) -> Ledger:
        return Ledger().add("Target in woods", -1 if state.terrain.get((target.q, target.r)) == "woods" else 0,
                            self.rule("Cover"))

    def preview(self, state, action):
        if not isinstance(action, Shoot):
            return None
        need = 4 - self._ledger(state, state.units[action.target]).total
        return Outcomes.binomial(SHOTS, Fraction(7 - need, 6), "hits")

    # -- views -------------------------------------------------------------------------------------
    def unit_views(self, state):
        out = []
        for u in state.units.values():
            out.append(UnitView(u.id, u.side, u.name, u.profile, cell=(u.q, u.r), facing=u.facing,
                                strength=f"{u.wounds}/{u.max_wounds} wounds", markers=self.markers(state, u),
                                card=(f"{u.profile.title()}", f"Move {u.budget - u.used:g} of {u.budget:g} hexes",
                                      f"Shoots {SHOTS}d6 at {RANGE} hexes"), alive=u.alive))
        return out

    def engaged(self, state, unit) -> bool:
        return any(t.alive and t.side != unit.side and distance(Hex.axial(t.q, t.r), Hex.axial(unit.q, unit.r)) == 1
                   for t in state.units.values())

    def reach(self, state, unit_id):
        unit = state.units.get(unit_id)
        if unit is None or not self.may_activate(state, unit):
            return None
        best, back = self._dijkstra(state, unit)
        cells, paths = {}, {}
        for cell in best:
            if cell == (unit.q, unit.r):
                continue
            cells[cell] = frozenset(range(6))
            walk = [cell]
            while walk[-1] in back and back[walk[-1]] != (unit.q, unit.r):
                walk.append(back[walk[-1]])
            paths[cell] = tuple(reversed(walk))
        return Reach(cells=cells, paths=paths, budget=unit.budget - unit.used)

    def move_action(self, state, unit_id, destination):
        unit = state.units.get(unit_id)
        if unit is None:
            return None
        cell, facing = destination
        cell = tuple(cell)
        if cell == (unit.q, unit.r):
            return Move(unit_id, ((cell[0], cell[1], int(facing)),))
        reach = self.reach(state, unit_id)
        walk = reach.paths.get(cell) if reach else None
        if walk is None:
            walk = (cell,)
        steps = []
        prev = Hex.axial(unit.q, unit.r)
        for i, c in enumerate(walk):
            h = Hex.axial(*c)
            f = int(facing) if i == len(walk) - 1 else next((d for d in range(6) if neighbour(prev, d) == h), 0)
            steps.append((c[0], c[1], f))
            prev = h
        return Move(unit_id, tuple(steps))

    def sight(self, state, unit_id):
        unit = state.units.get(unit_id)
        if unit is None or not unit.alive:
            return None
        return self._sight_at(state, (unit.q, unit.r), unit.facing)

    def sight_from(self, state, unit_id, destination):
        unit = state.units.get(unit_id)
        if unit is None or not unit.alive:
            return None
        cell, facing = destination
        return self._sight_at(state, tuple(cell), int(facing))

    def _sight_at(self, state, cell, facing):
        cols, rows, orient, offset = state.board
        me = Hex.axial(*cell)
        visible, arc = set(), set()
        for r in range(rows):
            for c in range(cols):
                h = offset_to_hex(c, r, orient, offset)
                d = distance(me, h)
                if d <= SIGHT and not self._clear_line(state, cell, (h.q, h.r)):
                    visible.add((h.q, h.r))
                if 0 < d <= RANGE and side_of(me, facing, h) == Side.FRONT:
                    arc.add((h.q, h.r))
        return Sight(visible=frozenset(visible), arc_cells=frozenset(arc), ranges=(("range", RANGE),))

    def target_info(self, state, unit_id, target_id):
        unit, target = state.units.get(unit_id), state.units.get(target_id)
        if unit is None or target is None or not target.alive:
            return None
        me, there = Hex.axial(unit.q, unit.r), Hex.axial(target.q, target.r)
        d = distance(me, there)
        blocker = self._clear_line(state, unit, (target.q, target.r))
        in_sight = not blocker
        in_range = d <= RANGE
        if blocker:
            reason = f"{blocker} block the line of sight"
        elif side_of(me, unit.facing, there) != Side.FRONT:
            in_sight = False
            reason = f"{target.name} is outside {unit.name}'s front arc"
        elif not in_range:
            reason = f"{target.name} is {d} hexes away; range is {RANGE}"
        else:
            reason = f"in sight and in range ({d} hexes)"
        return TargetInfo(in_sight, in_range, reason, self.rule("Shoot"), float(d))

    def describe_action(self, state, action):
        unit = state.units.get(getattr(action, "unit", ""), None)
        if isinstance(action, Shoot):
            return f"Shoot at {state.units[action.target].name}"
        if isinstance(action, Rally):
            return f"Rally {unit.name}"
        if isinstance(action, EndActivation):
            return "End activation"
        if isinstance(action, Move):
            q, r, _ = action.path[-1]
            return f"Move to {q},{r}"
        return action.to_text()
