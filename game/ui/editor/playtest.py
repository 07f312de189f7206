"""Play-test: the battle screen on the scenario being edited, a fresh battle with the editor's seed.

It is the battle screen itself, with three differences: nothing is autosaved,
the Menu button (and Esc with nothing to back out of, and the end-of-battle
summary) closes the battle and returns to the editor, and loading another
battle is left to the real battle screen.
"""
from __future__ import annotations

from ..scenes.battle import BattleScene

__all__ = ["PlaytestScene"]

BACK_TIP = "Close the play-test and return to the editor (Esc)"


class PlaytestScene(BattleScene):
    def __init__(self, app, battle) -> None:
        super().__init__(app, battle, autosaver=None, title=f"Play-test: {battle.scenario.title}")
        self._relabel()

    def _build_ui(self) -> None:
        super()._build_ui()
        self._relabel()

    def _relabel(self) -> None:
        b = getattr(self, "topbar", None) and self.topbar.buttons.get("menu")
        if b is not None:
            b.set_text("Editor")
            b.set_tooltip(BACK_TIP)

    def open_menu(self) -> None:
        """Back to the editor (the battle is dropped)."""
        if self.app.scenes.top is not self:
            while self.app.scenes.top is not self and len(self.app.scenes) > 1:
                self.app.pop()
        self.session.detach()
        self.app.pop()
        self._kill_ui()

    def ask_load(self) -> None:
        self.toast("Loading a saved battle is for the battle screen; close the play-test first", (255, 230, 150))
