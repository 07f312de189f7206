"""Shapes that place things on a board: cells on hex and tile maps, polygons,
circles, rectangles and polylines on tables. Terrain, deployment zones and
objectives all use them."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, field_validator

from .base import Cell, Point, Strict

__all__ = ["Cells", "Polygon", "Circle", "Rect", "Polyline", "Shape", "CELL_SHAPES", "TABLE_SHAPES"]


class Cells(Strict):
    """A set of hexes or tiles."""

    shape: Literal["cells"]
    cells: Annotated[list[Cell], Field(min_length=1, max_length=40_000)]


class Polygon(Strict):
    """A simple polygon, vertices in order (either winding)."""

    shape: Literal["polygon"]
    points: Annotated[list[Point], Field(min_length=3, max_length=512)]


class Circle(Strict):
    shape: Literal["circle"]
    center: Point
    radius: Annotated[float, Field(gt=0, le=500)]


class Rect(Strict):
    """A rectangle `size` = [width, height] inches about `center`, turned `rotation` degrees clockwise."""

    shape: Literal["rect"]
    center: Point
    size: tuple[Annotated[float, Field(gt=0, le=500)], Annotated[float, Field(gt=0, le=500)]]
    rotation: Annotated[float, Field(ge=-360, le=360)] = 0.0


class Polyline(Strict):
    """A line of `width` inches through the points: rivers, walls, hedges, roads."""

    shape: Literal["polyline"]
    points: Annotated[list[Point], Field(min_length=2, max_length=512)]
    width: Annotated[float, Field(gt=0, le=50)] = 1.0

    @field_validator("points")
    @classmethod
    def _distinct(cls, pts: list) -> list:
        if all(p == pts[0] for p in pts):
            raise ValueError("a polyline needs two different points")
        return pts


Shape = Annotated[Union[Cells, Polygon, Circle, Rect, Polyline], Field(discriminator="shape")]
CELL_SHAPES = ("cells",)
TABLE_SHAPES = ("polygon", "circle", "rect", "polyline")
