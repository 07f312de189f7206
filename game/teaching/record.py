"""`lesson record`: turn a played sequence into a lesson skeleton, to be annotated by hand.

The sequence is a save (its scenario, seed and actions) or a scenario with a
file of actions (one action's text form a line; blank lines and `#` comments
skipped). The battle is played on seeded dice and every roll is kept: the
skeleton's `setup_dice` and each step's `dice` are the faces that came up, so the
lesson replays the same battle on scripted dice. Each step gets the action, the
events it caused as expectations, and the rule its first event cites; the
author then writes the text, the hint and what to point out.
"""
from __future__ import annotations

import os
from pathlib import Path

from ..content import FileError, dump_scenario
from ..content.files import read_json
from ..content.save import SAVE_FORMAT
from ..core.actions import IllegalActionError, InvalidActionError
from ..core.battle import Battle
from ..core.dice import Roll
from .load import known_sections
from .model import LESSON_FORMAT, LESSON_VERSION

__all__ = ["record_lesson", "read_actions"]

TODO = "TODO: "


def read_actions(path: str | os.PathLike) -> list[str]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise FileError.one(str(path), "", f"cannot be read: {exc.strerror or exc}") from None
    return [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]


def _faces(rolls: list[Roll]) -> list:
    return [[r.kind, f] for r in rolls for f in r.faces]


def record_lesson(source: str, out: str, *, actions_file: str | None = None, seed: int | None = None,
                  lesson_id: str | None = None) -> dict:
    """Play the sequence and return the lesson skeleton (a JSON document); raises FileError."""
    data = read_json(source)
    scenario_ref: object
    if data.get("format") == SAVE_FORMAT:
        battle0 = Battle.load(source, verify=False)
        texts = [a.to_text() for a in battle0.log]
        scenario, seed = battle0.scenario, battle0.seed if seed is None else seed
        scenario_ref = dump_scenario(scenario)
    else:
        if actions_file is None:
            raise FileError.one(source, "", "a scenario needs --actions FILE (one action a line); "
                                            "a save brings its own")
        battle0 = Battle.from_file(source, seed=seed or 1)
        scenario = battle0.scenario
        texts = read_actions(actions_file)
        scenario_ref = os.path.relpath(Path(source).resolve(), Path(out).resolve().parent).replace(os.sep, "/")
    seed = 1 if seed is None else seed
    battle = Battle.start(scenario, seed, teaching=True)
    ruleset = battle.ruleset
    sections = known_sections(ruleset)
    setup = _faces(battle.dice.rolls)
    steps = [{"title": "Introduction", "text": TODO + "say what this lesson shows and what the learner will do.",
              "rule": sections[0] if sections else "TODO"}]
    for i, text in enumerate(texts):
        where = actions_file or source
        try:
            action = ruleset.parse_action(text)
            before = len(battle.dice.rolls)
            events = battle.perform(action)
        except (InvalidActionError, IllegalActionError) as exc:
            raise FileError.one(where, f"actions.{i}", f"cannot play {text[:80]!r}: {exc}") from None
        rule = next((ev.rule.section for ev in events if ev.rule is not None and ev.rule.section in sections),
                    sections[0] if sections else "TODO")
        kinds: list[str] = []
        for ev in events:
            if ev.kind not in kinds:
                kinds.append(ev.kind)
        happened = "; ".join(e.text for e in events)[:600]
        steps.append({"text": TODO + "say what happens here, in your own words: " + happened,
                      "rule": rule, "do": "action", "action": action.to_text(),
                      "hint": TODO + "what to do instead (shown when the learner does something else).",
                      "dice": _faces(battle.dice.rolls[before:]), "expect": [{"kind": k} for k in kinds]})
    return {"format": LESSON_FORMAT, "schema_version": LESSON_VERSION,
            "id": lesson_id or Path(out).stem.replace(" ", "_")[:40], "ruleset": ruleset.name,
            "title": TODO + "a title", "summary": "", "teaches": [], "scenario": scenario_ref, "seed": seed,
            "setup_dice": setup, "steps": steps}
