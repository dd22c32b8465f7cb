"""Entry point: ``python -m game`` opens the window; sub-commands work headless.

    python -m game                 the app
    python -m game sim ...         play whole games without a window
    python -m game bench ...       engine, AI and drawing speed
    python -m game smoke ...       drive the app off-screen through every scene
    python -m game saves list|check FILE
    python -m game replay FILE --step N --shot PNG   a saved game at move N, as a picture
    python -m game review FILE [--seat N] [--json]   the computer's review of a saved game
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
    "review": "game.cli.review",
}
EXIT_INTERRUPTED = 130
"""Ctrl+C, as shells report it (128 + SIGINT)."""
EXIT_PIPE_CLOSED = 141
"""The output was closed early (``| head``), as shells report it (128 + SIGPIPE)."""


def _safe_streams() -> None:
    """Print whatever a name holds: bytes that are not UTF-8 (a file name from the disk) are
    escaped rather than ending the command with an encoding error."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def _silence_stdout() -> None:
    """After the reader went away: send what is left to nowhere, so the interpreter's final
    flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _say(text: str) -> None:
    try:
        print(text, file=sys.stderr)
    except (OSError, ValueError):
        pass  # stderr is gone too: the exit status still tells


def run_command(name: str, args: list[str]) -> int:
    """One sub-command, ending with one line and the right exit status however it ends:
    output closed early, Ctrl+C, or done."""
    _safe_streams()
    try:
        code = int(importlib.import_module(COMMANDS[name]).main(args) or 0)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _silence_stdout()
        _say(f"{name}: the output was closed before the command finished")
        return EXIT_PIPE_CLOSED
    except KeyboardInterrupt:
        _say(f"{name}: interrupted")
        return EXIT_INTERRUPTED


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        return run_command(args[0], args[1:])
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
