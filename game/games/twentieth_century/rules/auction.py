"""Phase 2: the land auction, withdrawal, subsidy and technology purchase (spec §7)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event
from game.engine.rng import Rng

from .actions import ILLEGAL, Buy, NoTech, Open, Pass, Raise, TakeTech, Withdraw
from .events import emit
from .state import TCState, Tile, move_pollution, step

CHOOSE_TECH = "choose_technology"


def alone(st: TCState) -> bool:
    """Every other player has withdrawn (the leader buys at the minimum price, §7.2)."""
    return len(st.withdrawn) == st.n - 1


def can_open(st: TCState) -> bool:
    return bool(st.lands) and st.players[st.leader].money >= st.min_price


def next_bidder(st: TCState, after: int) -> int:
    """The next seat clockwise that may still bid on the lot, or -1 (§7.3)."""
    n = st.n
    for i in range(1, n):
        q = (after + i) % n
        if q not in st.withdrawn and q not in st.passed and q != st.high_bidder:
            return q
    return -1


def legal(st: TCState) -> list[Any]:
    if st.lot is None:
        out: list[Any] = []
        if can_open(st):
            if alone(st):
                out = [Buy(land) for land in st.lands]
            else:
                money = st.players[st.leader].money
                lo = st.min_price
                out = [Open(land, b) for land in st.lands for b in range(lo, money + 1)]
        out.append(Withdraw())
        return out
    money = st.players[st.bidder].money
    out = [Raise(b) for b in range(st.high_bid + 1, money + 1)]
    out.append(Pass())
    out.append(Withdraw())
    return out


def sample(st: TCState, rng: Rng) -> Any:
    """A random legal auction action without listing every bid."""
    if st.lot is None:
        if not can_open(st) or rng.randbelow(6) == 0:
            return Withdraw()
        land = rng.choice(st.lands)
        if alone(st):
            return Buy(land)
        money = st.players[st.leader].money
        lo = st.min_price
        # Often modest bids (random play stays plausible), otherwise any legal bid, so
        # every legal action can be sampled.
        span = money - lo + 1 if rng.randbelow(4) == 0 else min(money - lo, 4) + 1
        return Open(land, lo + rng.randbelow(span))
    money = st.players[st.bidder].money
    r = rng.randbelow(8)
    if r == 0:
        return Withdraw()
    if r < 4 or money <= st.high_bid:
        return Pass()
    span = money - st.high_bid if rng.randbelow(2) == 0 else min(money - st.high_bid, 3)
    return Raise(st.high_bid + 1 + rng.randbelow(span))


def explain(st: TCState, action: Any) -> str | None:
    t = type(action)
    if st.lot is None:
        if t is Withdraw:
            return None
        if t not in (Open, Buy):
            return ILLEGAL + "open_or_withdraw"
        if not can_open(st):
            return ILLEGAL + "must_withdraw"
        if action.land not in st.lands:
            return ILLEGAL + "land_not_displayed"
        if alone(st):
            return None if t is Buy else ILLEGAL + "lone_buys"
        if t is Buy:
            return ILLEGAL + "buy_only_alone"
        if not st.min_price <= action.bid <= st.players[st.leader].money:
            return ILLEGAL + "opening_bid"
        return None
    if t in (Pass, Withdraw):
        return None
    if t is not Raise:
        return ILLEGAL + "raise_pass_withdraw"
    if not st.high_bid < action.bid <= st.players[st.bidder].money:
        return ILLEGAL + "raise_range"
    return None


def apply(st: TCState, action: Any, ev: list[Event]) -> None:
    t = type(action)
    if t is Open:
        p = st.leader
        st.lot = action.land
        st.high_bid = action.bid
        st.high_bidder = p
        st.passed = []
        if not st.silent:
            emit(st, ev, "open", p, land=action.land, bid=action.bid)
        _next_turn(st, p, ev)
    elif t is Buy:
        if not st.silent:
            emit(st, ev, "buy", st.leader, land=action.land, price=st.min_price)
        win(st, st.leader, action.land, st.min_price, ev)
    elif t is Raise:
        p = st.bidder
        st.high_bid = action.bid
        st.high_bidder = p
        if not st.silent:
            emit(st, ev, "raise", p, bid=action.bid)
        _next_turn(st, p, ev)
    elif t is Pass:
        p = st.bidder
        st.passed.append(p)
        if not st.silent:
            emit(st, ev, "pass", p)
        _next_turn(st, p, ev)
    else:
        withdraw(st, st.leader if st.lot is None else st.bidder, ev)


def _next_turn(st: TCState, after: int, ev: list[Event]) -> None:
    q = next_bidder(st, after)
    if q < 0:
        win(st, st.high_bidder, st.lot or "", st.high_bid, ev)
    else:
        st.bidder = q


def win(st: TCState, w: int, land: str, price: int, ev: list[Event]) -> None:
    """§7.4: pay, take the land with k garbage and a citizen, move the marker, lead."""
    p = st.players[w]
    p.money -= price
    st.lands.remove(land)
    tile = Tile(st.data.tiles[land])
    p.won += 1
    tile.garbage = p.won
    p.tiles[land] = tile
    p.pending.append(land)
    p.new_citizens.append(land)
    st.marker = min(st.marker + 1, len(st.data.price_track[st.era]) - 1)
    st.lot = None
    st.high_bid = 0
    st.high_bidder = -1
    st.passed = []
    st.bidder = -1
    st.leader = w
    if not st.silent:
        emit(st, ev, "win", w, land=land, price=price, garbage=tile.garbage)


def subsidy(st: TCState) -> int:
    """§7.5 step 2: what a seat that won no land this round receives when it withdraws."""
    return st.min_price + 2


def withdraw(st: TCState, seat: int, ev: list[Event]) -> None:
    """§7.5 steps 1-2, then the technology choice (a pushed decision) or the continuation."""
    p = st.players[seat]
    st.withdrawn.append(seat)
    st.last_out = seat
    paid = subsidy(st) if p.won == 0 else 0
    p.money += paid
    if not st.silent:
        emit(st, ev, "withdraw", seat, subsidy=paid)
    price = st.tech_price
    if st.techs and p.science >= price:
        st.stack.items.append(step(CHOOSE_TECH, seat))
    else:
        after_withdrawal(st, seat, ev)


def tech_legal(st: TCState) -> list[Any]:
    seat = st.stack.items[-1].seat
    price = st.tech_price
    out: list[Any] = []
    if st.players[seat].science >= price:
        out = [TakeTech(t) for t in st.techs]
    out.append(NoTech())
    return out


def tech_sample(st: TCState, rng: Rng) -> Any:
    """``rng.choice(tech_legal(st))`` without building the list."""
    seat = st.stack.items[-1].seat
    techs = st.techs if st.players[seat].science >= st.tech_price else []
    i = rng.randbelow(len(techs) + 1)
    return TakeTech(techs[i]) if i < len(techs) else NoTech()


def tech_explain(st: TCState, action: Any) -> str | None:
    if type(action) is NoTech:
        return None
    if type(action) is not TakeTech:
        return ILLEGAL + "choose_tech"
    if action.tech not in st.techs:
        return ILLEGAL + "tech_not_displayed"
    if st.players[st.stack.items[-1].seat].science < st.tech_price:
        return ILLEGAL + "no_science"
    return None


def tech_apply(st: TCState, action: Any, ev: list[Event]) -> None:
    seat = st.stack.pop().seat
    if type(action) is TakeTech:
        buy_tech(st, seat, action.tech, ev)
    else:
        if not st.silent:
            emit(st, ev, "no_tech", seat)
    after_withdrawal(st, seat, ev)


def buy_tech(st: TCState, seat: int, tech: str, ev: list[Event]) -> None:
    """Pay the current price and apply the immediate eco effects (§7.6)."""
    p = st.players[seat]
    price = st.tech_price
    p.science -= price
    st.techs.remove(tech)
    td = st.data.techs[tech]
    p.techs.append(tech)
    p.used.append([False] * len(td.parts))
    if td.tile is not None:
        p.tiles[tech] = Tile(td.tile)
        p.pending.append(tech)
    p.pending_garbage += td.garbage
    move_pollution(p, td.pollution_right - td.pollution_left)
    if not st.silent:
        emit(st, ev, "tech", seat, tech=tech, price=price, garbage=td.garbage,
             pollution=td.pollution_right - td.pollution_left)


def after_withdrawal(st: TCState, seat: int, ev: list[Event]) -> None:
    """§7.5 step 5: a new leader, or the bidding goes on (and may end at once)."""
    if len(st.withdrawn) == st.n:
        return  # the phase is over; the flow starts the prevention auction
    if st.lot is None:
        st.leader = next_active(st, seat)
    else:
        _next_turn(st, seat, ev)


def next_active(st: TCState, after: int) -> int:
    for i in range(1, st.n + 1):
        q = (after + i) % st.n
        if q not in st.withdrawn:
            return q
    return -1
