"""The editor's tools: each turns presses, drags and keys on the board into undoable edits.

`tools_for(board_kind)` lists the tools a board offers, in toolbar order.
"""
from __future__ import annotations

from .base import Tool
from .draw import CircleTool, LineTool, PolygonTool, RectTool
from .paint import BrushTool, EraseTool, FillTool
from .place import ObjectiveTool, ZoneRectTool, ZoneTool
from .select import SelectTool

__all__ = ["Tool", "tools_for", "ALL_TOOLS"]

ALL_TOOLS = (SelectTool, BrushTool, FillTool, EraseTool, PolygonTool, CircleTool, RectTool, LineTool, ZoneTool,
             ZoneRectTool, ObjectiveTool)


def tools_for(board_kind: str) -> list[type[Tool]]:
    return [t for t in ALL_TOOLS if board_kind in t.boards]
