"""Soak: seeded random games at every player count and both solo levels, checking the game's
invariants (``rules/invariants.py``: components conserved, a connected city, tokens in order,
the phase, decisions and queue consistent) after every step.

Each configuration plays 60 games (420 in all, every step checked: about as long as the
old 1,800 games checked once a round); set ``GINKGOPOLIS_SOAK_GAMES`` to play fewer or more.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from game.engine import TERMINAL, Rng
from game.games.ginkgopolis.data import CH0, NUM_CARDS
from game.games.ginkgopolis.rules.cards import reserve
from game.games.ginkgopolis.rules.state import GState

from .helpers import GAME, RULES, solo_config

GAMES = int(os.environ.get("GINKGOPOLIS_SOAK_GAMES", "60"))
CONFIGS = {"solo-hal": solo_config("hal"), "solo-expert": solo_config("hal_expert"),
           **{f"{n}p": GAME.config(n) for n in range(2, 6)},
           "3p-intro": GAME.config(3, mode="intro")}


def check_reserve(s: GState) -> None:
    """The derived reserve completes the cards (every card somewhere, once)."""
    cards = s.deck + s.discard + [c for r in reserve(s) for c in r]
    for seat in range(s.n):
        cards += s.hands[seat] + [c for c in s.tableaux[seat] if c < CH0]
        if s.card[seat] >= 0:
            cards.append(s.card[seat])
    assert sorted(cards) == list(range(NUM_CARDS))


@pytest.mark.parametrize("name", list(CONFIGS))
def test_random_games_keep_the_invariants_at_every_step(name: str) -> None:
    config = CONFIGS[name]
    ends: Counter[str] = Counter()
    for seed in range(GAMES):
        s = RULES.silence(RULES.new_game(config, seed))
        rng = Rng(seed + 1)
        RULES.check_invariants(s)
        last_round = s.round
        while RULES.current_player(s) != TERMINAL:
            RULES.apply(s, RULES.sample_action(s, rng), check=False)
            RULES.check_invariants(s)
            if s.round != last_round:
                last_round = s.round
                check_reserve(s)
        check_reserve(s)
        assert s.phase == "over" and s.end_triggered and RULES.winners(s)
        ends["exhausted" if s.exhaustions == (1 if s.hal >= 0 else 2) else "other"] += 1
    assert sum(ends.values()) == GAMES
