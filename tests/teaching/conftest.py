import pytest


@pytest.fixture
def home_dir(tmp_path, monkeypatch):
    """The settings folder (lesson progress) in a folder of this test's own."""
    monkeypatch.setenv("WARTABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
