"""Argument parsing and the error policy: bad input exits 2 with `FILE: field: problem`, never a traceback."""
from __future__ import annotations

import argparse
import sys
import traceback

from .. import __version__

COMMANDS = ("play", "validate", "schema", "simulate", "replay", "branch", "capture", "edit", "import-tiled", "lesson")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game", description="Wartable: tabletop wargames on hex, tile and "
                                "inch-scale tables. With no command, opens the app on the default scenario.")
    p.add_argument("--version", action="version", version=f"Wartable {__version__}")
    p.add_argument("--debug", action="store_true", help="show Python tracebacks for internal errors")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the app (the default command)")
    play.add_argument("scenario", nargs="?", help="a scenario or save file to open (default: the default scenario)")
    play.add_argument("--size", default=None, help="window size WxH")
    play.add_argument("--startup-report", action="store_true",
                      help="print when the first frame and the battle are on screen, then exit (for tools/bench)")

    val = sub.add_parser("validate", help="check scenario and save files; exit 2 listing every problem")
    val.add_argument("files", nargs="+")

    sch = sub.add_parser("schema", help="write the JSON Schemas of every file format into DIR")
    sch.add_argument("dir")

    sim = sub.add_parser("simulate", help="seeded random battles, headless, with invariants checked")
    sim.add_argument("--ruleset", required=True)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--scenario", action="append", help="scenario file(s) to use (default: the ruleset's maps)")
    sim.add_argument("--no-round-trips", action="store_true", help="skip save/load and replay checks (faster)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--jobs", type=int, default=None,
                     help="processes to spread the games over (default: every core; 1: this process only)")
    sim.add_argument("--players", default=None, metavar="A,B",
                     help="two computer players (random, easy, normal, hard) instead of random play; sides "
                          "swap every other game")
    sim.add_argument("--budget", type=float, default=3.0, help="seconds a decision for hard players (default 3)")
    sim.add_argument("--playouts", type=int, default=None,
                     help="hard players stop after this many playouts a decision (with budget to spare, the "
                          "games then depend on the seed alone)")

    rep = sub.add_parser("replay", help="replay a save in this process")
    rep.add_argument("save")
    rep.add_argument("--verify", action="store_true",
                     help="exit 0 only if every checkpoint hash matches, on every branch of its history")
    rep.add_argument("--log", action="store_true", help="print every event")

    br = sub.add_parser("branch", help="write a save whose current line is the first N actions of SAVE's "
                                       "(a new branch; the rest of the line is kept)")
    br.add_argument("save")
    br.add_argument("--at", type=int, required=True, help="how many actions of the current line to keep (0..all)")
    br.add_argument("--out", required=True, help="the save file to write")
    br.add_argument("--name", default=None, help="the new branch's name (default: 'Branch K')")
    br.add_argument("--force", action="store_true", help="replace --out if it exists")

    edit = sub.add_parser("edit", help="open the scenario editor on a scenario (a new one if none is given)")
    edit.add_argument("scenario", nargs="?", help="a scenario file to edit")
    edit.add_argument("--size", default=None, help="window size WxH")
    edit.add_argument("--frames", type=int, default=None, help=argparse.SUPPRESS)

    imp = sub.add_parser("import-tiled", help="make a scenario from a Tiled map (.tmx, .tmj or .json)")
    imp.add_argument("map", help="the Tiled map: hexagonal for hex rulesets, orthogonal for tile rulesets")
    imp.add_argument("--ruleset", required=True, help="the ruleset the scenario is for")
    imp.add_argument("--out", required=True, help="the scenario file to write (.json)")
    imp.add_argument("--force", action="store_true", help="replace --out if it exists")

    cap = sub.add_parser("capture", help="render a scenario (or save) headless to a PNG")
    cap.add_argument("scenario")
    cap.add_argument("out")
    cap.add_argument("--size", default="1600x1000", help="image size WxH (default 1600x1000)")
    cap.add_argument("--select", default=None, help="unit id to select")
    cap.add_argument("--overlays", default="", help="comma list: los,arcs,reach,coords")
    cap.add_argument("--ui-scale", type=int, default=100,
                     help="the interface size in per cent (100, 125, 150, 175, 200), as the settings' Interface size")
    cap.add_argument("--dialog", default=None,
                     help="a dialog open over the battle: settings, players, save, rulings or summary")
    cap.add_argument("--screen", default=None, choices=("menu", "handover"),
                     help="a screen over the battle: the menu (as Esc opens it) or the hand-over screen")
    cap.add_argument("--step", type=int, default=None,
                     help="for a lesson: show this step (1 = the first), the steps before it played by 'Show me'")
    cap.add_argument("--show-me", action="store_true", help="for a lesson: press 'Show me' at that step first")
    cap.add_argument("--odds", action="store_true", help="for a lesson: press 'Show me' once, so a step that rolls "
                                                         "dice shows its odds panel before the roll")

    les = sub.add_parser("lesson", help="check lessons, or record a played sequence as a lesson skeleton")
    lsub = les.add_subparsers(dest="lesson_command", metavar="ACTION", required=True)
    chk = lsub.add_parser("check", help="play each lesson's 'Show me' path on its scripted dice; exit 2 with "
                                        "FILE: steps.N: problem when a step does not do what it says")
    chk.add_argument("files", nargs="+")
    rec = lsub.add_parser("record", help="turn a save, or a scenario and a file of actions, into a lesson skeleton")
    rec.add_argument("scenario", help="a save (its actions are played) or a scenario (with --actions)")
    rec.add_argument("out", help="the lesson file to write")
    rec.add_argument("--actions", default=None, help="a text file of actions, one a line (for a scenario)")
    rec.add_argument("--seed", type=int, default=None, help="the dice seed to play with (default: the save's, or 1)")
    rec.add_argument("--id", default=None, help="the lesson id (default: the file name)")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    if not argv or (argv[0] not in COMMANDS and not argv[0].startswith("-")):
        argv = ["play", *argv]
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *argv])
    try:
        module = __import__(f"game.cli.{args.command.replace('-', '_')}", fromlist=["run"])
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bad file exits 2; an internal error says so in one line unless --debug
        # imported here, not above: the file models are slow to import and `play` shows a frame first
        from ..content import FileError

        if isinstance(exc, FileError):
            for problem in exc.problems:
                print(problem, file=sys.stderr)
            return 2
        if args.debug:
            traceback.print_exc()
        else:
            print(f"wartable: internal error: {type(exc).__name__}: {exc} (run with --debug for details)",
                  file=sys.stderr)
        return 1
