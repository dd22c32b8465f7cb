"""The window draws only when something may look different: an idle frame (no event, no
change, nothing animating) draws nothing; events, new states, notices and animations do."""

from __future__ import annotations

import pygame

from game.app.main import IDLE_REDRAW
from game.app.scenes.table import TableScene
from game.engine import GameConfig, Match, PlayerSpec, registry
from game.games.machi_koro.table.ui import PULSE_TIME

FRAME = 1 / 60


def idle(app, n: int = 5) -> int:
    """Draws during ``n`` frames without events (each well under IDLE_REDRAW)."""
    before = app.draws
    for _ in range(n):
        app.frame(FRAME, [])
    return app.draws - before


def test_an_idle_frame_in_the_menu_draws_nothing(app) -> None:
    app.stack.push(app.nav.make("menu"))
    app.frame(FRAME, [])
    assert app.draws == 1  # the first frame of a new scene is drawn
    assert idle(app) == 0
    assert not app.animating()


def test_events_notices_and_the_idle_rate_redraw(app) -> None:
    app.stack.push(app.nav.make("menu"))
    app.frame(FRAME, [])
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    before = app.draws
    app.frame(FRAME, [motion])
    assert app.draws == before + 1
    app.toast("hello")
    assert idle(app, 1) == 1  # a notice appears
    assert idle(app) == 0
    app.toasts.items.clear()
    assert idle(app, 1) == 1  # and goes away
    before = app.draws
    app.frame(IDLE_REDRAW, [])
    assert app.draws == before + 1  # a slow heartbeat (a text caret blinks)


def test_pushing_a_scene_redraws(app) -> None:
    app.stack.push(app.nav.make("menu"))
    app.frame(FRAME, [])
    app.nav.go("settings")
    assert idle(app, 1) == 1
    assert idle(app) == 0


def mk_table(app) -> TableScene:
    info = registry.get("machi_koro")
    players = (PlayerSpec("Ann", "human", 0), PlayerSpec("Bob", "human", 1))
    table = TableScene(app, Match.new(info, GameConfig(players), 3))
    app.stack.push(table)
    return table


def settle(app) -> None:
    """Game time passes without input: the opening pulse of the buildable cards fades."""
    for _ in range(4):
        app.frame(PULSE_TIME / 2, [])


def test_a_table_waiting_for_a_human_stops_drawing_after_its_pulse(app) -> None:
    table = mk_table(app)
    app.frame(FRAME, [])
    assert table.ui_holds_chance()  # Ann's dice button waits for her
    assert app.animating()  # the opening pulse
    settle(app)
    assert not app.animating()
    assert idle(app) == 0
    # Her roll starts the dice animation: every frame is drawn until it settles.
    table.play_held_chance()
    assert app.animating()
    assert idle(app, 3) == 3
    for _ in range(400):
        app.frame(0.05, [])
        if not table.ui.busy() and table.match.current_player != -1:
            break
    settle(app)
    assert not app.animating()
    assert idle(app) == 0


def test_a_new_state_redraws_the_table(app) -> None:
    table = mk_table(app)
    settle(app)
    assert idle(app) == 0
    table.play_held_chance()  # as if a click arrived: the version changes
    table.ui.anim.clear()  # even without an animation the new state is drawn
    assert idle(app, 1) == 1


def test_a_blinking_caret_is_redrawn_when_it_blinks(app) -> None:
    app.stack.push(app.nav.make("new_game"))
    scene = app.stack.top
    name = scene.seat_widgets[0][0]
    name.focused = True
    app.frame(FRAME, [])
    drawn = []
    for _ in range(60):  # one second at 60 updates: the caret turns off and on again
        before = app.draws
        shown = name.caret_shown
        app.frame(FRAME, [])
        if app.draws > before:
            drawn.append(name.caret_shown)
        else:
            assert name.caret_shown == shown  # nothing changed, nothing drawn
    assert True in drawn and False in drawn
    assert len(drawn) <= 4  # the toggles (and perhaps one heartbeat), not every frame
