"""`capture SCENARIO OUT.png [--size WxH] [--select UNIT] [--overlays ...]`: render headless to a PNG."""
from __future__ import annotations

import os

from .play import parse_size


def run(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ..ui.capture import capture_scenario

    overlays = {o.strip() for o in args.overlays.split(",") if o.strip()}
    out = capture_scenario(args.scenario, args.out, parse_size(args.size, (1600, 1000)), overlays=overlays,
                           select=args.select)
    print(out)
    return 0
