"""Shipped scenarios and army lists, random playouts, saves and replays, and the ruleset as data."""
from pathlib import Path


from game.cli.main import main
from game.content import load_scenario
from game.core.battle import Battle
from game.core.playout import simulate
from game.core.ruleset import get_ruleset
from game.rulesets.iron_winds import sections as S

ROOT = Path(__file__).resolve().parents[3]
MAPS = sorted((ROOT / "maps").glob("iron_winds_*.json"))
ARMIES = sorted((ROOT / "maps" / "armies").glob("iron_winds_*.json"))


def test_every_shipped_map_and_army_list_validates(capsys):
    """Every shipped Iron Winds map and army list passes `python -m game validate`."""
    assert len(MAPS) >= 2 and ARMIES
    assert main(["validate", *map(str, MAPS), *map(str, ARMIES)]) == 0
    assert f"{len(MAPS) + len(ARMIES)} file(s) valid" in capsys.readouterr().out


def test_the_small_battle_is_humans_against_orcs_with_the_typical_army():
    """Scenarios › the small battle pits the typical 150-point human army against an orc war band, led by an
    orc and mostly orcs, with goblin wolf riders (Goblins & Orcs share their special rules); the war band is
    larger (192 points) because the knights are worth more than their points in this battle (even between
    equal computer players, stop 29's note)."""
    sc = load_scenario(ROOT / "maps" / "iron_winds_border_skirmish.json")
    rs = get_ruleset("iron_winds")
    races = {s.id: [p.profile.split("_")[0] for p in s.units] for s in sc.sides}
    assert set(races["humans"]) == {"human"} and set(races["orcs"]) == {"orc", "goblin"}
    assert races["orcs"].count("orc") > races["orcs"].count("goblin")
    orcs = next(s for s in sc.sides if s.id == "orcs")
    assert rs.army_report(sc, "humans").points == 150
    assert rs.army_report(sc, "orcs").points == orcs.points_limit == 192
    assert not rs.army_report(sc, "orcs").errors


def test_the_large_battle_has_hills_woods_walls_and_a_river():
    """Scenarios › the larger battle of fantasy races has hills, woods, walls and a river."""
    sc = load_scenario(ROOT / "maps" / "iron_winds_grey_ford.json")
    types = {t.type for t in sc.terrain}
    assert {"hill", "woods", "wall", "river"} <= types
    assert len({p.profile.split("_")[0] for s in sc.sides for p in s.units}) >= 4


def test_random_playouts_end_without_exceptions_or_violations():
    """Random playouts › seeded battles on each shipped map: no exception, no invariant broken (figures never
    negative, no overlapping bases, routed units never moved, dead leaders never acting), save/load round
    trips and replay equality along the way."""
    scenarios = [(p.name, load_scenario(p)) for p in MAPS]
    report = simulate("iron_winds", scenarios, games=len(scenarios), seed=11)
    assert report.exceptions == 0 and report.violations == 0, report.failures[:1]
    assert all(n > 0 for n in report.wins.values())


def test_save_load_and_replay_reproduce_the_battle(tmp_path):
    """Saves › a battle saved part way loads back to the same state, and replaying its log matches every
    checkpoint."""
    b = Battle.start(load_scenario(ROOT / "maps" / "iron_winds_border_skirmish.json"), seed=5)
    for _ in range(40):
        if b.to_act() is None:
            break
        options = b.legal_actions().list()
        b.perform(options[len(b.log) * 7 % len(options)])
    path = tmp_path / "save.json"
    b.save(path)
    again = Battle.load(path)
    assert again.state_hash() == b.state_hash() and again.checkpoints == b.checkpoints
    for a in b.log:
        assert get_ruleset("iron_winds").parse_action(a.to_text()) == a


def test_ruleset_metadata_rulings_and_summaries_are_data():
    """The ruleset declares its metadata, rulings and summaries as data; every summary cites a section."""
    rs = get_ruleset("iron_winds")
    meta = rs.meta
    assert meta.boards == ("table",) and meta.dice == ("d6", "2d6")
    assert {t.key for t in meta.terrain_types} >= {"hill", "woods", "wall", "hedge", "river", "ford", "bridge"}
    assert {t.key: t.geometry for t in meta.terrain_types}["river"] == "line"
    assert {o.key for o in meta.options} == {"longbows", "crossbows", "elite", "pikes", "heroes", "cavalry_charges",
                                              "knight_cavalry", "horse_archers"}
    sections = {v for k, v in vars(S).items() if k.isupper() and isinstance(v, str)}
    assert len(rs.rulings) >= 40 and all(r.section in sections for r in rs.rulings)
    assert all(s.section in sections for s in rs.summaries)
    assert len(rs.summaries) >= 25


def test_every_die_rolled_appears_in_exactly_one_event():
    """Every roll of the battle's dice is shown in exactly one event (the dice log explains them all)."""
    b = Battle.start(load_scenario(ROOT / "maps" / "iron_winds_grey_ford.json"), seed=9)
    while b.to_act() is not None and len(b.log) < 120:
        options = b.legal_actions().list()
        b.perform(options[(len(b.log) * 13 + 5) % len(options)])
    shown = [id(r) for e in b.events for r in e.rolls]
    assert len(shown) == len(set(shown)) and sorted(shown) == sorted(id(r) for r in b.dice.rolls)
    assert len(b.dice.rolls) > 20


def test_schema_command_writes_the_army_list_schema(tmp_path, capsys):
    """Army lists › `python -m game schema` writes the army list's JSON Schema beside the others."""
    assert main(["schema", str(tmp_path)]) == 0
    assert (tmp_path / "army.schema.json").exists() and (tmp_path / "profile.schema.json").exists()
