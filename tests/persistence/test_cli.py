"""``python -m game saves list|check``: exit codes and one-line messages, never a traceback,
never a change to the file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import saves as cli
from game.persistence import saves
from game.persistence.saves import MAX_BYTES

from .helpers import first_pick_step, play, read_doc, snapshot, write_doc

ROOT = Path(__file__).resolve().parents[2]


def _check(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    before = snapshot(path) if path.is_file() else None
    code = cli.main(["check", str(path)])
    out, err = capsys.readouterr()
    if before is not None:
        assert snapshot(path) == before
    return code, out, err


def test_check_good_file(toy, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saves.save_match(play(toy, steps=12, players=3), tmp_path / "good.json")
    code, out, err = _check(path, capsys)
    assert code == 0 and err == ""
    assert out.startswith("ok: good.json: toy, 3 players (P1, P2, P3), 12 moves, in progress")
    assert out.count("\n") == 1


def _edit(**changes):
    def edit(p: Path) -> None:
        doc = read_doc(p)
        doc.update(changes)
        write_doc(p, doc)
    return edit


def _illegal(p: Path) -> None:
    doc = read_doc(p)
    doc["actions"][first_pick_step(doc) - 1] = {"type": "Pick", "card": 42}
    write_doc(p, doc)


CASES = [
    ("not-json", lambda p: p.write_text("{{{"), "not JSON"),
    ("not-a-save", lambda p: p.write_text('{"name": "x"}'), "not a City Builders save"),
    ("unknown-game", _edit(game_id="chess"), "unknown game 'chess'"),
    ("newer", _edit(format_version=7), "newer version"),
    ("illegal", _illegal, "illegal action at step"),
    ("digest", _edit(digest="f" * 64), "digest mismatch"),
    ("too-large", lambda p: os.truncate(p, MAX_BYTES + 10), "too large"),
    ("too-deep", lambda p: p.write_text("{" * 100_000), "too deeply nested"),
    ("empty", lambda p: p.write_text(""), "empty file"),
]


@pytest.mark.parametrize(("name", "breaker", "fragment"), CASES, ids=[c[0] for c in CASES])
def test_check_bad_file(toy, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                        name: str, breaker, fragment: str) -> None:
    path = saves.save_match(play(toy, seed=2, steps=15), tmp_path / f"{name}.json")
    breaker(path)
    code, out, err = _check(path, capsys)
    assert code == 1 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{name}.json: ") and fragment in lines[0]


def test_check_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _check(tmp_path / "gone.json", capsys)
    assert (code, out, err) == (1, "", "gone.json: file not found\n")


def test_unexpected_failure_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(path):
        raise RuntimeError("disk on fire\nsecond line")

    monkeypatch.setattr(cli, "check_file", boom)
    code, out, err = _check(tmp_path / "x.json", capsys)
    assert code == 1 and out == ""
    assert err == "x.json: unexpected problem (RuntimeError: disk on fire second line)\n"


def test_list_shows_good_and_bad(toy, home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = saves.save_match(play(toy, steps=7))
    (home / "saves" / "broken.json").write_text("[1,")
    assert cli.main(["list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["FILE", "GAME", "PLAYERS", "MOVES", "SAVED"]
    rows = {line.split()[0]: line for line in out[1:]}
    assert set(rows) == {good.name, "broken.json"}
    assert "P1, P2" in rows[good.name] and " 7 " in rows[good.name]
    assert "BAD: not JSON" in rows["broken.json"]


def test_list_empty(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["list"]) == 0
    assert capsys.readouterr().out == "no saves\n"


def test_list_deep_replays(toy, home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saves.save_match(play(toy, steps=12))
    _illegal(path)
    assert cli.main(["list", "--deep"]) == 0
    assert "BAD: illegal action at step" in capsys.readouterr().out


def test_subprocess_exit_codes(toy, tmp_path: Path, home: Path) -> None:
    """The real command line. The child process has no toy game, so a toy save is an unknown
    game there; other failures happen before any game is looked up."""
    toy_save = saves.save_match(play(toy, steps=5), tmp_path / "toy.json")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000)
    env = os.environ | {"CITY_BUILDERS_HOME": str(home), "PYTHONPATH": str(ROOT)}
    for path, fragment in [(toy_save, "unknown game 'toy'"), (deep, "too deeply nested"),
                           (tmp_path / "none.json", "file not found")]:
        before = snapshot(path) if path.exists() else None
        proc = subprocess.run([sys.executable, "-m", "game", "saves", "check", str(path)],
                              capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
        assert proc.returncode == 1 and proc.stdout == ""
        assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"{path.name}: ")
        assert fragment in proc.stderr and "Traceback" not in proc.stderr
        if before is not None:
            assert snapshot(path) == before
    proc = subprocess.run([sys.executable, "-m", "game", "saves", "list"], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stdout == "no saves\n"


def test_the_command_never_imports_the_app_nor_pygame(toy, home: Path) -> None:
    """``saves list`` and ``saves check`` run where there is no display: nothing of
    ``game.app`` (nor pygame) is imported, even while listing and checking real files."""
    saves.save_match(play(toy, steps=4))
    (home / "saves" / "bad.json").write_text("{")
    code = ("import sys\n"
            "from game.cli import saves as cli\n"
            "cli.main(['list']); cli.main(['check', sys.argv[1]])\n"
            "print(sorted(m for m in sys.modules if m.startswith(('game.app', 'pygame'))))\n")
    env = os.environ | {"CITY_BUILDERS_HOME": str(home), "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", code, str(home / "saves" / "bad.json")],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stdout.splitlines()[-1] == "[]", proc.stderr
    source = (ROOT / "game" / "cli" / "saves.py").read_text(encoding="utf-8")
    assert "game.app" not in source.replace("``game.app``", "")
