"""The documented position format (docs/positions/ginkgopolis.md): to and from JSON.

``from_position`` reads every member strictly (unknown members refused at every level,
required ones present, types and ranges checked), builds the state and runs the game's
invariants on it (:mod:`.invariants`): it either returns a state the rules could have reached
or raises :class:`PositionError` naming the field and the rule. The city, the box and the
draft packets are sets, read in any order and kept in ascending order, so a rebuilt state is
the played one (``GState.stacks``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.decisions import Decision, DecisionStack
from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import (
    CARD_BY_NAME,
    CARD_NAMES,
    CH0,
    LETTERS,
    NUM_TILES,
    RESOURCES,
    TILE_BY_NAME,
    TILE_NAMES,
)
from . import invariants
from .cards import reserve
from .state import PHASES, GState, Op, Square

SOLO = {None: (False, False), "hal": (True, False), "hal_expert": (True, True)}
OPS = ("gain", "choose", "move", "discard", "tableau")
KINDS = ("draft", "select", "hal_card", "exploit_choice", "move_token", "contribute")


def _names(cards: list[int], table: tuple[str, ...] = CARD_NAMES) -> list[str]:
    return [table[c] for c in cards]


def to_position(s: GState) -> dict[str, Any]:
    city = []
    for sq in sorted(s.stacks):
        o = s.owner[sq]
        city.append({"x": sq[0], "y": sq[1], "tiles": _names(list(s.stacks[sq]), TILE_NAMES),
                     "owner": None if o < 0 else o, "pawn": sq in s.pawns})
    seats = []
    for i in range(s.n):
        seats.append({
            "tiles": _names(s.screen_tiles[i], TILE_NAMES), "resources": s.screen_res[i],
            "vp": s.vp[i], "hand": _names(s.hands[i]), "tableau": _names(s.tableaux[i]),
            "new_hand": s.new_hand[i],
            "card": CARD_NAMES[s.card[i]] if s.card[i] >= 0 else None,
            "tile": TILE_NAMES[s.tile[i]] if s.tile[i] >= 0 else None,
            "contribution": _names(s.contrib[i], TILE_NAMES),
            "draft_packet": _names(s.packets[i]), "draft_kept": _names(s.kept[i]),
        })
    return {
        "game": "ginkgopolis", "players": s.n,
        "solo": None if s.hal < 0 else ("hal_expert" if s.expert else "hal"),
        "hal": None if s.hal < 0 else s.hal,
        "mode": "intro" if s.intro else "standard",
        "round": s.round, "phase": s.phase, "first_player": s.first,
        "resolved": s.resolved, "active": None if s.active < 0 else s.active,
        "turns": s.turns,
        "city": city,
        "tokens": {LETTERS[i]: None if sq is None else [sq[0], sq[1]]
                   for i, sq in enumerate(s.tokens)},
        "supply": _names(s.supply[::-1], TILE_NAMES), "box": _names(s.box, TILE_NAMES),
        "exhaustions": s.exhaustions, "end_triggered": s.end_triggered,
        "general_supply": list(s.general),
        "seats": seats,
        "deck": _names(s.deck[::-1]), "discard": _names(s.discard),
        "reserve": [_names(r) for r in reserve(s)],
        "queue": [list(op) for op in s.queue],
        "decisions": s.decisions.to_json(),
        "rng": s.rng.to_json(),
    }


# --- reading ----------------------------------------------------------------------------------
TOP = ("game", "players", "solo", "hal", "mode", "round", "phase", "first_player", "resolved",
       "active", "turns", "city", "tokens", "supply", "box", "exhaustions", "end_triggered",
       "general_supply", "seats", "deck", "discard", "queue", "decisions", "rng")
OPTIONAL = ("reserve",)
"""Optional members: ``reserve`` is derived (the Building cards nowhere else); if given it
must match."""
SEAT = ("tiles", "resources", "vp", "hand", "tableau", "new_hand", "card", "tile",
        "contribution", "draft_packet", "draft_kept")
BUILDING = ("x", "y", "tiles", "owner", "pawn")
DECISION_DATA = {"draft": ("pick",), "select": (), "hal_card": (), "exploit_choice": (),
                 "move_token": ("letter", "x", "y"), "contribute": ()}
SECRET = {"draft": True, "select": True, "contribute": True}
"""Secret decision kinds (``select`` is not secret in solo)."""
SHAPES = {"gain": 4, "choose": 2, "move": 5, "discard": 2, "tableau": 2}
MAX_VP = 10**6
MAX_COORD = 100


def _int(v: Any, field: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise PositionError(f"{field} must be a whole number {lo}..{hi}")
    return v


def _bool(v: Any, field: str) -> bool:
    if type(v) is not bool:
        raise PositionError(f"{field} must be true or false")
    return v


def _list(v: Any, field: str) -> list[Any]:
    if type(v) is not list:
        raise PositionError(f"{field} must be a list")
    return v


def _object(v: Any, field: str, required: tuple[str, ...],
            optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """A JSON object with exactly the ``required`` members and maybe the ``optional`` ones."""
    if not isinstance(v, dict):
        raise PositionError(f"{field} must be an object")
    for k in v:
        if k not in required and k not in optional:
            raise PositionError(f"{field + '.' if field else ''}{k}: not a member of "
                                f"{field or 'a position'} (members: "
                                f"{', '.join(required + optional) or 'none'})")
    for k in required:
        if k not in v:
            raise PositionError(f"{field}.{k} is missing" if field else f"{k} is missing")
    return v


def _tiles(v: Any, field: str) -> list[int]:
    out = []
    for j, x in enumerate(_list(v, field)):
        t = TILE_BY_NAME.get(x) if isinstance(x, str) else None
        if t is None:
            raise PositionError(f"{field}[{j}]: {x!r} is not a tile (R1..Y20)")
        out.append(t)
    return out


def _cards(v: Any, field: str, lo: int = 0, hi: int = CH0 + 27) -> list[int]:
    out = []
    for j, x in enumerate(_list(v, field)):
        c = CARD_BY_NAME.get(x) if isinstance(x, str) else None
        if c is None or not lo <= c < hi:
            raise PositionError(f"{field}[{j}]: {x!r} is not a card that can be here")
        out.append(c)
    return out


def _opt(v: Any, field: str, table: dict[str, int], hi: int) -> int:
    if v is None:
        return -1
    c = table.get(v) if isinstance(v, str) else None
    if c is None or c >= hi:
        raise PositionError(f"{field}: {v!r} is not valid here")
    return c


def from_position(data: Mapping[str, Any]) -> GState:
    try:
        return _read(data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        raise PositionError(f"bad ginkgopolis position: {exc!r}") from None


def _read(data: Mapping[str, Any]) -> GState:
    if not isinstance(data, dict) or data.get("game") != "ginkgopolis":
        raise PositionError("game must be 'ginkgopolis'")
    _object(data, "", TOP, OPTIONAL)
    n = _int(data["players"], "players", 2, 5)
    solo = data["solo"]
    if not (solo is None or isinstance(solo, str)) or solo not in SOLO:
        raise PositionError("solo must be null, 'hal' or 'hal_expert'")
    is_solo, expert = SOLO[solo]
    hal_v = data["hal"]
    if is_solo:
        if n != 2:
            raise PositionError("players: a solo game has 2 seats (you and Hal)")
        hal = _int(hal_v, "hal", 0, 1)
    else:
        if hal_v is not None:
            raise PositionError("hal must be null outside the solo game")
        hal = -1
    s = GState(n, Rng.from_json(_rng(data["rng"])))
    s.hal, s.expert = hal, expert
    mode = data["mode"]
    if mode not in ("intro", "standard") or not isinstance(mode, str):
        raise PositionError("mode must be 'intro' or 'standard'")
    s.intro = mode == "intro"
    s.nres = RESOURCES[1 if is_solo else n]
    s.round = _int(data["round"], "round", 1, 10_000)
    phase = data["phase"]
    if not isinstance(phase, str) or phase not in PHASES:
        raise PositionError(f"phase must be one of {list(PHASES)}")
    s.phase = phase
    s.first = _int(data["first_player"], "first_player", 0, n - 1)
    s.resolved = _int(data["resolved"], "resolved", 0, n)
    active = data["active"]
    s.active = -1 if active is None else _int(active, "active", 0, n - 1)
    s.turns = _int(data["turns"], "turns", 0, 10**9)
    _read_city(s, data["city"])
    _read_tokens(s, data["tokens"])
    s.supply = _tiles(data["supply"], "supply")[::-1]
    s.box = sorted(_tiles(data["box"], "box"))  # a set: play keeps it in ascending order
    s.exhaustions = _int(data["exhaustions"], "exhaustions", 0, 1 if is_solo else 2)
    s.end_triggered = _bool(data["end_triggered"], "end_triggered")
    general = _list(data["general_supply"], "general_supply")
    if len(general) != n:
        raise PositionError("general_supply needs one count per seat")
    s.general = [_int(g, f"general_supply[{i}]", 0, s.nres) for i, g in enumerate(general)]
    seats = _list(data["seats"], "seats")
    if len(seats) != n:
        raise PositionError("seats needs one entry per seat")
    for i, seat in enumerate(seats):
        _read_seat(s, i, seat)
    s.deck = _cards(data["deck"], "deck", 0, CH0)[::-1]
    s.discard = _cards(data["discard"], "discard", 0, CH0)
    s.queue = _read_queue(s, data["queue"])
    s.decisions = DecisionStack(_read_decisions(s, data["decisions"]))
    if "reserve" in data and data["reserve"] != [_names(r) for r in reserve(s)]:
        raise PositionError("reserve: the reserve holds exactly the Building cards that are "
                            "nowhere else")
    invariants.check(s)
    return s


def _rng(v: Any) -> int:
    if type(v) is not int or not 0 <= v < 2**64:
        raise PositionError("rng must be a whole number 0..2**64-1")
    return v


def _read_city(s: GState, v: Any) -> None:
    """The buildings in any order; the state keeps them in ascending square order."""
    city: dict[Square, tuple[int, ...]] = {}
    owners: dict[Square, int] = {}
    for j, b in enumerate(_list(v, "city")):
        f = f"city[{j}]"
        _object(b, f, BUILDING)
        sq = (_int(b["x"], f + ".x", -MAX_COORD, MAX_COORD),
              _int(b["y"], f + ".y", -MAX_COORD, MAX_COORD))
        if sq in city:
            raise PositionError(f"{f}: two buildings on square {sq}")
        tiles = _tiles(b["tiles"], f + ".tiles")
        if not tiles:
            raise PositionError(f"{f}.tiles: a building has at least one tile")
        owner = -1 if b["owner"] is None else _int(b["owner"], f + ".owner", 0, s.n - 1)
        city[sq] = tuple(tiles)
        owners[sq] = owner
        if _bool(b["pawn"], f + ".pawn"):
            s.pawns.add(sq)
    for sq in sorted(city):
        st = s.stacks[sq] = city[sq]
        s.owner[sq] = owners[sq]
        if s.top_at[st[-1]] is not None:
            raise PositionError(f"city: tile {TILE_NAMES[st[-1]]} tops two buildings")
        s.top_at[st[-1]] = sq


def _read_tokens(s: GState, v: Any) -> None:
    _object(v, "tokens", tuple(LETTERS))
    for k in LETTERS:
        xy = v[k]
        if xy is None:
            s.tokens.append(None)
            continue
        if type(xy) is not list or len(xy) != 2:
            raise PositionError(f"tokens.{k} must be [x, y] or null")
        s.tokens.append((_int(xy[0], f"tokens.{k}[0]", -MAX_COORD - 1, MAX_COORD + 1),
                         _int(xy[1], f"tokens.{k}[1]", -MAX_COORD - 1, MAX_COORD + 1)))


def _read_seat(s: GState, i: int, v: Any) -> None:
    f = f"seats[{i}]"
    _object(v, f, SEAT)
    s.screen_tiles[i] = _tiles(v["tiles"], f + ".tiles")
    s.screen_res[i] = _int(v["resources"], f + ".resources", 0, s.nres)
    s.vp[i] = _int(v["vp"], f + ".vp", 0, MAX_VP)
    s.hands[i] = _cards(v["hand"], f + ".hand", 0, CH0)
    if len(s.hands[i]) > 4:
        raise PositionError(f"{f}.hand holds at most 4 cards")
    s.tableaux[i] = _cards(v["tableau"], f + ".tableau")
    s.new_hand[i] = _int(v["new_hand"], f + ".new_hand", 0, 0 if s.hal >= 0 else 2)
    s.card[i] = _opt(v["card"], f + ".card", CARD_BY_NAME, CH0)
    s.tile[i] = _opt(v["tile"], f + ".tile", TILE_BY_NAME, NUM_TILES)
    s.contrib[i] = _tiles(v["contribution"], f + ".contribution")
    s.packets[i] = sorted(_cards(v["draft_packet"], f + ".draft_packet", CH0))  # a set
    s.kept[i] = _cards(v["draft_kept"], f + ".draft_kept", CH0)


def _read_queue(s: GState, v: Any) -> list[Op]:
    out: list[Op] = []
    for j, op in enumerate(_list(v, "queue")):
        f = f"queue[{j}]"
        if type(op) is not list or not op or op[0] not in OPS:
            raise PositionError(f"{f} must be a list starting with one of {list(OPS)}")
        name = op[0]
        shape = SHAPES[name]
        if len(op) != shape:
            raise PositionError(f"{f}: {name} takes {shape - 1} values")
        if name == "gain":
            if op[2] not in ("r", "t", "v"):
                raise PositionError(f"{f}[2]: the item is 'r', 't' or 'v'")
            out.append((name, _int(op[1], f + "[1]", 0, s.n - 1), op[2],
                        _int(op[3], f + "[3]", 0, 1000)))
        elif name == "move":
            out.append((name, _int(op[1], f + "[1]", 0, 11),
                        _int(op[2], f + "[2]", -MAX_COORD, MAX_COORD),
                        _int(op[3], f + "[3]", -MAX_COORD, MAX_COORD),
                        _int(op[4], f + "[4]", 0, s.n - 1)))
        else:
            out.append((name, _int(op[1], f + "[1]", 0, s.n - 1)))
    return out


def _read_decisions(s: GState, v: Any) -> list[Decision]:
    """The decision stack, bottom first: each entry ``kind``, ``seat``, ``data`` (the
    kind's members, whole numbers) and ``secret`` (optional, false by default; it must be
    what the rules give the kind)."""
    out: list[Decision] = []
    for j, d in enumerate(_list(v, "decisions")):
        f = f"decisions[{j}]"
        _object(d, f, ("kind", "seat", "data"), ("secret",))
        kind = d["kind"]
        if not isinstance(kind, str) or kind not in KINDS:
            raise PositionError(f"{f}.kind must be one of {list(KINDS)}")
        seat = _int(d["seat"], f + ".seat", 0, s.n - 1)
        data = _object(d["data"], f + ".data", DECISION_DATA[kind])
        if kind == "draft":
            values = {"pick": _int(data["pick"], f + ".data.pick", 0, 2)}
        elif kind == "move_token":
            values = {"letter": _int(data["letter"], f + ".data.letter", 0, 11),
                      "x": _int(data["x"], f + ".data.x", -MAX_COORD, MAX_COORD),
                      "y": _int(data["y"], f + ".data.y", -MAX_COORD, MAX_COORD)}
        else:
            values = {}
        secret = _bool(d.get("secret", False), f + ".secret")
        if secret != (SECRET.get(kind, False) and not (kind == "select" and s.hal >= 0)):
            raise PositionError(f"{f}.secret: a {kind} decision is "
                                f"{'secret' if not secret else 'not secret'} here")
        out.append(Decision(kind, seat, values, secret))
    return out
