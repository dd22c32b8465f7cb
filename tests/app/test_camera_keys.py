"""Board camera keys are the same in every game."""

from __future__ import annotations

import pygame

from game.ui.table.camera import camera_key


def test_arrows_pan_plus_minus_zoom_home_fits() -> None:
    assert camera_key(pygame.K_LEFT, 60) == ("pan", (60, 0))
    assert camera_key(pygame.K_DOWN, 60) == ("pan", (0, -60))
    assert camera_key(pygame.K_KP_PLUS, 60) == ("zoom", (1,))
    assert camera_key(pygame.K_MINUS, 60) == ("zoom", (-1,))
    assert camera_key(pygame.K_HOME, 60) == ("fit", ())
    assert camera_key(pygame.K_r, 60) is None
