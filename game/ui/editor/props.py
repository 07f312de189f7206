"""The selected thing's properties, at the foot of the Terrain and Armies tabs.

Units: name, facing (or heading on tables), and where the ruleset reads them:
figures, ranks, files, options bought, the unit a leader is attached to.
Terrain pieces: type (one the ruleset knows, of the piece's kind), name, level,
width. Objectives: name, points, radius. Every change is one undoable edit.
"""
from __future__ import annotations

import pygame

from ...content.scenario import HEX_COMPASS
from ..ui_scale import scaled
from . import edits
from .rules import label_of
from .selection import TILE_FACINGS
from .targets import describe, item
from .widgets import Field, Form, FormError, list_title

__all__ = ["PropsPanel"]

NONE = "(none)"


class PropsPanel:
    def __init__(self, scene, rect: pygame.Rect) -> None:
        import pygame_gui

        self.scene = scene
        self.rect = rect
        title_h = scaled(20)   # the SELECTED line above the form
        self.box = pygame_gui.elements.UIScrollingContainer(pygame.Rect(rect.x, rect.y + title_h, rect.w,
                                                                        rect.h - title_h),
                                                            scene.app.manager, allow_scroll_x=False)
        self.form: Form | None = None
        self.buttons: list = []
        self.target = None
        self._key = None
        self.sync()

    # -- building -----------------------------------------------------------------------------------
    def sync(self) -> None:
        scene = self.scene
        key = (scene.selected, scene.doc.version)
        if key == self._key:
            return
        self._key = key
        self._clear()
        self.target = scene.selected
        it = item(scene.doc.data, self.target) if self.target is not None and self.target[0] != "side" else None
        if it is None:
            self.target = None
            return
        fields = self._fields(self.target, it)
        width = self.rect.w - 22
        self.form = Form(scene.app.manager, (0, 0, width, 10), fields, self._changed, container=self.box, label_w=92)
        from ..widgets import button

        y = self.form.height + 2
        actions = [("Duplicate", "Add a copy next to it (Ctrl+D)", scene.duplicate_selected),
                   ("Delete", "Remove it (Delete)", scene.delete_selected)]
        if self.target[0] != "objective":
            actions[:0] = [("Turn Q", "Turn it anticlockwise (Q)", lambda: scene.turn_selected(False)),
                           ("Turn E", "Turn it clockwise (E)", lambda: scene.turn_selected(True))]
        bw = (width - 4 * (len(actions) - 1)) // len(actions)
        for i, (text, tip, cb) in enumerate(actions):
            self.buttons.append(button(scene.app.manager, (i * (bw + 4), y, bw, 28), text, tip, cb, container=self.box))
        self.box.set_scrollable_area_dimensions((width, y + 32))

    def _fields(self, target, it: dict) -> list[Field]:
        scene = self.scene
        kind = target[0]
        if kind == "unit":
            return self._unit_fields(target, it)
        if kind == "terrain":
            out = []
            shape = it.get("shape")
            types = scene.terrain_types()
            fits = [t for t in types if shape == "cells" or (t.geometry == "either") or
                    ((t.geometry == "line") == (shape == "polyline"))]
            if not any(t.key == it["type"] for t in fits):
                fits.append(scene.rules.terrain(it["type"], scene.doc.scenario) or _Stub(it["type"]))
            out.append(Field("type", "Type", "choice", it["type"], "The terrain type (only those the ruleset knows, "
                             "of this piece's kind)", choices=[(t.name, t.key) for t in fits]))
            out.append(Field("name", "Name", "text", it.get("name", ""), "A name shown in the briefing and checks "
                             "(Enter to set; blank for none)"))
            if scene.has_level(it["type"]):
                out.append(Field("level", "Level", "int", it.get("level"), "Height: 1 is one level up (blank: 1)",
                                 optional=True, low=0, high=10))
            if shape == "polyline":
                out.append(Field("width", "Width", "float", it.get("width", 1.0), "Width of the line in inches",
                                 low=0.1, high=50))
            return out
        if kind == "objective":
            out = [Field("name", "Name", "text", it.get("name", ""), "The objective's name (Enter to set)"),
                   Field("points", "Points", "int", it.get("points", 1), "Victory points for holding it",
                         low=0, high=1000),
                   Field("radius", "Radius", "float", it.get("radius", 0), "How near a unit must be to hold it "
                         "(inches on tables, cells on maps)", low=0, high=100)]
            return out
        if kind == "zone":
            side = scene.doc.data["sides"][target[1]]
            return [Field("note", f"Deployment zone of {side['name']}", "note", tip="Units of this side must start "
                          "inside it (the checks say which do not)")]
        return []

    def _unit_fields(self, target, it: dict) -> list[Field]:
        scene = self.scene
        info = {p.id: p for p in scene.catalogue()}.get(it.get("profile"))
        pts = f", {info.points} pts" if info is not None and info.points is not None else ""
        out = [Field("profile", f"{info.name if info else it.get('profile')}{pts}", "note",
                     tip=f"Profile {it.get('profile')!r}" + (f": {info.summary}" if info and info.summary else "")),
               Field("name", "Name", "text", it.get("name", ""), "The unit's name (Enter to set; blank: the "
                     "profile's name)")]
        board = scene.doc.scenario.board
        if board.kind == "hex":
            out.append(Field("facing", "Facing", "choice", it.get("facing"), "Which hex side it faces (Q/E turn it)",
                             choices=[(NONE, None)] * (it.get("facing") is None) +
                             [(n, n) for n in HEX_COMPASS[board.orientation]]))
        elif board.kind == "tiles":
            out.append(Field("facing", "Facing", "choice", it.get("facing"), "Which way it faces (Q/E turn it)",
                             choices=[(NONE, None)] + [(n, n) for n in TILE_FACINGS]))
        elif it.get("pose") is not None:
            out.append(Field("heading", "Heading", "float", it["pose"][2], "Degrees clockwise from the top of the "
                             "table: 0 faces up, 90 right (Q/E turn it)", low=-360, high=720))
        fields = info.fields if info is not None else ()
        if "figures" in fields:
            out.append(Field("figures", "Figures", "int", it.get("figures"), f"Figures in the unit; blank for a "
                             f"whole unit ({info.figures or '?'})", optional=True, low=1, high=info.figures or 1000))
        for key in ("ranks", "files"):
            if key in fields:
                out.append(Field(key, key.capitalize(), "int", it.get(key), f"{key.capitalize()} of the unit's block "
                                 "(blank: the ruleset's default)", optional=True, low=1, high=50))
        if "turret" in fields and it.get("pose") is not None:
            out.append(Field("turret", "Turret", "float", it.get("turret"), "Which way the turret points, in degrees "
                             "clockwise from the hull (blank or 0: along the hull)", optional=True, low=-360, high=360))
        if info is not None and info.options:
            names = scene.rules.option_names()
            out.append(Field("options", "Options", "flags", set(it.get("options", [])), "Options bought for this unit",
                             choices=[(names.get(o, label_of(o)), o) for o in info.options]))
        if "attached_to" in fields:
            side = scene.doc.data["sides"][target[1]]
            others = [u for u in side.get("units", []) if u is not it and not
                      ({p.id: p for p in scene.catalogue()}.get(u.get("profile")) or _Stub("")).leader]
            out.append(Field("attached_to", "With unit", "choice", it.get("attached_to"), "The unit this one is "
                             "attached to: a leader or character stands and moves with it; in a formation, its head",
                             choices=[(NONE, None)] + [(u.get("name") or u["id"], u["id"]) for u in others]))
        return out

    # -- changes -----------------------------------------------------------------------------------------
    def _changed(self, key: str, value) -> None:
        scene = self.scene
        target = self.target
        if target is None:
            return
        if isinstance(value, FormError):
            scene.toast(str(value), (255, 150, 140))
            return
        it = item(scene.doc.data, target)
        if it is None:
            return
        what = describe(scene.doc.data, target)
        if key == "facing":
            scene.apply(f"Face {value}", lambda d: edits.update_item(d, target, facing=value))
        elif key == "heading":
            x, y, _ = it["pose"]
            scene.apply("Turn unit", lambda d: edits.set_unit_pose(d, target, pose=(x, y, value)))
        elif key == "name":
            text = str(value).strip()
            if target[0] == "objective" and not text:
                scene.toast("An objective needs a name", (255, 150, 140))
                return
            scene.apply(f"Rename {what}", lambda d: edits.update_item(d, target, name=text or None))
        elif key == "options":
            scene.apply(f"Options of {what}", lambda d: edits.update_item(d, target, options=sorted(value) or None))
        elif key == "attached_to":
            scene.apply(f"Attach {what}", lambda d: _attach(d, target, value))
        else:
            v = edits.tidy(value) if isinstance(value, float) else value
            scene.apply(f"Set {key} of {what}", lambda d: edits.update_item(d, target, **{key: v}))

    def commit(self) -> None:
        if self.form is not None:
            self.form.commit()

    def handle_event(self, ev) -> bool:
        return self.form.handle_event(ev) if self.form is not None else False

    def paint(self, surface: pygame.Surface, offset) -> None:
        ox, oy = offset
        title = self.scene.describe(self.target) if self.target is not None else ""
        text = f"SELECTED: {title}" if title else "SELECTED: nothing (click something on the board)"
        surface.blit(list_title(text, self.rect.w - 4), (self.rect.x - ox + 2, self.rect.y - oy + 2))

    def _clear(self) -> None:
        if self.form is not None:
            self.form.kill()
            self.form = None
        for b in self.buttons:
            b.kill()
        self.buttons = []

    def kill(self) -> None:
        self._clear()
        self.box.kill()


class _Stub:
    def __init__(self, key: str) -> None:
        self.key = key
        self.name = label_of(key) if key else ""
        self.geometry = "either"
        self.leader = False


def _attach(doc: dict, target, unit_id) -> None:
    """Attach a leader to a unit (he takes its place) or detach him."""
    edits.update_item(doc, target, attached_to=unit_id)
    if unit_id is None:
        return
    other = edits.unit_index(doc, unit_id)
    host = edits.item(doc, other) if other is not None else None
    if host is not None:
        for key in ("at", "pose"):
            if key in host:
                edits.update_item(doc, target, **{key: list(host[key])})
