"""Run every bench module in tools/benches (each defines `rows() -> list[Row]`)."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from timing import Row  # noqa: E402


def load_modules():
    for path in sorted(HERE.glob("bench_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        yield mod


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    wanted = {a for a in argv if not a.startswith("-")}
    rows: list[Row] = []
    for mod in load_modules():
        names = getattr(mod, "NAMES", None)
        if wanted and names is not None and not (wanted & set(names)):
            continue
        for row in mod.rows():
            if not wanted or row.name in wanted:
                rows.append(row)
    if as_json:
        print(json.dumps({"rows": [r.to_json() for r in rows]}, indent=1))
        return 0
    head = f"{'row':<22}{'median ms':>11}{'p95 ms':>10}   {'reference':<34}{'ref median':>11}   budget"
    print(head)
    print("-" * len(head))
    for r in rows:
        ref = "" if r.ref_median_ms is None else f"{r.ref_median_ms:11.3f}"
        verdict = "" if r.ok is None else ("  ok" if r.ok else "  OVER")
        print(f"{r.name:<22}{r.median_ms:11.3f}{r.p95_ms:10.3f}   {r.ref_name:<34}{ref:>11}   {r.budget}{verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
