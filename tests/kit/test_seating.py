"""Who looks at the table: one human keeps their view, a hot seat follows the human on turn
behind a hand-off whenever another human's private view would show."""

from __future__ import annotations

from game.engine import CHANCE, Match, PlayerSpec
from game.ui.table.handoff import Seating
from tests.app.conftest import toy_match


def to_seat(match: Match, seat: int) -> None:
    """Play the first legal moves until ``seat`` decides."""
    for _ in range(200):
        cp = match.current_player
        if cp == seat:
            return
        if cp == CHANCE:
            match.play_chance()
        else:
            match.play(match.legal_actions()[0])
    raise AssertionError("seat never decided")


def test_one_human_keeps_their_view_while_the_computer_moves(toy) -> None:
    match = toy_match(toy, ["human", "random"])
    seating = Seating([0])
    to_seat(match, 1)
    assert seating.decide(match, None) == seating.decide(match, 0)
    view = seating.decide(match, 0)
    assert view.viewer == 0 and not view.can_act and view.handoff is None
    to_seat(match, 0)
    view = seating.decide(match, 0)
    assert view.viewer == 0 and view.can_act


def test_a_hot_seat_hands_off_before_another_private_view(toy) -> None:
    match = toy_match(toy, ["human", "human"])
    seating = Seating([0, 1])
    to_seat(match, 0)
    first = seating.decide(match, None)
    assert first.viewer == 0 and first.can_act and first.handoff is None  # nobody saw yet
    match.play(match.legal_actions()[0])
    to_seat(match, 1)
    view = seating.decide(match, 0)
    assert view.viewer is None and not view.can_act and view.handoff == 1
    assert seating.decide(match, None).handoff == 1  # it waits until confirmed
    ready = seating.ready(match, 1)
    assert ready.viewer == 1 and ready.can_act
    assert seating.decide(match, 1).handoff is None


def test_a_loaded_hot_seat_asks_who_holds_the_device(toy) -> None:
    match = toy_match(toy, ["human", "human"])
    to_seat(match, 0)
    assert Seating([0, 1], unknown_holder=True).decide(match, None).handoff == 0


def test_nobody_acts_after_the_end(toy) -> None:
    players = (PlayerSpec("A", "human", 0), PlayerSpec("B", "random", 1))
    match = Match.new(toy, toy.config(players, rounds=1), 5)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(match.legal_actions()[0])
    view = Seating([0]).decide(match, 0)
    assert view.viewer == 0 and not view.can_act


def test_a_revealed_secret_step_is_watched_in_public_then_handed_over(toy) -> None:
    match = toy_match(toy, ["human", "human"])
    seating = Seating([0, 1], unknown_holder=True)
    to_seat(match, 0)
    assert seating.decide(match, None).handoff == 0  # a new hot seat: who holds the device?
    assert seating.ready(match, 0).viewer == 0
    seating.reveal()
    assert seating.decide(match, 0, busy=True) == seating.decide(match, None, busy=True)
    assert seating.decide(match, None, busy=True).viewer is None  # the public view plays
    after = seating.decide(match, None, busy=False)
    assert after.handoff == 0 and after.viewer is None  # then the device is handed over
    one = Seating([0])
    one.reveal()  # one human: nothing to hide from anybody
    assert one.decide(match, 0, busy=True).viewer == 0
