"""How a battle ends. The text's own ending is a player begging for mercy (the battle's Concede);
Wartable adds conditions a scenario chooses (`victory`), checked after every action:

- `last_side_standing`: a side with no unit left on the table loses.
- `army_broken` (threshold t): a side whose losses reach t of its fielded figures loses; figures in
  routed units count as lost while they stay routed. If both break at once, the side with the larger
  share lost loses (equal shares: a draw).
- `score_at_end`: at the end of the last turn the side with more points scored wins (a side scores the
  points value of the enemy figures it removed, and 10 points plus his cost for each enemy leader
  killed); equal scores are a draw.

A scenario that names no condition plays `last_side_standing` and `score_at_end`. Every battle stops
at its turn limit (default 12) and is scored then.
"""
from __future__ import annotations

from ...core.wording import verb

__all__ = ["evaluate", "end_of_turn_result", "result_text", "loss_share", "scores", "DEFAULT_VICTORY", "DEFAULT_TURN_LIMIT"]

DEFAULT_VICTORY = (("last_side_standing", None), ("score_at_end", None))
DEFAULT_TURN_LIMIT = 12


def loss_share(state, side: str) -> float:
    """Share of the side's fielded figures dead, fled, or in routed units."""
    start = state.start_figures.get(side, 0)
    if not start:
        return 0.0
    standing = sum(u.figures for u in state.units.values() if u.side == side and u.alive and not u.routed)
    return 1.0 - standing / start


def scores(state) -> dict[str, float]:
    return {s: round(state.kills.get(s, 0.0), 3) for s in state.sides}


def _result(state, loser: str | None, reason: str) -> tuple:
    winner = state.other(loser) if loser is not None else ""
    return (winner, reason, scores(state))


def evaluate(state) -> tuple:
    """The battle's result if a condition has ended it now, else ()."""
    kinds = dict(state.victory)
    if "last_side_standing" in kinds:
        empty = [s for s in state.sides if not state.alive_units(s)]
        if len(empty) == 2:
            return _result(state, None, "both armies are gone from the table: a draw")
        if empty:
            return _result(state, empty[0], f"{state.side_names[empty[0]]} has no unit left on the table; "
                                            f"{_wins(state, state.other(empty[0]))}")
    if "army_broken" in kinds:
        t = kinds["army_broken"] or 0.5
        shares = {s: loss_share(state, s) for s in state.sides}
        broken = [s for s in state.sides if shares[s] >= t - 1e-9]
        if broken:
            a, b = state.sides
            if len(broken) == 2 and abs(shares[a] - shares[b]) < 1e-9:
                return _result(state, None, "both armies break at once: a draw")
            loser = max(broken, key=lambda s: shares[s])
            return _result(state, loser, f"the army of {state.side_names[loser]} is broken ({shares[loser]:.0%} lost); "
                                         f"{_wins(state, state.other(loser))}")
    return ()


def end_of_turn_result(state) -> tuple:
    """At the end of a turn: the result when the last turn is over, else ()."""
    if state.turn < state.turn_limit:
        return ()
    sc = scores(state)
    a, b = state.sides
    if sc[a] == sc[b]:
        return ("", f"the last turn is over with equal scores ({sc[a]:g} each): a draw", sc)
    winner = a if sc[a] > sc[b] else b
    return (winner, f"the last turn is over: {_wins(state, winner)} on points ({sc[a]:g} to {sc[b]:g})", sc)


# The result's reason is kept in the state in the words saves have always recorded ("Orcs wins"): the state is
# hashed into every save's checkpoints, so changing those words would make finished battles of older saves
# fail to replay. `result_text` gives the sentence players read, with the verbs agreeing with the names.
def _wins(state, side) -> str:
    return f"{state.side_names[side]} wins"


def result_text(state, reason: str) -> str:
    """The recorded reason as players read it: 'Orcs win', 'Orcs have no unit left', 'The Horde wins'."""
    for name in state.side_names.values():
        reason = reason.replace(f"{name} wins", f"{name} {verb(name, 'wins', 'win')}")
        reason = reason.replace(f"{name} has no unit", f"{name} {verb(name, 'has', 'have')} no unit")
    return reason
