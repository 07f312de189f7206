"""Fields of Iron and Echo: seeded random battles on the shipped maps, invariants checked at every step,
save/load round trips and replays compared (the CLI runs 500; the suite a few)."""
from game.content.library import shipped_scenarios
from game.core.playout import simulate


def test_random_playouts_end_cleanly():
    scenarios = [(s.path.name, s.scenario) for s in shipped_scenarios("fields_of_iron") if s.scenario]
    assert len(scenarios) >= 2
    report = simulate("fields_of_iron", scenarios, games=8, seed=11)
    details = [(f.seed, f.scenario, f.exception, f.violations[:3]) for f in report.failures]
    assert report.exceptions == 0 and report.violations == 0, details
    assert report.games == 8 and sum(report.wins.values()) == 8
