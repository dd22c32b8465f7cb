"""The Text values of the 20th Century log: what an action or an event says, for a viewer.

Every event of the game is public (see ``docs/positions/twentieth_century.md``), so the
viewer changes nothing here. Lands, technologies and scoring cards read as words (a Text
inside the Text: "land I-II no. 3", "Hospital"), never as tile ids; ids of custom tile
definitions, which have no catalog names, stay as they are. The table's own words (buttons,
captions, tooltips) are the table's (``table/words.py``).
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event, Text

from ..data import DEFAULT, SCORING_CARDS
from . import actions as act
from .state import TCState

_TILE_ARGS = ("land", "to_land", "land_b", "plant_land", "tile", "tech")
_ERA_WORDS = {"1": "I-II", "3": "III-IV", "5": "V"}


def action_text(state: TCState, seat: int, action: Any) -> Text:
    """What ``seat`` (the one deciding in ``state``) does with ``action``."""
    args: dict[str, Any] = {"player": seat}
    args.update(_named({k: v for k, v in act.to_json(action).items() if k != "type"}))
    if type(action) is act.TakeTech:
        args["price"] = state.tech_price
    return Text(f"twentieth_century.action.{type(action).__name__}", args)


def event_text(event: Event) -> Text:
    return Text(f"twentieth_century.event.{event.kind}",
                {"player": event.player, **_named(dict(event.data))})


def _named(args: dict[str, Any]) -> dict[str, Any]:
    """The tile and card ids of a text's fields as words (Texts the log translates)."""
    for key in _TILE_ARGS:
        value = args.get(key)
        if isinstance(value, str):
            args[key] = tile_text(value)
    card = args.get("card")
    if isinstance(card, str) and card in SCORING_CARDS:
        args["card"] = Text(f"twentieth_century.card.{card}")
    return args


def tile_text(tile: str) -> Text | str:
    """A land or technology of the spec's data by name: "land I-II no. 3", "Hospital"."""
    if tile in DEFAULT.techs:
        return Text(f"twentieth_century.tech.{tile}")
    if tile.startswith("S-") and tile[2:].isdigit():
        return Text("twentieth_century.tile.start", {"number": int(tile[2:])})
    if len(tile) == 5 and tile[0] == "L" and tile[1] in _ERA_WORDS and tile[3:].isdigit():
        return Text("twentieth_century.tile.land", {"era": _ERA_WORDS[tile[1]],
                                                     "number": int(tile[3:])})
    return tile
