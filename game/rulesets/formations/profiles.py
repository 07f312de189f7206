"""Unit profiles as frozen data, and the sample profiles Wartable ships (data/units.json).

The pydantic model (`content.profiles.formations`) checks files; the engine
keeps these frozen copies in its state.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping

from ...content.files import read_json
from ...content.profiles import profile_adapter
from ...content.profiles.formations import FormationsProfile

__all__ = ["Weapon", "Profile", "profile_from", "shipped_profiles", "profiles_for", "CLASS_NAMES", "DATA_DIR"]

DATA_DIR = Path(__file__).resolve().parent / "data"
CLASS_NAMES = {"infantry": "Infantry", "vehicle": "Vehicle", "war_engine": "War engine"}


@dataclass(frozen=True, slots=True)
class Weapon:
    name: str
    range: int
    attacks: int
    hit: int
    anti_air: bool = False


@dataclass(frozen=True, slots=True)
class Profile:
    id: str
    name: str
    unit_class: str
    speed: int
    integrity: int
    armour: int | None = None
    assault: int = 1
    assault_hit: int = 4
    armoured: bool = False
    air: bool = False
    climbing_gear: bool = False
    points: int = 0
    weapons: tuple[Weapon, ...] = ()
    sample: bool = False

    @property
    def kind(self) -> str:
        """The class as a player reads it, with its traits."""
        bits = [("Air " + CLASS_NAMES[self.unit_class].lower()) if self.air else CLASS_NAMES[self.unit_class]]
        if self.armoured:
            bits.append("armoured")
        if self.climbing_gear:
            bits.append("climbing gear")
        return ", ".join(bits)

    def weapon(self, name: str = "") -> Weapon | None:
        return next((w for w in self.weapons if not name or w.name == name), None)

    def lines(self) -> list[str]:
        save = f"armour {self.armour}+" if self.armour else "no armour save"
        out = [f"{self.name} ({self.kind})",
               f"Speed {self.speed}, integrity {self.integrity}, {save}",
               f"Assault {self.assault} dice hitting on {self.assault_hit}+"]
        out += [f"{w.name}: range {w.range}, {w.attacks} dice hitting on {w.hit}+" + (" (anti-air)" if w.anti_air
                                                                                     else "")
                for w in self.weapons]
        return out


def profile_from(p: FormationsProfile) -> Profile:
    return Profile(p.id, p.name, p.unit_class, p.speed, p.integrity, p.armour, p.assault, p.assault_hit, p.armoured,
                   p.air, p.climbing_gear, p.points,
                   tuple(Weapon(w.name, w.range, w.attacks, w.hit, w.anti_air) for w in p.weapons), p.sample)


@lru_cache(maxsize=1)
def shipped_profiles() -> Mapping[str, Profile]:
    data = read_json(DATA_DIR / "units.json")
    out = {}
    for item in data["profiles"]:
        p = profile_adapter.validate_python(item)
        out[p.id] = profile_from(p)
    return out


def profiles_for(own: Iterable = ()) -> dict[str, Profile]:
    """The shipped profiles plus a scenario's own (which win on a shared id)."""
    out = dict(shipped_profiles())
    for p in own or ():
        if isinstance(p, FormationsProfile):
            out[p.id] = profile_from(p)
    return out
