"""Judged moves and sample moves, remembered across states by everything they depend on.

In a Movement step the side to act moves its units one at a time; after each move every other unit's
sample moves are made and judged again (and `check`, then `apply`, judge the chosen one again), though a
move far away changes nothing for most of them. Answers are kept here under keys made of the state's
CONTENT (never its identity, never a version), so an answer is reused only for a state in which making
it again would read the very same values:

- the decision (`MoveContext.decision`): whether the battle is over, phase, step, movers, turn, the
  advanced rules, side names, table, terrain (named by its key, as the terrain cache does), and of every
  unit the fields a move of ANOTHER unit reads (`OTHERS_FIELDS`: who it is, its side and name, whether it
  is on the table, its size, whether it is routed, whom it attacks and on which side: a move meets it,
  names it, contacts it, and asks who is in melee with whom; where it stands is in the rest of the key);
  the moving unit's own record is read whole (below);
- the moving unit's whole record and where every enemy unit stands (samples aim at the nearest enemies;
  a move meets them, contacts them, turns them to face);
- for a judged move, its exact path, and where each friendly unit and each leader standing alone stands
  whose base comes near enough to matter (a unit's move meets leaders only there: it may not end on one;
  an attached leader stands with his unit, and a unit's move never asks who leads it). Every pose of a
  move that gets as far as the sweep lies within the convex hull of its poses' centres, so its base stays
  within half its diagonal of their bounding box; another base matters only within 2.1" of that (a gap
  under 2" it could pass), or, when an enemy stands near enough to the final pose to touch it, within
  `pad` (that enemy, turned to face, stands within the largest base's diagonal of the final pose). A
  friendly unit or a leader beyond that can meet neither the swept base, nor a gap it could pass, nor
  where it ends: moving it elsewhere beyond changes nothing.

Moves of leaders (few; a leader stands where his unit does) and malformed paths are judged afresh.
Judgements read the state's cached geometry (`geo`), which is dropped on `State.touch`; a context first
makes sure that geometry was built from the state as it is now (`checked_geo`), so an answer judged on
stale geometry can never be kept. Kept plans are shared: read them, never change them.
Tests: tests/rulesets/iron_winds/test_move_cache.py.
"""
from __future__ import annotations

import itertools
import math
from operator import attrgetter

from ...core.kept import Kept
from .contact import TOUCH
from .geo import GAP_SPACE, checked_geo
from .state import Unit

__all__ = ["MoveContext", "OWN_MOVE_FIELDS", "kept", "keep", "stats"]

OWN_MOVE_FIELDS = frozenset({"x", "y", "heading", "moved", "move_used", "may_continue", "recovering"})
OTHERS_FIELDS = ("id", "side", "name", "removed", "width", "depth", "routed", "attacks", "attack_side")
_UNIT_ALL = attrgetter(*Unit.__slots__)
_UNIT_SHARED = attrgetter(*OTHERS_FIELDS)
_MARGIN = 0.01                  # inches: beyond a move's poses (the checks allow 1e-6)
_NUMBER = (int, float)

_JUDGED = Kept("iron_winds judged moves", 20_000)   # key -> (plan, verdict)
_SAMPLES = Kept("iron_winds sample moves", 5_000)   # key -> sample moves before the short steps
_DECISIONS = Kept("iron_winds decisions", 5_000)    # decision part of a key -> a number for it
_MOVERS = Kept("iron_winds movers", 20_000)         # (decision, mover's record, enemies) -> a number for it
_NUMBERS = itertools.count()    # (never reused: a number stands for one decision, or one mover in one, for ever)
_STATS = {"judged hits": 0, "judged misses": 0, "sample hits": 0, "sample misses": 0}


def stats() -> dict:
    return dict(_STATS, judged=len(_JUDGED), samples=len(_SAMPLES))


class MoveContext:
    """The parts of the keys common to one state as it is now (make a new one after any change)."""

    __slots__ = ("state", "decision", "leaders", "_pad", "_rows", "_movers", "_sides")

    def __init__(self, state) -> None:
        self.state = state
        checked_geo(state)
        units = state.units.values()
        decision = (bool(state.result), state.phase, state.step, tuple(state.movers), state.turn,
                    tuple(state.advanced.items()), tuple(state.side_names.items()), state.table,
                    state.terrain_key, state.sides, tuple(map(_UNIT_SHARED, units)))
        n = _DECISIONS.get(decision)
        if n is None:
            n = next(_NUMBERS)
            _DECISIONS.put(decision, n)
        self.decision = n
        self._rows = [(u.side, u.id, u.x, u.y, u.heading, math.hypot(u.width, u.depth)) for u in units]
        self.leaders = [((lead.id, lead.name, lead.size), lead.x, lead.y, lead.heading, lead.size / 2.0)
                        for lead in state.leaders.values() if lead.alive and not lead.attached]
        self._pad: float | None = None
        self._movers: dict = {}
        self._sides: dict = {}                   # side -> (enemies, foes, its units as friends appear in keys)

    @property
    def pad(self) -> float:
        """How far from a move's box a unit's base may matter when the move may touch an enemy (made when
        first asked: most keys never ask)."""
        if self._pad is None:
            self._pad = GAP_SPACE + max((r[5] for r in self._rows), default=0.0) + 0.1
        return self._pad

    def _side(self, side: str) -> tuple:
        """Side `side`'s parts of its units' keys, made once: every enemy unit (on the table or not) as
        (id, x, y, heading); every enemy as (x, y, half its diagonal); its own units as friends appear
        in keys, with half their diagonals."""
        got = self._sides.get(side)
        if got is None:
            rows = self._rows
            if side in self.state.sides:
                other = self.state.other(side)
                enemies = tuple([(i, x, y, h) for s, i, x, y, h, _ in rows if s == other])
                foes = [(x, y, d / 2.0) for s, _, x, y, _, d in rows if s != side]
            else:
                enemies, foes = (), ()
            own = [(i, x, y, h, d / 2.0) for s, i, x, y, h, d in rows if s == side]
            got = self._sides[side] = (enemies, foes, own)
        return got

    def _mover(self, u) -> tuple:
        got = self._movers.get(u.id)
        if got is None:
            enemies, foes, side = self._side(u.side)
            friends = [((f[0], f[1], f[2], f[3]), f[1], f[2], f[4]) for f in side + self.leaders if f[0] != u.id]
            half = math.hypot(u.width, u.depth) / 2.0
            common = (self.decision, _UNIT_ALL(u), enemies)
            n = _MOVERS.get(common)                      # a number for it: every key of the mover's moves
            if n is None:                                # then hashes one number, not the whole record
                n = next(_NUMBERS)
                _MOVERS.put(common, n)
            got = self._movers[u.id] = ((n,), half + _MARGIN, friends, foes)
        return got

    def samples(self, u, make) -> tuple:
        """Unit `u`'s sample moves before the short steps: kept, or `make()`."""
        key = self._mover(u)[0]
        got = _SAMPLES.get(key)
        if got is None:
            _STATS["sample misses"] += 1
            got = tuple(make())
            _SAMPLES.put(key, got)
        else:
            _STATS["sample hits"] += 1
        return got

    def key(self, action) -> tuple | None:
        """The key of a unit's Move (None: judge it afresh, unkept)."""
        u = self.state.units.get(action.unit)
        path = action.path
        if u is None or type(path) is not tuple or not path:
            return None
        x0 = x1 = u.x
        y0 = y1 = u.y
        for p in path:
            if type(p) is not tuple or len(p) != 3 or type(p[0]) not in _NUMBER or type(p[1]) not in _NUMBER \
                    or type(p[2]) not in _NUMBER:
                return None
            x, y = p[0], p[1]
            if not (x == x and y == y):
                return None                              # NaN: judged afresh
            if x < x0:
                x0 = x
            elif x > x1:
                x1 = x
            if y < y0:
                y0 = y
            elif y > y1:
                y1 = y
        common, reach, friends, foes = self._mover(u)
        fx, fy = x, y                                    # the final pose's centre
        touch = reach + TOUCH
        for ex, ey, eh in foes:
            if abs(ex - fx) <= touch + eh and abs(ey - fy) <= touch + eh:
                reach += self.pad                        # its front may touch an enemy, who may turn to face
                break
        else:
            reach += GAP_SPACE + 0.1
        lo_x, hi_x, lo_y, hi_y = x0 - reach, x1 + reach, y0 - reach, y1 + reach
        near = tuple([entry for entry, x, y, half in friends
                      if x + half >= lo_x and x - half <= hi_x and y + half >= lo_y and y - half <= hi_y])
        return common + (path, near)


def kept(key):
    if key is None:
        return None
    got = _JUDGED.get(key)
    _STATS["judged hits" if got is not None else "judged misses"] += 1
    return got


def keep(key, answer) -> None:
    if key is not None:
        _JUDGED.put(key, answer)
