"""Reading a picked file (game.ui.file_reading): a bad file is a message naming it, never a crash."""
from __future__ import annotations

from game.content import FileError
from game.core.battle import Battle
from game.ui.file_reading import read_or_say


class _App:
    def __init__(self) -> None:
        self.messages: list[tuple[str, str]] = []

    def show_message(self, title: str, text: str) -> None:
        self.messages.append((title, text))


def test_a_file_error_is_said_in_its_own_words_with_what_stays_unchanged():
    app = _App()

    def read():
        raise FileError.one("save.json", "log.3.path", "not a list of points")

    assert read_or_say(app, "Cannot load that save", read, "save.json", unchanged="The battle is unchanged.") is None
    assert app.messages == [("Cannot load that save",
                             "save.json: log.3.path: not a list of points\n\nThe battle is unchanged.")]


def test_an_unexpected_error_names_the_path_and_its_kind(tmp_path):
    app = _App()
    bad = tmp_path / "broken.json"

    def read():
        raise ValueError("the dice state is not three numbers")

    assert read_or_say(app, "Cannot open", read, bad) is None
    (title, text), = app.messages
    assert title == "Cannot open" and text == f"{bad}: ValueError: the dice state is not three numbers"


def test_a_corrupt_save_read_through_it_is_a_message_and_a_good_one_is_returned(tmp_path):
    app = _App()
    bad = tmp_path / "corrupt.json"
    bad.write_text("{ this is not json")
    assert read_or_say(app, "Cannot load that save", lambda: Battle.load(bad), bad) is None
    (title, text), = app.messages
    assert title == "Cannot load that save" and str(bad) in text
    assert read_or_say(app, "x", lambda: 42, bad) == 42 and len(app.messages) == 1
