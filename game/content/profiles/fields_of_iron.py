"""Unit cards for Fields of Iron and Echo (filled in by the ruleset)."""
from __future__ import annotations

from typing import Literal

from .base import ProfileBase

__all__ = ["FieldsOfIronProfile"]


class FieldsOfIronProfile(ProfileBase):
    ruleset: Literal["fields_of_iron"]
