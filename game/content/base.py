"""Shared pieces of every file format: the strict base model and small value types."""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["Strict", "Cell", "Point", "Inches", "Name", "Ident", "SCHEMA_VERSION"]

SCHEMA_VERSION = 1  # the newest scenario / army format this build reads and writes


class Strict(BaseModel):
    """Unknown fields are errors; numbers must be finite; values are checked on assignment."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False, validate_assignment=True,
                              populate_by_name=True, str_strip_whitespace=False)


Ident = Annotated[str, Field(pattern=r"^[A-Za-z0-9_.-]{1,40}$",
                             description="An identifier: letters, digits, '_', '-', '.' (at most 40).")]
Name = Annotated[str, Field(min_length=1, max_length=80)]
Inches = Annotated[float, Field(ge=-10_000, le=10_000)]
Cell = Annotated[tuple[Annotated[int, Field(ge=-1000, le=1000)], Annotated[int, Field(ge=-1000, le=1000)]],
                 Field(description="A hex or tile as [column, row] in offset coordinates.")]
Point = Annotated[tuple[Inches, Inches], Field(description="A point on the table as [x, y] in inches "
                                                           "(x to the right, y down from the top-left corner).")]
