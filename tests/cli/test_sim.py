"""``python -m game sim``: rotation of seats, the JSON summary, errors and player kinds."""

from __future__ import annotations

import dataclasses
import json
import warnings
from collections import Counter

import pytest

import game.ai
from game.cli import sim
from game.engine import registry
from tests.toygame import GAME as TOY
from tests.toygame import ToyRules


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = sim.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_listed_player_sits_in_every_seat_equally() -> None:
    for n in (2, 3, 4):
        seats = Counter((seat, p) for g in range(2 * n) for seat, p in enumerate(sim.seating(n, g)))
        assert set(seats.values()) == {2} and len(seats) == n * n


def test_json_summary_counts_wins_scores_and_turns(capsys) -> None:
    code, out, err = _run(capsys, "--game", "toy", "--players", "random,random,easy",
                          "--games", "12", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"game", "players", "games", "errors", "wins", "win_rate",
                         "mean_score", "mean_turns", "seconds"}
    assert data["game"] == "toy" and data["games"] == 12 and data["errors"] == 0
    assert data["players"] == ["random", "random#2", "easy"]
    assert sum(data["wins"].values()) == pytest.approx(12)  # ties shared equally
    assert sum(data["win_rate"].values()) == pytest.approx(1, abs=1e-3)
    assert data["mean_turns"] == 4.0  # the toy game always plays its 4 rounds
    assert all(5 <= s <= 60 for s in data["mean_score"].values())
    again = json.loads(_run(capsys, "--game", "toy", "--players", "random,random,easy",
                            "--games", "12", "--seed", "3", "--json")[1])
    assert again["wins"] == data["wins"] and again["mean_score"] == data["mean_score"]


def test_table_output_lists_each_player(capsys) -> None:
    code, out, _ = _run(capsys, "--game", "toy", "--players", "random,normal", "--games", "2")
    assert code == 0
    assert "toy: 2 games, 0 errors" in out
    assert out.splitlines()[2].startswith("random") and out.splitlines()[3].startswith("normal")


def test_ties_are_shared_equally() -> None:
    class TieRules(ToyRules):
        def winners(self, s):
            return [0, 1] if s.round >= s.rounds else []

    info = dataclasses.replace(TOY, id="toy_tie", rules=TieRules())
    result = sim.simulate(info, ["random", "random"], 3, 0).to_json()
    assert result["wins"] == {"random": 1.5, "random#2": 1.5}


def test_a_game_that_raises_counts_as_an_error(capsys) -> None:
    class Broken(ToyRules):
        def _apply(self, s, action):
            if s.round == 2 and s.die is None and sum(s.cards) % 2:
                raise RuntimeError("boom in round 3")
            return super()._apply(s, action)

    registry.register(dataclasses.replace(TOY, id="toy_broken", rules=Broken()))
    try:
        code, out, err = _run(capsys, "--game", "toy_broken", "--players", "random,random",
                              "--games", "10", "--json")
    finally:
        registry.unregister("toy_broken")
    data = json.loads(out)
    assert code == 1
    assert 0 < data["errors"] < 10
    assert sum(data["wins"].values()) == pytest.approx(10 - data["errors"])
    assert err.count("RuntimeError: boom in round 3") == data["errors"]
    assert "raised:" in err


def test_automa_kind_becomes_the_seat_kind() -> None:
    seen: list[tuple[str, ...]] = []

    class Recording(ToyRules):
        def new_game(self, config, seed):
            seen.append(tuple(p.kind for p in config.players))
            return super().new_game(config, seed)

    info = dataclasses.replace(TOY, id="toy_solo", rules=Recording(), automa_levels=("basic",))
    result = sim.simulate(info, ["random", "automa:basic"], 2, 0)
    assert result.errors == 0
    assert seen == [("random", "automa:basic"), ("automa:basic", "random")]


def test_a_fallback_warning_of_make_player_reaches_stderr(capsys, monkeypatch) -> None:
    real = game.ai.make_player

    def warning_make_player(kind, info, seed, think_ms=None):
        if kind == "easy":
            warnings.warn("easy falls back to random", stacklevel=2)
            return real("random", info, seed, think_ms)
        return real(kind, info, seed, think_ms)

    monkeypatch.setattr(game.ai, "make_player", warning_make_player)
    code, _, err = _run(capsys, "--game", "toy", "--players", "easy,random", "--games", "2")
    assert code == 0
    assert err.count("easy falls back to random") == 1


@pytest.mark.parametrize("argv, message", [
    (["--game", "nope", "--players", "random,random"], "unknown game 'nope'"),
    (["--game", "toy", "--players", "random"], "toy takes 2 to 4 players, not 1"),
    (["--game", "toy", "--players", "random,wizard"], "unknown computer player kind 'wizard'"),
    (["--game", "toy", "--players", "random,automa:x"], "toy has no solo opponent 'x'"),
    (["--game", "toy", "--players", "random,random", "--games", "0"], "at least 1"),
])
def test_bad_arguments_exit_2_with_a_message(capsys, argv, message) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err


def test_uneven_game_count_is_noted(capsys) -> None:
    code, _, err = _run(capsys, "--game", "toy", "--players", "random,random,random",
                        "--games", "4")
    assert code == 0 and "do not split evenly" in err
