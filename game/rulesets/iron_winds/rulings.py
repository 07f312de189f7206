"""Where the text is silent, ambiguous or wrong: what Wartable decided."""
from __future__ import annotations

from ...core.ruleset import Ruling

RULINGS: tuple[Ruling, ...] = ()
