"""The scene stack: push, pop, replace, reset; only the top scene gets events and updates;
overlays draw over the scene below."""

from __future__ import annotations

import pygame

from game.ui.scene import Scene


class Probe(Scene):
    def __init__(self, app, name: str, overlay: bool = False) -> None:
        super().__init__(app)
        self.name = name
        self.overlay = overlay
        self.calls: list[str] = []

    def enter(self) -> None:
        self.calls.append("enter")

    def leave(self) -> None:
        self.calls.append("leave")

    def resume(self) -> None:
        self.calls.append("resume")

    def handle(self, event) -> bool:
        self.calls.append("handle")
        return True

    def update(self, dt: float) -> None:
        self.calls.append("update")

    def draw(self, surface) -> None:
        self.calls.append("draw")


def test_push_pop_replace(app) -> None:
    stack = app.stack
    a, b, c = Probe(app, "a"), Probe(app, "b"), Probe(app, "c")
    stack.push(a)
    stack.push(b)
    assert stack.top is b and len(stack) == 2
    assert stack.pop() is b
    assert b.calls == ["enter", "leave"]
    assert a.calls == ["enter", "resume"]
    stack.push(b)
    stack.replace(c)
    assert stack.scenes == [a, c]
    assert b.calls[-1] == "leave" and c.calls == ["enter"]
    stack.reset(b)
    assert stack.scenes == [b]
    assert a.calls[-1] == "leave" and c.calls[-1] == "leave"


def test_only_top_scene_gets_events_and_updates(app) -> None:
    a, b = Probe(app, "a"), Probe(app, "b")
    app.stack.push(a)
    app.stack.push(b)
    a.calls.clear()
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x")])
    assert "handle" in b.calls and "update" in b.calls
    assert "handle" not in a.calls and "update" not in a.calls


def test_overlay_draws_over_scene_below_and_opaque_hides_it(app) -> None:
    a, b = Probe(app, "a"), Probe(app, "b", overlay=True)
    app.stack.push(a)
    app.stack.push(b)
    assert app.stack.visible() == [a, b]
    app.frame(1 / 60, [])
    assert "draw" in a.calls and "draw" in b.calls
    c = Probe(app, "c")
    app.stack.push(c)
    assert app.stack.visible() == [c]


def test_resize_lays_out_every_scene_and_scales_theme(app) -> None:
    a = Probe(app, "a")
    app.stack.push(a)
    app.set_window_size((1920, 1080))
    assert a.size == (1920, 1080)
    assert app.theme.scale == 1.5
    assert app.theme.px(10) == 15


def test_escape_pops_back_but_never_the_last_scene(app) -> None:
    a, b = Scene(app), Scene(app)
    app.stack.push(a)
    app.stack.push(b)
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    app.frame(1 / 60, [esc])
    assert app.stack.scenes == [a]
    app.frame(1 / 60, [esc])
    assert app.stack.scenes == [a]


def test_f11_toggles_fullscreen_and_back_to_the_window_size(app) -> None:
    a = Probe(app, "a")
    app.stack.push(a)
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    app.frame(1 / 60, [f11])
    assert app.fullscreen
    assert app.screen.get_flags() & pygame.FULLSCREEN
    assert a.size == app.screen.get_size()
    app.frame(1 / 60, [f11])
    assert not app.fullscreen and app.screen.get_size() == (1280, 720)
    assert a.size == (1280, 720) and app.theme.scale == 1.0
