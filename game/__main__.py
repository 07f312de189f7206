"""Command line: `python -m game [COMMAND] ...` (see `--help`)."""
from game.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
