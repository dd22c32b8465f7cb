"""Resolving the committed actions (spec 5.3-5.5, 6, 10.2): Exploit, Urbanize, Build-Up, the
fallback, card bonuses and the first/second tile exhaustion.

An action is turned into a queue of small steps (``state.queue``) that :func:`run` carries
out one at a time, so an action can pause in the middle: for the token destination, for the
resource-or-tile choice of an Urbanization card played alone, and between two single tile
draws when the supply runs out and every seat is asked for a secret contribution (6.2). The
queue is part of the position, so a save taken at such a pause resumes exactly.

Steps: ``("gain", seat, item, count)`` with item ``r``/``t``/``v``; ``("choose", seat)``;
``("move", letter, x, y, chooser)``; ``("discard", seat)`` and ``("tableau", seat)`` put the
seat's committed card on the pile or in its tableau.
"""

from __future__ import annotations

from game.engine.decisions import Decision
from game.engine.protocol import Event, private

from ..data import (
    BUILDUP,
    CARD_BONUS,
    CARD_NAMES,
    CARD_TRIGGER,
    EXPLOIT,
    ITEM_OF_COLOUR,
    LETTERS,
    TILE_NAMES,
    URB0,
    URBANIZE,
)
from . import geometry
from .shuffle import shuffle
from .state import CONTRIBUTE, EXPLOIT_CHOICE, GState, Op, Square

ITEM_NAMES = {"r": "resources", "t": "tiles", "v": "vp"}


# --- checks ----------------------------------------------------------------------------------
def check_all_placed(s: GState, seat: int, ev: list[Event] | None) -> None:
    """7: a seat with every resource on buildings triggers the end (checked after every
    placement, the only change that can make it true)."""
    # resources are conserved (6.1): all on buildings means none in the supply or behind
    # the screen
    if not s.end_triggered and s.general[seat] == 0 and s.screen_res[seat] == 0:
        s.end_triggered = True
        if ev is not None:
            ev.append(Event("end_triggered", seat, {"reason": "all_placed"}))


def buildup_cost(s: GState, seat: int, sq: Square, new: int) -> tuple[int, int, int, bool]:
    """(resources needed, resources available, VP cost, affordable) of building ``new`` on
    the building at ``sq`` (5.4.3; Hal: 10.2)."""
    stack = s.stacks[sq]
    h = len(stack)
    top = stack[-1]
    own = s.owner[sq] == seat
    avail = s.stock(seat) + (h if own else 0)
    vp_cost = max(0, top % 20 - new % 20)
    if seat == s.hal:  # the colour-change resource comes straight back to his stock
        need = h + 1
        return need, avail, vp_cost, avail >= need
    need = h + 1 + (1 if new // 20 != top // 20 else 0)
    return need, avail, vp_cost, avail >= need and s.vp[seat] >= vp_cost


def adjacent_gains(s: GState, p: Square) -> list[tuple[int, int]]:
    """(colour, height) of the buildings orthogonally adjacent to ``p``, N, E, S, W."""
    out = []
    stacks = s.stacks
    for sq in geometry.neighbours(p):
        st = stacks.get(sq)
        if st is not None:
            out.append((st[-1] // 20, len(st)))
    return out


# --- starting an action ----------------------------------------------------------------------
_BONUS_OPS = [[tuple(("gain", seat, item, 1) for item in CARD_BONUS[c]) for seat in range(5)]
              for c in range(len(CARD_BONUS))]
"""The gain steps of each card's permanent bonus, per seat (built once)."""


def _bonuses(s: GState, seat: int, trigger: int) -> list[Op]:
    ops: list[Op] = []
    for c in s.tableaux[seat]:
        if CARD_TRIGGER[c] == trigger:
            ops.extend(_BONUS_OPS[c][seat])
    return ops


def _exploit_ops(s: GState, seat: int, card: int) -> list[Op]:
    if card >= URB0:
        ops: list[Op] = [("choose", seat)]
    else:
        sq = s.top_at[card]
        assert sq is not None  # a circulating card names a top tile
        h = len(s.stacks[sq])
        ops = [("gain", seat, ITEM_OF_COLOUR[card // 20], h)]
    return ops + _bonuses(s, seat, EXPLOIT) + [("discard", seat)]


def _place_building(s: GState, seat: int, sq: Square, tile: int, height: int) -> None:
    s.owner[sq] = seat
    s.top_at[tile] = sq
    s.pawns.add(sq)
    if seat == s.hal:
        s.general[seat] -= height
    else:
        s.screen_res[seat] -= height


def urbanize(s: GState, seat: int, letter: int, tile: int, chooser: int,
             ev: list[Event] | None) -> list[Op]:
    """5.4.2 steps 1-4 at once; the token move and the rest become steps."""
    p = s.tokens[letter]
    assert p is not None
    s.tokens[letter] = None
    s.add_building(p, tile, seat)
    _place_building(s, seat, p, tile, 1)
    if ev is not None:
        ev.append(Event("urbanize", seat, {"tile": TILE_NAMES[tile], "token": LETTERS[letter],
                                           "x": p[0], "y": p[1]}))
    check_all_placed(s, seat, ev)
    return [("move", letter, p[0], p[1], chooser)]


def build_up(s: GState, seat: int, sq: Square, new: int, ev: list[Event] | None) -> None:
    """5.4.3 steps 1-6 (the caller checked the cost)."""
    stack = s.stacks[sq]
    h = len(stack)
    top = stack[-1]
    owner = s.owner[sq]
    if owner >= 0:
        if owner == s.hal:
            s.general[owner] += h
        else:
            s.screen_res[owner] += h
        if owner != seat:
            s.vp[owner] += h
    vp_cost = max(0, top % 20 - new % 20)
    paid = min(vp_cost, s.vp[seat])
    s.vp[seat] -= paid
    if seat != s.hal and new // 20 != top // 20:
        s.screen_res[seat] -= 1
        s.general[seat] += 1
    s.stacks[sq] = stack + (new,)
    s.top_at[top] = None
    _place_building(s, seat, sq, new, h + 1)
    if ev is not None:
        ev.append(Event("build_up", seat, {
            "tile": TILE_NAMES[new], "on": TILE_NAMES[top], "x": sq[0], "y": sq[1],
            "height": h + 1, "returned": h if owner >= 0 else 0,
            "returned_player": owner if owner >= 0 else None,
            "vp_cost": vp_cost, "colour_cost": int(new // 20 != top // 20)}))
        if owner >= 0:  # the resources on it go back to their owner (VP from another)
            ev.append(Event("returned", owner, {"count": h, "vp": h if owner != seat else 0,
                                                "tile": TILE_NAMES[top]}))
        colour = int(seat != s.hal and new // 20 != top // 20)
        if paid or colour or vp_cost:
            ev.append(Event("pay", seat, {"vp": paid, "cost": vp_cost, "colour": colour,
                                          "tile": TILE_NAMES[new], "on": TILE_NAMES[top]}))
    check_all_placed(s, seat, ev)


def start_action(s: GState, seat: int, ev: list[Event] | None) -> None:
    """Reveal ``seat``'s card and tile and queue the action (5.3, 5.4)."""
    if ev is None:
        start_quiet(s, seat)
        return
    card, tile = s.card[seat], s.tile[seat]
    s.active = seat
    s.tile[seat] = -1
    if ev is not None:
        ev.append(Event("reveal", seat, {"card": CARD_NAMES[card],
                                         "tile": TILE_NAMES[tile] if tile >= 0 else None}))
    if tile >= 0:
        if card >= URB0:
            if s.screen_res[seat] >= 1:
                ops = urbanize(s, seat, card - URB0, tile, seat, ev)
                p = (ops[0][2], ops[0][3])
                for c, h in adjacent_gains(s, p):
                    ops.append(("gain", seat, ITEM_OF_COLOUR[c], h))
                s.queue = ops + _bonuses(s, seat, URBANIZE) + [("discard", seat)]
                return
        else:
            sq = s.top_at[card]
            assert sq is not None
            if buildup_cost(s, seat, sq, tile)[3]:
                build_up(s, seat, sq, tile, ev)
                s.queue = _bonuses(s, seat, BUILDUP) + [("tableau", seat)]
                return
        # 5.4.4: cannot pay, the tile goes back and the card is exploited
        s.screen_tiles[seat].append(tile)
        if ev is not None:
            ev.append(Event("fallback", seat, {"card": CARD_NAMES[card]}))
    s.queue = _exploit_ops(s, seat, card)


def start_quiet(s: GState, seat: int) -> None:
    """:func:`start_action` without events, its helpers written out: the same steps in the
    same order (the playouts' hot path; tests compare it with the loud one)."""
    card, tile = s.card[seat], s.tile[seat]
    s.active = seat
    s.tile[seat] = -1
    stacks = s.stacks
    hal = s.hal
    if tile >= 0:
        if card >= URB0:
            screen_res = s.screen_res
            if screen_res[seat] >= 1:
                letter = card - URB0
                p = s.tokens[letter]
                assert p is not None
                s.tokens[letter] = None
                s.add_building(p, tile, seat)
                s.pawns.add(p)
                if seat == hal:
                    s.general[seat] -= 1
                else:
                    screen_res[seat] -= 1
                if not s.end_triggered and s.general[seat] == 0 and screen_res[seat] == 0:
                    s.end_triggered = True
                x, y = p
                ops: list[Op] = [("move", letter, x, y, seat)]
                for sq in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
                    st = stacks.get(sq)
                    if st is not None:
                        ops.append(("gain", seat, ITEM_OF_COLOUR[st[-1] // 20], len(st)))
                for c in s.tableaux[seat]:
                    if CARD_TRIGGER[c] == URBANIZE:
                        ops.extend(_BONUS_OPS[c][seat])
                ops.append(("discard", seat))
                s.queue = ops
                return
        else:
            at = s.top_at[card]
            assert at is not None
            sq = at
            stack = stacks[sq]
            h = len(stack)
            top = stack[-1]
            owner = s.owner[sq]
            general, screen_res, vp = s.general, s.screen_res, s.vp
            avail = (general[seat] if seat == hal else screen_res[seat]) + (
                h if owner == seat else 0)
            vp_cost = top % 20 - tile % 20
            if vp_cost < 0:
                vp_cost = 0
            recolour = tile // 20 != top // 20
            if seat == hal:
                ok = avail >= h + 1
            else:
                ok = avail >= h + 1 + recolour and vp[seat] >= vp_cost
            if ok:  # build_up
                if owner >= 0:
                    if owner == hal:
                        general[owner] += h
                    else:
                        screen_res[owner] += h
                    if owner != seat:
                        vp[owner] += h
                vp[seat] -= vp_cost if vp_cost < vp[seat] else vp[seat]
                if seat != hal and recolour:
                    screen_res[seat] -= 1
                    general[seat] += 1
                stacks[sq] = stack + (tile,)
                top_at = s.top_at
                top_at[top] = None
                s.owner[sq] = seat
                top_at[tile] = sq
                s.pawns.add(sq)
                if seat == hal:
                    general[seat] -= h + 1
                else:
                    screen_res[seat] -= h + 1
                if not s.end_triggered and general[seat] == 0 and screen_res[seat] == 0:
                    s.end_triggered = True
                ops = []
                for c in s.tableaux[seat]:
                    if CARD_TRIGGER[c] == BUILDUP:
                        ops.extend(_BONUS_OPS[c][seat])
                ops.append(("tableau", seat))
                s.queue = ops
                return
        s.screen_tiles[seat].append(tile)  # 5.4.4: the fallback
    if card >= URB0:
        ops = [("choose", seat)]
    else:
        at = s.top_at[card]
        assert at is not None
        st = stacks[at]
        ops = [("gain", seat, ITEM_OF_COLOUR[card // 20], len(st))]
    for c in s.tableaux[seat]:
        if CARD_TRIGGER[c] == EXPLOIT:
            ops.extend(_BONUS_OPS[c][seat])
    ops.append(("discard", seat))
    s.queue = ops


# --- running the queue -----------------------------------------------------------------------
def _exhausted(s: GState, ev: list[Event] | None) -> bool:
    """The last tile was just drawn (6.2, 10.3). True when the action must pause for the
    first-exhaustion contributions."""
    if s.hal >= 0:
        s.exhaustions = 1
        if not s.end_triggered:
            s.end_triggered = True
            if ev is not None:
                ev.append(Event("end_triggered", None, {"reason": "supply_empty"}))
        return False
    if s.exhaustions == 0:
        s.exhaustions = 1
        for seat in reversed(s.seat_order()):
            s.decisions.push(CONTRIBUTE[seat])
        if ev is not None:
            ev.append(Event("first_exhaustion", None, {}))
        return True
    s.exhaustions = 2
    if not s.end_triggered:
        s.end_triggered = True
        if ev is not None:
            ev.append(Event("end_triggered", None, {"reason": "second_exhaustion"}))
    return False


def gain(s: GState, seat: int, item: str, count: int, ev: list[Event] | None) -> int:
    """Give ``count`` items; returns -1, or the tile draws still owed when a draw paused
    the action for the first-exhaustion contributions."""
    if item == "v":
        s.vp[seat] += count
        if ev is not None:
            ev.append(Event("gain", seat, {"item": "vp", "count": count}))
    elif item == "r":
        got = min(count, s.general[seat])
        s.general[seat] -= got
        s.screen_res[seat] += got
        if ev is not None:
            ev.append(Event("gain", seat, {"item": "resources", "count": got,
                                           "lost": count - got}))
    else:
        supply = s.supply
        screen = s.screen_tiles[seat]
        for i in range(count):
            if not supply:
                if ev is not None:
                    ev.append(Event("gain", seat, {"item": "tiles", "count": 0,
                                                   "lost": count - i}))
                return -1
            t = supply.pop()
            screen.append(t)
            if ev is not None:
                ev.append(private("draw_tile", seat, {"tile": TILE_NAMES[t]},
                                  "draw_tile_hidden", {}))
            if not supply and _exhausted(s, ev):
                return count - i - 1
    return -1


def move_token(s: GState, letter: int, dest: Square, reletter: bool, origin: Square,
               ev: list[Event] | None) -> None:
    """Token ``letter``, lifted from the new building at ``origin``, goes to ``dest`` (4.4);
    with Reletter the tokens are then relettered, which may take ``letter`` itself on to a
    neighbour's square. The events give every moved token's final square, the moved
    token's first, each with the building it now stands next to (the log names squares
    in words)."""
    before = s.tokens
    if reletter:
        s.tokens = list(geometry.reletter(before, letter, dest))
    elif ev is None:
        before[letter] = dest
        return
    else:
        s.tokens = before.copy()  # ``before`` stays as it was, to find the moved tokens
        s.tokens[letter] = dest
    if ev is None:
        return
    ev.append(_token_event(s, letter, origin, False))
    for i in range(12):
        if i != letter and s.tokens[i] != before[i]:
            ev.append(_token_event(s, i, origin, True))


def _token_event(s: GState, i: int, origin: Square, relettered: bool) -> Event:
    sq = s.tokens[i]
    assert sq is not None
    data: dict[str, object] = {"token": LETTERS[i], "x": sq[0], "y": sq[1]}
    if relettered:
        data["reletter"] = True
    near = geometry.beside(s.stacks, sq, origin)
    if near is not None:  # always, on a valid city: tokens stand on perimeter squares
        data["by"] = TILE_NAMES[s.stacks[near[0]][-1]]
        data["side"] = geometry.SIDES[near[1]]
    return Event("token", None, data)


_MOVE_DECISIONS: dict[tuple[int, int, Square], Decision] = {}


def _move_decision(chooser: int, letter: int, p: Square) -> Decision:
    """The ``move_token`` decision, built once (decisions are immutable values)."""
    k = (chooser, letter, p)
    d = _MOVE_DECISIONS.get(k)
    if d is None:
        if len(_MOVE_DECISIONS) >= 8192:  # a city wanders: keep the cache bounded
            _MOVE_DECISIONS.clear()
        d = _MOVE_DECISIONS[k] = Decision("move_token", chooser,
                                          {"letter": letter, "x": p[0], "y": p[1]})
    return d


def run(s: GState, ev: list[Event] | None) -> bool:
    """Carry out the queued steps in order; False when one of them left a decision to take
    (the steps after it stay queued)."""
    q = s.queue
    i = 0  # steps done, counting this one
    for op in q:
        i += 1
        name = op[0]
        if name == "gain":
            item = op[2]
            if ev is None:  # gain() inlined, but for a draw that may empty the supply
                seat, count = op[1], op[3]
                if item == "v":
                    s.vp[seat] += count
                    continue
                if item == "r":
                    general = s.general
                    got = count if count < general[seat] else general[seat]
                    general[seat] -= got
                    s.screen_res[seat] += got
                    continue
                supply = s.supply
                if count < len(supply):
                    screen = s.screen_tiles[seat]
                    for _ in range(count):
                        screen.append(supply.pop())
                    continue
            left = gain(s, op[1], item, op[3], ev)
            if left >= 0:
                s.queue = ([("gain", op[1], "t", left)] if left else []) + q[i:]
                return False
        elif name == "discard" or name == "tableau":
            seat = op[1]
            card = s.card[seat]
            s.card[seat] = -1
            (s.discard if name == "discard" else s.tableaux[seat]).append(card)
            if ev is not None:
                ev.append(Event(name, seat, {"card": CARD_NAMES[card]}))
        elif name == "choose":
            s.decisions.push(EXPLOIT_CHOICE[op[1]])
            s.queue = q[i:]
            return False
        else:  # move
            letter, p, chooser = op[1], (op[2], op[3]), op[4]
            dests, rel = geometry.token_destinations(s.stacks, s.tokens, letter, p)
            if len(dests) == 1:
                if ev is None and not rel:
                    s.tokens[letter] = dests[0]
                else:
                    move_token(s, letter, dests[0], rel, p, ev)
            else:
                d = _move_decision(chooser, letter, p)
                s.decisions.items.append(d)
                s.moves = (d, dests, rel)
                s.queue = q[i:]
                return False
    s.queue = []
    return True


def reveal_contributions(s: GState, ev: list[Event] | None) -> None:
    """6.2 steps 3-5: 1 VP per tile, the tiles become the new supply (none: second
    exhaustion at once)."""
    pool: list[int] = []
    counts = []
    shown = []
    for seat in range(s.n):
        c = s.contrib[seat]
        counts.append(len(c))
        shown.append([TILE_NAMES[t] for t in c])
        s.vp[seat] += len(c)
        pool.extend(c)
        s.contrib[seat] = []
    pool.sort()
    shuffle(s.rng, pool)
    s.supply = pool
    if ev is not None:
        ev.append(Event("contributions", None, {"counts": counts, "tiles": shown}))
        for seat in s.seat_order():  # who gave how many, each 1 VP a tile (6.2 step 3)
            ev.append(Event("contribution", seat, {"count": counts[seat]}))
    if not pool:
        s.exhaustions = 2
        if not s.end_triggered:
            s.end_triggered = True
            if ev is not None:
                ev.append(Event("end_triggered", None, {"reason": "second_exhaustion"}))
