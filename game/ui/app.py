"""The app: one window, one clock, a stack of scenes, pygame_gui for panels.

pygame_gui sees every event first, so a click on a panel never reaches the
board. Errors never close the app: they show in a dialog and the scene stays.
pygame_gui is imported when the GUI is first needed (`ensure_gui`), so the
window can show its first frame before the slow imports.
"""
from __future__ import annotations

import os
import traceback
import warnings
from pathlib import Path

import pygame

from .scene import Scene, SceneStack

__all__ = ["App", "ASSETS", "init_pygame"]

ASSETS = Path(__file__).resolve().parents[2] / "assets"
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (900, 600)
FPS = 60


def init_pygame() -> None:
    """Display and fonts only (a blanket pygame.init() starts audio, joysticks... and costs start-up time)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not pygame.display.get_init():
        pygame.display.init()
    if not pygame.font.get_init():
        pygame.font.init()


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, *, title: str = "Wartable", settings=None,
                 lazy_gui: bool = False) -> None:
        init_pygame()
        self.window = pygame.Window(title, size, resizable=True)
        self.window.minimum_size = MIN_SIZE
        self.window.get_surface()  # gives convert()/convert_alpha() their pixel format
        self.size = self.window.size
        self._settings = None
        self.settings = settings
        self.gui = None
        self.manager = None
        self.scenes = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = False
        self.frames = 0
        self.messages: list[tuple[str, str]] = []  # every dialog shown, newest last
        self._errors_shown: set[tuple[str, str, str]] = set()
        self.on_frame = None  # called after each flip (start-up reporting)
        from .keyfocus import KeyFocus

        self.keys = KeyFocus(self)  # Tab, Enter, Space, the arrows and Esc in every dialog
        if not lazy_gui:
            self.ensure_gui()

    @property
    def settings(self):
        return self._settings

    @settings.setter
    def settings(self, settings) -> None:
        """The player's settings; the sides' colours follow their palette at once."""
        from .board import palette

        self._settings = settings
        palette.use(getattr(settings, "palette", "scenario"))

    def ensure_gui(self):
        """Import pygame_gui and build the UI manager (once)."""
        if self.manager is None:
            import pygame_gui

            self.gui = pygame_gui
            from .text import ui_scale
            from .ui_scale import scaled_theme

            theme = str(ASSETS / "theme.json") if ui_scale() == 1.0 else scaled_theme()
            self.manager = pygame_gui.UIManager(self.size, theme)
            warnings.filterwarnings("ignore", message="Finding font with id", category=UserWarning)
            self.manager.preload_fonts([{"name": "noto_sans", "point_size": size, "style": style}
                                        for size in (13, 14) for style in ("bold", "italic")])
        return self.manager

    @property
    def surface(self) -> pygame.Surface:
        return self.window.get_surface()

    # -- dialogs ---------------------------------------------------------------------------------
    def show_message(self, title: str, text: str) -> None:
        """A dialog the player closes; the app keeps running behind it."""
        self.messages.append((title, text))
        self.ensure_gui()
        w, h = self.size
        rect = pygame.Rect(0, 0, min(640, w - 40), min(380, h - 40))
        rect.center = (w // 2, h // 2)
        self.gui.windows.UIMessageWindow(rect, html(text), self.manager, window_title=title,
                                         always_on_top=True)

    def close_top_window(self) -> bool:
        """Esc: close the front-most dialog window, if any is open."""
        if self.manager is None:
            return False
        windows = [w for w in self.manager.get_window_stack().get_full_stack() if w.alive() and w.visible]
        if not windows:
            return False
        windows[-1].kill()
        return True

    def report_error(self, where: str, exc: BaseException) -> None:
        """Say what broke, once: the same error again (a bug hit every frame) is not shown again."""
        key = (where, type(exc).__name__, str(exc))
        if key in self._errors_shown:
            return
        self._errors_shown.add(key)
        traceback.print_exception(exc)
        self.show_message("Something went wrong", f"{where}: {type(exc).__name__}: {exc}\n\n"
                                                  "The battle is safe: nothing was lost.")

    # -- the loop --------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        self.size = (w, h)
        if self.manager is not None:
            self.manager.set_window_resolution((w, h))
        for scene in self.scenes:
            scene.resize(w, h)

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.window.size = size
        self.resize(*self.window.size)

    def dispatch(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.QUIT:
            self.running = False
            return
        if ev.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            if tuple(self.window.size) != tuple(self.size):
                self.resize(*self.window.size)
        try:
            if self.manager is not None and self.keys.handle(ev):
                return
            if self.manager is not None and self.manager.process_events(ev):
                return
            top = self.scenes.top
            if top is not None:
                top.handle_event(ev)
        except Exception as exc:  # keep running: say what happened
            self.report_error("While handling input", exc)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        for ev in pygame.event.get():
            self.dispatch(ev)
        top = self.scenes.top
        try:
            if top is not None:
                top.update(dt)
            if self.manager is not None:
                self.manager.update(dt)
            surface = self.surface
            top = self.scenes.top
            if top is not None:
                top.draw(surface)
            else:
                surface.fill((30, 32, 36))
            if self.manager is not None:
                self.manager.draw_ui(surface)
                self.keys.draw(surface)
        except Exception as exc:
            self.report_error("While drawing", exc)
        self.window.flip()
        self.frames += 1
        if self.on_frame is not None:
            self.on_frame(self)

    def run(self, max_frames: int | None = None) -> None:
        self.running = True
        while self.running and self.scenes.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(dt)
            if max_frames is not None and self.frames >= max_frames:
                break

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def pop(self) -> Scene | None:
        return self.scenes.pop()


def html(text: str) -> str:
    """Plain text made safe for pygame_gui's HTML-ish text boxes."""
    text = "".join(c for c in text if c >= " " or c == "\n")   # control characters break the text layout
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")
