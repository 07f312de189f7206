"""The sides' colours: the scenario's own, or a pair chosen to stay apart for colour-blind players.

"scenario" uses each side's colour from the scenario file (red and blue where
it gives none). The two fixed pairs come from the Okabe-Ito palette, made to
be told apart with every common colour-vision deficiency: blue against orange
(they differ in hue and in lightness), and blue against yellow (the most
lightness apart, readable even in greys). The player picks one in the settings;
`use` makes it current for every board, panel and log.
"""
from __future__ import annotations

__all__ = ["PALETTES", "PALETTE_NAMES", "use", "current", "fixed_pair", "INK", "LIGHT"]

INK = (20, 20, 22)            # the dark and the light of the units' outlines and text
LIGHT = (250, 248, 240)

PALETTES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]] | None] = {
    "scenario": None,
    "blue_orange": ((0, 114, 178), (230, 159, 0)),
    "blue_yellow": ((0, 90, 160), (240, 228, 66)),
}
PALETTE_NAMES = {"scenario": "The scenario's colours", "blue_orange": "Blue and orange (colour-blind safe)",
                 "blue_yellow": "Blue and yellow (colour-blind safe, high contrast)"}

_current = "scenario"


def use(name: str) -> None:
    """Make `name` the palette every side colour comes from (unknown names: the scenario's colours)."""
    global _current
    _current = name if name in PALETTES else "scenario"


def current() -> str:
    return _current


def fixed_pair():
    """The current palette's two colours (first side, second side), or None for the scenario's own."""
    return PALETTES.get(_current)
