"""Boards: a hex map, a map of square tiles, or a table measured in inches."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from .base import Strict

__all__ = ["HexBoard", "TileBoard", "TableBoard", "Board"]


class HexBoard(Strict):
    """A hex map in offset coordinates [col, row].

    `orientation` "flat" puts a flat side at the top (columns of hexes, offset
    "odd" shoves odd columns down); "pointy" puts a corner at the top (rows of
    hexes, offset "odd" shoves odd rows right).
    """

    kind: Literal["hex"]
    cols: Annotated[int, Field(ge=1, le=200)]
    rows: Annotated[int, Field(ge=1, le=200)]
    orientation: Literal["flat", "pointy"] = "flat"
    offset: Literal["odd", "even"] = "odd"
    hex_inches: Annotated[float, Field(gt=0, le=24)] = 4.0  # across the flats, for scale only

    def contains(self, cell: tuple[int, int]) -> bool:
        return 0 <= cell[0] < self.cols and 0 <= cell[1] < self.rows

    def describe(self) -> str:
        return f"{self.cols} x {self.rows} hexes"


class TileBoard(Strict):
    """A map of square tiles [col, row]."""

    kind: Literal["tiles"]
    cols: Annotated[int, Field(ge=1, le=200)]
    rows: Annotated[int, Field(ge=1, le=200)]
    tile_inches: Annotated[float, Field(gt=0, le=24)] = 2.0

    def contains(self, cell: tuple[int, int]) -> bool:
        return 0 <= cell[0] < self.cols and 0 <= cell[1] < self.rows

    def describe(self) -> str:
        return f"{self.cols} x {self.rows} tiles"


class TableBoard(Strict):
    """A free-movement table, `width` x `height` inches; (0, 0) is the top-left corner."""

    kind: Literal["table"]
    width: Annotated[float, Field(ge=6, le=240)]
    height: Annotated[float, Field(ge=6, le=240)]

    def contains_point(self, x: float, y: float) -> bool:
        return 0 <= x <= self.width and 0 <= y <= self.height

    def describe(self) -> str:
        return f'{self.width:g}" x {self.height:g}" table'


Board = Annotated[Union[HexBoard, TileBoard, TableBoard], Field(discriminator="kind")]
