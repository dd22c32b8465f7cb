"""The bench helper: decision positions from random games and their measured times (the
times themselves are never judged here: a fake clock checks the bookkeeping)."""

from __future__ import annotations

from game.ai.timing import measure_decisions, sample_positions, timed_decisions
from tests.ai.stubgame import STUB
from tests.toygame import GAME as TOY

LEVELS = ("random", "easy", "normal", "hard")


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


def test_sample_positions_are_seeded() -> None:
    a = [(TOY.rules.position(s), p) for s, p in sample_positions(TOY, 4, seed=9)]
    b = [(TOY.rules.position(s), p) for s, p in sample_positions(TOY, 4, seed=9)]
    c = [(TOY.rules.position(s), p) for s, p in sample_positions(TOY, 4, seed=10)]
    assert a == b and a != c


class _FakeClock:
    """Seconds that advance by ``step`` at every reading."""

    def __init__(self, step: float) -> None:
        self.step, self.now, self.reads = step, 0.0, 0

    def __call__(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


def test_each_level_decides_every_position_and_the_clock_is_read_around_each() -> None:
    positions = sample_positions(STUB, 3, seed=1)
    for level in LEVELS:
        clock = _FakeClock(0.004)
        timed = timed_decisions(STUB, level, 3, seed=1, iterations=20, clock=clock)
        assert clock.reads == 6  # before and after each of the 3 decisions
        assert [round(ms, 6) for _, ms in timed] == [4.0, 4.0, 4.0]  # seconds -> ms
        for (state, _), (action, _) in zip(positions, timed, strict=True):
            assert action in STUB.rules.legal_actions(state), level
    real = measure_decisions(STUB, "random", 2, seed=1)
    assert len(real) == 2 and all(isinstance(ms, float) for ms in real)


def test_measure_decisions_is_seeded() -> None:
    """The same seed replays the same decisions at every level (hard on an iteration
    budget: a time budget would depend on the machine)."""
    for level in LEVELS:
        a = [action for action, _ in timed_decisions(TOY, level, 5, seed=9, iterations=30)]
        b = [action for action, _ in timed_decisions(TOY, level, 5, seed=9, iterations=30)]
        assert a == b, level
