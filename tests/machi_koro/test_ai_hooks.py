"""The game's AI hooks: evaluation shape and order, the playout policy only plays legal moves."""

from __future__ import annotations

import pytest

from game.engine.protocol import GameConfig
from game.engine.registry import get, load_attr
from game.engine.rng import Rng
from game.games.machi_koro import ai

from .util import RULES, city, setup


def test_registered_with_hooks() -> None:
    info = get("machi_koro")
    assert info.rules is RULES and (info.min_players, info.max_players) == (2, 4)
    assert load_attr(info.ai) is ai
    assert {o.key for o in info.options} == {"first_player", "market", "beginner_limit"}


def test_evaluate_prefers_the_richer_and_closer_city() -> None:
    s = setup(city(20, landmarks=("train_station", "shopping_mall"), start=True, mine=2),
              city(0, start=True))
    v = ai.evaluate(RULES, s)
    assert len(v) == 2 and all(0 <= x <= 1 for x in v) and v[0] > v[1]
    assert sum(v) == pytest.approx(1)


def test_expected_income_per_dice_mode() -> None:
    s = setup(city(0, landmarks=("train_station",), mine=2, apple_orchard=1), city(0))
    assert ai.own_turn_income(s, 0, 2) > ai.own_turn_income(s, 0, 1) == 0
    assert ai.best_dice(s, 0) == 2
    assert ai.own_turn_income(setup(city(0, start=True), city(0)), 0, 1) == pytest.approx(3 / 6)


def test_evaluate_at_the_end_is_the_result() -> None:
    s = setup(city(0, landmarks=("train_station", "shopping_mall", "amusement_park",
                                 "radio_tower")), city(0), step="over", winner=0)
    assert ai.evaluate(RULES, s) == [1.0, 0.0]


@pytest.mark.parametrize("n", [2, 4])
def test_rollout_policy_plays_legal_moves_to_the_end(n: int) -> None:
    for seed in range(5):
        s = RULES.new_game(GameConfig.simple(n, market="limited_10"), seed)
        rng = Rng(seed)
        while not RULES.is_over(s):
            if RULES.current_player(s) == -1:
                RULES.apply(s, RULES.sample_chance(s, rng))
            else:
                RULES.apply(s, ai.rollout_action(RULES, s, rng))  # check=True: legal
        assert s.turn < 400
