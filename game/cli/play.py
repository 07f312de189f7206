"""`play [SCENARIO|SAVE]`: open the battle screen on a scenario or save (the default scenario if none)."""
from __future__ import annotations


def parse_size(text: str | None, default=(1280, 800)) -> tuple[int, int]:
    from ..content.errors import FileError

    if not text:
        return default
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise FileError.one("--size", "", f"{text!r} is not WxH, e.g. 1600x1000") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise FileError.one("--size", "", f"{w}x{h} is outside 320x240 .. 8192x8192")
    return w, h


def run(args) -> int:
    from ..ui.launch import launch

    size = parse_size(args.size, None) if args.size else None
    launch(args.scenario, size, startup_report=getattr(args, "startup_report", False))
    return 0
