"""Movement Phase › Charge Reactions › Flee: a fleeing unit caught by its charger loses 2D6 wounds from its rear
rank, 'then' the charger moves into contact with its rear: the rear as it stands after the losses."""
from game.rulesets.forgotten_world.actions import ChargeMove, DeclareCharge, EndCharges, React

from .helpers import act, scenario, start, unit


def test_a_caught_fleeing_unit_that_loses_its_rear_rank_is_touched_at_its_new_rear_flee():
    s = start(scenario([unit("c", "aurel_chariot", 15, 26, 0)], [unit("w", "orc_wolf_riders", 15, 16, 180, files=3)]))
    act(s, DeclareCharge("c", "w"))
    act(s, EndCharges("red"))
    act(s, React("w", "flee"), [2, 1])                        # turns about, runs 3"
    act(s, ChargeMove("c"), [5, 2, 1])                         # 12" catches it; 3 wounds: its rear rank of 3 is gone
    c, w = s.units["c"], s.units["w"]
    assert w.models == 3 and w.depth < 2.0                     # one rank of 3 riders left
    assert ["c", "w", "rear"] in s.contacts
    rear_y = w.y + w.depth / 2                                 # it faces up the table (heading 0): its rear is below
    assert abs((c.y - c.depth / 2) - rear_y) < 0.02            # the chariot's front touches that rear, no gap
