"""``python -m game replay FILE --step N --shot PNG``: a picture of the table at move N."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.__main__ import main as game_main
from game.cli import replay
from game.engine import CHANCE, Match, PlayerSpec, Rng, registry
from game.persistence.saves import save_match


def saved_game(tmp_path: Path, moves: int = 30) -> tuple[Path, Match]:
    info = registry.get("machi_koro")
    players = (PlayerSpec("Ann", "human", 0), PlayerSpec("Bob", "easy", 1))
    match = Match.new(info, info.config(players), 8)
    rng = Rng(8)
    while len(match.log) < moves:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(match.rules.sample_action(match.state, rng))
    return save_match(match, tmp_path / "game.json"), match


def test_replay_writes_the_table_at_move_n_as_a_png(tmp_path, capsys) -> None:
    path, _ = saved_game(tmp_path)
    shot = tmp_path / "shots" / "move12.png"
    assert game_main(["replay", str(path), "--step", "12", "--shot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    assert "move 12 of 30" in capsys.readouterr().out


def test_replay_draws_at_another_size(tmp_path) -> None:
    path, _ = saved_game(tmp_path, 10)
    shot = tmp_path / "big.png"
    assert replay.main([str(path), "--step", "3", "--shot", str(shot), "--size", "1600x900",
                        "--lang", "cs"]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1600, 900)


def test_without_a_shot_the_log_up_to_move_n_is_printed(tmp_path, capsys) -> None:
    path, _ = saved_game(tmp_path)
    assert replay.main([str(path), "--step", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(int(line.split()[0]) <= 4 for line in lines)
    assert any("Ann" in line for line in lines)


@pytest.mark.parametrize("content", ["not json at all", '{"format": "city-builders-save"}'])
def test_a_bad_file_fails_with_one_clear_line(tmp_path, capsys, content) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    shot = tmp_path / "x.png"
    assert replay.main([str(bad), "--step", "1", "--shot", str(shot)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("replay: bad.json")
    assert not shot.exists()


def test_a_missing_file_and_a_step_out_of_range_fail_with_one_line(tmp_path, capsys) -> None:
    assert replay.main([str(tmp_path / "none.json"), "--shot", str(tmp_path / "x.png")]) == 1
    assert capsys.readouterr().err.strip() == "replay: none.json: file not found"
    path, _ = saved_game(tmp_path, 10)
    assert replay.main([str(path), "--step", "11", "--shot", str(tmp_path / "x.png")]) == 1
    assert capsys.readouterr().err.strip() == "replay: game.json: --step 11 is outside 0..10"


def test_the_command_is_dispatched_by_python_m_game(tmp_path) -> None:
    path, _ = saved_game(tmp_path, 6)
    shot = tmp_path / "sub.png"
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--step", "2",
                           "--shot", str(shot)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert shot.is_file()


def test_output_closed_early_ends_with_one_line_and_the_pipe_status(tmp_path) -> None:
    """``python -m game replay FILE | head``: the reader is gone before the output ends (here
    before it starts: a pipe whose reading end is already closed, so it is certain)."""
    path, _ = saved_game(tmp_path)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        proc = subprocess.run([sys.executable, "-m", "game", "replay", str(path)],
                              stdout=write_end, stderr=subprocess.PIPE, env=env, timeout=120)
    finally:
        os.close(write_end)
    assert proc.returncode == 141
    assert proc.stderr.decode().strip() == \
        "replay: the output was closed before the command finished"


def test_ctrl_c_ends_a_command_with_one_line(monkeypatch, capsys) -> None:
    import types

    from game import __main__ as entry

    def interrupted(argv):
        raise KeyboardInterrupt

    monkeypatch.setitem(sys.modules, "tests.fake_command",
                        types.SimpleNamespace(main=interrupted))
    monkeypatch.setitem(entry.COMMANDS, "fake", "tests.fake_command")
    assert entry.main(["fake"]) == 130
    assert capsys.readouterr().err.strip() == "fake: interrupted"
