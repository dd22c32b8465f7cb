"""``python -m game replay FILE [--step N] [--shot PNG]``: a saved game at move N, headless.

    python -m game replay FILE --step N --shot PNG [--viewer SEAT|public] [--size WxH] [--lang L]

With ``--shot`` the replay screen (the game's own table, its log and the move controls) is
drawn off-screen at move N and written as a PNG; without it the log up to move N is printed.
``--step`` defaults to the last move. The board is shown as ``--viewer`` could see it (a seat
number from 0, or ``public``), unless the game is over. A bad file or option exits 1 with one
line on stderr naming it; the file is never written.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("must look like 1280x720") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError("must be between 320x240 and 7680x4320")
    return w, h


def _viewer(text: str) -> int | str:
    if text == "public":
        return text
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("must be a seat number (0, 1, ...) or 'public'") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game replay",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="a save file")
    parser.add_argument("--step", type=int, help="the move to show (0: the start; default: the end)")
    parser.add_argument("--shot", type=Path, help="write the table at that move to this PNG")
    parser.add_argument("--viewer", type=_viewer, default="public",
                        help="whose view: a seat number from 0, or 'public' (the default)")
    parser.add_argument("--size", type=_size, default=(1280, 720), help="window size, e.g. 1600x900")
    parser.add_argument("--lang", default="en", help="the language of the texts (en, cs, pl)")
    args = parser.parse_args(argv or [])

    from game.persistence.saves import display_name, start_state

    from .saved_game import open_saved

    def fail(text: str) -> int:
        print(f"replay: {text}", file=sys.stderr)
        return 1

    match = open_saved(args.file, args.lang)
    if isinstance(match, str):
        return fail(match)
    moves = len(match.log)
    step = moves if args.step is None else args.step
    if not 0 <= step <= moves:
        return fail(f"{display_name(args.file)}: --step {step} is outside 0..{moves}")
    seats = match.config.num_players
    if isinstance(args.viewer, int) and not 0 <= args.viewer < seats:
        return fail(f"--viewer {args.viewer} is not a seat of this game (0..{seats - 1})")
    if args.shot is None:
        return _print_log(match, start_state(match), step, args.viewer)
    return _shot(match, step, args.viewer, args.shot, args.size, args.lang, fail)


def _print_log(m: Any, start: Any, step: int, viewer: int | str) -> int:
    from game.app.table_log import ALL, EVERYONE, TableLog

    names = [p.name for p in m.config.players]
    log = TableLog(m.rules, names, lambda seat: None, limit=len(m.log) + 2)
    log.replay(start, m.log)
    key = ALL if m.is_over else (None if viewer == "public" else viewer)
    log.lines(key)
    for n, entry in enumerate(log.entries[:step], start=1):
        for text, _ in entry.lines.get(key, entry.lines.get(EVERYONE, [])):
            print(f"{n:4d}  {text}")
    return 0


def _shot(match: Any, step: int, viewer: int | str, shot: Path, size: tuple[int, int],
          lang: str, fail: Callable[[str], int]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app.main import App
    from game.persistence.settings import Settings
    from game.ui import fonts

    app = App(Settings.model_validate({"language": lang}), size=size, fullscreen=False)
    try:
        scene: Any = app.nav.go("replay", match=match, step=step, viewer=viewer)
        app.frame(0.0, events=[])
        app.toasts.items.clear()  # the picture shows the game, not passing notices
        app.frame(0.0, events=[])
        try:
            shot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(shot))
        except (OSError, pygame.error) as exc:
            return fail(f"{shot}: cannot be written ({exc})")
        print(f"replay: move {scene.step} of {scene.timeline.length} written to {shot}")
        return 0
    finally:
        while app.stack.scenes:
            app.stack.pop()
        pygame.quit()
        fonts.clear()
