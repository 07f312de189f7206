"""What the editor asks of the scenario's ruleset, asked safely.

The editor must open any scenario, even one whose ruleset is not installed
(then it offers the terrain types the file already uses and no catalogue), and
a ruleset's hook that raises must not take the editor down: every question
here answers something sensible and keeps the error to show in the checks.
"""
from __future__ import annotations

import math
from ...core.ruleset import ArmyReport, ProfileInfo, TerrainType, UnknownRulesetError, get_ruleset

__all__ = ["RulesInfo", "DEFAULT_BASE", "label_of"]

DEFAULT_BASE = 0.5  # inches: radius of the round marker drawn for a base the ruleset does not describe
ALL_BOARDS = ("hex", "tiles", "table")


class RulesInfo:
    def __init__(self, name: str) -> None:
        self.name = name
        try:
            self.ruleset = get_ruleset(name)
        except UnknownRulesetError:
            self.ruleset = None
        self.errors: list[str] = []   # hooks that raised, said once each

    @property
    def known(self) -> bool:
        return self.ruleset is not None

    @property
    def title(self) -> str:
        return self.ruleset.meta.title if self.ruleset else f"{self.name} (not installed)"

    @property
    def boards(self) -> tuple[str, ...]:
        return tuple(self.ruleset.meta.boards) if self.ruleset else ALL_BOARDS

    @property
    def options(self) -> tuple:
        return tuple(self.ruleset.meta.options) if self.ruleset else ()

    def _safe(self, what: str, fn, default):
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - a ruleset bug shows in the checks, the editor goes on
            msg = f"{self.name}: {what} failed: {type(exc).__name__}: {exc}"
            if msg not in self.errors:
                self.errors.append(msg)
            return default

    # -- terrain ---------------------------------------------------------------------------------
    def terrain_types(self, scenario=None) -> list[TerrainType]:
        """The palette: the ruleset's types; with no ruleset, the types the file uses."""
        if self.ruleset is not None:
            return list(self.ruleset.meta.terrain_types)
        seen: dict[str, str] = {}
        for piece in getattr(scenario, "terrain", ()) or ():
            geometry = "line" if piece.shape == "polyline" else "area"
            if piece.type in seen and seen[piece.type] != geometry:
                geometry = "either"
            seen[piece.type] = geometry
        return [TerrainType(k, k.replace("_", " ").capitalize(), "A terrain type this file uses.", geometry=g)
                for k, g in sorted(seen.items())]

    def terrain(self, key: str, scenario=None) -> TerrainType | None:
        return next((t for t in self.terrain_types(scenario) if t.key == key), None)

    # -- armies ----------------------------------------------------------------------------------
    def catalogue(self, scenario) -> list[ProfileInfo]:
        if self.ruleset is None:
            return [ProfileInfo(p.id, p.name) for p in getattr(scenario, "profiles", ()) or ()]
        return list(self._safe("profile_catalogue", lambda: self.ruleset.profile_catalogue(scenario), []))

    def army_report(self, scenario, side_id: str) -> ArmyReport | None:
        if self.ruleset is None:
            return None
        return self._safe("army_report", lambda: self.ruleset.army_report(scenario, side_id), None)

    def validate(self, scenario, file: str) -> list:
        if self.ruleset is None:
            return []
        return list(self._safe("validate_scenario", lambda: self.ruleset.validate_scenario(scenario, file), []))

    def profile_ids(self) -> set[str] | None:
        return set(self.ruleset.profile_ids()) if self.ruleset is not None else None

    def trapped(self, scenario, unit_id: str) -> str | None:
        if self.ruleset is None:
            return None
        return self._safe("unit_trapped", lambda: self.ruleset.unit_trapped(scenario, unit_id), None)

    def outline(self, scenario, unit) -> tuple[tuple[float, float], ...]:
        """A table unit's base outline (world inches): the ruleset's, or a small round marker."""
        found = None
        if self.ruleset is not None:
            found = self._safe("base_outline", lambda: self.ruleset.base_outline(scenario, unit.id), None)
        if found:
            return tuple((float(x), float(y)) for x, y in found)
        x, y = unit.pose[0], unit.pose[1]
        return tuple((x + DEFAULT_BASE * math.cos(2 * math.pi * i / 12), y + DEFAULT_BASE * math.sin(2 * math.pi * i / 12))
                     for i in range(12))

    def models(self, scenario, unit) -> tuple:
        """A table unit's separate model outlines (world inches) when the ruleset draws it model by model."""
        if self.ruleset is None:
            return ()
        found = self._safe("model_outlines", lambda: self.ruleset.model_outlines(scenario, unit.id), None)
        return tuple(tuple((float(x), float(y)) for x, y in poly) for poly in found) if found else ()

    def looks(self, scenario) -> dict[str, list]:
        """How the battle screen would draw each placed unit: unit id -> its views at the start of a battle
        (one per model for a unit drawn model by model, the unit's own first), from the ruleset's own setup
        and views. Empty when the scenario cannot start yet (the editor then draws from the catalogue)."""
        if self.ruleset is None:
            return {}

        def ask() -> dict[str, list]:
            from ...core.dice import Dice

            state, _ = self.ruleset.setup(scenario, Dice.seeded(0))
            out: dict[str, list] = {}
            for v in self.ruleset.unit_views(state):
                out.setdefault(v.unit or v.id, []).append(v)
            return out
        try:
            return ask()
        except Exception:  # noqa: BLE001 - a half-made scenario need not start: the catalogue's look will do
            return {}

    def option_names(self) -> dict[str, str]:
        return {o.key: o.name for o in self.options}


def label_of(key: str) -> str:
    return key.replace("_", " ").capitalize()
