"""Positions a seat cannot tell apart from the real one, made by hand (for the contract).

In Akropolis nobody sees the face-down stacks: every seat knows which tiles are still unseen
and how many each stack holds, never their order. The generator's future is hidden too.
So a variant may reorder the stacks, reorder the tiles inside a stack, swap tiles between
stacks or change ``rng``; it keeps everything else. Each variant here edits the position dict
directly (never ``determinize``) and differs from the original.

No seat knows anything another seat does not (``private_texts`` is empty): the hidden part
is hidden from all alike. What that asks of the log: no text may name a tile before its stack
is revealed ("the next tile is 07" would tell the order no seat may know).
"""

from __future__ import annotations

import copy
from typing import Any

from game.games.akropolis import GAME

RULES = GAME.rules


def hidden_variants(state: Any, seat: int) -> list[dict[str, Any]]:
    """Hand-edited positions agreeing with everything ``seat`` observes in ``state``."""
    base = RULES.position(state)
    stacks: list[list[str]] = base["stacks"]
    out: list[dict[str, Any]] = []

    def add(new_stacks: list[list[str]] | None = None, rng: int | None = None) -> None:
        doc = copy.deepcopy(base)
        if new_stacks is not None:
            doc["stacks"] = new_stacks
        if rng is not None:
            doc["rng"] = rng
        if doc != base and doc not in out:
            out.append(doc)

    # another generator: its future is nobody's to see (it is never used after setup)
    add(rng=(base["rng"] + 0x9E3779B97F4A7C15) % 2**64)
    if stacks:
        # the first stack's tiles in reverse order (it is revealed next)
        add([stacks[0][::-1]] + [list(s) for s in stacks[1:]])
        # the stacks of equal size in reverse order
        add(stacks[::-1] if len({len(s) for s in stacks}) == 1 else None)
    if len(stacks) >= 2:
        # swap the first tile of the first stack with the last tile of the last stack
        swapped = [list(s) for s in stacks]
        swapped[0][0], swapped[-1][-1] = swapped[-1][-1], swapped[0][0]
        add(swapped)
        # every unseen tile moved on by one place, stack sizes kept
        flat = [t for s in stacks for t in s]
        flat = flat[1:] + flat[:1]
        rotated, i = [], 0
        for s in stacks:
            rotated.append(flat[i:i + len(s)])
            i += len(s)
        add(rotated)
    return out


def private_texts(state: Any, seat: int) -> set[str]:
    """Strings only ``seat`` may know: none in Akropolis (the stack order is hidden from every
    seat alike, and everything else is public)."""
    return set()
