"""A tiny test-only ruleset for the editor: a table ruleset whose units have ranks, files, figures,
bought options and leaders attached to units, with points and an army rule (a leader is needed)."""
from game.content.errors import Problem
from game.core.ruleset import ArmyReport, OptionSpec, ProfileInfo, Result, Ruleset, RulesetMeta, Status, TerrainType, register

PROFILES = {"pikes": ("Pikemen", 2, False), "hero": ("Hero", 10, True)}   # name, points a figure, leader


@register
class Ranked(Ruleset):
    meta = RulesetMeta(name="ranked_test", title="Ranked (editor test ruleset)", boards=("table",), dice=("d6",),
                       phases=("move",), terrain_types=(TerrainType("woods", "Woods", "Cover.", blocks_sight=True),
                                                        TerrainType("lake", "Lake", "Impassable.")),
                       options=(OptionSpec("veterans", "Veterans", "Units may be veterans."),))

    def profile_ids(self):
        return set(PROFILES)

    def profile_catalogue(self, scenario=None):
        return [ProfileInfo(pid, name, points=cost * (1 if leader else 12), leader=leader, kind="leader" if leader else "infantry",
                            options=() if leader else ("veteran", "banner"),
                            fields=("attached_to",) if leader else ("figures", "ranks", "files"),
                            figures=None if leader else 12, summary="a test profile")
                for pid, (name, cost, leader) in PROFILES.items()]

    def base_outline(self, scenario, unit_id):
        for _, u in scenario.all_units():
            if u.id == unit_id and u.pose is not None:
                x, y, _h = u.pose
                w, d = (1.0, 1.0) if PROFILES[u.profile][2] else ((u.files or 4) * 1.0, (u.ranks or 2) * 1.0)
                return ((x - w / 2, y - d / 2), (x + w / 2, y - d / 2), (x + w / 2, y + d / 2), (x - w / 2, y + d / 2))
        return None

    def unit_trapped(self, scenario, unit_id):
        for _, u in scenario.all_units():
            if u.id == unit_id and u.pose is not None:
                for piece in scenario.terrain:
                    if piece.type == "lake" and piece.shape == "circle" and \
                            (u.pose[0] - piece.center[0]) ** 2 + (u.pose[1] - piece.center[1]) ** 2 < piece.radius ** 2:
                        return f"{u.name or u.id} stands in a lake"
        return None

    def army_report(self, scenario, side_id):
        side = scenario.side(side_id)
        costs = {u.id: PROFILES[u.profile][1] * (1 if PROFILES[u.profile][2] else (u.figures or 12))
                 for u in side.units if u.profile in PROFILES}
        points = sum(costs.values())
        errors = []
        if side.points_limit is not None and points > side.points_limit:
            errors.append(f"the army costs {points} points, over its limit of {side.points_limit}")
        return ArmyReport(points, side.points_limit, tuple(errors), costs=costs)

    def validate_scenario(self, scenario, file):
        out = []
        for si, side in enumerate(scenario.sides):
            if side.units and not any(PROFILES.get(u.profile, ("", 0, False))[2] for u in side.units):
                out.append(Problem(file, f"sides.{si}.units", "an army needs a leader"))
        return out

    # the battle itself is not what these tests are about
    def setup(self, scenario, dice):
        return {"over": False}, []

    def to_act(self, state):
        return None

    def candidates(self, state, unit_id=None):
        return []

    def check(self, state, action):
        raise NotImplementedError

    def apply(self, state, action, dice):
        raise NotImplementedError

    def result(self, state):
        return Result(None, "test")

    def status(self, state):
        return Status(1, None, "move", None)
