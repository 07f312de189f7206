"""Iron Winds of War: inch-scale fantasy battles of levy, warriors, knights and their leaders (d6, 2d6)."""
from .ruleset import IronWinds

__all__ = ["IronWinds"]
