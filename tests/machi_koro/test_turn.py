"""A human's turn at the Machi Koro table ends when they say so (issue 25): the decision that
ends it is held behind an End-turn button (or Enter), nothing else is played meanwhile, so
Undo stays in reach; the Train Station's choice has keys; at a hot seat the bottom city is the
player whose turn it is from the moment the turn passes; the dice tumble while the table is
busy (the log waits for it)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.app.main import App
from game.app.scenes.table import TableScene
from game.cli.smoke import Driver
from game.engine import CHANCE, Match
from game.engine.protocol import PlayerSpec
from game.games.machi_koro import GAME
from game.games.machi_koro.rules import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    Roll,
)
from game.games.machi_koro.table.anim import DICE_TIME
from game.games.machi_koro.table.model import END_TURN
from game.persistence.settings import Settings
from game.ui.i18n import t
from game.ui.table.harness import TableHarness

from .test_ui import NAMES, RULES, new_match, to_decision, with_position

HUMAN_VS_COMPUTER = ("human", "random")


def at_build(kinds: tuple[str, ...] = HUMAN_VS_COMPUTER, *, active: int = 0, coins: int = 10,
             landmarks: tuple[str, ...] = (), dice: tuple[int, ...] = (3,)) -> Match:
    """A game where ``active`` has rolled and now builds."""
    base = to_decision(new_match(len(kinds), 11, kinds=kinds))
    return with_position(base, step="build", active=active, dice=list(dice),
                         dice_count=len(dice),
                         cities={active: {"coins": coins, "landmarks": list(landmarks)}})


def first_build(kinds: tuple[str, ...] = HUMAN_VS_COMPUTER, seed: int = 11) -> Match:
    """A new game (so Undo can replay it) where the first seat has rolled and now builds."""
    players = tuple(PlayerSpec(NAMES[i], k, i) for i, k in enumerate(kinds))
    match = Match.new(GAME, GAME.config(players, first_player=0), seed)
    while match.current_player == CHANCE:
        match.play_chance()
    assert RULES.step_name(match.state) == "build" and match.current_player == 0
    return match


def auto(match: Match) -> TableHarness:
    """The table as the window shows it (the viewer follows the seating)."""
    h = TableHarness(GAME, match)
    h.draw()
    return h


def play(h: TableHarness, action: Any) -> None:
    assert h.play(action), f"{action!r} could not be clicked"
    h.settle()


# --- the held turn ---------------------------------------------------------------------------
def test_a_humans_last_decision_holds_the_turn_until_end_turn() -> None:
    h = auto(first_build())
    ui, match = h.ui, h.match
    assert not ui.holds_turn()
    play(h, BuildNothing())
    assert match.state.active == 1  # the engine has passed the turn ...
    assert ui.holds_turn()  # ... but the table waits for the human
    length = len(match.log)
    h.advance()
    assert len(match.log) == length, "the computer played while the turn was held"
    assert ui.model.buttons(True) == [END_TURN]
    assert t("machi_koro.action.end_turn") in h.strings()
    assert ui.banner_text() == t("machi_koro.ui.banner.held", player="Eva")
    assert ui.state.bottom == 0 and ui.lay.cities[0].big  # still the human's town
    assert h.end_turn_by_click()
    h.advance()
    assert len(match.log) > length  # the computer rolled and played on


def test_undo_during_the_held_turn_brings_the_decision_back() -> None:
    h = auto(first_build())
    ui, match = h.ui, h.match
    play(h, Build("wheat_field"))
    assert ui.holds_turn()
    assert match.undo_length(0, [0]) is not None  # Undo reaches the build
    assert match.undo(0, [0])
    ui.on_state_replaced()
    h.refresh()
    assert not ui.holds_turn()
    assert RULES.step_name(match.state) == "build" and h.ctx.can_act
    play(h, BuildNothing())  # decided again: held again
    assert ui.holds_turn()


def test_enter_ends_the_held_turn_and_other_keys_do_not() -> None:
    h = auto(at_build())
    play(h, BuildNothing())
    for key in (pygame.K_SPACE, pygame.K_1, pygame.K_a):
        h.key(key)
        assert h.ui.holds_turn()
    h.key(pygame.K_RETURN)
    assert not h.ui.holds_turn()


def test_while_held_nothing_but_end_turn_can_be_clicked() -> None:
    """At a hot seat the next human's roll waits behind the held turn: no dice button, no
    clicks that play, until End turn."""
    h = auto(at_build(("human", "human")))
    ui, match = h.ui, h.match
    play(h, BuildNothing())
    assert ui.holds_turn() and match.current_player == CHANCE
    assert not ui.holds_chance() and ui.chance_clicks() is None
    length = len(match.log)
    lay = ui.lay
    for pos in [r.center for _, r in lay.tiles] + [b.header.center for b in lay.cities.values()]:
        h.click(pos)
    h.key(pygame.K_SPACE)
    assert len(match.log) == length and ui.holds_turn()
    clicks = ui.end_turn_clicks()
    assert clicks == [lay.buttons[0].center]
    h.click(clicks[0])
    assert not ui.holds_turn() and ui.holds_chance()  # now the next human's dice button


def test_the_turn_is_not_held_after_a_computers_move_an_extra_turn_or_the_win() -> None:
    h = auto(at_build(("random", "human"), active=0))
    h.play_action(0, BuildNothing())  # a computer ended its turn
    assert not h.ui.holds_turn()
    # Doubles with the Amusement Park: the same human plays on, nothing to hold.
    park = at_build(landmarks=("train_station", "amusement_park"), dice=(2, 2))
    h = auto(park)
    play(h, BuildNothing())
    assert park.state.active == 0 and not h.ui.holds_turn()
    # The fourth landmark wins: the game is over, not held.
    won = at_build(coins=30, landmarks=("train_station", "shopping_mall", "amusement_park"))
    h = auto(won)
    play(h, BuildLandmark("radio_tower"))
    assert won.is_over and not h.ui.holds_turn()


def test_a_held_turn_shows_its_own_number_player_and_last_roll() -> None:
    h = auto(at_build(dice=(5,)))
    turn = h.match.state.turn
    play(h, BuildNothing())
    strings = h.strings()
    assert t("machi_koro.ui.turn", turn=turn) in strings
    assert h.ui.state.dice == (5,)
    prompt = t("machi_koro.ui.prompt.held", player="Adam")  # wrapped over a few lines
    assert " ".join(prompt.split()) in " ".join(" ".join(strings).split())


# --- keys for the Train Station's choice -------------------------------------------------------
def test_keys_1_and_2_choose_the_dice_with_the_train_station() -> None:
    base = to_decision(new_match(2, 11, kinds=HUMAN_VS_COMPUTER))
    for key, count in ((pygame.K_1, 1), (pygame.K_2, 2), (pygame.K_KP2, 2)):
        match = with_position(base, step="choose_dice", active=0, dice=[],
                              cities={0: {"landmarks": ["train_station"]}})
        h = auto(match)
        h.key(key)
        assert match.log and match.log[-1].action == ChooseDice(count)
    # Without the Train Station the keys do nothing (one die, the dice button).
    plain = with_position(base, step="roll", active=0, dice=[], dice_count=1)
    h = auto(plain)
    h.key(pygame.K_2)
    assert not plain.log


# --- hot seat ------------------------------------------------------------------------------------
def test_hot_seat_shows_the_next_players_town_from_the_hand_over_through_their_roll() -> None:
    h = auto(at_build(("human", "human", "random")))
    ui, match = h.ui, h.match
    play(h, BuildNothing())
    assert ui.holds_turn() and ui.state.bottom == 0  # still Eva's turn until she ends it
    # Undo is offered only while Eva's own view is shown (the table's Undo is the viewer's).
    key = "held" if h.ctx.viewer == 0 else "held_no_undo"
    assert ui.banner_text() == t(f"machi_koro.ui.banner.{key}", player="Eva")
    assert h.end_turn_by_click()
    h.draw()
    assert match.state.active == 1 and match.current_player == CHANCE
    assert ui.state.bottom == 1 and ui.lay.cities[1].big  # Adam's town, before his roll
    assert h.play_chance_by_click()
    assert ui.anim.dice() is not None  # his dice tumble ...
    h.draw()
    assert ui.state.bottom == 1  # ... over his town


# --- the roll and the table's busy flag ---------------------------------------------------------
def test_the_table_is_busy_while_the_dice_tumble() -> None:
    """The app shows a move's log lines once the table is no longer busy: a roll's line must
    wait for its dice, so the dice step comes first and keeps ``busy()`` true."""
    base = to_decision(new_match(2, 11, kinds=HUMAN_VS_COMPUTER))
    match = with_position(base, step="roll", active=1, dice=[], dice_count=1)
    h = auto(match)
    h.play_action(CHANCE, Roll((4,)))
    ui = h.ui
    assert ui.busy() and ui.anim.dice() is not None
    played = 0.0
    while ui.anim.dice() is not None:
        assert ui.busy()
        h.frame(1 / 60)
        played += 1 / 60
    assert played == pytest.approx(DICE_TIME, abs=0.05)


# --- in the window -------------------------------------------------------------------------------
@pytest.fixture
def app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("CITY_BUILDERS_HOME", str(tmp_path))
    a = App(Settings(ai_speed="instant", think_ms=50), size=(1280, 720), fullscreen=False,
            stepped_ai=True)
    yield a
    while a.stack.scenes:
        a.stack.pop()


def test_in_the_window_undo_waits_for_the_player_not_the_computer(app: App) -> None:
    """The window plays no computer move while the turn is held: Undo (button or Ctrl+Z)
    is in reach for as long as the player likes; Enter ends the turn."""
    players = (PlayerSpec("Eva", "human", 0), PlayerSpec("Adam", "random", 1))
    match = Match.new(GAME, GAME.config(players, first_player=0), 11)
    while match.current_player == CHANCE:
        match.play_chance()
    table = TableScene(app, match)
    app.stack.push(table)
    driver = Driver(app, None, log=lambda *_: None)
    driver.frames(5)
    clicks = table.ui.clicks_for(Build("wheat_field"))
    assert clicks
    for pos in clicks:
        driver.click_at(pos)
    length = len(match.log)
    assert table.ui_holds_turn()
    for _ in range(300):  # half a minute of game time at 0.1 s a frame
        app.frame(0.1, [])
    assert len(match.log) == length and table.ui_holds_turn()
    assert table.buttons["undo"].enabled
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.log) == length - 1 and RULES.step_name(match.state) == "build"
    assert not table.ui_holds_turn()
    for pos in table.ui.clicks_for(BuildNothing()) or []:
        driver.click_at(pos)
    assert table.ui_holds_turn()
    driver.key(pygame.K_RETURN)
    driver.until(lambda: len(match.log) > length + 1, "the computer's turn")
