"""Charges: who may charge whom and on which face, the reactions, and the charge move (M + D6, or 2D6
impetuous; dice only after a turnside or about face; aligned to the charged face on contact; a failed
charge stops 1" short and costs a stamina point; a fled target may be pursued: 2D6 wounds if caught)."""
from __future__ import annotations


from ...core.events import Event
from ...geometry.edgecontact import contact_pose
from ...geometry.plane import Pose, rect_footprint
from ...geometry.planegaps import edge_distance, overlapping
from ...geometry.planearcs import side_of
from ...geometry.planemove import bearing, heading_delta
from . import sections as S
from .combat import hidden_in_forest, shoot
from .flee import flee, run_straight
from .geo import distance, geo
from .losses import remove_marked, take_wounds
from .stamina import spend, stamina_problem

__all__ = ["charge_face", "declare_problem", "target_problem", "reaction_problem", "resolve_reaction", "charge_move",
           "CHARGE_REACH", "turn_needed"]

CHARGE_REACH = 12.0
FACES = ("front", "left", "right", "rear")


def charge_face(state, u, t) -> str:
    """The face of `t` that `u` may charge: where most of u's front edge starts (front, flank or rear)."""
    if t.garrison:
        return "front"                               # a building has walls, not flanks (garrison.py)
    hw = u.width / 2.0
    edge = (u.pose.to_world(-hw, u.depth / 2.0), u.pose.to_world(hw, u.depth / 2.0))
    return side_of(t.pose, t.width, t.depth, edge).value


def turn_needed(u, t, face: str) -> float:
    want = contact_pose(t.pose, t.width, t.depth, face, u.width, u.depth)
    return heading_delta(u.heading, want.heading)


def declare_problem(state, u, t, impetuous: bool) -> tuple[str, str]:
    if state.phase != "charges" or u.side != state.active:
        return "charges are declared at the start of their player's movement phase", S.PHASE_ORDER
    if u.attached:
        return "a character in a regiment charges with it", S.CHARACTERS
    if not u.alive or u.charging or u.moved or u.fled:
        return f"{u.name} cannot charge now", S.CHARGE
    if state.engaged(u.id):
        return f"{u.name} is already in close combat", S.CHARGE
    if u.effect("cage"):
        return f"{u.name} is caged and may not move", S.SPELLS
    why, sec = target_problem(state, u, t)
    if why:
        return why, sec
    if impetuous and stamina_problem(u, "an impetuous charge"):
        return stamina_problem(u, "an impetuous charge"), S.IMPETUOUS
    return "", S.CHARGE


def target_problem(state, u, t, *, reach: bool = True) -> tuple[str, str]:
    """Why `u` may not charge `t` ('' if it may): an enemy on the table, not hidden in a forest (nor `u`),
    within 12" plus the move (when `reach`), a lone character only when he is the closest enemy."""
    if t.side == u.side or not t.alive or t.attached:
        return "charge an enemy unit on the table", S.CHARGE
    if u.garrison or t.garrison:
        from .garrison_combat import charge_problem
        if charge_problem(state, u, t):
            return charge_problem(state, u, t), S.BUILDINGS
    if hidden_in_forest(state, t):
        return f"{t.name} is hidden in a forest", S.FORESTS
    if hidden_in_forest(state, u):
        return f"{u.name} is hidden deep in a forest and cannot act against enemies outside", S.FORESTS
    d = distance(state, u.id, t.id)
    if reach and d > CHARGE_REACH + u.M + 1e-6:
        return f"{t.name} is {d:.1f}\" away: a charge is declared within 12\" plus the move ({CHARGE_REACH + u.M:g}\")", \
            S.CHARGE
    if t.single and t.kind == "character":
        closest = min((e for e in state.alive_units(t.side)), key=lambda e: distance(state, u.id, e.id))
        if distance(state, u.id, closest.id) < d - 1e-6:
            return "a lone character may be charged only when he is the closest enemy", S.CHARACTERS
    return "", S.CHARGE


def allowed_reactions(state, t, face: str) -> tuple[str, ...]:
    if t.reaction:
        return (t.reaction,)
    if (t.regiment and face in ("left", "right", "rear")) or t.ran or state.engaged(t.id):
        return ("hold",)
    if t.garrison:                                   # inside a building: keep the position or stand and shoot
        return ("hold", "shoot") if t.range > 0 and t.stamina > 0 else ("hold",)
    out = ["hold"]
    if t.range > 0 and t.stamina > 0:
        out.append("shoot")
    if t.stamina > 0:
        out.append("flee")
    return tuple(out)


def reaction_problem(state, t, reaction: str, face: str) -> str:
    ok = allowed_reactions(state, t, face)
    if reaction not in ok:
        if t.ran:
            return f"{t.name} ran this turn: it can only keep the position"
        if t.garrison:
            return f"{t.name} holds a building: it only keeps the position or stands and shoots"
        if face != "front" and t.regiment:
            return "a regiment charged on a flank or the rear can only keep the position"
        return f"{t.name} may react only by: {', '.join(ok)}"
    return ""


def resolve_reaction(state, charger, t, dice) -> list[Event]:
    out = []
    if t.reaction == "shoot" and not t.fled:
        out += spend(state, t, "stand and shoot", S.STAND_SHOOT)
        out += shoot(state, t, charger, dice, stand_and_shoot=True)
        out += remove_marked(state)
    elif t.reaction == "flee" and not t.fled:
        out += spend(state, t, "flee", S.FLEE)
        out += flee(state, t, dice, why="fleeing a charge", section=S.FLEE)
    return out


def _free(state, u, pose: Pose, t) -> bool:
    fp = rect_footprint(pose, u.width, u.depth)
    W, H = state.table
    if any(x < -1e-6 or y < -1e-6 or x > W + 1e-6 or y > H + 1e-6 for x, y in fp):
        return False
    for k, other in geo(state).fps.items():
        if k in (u.id, t.id):
            continue
        if overlapping(fp, other, 1e-3):
            return False
    return u.flyer or not _on_impassable(state, fp)


def _on_impassable(state, fp) -> bool:
    """The footprint stands on ground no unit may enter (impassable terrain, a building)."""
    import numpy as np
    from .terrain import BLOCKS_MOVE, terrain_sets
    ts, cats = terrain_sets(state)
    if not len(ts):
        return False
    hits = ts.sweep(np.array([fp], dtype=float), np.zeros((1, 2)), tol=1e-4)[0]
    return any(cats[j] & BLOCKS_MOVE for j in np.nonzero(hits)[0].tolist())


def charge_move(state, u, t, face: str, impetuous: bool, choice: str, dice, rolled: float = 0.0) -> list[Event]:
    """Move a declared charge (`rolled`: the distance already rolled by a charge carried on after a flee,
    used instead of a new roll)."""
    out = []
    if not u.alive:                                   # shot down by a stand and shoot
        return [Event("charge", f"{u.name} fell before its charge could move.", S.ref(S.STAND_SHOOT), side=u.side,
                      units=(u.id,))]
    if t.garrison and t.alive and choice == "charge":
        from .garrison_combat import charge_building
        return charge_building(state, u, t, impetuous, dice)
    turn = turn_needed(u, t, "rear" if t.fled else face)      # a fled target has turned its back
    dice_only = abs(turn) > 45.0 + 0.5
    if impetuous and not rolled:
        out += spend(state, u, "impetuous charge", S.IMPETUOUS)
    if choice == "normal":
        u.charging = ""
        out.append(Event("charge", f"{u.name} gives up the charge and may move normally.", S.ref(S.FLEE),
                         side=u.side, units=(u.id,)))
        return out
    if rolled:
        rolls, total = (), float(rolled)
        how = "rolled as it charged on"
    else:
        roll = dice.roll("2d6" if impetuous else "d6", why="charge distance", side=u.side, unit=u.id,
                         rule=S.ref(S.CHARGE))
        rolls, total = (roll,), roll.value + (0 if dice_only else u.M)
        how = f"{roll.value}{'' if dice_only else f' + {u.M}'}"
    if _forest_charge(state, u, t):
        total = total / 2.0
        how += " halved in the forest"
    if not t.alive:
        u.charging = ""
        u.moved = True
        return out + [Event("charge", f"{u.name}'s target is gone; it stays put.", S.ref(S.CHARGE), side=u.side,
                            units=(u.id,), rolls=rolls)]
    if t.fled:
        return out + _pursue(state, u, t, total, rolls, dice)
    g = geo(state)
    gaps = {f: edge_distance(g.fps[u.id], _face_segment(t, f)) for f in FACES}     # to each face, measured once
    needed = gaps[face]
    order = [face] + sorted((f for f in FACES if f != face), key=gaps.__getitem__)
    for f in order:
        if not gaps[f] <= total + 1e-6:
            continue                                    # out of reach: whether it is free does not matter
        pose = contact_pose(t.pose, t.width, t.depth, f, u.width, u.depth)
        if _free(state, u, pose, t):
            u.x, u.y, u.heading = pose.x, pose.y, pose.heading % 360.0
            u.moved = True
            state.contacts.append([u.id, t.id, f])
            for c in state.attached_to(u.id):
                c.x, c.y, c.heading = u.x, u.y, u.heading
            state.touch()
            return out + [Event("charge", f"{u.name} charges {t.name}'s {f} ({how} = {total:g}\" against "
                                          f"{needed:.1f}\"): contact.",
                                S.ref(S.ALIGNMENT if f == face else S.CHARGE_TYPE), side=u.side, units=(u.id, t.id),
                                rolls=rolls)]
    # failed: straight towards the target, stopping 1" short
    h = bearing((u.x, u.y), (t.x, t.y))
    start = Pose(u.x, u.y, h if abs(heading_delta(u.heading, h)) <= 45.0 else u.heading)
    if start.heading != u.heading and not _static_ok(state, u, start):
        start = u.pose                                   # no room to turn: straight ahead as it stands
    end, _ = run_straight(state, u, start, max(0.0, min(total, needed - 1.0)), ignore=())
    d_left = edge_distance(rect_footprint(end, u.width, u.depth), g.fps[t.id])
    if d_left < 1.0:
        end = start if _static_ok(state, u, start) else u.pose
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    u.moved = True
    u.charging = ""
    state.touch()
    out.append(Event("charge", f"{u.name}'s charge at {t.name} falls short ({total}\" against {needed:.1f}\"): it "
                               f"stops short.", S.ref(S.FAILED_CHARGE), side=u.side, units=(u.id, t.id), rolls=rolls))
    if u.stamina > 0:
        out += spend(state, u, "failed charge", S.FAILED_CHARGE)
    return out


def _static_ok(state, u, pose: Pose) -> bool:
    import numpy as np
    from .movement import sweep_problem
    why, _, _ = sweep_problem(state, u, np.array([[pose.x, pose.y, pose.heading]]), np.zeros((1, 2)),
                              ignore=(u.id,), gap_ok=tuple(e.id for e in state.alive_units(state.other(u.side))))
    return not why


def _forest_charge(state, u, t) -> bool:
    """Cavalry, flyers, monsters and chariots charging a unit inside a forest halve their movement."""
    from .terrain import FOREST, terrain_of
    return bool(terrain_of(state).at((t.x, t.y), FOREST)) and (u.base in ("cavalry", "monster") or u.flyer
                                                                or u.kind == "chariot")


def _face_segment(t, face: str):
    from ...geometry.edgecontact import edge_points
    a, b = edge_points(t.pose, t.width, t.depth, face)
    return (a, b, b, a)


def _pursue(state, u, t, total, rolls, dice) -> list[Event]:
    g = geo(state)
    needed = edge_distance(g.fps[u.id], _face_segment(t, "rear"))
    pose = contact_pose(t.pose, t.width, t.depth, "rear", u.width, u.depth)
    if needed <= total + 1e-6 and _free(state, u, pose, t):
        w = dice.roll("2d6", why="wounds on a caught fleeing unit", side=u.side, unit=u.id, rule=S.ref(S.FLEE))
        lost = take_wounds(state, t, w.value)
        if t.alive:      # its rear rank came off: the pursuer closes up against the new rear
            pose = contact_pose(t.pose, t.width, t.depth, "rear", u.width, u.depth)
        u.x, u.y, u.heading = pose.x, pose.y, pose.heading % 360.0
        u.moved = True
        ev = [Event("pursuit", f"{u.name} catches the fleeing {t.name}: {w.value} wounds, {lost} model(s) lost.",
                    S.ref(S.FLEE), side=u.side, units=(u.id, t.id), rolls=tuple(rolls) + (w,))]
        if t.alive:
            state.contacts.append([u.id, t.id, "rear"])
            t.fled = False
        else:
            u.charging = ""
        state.touch()
        return ev
    h = bearing((u.x, u.y), (t.x, t.y))
    start = Pose(u.x, u.y, h)
    if not _static_ok(state, u, start):
        start = u.pose                                   # no room to turn: straight ahead as it stands
    end, _ = run_straight(state, u, start, max(0.0, min(total, needed - 1.0)))
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    u.moved, u.charging = True, ""
    state.touch()
    return [Event("pursuit", f"{u.name} pursues {t.name} {total}\" but does not catch it.", S.ref(S.FLEE),
                  side=u.side, units=(u.id, t.id), rolls=tuple(rolls))]
