"""Seat kinds: ``automa:LEVEL`` is read in one place (``PlayerSpec.automa_level``)."""

from __future__ import annotations

from game.engine import PlayerSpec, automa_kind, automa_level


def test_automa_level_reads_the_level_of_a_solo_opponent_seat_only() -> None:
    assert PlayerSpec("A", "automa:callicrates").automa_level == "callicrates"
    assert PlayerSpec("A", automa_kind("x")).automa_level == "x"
    for kind in ("human", "hard", "random", "automaton", "Automa:x"):
        assert PlayerSpec("A", kind).automa_level is None
    assert automa_level("automa:") == ""  # an empty level is refused by validate_config
