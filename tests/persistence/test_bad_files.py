"""Save files are untrusted: every kind of bad file gives one clear line naming the file and
the problem, from both the strict check and the app's load, and the file is never changed."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine import CHANCE
from game.persistence import saves
from game.persistence.model import digest
from game.persistence.saves import MAX_BYTES, MAX_DEPTH, SaveError, nesting_exceeds

from .helpers import first_pick_step, play, read_doc, snapshot, write_doc


@pytest.fixture
def good(toy, tmp_path: Path) -> Path:
    return saves.save_match(play(toy, seed=4, steps=20), tmp_path / "game.json")


def _expect(path: Path, code: str, fragment: str, reader: Callable[[Path], Any]) -> SaveError:
    before = snapshot(path) if path.is_file() else None
    with pytest.raises(SaveError) as info:
        reader(path)
    exc = info.value
    text = str(exc)
    assert exc.code == code, text
    assert fragment in text, text
    assert text.startswith(f"{path.name}: ") and "\n" not in text and "Traceback" not in text
    if before is not None:
        assert snapshot(path) == before  # bytes and modification time untouched
    return exc


READERS = [pytest.param(saves.check_file, id="check"), pytest.param(saves.load_match, id="load")]


# --- cases that fail before the game is looked up: (name, how to break, code, fragment) -------

def _truncate(p: Path) -> None:
    p.write_bytes(p.read_bytes()[: p.stat().st_size // 2])


def _patch(**changes: Any) -> Callable[[Path], None]:
    def edit(p: Path) -> None:
        doc = read_doc(p)
        doc.update(changes)
        write_doc(p, doc)
    return edit


def _nested_option(p: Path) -> None:
    doc = read_doc(p)
    doc["config"]["options"]["x"] = json.loads("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    write_doc(p, doc)


BROKEN: list[tuple[str, Callable[[Path], None], str, str]] = [
    ("truncated", _truncate, "not_json", "cut short"),
    ("empty", lambda p: p.write_bytes(b""), "empty", "empty file"),
    ("whitespace", lambda p: p.write_bytes(b"  \n\t"), "empty", "empty file"),
    ("random-bytes", lambda p: p.write_bytes(random.Random(1).randbytes(4096)), "not_json",
     "not JSON"),
    ("latin1", lambda p: p.write_bytes('{"a": "\u017e"}'.encode("utf-16")), "not_json", "UTF-8"),
    ("nan", lambda p: p.write_text('{"format": NaN}'), "not_json", "not JSON"),
    ("array", lambda p: p.write_text("[1, 2, 3]"), "not_save", "not a City Builders save"),
    ("string", lambda p: p.write_text('"hello"'), "not_save", "not a City Builders save"),
    ("other-format", _patch(format="other-app"), "not_save", "not a City Builders save"),
    ("deep-brackets", lambda p: p.write_text("[" * 100_000), "too_deep", "too deeply nested"),
    ("deep-balanced", lambda p: p.write_text("[" * 5000 + "]" * 5000), "too_deep",
     "too deeply nested"),
    ("deep-in-save", _nested_option, "too_deep", "too deeply nested"),
    ("huge", lambda p: os.truncate(p, MAX_BYTES + 1), "too_large", "too large"),
    ("future-version", _patch(format_version=2), "newer_format", "newer version"),
    ("version-string", _patch(format_version="1"), "schema", "format_version"),
    ("moves-string", _patch(moves="20"), "schema", "moves"),
    ("moves-wrong", _patch(moves=3), "schema", "moves is 3"),
    ("seed-float", _patch(seed=1.5), "schema", "seed"),
    ("actions-object", _patch(actions={"a": 1}), "schema", "actions"),
    ("players-missing", _patch(config={"options": {}}), "schema", "config.players"),
    ("player-kind", _patch(config={"players": [{"name": "A", "kind": "wizard"}] * 2}),
     "schema", "unknown player kind"),
    ("digest-short", _patch(digest="abc"), "schema", "digest"),
    ("no-timestamp", _patch(saved_at="yesterday"), "schema", "saved_at"),
    ("finished-int", _patch(finished=1), "schema", "finished"),
]


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize(("name", "breaker", "code", "fragment"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_file(good: Path, reader, name: str, breaker, code: str, fragment: str) -> None:
    breaker(good)
    _expect(good, code, fragment, reader)


@pytest.mark.parametrize("reader", READERS)
def test_missing_file(tmp_path: Path, reader) -> None:
    _expect(tmp_path / "nowhere.json", "missing", "file not found", reader)


@pytest.mark.parametrize("reader", READERS)
def test_folder_is_not_a_save(tmp_path: Path, reader) -> None:
    (tmp_path / "dir.json").mkdir()
    _expect(tmp_path / "dir.json", "unreadable", "folder", reader)


def test_control_characters_in_a_file_name_stay_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "a\nb.json"
    path.write_text("{")
    with pytest.raises(SaveError) as info:
        saves.check_file(path)
    assert str(info.value).startswith("a b.json: not JSON") and "\n" not in str(info.value)


# --- cases about the game, the digest and the replay --------------------------------------------

@pytest.mark.parametrize("reader", READERS)
def test_unknown_game(good: Path, reader) -> None:
    _patch(game_id="chess")(good)
    _expect(good, "unknown_game", "unknown game 'chess'", reader)


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize("config", [
    {"players": [{"name": "A", "kind": "human"}], "options": {"rounds": 4}},
    {"players": [{"name": "A"}, {"name": "B"}], "options": {"rounds": 99}},
    {"players": [{"name": "A"}, {"name": "B"}], "options": {"colour": "red"}},
    {"players": [{"name": "A"}, {"name": "B", "kind": "automa:hal"}], "options": {}},
], ids=["too-few-players", "option-range", "unknown-option", "no-such-automa"])
def test_config_invalid_for_the_game(good: Path, reader, config: dict) -> None:
    _patch(config=config)(good)
    _expect(good, "bad_config", "do not fit toy", reader)


@pytest.mark.parametrize("reader", READERS)
def test_tampered_digest(good: Path, reader) -> None:
    _patch(digest="0" * 64)(good)
    _expect(good, "digest_mismatch", "digest mismatch", reader)


@pytest.mark.parametrize("reader", READERS)
def test_tampered_position(good: Path, reader) -> None:
    doc = read_doc(good)
    doc["position"]["cards"][0] += 5
    write_doc(good, doc)
    _expect(good, "digest_mismatch", "digest mismatch", reader)


@pytest.mark.parametrize("reader", READERS)
def test_tampered_position_with_fresh_digest(good: Path, reader) -> None:
    """Someone edited the position and recomputed the digest: the moves give it away."""
    doc = read_doc(good)
    doc["position"]["cards"][0] += 5
    write_doc(good, doc, rehash=True)
    _expect(good, "position_mismatch", "does not match its moves", reader)


@pytest.mark.parametrize("reader", READERS)
def test_tampered_action_that_stays_legal(toy, tmp_path: Path, reader) -> None:
    """The first roll changed to another legal value: the replay reaches another position."""
    path = saves.save_match(play(toy, seed=4, steps=20), tmp_path / "g.json")
    doc = read_doc(path)
    roll = next(a for a in doc["actions"] if a["type"] == "Roll")
    roll["value"] = roll["value"] % 6 + 1
    write_doc(path, doc)
    _expect(path, "position_mismatch", "does not match its moves", reader)


def test_finished_flag_must_match_in_strict_check(good: Path) -> None:
    _patch(finished=True)(good)
    _expect(good, "schema", "finished", saves.check_file)


def _illegal_at(path: Path, action: Any) -> int:
    doc = read_doc(path)
    step = first_pick_step(doc)
    doc["actions"][step - 1] = action
    write_doc(path, doc)
    return step


@pytest.mark.parametrize("action", [{"type": "Pick", "card": 99}, {"type": "Castle", "x": 1},
                                    "not an object", {"type": "Pick", "card": 3, "extra": 1}],
                         ids=["illegal", "unknown-type", "string", "extra-field"])
def test_illegal_action_is_an_error_for_check(good: Path, action: Any) -> None:
    step = _illegal_at(good, action)
    _expect(good, "illegal_action", f"illegal action at step {step}", saves.check_file)


def test_illegal_action_load_falls_back_to_the_position(toy, good: Path) -> None:
    stored = read_doc(good)["position"]
    step = _illegal_at(good, {"type": "Pick", "card": 99})
    before = snapshot(good)
    result = saves.load_match(good)
    assert snapshot(good) == before
    assert result.history_lost is True
    assert result.message is not None and "\n" not in result.message
    assert result.message.startswith("game.json: ") and f"illegal action at step {step}" in result.message
    assert "undo is not available" in result.message
    match = result.match
    assert toy.rules.position(match.state) == stored and match.log == []
    assert saves.history_lost(match)


def test_game_continued_after_fallback_saves_and_loads_again(toy, good: Path, tmp_path: Path) -> None:
    _illegal_at(good, {"type": "Pick", "card": 99})
    match = saves.load_match(good).match
    for _ in range(3):
        match.play_chance() if match.current_player == CHANCE else match.play(match.legal_actions()[0])
    again = saves.save_match(match, tmp_path / "again.json")
    doc = read_doc(again)
    assert doc["start_position"] == read_doc(good)["position"] and doc["moves"] == 3
    assert saves.check_file(again).moves == 3  # replays from the start position
    reloaded = saves.load_match(again)
    assert reloaded.history_lost is True and "undo is not available" in (reloaded.message or "")
    assert toy.rules.position(reloaded.match.state) == toy.rules.position(match.state)
    assert [e.action for e in reloaded.match.log] == [e.action for e in match.log]


def test_illegal_action_with_a_broken_position_is_an_error_for_load(good: Path) -> None:
    doc = read_doc(good)
    step = first_pick_step(doc)
    doc["actions"][step - 1] = {"type": "Pick", "card": 99}
    doc["position"]["players"] = 9
    write_doc(good, doc, rehash=True)
    exc = _expect(good, "illegal_action", f"illegal action at step {step}", saves.load_match)
    assert "saved position cannot be used either" in str(exc)


def test_engine_crash_during_replay_is_reported_not_raised(toy, good: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    real = type(toy.rules)._apply
    calls = {"n": 0}

    def flaky(self, state, action):
        calls["n"] += 1
        if calls["n"] == 3:
            raise IndexError("engine bug")
        return real(self, state, action)

    monkeypatch.setattr(type(toy.rules), "_apply", flaky)
    _expect(good, "replay_failed", "replay failed at step 3: IndexError: engine bug",
            saves.check_file)
    calls["n"] = 0
    assert saves.load_match(good).history_lost is True


# --- the depth scanner -----------------------------------------------------------------------

def test_nesting_scan_ignores_brackets_in_strings() -> None:
    deep_text = json.dumps({"note": "[" * 1000 + "{" * 1000})
    assert not nesting_exceeds(deep_text.encode())
    assert not nesting_exceeds(b"[" * 10 + b"]" * 10 + b"[1]" * 1000, limit=10)
    assert nesting_exceeds(b"[" * 11 + b"]" * 11, limit=10)
    assert nesting_exceeds(b'{"a":' * 11 + b"1" + b"}" * 11, limit=10)
    assert not nesting_exceeds(b'["\\"[[[[[[[[[[[[[["]', limit=2)


def test_saving_refuses_what_loading_would_refuse(toy, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    match = play(toy, steps=3)
    deep: Any = 1
    for _ in range(MAX_DEPTH + 1):
        deep = [deep]
    monkeypatch.setattr(type(toy.rules), "position", lambda self, s: {"deep": deep})
    with pytest.raises(SaveError) as info:
        saves.save_match(match, tmp_path / "x.json")
    assert info.value.code == "too_deep" and not (tmp_path / "x.json").exists()
    assert digest({"a": 1}) != digest({"a": 2})


def test_parser_recursion_is_caught_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Belt and braces: were the depth scan to miss something, json's own RecursionError
    still becomes the same one-line message."""
    monkeypatch.setattr(saves, "nesting_exceeds", lambda data, limit=MAX_DEPTH: False)
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    _expect(path, "too_deep", "too deeply nested", saves.check_file)
