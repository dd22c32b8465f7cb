"""Hand-made hidden variants of Machi Koro positions (for the contract suite and our tests).

What no seat sees in Machi Koro: the order of the face-down market decks (deck-market modes)
and the generator's future. A variant edits exactly those in the position dict, by hand (never
through ``determinize``), so every seat's observation stays the same.
"""

from __future__ import annotations

import copy
from typing import Any

from game.games.machi_koro import RULES
from game.games.machi_koro.rules import MKState

MASK64 = (1 << 64) - 1


def hidden_variants(state: MKState, seat: int) -> list[dict[str, Any]]:
    """Positions ``seat`` cannot tell from ``state``'s, each different from it: another
    generator word; each deck reversed, rotated by one card, or with its top two swapped."""
    base = RULES.position(state)
    out: list[dict[str, Any]] = []

    def add(variant: dict[str, Any]) -> None:
        if variant != base and variant not in out:
            out.append(variant)

    for delta in (1, 0x9E3779B97F4A7C15):
        v = copy.deepcopy(base)
        v["rng"] = (base["rng"] + delta) & MASK64
        add(v)
    for r, deck in enumerate(base.get("decks", [])):
        for edited in (deck[::-1], deck[1:] + deck[:1],
                       deck[1:2] + deck[:1] + deck[2:] if len(deck) > 1 else deck):
            v = copy.deepcopy(base)
            v["decks"][r] = edited
            add(v)
    return out


def private_texts(state: MKState, seat: int) -> set[str]:
    """Strings only ``seat`` may know: none. Machi Koro has no hands; the one hidden thing,
    the order of the decks, is hidden from every seat alike (no seat may learn which card
    comes next, and no event says it: a refill names only the card it turns face up)."""
    return set()
