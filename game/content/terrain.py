"""Terrain pieces: a terrain type (woods, hill, river, ...) over a shape.

On hex and tile maps a piece covers cells; on tables it is a polygon, circle,
rectangle or polyline. Which types exist is the ruleset's business (its metadata
lists them); the file only names them.
"""
from __future__ import annotations

from typing import Annotated, Optional, Union

from pydantic import Field

from .base import Ident, Strict
from .shapes import Cells, Circle, Polygon, Polyline, Rect

__all__ = ["TerrainPiece", "CellTerrain", "PolygonTerrain", "CircleTerrain", "RectTerrain", "PolylineTerrain"]


class _TerrainFields(Strict):
    type: Ident = Field(description="The terrain type, as the ruleset names it (woods, hill, river, ...).")
    id: Optional[Ident] = None
    name: Optional[Annotated[str, Field(max_length=80)]] = None
    level: Optional[Annotated[int, Field(ge=0, le=10)]] = Field(
        None, description="Height level for hills (1 = one level up).")


class CellTerrain(Cells, _TerrainFields):
    pass


class PolygonTerrain(Polygon, _TerrainFields):
    pass


class CircleTerrain(Circle, _TerrainFields):
    pass


class RectTerrain(Rect, _TerrainFields):
    pass


class PolylineTerrain(Polyline, _TerrainFields):
    pass


TerrainPiece = Annotated[Union[CellTerrain, PolygonTerrain, CircleTerrain, RectTerrain, PolylineTerrain],
                         Field(discriminator="shape")]
