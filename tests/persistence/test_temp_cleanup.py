"""Temporary files left by writes that were killed are removed at start-up, once clearly
abandoned; saves, backups, other files and writes in progress are never touched."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.persistence import atomic, clean_data_folder, saves
from game.persistence.atomic import clean_temp_files

from .helpers import play

ROOT = Path(__file__).resolve().parents[2]
LATER = time.time() + 3600


def _orphan(folder: Path, name: str, data: bytes = b'{"format": "city-bu') -> Path:
    """A temporary file named exactly as a real write names it, left half-written."""
    fd, tmp = atomic._tmp_in(folder, name)
    os.write(fd, data)
    os.close(fd)
    return Path(tmp)


def test_orphans_go_and_everything_else_stays(toy, home: Path) -> None:
    folder = home / "saves"
    path = saves.save_match(play(toy, steps=4))
    saves.save_match(play(toy, steps=5), path)  # now with a .bak
    orphans = [_orphan(folder, path.name), _orphan(folder, path.name + ".bak"),
               _orphan(home, "settings.json")]
    keep = {
        folder / "notes.tmp": b"mine", folder / ".hidden.tmp": b"mine",
        folder / ".x.json.short.tmp": b"mine",  # not 8 random characters
        folder / "x.json": b"{}", folder / ".x.json.abcdefgh.tmp.json": b"{}",
    }
    for p, data in keep.items():
        p.write_bytes(data)
    (folder / ".dir.json.abcdefgh.tmp").mkdir()  # a folder, not a file
    os.symlink(path, folder / ".link.json.abcdefgh.tmp")
    save_bytes = path.read_bytes()
    bak_bytes = path.with_name(path.name + ".bak").read_bytes()

    assert clean_data_folder() == []  # all fresh: a write could still be using them
    removed = sorted(clean_temp_files(folder, now=LATER) + clean_temp_files(home, now=LATER))
    assert removed == sorted(orphans)
    assert not any(p.exists() for p in orphans)
    assert all(p.read_bytes() == data for p, data in keep.items())
    assert path.read_bytes() == save_bytes
    assert path.with_name(path.name + ".bak").read_bytes() == bak_bytes
    assert (folder / ".dir.json.abcdefgh.tmp").is_dir()
    assert (folder / ".link.json.abcdefgh.tmp").is_symlink()
    assert saves.check_file(path).moves == 5


def test_a_write_in_progress_is_left_alone(tmp_path: Path) -> None:
    tmp = _orphan(tmp_path, "g.json")
    assert clean_temp_files(tmp_path, now=time.time() + atomic.STALE_AFTER / 2) == []
    assert clean_temp_files(tmp_path, now=time.time() + atomic.STALE_AFTER + 1) == [tmp]


def test_missing_or_unreadable_folders_are_fine(tmp_path: Path, home: Path) -> None:
    assert clean_temp_files(tmp_path / "nowhere") == []
    assert clean_data_folder() == [] and not home.exists()  # creates nothing


def test_orphans_of_killed_autosaves_are_cleaned(toy, home: Path) -> None:
    """Kill a process that autosaves in a loop, again and again, then start up: only the
    complete save and its backup remain, and the save loads."""
    folder = home / "saves"
    target = folder / "auto.json"
    code = ("import sys, os\n"
            "from game.engine import registry\n"
            "from tests.toygame import GAME\n"
            "registry.register(GAME)\n"
            "from tests.persistence.helpers import play\n"
            "from game.persistence import saves\n"
            "m = play(GAME, steps=30)\n"
            "print('ready', flush=True)\n"
            "while True: saves.save_match(m, sys.argv[1])\n")
    env = os.environ | {"CITY_BUILDERS_HOME": str(home), "PYTHONPATH": str(ROOT)}
    left = 0
    for _ in range(4):
        proc = subprocess.Popen([sys.executable, "-c", code, str(target)], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdout.close()
        left = len([p for p in folder.iterdir() if p.name.endswith(".tmp")])
    names = {p.name for p in folder.iterdir()}
    removed = clean_temp_files(folder, now=LATER)
    assert len(removed) == len(names - {"auto.json", "auto.json.bak"}) == left
    assert {p.name for p in folder.iterdir()} == {"auto.json", "auto.json.bak"}
    assert saves.check_file(target).moves == len(play(toy, steps=30).log)
