"""Hand-written hidden-information variants of toy positions, for the contract and AI tests.

``hidden_variants(state, seat)`` edits the position dict BY HAND (never through
``determinize``, which is what the tests check): each variant changes something ``seat``
cannot see and nothing it can: another seat's hand, a pending pick, the deck order or the
generator's future. ``private_texts(state, seat)`` lists texts only ``seat`` may read.
"""

from __future__ import annotations

from typing import Any

from . import GAME

R = GAME.rules


def _swap_with_deck(pos: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """Another seat's hand card exchanged for a different card from the deck."""
    for p, hand in enumerate(pos["hands"]):
        if p == seat or not hand:
            continue
        for i, card in enumerate(pos["deck"]):
            if card != hand[0]:
                new = {**pos, "hands": [list(h) for h in pos["hands"]], "deck": list(pos["deck"])}
                new["deck"][i], new["hands"][p][0] = hand[0], card
                new["hands"][p].sort()
                return new
    return None


def _swap_hands(pos: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """Two other seats' hands of the same size exchanged."""
    others = [p for p in range(pos["players"]) if p != seat]
    for a in others:
        for b in others:
            ha, hb = pos["hands"][a], pos["hands"][b]
            if a < b and len(ha) == len(hb) and ha != hb:
                hands = [list(h) for h in pos["hands"]]
                hands[a], hands[b] = hands[b], hands[a]
                return {**pos, "hands": hands}
    return None


def _change_pick(pos: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """Another seat's pending pick exchanged with a different card of its hand or deck."""
    for p, pick in enumerate(pos["picks"]):
        if p == seat or pick is None:
            continue
        hands = [list(h) for h in pos["hands"]]
        for card in hands[p]:
            if card != pick:
                hands[p].remove(card)
                hands[p] = sorted([*hands[p], pick])
                picks = list(pos["picks"])
                picks[p] = card
                return {**pos, "hands": hands, "picks": picks}
        for i, card in enumerate(pos["deck"]):
            if card != pick:
                deck, picks = list(pos["deck"]), list(pos["picks"])
                deck[i], picks[p] = pick, card
                return {**pos, "deck": deck, "picks": picks}
    return None


def _permute_deck(pos: dict[str, Any], seat: int) -> dict[str, Any] | None:
    deck = pos["deck"]
    if len(set(deck)) < 2:
        return None
    turned = deck[1:] + deck[:1]  # a rotation: differs as soon as two values differ
    return {**pos, "deck": turned}


def _other_rng(pos: dict[str, Any], seat: int) -> dict[str, Any] | None:
    return {**pos, "rng": (pos["rng"] * 6364136223846793005 + 1442695040888963407) % 2**64}


EDITS = (_swap_with_deck, _swap_hands, _change_pick, _permute_deck, _other_rng)


def hidden_variants(state: Any, seat: int) -> list[dict[str, Any]]:
    """Positions ``seat`` cannot tell from ``state``, each differing from it: one per edit
    that applies, and one with every edit that applies."""
    pos = R.position(state)
    out: list[dict[str, Any]] = []
    combined = pos
    for edit in EDITS:
        one = edit(pos, seat)
        if one is not None and one != pos:
            out.append(one)
        both = edit(combined, seat)
        if both is not None:
            combined = both
    if combined != pos and combined not in out:
        out.append(combined)
    return out


def private_texts(state: Any, seat: int) -> set[str]:
    """What only ``seat`` may read: its cards (hand and pending pick) as the toy draws a card
    face, the bare number (``"7"``), leaving out values anyone can see (the die, a reveal, a
    discard), which would be no secret."""
    public = {state.die} | {c for r in state.reveals for c in r}
    public |= {c for d in state.discards for c in d}
    mine = list(state.hands[seat]) + ([state.picks[seat]] if state.picks[seat] else [])
    return {str(c) for c in mine if c not in public}
