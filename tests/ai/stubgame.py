""""Hidden Nim": a tiny game for the AI tests, with chance, hidden hands and a hidden deck.

A pile of stones; seats take turns. Each turn starts with a public roll (chance): a boost of
0 or 1. The seat then plays a card (1..3) from its hand, removing ``card + boost`` stones (at
most the pile), and draws the top card of the face-down deck. Whoever takes the last stone
wins. Cards played are public; hands and the deck order are hidden. The module doubles as the
game's AI hooks (``GameInfo.ai`` points here), so the greedy player knows that leaving the
next seat a pile within reach loses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.actions import ActionCodec
from game.engine.protocol import (
    CHANCE,
    TERMINAL,
    Event,
    GameConfig,
    PositionError,
    Rules,
    Score,
)
from game.engine.registry import GameInfo
from game.engine.rng import Rng

CARDS = [v for v in (1, 2, 3) for _ in range(8)]
HAND = 4


@dataclass(frozen=True, slots=True)
class Take:
    card: int


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class Boost:
    value: int


CODEC = ActionCodec([Take, Pass, Boost])


class NimState:
    __slots__ = ("n", "pile", "turn", "boost", "hands", "deck", "played", "winner", "rng")

    def __init__(self, n: int, pile: int, rng: Rng) -> None:
        self.n, self.pile, self.turn = n, pile, 0
        self.boost: int | None = None
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[int] = []
        self.played: list[int] = []
        self.winner: int | None = None
        self.rng = rng

    def clone(self) -> NimState:
        c = NimState.__new__(NimState)
        c.n, c.pile, c.turn, c.boost = self.n, self.pile, self.turn, self.boost
        c.hands = [h[:] for h in self.hands]
        c.deck = self.deck[:]
        c.played = self.played[:]
        c.winner = self.winner
        c.rng = self.rng.clone()
        return c


class NimRules(Rules):
    game_id = "hidden_nim"

    def new_game(self, config: GameConfig, seed: int) -> NimState:
        s = NimState(config.num_players, int(config.option("pile", 21)), Rng(seed))
        deck = CARDS[:]
        s.rng.shuffle(deck)
        for p in range(s.n):
            s.hands[p] = sorted(deck[:HAND])
            del deck[:HAND]
        s.deck = deck
        return s

    def current_player(self, s: NimState) -> int:
        if s.winner is not None:
            return TERMINAL
        return CHANCE if s.boost is None else s.turn

    def legal_actions(self, s: NimState) -> list[Any]:
        if self.current_player(s) < 0:
            return []
        hand = s.hands[s.turn]
        return [Take(v) for v in sorted(set(hand))] if hand else [Pass()]

    def chance_outcomes(self, s: NimState) -> list[tuple[Any, float]]:
        if self.current_player(s) != CHANCE:
            return []
        return [(Boost(0), 5 / 6), (Boost(1), 1 / 6)]

    def _apply(self, s: NimState, action: Any) -> list[Event]:
        if isinstance(action, Boost):
            s.rng.next64()
            s.boost = action.value
            return [Event("boost", None, {"value": action.value})]
        seat = s.turn
        if isinstance(action, Take):
            s.hands[seat].remove(action.card)
            s.played.append(action.card)
            s.pile -= min(s.pile, action.card + (s.boost or 0))
            if s.deck:
                s.hands[seat].append(s.deck.pop(0))
                s.hands[seat].sort()
        s.boost = None
        if s.pile == 0:
            s.winner = seat
        else:
            s.turn = (seat + 1) % s.n
        return [Event("take", seat)]

    def scores(self, s: NimState) -> list[Score]:
        return [Score(int(s.winner == p)) for p in range(s.n)]

    def winners(self, s: NimState) -> list[int]:
        return [] if s.winner is None else [s.winner]

    def turn_count(self, s: NimState) -> int:
        return len(s.played)

    def observation(self, s: NimState, player: int) -> dict[str, Any]:
        return {"pile": s.pile, "turn": s.turn, "boost": s.boost, "hand": list(s.hands[player]),
                "hand_sizes": [len(h) for h in s.hands], "deck_size": len(s.deck),
                "played": list(s.played), "winner": s.winner}

    def determinize(self, s: NimState, player: int, rng: Rng) -> NimState:
        d = s.clone()
        # Unseen cards as a sorted multiset, so the world depends only on the observation.
        unseen = CARDS[:]
        for c in s.played + s.hands[player]:
            unseen.remove(c)
        rng.shuffle(unseen)
        for p in range(s.n):
            if p != player:
                size = len(s.hands[p])
                d.hands[p] = sorted(unseen[:size])
                del unseen[:size]
        d.deck = unseen
        d.rng = rng.fork()
        return d

    def position(self, s: NimState) -> dict[str, Any]:
        return {"n": s.n, "pile": s.pile, "turn": s.turn, "boost": s.boost,
                "hands": [list(h) for h in s.hands], "deck": list(s.deck),
                "played": list(s.played), "winner": s.winner, "rng": s.rng.to_json()}

    def from_position(self, data: Mapping[str, Any]) -> NimState:
        s = NimState(data["n"], data["pile"], Rng.from_json(data["rng"]))
        s.turn, s.boost, s.winner = data["turn"], data["boost"], data["winner"]
        s.hands = [sorted(h) for h in data["hands"]]
        s.deck = list(data["deck"])
        s.played = list(data["played"])
        if sorted(s.deck + s.played + [c for h in s.hands for c in h]) != CARDS:
            raise PositionError("hands, deck and played cards must make up the 24 cards")
        return s

    def action_to_json(self, action: Any) -> Any:
        return CODEC.to_json(action)

    def action_from_json(self, data: Any) -> Any:
        return CODEC.from_json(data)


# --- AI hooks (this module is the game's GameInfo.ai) -------------------------------------
def evaluate(rules: Rules, s: NimState) -> list[float]:
    """The seat about to move wins at once if it can reach the pile; otherwise a pile that
    is a multiple of 4 is bad for it (classic Nim with takes of 1..3)."""
    mover = s.turn
    reach = max(s.hands[mover], default=0) + (s.boost or 0)
    if reach >= s.pile:
        v = 0.9
    elif s.pile % 4 == 0:
        v = 0.3
    else:
        v = 0.6
    if s.n == 1:
        return [v]
    rest = (1.0 - v) / (s.n - 1)
    return [v if p == mover else rest for p in range(s.n)]


STUB = GameInfo(id="hidden_nim", name_key="hidden_nim.name", min_players=2, max_players=3,
                rules=NimRules(), ai=__name__, hidden=True)
"""The stub with its hooks."""

BARE = GameInfo(id="hidden_nim_bare", name_key="hidden_nim.name", min_players=2,
                max_players=3, rules=NimRules(), ai=None, hidden=True)
"""The same game without hooks: the AI's fallbacks are used."""


# --- hand-written hidden variants (see tests/contract/helpers.variants_module) -------------
def hidden_variants(state: NimState, seat: int) -> list[dict[str, Any]]:
    """Positions ``seat`` cannot tell from ``state``, edited by hand: another seat's card
    exchanged with a different deck card, the deck rotated, the generator changed, and all
    three at once (each kept only where it changes the position)."""
    pos = NimRules().position(state)
    out: list[dict[str, Any]] = []
    swapped = None
    for p, hand in enumerate(pos["hands"]):
        diff = [i for i, c in enumerate(pos["deck"]) if hand and c != hand[0]]
        if p != seat and diff:
            hands, deck = [list(h) for h in pos["hands"]], list(pos["deck"])
            deck[diff[0]], hands[p][0] = hands[p][0], deck[diff[0]]
            hands[p].sort()
            swapped = {**pos, "hands": hands, "deck": deck}
            out.append(swapped)
            break
    deck = pos["deck"]
    if len(set(deck)) > 1:
        out.append({**pos, "deck": deck[1:] + deck[:1]})
    rng = (pos["rng"] * 6364136223846793005 + 1) % 2**64
    out.append({**pos, "rng": rng})
    if swapped is not None:
        d = swapped["deck"]
        out.append({**swapped, "deck": d[1:] + d[:1], "rng": rng})
    return [v for v in out if v != pos]


def private_texts(state: NimState, seat: int) -> set[str]:
    """The stub has no texts."""
    return set()
