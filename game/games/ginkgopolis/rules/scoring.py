"""Final scoring (spec 8, 10.4): VP tokens, end-game cards 10-20, unused New Hand tokens
and districts.

:func:`breakdown` groups a seat's points in the four categories of 8 (what the AI and the
charts read); :func:`detail` splits them further for the results table and the final log:
each kind of end-game card a seat holds and each district, numbered per colour in reading
order (north-west first: "Red district 2"), the same numbers the table's tooltips use."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from game.engine.protocol import Event

from ..data import CARD_COLOUR, CARD_NAMES, CARD_TRIGGER, COLOURS, END_KINDS, end_kind
from .geometry import neighbours
from .state import GState, Square

CATEGORIES = ("vp", "cards", "new_hand", "districts")


class Buildings(Protocol):
    """What districts are read from: a state, or a city frame (``frames.City``)."""

    @property
    def stacks(self) -> Mapping[Square, tuple[int, ...]]: ...

    @property
    def owner(self) -> Mapping[Square, int]: ...


def end_card_points(s: GState, seat: int, card: int) -> int:
    kind = end_kind(card)
    if kind is None:
        return 0
    own = [(sq, len(st)) for sq, st in s.stacks.items() if s.owner[sq] == seat]
    if kind.startswith("res_on_"):
        c = ("red", "blue", "yellow").index(kind[7:])
        return sum(h for sq, h in own if s.stacks[sq][-1] // 20 == c)
    if kind == "low":
        return sum(1 for _, h in own if h <= 2)
    if kind == "high":
        return 3 * sum(1 for _, h in own if h >= 3)
    tableau = s.tableaux[seat]
    if kind.startswith("cards_") and kind[6:] in ("exploit", "urbanize", "buildup"):
        trig = ("exploit", "urbanize", "buildup").index(kind[6:])
        return 2 * sum(1 for c in tableau if CARD_TRIGGER[c] == trig)
    if kind.startswith("cards_"):
        c = ("red", "blue", "yellow").index(kind[6:])
        return 2 * sum(1 for x in tableau if CARD_COLOUR[x] == c)
    return 9


def districts(s: Buildings) -> list[list[Square]]:
    """Maximal same-colour orthogonal groups of at least 2 buildings (8.2)."""
    seen: set[Square] = set()
    out = []
    stacks = s.stacks
    for start in stacks:
        if start in seen:
            continue
        col = stacks[start][-1] // 20
        group = [start]
        seen.add(start)
        i = 0
        while i < len(group):
            for nb in neighbours(group[i]):
                st = stacks.get(nb)
                if st is not None and nb not in seen and st[-1] // 20 == col:
                    seen.add(nb)
                    group.append(nb)
            i += 1
        if len(group) >= 2:
            out.append(group)
    return out


def numbered(s: Buildings) -> list[tuple[int, int, list[Square]]]:
    """Every district as (colour, number, buildings): numbered from 1 in each colour in
    reading order of their north-west building (the northernmost row first, then west)."""
    stacks = s.stacks
    keyed = sorted(((stacks[g[0]][-1] // 20, min((-q[1], q[0]) for q in g)), g)
                   for g in districts(s))
    out = []
    count = [0, 0, 0]
    for (colour, _), group in keyed:
        count[colour] += 1
        out.append((colour, count[colour], group))
    return out


def district_key(colour: int, number: int) -> str:
    """The breakdown category of a district ("district_red_2")."""
    return f"district_{COLOURS[colour]}_{number}"


def places(s: Buildings, group: list[Square]) -> list[tuple[int, str, int, int]]:
    """Who scores a district (8.2): (seat, place, points, its resources there), place
    ``"first"`` (the total), ``"second"`` (its own count) or ``"alone"`` (both: twice its
    count); nobody while no seat owns a building of it."""
    res: dict[int, int] = {}
    best: dict[int, tuple[int, int]] = {}
    for sq in group:
        o = s.owner[sq]
        if o < 0:
            continue
        st = s.stacks[sq]
        h = len(st)
        res[o] = res.get(o, 0) + h
        mark = (h, st[-1] % 20)
        if mark > best.get(o, (0, -1)):
            best[o] = mark
    if not res:
        return []
    ranked = sorted(res, key=lambda o: (res[o], best[o]), reverse=True)
    total = sum(res.values())
    if len(ranked) == 1:
        return [(ranked[0], "alone", 2 * total, total)]
    second = ranked[1]
    return [(ranked[0], "first", total, res[ranked[0]]), (second, "second", res[second],
                                                          res[second])]


def district_points(s: Buildings, group: list[Square]) -> dict[int, int]:
    """Seat -> points of one district: 1st the total, 2nd its own count; a lone owner both."""
    return {seat: pts for seat, _, pts, _ in places(s, group)}


def breakdown(s: GState) -> list[dict[str, int]]:
    out = [{"vp": s.vp[seat],
            "cards": sum(end_card_points(s, seat, c) for c in s.tableaux[seat]),
            "new_hand": 2 * s.new_hand[seat], "districts": 0} for seat in range(s.n)]
    for group in districts(s):
        for seat, pts in district_points(s, group).items():
            out[seat]["districts"] += pts
    return out


def totals(s: GState) -> list[int]:
    return [sum(b.values()) for b in breakdown(s)]


def detail(s: GState) -> list[dict[str, int]]:
    """Each seat's points by finer categories, the same keys in the same order for every
    seat (zeros included) so a results table reads row by row: ``vp``; ``end_<kind>`` for
    each kind of end-game card some seat holds (cards of one kind summed); ``new_hand``
    (not in solo, which has none); ``district_<colour>_<n>`` for each district some seat
    scores. They sum to the seat's total."""
    n = s.n
    kinds: list[dict[str, int]] = [{} for _ in range(n)]
    for seat in range(n):
        for c in s.tableaux[seat]:
            kind = end_kind(c)
            if kind is not None:
                kinds[seat][kind] = kinds[seat].get(kind, 0) + end_card_points(s, seat, c)
    held = [k for k in END_KINDS if any(k in ks for ks in kinds)]
    scored: list[tuple[str, dict[int, int]]] = []
    for colour, number, group in numbered(s):
        pts = district_points(s, group)
        if pts:
            scored.append((district_key(colour, number), pts))
    out = []
    for seat in range(n):
        row = {"vp": s.vp[seat]}
        for k in held:
            row[f"end_{k}"] = kinds[seat].get(k, 0)
        if s.hal < 0:
            row["new_hand"] = 2 * s.new_hand[seat]
        for key, pts in scored:
            row[key] = pts.get(seat, 0)
        out.append(row)
    return out


def final_events(s: GState) -> list[Event]:
    """The final scoring as the log tells it (8): every end-game card's points, the unused
    New Hand tokens, who scores each district and how, then each seat's VP tokens and
    total. Public: it all lies on the table once the game is over."""
    ev: list[Event] = []
    for seat in range(s.n):
        for c in s.tableaux[seat]:
            kind = end_kind(c)
            if kind is not None:
                ev.append(Event("final_card", seat, {"card": CARD_NAMES[c], "kind": kind,
                                                     "points": end_card_points(s, seat, c)}))
        if s.new_hand[seat]:
            ev.append(Event("final_new_hand", seat, {"count": s.new_hand[seat],
                                                     "points": 2 * s.new_hand[seat]}))
    for colour, number, group in numbered(s):
        for seat, place, pts, res in places(s, group):
            ev.append(Event("final_district", seat, {
                "colour": COLOURS[colour], "number": number, "place": place, "points": pts,
                "resources": res, "buildings": len(group),
                "squares": [[x, y] for x, y in sorted(group)]}))
    for seat, row in enumerate(breakdown(s)):
        ev.append(Event("final_total", seat, {"vp": row["vp"], "points": sum(row.values())}))
    return ev
