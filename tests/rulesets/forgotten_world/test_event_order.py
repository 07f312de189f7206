"""Combat result (end of the attack phase): the two sides' results are told in the state's order of sides,
in every process. They were told in the order of a set of side names, which changes with Python's string
hashing from process to process, so one battle's events could come out in two orders."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice

SCENARIOS = [s.scenario for s in shipped_scenarios("forgotten_world") if s.scenario]


def test_each_combat_tells_its_sides_results_in_the_order_of_the_sides():
    seen = 0
    for seed in (1, 3):
        b = Battle.start(SCENARIOS[0], seed)
        pick = Dice.seeded(seed * 7919 + 17)
        while b.to_act() is not None and len(b.log) < 400 and seen < 6:
            options = b.legal_actions().list()
            events = b.perform(options[pick.pick(len(options))])
            results = [e.side for e in events if e.kind == "combat-result"]
            for a, c in zip(results[::2], results[1::2]):        # one combat: the two sides' results in turn
                assert (a, c) == tuple(b.state.sides), f"seed {seed} step {len(b.log)}: {results}"
                seen += 1
    assert seen >= 3
