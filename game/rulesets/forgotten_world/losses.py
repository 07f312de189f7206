"""Wounds and casualties: wounds marked during the attack phase come off after every attack, from the
rear rank (a regiment's front edge stays put); an attached character falls only with his regiment; a
swamp may cost D6 wounds."""
from __future__ import annotations

from ...core.events import Event
from . import sections as S

__all__ = ["take_wounds", "remove_marked", "swamp_check", "destroy"]


def destroy(state, u, why: str) -> None:
    u.removed = why
    state.contacts = [c for c in state.contacts if u.id not in c[:2]]
    for c in state.attached_to(u.id):
        c.removed = why
        if c.general:
            state.general_killed[c.side] = state.turn
    if u.general:
        state.general_killed[u.side] = state.turn
    state.touch()


def take_wounds(state, u, wounds: int) -> int:
    """Apply wounds now; return the models removed."""
    removed = 0
    models = u.models
    w = u.wounds + wounds
    while w >= u.W and models > 0:
        w -= u.W
        models -= 1
        removed += 1
    u.wounds = w if models > 0 else 0
    u.lost_models += removed
    if models <= 0:
        chars = state.attached_to(u.id)
        u.models = 0
        destroy(state, u, "destroyed")
        return removed + len(chars)
    if removed:
        u.shrink_to(models)
        for c in state.attached_to(u.id):
            c.x, c.y = u.x, u.y
        state.touch()
    return removed


def remove_marked(state) -> list[Event]:
    """End of the attack phase: every unit's marked wounds come off (close combat first, then shooting)."""
    out = []
    for u in list(state.units.values()):
        if not u.alive or not (u.marked or u.shot_marked):
            continue
        w, ws = u.marked, u.shot_marked
        u.marked = u.shot_marked = 0
        before = u.models
        lost = take_wounds(state, u, w) if w else 0
        u.melee_lost += lost
        lost_s = take_wounds(state, u, ws) if ws and u.alive else 0
        u.shot_losses += lost_s
        text = f"{u.name} takes {w + ws} wound(s): {lost + lost_s} model(s) removed"
        text += "; destroyed." if not u.alive else f" ({u.models} left)."
        out.append(Event("casualties", text, S.ref(S.CASUALTIES), side=u.side, units=(u.id,),
                         data=(("before", before), ("lost", lost + lost_s))))
    return out


def swamp_check(state, u, dice) -> list[Event]:
    r = dice.roll("d6", why="danger of the swamp", side=u.side, unit=u.id, rule=S.ref(S.SWAMPS))
    if r.value != 1:
        return [Event("swamp", f"{u.name} crosses the swamp safely ({r.value}).", S.ref(S.SWAMPS), side=u.side,
                      units=(u.id,), rolls=(r,))]
    w = dice.roll("d6", why="swamp wounds", side=u.side, unit=u.id, rule=S.ref(S.SWAMPS))
    lost = take_wounds(state, u, w.value)
    return [Event("swamp", f"{u.name} founders in the swamp: {w.value} wound(s), {lost} model(s) lost.",
                  S.ref(S.SWAMPS), side=u.side, units=(u.id,), rolls=(r, w))]
