"""Listing reads headers only: the header is the first line of a save, a list reads at most the
first ``HEAD_BYTES`` and the last bytes of each file, and a bad file is marked bad at that cost
whatever it holds. Files written before the header came first are still listed."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from game.persistence import saves
from game.persistence.header import HEAD_BYTES
from game.persistence.model import HEADER_KEYS

from .helpers import play, read_doc

OLD_ORDER = ("format", "format_version", "app_version", "game_id", "config", "seed",
             "start_position", "actions", "position", "digest", "created_at", "saved_at",
             "finished", "moves")


def _padded(path: Path, size: int) -> None:
    """Make a valid save about ``size`` bytes long: a note (ignored by readers) at its end."""
    data = path.read_bytes().rstrip()
    assert data.endswith(b"}")
    path.write_bytes(data[:-1] + b', "notes": "' + b"n" * size + b'"\n}\n')


def _old_layout(path: Path, pad: int = 0) -> None:
    """Rewrite as the app wrote saves before: old member order, indented, header at the end."""
    doc = read_doc(path)
    old = {k: doc[k] for k in OLD_ORDER[:-3]}
    if pad:
        old["notes"] = "n" * pad
    old |= {k: doc[k] for k in OLD_ORDER[-3:]}
    path.write_text(json.dumps(old, indent=1), encoding="utf-8")


def test_the_header_is_the_first_line(toy, tmp_path: Path) -> None:
    path = saves.save_match(play(toy, steps=9, players=3), tmp_path / "g.json")
    data = path.read_bytes()
    first, rest = data.split(b"\n", 1)
    assert first.endswith(b",")
    header = json.loads(first[:-1] + b"}")
    assert list(header) == list(HEADER_KEYS)
    assert header["moves"] == 9 and [p["name"] for p in header["config"]["players"]] == ["P1", "P2", "P3"]
    doc = json.loads(data)
    assert list(doc)[: len(HEADER_KEYS)] == list(HEADER_KEYS) and list(doc)[-1] == "position"
    assert rest.startswith(b' "seed": ') and data.endswith(b"}\n")


@pytest.fixture
def no_full_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Listing may not read a file whole nor parse it: those gates raise; bytes read per file
    are recorded."""
    def refuse(*args: Any) -> Any:
        raise AssertionError("a listing read a whole file")

    sizes: list[int] = []
    real = saves._read_ends

    def counting(path: Path) -> tuple[bytes, bytes, int]:
        head, tail, size = real(path)
        sizes.append(len(head) + (len(tail) if tail is not head else 0))
        return head, tail, size

    monkeypatch.setattr(saves, "_read_bytes", refuse)
    monkeypatch.setattr(saves, "_parse", refuse)
    monkeypatch.setattr(saves, "_read_ends", counting)
    return sizes


def test_big_files_are_listed_from_their_start(toy, home: Path, no_full_reads: list[int]) -> None:
    folder = home / "saves"
    small = saves.save_match(play(toy, seed=1, steps=5), folder / "small.json")
    big = saves.save_match(play(toy, seed=2, steps=7), folder / "big.json")
    _padded(big, 3 * 2**20)
    [b, s] = sorted(saves.list_saves(), key=lambda e: e.path.name)
    assert (b.error, b.moves, b.players, b.game_name_key) == (None, 7, ["P1", "P2"], "toy.name")
    assert (s.error, s.moves) == (None, 5)
    assert max(no_full_reads) <= HEAD_BYTES + 64
    assert saves.latest_save() in (small, big)


def test_bad_big_files_are_marked_bad_at_the_same_cost(toy, home: Path,
                                                        no_full_reads: list[int]) -> None:
    folder = home / "saves"
    good = saves.save_match(play(toy, seed=3, steps=6), folder / "good.json")
    mib = 2**20
    hang = b"[" * 65 + b'"' + b'\\"' * mib
    (folder / "hang.json").write_bytes(hang[:mib])
    (folder / "garbage.json").write_bytes(random.Random(5).randbytes(mib))
    (folder / "text.json").write_bytes(b"{" + b" " * 3 * mib + b"}")  # beyond LEGACY_LIMIT
    cut = saves.save_match(play(toy, seed=4, steps=6), folder / "cut.json")
    _padded(cut, mib)
    cut.write_bytes(cut.read_bytes()[: mib // 2])
    header = saves.save_match(play(toy, seed=5, steps=6), folder / "header.json")
    _padded(header, mib)
    header.write_bytes(header.read_bytes().replace(b'"moves": 6', b'"moves": "six"', 1))
    os.mkfifo(folder / "pipe.json")  # would block a plain open for reading
    errors = {e.path.name: e.error for e in saves.list_saves()}
    assert errors.pop("good.json") is None
    assert errors == {
        "hang.json": "hang.json: not a City Builders save (it does not start with a JSON object)",
        "garbage.json": "garbage.json: not JSON: the file is not UTF-8 text",
        "text.json": "text.json: not a City Builders save: no save header at its start (the"
                     " header does not fit in the start of the file)",
        "cut.json": "cut.json: not JSON (the file ends before the save does; it looks cut short)",
        "header.json": "header.json: not a valid save: moves: Input should be a valid integer",
        "pipe.json": "pipe.json: not a regular file",  # its own bad row; opened without waiting
    }
    assert max(no_full_reads) <= HEAD_BYTES + 64
    assert saves.latest_save() == good


@pytest.mark.parametrize("pad", [0, 200 * 1024], ids=["small", "big"])
def test_files_in_the_older_layout_are_still_listed(toy, home: Path, pad: int) -> None:
    folder = home / "saves"
    path = saves.save_match(play(toy, seed=6, steps=11), folder / "old.json")
    _old_layout(path, pad)
    [entry] = saves.list_saves()
    assert (entry.error, entry.moves, entry.game_id, entry.players) == (None, 11, "toy", ["P1", "P2"])
    assert saves.check_file(path).moves == 11 and saves.latest_save() == path


def test_an_older_file_too_big_to_parse_for_a_list_is_marked(toy, home: Path) -> None:
    path = saves.save_match(play(toy, seed=6, steps=11), home / "saves" / "old.json")
    _old_layout(path, saves.LEGACY_LIMIT + 1)
    [entry] = saves.list_saves()
    assert entry.error == ("old.json: not a City Builders save: no save header at its start (the"
                           " header does not fit in the start of the file)")
    assert saves.check_file(path).moves == 11  # still a good save for check and load


def _cut(p: Path) -> None:
    p.write_bytes(p.read_bytes()[: p.stat().st_size // 2])


def _edit(**changes: Any):
    def edit(p: Path) -> None:
        doc = read_doc(p)
        doc.update(changes)
        p.write_text(json.dumps(doc), encoding="utf-8")
    return edit


SMALL_BAD = [
    ("cut", _cut), ("empty", lambda p: p.write_bytes(b"")),
    ("random", lambda p: p.write_bytes(random.Random(1).randbytes(4096))),
    ("nan", lambda p: p.write_text('{"format": NaN}')), ("array", lambda p: p.write_text("[1, 2]")),
    ("deep", lambda p: p.write_text("[" * 50_000)), ("other", _edit(format="other-app")),
    ("future", _edit(format_version=2)), ("version", _edit(format_version="1")),
    ("moves", _edit(moves="20")), ("players", _edit(config={"options": {}})),
    ("saved-at", _edit(saved_at="yesterday")), ("finished", _edit(finished=1)),
    ("big-number", _edit(moves=10**30)), ("unknown-game", _edit(game_id="chess")),
]


@pytest.mark.parametrize(("name", "breaker"), SMALL_BAD, ids=[c[0] for c in SMALL_BAD])
def test_a_small_bad_file_is_listed_with_the_message_check_gives(toy, home: Path, name: str,
                                                                 breaker) -> None:
    path = saves.save_match(play(toy, seed=8, steps=12), home / "saves" / f"{name}.json")
    breaker(path)
    with pytest.raises(saves.SaveError) as info:
        saves.check_file(path)
    [entry] = saves.list_saves()
    assert entry.error == str(info.value)


def test_a_header_nested_too_deep_is_marked_like_the_whole_file(toy, home: Path) -> None:
    path = saves.save_match(play(toy, seed=9, steps=6), home / "saves" / "deep.json")
    _padded(path, 2**20)
    deep = "[" * saves.MAX_DEPTH + "]" * saves.MAX_DEPTH  # below file, config, options
    path.write_bytes(path.read_bytes().replace(b'"options": {', f'"options": {{"x": {deep}, '.encode(), 1))
    [entry] = saves.list_saves()
    assert entry.error == "deep.json: too deeply nested (more than 64 levels)"
    with pytest.raises(saves.SaveError) as info:
        saves.check_file(path)
    assert info.value.code == "too_deep"
