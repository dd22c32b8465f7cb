"""The documented JSON position of a 20th Century game (docs/positions/twentieth_century.md).

Reading a position checks every member (all required but ``definitions``, none unknown, each
of its type) and then every invariant of the game (:mod:`.invariants`): a position loads
exactly when the game could reach it; anything else raises a PositionError naming the field
and the rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.decisions import Decision, DecisionStack
from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import DEFAULT, ERAS, GameData, load
from . import invariants, prevention
from . import network as net
from .auction import CHOOSE_TECH
from .income import RECYCLE
from .maintenance import ATTACH, CITIZENS, GARBAGE, USES
from .setup import FIRST_PLAYER, OPTION_DEFAULTS
from .state import POINT_KEYS, Player, TCState, Tile

FORMAT = 1
PHASES = invariants.PHASES


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


# --- reading -------------------------------------------------------------------------------
# Every member is required except ``definitions``; unknown members are refused everywhere.
# Reading checks types, known ids and what building the state needs; every rule of the game
# is then :func:`invariants.check`'s (the same function the soak tests run after every step).

TOP = ("format", "game", "players", "options", "round", "phase", "start_player",
       "scoring_cards", "stacks", "catastrophes_seen", "catastrophe", "display", "marker",
       "auction", "prevention", "order", "decisions", "seats", "turn", "rng")
SEAT = ("money", "science", "qol", "pollution", "points", "region", "waiting", "new_citizens",
        "pending_garbage", "technologies", "lands_won", "figure")
LOT = ("land", "high_bid", "high_bidder", "passed", "turn")
DECISION_KINDS = (CHOOSE_TECH, GARBAGE, ATTACH, CITIZENS, USES, RECYCLE)
BIG = 10**9
"""Bound of counters and holdings (far beyond any game; keeps numbers sane)."""


def _fail(field: str, msg: str) -> PositionError:
    return invariants.fail(field, msg)


def _members(v: Any, field: str, required: tuple[str, ...],
             optional: tuple[str, ...] = ()) -> Mapping[str, Any]:
    """``v`` as an object with exactly the ``required`` members (and maybe ``optional``)."""
    if not isinstance(v, dict):
        raise _fail(field, "must be an object")
    extra = [k for k in v if k not in required and k not in optional]
    if extra:
        raise _fail(field, f"unknown members {sorted(map(str, extra))}")
    missing = [k for k in required if k not in v]
    if missing:
        raise _fail(field, f"missing members {missing}")
    return v


def _int(v: Any, field: str, lo: int, hi: int) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise _fail(field, "must be a whole number")
    if not lo <= v <= hi:
        raise _fail(field, f"{v} is out of range {lo}..{hi}")
    return v


def _bool(v: Any, field: str) -> bool:
    if not isinstance(v, bool):
        raise _fail(field, "must be true or false")
    return v


def _list(v: Any, field: str) -> list[Any]:
    if not isinstance(v, list):
        raise _fail(field, "must be a list")
    return v


def _ids(v: Any, field: str, allowed: Mapping[str, Any] | set[str] | tuple[str, ...]
         ) -> list[str]:
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


def _tile(raw: Any, field: str, data: GameData, placed: bool) -> Tile:
    if not isinstance(raw, dict):
        raise _fail(field, "must be an object")
    if "tile" not in raw:
        raise _fail(field, "missing members ['tile']")
    tid = raw["tile"]
    if not isinstance(tid, str) or tid not in data.tiles:
        raise _fail(f"{field}.tile", f"unknown tile {tid!r}")
    t = Tile(data.tiles[tid])
    need = ("tile", *(("x", "y", "rot") if placed else ()),
            *(("citizens", "garbage", "bridges") if t.d.is_land else ()))
    r = _members(raw, field, need)
    if placed:
        t.x = _int(r["x"], f"{field}.x", -99, 99)
        t.y = _int(r["y"], f"{field}.y", -99, 99)
        t.rot = _int(r["rot"], f"{field}.rot", 0, 3)
    if not t.d.is_land:
        return t
    names = [t.d.nodes[c].id for c in t.d.cities]
    last = -1
    for k, c in enumerate(_list(r["citizens"], f"{field}.citizens")):
        if c not in names:
            raise _fail(f"{field}.citizens[{k}]", f"{c!r} is not a city of {tid}")
        i = names.index(c)
        if i <= last:
            raise _fail(f"{field}.citizens", "cities once each, in the tile's order")
        t.cit[i] = True
        last = i
    t.garbage = _int(r["garbage"], f"{field}.garbage", 0, BIG)
    bridges = _list(r["bridges"], f"{field}.bridges")
    if bridges and not placed:
        raise _fail(f"{field}.bridges", "bridges are built only on placed lands")
    for k, b in enumerate(bridges):
        f = f"{field}.bridges[{k}]"
        if not isinstance(b, list) or len(b) != 2 or not all(isinstance(x, str) for x in b):
            raise _fail(f, "a bridge is a pair of anchor names")
        if b != sorted(b):
            raise _fail(f, "the anchor names are sorted")
        a, c = net.anchor_index(t, b[0]), net.anchor_index(t, b[1])
        if a < 0 or c < 0 or a == c:
            raise _fail(f, f"bad anchors {b}")
        seg = (min(a, c), max(a, c))
        if seg in t.bridges:
            raise _fail(f, "the same bridge twice")
        t.bridges.append(seg)
    return t


def _player(raw: Any, field: str, st: TCState) -> Player:
    data = st.data
    r = _members(raw, field, SEAT)
    p = Player()
    p.money = _int(r["money"], f"{field}.money", 0, BIG)
    p.science = _int(r["science"], f"{field}.science", 0, BIG)
    p.qol = _int(r["qol"], f"{field}.qol", -BIG, BIG)
    p.pollution = _int(r["pollution"], f"{field}.pollution", -6, 6)
    pts = _members(r["points"], f"{field}.points", POINT_KEYS)
    for key in POINT_KEYS:
        p.points[key] = _int(pts[key], f"{field}.points.{key}", -BIG, BIG)
    region = _list(r["region"], f"{field}.region")
    if not region:
        raise _fail(f"{field}.region", "a region holds at least its starting land")
    for k, tr in enumerate(region):
        f = f"{field}.region[{k}]"
        t = _tile(tr, f, data, True)
        if t.d.id in p.tiles:
            raise _fail(f, f"{t.d.id} appears twice in the position")
        assert t.x is not None and t.y is not None
        if (t.x, t.y) in p.cells:
            raise _fail(f, f"cell ({t.x}, {t.y}) is taken")
        p.tiles[t.d.id] = t
        p.order.append(t.d.id)
        p.cells[(t.x, t.y)] = t.d.id
    for k, tr in enumerate(_list(r["waiting"], f"{field}.waiting")):
        f = f"{field}.waiting[{k}]"
        t = _tile(tr, f, data, False)
        if t.d.id in p.tiles:
            raise _fail(f, f"{t.d.id} appears twice in the position")
        p.tiles[t.d.id] = t
        p.pending.append(t.d.id)
    p.new_citizens = _ids(r["new_citizens"], f"{field}.new_citizens", p.tiles)
    p.pending_garbage = _int(r["pending_garbage"], f"{field}.pending_garbage", 0, BIG)
    for k, tr in enumerate(_list(r["technologies"], f"{field}.technologies")):
        f = f"{field}.technologies[{k}]"
        tr = _members(tr, f, ("tech", "used"))
        tid = tr["tech"]
        if not isinstance(tid, str) or tid not in data.techs:
            raise _fail(f"{f}.tech", f"unknown technology {tid!r}")
        if tid in p.techs:
            raise _fail(f"{f}.tech", f"{tid} is owned twice")
        u = _list(tr["used"], f"{f}.used")
        if len(u) != len(data.techs[tid].parts):
            raise _fail(f"{f}.used", f"{tid} has {len(data.techs[tid].parts)} parts")
        p.techs.append(tid)
        p.used.append([_bool(x, f"{f}.used[{j}]") for j, x in enumerate(u)])
    p.won = _int(r["lands_won"], f"{field}.lands_won", 0, BIG)
    fig = r["figure"]
    if fig is not None:
        fig = _members(fig, f"{field}.figure", ("column", "bid"))
        p.column = _int(fig["column"], f"{field}.figure.column", 1, 5)
        p.bid = _int(fig["bid"], f"{field}.figure.bid", 0, prevention.MAX_BID)
    return p


def from_position(data: Mapping[str, Any]) -> TCState:
    """The state of a position the game could reach; raises PositionError naming the field
    and the rule."""
    st = read(data)
    invariants.check(st)
    return st


def read(data: Mapping[str, Any]) -> TCState:
    """The state of a position with every member checked (present, known, of its type, ids
    of the game) but not the game's invariants: a hand-set scenario for a test of one rule
    (a few tiles in a region, holdings no game reaches) loads with this; everything else
    loads with :func:`from_position`."""
    d = _members(data, "position", TOP, ("definitions",))
    if d["game"] != "twentieth_century":
        raise _fail("game", "not a 20th Century position")
    if type(d["format"]) is not int or d["format"] != FORMAT:
        raise _fail("format", f"only format {FORMAT} is known")
    custom = d.get("definitions")
    if "definitions" not in d:
        gd = DEFAULT
    else:
        if not isinstance(custom, dict):
            raise _fail("definitions", "must be an object")
        try:
            gd = load(custom)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise _fail("definitions", str(exc)) from None
        big = next((t for t in gd.tiles.values() if len(t.nodes) > 16), None)
        if big is not None:
            # the rail network numbers 16 nodes per tile (rules/network.py)
            raise _fail("definitions", f"tile {big.id} has {len(big.nodes) - 4} nodes inside, "
                                       "at most 12")
    seats = _list(d["seats"], "seats")
    n = _int(d["players"], "players", 3, 5)
    if len(seats) != n:
        raise _fail("seats", f"{n} players need {n} seats")
    st = TCState(gd, n, Rng(_int(d["rng"], "rng", 0, (1 << 64) - 1)))
    opts = _members(d["options"], "options", tuple(OPTION_DEFAULTS))
    st.options = {k: opts[k] for k in OPTION_DEFAULTS}
    for k in ("first_game", "open_holdings"):
        _bool(st.options[k], f"options.{k}")
    if st.options["first_player"] not in FIRST_PLAYER:
        raise _fail("options.first_player", f"must be one of {list(FIRST_PLAYER)}")
    st.round = _int(d["round"], "round", 1, 6)
    phase = d["phase"]
    if phase not in PHASES:
        raise _fail("phase", f"must be one of {list(PHASES)}")
    st.phase = phase
    st.final = phase == "over"
    st.start = _seat(d["start_player"], "start_player", n)
    st.cards = _ids(d["scoring_cards"], "scoring_cards", set(gd.scoring_cards))
    stacks = _members(d["stacks"], "stacks", ("lands", "technologies", "catastrophes"))
    for key, target, pool in (("lands", st.land_stacks, gd.lands_by_era),
                              ("technologies", st.tech_stacks, gd.techs_by_era)):
        s = _members(stacks[key], f"stacks.{key}", ERAS)
        for era in ERAS:
            target[era] = _ids(s[era], f"stacks.{key}.{era}", set(pool[era]))
    st.cat_stack = _ids(stacks["catastrophes"], "stacks.catastrophes", gd.catastrophes)
    st.cat_seen = _ids(d["catastrophes_seen"], "catastrophes_seen", gd.catastrophes)
    cur = d["catastrophe"]
    if cur is not None and (not isinstance(cur, str) or cur not in gd.catastrophes):
        raise _fail("catastrophe", f"unknown card {cur!r}")
    st.catastrophe = cur
    disp = _members(d["display"], "display", ("lands", "technologies"))
    st.lands = _ids(disp["lands"], "display.lands", set(gd.lands_by_era[st.era]))
    st.techs = _ids(disp["technologies"], "display.technologies", set(gd.techs_by_era[st.era]))
    st.marker = _int(d["marker"], "marker", 1, len(gd.price_track[st.era])) - 1
    st.players = [_player(raw, f"seats[{i}]", st) for i, raw in enumerate(seats)]
    _auction(st, _members(d["auction"], "auction", ("leader", "withdrawn", "lot")))
    prev = _members(d["prevention"], "prevention", ("turn", "first_lap"))
    turn = prev["turn"]
    st.prev_turn = -1 if turn is None else _seat(turn, "prevention.turn", n)
    st.prev_first = _bool(prev["first_lap"], "prevention.first_lap")
    st.order = _seats(d["order"], "order", n)
    st.stack = _decisions(d["decisions"], n)
    st.turn = _int(d["turn"], "turn", 0, BIG)
    return st


def _auction(st: TCState, a: Mapping[str, Any]) -> None:
    n = st.n
    st.leader = _seat(a["leader"], "auction.leader", n)
    st.withdrawn = _seats(a["withdrawn"], "auction.withdrawn", n)
    st.last_out = st.withdrawn[-1] if st.withdrawn else -1
    lot = a["lot"]
    if lot is None:
        return
    lot = _members(lot, "auction.lot", LOT)
    land = lot["land"]
    if not isinstance(land, str) or land not in st.data.tiles:
        raise _fail("auction.lot.land", f"unknown land {land!r}")
    st.lot = land
    st.high_bidder = _seat(lot["high_bidder"], "auction.lot.high_bidder", n)
    st.high_bid = _int(lot["high_bid"], "auction.lot.high_bid", 0, BIG)
    st.passed = _seats(lot["passed"], "auction.lot.passed", n)
    st.bidder = _seat(lot["turn"], "auction.lot.turn", n)


def _decisions(raw: Any, n: int) -> DecisionStack:
    items = []
    for k, dec in enumerate(_list(raw, "decisions")):
        f = f"decisions[{k}]"
        dec = _members(dec, f, ("kind", "seat", "data"))
        if dec["kind"] not in DECISION_KINDS:
            raise _fail(f"{f}.kind", f"unknown decision {dec['kind']!r}")
        _seat(dec["seat"], f"{f}.seat", n)
        try:
            items.append(Decision.from_json(dec))
        except ValueError as exc:
            raise _fail(f, str(exc)) from None
    return DecisionStack(items)
