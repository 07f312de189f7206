"""The computer opponent: players that see only what a player sees (see `players` and `sim`)."""
from .evaluate import PERSONALITIES, Personality
from .players import LEVELS, EasyPlayer, HardPlayer, NormalPlayer, Player, RandomPlayer, make_player
from .sim import Sim

__all__ = ["PERSONALITIES", "Personality", "LEVELS", "Player", "RandomPlayer", "EasyPlayer", "NormalPlayer",
           "HardPlayer", "make_player", "Sim"]
