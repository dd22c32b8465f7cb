"""The documented position format (docs/positions/ginkgopolis.md): to and from JSON.

``from_position`` either builds a state that the rules could have reached (every tile, card
and resource accounted for, tokens in order, decisions consistent with the phase) or raises
:class:`PositionError` naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.decisions import DecisionStack
from game.engine.protocol import PositionError
from game.engine.rng import Rng

from ..data import (
    CARD_BY_NAME,
    CARD_NAMES,
    CH0,
    CITY_SQUARES,
    LETTERS,
    NUM_TILES,
    RESOURCES,
    STARTING_TILES,
    TILE_BY_NAME,
    TILE_NAMES,
    TILES_TO_BOX,
    URB0,
)
from . import geometry
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
def _int(v: Any, field: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise PositionError(f"{field} must be a whole number {lo}..{hi}")
    return v


def _bool(v: Any, field: str) -> bool:
    if type(v) is not bool:
        raise PositionError(f"{field} must be true or false")
    return v


def _list(v: Any, field: str) -> list[Any]:
    if not isinstance(v, list):
        raise PositionError(f"{field} must be a list")
    return v


def _tiles(v: Any, field: str) -> list[int]:
    out = []
    for x in _list(v, field):
        t = TILE_BY_NAME.get(x) if isinstance(x, str) else None
        if t is None:
            raise PositionError(f"{field}: {x!r} is not a tile (R1..Y20)")
        out.append(t)
    return out


def _cards(v: Any, field: str, lo: int = 0, hi: int = CH0 + 27) -> list[int]:
    out = []
    for x in _list(v, field):
        c = CARD_BY_NAME.get(x) if isinstance(x, str) else None
        if c is None or not lo <= c < hi:
            raise PositionError(f"{field}: {x!r} is not a card that can be here")
        out.append(c)
    return out


def _opt(v: Any, field: str, table: dict[str, int], hi: int) -> int:
    if v is None:
        return -1
    c = table.get(v) if isinstance(v, str) else None
    if c is None or c >= hi:
        raise PositionError(f"{field}: {v!r} is not valid here")
    return c


def _get(data: Mapping[str, Any], key: str, where: str = "") -> Any:
    if key not in data:
        raise PositionError(f"{where}{key} is missing")
    return data[key]


def from_position(data: Mapping[str, Any]) -> GState:
    try:
        return _read(data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise PositionError(f"bad ginkgopolis position: {exc!r}") from None


def _read(data: Mapping[str, Any]) -> GState:
    if not isinstance(data, Mapping) or data.get("game") != "ginkgopolis":
        raise PositionError("game must be 'ginkgopolis'")
    n = _int(_get(data, "players"), "players", 2, 5)
    solo = _get(data, "solo")
    if solo not in SOLO:
        raise PositionError("solo must be null, 'hal' or 'hal_expert'")
    is_solo, expert = SOLO[solo]
    hal_v = _get(data, "hal")
    if is_solo:
        if n != 2:
            raise PositionError("players: a solo game has 2 seats (you and Hal)")
        hal = _int(hal_v, "hal", 0, 1)
    else:
        if hal_v is not None:
            raise PositionError("hal must be null outside the solo game")
        hal = -1
    s = GState(n, Rng.from_json(_rng(_get(data, "rng"))))
    s.hal, s.expert = hal, expert
    mode = _get(data, "mode")
    if mode not in ("intro", "standard"):
        raise PositionError("mode must be 'intro' or 'standard'")
    s.intro = mode == "intro"
    s.nres = RESOURCES[1 if is_solo else n]
    s.round = _int(_get(data, "round"), "round", 1, 10_000)
    phase = _get(data, "phase")
    if phase not in PHASES:
        raise PositionError(f"phase must be one of {list(PHASES)}")
    s.phase = phase
    s.first = _int(_get(data, "first_player"), "first_player", 0, n - 1)
    if is_solo and s.first != 1 - hal:
        raise PositionError("first_player: in solo you are always the first player")
    s.resolved = _int(_get(data, "resolved"), "resolved", 0, n)
    active = _get(data, "active")
    s.active = -1 if active is None else _int(active, "active", 0, n - 1)
    s.turns = _int(_get(data, "turns"), "turns", 0, 10**9)
    _read_city(s, _get(data, "city"))
    _read_tokens(s, _get(data, "tokens"))
    s.supply = _tiles(_get(data, "supply"), "supply")[::-1]
    s.box = _tiles(_get(data, "box"), "box")
    if len(s.box) != TILES_TO_BOX[1 if is_solo else n]:
        raise PositionError(f"box must hold {TILES_TO_BOX[1 if is_solo else n]} tiles")
    s.exhaustions = _int(_get(data, "exhaustions"), "exhaustions", 0, 1 if is_solo else 2)
    s.end_triggered = _bool(_get(data, "end_triggered"), "end_triggered")
    general = _list(_get(data, "general_supply"), "general_supply")
    if len(general) != n:
        raise PositionError("general_supply needs one count per seat")
    s.general = [_int(g, "general_supply", 0, s.nres) for g in general]
    seats = _list(_get(data, "seats"), "seats")
    if len(seats) != n:
        raise PositionError("seats needs one entry per seat")
    for i, seat in enumerate(seats):
        _read_seat(s, i, seat)
    s.deck = _cards(_get(data, "deck"), "deck", 0, CH0)[::-1]
    s.discard = _cards(_get(data, "discard"), "discard", 0, CH0)
    s.queue = _read_queue(s, _get(data, "queue"))
    try:
        s.decisions = DecisionStack.from_json(_get(data, "decisions"))
    except ValueError as exc:
        raise PositionError(f"decisions: {exc}") from None
    _check(s, data)
    return s


def _rng(v: Any) -> int:
    if type(v) is not int or not 0 <= v < 2**64:
        raise PositionError("rng must be a whole number 0..2**64-1")
    return v


def _read_city(s: GState, v: Any) -> None:
    for j, b in enumerate(_list(v, "city")):
        f = f"city[{j}]"
        if not isinstance(b, dict) or set(b) != {"x", "y", "tiles", "owner", "pawn"}:
            raise PositionError(f"{f} must be an object with x, y, tiles, owner, pawn")
        sq = (_int(b["x"], f + ".x", -100, 100), _int(b["y"], f + ".y", -100, 100))
        if sq in s.stacks:
            raise PositionError(f"{f}: two buildings on square {sq}")
        tiles = _tiles(b["tiles"], f + ".tiles")
        if not tiles:
            raise PositionError(f"{f}.tiles: a building has at least one tile")
        owner = -1 if b["owner"] is None else _int(b["owner"], f + ".owner", 0, s.n - 1)
        if owner < 0 and (len(tiles) > 1 or tiles[0] not in STARTING_TILES):
            raise PositionError(f"{f}.owner: only an untouched starting building has no owner")
        if any(t in STARTING_TILES for t in tiles[1:]):
            raise PositionError(f"{f}.tiles: starting tiles lie at the bottom of the city")
        if (tiles[0] in STARTING_TILES) != (sq in CITY_SQUARES):
            raise PositionError(f"{f}: the 3x3 starting square holds the starting tiles")
        s.stacks[sq] = tuple(tiles)
        s.owner[sq] = owner
        s.top_at[tiles[-1]] = sq
        if _bool(b["pawn"], f + ".pawn"):
            if owner < 0:
                raise PositionError(f"{f}.pawn: a starting building never carries a pawn")
            s.pawns.add(sq)
    if any(sq not in s.stacks for sq in CITY_SQUARES):
        raise PositionError("city: the starting 3x3 square is always built")


def _read_tokens(s: GState, v: Any) -> None:
    if not isinstance(v, dict) or set(v) != set(LETTERS):
        raise PositionError("tokens must map every letter A..L to [x, y] or null")
    per = geometry.perimeter(s.stacks)
    for k in LETTERS:
        xy = v[k]
        if xy is None:
            s.tokens.append(None)
            continue
        if not isinstance(xy, list) or len(xy) != 2:
            raise PositionError(f"tokens.{k} must be [x, y] or null")
        sq: Square = (_int(xy[0], f"tokens.{k}", -101, 101), _int(xy[1], f"tokens.{k}",
                                                                 -101, 101))
        if sq not in per:
            raise PositionError(f"tokens.{k}: a token stands on a free square next to the city")
        if sq in s.tokens:
            raise PositionError(f"tokens.{k}: two tokens on one square")
        s.tokens.append(sq)
    if None not in s.tokens and not geometry.valid_order(s.tokens):
        raise PositionError("tokens: the letters must run clockwise A..L around the city")


def _read_seat(s: GState, i: int, v: Any) -> None:
    f = f"seats[{i}]"
    keys = {"tiles", "resources", "vp", "hand", "tableau", "new_hand", "card", "tile",
            "contribution", "draft_packet", "draft_kept"}
    if not isinstance(v, dict) or set(v) != keys:
        raise PositionError(f"{f} must be an object with {sorted(keys)}")
    s.screen_tiles[i] = _tiles(v["tiles"], f + ".tiles")
    s.screen_res[i] = _int(v["resources"], f + ".resources", 0, s.nres)
    s.vp[i] = _int(v["vp"], f + ".vp", 0, 10**6)
    s.hands[i] = _cards(v["hand"], f + ".hand", 0, CH0)
    if len(s.hands[i]) > 4:
        raise PositionError(f"{f}.hand holds at most 4 cards")
    s.tableaux[i] = _cards(v["tableau"], f + ".tableau")
    if any(URB0 <= c < CH0 for c in s.tableaux[i]):
        raise PositionError(f"{f}.tableau: Urbanization cards are never kept")
    s.new_hand[i] = _int(v["new_hand"], f + ".new_hand", 0, 0 if s.hal >= 0 else 2)
    s.card[i] = _opt(v["card"], f + ".card", CARD_BY_NAME, CH0)
    s.tile[i] = _opt(v["tile"], f + ".tile", TILE_BY_NAME, NUM_TILES)
    if s.tile[i] >= 0 and s.card[i] < 0:
        raise PositionError(f"{f}.tile: a tile is committed on a card")
    s.contrib[i] = _tiles(v["contribution"], f + ".contribution")
    s.packets[i] = _cards(v["draft_packet"], f + ".draft_packet", CH0)
    s.kept[i] = _cards(v["draft_kept"], f + ".draft_kept", CH0)
    if i == s.hal and (s.screen_tiles[i] or s.screen_res[i] or s.hands[i] or s.tile[i] >= 0
                       or s.contrib[i] or any(c >= CH0 for c in s.tableaux[i])):
        raise PositionError(f"{f}: Hal has no screen, hand or Characters")


def _read_queue(s: GState, v: Any) -> list[Op]:
    out: list[Op] = []
    for j, op in enumerate(_list(v, "queue")):
        f = f"queue[{j}]"
        if not isinstance(op, list) or not op or op[0] not in OPS:
            raise PositionError(f"{f} must be a list starting with one of {list(OPS)}")
        name = op[0]
        shape = {"gain": 4, "choose": 2, "move": 5, "discard": 2, "tableau": 2}[name]
        if len(op) != shape:
            raise PositionError(f"{f}: {name} takes {shape - 1} values")
        if name == "gain":
            if op[2] not in ("r", "t", "v"):
                raise PositionError(f"{f}: the item is 'r', 't' or 'v'")
            out.append((name, _int(op[1], f, 0, s.n - 1), op[2], _int(op[3], f, 0, 1000)))
        elif name == "move":
            out.append((name, _int(op[1], f, 0, 11), _int(op[2], f, -100, 100),
                        _int(op[3], f, -100, 100), _int(op[4], f, 0, s.n - 1)))
        else:
            out.append((name, _int(op[1], f, 0, s.n - 1)))
    return out


def _check(s: GState, data: Mapping[str, Any]) -> None:
    n = s.n
    # every tile exactly once
    where = [t for st in s.stacks.values() for t in st] + s.supply + s.box
    for i in range(n):
        where += s.screen_tiles[i] + s.contrib[i]
        if s.tile[i] >= 0:
            where.append(s.tile[i])
    if sorted(where) != list(range(NUM_TILES)):
        missing = sorted(set(range(NUM_TILES)) - set(where))
        twice = sorted({t for t in where if where.count(t) > 1})
        raise PositionError(f"tiles: every tile is in exactly one place (missing "
                            f"{_names(missing, TILE_NAMES)}, twice {_names(twice, TILE_NAMES)})")
    # every card at most once; the rest is the reserve
    cards = s.deck + s.discard
    for i in range(n):
        cards += s.hands[i] + [c for c in s.tableaux[i] if c < CH0]
        if s.card[i] >= 0:
            cards.append(s.card[i])
    if len(set(cards)) != len(cards):
        raise PositionError("cards: a card is in two places")
    rest = set(range(CH0)) - set(cards)
    if any(c >= URB0 or c % 20 < 3 for c in rest):
        raise PositionError("cards: Urbanization cards and Building cards 1-3 always circulate")
    chars = [c for i in range(n) for c in s.tableaux[i] + s.packets[i] + s.kept[i] if c >= CH0]
    if len(set(chars)) != len(chars):
        raise PositionError("tableau: a Character is in two places")
    if "reserve" in data:
        want = [_names(r) for r in reserve(s)]
        if data["reserve"] != want:
            raise PositionError("reserve: the reserve holds exactly the Building cards that "
                                "are nowhere else")
    # pawns and circulation (2.4)
    for sq in s.pawns:
        if s.stacks[sq][-1] not in rest:
            raise PositionError("city: the card of a pawned top tile is still in the reserve")
    circulating = s.deck + s.discard + [c for i in range(n) for c in s.hands[i]]
    circulating += [s.card[i] for i in range(n) if s.card[i] >= 0 and i != s.active]
    for c in circulating:
        if c < URB0 and (c not in s.top_at or s.top_at[c] in s.pawns):
            raise PositionError(f"cards: {CARD_NAMES[c]} circulates, so its tile is a "
                                "pawn-free top tile")
    live = set(circulating)
    if s.active >= 0 and s.card[s.active] >= 0:
        live.add(s.card[s.active])
    for t, sq in s.top_at.items():
        if sq not in s.pawns and t not in live:
            raise PositionError(f"cards: {CARD_NAMES[t]} must circulate (its tile is a "
                                "pawn-free top tile)")
    for i in range(n):
        for c in s.tableaux[i]:
            if c < URB0 and (c in s.top_at or c in s.supply or c in s.box):
                raise PositionError(f"seats[{i}].tableau: {CARD_NAMES[c]} was won by covering "
                                    "its tile")
    # resources
    for i in range(n):
        if s.general[i] + s.screen_res[i] + s.placed(i) != s.nres:
            raise PositionError(f"general_supply: seat {i} must own {s.nres} resources in all")
    _check_flow(s)


def _check_flow(s: GState) -> None:
    n, ds = s.n, s.decisions.items
    for d in ds:
        if d.kind not in KINDS or not 0 <= d.seat < n or d.seat == s.hal:
            raise PositionError(f"decisions: {d.kind!r} of seat {d.seat} is not possible")
    order = s.seat_order()
    chars = [len([c for c in s.tableaux[i] if c >= CH0]) for i in range(n)]
    if s.hal >= 0 and not s.intro:
        raise PositionError("mode: the solo game is written as 'intro' (no Characters)")
    if s.phase == "draft":
        if s.hal >= 0 or s.intro:
            raise PositionError("phase: only the standard multiplayer game has a draft")
        if len(ds) != 1 or ds[0].kind != "draft" or set(ds[0].data) != {"pick"}:
            raise PositionError("decisions: the draft has one pending pick")
        pick = _int(ds[0].data["pick"], "decisions.pick", 0, 2)
        for i in range(n):
            k = pick + (1 if i < ds[0].seat else 0)
            if len(s.kept[i]) != k or len(s.packets[i]) != 4 - k or chars[i]:
                raise PositionError(f"seats[{i}]: draft packets and kept cards do not fit "
                                    f"pick {pick}")
        if any(s.hands[i] or s.card[i] >= 0 or s.screen_tiles[i] or s.screen_res[i]
               or s.vp[i] for i in range(n)) or s.round != 1:
            raise PositionError("seats: nothing is dealt before the draft ends")
        if s.queue or s.active >= 0 or s.resolved:
            raise PositionError("queue: nothing is resolved during the draft")
        if None in s.tokens:
            raise PositionError("tokens: every token stands on the board")
        return
    if any(s.packets[i] or s.kept[i] for i in range(n)):
        raise PositionError("seats: draft cards exist only during the draft")
    for i in range(n):
        if chars[i] != (0 if s.hal >= 0 else 3):
            raise PositionError(f"seats[{i}].tableau: each player has 3 Characters "
                                "(none in solo)")
    if any(s.contrib[i] for i in range(n)) and not any(d.kind == "contribute" for d in ds):
        raise PositionError("seats: contributions exist only while they are being chosen")
    lifted = [k for k in range(12) if s.tokens[k] is None]
    if s.phase == "over":
        if ds or s.queue or s.active >= 0 or s.resolved or any(c >= 0 for c in s.card):
            raise PositionError("phase: a finished game has nothing pending")
        if not s.end_triggered:
            raise PositionError("end_triggered: a finished game had its end triggered")
        if lifted:
            raise PositionError("tokens: every token stands on the board")
        return
    if s.phase == "select":
        if s.queue or s.active >= 0 or lifted:
            raise PositionError("queue: nothing is resolved during selection")
        if any(s.tile[i] >= 0 and s.card[i] < 0 for i in range(n)):
            raise PositionError("seats: a committed tile lies on a committed card")
        if s.hal >= 0:
            player = 1 - s.hal
            if len(ds) != 1 or ds[0].kind not in ("hal_card", "select") or ds[0].seat != player:
                raise PositionError("decisions: solo selection is Hal's card, then yours")
            if ds[0].kind == "hal_card" and s.card[s.hal] >= 0:
                raise PositionError("seats: Hal's card is chosen by the hal_card decision")
            if ds[0].kind == "select" and s.card[s.hal] < 0:
                raise PositionError("seats: Hal gets his card before you choose yours")
            if s.card[player] >= 0 or not s.hands[player] or s.resolved:
                raise PositionError("seats: you choose from your hand")
            return
        if s.resolved >= n:
            raise PositionError("resolved: during selection some seat has not committed yet")
        if len(ds) != 1 or ds[0].kind != "select" or ds[0].seat != order[s.resolved]:
            raise PositionError("decisions: the selection turn goes in turn order")
        for j, seat in enumerate(order):
            if (s.card[seat] >= 0) != (j < s.resolved):
                raise PositionError(f"seats[{seat}].card: the seats before the current one "
                                    "have committed, the others not")
        if not s.hands[ds[0].seat]:
            raise PositionError("seats: the seat choosing holds no card")
        return
    # resolve
    if s.resolved >= n or s.active != order[s.resolved]:
        raise PositionError("active: the seat resolving is the next one in turn order")
    for j, seat in enumerate(order):
        if j < s.resolved and (s.card[seat] >= 0 or s.tile[seat] >= 0):
            raise PositionError(f"seats[{seat}]: a resolved seat has no committed card")
    if s.tile[s.active] >= 0:
        raise PositionError("seats: the active seat's tile is revealed and placed")
    if s.hal >= 0 and any(s.hands[i] for i in range(n)):
        raise PositionError("seats: in solo your hand is empty after selection")
    _check_queue(s, lifted)
    contributions = [d for d in ds if d.kind == "contribute"]
    others = [d for d in ds if d.kind != "contribute"]
    if contributions:
        if others or s.exhaustions != 1 or s.hal >= 0:
            raise PositionError("decisions: contributions pause the action on their own, "
                                "at the first exhaustion")
        seats = [d.seat for d in reversed(ds)]
        if seats != order[n - len(seats):] or any(d.data for d in ds) or s.supply:
            raise PositionError("decisions: contributions go in turn order, the supply empty")
        if any(s.contrib[d.seat] for d in ds[:-1]):
            raise PositionError("seats: a seat still to choose has contributed nothing yet")
    if len(others) > 1:
        raise PositionError("decisions: at most one decision pauses an action")
    if others:
        d = others[0]
        if d.kind == "exploit_choice":
            if d.data or d.seat != s.active:
                raise PositionError("decisions: the active seat chooses resource or tile")
        elif d.kind == "move_token":
            if set(d.data) != {"letter", "x", "y"}:
                raise PositionError("decisions: move_token holds letter, x and y")
            letter = _int(d.data["letter"], "decisions.letter", 0, 11)
            p = (d.data["x"], d.data["y"])
            if lifted != [letter] or p not in s.stacks or d.seat != (
                    1 - s.hal if s.hal >= 0 else s.active):
                raise PositionError("tokens: the token being moved is lifted off its square")
            if len(geometry.token_destinations(s.stacks, s.tokens, letter, p)[0]) < 2:
                raise PositionError("decisions: a token with one destination moves at once")
        else:
            raise PositionError(f"decisions: {d.kind} is not taken during resolution")
    elif lifted and not any(op[0] == "move" for op in s.queue):
        raise PositionError("tokens: a token is lifted only while its move is chosen")
    if not ds:
        raise PositionError("decisions: a game in progress has a decision to take")


def _check_queue(s: GState, lifted: list[int]) -> None:
    """The queue holds the active seat's remaining steps: at most one card placement, last;
    a token move only for the lifted token."""
    q = s.queue
    active = s.active
    chooser = 1 - s.hal if s.hal >= 0 else active
    ends = [i for i, op in enumerate(q) if op[0] in ("discard", "tableau")]
    if ends and (ends != [len(q) - 1] or s.card[active] < 0):
        raise PositionError("queue: the committed card is placed once, as the last step")
    if ends and q[-1][0] == "tableau" and s.card[active] >= URB0:
        raise PositionError("queue: only a Building card goes to a tableau")
    if q and not ends:
        raise PositionError("queue: an action ends with its card going somewhere")
    moves = [op for op in q if op[0] == "move"]
    if len(moves) > 1 or len(lifted) > 1:
        raise PositionError("queue: one token moves at a time")
    for op in q:
        if op[0] == "move":
            if lifted != [op[1]] or (op[2], op[3]) not in s.stacks or op[4] != chooser:
                raise PositionError("queue: a queued token move names the lifted token, "
                                    "its old square and the seat that chooses")
        elif op[1] != active:
            raise PositionError("queue: the steps belong to the active seat")
        elif op[0] == "gain" and active == s.hal and op[2] != "v":
            raise PositionError("queue: Hal gains only VP")
    if moves and any(d.kind == "move_token" for d in s.decisions.items):
        raise PositionError("queue: the token move is queued or being chosen, not both")
