"""The sample army lists Wartable ships for Iron Dawn (the text names five factions but prints no
profiles): Humans, Sparaxians and Woruxi, each with a commander, squads with and without leaders, a
heavy weapon team, an elite, a transport, a tank with a turret and sponsons, and a stationary gun.
Every value here is Wartable's own (see the rulings); all are marked `sample`."""
from __future__ import annotations

from functools import lru_cache

from ...content.profiles.iron_dawn import IdWeapon, IronDawnProfile

__all__ = ["CATALOGUE", "catalogue", "profile", "lookup", "register_extra", "has_turret"]

_EXTRA: dict = {}


def W(name, eff, mx, acc, att, rof=1, cls="infantry", type_="mobile", special="", mount="carried", models=None,
      crew=1) -> IdWeapon:
    return IdWeapon(name=name, effective=eff, maximum=mx, acc=acc, att=att, rof=rof, cls=cls, type=type_,
                    special=special, mount=mount, models=models, crew=crew)


def P(id_, name, faction, kind, points, **kw) -> IronDawnProfile:
    return IronDawnProfile(ruleset="iron_dawn", id=id_, name=name, faction=faction, kind=kind, points=points,
                           sample=True, **kw)


LOCH = W("Loch rifle", 12, 24, 3, 4)
INF = dict(spd=4, acc=5, mel=4, att=4, defence=4, hp=1, mor=6)

CATALOGUE: tuple[IronDawnProfile, ...] = (
    # --- Humans -------------------------------------------------------------------------------------------
    P("human_captain", "Human Captain", "humans", "commander", 60, command="senior", spd=4, acc=6, mel=5, att=4,
      defence=5, hp=2, mor=8, weapons=[W("Officer's pistol", 6, 12, 2, 4, rof=2)]),
    P("human_lieutenant", "Human Lieutenant", "humans", "commander", 35, command="junior", spd=4, acc=5, mel=4,
      att=4, defence=4, hp=2, mor=7, weapons=[W("Officer's pistol", 6, 12, 2, 4, rof=2)]),
    P("human_line", "Volksmilitia Line Squad", "humans", "squad", 50, rank="conscript", models=8, leader=True,
      **{**INF, "acc": 4, "mor": 5}, weapons=[LOCH]),
    P("human_grenadiers", "Grenadier Squad", "humans", "squad", 80, models=7, leader=True, **INF,
      abilities=["demolition"],
      weapons=[LOCH, W("Flamethrower", 6, 8, 1, 5, special="flame", models=1)]),
    P("human_mortar", "Mortar Team", "humans", "squad", 45, models=3, **INF,
      weapons=[W("Light mortar", 12, 36, 4, 5, type_="heavy", special="indirect", models=1), LOCH]),
    P("human_engineers", "Engineer Squad", "humans", "squad", 40, models=4, **INF, abilities=["repair"],
      weapons=[W("Carbine", 10, 18, 3, 4)]),
    P("human_kommando", "Kommando", "humans", "solo", 30, rank="crack", veteran=True, spd=5, acc=7, mel=6, att=5,
      defence=5, hp=2, mor=8, weapons=[W("Kommando rifle", 14, 28, 4, 5)]),
    P("human_carrier", "Mule Carrier", "humans", "vehicle", 60, spd=8, tur=2, acc=4, td=4, fd=7, sd=6, rd=5, hp=4,
      size=(3.0, 5.0), crew=2, transport=10, open_top=True, weapons=[W("Pintle gun", 12, 24, 3, 5, rof=3,
                                                                          mount="cupola")]),
    P("human_tank", "Warden Battle Tank", "humans", "vehicle", 160, spd=6, tur=3, acc=5, td=5, fd=9, sd=7, rd=6,
      hp=6, size=(3.5, 6.0), crew=4, weapons=[
          W("Warden cannon", 24, 48, 4, 9, cls="vehicle", type_="heavy", special="explosive", mount="main"),
          W("Coaxial gun", 12, 24, 3, 5, rof=2, mount="coax"),
          W("Left sponson gun", 12, 24, 3, 5, rof=2, mount="sponson_left"),
          W("Right sponson gun", 12, 24, 3, 5, rof=2, mount="sponson_right"),
          W("Hull gun", 12, 24, 3, 5, rof=2, mount="hull")]),
    P("human_at_gun", "Anti-tank Gun Emplacement", "humans", "emplacement", 40, weapons=[
        W("Anti-tank gun", 24, 48, 4, 9, cls="vehicle", type_="heavy", mount="fixed", crew=3)]),
    # --- Sparaxians ---------------------------------------------------------------------------------------
    P("sparaxian_triatarch", "Sparaxian Triatarch", "sparaxians", "commander", 80, command="senior", spd=4, acc=6,
      mel=6, att=6, defence=7, hp=3, mor=9, weapons=[W("Rail pistol", 8, 16, 3, 6, rof=2)]),
    P("sparaxian_legionaries", "Sparaxian Legionary Cohort", "sparaxians", "squad", 90, models=6, leader=True,
      spd=4, acc=5, mel=5, att=5, defence=6, hp=1, mor=7, weapons=[W("Rail carbine", 12, 24, 3, 5)]),
    P("sparaxian_lancers", "Sparaxian Lance Team", "sparaxians", "squad", 70, rank="crack", models=3, spd=4, acc=5,
      mel=4, att=5, defence=6, hp=1, mor=7,
      weapons=[W("Rail lance", 18, 30, 4, 8, cls="vehicle", type_="heavy", models=1), W("Rail carbine", 12, 24, 3, 5)]),
    P("sparaxian_juggernaut", "Sparaxian Juggernaut", "sparaxians", "solo", 45, rank="crack", spd=5, acc=6, mel=7,
      att=7, defence=7, hp=3, mor=9, weapons=[W("Storm rail", 12, 24, 3, 6, rof=3)]),
    P("sparaxian_skiff", "Sparaxian Skiff", "sparaxians", "vehicle", 70, spd=10, tur=2, acc=5, td=4, fd=7, sd=6,
      rd=5, hp=4, size=(3.0, 5.0), crew=2, transport=8, chassis="skiff", weapons=[W("Twin rail", 12, 24, 3, 6, rof=2, mount="hull")]),
    P("sparaxian_railarc", "Railarc Walker", "sparaxians", "vehicle", 180, spd=5, tur=3, acc=6, td=6, fd=10, sd=8,
      rd=6, hp=6, size=(4.0, 6.0), crew=3, twin_turret=True, command_vehicle=True, chassis="walker", weapons=[
          W("Railarc cannon", 24, 60, 4, 8, cls="vehicle", type_="heavy", special="indirect", mount="main"),
          W("Coaxial rail", 12, 24, 3, 5, rof=2, mount="coax"),
          W("Left sponson rail", 12, 24, 3, 5, rof=2, mount="sponson_left"),
          W("Right sponson rail", 12, 24, 3, 5, rof=2, mount="sponson_right")]),
    # --- Woruxi -------------------------------------------------------------------------------------------
    P("woruxi_pack_elder", "Woruxi Pack Elder", "woruxi", "commander", 45, command="junior", spd=5, acc=5, mel=7,
      att=6, defence=5, hp=3, mor=8, weapons=[W("Hand cannon", 6, 12, 2, 5, rof=2)]),
    P("woruxi_warlord", "Woruxi Warlord", "woruxi", "commander", 70, command="senior", spd=5, acc=5, mel=8, att=7,
      defence=6, hp=3, mor=9, weapons=[W("Hand cannon", 6, 12, 2, 5, rof=2)]),
    P("woruxi_marauders", "Woruxi Marauder Pack", "woruxi", "squad", 70, models=8, leader=True, spd=5, acc=4,
      mel=6, att=5, defence=5, hp=1, mor=6, weapons=[W("Scatter gun", 8, 16, 2, 5)]),
    P("woruxi_runts", "Woruxi Runt Mob", "woruxi", "squad", 35, rank="conscript", models=6, spd=5, acc=3, mel=4,
      att=4, defence=4, hp=1, mor=5, weapons=[W("Scatter gun", 8, 16, 2, 5)]),
    P("woruxi_burners", "Woruxi Burna Team", "woruxi", "squad", 55, models=3, spd=5, acc=4, mel=5, att=5, defence=5,
      hp=1, mor=6, abilities=["demolition", "repair"],
      weapons=[W("Lava thrower", 6, 8, 1, 6, special="flame", models=1), W("Scatter gun", 8, 16, 2, 5)]),
    P("woruxi_gun_crew", "Woruxi Boom Gun Crew", "woruxi", "squad", 60, models=3, leader=True, spd=4, acc=4, mel=5,
      att=5, defence=5, hp=1, mor=6, weapons=[W("Boom gun", 18, 36, 4, 8, cls="vehicle", type_="heavy",
                                                special="explosive", models=1), W("Scatter gun", 8, 16, 2, 5)]),
    P("woruxi_bike", "Bloodclaw Attack Bike", "woruxi", "vehicle", 40, spd=12, tur=1, acc=4, td=3, fd=5, sd=4,
      rd=4, hp=2, size=(1.5, 3.0), crew=1, chassis="bike", weapons=[W("Twin scatter", 8, 16, 2, 5, rof=2, mount="hull")]),
    P("woruxi_hauler", "Woruxi Hauler", "woruxi", "vehicle", 55, spd=8, tur=3, acc=3, td=4, fd=6, sd=5, rd=5, hp=5,
      size=(3.5, 6.0), crew=2, transport=12, open_top=True, weapons=[W("Big shoota", 12, 24, 2, 6, rof=2,
                                                                         mount="hull")]),
    P("woruxi_crusher", "Woruxi Crusher Tank", "woruxi", "vehicle", 150, spd=6, tur=3, acc=4, td=5, fd=9, sd=7,
      rd=6, hp=7, size=(4.0, 6.0), crew=4, weapons=[
          W("Lava cannon", 8, 12, 1, 7, special="flame", mount="main"),
          W("Crusher gun", 20, 40, 4, 8, cls="vehicle", type_="heavy", special="explosive", mount="hull"),
          W("Left sponson shoota", 12, 24, 2, 6, rof=2, mount="sponson_left"),
          W("Right sponson shoota", 12, 24, 2, 6, rof=2, mount="sponson_right"),
          W("Cupola shoota", 12, 24, 2, 5, rof=2, mount="cupola")]),
)


@lru_cache(maxsize=1)
def catalogue() -> dict[str, IronDawnProfile]:
    return {p.id: p for p in CATALOGUE}


def profile(pid: str) -> IronDawnProfile:
    return catalogue()[pid]


def register_extra(profiles) -> None:
    """A scenario's own Iron Dawn profiles, looked up after the shipped ones."""
    for p in profiles or ():
        if getattr(p, "ruleset", None) == "iron_dawn":
            _EXTRA[p.id] = p


def lookup(pid: str) -> IronDawnProfile:
    return _EXTRA.get(pid) or catalogue()[pid]


def has_turret(p: IronDawnProfile) -> bool:
    """A vehicle with a turret: one of its weapons is mounted as the turret's main gun or its coaxial."""
    return p.kind == "vehicle" and any(w.mount in ("main", "coax") for w in p.weapons)
