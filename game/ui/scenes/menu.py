"""The menu (Esc): pick a shipped scenario (its ruleset, board and briefing show), continue
from the autosave, load a save, read a ruleset's rulings, change the settings."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..scene import Scene
from ..scene_registry import open_scene, provides
from ..text import fit, render, wrap
from ..ui_scale import scaled as u   # sizes grow with the interface size
from .menu_battles import MenuBattles
from .menu_entries import board_preview, entry_text, known_ruleset, scenario_html

__all__ = ["MenuScene"]

LIST_W = 380
TITLE = "Wartable"
SUBTITLE = "Hot-seat battles on hex maps and inch-scale tables. Pick a scenario."


@dataclass(frozen=True)
class Header:
    title: tuple[int, int]
    lines: list                 # the subtitle's lines
    sub: list                   # where each is drawn
    bottom: int


def _header(w: int) -> Header:
    """The title and the subtitle: beside it when they fit, else under it (wrapped to the window)."""
    title = render(TITLE, 30, (240, 240, 240), bold=True)
    x, y = 20, u(14)
    beside = render(SUBTITLE, 15, (0, 0, 0))
    if x + title.get_width() + u(16) + beside.get_width() <= w - 20:
        sx = x + title.get_width() + u(16)
        sy = y + title.get_height() - beside.get_height() - u(4)       # on the title's baseline, near enough
        return Header((x, y), [SUBTITLE], [(sx, sy)], y + title.get_height())
    lines = wrap(SUBTITLE, 15, w - 40)
    line_h = beside.get_height()
    sy = y + title.get_height()
    return Header((x, y), lines, [(x + 2, sy + i * line_h) for i in range(len(lines))], sy + len(lines) * line_h)


def _flow(texts: list[str], width: int, gap: int) -> list[list[int]]:
    """Buttons as wide as their words, in rows no wider than `width`: each row's buttons' widths."""
    from ..dialogs.ask import button_width

    rows: list[list[int]] = [[]]
    used = 0
    for text in texts:
        bw = min(width, button_width(text, u(110)))
        if rows[-1] and used + gap + bw > width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + bw
        rows[-1].append(bw)
    return rows


@provides("menu")
class MenuScene(MenuBattles, Scene):
    is_menu = True   # a lesson opened from here goes back to it (the teaching scene asks, without importing this)

    def __init__(self, app, battle_scene=None) -> None:
        super().__init__(app)
        self.battle_scene = battle_scene
        self.elements: list = []
        self.entries = []
        self.by_text: dict[str, object] = {}
        self.chosen = None
        self.dialogs: dict = {}

    # -- building -----------------------------------------------------------------------------
    def enter(self) -> None:
        self._build()

    def leave(self) -> None:
        self._kill()

    def resize(self, w: int, h: int) -> None:
        self._kill()
        self._build()

    def _kill(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements = []

    def _build(self) -> None:
        import pygame_gui

        from ...content.library import shipped_scenarios
        from ..widgets import button, text_box

        manager = self.app.ensure_gui()
        w, h = self.app.size
        self.entries = shipped_scenarios(include_user=True)
        self._head = head = _header(w)
        list_w = min(u(LIST_W), int(w * 0.4))
        row, row2 = self._rows()
        bh, gap = max(36, u(28)), max(8, u(5))
        rows1 = _flow([t for _, t, _, _ in row], w - 40, gap)     # the scenario's buttons, then the app's: the foot
        rows2 = _flow([t for _, t, _, _ in row2], w - 40, gap)
        foot = h - 16 - (len(rows1) + len(rows2)) * (bh + gap) + gap     # the top of the buttons
        bx = 20 + list_w + 20
        top = head.bottom + u(12)
        list_bottom = details_bottom = foot - u(12)
        self.by_text = {}
        items = []
        room = list_w - u(36)          # the list's padding and scroll bar
        for e in self.entries:
            text = entry_text(e, room)
            if text in self.by_text:
                text = fit(f"{e.path.name}: {text}", room)
            self.by_text[text] = e
            items.append(text)
        lst = pygame_gui.elements.UISelectionList(pygame.Rect(20, top, list_w, max(u(60), list_bottom - top)), items,
                                                  manager, allow_double_clicks=True)
        self.list = lst
        details_w = w - bx - 20
        box_h = max(u(60), details_bottom - top)
        self.preview_rect = pygame.Rect(bx + details_w // 2 + 10, top, details_w - details_w // 2 - 10, box_h)
        self.details = text_box(manager, (bx, top, details_w // 2, box_h), "")
        self._preview = None
        self.elements += [lst, self.details]
        self.buttons = {}
        for rows, y0, items_ in ((rows1, foot, row), (rows2, foot + len(rows1) * (bh + gap), row2)):
            widths = iter(zip(items_, [bw for line in rows for bw in line]))
            for r, line in enumerate(rows):
                x = 20
                for _ in line:
                    (key, text, tip, cb), bw = next(widths)
                    self.buttons[key] = button(manager, (x, y0 + r * (bh + gap), bw, bh), text, tip, cb,
                                               object_id="#roll_button" if key == "start" else None)
                    x += bw + gap
        self.elements += list(self.buttons.values())
        default = self._default_entry()
        if default is not None:
            self.choose(default)

    def _rows(self) -> tuple[list, list]:
        """The buttons: the selected scenario's (under its details), then the app's (along the foot)."""
        row = [
            ("start", "Start this battle", "Begin the selected scenario (Enter or double-click)", self.start_selected),
            ("rulings", "Rulings", "The selected scenario's ruleset: rules in brief and every ruling",
             self.show_rulings),
            ("edit", "Edit scenario", "Open the selected scenario in the scenario editor", self.edit_selected),
            ("replay", "Watch a replay...", "Step through a saved battle or an autosave, and play on from any "
                                            "moment as a new branch", self.ask_replay),
        ]
        row2 = [
            ("continue", "Continue (autosave)", "Pick up the last battle from its newest good autosave",
             self.continue_autosave),
            ("load", "Load a save...", "Open a saved battle", self.ask_load),
            ("learn", "Learn to play", "Guided lessons that show each ruleset's rules on the board", self.learn),
            ("settings", "Settings...", "Window size, dice animation speed, hand-over screen", self.open_settings),
            ("editor", "Editor: new scenario", "Build a new scenario in the scenario editor", self.new_in_editor),
        ]
        if self.battle_scene is not None:
            row2.insert(0, ("back", "Back to the battle", "Return to the battle in progress (Esc)", self.back))
        row2.append(("quit", "Quit", "Close Wartable (the battle is autosaved)", self.quit))
        return row, row2

    def _default_entry(self):
        current = getattr(getattr(self.battle_scene, "session", None), "battle", None)
        path = getattr(current, "scenario_file", None)
        for text, e in self.by_text.items():
            if path and str(e.path) == str(path):
                return text
        return next(iter(self.by_text), None)

    def choose(self, text: str) -> None:
        self.chosen = self.by_text.get(text)
        if self.chosen is None:
            return
        self._preview = None
        self.details.set_text(scenario_html(self.chosen))
        for item in self.list.item_list:
            item["selected"] = item["text"] == text
            if item.get("button_element") is not None:
                item["button_element"].select() if item["selected"] else item["button_element"].unselect()
        playable = self.chosen.scenario is not None and known_ruleset(self.chosen.scenario.ruleset)
        self.buttons["start"].set_state(playable, "Begin the selected scenario (Enter or double-click)" if playable
                                        else "This scenario's ruleset is not installed or the file is bad")
        self.buttons["rulings"].set_state(playable, "The selected scenario's ruleset: rules in brief and every "
                                                    "ruling" if playable else "No ruleset to show")
        readable = self.chosen.scenario is not None
        self.buttons["edit"].set_state(readable, "Open the selected scenario in the scenario editor" if readable
                                       else "This file cannot be read, so it cannot be edited")

    def focus_elements(self) -> list:
        """Tab's order on this screen (the app's keyboard focus): the list, then the buttons as they read."""
        return [self.list, *self.buttons.values()] if self.elements else []

    # -- events ---------------------------------------------------------------------------------
    def handle_event(self, ev) -> bool:
        gui = self.app.gui
        if ev.type == gui.UI_SELECTION_LIST_NEW_SELECTION and ev.ui_element is self.list:
            self.choose(ev.text)
            return True
        if ev.type == gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and ev.ui_element is self.list:
            self.choose(ev.text)
            self.start_selected()
            return True
        if ev.type == gui.UI_FILE_DIALOG_PATH_PICKED and ev.ui_element is self.dialogs.get("load"):
            self.load(ev.text)
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE and self.app.close_top_window():
                return True
            if ev.key == pygame.K_ESCAPE and self.battle_scene is not None:
                self.back()
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start_selected()
                return True
            if ev.key in (pygame.K_UP, pygame.K_DOWN) and self.by_text:
                texts = list(self.by_text)
                i = texts.index(next((t for t, e in self.by_text.items() if e is self.chosen), texts[0]))
                self.choose(texts[(i + (1 if ev.key == pygame.K_DOWN else -1)) % len(texts)])
                return True
        return False

    def update(self, dt: float) -> None:
        settings = self.dialogs.get("settings")
        if settings is not None:
            settings.refresh_tooltips()
        for item in self.list.item_list if self.elements else ():
            b = item.get("button_element")
            if b is not None and b.tool_tip_text is None:
                b.set_tooltip("Click to see the scenario; double-click or Enter to start it")

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((22, 24, 28))
        head = self._head
        surface.blit(render(TITLE, 30, (240, 240, 240), bold=True), head.title)
        for line, at in zip(head.lines, head.sub):
            surface.blit(render(line, 15, (160, 165, 175)), at)
        if self.chosen is not None and self.chosen.scenario is not None and self.preview_rect.w > 40:
            if self._preview is None:
                self._preview = board_preview(self.chosen.scenario, self.preview_rect.size)
            surface.blit(self._preview, self.preview_rect)

    # -- commands ----------------------------------------------------------------------------------
    def back(self) -> None:
        if self.battle_scene is not None:
            self.app.pop()

    def quit(self) -> None:
        self.app.running = False

    def learn(self) -> None:
        """Learn to play: pick a ruleset, then one of its lessons."""
        from .learn import open_learn

        self.dialogs["learn"] = open_learn(self.app)

    def edit_selected(self) -> None:
        """The scenario editor on the selected scenario (closing it comes back here)."""
        if self.chosen is None:
            return
        self.app.push(open_scene("editor", self.app, str(self.chosen.path)))

    def new_in_editor(self) -> None:
        self.app.push(open_scene("editor", self.app, None))

    def show_rulings(self) -> None:
        from ...core.ruleset import get_ruleset
        from ..panels.rulings import open_rulings

        if self.chosen is None or self.chosen.scenario is None or not known_ruleset(self.chosen.scenario.ruleset):
            return
        self.dialogs["rulings"] = open_rulings(self.app.manager, self.app.size,
                                               get_ruleset(self.chosen.scenario.ruleset),
                                               on_lesson=lambda path: open_scene("lesson", self.app, path))

    def open_settings(self) -> None:
        from ..dialogs.settings import SettingsWindow
        from ..settings import Settings

        self.dialogs["settings"] = SettingsWindow(self.app.manager, self.app.size, self.app.settings or Settings(),
                                                  self.apply_settings)

    def apply_settings(self, settings) -> None:
        from ..settings import save_settings

        self.app.settings = settings
        for scene in self.app.scenes:
            if hasattr(scene, "settings"):
                scene.settings = settings
        try:
            save_settings(settings)
        except OSError as exc:
            self.app.show_message("Cannot save the settings", f"{exc}\n\nThey apply until you close Wartable.")
        if tuple(self.app.size) != tuple(settings.window):
            self.app.set_window_size(settings.window)
        from ..ui_scale import apply_ui_scale

        apply_ui_scale(self.app, settings.ui_scale)
