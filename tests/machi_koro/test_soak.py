"""Seeded random games with invariants (spec §9.3): 1,000 per player count, plus every market
mode and a slower pass checking that events account for every coin."""

from __future__ import annotations

import pytest

from game.engine.protocol import GameConfig
from game.engine.rng import Rng
from game.games.machi_koro.data import NON_PURPLE_KINDS, PURPLE_KINDS, total_copies

from .util import RULES

MAX_STEPS = 20_000


def run_game(n: int, seed: int, market: str = "standard", check_every: int = 1) -> int:
    s = RULES.new_game(GameConfig.simple(n, market=market), seed)
    s.quiet = True
    rng = Rng(seed ^ 0x5EED)
    totals = [total_copies(k, n) for k in range(15)]
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
        if steps % check_every:
            continue
        assert min(s.coins) >= 0
        cards = s.cards
        for k in range(15):
            held = cards[0][k] + cards[1][k] + (cards[2][k] if n > 2 else 0) + (
                cards[3][k] if n > 3 else 0)
            assert held + s.supply[k] + s.removed[k] + sum(d.count(k) for d in s.decks) \
                == totals[k]
        for p in range(n):
            assert all(cards[p][k] <= 1 for k in PURPLE_KINDS)
            count = sum(cards[p][k] for k in NON_PURPLE_KINDS)
            assert count >= non_purple[p]
            non_purple[p] = count
    assert RULES.winners(s) == [s.winner] and s.landmarks[s.winner] == 15
    assert sum(1 for p in range(n) if s.landmarks[p] == 15) == 1
    assert min(s.coins) >= 0
    return steps


@pytest.mark.parametrize("n", [2, 3, 4])
def test_soak_1000_games(n: int) -> None:
    lengths = [run_game(n, seed, check_every=3) for seed in range(1000)]
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
