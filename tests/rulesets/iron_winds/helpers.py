"""Small Iron Winds of War battles for the rules tests: build a scenario, start it with scripted dice,
put the state in a phase, and look at the result."""
from __future__ import annotations

from game.content import scenario_from_data
from game.core.dice import Dice
from game.core.ruleset import get_ruleset
from game.rulesets.iron_winds.contact import contact_pose
from game.rulesets.iron_winds.profiles import catalogue

RS = get_ruleset("iron_winds")

NEAR = (36.0, 30.0)


def unit(uid: str, profile: str, x: float, y: float, heading: float = 0.0, **extra) -> dict:
    return {"id": uid, "profile": profile, "pose": [x, y, heading], **extra}


def leader(uid: str, profile: str, attached_to: str | None = None, x: float = 1.0, y: float = 1.0, **extra) -> dict:
    d = {"id": uid, "profile": profile, "pose": [x, y, 0], **extra}
    if attached_to:
        d["attached_to"] = attached_to
    return d


def scenario(red: list, blue: list, *, terrain=(), options=None, width=72, height=48, victory=None,
             turn_limit=None, first="red"):
    """Red and Blue armies (each gets a far-away leader if it names none)."""
    def is_leader(u):
        p = catalogue().get(u["profile"])
        return p is not None and p.is_leader

    if not any(is_leader(u) for u in red):
        red = red + [leader("red_lord", "human_general", x=2.0, y=height - 2.0)]
    if not any(is_leader(u) for u in blue):
        blue = blue + [leader("blue_lord", "orc_war_chief", x=width - 2.0, y=2.0)]
    doc = {"ruleset": "iron_winds", "title": "test", "board": {"kind": "table", "width": width, "height": height},
           "terrain": list(terrain), "first_side": first,
           "sides": [{"id": "red", "name": "Red", "units": red}, {"id": "blue", "name": "Blue", "units": blue}]}
    if options:
        doc["options"] = options
    if victory:
        doc["victory"] = victory
    if turn_limit:
        doc["turn_limit"] = turn_limit
    return scenario_from_data(doc, "<test>")


def start(sc, faces=(6, 6, 1, 1)):
    """(state, setup events) with the first roll-off scripted (default: Red wins 12 to 2)."""
    return RS.setup(sc, Dice.scripted(list(faces)))


def at(state, phase: str, step: str = "red", movers=("red", "blue")):
    """Put the state in a phase with `step` to act (movement: `movers` the order)."""
    state.phase = phase
    state.step = step
    state.done = []
    state.challenge = ()
    if phase == "movement":
        state.movers = list(movers)
    state.touch()
    return state


def act(state, action, faces=()):
    """Check then apply `action` with scripted dice; returns (events, dice)."""
    verdict = RS.check(state, action)
    assert verdict, f"{action.to_text()} refused: {verdict}"
    dice = Dice.scripted(list(faces))
    events = RS.apply(state, action, dice)
    return events, dice


def refused(state, action) -> str:
    verdict = RS.check(state, action)
    assert not verdict, f"{action.to_text()} should be refused"
    return verdict.reason


def texts(events) -> str:
    return "\n".join(e.text for e in events)


def engage(state, attacker, target, side="front"):
    """Put `attacker` in contact with `side` of `target` as the rules place it (no dice)."""
    a, t = state.units[attacker], state.units[target]
    p = contact_pose(t.pose, t.width, t.depth, side, a.width, a.depth)
    a.x, a.y, a.heading = p.x, p.y, p.heading
    a.attacks, a.attack_side = target, side
    if side == "front":
        t.attacks, t.attack_side = attacker, "front"
    state.touch()
