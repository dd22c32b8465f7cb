"""The market: standard piles or the deck-fed displays of the variants (spec §6.2-§6.5)."""

from __future__ import annotations

from game.engine.protocol import Event

from ..data import ESTABLISHMENTS, MARKET_ROWS, NUM_KINDS, PURPLE_KINDS
from .state import MKState

ROW_OF: dict[str, list[int]] = {}
"""Market mode -> row index of each kind (-1 for standard mode)."""
for _mode, _rows in MARKET_ROWS.items():
    _of = [-1] * NUM_KINDS
    for _r, (_kinds, _target) in enumerate(_rows):
        for _k in _kinds:
            _of[_k] = _r
    ROW_OF[_mode] = _of


def setup_market(state: MKState, events: list[Event] | None) -> None:
    """Fill the supply (standard) or shuffle the decks with the state's generator and reveal
    the first display (deck modes)."""
    rows = MARKET_ROWS[state.market]
    if not rows:
        state.supply = [e.supply for e in ESTABLISHMENTS]
        state.decks = []
        return
    state.supply = [0] * NUM_KINDS
    state.decks = []
    for kinds, _target in rows:
        deck = [k for k in kinds for _ in range(ESTABLISHMENTS[k].supply)]
        state.rng.shuffle(deck)
        state.decks.append(deck)
    settle_market(state, events)


def refill(state: MKState, events: list[Event] | None) -> None:
    """Reveal cards into every row below its target until it is met or its deck is empty
    (L2, L4, L5). A revealed card of a kind on display is stacked on its pile."""
    supply = state.supply
    for r, (kinds, target) in enumerate(MARKET_ROWS[state.market]):
        deck = state.decks[r]
        shown = sum(1 for k in kinds if supply[k])
        while shown < target and deck:
            k = deck.pop()
            if not supply[k]:
                shown += 1
            supply[k] += 1
            if events is not None:
                events.append(Event("reveal", None, {"card": ESTABLISHMENTS[k].key, "row": r,
                                                     "deck_left": len(deck)}))


def remove_dead_majors(state: MKState, events: list[Event] | None) -> bool:
    """Harbor rule (§6.3): a displayed purple pile every player already owns leaves the game."""
    removed = False
    for k in PURPLE_KINDS:
        if state.supply[k] and all(city[k] for city in state.cards):
            count = state.supply[k]
            state.removed[k] += count
            state.supply[k] = 0
            removed = True
            if events is not None:
                events.append(Event("market_removed", None,
                                    {"card": ESTABLISHMENTS[k].key, "count": count}))
    return removed


def settle_market(state: MKState, events: list[Event] | None) -> None:
    """Refill, then (harbor) remove dead purple piles and refill again until stable."""
    if not state.decks:
        return
    harbor = state.market == "harbor"
    while True:
        refill(state, events)
        if not (harbor and remove_dead_majors(state, events)):
            return


def needs_settling(state: MKState, kind: int) -> bool:
    """Would building ``kind`` now reveal cards or remove a pile? (an information barrier)"""
    if not state.decks:
        return False
    if state.market == "harbor" and kind in PURPLE_KINDS:
        if all(city[kind] for i, city in enumerate(state.cards) if i != state.active):
            return True
    if state.supply[kind] != 1:
        return False
    return bool(state.decks[ROW_OF[state.market][kind]])
