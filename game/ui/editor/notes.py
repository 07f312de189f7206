"""The colours of the editor's notes (the toasts over the board): one that says an edit or a file
was refused, one that says it was done."""
from __future__ import annotations

__all__ = ["REFUSED", "DONE"]

REFUSED = (255, 150, 140)
DONE = (170, 230, 180)
