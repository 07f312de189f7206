"""Fields of Iron and Echo: rulings and summaries are data, cite real sections, and use our own words."""
import re
from pathlib import Path

from game.core.ruleset import get_ruleset
from game.rulesets.fields_of_iron import refs

SEED = Path("/work/shared/seeds/000_b0997757c907ea88.txt")
SECTIONS = {v for k, v in vars(refs).items() if k.isupper() and isinstance(v, str) and k not in ("RULESET", "TITLE")}


def test_every_ruling_and_summary_cites_a_known_section():
    rules = get_ruleset("fields_of_iron")
    assert len(rules.rulings) >= 30
    for r in rules.rulings:
        assert r.section in SECTIONS and r.problem and r.decision
    for s in rules.summaries:
        assert s.section in SECTIONS and s.text


def test_rulings_cover_the_places_the_text_is_silent():
    rules = get_ruleset("fields_of_iron")
    text = " ".join(f"{r.section} {r.problem} {r.decision}" for r in rules.rulings).lower()
    for topic in ("facing", "turn on the spot", "tie", "heavy cavalry", "artillery", "one unit to a hex",
                  "held in combat", "woods", "hill", "river", "range", "exceeds", "friendly", "combat", "defend",
                  "cover", "sample", "leadership", "victory", "flyers", "monster"):
        assert topic in text, topic


def _words(text):
    return re.findall(r"[a-z']+", text.lower())


def test_summaries_and_rulings_do_not_paste_the_rules_text():
    """Our own words: no run of 9 words of the seed text appears in a summary or a ruling's decision."""
    if not SEED.exists():
        return
    seed = _words(SEED.read_text())
    grams = {tuple(seed[i:i + 9]) for i in range(len(seed) - 8)}
    rules = get_ruleset("fields_of_iron")
    for text in [s.text for s in rules.summaries] + [r.decision for r in rules.rulings]:
        w = _words(text)
        assert not any(tuple(w[i:i + 9]) in grams for i in range(len(w) - 8)), text


def test_meta_terrain_types_match_ui_styles():
    from game.ui.board.styles import STYLES

    meta = get_ruleset("fields_of_iron").meta
    for t in meta.terrain_types:
        assert (t.style or t.key) in STYLES and t.summary
    assert meta.dice == ("d12",) and meta.boards == ("hex",)
