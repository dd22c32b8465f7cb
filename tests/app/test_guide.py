"""The guided first game: callouts from the game UI, one at a time, beside the game (never
over it), dismissable, and not offered again once given or turned off."""

from __future__ import annotations

from game.app.scenes.table import TableScene
from game.engine import GameConfig, Match, PlayerSpec, registry
from game.persistence.settings import load_settings

PLAYERS = (PlayerSpec("Ann", "human", 0), PlayerSpec("Bob", "human", 1))


def open_game(app, game: str) -> TableScene:
    table = TableScene(app, Match.new(registry.get(game), GameConfig(PLAYERS), 3))
    app.stack.push(table)
    app.frame(1 / 60, [])
    return table


def test_callouts_come_one_at_a_time_beside_the_game(app, driver) -> None:
    table = open_game(app, "machi_koro")
    assert table.help.guide_on
    driver.until(lambda: table.help.callout is not None, "the first callout")  # the first player drawn
    cid, text, target = table.help.callout
    assert cid == "roll" and target == table.ui.lay.buttons[0] and text
    bubble, _lines = table.help.callout_box
    assert bubble.left >= table.ui.rect.right  # the game's clicks stay the game's
    assert table.help.guide_ok.visible and table.help.guide_stop.visible
    driver.click("guide_ok")
    assert table.help.callout is None  # nothing else to say until the roll
    table.play_held_chance()
    driver.until(lambda: table.help.callout is not None, "the next callout")
    assert table.help.callout[0] == "city"
    driver.click("guide_ok")
    assert table.help.callout[0] == "build"


def test_no_more_tips_means_no_more_tips_until_settings_turn_them_on(app, driver) -> None:
    table = open_game(app, "akropolis")
    driver.frames(1)
    assert table.help.callout is not None and table.help.callout[0] == "site"
    driver.click("guide_stop")
    assert table.help.callout is None and not table.help.guide_stop.visible
    assert {"akropolis", "machi_koro"} <= set(load_settings().guided)
    app.stack.pop()
    assert not open_game(app, "akropolis").help.guide_on
    app.stack.pop()
    assert not open_game(app, "machi_koro").help.guide_on  # no game's tips come back
    app.stack.pop()
    app.nav.go("settings")
    scene = driver.expect("settings")
    assert not scene.tips.value
    scene.tips.value = True
    driver.click("save")
    assert load_settings().guided == []
    assert open_game(app, "machi_koro").help.guide_on  # Settings turned them on again
