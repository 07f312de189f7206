"""The board-view hooks of a ruleset answered by one module of functions named like them.

Every table ruleset keeps its views (unit views, reach, sight, target info, action labels) in a
`views` module; `ModuleViews` forwards the `Ruleset` hooks there, so no ruleset writes the same five
one-line methods again. Put it before `Ruleset` among the bases and set `views_module`."""
from __future__ import annotations

from types import ModuleType

__all__ = ["ModuleViews"]


class ModuleViews:
    views_module: ModuleType

    def unit_views(self, state):
        return self.views_module.unit_views(state)

    def reach(self, state, unit_id):
        return self.views_module.reach(state, unit_id)

    def sight(self, state, unit_id):
        return self.views_module.sight(state, unit_id)

    def target_info(self, state, unit_id, target_id):
        return self.views_module.target_info(state, unit_id, target_id)

    def describe_action(self, state, action):
        return self.views_module.describe_action(state, action)
