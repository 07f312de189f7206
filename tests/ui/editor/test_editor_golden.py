"""Golden screenshots of the editor (see tests/ui/golden.py for the tolerance and how to regenerate)."""
import pygame

from game.content.library import maps_dir
from game.ui.editor.document import EditorDocument
from tests.ui.golden import check_golden
from tests.ui.rulesets.scenarios import table_doc


def test_golden_editor_hex_armies_tab(edit):
    d = edit(EditorDocument.open(maps_dir() / "fields_of_iron_first_clash.json"), size=(1120, 720))
    d.click_button("Armies")
    d.scene.select(("unit", 0, 1))
    d.step(3)
    check_golden("editor_hex_armies", d.app.surface)


def test_golden_editor_table_terrain_tab(edit):
    d = edit(EditorDocument(table_doc()), size=(1120, 720))
    d.scene.select(("terrain", 1))          # the wood: its outline and corner handles
    d.key(pygame.K_p)
    for x, y in ((30, 28), (40, 27), (42, 33)):
        d.click(d.world(x, y))
    d.move(d.world(34, 34))                 # a polygon half drawn, following the pointer
    d.step(2)
    check_golden("editor_table_drawing", d.app.surface)
