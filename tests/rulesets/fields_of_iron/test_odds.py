"""Fields of Iron and Echo › Shoot / Fight: the preview's exact odds equal a brute-force walk of every die
the real resolution rolls (core.odds.enumerate_dice over `apply` on a clone)."""
from fractions import Fraction

import pytest

from game.core.odds import enumerate_dice

from .helpers import Fight, Lead, EndActivation, Shoot, cells, nb, start, unit


def card(cid, kind="shoot", attacks=2, damage=1, **values):
    base = {"ruleset": "fields_of_iron", "id": cid, "name": cid.title(), "type": "infantry", "fight": 7, "save": 9,
            "wounds": 9, "points": 5, "weapons": [{"name": "Fists", "kind": "fight", "attacks": 1}]}
    if kind == "shoot":
        base["shoot"] = values.pop("shoot", 7)
        base["weapons"].append({"name": "Slings", "kind": "shoot", "attacks": attacks, "range": 8, "damage": damage})
    else:
        base["weapons"] = [{"name": "Blades", "kind": "fight", "attacks": attacks, "damage": damage}]
    base.update(values)
    return base


PROFILES = [card("slingers"), card("heavy_slingers", damage=2), card("poor_shots", shoot=13),
            card("brutes", kind="fight", damage=2, fight=6),
            card("armoured", kind="fight", attacks=1, save=3), card("gunners", attacks=2, damage=3, type="artillery")]
SPARE = unit("n9", "spearmen", 0, 11, "N")  # so that the attack never ends the turn (no roll-off in the walk)


def brute(b, action):
    rules, state = b.ruleset, b.state
    shape = next(iter(b.preview(action).probs))

    def resolve(dice):
        s = rules.clone(state)
        before = {u: x.damage for u, x in s.units.items()}
        rules.apply(s, action, dice)
        if isinstance(shape, tuple):
            return tuple((u, s.units[u].damage - before[u]) for u, _ in shape)
        return s.units[action.target].damage - before[action.target]

    return enumerate_dice(resolve)


def assert_exact(b, action):
    preview = b.preview(action)
    assert preview is not None and preview.total() == 1
    assert preview.probs == brute(b, action).probs
    return preview


def test_odds_a_plain_shot():
    """Shoot: two slings (7+) at spearmen (save 8+) in the open."""
    b = start([unit("n1", "slingers", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S"), SPARE], profiles=PROFILES)
    p = assert_exact(b, Shoot("n1", "s1"))
    hit, fail = Fraction(6, 12), Fraction(7, 12)
    assert p.p(2) == (hit * fail) ** 2 and set(p.probs) == {0, 1, 2}


def test_odds_with_cover_high_ground_damage_and_an_inspiring_leader():
    """Shoot with Terrain › Woods, Terrain › Hills and Move › Leadership skills in the odds."""
    b = start([unit("n0", "captain", 3, 10, "N"), unit("n1", "heavy_slingers", 5, 10, "N"),
               unit("s1", "spearmen", 5, 6, "S"), unit("s2", "spearmen", 11, 1), SPARE],
              [cells("woods", (5, 6)), cells("hill", (5, 6), level=1)], profiles=PROFILES)
    b.perform(Lead("n0", "inspire", "n1"))
    b.perform(EndActivation("n0"))
    b.perform(EndActivation("s2"))
    p = assert_exact(b, Shoot("n1", "s1"))
    assert set(p.probs) == {0, 2, 4}
    hit, fail = Fraction(7, 12), Fraction(4, 12)  # 6+ to hit; saves 8 - 3 = 5+
    assert p.p(4) == (hit * fail) ** 2


def test_odds_artillery_over_friends_at_minus_two():
    """Shoot › Artillery: the -2 for shooting over friends is in the odds."""
    probe = start([unit("n8", "spearmen", 0, 0), unit("s8", "spearmen", 9, 9)])
    mid = nb(probe, 5, 10, "N")
    wall = [nb(probe, *mid, f) for f in ("NW", "N", "NE")]
    b = start([unit("n1", "gunners", 5, 10, "N"), unit("s1", "spearmen", 5, 5, "S"), SPARE]
              + [unit(f"n{i + 2}", "spearmen", *c, "N") for i, c in enumerate(wall)], profiles=PROFILES)
    p = assert_exact(b, Shoot("n1", "s1"))
    assert p.p(6) == (Fraction(4, 12) * Fraction(7, 12)) ** 2  # 9+ to hit


@pytest.mark.parametrize("kind", ["walled_settlement", "fortification"])
def test_odds_ones_always_fail_behind_walls(kind):
    """Terrain: 1s always fail to save in walled settlements and fortifications, in the odds too."""
    b = start([unit("n1", "slingers", 5, 10, "N"), unit("s1", "armoured", 5, 6, "S"), SPARE], [cells(kind, (5, 6))],
              profiles=PROFILES)
    p = assert_exact(b, Shoot("n1", "s1"))
    assert p.p(2) == (Fraction(6, 12) * Fraction(1, 12)) ** 2  # only a 1 fails


def test_odds_a_hopeless_shot_is_certain_to_miss():
    """Shoot: a shoot value beyond a d12 (13) cannot hit; the high ground changes only the save."""
    b = start([unit("n1", "poor_shots", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S"), SPARE],
              [cells("hill", (5, 6), level=1)], profiles=PROFILES)
    assert assert_exact(b, Shoot("n1", "s1")).probs == {0: 1}


def test_odds_shooting_into_a_combat_gives_every_unit_its_damage():
    """Shoot › Shooting into combat: the preview is the joint damage to each unit of the combat (target first)."""
    b = start([unit("n1", "slingers", 5, 10, "N"), unit("n2", "spearmen", 5, 5, "N"), unit("s1", "spearmen", 5, 4, "S"),
               SPARE], profiles=PROFILES)
    p = assert_exact(b, Shoot("n1", "s1"))
    assert all(tuple(u for u, _ in k) == ("s1", "n2") for k in p.probs)
    # one hit goes to the enemy (the odd hit); two hits are shared
    assert p.p((("s1", 0), ("n2", 1))) > 0 and p.p((("s1", 1), ("n2", 0))) > 0
    assert "combat" in p.label


def test_odds_a_fight_with_defend_the_boss():
    """Fight › Defend the boss!: the leader's bonus is in the odds of a fight."""
    probe = start([unit("n8", "spearmen", 0, 0), unit("s8", "spearmen", 9, 9)])
    b = start([unit("n1", "brutes", 5, 6, "N"), unit("s0", "captain", 5, 5, "S"),
               unit("s1", "spearmen", *nb(probe, 5, 6, "NE"), "S"), SPARE], profiles=PROFILES)
    p = assert_exact(b, Fight("n1", "s0"))
    assert p.p(4) == (Fraction(7, 12) * Fraction(5, 12)) ** 2  # 6+ to hit; the captain saves on 6+


def test_preview_of_an_illegal_or_diceless_action_is_none():
    """The preview answers only legal actions that roll dice."""
    b = start([unit("n1", "slingers", 5, 10, "N"), unit("s1", "spearmen", 5, 1, "S"), SPARE], profiles=PROFILES)
    assert b.preview(Shoot("n1", "s1")) is None  # 9 hexes: out of range
    assert b.preview(EndActivation("n1")) is None
