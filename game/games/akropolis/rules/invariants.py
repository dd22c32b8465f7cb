"""Every invariant a reachable Akropolis state keeps (spec sections 3-5, 10), checked in one
place: ``from_position`` runs :func:`check` on what it built, and the soak and contract
tests run it after every step (``Rules.check_invariants``).

What play guarantees, and a position must therefore show:

* seats and the solo Architect agree (2 seats and the Architect's seat in a solo game, its
  city ``None``, its tiles only in solo; the longer game only for 2 or 3 seats);
* every tile of the game's set is in exactly one place (stacks, site, a city, the
  Architect's pile), and no other tile is;
* every stack holds the setup's number of tiles, and there are at most as many as setup
  deals; the site holds 2 to ``seats + 2`` tiles while the game runs and exactly 1 once it
  is over, which is exactly when no stack is left and one tile remains;
* ``turn`` is the number of tiles taken, each seat has taken one tile per turn it had (turns
  go round from the seat that started, the player in a solo game), and the Chief Architect
  is the seat that started the current round (the last one, once the game is over);
* each city is its placements replayed on the starting tile, every one legal (touching the
  city on the ground; flat on three columns of one height covering two tiles or more above)
  at the level recorded, and the city's columns and bitboards are that replay;
* stones: a seat starts with 1 to 4 by its place in the turn order, gains one per quarry its
  placements covered and pays at most what the site's slots cost at each of its turns (never
  more than it has), so its stones lie in the range those allow; in a solo game what the
  player paid went to the Architect, who pays only for plaza tiles.

Cheap: one sort of the tiles and one replay of each city (no scoring, no search).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

from game.engine.protocol import PositionError

from ..data import NUM_TILES, TILE_HAS_PLAZA, TILE_KINDS, stack_layout, tile_name, tile_set
from .automa import LEVELS
from .city import City
from .placement import REASONS
from .scoring import VARIANTS
from .state import AkState

REPLAYED = "replayed"
"""City memo key: the quarries each placement covered, kept once the city was found to be
the replay of its placements (the memo is replaced whenever the city changes, so a city is
replayed once per change however often it is checked)."""
PlacementRecord = tuple[int, int, int, int, int | None]
"""(tile, q, r, rotation, level or None when not given)."""


def fail(msg: str) -> PositionError:
    return PositionError(f"akropolis position: {msg}")


@cache
def game_set(n: int, long_game: bool) -> tuple[int, ...]:
    """The sorted tiles of a game of ``n`` seats."""
    return tuple(tile_set(n, long_game))


@cache
def layout(n: int, long_game: bool) -> tuple[int, int]:
    """(tiles per stack, most stacks a position can hold)."""
    count, size = stack_layout(n, long_game)
    if len(game_set(n, long_game)) - count * size == 1:
        count -= 1  # 3-player longer game: the first stack is revealed at once
    return size, count


def replay(placements: Sequence[PlacementRecord], where: str) -> tuple[City, list[int]]:
    """The city its placements build on the starting tile, as play builds it, and the
    quarries each one covered; raises :class:`PositionError` at the first placement the rules
    forbid or whose recorded level is not the one it gets."""
    city = City.starting()
    gains: list[int] = []
    seen: set[int] = set()
    for i, record in enumerate(placements):
        if record[0] in seen:
            raise fail(f"{where}[{i}]: tile {tile_name(record[0])} is placed twice in this "
                       "city")
        seen.add(record[0])
        gains.append(_place(city, record, f"{where}[{i}]"))
    return city, gains


def _place(city: City, record: PlacementRecord, at: str) -> int:
    """Put one placement on ``city`` if the rules allow it at its recorded level; returns
    the quarries it covered."""
    tile, q, r, rot, level = record
    if not 1 <= tile <= NUM_TILES:
        raise fail(f"{at}: unknown tile {tile}")
    if not 0 <= rot < 6:
        raise fail(f"{at}.rot: rotation must be 0 to 5, not {rot}")
    got, code = city.check_qr(q, r, rot)
    if not got:
        raise fail(f"{at} (tile {tile_name(tile)} at {q},{r} rot {rot}): {REASONS[code]}")
    if level is not None and level != got:
        raise fail(f"{at}.level: the tile would be on level {got}, not {level}")
    return city.place(tile, TILE_KINDS[tile], city.g.index(q, r), rot)[1]


_REPLAYS: dict[tuple[PlacementRecord, ...], tuple[City, list[int]]] = {}
"""Replays already made, by placements (never changed once stored): a city checked after
every move is replayed from the one before it, one placement at a time."""
_REPLAYS_KEPT = 256


def _replayed(city: City, where: str) -> list[int]:
    """The quarries each placement of ``city`` covered, once ``city`` is found to be the
    replay of its placements (else :class:`PositionError`)."""
    gains: list[int] | None = city.memo.get(REPLAYED)
    if gains is not None:
        return gains
    key = tuple(city.placements)
    known = _REPLAYS.get(key)
    if known is None:
        before = _REPLAYS.get(key[:-1]) if key else None
        if before is None or key[-1][0] in {p[0] for p in key[:-1]}:
            known = replay(key, where)
        else:
            built = before[0].clone()
            known = built, [*before[1], _place(built, key[-1], f"{where}[{len(key) - 1}]")]
        if len(_REPLAYS) >= _REPLAYS_KEPT:
            _REPLAYS.clear()
        _REPLAYS[key] = known
    built, gains = known
    _same_city(city, built, where)
    city.memo[REPLAYED] = gains
    return gains


def _same_city(city: City, built: City, where: str) -> None:
    """``city`` holds exactly what the replay ``built`` holds."""
    if city.g.R != built.g.R or city.cells != built.cells:
        raise fail(f"{where}: the columns are not what the placements build")
    if city.occ != built.occ or city.lv != built.lv:
        raise fail(f"{where}: the occupied columns and levels are not what the placements "
                   "build")
    if city.full != built.full or city.forb != built.forb:
        raise fail(f"{where}: the fully visible tiles are not what the placements build")


def _count(k: int, noun: str) -> str:
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


def check(st: AkState) -> None:
    """Raise :class:`PositionError` naming the field and the rule ``st`` breaks, if any."""
    n = st.n
    if not 2 <= n <= 4:
        raise fail(f"players: {n} seats, but Akropolis seats 2 to 4")
    if len(st.stones) != n or len(st.cities) != n:
        raise fail(f"stones/cities: one entry per seat ({n})")
    for field in ("chief", "current"):
        if not 0 <= getattr(st, field) < n:
            raise fail(f"{field}: seat {getattr(st, field)}, but the seats are 0 to {n - 1}")
    _check_seats(st)
    if st.long_game and n == 4:
        raise fail("long_game: the longer game is for 2 or 3 players (4 use every tile)")
    if not st.variants <= set(VARIANTS):
        raise fail(f"variants: unknown {sorted(st.variants - set(VARIANTS))}")
    _check_tiles(st)
    size, count = layout(n, st.long_game)
    for i, s in enumerate(st.stacks):
        if len(s) != size:
            raise fail(f"stacks[{i}]: {len(s)} tiles, but every stack holds {size} "
                       f"in this game")
    if len(st.stacks) > count:
        raise fail(f"stacks: {len(st.stacks)} stacks, but setup deals {count}")
    site = len(st.site)
    if st.finished:
        if st.stacks or site != 1:
            raise fail("finished: the game ends only when no stack is left and one tile "
                       f"remains on the site ({len(st.stacks)} stacks, {site} tiles)")
    elif site == 1 and not st.stacks:
        raise fail("finished: no stack is left and one tile remains, so the game is over")
    elif not 2 <= site <= n + 2:
        raise fail(f"site: {site} tiles, but a running game has 2 to {n + 2} (a stack is "
                   "revealed when one is left)")
    taken = [len(c.placements) if c is not None else len(st.architect_tiles)
             for c in st.cities]
    turn = sum(taken)
    if st.turn != turn:
        raise fail(f"turn: {st.turn}, but {_count(turn, 'tile')} "
                   f"{'was' if turn == 1 else 'were'} taken")
    first = (st.current - turn) % n
    if st.solo is not None and first != 1 - st.architect:
        raise fail(f"current: seat {st.current} to move after {turn} turns means seat "
                   f"{first} played first, but the player (seat {1 - st.architect}) starts "
                   "a solo game")
    for seat in range(n):
        had = turn // n + (1 if (seat - first) % n < turn % n else 0)
        if taken[seat] != had:
            field = "architect_tiles" if st.is_architect(seat) else f"cities[{seat}]"
            raise fail(f"{field}: {_count(taken[seat], 'tile')} taken, but seat {seat} has "
                       f"had {_count(had, 'turn')} (seat {first} played first, "
                       f"{_count(turn, 'turn')} played)")
    rounds = turn // (n + 1) - (1 if st.finished else 0)  # each but the last passed the marker
    chief = (first + rounds * (n + 1)) % n
    if st.chief != chief:
        raise fail(f"chief: seat {st.chief} holds the Chief Architect marker, but after "
                   f"{turn} turns it is seat {chief}'s")
    gains: list[list[int]] = []
    for seat, city in enumerate(st.cities):
        if city is None:
            gains.append([])
            continue
        gains.append(_replayed(city, f"cities[{seat}]"))
    _check_stones(st, first, gains)


def _check_seats(st: AkState) -> None:
    if st.solo is None:
        if st.architect != -1:
            raise fail("architect_seat: only a solo game has the Illustrious Architect")
        if st.architect_tiles:
            raise fail("architect_tiles: only the solo Illustrious Architect takes tiles "
                       "without building")
        for seat, city in enumerate(st.cities):
            if city is None:
                raise fail(f"cities[{seat}]: every seat builds a city")
        return
    if st.solo not in LEVELS:
        raise fail(f"solo: unknown level {st.solo!r}")
    if st.n != 2:
        raise fail("players: a solo game has 2 seats (the player and the Architect)")
    if st.architect not in (0, 1):
        raise fail("architect_seat: the Architect sits at seat 0 or 1")
    for seat, city in enumerate(st.cities):
        if (city is None) != st.is_architect(seat):
            raise fail(f"cities[{seat}]: " + ("the Illustrious Architect builds no city"
                                              if city is not None else
                                              "the player builds a city"))


def _check_tiles(st: AkState) -> None:
    """Every tile of the game's set in exactly one place."""
    used = [t for s in st.stacks for t in s]
    used += st.site
    used += st.architect_tiles
    for city in st.cities:
        if city is not None:
            used += [p[0] for p in city.placements]
    want = game_set(st.n, st.long_game)
    if sorted(used) == list(want):
        return
    seen = Counter(used)
    twice = sorted(t for t, k in seen.items() if k > 1)
    if twice:
        raise fail(f"tiles: {', '.join(map(tile_name, twice))} appear more than once "
                   "(stacks, site, cities, architect_tiles)")
    stray = sorted(set(seen) - set(want))
    if stray:
        backs = "every tile" if len(want) == NUM_TILES else \
            "the 2+ and 3+ tiles" if st.n == 3 else "the 2+ tiles"
        raise fail(f"tiles: {', '.join(map(tile_name, stray))} are not in this game "
                   f"({st.n} seats{', longer game' if st.long_game else ''} use {backs})")
    missing = sorted(set(want) - set(seen))
    raise fail(f"tiles: {', '.join(map(tile_name, missing))} of the game's set are nowhere "
               "(every tile is in a stack, on the site, in a city or the Architect's pile)")


def _check_stones(st: AkState, first: int, gains: list[list[int]]) -> None:
    """Stones by seat: see the module docstring. ``gains[seat]`` are the quarries covered
    by each of the seat's placements, in order."""
    n = st.n
    player_paid = 0
    for seat in range(n):
        if st.is_architect(seat):
            continue
        order = (seat - first) % n
        start = order + 1
        lo = hi = start
        for j, got in enumerate(gains[seat]):
            t = order + j * n
            cap = n + 1 - t % (n + 1)  # the site holds cap + 1 tiles at turn t
            lo = max(0, lo - cap) + got
            hi += got
        have = st.stones[seat]
        if not lo <= have <= hi:
            bound = f"at most {hi}" if have > hi else f"at least {lo}"
            raise fail(f"stones[{seat}]: {have}, but the seat can have {bound} ({start} to "
                       f"start, {hi - start} from quarries, and what the site's slots cost "
                       "at its turns)")
        player_paid = hi - have  # in a solo game: what the player paid
    if st.solo is None:
        return
    arch = st.architect
    order = (arch - first) % n
    most = 2 + player_paid  # the player's payments went to the Architect
    could_pay = 0
    for j, tile in enumerate(st.architect_tiles):
        if TILE_HAS_PLAZA[tile]:
            t = order + j * n
            could_pay += n + 1 - t % (n + 1)
    least = max(0, most - could_pay)
    have = st.stones[arch]
    if not least <= have <= most:
        bound = f"at most {most}" if have > most else f"at least {least}"
        raise fail(f"stones[{arch}]: {have}, but the Architect can have {bound} (2 to start, "
                   f"{player_paid} paid by the player, and only plaza tiles cost it stones)")
