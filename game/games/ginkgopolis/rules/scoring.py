"""Final scoring (spec 8, 10.4): VP tokens, end-game cards 10-20, unused New Hand tokens
and districts, each as its own breakdown category."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from ..data import CARD_COLOUR, CARD_TRIGGER, end_kind
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


def district_points(s: Buildings, group: list[Square]) -> dict[int, int]:
    """Seat -> points of one district: 1st the total, 2nd its own count; a lone owner both."""
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
        return {}
    ranked = sorted(res, key=lambda o: (res[o], best[o]), reverse=True)
    total = sum(res.values())
    if len(ranked) == 1:
        return {ranked[0]: 2 * total}
    return {ranked[0]: total, ranked[1]: res[ranked[1]]}


def breakdown(s: GState) -> list[dict[str, int]]:
    out = [{"vp": s.vp[seat],
            "cards": sum(end_card_points(s, seat, c) for c in s.tableaux[seat]),
            "new_hand": 2 * s.new_hand[seat], "districts": 0} for seat in range(s.n)]
    for group in districts(s):
        for seat, pts in district_points(s, group).items():
            out[seat]["districts"] += pts
    return out
