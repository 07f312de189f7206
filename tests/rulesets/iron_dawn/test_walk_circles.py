"""Movement: `blocked_by` tests a model's round base against another round base as `overlapping` does
(which answers two circles directly: tests/geometry/test_plane.py), at the touching distance and either
side of it."""
from __future__ import annotations

import math

from game.geometry.plane import Circle
from game.geometry.planegaps import overlapping
from game.rulesets.iron_dawn.obstacles import Obstacle, blocked_by


def test_round_bases_block_as_overlapping_says():
    cases = blocked = 0
    for r1 in (0.5, 0.625, 1.0, 1.5e-6):
        for r2 in (0.0, 0.5, 0.8125, 1.25):
            for k in range(24):
                angle = math.radians(15 * k + 7)
                a = Circle(10.0 + k * 1.37, 20.0 - k * 0.61, r1)
                for gap in (-0.5, -2e-6, -1e-6, -5e-7, 0.0, 5e-7, 1e-6, 2e-6, 1e-5, 0.25):
                    d = r1 + r2 + gap
                    b = Circle(a.x + d * math.sin(angle), a.y - d * math.cos(angle), r2)
                    want = overlapping(a, b, 1e-6)
                    assert (blocked_by(None, a, [Obstacle(b, "b", "")]) is not None) == want, (a, b)
                    cases += 1
                    blocked += want
    assert cases == 3840 and 0 < blocked < cases
