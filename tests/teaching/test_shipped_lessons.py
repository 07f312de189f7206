"""Every shipped lesson plays along its Show-me path and does what each step says (issue 14, Checks);
each ruleset's course covers the turn, movement, terrain, sight, shooting, fighting, morale and special rules."""
import pytest

from game.core.ruleset import get_ruleset
from game.teaching.check import check_lesson
from game.teaching.library import lessons_dir, lessons_for_section, shipped_lessons
from game.teaching.load import known_sections, load_lesson

LESSONS = [e.path for e in shipped_lessons()]
ALL_FILES = sorted(lessons_dir().glob("*.json"))

# The sections each course must teach at the least (issue 14, Content), by ruleset.
REQUIRED = {
    "fields_of_iron": ["The Turn", "The Turn › Activation", "Move › Basic move", "Move › Charge", "Line of sight",
                       "Shoot", "Fight", "Move › Leadership skills", "Terrain › Woods", "Terrain › Hills",
                       "Shoot › Artillery", "Fight › Defend the boss!"],
    "iron_winds": ["The Game Turn", "Event I. Personal Challenges", "Event II. Archery", "Event III. Movement",
                   "Terrain Effects", "Event IV. Melee", "Melee Modifiers", "Event V. Morale", "Morale Modifiers",
                   "Unit Rally", "Leaders", "Special Fantasy Rules › Elves"],
    "formations": ["Ruling: The turn", "Ruling: Action test", "Movement", "Movement: Other Units",
                   "Movement: Zones of Control", "Ruling: Assault", "Movement: Out of Formation", "Normal Terrain",
                   "Terrain: Dangerous Terrain Test", "Terrain: Dangerous Terrain Test (moving cautiously)",
                   "Terrain: Cover To Hit Modifiers", "Terrain: Infantry Cover Saves", "Terrain: Armoured Vehicles",
                   "Ruling: Shooting", "Ruling: Saves", "Ruling: Shock and morale", "Special Terrain",
                   "Ruling: Victory"],
    "iron_dawn": ["Initiative", "Turn sequence", "Movement", "Turning/Pivoting", "Vehicle movement",
                  "Accuracy and Melee Tests", "Defence Tests", "Cover", "Explosives", "Flamethrowers",
                  "Indirect Fire weapons", "Orders", "Manoeuvres", "Morale", "Critical Hit chart", "Vehicles › Combat",
                  "Transports", "Buildings and ruins", "Objectives", "Game length"],
    "forgotten_world": ["Units › Regiments", "Units › Characters", "Stamina", "The Battle", "Movement Phase › Phase order",
                        "Maneuvers › Rotation", "Maneuvers › Slide", "Maneuvers › Reform", "Maneuvers › Run",
                        "Movement Phase › Charge", "Movement Phase › Type of charge", "Movement Phase › Charge Reactions",
                        "Movement Phase › Charge Reactions › Flee", "Magic Phase", "Magic Phase › Sorcery: apprenticeship spells",
                        "Attack Phase › Close Combat Attacks", "Attack Phase › Shooting Attacks", "Morale Phase",
                        "Morale Phase › Combat Result Values", "Terrains › Rivers", "Terrains › Hills",
                        "Terrains › Forests", "Terrains › Swamps", "Terrains › Walls and Fences",
                        "Morale Phase › Winning the combat", "Morale Phase › Shooting Panic",
                        "Maneuvers › Fall Back and Withdrawal"],
}


def test_every_file_in_the_lessons_folder_is_a_readable_lesson():
    entries = shipped_lessons()
    assert [e.error for e in entries if e.error] == []
    assert len(entries) == len(ALL_FILES)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_shipped_lesson_passes_lesson_check(path):
    assert [str(p) for p in check_lesson(path)] == []


@pytest.mark.parametrize("ruleset", sorted(REQUIRED))
def test_each_course_has_five_lessons_covering_the_required_sections(ruleset):
    course = shipped_lessons(ruleset)
    assert len(course) >= 5
    sections = known_sections(get_ruleset(ruleset))
    missing = [s for s in REQUIRED[ruleset] if not lessons_for_section(course, s)]
    assert missing == []
    assert set(REQUIRED[ruleset]) <= set(sections)          # the names above are the ruleset's own sections


@pytest.mark.parametrize("ruleset", sorted({e.lesson.ruleset for e in shipped_lessons()}))
def test_every_section_of_a_ruleset_with_a_course_has_a_lesson(ruleset):
    """A course covers every section of its ruleset (issue 14, Content): each rule in brief and each section
    with a ruling is taught by some lesson (named in `teaches` or cited by a step), so the rules panel links
    every one of them to a lesson."""
    course = shipped_lessons(ruleset)
    assert [s for s in known_sections(get_ruleset(ruleset)) if not lessons_for_section(course, s)] == []


@pytest.mark.parametrize("ruleset", sorted(REQUIRED))
def test_course_order_is_unique_and_each_next_lesson_exists(ruleset):
    course = shipped_lessons(ruleset)
    orders = [e.lesson.order for e in course]
    assert len(set(orders)) == len(orders)
    ids = {e.id for e in course}
    assert all(e.lesson.next in ids for e in course if e.lesson.next)
    assert all(e.id == e.path.stem for e in course)


def test_worked_examples_are_played_out():
    """The seed texts' worked examples are lessons: Iron Winds' Event II example (warrior archers five men down
    roll a 6 against mounted knights: 6 -2 = 4, divided by 3, one knight) and its Building Armies example (the
    24-point partial unit of eight warriors with bows shoots at -2). `lesson check` (above) proves each plays out
    as its expectations say; here, that those expectations are the examples' numbers."""
    lessons = {ll.lesson.id: ll.lesson for ll in (load_lesson(p) for p in LESSONS) if ll.lesson.example}
    archery = lessons["iron_winds_3_archery"]
    shot = next(s for s in archery.steps if s.action and s.action.startswith("Shoot("))
    assert shot.dice[0] == 6 and shot.expect[0].text == "6 -2 = 4, divided by 3, rounding down: 1 casualty"
    assert shot.modifiers == ["Lost 5 figures"] and shot.expect[0].data == {"casualties": 1}
    armies = lessons["iron_winds_7_armies"]
    shot = next(s for s in armies.steps if s.action and s.action.startswith("Shoot("))
    assert shot.modifiers == ["Lost 4 figures"] and "5 -2 = 3" in shot.expect[0].text
    scenario = load_lesson(lessons_dir() / "iron_winds_7_armies.json").scenario
    bows = next(u for side in scenario.sides for u in side.units if u.id == "h_bows")
    assert bows.figures == 8 and "bows" in bows.options and bows.profile == "human_warriors"


def test_iron_dawn_woruxi_against_sparaxians_example_is_played_out():
    """Iron Dawn › Defence Tests: the text's example (Woruxi ATT 5 against Sparaxian DEF 6: +1 to the Sparaxians'
    tests) is a lesson step: the legionaries' tests pass on 7, so of the scripted 7 and 8 one passes, one fails."""
    ll = load_lesson(lessons_dir() / "iron_dawn_2_shooting.json")
    shot = next(s for s in ll.lesson.steps if s.action == "Shoot(unit='marauders', target='legion')")
    assert ll.lesson.example and "ATT 5 below DEF 6" in shot.modifiers and shot.dice[-2:] == [7, 8]
    defence = next(e for e in shot.expect if e.kind == "defence")
    assert defence.data == {"failed": 1, "passed": 1}
    profiles = {u.id: u.profile for side in ll.scenario.sides for u in side.units}
    assert profiles == {"marauders": "woruxi_marauders", "runts": "woruxi_runts", "legion": "sparaxian_legionaries"}


def test_forgotten_world_knights_against_warriors_example_is_played_out():
    """Forgotten World › Morale Phase › Combat Result Values: the text's example (six knights, 3 to a rank, charge 24
    warriors, 6 to a rank; 4 warriors and 2 knights fall; knights 1 rank +1, charged +1, standard +1, 4 killed +4,
    Ld +4, a stamina point -1 = 10; warriors 3 ranks +3, standard +1, 2 killed +2, Ld +3 = 9; the warriors need 8+)
    is a lesson step; `lesson check` proves it plays out as its expectations say."""
    ll = load_lesson(lessons_dir() / "forgotten_world_5_morale.json")
    assert ll.lesson.example
    units = {u.id: u for side in ll.scenario.sides for u in side.units}
    assert (units["knights"].profile, units["knights"].files) == ("aurel_knights", 3)
    assert (units["warriors"].profile, units["warriors"].files) == ("orc_warriors", 6)
    results = next(s for s in ll.lesson.steps if s.action == "PassAttack(side='blue')")
    assert sorted(e.data["total"] for e in results.expect if e.kind == "combat-result") == [9, 10]
    assert {"Ranks (1)", "Charged", "Standard bearer", "Enemy models killed (4)", "Leadership (4)", "Stamina spent (1)",
            "Ranks (3)", "Enemy models killed (2)", "Leadership (3)"} == set(results.modifiers)
    test = next(s for s in ll.lesson.steps if s.action == "MoraleTest(unit='warriors')")
    assert test.expect[0].text == "needs 8+" and sum(test.dice) == 8
