"""Small Iron Dawn battles for the rules tests: build a scenario, start it with scripted dice, act."""
from __future__ import annotations

from game.content import scenario_from_data
from game.core.dice import Dice
from game.core.ruleset import get_ruleset

RS = get_ruleset("iron_dawn")
# initiative: red rolls 1+1 (11), blue 5+5 (55): red acts first
RED_FIRST = (1, 1, 5, 5)


def unit(uid: str, profile: str, x: float, y: float, heading: float = 0.0, **extra) -> dict:
    return {"id": uid, "profile": profile, "pose": [x, y, heading], **extra}


def scenario(red: list, blue: list, *, terrain=(), objectives=(), options=None, width=48, height=36, victory=None,
             turn_limit=None):
    doc = {"ruleset": "iron_dawn", "title": "test", "board": {"kind": "table", "width": width, "height": height},
           "terrain": list(terrain), "objectives": list(objectives),
           "sides": [{"id": "red", "name": "Red", "units": red}, {"id": "blue", "name": "Blue", "units": blue}]}
    if options:
        doc["options"] = options
    if victory:
        doc["victory"] = victory
    if turn_limit:
        doc["turn_limit"] = turn_limit
    return scenario_from_data(doc, "<test>")


def start(sc, faces=RED_FIRST):
    state, events = RS.setup(sc, Dice.scripted(list(faces)))
    return state, events


def act(state, action, faces=()):
    """Check then apply `action` with scripted dice; returns (events, dice)."""
    verdict = RS.check(state, action)
    assert verdict, verdict
    dice = Dice.scripted(list(faces))
    events = RS.apply(state, action, dice)
    assert dice.remaining == 0, f"{dice.remaining} scripted faces unused"
    return events, dice


def texts(events) -> str:
    return "\n".join(e.text for e in events)
