"""`simulate --players A,B`: the JSON report, the sides swapped across games, bad player names."""
from __future__ import annotations

import json

import pytest

import tests.core.race  # noqa: F401 - registers the test-only race ruleset
from game.ai.match import tournament
from game.cli.main import main
from tests.core.race import race_scenario


def run_cli(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_players_json(tmp_path, capsys):
    sc = tmp_path / "race.json"
    sc.write_text(json.dumps(race_scenario(length=20, turn_limit=30).model_dump(mode="json", exclude_unset=True)))
    args = ["simulate", "--ruleset", "race", "--games", "4", "--seed", "2", "--scenario", str(sc),
            "--players", "easy,random", "--json", "--jobs", "1"]
    code, out, _ = run_cli(capsys, *args)
    report = json.loads(out)
    assert code == 0
    assert report["players"] == ["A:easy", "B:random"]
    assert set(report["wins_by_player"]) == {"A:easy", "B:random", "draw"}
    assert sum(report["wins_by_player"].values()) == 4
    for label in report["players"]:
        assert report["seconds_per_decision"][label]["decisions"] > 0
        assert report["seconds_per_decision"][label]["mean_seconds"] >= 0
    code2, out2, _ = run_cli(capsys, *args[:-1], "2")  # two worker processes: the same battles
    assert code2 == 0 and json.loads(out2)["wins_by_player"] == report["wins_by_player"]


def test_sides_swap_every_other_game():
    seen = []
    tournament([("race", race_scenario(length=12, turn_limit=20))], 4, 1, ["easy", "random"],
               progress=lambda i, o: seen.append(o.players))
    first_side = [next(s for s, who in p.items() if who == "A:easy") for p in seen]
    assert first_side[0] != first_side[1] and first_side[0] == first_side[2] and first_side[1] == first_side[3]


@pytest.mark.parametrize("text,message", [("easy", "give two players"), ("easy,genius", "unknown player 'genius'")])
def test_simulate_players_bad_names_exit_2(capsys, text, message):
    code, _, err = run_cli(capsys, "simulate", "--ruleset", "race", "--games", "1", "--players", text)
    assert code == 2 and message in err
