"""The board camera every table uses: screen and world agree, zoom keeps the point under the
mouse, pan never loses the board, fit shows all that must be seen, keys and drags."""

from __future__ import annotations

import pygame
import pytest

from game.ui.table.camera import Camera, Cameras, Drag, Zoom, bounds_of, camera_key, fit_camera

VIEW = pygame.Rect(100, 50, 600, 400)


def test_world_and_screen_are_inverse() -> None:
    cam = Camera(3.5, -2.0, 40.0)
    for point in ((0.0, 0.0), (3.5, -2.0), (-7.25, 11.0)):
        x, y = cam.to_screen(VIEW, *point)
        assert cam.to_world(VIEW, x, y) == pytest.approx(point)
    assert cam.to_screen(VIEW, 3.5, -2.0) == VIEW.center


def test_zoom_keeps_the_point_under_the_mouse() -> None:
    cams = Cameras()
    fitted = Camera(0.0, 0.0, 20.0)
    at = (180, 120)
    before = fitted.to_world(VIEW, *at)
    cams.zoom(0, fitted, VIEW, 2, Zoom(10, 100, 1.5), at)
    cam = cams.get(0, fitted)
    assert cam.s == pytest.approx(45.0)
    assert cam.to_world(VIEW, *at) == pytest.approx(before)
    assert fitted.s == 20.0  # the fitted camera is never changed, only copied


def test_zoom_stops_at_its_limits_and_walks_a_ladder() -> None:
    free = Zoom(10, 50, 2.0)
    assert free.step(20, 3) == 50 and free.step(20, -3) == 10
    ladder = Zoom(0, 0, ladder=(8, 12, 16, 24))
    assert ladder.step(12, 1) == 16 and ladder.step(12, -1) == 8
    assert ladder.step(13, 1) == 16 and ladder.step(13, -1) == 12
    assert ladder.step(24, 5) == 24 and ladder.step(8, -5) == 8


def test_pan_moves_the_picture_with_the_mouse_and_stays_in_bounds() -> None:
    cams = Cameras()
    fitted = Camera(0.0, 0.0, 10.0)
    cams.pan(1, fitted, 30, -20)  # the board moves right and up: the centre goes left, down
    assert (cams.get(1, fitted).cx, cams.get(1, fitted).cy) == pytest.approx((-3.0, 2.0))
    cams.pan(1, fitted, 10_000, 10_000, bounds=(-5, -5, 5, 5))
    assert (cams.get(1, fitted).cx, cams.get(1, fitted).cy) == (-5, -5)
    cams.fit(1)
    assert cams.get(1, fitted) is fitted


def test_fit_shows_every_point_with_its_margin() -> None:
    points = [(-3.0, 1.0), (4.0, 6.0), (0.0, -2.0)]
    box = bounds_of(points)
    cam = fit_camera(VIEW, box, margin=1.0)
    for p in points:
        x, y = cam.to_screen(VIEW, *p)
        assert VIEW.collidepoint(x, y)
    # one side is filled exactly: the scale is as large as it can be
    assert cam.s == pytest.approx(min(VIEW.w / 9, VIEW.h / 10))
    assert fit_camera(VIEW, box, hi=5.0).s == 5.0
    assert fit_camera(VIEW, (0, 0, 1000, 1000), lo=3.0).s == 3.0


def test_camera_keys_pan_zoom_and_fit() -> None:
    assert camera_key(pygame.K_LEFT, 60) == ("pan", (60.0, 0.0))
    assert camera_key(pygame.K_DOWN, 60) == ("pan", (0.0, -60.0))
    assert camera_key(pygame.K_KP_PLUS, 60) == ("zoom", (1,))
    assert camera_key(pygame.K_MINUS, 60) == ("zoom", (-1,))
    assert camera_key(pygame.K_HOME, 60) == ("fit", ())
    assert camera_key(pygame.K_a, 60) is None
    cams = Cameras()
    fitted = Camera(0.0, 0.0, 10.0)
    zoom = Zoom(5, 40)
    assert cams.key(2, fitted, VIEW, pygame.K_RIGHT, 50, zoom)
    assert cams.get(2, fitted).cx == pytest.approx(5.0)
    assert cams.key(2, fitted, VIEW, pygame.K_EQUALS, 50, zoom)
    assert cams.get(2, fitted).s == pytest.approx(12.5)
    assert cams.key(2, fitted, VIEW, pygame.K_0, 50, zoom)
    assert cams.get(2, fitted) is fitted
    assert not cams.key(2, fitted, VIEW, pygame.K_r, 50, zoom)


def test_a_drag_that_hardly_moved_is_a_click() -> None:
    drag = Drag()
    drag.start((10, 10), 3)
    assert drag.active and drag.move((12, 11)) == (2, 1)
    assert not drag.end() and not drag.active
    drag.start((10, 10), 1)
    drag.move((40, 10))
    assert drag.moved and drag.end()
    assert drag.move((50, 50)) == (0, 0)


def test_a_drag_pans_at_once_or_after_the_slop() -> None:
    drag = Drag()
    assert drag.motion((5, 5)) is None  # no drag on
    drag.start((10, 10), 3)
    assert drag.motion((12, 10)) == (2, 0)
    left = Drag()
    left.start((10, 10), 1)
    assert left.motion((12, 10), slop=True) is None  # still a click's wobble
    assert left.motion((30, 10), slop=True) == (18, 0)
