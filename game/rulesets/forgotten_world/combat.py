"""The attack phase's dice: close combat (first two ranks in contact, FS to hit, D to save, H to wound)
and shooting (the closest enemy not in combat, in the 45-degree arc and in range, first two ranks or
three on a hill; +1 SS after moving, +1 SS for cover). Wounds are marked and come off after every
attack (`losses.remove_marked`)."""
from __future__ import annotations

import math
from operator import attrgetter

from ...core.events import Event
from ...core.kept import Kept
from ...core.ledger import Ledger
from ...geometry.planegaps import contact_length
from ...geometry.planearcs import in_fire_arc
from ...geometry.planesight import hidden_fraction
from . import sections as S
from .geo import distance, geo
from .skills import skill
from .terrain import BLOCKS_SIGHT, FOREST, FOREST_EDGE, HILL, RIVER, terrain_of
from .units import hits as count_hits, succeeds

_SIGHT = Kept("forgotten_world sight", 20_000)     # see _sight

__all__ = ["models_in_contact", "melee_attacks", "fight", "shoot", "shot_target", "shooters_ranks", "shooters", "on_hill"]


def on_hill(state, u) -> bool:
    return bool(terrain_of(state).at((u.x, u.y), HILL))


def in_river(state, u) -> bool:
    return bool(terrain_of(state).at((u.x, u.y), RIVER))


def _contact(state, u, enemy) -> tuple[int, bool]:
    """(bases of `u` touching `enemy` with the base behind each (first two ranks), whether it is the front)."""
    if u.garrison:   # a garrison fights from its building (see garrison_combat)
        from .garrison_combat import fighters
        return fighters(state, u, enemy), True
    g = geo(state)
    length = contact_length(g.fps[u.id], g.fps[enemy.id], 1e-3)
    if length <= 0.05 or u.single:
        return (1 if length > 0.05 else 0), True
    from ...geometry.planearcs import Side, touching_sides
    sides = touching_sides(u.pose, u.width, u.depth, g.fps[enemy.id], 1e-3)
    if Side.FRONT in sides or not sides:
        touching = min(u.frontage, max(1, math.ceil(length / u.bw - 0.01)))
        behind = min(touching, max(0, u.figures - u.frontage)) if u.ranks > 1 else 0
        return touching + behind, True
    touching = min(u.ranks, max(1, math.ceil(length / u.bd - 0.01)))   # the last rank counts as complete
    return touching * (2 if u.frontage > 1 else 1), False


def models_in_contact(state, u, enemy) -> int:
    """Bases of `u` whose bases touch `enemy`, with the base behind each (first two ranks); a character
    in the front rank is one of them."""
    return _contact(state, u, enemy)[0]


def melee_attacks(state, u, enemy) -> int:
    """The regiment's fighting models strike with its A; a character in its front rank takes one of their
    places (when the front is engaged) and adds his own attacks whenever the regiment fights."""
    n, front = _contact(state, u, enemy)
    chars = state.attached_to(u.id)
    own = n - (min(len(chars), n) if front and u.regiment else 0)
    return own * u.A + (sum(c.A for c in chars) if n else 0)


def _melee_ledger(state, u, enemy) -> Ledger:
    led = Ledger()
    if u.charging == enemy.id and enemy.ran:
        led.add("Charging a unit that ran", -1, S.ref(S.RUN))
    if in_river(state, u):
        led.add("Fighting in a river", +1, S.ref(S.RIVERS))
    if u.charging == enemy.id and terrain_of(state).at((enemy.x, enemy.y), FOREST) and \
            (u.base in ("cavalry", "monster") or u.flyer or u.kind == "chariot"):
        led.add("Charging into a forest", +1, S.ref(S.FORESTS))
    from .obstacles import defends_obstacle
    if defends_obstacle(state, enemy, u):
        led.add("Enemy defends an obstacle", +1, S.ref(S.WALLS))
    if enemy.garrison:
        led.add("Attacking a building's garrison", +1, S.ref(S.BUILDINGS))
    return led


def fight(state, u, enemy, dice) -> list[Event]:
    """One unit's close-combat attacks against one enemy in contact."""
    n = melee_attacks(state, u, enemy)
    fs, led = skill(state, u, "FS", _melee_ledger(state, u, enemy))
    rolls = dice.roll_many("d6", n, why=f"to hit ({fs}+)", side=u.side, unit=u.id, target=fs, rule=S.ref(S.MELEE))
    faces = [r.value for r in rolls]
    if u.effect("fury"):
        extra = sum(1 for f in faces if f == 6)
        if extra:
            more = dice.roll_many("d6", extra, why="Fury: extra attacks", side=u.side, unit=u.id, target=fs,
                                  rule=S.ref(S.SPELLS))
            rolls += more
            faces += [r.value for r in more]
    n_hit = count_hits(fs, faces)
    if u.reroll_hits and n_hit < len(faces):
        again = dice.roll_many("d6", len(faces) - n_hit, why="Pray the Gods: re-roll misses", side=u.side,
                               unit=u.id, target=fs, rule=S.ref(S.PRAY))
        rolls += again
        n_hit += count_hits(fs, [r.value for r in again])
    d_led = Ledger()
    if enemy.ran and enemy.id in [c[1] for c in state.contacts if c[0] == u.id] and u.charging == enemy.id:
        d_led.add("Charged while running", +1, S.ref(S.RUN))
    if in_river(state, enemy):
        d_led.add("Fighting in a river", +1, S.ref(S.RIVERS))
    return [_resolve(state, u, enemy, n, n_hit, fs, led, d_led, rolls, dice, "melee", S.MELEE)]


def _resolve(state, u, enemy, n, n_hit, need, led, d_led, rolls, dice, kind, section) -> Event:
    d, dled = skill(state, enemy, "D", d_led)
    saves = dice.roll_many("d6", n_hit, why=f"saves ({d}+)", side=enemy.side, unit=enemy.id, target=d,
                           rule=S.ref(section))
    unsaved = n_hit - count_hits(d, [r.value for r in saves])
    wounds_r = dice.roll_many("d6", unsaved, why=f"to wound ({enemy.H}+)", side=u.side, unit=u.id, target=enemy.H,
                              rule=S.ref(section))
    wounds = sum(1 for r in wounds_r if succeeds(r.value, enemy.H))
    if kind == "melee":
        enemy.marked += wounds
    else:
        enemy.shot_marked += wounds
    text = (f"{u.name} {'attacks' if kind == 'melee' else 'shoots at'} {enemy.name}: {n} dice need {need}+ "
            f"-> {n_hit} hit(s); {enemy.name} saves on {d}+ -> {unsaved} unsaved; wounds on {enemy.H}+ -> "
            f"{wounds} wound(s) marked.")
    return Event(kind, text, S.ref(section), side=u.side, units=(u.id, enemy.id),
                 rolls=tuple(rolls) + tuple(saves) + tuple(wounds_r), ledger=tuple(led) + tuple(dled),
                 data=(("attacks", n), ("hits", n_hit), ("unsaved", unsaved), ("wounds", wounds)))


# --- shooting ----------------------------------------------------------------------------------------

def hidden_in_forest(state, u) -> bool:
    """More than 2" inside a forest: hidden from view. Asked for every enemy of every shooter while the
    attack phase's shots are listed: once the state's geometry is built (and only then: this never builds
    it), the answer is kept in its memo under all it reads besides that geometry (the terrain's key, the
    unit's id and centre)."""
    g = state._geo
    if g is None:
        return _hidden_in_forest(state, u)
    key = ("hidden in forest", state.terrain_key, u.id, u.x, u.y)
    got = g.memo.get(key)
    if got is None:
        got = g.memo[key] = _hidden_in_forest(state, u)
    return got


def _hidden_in_forest(state, u) -> bool:
    tt = terrain_of(state)
    for s in tt.at((u.x, u.y), FOREST):
        from ...geometry.plane import Circle, circle_polygon
        outline = circle_polygon(s.shape, 32) if isinstance(s.shape, Circle) else s.shape
        fp = geo(state).fps.get(u.id)
        if fp is None:
            continue
        ring = tuple(outline)
        if min(_point_to_outline(p, ring) for p in fp) > FOREST_EDGE:
            return True
    return False


def _point_to_outline(p, ring) -> float:
    best = math.inf
    px, py = p
    for i in range(len(ring)):
        (ax, ay), (bx, by) = ring[i], ring[(i + 1) % len(ring)]
        ex, ey = bx - ax, by - ay
        ll = ex * ex + ey * ey
        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((px - ax) * ex + (py - ay) * ey) / ll))
        best = min(best, math.hypot(ax + t * ex - px, ay + t * ey - py))
    return best


def _sight(state, u, t) -> float:
    """Hidden share of t seen from u's front edge (blocking terrain other than what either stands in).
    Kept across states (`_SIGHT`) under all it reads: the eyes, the terrain (by its key), the two units and
    their corners (the terrain they stand in does not block), the spacing, and the bases (keys and corners)
    whose boxes meet the box of the eyes and t's corners grown by 0.01": the sight lines run from the eyes
    to samples inside t (`planesight.area_points`), and `Blockers.blocked` tests only the bases whose boxes
    meet the bounding box of those lines' ends (the first test of `_boxes_meet`)."""
    g = geo(state)
    hw = u.width / 2.0
    eyes = [u.pose.to_world(x, u.depth / 2.0) for x in (-hw, 0.0, hw)]
    if u.garrison:
        from .garrison_combat import eyes as openings_eyes
        eyes = openings_eyes(state, u, t) or eyes
    spacing = max(0.3, min(t.width, t.depth) / 3.0)

    eyes_key = tuple(map(tuple, eyes))
    fu, ft = g.fps[u.id], g.fps[t.id]
    xs, ys = [p[0] for p in eyes_key + ft], [p[1] for p in eyes_key + ft]
    near = g.near(min(xs) - 0.01, max(xs) + 0.01, min(ys) - 0.01, max(ys) + 0.01)

    def make():
        from ...geometry.planesight import Blockers
        tt = terrain_of(state)
        blockers = tt.blockers(BLOCKS_SIGHT).without_overlapping([fu, ft])
        # the other bases: only those the sight lines may meet (the rest `blocked` passes over)
        blockers = blockers + Blockers.build(polygons=[g.fps[k] for k in near[0] if k not in (u.id, t.id)])
        return hidden_fraction(eyes, ft, blockers, spacing=spacing)
    return _SIGHT.ask((state.terrain_key, u.id, t.id, eyes_key, spacing, fu, ft) + near, make)


def shooters_ranks(state, u) -> int:
    return 3 if on_hill(state, u) else 2


def shooters(state, u) -> int:
    """Models that shoot: the first two ranks (three on a hill), less a character's front-rank place."""
    if u.single:
        return 1
    return max(0, min(u.figures, u.frontage * shooters_ranks(state, u)) - u.joined)


def shot_target(state, u, t, *, truth_only: bool = False) -> tuple[str, str]:
    """('' or why not, section) for `u` shooting at `t`. `truth_only` (the legal list reads only whether it
    is '') tests the closest enemy before the arc and the sight, which cost the most (the closest enemy is
    kept for the shooter): the same conditions, so the same yes or no, but a shot refused for more than one
    gives the closest enemy's reason."""
    if u.range <= 0:
        return f"{u.name} has no shooting weapon", S.SHOOTING
    if u.attached or t.attached:
        return "characters inside a regiment shoot and are shot with it", S.CHARACTERS
    if u.garrison:
        from .garrison_combat import shot_problem
        return shot_problem(state, u, t)
    if state.engaged(u.id):
        return f"{u.name} is in close combat", S.SHOOTING
    if t.side == u.side or not t.alive:
        return "shoot at an enemy unit on the table", S.SHOOTING
    if state.engaged(t.id):
        return f"{t.name} is in close combat", S.SHOOTING
    if hidden_in_forest(state, t):
        return f"{t.name} is hidden more than 2\" inside a forest", S.FORESTS
    if hidden_in_forest(state, u):
        return f"{u.name} is hidden deep in a forest and cannot act against enemies outside", S.FORESTS
    if t.effect("invisibility") and distance(state, u.id, t.id) > 12.0:
        return f"{t.name} is invisible beyond 12\"", S.SPELLS
    closer = _closer(state, u, t) if truth_only else ""
    if closer:
        return closer, S.SHOOTING
    arc = _arc_known(state, u, t) if truth_only else None
    if arc is False or (arc is None and not in_fire_arc(u.pose, u.width, u.depth, geo(state).fps[t.id], u.range)):
        return f"{t.name} is not in the arc of fire within {u.range:g}\"", S.ARC
    if _sight(state, u, t) >= 0.999:
        return f"{t.name} is out of sight", S.SHOOTING
    return ("" if truth_only else _closer(state, u, t)), S.SHOOTING


def _closer(state, u, t) -> str:
    """Why `t` is not the closest enemy `u` may shoot at ('' when it is, or may be picked anyway)."""
    if not on_hill(state, u) and not on_hill(state, t) and not t.garrison:   # a garrison may always be picked
        closest = _closest(state, u)
        if closest and closest != t.id and distance(state, u.id, closest) < distance(state, u.id, t.id) - 1e-6:
            return f"the target must be the closest enemy: {state.units[closest].name}"
    return ""


def _arc_known(state, u, t) -> bool | None:
    """Whether `t` (an enemy on the table, neither engaged nor hidden in a forest) is in `u`'s arc, when the
    closest enemy `u` may shoot at tells (`_find_closest` passes over exactly the enemies engaged, hidden or
    out of its arc, testing the arc in the same terms): True when `t` is that enemy, False when there is
    none; None when it does not tell (another enemy, or the closest rule not applying)."""
    if on_hill(state, u) or on_hill(state, t) or t.garrison:
        return None
    closest = _closest(state, u)
    return True if closest == t.id else False if not closest else None


def _closest(state, u) -> str:
    """The closest enemy `u` may shoot at (or ''). Asked for every (shooter, target) candidate while the
    attack phase's shots are listed, so kept in the state's geometry memo (it reads that geometry: arcs,
    distances, forests) under all else it reads: the shooter's id, side, pose, size and range, and of every
    unit its id, side, whether it is alive and whom it is attached to, and the contacts (who is engaged)."""
    g = geo(state)
    key = ("closest", u.id, u.side, u.x, u.y, u.heading, u.width, u.depth, u.range,
           tuple(map(_ALIVE, state.units.values())), tuple(map(tuple, state.contacts)))
    got = g.memo.get(key)
    if got is None:
        got = g.memo[key] = _find_closest(state, u)
    return got


_ALIVE = attrgetter("id", "side", "alive", "attached")


def _find_closest(state, u) -> str:
    best, bd = "", math.inf
    for t in state.alive_units(state.other(u.side)):
        if state.engaged(t.id) or hidden_in_forest(state, t):
            continue
        if not in_fire_arc(u.pose, u.width, u.depth, geo(state).fps[t.id], u.range):
            continue
        d = distance(state, u.id, t.id)
        if d < bd:
            best, bd = t.id, d
    return best


def shoot(state, u, t, dice, *, stand_and_shoot: bool = False) -> list[Event]:
    led = Ledger()
    if u.moved:
        led.add("Moved this phase", +1, S.ref(S.SHOOT_MODS))
    if stand_and_shoot:
        led.add("Stand and shoot", +1, S.ref(S.STAND_SHOOT))
    if t.garrison:
        led.add("Target defends a building", +1, S.ref(S.BUILDINGS))
    elif _sight(state, u, t) > 1e-6:
        led.add("Cover", +1, S.ref(S.SHOOT_MODS))
    elif terrain_of(state).at((t.x, t.y), FOREST):
        led.add("Target within 2\" of a forest edge", +1, S.ref(S.FORESTS))
    if any(e for e in t.effects if e[0] == "fog"):
        led.add("Fog", +1, S.ref(S.SPELLS))
    if in_river(state, u):
        led.add("Shooting from a river", +1, S.ref(S.RIVERS))
    from .obstacles import defends_obstacle
    if defends_obstacle(state, t, u):
        led.add("Target behind an obstacle", +1, S.ref(S.WALLS))
    ss, led = skill(state, u, "SS", led)
    n_shooting = shooters(state, u)
    if u.garrison:
        from .garrison_combat import shooters as from_openings
        n_shooting = from_openings(state, u, t)
    n = n_shooting * u.A
    rolls = dice.roll_many("d6", n, why=f"to hit ({ss}+)", side=u.side, unit=u.id, target=ss, rule=S.ref(S.SHOOTING))
    n_hit = count_hits(ss, [r.value for r in rolls])
    return [_resolve(state, u, t, n, n_hit, ss, led, Ledger(), rolls, dice, "shoot", S.SHOOTING)]
