"""Forgotten World: Conquerors: regiments of square bases in ranks and files on an inch-scale table."""
from .ruleset import ForgottenWorld  # noqa: F401  (registers the ruleset)
