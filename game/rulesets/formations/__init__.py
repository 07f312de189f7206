"""Movement and Terrain: formations on a map of square tiles."""
from .ruleset import Formations

__all__ = ["Formations"]
