"""The keys that move a board's camera, the same in every game: arrows pan, +/- zoom,
Home or 0 fits the board to its area."""

from __future__ import annotations

import pygame

_ZOOM_IN = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
_ZOOM_OUT = (pygame.K_MINUS, pygame.K_KP_MINUS)
_FIT = (pygame.K_HOME, pygame.K_0, pygame.K_KP0)


def camera_key(key: int, step: float) -> tuple[str, tuple[float, ...]] | None:
    """What ``key`` does to the camera: ``("pan", (dx, dy))`` by ``step`` pixels (the board
    moves, so Left shows what lies to the left), ``("zoom", (±1,))``, ``("fit", ())``, or None."""
    pans = {pygame.K_LEFT: (step, 0.0), pygame.K_RIGHT: (-step, 0.0),
            pygame.K_UP: (0.0, step), pygame.K_DOWN: (0.0, -step)}
    if key in pans:
        return "pan", pans[key]
    if key in _ZOOM_IN:
        return "zoom", (1,)
    if key in _ZOOM_OUT:
        return "zoom", (-1,)
    if key in _FIT:
        return "fit", ()
    return None
