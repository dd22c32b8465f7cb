"""Hal, the solo opponent (spec 10.2, 10.5): he builds every round with a random tile and
never decides anything himself (the player moves tokens for him)."""

from __future__ import annotations

from game.engine.protocol import Event

from ..data import CARD_NAMES, TILE_NAMES, URB0
from . import cards
from .resolution import adjacent_gains, build_up, buildup_cost, urbanize
from .state import GState


def urbanize_vp(s: GState, card: int) -> int:
    """Hal's Urbanize score: the heights of the buildings next to the token (Amb-25)."""
    p = s.tokens[card - URB0]
    assert p is not None
    return sum(h for _, h in adjacent_gains(s, p))


def _fail(s: GState, hal: int, tile: int, ev: list[Event] | None) -> None:
    """Hal cannot pay: tile back on top of the supply, card to the pile, the game ends."""
    s.supply.append(tile)
    s.queue = [("discard", hal)]
    if not s.end_triggered:
        s.end_triggered = True
        if ev is not None:
            ev.append(Event("end_triggered", hal, {"reason": "hal_cannot_pay"}))


def start_hal(s: GState, ev: list[Event] | None) -> None:
    hal = s.hal
    s.active = hal
    card = s.card[hal]
    if card < 0:
        s.queue = []
        return
    if ev is not None:
        ev.append(Event("reveal", hal, {"card": CARD_NAMES[card], "tile": None}))
    if not s.supply:
        s.queue = [("discard", hal)]
        return
    tile = s.supply.pop()
    if ev is not None:
        ev.append(Event("hal_tile", hal, {"tile": TILE_NAMES[tile]}))
    if not s.supply:
        s.exhaustions = 1
        if not s.end_triggered:
            s.end_triggered = True
            if ev is not None:
                ev.append(Event("end_triggered", None, {"reason": "supply_empty"}))
    if s.expert and card >= URB0:
        extra = cards.draw(s, ev)
        if extra >= 0:
            if ev is not None:
                ev.append(Event("hal_extra", hal, {"card": CARD_NAMES[extra]}))
            if extra < URB0 or urbanize_vp(s, extra) > urbanize_vp(s, card):
                s.discard.append(card)
                s.card[hal] = card = extra
                if ev is not None:
                    ev.append(Event("hal_uses", hal, {"card": CARD_NAMES[extra]}))
            else:
                s.discard.append(extra)
    player = 1 - hal
    if card >= URB0:
        if s.general[hal] < 1:
            _fail(s, hal, tile, ev)
            return
        ops = urbanize(s, hal, card - URB0, tile, player, ev)
        vp = urbanize_vp_at(s, (ops[0][2], ops[0][3]))
        s.queue = ops + [("gain", hal, "v", vp), ("discard", hal)]
        return
    sq = s.top_at[card]
    assert sq is not None
    if not buildup_cost(s, hal, sq, tile)[3]:
        _fail(s, hal, tile, ev)
        return
    build_up(s, hal, sq, tile, ev)
    s.queue = [("tableau", hal)]


def urbanize_vp_at(s: GState, p: tuple[int, int]) -> int:
    return sum(h for _, h in adjacent_gains(s, p))
