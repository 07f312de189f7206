# Shared by tools/play, tools/test and tools/bench: make sure .venv exists and holds
# the project as pyproject.toml describes it. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
EXTRAS="${WARTABLE_EXTRAS:-test}"

find_python() {
    for candidate in "${PYTHON:-}" python3.11 python3.12 python3.13 python3; do
        [ -n "$candidate" ] || continue
        if command -v "$candidate" >/dev/null 2>&1 &&
           "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
            echo "$candidate"; return 0
        fi
    done
    echo "Wartable needs Python 3.11 or newer on PATH (set PYTHON=/path/to/python)." >&2
    return 1
}

if [ ! -x "$VENV/bin/python" ]; then
    PY="$(find_python)"
    echo "wartable: creating $VENV" >&2
    "$PY" -m venv "$VENV"
fi

STAMP="$VENV/.wartable-installed-${EXTRAS//,/-}"
# The checkout's path is part of the stamp: the install is editable, so a venv installed from another
# checkout (a moved folder, a git worktree sharing the venv) would import that checkout's code.
WANT="$( (cat "$ROOT/pyproject.toml"; echo "extras=$EXTRAS"; echo "root=$ROOT") | sha256sum | cut -d' ' -f1)"
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$WANT" ]; then
    echo "wartable: installing the project into $VENV ($EXTRAS)" >&2
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip >&2
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$ROOT[$EXTRAS]" >&2
    echo "$WANT" > "$STAMP"
fi
PYBIN="$VENV/bin/python"
