"""Grammar for side names (issue 19, item 7): plural names take plural verbs."""
import doctest

import pytest

from game.core import wording
from game.core.wording import is_plural, possessive, pronoun, verb


@pytest.mark.parametrize("name, plural", [("Humans", True), ("Orcs", True), ("Dwarves and Elves", True),
                                          ("The Red Knights", True), ("House Varn", False),
                                          ("The Echo League", False), ("The Horde", False), ("Red Host", False),
                                          ("Blue Band", False), ("The Marquis", False)])
def test_plural_names(name, plural):
    assert is_plural(name) is plural
    assert verb(name, "moves", "move") == ("move" if plural else "moves")
    assert pronoun(name) == ("their" if plural else "its")


def test_possessives():
    assert (possessive("Orcs"), possessive("House Varn"), possessive("The Marquis")) == \
        ("Orcs'", "House Varn's", "The Marquis's")


def test_the_examples_in_the_docstring():
    assert doctest.testmod(wording).failed == 0
