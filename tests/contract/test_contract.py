"""The contract every game must keep, run over every registered game (hidden ones included).

Games tune the cost with ``GameInfo.extra``: ``contract_games`` (random games per config,
default 200), ``contract_deep_games`` (games checked at every step, default 4) and
``contract_max_steps`` (a random game longer than this counts as endless).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.engine import (
    CHANCE,
    TERMINAL,
    GameConfig,
    GameInfo,
    IllegalAction,
    Match,
    PositionError,
    Rng,
    Score,
)

from .helpers import config_params, max_steps, next_action, play_random

PARAMS = config_params()


class _Junk:
    """An object no game knows as an action."""

    def __repr__(self) -> str:
        return "_Junk()"


def _check_scores(info: GameInfo, state: Any, n: int) -> list[Score]:
    scores = info.rules.scores(state)
    assert len(scores) == n
    for sc in scores:
        assert isinstance(sc.total, int)
        assert sc.breakdown, "a score needs a breakdown"
        assert sum(sc.breakdown.values()) == sc.total, f"breakdown {sc.breakdown} != {sc.total}"
        json.dumps(dict(sc.breakdown))
    return scores


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_random_games_end_without_error(info: GameInfo, config: GameConfig) -> None:
    rules, n = info.rules, config.num_players
    games = int(info.extra.get("contract_games", 200))
    for seed in range(games):
        state = rules.new_game(config, seed)
        rng = Rng(seed * 7919 + 1)
        steps = 0
        while True:
            player = rules.current_player(state)
            if player == TERMINAL:
                break
            assert player == CHANCE or 0 <= player < n, f"bad current_player {player}"
            steps += 1
            assert steps <= max_steps(info), f"seed {seed}: no end after {steps} steps"
            if player == CHANCE:
                outcomes = rules.chance_outcomes(state)
                assert outcomes and abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
                action = rules.sample_chance(state)
                assert any(a == action for a, _ in outcomes)
            else:
                action = rules.sample_action(state, rng)
                assert rules.explain_illegal(state, action) is None, f"seed {seed}: {action!r}"
            rules.apply(state, action, check=False)
        assert rules.is_over(state)
        assert rules.legal_actions(state) == [] and rules.chance_outcomes(state) == []
        winners = rules.winners(state)
        assert winners and len(set(winners)) == len(winners)
        assert all(0 <= w < n for w in winners)
        _check_scores(info, state, n)
        assert isinstance(rules.turn_count(state), int) and rules.turn_count(state) >= 0


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_same_config_seed_and_actions_give_same_position(info: GameInfo,
                                                        config: GameConfig) -> None:
    rules = info.rules
    for seed in (1, 2, 3):
        assert rules.position(rules.new_game(config, seed)) == \
            rules.position(rules.new_game(config, seed))
        final, actions = play_random(info, config, seed)
        again, actions_again = play_random(info, config, seed)
        assert actions == actions_again
        assert rules.position(again) == rules.position(final)
        # Replaying the JSON log through a Match rebuilds the very same game.
        match = Match.new(info, config, seed)
        for action in actions:
            match.play(action)
        replayed = Match.replay(info, config, seed, match.actions_json())
        assert rules.position(replayed.state) == rules.position(final), (
            "replaying the logged outcomes must rebuild the same state, generator included: "
            "sample_chance must not move state.rng (advance it when applying the outcome)")
        assert rules.winners(replayed.state) == rules.winners(final)


def _illegal_candidates(rules: Any, state: Any, seen_decisions: list[Any],
                        seen_outcomes: list[Any]) -> list[Any]:
    player = rules.current_player(state)
    if player == CHANCE:
        allowed = [a for a, _ in rules.chance_outcomes(state)]
        pool = seen_decisions[-20:] + seen_outcomes[-20:]
    else:
        allowed = rules.legal_actions(state)
        pool = seen_outcomes[-20:] + seen_decisions[-20:]
    junk: list[Any] = [_Junk(), None, 12345, "pass", ("x", 1)]
    return junk + [a for a in pool if not any(a == b for b in allowed)][:12]


def _deep_check_step(info: GameInfo, state: Any, n: int, rng: Rng,
                     seen_decisions: list[Any], seen_outcomes: list[Any]) -> None:
    """Everything the protocol promises about one state."""
    rules = info.rules
    before = rules.position(state)
    text = json.dumps(before)

    # Position JSON round trip: the rebuilt state is the same game.
    rebuilt = rules.from_position(json.loads(text))
    assert rules.position(rebuilt) == before
    assert rules.current_player(rebuilt) == rules.current_player(state)
    assert rules.legal_actions(rebuilt) == rules.legal_actions(state)

    # Actions and chance outcomes survive JSON.
    for action in rules.legal_actions(state):
        data = json.loads(json.dumps(rules.action_to_json(action)))
        assert rules.action_from_json(data) == action
    for action, _ in rules.chance_outcomes(state):
        data = json.loads(json.dumps(rules.action_to_json(action)))
        assert rules.action_from_json(data) == action

    # Sampling is a pure read: only applying an outcome may move the generator, so a replayed
    # log (outcomes applied, never sampled) rebuilds the same generator and the same future.
    if rules.current_player(state) == CHANCE:
        assert rules.sample_chance(state) == rules.sample_chance(state)
        assert rules.position(state) == before, "sample_chance changed the state"
    else:
        rules.sample_action(state, rng)
        assert rules.position(state) == before, "sample_action changed the state"

    # Illegal actions raise and leave the state as it was.
    for bad in _illegal_candidates(rules, state, seen_decisions, seen_outcomes):
        with pytest.raises(IllegalAction):
            rules.apply(state, bad)
        assert rules.position(state) == before, f"{bad!r} changed the state"

    # Every seat's determinization agrees with what that seat sees, and resamples the dice.
    for seat in range(n):
        obs = rules.observation(state, seat)
        json.dumps(obs)
        assert isinstance(rules.has_private_view(state, seat), bool)
        det = rules.determinize(state, seat, rng.fork())
        assert rules.position(state) == before, "determinize changed the real state"
        assert rules.observation(det, seat) == obs, f"seat {seat} could tell the difference"
        assert rules.current_player(det) == rules.current_player(state)
        if rules.current_player(state) == seat:
            assert rules.legal_actions(det) == rules.legal_actions(state)
        assert det.rng != state.rng, "determinize must resample the generator's future"

    _check_scores(info, state, n)


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_every_step_keeps_the_protocol(info: GameInfo, config: GameConfig) -> None:
    """Deep checks at every step of a few games: position and action JSON, illegal actions,
    clone independence, determinize against the observation."""
    rules, n = info.rules, config.num_players
    seen_decisions: list[Any] = []
    seen_outcomes: list[Any] = []
    for seed in range(int(info.extra.get("contract_deep_games", 4))):
        state = rules.new_game(config, 1000 + seed)
        rng = Rng(seed)
        steps = 0
        while not rules.is_over(state):
            _deep_check_step(info, state, n, rng, seen_decisions, seen_outcomes)
            player, action = next_action(info, state, rng)
            (seen_outcomes if player == CHANCE else seen_decisions).append(action)
            assert isinstance(rules.reveals_information(state, action), bool)

            # Clone independence: playing on the clone (to the end) leaves the original alone.
            before = rules.position(state)
            clone = state.clone()
            assert rules.position(clone) == before
            rules.apply(clone, action)
            if steps % 7 == 0:
                play_on = Rng(steps)
                while not rules.is_over(clone):
                    rules.apply(clone, next_action(info, clone, play_on)[1], check=False)
            assert rules.position(state) == before, "playing on a clone changed the original"

            rules.apply(state, action)
            rules.check_invariants(state)  # every reachable state keeps the game's invariants
            steps += 1
            assert steps <= max_steps(info)
        # At the end nothing is legal any more.
        end = rules.position(state)
        for bad in [_Junk(), *seen_decisions[-5:], *seen_outcomes[-5:]]:
            with pytest.raises(IllegalAction):
                rules.apply(state, bad)
        assert rules.position(state) == end
        assert rules.position(rules.from_position(json.loads(json.dumps(end)))) == end


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_determinized_states_play_to_the_end(info: GameInfo, config: GameConfig) -> None:
    """A determinization is a full, consistent state the AI can play out."""
    rules = info.rules
    state = rules.new_game(config, 77)
    rng = Rng(77)
    step = 0
    while not rules.is_over(state):
        if step % 5 == 0 and rules.current_player(state) >= 0:
            seat = rules.current_player(state)
            det = rules.determinize(state, seat, rng.fork())
            guard = 0
            while not rules.is_over(det):
                _, action = next_action(info, det, rng)
                assert rules.explain_illegal(det, action) is None
                rules.apply(det, action, check=False)
                guard += 1
                assert guard <= max_steps(info)
            _check_scores(info, det, config.num_players)
        rules.apply(state, next_action(info, state, rng)[1], check=False)
        step += 1


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_match_rejects_illegal_actions_and_actions_after_the_end(info: GameInfo,
                                                                 config: GameConfig) -> None:
    match = Match.new(info, config, 5)
    before = info.rules.position(match.state)
    with pytest.raises(IllegalAction):
        match.play(_Junk())
    assert info.rules.position(match.state) == before and match.log == []
    rng = Rng(5)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(info.rules.sample_action(match.state, rng))
    with pytest.raises(IllegalAction):
        match.play(_Junk())


def _first_config_per_game() -> list[Any]:
    seen: dict[str, Any] = {}
    for p in PARAMS:
        seen.setdefault(p.values[0].id, pytest.param(*p.values, id=p.values[0].id))
    return list(seen.values())


@pytest.mark.parametrize(("info", "config"), _first_config_per_game())
def test_bad_positions_raise_position_error_only(info: GameInfo, config: GameConfig) -> None:
    """Positions are untrusted input (save files, bug reports): from_position either builds
    a consistent state or raises PositionError, never anything else."""
    rules = info.rules
    state = rules.new_game(config, 3)
    for _ in range(12):  # a little way in, so more of the position is filled
        rules.apply(state, next_action(info, state, Rng(3))[1], check=False)
    good = rules.position(state)
    for bad in ({}, dict.fromkeys(good)):
        with pytest.raises(PositionError):
            rules.from_position(bad)
    variants = [{k: v for k, v in good.items() if k != key} for key in good]
    variants += [{**good, key: junk} for key in good
                 for junk in (None, -1, "x", [], {}, [None], 10**30, 0.5)]
    for data in variants:
        try:
            built = rules.from_position(data)
        except PositionError:
            continue
        again = rules.position(built)
        json.dumps(again)
        assert rules.position(rules.from_position(again)) == again


@pytest.mark.parametrize("info", [p.values[0] for p in _first_config_per_game()],
                         ids=lambda i: i.id)
def test_every_config_the_registry_accepts_can_start(info: GameInfo) -> None:
    """The new-game screen trusts ``validate_config``: what it accepts must set up."""
    from .helpers import starts

    refused = []
    for n in range(info.min_players, info.max_players + 1):
        config = info.config(n)
        if info.validate_config(config) is None and not starts(info, config):
            refused.append(n)
    assert not refused, (f"validate_config accepts {refused} all-human seat(s) but new_game "
                         "refuses them: validate_config must name the problem")
