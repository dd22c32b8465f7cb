"""The generic AI plays 20th Century through the game's hooks, and never reads what its
seat cannot see (hand-made variants, tests/twentieth_century/variants.py)."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century import ai as hooks

from .helpers import RULES, fresh
from .variants import hidden_variants


def _points(seed: int) -> list:
    st = fresh(4, seed)
    rng = Rng(seed)
    out = []
    step = 0
    while not RULES.is_over(st) and len(out) < 4:
        if step % 41 == 7 and len(RULES.legal_actions(st)) > 1:
            out.append(st.clone())
        RULES.apply(st, RULES.sample_action(st, rng))
        step += 1
    return out


def test_evaluation_is_a_distribution_that_favours_the_leader() -> None:
    st = fresh(3)
    st.players[1].qol = 30
    values = hooks.evaluate(RULES, st)
    assert abs(sum(values) - 1) < 1e-9 and values.index(max(values)) == 1


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_decisions_depend_only_on_what_the_seat_sees(kind: str) -> None:
    for st in _points(3):
        seat = RULES.current_player(st)
        expected = make_player(kind, GAME, 5, iterations=30).choose(st, seat)
        assert RULES.explain_illegal(st, expected) is None
        for v in hidden_variants(st, seat):
            other = RULES.from_position(v)
            assert make_player(kind, GAME, 5, iterations=30).choose(other, seat) == expected


def test_candidates_thin_out_amounts_only() -> None:
    from game.games.twentieth_century.rules.actions import Open, Withdraw
    st = fresh(3)
    legal = RULES.legal_actions(st)
    short = hooks.candidate_actions(RULES, st, legal)
    assert Withdraw() in short and set(short) <= set(legal)
    bids = {a.bid for a in short if isinstance(a, Open) and a.land == st.lands[0]}
    assert bids == {2, 3, 4, 5, 8, 10}
