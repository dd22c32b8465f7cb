"""The hidden-information contract, checked against hand-written variants.

Every game whose ``game_type`` says it hides something supplies ``hidden_variants(state,
seat)`` (``tests.<id>.variants``; the toy's is ``tests.toygame.variants``): positions that
differ from the real one only in what ``seat`` cannot see, edited by hand from the position
format. Against them, for seats at random decision points:

* every variant gives ``seat`` the same observation;
* ``determinize`` with one generator builds the same world from every variant (it depends on
  the observation only) and, over several generators, changes something the seat cannot see;
* ``redact`` for ``seat`` and for the public (``None``) gives identical positions across the
  variants, keeps the seat's observation and its legal actions.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import GameInfo, Rng, registry

from .helpers import decision_states, hidden_params, variants_module

PARAMS = hidden_params()
GAMES = registry.all_games(include_hidden=True)


def _points(info: GameInfo, config: Any) -> list[tuple[Any, int]]:
    games = int(info.extra.get("contract_hidden_games", 3))
    every = int(info.extra.get("contract_hidden_every", 3))
    out: list[tuple[Any, int]] = []
    for seed in range(games):
        out += decision_states(info, config, 500 + seed, every=every, limit=12)
    return out


def _seats(state: Any, seat: int, n: int) -> list[int]:
    """The seat to move and one other (a seat that waits sees the same table differently)."""
    return [seat] if n == 1 else [seat, (seat + 1) % n]


def _without_rng(rules: Any, state: Any, rng: Any) -> Any:
    """The position of ``state`` with its generator replaced by ``rng`` (to compare the
    rest)."""
    copy = state.clone()
    copy.rng = rng.clone()
    return rules.position(copy)


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_game_type_agrees_with_game_info(info: GameInfo) -> None:
    gt = info.rules.game_type
    assert (gt.min_players, gt.max_players) == (info.min_players, info.max_players)
    assert tuple(gt.solo_opponents) == tuple(info.automa_levels)
    assert gt.secret_simultaneous is False or gt.perfect_information is False, (
        "a secret simultaneous step hides information")


@pytest.mark.parametrize("info", [g for g in GAMES if not g.rules.game_type.perfect_information],
                         ids=lambda i: i.id)
def test_every_game_that_hides_information_has_hand_written_variants(info: GameInfo) -> None:
    module = variants_module(info)
    assert callable(getattr(module, "hidden_variants", None))
    assert callable(getattr(module, "private_texts", None))


def _hidden_somewhere(info: GameInfo, config: Any) -> bool:
    """Some hand-written variant at some decision point changes more than the generator."""
    rules, module = info.rules, variants_module(info)
    for state, mover in _points(info, config):
        for seat in _seats(state, mover, config.num_players):
            for pos in module.hidden_variants(state, seat):
                if _without_rng(rules, rules.from_position(pos), state.rng) != rules.position(
                        state):
                    return True
    return False


@pytest.mark.parametrize("info", [g for g in GAMES if not g.rules.game_type.perfect_information],
                         ids=lambda i: i.id)
def test_a_game_that_hides_information_hides_something_somewhere(info: GameInfo) -> None:
    """Over its configurations (some, like Machi Koro's full market, hide only the dice to
    come), the variants change a hidden part, not only the generator."""
    configs = [p.values[1] for p in PARAMS if p.values[0] is info]
    assert any(_hidden_somewhere(info, config) for config in configs), (
        f"{info.id}: game_type says information is hidden, but no variant hides any")


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_hidden_variants_look_the_same_and_determinize_reads_only_the_view(
        info: GameInfo, config: Any) -> None:
    rules, n = info.rules, config.num_players
    module = variants_module(info)
    points = _points(info, config)
    assert points, "no decision in the random games"
    checked = 0
    for state, mover in points:
        for seat in _seats(state, mover, n):
            obs = rules.observation(state, seat)
            variants = [rules.from_position(p) for p in module.hidden_variants(state, seat)]
            for v in variants:
                assert rules.position(v) != rules.position(state), "a variant must differ"
                assert rules.observation(v, seat) == obs, (
                    f"{info.id}: a hand-written variant changed what seat {seat} sees")
            hidden = [v for v in variants
                      if _without_rng(rules, v, state.rng) != rules.position(state)]
            checked += len(variants)
            # The same generator gives the same world from every variant.
            for k in range(2):
                world = rules.position(rules.determinize(state, seat, Rng(40 + k)))
                for v in variants:
                    assert rules.position(rules.determinize(v, seat, Rng(40 + k))) == world, (
                        f"{info.id}: determinize for seat {seat} reads a hidden part")
            # ...and over several generators it changes something the seat cannot see.
            if hidden:
                real = rules.position(state)
                worlds = [_without_rng(rules, rules.determinize(state, seat, Rng(k)), state.rng)
                          for k in range(8)]
                assert any(w != real for w in worlds), (
                    f"{info.id}: determinize for seat {seat} keeps the real hidden parts")
            # Redacted views show the variants identically, to the seat and to the public.
            for viewer in (seat, None):
                seen = rules.position(rules.redact(state, viewer))
                for v in variants:
                    assert rules.position(rules.redact(v, viewer)) == seen, (
                        f"{info.id}: redact for {viewer} shows a hidden part")
            red = rules.redact(state, seat)
            assert rules.observation(red, seat) == obs
            if seat == mover:
                assert rules.legal_actions(red) == rules.legal_actions(state)
    assert checked, f"{info.id}: no hand-written variant at any decision point"


@pytest.mark.parametrize(("info", "config"), PARAMS)
def test_private_texts_are_strings_of_the_seat(info: GameInfo, config: Any) -> None:
    module = variants_module(info)
    for state, seat in _points(info, config)[:6]:
        texts = module.private_texts(state, seat)
        assert isinstance(texts, set) and all(isinstance(t, str) and t for t in texts)
