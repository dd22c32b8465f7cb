"""What a selection would do, for the table's preview (engine-side, no pygame).

:func:`preview` plays the seat's candidate card (and tile) on a clone through the real
resolution (``resolution.start_action`` and ``resolution.run``) and reads the events, so
the preview can never disagree with the rules: the square it acts on, whether it falls back
to Exploit (5.4.4), what it pays and what it gains (bonuses of the tableau included).
Decisions met on the way (the resource-or-tile choice, the token square, contributions) are
skipped: the choice is reported as such, the rest does not change what the seat gains.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.decisions import DecisionStack
from game.engine.protocol import Event

from ..data import CARD_BY_NAME, TILE_BY_NAME, URB0
from . import resolution
from .state import GState, Square

ITEMS = ("resources", "tiles", "vp")


@dataclass(frozen=True)
class Preview:
    kind: str
    """"exploit", "urbanize" or "buildup": what the action turns out to be."""
    square: Square | None
    """Where it acts: the building a Building card names, the token square of an
    Urbanization card."""
    fallback: bool = False
    """A tile was chosen but cannot be paid: the card is exploited instead (5.4.4)."""
    choice: bool = False
    """An Urbanization card exploited: the seat will choose a resource or a tile."""
    gains: dict[str, int] = field(default_factory=dict)
    """Items the seat gains (resources, tiles, vp), bonuses included."""
    pay_resources: int = 0
    """Resources placed on the building net of the seat's own returned ones, plus the
    colour-change resource."""
    pay_vp: int = 0
    returned: tuple[int, int] | None = None
    """(previous owner, resources) given back to another seat, with as many VP."""


def target(s: GState, card: str) -> Square | None:
    """The square a card names: its building, or its Urbanization token."""
    c = CARD_BY_NAME[card]
    if c < URB0:
        return s.top_at.get(c)
    if c < URB0 + 12:
        return s.tokens[c - URB0]
    return None


def preview(s: GState, seat: int, card: str, tile: str | None) -> Preview:
    """What ``seat`` playing ``card`` (with ``tile``, or alone) would do now, as if its
    action were resolved on this state."""
    c = CARD_BY_NAME[card]
    if not 0 <= c < URB0 + 12:
        raise ValueError(f"{card} is not a Building or Urbanization card")
    square = target(s, card)
    t = s.clone()
    t.quiet = False
    t.decisions = DecisionStack()
    if c in t.hands[seat]:
        t.hands[seat].remove(c)
    t.card[seat] = c
    t.tile[seat] = -1
    if tile is not None:
        tid = TILE_BY_NAME[tile]
        if tid in t.screen_tiles[seat]:
            t.screen_tiles[seat].remove(tid)
        t.tile[seat] = tid
    ev: list[Event] = []
    resolution.start_action(t, seat, ev)
    choice = False
    for _ in range(64):  # every pause pops one decision; an action has only a few
        if resolution.run(t, ev):
            break
        while t.decisions.items:
            choice = t.decisions.pop().kind == "exploit_choice" or choice
    gains = dict.fromkeys(ITEMS, 0)
    kind = "exploit"
    fallback = False
    pay_res = pay_vp = 0
    returned = None
    for e in ev:
        if e.kind == "gain" and e.player == seat:
            gains[e.data["item"]] += e.data["count"]
        elif e.kind == "draw_tile" and e.player == seat:
            gains["tiles"] += 1  # each tile drawn is its own (private) event
        elif e.kind == "fallback":
            fallback = True
        elif e.kind == "urbanize":
            kind = "urbanize"
            pay_res += 1
        elif e.kind == "build_up":
            kind = "buildup"
            data = e.data
            pay_res += data["height"] + data["colour_cost"]
            pay_vp += data["vp_cost"]
            if data["returned_player"] == seat:
                pay_res -= data["returned"]
            elif data["returned_player"] is not None:
                returned = (data["returned_player"], data["returned"])
    return Preview(kind, square, fallback, choice, {k: v for k, v in gains.items() if v},
                   pay_res, pay_vp, returned)

