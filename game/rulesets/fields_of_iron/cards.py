"""Unit cards as plain frozen data, and the sample cards Wartable ships.

The pydantic model (`content.profiles.fields_of_iron`) checks files; the engine
keeps these frozen copies in its state and never a pydantic object.
"""
from __future__ import annotations

from dataclasses import dataclass
import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator, Mapping

from pydantic import ValidationError

from ...content.errors import FileError, Problem, problems_from_validation
from ...content.files import read_json
from ...content.profiles import profile_adapter
from ...content.profiles.fields_of_iron import FieldsOfIronProfile

__all__ = ["Weapon", "Skill", "Card", "CardBook", "card_from_profile", "shipped_cards", "cards_for", "DATA_DIR",
           "MOVE_ALLOWANCE", "TYPE_NAMES"]

DATA_DIR = Path(__file__).resolve().parent / "data"

# Hexes a unit of each type may move in one activation (the text's Basic move).
MOVE_ALLOWANCE = {"infantry": 2, "heavy_cavalry": 4, "light_cavalry": 4, "artillery": 1}
TYPE_NAMES = {"infantry": "Infantry", "heavy_cavalry": "Heavy cavalry", "light_cavalry": "Light cavalry",
              "artillery": "Artillery"}


@dataclass(frozen=True, slots=True)
class Weapon:
    name: str
    kind: str      # "shoot" or "fight"
    attacks: int
    range: int
    damage: int


@dataclass(frozen=True, slots=True)
class Skill:
    key: str       # "inspire" or "hold_the_line"
    name: str
    range: int
    value: int


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    type: str
    monster: bool
    flying: bool
    leader: bool
    shoot: int | None
    fight: int
    save: int
    wounds: int
    points: int
    weapons: tuple[Weapon, ...]
    skills: tuple[Skill, ...]
    sample: bool = False

    def weapons_of(self, kind: str) -> tuple[Weapon, ...]:
        return tuple(w for w in self.weapons if w.kind == kind)

    def weapon(self, kind: str, name: str = "") -> Weapon | None:
        """The named weapon of a kind, or the card's first of that kind when `name` is empty."""
        for w in self.weapons:
            if w.kind == kind and (not name or w.name == name):
                return w
        return None

    def skill(self, key: str) -> Skill | None:
        return next((s for s in self.skills if s.key == key), None)

    @property
    def allowance(self) -> int:
        return MOVE_ALLOWANCE[self.type]

    def lines(self) -> tuple[str, ...]:
        """The card as lines of text for a panel."""
        traits = [t for t, on in (("leader", self.leader), ("monster", self.monster), ("flying", self.flying)) if on]
        kind = TYPE_NAMES[self.type].lower()
        if self.monster or self.flying:
            kind = f"moves as {kind}"
        about = ", ".join([*traits, kind])
        out = [f"{self.name} ({about[0].upper() + about[1:]})"]
        values = []
        if self.shoot is not None:
            values.append(f"Shoot {self.shoot}+")
        values += [f"Fight {self.fight}+", f"Save {self.save}+", f"Wounds {self.wounds}", f"Points {self.points}"]
        out.append("  ".join(values))
        for w in self.weapons:
            reach = f"range {w.range}" if w.kind == "shoot" else "adjacent"
            out.append(f"{w.name}: {w.kind}, {_count(w.attacks, 'attack')}, {reach}, damage {w.damage}")
        for s in self.skills:
            if s.key == "inspire":
                out.append(f"{s.name}: at the start of its activation, another friendly unit within "
                           f"{_count(s.range, 'hex')} adds {s.value} to its hit rolls this turn")
            else:
                out.append(f"{s.name}: friendly units within {_count(s.range, 'hex')} add {s.value} to their saves")
        if self.sample:
            out.append("(sample values chosen by Wartable)")
        return tuple(out)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}es" if word.endswith("x") else f"{n} {word}s"


def card_from_profile(p: FieldsOfIronProfile) -> Card:
    return Card(id=p.id, name=p.name, type=p.type, monster=p.monster, flying=p.flying, leader=p.leader,
                shoot=p.shoot, fight=p.fight, save=p.save, wounds=p.wounds, points=p.points,
                weapons=tuple(Weapon(w.name, w.kind, w.attacks, w.range, w.damage) for w in p.weapons),
                skills=tuple(Skill(s.key, s.name, s.range, s.value) for s in p.skills), sample=p.sample)


def _load_file(path: Path) -> list[Card]:
    data = read_json(path)
    items = data.get("profiles") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise FileError.one(str(path), "profiles", "must be a list of unit cards")
    cards = []
    for i, item in enumerate(items):
        try:
            profile = profile_adapter.validate_python(item)
        except ValidationError as exc:
            raise FileError([Problem(p.file, f"profiles.{i}" + (f".{p.path}" if p.path else ""), p.message)
                             for p in problems_from_validation(str(path), exc, item)]) from None
        if not isinstance(profile, FieldsOfIronProfile):
            raise FileError.one(str(path), f"profiles.{i}.ruleset", "not a fields_of_iron card")
        cards.append(card_from_profile(profile))
    return cards


@lru_cache(maxsize=1)
def shipped_cards() -> dict[str, Card]:
    """Every card in data/*.json, by id (files in name order; a later id replaces an earlier)."""
    out: dict[str, Card] = {}
    for path in sorted(DATA_DIR.glob("*.json")):
        for card in _load_file(path):
            out[card.id] = card
    return out


class CardBook(Mapping):
    """The cards of one battle by id: immutable, so copies of a state share it, and
    its `to_json` is a digest (the cards cannot change during a battle)."""

    __slots__ = ("_cards", "_digest")

    def __init__(self, cards: Mapping[str, Card]) -> None:
        from ...core.state import canonical_json

        self._cards = dict(cards)
        self._digest = hashlib.sha256(canonical_json(sorted(self._cards.items())).encode()).hexdigest()[:16]

    def __getitem__(self, key: str) -> Card:
        return self._cards[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def to_json(self) -> dict:
        return {"cards": len(self._cards), "digest": self._digest}

    def __copy__(self) -> "CardBook":
        return self

    def __deepcopy__(self, memo: dict) -> "CardBook":
        return self


def cards_for(scenario_profiles: Iterable[object]) -> CardBook:
    """The shipped cards plus a scenario's own (which replace shipped cards of the same id)."""
    out = dict(shipped_cards())
    for p in scenario_profiles:
        if isinstance(p, FieldsOfIronProfile):
            out[p.id] = card_from_profile(p)
    return CardBook(out)
