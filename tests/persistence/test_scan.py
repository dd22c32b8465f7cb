"""The nesting pre-scan is linear whatever the shape of the file: the shapes that made the old
scan retry every quote (hours for 1 MB) are judged at once, and the answers stay right."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.persistence import saves
from game.persistence.jsontext import nesting_exceeds
from game.persistence.saves import MAX_DEPTH, SaveError

ROOT = Path(__file__).resolve().parents[2]
# An open string of escaped quotes behind 65 brackets: each quote used to restart the scan.
HANG = b"[" * (MAX_DEPTH + 1) + b'"' + b'\\"' * 600_000


@pytest.mark.parametrize(("data", "deep"), [
    (HANG, True),
    (HANG + b"\\", True),  # ends inside an escape
    (b'"' + b'\\"' * 1000 + b"[" * 100, False),  # all brackets inside an unclosed string
    (b'["' + b"\\\\" * 1000 + b'"' + b"[" * 9 + b"]" * 9 + b"]", False),
    (b'["\\\\"' + b"[" * 11 + b"]" * 11 + b"]", True),  # an escaped backslash ends the string
    (b'"[[[[[[[[[[[[\\"[[[[[[[["' + b"{" * 3, False),
], ids=["hang", "hang-backslash", "open-string", "escaped-backslashes", "after-escape", "quoted"])
def test_scan_answers(data: bytes, deep: bool) -> None:
    assert nesting_exceeds(data, 10) is deep


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


def test_scan_matches_a_real_parse_of_nested_documents() -> None:
    for wrappers in (1, 8, 9, 10, 11, 40):
        doc: object = "x[{"
        for i in range(wrappers):
            doc = [doc, {"k\\\"[": "]"}] if i % 2 else {"a": doc, "s": "\"{"}
        text = json.dumps(doc).encode()
        assert nesting_exceeds(text, 10) is (_depth(json.loads(text)) > 10), wrappers


def test_hang_shapes_are_refused_at_once_by_check_load_and_list(tmp_path: Path) -> None:
    """A hang guard, not a speed test: the old scan never finished on these files, so the
    command is given a minute it needs a small fraction of."""
    folder = tmp_path / "saves"
    folder.mkdir()
    for name, size in [("small.json", 64 * 1024), ("big.json", 1024 * 1024),
                       ("huge.json", saves.MAX_BYTES)]:
        (folder / name).write_bytes((HANG * (size // len(HANG) + 1))[:size])
    env = os.environ | {"CITY_BUILDERS_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    code = ("import sys; from game.persistence import saves\n"
            "for p in sorted(sys.argv[1:]):\n"
            "    try: saves.check_file(p)\n"
            "    except saves.SaveError as e: print(e)\n"
            "    try: saves.load_match(p)\n"
            "    except saves.SaveError as e: print(e)\n"
            "print(saves.latest_save(), len(saves.list_saves()))\n")
    proc = subprocess.run([sys.executable, "-c", code, *map(str, folder.iterdir())],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[-1] == "None 3"
    assert len(lines) == 7 and all("too deeply nested" in line for line in lines[:6])


def test_the_reported_file_is_too_deep_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(HANG[: 64 * 1024])
    with pytest.raises(SaveError) as info:
        saves.check_file(path)
    assert info.value.code == "too_deep"
