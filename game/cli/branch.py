"""`branch SAVE --at N --out NEW [--name NAME] [--force]`: fork a save's current line at step N.

NEW's current line is a new branch holding the first N actions of SAVE's current
line; the line it forks from is kept whole in NEW's history (nothing is lost),
so `replay NEW --verify` still checks it and the app can switch back to it.
"""
from __future__ import annotations

from pathlib import Path

from ..content import FileError
from ..core.battle import Battle
from ..core.history import BranchError


def run(args) -> int:
    out = Path(args.out)
    if out.exists() and not args.force:
        raise FileError.one(str(out), "", "already exists; pass --force to replace it")
    battle = Battle.load(args.save)
    length = len(battle.log)
    if not 0 <= args.at <= length:
        raise FileError.one(str(args.save), "actions",
                            f"--at {args.at} is outside its current line (keep 0..{length} of its {length} actions)")
    left = battle.history.current
    try:
        line_id = battle.play_from(args.at, args.name)
    except BranchError as exc:
        raise FileError.one(str(args.save), "lines", str(exc)) from None
    try:
        battle.save(out)
    except OSError as exc:
        raise FileError.one(str(out), "", f"cannot be written: {exc.strerror or exc}") from None
    name = battle.history.line(line_id).name
    print(f"wrote {out}: current line {line_id!r} ({name}) is the first {args.at} of {length} actions; "
          f"line {left!r} is kept whole ({len(battle.history.lines)} lines in its history)")
    return 0
