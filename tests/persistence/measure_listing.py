"""Measure how long listing saves takes (a script, not a test: speed is never timed in tests).

    PYTHONPATH=$PWD python tests/persistence/measure_listing.py [--good-only] [COUNT ...]

Writes COUNT copies (default 200 and 1000) of a finished four-player Machi Koro save, with
different times, into a temporary saves folder, plus one file of each bad shape that used to
hang or cost a full parse (``--good-only``: none, to compare with code that hangs on them), and
prints the best of five ``list_saves()`` and ``latest_save()``.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from pathlib import Path


def _game_bytes() -> bytes:
    from game.engine import CHANCE, Match, Rng, registry
    from game.persistence.saves import save_match

    info = registry.get("machi_koro")
    match = Match.new(info, info.config(4), 3)
    rng = Rng(3)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(info.rules.sample_action(match.state, rng))
    with tempfile.TemporaryDirectory() as tmp:
        return save_match(match, Path(tmp) / "g.json").read_bytes()


def _fill(folder: Path, count: int, data: bytes, bad: bool = True) -> None:
    # The files as the app writes them (header on line 1), each with its own time.
    saved_at = re.search(rb'"saved_at": "[^"]*"', data)
    assert saved_at is not None
    for i in range(count):
        stamp = f'"saved_at": "2026-01-01T{i // 3600:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z"'
        one = data[: saved_at.start()] + stamp.encode() + data[saved_at.end():]
        (folder / f"machi_koro-{i:05d}.json").write_bytes(one)
    if not bad:
        return
    hang = b"[" * 65 + b'"' + b'\\"' * 600_000
    (folder / "hang.json").write_bytes(hang[: 1024 * 1024])
    (folder / "cut.json").write_bytes(data[: len(data) // 2])
    (folder / "garbage.json").write_bytes(os.urandom(1024 * 1024))


def _best(fn: object, runs: int = 7) -> tuple[float, float]:
    """Best wall-clock and best CPU time of ``runs`` calls (CPU time is less disturbed by
    other programs on a busy machine)."""
    assert callable(fn)
    wall = cpu = float("inf")
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu


def main(argv: list[str]) -> int:
    with_bad = "--good-only" not in argv
    counts = [int(a) for a in argv if a != "--good-only"] or [200, 1000]
    data = _game_bytes()
    from game.persistence import saves

    print(f"one save: {len(data)} bytes")
    for count in counts:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            _fill(folder, count, data, with_bad)
            listing = saves.list_saves(folder)
            bad = sum(1 for s in listing if s.error)
            for name, fn in (("list_saves", saves.list_saves), ("latest_save", saves.latest_save)):
                wall, cpu = _best(lambda fn=fn, folder=folder: fn(folder))
                print(f"{count} saves + {3 if with_bad else 0} bad files ({bad} listed bad): {name}"
                      f" {wall * 1000:.1f} ms (CPU {cpu * 1000:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
