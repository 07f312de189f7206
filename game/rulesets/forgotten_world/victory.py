"""Victory (a Wartable ruling: the text gives none): a side with nothing left on the table loses; after
the turn limit the side that removed more enemy models wins (equal: a draw)."""
from __future__ import annotations

from ...core.events import Event
from . import sections as S

__all__ = ["check_victory", "scores"]


def scores(state) -> dict:
    out = {s: 0 for s in state.sides}
    for u in state.units.values():
        lost = u.start - (u.models if u.alive else 0)
        out[state.other(u.side)] += lost
    return out


def check_victory(state) -> list[Event]:
    if state.result:
        return []
    left = {s: [u for u in state.alive_units(s)] for s in state.sides}
    sc = scores(state)
    for s in state.sides:
        if not left[s]:
            o = state.other(s)
            state.result = (o, f"{state.side_names[s]} has no units left on the table.", sc)
            break
    else:
        if state.turn > state.turn_limit:
            a, b = state.sides
            win = a if sc[a] > sc[b] else b if sc[b] > sc[a] else ""
            why = (f"After {state.turn_limit} turns, {state.side_names[win]} removed more enemy models "
                   f"({sc[a]} to {sc[b]})." if win else f"After {state.turn_limit} turns, a draw ({sc[a]} to {sc[b]}).")
            state.result = (win, why, sc)
    if state.result:
        return [Event("victory", state.result[1], S.ref(S.VICTORY))]
    return []
