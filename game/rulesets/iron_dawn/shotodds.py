"""The exact odds of a whole shot, walked group by group over the hit points of every model it can reach.

A distribution over states (the hit points of the models on the table, the defence tests taken and passed
by the target, whether a round landed within 6", criticals rolled, a side newly penetrated, a vehicle wrecked
by its critical) is carried through the shot's weapon groups in the order `resolve_shot` resolves them:
to-hit and defence tests summed per group (each shot is independent), then losses taken closest model
first, criticals, explosives' blasts, flamethrowers' hits and indirect rounds, each as the resolution does
it. Dice are never sampled: every probability is a Fraction.
"""
from __future__ import annotations

import math
from fractions import Fraction

from ...geometry.templates import scatter, segment_distance
from .charts import SCATTER
from .damage import defence_ledger
from .special import BLAST, FLAME_WIDTH, LANDING
from .state import State, Unit

__all__ = ["walk_shot", "test_loss", "CRIT_WRECKS"]

TENTH = Fraction(1, 10)
# criticals that destroy the vehicle: 9 and 10 (explosions) and 6 with the crew-killed D5 at 5
CRIT_WRECKS = Fraction(2, 10) + Fraction(1, 10) * Fraction(1, 5)
NEAR = 6.0


def test_loss(need: int, vehicle: bool, cap: int) -> dict[tuple[int, int], Fraction]:
    """One defence test (passes on `need` or less): {(passed 0/1, hit points lost): p}. A vehicle's natural 1
    costs a hit point and another test; losses are lumped at `cap` (no model loses more than it has)."""
    fail = Fraction(sum(1 for r in range(1, 11) if r > need and not (vehicle and r == 1)), 10)
    ok = 1 - fail - (TENTH if vehicle else 0)
    if not vehicle:
        return {(1, 0): ok, (0, min(1, cap)): fail}
    out: dict = {}
    for k in range(cap):                                   # k natural 1s, then a pass (k < cap) ...
        out[(1, k)] = out.get((1, k), 0) + ok * TENTH ** k
    out[(1, cap)] = out.get((1, cap), 0) + ok * TENTH ** cap / (1 - TENTH)
    for k in range(cap - 1):                               # ... or k natural 1s and a fail (k + 1 < cap)
        out[(0, k + 1)] = out.get((0, k + 1), 0) + fail * TENTH ** k
    if cap:
        out[(0, cap)] = out.get((0, cap), 0) + fail * TENTH ** (cap - 1) / (1 - TENTH)
    return {k: v for k, v in out.items() if v}


def _add(dist: dict, key, p) -> None:
    if p:
        dist[key] = dist.get(key, 0) + p


class _Shot:
    """The static facts of one shot: who can be reached, where they stand, what they need on a test."""

    def __init__(self, state: State, u: Unit, target: Unit, plan, src, mode: str) -> None:
        self.state, self.u, self.target, self.plan, self.src, self.mode = state, u, target, plan, src, mode
        self.models = []        # (unit, model) of every model on the table, in the resolution's order
        for o in state.on_table():
            for m in o.living:
                self.models.append((o, m))
        self.index = {m.id: i for i, (_o, m) in enumerate(self.models)}
        self.mine = [i for i, (o, _m) in enumerate(self.models) if o.id == target.id]
        self.hp0 = tuple(m.hp for _o, m in self.models)
        self.cover = plan.cover is not None and plan.cover.band in ("up to half", "over half")

    def start(self) -> dict:
        return {(self.hp0, 0, 0, False, 0, False, False): Fraction(1)}

    # -- reading a state -------------------------------------------------------------------------------
    def alive(self, key) -> bool:
        return not key[6] and any(key[0][i] > 0 for i in self.mine)

    def living(self, key) -> list[int]:
        return [i for i in self.mine if key[0][i] > 0]

    def pos(self, i):
        m = self.models[i][1]
        return m.x, m.y

    def closest(self, key, point) -> list[int]:
        return sorted(self.living(key), key=lambda i: (math.hypot(self.pos(i)[0] - point[0],
                                                                   self.pos(i)[1] - point[1]), self.models[i][1].id))

    def need(self, o: Unit, att: int, facing: str = "", cover: bool = False, indirect: bool = False) -> int:
        return defence_ledger(o, att, facing, cover, indirect=indirect)[0]

    # -- the groups ------------------------------------------------------------------------------------
    def direct(self, dist: dict, g) -> dict:
        t = self.target
        h = Fraction(sum(1 for v in range(2, 10) if v + g.roll.total >= g.score), 10)
        miss = 1 - h - TENTH
        cap = max(self.hp0[i] for i in self.mine)
        tl = test_loss(self.need(t, g.att, self.plan.facing, self.cover), t.is_vehicle, cap)
        one = {(0, 0, 0, 0): miss}                         # per shot: (hits, tens, passed, hit points lost)
        for (ok, lost), p in tl.items():
            _add(one, (1, 0, ok, lost), h * p)
            _add(one, (1, 1, ok, min(cap, lost + 1) if t.is_vehicle else lost + 1), TENTH * p)
        total = {(0, 0, 0, 0): Fraction(1)}
        for _ in range(g.shots):
            nxt: dict = {}
            for a, pa in total.items():
                for b, pb in one.items():
                    _add(nxt, (a[0] + b[0], a[1] + b[1], a[2] + b[2], min(cap * len(self.mine), a[3] + b[3])), pa * pb)
            total = nxt
        out: dict = {}
        for key, p in dist.items():
            if not self.alive(key):
                _add(out, key, p)
                continue
            first = self.closest(key, self.src)[0]
            for (n, tens, passed, lost), q in total.items():
                for k2, p2 in self._after_hits(key, n, tens, passed, lost, first, g).items():
                    _add(out, k2, p * q * p2)
        return out

    def _after_hits(self, key, n, tens, passed, lost, first, g) -> dict:
        hp, tests, okc, near, crits, pen, wrecked = key
        if not n:
            return {key: Fraction(1)}
        hp = list(hp)
        losses = 0 if self.mode == "suppress" else lost
        for _ in range(losses):
            alive = self.closest((tuple(hp),) + key[1:], self.src)
            if not alive:
                break
            hp[alive[0]] -= 1
        state = (tuple(hp), tests + n, okc + passed, near, crits, pen, wrecked)
        dist = {state: Fraction(1)}
        if self.target.is_vehicle and self.mode != "suppress":
            penetrated = self.plan.facing in self.target.penetrated
            dist = self._criticals(dist, n, tens, penetrated)
        if g.special == "explosive":
            fx, fy = self.pos(first)
            for _ in range(n):
                dist = self._blast(dist, (fx, fy), self.models[first][1].id, g)
        return dist

    def _criticals(self, dist: dict, n: int, tens: int, penetrated: bool) -> dict:
        out: dict = {}
        for key, p in dist.items():
            todo = [(key, p, tens + (n if penetrated or key[5] else 0))]
            while todo:
                k, q, left = todo.pop()
                if not left or not self.alive(k):
                    _add(out, k, q)
                    continue
                hp, tests, okc, near, crits, pen, _w = k
                base = (hp, tests, okc, near, crits + 1)
                todo.append((base + (pen, True), q * CRIT_WRECKS, left - 1))
                pen_now = pen or bool(self.plan.facing)
                todo.append((base + (pen_now, False), q * TENTH, left - 1))
                todo.append((base + (pen, False), q * (1 - CRIT_WRECKS - TENTH), left - 1))
        return out

    def _test(self, dist: dict, i: int, tl: dict, count_for_target: bool = False, lose: bool = True) -> dict:
        """Model `i` takes one defence test with losses {(passed, lost): p} (kept only if `lose`)."""
        out: dict = {}
        for key, p in dist.items():
            if key[0][i] <= 0:
                _add(out, key, p)
                continue
            for (ok, lost), q in tl.items():
                hp = list(key[0])
                if lose:
                    hp[i] = max(0, hp[i] - lost)
                tests, okc = key[1], key[2]
                if count_for_target:
                    tests, okc = tests + 1, okc + ok
                _add(out, (tuple(hp), tests, okc) + key[3:], p * q)
        return out

    def _blast(self, dist: dict, centre, skip: str, g) -> dict:
        for i, (o, m) in enumerate(self.models):
            if m.id == skip or (o.is_vehicle and g.cls == "infantry"):
                continue
            d = math.hypot(m.x - centre[0], m.y - centre[1]) - (o.base / 2 if not o.is_vehicle else 0)
            if d <= BLAST + 1e-9:
                need = self.need(o, g.att, "side" if o.is_vehicle else "")
                dist = self._test(dist, i, test_loss(need, o.is_vehicle, self.hp0[i]))
        return dist

    def flame(self, dist: dict, g) -> dict:
        out: dict = {}
        for key, p in dist.items():
            if not self.alive(key):
                _add(out, key, p)
                continue
            end = self.pos(self.closest(key, self.src)[0])
            sub = {key: Fraction(1)}
            seen = set()
            for o, _m in self.models:
                if o.id == self.u.id or o.is_vehicle or o.id in seen:
                    continue
                seen.add(o.id)
                near = [i for i, (oo, m) in enumerate(self.models) if oo.id == o.id and key[0][i] > 0
                        and segment_distance((m.x, m.y), self.src, end) <= FLAME_WIDTH + o.base / 2 + 1e-9]
                if not near:
                    continue
                i = min(near, key=lambda j: math.hypot(self.pos(j)[0] - self.src[0], self.pos(j)[1] - self.src[1]))
                sub = self._test(sub, i, test_loss(self.need(o, g.att), False, 1))
            for k2, q in sub.items():
                _add(out, k2, p * q)
        return out

    def indirect(self, dist: dict, g) -> dict:
        h = Fraction(sum(1 for v in range(2, 10) if v + g.roll.total >= g.score), 10)
        out: dict = {}
        for key, p in dist.items():
            if not self.alive(key):
                _add(out, key, p)
                continue
            live = self.living(key)
            centre = (sum(self.pos(i)[0] for i in live) / len(live), sum(self.pos(i)[1] for i in live) / len(live))
            cur = {key: Fraction(1)}
            for _ in range(g.shots):
                nxt: dict = {}
                for k, q in cur.items():
                    _add(nxt, k, q * (1 - h - TENTH))
                    for k2, q2 in self._ten(k).items():
                        _add(nxt, k2, q * TENTH * q2)
                    for k2, q2 in self._round(k, centre, g).items():
                        _add(nxt, k2, q * h * q2)
                cur = nxt
            for k, q in cur.items():
                _add(out, k, p * q)
        return out

    def _ten(self, key) -> dict:
        if not self.alive(key):
            return {key: Fraction(1)}
        hp = list(key[0])
        if self.mode != "suppress":
            hp[self.closest(key, self.src)[0]] = 0
        return {(tuple(hp), key[1], key[2], True) + key[4:]: Fraction(1)}

    def _round(self, key, centre, g) -> dict:
        if not self.alive(key):
            return {key: Fraction(1)}
        out: dict = {}
        points = [(centre, Fraction(1, 5))]
        for way in (w for w in SCATTER.values() if w is not None):
            points += [(scatter(centre, self.src, way, d), Fraction(1, 50)) for d in range(1, 11)]
        for point, q in points:
            near = key[3] or any(math.hypot(self.pos(i)[0] - point[0], self.pos(i)[1] - point[1]) <= NEAR
                                 for i in self.living(key))
            k = key[:3] + (near,) + key[4:]
            caught = [i for i, (o, m) in enumerate(self.models) if k[0][i] > 0
                      and math.hypot(m.x - point[0], m.y - point[1]) - (o.base / 2 if not o.is_vehicle else 0)
                      <= LANDING + 1e-9]
            if not caught:
                _add(out, k, q)
                continue
            i = min(caught, key=lambda j: math.hypot(self.pos(j)[0] - point[0], self.pos(j)[1] - point[1]))
            o = self.models[i][0]
            if o.is_vehicle and g.cls == "infantry":
                _add(out, k, q)
                continue
            tl = test_loss(self.need(o, g.att, "top", indirect=True), o.is_vehicle, self.hp0[i])
            for k2, q2 in self._test({k: Fraction(1)}, i, tl, count_for_target=o.id == self.target.id,
                                        lose=self.mode != "suppress").items():
                _add(out, k2, q * q2)
        return out


def walk_shot(state: State, u: Unit, target: Unit, plan, src, mode: str = "") -> tuple[_Shot, dict]:
    """(the shot's facts, the exact distribution of the states after it)."""
    shot = _Shot(state, u, target, plan, src, mode)
    dist = shot.start()
    for g in plan.groups:
        if g.special == "flame":
            dist = shot.flame(dist, g)
        elif g.special == "indirect":
            dist = shot.indirect(dist, g)
        else:
            dist = shot.direct(dist, g)
    return shot, dist
