"""The app: pygame-ce and pygame_gui. Nothing below this package imports pygame."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
