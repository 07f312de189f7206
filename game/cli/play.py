"""`play [SCENARIO|SAVE]`: open the battle screen on a scenario or save (the default scenario if none)."""
from __future__ import annotations


def parse_size(text: str | None, default=(1280, 800)) -> tuple[int, int]:
    """'1600x1000' -> (1600, 1000); a bad size raises FileError naming --size."""
    if not text:
        return default
    problem = ""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        problem = f"{text!r} is not WxH, e.g. 1600x1000"
    else:
        if not (320 <= w <= 8192 and 240 <= h <= 8192):
            problem = f"{w}x{h} is outside 320x240 .. 8192x8192"
    if problem:
        from ..content.errors import FileError  # only on the error path: the file models are slow to import

        raise FileError.one("--size", "", problem)
    return w, h


def run(args) -> int:
    from ..ui.launch import launch

    size = parse_size(args.size, None) if args.size else None
    launch(args.scenario, size, startup_report=getattr(args, "startup_report", False))
    return 0
