"""Resolving an attack (a shot or a fight) and its exact odds.

Both use the same steps (Shoot; Fight: "the same process"):

1. roll the weapon's attacks on d12s; each die plus the hit modifiers that
   equals or beats the unit's shoot (or fight) value is a hit;
2. the hits go to the target, or, when a shot lands in a combat, are shared
   equally between every unit in that combat, the leftover to the target;
3. each unit hit rolls one d12 per hit; die plus save modifiers equal to or
   above its save value saves (a 1 always fails in walled settlements and
   fortifications);
4. every unsaved hit does the weapon's damage; a unit whose damage exceeds
   its wounds is removed.

`AttackPlan` holds everything decided before the dice: the same plan drives
`resolve` (the real thing) and `outcomes` (the odds), so they cannot drift.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...core.dice import Dice
from ...core.events import Event
from ...core.ledger import Ledger
from ...core.odds import Outcomes
from ...geometry.hexes import distance
from .cards import Weapon
from .combat import adjacent_enemies, combat_group
from .refs import ARTILLERY, CARDS, DEFEND_BOSS, FIGHT, LEADERSHIP, SHOOT, SHOOT_COMBAT, ref
from .state import FoiState, UnitState
from .terrain import cover_ledger, high_ground, ones_always_fail

__all__ = ["SavePlan", "AttackPlan", "plan_attack", "save_plan", "share_hits", "resolve", "outcomes",
           "needed", "chance"]


def needed(value: int, ledger: Ledger, *, ones_fail: bool = False) -> int:
    """The lowest d12 face that succeeds: value minus modifiers, at least 1 (2 when
    ones always fail), 13 when no face can succeed."""
    need = value - ledger.total
    return min(13, max(2 if ones_fail else 1, need))


def chance(need: int) -> Fraction:
    return Fraction(max(0, 13 - need), 12)


@dataclass(frozen=True, slots=True)
class SavePlan:
    unit: str
    ledger: Ledger
    need: int
    ones_rule: str  # the section that makes 1s fail here, or ""


@dataclass(frozen=True, slots=True)
class AttackPlan:
    kind: str                       # "shoot" or "fight"
    attacker: str
    target: str
    weapon: Weapon
    hit_value: int
    hit_ledger: Ledger
    hit_need: int
    receivers: tuple[str, ...]      # who shares the hits: the target first
    saves: tuple[SavePlan, ...]     # one per receiver, same order

    @property
    def shared(self) -> bool:
        return len(self.receivers) > 1

    @property
    def section(self) -> str:
        return SHOOT if self.kind == "shoot" else FIGHT


def save_plan(state: FoiState, unit: UnitState, attacker: UnitState) -> SavePlan:
    """The save modifiers of `unit` against an attack by `attacker`."""
    terrain = state.terrain
    led = cover_ledger(terrain, unit.hex)
    led.extend(high_ground(terrain, unit.hex, attacker.hex))
    card = state.card_of(unit)
    occ = None
    if card.leader:
        occ = state.occupant()
        if adjacent_enemies(state, unit, occ):
            group = {u.id for u in combat_group(state, unit, occ)}
            friends = [u for u in state.living(unit.side) if u.id != unit.id and u.id in group
                       and not state.card_of(u).leader and distance(u.hex, unit.hex) == 1]
            led.add("Defend the boss!", len(friends), ref(DEFEND_BOSS))
    best, best_name = 0, ""
    for other in state.living(unit.side):
        if other.id == unit.id:
            continue
        skill = state.card_of(other).skill("hold_the_line")
        if skill is not None and distance(other.hex, unit.hex) <= skill.range and skill.value > best:
            best = skill.value
            best_name = f"{skill.name} ({other.name})"
    if best:
        led.add(best_name, best, ref(LEADERSHIP))
    ones = ones_always_fail(terrain, unit.hex) or ""
    return SavePlan(unit.id, led, needed(card.save, led, ones_fail=bool(ones)), ones)


def plan_attack(state: FoiState, attacker: UnitState, target: UnitState, weapon: Weapon, kind: str, *,
                over_friends: bool = False) -> AttackPlan:
    """Everything about an attack that is settled before the dice."""
    card = state.card_of(attacker)
    value = card.shoot if kind == "shoot" else card.fight
    assert value is not None
    led = Ledger()
    if over_friends:
        led.add("Shooting over friendly units", -2, ref(ARTILLERY))
    if attacker.hit_bonus:
        led.add("Inspired by a leader", attacker.hit_bonus, ref(LEADERSHIP))
    if kind == "shoot":
        group = combat_group(state, target)
    else:
        group = [target]
    receivers = tuple(u.id for u in group)
    saves = tuple(save_plan(state, state.units[u], attacker) for u in receivers)
    return AttackPlan(kind, attacker.id, target.id, weapon, value, led, needed(value, led), receivers, saves)


def share_hits(hits: int, n: int) -> list[int]:
    """Hits shared equally between `n` units; the leftover goes to the first (the target).

    >>> share_hits(5, 2), share_hits(7, 3), share_hits(1, 3)
    ([3, 2], [3, 2, 2], [1, 0, 0])
    """
    base, extra = divmod(hits, n)
    return [base + extra] + [base] * (n - 1)


def _names(state: FoiState, ids) -> str:
    return ", ".join(state.units[i].name for i in ids)


def resolve(state: FoiState, plan: AttackPlan, dice: Dice) -> list[Event]:
    """Roll the attack and apply its damage. Mutates `state`."""
    attacker = state.units[plan.attacker]
    target = state.units[plan.target]
    w = plan.weapon
    head = (f"Shooting: {attacker.name} at {target.name}" if plan.kind == "shoot"
            else f"Fighting: {attacker.name} against {target.name}")
    rule = ref(plan.section)
    why = f"{head} with {w.name}: to hit"
    rolls = tuple(dice.roll("d12", why=why, side=attacker.side, unit=attacker.id, target=plan.hit_need, rule=rule)
                  for _ in range(w.attacks))
    hits = sum(1 for r in rolls if r.value >= plan.hit_need)
    faces = ", ".join(str(r.value) for r in rolls)
    text = (f"{head} with {w.name}: {w.attacks} {'die' if w.attacks == 1 else 'dice'} needing "
            f"{_need_text(plan.hit_need)} ({faces}): {hits} hit{'s' if hits != 1 else ''}.")
    events = [Event(plan.kind, text, rule, side=attacker.side, units=(attacker.id, target.id), rolls=rolls,
                    ledger=plan.hit_ledger.entries, data=(("hits", hits), ("need", plan.hit_need)))]
    shares = share_hits(hits, len(plan.receivers))
    if plan.shared and hits:
        parts = ", ".join(f"{state.units[u].name} {n}" for u, n in zip(plan.receivers, shares))
        events.append(Event("share", f"{target.name} is in a combat: the hits are shared ({parts}).",
                            ref(SHOOT_COMBAT), side=attacker.side, units=plan.receivers,
                            data=(("shares", tuple(zip(plan.receivers, shares))),)))
    removed: list[UnitState] = []
    for sp, n in zip(plan.saves, shares):
        if n == 0:
            continue
        unit = state.units[sp.unit]
        save_rule = ref(sp.ones_rule) if sp.ones_rule else rule
        srolls = tuple(dice.roll("d12", why=f"{unit.name} saves against {w.name}", side=unit.side, unit=unit.id,
                                 target=sp.need, rule=save_rule) for _ in range(n))
        saved = sum(1 for r in srolls if r.value >= sp.need)
        unsaved = n - saved
        dmg = unsaved * w.damage
        unit.damage += dmg
        card = state.card_of(unit)
        faces = ", ".join(str(r.value) for r in srolls)
        ones = " (a 1 always fails here)" if sp.ones_rule and any(r.value == 1 for r in srolls) else ""
        text = (f"{unit.name} saves {saved} of {n} needing {_need_text(sp.need)} ({faces}){ones}: "
                f"{dmg} damage, {unit.damage}/{card.wounds} in all.")
        events.append(Event("save", text, rule, side=unit.side, units=(unit.id,), rolls=srolls,
                            ledger=sp.ledger.entries, data=(("saved", saved), ("damage", dmg), ("need", sp.need))))
        if unit.damage > card.wounds:
            removed.append(unit)
    for unit in removed:
        unit.alive = False
        unit.removed_turn = state.turn
        unit.removed_by = "damage"
        events.append(Event("removed", f"{unit.name} has taken more damage than its {state.card_of(unit).wounds} "
                                       f"wounds and is removed from play.", ref(CARDS), side=unit.side,
                            units=(unit.id,)))
    return events


def _need_text(need: int) -> str:
    if need >= 13:
        return "13+ (impossible)"
    return f"{need}+"


def outcomes(state: FoiState, plan: AttackPlan) -> Outcomes:
    """The exact distribution of the damage the attack deals.

    Values are the damage to the target (an int) for an attack on one unit; for
    a shot into a combat, a tuple of (unit id, damage) for every unit of the
    combat in `plan.receivers` order (the target first).
    """
    w = plan.weapon
    hits = Outcomes.binomial(w.attacks, chance(plan.hit_need))
    fail = [1 - chance(sp.need) for sp in plan.saves]

    def after(h: int) -> Outcomes:
        shares = share_hits(h, len(plan.receivers))
        per = [Outcomes.binomial(n, fail[i]).map(lambda u: u * w.damage) for i, n in enumerate(shares)]
        if not plan.shared:
            return per[0]
        acc = Outcomes.certain(())
        for uid, dist in zip(plan.receivers, per):
            acc = acc.then(lambda prev, d=dist, u=uid: d.map(lambda x, p=prev: p + ((u, x),)))
        return acc

    label = (f"damage to {state.units[plan.target].name}" if not plan.shared
             else "damage to each unit of the combat: " + _names(state, plan.receivers))
    notes = [f"to hit {_need_text(plan.hit_need)}: " + plan.hit_ledger.explain()]
    for sp in plan.saves:
        notes.append(f"{state.units[sp.unit].name} saves on {_need_text(sp.need)}: " + sp.ledger.explain()
                     + (" (1s always fail)" if sp.ones_rule else ""))
    return hits.then(after).labelled(label, *notes)
