"""Drawing cards and rebuilding the deck (spec 5.7), and the reserve stacks (2.4)."""

from __future__ import annotations

from game.engine.protocol import Event

from ..data import CARD_NAMES, NUM_TILES, discards_seven
from .shuffle import shuffle
from .state import GState


def reserve(s: GState) -> list[list[int]]:
    """The three reserve stacks, ascending: Building cards in no hand, deck, pile, tableau
    or committed slot (derived: every card is somewhere)."""
    out: set[int] = set(range(NUM_TILES))
    out.difference_update(s.deck, s.discard)
    for seat in range(s.n):
        out.difference_update(s.hands[seat], s.tableaux[seat])
        out.discard(s.card[seat])
    out.discard(s.hal_card)
    out.discard(s.hal_extra)
    return [sorted(c for c in out if c // 20 == col) for col in range(3)]


def rebuild(s: GState, ev: list[Event] | None) -> None:
    """5.7: the pawned buildings' cards join the pile, the pile becomes the deck, 2-3 players
    (and solo) set 7 aside again, the pawns go."""
    pawned = sorted(s.stacks[sq][-1] for sq in s.pawns)
    s.discard.extend(pawned)  # sorted ids: by colour, then number, as the stacks lie
    deck = s.discard
    shuffle(s.rng, deck)
    s.discard = []
    if discards_seven(s.n):
        k = 7 if len(deck) > 7 else max(0, len(deck) - 1)
        for _ in range(k):
            s.discard.append(deck.pop())
    s.deck = deck
    s.pawns = set()
    if ev is not None:
        ev.append(Event("rebuild", None, {"added": [CARD_NAMES[c] for c in pawned],
                                          "deck": len(s.deck),
                                          "set_aside": [CARD_NAMES[c] for c in s.discard]}))


def draw(s: GState, ev: list[Event] | None) -> int:
    """One card off the deck (-1 when none can be had), rebuilding as 5.7 says."""
    if not s.deck:
        rebuild(s, ev)
        if not s.deck:
            return -1
    card = s.deck.pop()
    if not s.deck:
        rebuild(s, ev)
    return card
