"""Scenario editor performance on the crowded table (200 bases, 60 terrain polygons, 1600x1000).

editor_drag_frame: a base carried with the Select tool, the pointer moving every frame (the cached
picture is blitted, the ghost drawn on top); own work = the editor's input, update and drawing plus
the panels (pygame_gui update and draw), the display flip left out.
editor_edit: one edit as the designer makes it (a base dropped somewhere else: the document copied,
changed and validated as a Scenario, undo kept) plus the first frame after it (views, checks and the
picture built again).
editor_paint_stroke: a 12-hex brush stroke on a 40 x 30 hex map committed, plus the first frame after
it (the board re-rendered).
Reference for all three: the same editor frame with nothing happening.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from timing import Row, measure, median, p95

NAMES = ["editor_drag_frame", "editor_edit", "editor_paint_stroke"]
SIZE = (1600, 1000)


def _editor(doc):
    import pygame  # noqa: F401

    from game.ui.app import App
    from game.ui.editor.scene import EditorScene
    from game.ui.settings import Settings

    app = App(SIZE, settings=Settings(animation="off", handover="off"))
    scene = EditorScene(app, doc)
    app.push(scene)

    def frame(events=()):
        for ev in events:
            if not app.manager.process_events(ev):
                scene.handle_event(ev)
        scene.update(1 / 60)
        app.manager.update(1 / 60)
        scene.draw(app.surface)
        app.manager.draw_ui(app.surface)

    for _ in range(3):
        frame()
    return app, scene, frame


def rows() -> list[Row]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("WARTABLE_HOME", str(Path("/tmp") / f"wartable-bench-{os.getpid()}"))
    import pygame

    import tests.ui.rulesets  # noqa: F401  (the test table ruleset)
    from game.ui.editor.document import EditorDocument
    from game.ui.editor import edits
    from tests.ui.rulesets.scenarios import big_table_doc

    out = []
    app, scene, frame = _editor(EditorDocument(big_table_doc(200, 60)))
    ref = measure(frame, repeat=150)
    cam = scene.view.camera
    x, y, _ = scene.doc.scenario.sides[0].units[50].pose
    start = cam.to_screen(x, y)
    frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(start[0]), int(start[1])), rel=(0, 0), buttons=(0, 0, 0)),
           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)])
    step = [0]

    def drag():
        step[0] += 1
        k = step[0] % 120
        dx = (k if k < 60 else 120 - k) * 2
        frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(start[0] + dx), int(start[1] - dx // 3)), rel=(2, 0),
                                  buttons=(1, 0, 0))])

    for _ in range(5):
        drag()
    assert scene.tool.busy and scene.hidden is not None, "the bench could not pick up a base"
    times = measure(drag, repeat=300, warmup=0)
    out.append(Row("editor_drag_frame", median(times), p95(times), "editor frame, nothing happening", median(ref),
                   "p95 <= 6 ms", p95(times) <= 6.0, extra={"bases": 200, "terrain_polygons": 60}))
    frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(start[0]), int(start[1])), button=1)])

    flip = [0]

    def edit():
        flip[0] ^= 1
        target = ("unit", 0, 10)
        scene.apply("Move unit", lambda d: edits.set_unit_pose(d, target, pose=(20 + flip[0], 40, 0)))
        frame()

    times = measure(edit, repeat=40)
    out.append(Row("editor_edit", median(times), p95(times), "editor frame, nothing happening", median(ref),
                   "p95 <= 100 ms", p95(times) <= 100.0, extra={"bases": 200, "terrain_polygons": 60}))
    app.window.destroy()

    app, scene, frame = _editor(EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 40, "rows": 30}))
    ref = measure(frame, repeat=100)
    row = [0]

    def stroke():
        row[0] = (row[0] + 1) % 30
        cells = [(c, row[0]) for c in range(12)]
        kind = "woods" if row[0] % 2 else "marsh"
        scene.apply("Paint", lambda d: edits.paint_cells(d, cells, kind, neighbours=scene.grid.neighbours))
        frame()

    times = measure(stroke, repeat=40)
    out.append(Row("editor_paint_stroke", median(times), p95(times), "editor frame, nothing happening", median(ref),
                   "p95 <= 100 ms", p95(times) <= 100.0, extra={"map": "40x30 hexes"}))
    app.window.destroy()
    return out


if __name__ == "__main__":  # pragma: no cover
    for r in rows():
        print(r.to_json())
    time.sleep(0)
