"""Placing things designed at 1280x720 into a window of any size.

Screens are designed on the 1280x720 grid; :class:`Frame` scales that grid by the theme's
scale and centres it in the window, so a bigger window gets bigger, not emptier, screens.
"""

from __future__ import annotations

import pygame

from .theme import BASE_H, BASE_W, Theme


def scale_for(size: tuple[int, int]) -> float:
    """Scale of the 1280x720 design in a window of ``size`` (never below half size)."""
    return max(0.5, min(size[0] / BASE_W, size[1] / BASE_H))


class Frame:
    """Design coordinates (1280x720) -> window coordinates."""

    def __init__(self, size: tuple[int, int], theme: Theme) -> None:
        self.theme = theme
        s = theme.scale
        self.x0 = (size[0] - BASE_W * s) / 2
        self.y0 = (size[1] - BASE_H * s) / 2
        self.size = size

    def point(self, x: float, y: float) -> tuple[int, int]:
        s = self.theme.scale
        return round(self.x0 + x * s), round(self.y0 + y * s)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        s = self.theme.scale
        left, top = self.point(x, y)
        return pygame.Rect(left, top, max(1, round(w * s)), max(1, round(h * s)))
