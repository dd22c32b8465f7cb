"""The compact game state: lists of ints indexed by seat and card id, cloned by hand."""

from __future__ import annotations

from game.engine.rng import Rng

# Steps of a turn (``state.phase``). FIRST and ROLL are chance nodes; the numbering lets
# ``current_player`` decide with one comparison (phase > ROLL: the active player decides).
OVER, FIRST, ROLL, DICE, REROLL, TV, TRADE, BUILD = range(8)
STEP_NAMES = ("over", "first_player", "roll", "choose_dice", "reroll", "tv_station", "trade",
              "build")


class MKState:
    """One Machi Koro game.

    ``cards[p][k]`` copies of establishment ``k`` in seat ``p``'s city; ``landmarks[p]`` a bit
    mask of built landmarks; ``supply[k]`` buyable copies (standard mode: the pile; deck modes:
    the displayed pile); ``decks[r]`` the face-down deck of market row ``r``, top card LAST;
    ``removed[k]`` copies taken out of the game (harbor rule).
    """

    __slots__ = ("n", "coins", "cards", "landmarks", "supply", "decks", "removed", "market",
                 "limit", "active", "phase", "ndice", "dice", "rerolled", "park", "turn",
                 "winner", "rng", "quiet")

    def __init__(self, n: int, rng: Rng) -> None:
        self.n = n
        self.coins: list[int] = [0] * n
        self.cards: list[list[int]] = [[0] * 15 for _ in range(n)]
        self.landmarks: list[int] = [0] * n
        self.supply: list[int] = [0] * 15
        self.decks: list[list[int]] = []
        self.removed: list[int] = [0] * 15
        self.market = "standard"
        self.limit = 0
        """Beginner limit on identical establishments (0 = off)."""
        self.active = 0
        self.phase = FIRST
        self.ndice = 1
        self.dice: tuple[int, ...] = ()
        """The current roll of this turn (empty before the first roll)."""
        self.rerolled = False
        self.park = False
        """The active player had the Amusement Park when this turn's roll was made."""
        self.turn = 0
        self.winner = -1
        self.rng = rng
        self.quiet = False
        """Playouts may set this: ``apply`` then builds no Event objects and returns []."""

    def clone(self) -> MKState:
        s = MKState.__new__(MKState)
        s.n = self.n
        s.coins = self.coins[:]
        s.cards = [c[:] for c in self.cards]
        s.landmarks = self.landmarks[:]
        s.supply = self.supply[:]
        s.decks = [d[:] for d in self.decks]
        s.removed = self.removed[:]
        s.market = self.market
        s.limit = self.limit
        s.active = self.active
        s.phase = self.phase
        s.ndice = self.ndice
        s.dice = self.dice
        s.rerolled = self.rerolled
        s.park = self.park
        s.turn = self.turn
        s.winner = self.winner
        s.rng = self.rng.clone()
        s.quiet = self.quiet
        return s

    @property
    def total(self) -> int:
        return sum(self.dice)

    @property
    def doubles(self) -> bool:
        d = self.dice
        return len(d) == 2 and d[0] == d[1]

    def __repr__(self) -> str:
        return (f"MKState(turn={self.turn}, active={self.active}, step={STEP_NAMES[self.phase]},"
                f" dice={self.dice}, coins={self.coins}, landmarks={self.landmarks})")
