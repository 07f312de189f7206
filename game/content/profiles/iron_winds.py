"""Unit profiles for Iron Winds of War (filled in by the ruleset)."""
from __future__ import annotations

from typing import Literal

from .base import ProfileBase

__all__ = ["IronWindsProfile"]


class IronWindsProfile(ProfileBase):
    ruleset: Literal["iron_winds"]
