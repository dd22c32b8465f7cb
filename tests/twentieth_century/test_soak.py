"""Seeded random games checked at every step: conservation of garbage and citizens, fresh
income, every tile once, and the game's invariants (``RULES.check_invariants``, the function
``from_position`` ends with) after every step of every game.

The default run plays a few games per player count; set ``TC_SOAK_GAMES=300`` for the full
soak (300 games at each of 3, 4 and 5 players).
"""

from __future__ import annotations

import os

import pytest

from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.rules import network as net
from game.games.twentieth_century.rules.state import TCState

from .helpers import RULES, fresh

GAMES = int(os.environ.get("TC_SOAK_GAMES", "8"))
EVERY = 1
"""The invariants are checked after every step of one game in this many: every game."""


def _garbage(st: TCState) -> int:
    return sum(p.garbage() + p.pending_garbage for p in st.players)


def _citizen_balance(st: TCState) -> list[int]:
    """Citizens on cities and waiting, plus Population citizens still on technologies,
    minus the two starting citizens and one per auctioned land owned."""
    out = []
    for p in st.players:
        on_tech = sum(1 for k, t in enumerate(p.techs)
                      for j, part in enumerate(st.data.techs[t].parts)
                      if part.kind == "population" and not p.used[k][j])
        bought = sum(1 for t in p.techs for part in st.data.techs[t].parts
                     if part.kind == "population")
        lands = sum(1 for t in p.tiles.values() if t.d.kind == "land")
        out.append(p.citizens() + on_tech - 2 - lands - bought)
    return out


def _all_ids(st: TCState) -> list[str]:
    ids = list(st.lands) + list(st.techs)
    for era in st.land_stacks:
        ids += st.land_stacks[era] + st.tech_stacks[era]
    for p in st.players:
        ids += list(p.tiles)
        ids += [t for t in p.techs if st.data.techs[t].tile is None]
    return ids


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_games_keep_the_invariants(n: int) -> None:
    for seed in range(GAMES):
        st = fresh(n, seed)
        rng = Rng(seed * 31 + n)
        attached: set[str] = set()
        garbage = _garbage(st)
        every_step = seed % EVERY == 0
        while not RULES.is_over(st):
            action = RULES.sample_action(st, rng)
            events = RULES.apply(st, action)
            if every_step:
                RULES.check_invariants(st)
            delta = 0
            for e in events:
                if e.kind in ("win", "tech", "catastrophe"):
                    delta += e.data["garbage"]
                elif e.kind in ("clean", "sort_waste", "recycle"):
                    delta -= 1
                elif e.kind == "attach":
                    assert e.data["tile"] not in attached, f"seed {seed}: placed twice"
                    attached.add(e.data["tile"])
            garbage += delta
            assert _garbage(st) == garbage, f"seed {seed}: garbage not conserved"
            assert _citizen_balance(st) == [0] * n, f"seed {seed}: citizens not conserved"
            for p in st.players:
                assert p.money >= 0 and p.science >= 0, f"seed {seed}: negative holdings"
                tracked = net.production(p)
                fresh_p = p.clone()
                fresh_p.changed()
                assert tracked == net.production(fresh_p), f"seed {seed}: stale income"
            ids = _all_ids(st)
            assert len(ids) == len(set(ids)), f"seed {seed}: a tile exists twice"
        assert st.round == 6 and st.final
        scores = RULES.scores(st)
        assert all(sum(s.breakdown.values()) == s.total for s in scores)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_invariants_hold_at_every_step(n: int) -> None:
    """Random games of the options the soak above leaves out (a random start player, the
    first game without scoring cards, open holdings): the invariants hold after every
    step."""
    for seed in range(2):
        first = "random" if seed else f"seat{n}"
        options = {"first_game": seed == 0, "open_holdings": seed == 1}
        st = RULES.new_game(GAME.config(n, first_player=first, **options), 500 + seed)
        rng = Rng(seed)
        RULES.check_invariants(st)
        while not RULES.is_over(st):
            RULES.apply(st, RULES.sample_action(st, rng), check=False)
            RULES.check_invariants(st)
