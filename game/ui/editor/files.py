"""The editor's files: new, open, save, save as and import (a Tiled map), each asking first when the
scenario has unsaved changes. A bad file is a note naming it and what is wrong; the editor keeps
the document it had. A mixin of `EditorScene` (through `EditorCommands`)."""
from __future__ import annotations

from pathlib import Path

from ...content import FileError
from ...core.ruleset import get_ruleset, ruleset_names
from ..file_reading import read_or_say
from ..notes import DONE
from .document import EditorDocument
from .panel_checks import check_text

__all__ = ["EditorFiles"]


class EditorFiles:
    def _unsaved_first(self, then, what: str) -> None:
        if not self.doc.dirty:
            then()
            return
        from .dialogs import ask

        self.dialogs["ask"] = ask(self.app.manager, self.app.size, "Unsaved changes",
                                  f"The scenario has changes that are not saved. {what} anyway and lose them?",
                                  f"{what}, lose changes", then)

    def ask_new(self) -> None:
        from .dialogs import NewScenarioWindow

        def start():
            self.dialogs["new"] = NewScenarioWindow(self.app.manager, self.app.size, self.new_scenario,
                                                    self.doc.scenario.ruleset)
        self._unsaved_first(start, "Start a new scenario")

    def new_scenario(self, ruleset: str, board: dict, title: str) -> None:
        try:
            doc = EditorDocument.new(ruleset, board, title)
        except FileError as exc:
            self.app.show_message("Cannot make that scenario", str(exc))
            return
        self.load_document(doc)
        self.toast(f"New scenario: {title}", DONE)

    def ask_open(self) -> None:
        from ..dialogs.saves import SavesWindow
        from ...content.paths import scenarios_dir

        def pick():
            self.dialogs["open"] = SavesWindow(self.app.manager, self.app.size, scenarios_dir(), "load",
                                               self.open_file, kind="scenario")
        self._unsaved_first(pick, "Open another scenario")

    def open_file(self, path: str) -> bool:
        doc = read_or_say(self.app, "Cannot open that scenario", lambda: EditorDocument.open(path), path,
                          unchanged="The scenario you were editing is unchanged.")
        if doc is None:
            return False
        self.load_document(doc)
        self.toast(f"Opened {path}", DONE)
        return True

    def ask_import(self) -> None:
        from ..dialogs.files import load_dialog
        from ...content.paths import scenarios_dir

        def pick():
            self.dialogs["import"] = load_dialog(self.app.manager, self.app.size, scenarios_dir(),
                                                 window_title="Import a Tiled map (.tmx, .tmj)",
                                                 suffixes={".tmx", ".tmj", ".json"})
        self._unsaved_first(pick, "Import a map")

    def import_rulesets(self, kind: str = "hex") -> list[str]:
        """The rulesets an imported map of board `kind` ("hex" or "tiles") may be for, in the order tried:
        this scenario's if it plays on that kind, then every other installed ruleset that does."""
        names = [n for n in ruleset_names() if kind in get_ruleset(n).meta.boards]
        if self.rules.known and self.rules.name in names:
            names.remove(self.rules.name)
            names.insert(0, self.rules.name)
        return names

    def import_file(self, path: str) -> bool:
        """Import a Tiled map for the first ruleset (see `import_rulesets`) that plays on its kind of board and
        knows all its terrain; if none does, the first one's problem is shown."""
        from ...content.tiled import import_tiled_for, tiled_board_kind

        try:
            kind = tiled_board_kind(path) or "hex"   # another orientation: the import below says why not
            names = self.import_rulesets(kind)
            if not names:
                words = {"hex": "hex maps", "tiles": "square tiles"}[kind]
                self.app.show_message("Cannot import", f"{path}: no installed ruleset plays on {words}.")
                return False
            first_problem = None
            for name in names:
                meta = get_ruleset(name).meta
                try:
                    scenario = import_tiled_for(path, meta)
                    break
                except FileError as exc:
                    first_problem = first_problem or exc
            else:
                raise first_problem
        except FileError as exc:
            self.app.show_message("Cannot import that map", str(exc))
            return False
        from ...content import dump_scenario

        self.load_document(EditorDocument(dump_scenario(scenario)))
        self.toast(f"Imported {Path(path).name} for {meta.title}", DONE)
        return True

    def save(self) -> None:
        if self.doc.path is None:
            self.ask_save_as()
            return
        self._checked_save(self.doc.path)

    def ask_save_as(self) -> None:
        from ..dialogs.saves import SavesWindow
        from ...content.paths import scenarios_dir

        folder = self.doc.path.parent if self.doc.path is not None else scenarios_dir()
        self.dialogs["save"] = SavesWindow(self.app.manager, self.app.size, folder, "save",
                                           lambda path: self.file_picked(self.dialogs.get("save"), path),
                                           title=self.doc.scenario.title, kind="scenario")

    def _checked_save(self, path) -> None:
        problems = self.problems()
        if not problems:
            self.save_to(path)
            return
        from .dialogs import ask

        lines = "\n".join(f"• {check_text(self, c)}" for c in problems[:6]) + (f"\n• ... and {len(problems) - 6} more"
                                                                       if len(problems) > 6 else "")
        self.dialogs["ask"] = ask(self.app.manager, self.app.size, "Save with problems?",
                                  f"The checks found {len(problems)} problem{'s' * (len(problems) != 1)}; the "
                                  f"scenario cannot be played until they are fixed:\n{lines}",
                                  "Save anyway", lambda: self.save_to(path), "Cancel",
                                  lambda: self.show_tab("checks"))

    def save_to(self, path) -> bool:
        try:
            where = self.doc.save(path)
        except Exception as exc:  # noqa: BLE001 - the scenario stays; say why
            self.app.show_message("Cannot save", f"{path}: {type(exc).__name__}: {exc}")
            return False
        self.toast(f"Saved to {where}", DONE)
        return True

    def file_picked(self, element, path: str) -> None:
        if element is self.dialogs.get("save"):
            target = Path(path)
            if target.suffix.lower() != ".json":
                target = target.with_suffix(".json")
            self._checked_save(target)
        elif element is self.dialogs.get("open"):
            self.open_file(path)
        elif element is self.dialogs.get("import"):
            self.import_file(path)

