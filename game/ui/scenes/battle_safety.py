"""Taking back and keeping on the battle screen: undo (asking the other player first when it takes
back their action) and redo, saving, loading over a battle in progress, and the note when an autosave
fails. A mixin of `BattleScene` (through `BattleCommands`); a bad file is a message naming it and
the battle stays as it was.
"""
from __future__ import annotations

from ...core.wording import possessive
from ..file_reading import read_or_say
from ..notes import DONE, REFUSED

__all__ = ["BattleSafety"]


class BattleSafety:
    def undo(self, agreed: bool = False) -> None:
        """Take back the last action. An action of the other side (played before the controls were
        handed over) is taken back only once its player agrees, in a question naming it."""
        if self.rolling is not None:
            return
        reason = self.session.undo_reason()
        if reason:
            self.toast(reason, REFUSED)
            return
        battle = self.session.battle
        actor, now = battle.undo_side(), self.session.to_act()
        if not agreed and actor is not None and now is not None and actor != now:
            from ..dialogs.ask import ask

            who, label = self.session.side_name(actor), self.session.describe(battle.log[-1])
            self.dialogs["ask"] = ask(
                self.app.manager, self.app.size, f"Take back {possessive(who)} action?",
                f"The last action was {possessive(who)}, not {possessive(self.session.side_name(now))}: "
                f"\"{label}\".\n\nUndo it only if {possessive(who)} player agrees; the controls go back to them.",
                f"Undo it: {who} agrees", lambda: self.undo(agreed=True), "Keep it",
                no_tip="Close and leave the action as it is")
            return
        action = battle.log[-1]
        label = self.session.describe(action)
        try:
            self.session.undo()
        except Exception as exc:  # noqa: BLE001
            self.app.report_error("While undoing", exc)
            return
        self.shown_events = len(self.session.battle.events)
        self.odds.close()
        self.armed = None
        self.move = None
        self.result.clear()
        self.toast(f"Undone: {label}", DONE)
        after = self.session.to_act()
        if after is not None and after != now:                  # the controls go back to the other side
            if (self.settings.handover if self.settings is not None else "rules") != "off":
                from .handover import HandoverScene

                self.app.push(HandoverScene(self.app, self.session.side_name(after), self.side_colour(after),
                                            f"Undone: {label}. The controls are back with you."))
            self.select(None)
        self._auto_select()

    def redo(self) -> None:
        if self.rolling is not None:
            return
        if not self.session.battle.can_redo:
            self.toast("Nothing to redo", REFUSED)
            return
        before = self.session.to_act()
        try:
            self.session.redo()
        except Exception as exc:  # noqa: BLE001
            self.app.report_error("While redoing", exc)
            return
        self.shown_events = len(self.session.battle.events)
        self.toast("Redone", DONE)
        self.after_action(before)

    def autosave_failed(self, errors) -> None:
        if not getattr(self, "_autosave_warned", False):
            self._autosave_warned = True
            self.app.show_message("Autosave failed", "\n".join(errors[-3:]) + "\n\nThe battle goes on; save it "
                                                                               "by hand (Ctrl+S) to keep it.")
        else:
            self.toast("Autosave failed again", REFUSED)

    def ask_save(self) -> None:
        from ...content.paths import saves_dir
        from ..dialogs.saves import SavesWindow

        self.dialogs["save"] = SavesWindow(self.app.manager, self.app.size, saves_dir(), "save", self.save_to,
                                           title=self.title)

    def ask_load(self) -> None:
        from ...content.paths import saves_dir
        from ..dialogs.saves import SavesWindow

        self.dialogs["load"] = SavesWindow(self.app.manager, self.app.size, saves_dir(), "load", self.load_over)

    def in_progress(self) -> bool:
        """A battle with actions played and not over: leaving it asks first."""
        return bool(self.session.battle.log) and self.session.result() is None

    def load_over(self, path: str) -> None:
        """Load a save; over a battle in progress, only once the player says so."""
        if not self.in_progress():
            self.load_from(path)
            return
        from pathlib import Path

        from ..dialogs.ask import ask

        self.dialogs["ask"] = ask(self.app.manager, self.app.size, "Leave the battle in progress?",
                                  f"Loading {Path(path).name} replaces the battle on screen ({self.title}, "
                                  f"turn {self.session.status().turn}). What was not saved of it is lost "
                                  "(the autosave keeps its last state until the loaded battle moves on).",
                                  "Load the save", lambda: self.load_from(path), "Keep playing",
                                  no_tip="Close and go on with the battle on screen")

    def file_picked(self, element, path: str) -> None:
        if element is self.dialogs.get("save"):
            self.save_to(path)
        elif element is self.dialogs.get("load"):
            self.load_over(path)

    def save_to(self, path: str) -> bool:
        try:
            self.session.battle.save(path)
        except Exception as exc:  # noqa: BLE001 - the battle stays; say why
            self.app.show_message("Cannot save", f"{path}: {type(exc).__name__}: {exc}")
            return False
        self.toast(f"Saved to {path}", DONE)
        return True

    def load_from(self, path: str) -> bool:
        from ...core.battle import Battle

        battle = read_or_say(self.app, "Cannot load that save", lambda: Battle.load(path), path,
                             unchanged="The battle you were playing is unchanged.")
        if battle is None:
            return False
        self.replace_battle(battle, f"Loaded {path}")
        return True

    def replace_battle(self, battle, message: str = "") -> None:
        """Swap this scene for one on another battle (a load, a new scenario, the autosave)."""
        from ..scene_registry import open_scene

        self.session.detach()
        scene = open_scene("battle", self.app, battle)
        self.app.scenes.replace(scene)
        self._kill_ui()
        if message:
            scene.toast(message, DONE)

