"""`edit [SCENARIO]`: open the scenario editor on a scenario file (a new scenario if none)."""
from __future__ import annotations

from .play import parse_size


def run(args) -> int:
    from ..ui.editor.launch import launch_editor

    size = parse_size(args.size, None) if args.size else None
    launch_editor(args.scenario, size, frames=args.frames)
    return 0
