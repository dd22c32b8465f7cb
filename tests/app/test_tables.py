"""What every game's table owes a player, checked over every registered game through the
window (the table scene, computer seats stepped): an idle table draws nothing, a new state
is drawn, and a game saved at the table loads back to the same position, log and frame."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app.main import IDLE_REDRAW
from game.app.scenes.table import TableScene
from game.engine import GameInfo, Match, PlayerSpec, registry
from game.ui.table.harness import record_text

GAMES = registry.all_games()
FRAME = 1 / 60


def against_computers(info: GameInfo, seed: int) -> Match:
    n = max(2, info.min_players)
    players = tuple(PlayerSpec(f"P{i + 1}", "human" if i == 0 else "random",
                               info.seat_colour(None, i))
                    for i in range(n))
    return Match.new(info, info.config(players), seed)


def open_table(app: Any, match: Match) -> TableScene:
    table = TableScene(app, match)
    app.stack.push(table)
    return table


def settle(app: Any, limit: int = 200) -> None:
    """Game time passes without input until nothing moves on its own (and the window's slow
    heartbeat redraw, for a blinking caret, has just been spent)."""
    for _ in range(limit):
        app.frame(IDLE_REDRAW, [])
        if not app.animating():
            return
    raise AssertionError("the table never stopped animating")


def idle(app: Any, n: int = 5) -> int:
    before = app.draws
    for _ in range(n):
        app.frame(FRAME, [])
    return app.draws - before


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_an_idle_table_draws_nothing_and_a_new_state_is_drawn(app, driver, info) -> None:
    table = open_table(app, against_computers(info, 3))
    for _ in range(3):
        assert driver.wait_for_human(table)
        settle(app)
        assert idle(app) == 0, f"{info.id}: an idle table keeps drawing"
        if table.ui_holds_turn():  # a finished turn waits for its End turn
            table.end_held_turn()
        elif driver.held_chance(table):
            table.play_held_chance()
        else:
            table.ctx.submit(table.match.legal_actions()[0])
        assert idle(app, 1) == 1, f"{info.id}: the new state was not drawn"


def table_strings(table: TableScene) -> list[str]:
    surface = pygame.Surface(table.size)
    with record_text() as rec:
        table.ui.draw(surface)
    return sorted(rec.strings)


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_a_game_saved_at_the_table_loads_back_the_same(app, driver, info) -> None:
    table = open_table(app, against_computers(info, 5))
    for m in range(4):
        assert driver.wait_for_human(table)
        driver.human_move(table, pick=m)
    assert driver.wait_for_human(table)
    settle(app)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    rules = table.match.rules
    position = rules.position(table.match.state)
    log = [text for text, _ in table.log_lines]
    drawn = table_strings(table)
    driver.click("load")
    load = driver.expect("load")
    paths = [s.path for s in load.list.items]
    load.list.select(paths.index(table.save_path))
    driver.click("load")
    loaded = driver.expect("table")
    assert loaded is not table and loaded.match is not table.match
    assert rules.position(loaded.match.state) == position
    settle(app)
    assert loaded.ctx.viewer == table.ctx.viewer
    assert [text for text, _ in loaded.log_lines][:-1] == log  # and a line saying it loaded
    assert table_strings(loaded) == drawn
