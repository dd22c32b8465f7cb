"""The computer-player base class: seeding, cancellation and the honest view of a state."""

from __future__ import annotations

import hashlib
import json
import threading
from typing import Any

from game.engine.protocol import Action, AnyRules
from game.engine.registry import GameInfo
from game.engine.rng import Rng

from .hooks import Hooks, load_hooks


def observation_digest(rules: AnyRules, state: Any, seat: int) -> int:
    """A stable 64-bit digest of what ``seat`` may know. Mixed into the decision seed so a
    decision depends on (AI seed, observation) only, and repeated calls don't replay one
    random stream move after move."""
    obs = rules.observation(state, seat)
    try:
        text = json.dumps(obs, sort_keys=True, separators=(",", ":"))
    except TypeError:  # mixed key types or a non-JSON value: the repr is still stable
        text = repr(obs)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


class Player:
    """A computer seat. Subclasses implement :meth:`_choose`.

    ``choose`` never mutates ``state`` and sees it only through ``rules.observation`` and
    ``rules.determinize`` (the automa player, which follows printed rules rather than
    thinking, reads ``legal_actions``). ``cancel()`` may be called from another thread: the
    running ``choose`` returns its best-so-far soon. A cancel reaches only a ``choose`` that
    is running: with none running it is ignored, so a player kept for the next decision (the
    table caches one per seat and cancels on undo) thinks normally again.
    """

    kind = "?"

    def __init__(self, info: GameInfo, seed: int, hooks: Hooks | None = None) -> None:
        self.info = info
        self.rules: AnyRules = info.rules
        self.seed = seed
        self.hooks = hooks if hooks is not None else load_hooks(info)
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._running = 0
        self.last_stats: dict[str, Any] = {}
        """Diagnostics of the last decision (e.g. ISMCTS iterations), for bench and docs."""

    # --- cancellation ----------------------------------------------------------------
    def cancel(self) -> None:
        with self._lock:
            if self._running:
                self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    # --- deciding -------------------------------------------------------------------------
    def decision_rng(self, state: Any, seat: int) -> Rng:
        digest = observation_digest(self.rules, state, seat)
        return Rng((self.seed * 0x9E3779B97F4A7C15) ^ digest ^ (seat + 1) * 0xD1B54A32D192ED03)

    def world(self, state: Any, seat: int, rng: Rng) -> Any:
        """A full state consistent with ``seat``'s view (hidden parts resampled), marked
        silent: the search never reads events, so the game may skip building them."""
        return self.rules.silence(self.rules.determinize(state, seat, rng))

    def choose(self, state: Any, seat: int) -> Action:
        with self._lock:
            self._running += 1
        try:
            return self._choose(state, seat)
        finally:
            with self._lock:
                self._running -= 1
                if not self._running:
                    self._cancel.clear()

    def _choose(self, state: Any, seat: int) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.kind} {self.info.id} seed={self.seed}>"
