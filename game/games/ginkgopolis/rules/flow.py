"""The round (spec 3, 5.1-5.2, 5.6, 7, 10.2): setup, the Character draft, selection turns,
the order of resolution, passing and drawing, the end.

Every decision is the top of ``state.decisions``: ``draft`` (secret), ``select`` (secret in
the multiplayer game), ``hal_card`` (solo), ``exploit_choice``, ``move_token`` and
``contribute`` (secret). Whatever follows a decision automatically is done at once by
:func:`advance`.
"""

from __future__ import annotations

from game.engine.protocol import Event, private

from ..data import (
    CARD_NAMES,
    CH0,
    CITY_SQUARES,
    HAND_SIZE,
    INTRO_SETS,
    NEW_HAND_TOKENS,
    NUM_TILES,
    RESOURCES,
    SOLO_START,
    STARTING_DECK,
    STARTING_TILES,
    TILE_NAMES,
    TILES_TO_BOX,
    TOKEN_SQUARES,
    character_start,
    discards_seven,
)
from . import cards, resolution, scoring
from .automa import start_hal
from .shuffle import shuffle
from .state import DRAFT, HAL_CARD, SELECT, SELECT_SOLO, GState

DRAFT_DEAL = 4
_SUPPLY = tuple(t for t in range(NUM_TILES) if t not in STARTING_TILES)


def new_game(s: GState, standard: bool, first: int) -> list[Event] | None:
    """3.2 steps 1-8 (the draft, if any, is left as decisions) and, in the introductory or
    solo game, step 9."""
    rng = s.rng
    n = s.n
    city = list(STARTING_TILES)
    shuffle(rng, city)
    placed = dict(zip(CITY_SQUARES, city, strict=True))
    for sq in sorted(placed):  # the city in ascending square order (GState.stacks)
        t = placed[sq]
        s.stacks[sq] = (t,)
        s.owner[sq] = -1
        s.top_at[t] = sq
    s.tokens = list(TOKEN_SQUARES)
    supply = list(_SUPPLY)
    shuffle(rng, supply)
    k = TILES_TO_BOX[n if s.hal < 0 else 1]
    s.box = sorted(supply[:k])
    s.supply = supply[k:]
    deck = list(STARTING_DECK)
    shuffle(rng, deck)
    s.deck = deck
    if discards_seven(n):
        for _ in range(7):
            s.discard.append(deck.pop())
    s.nres = RESOURCES[1 if s.hal >= 0 else n]
    s.general = [s.nres] * n
    s.first = first
    if s.hal >= 0:
        player = 1 - s.hal
        res, tiles, vp = SOLO_START
        _take(s, player, res, tiles, vp)
        start_round(s, None)
        return None
    s.new_hand = [NEW_HAND_TOKENS] * n
    if not standard:
        sets = list(range(9))
        shuffle(rng, sets)
        for seat in range(n):
            s.tableaux[seat] = list(INTRO_SETS[sets[seat]])
        _starting_items(s)
        deal(s, None)
        return None
    chars = list(range(CH0, CH0 + 27))
    shuffle(rng, chars)
    for seat in range(n):
        s.packets[seat] = sorted(chars[seat * DRAFT_DEAL:(seat + 1) * DRAFT_DEAL])
    s.phase = "draft"
    s.decisions.push(DRAFT[0][0])
    return None


def _take(s: GState, seat: int, res: int, tiles: int, vp: int) -> None:
    for _ in range(tiles):
        if s.supply:
            s.screen_tiles[seat].append(s.supply.pop())
    got = min(res, s.general[seat])
    s.general[seat] -= got
    s.screen_res[seat] += got
    s.vp[seat] += vp


def _starting_items(s: GState) -> None:
    for seat in range(s.n):
        for ch in s.tableaux[seat]:
            res, tiles, vp = character_start(ch)
            _take(s, seat, res, tiles, vp)


def deal(s: GState, ev: list[Event] | None) -> None:
    """3.2 step 9: 4 cards each, the first player first; then the first selection turn."""
    for seat in s.seat_order():
        for _ in range(HAND_SIZE):
            _draw_to(s, seat, ev)
    s.phase = "select"
    s.resolved = 0
    s.decisions.push(SELECT[s.first])


def _draw_to(s: GState, seat: int, ev: list[Event] | None) -> None:
    card = cards.draw(s, ev)
    if card >= 0:
        s.hands[seat].append(card)
        if ev is not None:
            ev.append(private("draw_card", seat, {"card": CARD_NAMES[card]},
                              "draw_card_hidden", {}))


# --- the draft ----------------------------------------------------------------------------------
def draft_pick(s: GState, card: int, ev: list[Event] | None) -> None:
    d = s.decisions.items.pop()
    seat, pick = d.seat, d.data["pick"]
    s.packets[seat].remove(card)
    s.kept[seat].append(card)
    if ev is not None:
        ev.append(private("draft_pick", seat, {"card": CARD_NAMES[card]},
                          "draft_pick_hidden", {}))
    if seat + 1 < s.n:
        s.decisions.push(DRAFT[pick][seat + 1])
        return
    if pick < 2:  # pass the packets to the left (seat i -> i + 1)
        s.packets = [s.packets[(i - 1) % s.n] for i in range(s.n)]
        s.decisions.push(DRAFT[pick + 1][0])
        return
    for seat in range(s.n):
        s.tableaux[seat] = s.kept[seat]
        s.kept[seat] = []
        s.packets[seat] = []
    if ev is not None:
        ev.append(Event("characters", None, {
            "tableaux": [[CARD_NAMES[c] for c in t] for t in s.tableaux]}))
    _starting_items(s)
    deal(s, ev)


# --- selection ----------------------------------------------------------------------------------
def new_hand(s: GState, seat: int, ev: list[Event] | None) -> None:
    """5.2: the hand goes face up to the pile, 4 new cards are drawn one at a time."""
    s.new_hand[seat] -= 1
    old = s.hands[seat]
    s.discard.extend(old)
    s.hands[seat] = []
    if ev is not None:
        ev.append(Event("new_hand", seat, {"discarded": [CARD_NAMES[c] for c in old]}))
    for _ in range(HAND_SIZE):
        _draw_to(s, seat, ev)


def commit(s: GState, seat: int, card: int, tile: int, ev: list[Event] | None) -> None:
    items = s.decisions.items
    items.pop()
    s.hands[seat].remove(card)
    s.card[seat] = card
    if tile >= 0:
        s.screen_tiles[seat].remove(tile)
    s.tile[seat] = tile
    if ev is not None:
        ev.append(private("commit", seat, {"card": CARD_NAMES[card],
                                           "tile": None if tile < 0 else
                                           TILE_NAMES[tile]},
                          "commit_hidden", {}))
    if s.hal >= 0:  # solo: the last card stays in the hand until the action is done
        begin_resolution(s, ev)
        return
    s.resolved = k = s.resolved + 1
    if k < s.n:
        items.append(SELECT[(s.first + k) % s.n])
        return
    begin_resolution(s, ev)


def give_hal(s: GState, card: int, ev: list[Event] | None) -> None:
    d = s.decisions.pop()
    s.hands[d.seat].remove(card)
    s.card[s.hal] = card
    if ev is not None:
        ev.append(Event("give_hal", d.seat, {}))
    _solo_select(s, d.seat, ev)


def _solo_select(s: GState, player: int, ev: list[Event] | None) -> None:
    if s.hands[player]:
        s.decisions.push(SELECT_SOLO[player])
    else:
        begin_resolution(s, ev)


# --- resolution and the end of the round ------------------------------------------------------
def begin_resolution(s: GState, ev: list[Event] | None) -> None:
    s.phase = "resolve"
    s.resolved = 0
    _start(s, ev)
    advance(s, ev)


def _start(s: GState, ev: list[Event] | None) -> None:
    seat = (s.first + s.resolved) % s.n
    if seat == s.hal:
        start_hal(s, ev)
    elif s.card[seat] >= 0:
        if ev is None:
            resolution.start_quiet(s, seat)
        else:
            resolution.start_action(s, seat, ev)
    else:
        s.active = seat
        s.queue = []


def advance(s: GState, ev: list[Event] | None) -> None:
    """Carry the resolution on until a decision is needed or the round ends."""
    items = s.decisions.items
    while not items:
        if s.queue and not resolution.run(s, ev):
            return
        if s.hal >= 0 and s.active != s.hal and s.hands[s.active]:
            discard_unplayed(s, s.active, ev)
        s.resolved = k = s.resolved + 1
        s.turns += 1
        if k < s.n:
            _start(s, ev)
            continue
        end_round(s, ev)
        return


def discard_unplayed(s: GState, seat: int, ev: list[Event] | None) -> None:
    """Solo 10.2 step 4: after your action (step 3) your last, unplayed card goes face up to
    the discard pile, before Hal acts (step 5)."""
    for card in s.hands[seat]:
        s.discard.append(card)
        if ev is not None:
            ev.append(Event("discard_unplayed", seat, {"card": CARD_NAMES[card]}))
    s.hands[seat] = []


def end_round(s: GState, ev: list[Event] | None) -> None:
    s.active = -1
    if s.end_triggered:
        s.phase = "over"
        s.resolved = 0
        if ev is not None:
            ev.append(Event("game_over", None, {}))
            ev.extend(scoring.final_events(s))
        return
    s.round += 1
    if s.hal >= 0:
        start_round(s, ev)
        return
    # 5.6: unused cards move one seat clockwise with the First Player card
    n = s.n
    old = s.hands
    s.hands = hands = old[-1:] + old[:-1]  # seat i gets the hand of seat i - 1
    s.first = first = (s.first + 1) % n
    if ev is not None:
        ev.append(Event("pass", None, {"first_player": first}))
    for k in range(n):
        hand = hands[(first + k) % n]
        while len(hand) < HAND_SIZE:
            deck = s.deck
            if ev is None and len(deck) > 1:  # no rebuild before or after: just the card
                hand.append(deck.pop())
                continue
            before = len(hand)
            _draw_to(s, (first + k) % n, ev)
            if len(hand) == before:
                break
    s.phase = "select"
    s.resolved = 0
    s.decisions.items.append(SELECT[first])


def start_round(s: GState, ev: list[Event] | None) -> None:
    """Solo 10.2 steps 1-2: draw 3, then choose Hal's card."""
    player = 1 - s.hal
    for _ in range(3):
        _draw_to(s, player, ev)
    s.phase = "select"
    s.resolved = 0
    if s.hands[player]:
        s.decisions.push(HAL_CARD[player])
    else:
        begin_resolution(s, ev)
