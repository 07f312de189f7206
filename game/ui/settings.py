"""The player's settings: window size, animation speed, hand-over screen, the sides' colours, the
interface size, the computer's pace and personality.

Kept as JSON in `content.paths.settings_dir()/settings.json`, written
atomically. A missing file gives the defaults; a corrupt one gives the defaults
and a message saying what was wrong (the file is left alone until the player
saves new settings).
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

__all__ = ["Settings", "load_settings", "save_settings", "settings_path", "WINDOW_SIZES", "ANIMATION_SPEEDS",
           "HANDOVER_MODES", "UI_SCALES", "COMPUTER_PACES", "COMPUTER_PERSONALITIES"]

WINDOW_SIZES = ((1024, 700), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
ANIMATION_SPEEDS = {"off": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
# "off": never; "rules": where the ruleset says so (Status.handover); "always": whenever the side to act changes
HANDOVER_MODES = {"off": "Never", "rules": "When the rules say so", "always": "Whenever the side to act changes"}
UI_SCALES = (100, 125, 150, 175, 200)   # interface size, per cent: fonts and panels
# how long the computer's chosen move stays on show before it is played (seconds), slowest first
COMPUTER_PACES = {"slow": 2.0, "steady": 0.9, "fast": 0.25}
# game.ai.evaluate.PERSONALITIES, most aggressive first
COMPUTER_PERSONALITIES = ("aggressive", "bold", "balanced", "careful", "cautious")


@dataclass
class Settings:
    window: tuple[int, int] = (1280, 800)
    animation: str = "normal"
    handover: str = "rules"
    palette: str = "scenario"      # the sides' colours: a key of board.palette.PALETTES
    ui_scale: int = 100
    computer_pace: str = "steady"
    computer_personality: str = "balanced"

    @property
    def animation_factor(self) -> float:
        """How fast dice animations play (0: not at all)."""
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    def to_json(self) -> dict:
        out = asdict(self)
        out["window"] = list(self.window)
        return out

    @classmethod
    def from_json(cls, data: object, file: str) -> "Settings":
        """Settings from a JSON document; raises ValueError naming the bad field."""
        if not isinstance(data, dict):
            raise ValueError(f"{file}: must hold a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"{file}: {unknown[0]}: unknown setting")
        s = cls()
        if "window" in data:
            w = data["window"]
            if (not isinstance(w, list) or len(w) != 2 or not all(isinstance(v, int) and not isinstance(v, bool)
                                                                   for v in w)
                    or not (640 <= w[0] <= 8192 and 480 <= w[1] <= 8192)):
                raise ValueError(f"{file}: window: must be [width, height] between 640x480 and 8192x8192")
            s.window = (w[0], w[1])
        for key, allowed in _choices().items():   # every other setting is one of a fixed set of values
            if key in data:
                value = data[key]
                if isinstance(value, bool) or not isinstance(value, (str, int)) or value not in allowed:
                    unit = " (per cent)" if key == "ui_scale" else ""
                    raise ValueError(f"{file}: {key}: one of {', '.join(map(str, allowed))}{unit}")
                setattr(s, key, value)
        return s


def _choices() -> dict:
    """The allowed values of each setting chosen from a list, by its field name."""
    from .board.palette import PALETTES

    return {"animation": ANIMATION_SPEEDS, "handover": HANDOVER_MODES, "palette": PALETTES, "ui_scale": UI_SCALES,
            "computer_pace": COMPUTER_PACES, "computer_personality": COMPUTER_PERSONALITIES}


def settings_path() -> Path:
    from ..content.paths import settings_dir

    return settings_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and None, or the defaults and a message saying why."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), f"{path}: cannot read the settings ({exc.strerror or exc}); using the defaults."
    try:
        return Settings.from_json(json.loads(text), str(path)), None
    except json.JSONDecodeError as exc:
        return Settings(), f"{path}: not valid JSON (line {exc.lineno}: {exc.msg}); using the defaults."
    except ValueError as exc:
        return Settings(), f"{exc}; using the defaults."


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write atomically (temp file, fsync, rename); raises OSError on failure."""
    from ..content.files import atomic_write_text

    path = path or settings_path()
    atomic_write_text(path, json.dumps(settings.to_json(), indent=2) + "\n")
    return path
