"""The 20th Century game state: plain mutable objects with hand-written clones.

Money, science and QoL income are never stored: :mod:`.network` derives them from the region
(spec §14.7); ``Player.cache`` only memoises that derivation and is dropped on every change.
"""

from __future__ import annotations

from typing import Any

from game.engine.decisions import Decision, DecisionStack
from game.engine.rng import Rng

from ..data import GameData, TileDef

DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))
"""Cell offsets of the placed directions N, E, S, W."""
STRUCTURE = frozenset(("net", "bridges", "pairs", "frontier"))
"""Cache keys that depend only on the tiles and bridges of a region."""
POINT_KEYS = ("income", "investment", "card", "lands", "pollution", "money_rank",
              "science_rank")
"""Score breakdown categories, in display order."""


class Tile:
    """A tile a player owns: placed in the region (``x``/``y`` set) or waiting beside it."""

    __slots__ = ("d", "x", "y", "rot", "cit", "garbage", "bridges")

    def __init__(self, d: TileDef) -> None:
        self.d = d
        self.x: int | None = None
        self.y: int | None = None
        self.rot = 0
        self.cit = [False] * len(d.cities)
        """Citizen per city, in ``d.cities`` order."""
        self.garbage = 0
        self.bridges: list[tuple[int, int]] = []
        """Built bridges as canonical node-index pairs (low, high)."""

    def clone(self) -> Tile:
        t = Tile.__new__(Tile)
        t.d = self.d
        t.x = self.x
        t.y = self.y
        t.rot = self.rot
        t.cit = self.cit.copy()
        t.garbage = self.garbage
        t.bridges = self.bridges.copy()
        return t

    @property
    def placed(self) -> bool:
        return self.x is not None

    def city_index(self, node_id: str) -> int:
        """Position of city ``node_id`` in ``cit``, or -1."""
        i = self.d.index.get(node_id, -1)
        try:
            return self.d.cities.index(i)
        except ValueError:
            return -1


class Player:
    DERIVED = ("cache",)
    """Pure memo of derivations from the region (never a source of a decision): a rebuilt
    state starts without it, and structure comparisons skip it."""
    __slots__ = ("money", "science", "qol", "pollution", "tiles", "order", "pending",
                 "new_citizens", "pending_garbage", "techs", "used", "points", "cells",
                 "won", "column", "bid", "cache")

    def __init__(self) -> None:
        self.money = 10
        self.science = 10
        self.qol = 0
        self.pollution = 0
        self.tiles: dict[str, Tile] = {}
        """Every tile the player owns, by id: the placed ones in ``order``, then the waiting
        ones in ``pending`` order (the order a position rebuilds)."""
        self.order: list[str] = []
        """Placed tiles in the order they were attached (the starting land first)."""
        self.pending: list[str] = []
        """Lands won and institutions bought this round, not yet attached."""
        self.new_citizens: list[str] = []
        """Lands whose citizen still waits beside the region."""
        self.pending_garbage = 0
        self.techs: list[str] = []
        """Technologies owned, in the order bought."""
        self.used: list[list[bool]] = []
        """Per technology, per part: a one-shot part spent / a reusable part used this
        Maintenance."""
        self.points = dict.fromkeys(POINT_KEYS, 0)
        self.cells: dict[tuple[int, int], str] = {}
        self.won = 0
        """Lands won in this round's auction."""
        self.column = 0
        """Catastrophe prevention figure: column 1..5, 0 = not placed."""
        self.bid = 0
        self.cache: dict[str, Any] = {}
        """Memoised derivations of the region (network, income); cleared on changes."""

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.money = self.money
        p.science = self.science
        p.qol = self.qol
        p.pollution = self.pollution
        p.tiles = {k: t.clone() for k, t in self.tiles.items()}
        p.order = self.order.copy()
        p.pending = self.pending.copy()
        p.new_citizens = self.new_citizens.copy()
        p.pending_garbage = self.pending_garbage
        p.techs = self.techs.copy()
        p.used = [u.copy() for u in self.used]
        p.points = self.points.copy()
        p.cells = self.cells.copy()
        p.won = self.won
        p.column = self.column
        p.bid = self.bid
        p.cache = self.cache.copy()  # entries are never mutated, only replaced
        return p

    def changed(self, structure: bool = True) -> None:
        """Drop the memoised derivations: all of them when tiles or bridges changed, only
        the citizen-dependent ones (income, plants, Locomotive moves) otherwise."""
        if structure or not self.cache:
            self.cache.clear()
        else:
            self.cache = {k: v for k, v in self.cache.items() if k in STRUCTURE}

    def lands(self) -> list[Tile]:
        """Placed and waiting lands (garbage may lie on both)."""
        return [t for t in self.tiles.values() if t.d.is_land]

    def garbage(self) -> int:
        return sum(t.garbage for t in self.tiles.values())

    def citizens(self) -> int:
        return sum(sum(t.cit) for t in self.tiles.values()) + len(self.new_citizens)


def move_pollution(p: Player, steps: int) -> None:
    """Move the pollution marker (negative: left), capped at -6 and +6 (A-26)."""
    p.pollution = max(-6, min(6, p.pollution + steps))


class TCState:
    __slots__ = ("data", "n", "options", "rng", "silent", "round", "phase", "start",
                 "land_stacks", "tech_stacks", "cat_stack", "cat_seen", "catastrophe",
                 "lands", "techs", "marker", "cards", "leader", "withdrawn", "last_out",
                 "lot", "high_bid", "high_bidder", "passed", "bidder", "prev_turn",
                 "prev_first", "order", "players", "stack", "turn", "final")

    def __init__(self, data: GameData, n: int, rng: Rng) -> None:
        self.data = data
        self.n = n
        self.options: dict[str, Any] = {}
        self.rng = rng
        self.silent = False
        self.round = 1
        self.phase = "auction"
        """"auction", "prevention", "maintenance", "income" or "over"."""
        self.start = 0
        self.land_stacks: dict[str, list[str]] = {}
        """Per era, the face-down land stack, next tile first (hidden)."""
        self.tech_stacks: dict[str, list[str]] = {}
        self.cat_stack: list[str] = []
        """Catastrophe cards still face down, next first (hidden)."""
        self.cat_seen: list[str] = []
        """Catastrophes revealed in earlier rounds."""
        self.catastrophe: str | None = None
        self.lands: list[str] = []
        """Land display."""
        self.techs: list[str] = []
        """Technology display."""
        self.marker = 0
        """Technology price marker, 0-based space."""
        self.cards: list[str] = []
        """Scoring cards in use (round II first), empty in the first-game option."""
        self.leader = 0
        self.withdrawn: list[int] = []
        """Seats that withdrew this round, in order."""
        self.last_out = -1
        """The last seat to withdraw this round (starts the prevention auction)."""
        self.lot: str | None = None
        """The land under auction, None between auctions."""
        self.high_bid = 0
        self.high_bidder = -1
        self.passed: list[int] = []
        self.bidder = -1
        """Seat on turn in the bidding."""
        self.prev_turn = -1
        self.prev_first = True
        """Catastrophe prevention: still in the first lap."""
        self.order: list[int] = []
        """Maintenance / Income: seats still to act, next first."""
        self.players: list[Player] = []
        self.stack = DecisionStack()
        self.turn = 0
        self.final = False
        """Final scoring is done (the game is over)."""

    def clone(self) -> TCState:
        c = TCState.__new__(TCState)
        c.data = self.data
        c.n = self.n
        c.options = self.options
        c.rng = self.rng.clone()
        c.silent = self.silent
        c.round = self.round
        c.phase = self.phase
        c.start = self.start
        c.land_stacks = {k: v.copy() for k, v in self.land_stacks.items()}
        c.tech_stacks = {k: v.copy() for k, v in self.tech_stacks.items()}
        c.cat_stack = self.cat_stack.copy()
        c.cat_seen = self.cat_seen.copy()
        c.catastrophe = self.catastrophe
        c.lands = self.lands.copy()
        c.techs = self.techs.copy()
        c.marker = self.marker
        c.cards = self.cards
        c.leader = self.leader
        c.withdrawn = self.withdrawn.copy()
        c.last_out = self.last_out
        c.lot = self.lot
        c.high_bid = self.high_bid
        c.high_bidder = self.high_bidder
        c.passed = self.passed.copy()
        c.bidder = self.bidder
        c.prev_turn = self.prev_turn
        c.prev_first = self.prev_first
        c.order = self.order.copy()
        c.players = [p.clone() for p in self.players]
        c.stack = self.stack.clone()
        c.turn = self.turn
        c.final = self.final
        return c

    @property
    def era(self) -> str:
        return ("I-II", "I-II", "III-IV", "III-IV", "V", "V")[min(self.round, 6) - 1]

    @property
    def min_price(self) -> int:
        return self.data.min_price[self.era]

    @property
    def tech_price(self) -> int:
        return self.data.price_track[self.era][self.marker]


_steps: dict[tuple[str, int], Decision] = {}


def step(kind: str, seat: int) -> Decision:
    """The data-less decision ``kind`` of ``seat``: decisions are immutable values, so one
    shared instance per (kind, seat) spares building thousands per game."""
    d = _steps.get((kind, seat))
    if d is None:
        d = _steps[(kind, seat)] = Decision(kind, seat)
    return d
