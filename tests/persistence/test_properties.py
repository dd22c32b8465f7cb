"""Property tests over real save files: any truncation, byte damage, inserted garbage or edited
value gives, from every reader, either the game the file describes or one clear line naming the
file; never another exception, and neither the damaged copy nor the originals change."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import CHANCE, Match, Rng, registry
from game.persistence import saves
from game.persistence.model import normalize

from .helpers import snapshot

GAMES = [("machi_koro", 2, 40), ("machi_koro", 3, 200), ("akropolis", 2, 30),
         ("ginkgopolis", 2, 40), ("twentieth_century", 3, 60), ("toy", 2, 12)]
"""Saves of every game (a new game adds a line), mid-game and finished."""
# No deadline: speed is never timed in tests (the hang guards are in test_scan.py).
SETTINGS = settings(max_examples=100, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


@cache
def originals() -> tuple[Path, ...]:
    """Real saves, written once: mid-game and finished, several games."""
    folder = Path(tempfile.mkdtemp(prefix="cb-originals-"))
    atexit.register(shutil.rmtree, folder, True)
    out = []
    for game_id, players, steps in GAMES:
        info = registry.get(game_id)
        match = Match.new(info, info.config(players), 17)
        rng = Rng(17)
        while not match.is_over and len(match.log) < steps:
            if match.current_player == CHANCE:
                match.play_chance()
            else:
                match.play(info.rules.sample_action(match.state, rng))
        out.append(saves.save_match(match, folder / f"{game_id}-{players}.json"))
    return tuple(out)


@cache
def _original_snapshots() -> tuple[tuple[bytes, int], ...]:
    return tuple(snapshot(p) for p in originals())


TOKENS = [b"1e999", b"NaN", b"-Infinity", b"1" * 30, b"9" * 5000, b'"', b"\\", b"[" * 70,
          b"{" * 70, b"]", b"}", b",", b":", b"null", b"\xff\xfe", b"\xc3", b"\x00", b'"\\u0000"',
          b"\n", b"-0", b"1.5", b"[]", b"{}", b'\\"' * 50]


@st.composite
def damaged(draw: st.DrawFn) -> tuple[int, bytes]:
    """A real save (its index) and its bytes after one kind of damage."""
    index = draw(st.integers(0, len(GAMES) - 1))
    data = originals()[index].read_bytes()
    at = draw(st.integers(0, len(data)))
    kind = draw(st.sampled_from(["truncate", "flip", "insert", "delete", "token", "swap"]))
    if kind == "truncate":
        return index, data[:at]
    if kind == "flip":
        for _ in range(draw(st.integers(1, 8))):
            pos = draw(st.integers(0, len(data) - 1))
            data = data[:pos] + bytes([draw(st.integers(0, 255))]) + data[pos + 1:]
        return index, data
    if kind == "insert":
        return index, data[:at] + draw(st.binary(min_size=1, max_size=64)) + data[at:]
    if kind == "delete":
        return index, data[:at] + data[at + draw(st.integers(1, 4096)):]
    if kind == "token":
        return index, data[:at] + draw(st.sampled_from(TOKENS)) + data[at:]
    other = draw(st.integers(0, len(data)))  # move a slice elsewhere
    lo, hi = sorted((at, other))
    return index, data[lo:hi] + data[:lo] + data[hi:]


MARK = "__raw__"
RAW = [b"1e999", b"-1e999", b"1" * 30, b"-" + b"9" * 5000, b"NaN", b"Infinity", b"1e400"]
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=True)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


@st.composite
def edited(draw: st.DrawFn) -> tuple[int, bytes]:
    """A real save with one value anywhere in it (a header field, an action, a part of the
    position...) replaced by arbitrary JSON, written as the app writes (or as a person would)."""
    index = draw(st.integers(0, len(GAMES) - 1))
    doc = json.loads(originals()[index].read_bytes())
    where = draw(st.sampled_from(_paths(doc)[1:]))
    node = doc
    for key in where[:-1]:
        node = node[key]
    raw = draw(st.none() | st.sampled_from(RAW))  # numbers json.dumps cannot write
    node[where[-1]] = MARK if raw else draw(JSON)
    indent = draw(st.sampled_from([None, 1]))
    return index, json.dumps(doc, indent=indent).encode().replace(f'"{MARK}"'.encode(), raw or b"")


def _judge(index: int, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "damaged.json"
        path.write_bytes(data)
        before = snapshot(path)
        for reader in (saves.check_file, saves.load_match):
            try:
                result = reader(path)
            except saves.SaveError as exc:
                text = str(exc)
                assert text.startswith("damaged.json: ") and "\n" not in text, text
                assert "unexpected problem" not in text and len(text) < 500, text
                continue
            # Loaded: it is exactly the game the file describes.
            doc = json.loads(data.decode("utf-8-sig"))
            if isinstance(result, saves.LoadResult):
                match = result.match
                assert normalize(match.rules.position(match.state)) == doc["position"]
                assert result.history_lost or len(match.log) == doc["moves"]
            else:
                assert result.moves == doc["moves"] and result.game_id == doc["game_id"]
        [entry] = saves.list_saves(tmp)
        assert entry.error is None or (entry.error.startswith("damaged.json: ")
                                       and "\n" not in entry.error), entry.error
        assert snapshot(path) == before
    assert tuple(snapshot(p) for p in originals()) == _original_snapshots()


@SETTINGS
@given(damaged())
def test_damaged_bytes_load_exactly_or_fail_in_one_line(case: tuple[int, bytes]) -> None:
    _judge(*case)


@SETTINGS
@given(edited())
def test_edited_values_load_exactly_or_fail_in_one_line(case: tuple[int, bytes]) -> None:
    _judge(*case)


@SETTINGS
@given(st.binary(max_size=2048))
def test_garbage_fails_in_one_line(data: bytes) -> None:
    _judge(0, data)


def test_the_originals_themselves_load() -> None:
    for path in originals():
        assert saves.check_file(path).error is None
        assert not saves.load_match(path).history_lost
