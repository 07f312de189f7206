"""The legal actions now (`Ruleset.legal_actions`, the fast path): the candidates, each judged as the
battle's check judges it, in order, but reading only the yes or no (`Ruleset.allowed`). In the movement
phase the sample moves of units that may not move now are left out first (`plan_move` refuses every one
of them before it reads the path: `movement.move_refused`), and those of the others come judged together,
kept across states (`movekeep.legal_samples`). In the magic phase a mage's casts of a spell are refused all
at once when `magic.cast_refusal` refuses one (it reads no target); in the attack phase a unit's shots, when
`attack_check.shooter_refused`."""
from __future__ import annotations

from .actions import Cast, Shoot
from .attack_check import shooter_refused
from .magic import cast_refusal
from .phases import to_act
from .movegen import candidates
from .movekeep import legal_samples

__all__ = ["legal_actions"]


def legal_actions(ruleset, state, unit_id: str | None = None) -> list:
    judged: set[int] = set()                    # the sample moves already judged legal (by identity)

    def samples(state, u) -> list:
        if unit_id is not None and u.id != unit_id:
            return []
        got = legal_samples(ruleset, state, u)
        judged.update(map(id, got))
        return got

    out = []
    casts: dict = {}                            # (mage, spell, meditation) -> refused whatever the target
    shooters: dict = {}                         # shooter -> likewise
    for a in candidates(ruleset, state, skip_refused=True, samples=samples):
        if (unit_id is not None and getattr(a, "unit", None) != unit_id) or type(a) not in ruleset.action_classes:
            continue
        if id(a) in judged:
            out.append(a)
            continue
        if type(a) is Cast and not state.result:
            k = (a.unit, a.spell, a.meditate)
            refused = casts.get(k)
            if refused is None:
                refused = casts[k] = _refused(state, a)
            if refused:
                continue
        elif type(a) is Shoot and not state.result:
            refused = shooters.get(a.unit)
            if refused is None:
                refused = shooters[a.unit] = _shooter_refused(state, a.unit)
            if refused:
                continue
        try:
            ok = ruleset.allowed(state, a)
        except Exception:  # noqa: BLE001  (the battle's check counts any failure as illegal, so does this)
            continue
        if ok:
            out.append(a)
    return out


def _refused(state, cast) -> bool:
    """Whether `cast_refusal` refuses it (then `check` does, whatever the target: every check before
    `magic_problem` refuses or passes, and that begins with these checks)."""
    try:
        return bool(cast_refusal(state, cast))
    except Exception:  # noqa: BLE001  (the check fails too: not legal)
        return True


def _shooter_refused(state, uid: str) -> bool:
    u = state.units.get(uid)
    return u is None or shooter_refused(state, u, to_act(state))
