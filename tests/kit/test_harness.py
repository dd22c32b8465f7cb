"""The headless table harness: it builds any registered game's table where the window would,
plays human seats through the table's own clicks, steps computer seats, and records what a
frame draws."""

from __future__ import annotations

import pygame
import pytest

from game.engine import CHANCE, Match, PlayerSpec
from game.ui.table.contract import game_rect
from game.ui.table.harness import AUTO, TableHarness, record_text
from game.ui.theme import Theme
from tests.app.conftest import toy_match


def test_the_table_is_laid_out_where_the_window_puts_it(toy) -> None:
    for size in ((1280, 720), (1600, 900)):
        h = TableHarness(toy, toy_match(toy, ["human", "random"]), size=size)
        theme = Theme()
        theme.scale = h.theme.scale
        assert h.ui.rect == game_rect(size, theme)
        assert h.draw().get_size() == size


def test_a_hot_seat_game_is_played_by_clicks_with_hand_offs(toy) -> None:
    match = toy_match(toy, ["human", "human"], seed=3)
    h = TableHarness(toy, match, viewer=AUTO)
    played = 0
    while not match.is_over and played < 60:
        h.advance()
        if match.is_over:
            break
        assert h.ctx.viewer == match.current_player and h.ctx.can_act
        action = match.legal_actions()[played % len(match.legal_actions())]
        assert h.play(action), action
        played += 1
    assert played > 5 and set(h.handoffs) == {0, 1}


def test_computer_seats_are_stepped_not_waited_for(toy) -> None:
    match = toy_match(toy, ["human", "random", "random"], seed=4)
    h = TableHarness(toy, match)
    h.advance()
    assert match.current_player == 0 and h.ctx.viewer == 0 and h.ctx.can_act
    h.play(match.legal_actions()[0])
    h.advance()
    assert match.is_over or match.current_player in (0, CHANCE)
    assert all(entry.player in (0, 1, 2, CHANCE) for entry in match.log)


def test_a_fixed_viewer_may_watch_without_acting(toy) -> None:
    match = toy_match(toy, ["human", "human"], seed=2)
    h = TableHarness(toy, match, viewer=1, can_act=False)
    h.advance()
    assert h.ctx.viewer == 1 and not h.ctx.can_act
    before = len(match.log)
    for action in match.legal_actions():
        assert not h.play(action)
    assert len(match.log) == before


def test_recording_sees_every_string_of_a_frame_even_from_caches(toy) -> None:
    match = toy_match(toy, ["human", "human"], seed=3)
    h = TableHarness(toy, match)
    h.advance()
    h.draw()  # warm every cache
    with record_text() as rec:
        h.draw()
        first = rec.take()
        h.draw()
        second = rec.take()
    assert first and sorted(first) == sorted(second)
    assert h.strings() == first


def test_screenshots_are_written(toy, tmp_path) -> None:
    h = TableHarness(toy, toy_match(toy, ["human", "random"]))
    path = h.shot(tmp_path / "toy.png")
    assert pygame.image.load(str(path)).get_size() == (1280, 720)


@pytest.mark.parametrize("n", [2, 3])
def test_the_toy_table_plays_whole_games_through_the_harness(toy, n: int) -> None:
    players = tuple(PlayerSpec(f"P{i}", "human" if i == 0 else "random", i) for i in range(n))
    match = Match.new(toy, toy.config(players, rounds=2), 11)
    h = TableHarness(toy, match)
    for _ in range(200):
        h.advance()
        if match.is_over:
            break
        assert h.play(match.legal_actions()[0])
    assert match.is_over
