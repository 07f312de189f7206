"""A tiny test-only ruleset for the editor on square tiles: a few terrain types (a river with fords
and bridges among them) and two profiles. No shipped ruleset plays on tiles yet."""
from game.core.ruleset import Result, Ruleset, RulesetMeta, Status, TerrainType, register


@register
class Squares(Ruleset):
    meta = RulesetMeta(name="squares_test", title="Squares (editor test ruleset)", boards=("tiles",), dice=("d6",),
                       phases=("move",),
                       terrain_types=(TerrainType("woods", "Woods", "Cover.", blocks_sight=True),
                                      TerrainType("marsh", "Marsh", "Slow."),
                                      TerrainType("river", "River", "Closed but at fords and bridges."),
                                      TerrainType("ford", "Ford", "Open ground in a river."),
                                      TerrainType("bridge", "Bridge", "Open ground over a river.")))

    def profile_ids(self):
        return {"scouts", "guards"}

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
