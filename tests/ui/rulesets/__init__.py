"""Two small test-only rulesets that implement every view hook the battle screen reads.

`hex_skirmish` plays on a hex map, `table_skirmish` on an inch-scale table. They
exist so the screen can be built and tested without depending on a real ruleset;
a real ruleset plugs into the screen through exactly the same hooks.
"""
from . import hex_skirmish, table_skirmish  # noqa: F401  (registers both)
from .scenarios import hex_scenario, table_scenario, big_table_scenario  # noqa: F401
