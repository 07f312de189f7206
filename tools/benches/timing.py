"""Timing helpers shared by the bench modules."""
from __future__ import annotations

import gc
import statistics
import time
from dataclasses import dataclass, field
from typing import Callable


@dataclass
class Row:
    """One figure: our timing, the reference timing from the same run, and the budget."""

    name: str
    median_ms: float
    p95_ms: float
    ref_name: str = ""
    ref_median_ms: float | None = None
    budget: str = ""          # e.g. "p95 <= 1.5 ms; median <= 0.3x ref"
    ok: bool | None = None    # whether the budget holds (None: no budget)
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        out = {"name": self.name, "median_ms": round(self.median_ms, 4), "p95_ms": round(self.p95_ms, 4),
               "ref_name": self.ref_name,
               "ref_median_ms": None if self.ref_median_ms is None else round(self.ref_median_ms, 4),
               "budget": self.budget, "ok": self.ok}
        out.update(self.extra)
        return out


def measure(fn: Callable[[], object], *, repeat: int = 50, warmup: int = 3, min_seconds: float = 0.0) -> list[float]:
    """Milliseconds of each call of `fn` after `warmup` calls; at least `repeat` calls."""
    for _ in range(warmup):
        fn()
    gc.collect()
    times: list[float] = []
    start = time.perf_counter()
    while len(times) < repeat or time.perf_counter() - start < min_seconds:
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return times


def median(times: list[float]) -> float:
    return statistics.median(times)


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
