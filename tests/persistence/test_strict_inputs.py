"""Strict at every door (issue 28): a member named twice, a time that is not text, a file name
that is not UTF-8, a link that loops, a FIFO named like the settings, a huge window: each is
refused or shown as its own bad entry in one clear line, and nothing else is hidden or lost."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from game.persistence import saves, settings
from game.persistence.errors import display_name
from game.persistence.saves import SaveError

from .helpers import play, read_doc, snapshot


@pytest.fixture
def good(toy, tmp_path: Path) -> Path:
    return saves.save_match(play(toy, seed=4, steps=20), tmp_path / "game.json")


def _repeat_first_member(path: Path, key: str, value: object) -> None:
    """The file with ``key`` written once more at the start of the document, as a crafted
    file would (JSON text: a dict cannot hold a key twice)."""
    text = path.read_text(encoding="utf-8")
    assert text.startswith("{")
    path.write_text("{" + json.dumps(key) + ": " + json.dumps(value) + ", " + text[1:],
                    encoding="utf-8")


@pytest.mark.parametrize("key,value", [("format", "city-builders-save"), ("game_id", "toy"),
                                       ("moves", 0)])
def test_a_member_named_twice_is_refused_by_every_reader(good: Path, key: str,
                                                         value: object) -> None:
    _repeat_first_member(good, key, value)
    before = snapshot(good)
    for reader in (saves.check_file, saves.load_match, saves.read_header):
        with pytest.raises(SaveError) as info:
            reader(good)
        assert info.value.code == "schema" and f"'{key}' appears twice" in str(info.value)
    entry = saves.summarize(good)
    assert entry.error is not None and entry.error_code == "schema"
    assert snapshot(good) == before


def test_a_member_named_twice_deep_inside_is_refused(good: Path) -> None:
    text = good.read_text(encoding="utf-8")
    crafted = text.replace('"options": {', '"options": {"rounds": 1, "rounds": 2, ', 1)
    assert crafted != text
    good.write_text(crafted, encoding="utf-8")
    with pytest.raises(SaveError, match="'rounds' appears twice"):
        saves.load_match(good)


@pytest.mark.parametrize("field", ["created_at", "saved_at"])
@pytest.mark.parametrize("value", [1764857000, 1764857000.5, True, ["2026-12-04T10:00:00+00:00"]])
def test_a_time_must_be_written_as_text(good: Path, field: str, value: object) -> None:
    doc = read_doc(good)
    doc[field] = value
    good.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        saves.check_file(good)
    assert info.value.code == "schema" and field in str(info.value)


def test_a_name_that_is_not_utf8_is_shown_escaped(good: Path) -> None:
    odd = good.parent / os.fsdecode(b"caf\xe9\xff.json")
    good.rename(odd)
    assert display_name(odd) == "caf\\xe9\\xff.json"
    summary = saves.check_file(odd)
    assert display_name(summary.path).encode("utf-8")  # prints under a strict UTF-8 stream
    listed = {display_name(s.path) for s in saves.list_saves(odd.parent)}
    assert "caf\\xe9\\xff.json" in listed


def test_one_bad_entry_never_hides_the_others(good: Path) -> None:
    folder = good.parent
    (folder / "loop.json").symlink_to(folder / "loop.json")
    (folder / "gone.json").symlink_to(folder / "nowhere.json")
    os.mkfifo(folder / "fifo.json")
    (folder / "sub.json").mkdir()
    entries = {s.path.name: s for s in saves.list_saves(folder)}
    assert set(entries) == {"game.json", "loop.json", "gone.json", "fifo.json"}
    assert entries["game.json"].error is None
    for name in ("loop.json", "gone.json", "fifo.json"):
        assert entries[name].error is not None and entries[name].error.startswith(name)
    assert saves.latest_save(folder) == good


def test_a_fifo_named_like_the_settings_never_blocks_the_start(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    os.mkfifo(home / "settings.json")
    result: list[settings.Settings] = []
    reader = threading.Thread(target=lambda: result.append(settings.load_settings()),
                              daemon=True)
    reader.start()
    reader.join(10)  # a guard only: a blocking read would never return
    assert result == [settings.Settings()]


def test_a_huge_window_is_fitted_to_what_can_be_shown() -> None:
    import pygame

    from game.app.main import MAX_SIZE, MIN_SIZE, fit_desktop

    pygame.display.init()
    assert fit_desktop((16384, 16384)) == MAX_SIZE
    assert fit_desktop((10, 10)) == MIN_SIZE
    assert fit_desktop((1600, 900)) == (1600, 900)
