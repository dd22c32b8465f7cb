"""Soak: seeded random games at every player count and both solo levels, checking the
conservation laws after every round (spec 2.1, 2.4, 4.3, 6.1).

Each configuration plays 300 games (1,800 in all, 14-28 s on the shared machine); set
``GINKGOPOLIS_SOAK_GAMES`` to play fewer or more.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from game.engine import TERMINAL, Rng
from game.games.ginkgopolis.data import CH0, NUM_CARDS, NUM_TILES
from game.games.ginkgopolis.rules import geometry
from game.games.ginkgopolis.rules.cards import reserve
from game.games.ginkgopolis.rules.state import GState

from .helpers import GAME, RULES, solo_config

GAMES = int(os.environ.get("GINKGOPOLIS_SOAK_GAMES", "300"))
CONFIGS = {"solo-hal": solo_config("hal"), "solo-expert": solo_config("hal_expert"),
           **{f"{n}p": GAME.config(n) for n in range(2, 6)}}


def check(s: GState) -> None:
    n = s.n
    for seat in range(n):
        assert s.general[seat] + s.screen_res[seat] + s.placed(seat) == s.nres, seat
    tiles = [t for st in s.stacks.values() for t in st] + s.supply + s.box
    for seat in range(n):
        tiles += s.screen_tiles[seat] + s.contrib[seat]
        if s.tile[seat] >= 0:
            tiles.append(s.tile[seat])
    assert sorted(tiles) == list(range(NUM_TILES))
    cards = s.deck + s.discard + [c for r in reserve(s) for c in r]
    for seat in range(n):
        cards += s.hands[seat] + [c for c in s.tableaux[seat] if c < CH0]
        if s.card[seat] >= 0:
            cards.append(s.card[seat])
    assert sorted(cards) == list(range(NUM_CARDS))
    for sq, st in s.stacks.items():
        owner = s.owner[sq]
        # resources = height on every owned building; only starting tiles stand unowned
        assert owner >= 0 or (len(st) == 1 and st[0] % 20 < 3)
        assert s.top_at[st[-1]] == sq
    circulating = s.deck + s.discard + [c for h in s.hands for c in h]
    circulating += [s.card[q] for q in range(n) if s.card[q] >= 0 and q != s.active]
    for c in circulating:
        if c < NUM_TILES:
            assert c in s.top_at and s.top_at[c] not in s.pawns, c
    if None not in s.tokens:
        assert geometry.valid_order(s.tokens)
        assert not set(s.tokens) & set(s.stacks)


@pytest.mark.parametrize("name", list(CONFIGS))
def test_random_games_conserve_everything(name: str) -> None:
    config = CONFIGS[name]
    ends: Counter[str] = Counter()
    for seed in range(GAMES):
        s = RULES.silence(RULES.new_game(config, seed))
        rng = Rng(seed + 1)
        last_round = s.round
        check(s)
        while RULES.current_player(s) != TERMINAL:
            RULES.apply(s, RULES.sample_action(s, rng), check=False)
            if s.round != last_round:
                last_round = s.round
                check(s)
        check(s)
        assert s.phase == "over" and s.end_triggered and RULES.winners(s)
        ends["exhausted" if s.exhaustions == (1 if s.hal >= 0 else 2) else "other"] += 1
    assert sum(ends.values()) == GAMES
