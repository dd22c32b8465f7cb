"""The Akropolis game state (a plain mutable object with a hand-written clone)."""

from __future__ import annotations

from game.engine.rng import Rng

from .city import City


class AkState:
    __slots__ = ("n", "solo", "architect", "long_game", "variants", "stacks", "site", "chief", "current",
                 "stones", "cities", "architect_tiles", "finished", "turn", "rng", "quiet")

    def __init__(self, n: int, solo: str | None, long_game: bool, variants: frozenset[str],
                 rng: Rng) -> None:
        self.n = n
        """Seats, the solo Architect included."""
        self.solo = solo
        """The Architect's level in a solo game, else None."""
        self.architect = -1
        """The Architect's seat in a solo game (normally 1), else -1."""
        self.long_game = long_game
        self.variants = variants
        """Colour keys of the variants in play ("house", "market", ...)."""
        self.stacks: list[list[int]] = []
        """Face-down stacks, next one first (hidden information). Inner lists are never
        mutated once dealt, so clones share them."""
        self.site: list[int] = []
        """Construction site, slot 0 (free) first."""
        self.chief = 0
        self.current = 0
        self.stones: list[int] = [0] * n
        self.cities: list[City | None] = [None] * n
        """None for the Architect, who builds no city."""
        self.architect_tiles: list[int] = []
        self.finished = False
        self.turn = 0
        """Turns played (one per tile taken)."""
        self.rng = rng
        self.quiet = False
        """A search or playout copy: ``apply`` builds no events (see ``Rules.silence``)."""

    def clone(self) -> AkState:
        c = AkState.__new__(AkState)
        c.n = self.n
        c.solo = self.solo
        c.architect = self.architect
        c.long_game = self.long_game
        c.variants = self.variants
        c.stacks = self.stacks.copy()
        c.site = self.site.copy()
        c.chief = self.chief
        c.current = self.current
        c.stones = self.stones.copy()
        c.cities = [None if city is None else city.clone() for city in self.cities]
        c.architect_tiles = self.architect_tiles.copy()
        c.finished = self.finished
        c.turn = self.turn
        c.rng = self.rng.clone()
        c.quiet = self.quiet
        return c

    def branch(self, seat: int) -> AkState:
        """A copy for trying one move of ``seat``: only that seat's city is copied, the
        others and the generator are shared (a placement changes nothing else of theirs).
        For the AI's move ranking; play nothing on it but one move of ``seat``."""
        c = AkState.__new__(AkState)
        c.n = self.n
        c.solo = self.solo
        c.architect = self.architect
        c.long_game = self.long_game
        c.variants = self.variants
        c.stacks = self.stacks.copy()
        c.site = self.site.copy()
        c.chief = self.chief
        c.current = self.current
        c.stones = self.stones.copy()
        c.cities = self.cities.copy()
        city = self.cities[seat]
        if city is not None:
            c.cities[seat] = city.clone()
        c.architect_tiles = self.architect_tiles.copy()
        c.finished = self.finished
        c.turn = self.turn
        c.rng = self.rng
        c.quiet = True
        return c

    def is_architect(self, seat: int) -> bool:
        return seat == self.architect
