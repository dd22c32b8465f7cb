"""What each seat may not know (spec §4.1): the order of every face-down stack and which
catastrophe cards lie in the stack (and which went back to the box).

Money and science in hand are not hidden information (A-30): every payment and income is
public, so a seat that remembers the game knows them exactly, and the observation, the
determinized worlds and the redacted state keep them. The ``open_holdings`` option is a
display setting only: without it the table hides other seats' holdings
(``query.holdings_visible``).

``determinize`` and ``redact`` start from the viewer's observation only: the unseen
multiset in canonical (sorted) order, then a shuffle (determinize) or nothing (redact).
"""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng

from ..data import ERAS
from . import position
from .state import TCState


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
    data["viewer"] = seat
    return data


def _world(st: TCState, rng: Rng | None) -> TCState:
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
    w.rng = rng.fork() if rng is not None else Rng(0)
    return w


def determinize(st: TCState, seat: int, rng: Rng) -> TCState:
    return _world(st, rng)


def redact(st: TCState, viewer: int | None) -> TCState:
    return _world(st, None)
