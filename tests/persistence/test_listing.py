"""Listing saves: newest first, bad files listed with their error, "Continue" finds the newest
good unfinished game."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from game.engine.protocol import NOT_LEGAL
from game.persistence import saves

from .helpers import first_pick_step, play, read_doc, write_doc


def _save(toy, folder: Path, name: str, saved_at: str, *, seed: int = 1, finished: bool = False) -> Path:
    match = play(toy, seed=seed) if finished else play(toy, seed=seed, steps=8)
    path = saves.save_match(match, folder / name)
    doc = read_doc(path)
    doc["saved_at"] = saved_at  # not covered by the digest
    write_doc(path, doc)
    return path


def test_mix_of_good_and_bad_files(toy, home: Path) -> None:
    folder = home / "saves"
    a = _save(toy, folder, "a.json", "2026-01-01T10:00:00+00:00")
    _save(toy, folder, "b.json", "2026-03-01T10:00:00+00:00", finished=True)
    c = _save(toy, folder, "c.json", "2026-02-01T10:00:00+00:00", seed=2)
    bad = folder / "bad.json"
    bad.write_text("{not json")
    stamp = datetime(2026, 2, 15, tzinfo=UTC).timestamp()
    os.utime(bad, (stamp, stamp))
    unknown = _save(toy, folder, "unknown.json", "2026-01-15T00:00:00+00:00")
    doc = read_doc(unknown)
    doc["game_id"] = "chess"
    write_doc(unknown, doc)
    (folder / "a.json.bak").write_bytes(a.read_bytes())  # backups are not listed
    (folder / "notes.txt").write_text("ignored")
    (folder / ".a.json.x1.tmp").write_text("ignored")  # a crashed write's litter is not a save

    listing = saves.list_saves()
    assert [s.path.name for s in listing] == ["b.json", "bad.json", "c.json", "unknown.json",
                                              "a.json"]  # a bad file's date: its mtime
    by_name = {s.path.name: s for s in listing}
    assert by_name["bad.json"].error is not None and by_name["bad.json"].error.startswith("bad.json: not JSON")
    assert by_name["bad.json"].saved_at == datetime(2026, 2, 15, tzinfo=UTC)
    unknown_entry = by_name["unknown.json"]
    assert unknown_entry.error == "unknown.json: unknown game 'chess'"
    assert unknown_entry.game_id == "chess" and unknown_entry.players == ["P1", "P2"]
    assert unknown_entry.game_name_key is None
    good = by_name["c.json"]
    assert good.error is None and good.game_id == "toy" and good.game_name_key == "toy.name"
    assert good.players == ["P1", "P2"] and good.moves == 8 and not good.finished
    assert by_name["b.json"].finished
    # "Continue": b is finished and bad.json is bad, so the newest good unfinished is c
    assert saves.latest_save() == c
    c.unlink()  # then a: unknown.json is newer but cannot be played
    assert saves.latest_save() == a


def test_quick_listing_skips_replay_but_deep_listing_does_not(toy, home: Path) -> None:
    path = _save(toy, home / "saves", "x.json", "2026-01-01T00:00:00+00:00")
    doc = read_doc(path)
    step = first_pick_step(doc)
    doc["actions"][step - 1] = {"type": "Pick", "card": 99}
    write_doc(path, doc)
    assert saves.list_saves()[0].error is None  # loadable: load_match falls back
    deep = saves.list_saves(deep=True)[0]
    assert deep.error is not None
    assert deep.error.startswith(f"x.json: illegal action at step {step}: ")
    assert deep.error.endswith(NOT_LEGAL)
    assert deep.players == ["P1", "P2"]


def test_empty_and_missing_folders(tmp_path: Path, home: Path) -> None:
    assert saves.list_saves() == [] and saves.latest_save() is None
    assert (home / "saves").is_dir()
    assert saves.list_saves(tmp_path / "nowhere") == []


def test_delete_removes_save_and_backup(toy, home: Path) -> None:
    path = saves.save_match(play(toy, steps=2))
    saves.save_match(play(toy, steps=3), path)
    saves.delete_save(path)
    assert list((home / "saves").iterdir()) == []
