"""Fonts loaded by path from assets/fonts (DejaVu Sans: Czech and Polish glyphs)."""

from __future__ import annotations

import logging

import pygame

from .assets import asset_path

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

_cache: dict[tuple[int, bool], pygame.font.Font] = {}
missing: list[str] = []
"""Font files that could not be loaded (the app shows a notice; text still draws)."""


def get(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(6, int(size))
    key = (size, bold)
    if not pygame.font.get_init():
        _cache.clear()  # fonts made before a pygame.quit() are dead
        pygame.font.init()
    font = _cache.get(key)
    if font is None:
        name = BOLD if bold else REGULAR
        path = asset_path("fonts", name)
        try:
            font = pygame.font.Font(str(path), size)
        except (OSError, FileNotFoundError, pygame.error):
            if name not in missing:
                missing.append(name)
                logging.getLogger(__name__).warning("font %s missing; using the default", path)
            font = pygame.font.Font(None, int(size * 1.3))
            font.bold = bold
        _cache[key] = font
    return font


def clear() -> None:
    _cache.clear()
