"""Golden screenshots: compare a capture with a stored PNG, per pixel, with a tolerance.

Images are compared at half size (small PNGs in tests/ui/golden/, less sensitive
to font anti-aliasing). A pixel differs when any channel is off by more than
`CHANNEL_TOLERANCE`; the test fails when more than `MAX_SHARE` of the pixels
differ. To regenerate after an intended change of look:

    WARTABLE_UPDATE_GOLDEN=1 tools/test tests/ui/test_golden.py

then LOOK at the new PNGs before committing them.
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame

GOLDEN = Path(__file__).parent / "golden"
CHANNEL_TOLERANCE = 24
MAX_SHARE = 0.01


def shrink(surface: pygame.Surface) -> pygame.Surface:
    w, h = surface.get_size()
    return pygame.transform.smoothscale(surface.convert(24) if surface.get_bitsize() != 24 else surface,
                                        (w // 2, h // 2))


def differing_share(a: pygame.Surface, b: pygame.Surface) -> float:
    pa = pygame.surfarray.array3d(a).astype(np.int16)
    pb = pygame.surfarray.array3d(b).astype(np.int16)
    if pa.shape != pb.shape:
        return 1.0
    off = (np.abs(pa - pb) > CHANNEL_TOLERANCE).any(axis=2)
    return float(off.mean())


def check_golden(name: str, surface: pygame.Surface) -> None:
    small = shrink(surface)
    path = GOLDEN / f"{name}.png"
    if os.environ.get("WARTABLE_UPDATE_GOLDEN") or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(small, str(path))
        if not os.environ.get("WARTABLE_UPDATE_GOLDEN"):
            raise AssertionError(f"{path} did not exist: written now; look at it and commit it")
        return
    stored = pygame.image.load(str(path))
    share = differing_share(small, stored)
    if share > MAX_SHARE:
        out = Path(os.environ.get("TMPDIR", "/tmp")) / f"{name}-actual.png"
        pygame.image.save(small, str(out))
        raise AssertionError(f"{name}: {share:.1%} of pixels differ (max {MAX_SHARE:.0%}); actual in {out}")
