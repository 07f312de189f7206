"""Battle screen performance: a drag frame on a crowded table, and start-up to the first frame.

drag_frame: 200 bases, 60 terrain polygons, LOS shading, arc, range rings, reach
and labels at 1600x1000 under the SDL dummy driver, a base being dragged (the
pointer moves every frame, so every frame asks the ruleset for a new move
(`move_action`) and `battle.check`s it). Own work = everything the app does in
that frame: the pointer event through pygame_gui and the scene's input,
`move_action` + `battle.check` of the new pose, the overlays, the drawing of
board, bases, ghost, ruler and panels, pygame_gui's update and draw. Left out:
only the display flip (the bench never calls it) and the reference below.
The ghost's own sight is not per-frame work while the base moves: the screen
asks the ruleset for it (`sight_from`, which has its own budget, up to 10 ms
with 200 bases) once the ghost has rested `SIGHT_REST` (0.1 s) at a new place,
and composes the shading from it in the following frame; meanwhile the shading
shown is the last one worked out. The bench measures those frames too, by
resting the ghost 40 times: `sight_frame_*` are the frames that ask the ruleset
and the frames that compose the new shading (reported beside the row, not in
it). Also beside it: the ruleset's share of a drag frame and the median cost of
each `check` and `sight_from`.
Reference: the same window with the cached static board, nothing selected.

startup_first_frame: wall time from spawning `python -m game play --startup-report`
to its first frame on screen; `battle_frame_ms` is the time to the first frame
of the battle screen itself. Reference: `python -c "import pygame"`.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from timing import Row, measure, median, p95

NAMES = ["drag_frame", "startup_first_frame"]
ROOT = Path(__file__).resolve().parents[2]
SIZE = (1600, 1000)


def _drag_rows() -> list[Row]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("WARTABLE_HOME", str(Path("/tmp") / f"wartable-bench-{os.getpid()}"))
    import pygame

    import tests.ui.rulesets  # noqa: F401  (the test table ruleset: the real ones plug in the same way)
    from game.core.battle import Battle
    from game.ui.app import App
    from game.ui.scenes.battle import BattleScene
    from game.ui.settings import Settings
    from tests.ui.rulesets import big_table_scenario

    app = App(SIZE, settings=Settings(animation="off", handover="off"))
    battle = Battle.start(big_table_scenario(200, 60), 1)
    scene = BattleScene(app, battle, autosaver=None)
    app.push(scene)
    surface = app.surface
    views = scene.session.views()
    assert len(views) == 200 and len(battle.scenario.terrain) == 60

    def frame(events=()):
        for ev in events:
            if not app.manager.process_events(ev):
                scene.handle_event(ev)
        scene.update(1 / 60)
        app.manager.update(1 / 60)
        scene.draw(surface)
        app.manager.draw_ui(surface)

    # reference: nothing selected, the camera still: one blit of the cached board and the panels
    for _ in range(3):
        frame()
    ref = measure(frame, repeat=150)

    # the drag: pick up a front-rank base and sweep it to and fro under the pointer
    uid = "r50"
    x, y, _ = views[uid].pose
    cam = scene.view.camera
    start = cam.to_screen(x, y)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)
    frame([pygame.event.Event(pygame.MOUSEMOTION, pos=down.pos, rel=(0, 0), buttons=(0, 0, 0)), down])
    assert scene.move is not None and scene.move.dragging, "the bench could not pick up a base"
    step = [0]
    in_ruleset = [0.0]          # ms spent in the ruleset during the current frame (reported apart, not left out)
    checks: list[float] = []
    sights: list[float] = []

    def timed(fn, record):
        def wrapper(*args):
            t0 = time.perf_counter()
            try:
                return fn(*args)
            finally:
                ms = (time.perf_counter() - t0) * 1000
                in_ruleset[0] += ms
                record.append(ms)
        return wrapper

    moves: list[float] = []
    scene.session.check = timed(scene.session.check, checks)
    scene.session.sight_from = timed(scene.session.sight_from, sights)
    scene.session.move_action = timed(scene.session.move_action, moves)
    own: list[float] = []
    ruleset_share: list[float] = []

    def drag():
        step[0] += 1
        k = step[0] % 120
        dx = (k if k < 60 else 120 - k) * 2       # 0..120 px and back, a new pose every frame
        pos = (int(start[0] + dx), int(start[1] - dx // 3))
        in_ruleset[0] = 0.0
        t0 = time.perf_counter()
        frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(2, 0), buttons=(1, 0, 0))])
        own.append((time.perf_counter() - t0) * 1000)
        ruleset_share.append(in_ruleset[0])

    for _ in range(5):
        drag()
    own.clear()
    ruleset_share.clear()
    checks.clear()
    sights.clear()
    measure(drag, repeat=300, warmup=0)
    frames = len(own)
    drag_own, drag_share = own[:], ruleset_share[:]
    assert scene.overlays.los and scene.selected == uid

    # the ghost rests: its sight is worked out, then shown; time exactly those frames
    sight_frames: list[float] = []
    for _ in range(40):
        drag()
        for _ in range(12):
            calls, builds = len(sights), scene.layer.sight_builds
            t0 = time.perf_counter()
            frame()
            ms = (time.perf_counter() - t0) * 1000
            if len(sights) > calls or scene.layer.sight_builds > builds:
                sight_frames.append(ms)
    assert scene.drag_sight is not None and len(sight_frames) >= 60, "the ghost's sight was never shown"
    row = Row("drag_frame", median(drag_own), p95(drag_own), "static frame (cached board blit)", median(ref),
              "p95 <= 6 ms", p95(drag_own) <= 6.0,
              extra={"ruleset_share_median_ms": round(median(drag_share), 3),
                     "ruleset_share_p95_ms": round(p95(drag_share), 3),
                     "check_ms": round(statistics.median(checks), 3) if checks else None,
                     "sight_from_ms": round(statistics.median(sights), 3) if sights else None,
                     "sight_frame_median_ms": round(median(sight_frames), 3),
                     "sight_frame_p95_ms": round(p95(sight_frames), 3),
                     "frames": frames, "bases": 200, "terrain_polygons": 60, "size": f"{SIZE[0]}x{SIZE[1]}"})
    app.window.destroy()
    return [row]


def _spawn_times(argv, env, marks: tuple[str, ...]) -> dict[str, float]:
    """Wall seconds from spawning `argv` to each marked line it prints (or to its exit)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    seen: dict[str, float] = {}
    for line in proc.stdout:
        word = line.split(" ", 1)[0]
        if word in marks:
            seen[word] = time.perf_counter() - t0
    proc.wait()
    if not marks:
        seen["exit"] = time.perf_counter() - t0
    return seen


def _startup_rows(runs: int = 9) -> list[Row]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # let pycache work, as for players
    env |= {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "WARTABLE_HOME": str(Path("/tmp") / f"wartable-bench-start-{os.getpid()}")}
    play = [sys.executable, "-m", "game", "play", "--startup-report"]
    ref_cmd = [sys.executable, "-c", "import pygame"]
    for _ in range(2):  # warm the file cache and pycache
        _spawn_times(play, env, ("first-frame", "battle-frame"))
        _spawn_times(ref_cmd, env, ())
    first, battle, ref = [], [], []
    for _ in range(runs):
        seen = _spawn_times(play, env, ("first-frame", "battle-frame"))
        first.append(seen["first-frame"] * 1000)
        battle.append(seen.get("battle-frame", float("nan")) * 1000)
        ref.append(_spawn_times(ref_cmd, env, ())["exit"] * 1000)
    return [Row("startup_first_frame", median(first), p95(first), 'python -c "import pygame"', median(ref),
                "median <= 300 ms", median(first) <= 300.0,
                extra={"battle_frame_ms": round(median(battle), 1), "runs": runs})]


def rows() -> list[Row]:
    return _drag_rows() + _startup_rows()
