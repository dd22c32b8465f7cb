"""Hidden information in Machi Koro: the deck order and the generator. ``determinize`` and
``redact`` depend only on a seat's observation; hidden variants change nothing a seat sees,
and events of a step that reveals nothing are the same in every hidden variant."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import CHANCE, TERMINAL, GameType
from game.engine.rng import Rng
from game.games.machi_koro.data import MARKET_MODES

from .util import RULES, new
from .variants import hidden_variants, private_texts


def _states() -> list[Any]:
    """Mid-game states of every market mode (random play)."""
    out = []
    for i, market in enumerate(MARKET_MODES):
        s = new(3, seed=11 + i, market=market)
        rng = Rng(i)
        for step in range(120):
            p = RULES.current_player(s)
            if p == TERMINAL:
                break
            if step % 40 == 39:
                out.append(s.clone())
            RULES.apply(s, RULES.sample_chance(s) if p == CHANCE else RULES.sample_action(s, rng))
    return out


def test_game_type_is_true_to_the_game() -> None:
    assert RULES.game_type == GameType(perfect_information=False, explicit_chance=True,
                                       secret_simultaneous=False, min_players=2, max_players=4)


def test_hidden_variants_look_the_same_to_the_seat_and_differ_from_the_state() -> None:
    decks_seen = False
    for s in _states():
        for seat in range(s.n):
            variants = hidden_variants(s, seat)
            assert variants
            for v in variants:
                assert v != RULES.position(s)
                other = RULES.from_position(v)
                assert RULES.observation(other, seat) == RULES.observation(s, seat)
                decks_seen |= v.get("decks") != RULES.position(s).get("decks")
            assert private_texts(s, seat) == set()
    assert decks_seen  # some variants reorder a deck, not only the generator


def test_determinize_depends_only_on_the_observation() -> None:
    for s in _states():
        for seat in range(s.n):
            want = RULES.position(RULES.determinize(s, seat, Rng(99)))
            for v in hidden_variants(s, seat):
                got = RULES.determinize(RULES.from_position(v), seat, Rng(99))
                assert RULES.position(got) == want
            det = RULES.determinize(s, seat, Rng(5))
            assert RULES.observation(det, seat) == RULES.observation(s, seat)


def test_redact_depends_only_on_the_observation_and_hides_the_order() -> None:
    for s in _states():
        for viewer in (None, *range(s.n)):
            red = RULES.redact(s, viewer)
            assert RULES.observation(red, 0) == RULES.observation(s, 0)
            assert all(d == sorted(d) for d in red.decks)  # canonical: no real order left
            for v in hidden_variants(s, viewer or 0):
                other = RULES.redact(RULES.from_position(v), viewer)
                assert RULES.position(other) == RULES.position(red)


def test_a_step_that_reveals_nothing_tells_nothing_hidden() -> None:
    """The events (and so the log) of a step that turns up no card are the same in every
    hidden variant: no event ever names the next card of a deck."""
    rng = Rng(7)
    checked = 0
    for s in _states():
        for _ in range(30):
            p = RULES.current_player(s)
            if p == TERMINAL:
                break
            a = RULES.sample_chance(s) if p == CHANCE else RULES.sample_action(s, rng)
            if not RULES.reveals_information(s, a):
                want = [RULES.event_text(e, None) for e in RULES.apply(s.clone(), a)]
                for v in hidden_variants(s, 0):
                    got = RULES.apply(RULES.from_position(v), a)
                    assert [RULES.event_text(e, None) for e in got] == want
                checked += 1
            RULES.apply(s, a)
    assert checked > 20
