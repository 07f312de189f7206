"""`simulate` spread over several processes gives the report of one process, game for game."""
from __future__ import annotations

import json

from game.content.library import shipped_scenarios
from game.core.playout import simulate

from .race import Race, race_scenario


def run(scenarios, games, seed, jobs, ruleset="x", round_trips=False):
    seen = []
    report = simulate(ruleset, scenarios, games, seed, round_trips=round_trips, jobs=jobs,
                      progress=lambda i, o: seen.append((i, o.seed, o.scenario, o.actions, o.winner, o.reason,
                                                         o.exception, tuple(o.violations))))
    doc = report.to_json()
    doc.pop("seconds")
    return json.dumps(doc, sort_keys=True), seen


def test_two_processes_play_the_same_fields_of_iron_games_as_one():
    scenarios = [(s.path.name, s.scenario) for s in shipped_scenarios("fields_of_iron") if s.scenario]
    one = run(scenarios, 5, 21, jobs=1, ruleset="fields_of_iron")
    two = run(scenarios, 5, 21, jobs=2, ruleset="fields_of_iron")
    assert one == two
    assert [s[1] for s in two[1]] == [21, 22, 23, 24, 25]       # every game once, reported in order
    assert len({s[3] for s in one[1]}) > 1                        # different battles, not one repeated


def test_failures_come_back_from_the_workers_in_game_order(monkeypatch):
    monkeypatch.setattr(Race, "invariants", lambda self, s: ["red is fast"] if s.position["red"] > 12 else [])
    scenarios = [("race", race_scenario(length=30))]
    one = run(scenarios, 9, 40, jobs=1, round_trips=True)
    three = run(scenarios, 9, 40, jobs=3, round_trips=True)
    assert one == three
    report = json.loads(three[0])
    assert report["violations"] > 0 and report["failures"][0]["violations"][0].endswith("red is fast")


def test_the_command_line_takes_jobs_and_refuses_zero(capsys):
    from game.cli.main import main

    assert main(["simulate", "--ruleset", "fields_of_iron", "--games", "2", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err
    assert main(["simulate", "--ruleset", "fields_of_iron", "--games", "2", "--jobs", "2", "--seed", "4",
                 "--no-round-trips", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
