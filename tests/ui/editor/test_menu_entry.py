"""The menu's way into the editor: edit the selected scenario, or start a new one; Close comes back."""
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings
from tests.ui.editor.conftest import EditorDriver


def test_menu_opens_the_editor_on_the_selected_scenario_and_close_returns(home):
    app = App((1280, 800), settings=Settings(animation="off", handover="off"))
    try:
        menu = MenuScene(app)
        app.push(menu)
        d = EditorDriver(app)
        d.step(2)
        d.click_button("Edit scenario")
        editor = d.scene
        assert type(editor).__name__ == "EditorScene" and editor.doc.path == menu.chosen.path
        d.click_button("Close")
        assert d.scene is menu
        d.click_button("Editor: new scenario")
        assert type(d.scene).__name__ == "EditorScene" and d.scene.doc.path is None
    finally:
        app.window.destroy()
