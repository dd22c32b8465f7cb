"""Questions the 20th Century table asks the engine (no pygame): what the decision on top
is, what each kind of action may target, what a placement or a withdrawal would change.

Every answer comes from the existing rules code, run on a silenced copy where it needs to
try something; nothing here states a rule of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..data import ONE_SHOT, REUSABLE, ROUND_ERA
from . import actions as act
from . import auction, income, maintenance, prevention
from . import network as net
from .engine import TwentiethCenturyRules
from .state import TCState

RULES = TwentiethCenturyRules()

OPEN, BUY, BID, TECH, PREVENT, RECYCLE = "open", "buy", "bid", "tech", "prevent", "recycle"
GARBAGE, ATTACH, CITIZENS, USES = (maintenance.GARBAGE, maintenance.ATTACH,
                                   maintenance.CITIZENS, maintenance.USES)


UseKey = tuple[str, int] | None
"""(technology, part index) of a paid use; None for the others."""
Mode = tuple[str, UseKey]
"""A technology use on offer: one button of the ``uses`` step (its action type's name, or
"Bridge" for single bridges and pairs alike)."""


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


REGION_STEPS = frozenset((GARBAGE, ATTACH, CITIZENS, USES, RECYCLE))
"""Decisions taken on the deciding seat's own region (its tiles, cities, anchors)."""


def region_seat(st: TCState) -> int | None:
    """The seat whose region the decision on top works on (None: the decision is on the
    board, or nobody decides)."""
    s = step(st)
    return s.seat if s.kind in REGION_STEPS and s.seat >= 0 else None


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


def bid_base(st: TCState) -> int | None:
    """What a bid's quick amounts (+2, +5) add to: the high bid while a land is under the
    hammer, the minimum price before the opening bid; None outside the land auction."""
    if st.phase != "auction" or st.stack.top is not None:
        return None
    return st.high_bid if st.lot is not None else st.min_price


def buy_price(st: TCState) -> int:
    """What a lone leader pays for a land of the display (§7.2: the round's minimum price)."""
    return st.min_price


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


def prevention_base(st: TCState, column: int) -> int | None:
    """What a prevention bid's quick amounts add to in ``column``: the highest figure there
    (0 in an empty column); None outside the prevention auction."""
    if st.phase != "prevention" or st.prev_turn < 0:
        return None
    return max(0, prevention.top(st, column, st.prev_turn))


def catastrophe_column(st: TCState, column: int) -> tuple[int, int]:
    """(garbage cubes, pollution steps to the left) a figure ending in ``column`` takes
    from the round's catastrophe (§8.3); (0, 0) when no catastrophe is out."""
    if st.catastrophe is None:
        return 0, 0
    g, left = st.data.catastrophes[st.catastrophe].columns[column - 1]
    return g, left


def subsidy(st: TCState) -> int:
    """What a seat that won no land this round receives when it withdraws (§7.5)."""
    return auction.subsidy(st)


def next_tech_price(st: TCState) -> int | None:
    """What the first technology costs in the next round that has a land auction: its era's
    price track at the marker's start space (the preparation puts the marker there); None
    when no land auction is left (from round 5)."""
    nxt = st.round + 1
    if nxt > 5:
        return None
    track = st.data.price_track[ROUND_ERA[nxt]]
    return track[st.data.marker_start[st.n]]


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


def use_modes(st: TCState) -> list[Mode]:
    """The technology uses on offer now, one entry per button: (mode, key), ``key`` being
    (tech, part) for the paid parts and None for the others; in a fixed order."""
    if step(st).kind != USES:
        return []
    out: list[Mode] = []
    seen: set[Mode] = set()
    order = {t: i for i, t in enumerate((act.Populate, act.Bridge, act.BridgePair, act.SortWaste,
                                         act.Locomotive, act.Transport, act.Recycle,
                                         act.EcoInvest, act.QolInvest))}
    acts = sorted((a for a in legal(st) if type(a) in order), key=lambda a: order[type(a)])
    for a in acts:
        t = type(a)
        if t in (act.Recycle, act.EcoInvest, act.QolInvest):
            entry: Mode = (t.__name__, (a.tech, a.part))
        elif t is act.BridgePair:
            entry = ("Bridge", None)
        else:
            entry = (t.__name__, None)
        if entry not in seen:
            seen.add(entry)
            out.append(entry)
    return out


def mode_actions(st: TCState, mode: str, key: UseKey) -> list[Any]:
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


# --- what a move changes (the Hint's reasons) -----------------------------------------------

def after(st: TCState, action: Any) -> TCState | None:
    """The state after ``action`` (on a silenced copy, the automatic steps after it
    included); None if it is illegal."""
    if explain(st, action) is not None:
        return None
    probe = st.clone()
    probe.silent = True
    RULES.apply(probe, action)
    return probe


def next_land_garbage(st: TCState, seat: int) -> int:
    """Garbage cubes the next land the seat wins this round comes with (§7.4: k for its
    k-th land of the round)."""
    return st.players[seat].won + 1


def land_points(st: TCState, seat: int) -> int:
    """What the seat's lands would score at the final scoring now (§11.3 step 1: a clean
    land its pollution section's value, one cube 0, n cubes -5 (n - 1))."""
    return income.land_points(st, st.players[seat])


def working_plants(st: TCState, seat: int) -> int:
    """Active recycling plants (in a city with a citizen) of the seat's region."""
    return len(net.plants(st.players[seat]))


def plant_reach(st: TCState, seat: int) -> frozenset[str]:
    """Lands some working recycling plant of the seat may clean in Income (§14.6)."""
    p = st.players[seat]
    return frozenset(t for plant in net.plants(p) for t in net.eligible(p, *plant))


def rail_links(st: TCState, seat: int) -> int:
    """Rail connections across the edges of the seat's tiles (§14.4)."""
    return net.rail_links(st.players[seat])


# --- what a seat shows ------------------------------------------------------------------------

def holdings_visible(st: TCState, seat: int, viewer: int | None) -> bool:
    """Money and science in hand are shown to their owner only, or to all with the
    ``open_holdings`` option (A-30: a display setting, nothing is hidden from the rules)."""
    return bool(st.options.get("open_holdings", False)) or seat == viewer


def region_box(st: TCState, seat: int) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1), inclusive: the cells a view of the seat's region must show. The
    placed tiles' box and, while new tiles wait, the ring around it where they may go (a
    tile attaches touching a placed one, §9 step 2)."""
    p = st.players[seat]
    if not p.cells:
        return (0, 0, 0, 0)
    xs = [c[0] for c in p.cells]
    ys = [c[1] for c in p.cells]
    ring = 1 if p.pending else 0
    return (min(xs) - ring, min(ys) - ring, max(xs) + ring, max(ys) + ring)


def tech_kind(st: TCState, tech: str) -> str:
    """"institution" (a tile), "reusable" (a part used every Maintenance) or "one_shot"."""
    d = st.data.techs[tech]
    if d.tile is not None:
        return "institution"
    return "reusable" if any(p.kind in REUSABLE for p in d.parts) else "one_shot"


USE_ONCE = tuple(k for k in ONE_SHOT if k != "park")
"""One-shot parts used in a Maintenance (a park acts when bought)."""


def tech_spent(st: TCState, seat: int, index: int) -> bool:
    """The seat's ``index``-th technology has nothing left to give: every part of a
    one-shot technology used (institutions and reusable parts never are)."""
    p = st.players[seat]
    d = st.data.techs[p.techs[index]]
    return (d.tile is None and all(p.used[index])
            and any(part.kind in USE_ONCE for part in d.parts))


def pollution_points(st: TCState, seat: int) -> tuple[int, int]:
    """What the seat's pollution marker is worth now: (its points at the final scoring,
    the points of each clean land) (§11.2)."""
    v = st.players[seat].pollution
    return st.data.pollution_value[v], st.data.clean_value[v]


def start_player(st: TCState) -> tuple[int, str] | None:
    """The start player and when they lead: "this" round's land auction (the auction and
    the prevention auction), "next" (after the prevention auction column 1's owner leads
    Maintenance, Income and the next round, §8.3), "last" (round 6's Maintenance and
    Income); None once the game is over."""
    if st.final:
        return None
    if st.round == 6:
        return st.start, "last"
    return st.start, "this" if st.phase in ("auction", "prevention") else "next"


def lands_won(st: TCState, seat: int) -> int:
    """Lands the seat won this round (its next one brings one more garbage cube; none won
    when it withdraws pays the subsidy); 0 in round 6, which has no auction (§12)."""
    return st.players[seat].won


def standings(st: TCState) -> list[int]:
    """The seats best first: higher QoL, then fewer garbage cubes (§11.4); seats still
    tied in seat order."""
    return sorted(range(st.n), key=lambda i: (-st.players[i].qol, st.players[i].garbage()))


# --- what a click on the region does ----------------------------------------------------------

@dataclass(frozen=True)
class Target:
    """A thing clicked on the region or beside it: a ``land`` or a waiting ``tray`` tile
    (``tile``), a ``city`` or a bridge ``anchor`` of a placed land (``tile``, ``node``), an
    empty ``cell`` (``x``, ``y``)."""

    kind: str
    tile: str = ""
    node: str = ""
    x: int = 0
    y: int = 0


FIRST = "first"
"""A target's value when it is the first click of a two-click use."""
MODE_TARGETS = {"Populate": "city", "SortWaste": "land", "Recycle": "land",
                "Transport": "lands", "Locomotive": "cities", "Bridge": "anchors",
                "EcoInvest": "", "QolInvest": ""}
"""What each technology use clicks on the region after its button: one city or land, two
of them (from, to), two bridge anchors, or nothing (the button plays it)."""
PAID_MODES = ("Recycle", "EcoInvest", "QolInvest")
"""Uses with a cost: one button per (technology, part)."""


def mode_of(action: Any) -> Mode:
    """The use button (mode, key) an action of the ``uses`` step is played from."""
    t = type(action)
    mode = "Bridge" if t is act.BridgePair else t.__name__
    return mode, ((action.tech, action.part) if mode in PAID_MODES else None)


def region_targets(st: TCState, mode: Mode | None, first: tuple[str, str] | None,
                   held: str | None, rot: int, previewing: bool) -> dict[Target, Any]:
    """What may be clicked on the deciding seat's region and tray now, each with the
    action its click plays (or :data:`FIRST`: the first click of a two-click use), given
    the use ``mode`` picked, its ``first`` click (tile, node or ""), the new tile ``held``
    turned ``rot``, and whether it is put down already (``previewing``). A bridge's second
    anchor maps to the bridge the two anchors name, legal or not (``explain`` says why)."""
    s = step(st)
    out: dict[Target, Any] = {}
    if s.kind not in REGION_STEPS or s.seat < 0:
        return out
    seat = s.seat
    p = st.players[seat]
    if s.kind == GARBAGE:
        for land in garbage_targets(st, seat):
            out[Target("tray" if land in p.pending else "land", land)] = act.PlaceGarbage(land)
    elif s.kind == ATTACH:
        for tid in p.pending:
            out[Target("tray", tid)] = FIRST
        if held is not None and not previewing:
            for a in legal(st):
                if a.tile == held and a.rot == rot:
                    out[Target("cell", x=a.x, y=a.y)] = a
    elif s.kind == CITIZENS:
        for a in legal(st):
            out[Target("city", a.land, a.city)] = a
    elif s.kind == RECYCLE:
        for a in legal(st):
            if type(a) is act.Clean:
                out[Target("land", a.land)] = a
    elif mode is not None:
        what = MODE_TARGETS.get(mode[0], "")
        acts = mode_actions(st, mode[0], mode[1])
        if what == "city":
            for a in acts:
                out[Target("city", a.land, a.city)] = a
        elif what == "land":
            for a in acts:
                out[Target("land", a.land)] = a
        elif what == "lands":
            for a in acts:
                if first is None:
                    out[Target("land", a.land)] = FIRST
                elif a.land == first[0]:
                    out[Target("land", a.to_land)] = a
        elif what == "cities":
            for a in acts:
                if first is None:
                    out[Target("city", a.land, a.city)] = FIRST
                elif (a.land, a.city) == first:
                    out[Target("city", a.to_land, a.to_city)] = a
        elif what == "anchors":
            for tid in p.order:
                if not p.tiles[tid].d.is_land:
                    continue
                for name, _ in anchors(st, seat, tid):
                    if first is None:
                        out[Target("anchor", tid, name)] = FIRST
                    elif first != (tid, name):
                        out[Target("anchor", tid, name)] = bridge_action(st, seat, first,
                                                                         (tid, name))
    return out


def bridge_starts(st: TCState) -> frozenset[Target]:
    """Anchors at which some legal bridge (or pair of bridges) starts or ends."""
    out: set[Target] = set()
    for a in legal(st):
        if type(a) is act.Bridge:
            out.add(Target("anchor", a.land, a.a))
            out.add(Target("anchor", a.land, a.b))
        elif type(a) is act.BridgePair:
            out.add(Target("anchor", a.land, a.a))
            out.add(Target("anchor", a.land_b, a.b))
    return frozenset(out)


def lit_targets(st: TCState, targets: dict[Target, Any]) -> frozenset[Target]:
    """Of ``targets`` (:func:`region_targets`), those whose click is legal or a sensible
    first click: every target but a bridge anchor that starts no legal bridge, or whose
    second click names an illegal one."""
    anchors_ = [tg for tg in targets if tg.kind == "anchor"]
    if not anchors_:
        return frozenset(targets)
    starts = bridge_starts(st)
    ok = set(legal(st))
    return frozenset(tg for tg, a in targets.items() if tg.kind != "anchor"
                     or (tg in starts if a == FIRST else a is not None and a in ok))


def action_targets(st: TCState, seat: int, action: Any) -> list[Target] | None:
    """The region targets clicked, in order, to play ``action`` of a region step (after
    its use button, if any); None for an action not played on the region."""
    t = type(action)
    if t in (act.Populate, act.PlaceCitizen):
        return [Target("city", action.land, action.city)]
    if t in (act.SortWaste, act.Recycle, act.Clean):
        return [Target("land", action.land)]
    if t is act.Transport:
        return [Target("land", action.land), Target("land", action.to_land)]
    if t is act.Locomotive:
        return [Target("city", action.land, action.city),
                Target("city", action.to_land, action.to_city)]
    if t is act.Bridge:
        return [Target("anchor", action.land, action.a), Target("anchor", action.land, action.b)]
    if t is act.BridgePair:
        return [Target("anchor", action.land, action.a),
                Target("anchor", action.land_b, action.b)]
    if t is act.PlaceGarbage:
        p = st.players[seat]
        return [Target("tray" if action.land in p.pending else "land", action.land)]
    if t is act.Attach:
        return [Target("cell", x=action.x, y=action.y)]
    return None


# --- the rules reference -----------------------------------------------------------------------

HELP_TOPICS = {OPEN: "auction", BUY: "auction", BID: "auction", TECH: "withdraw",
               PREVENT: "prevention", GARBAGE: "maintenance", ATTACH: "maintenance",
               CITIZENS: "maintenance", USES: "uses", RECYCLE: "income", "over": "final",
               "auction": "auction", "prevention": "prevention",
               "maintenance": "maintenance", "income": "income"}
"""The rules reference's section for each decision (and, with none on top, each phase)."""


def help_topic(st: TCState) -> str:
    """The section of the rules reference for this moment (F1): the pending decision's, the
    final scoring once the game is over, else the round."""
    return HELP_TOPICS.get(step(st).kind, "round")
