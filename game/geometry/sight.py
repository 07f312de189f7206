"""Line of sight, in one place: hex maps and tables.

The work lives in smaller modules; this is the door to them.

- Hex maps (`hexsight`): `visible(viewer, facing, target, blocks)` — "any part of
  the viewer's front edges to any part of the target hex"; `sees` (no facing,
  symmetric); `visible_from(grid, viewer, facing, blocks)` for shading a map.
- Tables (`planesight`): `line_of_sight(viewer, target, blockers)` between two
  footprints, `hidden_fraction` for partial cover, `clear_shot_share` of a
  unit's models.
- Visibility polygons (`visibility`): `visibility_polygon(view, occluders, range_,
  heading=, half_angle=, clip=)` for the shading overlay.
"""
from .hexsight import sees, sight_line, visible, visible_from
from .planesight import Blockers, clear_shot_share, hidden_fraction, line_of_sight
from .visibility import Occluders, visibility_polygon

__all__ = ["visible", "sees", "sight_line", "visible_from", "Blockers", "line_of_sight", "hidden_fraction",
           "clear_shot_share", "Occluders", "visibility_polygon"]
