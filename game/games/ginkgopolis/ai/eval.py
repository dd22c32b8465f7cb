"""Ginkgopolis position evaluation: settle the round, then project every seat's final total.

Selection is secret and resolution comes later, so right after a ``Commit`` nothing has
happened yet: a plain score would see only the tile leaving the screen. :func:`settle`
therefore resolves every committed action of the round on a copy (the seats that have not
committed yet do nothing; small choices are taken by a fixed policy), so a commit is judged
by what it does. The settled state is then scored by :func:`estimates`:

* the running score (VP, end-game cards as they stand, 2 per New Hand token, districts);
* what the stock can still become, fading as the end nears: resources behind the screen
  (each can become a floor), tiles (an action's worth; before the first exhaustion each is
  also worth the VP it would fetch as a contribution), the permanent bonuses of the tableau
  (one payout per action of their trigger still to come) and the end-game cards (they grow
  with the city);
* resources on buildings as stakes in districts still forming;
* a seat that has not acted this round yet is owed an action's worth.

Only the determinized world given is read (the AI sees nothing else), so the estimate is as
honest as the world.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data import CARD_BONUS, CARD_COLOUR, CARD_TRIGGER, TILE_NAMES, end_kind
from ..rules import flow, resolution
from ..rules.actions import Choose, Contribute, Done
from ..rules.state import GState


@dataclass(frozen=True)
class Weights:
    res: float = 1.1
    """A resource behind the screen early in the game (it fades with the rounds left)."""
    tile: float = 1.3
    """A tile behind the screen early on, for as many tiles as there are rounds left."""
    tile_extra: float = 0.3
    """A tile beyond those the seat can still play."""
    fade: float = 5.0
    """Rounds left at which stock is worth half its early value: ``r / (r + fade)``."""
    item: float = 0.9
    """An item (resource, tile or VP) a permanent bonus pays, per payout."""
    trigger_rate: tuple[float, float, float] = (0.4, 0.3, 0.3)
    """Expected share of a seat's rounds spent on Exploit, Urbanize, Build-Up."""
    end_growth: float = 0.35
    """Points an end-game card (other than the flat 9) still gains per round left."""
    placed: float = 0.25
    """A resource on a building, as a stake in districts still forming."""
    act: float = 3.0
    """An action not taken yet this round (seats that have not committed)."""
    draws_per_seat: float = 1.1
    """Tiles leaving the supply per seat and round (the horizon estimate)."""
    places_per_round: float = 1.6
    """Resources a seat places per round (the other end condition)."""
    temp0: float = 4.0
    temp1: float = 0.12
    """Win chances: softmax of the estimates at temperature temp0 + temp1 * the best."""


W = Weights()
STOP = frozenset({"select", "hal_card", "draft"})
"""Decisions at which :func:`settle` stops (a new round's choice)."""


def _contribute_policy(s: GState, seat: int) -> object:
    tiles = s.screen_tiles[seat]
    if len(tiles) > 2:
        return Contribute(TILE_NAMES[min(tiles)])
    return Done()


def _choose_policy(s: GState, seat: int) -> object:
    if s.general[seat] <= 0:
        return Choose("tile")
    if s.screen_res[seat] < 3 or len(s.screen_tiles[seat]) >= 3:
        return Choose("resource")
    return Choose("tile")


def settle(rules: object, s: GState) -> tuple[GState, list[bool], bool]:
    """A copy of ``s`` with the committed actions of the round resolved; for each seat
    whether it has acted (or committed) this round; and whether the game ends with this
    round. Stops when the round's actions are done (before passing and drawing, which the
    estimate does not read) or at a new selection; ``s`` is not changed."""
    w = s.clone()
    w.quiet = True
    n = w.n
    acted = [True] * n
    d = w.decisions.top
    if w.phase == "draft" or d is None:
        return w, acted, w.phase == "over"
    if w.phase == "select":
        if w.hal >= 0:
            player = 1 - w.hal
            acted[player] = w.card[player] >= 0
        else:
            for i in range(w.resolved, n):
                acted[(w.first + i) % n] = False
        w.decisions.pop()
        w.phase = "resolve"
        w.resolved = 0
        flow._start(w, None)
    apply = rules.apply  # type: ignore[attr-defined]
    legal = rules.legal_actions  # type: ignore[attr-defined]
    for _ in range(200):
        d = w.decisions.top
        if d is None:
            if w.phase != "resolve" or not _advance(w):
                continue  # a decision was pushed
            return w, acted, w.end_triggered
        kind = d.kind
        if kind in STOP:
            break
        if kind == "move_token":
            action: object = legal(w)[0]
        elif kind == "exploit_choice":
            action = _choose_policy(w, d.seat)
        else:  # contribute
            action = _contribute_policy(w, d.seat)
        apply(w, action, check=False)
    return w, acted, w.phase == "over"


def _advance(w: GState) -> bool:
    """flow.advance without the end of the round: True when every action is done, False
    when one of them stopped at a decision."""
    while not w.decisions.items:
        if w.queue and not resolution.run(w, None):
            return False
        w.resolved += 1
        w.turns += 1
        if w.resolved >= w.n:
            return True
        flow._start(w, None)
    return False


def rounds_left(s: GState) -> float:
    """Expected rounds still to come after this one (0 once the end is triggered)."""
    if s.phase == "over" or s.end_triggered:
        return 0.0
    n = s.n
    if s.hal >= 0:
        # solo: the supply empties once; Hal draws one tile a round, the player some
        tile_rounds = len(s.supply) / (1.0 + W.draws_per_seat)
    else:
        supply = float(len(s.supply))
        if s.exhaustions == 0:
            supply += 2.0 * n  # the contributions' refill
        tile_rounds = supply / (W.draws_per_seat * n)
    placed_max = 0
    for seat in range(n):
        placed_max = max(placed_max, s.nres - s.stock(seat) - s.general[seat]
                         if seat != s.hal else s.nres - s.general[seat])
    res_rounds = (s.nres - placed_max) / W.places_per_round
    return max(0.0, min(tile_rounds, res_rounds))


_FACTS: dict[object, tuple[list[int], list[list[int]]]] = {}
"""City facts by city (the stacks and owners): many worlds and candidate moves share one."""


def _city_facts(s: GState) -> tuple[list[int], list[list[int]], list[list[int]]]:
    """Per seat: district points; (resources on red, blue, yellow tops, buildings of height
    1-2, of height 3+, resources placed); tableau counts (Exploit, Urbanize, Build-Up
    triggers, red, blue, yellow cards)."""
    sig = (s.n, frozenset(s.stacks.items()), frozenset(s.owner.items()))
    hit = _FACTS.get(sig)
    if hit is None:
        if len(_FACTS) > 20000:
            _FACTS.clear()
        hit = _FACTS[sig] = _city(s)
    dist, facts = hit
    counts = []
    for seat in range(s.n):
        cc = [0, 0, 0, 0, 0, 0]
        for c in s.tableaux[seat]:
            t = CARD_TRIGGER[c]
            if t >= 0:
                cc[t] += 1
            cc[3 + CARD_COLOUR[c]] += 1
        counts.append(cc)
    return dist, facts, counts


def _city(s: GState) -> tuple[list[int], list[list[int]]]:
    """District points (8.2, by flood fill like :mod:`.rules.scoring`) and the per-seat
    building facts of :func:`_city_facts` in one pass over the city."""
    n = s.n
    stacks = s.stacks
    owner = s.owner
    facts = [[0, 0, 0, 0, 0, 0] for _ in range(n)]
    colour_of: dict[tuple[int, int], int] = {}
    for sq, st in stacks.items():
        col = st[-1] // 20
        colour_of[sq] = col
        o = owner[sq]
        if o >= 0:
            h = len(st)
            f = facts[o]
            f[col] += h
            f[5] += h
            if h <= 2:
                f[3] += 1
            else:
                f[4] += 1
    dist = [0] * n
    seen: set[tuple[int, int]] = set()
    for start, col in colour_of.items():
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        i = 0
        while i < len(group):
            x, y = group[i]
            i += 1
            for nb in ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)):
                if nb not in seen and colour_of.get(nb) == col:
                    seen.add(nb)
                    group.append(nb)
        if len(group) < 2:
            continue
        res: dict[int, int] = {}
        best: dict[int, tuple[int, int]] = {}
        for sq in group:
            o = owner[sq]
            if o < 0:
                continue
            st = stacks[sq]
            h = len(st)
            res[o] = res.get(o, 0) + h
            mark = (h, st[-1] % 20)
            if mark > best.get(o, (0, -1)):
                best[o] = mark
        if not res:
            continue
        if len(res) == 1:
            for o, k in res.items():
                dist[o] += 2 * k
            continue
        ranked = sorted(res, key=lambda o: (res[o], best[o]), reverse=True)
        dist[ranked[0]] += sum(res.values())
        dist[ranked[1]] += res[ranked[1]]
    return dist, facts


def _end_points(kind: str, f: list[int], counts: list[int]) -> int:
    """Points of an end-game card from the seat's city facts and tableau counts (8.1)."""
    if kind == "res_on_red":
        return f[0]
    if kind == "res_on_blue":
        return f[1]
    if kind == "res_on_yellow":
        return f[2]
    if kind == "low":
        return f[3]
    if kind == "high":
        return 3 * f[4]
    if kind == "nine":
        return 9
    return 2 * counts[_COUNT_INDEX[kind]]


_COUNT_INDEX = {"cards_exploit": 0, "cards_urbanize": 1, "cards_buildup": 2,
                "cards_red": 3, "cards_blue": 4, "cards_yellow": 5}


def estimates(s: GState, acted: list[bool] | None = None, final: bool = False) -> list[float]:
    """Every seat's projected final total (the exact total once the game is over)."""
    n = s.n
    dist, facts, counts = _city_facts(s)
    over = final or s.phase == "over"
    r = 0.0 if over else rounds_left(s)
    fade = r / (r + W.fade)
    out = []
    hal = s.hal
    for seat in range(n):
        f = facts[seat]
        cards = 0
        growth = 0.0
        bonus = 0.0
        for c in s.tableaux[seat]:
            kind = END_OF[c]
            if kind is not None:
                cards += _end_points(kind, f, counts[seat])
                if kind != "nine":
                    growth += W.end_growth
            elif seat != hal:
                trig = CARD_TRIGGER[c]
                if trig >= 0:
                    bonus += W.trigger_rate[trig] * len(CARD_BONUS[c])
        total = float(s.vp[seat] + cards + 2 * s.new_hand[seat] + dist[seat])
        if over:
            out.append(total)
            continue
        total += growth * r + bonus * W.item * r + W.placed * f[5] * fade
        if seat != hal:
            tiles = len(s.screen_tiles[seat]) + len(s.contrib[seat])
            usable = min(float(tiles), r + 1.0)
            tile_value = W.tile * fade * usable + W.tile_extra * (tiles - usable)
            if s.exhaustions == 0:
                tile_value = max(tile_value, float(tiles))
            total += W.res * fade * s.screen_res[seat] + tile_value
            if acted is not None and not acted[seat]:
                total += W.act
        out.append(total)
    return out


END_OF: list[str | None] = [end_kind(c) for c in range(len(CARD_TRIGGER))]


