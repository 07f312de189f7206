"""Event I. Personal Challenges: a leader calls out an enemy leader within 12"; accepted, both roll at
once and a 5 or 6 kills (or wounds a hero or demi-god); refused for the first time, the leader loses his
leadership for the turn and must stay with his unit.

With the Heroic Leaders rule a hero rolls 2 dice and a demi-god 4, every 5 or 6 is a wound, a hero dies
of 2 wounds and a demi-god of 3; a demi-god cannot refuse a leader or a hero, a hero cannot refuse a
leader; a leader who kills a hero or demi-god becomes a hero, a hero who kills a demi-god a demi-god.
"""
from __future__ import annotations

from ...core.actions import OK, Illegal, InvalidActionError, Verdict
from ...core.events import Event
from ...core.odds import Fraction, Outcomes
from ...core.wording import possessive
from ...geometry.planegaps import edge_distance
from . import sections as S
from .losses import kill_leader

__all__ = ["CHALLENGE_RANGE", "rank_of", "dice_of", "wounds_to_kill", "can_challenge", "challenge_options",
           "may_decline", "apply_challenge", "apply_accept", "apply_decline", "accept_outcomes", "KILL_FACE"]

CHALLENGE_RANGE = 12.0
KILL_FACE = 5           # a 5 or 6 kills
DICE = {"leader": 1, "hero": 2, "demigod": 4}
WOUNDS = {"leader": 1, "hero": 2, "demigod": 3}
RANKS = ("leader", "hero", "demigod")


def rank_of(state, lead) -> str:
    """His rank as the rules see it (heroes count only with the Heroic Leaders rule on)."""
    return lead.rank if state.advanced.get("heroes") else "leader"


def dice_of(state, lead) -> int:
    return DICE[rank_of(state, lead)]


def wounds_to_kill(state, lead) -> int:
    return WOUNDS[rank_of(state, lead)]


def leader_distance(state, a, b) -> float:
    return edge_distance(a.footprint(state.leader_pose(a)), b.footprint(state.leader_pose(b)))


def can_challenge(state, lid: str, tid: str) -> Verdict:
    if lid not in state.leaders or tid not in state.leaders:
        raise InvalidActionError(f"no leader {lid if lid not in state.leaders else tid!r}")
    a, b = state.leaders[lid], state.leaders[tid]
    ref = S.ref(S.CHALLENGES)
    if state.phase != "challenges":
        return Illegal("challenges are issued in Event I, at the start of the turn", ref)
    if state.challenge:
        return Illegal("a challenge is waiting for its answer", ref)
    if state.step != a.side:
        return Illegal(f"it is {possessive(state.side_names[state.step])} turn to issue challenges", ref)
    if not a.alive:
        return Illegal(f"{a.name} is dead", ref)
    if a.side == b.side:
        return Illegal("a leader challenges an enemy leader", ref)
    if not b.alive:
        return Illegal(f"{b.name} is dead", ref)
    if a.challenged:
        return Illegal(f"{a.name} has already issued a challenge this turn", ref)
    if (a.id, b.id) in state.challenge_pairs or (b.id, a.id) in state.challenge_pairs:
        return Illegal(f"{a.name} and {b.name} have already met this turn", ref)
    dist = leader_distance(state, a, b)
    if dist > CHALLENGE_RANGE + 1e-9:
        return Illegal(f"{b.name} is {dist:.1f}\" away: a challenge reaches 12\"", ref, distance=round(dist, 3))
    return OK.with_info(distance=round(dist, 3))


def challenge_options(state, side: str) -> list[tuple[str, str]]:
    """(challenger, challenged) pairs the side may issue now."""
    out = []
    for a in state.leaders.values():
        if a.side != side or not a.alive or a.challenged:
            continue
        for b in state.leaders.values():
            if b.side != side and b.alive and can_challenge(state, a.id, b.id):
                out.append((a.id, b.id))
    return out


def may_decline(state) -> tuple[bool, str]:
    """Whether the challenged leader may refuse, and why not."""
    a, b = (state.leaders[i] for i in state.challenge)
    ra, rb = RANKS.index(rank_of(state, a)), RANKS.index(rank_of(state, b))
    if rb == 2 and ra < 2:
        return False, f"a demi-god cannot refuse a challenge from a {RANKS[ra]}"
    if rb == 1 and ra == 0:
        return False, "a hero cannot refuse a challenge from a leader"
    return True, ""


def apply_challenge(state, lid: str, tid: str) -> list[Event]:
    a, b = state.leaders[lid], state.leaders[tid]
    if not a.alive:
        a.acted_dead = True
    a.challenged = True
    state.challenge = (lid, tid)
    state.challenge_pairs.append((lid, tid))
    return [Event("challenge", f"{a.name} challenges {b.name} to personal combat.", S.ref(S.CHALLENGES),
                  side=a.side, units=(lid, tid))]


def apply_decline(state) -> list[Event]:
    a, b = (state.leaders[i] for i in state.challenge)
    state.challenge = ()
    if b.has_declined:
        return [Event("decline", f"{b.name} refuses {a.name} again; his men have seen his mettle, it costs nothing.",
                      S.ref(S.CHALLENGES), side=b.side, units=(b.id, a.id))]
    b.has_declined = True
    b.declined_turn = state.turn
    return [Event("decline", f"{b.name} refuses {a.name}'s challenge: he loses his leadership this turn and must "
                             f"stay with his unit.", S.ref(S.CHALLENGES), side=b.side, units=(b.id, a.id))]


def apply_accept(state, dice) -> list[Event]:
    a, b = (state.leaders[i] for i in state.challenge)
    state.challenge = ()
    rolls = []
    hits = {}
    for me, foe in ((a, b), (b, a)):
        n = dice_of(state, me)
        mine = dice.roll_many("d6", n, why=f"{me.name} strikes at {foe.name}", side=me.side, unit=me.id,
                              target=KILL_FACE, rule=S.ref(S.CHALLENGES))
        rolls += mine
        hits[me.id] = sum(1 for r in mine if r.value >= KILL_FACE)
    wounds_a, wounds_b = hits[b.id], hits[a.id]
    ranks = {a.id: rank_of(state, a), b.id: rank_of(state, b)}
    dies_a = a.wounds + wounds_a >= wounds_to_kill(state, a)
    dies_b = b.wounds + wounds_b >= wounds_to_kill(state, b)
    a.wounds += wounds_a
    b.wounds += wounds_b
    parts = []
    for who, dies, got in ((a, dies_a, wounds_a), (b, dies_b, wounds_b)):
        if dies:
            parts.append(f"{who.name} is killed")
        elif got:
            parts.append(f"{who.name} takes {got} wound{'s' if got > 1 else ''}")
    text = f"{a.name} and {b.name} fight: " + ("; ".join(parts) if parts else "neither is hurt") + "."
    events = [Event("duel", text, S.ref(S.CHALLENGES), side=a.side, units=(a.id, b.id), rolls=tuple(rolls),
                    data=(("killed", tuple(sorted(i for i, d in ((a.id, dies_a), (b.id, dies_b)) if d))),))]
    if dies_a:
        kill_leader(state, a.id, b.side)
    if dies_b:
        kill_leader(state, b.id, a.side)
    if state.advanced.get("heroes") and dies_a != dies_b:
        winner, loser = (b, a) if dies_a else (a, b)
        rw, rl = RANKS.index(ranks[winner.id]), RANKS.index(ranks[loser.id])
        if rl > rw:
            winner.rank = RANKS[min(rw + 1, 2)]
            events.append(Event("promotion", f"{winner.name} is now a {'demi-god' if winner.rank == 'demigod' else 'hero'}.",
                                S.ref(S.HEROES), side=winner.side, units=(winner.id,)))
    return events


def accept_outcomes(state) -> Outcomes:
    """Exact odds of an accepted challenge: which leaders die (a sorted tuple of ids)."""
    a, b = (state.leaders[i] for i in state.challenge)
    p = Fraction(7 - KILL_FACE, 6)
    on_b = Outcomes.binomial(dice_of(state, a), p)           # wounds a deals to b
    on_a = Outcomes.binomial(dice_of(state, b), p)
    need_a, need_b = wounds_to_kill(state, a) - a.wounds, wounds_to_kill(state, b) - b.wounds
    out: dict = {}
    for wa, pa in on_a.items():
        for wb, pb in on_b.items():
            key = tuple(sorted(i for i, dead in ((a.id, wa >= need_a), (b.id, wb >= need_b)) if dead))
            out[key] = out.get(key, Fraction(0)) + pa * pb
    return Outcomes(out, "leaders killed")
