"""The game's AI hooks: evaluation shape and order, the playout policy only plays legal moves."""

from __future__ import annotations

import pytest

from game.ai.presets import for_players, preset
from game.engine.protocol import GameConfig
from game.engine.registry import get, load_attr
from game.engine.rng import Rng
from game.games.machi_koro.ai import eval as race
from game.games.machi_koro.ai import hooks as ai
from game.games.machi_koro.rules.actions import DECLINE, Trade

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
    # One die: only the starting Wheat Field (1) and Bakery (2, 3) pay.
    assert race.own_turn_income(s, 0, 2) > race.own_turn_income(s, 0, 1) == pytest.approx(3 / 6)
    assert race.best_dice(s, 0) == 2
    assert race.own_turn_income(setup(city(0, start=True), city(0)), 0, 1) == pytest.approx(3 / 6)


def test_evaluate_at_the_end_is_the_result() -> None:
    s = setup(city(0, landmarks=("train_station", "shopping_mall", "amusement_park",
                                 "radio_tower")), city(0), step="over", winner=0, dice=[4])
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


def test_win_times_count_the_rolls_before_each_build() -> None:
    # Same cities and coins; before the roll the active seat's own roll still comes before
    # its build, after the roll (build step) it does not: its estimate is later by that roll.
    cities = (city(0, start=True, convenience_store=2), city(0, start=True))
    before = setup(*cities, step="roll")
    after = setup(*cities, step="build", dice=[5])
    inc = race.roll_incomes(before)
    own = inc[0][0]
    assert own == pytest.approx(1 / 6 + 1 / 6 + 1 / 6 * 6 + 1 / 6)  # wheat, bakery x2 rolls, stores
    per_round = sum(inc[0])
    assert race.win_times(after)[0] - race.win_times(before)[0] == pytest.approx(own / per_round)
    # The other seat: after the roll its income from that roll is no longer to come.
    assert race.win_times(after)[1] - race.win_times(before)[1] == pytest.approx(
        race.roll_incomes(before)[1][0] / sum(race.roll_incomes(before)[1]))
    assert race.win_times(before)[1] > race.win_times(before)[0]


def test_win_times_need_one_build_per_missing_landmark() -> None:
    rich = setup(city(99, start=True), city(0, start=True), step="build", dice=[5])
    assert race.win_times(rich)[0] == pytest.approx(3)  # four landmarks: now and 3 rounds on
    last = setup(city(22, landmarks=("train_station", "shopping_mall", "amusement_park"),
                      start=True), city(0, start=True), step="build", dice=[5])
    assert race.win_times(last)[0] == 0 and ai.evaluate(RULES, last)[0] > 0.99


def test_evaluation_is_not_decided_at_the_start() -> None:
    # A ratio of times, not their difference: one cheap card early is not a won game.
    s = setup(city(0, start=True, ranch=1), city(0, start=True), active=1)
    v = ai.evaluate(RULES, s)
    assert 0.5 < v[0] < 0.8
    # the sharpness key of the running preset is what the evaluation uses
    sharper = ai.evaluate(RULES, s, params={**ai.PARAMS, "sharpness": 6.0})
    assert sharper[0] > v[0] and ai.evaluate(RULES, s, params=ai.PARAMS) == v
    s4 = RULES.new_game(GameConfig.simple(4, first_player=0), 1)
    assert all(0.15 < x < 0.35 for x in ai.evaluate(RULES, s4))


def test_trade_candidates_keep_decline_and_the_best_few_trades() -> None:
    ts = ("train_station",)
    s = setup(city(0, landmarks=ts, start=True, business_center=1, ranch=1, cheese_factory=1),
              city(0, landmarks=ts, start=True, ranch=3, mine=1, convenience_store=1),
              step="trade", dice=[3, 3], dice_count=2)
    actions = RULES.legal_actions(s)
    params = preset("hard", ai.PRESETS, ai.PARAMS)
    kept = ai.candidate_actions(RULES, s, actions, params=params)
    assert kept[0] == DECLINE and 1 < len(kept) <= params["trade_candidates"] + 1 < len(actions)
    assert all(a in actions for a in kept)
    # With two dice the Wheat Field earns nothing: giving it for the Mine is the best trade;
    # the Cheese Factory would earn the partner 3 per ranch, so it is never given away.
    assert kept[1] == Trade("wheat_field", 1, "mine")
    assert not any(a.give == "cheese_factory" for a in kept[1:])
    build = setup(city(10, start=True), city(0, start=True), step="build", dice=[5])
    assert ai.candidate_actions(RULES, build, RULES.legal_actions(build)) == \
        RULES.legal_actions(build)


def test_hard_presets_are_valid_and_capped() -> None:
    params = preset("hard", ai.PRESETS)
    assert params["iterations"] and params["iterations"] <= 5000
    assert params["rollout_depth"] == 3 and params["prior_visits"] == 0
    two = for_players(params, 2)
    assert two["prior_visits"] > 0 and two["rollout_depth"] == 8 and two["iterations"] == 2000 and params["iterations"] == 1000
    assert for_players(params, 4) is params


def test_hard_uses_its_two_player_preset_only_with_two_players() -> None:
    from game.ai import make_player
    from game.engine.registry import get

    info = get("machi_koro")
    for n, depth in ((2, 8), (3, 3), (4, 3)):
        s = RULES.new_game(GameConfig.simple(n, first_player=0), 2)
        while RULES.current_player(s) == -1 or len(RULES.legal_actions(s)) < 2:
            RULES.apply(s, RULES.sample_chance(s) if RULES.current_player(s) == -1
                        else RULES.legal_actions(s)[0])
        player = make_player("hard", info, 1, iterations=20)
        player.choose(s, RULES.current_player(s))
        assert player.active["rollout_depth"] == depth
        assert player.last_stats["iterations"] == 20


@pytest.mark.parametrize("n", [2, 4])
def test_the_greedy_prior_alone_plays_what_normal_plays(n: int) -> None:
    # The opt-in prior (prior_visits) is normal's one-ply value of every root move: with no
    # search on top the two levels agree, decision after decision (dice, re-rolls, builds).
    import dataclasses

    from game.ai import make_player
    from game.ai.hooks import load_hooks
    from game.engine.registry import get

    info = get("machi_koro")
    hooks = dataclasses.replace(load_hooks(info), presets={"hard": {"prior_visits": 10}})
    s = RULES.new_game(GameConfig.simple(n, market="limited_10"), 4)
    rng = Rng(4)
    compared = 0
    while not RULES.is_over(s) and compared < 25:
        seat = RULES.current_player(s)
        if seat == -1:
            RULES.apply(s, RULES.sample_chance(s, rng))
            continue
        if len(RULES.legal_actions(s)) > 1:
            hard = make_player("hard", info, 1, iterations=0, hooks=hooks).choose(s, seat)
            assert hard == make_player("normal", info, 1).choose(s, seat)
            compared += 1
        RULES.apply(s, ai.rollout_action(RULES, s, rng))
    assert compared == 25
