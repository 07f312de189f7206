"""Wartable: a 2D desktop tabletop wargame simulator."""
__version__ = "0.1.0"
