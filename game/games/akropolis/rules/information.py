"""What each seat may know of an Akropolis game (observation, determinize, redact).

Nothing is private to one seat: the stacks' order is hidden from everyone alike, and
everything else is on the table. So every view is the same (:func:`redact`), an observation
names the unseen tiles only as a sorted set, and a determinization deals that set again in
an order drawn from the searcher's own generator.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Viewer
from game.engine.rng import Rng

from . import position
from .state import AkState

REDACTED_RNG = 0
"""The generator of every redacted state: the real one's future is nobody's to see."""


def _deal(pool: list[int], stacks: list[list[int]]) -> list[list[int]]:
    """``pool`` dealt in order into stacks of the sizes of ``stacks``."""
    out = []
    i = 0
    for s in stacks:
        out.append(pool[i:i + len(s)])
        i += len(s)
    return out


def redact(state: AkState, viewer: Viewer) -> AkState:
    """The same for every viewer: the unseen tiles dealt in sorted order into stacks of the
    real sizes, and a fixed generator."""
    st = state.clone()
    st.stacks = _deal(sorted(t for s in state.stacks for t in s), state.stacks)
    st.rng = Rng(REDACTED_RNG)
    return st


def observation(state: AkState, player: int) -> dict[str, Any]:
    """The position without the stacks' order: their sizes and the sorted unseen tiles."""
    data = position.to_position(state)
    data.pop("rng", None)
    stacks = data.pop("stacks")
    data["stack_sizes"] = [len(s) for s in stacks]
    data["unseen_tiles"] = sorted(t for s in stacks for t in s)
    data["viewer"] = player
    return data


def determinize(state: AkState, player: int, rng: Rng) -> AkState:
    """A full state agreeing with what ``player`` knows: the unseen tiles shuffled by ``rng``
    (starting from their sorted set, never the real order) and a generator forked from it."""
    st = state.clone()
    pool = [t for s in state.stacks for t in s]
    pool.sort()  # start from what the seat knows (the unseen set), never the real order
    rng.shuffle(pool)
    st.stacks = _deal(pool, state.stacks)
    st.rng = rng.fork()
    return st
