"""Each rule in Wartable's own words."""
from __future__ import annotations

from ...core.ruleset import RuleSummary

SUMMARIES: tuple[RuleSummary, ...] = ()
