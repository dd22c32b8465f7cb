"""Questions the 20th Century table asks the engine (no pygame): what the decision on top
is, what each kind of action may target, what a placement or a withdrawal would change.

Every answer comes from the existing rules code, run on a silenced copy where it needs to
try something; nothing here states a rule of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import actions as act
from . import auction, income, maintenance, prevention
from . import network as net
from .engine import TwentiethCenturyRules
from .state import TCState

RULES = TwentiethCenturyRules()

OPEN, BUY, BID, TECH, PREVENT, RECYCLE = "open", "buy", "bid", "tech", "prevent", "recycle"
GARBAGE, ATTACH, CITIZENS, USES = (maintenance.GARBAGE, maintenance.ATTACH,
                                   maintenance.CITIZENS, maintenance.USES)


@dataclass(frozen=True)
class Step:
    """The decision on top: its ``kind`` (one of the constants above, "over" at the end)
    and the ``seat`` that makes it (-1 when nobody does)."""

    kind: str
    seat: int


def step(st: TCState) -> Step:
    if st.final:
        return Step("over", -1)
    top = st.stack.top
    if top is not None:
        if top.kind == auction.CHOOSE_TECH:
            return Step(TECH, top.seat)
        if top.kind == income.RECYCLE:
            return Step(RECYCLE, top.seat)
        return Step(top.kind, top.seat)
    if st.phase == "auction":
        if st.lot is None:
            return Step(BUY if auction.alone(st) else OPEN, st.leader)
        return Step(BID, st.bidder)
    if st.phase == "prevention":
        return Step(PREVENT, st.prev_turn)
    return Step(st.phase, -1)


def legal(st: TCState) -> list[Any]:
    return RULES.legal_actions(st)


def explain(st: TCState, action: Any) -> str | None:
    """The engine's reason ``action`` is refused now (None: it is legal)."""
    return RULES.explain_illegal(st, action)


# --- the auction ------------------------------------------------------------------------------

def bid_range(st: TCState) -> tuple[int, int] | None:
    """(lowest, highest) bid the seat on turn may make now: an opening bid with no lot, a
    raise with one; None when it cannot bid at all."""
    if st.phase != "auction" or st.stack.top is not None:
        return None
    bids = [a.bid for a in auction.legal(st) if type(a) in (act.Open, act.Raise)]
    return (min(bids), max(bids)) if bids else None


@dataclass(frozen=True)
class Withdrawal:
    subsidy: int
    """Money the withdrawal pays (§7.5)."""
    price: int
    """The technology price then."""
    can_buy: bool
    """A technology choice follows (one is on display and affordable)."""


def withdrawal(st: TCState) -> Withdrawal | None:
    """What withdrawing now would give the seat on turn (the rules run on a copy)."""
    if st.phase != "auction" or st.stack.top is not None:
        return None
    seat = st.leader if st.lot is None else st.bidder
    probe = st.clone()
    probe.silent = True
    before = probe.players[seat].money
    price = probe.tech_price
    auction.withdraw(probe, seat, [])
    top = probe.stack.top
    return Withdrawal(probe.players[seat].money - before, price,
                      top is not None and top.kind == auction.CHOOSE_TECH and top.seat == seat)


# --- catastrophe prevention ------------------------------------------------------------------

def prevention_columns(st: TCState) -> tuple[int, ...]:
    """Columns in use at this table size."""
    return prevention.columns(st)


def prevention_range(st: TCState, column: int) -> tuple[int, int] | None:
    """(lowest, highest) legal bid in ``column`` for the seat on turn; None if none."""
    if st.phase != "prevention" or st.prev_turn < 0:
        return None
    bids = [a.bid for a in prevention.legal(st) if a.column == column]
    return (min(bids), max(bids)) if bids else None


# --- Maintenance ------------------------------------------------------------------------------

def production(st: TCState, seat: int) -> tuple[int, int, int]:
    """Money, science and QoL income of the seat's region (§14.7)."""
    return net.production(st.players[seat])


def attach_change(st: TCState, action: act.Attach) -> tuple[int, int, int] | None:
    """How the seat's income would change if ``action`` were played, with the automatic
    steps that follow it (a lone city takes its citizen at once); None if illegal."""
    if step(st).kind != ATTACH:
        return None
    return income_change(st, st.stack.items[-1].seat, action)


def income_change(st: TCState, seat: int, action: Any) -> tuple[int, int, int] | None:
    """How ``seat``'s money, science and QoL income would change if ``action`` were played
    now (on a silenced copy, the automatic steps after it included); None if illegal."""
    if explain(st, action) is not None:
        return None
    probe = st.clone()
    probe.silent = True
    before = net.production(probe.players[seat])
    RULES.apply(probe, action)
    after = net.production(probe.players[seat])
    return after[0] - before[0], after[1] - before[1], after[2] - before[2]


def garbage_targets(st: TCState, seat: int) -> list[str]:
    return maintenance.garbage_targets(st.players[seat])


def eligible(st: TCState, seat: int, land: str, city: str) -> list[str]:
    """Lands an active recycling plant may clean (§14.6)."""
    return net.eligible(st.players[seat], land, city)


def current_plant(st: TCState) -> tuple[str, str] | None:
    """(land, city) of the recycling plant whose choice is on top."""
    if step(st).kind != RECYCLE:
        return None
    _, plant, _ = income.current_plant(st)
    return plant


def anchors(st: TCState, seat: int, land: str) -> list[tuple[str, int]]:
    """Bridge anchors of a placed land: (placed name, canonical node index) (§14.8)."""
    tile = st.players[seat].tiles[land]
    out = []
    for i, nd in enumerate(tile.d.nodes):
        if nd.type != "building":
            out.append((net.anchor_name(tile, i), i))
    return out


def bridge_action(st: TCState, seat: int, first: tuple[str, str],
                  second: tuple[str, str]) -> Any:
    """The bridge action two clicked anchors (land, anchor) name: a single bridge on one
    land, a pair on two edge-adjacent lands (the west or north one first, as the action
    wants), else None."""
    (la, a), (lb, b) = first, second
    if la == lb:
        lo, hi = sorted((a, b))
        return act.Bridge(la, lo, hi)
    p = st.players[seat]
    ta, tb = p.tiles.get(la), p.tiles.get(lb)
    if ta is None or tb is None or ta.x is None or tb.x is None or ta.y is None or tb.y is None:
        return None
    if (tb.x - ta.x, tb.y - ta.y) in ((-1, 0), (0, -1)):
        (la, a), (lb, b) = (lb, b), (la, a)
        ta, tb = tb, ta
    assert ta.x is not None and tb.x is not None and ta.y is not None and tb.y is not None
    if (tb.x - ta.x, tb.y - ta.y) not in ((1, 0), (0, 1)):
        return None
    return act.BridgePair(la, a, lb, b)


def use_modes(st: TCState) -> list[tuple[str, Any]]:
    """The technology uses on offer now, one entry per button: (mode, key), ``key`` being
    (tech, part) for the paid parts and None for the others; in a fixed order."""
    if step(st).kind != USES:
        return []
    out: list[tuple[str, Any]] = []
    seen: set[tuple[str, Any]] = set()
    order = {t: i for i, t in enumerate((act.Populate, act.Bridge, act.BridgePair, act.SortWaste,
                                         act.Locomotive, act.Transport, act.Recycle,
                                         act.EcoInvest, act.QolInvest))}
    acts = sorted((a for a in legal(st) if type(a) in order), key=lambda a: order[type(a)])
    for a in acts:
        t = type(a)
        if t in (act.Recycle, act.EcoInvest, act.QolInvest):
            entry: tuple[str, Any] = (t.__name__, (a.tech, a.part))
        elif t is act.BridgePair:
            entry = ("Bridge", None)
        else:
            entry = (t.__name__, None)
        if entry not in seen:
            seen.add(entry)
            out.append(entry)
    return out


def mode_actions(st: TCState, mode: str, key: Any) -> list[Any]:
    """The legal actions behind one use button."""
    out = []
    for a in legal(st):
        t = type(a)
        name = "Bridge" if t is act.BridgePair else t.__name__
        if name != mode:
            continue
        if key is not None and (getattr(a, "tech", None), getattr(a, "part", None)) != key:
            continue
        out.append(a)
    return out
