"""`python -m game import-tiled MAP --ruleset NAME --out SCENARIO.json`: the editor's import on the command line."""
import json
import subprocess
import sys
from pathlib import Path

import tests.ui.editor.squares  # noqa: F401 - registers the test-only tile ruleset squares_test in this process
from game.cli.main import main
from game.content import load_scenario

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "tests" / "editor" / "fixtures" / "tiled" / "maps"


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_tmx_map_becomes_a_scenario_file(tmp_path, capsys):
    out_file = tmp_path / "wend.json"
    code, out, err = run_cli(capsys, "import-tiled", MAPS / "wend_x_odd.tmx", "--ruleset", "fields_of_iron",
                             "--out", out_file)
    assert code == 0 and err == ""
    assert "5 x 4 hexes for Fields of Iron and Echo" in out and "hill (level 2) 3 cells" in out
    sc = load_scenario(out_file)
    assert (sc.ruleset, sc.board.kind, sc.board.orientation, sc.board.offset) == ("fields_of_iron", "hex", "flat",
                                                                                  "odd")
    assert {p.type for p in sc.terrain} == {"woods", "river", "ford", "hill", "village"}
    assert [len(s.units) for s in sc.sides] == [0, 0]


def test_a_json_map_and_its_tmx_twin_give_the_same_terrain(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert run_cli(capsys, "import-tiled", MAPS / "wend_y_odd.tmj", "--ruleset", "fields_of_iron", "--out", a)[0] == 0
    assert run_cli(capsys, "import-tiled", MAPS / "wend_y_even.tmx", "--ruleset", "fields_of_iron", "--out", b)[0] == 0
    da, db = json.loads(a.read_text()), json.loads(b.read_text())
    assert da["terrain"] == db["terrain"] and da["board"]["offset"] == "odd" and db["board"]["offset"] == "even"


def test_an_orthogonal_map_for_a_tile_ruleset(tmp_path, capsys):
    out_file = tmp_path / "squares.json"
    code, out, _ = run_cli(capsys, "import-tiled", MAPS / "squares.tmj", "--ruleset", "squares_test", "--out",
                           out_file)
    assert code == 0 and "4 x 3 tiles" in out
    assert load_scenario(out_file).board.kind == "tiles"


def test_problems_exit_2_with_one_line_each_and_write_nothing(tmp_path, capsys):
    out_file = tmp_path / "x.json"
    code, out, err = run_cli(capsys, "import-tiled", MAPS / "squares.tmx", "--ruleset", "fields_of_iron", "--out",
                             out_file)
    assert code == 2 and out == "" and not out_file.exists()
    assert err.strip() == (f"{MAPS / 'squares.tmx'}: orientation: 'orthogonal' maps cannot be imported for "
                           "fields_of_iron: only hexagonal maps can")
    code, _, err = run_cli(capsys, "import-tiled", MAPS / "squares.tmx", "--ruleset", "chess", "--out", out_file)
    assert code == 2 and "unknown ruleset 'chess'" in err
    out_file.write_text("{}")
    code, _, err = run_cli(capsys, "import-tiled", MAPS / "wend_x_odd.tmx", "--ruleset", "fields_of_iron", "--out",
                           out_file)
    assert code == 2 and "already exists; pass --force" in err and out_file.read_text() == "{}"
    code, _, _ = run_cli(capsys, "import-tiled", MAPS / "wend_x_odd.tmx", "--ruleset", "fields_of_iron", "--out",
                         out_file, "--force")
    assert code == 0 and load_scenario(out_file).board.cols == 5


def test_a_broken_map_in_a_real_process_exits_2_without_a_traceback(tmp_path):
    bad = tmp_path / "broken.tmx"
    bad.write_text('<map orientation="hexagonal" width="2" height="2"><layer')
    proc = subprocess.run([sys.executable, "-m", "game", "import-tiled", str(bad), "--ruleset", "fields_of_iron",
                           "--out", str(tmp_path / "o.json")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith(f"{bad}: (file): not valid XML")
