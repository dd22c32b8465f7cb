"""Drawn things kept for the next frame: a bounded cache of surfaces (card faces, hexes,
rendered lines) and cached layers of a view (drawn again only when what they show changes).

Answers about the game are cached in the table's model (:mod:`.model`); these caches hold
pixels only, keyed by everything the picture depends on.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

bypass = False
"""True while a test records what is drawn: every cached surface is made afresh, so the
words inside a cached card face or layer are rendered (and recorded) in every frame."""


class SurfaceCache:
    """Surfaces by key, the least recently used dropped beyond ``limit``."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        if bypass:
            return make()
        surf = self._items.get(key)
        if surf is None:
            surf = make()
            self._items[key] = surf
            if len(self._items) > self.limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return surf

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


class Layer:
    """One cached layer of a view (the board, the panels): ``paint`` runs again only when
    ``key`` changes; what it leaves behind (tooltips, hit rects) is kept with it by the
    caller's own ``paint``."""

    def __init__(self, alpha: bool = False) -> None:
        self.alpha = alpha
        self.key: Hashable | None = None
        self.surface: pygame.Surface | None = None
        self.paints = 0
        """How often the layer was painted (tests check that idle frames reuse it)."""

    def get(self, key: Hashable, size: tuple[int, int],
            paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        surf = self.surface
        if surf is None or surf.get_size() != size:
            surf = pygame.Surface(size, pygame.SRCALPHA) if self.alpha else pygame.Surface(size)
            self.surface = surf
            self.key = None
        if key != self.key or bypass:
            if self.alpha:
                surf.fill((0, 0, 0, 0))
            paint(surf)
            self.key = key
            self.paints += 1
        return surf

    def invalidate(self) -> None:
        self.key = None
