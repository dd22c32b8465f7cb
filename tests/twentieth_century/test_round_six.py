"""Round 6 has no auction (spec §12): the count of lands won this round starts again at 0
when it begins, in the position, the observations and the table; the price marker stays
where round 5's lands put it."""

from __future__ import annotations

import json

import pytest

from game.engine.protocol import PositionError
from game.engine.rng import Rng
from game.games.twentieth_century.rules.state import TCState

from .helpers import RULES, fresh


def round_six(n: int, seed: int) -> TCState:
    """A seeded game at the first decision of round 6, with lands won in round 5."""
    st = fresh(n, seed)
    rng = Rng(seed)
    while st.round < 6:
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


@pytest.mark.parametrize(("n", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_round_six_starts_with_no_land_won(n: int, seed: int) -> None:
    st = round_six(n, seed)
    assert any(t.d.era == "V" for p in st.players for t in p.tiles.values())  # round 5 sold
    doc = RULES.position(st)
    assert [s["lands_won"] for s in doc["seats"]] == [0] * n
    for viewer in range(n):
        seen = RULES.observation(st, viewer)
        assert [s["lands_won"] for s in seen["seats"]] == [0] * n
    # the marker stays where round 5's lands put it (the era-V lands owned)
    sold = sum(1 for p in st.players for t in p.tiles.values()
               if t.d.kind == "land" and t.d.era == "V")
    assert doc["marker"] == min(st.data.marker_start[n] + sold, 4) + 1
    assert RULES.position(RULES.from_position(json.loads(json.dumps(doc)))) == doc


def test_a_round_six_position_with_lands_won_is_refused() -> None:
    doc = RULES.position(round_six(3, 1))
    doc["seats"][1]["lands_won"] = 1
    with pytest.raises(PositionError, match=r"seats\[1\]\.lands_won.*round 6"):
        RULES.from_position(doc)
    doc = RULES.position(round_six(3, 1))
    doc["marker"] = doc["marker"] - 1 if doc["marker"] > 1 else 2
    with pytest.raises(PositionError, match="marker"):
        RULES.from_position(doc)


def test_the_count_stays_zero_to_the_end() -> None:
    st = round_six(4, 5)
    rng = Rng(5)
    while not st.final:
        RULES.apply(st, RULES.sample_action(st, rng))
        assert all(p.won == 0 for p in st.players)
        RULES.check_invariants(st)
