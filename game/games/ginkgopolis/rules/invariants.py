"""The invariants of a Ginkgopolis state: what every state the rules reach keeps (spec 1-10).

:func:`check` raises :class:`PositionError` whose message names the position field
(docs/positions/ginkgopolis.md) and the rule broken. ``from_position`` runs it on every state it
builds and the soak tests after every step, so the same function says what a reachable state
is. Each invariant is written once, here:

- setup: seat count, Hal's seat and level, resources per colour, the first player in solo;
- the city: the nine starting tiles at the bottom of the 3x3 square and nowhere else, owners
  (none only on an untouched starting building), pawns only on owned buildings, the city
  connected, its squares in ascending order (the position's order);
- tokens: on distinct free perimeter squares in clockwise order A..L (4.3), one lifted only
  while its destination is chosen;
- tiles: each of the 60 in exactly one place, the box holding the tiles removed at setup;
- cards: each Building and Urbanization card in at most one place, the rest being reserve
  Building cards 4-20; circulating cards name pawn-free top tiles and every pawn-free top
  tile's card circulates; a pawned top tile's card is in the reserve; each covered tile's card
  lies in a tableau; Characters once, first in each tableau, an intro set in the intro game;
- resources: each colour's count conserved between the supply, the screen and the buildings
  (6.1); a seat with all of them placed has triggered the end (7);
- the tile supply and its exhaustions (6.2, 10.3);
- the phase, the turn counter, the committed cards, the decision stack (the exact decisions
  the rules push) and the queue of the action being resolved (a suffix of that action's
  steps, paused where the rules pause it).
"""

from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.protocol import PositionError

from ..data import (
    BUILDUP,
    CARD_NAMES,
    CH0,
    CITY_SQUARES,
    EXPLOIT,
    HAND_SIZE,
    INTRO_SETS,
    ITEM_OF_COLOUR,
    LETTERS,
    NEW_HAND_TOKENS,
    NUM_TILES,
    RESOURCES,
    SOLO_START,
    STARTING_TILES,
    TILE_NAMES,
    TILES_TO_BOX,
    TOKEN_SQUARES,
    URB0,
    URBANIZE,
    character_start,
    discards_seven,
)
from . import geometry
from .resolution import _bonuses
from .state import (
    CONTRIBUTE,
    DRAFT,
    EXPLOIT_CHOICE,
    HAL_CARD,
    PHASES,
    SELECT,
    SELECT_SOLO,
    GState,
    Op,
    Square,
)

_START = frozenset(STARTING_TILES)
_START_SQUARES = frozenset(CITY_SQUARES)
_ALWAYS = tuple(c for c in range(CH0) if c >= URB0 or c % 20 < 3)
"""Urbanization cards and Building cards 1-3: always in circulation or a tableau."""
_RESERVE, _CIRCULATING, _TABLEAU, _ACTIVE = 0, 1, 2, 3
"""Where a card is: the reserve, circulation (deck, pile, hands, a committed card still to
be revealed), a tableau, or the card of the action being resolved."""


def _fail(message: str) -> PositionError:
    return PositionError(message)


def check(s: GState) -> None:
    """Raise :class:`PositionError` naming the field and the rule if ``s`` breaks an
    invariant of the game."""
    _setup(s)
    _city(s)
    _tokens(s)
    _tiles(s)
    _cards(s)
    _resources(s)
    _supply(s)
    _flow(s)


# --- setup -------------------------------------------------------------------------------------
def _setup(s: GState) -> None:
    n = s.n
    if not 2 <= n <= 5:
        raise _fail(f"players: {n} seats, but the game seats 2 to 5")
    if s.hal >= 0:
        if n != 2 or s.hal > 1:
            raise _fail("hal: the solo game has 2 seats, you and Hal (seat 0 or 1)")
        if s.first != 1 - s.hal:
            raise _fail("first_player: in solo you are always the first player")
        if not s.intro:
            raise _fail("mode: the solo game is written as 'intro' (no Characters)")
    elif s.hal != -1 or s.expert:
        raise _fail("solo: Hal and his level exist only in the solo game")
    if s.nres != RESOURCES[1 if s.hal >= 0 else n]:
        raise _fail(f"general_supply: each colour has {RESOURCES[1 if s.hal >= 0 else n]} "
                    f"resources with {n} seats, not {s.nres}")
    if not 0 <= s.first < n:
        raise _fail(f"first_player: {s.first} is not a seat")
    if s.round < 1 or s.phase not in PHASES:
        raise _fail("round/phase: the round counts from 1 through draft, select, resolve, over")
    sized = (s.general, s.screen_tiles, s.screen_res, s.vp, s.hands, s.tableaux, s.new_hand,
             s.card, s.tile, s.contrib, s.packets, s.kept)
    if any(len(v) != n for v in sized) or len(s.tokens) != 12 or len(s.top_at) != NUM_TILES:
        raise _fail("seats: one entry per seat and per token")
    if s.hal_card != -1 or s.hal_extra != -1:
        raise _fail("seats: Hal's card lives in his seat's card")


def _at(sq: Square) -> str:
    """A building in a message (the position lists the city by square)."""
    return f"city({sq[0]}, {sq[1]})"


# --- the city ----------------------------------------------------------------------------------
def _city(s: GState) -> None:
    stacks, owner, pawns, top_at, n = s.stacks, s.owner, s.pawns, s.top_at, s.n
    keys = list(stacks)
    if keys != sorted(keys) or list(owner) != keys:
        raise _fail("city: the buildings are kept in ascending square order, one owner each")
    for sq, st in stacks.items():
        if not st:
            raise _fail(f"{_at(sq)}.tiles: a building has at least one tile")
        if (st[0] in _START) != (sq in _START_SQUARES):
            raise _fail(f"{_at(sq)}: the 3x3 starting square holds the nine starting tiles")
        if len(st) > 1 and not _START.isdisjoint(st[1:]):
            raise _fail(f"{_at(sq)}.tiles: starting tiles lie at the bottom of the city")
        o = owner[sq]
        if (o < 0) != (len(st) == 1 and sq in _START_SQUARES) or o < -1:
            raise _fail(f"{_at(sq)}.owner: an untouched starting building (one tile) has no "
                        "owner, every other building has one")
        if o < 0 and sq in pawns:
            raise _fail(f"{_at(sq)}.pawn: a starting building never carries a pawn")
        if o >= n:
            raise _fail(f"{_at(sq)}.owner: {o} is not a seat")
        if top_at[st[-1]] != sq:
            raise _fail(f"{_at(sq)}: its top tile is found on its square")
    if sum(1 for sq in top_at if sq is not None) != len(stacks):
        raise _fail("city: only top tiles are found on a square")
    if not pawns <= stacks.keys():
        raise _fail("city: pawns stand on buildings")
    if any(sq not in stacks for sq in CITY_SQUARES):
        raise _fail("city: the starting 3x3 square is always built")
    # connected: the city grows only onto squares next to it (4.1)
    seen = {(0, 0)}
    todo = [(0, 0)]
    while todo:
        x, y = todo.pop()
        for q in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
            if q in stacks and q not in seen:
                seen.add(q)
                todo.append(q)
    if len(seen) != len(stacks):
        far = min(sq for sq in stacks if sq not in seen)
        raise _fail(f"{_at(far)}: the city is connected (it grows only by building on a "
                    "token next to it)")


def _tokens(s: GState) -> None:
    tokens = s.tokens
    placed = [k for k in range(12) if tokens[k] is not None]
    if len(placed) < 11:
        raise _fail("tokens: at most one token is lifted at a time")
    stacks = s.stacks
    per = geometry.perimeter(stacks)
    squares = set()
    for k in placed:
        sq = tokens[k]
        assert sq is not None
        if sq not in per:
            raise _fail(f"tokens.{LETTERS[k]}: a token stands on a free square next to the "
                        "city")
        squares.add(sq)
    if len(squares) != len(placed):
        raise _fail("tokens: two tokens on one square")
    order = sorted(placed, key=lambda k: geometry.key(tokens[k]))  # type: ignore[arg-type]
    descents = sum(1 for i in range(len(order)) if order[i - 1] > order[i])
    if descents != 1:
        raise _fail("tokens: the letters run clockwise A..L around the city (4.3)")


# --- tiles and cards ---------------------------------------------------------------------------
def _tiles(s: GState) -> None:
    where: list[int] = [t for st in s.stacks.values() for t in st]
    where += s.supply
    where += s.box
    for i in range(s.n):
        where += s.screen_tiles[i]
        where += s.contrib[i]
        if s.tile[i] >= 0:
            where.append(s.tile[i])
    if sorted(where) != list(range(NUM_TILES)):
        missing = sorted(set(range(NUM_TILES)) - set(where))
        twice = sorted({t for t in where if where.count(t) > 1})
        raise _fail(f"tiles: every tile is in exactly one place (missing "
                    f"{[TILE_NAMES[t] for t in missing]}, twice "
                    f"{[TILE_NAMES[t] for t in twice]})")
    k = TILES_TO_BOX[1 if s.hal >= 0 else s.n]
    if len(s.box) != k or s.box != sorted(s.box):
        raise _fail(f"box: the {k} tiles removed at setup, in ascending order")
    h = s.hal
    if h >= 0 and (s.screen_tiles[h] or s.contrib[h] or s.tile[h] >= 0 or s.screen_res[h]
                   or s.hands[h] or s.new_hand[h]):
        raise _fail(f"seats[{h}]: Hal has no screen, hand or New Hand tokens")


def _cards(s: GState) -> None:
    n = s.n
    where = [_RESERVE] * CH0
    active = s.active if s.phase == "resolve" else -1
    counts = [0, 0, 0, 0]
    """Building cards (not Urbanization cards) per place."""

    def put(cards: list[int], place: int, field: str) -> None:
        for c in cards:
            if not 0 <= c < CH0:
                raise _fail(f"{field}: {CARD_NAMES[c] if 0 <= c < len(CARD_NAMES) else c} "
                            "cannot be here")
            if where[c] != _RESERVE:
                raise _fail(f"cards: {CARD_NAMES[c]} is in two places")
            where[c] = place
            if c < URB0:
                counts[place] += 1

    put(s.deck, _CIRCULATING, "deck")
    put(s.discard, _CIRCULATING, "discard")
    chars: set[int] = set()
    for i in range(n):
        f = f"seats[{i}]"
        put(s.hands[i], _CIRCULATING, f + ".hand")
        if s.card[i] >= 0:
            put([s.card[i]], _ACTIVE if i == active else _CIRCULATING, f + ".card")
        elif s.tile[i] >= 0:
            raise _fail(f"{f}.tile: a tile is committed on a card")
        tab = s.tableaux[i]
        k = 0
        while k < len(tab) and tab[k] >= CH0:
            k += 1
        if any(c >= URB0 for c in tab[k:]):
            raise _fail(f"{f}.tableau: only Characters (first) and Building cards won by a "
                        "Build-Up are kept")
        put(tab[k:], _TABLEAU, f + ".tableau")
        for c in tab[:k] + s.packets[i] + s.kept[i]:
            if not CH0 <= c < CH0 + 27 or c in chars:
                raise _fail(f"{f}: each Character is in one place at most")
            chars.add(c)
        if s.phase != "draft":
            if k != (0 if s.hal >= 0 else 3):
                raise _fail(f"{f}.tableau: each player has 3 Characters, first (none in "
                            "solo)")
            if s.intro and k and tuple(tab[:3]) not in INTRO_SETS:
                raise _fail(f"{f}.tableau: in the intro game the Characters are one intro "
                            "set, in its order")
        if len(s.hands[i]) > (3 if s.hal >= 0 else HAND_SIZE):
            raise _fail(f"{f}.hand: a hand holds at most {HAND_SIZE} cards (3 in solo)")
        if s.packets[i] != sorted(s.packets[i]):
            raise _fail(f"{f}.draft_packet: a packet is kept in ascending order")
    for c in _ALWAYS:
        if where[c] == _RESERVE:
            raise _fail(f"cards: {CARD_NAMES[c]} always circulates (Urbanization cards and "
                        "Building cards 1-3 never go to the reserve)")
    # circulation (2.4): a circulating Building card names a pawn-free top tile, a tableau's
    # a covered tile, and the other way round; counted, then named only on a failure
    pawns = s.pawns
    tops = low = 0
    for sq, st in s.stacks.items():
        t = st[-1]
        w = where[t]
        if sq in pawns:
            if w != _RESERVE:
                raise _fail(f"{_at(sq)}: the card of a pawned top tile "
                            f"({CARD_NAMES[t]}) waits in the reserve until the deck is "
                            "rebuilt")
        elif w == _CIRCULATING:
            tops += 1
        elif w != _ACTIVE:
            raise _fail(f"{_at(sq)}: the card of a pawn-free top tile "
                        f"({CARD_NAMES[t]}) circulates")
        for u in st[:-1]:
            w = where[u]
            if w == _TABLEAU:
                low += 1
            elif w != _ACTIVE:
                raise _fail(f"{_at(sq)}: the card of a covered tile "
                            f"({CARD_NAMES[u]}) was won by the Build-Up that covered it (a "
                            "tableau)")
    if tops != counts[_CIRCULATING] or low != counts[_TABLEAU]:
        covered = {u for st in s.stacks.values() for u in st[:-1]}
        for c in range(URB0):
            if where[c] == _CIRCULATING:
                at = s.top_at[c]
                if at is None or at in pawns:
                    raise _fail(f"cards: {CARD_NAMES[c]} circulates, so its tile is a "
                                "pawn-free top tile")
            elif where[c] == _TABLEAU and c not in covered:
                raise _fail(f"cards: {CARD_NAMES[c]} lies in a tableau, so its tile is "
                            "covered")
        raise _fail("cards: each card is where its tile says")  # pragma: no cover


# --- resources and supplies ----------------------------------------------------------------------
def _resources(s: GState) -> None:
    placed = [0] * s.n
    for sq, o in s.owner.items():
        if o >= 0:
            placed[o] += len(s.stacks[sq])
    for i in range(s.n):
        if s.general[i] < 0 or s.screen_res[i] < 0 or s.vp[i] < 0:
            raise _fail(f"seats[{i}]: counts are never negative")
        if s.general[i] + s.screen_res[i] + placed[i] != s.nres:
            raise _fail(f"general_supply: seat {i} owns {s.nres} resources in all (supply "
                        f"{s.general[i]}, screen {s.screen_res[i]}, buildings {placed[i]})")
        if placed[i] == s.nres and not s.end_triggered:
            raise _fail(f"end_triggered: seat {i} has all its resources on buildings, which "
                        "triggers the end (7)")
        if not 0 <= s.new_hand[i] <= (0 if s.hal >= 0 else NEW_HAND_TOKENS):
            raise _fail(f"seats[{i}].new_hand: 0 to 2 tokens (none in solo)")


def _supply(s: GState) -> None:
    contributing = any(d.kind == "contribute" for d in s.decisions.items)
    ex = s.exhaustions
    if ex not in (0, 1, 2):
        raise _fail("exhaustions: 0, 1 or 2")
    if ex and s.round == 1:
        # Setup draws at most 3 tiles a seat (one per Character). In round 1 only cards 1-3
        # and Urbanization cards circulate, and a starting building can be built up once
        # (the new top's card waits in the reserve), so the k-th action draws at most
        # 2 (a starting building) + min(3, k - 1) (new neighbours) + 3 (tile bonuses):
        # with 5 players 15 + 34 = 49 tiles, fewer than the 51 of the supply.
        raise _fail("exhaustions: the supply cannot run out in round 1")
    if s.hal >= 0:
        if ex not in (0, 1) or (ex == 0 and not s.supply) or (ex == 1 and not s.end_triggered):
            raise _fail("exhaustions: in solo the supply runs out once, which ends the game "
                        "(10.3)")
        if ex == 1 and len(s.supply) > 1:
            raise _fail("supply: in solo an exhausted supply stays empty but for the tile Hal "
                        "could not place (10.2)")
        return
    if ex == 0 and not s.supply:
        raise _fail("exhaustions: the supply ran out, so it was exhausted")
    if ex == 1 and not s.supply and not contributing:
        raise _fail("exhaustions: after the first exhaustion the contributions refill the "
                    "supply, or it is exhausted a second time (6.2)")
    if ex == 1 and s.supply and contributing:
        raise _fail("supply: the contributions are chosen while the supply is empty")
    if ex == 2 and (s.supply or not s.end_triggered):
        raise _fail("exhaustions: after the second exhaustion the supply stays empty and the "
                    "game ends (6.2)")


# --- phase, decisions and the action being resolved --------------------------------------------
def _flow(s: GState) -> None:
    n, phase, ds = s.n, s.phase, s.decisions.items
    order = s.seat_order()
    turns = (s.round - 1) * n + (s.resolved if phase == "resolve" else 0) + (
        n if phase == "over" else 0)
    if s.turns != turns:
        raise _fail(f"turns: {s.turns}, but round {s.round} ({phase}) comes after {turns} "
                    "actions")
    lifted = [k for k in range(12) if s.tokens[k] is None]
    if any(s.contrib[i] for i in range(n)) and not any(d.kind == "contribute" for d in ds):
        raise _fail("seats: contributions exist only while they are being chosen")
    if phase != "resolve":
        if lifted:
            raise _fail(f"tokens.{LETTERS[lifted[0]]}: a token is lifted only while its "
                        "destination is chosen")
        if s.queue or s.active >= 0:
            raise _fail(f"queue: nothing is being resolved in the {phase} phase")
        if any(s.packets) or any(s.kept):
            if phase != "draft":
                raise _fail("seats: draft cards exist only during the draft")
    if phase == "draft":
        _draft(s)
    elif phase == "over":
        if ds or s.resolved or any(c >= 0 for c in s.card):
            raise _fail("phase: a finished game has nothing pending")
        if not s.end_triggered:
            raise _fail("end_triggered: a finished game had its end triggered")
        if s.hal >= 0 and s.hands[1 - s.hal]:
            raise _fail("seats: in solo your hand is empty after selection")
        if any(len(h) >= HAND_SIZE for h in s.hands):
            raise _fail("seats: every seat committed a card in the last round, so holds at "
                        "most 3")
    elif phase == "select":
        if s.end_triggered:
            raise _fail("end_triggered: a triggered end finishes the round; no selection "
                        "follows")
        if s.round == 1:
            _first_selection(s)
            _untouched(s, list(range(s.n)))
        if s.hal >= 0:
            _select_solo(s)
        else:
            _select(s, order)
    else:
        _resolve(s, order, lifted)


def _draft(s: GState) -> None:
    n, ds = s.n, s.decisions.items
    if s.hal >= 0 or s.intro:
        raise _fail("phase: only the standard multiplayer game has a draft")
    if len(ds) != 1 or ds[0].kind != "draft":
        raise _fail("decisions: the draft has one pending pick")
    d = ds[0]
    pick = d.data.get("pick")
    if not isinstance(pick, int) or not 0 <= pick <= 2 or not 0 <= d.seat < n or (
            d != DRAFT[pick][d.seat]):
        raise _fail("decisions: a draft pick is secret, for seat 0..n-1, pick 0..2")
    for i in range(n):
        k = pick + (1 if i < d.seat else 0)
        if len(s.kept[i]) != k or len(s.packets[i]) != 4 - k or s.tableaux[i]:
            raise _fail(f"seats[{i}]: draft packets and kept cards do not fit pick {pick}")
    if s.round != 1 or s.resolved or s.end_triggered or s.exhaustions:
        raise _fail("round: the draft is the setup of round 1")
    if any(s.hands[i] or s.card[i] >= 0 or s.screen_tiles[i] or s.screen_res[i] or s.vp[i]
           or s.new_hand[i] != NEW_HAND_TOKENS for i in range(n)):
        raise _fail("seats: nothing is dealt before the draft ends (2 New Hand tokens each)")
    if len(s.stacks) != 9 or s.pawns or any(o >= 0 for o in s.owner.values()):
        raise _fail("city: the draft is played before anybody builds")
    if s.tokens != list(TOKEN_SQUARES):
        raise _fail("tokens: the tokens stand on their starting squares during the draft")
    if len(s.discard) != (7 if discards_seven(n) else 0):
        raise _fail("discard: at setup 7 cards are set aside with 2-3 players, none with 4-5")


def _first_selection(s: GState) -> None:
    """Before the first action nothing has changed since the setup (3.2, 10.1): the starting
    city and tokens."""
    if len(s.stacks) != 9 or s.tokens != list(TOKEN_SQUARES):
        raise _fail("round: before the first action the city is the starting city, its tokens "
                    "on their starting squares")


def _untouched(s: GState, seats: list[int]) -> None:
    """In round 1 a seat that has not acted yet holds its starting items: it owns no
    building, so nobody returned it anything, and no exhaustion asked it for tiles."""
    for i in seats:
        if i == s.hal:
            items = (0, 0, 0)
        elif s.hal >= 0:
            items = SOLO_START
        else:
            got = [character_start(c) for c in s.tableaux[i]]
            items = (sum(g[0] for g in got), sum(g[1] for g in got), sum(g[2] for g in got))
        tiles = len(s.screen_tiles[i]) + (s.tile[i] >= 0)
        if (s.screen_res[i], tiles, s.vp[i]) != items or (
                s.general[i] != s.nres - items[0] and i != s.hal):
            raise _fail(f"seats[{i}]: in round 1 a seat that has not acted yet holds its "
                        f"starting items ({items[0]} resources, {items[1]} tiles, {items[2]} VP)"
                        " and owns no building")


def _select(s: GState, order: list[int]) -> None:
    n, ds = s.n, s.decisions.items
    if s.resolved >= n:
        raise _fail("resolved: during selection some seat has not committed yet")
    seat = order[s.resolved]
    if len(ds) != 1 or ds[0] != SELECT[seat]:
        raise _fail("decisions: the selection turns go in turn order, one secret select each")
    for j, q in enumerate(order):
        if (s.card[q] >= 0) != (j < s.resolved):
            raise _fail(f"seats[{q}].card: the seats before the current one have committed, "
                        "the others not")
        if j < s.resolved and len(s.hands[q]) >= HAND_SIZE:
            raise _fail(f"seats[{q}].hand: a seat that committed a card holds at most 3")
    if not s.hands[seat]:
        raise _fail(f"seats[{seat}].hand: the seat choosing holds a card")


def _select_solo(s: GState) -> None:
    ds, hal = s.decisions.items, s.hal
    player = 1 - hal
    if s.resolved or len(ds) != 1 or ds[0] not in (HAL_CARD[player], SELECT_SOLO[player]):
        raise _fail("decisions: solo selection is Hal's card, then yours (neither secret)")
    if s.card[player] >= 0:
        raise _fail(f"seats[{player}].card: you commit at the end of the selection")
    if ds[0].kind == "hal_card" and s.card[hal] >= 0:
        raise _fail(f"seats[{hal}].card: Hal's card is chosen by the hal_card decision")
    if ds[0].kind == "select" and s.card[hal] < 0:
        raise _fail(f"seats[{hal}].card: Hal gets his card before you choose yours")
    if not s.hands[player] or len(s.hands[player]) > (3 if ds[0].kind == "hal_card" else 2):
        raise _fail(f"seats[{player}].hand: you draw 3, give Hal one and choose from the rest")


def _resolve(s: GState, order: list[int], lifted: list[int]) -> None:
    n, ds, a = s.n, s.decisions.items, s.active
    if not 0 <= s.resolved < n or a != order[s.resolved]:
        raise _fail("active: the seat resolving is the next one in turn order")
    for j, q in enumerate(order):
        if j < s.resolved and (s.card[q] >= 0 or s.tile[q] >= 0):
            raise _fail(f"seats[{q}]: a resolved seat has no committed card")
        if j >= s.resolved and s.card[q] < 0:
            raise _fail(f"seats[{q}].card: a seat still to resolve has its committed card")
        if len(s.hands[q]) >= HAND_SIZE:
            raise _fail(f"seats[{q}].hand: every seat committed a card, so holds at most 3")
    if s.tile[a] >= 0:
        raise _fail(f"seats[{a}].tile: the active seat's tile is revealed and placed")
    if s.hal >= 0 and len(s.hands[1 - s.hal]) > (1 if a != s.hal else 0):
        raise _fail("seats: in solo your last card stays in your hand until your action is "
                    "done, then goes to the discard pile (10.2 steps 3-4)")
    if s.round == 1 and not s.exhaustions:
        _untouched(s, order[s.resolved + 1:])
    if s.hal >= 0 and s.end_triggered != (
            s.exhaustions == 1 or any(s.placed(i) == s.nres for i in range(n))):
        # solo: you act first and Hal never pauses after resources come back to you or
        # after he cannot pay, so every trigger of this round is still visible (10.3)
        raise _fail("end_triggered: in solo the end is triggered mid-round exactly when the "
                    "supply ran out or a seat has all its resources on buildings")
    if not ds:
        raise _fail("decisions: an action pauses only for a decision")
    top = ds[-1]
    if top.kind == "contribute":
        _contributions(s, order)
    elif len(ds) != 1:
        raise _fail("decisions: one decision at most pauses an action")
    if lifted and top.kind != "move_token":
        raise _fail(f"tokens.{LETTERS[lifted[0]]}: a token is lifted only while its "
                    "destination is chosen")
    _queue(s, top, lifted)


def _contributions(s: GState, order: list[int]) -> None:
    n, ds = s.n, s.decisions.items
    if s.hal >= 0 or s.exhaustions != 1 or s.supply:
        raise _fail("decisions: contributions are chosen at the first exhaustion, the supply "
                    "empty (not in solo)")
    seats = [d.seat for d in reversed(ds)]
    if seats != order[n - len(seats):] or any(d != CONTRIBUTE[d.seat] for d in ds):
        raise _fail("decisions: the secret contributions go in turn order, one each")
    if any(s.contrib[d.seat] for d in ds[:-1]):
        raise _fail("seats: a seat still to choose has contributed nothing yet")


def _steps(s: GState, a: int, card: int) -> list[list[Op]]:
    """The step lists the action of seat ``a`` with ``card`` can have started with: an
    Exploit, an Urbanize on one of the squares it may have built, a Build-Up (5.4; Hal:
    10.2). The Urbanization card's resource-or-tile choice is written as the tile it may
    have been."""
    out: list[list[Op]] = []
    stacks = s.stacks
    if a == s.hal:
        if card >= URB0:
            for p in _new_buildings(s, a):
                out.append(_urbanize_steps(s, a, card, p))
        elif _built_on(s, a, card):
            out.append([("tableau", a)])
        return out
    if card >= URB0:
        out.append([("gain", a, "t", 1), *_bonuses(s, a, EXPLOIT), ("discard", a)])
        for p in _new_buildings(s, a):
            out.append(_urbanize_steps(s, a, card, p))
        return out
    sq = s.top_at[card]
    if sq is not None and sq not in s.pawns:
        out.append([("gain", a, ITEM_OF_COLOUR[card // 20], len(stacks[sq])),
                    *_bonuses(s, a, EXPLOIT), ("discard", a)])
    elif _built_on(s, a, card):
        out.append([*_bonuses(s, a, BUILDUP), ("tableau", a)])
    return out


def _new_buildings(s: GState, a: int) -> list[Square]:
    """Squares seat ``a`` may just have urbanized: its pawned one-tile buildings."""
    return [sq for sq in s.pawns if s.owner[sq] == a and len(s.stacks[sq]) == 1]


def _built_on(s: GState, a: int, card: int) -> bool:
    """The card's tile lies just under the top of a pawned building of seat ``a``."""
    for sq in s.pawns:
        st = s.stacks[sq]
        if len(st) >= 2 and st[-2] == card and s.owner[sq] == a:
            return True
    return False


def _urbanize_steps(s: GState, a: int, card: int, p: Square) -> list[Op]:
    letter = card - URB0
    x, y = p
    stacks = s.stacks
    near = [stacks[q] for q in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)) if q in stacks]
    if a == s.hal:
        return [("move", letter, x, y, 1 - a), ("gain", a, "v", sum(len(st) for st in near)),
                ("discard", a)]
    return [("move", letter, x, y, a),
            *[("gain", a, ITEM_OF_COLOUR[st[-1] // 20], len(st)) for st in near],
            *_bonuses(s, a, URBANIZE), ("discard", a)]


def _queue(s: GState, top: Decision, lifted: list[int]) -> None:
    """The queue is what remains of the active action's steps where the rules pause it:
    right after the token lift (move_token), after the Urbanization card's choice step
    (exploit_choice), or right after the tile draw that emptied the supply, possibly in the
    middle of a gain of several tiles (contribute)."""
    a, q = s.active, s.queue
    card = s.card[a]
    if top.kind == "move_token":
        data = top.data
        letter, p = data.get("letter"), (data.get("x"), data.get("y"))
        chooser = 1 - s.hal if a == s.hal else a
        if card < URB0 or letter != card - URB0 or lifted != [letter]:
            raise _fail("decisions: the token being moved is the active card's, lifted off "
                        "its square")
        if top != Decision("move_token", chooser, {"letter": letter, "x": p[0], "y": p[1]}):
            raise _fail("decisions: move_token is chosen by the active seat (solo: you), "
                        "not secret")
        if p not in s.pawns or s.owner[p] != a or len(s.stacks[p]) != 1:
            raise _fail("decisions: the token was lifted from the building just placed")
        full = _urbanize_steps(s, a, card, p)
        if q != full[1:]:
            raise _fail("queue: after the token move come the Urbanize's gains, bonuses and "
                        "the card's discard")
        dests = geometry.token_destinations(s.stacks, s.tokens, letter, p)[0]
        if len(dests) < 2:
            raise _fail("decisions: a token with one destination moves at once")
        return
    if top.kind == "exploit_choice":
        if top != EXPLOIT_CHOICE[a] or card < URB0 or a == s.hal:
            raise _fail("decisions: the active seat chooses the item of an Urbanization card "
                        "played alone")
        if q != [*_bonuses(s, a, EXPLOIT), ("discard", a)]:
            raise _fail("queue: after the choice come the Exploit bonuses and the card's "
                        "discard")
        return
    if top.kind != "contribute":
        raise _fail(f"decisions: {top.kind} is not taken during the resolution")
    for full in _steps(s, a, card):
        for j in range(1, len(full)):
            prev = full[j - 1]
            if prev[0] == "gain" and prev[2] == "t" and q == full[j:]:
                return
        for j in range(len(full) - 1):
            op = full[j]
            if (op[0] == "gain" and op[2] == "t" and q and q[1:] == full[j + 1:]
                    and q[0][:3] == op[:3] and 0 < q[0][3] < op[3]):
                return
    raise _fail("queue: the steps left are not what the active seat's action still owes "
                "after the tile draw that emptied the supply")
