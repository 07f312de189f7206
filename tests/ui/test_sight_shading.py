"""The line-of-sight shading on tables: the visibility polygon and the `seen` parts stay lit (the top of a
hill, a wood's edge), `hidden` parts and everything else are darkened."""
from types import SimpleNamespace

import pygame

from game.core.ruleset import Sight
from game.ui.overlays.sight import SHADE, draw_shade


class _Camera:
    view_x = view_y = 0
    view_w = view_h = 100
    x0 = y0 = 0.0
    scale = 10.0                      # 10 pixels an inch

    def to_screen(self, x, y):
        return (x * self.scale, y * self.scale)


def test_seen_parts_are_lit_and_hidden_parts_darkened():
    surface = pygame.Surface((100, 100))
    surface.fill((255, 255, 255))
    square = lambda x, y, s: ((x, y), (x + s, y), (x + s, y + s), (x, y + s))   # noqa: E731
    sight = Sight(polygon=square(0, 0, 4), seen=(square(5, 5, 4),), hidden=(square(6, 6, 1),))
    draw_shade(surface, _Camera(), SimpleNamespace(width=10.0, height=10.0, kind="table"), sight)
    assert surface.get_at((20, 20))[:3] == (255, 255, 255)          # in the visibility polygon
    assert surface.get_at((55, 85))[:3] == (255, 255, 255)          # in a seen part (a hilltop)
    assert surface.get_at((65, 65))[:3] == SHADE                    # hidden inside it (deep in a wood)
    assert surface.get_at((90, 20))[:3] == SHADE                    # neither
