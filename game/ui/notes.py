"""The colours of the notes (toasts) over the board, on the battle screen and in the editor: one that
says an action, an edit or a file was refused, one that says it was done."""
from __future__ import annotations

__all__ = ["REFUSED", "DONE"]

REFUSED = (255, 150, 140)
DONE = (170, 230, 180)
