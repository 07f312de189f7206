"""Saves: atomic, replayable in a fresh process, and refusing bad files clearly."""
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.content import FileError
from game.core.autosave import Autosaver
from game.core.battle import Battle

from .race import Dash, Step, race_scenario

ROOT = Path(__file__).resolve().parents[2]


def played(seed=5, n=6):
    b = Battle.start(race_scenario(length=40), seed=seed)
    for i in range(n):
        if b.to_act() is None:
            break
        b.perform(Step(b.to_act()) if i % 3 == 0 else Dash(b.to_act()))
    return b


def test_save_holds_scenario_seed_log_version_and_checkpoints(tmp_path):
    b = played()
    path = tmp_path / "s.json"
    b.save(path)
    doc = json.loads(path.read_text())
    assert doc["seed"] == 5 and doc["app_version"] and doc["scenario"]["ruleset"] == "race"
    assert doc["actions"][0] == "Step(side='red')" and len(doc["checkpoints"]) == len(doc["actions"])
    again = Battle.load(path)
    assert again.checkpoints == b.checkpoints and again.state_hash() == b.state_hash()


def test_replay_in_a_fresh_process_reproduces_every_checkpoint(tmp_path):
    b = played(n=20)
    path = tmp_path / "s.json"
    b.save(path)
    code = textwrap.dedent(f"""
        import json, sys
        import tests.core.race
        from game.core.battle import Battle
        b = Battle.load({str(path)!r})
        print(json.dumps(b.checkpoints))
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == b.checkpoints


@pytest.mark.parametrize("mutate,field", [
    (lambda d: d.update(save_version=99), "save_version"),
    (lambda d: d.update(format="zip"), "format"),
    (lambda d: d["checkpoints"].__setitem__(2, "0" * 16), "checkpoints.2"),
    (lambda d: d["actions"].__setitem__(1, "Dash(side='green')"), "actions.1"),
    (lambda d: d["actions"].__setitem__(1, "Teleport()"), "actions.1"),
    (lambda d: d.update(seed="x"), "seed"),
    (lambda d: d["scenario"]["sides"][0]["units"][0].update(at=[99, 0]), "scenario.sides.0.units.0.at"),
])
def test_bad_saves_name_the_field(tmp_path, mutate, field):
    b = played()
    doc = json.loads(b.save_text())
    mutate(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(FileError) as err:
        Battle.load(path)
    assert any(p.path == field for p in err.value.problems), str(err.value)
    assert str(path) in str(err.value)


def test_newer_save_message_says_to_update(tmp_path):
    doc = json.loads(played().save_text())
    doc["save_version"] = 7
    (tmp_path / "n.json").write_text(json.dumps(doc))
    with pytest.raises(FileError, match="newer Wartable"):
        Battle.load(tmp_path / "n.json")


def test_autosave_rotates_the_last_five_and_never_overwrites(tmp_path):
    saver = Autosaver(tmp_path, keep=5)
    b = played(n=0)
    b.observers.append(saver)
    for _ in range(8):
        b.perform(Dash(b.to_act()))
    files = saver.files()
    assert [f.name for f in files] == [f"autosave-{n:06d}.json" for n in range(8, 3, -1)]
    assert Battle.load(files[0]).checkpoints == b.checkpoints


def test_corrupt_newest_autosave_falls_back_and_is_kept(tmp_path):
    saver = Autosaver(tmp_path, keep=5)
    b = played(n=0)
    b.observers.append(saver)
    b.perform(Dash("red"))
    b.perform(Dash("blue"))
    newest = saver.files()[0]
    newest.write_text('{"format": "wartable-save", "actions": [')
    loaded, skipped = saver.load_latest()
    assert loaded is not None and loaded.checkpoints == b.checkpoints[:1]
    assert skipped and str(newest) in skipped[0] and newest.exists()


WRITER = textwrap.dedent("""
    import sys, time
    from game.content.files import atomic_write_text
    path, n = sys.argv[1], int(sys.argv[2])
    print("ready", flush=True)
    i = 0
    while True:
        i += 1
        body = ('{"n": %d, "pad": "%s"}' % (i, "x" * (200_000 + (i * 7919) % 100_000)))
        atomic_write_text(path, body)
""")


def test_killing_a_process_mid_save_leaves_old_or_new_never_broken(tmp_path):
    """Kill a writer at random moments, many times: the file always parses."""
    path = tmp_path / "save.json"
    path.write_text('{"n": 0, "pad": ""}')
    last = 0
    for k in range(25):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(k)], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.005 + (k * 37 % 50) / 1000.0)  # not a timing assertion: varies where the kill lands
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        doc = json.loads(path.read_text())  # never half a file
        assert isinstance(doc["n"], int)
        last = doc["n"]
    leftovers = [p for p in tmp_path.iterdir() if p.name != "save.json"]
    for p in leftovers:  # a killed writer may leave its temp file; it never replaces the save
        assert p.name.startswith(".save.json.") and p.name.endswith(".tmp")
    assert last >= 0
    assert os.path.exists(path)
