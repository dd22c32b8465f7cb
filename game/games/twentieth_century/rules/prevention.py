"""Phase 3: catastrophe prevention (spec §8)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event
from game.engine.rng import Rng

from .actions import ILLEGAL, Prevent
from .events import emit
from .state import TCState, move_pollution

MAX_BID = 25


def columns(st: TCState) -> tuple[int, ...]:
    return st.data.valid_columns[st.n]


def top(st: TCState, column: int, skip: int) -> int:
    """The highest figure's value in ``column`` among seats other than ``skip`` (-1: none)."""
    best = -1
    for i, p in enumerate(st.players):
        if i != skip and p.column == column and p.bid > best:
            best = p.bid
    return best


def is_top(st: TCState, seat: int) -> bool:
    p = st.players[seat]
    return p.column != 0 and top(st, p.column, seat) < p.bid


def start(st: TCState) -> None:
    st.phase = "prevention"
    st.prev_turn = st.last_out
    st.prev_first = True


def limit(st: TCState, seat: int) -> int:
    return min(MAX_BID, st.players[seat].science)


def legal(st: TCState) -> list[Any]:
    seat = st.prev_turn
    hi = limit(st, seat)
    out = []
    for c, v0 in tops(st, seat).items():
        for v in range(v0 + 1, hi + 1):
            out.append(Prevent(c, v))
    return out


def tops(st: TCState, skip: int) -> dict[int, int]:
    """:func:`top` of every valid column at once."""
    out = dict.fromkeys(columns(st), -1)
    for i, p in enumerate(st.players):
        if i != skip and p.column and p.bid > out[p.column]:
            out[p.column] = p.bid
    return out


def sample(st: TCState, rng: Rng) -> Any:
    seat = st.prev_turn
    hi = limit(st, seat)
    t = tops(st, seat)
    cols = [c for c, v in t.items() if v < hi]
    empty = [c for c in cols if t[c] < 0]
    c = rng.choice(empty) if empty and rng.randbelow(2) else rng.choice(cols)
    lo = t[c] + 1
    return Prevent(c, lo + rng.randbelow(min(hi - lo, 3) + 1))


def explain(st: TCState, action: Any) -> str | None:
    if type(action) is not Prevent:
        return ILLEGAL + "place_figure"
    if action.column not in columns(st):
        return ILLEGAL + "column_unused"
    seat = st.prev_turn
    if not top(st, action.column, seat) < action.bid <= limit(st, seat):
        return ILLEGAL + "prevention_bid"
    return None


def apply(st: TCState, action: Any, ev: list[Event]) -> None:
    seat = st.prev_turn
    p = st.players[seat]
    p.column = action.column
    p.bid = action.bid
    if not st.silent:
        emit(st, ev, "prevent", seat, column=action.column, bid=action.bid)
    cols = columns(st)
    counts = dict.fromkeys(cols, 0)
    for q in st.players:
        if q.column:
            counts[q.column] += 1
    if all(v == 1 for v in counts.values()):
        resolve(st, ev)
        return
    n = st.n
    nxt = (seat + 1) % n
    if st.prev_first and nxt == st.last_out:
        st.prev_first = False
    if st.prev_first:
        st.prev_turn = nxt
        return
    while is_top(st, nxt):  # a top figure never moves: its owner does nothing
        nxt = (nxt + 1) % n
    st.prev_turn = nxt


def resolve(st: TCState, ev: list[Event]) -> None:
    """§8.3: pay the final bids, take garbage and pollution; column 1 starts next round."""
    card = st.data.catastrophes[st.catastrophe] if st.catastrophe else None
    for i, p in enumerate(st.players):
        p.science -= p.bid
        g, left = card.columns[p.column - 1] if card else (0, 0)
        p.pending_garbage += g
        move_pollution(p, -left)
        if not st.silent:
            emit(st, ev, "catastrophe", i, column=p.column, bid=p.bid, garbage=g, pollution=-left)
        if p.column == min(columns(st)):
            st.start = i
    st.prev_turn = -1
