"""A player for Iron Winds of War that uses only the battle screen: clicks, drags and keys.

It reads the engine's legal actions to decide what to do (as a player reads the panel), then does it
the way a player would: a side's decision by its button, a move by dragging the base, a shot by
clicking the archers and then their target, Enter to roll after the odds show, Enter to leave the
hand-over screen. Used by the Iron Winds screen tests.
"""
from __future__ import annotations

import math

import pygame

from game.core.dice import Dice

__all__ = ["ScreenPlayer"]


def _kind(action) -> str:
    return type(action).__name__


class ScreenPlayer:
    """Plays the side to act through `driver`; `seen` counts what happened on screen."""

    def __init__(self, driver, seed: int = 1) -> None:
        self.d = driver
        self.pick = Dice.seeded(seed)
        self.tried: set = set()          # (turn, phase, unit) moves already tried this step
        self.seen: dict[str, int] = {}
        self.odds: list = []             # (action text, Outcomes) shown before each roll

    @property
    def scene(self):
        return self.d.app.scenes.top

    def _count(self, what: str) -> None:
        self.seen[what] = self.seen.get(what, 0) + 1

    # -- one decision ---------------------------------------------------------------------------
    def step(self) -> bool:
        """Make the next decision through the screen; False when the battle is over."""
        while type(self.scene).__name__ == "HandoverScene":
            self._count("handover")
            self.d.key(pygame.K_RETURN)
        scene = self.scene
        battle = scene.session.battle
        if battle.result() is not None:
            return False
        legal = battle.legal_actions().list()
        kinds = {_kind(a) for a in legal}
        before = len(battle.log)
        if "Shoot" in kinds:
            self._shoot([a for a in legal if _kind(a) == "Shoot"])
        elif "Move" in kinds and self._move(legal):
            pass
        else:
            self._decide(legal)
        if len(battle.log) == before:
            raise AssertionError(f"nothing happened on screen: {scene.session.status()} {scene.toasts}")
        return True

    def _decide(self, legal) -> None:
        order = ("ChooseOrder", "FightMelee", "TakeCasualties", "KillLeader", "SelfRally", "AcceptChallenge",
                 "DeclineChallenge", "EndChallenges", "EndArchery", "EndMovement", "EndRally")
        best = min(legal, key=lambda a: order.index(_kind(a)) if _kind(a) in order else len(order))
        unit = getattr(best, "unit", None)
        if unit is not None and self.scene.selected != unit:
            self.d.click(self.d.unit(unit))
        index = self._button_for(best)
        self._count(_kind(best))
        self.d.key(pygame.K_1 + index)
        self._roll_if_asked(best)

    def _button_for(self, action) -> int:
        for i, entry in enumerate(self.scene.actions.entries):
            if entry[1] == action or (entry[0] == "group" and action in entry[1].actions):
                return i
        raise AssertionError(f"no button for {action.to_text()}: {[e[2] for e in self.scene.actions.entries]}")

    def _roll_if_asked(self, action) -> None:
        scene = self.scene
        if getattr(action, "rolls_dice", False):
            assert scene.odds.active, f"no odds shown before {action.to_text()}"
            self.odds.append((scene.odds.title, scene.odds.outcomes))
            self.d.key(pygame.K_RETURN)

    def _shoot(self, shots) -> None:
        shot = shots[self.pick.pick(len(shots))]
        d = self.d
        if self.scene.selected != shot.unit:
            d.click(d.unit(shot.unit))
        assert self.scene.selected == shot.unit
        d.click(d.unit(shot.target))      # clicking the enemy aims the only action that can
        self._count("Shoot")
        self._roll_if_asked(shot)

    # -- moving by dragging -----------------------------------------------------------------------
    def _move(self, legal) -> bool:
        """Drag a base to the candidate move that ends nearest an enemy; False when none is left."""
        scene = self.scene
        st = scene.session.state
        views = scene.session.views()
        side = scene.session.to_act()
        enemies = [v for v in views.values() if v.alive and v.side != side and v.pose is not None]
        moves = [a for a in legal if _kind(a) == "Move" and (st.turn, st.phase, st.step, a.unit) not in self.tried]
        if not moves or not enemies:
            return False

        def gap(a):
            x, y, _ = a.path[-1]
            return min(math.hypot(x - e.pose[0], y - e.pose[1]) for e in enemies)

        best = min(moves, key=gap)
        self.tried.add((st.turn, st.phase, st.step, best.unit))
        v = views[best.unit]
        x, y, h = best.path[-1]
        d = self.d
        d.press(d.unit(best.unit))
        if scene.move is None:           # not draggable after all (a leader inside its unit, say)
            d.release(d.unit(best.unit))
            return self._move(legal)
        turn = ((h - v.pose[2] + 180) % 360) - 180
        steps = int(round(turn / 15.0))
        for _ in range(abs(steps)):
            d.key(pygame.K_e if steps > 0 else pygame.K_q)
        ox, oy = scene.move.offset      # the base keeps where it was grabbed under the pointer
        end = d.world(x - ox, y - oy)
        start = d.unit(best.unit)
        for i in range(1, 7):
            d.move((start[0] + (end[0] - start[0]) * i / 6, start[1] + (end[1] - start[1]) * i / 6), buttons=(1, 0, 0))
        verdict = scene.move.verdict if scene.move is not None else None
        before = len(scene.session.battle.log)
        d.release(end)
        if len(scene.session.battle.log) > before:
            self._count("Move")
            if "engaged" in scene.session.view(best.unit).markers:
                self._count("contact")
            return True
        self._count("refused")
        assert verdict is not None and not verdict and scene.toasts[-1][0].startswith("Refused: ")
        return self._move(scene.session.battle.legal_actions().list())
