"""``python -m game bench``: the shape of its report, measured on the toy game."""

from __future__ import annotations

import dataclasses
import json
import sys

import pytest

from game.cli import bench
from game.engine import registry
from tests.toygame import GAME as TOY


@pytest.fixture(scope="module")
def report() -> dict:
    """One short bench of the toy game (tiny budgets: speed is not judged here)."""
    data = bench.bench_game(TOY, 0.02, think_ms=5)
    json.dumps(data)
    return data


def test_random_games_per_second_keyed_by_player_count(report) -> None:
    rates = report["random_games_per_s"]
    assert set(rates) == {"2", "3", "4"}
    assert all(rate > 0 for rate in rates.values())


def test_listing_path_at_two_players(report) -> None:
    listing = report["listing"]
    assert set(listing) == {"2"}
    assert listing["2"]["games_per_s"] > 0 and listing["2"]["legal_actions_us"] > 0


def test_clone_rate_and_frame_time_of_each_view(report) -> None:
    assert report["clone_per_s"] > 0
    assert set(report["frame_ms"]) == {"table"}
    assert report["frame_ms"]["table"] > 0


def test_ai_decision_times_per_level(report) -> None:
    ai = report["ai_decision_ms"]
    assert set(ai) == {"random", "easy", "normal", "hard"}
    for stats in ai.values():
        assert 0 < stats["median"] <= stats["p95"] and stats["decisions"] >= 1
    assert ai["hard"]["median"] >= 4  # the 5 ms think budget is used


def test_random_playout_ends_and_is_seeded() -> None:
    config = TOY.config(3)
    a, steps = bench.random_playout(TOY, config, 5)
    b, _ = bench.random_playout(TOY, config, 5)
    assert TOY.rules.is_over(a) and steps > 0
    assert TOY.rules.position(a) == TOY.rules.position(b)
    match = bench.mid_game_match(TOY, config, 5)
    assert len(match.log) == steps // 2 and not match.is_over


def test_hidden_games_only_when_named() -> None:
    assert TOY not in bench.select_games(None)
    assert bench.select_games("toy") == [TOY]


def test_game_without_ui_or_ai_is_noted_not_failed(monkeypatch) -> None:
    info = dataclasses.replace(TOY, id="toy_bare", ui=None)
    monkeypatch.setitem(sys.modules, "game.ai", None)
    data = bench.bench_game(info, 0.01, None)
    assert "frame_ms" not in data and "ai_decision_ms" not in data
    assert "no UI yet: frame_ms skipped" in data["notes"]
    assert "game.ai not available: ai_decision_ms skipped" in data["notes"]
    missing = dataclasses.replace(TOY, id="toy_later", ui="tests.toygame.no_such_ui:UI")
    assert "no UI yet: frame_ms skipped" in bench.bench_game(missing, 0.01, 1)["notes"]


def test_a_failing_measurement_becomes_a_note_and_exit_1(capsys, monkeypatch) -> None:
    broken = dataclasses.replace(TOY, id="toy_badui", ui="tests.toygame.rules:ToyRules")
    registry.register(broken)
    try:
        code = bench.main(["--game", "toy_badui", "--json", "--seconds", "0.01",
                           "--think-ms", "1"])
    finally:
        registry.unregister("toy_badui")
    out, err = capsys.readouterr()
    data = json.loads(out)["games"]["toy_badui"]
    assert code == 1 and data["failed"]
    assert any(n.startswith("frame_ms failed: ") for n in data["notes"])
    assert "frame_ms failed" in err
    assert data["random_games_per_s"]  # the other measurements still ran


def test_unknown_game_exits_2(capsys) -> None:
    assert bench.main(["--game", "nope"]) == 2
    assert "unknown game 'nope'" in capsys.readouterr().err
