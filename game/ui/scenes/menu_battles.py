"""The menu's ways into a battle: start the chosen scenario (after the seats dialog), continue from the
autosave, load a save, watch a save in the replay viewer. A mixin of `MenuScene`; every bad file is a
message naming it, and the menu stays."""
from __future__ import annotations

from ..file_reading import read_or_say
from ..scene_registry import open_scene
from .menu_entries import new_seed

__all__ = ["MenuBattles"]


class MenuBattles:
    """Opening battles from the menu (over the battle in progress, if there is one)."""

    def _open(self, battle, message: str = "", seats: dict | None = None, styles: dict | None = None) -> None:
        old = self.battle_scene
        scene = open_scene("battle", self.app, battle)
        for side, level in (seats or {}).items():
            scene.computer.set_level(side, level)
        for side, style in (styles or {}).items():
            scene.computer.set_style(side, style)
        self.app.scenes.pop()           # this menu
        if old is not None:
            old.session.detach()
            self.app.scenes.replace(scene)
            old._kill_ui()
        else:
            self.app.scenes.push(scene)
        if message:
            scene.toast(message, (170, 230, 180))

    def start_selected(self) -> None:
        from ...content import FileError
        from ...core.battle import Battle

        if self.chosen is None or self.chosen.scenario is None:
            return
        try:
            battle = Battle.from_file(self.chosen.path, seed=new_seed())
        except FileError as exc:
            self.app.show_message("Cannot start that scenario", str(exc))
            return
        except Exception as exc:  # noqa: BLE001
            self.app.report_error("While starting the battle", exc)
            return
        from ..dialogs.seats import open_seats

        sides = [(s.id, s.name) for s in battle.scenario.sides]
        style = getattr(getattr(self.app, "settings", None), "computer_personality", "balanced")
        open_seats(self.app.manager, self.app.size, sides,
                   lambda seats, styles: self._open(battle, f"New battle: {battle.scenario.title}", seats, styles),
                   default_style=style)

    def continue_autosave(self) -> None:
        from ...core.autosave import Autosaver

        battle, skipped = Autosaver().load_latest()
        note = ""
        if skipped:
            note = "Skipped as corrupt:\n" + "\n".join(skipped)
        if battle is None:
            self.app.show_message("No autosave to continue", note or "No battle has been autosaved yet.")
            return
        if note:
            self.app.show_message("Some autosaves were skipped", note + "\n\nContinuing from the newest good one.")
        self._open(battle, "Continuing from the autosave")

    def ask_load(self) -> None:
        from ...content.paths import saves_dir
        from ..dialogs.saves import SavesWindow

        over = self.battle_scene
        pick = over.load_over if over is not None and hasattr(over, "load_over") else self.load
        self.dialogs["load"] = SavesWindow(self.app.manager, self.app.size, saves_dir(), "load",
                                           lambda path: self._load_picked(path, pick))

    def ask_replay(self) -> None:
        """Pick a save or an autosave to watch in the replay viewer."""
        from ...content.paths import autosave_dir, saves_dir
        from ..dialogs.replay_pick import ReplayPicker

        session = getattr(self.battle_scene, "session", None)
        battle = session.battle if session is not None and not session.battle.dice.is_scripted else None
        self.dialogs["replay"] = ReplayPicker(self.app.manager, self.app.size, saves_dir(), autosave_dir(), self.watch,
                                              in_progress=battle, on_pick_battle=self.watch_battle)

    def watch(self, path: str) -> None:
        """The replay viewer on a save, over this menu (closing it comes back here)."""
        from ...core.battle import Battle

        battle = read_or_say(self.app, "Cannot replay that save", lambda: Battle.load(path), path)
        if battle is None:
            return
        self.watch_battle(battle, str(path))

    def watch_battle(self, battle, path: str | None = None) -> None:
        self.app.push(open_scene("replay", self.app, battle, path))

    def _load_picked(self, path: str, pick) -> None:
        """Over a battle in progress the battle screen asks first (from itself, once this menu is gone)."""
        if pick is self.load:
            self.load(path)
            return
        self.back()
        pick(path)

    def load(self, path: str) -> None:
        from ...core.battle import Battle

        battle = read_or_say(self.app, "Cannot load that save", lambda: Battle.load(path), path)
        if battle is None:
            return
        self._open(battle, f"Loaded {path}")
