"""The Armies tab: pick a side; its army report (points, the ruleset's army rules, checked live); its
units (click one to find it); the catalogue of the ruleset's profiles to drag onto the board."""
from __future__ import annotations

import pygame

from ..app import html
from ..ui_scale import scaled
from .widgets import ButtonList, Row, list_title, row_height

__all__ = ["ArmiesPanel", "report_html"]


def report_html(scenario, side_index: int, report) -> str:
    side = scenario.sides[side_index]
    if report is None:
        n = len(side.units)
        return f"<b>{html(side.name)}</b>: {n} unit{'s' * (n != 1)}<br><font color='#a8b0bc'>The ruleset prices " \
               f"no points here.</font>"
    limit = f" of {report.limit}" if report.limit is not None else " (no limit set)"
    colour = "#ff9f90" if report.limit is not None and report.points > report.limit else "#e6e6e6"
    out = [f"<b>{html(side.name)}</b>: <font color='{colour}'><b>{report.points}</b> points{limit}</font>"]
    out += [f"<font color='#ff9f90'>✖ {html(e)}</font>" for e in report.errors]
    out += [f"<font color='#f0c870'>! {html(w)}</font>" for w in report.warnings]
    if not report.errors and not report.warnings:
        out.append("<font color='#90d090'>Built by the rules.</font>")
    return "<br>".join(out)


class ArmiesPanel:
    """`rect` is the room the panel has now; `least` (default `rect`) the room it has while the properties
    of a selection are shown below it. The catalogue is sized from `least`, so that it keeps its place
    and size when the properties come and go (a unit just placed is selected); `scroll` is where it was
    scrolled to."""

    def __init__(self, scene, rect: pygame.Rect, least: pygame.Rect | None = None, scroll: float = 0.0) -> None:
        import pygame_gui

        from ..widgets import button

        self.scene = scene
        self.rect = rect
        manager = scene.app.manager
        w = rect.w
        self.side_buttons = []
        for si, side in enumerate(scene.doc.scenario.sides):
            b = button(manager, (rect.x + si * (w // 2 + 2), rect.y, w // 2 - 2, scaled(30)), side.name,
                       f"Work on {side.name}: its roster, its units, its deployment zone (Tab switches)",
                       (lambda i=si: scene.set_side(i)))
            self.side_buttons.append(b)
        y = rect.y + scaled(36)
        report_h = min(scaled(86), max(86, rect.h // 4))   # at big sizes in a low window the lists need the room
        self.report = pygame_gui.elements.UITextBox("", pygame.Rect(rect.x, y, w, report_h), manager)
        self.report.set_tooltip("The army's points and the ruleset's army rules, checked as you build")
        y += report_h + 4
        title_h = scaled(18)   # the room of a list's title ("ADD A UNIT", "UNITS OF ...")
        # the catalogue above the units: when the properties of a placed unit take room from the bottom,
        # the units list gives it up and the catalogue stays where it is, under the pointer
        row_h = row_height()
        rows = min(max(1, len(scene.catalogue())), max(3 if row_h * 3 <= rect.h // 4 else 2,
                                                           ((least or rect).bottom - y - 40) * 3 // 5 // row_h))
        cat_h = rows * row_h + 4   # whole rows, no more than the ruleset has profiles
        self.catalogue_title_y = y
        self.catalogue = ButtonList(manager, pygame.Rect(rect.x, y + title_h, w, cat_h), scene.arm_profile,
                                    on_press=scene.start_carry)
        y += title_h + cat_h + 6
        self.units_title_y = y
        self.units = ButtonList(manager, pygame.Rect(rect.x, y + title_h, w, max(40, rect.bottom - y - title_h)),
                                self.pick_unit)
        self._key = None
        self.sync()
        bar = self.catalogue.box.vert_scroll_bar
        if scroll and bar is not None:
            bar.set_scroll_from_start_percentage(scroll)

    @property
    def scroll(self) -> float:
        """How far the catalogue is scrolled (0: the top)."""
        bar = self.catalogue.box.vert_scroll_bar
        return bar.start_percentage if bar is not None else 0.0

    def pick_unit(self, target) -> None:
        self.scene.select(target, reveal=True)

    def sync(self) -> None:
        scene = self.scene
        key = (scene.doc.version, scene.side, scene.selected, scene.carrying)
        if key == self._key:
            return
        self._key = key
        sc = scene.doc.scenario
        for si, b in enumerate(self.side_buttons):
            b.select() if si == scene.side else b.unselect()
            if b.text != sc.sides[si].name:
                b.set_text(sc.sides[si].name)
        side = sc.sides[scene.side]
        report = scene.army_report(scene.side)
        self.report.set_text(report_html(sc, scene.side, report))
        costs = dict(report.costs) if report is not None else {}
        catalogue = {p.id: p for p in scene.catalogue()}
        rows = []
        for ui, u in enumerate(side.units):
            info = catalogue.get(u.profile)
            name = u.name or (info.name if info else u.profile)
            pts = f" · {costs[u.id]} pts" if u.id in costs else ""
            host = next((o for o in side.units if o.id == u.attached_to), None)
            host_name = (host.name or (catalogue[host.profile].name if host.profile in catalogue else host.profile)) \
                if host is not None else u.attached_to
            extra = f" (with {host_name})" if u.attached_to else ""
            rows.append(Row(("unit", scene.side, ui), f"{name}{pts}{extra}",
                            f"{name}: {info.name if info else u.profile}{pts}. Click to select it and find it on "
                            f"the board", selected=(scene.selected == ("unit", scene.side, ui))))
        self.units.set_rows(rows)
        cat_rows = []
        for p in catalogue.values():
            pts = f" · {p.points} pts" if p.points is not None else ""
            kind = f"{p.kind.replace('_', ' ')}: " if p.kind else ""
            cat_rows.append(Row(p.id, f"{p.name}{pts}", f"{p.name} ({kind}{p.summary or p.id}){pts}. Drag onto the "
                                "board to place one, or click here and then click the board",
                                selected=(scene.carrying == p.id)))
        self.catalogue.set_rows(cat_rows)

    def handle_event(self, ev) -> bool:
        return self.catalogue.handle_event(ev)

    def paint(self, surface: pygame.Surface, offset) -> None:
        ox, oy = offset
        x = self.rect.x - ox + 2
        side = self.scene.doc.scenario.sides[self.scene.side]
        width = self.rect.w - 4
        surface.blit(list_title(f"UNITS OF {side.name.upper()}  ({len(side.units)})", width),
                     (x, self.units_title_y - oy + 1))
        if not self.scene.catalogue():
            text = "ADD A UNIT: the ruleset offers no profiles"
        else:
            text = "ADD A UNIT  (drag one onto the board)"
        surface.blit(list_title(text, width), (x, self.catalogue_title_y - oy + 1))

    def kill(self) -> None:
        for b in self.side_buttons:
            b.kill()
        self.report.kill()
        self.units.kill()
        self.catalogue.kill()
