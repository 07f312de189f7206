"""Units on the board: hex counters with a facing pointer, square counters on tiles
(their faces: `counters`), and table bases drawn as their footprints with their
figures standing on them (`figures`, `figurecache`), in their side's colour
(`palette`), with name, strength and markers (a table base's: `baselabels`).

Everything is drawn from a `UnitView` through the camera; counters and labels
come from caches keyed by what they show and the zoom, so a frame never
renders text or builds a counter it drew before.
"""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from ...core.ruleset import UnitView
from ..text import TextCache
from . import palette
from .counters import counter_face
from .figurecache import FigureCache
from .baselabels import MAX_BADGES, STATE_MARKS, BaseLabels, bbox, short_strength
from .labels import LabelPlacer
from .palette import INK, LIGHT
from .styles import SIDE_COLOURS

__all__ = ["BaseArtist", "MARKER_STYLE", "side_colour", "marker_badge"]

# marker -> (letter, badge colour, what it means); unknown markers get their first letter in grey.
# "active" and "ready" are not badges: the acting unit gets a gold ring, a unit that may still act a dot.
MARKER_STYLE = {
    "routed": ("R", (200, 40, 40), "routed"),
    "fleeing": ("R", (200, 40, 40), "fleeing"),
    "engaged": ("E", (230, 140, 30), "engaged in combat"),
    "fired": ("F", (220, 200, 60), "has fired"),
    "shot": ("F", (220, 200, 60), "has shot"),
    "fought": ("X", (225, 110, 70), "has fought"),
    "activated": ("A", (120, 120, 120), "has acted this turn"),
    "leader": ("L", (200, 170, 60), "leader"),
    "locked": ("K", (140, 90, 180), "locked"),
    "shaken": ("S", (200, 110, 60), "shaken"),
    "disordered": ("D", (200, 110, 60), "disordered"),
    "charged": ("C", (210, 80, 50), "has charged"),
    "moved": ("M", (90, 150, 200), "has moved"),
    "inspired": ("I", (240, 210, 90), "inspired"),
    "monster": ("B", (150, 100, 170), "monster"),
    "flying": ("W", (130, 190, 230), "flies"),
    "disengage": ("D", (120, 170, 220), "may disengage"),
    "may_continue": ("+", (120, 200, 140), "may move on"),
    "commanded": ("C", (200, 170, 60), "led by a leader"),
    "partial": ("P", (150, 150, 150), "a partial unit"),
    "attached": ("@", (200, 170, 60), "with a unit"),
    "challenged": ("!", (230, 90, 70), "in a challenge"),
    "declined": ("x", (150, 150, 150), "refused a challenge this turn"),
    "hero": ("H", (230, 200, 90), "a hero"),
    "demigod": ("G", (240, 220, 120), "a demi-god"),
    "dead": ("+", (90, 90, 90), "dead"),
    "active": ("", (250, 210, 80), "acting now"),
    "ready": ("", (110, 220, 130), "may still act this turn"),
}


def side_colour(scenario, side_id: str) -> tuple[int, int, int]:
    """The side's colour in the current palette (see `palette`)."""
    pair = palette.fixed_pair()
    for i, s in enumerate(scenario.sides):
        if s.id == side_id:
            if pair is not None:
                return pair[i % 2]
            if s.color.lower() != "#888888":
                c = pygame.Color(s.color)
                return (c.r, c.g, c.b)
            return SIDE_COLOURS[i % 2]
    return (128, 128, 128)


def _shade(colour, k: float):
    return tuple(max(0, min(255, int(c * k))) for c in colour)


def marker_badge(marker: str):
    return MARKER_STYLE.get(marker, (marker[:1].upper() or "?", (110, 110, 110), marker))


class BaseArtist(BaseLabels):
    """Draws units; owns the counter-sprite and label caches."""

    labels: LabelPlacer | None = None   # set while a board picture is drawn: labels never run together

    def __init__(self, scenario, layout) -> None:
        self.scenario = scenario
        self.layout = layout
        self.text = TextCache(limit=2048, ui=False)   # counters keep their size; labels grow explicitly
        self._sprites: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._colours: dict[tuple[str, str], tuple[int, int, int]] = {}
        self._radius: dict[UnitView, float] = {}   # bounding radius of each footprint (views are frozen)
        self.figures = FigureCache()
        self._figured: set[str] = set()   # bases last drawn with their figures (their strength goes in the label)

    def colour(self, side: str) -> tuple[int, int, int]:
        key = (side, palette.current())
        c = self._colours.get(key)
        if c is None:
            c = self._colours[key] = side_colour(self.scenario, side)
        return c

    # -- where a unit is ----------------------------------------------------------------------
    def world_center(self, v: UnitView) -> tuple[float, float] | None:
        if v.pose is not None:
            return (v.pose[0], v.pose[1])
        if v.cell is not None:
            return self.layout.center_of(v.cell)
        return None

    def world_outline(self, v: UnitView, pose=None, cell=None) -> list[tuple[float, float]]:
        """The unit's outline in world inches (footprint on tables, its cell on cell maps)."""
        if cell is not None or (v.cell is not None and pose is None):
            return list(self.layout.polygon_of(cell if cell is not None else v.cell))
        if v.footprint:
            pts = list(v.footprint)
            if pose is not None and v.pose is not None:  # move the footprint rigidly to the new pose
                (x0, y0, h0), (x1, y1, h1) = v.pose, pose
                a = math.radians(h1 - h0)
                ca, sa = math.cos(a), math.sin(a)
                pts = [(x1 + (x - x0) * ca - (y - y0) * sa, y1 + (x - x0) * sa + (y - y0) * ca) for x, y in pts]
            return pts
        x, y = (pose or v.pose or (0, 0, 0))[:2]
        return [(x + math.cos(2 * math.pi * i / 12), y + math.sin(2 * math.pi * i / 12)) for i in range(12)]

    def hit(self, v: UnitView, wx: float, wy: float) -> bool:
        """Whether a world point lies on the unit's base."""
        if v.pose is not None and v.footprint:
            x, y = v.pose[0], v.pose[1]
            r = self._radius.get(v)
            if r is None:
                r = self._radius[v] = max(math.hypot(px - x, py - y) for px, py in v.footprint)
            if (wx - x) ** 2 + (wy - y) ** 2 > r * r:
                return False
        pts = self.world_outline(v)
        inside = False
        for i in range(len(pts)):
            (x1, y1), (x2, y2) = pts[i], pts[i - 1]
            if (y1 > wy) != (y2 > wy) and wx < x1 + (wy - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        return inside

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, camera, v: UnitView, *, selected: bool = False, faded: bool = False,
             labels: bool = True) -> None:
        if not v.alive:
            return
        if v.cell is not None and v.pose is None:
            self._draw_counter(surface, camera, v, v.cell, v.facing, selected=selected, faded=faded, labels=labels)
        else:
            self._draw_base(surface, camera, v, None, selected=selected, faded=faded, labels=labels)

    def draw_ghost(self, surface, camera, v: UnitView, *, pose=None, cell=None, facing=None,
                   outline: tuple[int, int, int] | None = None) -> None:
        """The unit at a pose / cell it is being dragged to, with a coloured outline."""
        if cell is not None:
            self._draw_counter(surface, camera, v, cell, facing, selected=False, faded=False, labels=True,
                               outline=outline)
        else:
            self._draw_base(surface, camera, v, pose, selected=False, faded=False, labels=True, outline=outline)

    # hex and tile counters (a cached sprite per look and zoom)
    def _counter_sprite(self, v: UnitView, facing, scale: float, selected: bool, faded: bool) -> pygame.Surface:
        key = ("c", v.side, v.name, v.strength, v.kind, tuple(sorted(v.markers)), facing, round(scale, 3), selected,
               faded, self.colour(v.side))
        spr = self._sprites.get(key)
        if spr is not None:
            self._sprites.move_to_end(key)
            return spr
        spr = self._make_counter(v, facing, scale, selected, faded)
        self._sprites[key] = spr
        if len(self._sprites) > 1500:
            self._sprites.popitem(last=False)
        return spr

    def _make_counter(self, v, facing, scale, selected, faded) -> pygame.Surface:
        lay = self.layout
        hexmap = lay.kind == "hex"
        radius = (lay.size if hexmap else lay.size / 2) * scale  # centre to corner (hex) / half side (tile)
        size = int(radius * 2 + 6)
        spr = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        k = 0.80 if hexmap else 0.90
        if hexmap:
            pts = [(c + radius * k * math.cos(a), c + radius * k * math.sin(a)) for a in lay._corner_angles]
        else:
            h = radius * k
            pts = [(c - h, c - h), (c + h, c - h), (c + h, c + h), (c - h, c + h)]
        fill = self.colour(v.side)
        if "active" in v.markers:  # the acting unit: a gold halo
            halo = [(c + (x - c) * 1.12, c + (y - c) * 1.12) for x, y in pts]
            pygame.draw.polygon(spr, MARKER_STYLE["active"][1], halo, max(2, int(radius * 0.08)))
        pygame.draw.polygon(spr, _shade(fill, 0.55), [(x + 1.5, y + 2) for x, y in pts])  # drop shadow
        pygame.draw.polygon(spr, fill, pts)
        pygame.draw.polygon(spr, LIGHT if selected else INK, pts, 3 if selected else 1)
        if facing is not None and hexmap:
            ang = math.radians(lay.facing_angle(facing))
            dx, dy = math.cos(ang), math.sin(ang)
            inner = radius * k * math.sqrt(3) / 2  # apothem of the counter
            # the facing side as a bold bar, and a pointer just inside it
            px, py = -dy, dx
            half = radius * k / 2
            a = (c + dx * inner + px * half, c + dy * inner + py * half)
            b = (c + dx * inner - px * half, c + dy * inner - py * half)
            pygame.draw.line(spr, LIGHT, a, b, max(2, int(radius * 0.09)))
            # the pointer stands just outside the counter, in the cell's margin: it never covers the
            # name or strength, and stays inside the cell (short of the neighbour)
            cell_apothem = radius * math.sqrt(3) / 2
            tip = (c + dx * cell_apothem * 0.985, c + dy * cell_apothem * 0.985)
            base = inner + max(1.0, radius * 0.02)
            w = max(3.0, (cell_apothem * 0.985 - base) * 0.9)
            tri = [tip, (c + dx * base + px * w, c + dy * base + py * w), (c + dx * base - px * w, c + dy * base - py * w)]
            pygame.draw.polygon(spr, LIGHT, tri)
            pygame.draw.polygon(spr, INK, tri, 1)
        self._counter_text(spr, v, c, radius * k)
        if faded:
            spr.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
        return spr

    def _counter_text(self, spr, v: UnitView, c: float, r: float) -> None:
        counter_face(self, spr, v, c, r, self.layout.kind == "hex", short_strength(v.strength))

    def _badges(self, surface, markers, slots, radius: int, letters: bool = True) -> None:
        """Marker chips at `slots` (centres), lettered when `letters`; "+" on the last when some do not fit."""
        shown = [m for m in sorted(markers) if m not in STATE_MARKS]
        n = min(len(slots), MAX_BADGES)
        if len(shown) > n:
            shown = shown[:n - 1] + ["+"]
        for (x, y), m in zip(slots, shown):
            letter, colour, _ = ("+", (90, 90, 90), "more") if m == "+" else marker_badge(m)
            cx, cy = int(x), int(y)
            pygame.draw.circle(surface, colour, (cx, cy), radius)
            pygame.draw.circle(surface, INK, (cx, cy), radius, 1)
            if letters:
                img = self.text.get(letter, max(8, int(radius * 1.4)), INK if sum(colour) > 420 else LIGHT, bold=True)
                surface.blit(img, img.get_rect(center=(cx, cy)))

    def _draw_counter(self, surface, camera, v, cell, facing, *, selected, faded, labels, outline=None) -> None:
        spr = self._counter_sprite(v, facing, camera.scale, selected, faded)
        x, y = camera.to_screen(*self.layout.center_of(cell))
        rect = spr.get_rect(center=(round(x), round(y)))
        surface.blit(spr, rect)
        if outline is not None:
            pts = [camera.to_screen(px, py) for px, py in self.layout.polygon_of(cell)]
            pygame.draw.polygon(surface, outline, pts, 3)

    # table bases (footprints)
    def _draw_base(self, surface, camera, v, pose, *, selected, faded, labels, outline=None) -> None:
        world = self.world_outline(v, pose=pose)
        pts = [camera.to_screen(x, y) for x, y in world]
        if len(pts) < 3:
            return
        fill = self.colour(v.side)
        if faded:
            ghost = bbox(pts)
            tmp = pygame.Surface(ghost.size, pygame.SRCALPHA)
            local = [(x - ghost.x, y - ghost.y) for x, y in pts]
            pygame.draw.polygon(tmp, (*fill, 90), local)
            pygame.draw.polygon(tmp, (*INK, 160), local, 1)
            surface.blit(tmp, ghost)
            return
        if "active" in v.markers:
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            pygame.draw.polygon(surface, MARKER_STYLE["active"][1],
                                [(x + (3 if x > cx else -3), y + (3 if y > cy else -3)) for x, y in pts], 2)
            # a ring 3 px round the base (not scaled with it: a big base's ring would reach its neighbours)
        pygame.draw.polygon(surface, _shade(fill, 0.5), [(x + 1, y + 2) for x, y in pts])
        heading = (pose or v.pose or (0, 0, 0))[2]
        art = self.figures.sprite(camera, v, world, heading, fill)
        figured = art is not None and art[2] == "figures"
        # under its figures the base is a darker shade of the side's colour, so that they stand out on it
        pygame.draw.polygon(surface, _shade(fill, 0.5) if figured else fill, pts)
        if art is not None:
            spr, (ax, ay), _ = art
            surface.blit(spr, spr.get_rect(center=(round(ax), round(ay))))
        if figured:
            self._figured.add(v.id)
        else:
            self._figured.discard(v.id)
        fx, fy = math.sin(math.radians(heading)), -math.cos(math.radians(heading))
        # the front: the edge whose middle lies furthest forward
        best, edge = -1e9, None
        for i in range(len(pts)):
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
            d = ((x1 + x2) / 2) * fx + ((y1 + y2) / 2) * fy
            if d > best:
                best, edge = d, ((x1, y1), (x2, y2))
        span = math.dist(*edge) if edge else 0
        if edge and span > 6 and len(pts) <= 8:
            pygame.draw.line(surface, LIGHT, edge[0], edge[1], max(2, min(5, int(camera.scale * 0.18))))
        else:  # round bases: a pointer (a notch at the front edge when the base shows its figure)
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            r = max(math.dist((cx, cy), p) for p in pts)
            inner, half = (0.72, 0.22) if figured else (0.4, 0.35)
            tip = (cx + fx * r * 0.95, cy + fy * r * 0.95)
            side = (-fy * r * half, fx * r * half)
            tri = [tip, (cx + fx * r * inner + side[0], cy + fy * r * inner + side[1]),
                   (cx + fx * r * inner - side[0], cy + fy * r * inner - side[1])]
            pygame.draw.polygon(surface, LIGHT, tri)
            if figured:
                pygame.draw.polygon(surface, INK, tri, 1)
        pygame.draw.polygon(surface, outline or (LIGHT if selected else INK), pts,
                            3 if (selected or outline) else 1)
        if labels:
            self._base_labels(surface, camera, v, pts)
