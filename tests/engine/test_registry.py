"""The registry of games and config validation."""

from __future__ import annotations

import pytest

from game.engine import GameConfig, GameInfo, OptionSpec, PlayerSpec, registry
from tests.toygame import GAME as TOY
from tests.toygame import ToyRules

OPTIONS = (
    OptionSpec("fast", "x.fast", "bool", False),
    OptionSpec("board", "x.board", "choice", "a", choices=("a", "b")),
    OptionSpec("rounds", "x.rounds", "int", 4, minimum=1, maximum=8),
)
INFO = GameInfo("x", "x.name", 2, 4, ToyRules(), OPTIONS, automa_levels=("easy",))


def test_config_fills_in_defaults_and_accepts_overrides() -> None:
    config = INFO.config(3, board="b")
    assert config.num_players == 3
    assert dict(config.options) == {"fast": False, "board": "b", "rounds": 4}
    assert INFO.validate_config(config) is None
    seats = (PlayerSpec("Ann"), PlayerSpec("Bob", "automa:easy"))
    assert INFO.config(seats).players == seats


@pytest.mark.parametrize("config, message", [
    (INFO.config(1), "x takes 2 to 4 players, not 1"),
    (INFO.config(5), "x takes 2 to 4 players, not 5"),
    (INFO.config(2, colour="red"), "unknown option 'colour'"),
    (INFO.config(2, fast=1), "option 'fast' must be true or false"),
    (INFO.config(2, board="c"), "option 'board' must be one of ['a', 'b']"),
    (INFO.config(2, rounds="3"), "option 'rounds' must be a whole number"),
    (INFO.config(2, rounds=True), "option 'rounds' must be a whole number"),
    (INFO.config(2, rounds=0), "option 'rounds' must be at least 1"),
    (INFO.config(2, rounds=9), "option 'rounds' must be at most 8"),
    (INFO.config((PlayerSpec("A"), PlayerSpec("B", "automa:hard"))),
     "x has no solo opponent 'hard'"),
])
def test_validate_config_names_the_problem(config: GameConfig, message: str) -> None:
    assert INFO.validate_config(config) == message


def test_register_get_and_hidden_games() -> None:
    registry.register(INFO)
    try:
        assert registry.get("x") is INFO
        assert TOY in registry.all_games(include_hidden=True)
        assert TOY not in registry.all_games()
        assert INFO in registry.all_games()
    finally:
        registry.unregister("x")
    with pytest.raises(KeyError, match="unknown game 'x'"):
        registry.get("x")


def test_toy_is_registered_by_conftest() -> None:
    assert registry.get("toy") is TOY and TOY.hidden


def test_load_attr_resolves_module_and_attribute() -> None:
    assert registry.load_attr("tests.toygame.rules:ToyRules") is ToyRules
    assert registry.load_attr("tests.toygame.ai").evaluate
    with pytest.raises(AttributeError):
        registry.load_attr("tests.toygame.rules:Nope")
