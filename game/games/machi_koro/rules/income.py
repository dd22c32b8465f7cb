"""Step 2 of a turn: payments and income for the final roll (spec §4.3, O1-O9).

Tables per roll total are built once so a roll touches only the cards it activates.
"""

from __future__ import annotations

from game.engine.protocol import Event

from ..data import (
    BANK_PER_ICON,
    BLUE,
    ESTABLISHMENTS,
    GREEN,
    RED,
    SHOPPING_MALL,
    SHOPPING_MALL_BONUS,
    SHOPPING_MALL_ICONS,
    STADIUM,
    kinds_with_icon,
)
from .events import event
from .state import MKState

MALL_BIT = 1 << SHOPPING_MALL
KEYS = tuple(e.key for e in ESTABLISHMENTS)


def _by_roll(colour: str) -> list[tuple[int, int, int, tuple[int, ...]] | None]:
    """roll total -> (kind, amount, amount with the Shopping Mall, per-icon kinds) or None:
    the card of ``colour`` that this total activates."""
    table: list[tuple[int, int, int, tuple[int, ...]] | None] = []
    for r in range(13):
        row = []
        for k, e in enumerate(ESTABLISHMENTS):
            if e.colour == colour and r in e.rolls:
                bonus = SHOPPING_MALL_BONUS if e.icon in SHOPPING_MALL_ICONS else 0
                icons = (kinds_with_icon(e.per_icon) if e.effect == BANK_PER_ICON and e.per_icon
                         else ())
                row.append((k, e.amount, e.amount + bonus, icons))
        # In the base game every total activates at most one kind of each colour; the hot
        # path relies on it (one entry or None per total), this check keeps the table honest.
        assert len(row) <= 1, f"two {colour} kinds on {r}"
        table.append(row[0] if row else None)
    return table


BY_ROLL = tuple(zip(_by_roll(RED), _by_roll(BLUE), _by_roll(GREEN), strict=True))
"""roll total -> (red, blue, green) card activated (see _by_roll)."""


def resolve_roll(state: MKState, r: int, ev: list[Event] | None) -> None:
    """Red (counter-clockwise, partial payment, debt lost), then blue and green, then the
    Stadium. TV Station and Business Center are decisions handled by the engine."""
    a = state.active
    coins = state.coins
    cards = state.cards
    red, blue, green = BY_ROLL[r]
    # 2a. red: each owner is settled completely before the next (O2, §8 #6).
    if red is not None:
        k, amount, mall_amount, _ = red
        n = state.n
        landmarks = state.landmarks
        for i in range(1, n):
            o = (a - i) % n
            c = cards[o][k]
            if c:
                owed = c * mall_amount if landmarks[o] & MALL_BIT else c * amount
                paid = owed if owed <= coins[a] else coins[a]
                coins[a] -= paid
                coins[o] += paid
                if ev is not None:
                    ev.append(event("pay", a, {"card": KEYS[k], "owner": o, "copies": c,
                                               "amount": paid, "owed": owed}))
    # 2b. blue for everyone (in seat order), then green for the active player.
    if blue is not None:
        k, amount, _, _ = blue
        for p, owner in enumerate(cards):
            c = owner[k]
            if c:
                coins[p] += c * amount
                if ev is not None:
                    ev.append(event("income", p, {"card": KEYS[k], "copies": c,
                                                  "amount": c * amount}))
    city = cards[a]
    if green is not None:
        k, amount, mall_amount, icons = green
        c = city[k]
        if c:
            if icons:
                gain = 0
                for i in icons:
                    gain += city[i]
                gain *= c * amount
            elif state.landmarks[a] & MALL_BIT:
                gain = c * mall_amount
            else:
                gain = c * amount
            coins[a] += gain
            if ev is not None:
                ev.append(event("income", a, {"card": KEYS[k], "copies": c, "amount": gain}))
    # 2c. purple: the Stadium needs no decision (O9).
    if r == 6 and city[STADIUM]:
        n = state.n
        for i in range(1, n):
            o = (a - i) % n
            t = coins[o] if coins[o] < 2 else 2
            coins[o] -= t
            coins[a] += t
            if ev is not None:
                ev.append(event("stadium", a, {"card": "stadium", "from": o, "amount": t}))
