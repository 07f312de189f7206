"""The magic phase: mages cast their prepared spells (2+), once a battle each; Concentration, Meditation,
Unprepared Spell and Barrier cost stamina; Pray the Gods; lasting spells kept on the unit until they expire
(the caster's next player-turn) or are dispelled."""
from __future__ import annotations


from ...core.events import Event
from ...core.ledger import Ledger
from ...geometry.plane import Pose
from ...geometry.planesight import segment_clear  # noqa: F401
from . import actions as A
from . import sections as S
from .geo import distance, geo
from .losses import take_wounds
from .spells import SPELLS
from .stamina import spend
from .units import hits as count_hits, succeeds

__all__ = ["magic_problem", "cast_refusal", "apply_magic", "turn_index", "BARRIER_REACH", "PRAY_REACH"]

BARRIER_REACH = 6.0
PRAY_REACH = 3.0
FOG_REACH = 6.0


def turn_index(state) -> int:
    return state.turn * 2 + (0 if state.active == state.attacker else 1)


def _mage(state, uid):
    u = state.units[uid]
    return u


def _dist(state, a, b) -> float:
    return 0.0 if a == b or state.units[a].attached == b or state.units[b].attached == a else distance(state, a, b)


def magic_problem(state, action) -> tuple[str, str]:
    u = state.units[action.unit]
    why = _mage_problem(state, u)
    if why:
        return why, S.MAGIC
    if isinstance(action, A.Pray):
        if "pray" in u.magic_used:
            return f"{u.name} has already prayed this turn", S.PRAY
        t = state.units.get(action.target)
        if t is None or t.side != u.side or not t.alive:
            return "pray for a friendly unit", S.PRAY
        if _dist(state, u.id, t.id) > PRAY_REACH + 1e-6:
            return f"{t.name} is beyond 3\"", S.PRAY
        return "", S.PRAY
    why = _finished(u)
    if why:
        return why, S.MAGIC
    if isinstance(action, A.Barrier):
        if "cast" in u.magic_used:
            return "a barrier is raised instead of casting", S.MAGIC
        return ("" if u.stamina > 0 else f"{u.name} has no stamina for a barrier"), S.MAGIC
    if isinstance(action, A.Unprepared):
        if "unprepared" in u.magic_used:
            return "an unprepared spell once a turn", S.MAGIC
        if action.drop not in u.spells or action.take not in SPELLS or action.take in u.spells:
            return "discard one of the prepared spells for one not prepared", S.MAGIC
        return ("" if u.stamina > 0 else f"{u.name} has no stamina"), S.MAGIC
    why, sec = _spell_problem(u, action)
    if why:
        return why, sec
    return _target_problem(state, u, action, SPELLS[action.spell])


def cast_refusal(state, action) -> str:
    """Why a Cast is refused before its target is read ('' if it is not): `magic_problem`'s checks of the
    turn, the mage, his magic this turn, the spell and Meditation, in its order; a Cast they refuse is
    refused whatever its target (the legal list asks once per mage, spell and meditation)."""
    u = state.units[action.unit]
    return _mage_problem(state, u) or _finished(u) or _spell_problem(u, action)[0]


def _mage_problem(state, u) -> str:
    if state.phase != "magic" or u.side != state.step:
        return "mages act in the magic phase, players taking turns"
    if not u.mage or not u.alive:
        return f"{u.name} is not a mage"
    return ""


def _finished(u) -> str:
    """Why the mage does no more magic this turn (he raised a barrier or prayed), or ''."""
    return f"{u.name} has finished his magic this turn" if "barrier" in u.magic_used or "pray" in u.magic_used else ""


def _spell_problem(u, action) -> tuple[str, str]:
    """A Cast's checks of the spell, the mage's casts this turn and Meditation ('' if none refuses)."""
    sp = SPELLS.get(action.spell)
    if sp is None or action.spell not in u.spells:
        return f"{action.spell!r} is not one of {u.name}'s prepared spells", S.MAGIC
    if action.spell in u.cast:
        return f"{sp.name} has been cast already: once per battle", S.MAGIC
    if sp.vague:
        return f"{sp.name} cannot be played: {sp.vague}", S.SPELLS
    casts = u.magic_used.count("cast")
    if casts >= 2 or (casts == 1 and "concentration" in u.magic_used):
        return "a mage casts one spell a turn, two with Concentration", S.MAGIC
    if casts == 1 and u.stamina <= 0:
        return f"{u.name} has no stamina for Concentration", S.MAGIC
    if action.meditate and (u.stamina - (1 if casts == 1 else 0) <= 0 or "meditation" in u.magic_used):
        return "Meditation costs a stamina point, once a turn", S.MAGIC
    return "", S.MAGIC


def _target_problem(state, u, action, sp) -> tuple[str, str]:
    """A Cast's checks of its target (once `_spell_problem` passes it)."""
    if sp.target == "none":
        return ("" if not action.target else f"{sp.name} takes no target"), S.SPELLS
    t = state.units.get(action.target)
    if t is None or not t.alive:
        return f"{sp.name} needs a target on the table", S.SPELLS
    if sp.target == "friend" and t.side != u.side or sp.target == "enemy" and t.side == u.side:
        return f"{sp.name} targets {'a friendly' if sp.target == 'friend' else 'an enemy'} unit", S.SPELLS
    if sp.target == "character" and (t.kind != "character" or t.side != u.side or t.id == u.id):
        return f"{sp.name} targets another friendly character", S.SPELLS
    from .combat import hidden_in_forest
    if t.side != u.side and hidden_in_forest(state, t):
        return f"{t.name} is hidden in a forest", S.FORESTS
    caster = state.units[u.attached] if u.attached else u
    if t.id != caster.id and hidden_in_forest(state, caster) != hidden_in_forest(state, t):
        return "a unit hidden deep in a forest and one outside cannot reach each other with spells", S.FORESTS
    d = _dist(state, u.id, t.id)
    if d > sp.reach + 1e-6:
        return f"{t.name} is {d:.1f}\" away: {sp.name} reaches {sp.reach:g}\"", S.SPELLS
    return "", S.SPELLS


def apply_magic(state, action, dice) -> list[Event]:
    u = state.units[action.unit]
    out: list[Event] = []
    if isinstance(action, A.Pray):
        u.magic_used += ("pray",)
        state.units[action.target].reroll_hits = True
        return [Event("pray", f"{u.name} prays the gods for {state.units[action.target].name}: failed hits may be "
                              f"re-rolled once this attack phase.", S.ref(S.PRAY), side=u.side, units=(u.id, action.target))]
    if isinstance(action, A.Barrier):
        u.magic_used += ("barrier",)
        u.effects.append(["barrier", u.side, turn_index(state) + 2, 0])
        return spend(state, u, "barrier", S.MAGIC) + [Event("barrier", f"{u.name} raises a barrier.", S.ref(S.MAGIC),
                                                           side=u.side, units=(u.id,))]
    if isinstance(action, A.Unprepared):
        u.magic_used += ("unprepared",)
        u.spells = tuple(action.take if s == action.drop else s for s in u.spells)
        return spend(state, u, "unprepared spell", S.MAGIC) + [
            Event("unprepared", f"{u.name} swaps {SPELLS[action.drop].name} for {SPELLS[action.take].name}.",
                  S.ref(S.MAGIC), side=u.side, units=(u.id,))]
    sp = SPELLS[action.spell]
    if "cast" in u.magic_used:
        u.magic_used += ("concentration",)
        out += spend(state, u, "concentration", S.MAGIC)
    u.magic_used += ("cast",)
    u.cast += (sp.key,)
    r = dice.roll("d6", why=f"cast {sp.name} (2+)", side=u.side, unit=u.id, target=2, rule=S.ref(S.MAGIC))
    rolls = [r]
    if r.value < 2 and action.meditate:
        u.magic_used += ("meditation",)
        out += spend(state, u, "meditation", S.MAGIC)
        r = dice.roll("d6", why=f"Meditation: re-roll {sp.name}", side=u.side, unit=u.id, target=2, rule=S.ref(S.MAGIC))
        rolls.append(r)
    if r.value < 2:
        return out + [Event("cast", f"{u.name} fails to cast {sp.name}.", S.ref(S.MAGIC), side=u.side, units=(u.id,),
                            rolls=tuple(rolls))]
    t = state.units.get(action.target)
    if t is not None and t.side != u.side:
        guard = next((m for m in state.alive_units(t.side, on_table=False) if m.effect("barrier")
                      and _dist(state, m.id, t.id) <= BARRIER_REACH + 1e-6), None)
        if guard is not None:
            guard.effects = [e for e in guard.effects if e[0] != "barrier"]
            return out + [Event("cast", f"{u.name} casts {sp.name} but {guard.name}'s barrier stops it.",
                                S.ref(S.MAGIC), side=u.side, units=(u.id, t.id), rolls=tuple(rolls))]
    out += _effect(state, u, sp, t, dice, rolls)
    state.touch()
    return out


def _ev(u, sp, text, rolls, t=None):
    return Event("cast", f"{u.name} casts {sp.name}: {text}", S.ref(S.SPELLS), side=u.side,
                 units=(u.id,) + ((t.id,) if t else ()), rolls=tuple(rolls))


def _effect(state, u, sp, t, dice, rolls) -> list[Event]:
    expires = turn_index(state) + 2
    k = sp.key
    if sp.lasting and k not in ("fog",):
        value = 0
        if k == "chains":
            c = dice.roll("2d6", why="Chains: inches lost", side=u.side, unit=t.id, rule=S.ref(S.SPELLS))
            rolls.append(c)
            value = c.value
        t.effects = [e for e in t.effects if e[0] != k] + [[k, u.side, expires, value]]
        return [_ev(u, sp, f"{t.name}: {sp.summary}", rolls, t)]
    if k == "fog":
        hit = [x for x in state.alive_units() if _dist(state, u.id, x.id) <= FOG_REACH]
        for x in hit:
            x.effects = [e for e in x.effects if e[0] != "fog"] + [["fog", u.side, expires, 0]]
        return [_ev(u, sp, f"fog covers {len(hit)} unit(s).", rolls)]
    if k == "wings":
        t.flyer, t.M = True, 10
        return [_ev(u, sp, f"{t.name} flies, moving 10\".", rolls, t)]
    if k == "energy_drink":
        t.stamina = t.stamina_max
        return [_ev(u, sp, f"{t.name} regains all its stamina.", rolls, t)]
    if k in ("mass_dispel", "dispel_curse"):
        hit = [x for x in state.units.values() if x.alive and x.effects and
               (x.id == getattr(t, "id", None) or (k == "mass_dispel" and _dist(state, u.id, x.id) <= 24.0))]
        for x in hit:
            x.effects = []
        return [_ev(u, sp, f"spells end on {len(hit)} unit(s).", rolls, t)]
    if k in ("blade_storm", "thunderbolt", "charme"):
        return _damage(state, u, sp, t, dice, rolls)
    if k == "heal":
        t.wounds = 0
        return [_ev(u, sp, f"{t.name}'s wounds are healed.", rolls, t)]
    if k == "resurrection":
        if t.base == "monster":
            n = 1
        else:
            c = dice.roll("d3" if t.base == "cavalry" else "d6", why="Resurrection: models", side=u.side, unit=t.id,
                          rule=S.ref(S.SPELLS))
            rolls.append(c)
            n = c.value
        back = max(0, min(n, t.start - t.models))
        while back and t.regiment:                    # the rear rank grows only onto free ground
            was = (t.models, t.x, t.y)
            t.shrink_to(t.models + back)
            if _fits(state, t):
                break
            t.models, t.x, t.y = was
            back -= 1
        return [_ev(u, sp, f"{t.name} regains {back} model(s).", rolls, t)]
    if k == "teleport":
        a, b = (u.x, u.y, u.heading), (t.x, t.y, t.heading)
        if u.attached or t.attached:
            return [_ev(u, sp, "nothing happens: a character inside a regiment cannot be swapped.", rolls, t)]
        u.x, u.y, u.heading, t.x, t.y, t.heading = *b, *a
        state.touch()
        if not (_fits(state, u) and _fits(state, t)):
            u.x, u.y, u.heading, t.x, t.y, t.heading = *a, *b
            state.touch()
            return [_ev(u, sp, f"no room to change places with {t.name}.", rolls, t)]
        return [_ev(u, sp, f"changes place with {t.name}.", rolls, t)]
    if k in ("wind", "moon_gate"):
        return _displace(state, u, sp, t, dice, rolls)
    return [_ev(u, sp, "no effect.", rolls, t)]


def _fits(state, u) -> bool:
    """The unit where it now stands overlaps no other base and stays on the table."""
    from .charge import _free
    state.touch()
    return _free(state, u, u.pose, u)


def _damage(state, u, sp, t, dice, rolls) -> list[Event]:
    out = []
    if sp.key == "thunderbolt":
        origin = state.units[u.attached] if u.attached else u
        a = origin.front_centre()
        b = origin.pose.moved(origin.depth / 2.0 + 18.0).position
        from ...geometry.planesight import Blockers
        victims = []
        for x in state.alive_units():
            if x.id == origin.id:
                continue
            blk = Blockers.build(polygons=[geo(state).fps[x.id]])
            if not segment_clear(a, b, blk):
                victims.append(x)
        for x in victims:
            n = dice.roll("d3", why="Thunderbolt hits", side=u.side, unit=x.id, rule=S.ref(S.SPELLS))
            wr = dice.roll_many("d6", n.value, why=f"to wound ({x.H}+)", side=u.side, unit=x.id, target=x.H,
                                rule=S.ref(S.SPELLS))
            w = sum(1 for r in wr if succeeds(r.value, x.H))
            lost = take_wounds(state, x, w)
            out.append(_ev(u, sp, f"{x.name} takes {n.value} hit(s), {w} wound(s), {lost} model(s) lost.",
                           rolls + [n] + wr, x))
        return out or [_ev(u, sp, "the bolt strikes nothing.", rolls)]
    from .skills import skill
    if sp.key == "blade_storm":
        h = dice.roll("d6", why="Blade Storm hits", side=u.side, unit=t.id, rule=S.ref(S.SPELLS))
        n_hit, extra = h.value, [h]
        led = Ledger().add("Blade Storm", +1, S.ref(S.SPELLS))
    else:
        fs, _ = skill(state, t, "FS")
        n = t.models * t.A
        hr = dice.roll_many("d6", n, why=f"Charme: hits on itself ({fs}+)", side=u.side, unit=t.id, target=fs,
                            rule=S.ref(S.SPELLS))
        n_hit, extra, led = count_hits(fs, [r.value for r in hr]), hr, Ledger()
    d, _ = skill(state, t, "D", led)
    sv = dice.roll_many("d6", n_hit, why=f"saves ({d}+)", side=t.side, unit=t.id, target=d, rule=S.ref(S.SPELLS))
    unsaved = n_hit - count_hits(d, [r.value for r in sv])
    wr = dice.roll_many("d6", unsaved, why=f"to wound ({t.H}+)", side=u.side, unit=t.id, target=t.H,
                        rule=S.ref(S.SPELLS))
    w = sum(1 for r in wr if succeeds(r.value, t.H))
    lost = take_wounds(state, t, w)
    return [_ev(u, sp, f"{t.name}: {n_hit} hit(s), {unsaved} unsaved, {w} wound(s), {lost} model(s) lost.",
                rolls + extra + sv + wr, t)]


def _displace(state, u, sp, t, dice, rolls) -> list[Event]:
    from .flee import clear_distance
    from ...geometry.planemove import bearing
    origin = state.units[u.attached] if u.attached else u
    if sp.key == "wind":
        r = dice.roll("2d6", why="Wind: distance", side=u.side, unit=t.id, rule=S.ref(S.SPELLS))
        away = Pose(t.x, t.y, bearing((origin.x, origin.y), (t.x, t.y))).forward
        got, _ = clear_distance(state, t, t.pose, float(r.value), (t.id,), direction=away)
        t.x, t.y = t.x + away[0] * got, t.y + away[1] * got
        text = f"{t.name} is blown {r.value}\" away."
    else:
        r = sum(dice.roll("d6", why="Moon Gate: distance", side=u.side, unit=t.id, rule=S.ref(S.SPELLS)).value
                for _ in range(4))
        ahead = origin.pose.moved(origin.depth / 2.0 + t.depth / 2.0 + float(r))
        from .charge import _free
        if _free(state, t, Pose(ahead.x, ahead.y, origin.heading), t):
            t.x, t.y, t.heading = ahead.x, ahead.y, origin.heading
            text = f"{t.name} steps out {r}\" ahead of the caster."
        else:
            text = f"the gate opens {r}\" ahead on taken ground: {t.name} stays."
        r = dice.rolls[-1]
    for c in state.attached_to(t.id):
        c.x, c.y, c.heading = t.x, t.y, t.heading
    state.contacts = [c for c in state.contacts if t.id not in c[:2]]
    state.touch()
    return [_ev(u, sp, text, rolls + [r], t)]
