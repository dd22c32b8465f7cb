"""The Ginkgopolis game state: plain lists and dicts with a hand-written clone.

Deck and tile supply are lists whose **top is the last element** (``pop()`` draws); the
position format writes them top first. Resources on a building always equal its height and
belong to its owner (2.1), so the city stores stacks and owners only.
"""

from __future__ import annotations

from typing import Any

from game.engine.decisions import Decision, DecisionStack
from game.engine.rng import Rng

from ..data import NUM_TILES

Square = tuple[int, int]
Op = tuple[Any, ...]
"""A step of the action being resolved (see ``resolution``): ``(name, *args)``."""

PHASES = ("draft", "select", "resolve", "over")


class GState:
    __slots__ = (
        "n", "hal", "expert", "intro", "nres",
        "stacks", "owner", "top_at", "pawns", "tokens",
        "supply", "box", "exhaustions", "end_triggered",
        "general", "screen_tiles", "screen_res", "vp", "hands", "tableaux", "new_hand",
        "card", "tile", "contrib", "packets", "kept",
        "deck", "discard", "first", "phase", "round", "resolved", "queue", "active",
        "decisions", "hal_card", "hal_extra", "turns", "rng", "quiet", "moves",
    )
    DERIVED = ("moves",)
    """Pure caches, not part of the position: a rebuilt state finds them again (the
    structure comparison of tests/ginkgopolis/test_rebuild.py skips them)."""

    def __init__(self, n: int, rng: Rng) -> None:
        self.n = n
        self.hal = -1
        """Hal's seat in a solo game, else -1."""
        self.expert = False
        self.intro = True
        self.nres = 25
        """Resources per colour (3.1)."""
        self.stacks: dict[Square, tuple[int, ...]] = {}
        """Square -> tiles bottom to top (tuples: never mutated, shared by clones), in
        ascending square order, as the position lists the city: a rebuilt state iterates the
        city as the played one does (see :func:`add_building`)."""
        self.owner: dict[Square, int] = {}
        """Square -> owning seat, -1 for an unowned starting building (same order)."""
        self.top_at: list[Square | None] = [None] * NUM_TILES
        """Tile -> its square while it is a top tile, else None (a Building card finds its
        building here; a list, so it has no order of its own)."""
        self.pawns: set[Square] = set()
        self.tokens: list[Square | None] = []
        """Square of each Urbanization token A..L (None while lifted, mid-move)."""
        self.supply: list[int] = []
        self.box: list[int] = []
        self.exhaustions = 0
        self.end_triggered = False
        self.general = [0] * n
        """Each colour's resources in the general supply (Hal's stock, in solo)."""
        self.screen_tiles: list[list[int]] = [[] for _ in range(n)]
        self.screen_res = [0] * n
        self.vp = [0] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.tableaux: list[list[int]] = [[] for _ in range(n)]
        self.new_hand = [0] * n
        self.card: list[int] = [-1] * n
        """Card committed this round (-1: none)."""
        self.tile: list[int] = [-1] * n
        """Tile committed on it (-1: none)."""
        self.contrib: list[list[int]] = [[] for _ in range(n)]
        """Tiles chosen for the first-exhaustion refill, not yet revealed."""
        self.packets: list[list[int]] = [[] for _ in range(n)]
        """Character draft: the packet each seat picks from now."""
        self.kept: list[list[int]] = [[] for _ in range(n)]
        """Character draft: cards kept so far (secret until the reveal)."""
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.first = 0
        self.phase = "select"
        self.round = 1
        self.resolved = 0
        """Seats whose action of this round is complete (resolve) or committed (select)."""
        self.queue: list[Op] = []
        self.active = -1
        """Seat whose action is being resolved."""
        self.decisions = DecisionStack()
        self.hal_card = -1
        self.hal_extra = -1
        """Expert Hal's extra card while it is being compared."""
        self.turns = 0
        self.rng = rng
        self.quiet = False
        self.moves: tuple[Decision, list[Square], bool] | None = None
        """The destinations of the pending ``move_token`` decision (that very object) and
        whether they Reletter, as found when it was pushed: a cache, not part of the
        position (the decision's data determine it)."""

    def clone(self) -> GState:
        c = GState.__new__(GState)
        c.n = self.n
        c.hal = self.hal
        c.expert = self.expert
        c.intro = self.intro
        c.nres = self.nres
        c.stacks = self.stacks.copy()
        c.owner = self.owner.copy()
        c.top_at = self.top_at.copy()
        c.pawns = self.pawns.copy()
        c.tokens = self.tokens.copy()
        c.supply = self.supply.copy()
        c.box = self.box.copy()
        c.exhaustions = self.exhaustions
        c.end_triggered = self.end_triggered
        c.general = self.general.copy()
        c.screen_tiles = [t.copy() for t in self.screen_tiles]
        c.screen_res = self.screen_res.copy()
        c.vp = self.vp.copy()
        c.hands = [h.copy() for h in self.hands]
        c.tableaux = [t.copy() for t in self.tableaux]
        c.new_hand = self.new_hand.copy()
        c.card = self.card.copy()
        c.tile = self.tile.copy()
        c.contrib = [t.copy() for t in self.contrib]
        c.packets = [t.copy() for t in self.packets]
        c.kept = [t.copy() for t in self.kept]
        c.deck = self.deck.copy()
        c.discard = self.discard.copy()
        c.first = self.first
        c.phase = self.phase
        c.round = self.round
        c.resolved = self.resolved
        c.queue = self.queue.copy()
        c.active = self.active
        c.decisions = self.decisions.clone()
        c.hal_card = self.hal_card
        c.hal_extra = self.hal_extra
        c.turns = self.turns
        c.rng = self.rng.clone()
        c.quiet = self.quiet
        c.moves = self.moves  # never mutated: shared
        return c

    def add_building(self, sq: Square, tile: int, owner: int) -> None:
        """A new building of ``tile`` on the free square ``sq``. The city stays in ascending
        square order: the buildings on squares after ``sq`` move behind it, in order, and the
        two dicts are copied so that they stay dense (a dict with many deleted entries is
        slow to copy, and every clone copies them)."""
        stacks, owners = self.stacks, self.owner
        after = []
        for q in reversed(stacks):
            if q < sq:
                break
            after.append(q)
        stacks[sq] = (tile,)
        owners[sq] = owner
        self.top_at[tile] = sq
        if after:
            for q in reversed(after):
                stacks[q] = stacks.pop(q)
                owners[q] = owners.pop(q)
            self.stacks = stacks.copy()
            self.owner = owners.copy()

    # --- small queries ----------------------------------------------------------------------
    def solo(self) -> bool:
        return self.hal >= 0

    def placed(self, seat: int) -> int:
        """Resources of ``seat`` on buildings."""
        stacks = self.stacks
        return sum(len(stacks[sq]) for sq, o in self.owner.items() if o == seat)

    def stock(self, seat: int) -> int:
        """Resources a seat can spend: behind the screen, or Hal's general supply."""
        return self.general[seat] if seat == self.hal else self.screen_res[seat]

    def seat_order(self) -> list[int]:
        """Turn order of the round, first player first."""
        return [(self.first + i) % self.n for i in range(self.n)]


# Decisions are immutable values: the fixed ones are made once (a frozen dataclass costs a
# few microseconds to build, on every step of a playout).
SELECT = tuple(Decision("select", i, {}, True) for i in range(5))
SELECT_SOLO = tuple(Decision("select", i, {}) for i in range(5))
HAL_CARD = tuple(Decision("hal_card", i, {}) for i in range(5))
EXPLOIT_CHOICE = tuple(Decision("exploit_choice", i, {}) for i in range(5))
CONTRIBUTE = tuple(Decision("contribute", i, {}, True) for i in range(5))
DRAFT = tuple(tuple(Decision("draft", i, {"pick": k}, True) for i in range(5)) for k in range(3))
