"""The documented JSON position of a 20th Century game (docs/positions/twentieth_century.md).

Reading a position checks every field and the consistency between them; anything wrong
raises a PositionError naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.decisions import DecisionStack
from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import DEFAULT, ERAS, SCORING_CARDS, GameData, load
from . import income, prevention
from . import network as net
from .auction import CHOOSE_TECH
from .income import RECYCLE
from .maintenance import ATTACH, CITIZENS, GARBAGE, USES
from .setup import FIRST_PLAYER, OPTION_DEFAULTS
from .state import POINT_KEYS, Player, TCState, Tile

FORMAT = 1
PHASES = ("auction", "prevention", "maintenance", "income", "over")


def _tile_json(t: Tile) -> dict[str, Any]:
    out: dict[str, Any] = {"tile": t.d.id}
    if t.placed:
        out.update(x=t.x, y=t.y, rot=t.rot)
    if t.d.is_land:
        out["citizens"] = [t.d.nodes[c].id for k, c in enumerate(t.d.cities) if t.cit[k]]
        out["garbage"] = t.garbage
        out["bridges"] = [sorted((net.anchor_name(t, a), net.anchor_name(t, b)))
                          for a, b in t.bridges]
    return out


def to_position(st: TCState) -> dict[str, Any]:
    players = []
    for p in st.players:
        players.append({
            "money": p.money, "science": p.science, "qol": p.qol, "pollution": p.pollution,
            "points": dict(p.points),
            "region": [_tile_json(p.tiles[t]) for t in p.order],
            "waiting": [_tile_json(p.tiles[t]) for t in p.pending],
            "new_citizens": list(p.new_citizens),
            "pending_garbage": p.pending_garbage,
            "technologies": [{"tech": t, "used": list(u)} for t, u in zip(p.techs, p.used,
                                                                           strict=True)],
            "lands_won": p.won,
            "figure": {"column": p.column, "bid": p.bid} if p.column else None,
        })
    out: dict[str, Any] = {
        "format": FORMAT,
        "game": "twentieth_century",
        "players": st.n,
        "options": dict(st.options),
        "round": st.round,
        "phase": st.phase,
        "start_player": st.start,
        "scoring_cards": list(st.cards),
        "stacks": {"lands": {e: list(st.land_stacks[e]) for e in ERAS},
                   "technologies": {e: list(st.tech_stacks[e]) for e in ERAS},
                   "catastrophes": list(st.cat_stack)},
        "catastrophes_seen": list(st.cat_seen),
        "catastrophe": st.catastrophe,
        "display": {"lands": list(st.lands), "technologies": list(st.techs)},
        "marker": st.marker + 1,
        "auction": {
            "leader": st.leader, "withdrawn": list(st.withdrawn),
            "lot": None if st.lot is None else {
                "land": st.lot, "high_bid": st.high_bid, "high_bidder": st.high_bidder,
                "passed": list(st.passed), "turn": st.bidder}},
        "prevention": {"turn": st.prev_turn if st.prev_turn >= 0 else None,
                       "first_lap": st.prev_first},
        "order": list(st.order),
        "decisions": st.stack.to_json(),
        "seats": players,
        "turn": st.turn,
        "rng": st.rng.to_json(),
    }
    if st.data.custom is not None:
        out["definitions"] = st.data.custom
    return out


def _fail(field: str, msg: str) -> PositionError:
    return PositionError(f"twentieth_century position: {field}: {msg}")


def _int(v: Any, field: str, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise _fail(field, "must be a whole number")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise _fail(field, f"{v} is out of range")
    return v


def _bool(v: Any, field: str) -> bool:
    if not isinstance(v, bool):
        raise _fail(field, "must be true or false")
    return v


def _obj(v: Any, field: str) -> Mapping[str, Any]:
    if not isinstance(v, dict):
        raise _fail(field, "must be an object")
    return v


def _list(v: Any, field: str) -> list[Any]:
    if not isinstance(v, list):
        raise _fail(field, "must be a list")
    return v


def _ids(v: Any, field: str, allowed: Mapping[str, Any] | set[str]) -> list[str]:
    out = []
    for k, x in enumerate(_list(v, field)):
        if not isinstance(x, str) or x not in allowed:
            raise _fail(f"{field}[{k}]", f"unknown id {x!r}")
        out.append(x)
    if len(set(out)) != len(out):
        raise _fail(field, "lists an id twice")
    return out


def _seat(v: Any, field: str, n: int) -> int:
    return _int(v, field, 0, n - 1)


def _seats(v: Any, field: str, n: int) -> list[int]:
    out = [_seat(x, f"{field}[{k}]", n) for k, x in enumerate(_list(v, field))]
    if len(set(out)) != len(out):
        raise _fail(field, "lists a seat twice")
    return out


class _Used:
    """Every tile id seen so far: a tile exists at most once in a game."""

    def __init__(self) -> None:
        self.ids: set[str] = set()

    def take(self, ids: list[str], field: str) -> None:
        for t in ids:
            if t in self.ids:
                raise _fail(field, f"{t} appears twice in the position")
            self.ids.add(t)


def _tile(raw: Any, field: str, data: GameData, placed: bool) -> Tile:
    r = _obj(raw, field)
    allowed = {"tile", "citizens", "garbage", "bridges"} | ({"x", "y", "rot"} if placed else set())
    if set(r) - allowed:
        raise _fail(field, f"unexpected fields {sorted(set(r) - allowed)}")
    tid = r.get("tile")
    if not isinstance(tid, str) or tid not in data.tiles:
        raise _fail(f"{field}.tile", f"unknown tile {tid!r}")
    t = Tile(data.tiles[tid])
    if placed:
        t.x = _int(r.get("x"), f"{field}.x", -99, 99)
        t.y = _int(r.get("y"), f"{field}.y", -99, 99)
        t.rot = _int(r.get("rot", 0), f"{field}.rot", 0, 3)
    if not t.d.is_land:
        if any(k in r for k in ("citizens", "garbage", "bridges")):
            raise _fail(field, "an institution holds no citizens, garbage or bridges")
        return t
    names = [t.d.nodes[c].id for c in t.d.cities]
    for k, c in enumerate(_list(r.get("citizens", []), f"{field}.citizens")):
        if c not in names:
            raise _fail(f"{field}.citizens[{k}]", f"{c!r} is not a city of {tid}")
        i = names.index(c)
        if t.cit[i]:
            raise _fail(f"{field}.citizens", f"two citizens on {c}")
        t.cit[i] = True
    t.garbage = _int(r.get("garbage", 0), f"{field}.garbage", 0, 999)
    bridges = _list(r.get("bridges", []), f"{field}.bridges")
    if bridges and not placed:
        raise _fail(f"{field}.bridges", "bridges are built only on placed lands")
    for k, b in enumerate(bridges):
        f = f"{field}.bridges[{k}]"
        if not isinstance(b, list) or len(b) != 2 or not all(isinstance(x, str) for x in b):
            raise _fail(f, "a bridge is a pair of anchor names")
        a, c = net.anchor_index(t, b[0]), net.anchor_index(t, b[1])
        if a < 0 or c < 0 or a == c:
            raise _fail(f, f"bad anchors {b}")
        seg = (min(a, c), max(a, c))
        if not net.geometry_ok(t.d, seg[0], seg[1], t.bridges):
            raise _fail(f, "the bridge crosses or overlaps a rail, bridge or node")
        t.bridges.append(seg)
    return t


def _player(raw: Any, field: str, st: TCState, used: _Used) -> Player:
    data = st.data
    r = _obj(raw, field)
    known = {"money", "science", "qol", "pollution", "points", "region", "waiting",
             "new_citizens", "pending_garbage", "technologies", "lands_won", "figure"}
    if set(r) - known:
        raise _fail(field, f"unexpected fields {sorted(set(r) - known)}")
    p = Player()
    p.money = _int(r.get("money", 10), f"{field}.money", 0, 10**6)
    p.science = _int(r.get("science", 10), f"{field}.science", 0, 10**6)
    p.qol = _int(r.get("qol", 0), f"{field}.qol", -10**6, 10**6)
    p.pollution = _int(r.get("pollution", 0), f"{field}.pollution", -6, 6)
    pts = _obj(r.get("points", {}), f"{field}.points")
    if set(pts) - set(POINT_KEYS):
        raise _fail(f"{field}.points", f"unknown categories {sorted(set(pts) - set(POINT_KEYS))}")
    for key in POINT_KEYS:
        p.points[key] = _int(pts.get(key, 0), f"{field}.points.{key}", -10**6, 10**6)
    if "points" not in r:
        p.points["income"] = p.qol
    if sum(p.points.values()) != p.qol:
        raise _fail(f"{field}.points", "the categories must add up to qol")
    region = _list(r.get("region"), f"{field}.region")
    if not region:
        raise _fail(f"{field}.region", "a region holds at least its starting land")
    for k, tr in enumerate(region):
        f = f"{field}.region[{k}]"
        t = _tile(tr, f, data, True)
        used.take([t.d.id], f)
        assert t.x is not None and t.y is not None
        cell = (t.x, t.y)
        if cell in p.cells:
            raise _fail(f, f"cell {cell} is taken")
        if k == 0 and t.d.kind != "start":
            raise _fail(f, "the first tile of a region is a starting land")
        if k and t.d.kind == "start":
            raise _fail(f, "a region has one starting land")
        if k and not any((t.x + dx, t.y + dy) in p.cells for dx in (-1, 0, 1)
                         for dy in (-1, 0, 1)):
            raise _fail(f, "a tile must touch an earlier tile (edge or corner)")
        p.tiles[t.d.id] = t
        p.order.append(t.d.id)
        p.cells[cell] = t.d.id
    for k, tr in enumerate(_list(r.get("waiting", []), f"{field}.waiting")):
        f = f"{field}.waiting[{k}]"
        t = _tile(tr, f, data, False)
        used.take([t.d.id], f)
        if t.d.kind == "start":
            raise _fail(f, "a starting land never waits")
        if any(t.cit):
            raise _fail(f, "a waiting land has no citizen on a city yet")
        p.tiles[t.d.id] = t
        p.pending.append(t.d.id)
    p.new_citizens = _ids(r.get("new_citizens", []), f"{field}.new_citizens", p.tiles)
    for k, tid in enumerate(p.new_citizens):
        if not p.tiles[tid].d.is_land or all(p.tiles[tid].cit):
            raise _fail(f"{field}.new_citizens[{k}]", f"{tid} has no empty city for a citizen")
    p.pending_garbage = _int(r.get("pending_garbage", 0), f"{field}.pending_garbage", 0, 999)
    techs = _list(r.get("technologies", []), f"{field}.technologies")
    for k, tr in enumerate(techs):
        f = f"{field}.technologies[{k}]"
        tr = _obj(tr, f)
        raw_id = tr.get("tech")
        if not isinstance(raw_id, str) or raw_id not in data.techs:
            raise _fail(f"{f}.tech", f"unknown technology {raw_id!r}")
        tid = raw_id
        td = data.techs[tid]
        if td.tile is None:
            used.take([tid], f)
        elif tid not in p.tiles:
            raise _fail(f, f"institution {tid} is neither in the region nor waiting")
        u = _list(tr.get("used", [False] * len(td.parts)), f"{f}.used")
        if len(u) != len(td.parts):
            raise _fail(f"{f}.used", f"{tid} has {len(td.parts)} parts")
        if tid in p.techs:
            raise _fail(f"{f}.tech", f"{tid} is owned twice")
        p.techs.append(tid)
        p.used.append([_bool(x, f"{f}.used[{j}]") for j, x in enumerate(u)])
    for tid, t in p.tiles.items():
        if not t.d.is_land and tid not in p.techs:
            raise _fail(field, f"institution {tid} is not among the technologies")
    p.won = _int(r.get("lands_won", 0), f"{field}.lands_won", 0, 99)
    fig = r.get("figure")
    if fig is not None:
        fig = _obj(fig, f"{field}.figure")
        p.column = _int(fig.get("column"), f"{field}.figure.column", 1, 5)
        if p.column not in data.valid_columns[st.n]:
            raise _fail(f"{field}.figure.column", f"column {p.column} is not in use")
        p.bid = _int(fig.get("bid"), f"{field}.figure.bid", 0, 25)
        if st.phase == "prevention" and p.bid > p.science:
            raise _fail(f"{field}.figure.bid", "more than the science in hand")
    return p


def from_position(data: Mapping[str, Any]) -> TCState:
    try:
        return _from_position(data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise PositionError(f"twentieth_century position: {exc}") from None


def _from_position(d: Mapping[str, Any]) -> TCState:
    d = _obj(d, "position")
    if d.get("game", "twentieth_century") != "twentieth_century":
        raise _fail("game", "not a 20th Century position")
    if d.get("format", FORMAT) != FORMAT:
        raise _fail("format", f"only format {FORMAT} is known")
    custom = d.get("definitions")
    if custom is None:
        gd = DEFAULT
    else:
        try:
            gd = load(_obj(custom, "definitions"))
        except ValueError as exc:
            raise _fail("definitions", str(exc)) from None
    seats = _list(d.get("seats"), "seats")
    n = _int(d.get("players", len(seats)), "players", 3, 5)
    if len(seats) != n:
        raise _fail("seats", f"{n} players need {n} seats")
    st = TCState(gd, n, Rng(_int(d.get("rng", 0), "rng", 0, (1 << 64) - 1)))
    opts = _obj(d.get("options", {}), "options")
    if set(opts) - set(OPTION_DEFAULTS):
        raise _fail("options", f"unknown options {sorted(set(opts) - set(OPTION_DEFAULTS))}")
    st.options = {**OPTION_DEFAULTS, **opts}
    for k in ("first_game", "open_holdings"):
        _bool(st.options[k], f"options.{k}")
    if st.options["first_player"] not in FIRST_PLAYER:
        raise _fail("options.first_player", f"must be one of {list(FIRST_PLAYER)}")
    st.round = _int(d.get("round", 1), "round", 1, 6)
    st.phase = d.get("phase", "auction")
    if st.phase not in PHASES:
        raise _fail("phase", f"must be one of {list(PHASES)}")
    if st.round == 6 and st.phase in ("auction", "prevention"):
        raise _fail("phase", "round 6 has only Maintenance and Income")
    st.final = st.phase == "over"
    if st.final and st.round != 6:
        raise _fail("phase", "the game ends in round 6")
    st.start = _seat(d.get("start_player", 0), "start_player", n)
    cards = _ids(d.get("scoring_cards", []), "scoring_cards", set(gd.scoring_cards))
    if sorted(SCORING_CARDS[c] for c in cards) not in ([], [2, 4]):
        raise _fail("scoring_cards", "one round-II card and one round-IV card, or none")
    st.cards = sorted(cards, key=lambda c: SCORING_CARDS[c])
    used = _Used()
    stacks = _obj(d.get("stacks", {}), "stacks")
    for key, target, pool in (("lands", st.land_stacks, gd.lands_by_era),
                              ("technologies", st.tech_stacks, gd.techs_by_era)):
        s = _obj(stacks.get(key, {}), f"stacks.{key}")
        if set(s) - set(ERAS):
            raise _fail(f"stacks.{key}", "eras are I-II, III-IV and V")
        for era in ERAS:
            ids = _ids(s.get(era, []), f"stacks.{key}.{era}", set(pool[era]))
            used.take(ids, f"stacks.{key}.{era}")
            target[era] = ids
    cats = _ids(stacks.get("catastrophes", []), "stacks.catastrophes", gd.catastrophes)
    st.cat_seen = _ids(d.get("catastrophes_seen", []), "catastrophes_seen", gd.catastrophes)
    cur = d.get("catastrophe")
    if cur is not None and cur not in gd.catastrophes:
        raise _fail("catastrophe", f"unknown card {cur!r}")
    st.catastrophe = cur
    allc = cats + st.cat_seen + ([cur] if cur else [])
    if len(set(allc)) != len(allc):
        raise _fail("stacks.catastrophes", "a catastrophe card appears twice")
    eras = [gd.catastrophes[c].era for c in cats]
    if eras != sorted(eras, key=ERAS.index):
        raise _fail("stacks.catastrophes", "cards lie in era order (I-II on top, V at the bottom)")
    st.cat_stack = cats
    if st.phase in ("auction", "prevention") and cur is None:
        raise _fail("catastrophe", "rounds 1-5 have a catastrophe card")
    disp = _obj(d.get("display", {}), "display")
    st.lands = _ids(disp.get("lands", []), "display.lands", set(gd.lands_by_era.get(st.era, ())))
    used.take(st.lands, "display.lands")
    st.techs = _ids(disp.get("technologies", []), "display.technologies",
                    set(gd.techs_by_era.get(st.era, ())))
    used.take(st.techs, "display.technologies")
    st.marker = _int(d.get("marker", gd.marker_start[n] + 1), "marker", 1,
                     len(gd.price_track[st.era])) - 1
    st.players = [_player(raw, f"seats[{i}]", st, used) for i, raw in enumerate(seats)]
    _auction(st, _obj(d.get("auction", {}), "auction"))
    prev = _obj(d.get("prevention", {}), "prevention")
    turn = prev.get("turn")
    st.prev_turn = -1 if turn is None else _seat(turn, "prevention.turn", n)
    st.prev_first = _bool(prev.get("first_lap", True), "prevention.first_lap")
    st.order = _seats(d.get("order", []), "order", n)
    try:
        st.stack = DecisionStack.from_json(d.get("decisions", []))
    except ValueError as exc:
        raise _fail("decisions", str(exc)) from None
    st.turn = _int(d.get("turn", 0), "turn", 0, 10**9)
    _consistent(st)
    return st


def _auction(st: TCState, a: Mapping[str, Any]) -> None:
    n = st.n
    st.leader = _seat(a.get("leader", st.start), "auction.leader", n)
    st.withdrawn = _seats(a.get("withdrawn", []), "auction.withdrawn", n)
    st.last_out = st.withdrawn[-1] if st.withdrawn else -1
    lot = a.get("lot")
    if lot is None:
        return
    lot = _obj(lot, "auction.lot")
    land = lot.get("land")
    if land not in st.lands:
        raise _fail("auction.lot.land", f"{land!r} is not in the land display")
    st.lot = land
    st.high_bidder = _seat(lot.get("high_bidder"), "auction.lot.high_bidder", n)
    st.high_bid = _int(lot.get("high_bid"), "auction.lot.high_bid", st.min_price,
                       st.players[st.high_bidder].money)
    st.passed = _seats(lot.get("passed", []), "auction.lot.passed", n)
    st.bidder = _seat(lot.get("turn"), "auction.lot.turn", n)


def _consistent(st: TCState) -> None:
    """Cross-field checks: the phase's state and the decision stack agree."""
    n = st.n
    if st.phase != "auction" and (st.lot is not None):
        raise _fail("auction.lot", "an auction runs only in the auction phase")
    if st.phase == "auction":
        if len(st.withdrawn) == n and not st.stack:
            raise _fail("auction.withdrawn", "everybody withdrew: the auction is over")
        if st.lot is None and st.leader in st.withdrawn and not st.stack:
            raise _fail("auction.leader", "the leader has withdrawn")
        if st.lot is not None:
            if st.high_bidder in st.withdrawn or st.high_bidder in st.passed:
                raise _fail("auction.lot.high_bidder", "withdrew or passed")
            if st.bidder == st.high_bidder or st.bidder in st.passed or (
                    st.bidder in st.withdrawn and not st.stack):
                raise _fail("auction.lot.turn", "that seat may not bid now")
    if st.phase == "prevention":
        placed = [p for p in st.players if p.column]
        if st.prev_turn < 0:
            raise _fail("prevention.turn", "someone is on turn in the prevention auction")
        if not st.withdrawn or len(st.withdrawn) != n:
            raise _fail("auction.withdrawn", "the prevention auction follows the land auction")
        if st.prev_first and st.players[st.prev_turn].column:
            raise _fail("prevention.turn", "in the first lap the seat on turn has no figure")
        if not st.prev_first and prevention.is_top(st, st.prev_turn):
            raise _fail("prevention.turn", "a top figure never moves")
        tops: dict[tuple[int, int], int] = {}
        for i, p in enumerate(st.players):
            if p.column:
                key = (p.column, p.bid)
                if key in tops:
                    raise _fail(f"seats[{i}].figure", "two figures with the same bid in a column")
                tops[key] = i
        if not st.prev_first and len(placed) != n:
            raise _fail("prevention.first_lap", "after the first lap every figure is placed")
        if st.prev_first:
            k = (st.prev_turn - st.last_out) % n
            lap = {(st.last_out + i) % n for i in range(k)}
            if {i for i, p in enumerate(st.players) if p.column} != lap:
                raise _fail("seats", "in the first lap exactly the seats from the last to "
                                     "withdraw up to the seat on turn have placed figures")
        counts = [sum(1 for p in st.players if p.column == c)
                  for c in st.data.valid_columns[n]]
        if counts == [1] * len(counts):
            raise _fail("prevention", "every column holds one figure: the auction is over")
    elif st.prev_turn >= 0:
        raise _fail("prevention.turn", "no prevention auction runs")
    if st.phase == "auction" or st.round == 6:
        for i, p in enumerate(st.players):
            if p.column:
                raise _fail(f"seats[{i}].figure", "no prevention figure before the auction")
    if st.stack and st.stack.items[-1].seat in st.order:
        raise _fail("order", "the seat deciding now is not still to come")
    if st.phase in ("maintenance", "income") and not st.stack and st.order:
        raise _fail("decisions", "a seat in Maintenance or Income has a decision on the stack")
    if st.phase not in ("maintenance", "income") and st.order:
        raise _fail("order", "only Maintenance and Income have a seat order")
    if st.phase in ("maintenance", "income") and not st.stack:
        raise _fail("decisions", "Maintenance and Income wait for a seat's decision")
    if st.final and st.stack:
        raise _fail("decisions", "the game is over")
    _decisions(st)


def _decisions(st: TCState) -> None:
    items = st.stack.items
    for k, dec in enumerate(items):
        f = f"decisions[{k}]"
        if not 0 <= dec.seat < st.n:
            raise _fail(f"{f}.seat", "no such seat")
        p = st.players[dec.seat]
        if dec.kind == CHOOSE_TECH:
            if st.phase != "auction" or dec.seat not in st.withdrawn or k != len(items) - 1:
                raise _fail(f, "a technology choice follows a withdrawal in the auction")
            if st.withdrawn[-1] != dec.seat:
                raise _fail(f, "the technology choice belongs to the last seat to withdraw")
        elif dec.kind in (GARBAGE, ATTACH, CITIZENS, USES):
            if st.phase != "maintenance":
                raise _fail(f, "a Maintenance step outside Maintenance")
            if any(o.seat != dec.seat for o in items):
                raise _fail(f, "one seat's Maintenance at a time")
            kinds_on = {o.kind for o in items}
            for kind, waiting in ((GARBAGE, p.pending_garbage), (ATTACH, p.pending),
                                  (CITIZENS, p.new_citizens)):
                if (kind in kinds_on) != bool(waiting):
                    raise _fail(f, f"the {kind} step is on the stack exactly while something "
                                   "waits for it")
            if USES not in kinds_on:
                raise _fail(f, "a Maintenance ends with the technology uses step")
            order = [GARBAGE, ATTACH, CITIZENS, USES]
            kinds = [o.kind for o in items]
            if kinds != sorted(kinds, key=order.index, reverse=True) or len(set(kinds)) != len(kinds):
                raise _fail("decisions", "Maintenance steps lie bottom-first: uses, citizens, "
                                         "attach, garbage")
        elif dec.kind == RECYCLE:
            if st.phase != "income" or len(items) != 1:
                raise _fail(f, "a recycling choice belongs to the Income phase")
            plants = net.plants(p)
            k2 = dec.get("plant")
            if not isinstance(k2, int) or not 0 <= k2 < len(plants):
                raise _fail(f"{f}.data.plant", "no such active recycling plant")
            if list(plants[k2]) != [dec.get("land"), dec.get("city")]:
                raise _fail(f"{f}.data", "land and city must name the plant")
            if not income.targets(p, plants[k2]):
                raise _fail(f, "that plant has nothing to clean")
        else:
            raise _fail(f"{f}.kind", f"unknown decision {dec.kind!r}")
    if any(p.pending or p.pending_garbage or p.new_citizens for p in st.players) and \
            st.phase in ("income", "over"):
        raise _fail("seats", "Maintenance leaves nothing waiting")
