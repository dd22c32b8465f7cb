"""The window draws only when something may look different: an idle frame (no event, no
change, nothing animating) draws nothing; events, notices and animations do (every game's
idle table: tests/app/test_tables.py)."""

from __future__ import annotations

import pygame

from game.app.main import IDLE_REDRAW

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
