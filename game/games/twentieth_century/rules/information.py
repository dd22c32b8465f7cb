"""What each seat may know (spec §4.1, A-30): the order of every face-down stack, which
catastrophe cards lie in the stack (and which went back to the box), and - unless the
``open_holdings`` option is on - the other seats' money and science in hand.

``determinize`` and ``redact`` start from the viewer's observation only: the unseen
multiset in canonical (sorted) order, then a shuffle (determinize) or nothing (redact).
Hidden holdings get a canonical stand-in: the starting 10, raised to what the seat has
visibly committed (its high bid, its prevention bid).
"""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng

from ..data import ERAS
from . import position
from .state import TCState


def hidden_holdings(st: TCState) -> bool:
    return not st.options.get("open_holdings", False)


def unseen_catastrophes(st: TCState, era: str) -> list[str]:
    """Cards of ``era`` nobody has seen: the stack's and the box's together, sorted."""
    seen = set(st.cat_seen)
    if st.catastrophe:
        seen.add(st.catastrophe)
    return sorted(c for c in st.data.cats_by_era[era] if c not in seen)


def observation(st: TCState, seat: int | None) -> dict[str, Any]:
    data = position.to_position(st)
    data.pop("rng")
    stacks = data.pop("stacks")
    data["stack_sizes"] = {k: {e: len(v) for e, v in stacks[k].items()}
                           for k in ("lands", "technologies")}
    data["unseen"] = {k: {e: sorted(v) for e, v in stacks[k].items()}
                      for k in ("lands", "technologies")}
    data["catastrophe_stack_eras"] = [st.data.catastrophes[c].era for c in st.cat_stack]
    data["unseen_catastrophes"] = {e: unseen_catastrophes(st, e) for e in ERAS}
    if hidden_holdings(st):
        for i, p in enumerate(data["seats"]):
            if i != seat:
                p.pop("money")
                p.pop("science")
    data["viewer"] = seat
    return data


def _stand_in(st: TCState, seat: int) -> tuple[int, int]:
    p = st.players[seat]
    money = 10
    if st.lot is not None and st.high_bidder == seat:
        money = max(money, st.high_bid)
    return money, max(10, p.bid)


def _world(st: TCState, seat: int | None, rng: Rng | None) -> TCState:
    w = st.clone()
    w.silent = st.silent
    for era in ERAS:
        for stacks, src in ((w.land_stacks, st.land_stacks), (w.tech_stacks, st.tech_stacks)):
            pool = sorted(src[era])
            if rng is not None:
                rng.shuffle(pool)
            stacks[era] = pool
    cats: list[str] = []
    eras = [st.data.catastrophes[c].era for c in st.cat_stack]
    for era in ERAS:
        need = eras.count(era)
        if not need:
            continue
        pool = unseen_catastrophes(st, era)
        if rng is not None:
            rng.shuffle(pool)
        cats.extend(pool[:need])
    w.cat_stack = cats
    if hidden_holdings(st):
        for i, p in enumerate(w.players):
            if i != seat:
                p.money, p.science = _stand_in(st, i)
    w.rng = rng.fork() if rng is not None else Rng(0)
    return w


def determinize(st: TCState, seat: int, rng: Rng) -> TCState:
    return _world(st, seat, rng)


def redact(st: TCState, viewer: int | None) -> TCState:
    return _world(st, viewer, None)
