"""Morale Phase › Combat Result Values: the text's worked example reproduced exactly with scripted dice.

Six knights (3 models in 2 ranks) charged 24 warriors (6 models in 4 ranks); the warriors suffered 4
wounds, the knights lost 2 models. Knights: +1 rank, +1 charge, +1 standard, +4 killed, -1 stamina spent
marching earlier, +4 Ld = 10. Warriors: +3 ranks, +1 standard, +2 killed, +3 Ld = 9. The warriors need 8+.
"""
from game.rulesets.forgotten_world.actions import Fight, MoraleTest, PassAttack

from .helpers import RS, act, at, place_in_contact, scenario, start, unit


def _battle():
    sc = scenario([unit("knights", "aurel_knights", 24, 10, 180, files=3)],
                  [unit("warriors", "aurel_warriors", 24, 24, 0, files=6)])
    s = start(sc)
    place_in_contact(s, "knights", "warriors", "front")
    k = s.units["knights"]
    k.charging = "warriors"
    k.stamina, k.stamina_spent = 2, 1          # a point spent marching in an earlier movement phase
    return at(s, "attack")


def _fight(s):
    # knights: 3 in contact + 3 behind = 6 dice at FS 3+: four hit; warriors save on 4+: none; wound on 4+: all four
    act(s, Fight("knights", "warriors"), [6, 6, 6, 6, 1, 1] + [1, 1, 1, 1] + [6, 6, 6, 6])
    # the charged unit strikes back: 4 warriors touch the knights' 2.95" front, 4 behind them: 8 dice
    act(s, Fight("warriors", "knights"), [6, 6, 1, 1, 1, 1, 1, 1] + [1, 1] + [6, 6])
    act(s, PassAttack("red"))
    return act(s, PassAttack("blue"))


def test_worked_example_combat_results_are_10_and_9_and_the_warriors_need_8():
    s = _battle()
    events = _fight(s)
    assert s.units["warriors"].models == 20 and s.units["knights"].models == 4
    results = {e.side: e for e in events if e.kind == "combat-result"}
    knights = {m.name: m.value for m in results["red"].ledger}
    warriors = {m.name: m.value for m in results["blue"].ledger}
    assert knights == {"Ranks (1)": 1, "Charged": 1, "Standard bearer": 1, "Enemy models killed (4)": 4,
                       "Leadership (4)": 4, "Stamina spent (1)": -1}
    assert warriors == {"Ranks (3)": 3, "Standard bearer": 1, "Enemy models killed (2)": 2, "Leadership (3)": 3}
    assert sum(knights.values()) == 10 and sum(warriors.values()) == 9
    assert s.phase == "morale" and [o[:5] for o in s.order] == [["warriors", 8, "combat", 9, 10]]
    assert "lost the combat 9 to 10: needs 8+" in RS.status(s).text


def test_worked_example_warriors_hold_on_8():
    s = _battle()
    _fight(s)
    events = act(s, MoraleTest("warriors"), [4, 4])
    assert "holds" in events[0].text and s.units["warriors"].alive and not s.units["warriors"].fled


def test_worked_example_warriors_flee_on_7():
    s = _battle()
    _fight(s)
    y0 = s.units["warriors"].y
    events = act(s, MoraleTest("warriors"), [4, 3, 1, 1])      # 7 fails; then 2D6 flee distance
    assert "flees" in events[0].text
    flee = next(e for e in events if e.kind == "flee")
    assert "2\"" in flee.text and s.units["warriors"].heading == 180.0 and not s.engaged("warriors")
    assert abs(s.units["warriors"].y - y0 - 2.0) < 0.11          # turned about and ran 2" away


def test_worked_example_both_results_side_by_side_before_the_test():
    """The screen's comparison before the warriors' test: each side's entries as the text lists them, the totals
    9 and 10, and 8+ to pass."""
    s = _battle()
    _fight(s)
    c = RS.comparison(s, MoraleTest("warriors"))
    assert c.title == "Combat result" and c.rule.section == "Morale Phase › Combat Result Values"
    assert dict(c.left.entries) == {"Ranks (3)": 3, "Standard bearer": 1, "Enemy models killed (2)": 2,
                                    "Leadership (3)": 3}
    assert dict(c.right.entries) == {"Ranks (1)": 1, "Charged": 1, "Standard bearer": 1, "Enemy models killed (4)": 4,
                                     "Leadership (4)": 4, "Stamina spent (1)": -1}
    assert (c.left.total, c.right.total) == (9, 10) and "needs 8+ on 2D6 (7 +1)" in c.verdict
    assert RS.comparison(s, Fight("knights", "warriors")) is None
    act(s, MoraleTest("warriors"), [4, 4])
    assert RS.comparison(s, MoraleTest("warriors")) is None          # tested: nothing left to compare
