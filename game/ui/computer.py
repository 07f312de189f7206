"""Computer players at the battle screen.

`ComputerSeats` says which sides the computer plays and at which level, thinks for the side to act on
a worker thread (on a private twin of the battle, so the window keeps drawing and answering), then
shows the chosen action as a player's would be: the unit is selected, a move's path and ghost are drawn
and a toast names the action, for the chosen pace; then it is committed exactly as a player's click
commits it (the dice roll on screen, the log entry). The toolbar's Players button opens the seats
dialog (each side a person or the computer at a level); F9 hands the side to act to the computer, one
level further each press (human, easy, normal, hard, back to human); F10 changes the pace for this
battle. The pace comes from the settings, and so does the personality, unless the seats dialog gave a side
a style of its own (each computer side may play aggressive to cautious). A side may change hands at any moment, so
a hot-seat battle can hand a side to the computer and take it back, and with both sides at a level the
computer plays itself while you watch.

If the battle changes while the computer thinks (a human acts, an undo), the thought is dropped and
the computer thinks again about the battle as it is.
"""
from __future__ import annotations

import copy
import threading

import pygame

from ..ai import make_player
from ..ai.evaluate import PERSONALITIES
from ..core.dice import Dice
from .settings import COMPUTER_PACES

__all__ = ["ComputerSeats", "SEAT_LEVELS", "PACES", "battle_twin"]

SEAT_LEVELS = ("human", "easy", "normal", "hard")
PACES = tuple(COMPUTER_PACES.items())
GHOST = (120, 200, 255)


def battle_twin(battle):
    """A private copy of the battle for a worker thread: its own state, log and (unused, meaningless)
    dice, no observers. The players read only what a player sees; the twin keeps the real battle out of
    the thread's hands."""
    twin = copy.copy(battle)
    twin.state = battle.ruleset.clone(battle.state)
    twin.log = list(battle.log)
    twin.events = []
    twin.checkpoints = []
    twin._undo, twin._redo = [], []
    twin.observers = []
    twin.dice = Dice.seeded(0)
    return twin


class ComputerSeats:
    """Which sides the computer plays, and its turn-by-turn work at the battle screen."""

    def __init__(self, levels: dict | None = None, pace: int = 1, budget: float = 3.0,
                 personality: str = "balanced") -> None:
        self.levels: dict[str, str] = {k: v for k, v in (levels or {}).items() if v != "human"}
        self.pace = pace
        self.budget = budget
        self.personality = personality
        self.styles: dict[str, str] = {}  # a side's own style (personality), chosen in the seats dialog
        self._settings = None             # the settings last adopted (the menu may replace them)
        self._thread: threading.Thread | None = None
        self._answer: list = []           # [version, action] or [version, None, error text]
        self._asked_version: int | None = None
        self.showing = None               # (action, side) being shown before it is committed
        self._shown_for = 0.0

    # -- settings ---------------------------------------------------------------------------------
    def level(self, side: str | None) -> str:
        return self.levels.get(side, "human") if side else "human"

    def is_computer(self, side: str | None) -> bool:
        return self.level(side) != "human"

    def set_level(self, side: str, level: str) -> None:
        if level not in SEAT_LEVELS:
            raise ValueError(f"unknown seat {level!r}; known: {', '.join(SEAT_LEVELS)}")
        if level == "human":
            self.levels.pop(side, None)
        else:
            self.levels[side] = level
        self.showing = None

    def style(self, side: str) -> str:
        """The personality the computer plays `side` with: its own, else the settings'."""
        return self.styles.get(side, self.personality)

    def set_style(self, side: str, style: str) -> None:
        if style not in PERSONALITIES:
            raise ValueError(f"unknown computer style {style!r}; known: {', '.join(PERSONALITIES)}")
        self.styles[side] = style

    def cycle(self, side: str) -> str:
        nxt = SEAT_LEVELS[(SEAT_LEVELS.index(self.level(side)) + 1) % len(SEAT_LEVELS)]
        self.set_level(side, nxt)
        return nxt

    def adopt(self, settings) -> None:
        """Take the pace and the personality from the player's settings."""
        self._settings = settings
        if settings is None:
            return
        names = [name for name, _ in PACES]
        if settings.computer_pace in names:
            self.pace = names.index(settings.computer_pace)
        if settings.computer_personality in PERSONALITIES:
            self.personality = settings.computer_personality

    def cycle_pace(self) -> str:
        self.pace = (self.pace + 1) % len(PACES)
        return PACES[self.pace][0]

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    # -- per frame ------------------------------------------------------------------------------------
    def _player(self, battle, side: str):
        index = [s.id for s in battle.scenario.sides].index(side)
        level = self.level(side)
        opts = {"budget": self.budget} if level == "hard" else {}
        return make_player(level, seed=battle.seed * 2 + index, personality=PERSONALITIES[self.style(side)],
                           **opts)

    def _think(self, battle, side: str, version: int) -> None:
        twin = battle_twin(battle)
        player = self._player(battle, side)

        def work():
            try:
                self._answer = [version, player.choose(twin)]
            except Exception as exc:  # noqa: BLE001 - reported on the screen, the battle goes on
                self._answer = [version, None, f"{type(exc).__name__}: {exc}"]

        self._answer = []
        self._asked_version = version
        self._thread = threading.Thread(target=work, name="computer-player", daemon=True)
        self._thread.start()

    def update(self, scene, dt: float) -> None:
        """Think, show, commit: called once a frame by the battle screen."""
        session = scene.session
        if getattr(scene, "settings", None) is not self._settings:
            self.adopt(scene.settings)
        if self._thread is not None and not self._thread.is_alive():
            self._thread = None
        side = session.to_act()
        busy = scene.rolling is not None or getattr(scene.odds, "action", None) is not None
        if self.showing is not None:
            action, who = self.showing
            if who != side or not self.is_computer(side) or self._asked_version != session.version:
                self.showing = None
                return
            self._shown_for += dt
            if self._shown_for >= PACES[self.pace][1] and not busy:
                self.showing = None
                scene.commit(action)
            return
        if side is None or not self.is_computer(side) or busy or session.frozen:
            return
        if self._thread is not None:
            return
        if self._answer and self._answer[0] == session.version and self._asked_version == session.version:
            answer, self._answer = self._answer, []
            if answer[1] is None:
                scene.toast(f"The computer could not choose: {answer[2]}", (255, 205, 200), 6)
                self.set_level(side, "human")
                return
            self._show(scene, answer[1], side)
            return
        self._think(session.battle, side, session.version)

    def _show(self, scene, action, side: str) -> None:
        unit = getattr(action, "unit", None)
        if isinstance(unit, str) and scene.session.view(unit) is not None:
            scene.select(unit)
        who = scene.session.side_name(side)
        scene.toast(f"Computer ({self.level(side).capitalize()}) for {who}: {scene.session.describe(action)}", GHOST,
                    max(2.0, PACES[self.pace][1] + 1.0))
        self.showing = (action, side)
        self._shown_for = 0.0

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, scene, surface) -> None:
        """The shown move's path and ghost, as a dragged move of a player's is drawn."""
        if self.showing is None:
            return
        action, _ = self.showing
        path = getattr(action, "path", None)
        view = scene.session.view(getattr(action, "unit", None))
        if not path or view is None:
            return
        cam = scene.view.camera
        if view.pose is not None and len(path[-1]) == 3 and view.cell is None:
            from .overlays.drag import draw_ruler

            pts = [(view.pose[0], view.pose[1])] + [(p[0], p[1]) for p in path]
            draw_ruler(surface, cam, pts, GHOST)
            scene.artist.draw_ghost(surface, cam, view, pose=tuple(path[-1]), outline=GHOST)
        elif view.cell is not None:
            from .overlays.reach import draw_path

            cells = [tuple(p[:2]) for p in path]
            draw_path(surface, cam, scene.view.layout, view.cell, cells, GHOST)
            end = path[-1]
            scene.artist.draw_ghost(surface, cam, view, cell=tuple(end[:2]),
                                    facing=end[2] if len(end) > 2 else view.facing, outline=GHOST)

    # -- the seats dialog -----------------------------------------------------------------------------------
    def open_dialog(self, scene):
        """The seats dialog over the battle: each side a person or the computer at a level; Apply hands
        the sides over (a hot-seat battle can give a side to the computer and take it back)."""
        from .dialogs.seats import open_seats

        sides = [(s.id, scene.session.side_name(s.id)) for s in scene.session.scenario.sides]

        def apply(levels: dict, styles: dict) -> None:
            for side, level in levels.items():
                self.set_level(side, level)
            for side, style in styles.items():
                self.set_style(side, style)
            who = [f"{name}: a person" if self.level(sid) == "human" else
                   f"{name}: computer ({self.level(sid).capitalize()}, {self.style(sid)})" for sid, name in sides]
            scene.toast("; ".join(who), GHOST)

        return open_seats(scene.app.ensure_gui(), scene.app.size, sides, apply, levels=dict(self.levels),
                          confirm=("Apply", "Hand the sides over as chosen"), styles=dict(self.styles),
                          default_style=self.personality)

    # -- keys ---------------------------------------------------------------------------------------------
    def key(self, scene, ev) -> bool:
        if ev.key == pygame.K_F9:
            side = scene.session.to_act()
            if side is None:
                return True
            level = self.cycle(side)
            who = scene.session.side_name(side)
            scene.toast(f"{who}: {'a person plays' if level == 'human' else f'the computer plays ({level})'}"
                        " (F9 to change)", GHOST)
            return True
        if ev.key == pygame.K_F10:
            scene.toast(f"Computer pace: {self.cycle_pace()} (F10 to change)", GHOST)
            return True
        return False
