"""Drive the app with posted pygame events, as a player would (SDL dummy driver)."""
from __future__ import annotations

import pygame


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


class Driver:
    def __init__(self, app) -> None:
        self.app = app

    @property
    def scene(self):
        return self.app.scenes.top

    def step(self, n: int = 1, dt: float = 0.016) -> None:
        for _ in range(n):
            self.app.step(dt)

    def post(self, *events) -> None:
        for e in events:
            pygame.event.post(e)
        self.step()

    # -- the mouse ----------------------------------------------------------------------------
    def move(self, pos, buttons=(0, 0, 0)) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.mouse.set_pos(pos)
        self.post(ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons, touch=False))

    def click(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        self.post(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))
        self.post(ev(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False))

    def press(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        self.post(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))

    def release(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(ev(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False))

    def drag(self, a, b, steps: int = 6, *, release: bool = True) -> None:
        self.press(a)
        for i in range(1, steps + 1):
            p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            self.move(p, buttons=(1, 0, 0))
        if release:
            self.release(b)

    def wheel(self, y: int) -> None:
        self.post(ev(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), touch=False))

    # -- the keyboard ---------------------------------------------------------------------------
    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.post(ev(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
                  ev(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))

    # -- where things are on screen ---------------------------------------------------------------
    def world(self, x: float, y: float):
        return self.scene.view.camera.to_screen(x, y)

    def unit(self, uid: str):
        scene = self.scene
        v = scene.session.view(uid)
        return scene.view.camera.to_screen(*scene.artist.world_center(v))

    def cell(self, cell):
        scene = self.scene
        return scene.view.camera.to_screen(*scene.view.layout.center_of(cell))

    def button(self, text_start: str):
        """The first live pygame_gui button whose text starts with `text_start`."""
        for el in self.app.manager.get_sprite_group().sprites():
            if type(el).__name__ in ("Button", "UIButton") and getattr(el, "text", "").startswith(text_start) \
                    and el.visible:
                return el
        raise LookupError(f"no button {text_start!r}")

    def click_button(self, text_start: str) -> None:
        b = self.button(text_start)
        self.click(b.rect.center)


def play_through(driver: Driver, steps: int, seed: int = 1) -> int:
    """Play up to `steps` seeded random legal actions through the screen's own commit path, selecting
    and hovering units and drawing a frame after each; returns how many actions were played."""
    from game.core.dice import Dice

    pick = Dice.seeded(seed)
    done = 0
    for _ in range(steps):
        scene = driver.app.scenes.top
        while type(scene).__name__ == "HandoverScene":
            driver.key(pygame.K_RETURN)
            scene = driver.app.scenes.top
        battle = scene.session.battle
        if battle.result() is not None:
            break
        views = [v for v in scene.session.views().values() if v.alive]
        if views:
            scene.select(views[pick.pick(len(views))].id)
            other = views[pick.pick(len(views))]
            driver.move(driver.unit(other.id))
        options = battle.legal_actions().list()
        if not options:
            break
        scene.commit(options[pick.pick(len(options))])
        driver.step()
        done += 1
    return done
