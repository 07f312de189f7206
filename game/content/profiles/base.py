"""The fields every unit profile (unit card) shares, whatever its ruleset."""
from __future__ import annotations

from typing import Annotated, Optional

from pydantic import Field

from ..base import Ident, Name, Strict

__all__ = ["ProfileBase"]


class ProfileBase(Strict):
    """A unit card. Subclasses add the ruleset's own values and a `ruleset` literal."""

    id: Ident
    name: Name
    sample: bool = Field(False, description="True when the values are Wartable's sample values, "
                                            "not figures printed in the ruleset.")
    notes: Optional[Annotated[str, Field(max_length=2000)]] = None
