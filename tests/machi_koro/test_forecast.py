"""The income-by-roll query and the Hint's reasons, against the rules' own payments."""

from __future__ import annotations

import pytest

from game.ai.hint import reason_hook, suggest
from game.engine import GameConfig, Match, PlayerSpec, registry
from game.engine.protocol import Text
from game.games.machi_koro.ai.hints import hint_reason
from game.games.machi_koro.data import KIND_BY_KEY, LANDMARK_BY_KEY
from game.games.machi_koro.rules.actions import Build, BuildLandmark, BuildNothing
from game.games.machi_koro.rules.query import income_by_roll, income_per_round, roll_odds

INFO = registry.get("machi_koro")
RULES = INFO.rules


def start(n: int = 2):
    players = tuple(PlayerSpec(f"P{i + 1}", "human", i) for i in range(n))
    return Match.new(INFO, GameConfig(players), 5).state


def test_each_roll_pays_what_the_cards_say() -> None:
    s = start()
    table = income_by_roll(s, 0)
    # Everyone starts with a Wheat Field (blue 1: every owner) and a Bakery (green 2-3: the
    # roller only); nothing else pays.
    assert table[0] == [1, 1] and table[1] == [1, 0] and table[2] == [1, 0]
    assert all(row == [0, 0] for row in table[3:])
    assert income_by_roll(s, 1)[1] == [0, 1]
    s.cards[1][KIND_BY_KEY["cafe"]] += 1  # red 3: the roller pays the owner first
    s.coins[0] = 0
    assert income_by_roll(s, 0)[2] == [1, 0]  # nothing to pay yet, then the Bakery
    s.coins[0] = 3
    assert income_by_roll(s, 0)[2] == [0, 1]
    assert s.coins == [3, s.coins[1]]  # asking changed nothing


def test_income_per_round_weights_each_total_by_its_odds() -> None:
    s = start()
    assert income_per_round(s, 0) == pytest.approx(3 / 6 + 1 / 6)
    assert sum(roll_odds(2).values()) == pytest.approx(1) and roll_odds(2)[7] == pytest.approx(1 / 6)
    s.landmarks[1] |= 1 << LANDMARK_BY_KEY["train_station"]  # seat 2 rolls two dice now
    assert income_per_round(s, 0) == pytest.approx(3 / 6 + 0)


def test_a_cards_reason_is_the_income_it_adds() -> None:
    s = start()
    text = hint_reason(RULES, s, 0, Build("ranch"))  # blue 2: 1 coin to its owner
    assert text == Text("machi_koro.hint.income", {"gain": Text(
        "machi_koro.hint.decimal", {"sign": "+", "whole": "0", "tenth": "3"})})  # 1/6 + 1/6
    assert hint_reason(RULES, s, 0, BuildLandmark("train_station")) == Text(
        "machi_koro.hint.landmarks_left", {"n": 3})
    assert hint_reason(RULES, s, 0, BuildNothing()) == Text("machi_koro.hint.save", {
        "landmark": Text("machi_koro.landmark.train_station.name"), "cost": 4})


def test_the_hint_is_the_normal_players_move_with_the_engines_words() -> None:
    from game.ai import make_player

    m = Match.new(INFO, GameConfig((PlayerSpec("A"), PlayerSpec("B"))), 9)
    while m.current_player < 0 or not RULES.legal_actions(m.state)[1:]:
        m.play_chance() if m.current_player < 0 else m.play(RULES.legal_actions(m.state)[0])
    seat = m.current_player
    hint = suggest(INFO, m.state.clone(), seat, seed=4)
    expected = make_player("normal", INFO, 4).choose(m.state.clone(), seat)
    assert hint.action == expected
    assert hint.words == RULES.action_text(m.state, expected, seat)
    assert reason_hook(INFO) is hint_reason
    assert reason_hook(registry.get("akropolis")) is not None
