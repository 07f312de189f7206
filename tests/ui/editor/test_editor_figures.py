"""Issue 16: the editor stands the battle screen's figures on its table bases (the ruleset's own views of the
battle's start), and the catalogue's when the scenario cannot start yet."""
from game.content.library import maps_dir
from game.core.battle import Battle


def _views(path):
    from game.ui.session import BattleSession

    return BattleSession(Battle.from_file(path, seed=1)).views()


def test_the_editor_stands_the_battles_figures_on_table_bases(edit):
    from game.ui.editor.document import EditorDocument

    path = maps_dir() / "forgotten_world_grimtusk_pass.json"
    d = edit(EditorDocument.open(str(path)))
    editor = d.scene.views()
    battle = _views(path)
    for uid, v in editor.items():
        b = battle[uid]
        assert (v.kind, v.figures, v.files, v.ranks) == (b.kind, b.figures, b.files, b.ranks), uid
    assert any(v.figures > 1 for v in editor.values())
    # the battle's figure cache draws them: its sprites are made while the editor paints its picture
    d.step(2)
    assert d.scene.artist.figures.drawn > 0


def test_a_half_made_scenario_still_shows_figures(edit):
    """A half-made scenario (one unit, no leader, nothing for the other side) starts: its figures are the battle's."""
    from game.ui.editor.document import EditorDocument, new_document_data

    data = new_document_data("iron_winds", {"kind": "table", "width": 48, "height": 36})
    data["sides"][0]["units"] = [{"id": "k", "profile": "human_knight_cavalry", "pose": [20, 20, 0]}]
    d = edit(EditorDocument(data))
    v = d.scene.views()["k"]
    assert v.figures == 6 and v.kind == "heavy_cavalry"


def test_a_scenario_that_cannot_start_shows_the_catalogues_figures(edit, monkeypatch):
    """When the ruleset's setup refuses the scenario, the figures come from the catalogue (the count)."""
    from game.ui.editor.document import EditorDocument, new_document_data

    data = new_document_data("iron_winds", {"kind": "table", "width": 48, "height": 36})
    data["sides"][0]["units"] = [{"id": "k", "profile": "human_knight_cavalry", "pose": [20, 20, 0]}]
    d = edit(EditorDocument(data))
    ruleset = d.scene.rules.ruleset

    def refuse(*_):
        raise ValueError("not ready")
    monkeypatch.setattr(ruleset, "setup", refuse)
    assert d.scene.rules.looks(d.scene.doc.scenario) == {}
    d.scene.doc.apply("nudge", lambda doc: doc["sides"][0]["units"][0].update(pose=[21, 20, 0]))
    v = d.scene.views()["k"]
    assert v.figures == 6 and v.kind == ""                # the count from the catalogue; the kind unknown
