"""Every invariant a reachable 20th Century state keeps (spec §4-§16), checked in one place:
``from_position`` runs :func:`check` on what it built, and the soak and contract tests run it
after every step (``Rules.check_invariants``). Messages name the position's field.

What play guarantees, and a position must therefore show:

* **shape**: 3-5 seats; the three options, the first player a seat of the table; round 1-6
  and a phase of that round (round 6 only Maintenance, Income, over; over only in round 6);
  one round-II and one round-IV scoring card in that order, or none exactly in a first game;
* **components**: every land and technology of the game's set lies in one place at most (a
  stack of its era, the display, a seat); each era's stack holds what its Preparations left
  (lands and technologies per round by player count); the display shows the round's era and,
  with the lands won and technologies bought this round, what this round revealed; no more
  tiles of an era are owned than were revealed; the catastrophe cards seen, on show and in
  the stack follow the setup's era sequence (2 I-II, 2 III-IV, 1 V), one per round;
* **regions**: the starting land first, at (0, 0) unrotated, every later tile on a free cell
  touching an earlier one, in the order of the eras they were acquired in; waiting tiles are
  this round's (lands in the order won, then at most the institution just bought); an
  institution is owned exactly when its tile is; bridges lie on lands, cross nothing, each
  end joins the rail network (§14.8, built one after another or as a pair), one per bridge
  part spent;
* **citizens**: two on the starting land (its producing cities), one per auctioned land and
  one per Population part spent, on a city or waiting with its new land (whose cities are
  still empty);
* **garbage**: a land won this round carries k cubes (k-th land of the seat this round) until
  Maintenance; pending garbage is the catastrophe column's plus the technology just bought,
  and lies on this round's lands once placed; nothing waits after a seat's Maintenance;
* **technologies**: at most one per round, bought in era order; institution and Park parts
  are never "used"; a technology bought this round is unused until its seat's uses step,
  and a Maintenance makes reusable parts usable again first; before a seat's first
  Maintenance its region is the starting land as set up;
* **holdings**: non-negative; money, science and garbage at most what setup, subsidies,
  every Income at the most the seat's tiles produce, the lands, technologies and
  catastrophes gave; round 1 exact (money with no land won, science with no technology,
  pollution, QoL from the parts used and the Income);
* **flow**: the price marker is its start space plus the lands won this round (capped; round
  6 has no auction, so no land won, and the marker stays where round 5's lands put it); the
  auction's leader, lot, bids, passes and withdrawals agree (a seat withdraws as leader while
  no land was won; the seats between the high bidder and the seat on turn have passed or
  withdrawn; the last seat to withdraw is the leader); the prevention auction's first lap
  and figures agree; after it every valid column holds one figure and column 1 is the start
  player; Maintenance and Income run seat by seat from the start player, the decision stack
  holds exactly the seat's pending steps (never a step the flow settles by itself; the uses
  step, which waits for the seat's Done, only for a seat that had something to decide); the
  game is over exactly after round 6;
* **score**: the categories add up to QoL; final categories (lands, pollution, rankings) are
  zero until the end and then exactly what §11.3 gives; the turn counter is at least the
  actions the position implies (and at most the withdrawals and choices before the first
  land is opened).

Cheap: one pass over every seat's tiles and technologies (no search, no scoring except at
the end of a game).
"""

from __future__ import annotations

from game.engine.protocol import PositionError

from ..data import ERAS, REUSABLE, ROUND_ERA, SCORING_CARDS, GameData
from . import income
from . import network as net
from .auction import CHOOSE_TECH
from .income import RECYCLE
from .maintenance import ATTACH, CITIZENS, GARBAGE, USES, citizen_spots, garbage_targets, has_uses
from .prevention import MAX_BID, is_top
from .setup import FIRST_PLAYER, OPTION_DEFAULTS
from .state import DIRS, POINT_KEYS, Player, TCState, Tile

PHASES = ("auction", "prevention", "maintenance", "income", "over")
ROUNDS = {"I-II": (1, 2), "III-IV": (3, 4), "V": (5,)}
"""The rounds whose Preparation reveals each era's tiles."""
ERA_RANK = {"start": 0, "I-II": 1, "III-IV": 2, "V": 3}
SETUP_CATASTROPHES = (("I-II", 2), ("III-IV", 2), ("V", 1))
"""Catastrophe cards drawn per era at setup (§4.1 step 5), top of the stack first."""
MAINTENANCE_ORDER = (USES, CITIZENS, ATTACH, GARBAGE)
"""A seat's Maintenance steps, bottom of the stack first."""


def fail(field: str, msg: str) -> PositionError:
    return PositionError(f"twentieth_century position: {field}: {msg}")


def check(st: TCState) -> None:
    """Raise :class:`PositionError` naming the field and the rule ``st`` breaks."""
    _shape(st)
    _pieces(st, lands=True)
    _pieces(st, lands=False)
    _catastrophes(st)
    for i, p in enumerate(st.players):
        _seat(st, i, p)
    _flow(st)


# --- helpers -----------------------------------------------------------------------------

def _era(st: TCState) -> str:
    """The era of this round's tiles (round 6: V, whose lands round 5 dealt)."""
    return st.era


def _preps(era: str, rnd: int) -> int:
    """Preparations of ``era`` done by round ``rnd`` (round 1's at setup)."""
    return sum(1 for q in ROUNDS[era] if q <= min(rnd, 5))


def _revealed(total: int, per_round: int, preps: int) -> int:
    """Tiles of an era of ``total`` revealed by ``preps`` Preparations."""
    return min(total, per_round * preps)


def _revealed_now(total: int, per_round: int, rnd: int, era: str) -> int:
    """Tiles of ``era`` revealed by round ``rnd``'s own Preparation."""
    j = ROUNDS[era].index(rnd)
    return max(0, min(per_round, total - per_round * j))


def _choosing(st: TCState) -> int:
    """The seat whose technology choice is on top, or -1."""
    items = st.stack.items
    return items[-1].seat if items and items[-1].kind == CHOOSE_TECH else -1


def _chose(st: TCState, seat: int) -> bool:
    """The seat has withdrawn this round and made its technology choice."""
    if st.phase != "auction":
        return True
    return seat in st.withdrawn and _choosing(st) != seat


def _stage(st: TCState, seat: int) -> str:
    """Where the seat is in this round: ``before`` its Maintenance, ``active`` in it, or
    ``after`` it."""
    if st.phase in ("auction", "prevention"):
        return "before"
    if st.phase == "maintenance":
        if seat in st.order:
            return "before"
        if st.stack.items and st.stack.items[-1].seat == seat:
            return "active"
    return "after"


def _seat_order(st: TCState) -> list[int]:
    return [(st.start + i) % st.n for i in range(st.n)]


def _tech_garbage(st: TCState, i: int, p: Player) -> set[int]:
    """The garbage the seat's technology of this round may have brought: its last one's if
    it certainly bought it this round (an institution still waits, or the era's first
    round), none if it certainly did not (it has not chosen yet, or the last one is of an
    earlier era), else either."""
    if not p.techs or not _chose(st, i):
        return {0}
    td = st.data.techs[p.techs[-1]]
    era = _era(st)
    if td.era != era:
        return {0}
    if (p.pending and p.pending[-1] == td.id) or st.round == ROUNDS[era][0]:
        return {td.garbage}
    return {0, td.garbage}


def _column_garbage(st: TCState, p: Player) -> int:
    if st.catastrophe is None or not p.column:
        return 0
    return st.data.catastrophes[st.catastrophe].columns[p.column - 1][0]


# --- shape -------------------------------------------------------------------------------

def _shape(st: TCState) -> None:
    n = st.n
    if not 3 <= n <= 5:
        raise fail("players", f"{n}: 20th Century takes 3 to 5 players")
    if len(st.players) != n:
        raise fail("seats", f"{len(st.players)} seats, but the game has {n} players")
    opts = st.options
    if set(opts) != set(OPTION_DEFAULTS):
        raise fail("options", f"the options are {sorted(OPTION_DEFAULTS)}")
    for key in ("first_game", "open_holdings"):
        if not isinstance(opts[key], bool):
            raise fail(f"options.{key}", "must be true or false")
    first = opts["first_player"]
    if first not in FIRST_PLAYER or (first != "random" and int(str(first)[4:]) > n):
        raise fail("options.first_player", f"{first!r} is not 'random' or a seat of the table")
    if not 1 <= st.round <= 6:
        raise fail("round", f"{st.round} is not a round 1-6")
    if st.phase not in PHASES:
        raise fail("phase", f"must be one of {list(PHASES)}")
    if st.round == 6 and st.phase in ("auction", "prevention"):
        raise fail("phase", "round 6 has only Maintenance and Income")
    if (st.phase == "over") != st.final or (st.final and st.round != 6):
        raise fail("phase", "the game is over exactly after round 6's final scoring")
    if not 0 <= st.start < n:
        raise fail("start_player", "no such seat")
    cards = st.cards
    if opts["first_game"]:
        if cards:
            raise fail("scoring_cards", "a first game is played without scoring cards")
    elif [SCORING_CARDS.get(c) for c in cards] != [2, 4] or \
            any(c not in st.data.scoring_cards for c in cards):
        raise fail("scoring_cards", "one round-II card, then one round-IV card")


# --- components --------------------------------------------------------------------------

_sets: dict[int, tuple[GameData, dict[str, frozenset[str]], dict[str, frozenset[str]]]] = {}
"""Per game data: the ids of each era's lands and technologies (the entry holds the data
so its ``id()`` stays unique)."""


def _era_sets(d: GameData, lands: bool) -> dict[str, frozenset[str]]:
    hit = _sets.get(id(d))
    if hit is None:
        hit = _sets[id(d)] = (d, {e: frozenset(d.lands_by_era[e]) for e in ERAS},
                              {e: frozenset(d.techs_by_era[e]) for e in ERAS})
    return hit[1] if lands else hit[2]


def _where(st: TCState, lands: bool, tid: str) -> list[str]:
    """The fields holding ``tid`` (to name a tile that appears twice)."""
    key = "lands" if lands else "technologies"
    stacks = st.land_stacks if lands else st.tech_stacks
    out = [f"stacks.{key}.{e}" for e in ERAS if tid in stacks.get(e, ())]
    if tid in (st.lands if lands else st.techs):
        out.append(f"display.{key}")
    for i, p in enumerate(st.players):
        if (tid in p.tiles and p.tiles[tid].d.is_land) if lands else tid in p.techs:
            out.append(f"seats[{i}]" if lands else f"seats[{i}].technologies")
    return out


def _pieces(st: TCState, lands: bool) -> None:
    """Lands (``lands``) or technologies: each once, stacks as the Preparations left them,
    the display of the round's era with what this round dealt, no more owned than dealt."""
    d, n, rnd = st.data, st.n, st.round
    key, noun = ("lands", "lands") if lands else ("technologies", "technologies")
    k = d.lands_per_round[n] if lands else d.techs_per_round[n]
    stacks = st.land_stacks if lands else st.tech_stacks
    display = st.lands if lands else st.techs
    sets = _era_sets(d, lands)
    era = _era(st)
    every: list[str] = []
    for e in ERAS:
        stack = stacks.get(e)
        if stack is None:
            raise fail(f"stacks.{key}.{e}", "missing")
        total = len(sets[e])
        want = total - _revealed(total, k, _preps(e, rnd))
        if len(stack) != want:
            raise fail(f"stacks.{key}.{e}", f"{len(stack)} {noun}, but by round {rnd} the "
                                            f"stack holds {want}")
        if not sets[e].issuperset(stack):
            bad = next(t for t in stack if t not in sets[e])
            raise fail(f"stacks.{key}.{e}", f"{bad} is not of era {e}")
        every += stack
    if rnd == 6 and display:
        raise fail(f"display.{key}", f"round 6 reveals no {noun}")
    if not sets[era].issuperset(display):
        bad = next(t for t in display if t not in sets[era])
        raise fail(f"display.{key}", f"{bad} is not of this round's era {era}")
    every += display
    owned = dict.fromkeys(ERAS, 0)
    for p in st.players:
        if lands:
            ids = [tid for tid, t in p.tiles.items() if t.d.is_land]
            for tid in ids:
                e = p.tiles[tid].d.era
                if e in owned:
                    owned[e] += 1
        else:
            ids = p.techs
            for tid in ids:
                owned[d.techs[tid].era] += 1
        every += ids
    if len(set(every)) != len(every):
        seen: set[str] = set()
        for dup in every:
            if dup in seen:
                places = _where(st, lands, dup)
                raise fail(places[-1], f"{dup} is also in {places[0]}: every "
                                       f"{'tile' if lands else 'technology'} exists once")
            seen.add(dup)
    for e in ERAS:
        out = owned[e] + (len(display) if e == era and rnd <= 5 else 0)
        most = _revealed(len(sets[e]), k, _preps(e, rnd))
        if out > most:
            raise fail("seats", f"{out} {noun} of era {e} owned or on show, but only {most} "
                                "were revealed")
    if lands:
        won = sum(p.won for p in st.players)
        if rnd <= 5:
            shown = _revealed_now(len(sets[era]), k, rnd, era)
            if len(display) + won != shown:
                raise fail("display.lands", f"{len(display)} lands on show and {won} won this "
                                            f"round, but round {rnd} revealed {shown}")
        elif owned[era] > _revealed_now(len(sets[era]), k, 5, era):
            raise fail("seats", f"{owned[era]} lands won in round 5, but it revealed fewer")
    elif rnd <= 5:
        bought = _revealed_now(len(sets[era]), k, rnd, era) - len(display)
        buyers = sum(1 for i in st.withdrawn if _chose(st, i)) if st.phase == "auction" else n
        if not 0 <= bought <= buyers:
            raise fail("display.technologies", f"{len(display)} technologies on show, but "
                                               f"round {rnd} revealed {bought + len(display)} "
                                               f"and {buyers} seats have chosen one")
        if owned[era] < bought or (rnd == ROUNDS[era][0] and owned[era] != bought):
            raise fail("seats", f"{owned[era]} technologies of era {era} owned, but "
                                f"{bought} left the display this round")


def _catastrophes(st: TCState) -> None:
    d, rnd = st.data, st.round
    seq: list[str] = []
    for era, count in SETUP_CATASTROPHES:
        seq += [era] * min(count, len(d.cats_by_era[era]))
    ids = [*st.cat_seen, *([st.catastrophe] if st.catastrophe else []), *st.cat_stack]
    if len(set(ids)) != len(ids):
        raise fail("stacks.catastrophes", "a catastrophe card appears twice")
    for c in ids:
        if c not in d.catastrophes:
            raise fail("stacks.catastrophes", f"unknown card {c!r}")
    seen = min(rnd - 1, len(seq)) if rnd <= 5 else len(seq)
    now = seq[rnd - 1] if rnd <= 5 and rnd - 1 < len(seq) else None
    later = seq[rnd:] if rnd <= 5 else []
    if [d.catastrophes[c].era for c in st.cat_seen] != seq[:seen]:
        raise fail("catastrophes_seen", f"one card per earlier round, of eras {seq[:seen]}")
    if (st.catastrophe is None) != (now is None) or (
            st.catastrophe is not None and d.catastrophes[st.catastrophe].era != now):
        raise fail("catastrophe", f"round {rnd} shows " + (f"a card of era {now}" if now
                                                            else "no card"))
    if [d.catastrophes[c].era for c in st.cat_stack] != later:
        raise fail("stacks.catastrophes", f"the stack holds one card per later round, of eras "
                                          f"{later}")


# --- one seat ----------------------------------------------------------------------------

def _seat(st: TCState, i: int, p: Player) -> None:
    f = f"seats[{i}]"
    d = st.data
    for name, value in (("money", p.money), ("science", p.science),
                        ("pending_garbage", p.pending_garbage), ("lands_won", p.won)):
        if value < 0:
            raise fail(f"{f}.{name}", f"{value} is negative")
    if not -6 <= p.pollution <= 6:
        raise fail(f"{f}.pollution", f"{p.pollution} is off the track (-6..6)")
    if tuple(p.points) != POINT_KEYS:
        raise fail(f"{f}.points", f"the categories are {list(POINT_KEYS)}")
    if sum(p.points.values()) != p.qol:
        raise fail(f"{f}.points", "the categories must add up to qol")
    if list(p.tiles) != p.order + p.pending:
        raise fail(f, "every tile owned is placed or waiting, once")
    era = _era(st)
    now = sum(1 for t in p.tiles.values() if t.d.kind == "land" and t.d.era == era)
    if st.round == 6:
        if p.won:
            raise fail(f"{f}.lands_won", f"{p.won}, but round 6 has no land auction")
    elif now < p.won or (now != p.won and st.round == ROUNDS[era][0]):
        raise fail(f"{f}.lands_won", f"{p.won} lands won this round, but the seat owns {now} "
                                     f"of era {era}")
    _region(st, i, p)
    _waiting(st, i, p)
    _techs(st, i, p)
    _citizens(st, i, p)
    _bounds(st, i, p)
    if p.column:
        if p.column not in d.valid_columns[st.n]:
            raise fail(f"{f}.figure.column", f"column {p.column} is not in use")
        if not 0 <= p.bid <= MAX_BID:
            raise fail(f"{f}.figure.bid", f"{p.bid} is not a bid 0-{MAX_BID}")
    elif p.bid:
        raise fail(f"{f}.figure", "a bid needs a column")


def _region(st: TCState, i: int, p: Player) -> None:
    f = f"seats[{i}].region"
    if not p.order:
        raise fail(f, "a region holds at least its starting land")
    cells: dict[tuple[int, int], str] = {}
    rank = 0
    limit = ERA_RANK[_era(st)]
    bridges = 0
    for k, tid in enumerate(p.order):
        t = p.tiles[tid]
        ft = f"{f}[{k}]"
        if t.x is None or t.y is None:
            raise fail(ft, "a placed tile has a cell")
        if not 0 <= t.rot <= 3:
            raise fail(f"{ft}.rot", f"{t.rot} is not a quarter turn 0-3")
        if k == 0:
            if t.d.kind != "start":
                raise fail(ft, "the first tile of a region is a starting land")
            if (t.x, t.y, t.rot) != (0, 0, 0):
                raise fail(ft, "the starting land lies at (0, 0) with rotation 0 (§4.2)")
        else:
            if t.d.kind == "start":
                raise fail(ft, "a region has one starting land")
            if (t.x, t.y) in cells:
                raise fail(ft, f"cell ({t.x}, {t.y}) is taken")
            x, y = t.x, t.y
            if (x - 1, y - 1) not in cells and (x, y - 1) not in cells and \
                    (x + 1, y - 1) not in cells and (x - 1, y) not in cells and \
                    (x + 1, y) not in cells and (x - 1, y + 1) not in cells and \
                    (x, y + 1) not in cells and (x + 1, y + 1) not in cells:
                raise fail(ft, "a tile must touch an earlier tile (edge or corner)")
        era = ERA_RANK[t.d.era]
        if era < rank:
            raise fail(ft, f"{tid} (era {t.d.era}) is attached after a tile of a later era")
        if era > limit:
            raise fail(ft, f"{tid} is of era {t.d.era}, not dealt by round {st.round}")
        rank = era
        cells[(t.x, t.y)] = tid
        if t.garbage < 0:
            raise fail(f"{ft}.garbage", f"{t.garbage} is negative")
        if len(t.cit) != len(t.d.cities):
            raise fail(f"{ft}.citizens", "one place per city")
        if not t.d.is_land:
            if t.garbage or t.bridges:
                raise fail(ft, "an institution holds no citizens, garbage or bridges")
            continue
        for b, (lo, hi) in enumerate(t.bridges):
            fb = f"{ft}.bridges[{b}]"
            nodes = t.d.nodes
            if not 0 <= lo < hi < len(nodes) or "building" in (nodes[lo].type, nodes[hi].type):
                raise fail(fb, "a bridge joins two anchors of its land")
            if not net.geometry_ok(t.d, lo, hi, t.bridges[:b]):
                raise fail(fb, "the bridge crosses or overlaps a rail, bridge or node")
        bridges += len(t.bridges)
    if cells != p.cells:
        raise fail(f, "the cells are the placed tiles'")
    spent = sum(1 for k, tech in enumerate(p.techs)
                for j, part in enumerate(st.data.techs[tech].parts)
                if part.kind == "bridge" and p.used[k][j])
    if bridges != spent:
        raise fail(f, f"{bridges} bridges built, but {spent} bridge parts spent")
    if bridges:
        _bridges_joined(p, f)


def _bridges_joined(p: Player, f: str) -> None:
    """§14.8 condition 5: the bridges can be built one after another (or as pairs meeting at
    a shared edge), each end joining a rail, a bridge built before, or a node."""
    built: dict[str, list[tuple[int, int]]] = {tid: [] for tid in p.order}
    todo = [(tid, seg) for tid in p.order for seg in p.tiles[tid].bridges]

    def touches(tid: str, node: int, skip: tuple[int, int] | None = None) -> bool:
        t = p.tiles[tid]
        if any(node in seg for seg in t.d.rails):
            return True
        return any(node in seg for seg in built[tid] if seg != skip)

    def across(t: Tile, node: int) -> tuple[str, int] | None:
        assert t.x is not None and t.y is not None
        pd = net.placed_dir(node, t.rot)
        dx, dy = DIRS[pd]
        other = p.cells.get((t.x + dx, t.y + dy))
        if other is None:
            return None
        return other, net.canonical_edge((pd + 2) % 4, p.tiles[other].rot)

    def end_ok(tid: str, node: int, seg: tuple[int, int]) -> bool:
        if node >= 4:
            return True
        if touches(tid, node, seg):
            return True
        nb = across(p.tiles[tid], node)
        return nb is not None and touches(*nb)

    while todo:
        progress = False
        for item in list(todo):
            tid, seg = item
            if item not in todo:
                continue
            if all(end_ok(tid, e, seg) for e in seg):
                todo.remove(item)
                built[tid].append(seg)
                progress = True
                continue
            for e in seg:  # a pair: two bridges meeting at a shared border
                if e >= 4:
                    continue
                nb = across(p.tiles[tid], e)
                if nb is None or not p.tiles[nb[0]].d.is_land:
                    continue
                for other in todo:
                    if other[0] == nb[0] and nb[1] in other[1] and other != item:
                        a_end = seg[0] if seg[1] == e else seg[1]
                        b_end = other[1][0] if other[1][1] == nb[1] else other[1][1]
                        if end_ok(tid, a_end, seg) and end_ok(nb[0], b_end, other[1]):
                            todo.remove(item)
                            todo.remove(other)
                            built[tid].append(seg)
                            built[nb[0]].append(other[1])
                            progress = True
                            break
                if item not in todo:
                    break
        if not progress:
            tid, seg = todo[0]
            k = p.order.index(tid)
            raise fail(f"{f}[{k}].bridges", "a bridge end joins no rail, bridge or node")


def _bounds(st: TCState, i: int, p: Player) -> None:
    """What a seat holds is at most what the game gave it: money and science the 10 set up,
    the subsidies and every Income so far at the most its tiles can produce (tiles are
    never lost, so earlier regions produced no more); garbage the starting cube, k cubes
    for the k-th land of a round, the technologies' and the catastrophes' cubes."""
    f = f"seats[{i}]"
    d = st.data
    rnd = st.round
    most = [0, 0, 0]
    lands = 0
    for t in p.tiles.values():
        if t.d.is_land:
            lands += t.d.kind == "land"
            for c in t.d.cities:
                prod = t.d.nodes[c].prod
                most[0] += prod[0]
                most[1] += prod[1]
        elif t.d.commodity < 2:
            most[t.d.commodity] += t.d.bonus * 4 * 3  # four lands around, three cities each
    incomes = min(rnd - 1, 5) + (rnd <= 5 and st.phase in ("income", "over"))
    subsidies = sum(d.min_price[ROUND_ERA[q]] + 2 for q in range(1, min(rnd, 6)))
    if rnd <= 5 and (st.phase != "auction" or i in st.withdrawn):
        subsidies += st.min_price + 2
    if p.money > 10 + subsidies + incomes * most[0]:
        raise fail(f"{f}.money", f"{p.money} is more than setup, subsidies and Income at most "
                                 "gave")
    if p.science > 10 + incomes * most[1]:
        raise fail(f"{f}.science", f"{p.science} is more than setup and Income at most gave")
    cubes = 1 + lands * (lands + 1) // 2 + sum(d.techs[t].garbage for t in p.techs)
    cats = [*st.cat_seen, *([st.catastrophe] if st.catastrophe and
                            st.phase in ("maintenance", "income", "over") else [])]
    cubes += sum(max(g for g, _ in d.catastrophes[c].columns) for c in cats)
    if p.garbage() + p.pending_garbage > cubes:
        raise fail(f"{f}.region", f"{p.garbage() + p.pending_garbage} garbage, but the seat "
                                  f"received at most {cubes}")


def _waiting(st: TCState, i: int, p: Player) -> None:
    f = f"seats[{i}].waiting"
    if p.pending and st.round == 6:
        raise fail(f, "round 6 deals no tiles")
    era = _era(st)
    inst = 0
    for k, tid in enumerate(p.pending):
        t = p.tiles[tid]
        ft = f"{f}[{k}]"
        if t.x is not None or t.y is not None or t.rot:
            raise fail(ft, "a waiting tile has no cell yet")
        if t.d.kind == "start":
            raise fail(ft, "a starting land never waits")
        if t.d.era != era:
            raise fail(ft, f"{tid} is not of this round's era {era}")
        if any(t.cit) or t.bridges:
            raise fail(ft, "a waiting land has no citizen on a city and no bridge yet")
        if t.garbage < 0:
            raise fail(f"{ft}.garbage", f"{t.garbage} is negative")
        if not t.d.is_land:
            inst += 1
            if inst > 1 or k != len(p.pending) - 1 or not p.techs or p.techs[-1] != tid:
                raise fail(ft, "the one institution bought this round waits last, and it is "
                               "the last technology bought")
            if not _chose(st, i):
                raise fail(ft, "an institution is bought when its seat withdraws")


def _techs(st: TCState, i: int, p: Player) -> None:
    f = f"seats[{i}].technologies"
    d = st.data
    if len(p.used) != len(p.techs):
        raise fail(f, "one 'used' list per technology")
    rank = 0
    per_era = dict.fromkeys(ERAS, 0)
    stage = _stage(st, i)
    era = _era(st)
    # no part of a technology bought this round (any of this era in the era's first round)
    # is used before the seat's Maintenance reaches its technology uses, and that
    # Maintenance began by making every reusable part usable again
    fresh = st.round <= 5 and st.round == ROUNDS[era][0] and (
        stage == "before" or (stage == "active" and st.stack.items[-1].kind != USES))
    reset = stage == "active" and st.stack.items[-1].kind != USES
    for k, tech in enumerate(p.techs):
        td = d.techs[tech]
        used = p.used[k]
        if len(used) != len(td.parts):
            raise fail(f"{f}[{k}].used", f"{tech} has {len(td.parts)} parts")
        for j, part in enumerate(td.parts):
            if not used[j]:
                continue
            if part.kind in ("institution", "park"):
                raise fail(f"{f}[{k}].used[{j}]", f"a {part.kind} part is never used")
            if fresh and td.era == era:
                raise fail(f"{f}[{k}].used[{j}]", "a technology bought this round is not "
                                                  "used before the seat's Maintenance")
            if reset and part.kind in REUSABLE:
                raise fail(f"{f}[{k}].used[{j}]", "a Maintenance makes reusable parts usable "
                                                  "again before the technology uses")
        if ERA_RANK[td.era] < rank:
            raise fail(f"{f}[{k}]", f"{tech} (era {td.era}) is listed after a technology of "
                                    "a later era: they are in the order bought")
        rank = ERA_RANK[td.era]
        per_era[td.era] += 1
        if td.tile is not None and tech not in p.tiles:
            raise fail(f"{f}[{k}]", f"institution {tech} is neither in the region nor waiting")
    for tid, t in p.tiles.items():
        if not t.d.is_land and tid not in p.techs:
            raise fail(f"seats[{i}]", f"institution {tid} is not among the technologies")
    for era, count in per_era.items():
        rounds = sum(1 for q in ROUNDS[era]
                     if q < st.round or (q == st.round and _chose(st, i)))
        if count > rounds:
            raise fail(f, f"{count} technologies of era {era}, but one a round: at most "
                          f"{rounds} by now")


def _citizens(st: TCState, i: int, p: Player) -> None:
    f = f"seats[{i}]"
    d = st.data
    on = 0
    expected = 0
    for t in p.tiles.values():
        on += sum(t.cit)
        if t.d.kind == "start":
            expected += sum(1 for c in t.d.cities if not t.d.nodes[c].recycling)
        elif t.d.kind == "land" and t.d.cities:
            expected += 1
    spent = sum(1 for k, tech in enumerate(p.techs)
                for j, part in enumerate(d.techs[tech].parts)
                if part.kind == "population" and p.used[k][j])
    expected += spent
    if len(set(p.new_citizens)) != len(p.new_citizens):
        raise fail(f"{f}.new_citizens", "lists a land twice")
    for k, tid in enumerate(p.new_citizens):
        new = p.tiles.get(tid)
        if new is None or new.d.kind != "land" or not new.d.cities or any(new.cit):
            raise fail(f"{f}.new_citizens[{k}]", f"{tid} is not a land of this seat whose "
                                                 "cities all wait for its citizen")
    if on + len(p.new_citizens) != expected:
        raise fail(f"{f}.region", f"{on + len(p.new_citizens)} citizens, but the seat has "
                                  f"{expected} (2 set up, 1 per auctioned land, 1 per "
                                  "Population spent)")


# --- flow ----------------------------------------------------------------------------------

def _flow(st: TCState) -> None:
    d, n = st.data, st.n
    track = d.price_track[_era(st)]
    won = sum(p.won for p in st.players)
    if st.round == 6:  # the marker stays where round 5's lands (the era-V ones) put it
        won = sum(1 for p in st.players for t in p.tiles.values()
                  if t.d.kind == "land" and t.d.era == "V")
    want = min(d.marker_start[n] + won, len(track) - 1)
    if st.marker != want:
        raise fail("marker", f"space {st.marker + 1}, but {won} lands won "
                             f"{'in round 5' if st.round == 6 else 'this round'} put it on "
                             f"space {want + 1}")
    if st.last_out != (st.withdrawn[-1] if st.withdrawn else -1):
        raise fail("auction.withdrawn", "the last to withdraw is the last listed")
    if len(set(st.withdrawn)) != len(st.withdrawn) or \
            any(not 0 <= s < n for s in st.withdrawn):
        raise fail("auction.withdrawn", "distinct seats")
    if st.phase != "auction":
        if len(st.withdrawn) != n:
            raise fail("auction.withdrawn", "every seat withdrew before the prevention "
                                            "auction")
        if st.leader != st.withdrawn[-1]:
            raise fail("auction.leader", "the last seat to withdraw did so as the leader")
    if st.phase != "auction" and st.lot is not None:
        raise fail("auction.lot", "an auction runs only in the auction phase")
    if st.phase != "prevention" and st.prev_turn >= 0:
        raise fail("prevention.turn", "no prevention auction runs")
    if st.round == 1 and st.phase in ("auction", "prevention"):
        first = st.options["first_player"]
        if first != "random" and st.start != int(first[4:]) - 1:
            raise fail("start_player", f"round 1 starts with {first} (options.first_player)")
    if st.phase == "auction":
        _auction(st)
    elif st.phase == "prevention":
        _prevention(st)
    else:
        _after_prevention(st)
    if st.phase in ("auction", "prevention", "over") and st.order:
        raise fail("order", "only Maintenance and Income have a seat order")
    if st.phase in ("auction", "prevention") and st.stack.items and \
            (st.phase == "prevention" or _choosing(st) < 0):
        raise fail("decisions", "the auctions push only a technology choice")
    for i, p in enumerate(st.players):
        _seat_stage(st, i, p)
        _points(st, i, p)
        if st.round == 1:
            _round_one(st, i, p)
    _turns(st)


def _auction(st: TCState) -> None:
    n = st.n
    items = st.stack.items
    chooser = _choosing(st)
    if items:
        if len(items) != 1 or chooser < 0:
            raise fail("decisions", "the land auction pushes only a technology choice")
        if not st.withdrawn or st.withdrawn[-1] != chooser:
            raise fail("decisions[0]", "the technology choice belongs to the last seat to "
                                       "withdraw")
        if not st.techs or st.players[chooser].science < st.tech_price:
            raise fail("decisions[0]", "a technology choice needs a displayed technology the "
                                       "seat can pay")
        if items[0].data:
            raise fail("decisions[0].data", "a technology choice carries no data")
    elif len(st.withdrawn) == n:
        raise fail("auction.withdrawn", "everybody withdrew: the auction is over")
    for i, p in enumerate(st.players):
        if p.column:
            raise fail(f"seats[{i}].figure", "no prevention figure before the auction")
    if st.round == 1 and not st.prev_first:
        raise fail("prevention.first_lap", "no prevention auction has run yet")
    won = sum(p.won for p in st.players)
    if st.lot is None:
        if chooser >= 0:
            if st.leader != chooser:
                raise fail("auction.leader", "between auctions only the leader withdraws")
        elif st.leader in st.withdrawn:
            raise fail("auction.leader", "the leader has withdrawn")
        if won == 0:
            w = len(st.withdrawn)
            if st.withdrawn != [(st.start + k) % n for k in range(w)]:
                raise fail("auction.withdrawn", "with no land won yet, only leaders withdrew: "
                                                "the start player and the seats after it")
            lead = (st.start + w - (1 if chooser >= 0 else 0)) % n
            if st.leader != lead:
                raise fail("auction.leader", f"with no land won yet the leader is seat {lead}")
        return
    if not 0 <= st.leader < n:
        raise fail("auction.leader", "no such seat")
    if st.lot not in st.lands:
        raise fail("auction.lot.land", f"{st.lot!r} is not in the land display")
    hb, bidder = st.high_bidder, st.bidder
    if not 0 <= hb < n or hb in st.withdrawn or hb in st.passed:
        raise fail("auction.lot.high_bidder", "a seat still bidding on the land")
    if not st.min_price <= st.high_bid <= st.players[hb].money:
        raise fail("auction.lot.high_bid", f"{st.high_bid} is below the minimum price "
                                           f"{st.min_price} or above the bidder's money")
    if len(set(st.passed)) != len(st.passed) or any(s in st.withdrawn for s in st.passed):
        raise fail("auction.lot.passed", "distinct seats still in the auction")
    if not 0 <= bidder < n or bidder == hb or bidder in st.passed or (
            bidder in st.withdrawn and bidder != chooser):
        raise fail("auction.lot.turn", "that seat may not bid now")
    # since the last raise (or the opening bid) the turn went clockwise from the high
    # bidder, every seat on the way passing or withdrawing
    q = (hb + 1) % n
    while q != bidder:
        if q not in st.passed and q not in st.withdrawn:
            raise fail("auction.lot.turn", f"seat {q} comes before seat {bidder} after the "
                                           f"high bidder and has not passed")
        q = (q + 1) % n


def _prevention(st: TCState) -> None:
    n = st.n
    if not 0 <= st.prev_turn < n:
        raise fail("prevention.turn", "someone is on turn in the prevention auction")
    players = st.players
    for i, p in enumerate(players):
        if p.column and p.bid > p.science:
            raise fail(f"seats[{i}].figure.bid", "more than the science in hand")
    tops: set[tuple[int, int]] = set()
    for i, p in enumerate(players):
        if p.column:
            if (p.column, p.bid) in tops:
                raise fail(f"seats[{i}].figure", "two figures with the same bid in a column")
            tops.add((p.column, p.bid))
    placed = {i for i, p in enumerate(players) if p.column}
    if st.prev_first:
        if players[st.prev_turn].column:
            raise fail("prevention.turn", "in the first lap the seat on turn has no figure")
        k = (st.prev_turn - st.last_out) % n
        lap = {(st.last_out + j) % n for j in range(k)}
        if placed != lap:
            raise fail("seats", "in the first lap exactly the seats from the last to withdraw "
                                "up to the seat on turn have placed figures")
    else:
        if len(placed) != n:
            raise fail("prevention.first_lap", "after the first lap every figure is placed")
        if is_top(st, st.prev_turn):
            raise fail("prevention.turn", "a top figure never moves")
    counts = [sum(1 for p in players if p.column == c) for c in st.data.valid_columns[n]]
    if counts == [1] * len(counts):
        raise fail("prevention", "every column holds one figure: the auction is over")


def _after_prevention(st: TCState) -> None:
    """Maintenance, Income and the end."""
    n = st.n
    cols = st.data.valid_columns[n]
    figures = sorted(p.column for p in st.players)
    if st.round <= 5:
        if figures != sorted(cols):
            raise fail("seats", "after the prevention auction every valid column holds one "
                                "figure")
        first = next(i for i, p in enumerate(st.players) if p.column == min(cols))
        if st.start != first:
            raise fail("start_player", f"seat {first} took column {min(cols)}: it starts the "
                                       "next round")
    elif any(figures):
        raise fail("seats", "round 6 has no prevention figures")
    items = st.stack.items
    if st.phase == "over":
        if items:
            raise fail("decisions", "the game is over")
        return
    if not items:
        raise fail("decisions", "Maintenance and Income wait for a seat's decision")
    seat = items[-1].seat
    if not 0 <= seat < n:
        raise fail("decisions", "no such seat")
    order = _seat_order(st)
    if st.order != order[order.index(seat) + 1:]:
        raise fail("order", f"the seats after seat {seat} from the start player "
                            f"{order[order.index(seat) + 1:]}")
    if st.phase == "maintenance":
        _maintenance_stack(st, seat)
    else:
        _recycle_decision(st, seat)


def _maintenance_stack(st: TCState, seat: int) -> None:
    items = st.stack.items
    p = st.players[seat]
    kinds = [dec.kind for dec in items]
    for k, dec in enumerate(items):
        if dec.seat != seat:
            raise fail(f"decisions[{k}].seat", "one seat's Maintenance at a time")
        if dec.kind not in MAINTENANCE_ORDER:
            raise fail(f"decisions[{k}].kind", f"{dec.kind!r} is not a Maintenance step")
        if dec.data:
            raise fail(f"decisions[{k}].data", "a Maintenance step carries no data")
    if kinds != [k for k in MAINTENANCE_ORDER if k in kinds] or kinds[0] != USES:
        raise fail("decisions", "Maintenance steps lie bottom-first: uses, citizens, attach, "
                                "garbage")
    for kind, waiting in ((GARBAGE, p.pending_garbage), (ATTACH, p.pending),
                          (CITIZENS, p.new_citizens)):
        if (kind in kinds) != bool(waiting):
            raise fail("decisions", f"the {kind} step is on the stack exactly while something "
                                    "waits for it")
    top = kinds[-1]
    if top == GARBAGE and len(garbage_targets(p)) < 2:
        raise fail("decisions", "garbage with one land to go on is placed at once")
    if top == CITIZENS and len(citizen_spots(p)) < 2:
        raise fail("decisions", "a citizen with one city to go to is placed at once")
    if top == USES and not has_uses(st, p) and not _had_decision(st, seat, p):
        raise fail("decisions", "a seat with nothing to decide in its Maintenance has no uses "
                                "step")


def _had_decision(st: TCState, seat: int, p: Player) -> bool:
    """What a uses step with nothing left to use may follow (it waits for the seat's Done):
    a land won this round (attached), a technology part used (a reusable one this
    Maintenance, a one-shot one perhaps), an institution of this era (perhaps bought this
    round), or this round's garbage with two lands or more to go on."""
    if p.won:
        return True
    d = st.data
    for k, tech in enumerate(p.techs):
        parts = d.techs[tech].parts
        if any(used and parts[j].kind not in ("institution", "park")
               for j, used in enumerate(p.used[k])):
            return True
    last = d.techs[p.techs[-1]] if p.techs else None
    if last is not None and last.tile is not None and last.era == _era(st):
        return True
    got = _column_garbage(st, p) + max(_tech_garbage(st, seat, p))
    return got > 0 and sum(1 for t in p.tiles.values() if t.d.is_land) > 1


def _recycle_decision(st: TCState, seat: int) -> None:
    items = st.stack.items
    dec = items[-1]
    if len(items) != 1 or dec.kind != RECYCLE:
        raise fail("decisions", "Income waits for one recycling choice")
    if set(dec.data) != {"plant", "land", "city"}:
        raise fail("decisions[0].data", "a recycling choice names plant, land and city")
    p = st.players[seat]
    plants = net.plants(p)
    k = dec.get("plant")
    if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(plants):
        raise fail("decisions[0].data.plant", "no such active recycling plant")
    if list(plants[k]) != [dec.get("land"), dec.get("city")]:
        raise fail("decisions[0].data", "land and city must name the plant")
    if not income.targets(p, plants[k]):
        raise fail("decisions[0]", "that plant has nothing to clean")


def _seat_stage(st: TCState, i: int, p: Player) -> None:
    """What waits beside a seat's region before, in and after its Maintenance."""
    f = f"seats[{i}]"
    stage = _stage(st, i)
    lands = [t for t in p.pending if p.tiles[t].d.is_land]
    if stage == "after" or st.round == 6:
        if p.pending or p.new_citizens or p.pending_garbage:
            raise fail(f, "nothing waits after a seat's Maintenance (or in round 6)")
        return
    if p.won < len(lands):
        raise fail(f"{f}.lands_won", f"{len(lands)} lands waiting, but {p.won} won")
    base = _column_garbage(st, p) if st.phase == "maintenance" else 0
    allowed = {base + g for g in _tech_garbage(st, i, p)}
    top = st.stack.items[-1].kind if stage == "active" else None
    if stage == "before" or top == GARBAGE:
        if len(lands) != p.won:
            raise fail(f"{f}.waiting", f"{p.won} lands won this round wait beside the region")
        if p.new_citizens != lands:
            raise fail(f"{f}.new_citizens", "the citizen of each land won this round waits, in "
                                            "the order won")
        if stage == "before":
            for k, tid in enumerate(lands):
                if p.tiles[tid].garbage != k + 1:
                    raise fail(f"{f}.waiting", f"the land won k-th this round carries k "
                                               f"garbage: {tid} is the {k + 1}.")
            if p.pending_garbage not in allowed:
                raise fail(f"{f}.pending_garbage", f"{p.pending_garbage}, but the technology "
                                                   f"and catastrophe give {sorted(allowed)}")
            if st.round == 1:
                _as_set_up(st, i, p)
            return
    if top == USES:
        return
    # the active seat's garbage, attach or citizens step: this round's lands are the
    # waiting ones and the last ones attached
    placed = [t for t in p.order if p.tiles[t].d.kind == "land"]
    attached = p.won - len(lands)
    now = lands + (placed[len(placed) - attached:] if attached else [])
    if attached > len(placed) or any(p.tiles[t].d.era != _era(st) for t in now):
        raise fail(f"{f}.lands_won", f"{p.won} lands won this round, but fewer are of era "
                                     f"{_era(st)}")
    if top == ATTACH and sorted(p.new_citizens) != sorted(now):
        raise fail(f"{f}.new_citizens", "the citizen of each land won this round waits")
    if top == CITIZENS:
        for tid in now:
            if tid not in p.new_citizens and sum(p.tiles[tid].cit) != 1:
                raise fail(f"{f}.region", f"{tid} won this round holds its one citizen")
        if any(t not in now for t in p.new_citizens):
            raise fail(f"{f}.new_citizens", "only lands won this round wait for a citizen")
    if p.won:
        cubes = sorted(p.tiles[t].garbage for t in now)
        if any(g < k + 1 for k, g in enumerate(cubes)):
            raise fail(f"{f}.waiting", "the land won k-th this round carries k garbage or more")
        placed_now = sum(cubes) - p.won * (p.won + 1) // 2
        if placed_now + p.pending_garbage not in allowed:
            raise fail(f"{f}.pending_garbage", f"{p.pending_garbage} waiting and {placed_now} "
                                               f"placed, but the technology and catastrophe "
                                               f"give {sorted(allowed)}")
    elif p.pending_garbage > max(allowed):
        raise fail(f"{f}.pending_garbage", f"{p.pending_garbage}, but the technology and "
                                           f"catastrophe give {sorted(allowed)}")


def _as_set_up(st: TCState, i: int, p: Player) -> None:
    """Before its first Maintenance a seat's region is its starting land as set up."""
    t = p.tiles[p.order[0]]
    setup = [not t.d.nodes[c].recycling for c in t.d.cities]
    if len(p.order) != 1 or t.garbage != 1 or t.cit != setup or t.bridges:
        raise fail(f"seats[{i}].region", "before its first Maintenance a region is its "
                                         "starting land as set up (1 garbage, citizens on "
                                         "the producing cities)")


def _round_one(st: TCState, i: int, p: Player) -> None:
    """In round 1 a seat holds what setup gave it (§4.2) changed only by this round: 10
    money less the lands won (at the minimum price or more) or plus the subsidy, 10 science
    less the technology (at a price of the track) and the prevention bid, both less what
    the paid technology parts used cost and plus the Income; pollution 0 moved by the
    technology, the catastrophe and each Eco investment used; QoL from the QoL investments
    used and the Income only."""
    f = f"seats[{i}]"
    d = st.data
    resolved = st.phase in ("maintenance", "income")
    paid = [0, 0]
    eco = qol = 0
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(d.techs[tech].parts):
            if p.used[k][j] and part.kind in ("recycling", "eco_investment", "qol_investment"):
                paid[part.currency == "S"] += part.cost
                eco += part.kind == "eco_investment"
                qol += part.qol if part.kind == "qol_investment" else 0
    income = net.production(p) if st.phase == "income" else (0, 0, 0)
    if p.points["investment"] != qol or p.points["income"] != income[2]:
        raise fail(f"{f}.points", "in round 1 QoL comes from the QoL investments used and "
                                  "the Income only")
    money = 10 - paid[0] + income[0]
    if p.won:
        if p.money > money - st.min_price * p.won:
            raise fail(f"{f}.money", f"{p.money}, but {p.won} lands at {st.min_price} or more "
                                     f"leave at most {money - st.min_price * p.won}")
    else:
        money += st.min_price + 2 if i in st.withdrawn else 0
        if p.money != money:
            raise fail(f"{f}.money", f"{p.money}, but with no land won round 1 leaves {money}")
    science = 10 - (p.bid if resolved else 0) - paid[1] + income[1]
    dearest = max(d.price_track[_era(st)])
    if p.science > science or p.science < science - (dearest if p.techs else 0):
        raise fail(f"{f}.science", f"{p.science}, but setup, the technology, the prevention "
                                   f"bid, the parts used and the Income leave {science}"
                                   + (" less the technology's price" if p.techs else ""))
    pollution = 0
    if p.techs:
        td = d.techs[p.techs[-1]]
        pollution = max(-6, min(6, td.pollution_right - td.pollution_left))
    if resolved and st.catastrophe is not None:
        pollution = max(-6, pollution - d.catastrophes[st.catastrophe].columns[p.column - 1][1])
    pollution += eco
    if p.pollution != pollution:
        raise fail(f"{f}.pollution", f"{p.pollution}, but the technology, the catastrophe and "
                                     f"the Eco investments of round 1 put it on {pollution}")


def _points(st: TCState, i: int, p: Player) -> None:
    f = f"seats[{i}].points"
    pts = p.points
    final = ("lands", "pollution", "money_rank", "science_rank")
    if st.final:
        values = st.data.ranking[st.n]
        money = income.ranking([q.money for q in st.players], values)
        science = income.ranking([q.science for q in st.players], values)
        want = {"lands": income.land_points(st, p),
                "pollution": st.data.pollution_value[p.pollution],
                "money_rank": money[i], "science_rank": science[i]}
        for key in final:
            if pts[key] != want[key]:
                raise fail(f"{f}.{key}", f"{pts[key]}, but the final scoring gives {want[key]}")
    else:
        for key in final:
            if pts[key]:
                raise fail(f"{f}.{key}", "scored only at the end of the game")
    if pts["income"] < 0 or pts["investment"] < 0:
        raise fail(f, "QoL income and investments never take points away")
    if pts["investment"] and not any(part.kind == "qol_investment"
                                     for tech in p.techs for part in st.data.techs[tech].parts):
        raise fail(f"{f}.investment", "points from a QoL investment the seat does not own")
    if (not st.cards or st.round <= 2) and pts["card"]:
        raise fail(f"{f}.card", "no scoring card has been scored yet")
    if st.round <= 4 and pts["card"] < 0:
        raise fail(f"{f}.card", "round II's cards never take points away")
    if st.round == 1 and st.phase != "income" and pts["income"]:
        raise fail(f"{f}.income", "no Income has been collected yet")
    if st.round == 1 and st.phase in ("auction", "prevention") and pts["investment"]:
        raise fail(f"{f}.investment", "no Maintenance has been played yet")


def _turns(st: TCState) -> None:
    """The turn counter is at least the actions the position implies: a withdrawal and a
    prevention figure per seat and round, an opening bid (or purchase) per land won, an
    attachment per placed tile."""
    n = st.n
    done = min(st.round - 1, 5)
    low = 2 * n * done
    if st.phase == "auction":
        low += len(st.withdrawn)
    elif st.phase == "prevention":
        low += n + sum(1 for p in st.players if p.column)
    elif st.round <= 5:
        low += 2 * n
    for p in st.players:
        low += sum(1 for t in p.tiles.values() if t.d.kind == "land")
        low += len(p.order) - 1
    if st.turn < low:
        raise fail("turn", f"{st.turn}, but the position took at least {low} actions")
    if st.round == 1 and st.phase == "auction" and st.lot is None and \
            not any(p.won for p in st.players):
        high = 2 * len(st.withdrawn) - (1 if _choosing(st) >= 0 else 0)
        if st.turn > high:
            raise fail("turn", f"{st.turn}, but before the first land is opened only "
                               f"withdrawals and technology choices happen ({high} at most)")
