"""Why the Hint's move is good, in Ginkgopolis terms (see :mod:`game.ai.hint`), for every
decision the game asks: a selection says what it would gain and pay now (the engine's own
preview: bonuses of the tableau and the fallback of 5.4.4 included), a New Hand how little
the hand offers, a draft pick what the Character brings, Hal's card what Hal would do with
it, the Urbanization card's choice what the seat holds, a token square what an Urbanize
there would bring, and a tile given at the first exhaustion its VP."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import AnyRules, Text

from ..data import (
    CARD_BONUS,
    CARD_BY_NAME,
    CARD_NAMES,
    CARD_TRIGGER,
    CH0,
    CHARACTERS,
    ROLES,
    TILE_NAMES,
    TRIGGERS,
    character_start,
)
from ..rules import query
from ..rules.actions import (
    Choose,
    Commit,
    Contribute,
    Done,
    DraftPick,
    GiveHal,
    MoveToken,
    NewHand,
)
from ..rules.state import GState
from ..rules.words import card_text

ITEM = {"r": "resources", "t": "tiles", "v": "vp"}


def _items(counts: dict[str, int]) -> Text:
    parts = [Text(f"ginkgopolis.ui.item.{k}", {"count": v}) for k, v in counts.items() if v]
    if not parts:
        return Text("ginkgopolis.ui.nothing")
    return Text(f"ginkgopolis.hint.items.{len(parts)}",
                {f"item{i}": p for i, p in enumerate(parts)})


def _commit(state: GState, seat: int, action: Commit) -> Text:
    pv = query.preview(state, seat, action.card, action.tile)
    gains = _items(pv.gains)
    if pv.choice:
        gains = Text("ginkgopolis.hint.with_choice", {"items": gains}) if pv.gains else \
            Text("ginkgopolis.hint.choice")
    pays = {"resources": pv.pay_resources, "vp": pv.pay_vp}
    if pv.fallback:
        return Text("ginkgopolis.hint.fallback", {"gains": gains})
    if any(pays.values()):
        return Text(f"ginkgopolis.hint.{pv.kind}_pays", {"gains": gains, "pays": _items(pays)})
    return Text(f"ginkgopolis.hint.{pv.kind}", {"gains": gains})


def _best_in_hand(state: GState, seat: int) -> dict[str, int]:
    """The most items one card of the hand brings now, played alone or with a tile."""
    best: dict[str, int] = {}
    tiles = [None, *sorted({TILE_NAMES[t] for t in state.screen_tiles[seat]})]
    for c in sorted(set(state.hands[seat])):
        name = CARD_NAMES[c]
        for tile in tiles:
            pv = query.preview(state, seat, name, tile)
            if sum(pv.gains.values()) > sum(best.values()):
                best = pv.gains
    return best


def _character(card: str) -> Text:
    c = CARD_BY_NAME[card]
    counts: dict[str, int] = {}
    for item in CARD_BONUS[c]:
        counts[ITEM[item]] = counts.get(ITEM[item], 0) + 1
    res, tiles, vp = character_start(c)
    return Text("ginkgopolis.hint.draft", {
        "role": Text(f"ginkgopolis.role.{ROLES[CHARACTERS[c - CH0][1]]}"),
        "trigger": Text(f"ginkgopolis.trigger.{TRIGGERS[CARD_TRIGGER[c]]}"),
        "bonus": _items(counts), "start": _items({"resources": res, "tiles": tiles, "vp": vp})})


def _hal(state: GState, card: str) -> Text:
    play = query.hal_play(state, card)
    if play.kind == "urbanize":
        return Text("ginkgopolis.hint.hal_urbanize", {"vp": play.vp})
    where = card_text(card)
    if play.owner is not None:
        return Text("ginkgopolis.hint.hal_buildup_yours", {"building": where,
                                                            "count": play.returned})
    return Text("ginkgopolis.hint.hal_buildup", {"building": where})


def hint_reason(rules: AnyRules, state: GState, seat: int, action: Any) -> Text | None:
    t = type(action)
    if t is Commit:
        return _commit(state, seat, action)
    if t is NewHand:
        return Text("ginkgopolis.hint.new_hand", {"best": _items(_best_in_hand(state, seat))})
    if t is DraftPick:
        return _character(action.card)
    if t is GiveHal:
        return _hal(state, action.card)
    if t is Choose:
        return Text(f"ginkgopolis.hint.choose_{action.item}", {
            "resources": Text("ginkgopolis.ui.item.resources",
                              {"count": state.screen_res[seat]}),
            "tiles": Text("ginkgopolis.ui.item.tiles",
                          {"count": len(state.screen_tiles[seat])})})
    if t is MoveToken:
        return Text("ginkgopolis.hint.move_token", {
            "gains": _items(query.urbanize_gains(state, (action.x, action.y)))})
    if t is Contribute:
        return Text("ginkgopolis.hint.contribute", {
            "left": Text("ginkgopolis.ui.item.tiles",
                         {"count": len(state.screen_tiles[seat]) - 1})})
    if t is Done:
        return Text("ginkgopolis.hint.done", {
            "left": Text("ginkgopolis.ui.item.tiles", {"count": len(state.screen_tiles[seat])})})
    return None
