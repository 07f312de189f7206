"""core.comparison: two tallies side by side, entries of the same kind on one line (the combat results of
Forgotten World › Morale Phase › Combat Result Values are its first use)."""
import doctest

import game.core.comparison as comparison_module
from game.core.comparison import Comparison, Tally


def test_doctests_run():
    assert doctest.testmod(comparison_module).failed == 0


def test_entries_of_the_same_kind_share_a_line_and_totals_add_up():
    warriors = Tally("Warriors", (("Ranks (3)", 3), ("Standard bearer", 1), ("Enemy models killed (2)", 2),
                                  ("Leadership (3)", 3)))
    knights = Tally("Knights", (("Ranks (1)", 1), ("Charged", 1), ("Standard bearer", 1),
                                ("Enemy models killed (4)", 4), ("Leadership (4)", 4), ("Stamina spent (1)", -1)))
    rows = Comparison("Combat result", warriors, knights).rows()
    assert rows == [("Ranks (3)", 3, "Ranks (1)", 1), ("", None, "Charged", 1),
                    ("Standard bearer", 1, "Standard bearer", 1),
                    ("Enemy models killed (2)", 2, "Enemy models killed (4)", 4),
                    ("Leadership (3)", 3, "Leadership (4)", 4), ("", None, "Stamina spent (1)", -1)]
    assert (warriors.total, knights.total) == (9, 10)


def test_a_side_naming_one_kind_twice_is_paired_in_order():
    a = Tally("A", (("Flank", 1), ("Flank", 1)))
    b = Tally("B", (("Ranks (2)", 2),))
    assert Comparison("x", a, b).rows() == [("Flank", 1, "Ranks (2)", 2), ("Flank", 1, "", None)]
