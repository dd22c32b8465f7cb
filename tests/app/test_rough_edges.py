"""Rough edges a new player hit: wording, palette names, offered window sizes, closing while
a computer thinks, Machi Koro's roll banner and keys."""

from __future__ import annotations

import colorsys
import json

import pygame
import pytest

from game.app.scenes.settings import SIZES, window_sizes
from game.app.scenes.table import TableScene
from game.engine import CHANCE, GameConfig, Match, PlayerSpec, registry
from game.persistence.header import json_problem
from game.ui import i18n
from game.ui.theme import PLAYER_COLOURS, PLAYER_COLOURS_CB, Theme

from .conftest import GatedPlayer, toy_match
from .test_table import click_pick, human_turn, open_table

HUES = {"red": (345, 15), "orange": (15, 38), "yellow": (38, 70), "green": (90, 170),
        "teal": (170, 190), "sky_blue": (190, 215), "blue": (190, 250), "purple": (260, 300),
        "pink": (300, 345)}
GREYS = {"white": (0.85, 1.0), "grey": (0.4, 0.75)}


def hue(rgb: tuple[int, int, int]) -> float:
    return colorsys.rgb_to_hsv(*(c / 255 for c in rgb))[0] * 360


@pytest.mark.parametrize("colour_blind", [False, True])
def test_each_swatch_is_named_after_the_colour_drawn(colour_blind: bool) -> None:
    theme = Theme(colour_blind=colour_blind)
    palette = PLAYER_COLOURS_CB if colour_blind else PLAYER_COLOURS
    names = [theme.colour_name(i) for i in range(len(palette))]
    assert len(set(names)) == len(names)
    for rgb, key in zip(palette, names, strict=True):
        name = key.removeprefix("app.colour.")
        _, sat, value = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))
        if name in GREYS:  # no hue: named by how light it is
            lo_v, hi_v = GREYS[name]
            assert sat < 0.1 and lo_v <= value <= hi_v, (key, rgb)
            continue
        lo, hi = HUES[name]
        h = hue(rgb)
        assert (lo <= h < hi) if lo < hi else (h >= lo or h < hi), (key, rgb, h)
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            assert i18n.t(key) != key
    i18n.set_language("en")
    assert theme.colour_name(0) == ("app.colour.orange" if colour_blind else "app.colour.red")


def test_window_sizes_larger_than_the_screen_are_not_offered() -> None:
    assert window_sizes((1280, 720), [(1600, 900)]) == [(1280, 720), (1600, 900)]
    assert window_sizes((1280, 720), [(1920, 1200), (1366, 768)]) == [
        (1280, 720), (1600, 900), (1920, 1080)]  # the largest screen counts
    assert window_sizes((1280, 720), [(1024, 768)]) == [(1280, 720)]  # the smallest stays
    assert window_sizes((1700, 950), [(1600, 900)]) == [(1700, 950), (1280, 720), (1600, 900)]
    assert window_sizes((1280, 720), []) == list(SIZES)


def test_a_cut_string_reads_without_a_doubled_at() -> None:
    text = '{"game": "machi_koro", "actions": ["ab'
    try:
        json.loads(text)
    except json.JSONDecodeError as exc:
        said = json_problem(exc, text)
    assert "at at" not in said
    assert "Unterminated string starting at line 1, column 36" in said
    assert "cut short" in said


class Stubborn(GatedPlayer):
    """Keeps thinking after a cancel until the test opens the gate (a long ``hard`` search)."""

    def cancel(self) -> None:
        self.cancelled = True


def test_closing_the_window_does_not_wait_for_a_thinking_computer(threaded_app, driver,
                                                                    generic_toy) -> None:
    app = threaded_app
    table = open_table(app, toy_match(generic_toy, ["human", "normal"]))
    player = Stubborn(generic_toy)
    table.players[1] = player
    human_turn(driver, table)
    click_pick(driver, table)
    driver.until(player.started.is_set, "the computer to start thinking")
    thinker = table.thinker
    joins: list[float | None] = []
    real_join = thinker.thread.join
    thinker.thread.join = lambda timeout=None: (joins.append(timeout), real_join(0))[1]
    try:
        app.close()
        assert player.cancelled and not app.stack.scenes
        assert all(not t for t in joins)  # asked to stop, never waited for
        assert thinker.thread.is_alive() and thinker.thread.daemon
    finally:
        player.gate.set()
        real_join(5)


def mk_table(app) -> TableScene:
    info = registry.get("machi_koro")
    players = (PlayerSpec("Ann", "human", 0), PlayerSpec("Bob", "human", 1))
    table = TableScene(app, Match.new(info, GameConfig(players), 3))
    app.stack.push(table)
    app.frame(1 / 60, [])
    return table


def test_the_banner_says_whose_roll_it_is_and_how_to_roll(app) -> None:
    table = mk_table(app)
    assert table.match.current_player == CHANCE and table.ui_holds_chance()
    text = table.banner_text()
    assert "Rolling" not in text and "Ann" in text and "Enter" in text


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_enter_or_space_rolls_the_dice(app, key: int) -> None:
    table = mk_table(app)
    length = len(table.match.log)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" ")])
    assert len(table.match.log) == length + 1
    assert table.match.log[-1].player == CHANCE
    # Not a roll when it is not a held roll: the keys do nothing then.
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" ")])
    assert len(table.match.log) == length + 1


def test_settings_open_from_the_table_and_return_to_it(app, driver, generic_toy) -> None:
    table = open_table(app, toy_match(generic_toy, ["human", "random"]))
    human_turn(driver, table)
    length = len(table.match.log)
    driver.click("settings")
    scene = driver.expect("settings")
    try:
        scene.language.set_value("cs", notify=True)
        driver.click("save")
        assert driver.expect("table") is table
        assert table.buttons["settings"].text == "Nastavení"
        assert len(table.match.log) == length  # the game waited, untouched
        driver.click("settings")
        driver.click("back")
        assert driver.expect("table") is table
    finally:
        i18n.set_language("en")
    # Each button is wide enough for its word in every language: none is cut.
    from game.ui import fonts

    for button in table.buttons.values():
        font = fonts.get(app.theme.px(15), True)
        assert font.size(button.text)[0] <= button.rect.w - app.theme.px(12)


def test_the_hint_is_on_by_default_and_says_the_normal_players_move(app, driver) -> None:
    info = registry.get("machi_koro")
    players = (PlayerSpec("Ann", "human", 0), PlayerSpec("Bob", "normal", 1))
    table = TableScene(app, Match.new(info, GameConfig(players), 11))
    app.stack.push(table)
    for _ in range(200):  # Ann rolls, then decides what to build
        driver.frames(1)
        if table.ui_holds_chance():
            table.play_held_chance()
        if table.ctx.can_act and table.match.current_player == 0:
            break
    assert table.ctx.can_act
    driver.frames(1)
    assert table.help.hint_button.visible  # on for a player's first games
    app.settings = app.settings.model_copy(update={"hints": False})
    driver.frames(1)
    assert not table.help.hint_button.visible  # Settings turns it off
    app.settings = app.settings.model_copy(update={"hints": True})
    driver.frames(1)
    app.toasts.items.clear()
    length = len(table.match.log)
    log_bottom = table.log_list.rect.bottom
    driver.click("hint")
    driver.until(lambda: table.help.hinter is None and table.help.hint is not None, "the hint")
    line = table.help.hint[1]
    assert line.startswith("Hint: ") and "\n" not in line and "{" not in line
    assert app.toasts.texts() == []  # one line in the log panel, never a notice over the game
    box, _ = table.help.hint_box(table.log_area())
    assert table.log_list.rect.bottom < log_bottom and box.top > table.log_list.rect.bottom
    assert table.log_panel().contains(box)
    driver.frames(1)
    driver.click("hint")  # asking again shows the same single line
    driver.until(lambda: table.help.hinter is None, "the second hint")
    assert table.help.hint[1] == line and app.toasts.texts() == []
    assert len(table.match.log) == length  # asking plays nothing
    assert table.match.current_player == 0 and table.ctx.can_act
