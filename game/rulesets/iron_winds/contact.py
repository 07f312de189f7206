"""Where bases stand when they meet: the poses of a contact, and which edges touch.

The geometry lives in `game.geometry.edgecontact`; this module holds Wartable's reading of Event IV (see the
rulings):

- A unit makes contact with its front edge. An edge "touches" another base when at least
  `MIN_CONTACT` inches of it lie within `TOUCH` of that base (a corner meeting a corner is no contact).
- Face to face (`front`): the attacker's front edge flush against the target's front edge, centred on it,
  facing the opposite way.
- On a flank (`left` / `right`): the attacker faces into the target's side, its front edge flush against
  that side with its forward corner level with the target's front edge (so it never stands in front of
  the target's line, where the target's opponent is).
- In the rear: facing the same way as the target, its front edge flush against the target's rear edge,
  centred on it.
- A target that turns to face its attacker stands face to face with it, centred on the attacker's front
  edge.

>>> t = Pose(10, 10, 0)                               # a 4" x 2" target facing up
>>> contact_pose(t, 4, 2, "front", 4, 3)              # 4" x 3" cavalry face to face
Pose(x=10.0, y=7.5, heading=180.0)
>>> contact_pose(t, 4, 2, "right", 4, 2)
Pose(x=13.0, y=11.0, heading=270.0)
>>> round(edge_contact(contact_pose(t, 4, 2, "right", 4, 2), 4, 2, "front", t, 4, 2)[0], 2)
2.0
"""
from __future__ import annotations

from ...geometry.edgecontact import SIDES, contact_pose, contact_side, edge_contact, edge_points, face_pose
from ...geometry.edgecontact import lined_up as _lined_up
from ...geometry.plane import Pose

__all__ = ["TOUCH", "MIN_CONTACT", "LINE_UP", "LINE_UP_DEGREES", "SIDES", "contact_pose", "face_pose",
           "lined_up", "edge_contact", "contact_side", "edge_points"]

TOUCH = 1e-3            # inches: bases this close count as touching
MIN_CONTACT = 0.25      # inches of edge in common that make a contact
LINE_UP = 0.02          # inches and degrees within which a pose counts as lined up
LINE_UP_DEGREES = 0.5


def lined_up(pose: Pose, want: Pose) -> bool:
    """Whether a pose stands where a contact wants it (within LINE_UP inches and LINE_UP_DEGREES)."""
    return _lined_up(pose, want, LINE_UP, LINE_UP_DEGREES)
