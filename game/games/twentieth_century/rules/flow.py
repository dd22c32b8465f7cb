"""The round's phases in order: after every action the flow runs the automatic steps
(prevention start, Maintenance and Income hand-over, scoring, the next Preparation) until a
decision is needed (spec §5, §12)."""

from __future__ import annotations

from game.engine.protocol import Event

from . import auction, income, maintenance, prevention
from .events import emit
from .setup import prepare
from .state import TCState


def seat_order(st: TCState) -> list[int]:
    """From the start player clockwise (§9: the leftmost catastrophe column first)."""
    return [(st.start + i) % st.n for i in range(st.n)]


def advance(st: TCState, ev: list[Event]) -> None:
    while True:
        if st.stack.items:
            if not _auto(st, ev):
                return
            continue
        phase = st.phase
        if phase == "auction":
            if len(st.withdrawn) < st.n:
                return
            prevention.start(st)
            return
        if phase == "prevention":
            if st.prev_turn >= 0:
                return
            st.phase = "maintenance"
            st.order = seat_order(st)
            continue
        if phase == "maintenance":
            if st.order:
                maintenance.begin(st, st.order.pop(0))
                continue
            st.phase = "income"
            income.collect(st, ev)
            st.order = seat_order(st)
            continue
        if phase == "income":
            if st.order:
                income.next_plant(st, st.order.pop(0), 0)
                continue
            if st.round in (2, 4):
                income.score_card(st, ev)
            if st.round == 6:
                income.final_scoring(st, ev)
                if not st.silent:
                    emit(st, ev, "game_over", None, winners=income.winners(st))
                return
            st.round += 1
            if st.round == 6:  # shortened: Maintenance and Income only (§12)
                for p in st.players:
                    p.column = 0
                    p.bid = 0
                    p.won = 0  # no auction: no land is won this round
                st.lands = []
                st.techs = []
                if st.catastrophe is not None:
                    st.cat_seen.append(st.catastrophe)
                    st.catastrophe = None
                st.phase = "maintenance"
                st.order = seat_order(st)
                if not st.silent:
                    emit(st, ev, "round", None, round=6, lands=[], techs=[], catastrophe=None)
            else:
                prepare(st, ev)
            continue
        return


def _auto(st: TCState, ev: list[Event]) -> bool:
    """Resolve the top decision when it is forced; True if something was done. The uses
    step never ends by itself: it waits for the seat's Done (a seat with nothing to decide
    in its Maintenance gets no uses step, :func:`maintenance.begin`)."""
    d = st.stack.items[-1]
    kind = d.kind
    if kind == auction.CHOOSE_TECH or kind == income.RECYCLE:
        return False
    p = st.players[d.seat]
    if kind == maintenance.GARBAGE:
        targets = maintenance.garbage_targets(p)
        if len(targets) == 1:
            p.tiles[targets[0]].garbage += p.pending_garbage
            if not st.silent:
                emit(st, ev, "garbage", d.seat, land=targets[0], count=p.pending_garbage)
            p.pending_garbage = 0
            st.stack.pop()
            return True
        return False
    if kind == maintenance.CITIZENS:
        spots = maintenance.citizen_spots(p)
        if len(spots) == 1:  # one new land with one empty city: nothing to choose
            land, city = spots[0]
            maintenance.place_citizen(st, d.seat, land, city, ev)
            return True
        return False
    return False
