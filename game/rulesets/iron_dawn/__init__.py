"""Iron Dawn: sci-fi squads of individual models and armoured vehicles on an inch-scale table (d10)."""
from .ruleset import IronDawn

__all__ = ["IronDawn"]
