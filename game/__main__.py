"""Entry point: ``python -m game`` opens the window; sub-commands work headless.

    python -m game                 the app
    python -m game sim ...         play whole games without a window
    python -m game bench ...       engine, AI and drawing speed
    python -m game smoke ...       drive the app off-screen through every scene
    python -m game saves list|check FILE
    python -m game replay FILE --step N --shot PNG   a saved game at move N, as a picture
"""

from __future__ import annotations

import importlib
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

COMMANDS = {
    "sim": "game.cli.sim",
    "bench": "game.cli.bench",
    "smoke": "game.cli.smoke",
    "saves": "game.cli.saves",
    "replay": "game.cli.replay",
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        return int(importlib.import_module(COMMANDS[args[0]]).main(args[1:]) or 0)
    if args and args[0] in ("-h", "--help", "help"):
        print(__doc__.strip())
        return 0
    if args and not args[0].startswith("-"):
        print(f"unknown command {args[0]!r}; try: {', '.join(COMMANDS)}", file=sys.stderr)
        return 2
    from game.app.main import run

    return int(run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
