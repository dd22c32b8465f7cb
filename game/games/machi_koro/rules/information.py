"""What each seat may know (spec O16): everything is public but the order of the market decks
and the state's generator. The rules object's ``observation``, ``determinize`` and ``redact``
delegate here."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Viewer
from game.engine.rng import Rng

from .position import public_fields
from .state import MKState

REDACTED_SEED = 0
"""The generator of a redacted state: a fixed one, so redaction depends on nothing hidden."""


def observation(state: MKState, player: int) -> dict[str, Any]:
    """Everything is public except the order of the market decks (O16): only sizes."""
    out = public_fields(state)
    out["players"] = state.n
    out["viewer"] = player
    if state.decks:
        out["deck_sizes"] = [len(d) for d in state.decks]
    return out


def determinize(state: MKState, player: int, rng: Rng) -> MKState:
    """A full state agreeing with ``player``'s observation: the decks reshuffled, a fresh
    generator. Starts from the canonical decks (sorted) so that the result depends only on
    what ``player`` sees (the multiset of every deck is public) and on ``rng``."""
    s = state.clone()
    for deck in s.decks:
        deck.sort()
        rng.shuffle(deck)
    s.rng = rng.fork()
    return s


def redact(state: MKState, viewer: Viewer) -> MKState:
    """The state as ``viewer`` may know it: the decks sorted (canonical, for every viewer
    alike) and the generator fixed."""
    s = state.clone()
    for deck in s.decks:
        deck.sort()
    s.rng = Rng(REDACTED_SEED)
    return s
