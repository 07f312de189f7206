"""Event IV. Melee: every unit fights the enemy its front touches; all at once; then the casualties.

Each attacking unit rolls a d6, adds the modifier table, and divides by the target's type (levy 1, warrior
2 rounding up, knight 3 rounding down). A unit on an enemy's flank or rear is never struck back by it
(that enemy fights the unit its own front touches). Casualties wait until every decision is made: a unit
that inflicts 3 or more on a unit led by a leader may take one fewer and try to kill him (5 or 6).

Advanced rules: in a melee's first round a pike unit strikes its face-to-face opponent first and those
casualties come off before the reply; a hero (1 die) or demi-god (2 dice, added) leading a unit makes an
attack of his own, and every enemy unit fighting his unit rolls to wound him (levy 6, warriors 5+,
knights 4+).
"""
from __future__ import annotations

from ...core.events import Event
from ...core.ledger import Ledger
from ...core.odds import Fraction, Outcomes
from . import sections as S
from .losses import kill_leader, lose_figures
from .morale import leader_bonus
from .state import MeleeRecord
from .terrain import HILL
from .units import KNIGHT, LEVY, WARRIOR, casualties_from, type_modifier

__all__ = ["fights", "melee_ledger", "level_of", "resolve", "finish", "pending", "apply_kill_leader",
           "apply_take", "melee_outcomes", "tally", "LEADER_KILL_AT", "KILL_FACE", "HERO_WOUND"]

LEADER_KILL_AT = 3          # casualties from one unit that open the leader-kill option
KILL_FACE = 5
HERO_WOUND = {LEVY: 6, WARRIOR: 5, KNIGHT: 4}
TYPE_NAMES = {LEVY: "Levy", WARRIOR: "Warrior", KNIGHT: "Knight"}


def fights(state) -> list[tuple]:
    """(attacker, target, side) for every unit whose front touches an enemy, in unit order. Routed units
    never attack."""
    out = []
    for u in state.units.values():
        if u.alive and u.attacks and not u.routed:
            t = state.units.get(u.attacks)
            if t is not None and t.alive:
                out.append((u, t, u.attack_side))
    return out


def level_of(state, u) -> int:
    from .geo import geo

    return geo(state).terrain.level_at((u.x, u.y), HILL)


def melee_ledger(state, a, t, side: str, *, hero: bool = False) -> Ledger:
    """The modifiers of `a`'s attack on `t` (on its `side`); `hero` for the hero's own attack (no leader
    bonus)."""
    ref = S.ref(S.MELEE_MODIFIERS)
    led = Ledger()
    led.add(TYPE_NAMES[a.kind], type_modifier(a.kind), ref)
    led.add_if(a.mounted, "Cavalry", +1, ref)
    led.add_if(a.mounted and a.melee_rounds == 0, "Cavalry first round", +1, ref)
    led.add_if(side in ("left", "right"), "Attacking from flank", +1, ref)
    led.add_if(side == "rear", "Attacking from rear", +2, ref)
    led.add_if(level_of(state, a) < level_of(state, t), "Attacking uphill", -1, ref)
    if not hero:
        name, bonus, section = leader_bonus(state, a.id)
        if bonus:
            led.add("Attached leader" if bonus == 1 else name, bonus, S.ref(S.MELEE_MODIFIERS if bonus == 1 else section))
    led.add(f"{a.casualties} casualties on the unit", -(a.casualties // 3), ref)
    led.add_if(a.race in ("troll", "ogre"), "Trolls and ogres", +1, S.ref(S.TROLLS_OGRES))
    led.add_if(t.race == "skeleton", "Attacking skeletons", +1, S.ref(S.SKELETONS))
    led.add_if("dwarven_armour" in t.options, "Target in dwarven armour", -1, S.ref(S.DWARVES))
    return led


def _pike_first(state, a, t, side) -> bool:
    return (bool(state.advanced.get("pikes")) and "pikes" in a.options and not a.mounted and a.melee_rounds == 0
            and side == "front" and t.attacks == a.id and "pikes" not in t.options)


def _hero(state, u):
    lead = state.leading(u.id)
    if lead is None or not state.advanced.get("heroes") or lead.rank not in ("hero", "demigod"):
        return None
    return lead


def _attack(state, a, t, side, dice, *, hero=None) -> tuple[int, Event]:
    led = melee_ledger(state, a, t, side, hero=hero is not None)
    kind = "2d6" if hero is not None and hero.rank == "demigod" else "d6"
    who = hero.name if hero is not None else a.name
    roll = dice.roll(kind, why=f"{who} attacks {t.name}", side=a.side, unit=a.id, rule=S.ref(S.MELEE))
    n = casualties_from(roll.value + led.total, t.kind)
    text = f"{who} attacks {t.name}: {roll.value} {led.total:+d} = {roll.value + led.total}: {n} casualt" \
           f"{'y' if n == 1 else 'ies'}."
    return n, Event("attack", text, S.ref(S.HEROES if hero is not None else S.MELEE), side=a.side,
                    units=(a.id, t.id), rolls=(roll,), ledger=led.entries, data=(("casualties", n),))


def resolve(state, dice) -> list[Event]:
    """Roll every attack of this melee event (pike first strikes removed at once); record the rest."""
    events: list[Event] = []
    state.melee = []
    state.hero_wounds = []
    pairs = fights(state)
    for u, _, _ in pairs:
        u.attacked = False
    for _, t, _ in pairs:
        t.attacked = True
    done = set()
    for a, t, side in pairs:
        if _pike_first(state, a, t, side):
            n, ev = _attack(state, a, t, side, dice)
            removed, extra = lose_figures(state, t.id, n, a.side)
            t.melee_losses += removed
            events.append(Event("attack", ev.text + " The pikes strike first.",
                                S.ref(S.PIKES), side=ev.side, units=ev.units, rolls=ev.rolls, ledger=ev.ledger,
                                data=ev.data))
            events += extra
            state.melee.append(MeleeRecord(a.id, t.id, side, removed, applied=True))
            done.add(a.id)
    for a, t, side in pairs:
        if not a.alive or not t.alive:
            continue
        if a.id not in done:
            n, ev = _attack(state, a, t, side, dice)
            events.append(ev)
            state.melee.append(MeleeRecord(a.id, t.id, side, n))
        hero = _hero(state, a)
        if hero is not None:
            n, ev = _attack(state, a, t, side, dice, hero=hero)
            events.append(ev)
            state.melee.append(MeleeRecord(a.id, t.id, side, n, hero=True))
    for a, t, side in pairs:
        hero = _hero(state, t)
        if hero is None or not a.alive or not t.alive:
            continue
        need = HERO_WOUND[a.kind]
        roll = dice.roll("d6", why=f"{a.name} strikes at {hero.name}", side=a.side, unit=a.id, target=need,
                         rule=S.ref(S.HEROES))
        hit = roll.value >= need
        if hit:
            state.hero_wounds.append((hero.id, a.side))
        events.append(Event("hero-wound", f"{a.name} strikes at {hero.name}: {'a wound' if hit else 'no wound'}.",
                            S.ref(S.HEROES), side=a.side, units=(a.id, hero.id), rolls=(roll,)))
    for r in state.melee:
        if r.applied or r.hero or r.casualties < LEADER_KILL_AT:
            continue
        if state.leading(r.target) is not None:
            r.decision = "pending"
    state.phase = "melee-decisions"
    state.touch()
    return events


def pending(state) -> MeleeRecord | None:
    """The next leader-kill decision to make, or None."""
    return next((r for r in state.melee if r.decision == "pending"), None)


def apply_take(state, r: MeleeRecord) -> list[Event]:
    r.decision = "taken"
    a, t = state.units[r.attacker], state.units[r.target]
    return [Event("decision", f"{a.name} applies all {r.casualties} casualties to {t.name}.", S.ref(S.MELEE),
                  side=a.side, units=(a.id, t.id))]


def apply_kill_leader(state, r: MeleeRecord, dice) -> list[Event]:
    """Take one casualty fewer and try to kill the target's commanding leader (5 or 6)."""
    r.decision = "tried"
    r.casualties -= 1
    a, t = state.units[r.attacker], state.units[r.target]
    lead = state.leading(t.id)
    roll = dice.roll("d6", why=f"{a.name} tries to kill {lead.name}", side=a.side, unit=a.id, target=KILL_FACE,
                     rule=S.ref(S.MELEE))
    hit = roll.value >= KILL_FACE
    text = f"{a.name} takes one casualty fewer ({r.casualties}) and goes for {lead.name}: "
    if hit and state.advanced.get("heroes") and lead.rank in ("hero", "demigod"):
        state.hero_wounds.append((lead.id, a.side))
        text += "he is wounded."
    elif hit:
        kill_leader(state, lead.id, a.side)
        text += "he is killed."
    else:
        text += "he survives."
    events = [Event("leader-kill", text, S.ref(S.MELEE), side=a.side, units=(a.id, t.id, lead.id), rolls=(roll,),
                    data=(("killed", hit),))]
    for other in state.melee:                   # a leader already killed leaves no choice to make
        if other.decision == "pending" and state.leading(other.target) is None:
            other.decision = "taken"
    return events


def finish(state) -> list[Event]:
    """Remove the casualties of this melee event at once (and the heroes' wounds)."""
    from .challenge import wounds_to_kill

    events: list[Event] = []
    for r in state.melee:
        if r.applied:
            continue
        r.applied = True
        removed, extra = lose_figures(state, r.target, r.casualties, state.units[r.attacker].side)
        r.casualties = removed
        state.units[r.target].melee_losses += removed
        events += extra
    for lid, by_side in state.hero_wounds:
        lead = state.leaders[lid]
        if not lead.alive:
            continue
        lead.wounds += 1
        if lead.wounds >= wounds_to_kill(state, lead):
            kill_leader(state, lid, by_side)
            events.append(Event("leader-killed", f"{lead.name} dies of his wounds.", S.ref(S.HEROES), side=lead.side,
                                units=(lid,)))
    state.hero_wounds = []
    losses = {}
    for u in state.units.values():
        if u.melee_losses:
            losses[u.id] = u.melee_losses
    for a, t, side in fights(state):
        a.melee_rounds += 1
    for u in state.units.values():
        if u.alive and u.attacked and not u.attacks:
            u.melee_rounds += 1
    if losses:
        text = "Casualties come off: " + ", ".join(f"{state.units[k].name} {v}" for k, v in losses.items()) + "."
        events.insert(0, Event("casualties", text, S.ref(S.MELEE), data=(("losses", tuple(losses.items())),)))
    state.touch()
    return events


def tally(state) -> tuple[int, int]:
    """Casualties this melee event has inflicted so far on each side (sides in order): those removed
    and those waiting, each target's waiting ones no more than the figures it has left."""
    out = {s: 0 for s in state.sides}
    waiting: dict[str, int] = {}
    for r in state.melee:
        if r.applied:
            out[state.units[r.target].side] += r.casualties
        else:
            waiting[r.target] = waiting.get(r.target, 0) + r.casualties
    for tid, n in waiting.items():
        t = state.units[tid]
        out[t.side] += min(n, t.figures)
    return (out[state.sides[0]], out[state.sides[1]])


# --- exact odds -------------------------------------------------------------------------------------
def _attack_dist(state, a, t, side, *, hero=None) -> Outcomes:
    led = melee_ledger(state, a, t, side, hero=hero is not None)
    kind = "2d6" if hero is not None and hero.rank == "demigod" else "d6"
    return Outcomes.from_die(kind, lambda v: casualties_from(v + led.total, t.kind))


def _attacks_on(state, t, pairs, skip=()) -> list:
    out = []
    for a, tt, side in pairs:
        if tt.id != t.id or a.id in skip:
            continue
        out.append(_attack_dist(state, a, t, side))
        hero = _hero(state, a)
        if hero is not None:
            out.append(_attack_dist(state, a, t, side, hero=hero))
    return out


def _sum(dists) -> Outcomes:
    total = Outcomes.certain(0)
    for d in dists:
        total = total + d
    return total


def _pair(state, side_index, a: Outcomes, b: Outcomes) -> Outcomes:
    """Combine per-side tuples."""
    out: dict = {}
    for ka, pa in a.items():
        for kb, pb in b.items():
            key = (ka[0] + kb[0], ka[1] + kb[1])
            out[key] = out.get(key, Fraction(0)) + pa * pb
    return Outcomes(out)


def melee_outcomes(state) -> Outcomes:
    """Exact odds of FightMelee: casualties inflicted on each side (sides in order), before any
    leader-kill choice."""
    pairs = fights(state)
    idx = {s: i for i, s in enumerate(state.sides)}

    def on_side(side: str, n: int) -> tuple[int, int]:
        return (n, 0) if idx[side] == 0 else (0, n)

    total = Outcomes.certain((0, 0))
    coupled: set[str] = set()
    for a, t, side in pairs:
        if not _pike_first(state, a, t, side):
            continue
        coupled |= {a.id, t.id}
        first = _attack_dist(state, a, t, side)
        others_on_a = [p for p in pairs if p[1].id == a.id and p[0].id != t.id]
        others_on_t = [p for p in pairs if p[1].id == t.id and p[0].id != a.id]

        def after(c1, a=a, t=t, side=side, others_on_a=others_on_a, others_on_t=others_on_t):
            c1 = min(c1, t.figures)
            sim = state.clone()
            st = sim.units[t.id]
            st.figures -= c1
            if st.figures == 0:
                st.removed = "destroyed"
            left = st.figures
            on_t_dists = _attacks_on(sim, st, [(sim.units[p[0].id], st, p[2]) for p in others_on_t])
            pike_hero = _hero(sim, sim.units[a.id])
            if left and pike_hero is not None:
                on_t_dists.append(_attack_dist(sim, sim.units[a.id], st, side, hero=pike_hero))
            on_t = _sum(on_t_dists).map(lambda n: min(n, left))
            dists = []
            if left:
                sa = sim.units[a.id]
                back = [t2 for t2 in fights(sim) if t2[0].id == t.id and t2[1].id == a.id]
                for bp in back:
                    dists.append(_attack_dist(sim, bp[0], sa, bp[2]))
                    hero = _hero(sim, bp[0])
                    if hero is not None:
                        dists.append(_attack_dist(sim, bp[0], sa, bp[2], hero=hero))
            dists += _attacks_on(sim, sim.units[a.id], [(sim.units[p[0].id], sim.units[a.id], p[2])
                                                         for p in others_on_a])
            on_a = _sum(dists).map(lambda n: min(n, a.figures))
            return _pair(state, 0, on_t.map(lambda n: on_side(t.side, n + c1)), on_a.map(lambda n: on_side(a.side, n)))

        total = _pair(state, 0, total, first.then(after))
    for t in state.units.values():
        if not t.alive or t.id in coupled:
            continue
        dists = _attacks_on(state, t, pairs)
        if not dists:
            continue
        total = _pair(state, 0, total, _sum(dists).map(lambda n, t=t: on_side(t.side, min(n, t.figures))))
    return Outcomes(total.probs, "casualties inflicted on " + " and ".join(state.side_names[s] for s in state.sides))
