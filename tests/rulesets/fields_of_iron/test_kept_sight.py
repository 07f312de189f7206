"""Line of sight: the sight kept under the blockers near the line (friends far from it change nothing)
equals sight worked out afresh, for every shooter and target of a shipped battle as it is played."""
from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import fresh
from game.rulesets.fields_of_iron.sight import shot_friends, shot_line


def _lines(state):
    units = state.living()
    return [shot_line(state, u, t, shot_friends(state, u)) for u in units for t in units if t.side != u.side]


def test_kept_shot_lines_equal_fresh_ones_as_a_battle_goes_on():
    scenario = next(s.scenario for s in shipped_scenarios("fields_of_iron") if s.scenario)
    b = Battle.start(scenario, 3)
    pick = Dice.seeded(4)
    checked = 0
    for step in range(40):
        if step % 8 == 0:
            kept = _lines(b.state)
            with fresh():
                assert _lines(b.state) == kept
            checked += sum(line.in_sight for line in kept)
        options = b.legal_actions().list()
        b.perform(options[pick.pick(len(options))])
    assert checked > 0
