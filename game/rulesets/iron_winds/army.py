"""Building Armies: point costs, what each race and type may buy, the partial unit, and the advice.

One assessment serves the scenario validator, the editor's army report and army list files: it takes
the army's entries (profile, figures, options), the advanced rules switched on and the points limit,
and returns the points, the errors (each with the field path it is about) and the warnings.

>>> from .profiles import profile
>>> unit_cost(profile("human_knight_cavalry"), 6, ())          # six mounted knights
36
>>> unit_cost(profile("human_warriors"), 12, ("bows",))         # twelve bow-armed warriors
36
>>> unit_cost(profile("human_warriors"), 8, ("bows",))          # the 24-point partial unit
24
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from ...content.profiles.iron_winds import IW_OPTIONS, IronWindsProfile
from .units import ADVANCED_OPTIONS, KNIGHT, LEVY, WARRIOR

__all__ = ["Entry", "Assessment", "assess", "unit_cost", "FIGURE_COST", "HORSE_COST", "BOW_COST",
           "HERO_COST", "DEMIGOD_COST", "KNIGHT_ADVICE", "ARCHER_ADVICE"]

FIGURE_COST = {LEVY: 1, WARRIOR: 2, KNIGHT: 4}
HORSE_COST = 2
BOW_COST = 1                # a bow, or a crossbow in its place
LONGBOW_EXTRA = 1           # on top of the bow
PER_FIGURE_EXTRA = {"elite": 1, "pikes": 1, "dwarven_armour": 1}
HERO_COST = 10
DEMIGOD_COST = 20
KNIGHT_ADVICE = 0.8
ARCHER_ADVICE = 0.5
BOW_OPTIONS = ("bows", "longbows", "crossbows")


def unit_cost(prof: IronWindsProfile, figures: int, options: Iterable[str]) -> int:
    """Points for a unit (or leader) of `prof` with `figures` figures and `options` on top of its equipment."""
    opts = set(prof.equipment) | set(options)
    if prof.is_leader:
        return DEMIGOD_COST if "demigod" in opts else HERO_COST if "hero" in opts else 0
    per = FIGURE_COST[prof.type] + (HORSE_COST if prof.mounted else 0)
    if opts & set(BOW_OPTIONS):
        per += BOW_COST
    if "longbows" in opts:
        per += LONGBOW_EXTRA
    per += sum(v for k, v in PER_FIGURE_EXTRA.items() if k in opts)
    return per * figures


@dataclass(frozen=True, slots=True)
class Entry:
    """One unit or leader as the army builder sees it; `path` is its place in the file."""

    path: str
    id: str
    name: str
    profile: IronWindsProfile | None
    figures: int | None
    options: tuple[str, ...]
    attached_to: str | None = None


@dataclass
class Assessment:
    points: int = 0
    limit: int | None = None
    errors: list[tuple[str, str]] = field(default_factory=list)     # (field path, message)
    warnings: list[str] = field(default_factory=list)
    costs: dict[str, int] = field(default_factory=dict)


def _option_problems(prof: IronWindsProfile, options: Sequence[str], advanced: Mapping[str, object]) -> list[str]:
    out = []
    all_opts = set(prof.equipment) | set(options)
    for opt in options:
        if opt not in IW_OPTIONS:
            out.append(f"unknown option {opt!r} (known: {', '.join(IW_OPTIONS)})")
            continue
        rule = ADVANCED_OPTIONS.get(opt)
        if rule and not advanced.get(rule):
            out.append(f"{opt!r} needs the advanced rule {rule!r} switched on in the scenario's options")
        if prof.is_leader:
            if opt not in ("hero", "demigod"):
                out.append(f"a leader cannot buy {opt!r}")
            continue
        if opt in ("hero", "demigod"):
            out.append(f"only a leader can be a {opt}")
        elif opt in BOW_OPTIONS and prof.type == KNIGHT and prof.race != "elf":
            out.append("knights may not carry bows (only elf knights may)")
        if opt == "longbows" and not (prof.type == WARRIOR or (prof.type == KNIGHT and prof.race == "elf")):
            out.append("only warrior units and elven knights may buy longbows")
        if opt == "crossbows" and not (prof.race == "dwarf" and not prof.mounted):
            out.append("only dwarven infantry may carry crossbows")
        if opt in ("elite",) and prof.type not in (WARRIOR, KNIGHT):
            out.append("only warrior and knight units may buy elite status")
        if opt == "pikes" and (prof.type not in (WARRIOR, KNIGHT) or prof.mounted):
            out.append("only warrior and knight infantry may buy pikes")
        if opt == "dwarven_armour" and not (prof.race == "dwarf" and prof.type == KNIGHT):
            out.append("only dwarven knights may buy dwarven armour")
    if {"hero", "demigod"} <= all_opts:
        out.append("a leader is a hero or a demi-god, not both")
    if {"longbows", "crossbows"} <= all_opts:
        out.append("a unit carries longbows or crossbows, not both")
    return out


def _race_problems(prof: IronWindsProfile) -> list[str]:
    if prof.is_leader:
        return []
    if prof.race == "elf" and prof.type == LEVY:
        return ["elves may not field levy units"]
    if prof.race in ("goblin", "orc") and prof.type == KNIGHT:
        return [f"{prof.race}s may not field knight units"]
    if prof.race in ("troll", "ogre") and prof.type != KNIGHT:
        return [f"{prof.race}s field knight units only"]
    return []


def assess(entries: Sequence[Entry], advanced: Mapping[str, object], limit: int | None, *,
           other_leaders: int | None = None) -> Assessment:
    """Points, errors and warnings for one army (see the module notes)."""
    out = Assessment(limit=limit)
    knights = archers = 0
    partials: list[Entry] = []
    leaders = units = 0
    for e in entries:
        prof = e.profile
        if prof is None:
            continue
        for msg in _race_problems(prof):
            out.errors.append((f"{e.path}.profile", msg))
        for msg in _option_problems(prof, e.options, advanced):
            out.errors.append((f"{e.path}.options", msg))
        if prof.is_leader:
            leaders += 1
            if e.figures not in (None, 1):
                out.errors.append((f"{e.path}.figures", "a leader is a single figure"))
            cost = unit_cost(prof, 1, e.options)
        else:
            units += 1
            figures = e.figures or prof.strength
            if figures > prof.full_strength:
                out.errors.append((f"{e.path}.figures", f"a whole unit of {prof.name} has {prof.full_strength} "
                                                        f"figures, not {figures}"))
            elif figures < prof.full_strength:
                partials.append(e)
            cost = unit_cost(prof, figures, e.options)
            if prof.type == KNIGHT:
                knights += cost
            if (set(prof.equipment) | set(e.options)) & set(BOW_OPTIONS):
                archers += cost
        out.costs[e.id] = cost
        out.points += cost
    if limit is not None and out.points > limit:
        out.errors.append(("points_limit", f"the army costs {out.points} points, over its limit of {limit}"))
    if len(partials) > 1:
        for e in partials[1:]:
            out.errors.append((f"{e.path}.figures", f"only one partial unit per army ({partials[0].name} is "
                                                    f"already one)"))
    if leaders == 0:
        out.errors.append(("units", "an army needs at least one leader"))
    if units < 2:
        out.warnings.append("an army is normally two or more units")
    if out.points:
        if knights / out.points > KNIGHT_ADVICE:
            out.warnings.append(f"knights are {knights * 100 // out.points}% of the army: the rules advise "
                                f"no more than 80%")
        if archers / out.points > ARCHER_ADVICE:
            out.warnings.append(f"archers are {archers * 100 // out.points}% of the army: the rules advise "
                                f"no more than 50%")
    for e in partials[:1]:
        short = e.profile.full_strength - (e.figures or e.profile.strength)
        out.warnings.append(f"{e.name} is a partial unit, {short} figure{'s' if short != 1 else ''} short: "
                            f"counted as {short} casualt{'ies' if short != 1 else 'y'} in its die rolls")
    if other_leaders is not None and other_leaders != leaders:
        out.warnings.append(f"this side has {leaders} leader(s) and the other {other_leaders}: the rules give "
                            f"each side an equal number")
    return out
