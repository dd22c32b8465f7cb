"""The learned Akropolis estimate: every seat's final total from weights fitted on self-play.

For a city seat with ``t`` turns left the estimate is a base (the hand-made estimate of
:mod:`.ai_eval`, or the points now) plus a linear function of its :mod:`.ai_features` whose
weights depend on the table (2, 3, 4 players or solo) and on ``t``: a ridge regression of
the seat's final score minus the base in self-played games, fitted by :mod:`.train`
(shrunk towards the base: without evidence the correction is 0). A seat with no turn left keeps its points, so a
finished game is estimated at its exact scores. The solo Architect keeps the hand-made
projection (:func:`ai_eval.architect_estimate`: its rule is printed, there is nothing to
learn about it).

The weights ship as data (``weights.json`` beside this module) and are read once; play needs
nothing but the standard library.
"""

from __future__ import annotations

import json
from operator import mul
from pathlib import Path
from typing import Any

from ..rules.state import AkState
from .eval import context, seat_estimate, seat_turns
from .features import NAMES, Context, all_points_now, seat_features

WEIGHTS_FILE = Path(__file__).with_name("weights.json")


class Model:
    """Weights per table and turns left: ``rows[table][t]`` is the weight vector (in
    :data:`ai_features.NAMES` order) for a seat with ``t`` turns left; a seat with more turns
    than were ever trained uses the largest ``t`` there is."""

    def __init__(self, data: dict[str, Any]) -> None:
        names = tuple(data["features"])
        if names != NAMES:
            raise ValueError("weights.json was fitted on other features; refit it "
                             "(python -m game.games.akropolis.train fit ...)")
        self.meta: dict[str, Any] = dict(data.get("meta", {}))
        self.base: str = data.get("base", "now")
        """What the weights add to: the hand-made estimate ("hand") or the points now."""
        if self.base not in ("hand", "now"):
            raise ValueError(f"weights.json: unknown base {self.base!r}")
        self.rows: dict[str, list[list[float] | None]] = {}
        for table, by_t in data["tables"].items():
            top = max(int(t) for t in by_t)
            rows: list[list[float] | None] = [None] * (top + 1)
            for t, w in by_t.items():
                if len(w) != len(NAMES):
                    raise ValueError(f"weights.json: table {table} t={t} has {len(w)} "
                                     f"weights, expected {len(NAMES)}")
                rows[int(t)] = [float(x) for x in w]
            # a gap (a t no game reached) borrows the nearest trained row below it
            for t in range(1, top + 1):
                if rows[t] is None:
                    rows[t] = rows[t - 1]
            self.rows[table] = rows

    def weights(self, table: str, t: int) -> list[float] | None:
        rows = self.rows.get(table)
        if not rows:
            return None
        return rows[min(t, len(rows) - 1)]


def load(path: Path = WEIGHTS_FILE) -> Model:
    with open(path, encoding="utf-8") as f:
        return Model(json.load(f))


_MODEL: list[Model] = []


def model() -> Model:
    """The shipped weights (read on first use)."""
    if not _MODEL:
        _MODEL.append(load())
    return _MODEL[0]


def table_key(state: AkState) -> str:
    return "solo" if state.solo else str(state.n)


def estimates_in(state: AkState, ctx: Context, m: Model | None = None) -> list[float]:
    """Each seat's expected final total (``ctx`` = :func:`ai_eval.context` of ``state``)."""
    m = m or model()
    hand = [seat_estimate(state, seat, ctx) for seat in range(state.n)]
    now = all_points_now(state)
    key = table_key(state)
    left = ctx[0]
    out = []
    for seat in range(state.n):
        if state.cities[seat] is None:
            out.append(hand[seat])
            continue
        t = seat_turns(state, seat, left)
        w = m.weights(key, t) if t else None
        if w is None:
            # no turn left: the city is final; an untrained table: the hand-made estimate
            out.append(now[seat] if not t else hand[seat])
            continue
        gain = sum(map(mul, w, seat_features(state, seat, ctx, hand, now)))
        out.append((hand[seat] if m.base == "hand" else now[seat]) + gain)
    return out


def estimates(state: AkState, m: Model | None = None) -> list[float]:
    """Each seat's expected final total by the learned weights."""
    return estimates_in(state, context(state), m)


__all__ = ["WEIGHTS_FILE", "Model", "estimates", "estimates_in", "load", "model", "table_key"]
