"""`capture SCENARIO OUT.png [--size WxH] [--select UNIT] [--overlays ...]`: render headless to a PNG."""
from __future__ import annotations

import os

from .play import parse_size


def run(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from ..content.files import read_json
    from ..ui.capture import capture_scenario

    overlays = {o.strip() for o in args.overlays.split(",") if o.strip()}
    step = getattr(args, "step", None)
    if read_json(args.scenario).get("format") == "wartable-lesson" or step is not None:
        from ..ui.capture_lesson import capture_lesson

        print(capture_lesson(args.scenario, args.out, parse_size(args.size, (1600, 1000)), step=step or 1,
                             overlays=overlays, select=args.select, done=getattr(args, "show_me", False),
                             odds=getattr(args, "odds", False), ui_scale=args.ui_scale))
        return 0
    out = capture_scenario(args.scenario, args.out, parse_size(args.size, (1600, 1000)), overlays=overlays,
                           select=args.select, ui_scale=args.ui_scale, dialog=args.dialog,
                           screen=getattr(args, "screen", None))
    print(out)
    return 0
