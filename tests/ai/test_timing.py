"""The bench helper: decision positions from random games and their measured times."""

from __future__ import annotations

from game.ai.timing import measure_decisions, sample_positions
from tests.ai.stubgame import STUB
from tests.toygame import GAME as TOY


def test_sample_positions_are_real_decisions_with_a_choice() -> None:
    for info in (STUB, TOY):
        positions = sample_positions(info, 7, seed=3)
        assert len(positions) == 7
        for state, seat in positions:
            assert info.rules.current_player(state) == seat >= 0
            assert len(info.rules.legal_actions(state)) >= 2
    # Spread over the game, not only openings.
    turns = {STUB.rules.turn_count(s) for s, _ in sample_positions(STUB, 10, seed=3)}
    assert len(turns) >= 4


def test_measure_decisions_times_each_level() -> None:
    for level in ("random", "easy", "normal", "hard"):
        times = measure_decisions(STUB, level, 3, seed=1, think_ms=5)
        assert len(times) == 3 and all(t >= 0.0 for t in times)


def test_measure_decisions_is_seeded() -> None:
    a = [(TOY.rules.position(s), p) for s, p in sample_positions(TOY, 4, seed=9)]
    b = [(TOY.rules.position(s), p) for s, p in sample_positions(TOY, 4, seed=9)]
    assert a == b
