"""The table model: one cache per (version, viewer, can_act), answers about the state the
viewer may see, and the legal moves only while the viewer may act."""

from __future__ import annotations

from game.ui.table.contract import TableContext
from game.ui.table.model import TableModel
from game.ui.theme import Theme
from tests.app.conftest import toy_match

from .test_seating import to_seat


def make(toy, viewer, can_act):  # noqa: ANN001, ANN201
    match = toy_match(toy, ["human", "human"])
    to_seat(match, 0)
    ctx = TableContext(info=toy, match=match, theme=Theme(), viewer=viewer, can_act=can_act,
                       submit=lambda action: None, names=("Ann", "Bob"))
    return match, ctx, TableModel(ctx)


def test_answers_are_computed_once_per_position(toy) -> None:
    match, ctx, model = make(toy, 0, True)
    calls = []
    for _ in range(3):
        assert model.memo("q", 1, lambda: calls.append(1) or 42) == 42
    assert calls == [1]
    match.play(model.legal()[0])
    model.memo("q", 1, lambda: calls.append(1) or 42)
    assert calls == [1, 1]  # a move drops every answer
    ctx.viewer = 1
    model.memo("q", 1, lambda: calls.append(1) or 42)
    assert calls == [1, 1, 1]  # so does a new viewer


def test_legal_moves_only_while_the_viewer_may_act(toy) -> None:
    match, ctx, model = make(toy, 0, True)
    assert list(model.legal()) == list(match.legal_actions())
    assert all(model.is_legal(a) for a in match.legal_actions())
    ctx.can_act = False
    assert model.legal() == [] and not model.is_legal(match.legal_actions()[0])


def test_the_model_reads_the_viewers_redacted_state(toy) -> None:
    match, ctx, model = make(toy, 1, False)
    assert model.state is match.seen_by(1)
    assert model.state is not match.state
    assert model.state.hands[1] == match.state.hands[1]  # its own hand as it is
    assert model.state.rng.s == 0  # nothing of the future leaks through the generator


def test_names_colours_and_you(toy) -> None:
    _, ctx, model = make(toy, 0, True)
    assert model.seat_name(1) == "Bob" and model.seat_name(None) == "" and model.seat_name(7) == ""
    assert model.who(0) == "you" and model.who(1) == "Bob"
    assert model.colour(1) == ctx.colour(1)
