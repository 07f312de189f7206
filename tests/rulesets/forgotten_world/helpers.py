"""Small Forgotten World battles for the rules tests: build a scenario, start it, put the state in a
phase, act with scripted dice."""
from __future__ import annotations

from game.content import scenario_from_data
from game.content.library import shipped_scenarios
from game.core.actions import InvalidActionError
from game.core.dice import Dice
from game.core.ruleset import get_ruleset
from game.geometry.edgecontact import contact_pose
from game.rulesets.forgotten_world.movegen import candidates

from ..played import played_states

RS = get_ruleset("forgotten_world")


def unit(uid: str, profile: str, x: float, y: float, heading: float = 0.0, **extra) -> dict:
    return {"id": uid, "profile": profile, "pose": [x, y, heading], **extra}


def scenario(red: list, blue: list, *, terrain=(), width=48, height=48, turn_limit=None):
    doc = {"ruleset": "forgotten_world", "title": "test", "board": {"kind": "table", "width": width, "height": height},
           "terrain": list(terrain),
           "sides": [{"id": "red", "name": "Red", "units": red}, {"id": "blue", "name": "Blue", "units": blue}]}
    if turn_limit:
        doc["turn_limit"] = turn_limit
    return scenario_from_data(doc, "<test>")


def start(sc, faces=(6, 1)):
    """The state after the roll-off (Red wins by default) and Red choosing to attack."""
    state, _ = RS.setup(sc, Dice.scripted(list(faces)))
    from game.rulesets.forgotten_world.actions import ChooseRole
    RS.apply(state, ChooseRole("red", True), Dice.scripted([]))
    return state


def at(state, phase: str, active: str = "red", step: str | None = None):
    state.phase, state.active, state.step = phase, active, step or active
    state.passed, state.order = [], []
    if phase == "attack":
        state.fight_pairs = [list(c) for c in state.contacts]
    state.touch()
    return state


def act(state, action, faces=()):
    verdict = RS.check(state, action)
    assert verdict, f"{action.to_text()} refused: {verdict}"
    dice = Dice.scripted(list(faces))
    events = RS.apply(state, action, dice)
    assert dice.remaining == 0, f"{dice.remaining} scripted faces left unused"
    return events


def refused(state, action):
    verdict = RS.check(state, action)
    assert not verdict, f"{action.to_text()} should be refused"
    return verdict


def place_in_contact(state, attacker: str, target: str, face: str = "front"):
    """Put `attacker` squarely against `face` of `target`, in combat, as after a charge."""
    a, t = state.units[attacker], state.units[target]
    p = contact_pose(t.pose, t.width, t.depth, face, a.width, a.depth)
    a.x, a.y, a.heading = p.x, p.y, p.heading % 360.0
    state.contacts.append([attacker, target, face])
    state.touch()


def judged_in_phase(phase: str, seed: int, pick_seed: int, steps: int):
    """Along random battles on the first two shipped scenarios: at each state in `phase`, every candidate with
    the check's verdict (None for a malformed one), once the legal list is asserted to be exactly the
    candidates the check passes. Yields (n, step, state, [(action, verdict)])."""
    scenarios = [s.scenario for s in shipped_scenarios("forgotten_world") if s.scenario]
    for n, step, b in played_states(scenarios[:2], seed, pick_seed, steps):
        st = b.state
        if st.phase != phase:
            continue
        judged = []
        for a in candidates(RS, st):
            try:
                judged.append((a, RS.check(st, a)))
            except InvalidActionError:
                judged.append((a, None))
        assert RS.legal_actions(st) == [a for a, verdict in judged if verdict], (n, step)
        yield n, step, st, judged
