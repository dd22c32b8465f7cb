"""Seeded random games checking every invariant of the game (``RULES.check_invariants``, spec
§9.3 and the rest) after every step: 600 per player count (some with a fixed first seat or
the beginner limit), plus every market mode, and a slower pass checking that events account
for every coin."""

from __future__ import annotations

import pytest

from game.engine.protocol import GameConfig
from game.engine.rng import Rng
from game.games.machi_koro.data import NON_PURPLE_KINDS

from .util import RULES

MAX_STEPS = 20_000


def run_game(n: int, seed: int, market: str = "standard", **options: object) -> int:
    s = RULES.new_game(GameConfig.simple(n, market=market, **options), seed)
    s.quiet = True
    rng = Rng(seed ^ 0x5EED)
    check = RULES.check_invariants
    check(s)
    non_purple = [2] * n
    steps = 0
    apply, sample_action, sample_chance = RULES.apply, RULES.sample_action, RULES.sample_chance
    while s.phase:  # phase 0 is the end
        if RULES.current_player(s) == -1:
            apply(s, sample_chance(s, rng), check=False)
        else:
            apply(s, sample_action(s, rng), check=False)
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
        check(s)
        cards = s.cards
        for p in range(n):  # across steps: a city never loses non-purple cards (§9.3)
            count = sum(cards[p][k] for k in NON_PURPLE_KINDS)
            assert count >= non_purple[p]
            non_purple[p] = count
    assert RULES.winners(s) == [s.winner] and s.landmarks[s.winner] == 15
    return steps


@pytest.mark.parametrize("n", [2, 3, 4])
def test_soak_games(n: int) -> None:
    lengths = [run_game(n, seed, beginner_limit=2 + seed % 3 if seed % 4 == 1 else "off",
                        first_player=seed % n if seed % 2 else "random")
               for seed in range(600)]
    assert min(lengths) > 10


@pytest.mark.parametrize("market", ["limited_10", "harbor", "hybrid_5_5_2"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_soak_market_modes(n: int, market: str) -> None:
    for seed in range(60):
        run_game(n, seed, market)


def coin_deltas(events, n: int) -> list[int]:
    delta = [0] * n
    for e in events:
        d = e.data
        if e.kind == "pay":
            delta[e.player] -= d["amount"]
            delta[d["owner"]] += d["amount"]
            assert d["amount"] <= d["owed"]
        elif e.kind == "income":
            delta[e.player] += d["amount"]
        elif e.kind == "stadium":
            delta[e.player] += d["amount"]
            delta[d["from"]] -= d["amount"]
        elif e.kind == "tv_station":
            delta[e.player] += d["amount"]
            delta[d["target"]] -= d["amount"]
        elif e.kind in ("build", "build_landmark"):
            delta[e.player] -= d["cost"]
    return delta


@pytest.mark.parametrize("n", [2, 3, 4])
def test_events_account_for_every_coin(n: int) -> None:
    for seed in range(40):
        s = RULES.new_game(GameConfig.simple(n, market="harbor" if seed % 2 else "standard"),
                           seed)
        rng = Rng(seed)
        kinds = set()
        while not RULES.is_over(s):
            before = list(s.coins)
            if RULES.current_player(s) == -1:
                a = RULES.sample_chance(s, rng)
            else:
                a = RULES.sample_action(s, rng)
            assert RULES.explain_illegal(s, a) is None
            events = RULES.apply(s, a)
            kinds.update(e.kind for e in events)
            assert [x - y for x, y in zip(s.coins, before, strict=True)] == coin_deltas(events, n)
        assert "win" in kinds and "roll" in kinds


def test_quiet_and_loud_games_are_identical() -> None:
    for seed in range(20):
        a = RULES.new_game(GameConfig.simple(3), seed)
        b = a.clone()
        b.quiet = True
        ra, rb = Rng(seed), Rng(seed)
        while not RULES.is_over(a):
            x = RULES.sample_chance(a, ra) if RULES.current_player(a) == -1 else \
                RULES.sample_action(a, ra)
            y = RULES.sample_chance(b, rb) if RULES.current_player(b) == -1 else \
                RULES.sample_action(b, rb)
            assert x == y
            assert RULES.apply(b, y) == []
            RULES.apply(a, x)
        assert RULES.position(a) == RULES.position(b)


def test_sample_action_is_uniform_over_legal_actions() -> None:
    from .util import city, setup
    s = setup(city(8, landmarks=("train_station",), stadium=1), city(0), step="build", dice=[4])
    legal = RULES.legal_actions(s)
    rng = Rng(7)
    counts = {a: 0 for a in legal}
    draws = 200 * len(legal)
    for _ in range(draws):
        counts[RULES.sample_action(s, rng)] += 1
    assert all(120 < c < 280 for c in counts.values()), counts
