"""Grammar for names in sentences: a side called "Humans" moves as a plural ("Humans move"), one
called "The Echo League" as a singular ("The Echo League moves").

The number is judged from the name alone: a name joining two with "and" ("Dwarves and Elves"), or
whose last word ends in a plural -s ("Humans", "The Red Knights"; not -ss, -us or -is), is plural. A
singular name ending in -s ("Atlas") reads as a plural: a known limit of judging by the name.
Rulesets and the screen use these so that every sentence about a side agrees with it.

>>> verb("Humans", "moves", "move"), verb("The Horde", "moves", "move")
('move', 'moves')
>>> possessive("Orcs"), possessive("House Varn")
("Orcs'", "House Varn's")
"""
from __future__ import annotations

__all__ = ["is_plural", "verb", "possessive", "pronoun"]


def is_plural(name: str) -> bool:
    words = name.split()
    if not words:
        return False
    if " and " in f" {name.lower()} " or " & " in name:
        return True
    last = words[-1].lower().strip(".,;:!?)")
    return len(last) > 2 and last.endswith("s") and not last.endswith(("ss", "us", "is"))


def verb(name: str, singular: str, plural: str) -> str:
    """The form of a verb that agrees with `name`: verb("Orcs", "has", "have") -> "have"."""
    return plural if is_plural(name) else singular


def possessive(name: str) -> str:
    """ "Orcs'", "House Varn's". """
    return f"{name}'" if name.endswith("s") and is_plural(name) else f"{name}'s"


def pronoun(name: str) -> str:
    """'their' for a plural name, 'its' for a singular one."""
    return "their" if is_plural(name) else "its"
