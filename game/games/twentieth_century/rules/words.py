"""The Text values of the 20th Century log: what an action or an event says, for a viewer.

Every event of the game is public (see ``docs/positions/twentieth_century.md``), so the
viewer changes nothing here. Nothing internal reaches a player: lands, technologies and
scoring cards read as words (a Text inside the Text: "land I-II no. 3", "Hospital"), a city
by what it produces ("2 money + 1 science", "recycling plant"), a bridge's end as the edge,
city, fork or rail end it is, a tile attached by its side of a neighbour and its turn in
degrees. A land is given in every grammatical case a Czech or Polish text needs (``land``
and ``land_gen``, ``land_dat``, ``land_acc``, ``land_loc``; English reads them all alike).
Ids of custom tile definitions, which have no catalog names, stay as they are. The table's
own words (buttons, captions, tooltips) are the table's (``table/words.py``).
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event, Text

from ..data import DEFAULT, SCORING_CARDS, TileDef
from . import actions as act
from .state import DIRS, TCState

_TILE_ARGS = ("land", "to_land", "land_b", "plant_land", "tile", "tech")
_CITY_ARGS = (("city", "land"), ("to_city", "to_land"), ("plant_city", "plant_land"))
_ANCHOR_ARGS = (("a", "land"), ("b", "land"))
_ERA_WORDS = {"1": "I-II", "3": "III-IV", "5": "V"}
CASES = ("gen", "dat", "acc", "loc")
"""Grammatical cases a land's name comes in besides the nominative."""
EDGES = ("N", "E", "S", "W")
SIDES = {(0, -1): "N", (1, -1): "NE", (1, 0): "E", (1, 1): "SE", (0, 1): "S", (-1, 1): "SW",
         (-1, 0): "W", (-1, -1): "NW"}
"""Where a cell lies from its neighbour (x east, y south, spec §14.1)."""
YIELDS = ("money", "science", "qol")


def action_text(state: TCState, seat: int, action: Any) -> Text:
    """What ``seat`` (the one deciding in ``state``) does with ``action``."""
    args: dict[str, Any] = {"player": seat}
    fields = {k: v for k, v in act.to_json(action).items() if k != "type"}
    if type(action) is act.Attach:
        args.update(_placement(state, seat, action))
        fields = {"tile": action.tile}
    args.update(_named(fields, state.data.tiles))
    if type(action) is act.TakeTech:
        args["price"] = state.tech_price
    return Text(f"twentieth_century.action.{type(action).__name__}", args)


def event_text(event: Event) -> Text:
    data = dict(event.data)
    if event.kind == "garbage":
        data.setdefault("count", 1)  # one cube placed by hand, several at once by the flow
    if event.kind == "attach":
        data = {"tile": data.get("tile")}
    return Text(f"twentieth_century.event.{event.kind}",
                {"player": event.player, **_named(data, DEFAULT.tiles)})


def _named(args: dict[str, Any], tiles: Any) -> dict[str, Any]:
    """The ids of a text's fields as words (Texts the log translates): cities and bridge
    ends first (they read their tile's definition), then tiles and scoring cards."""
    for key, land in _CITY_ARGS:
        value, where = args.get(key), args.get(land)
        if isinstance(value, str) and isinstance(where, str):
            args[key] = city_text(tiles.get(where), value)
    for key, land in _ANCHOR_ARGS:
        if key == "b" and "land_b" in args:
            land = "land_b"  # a bridge pair: its second bridge lies on the other land
        value, where = args.get(key), args.get(land)
        if isinstance(value, str) and isinstance(where, str):
            args[key] = anchor_text(tiles.get(where), value)
    for key in _TILE_ARGS:
        value = args.get(key)
        if isinstance(value, str):
            args[key] = tile_text(value)
            if key != "tech":
                for case in CASES:
                    args[f"{key}_{case}"] = tile_text(value, case)
    card = args.get("card")
    if isinstance(card, str) and card in SCORING_CARDS:
        args["card"] = Text(f"twentieth_century.card.{card}")
    return args


def tile_text(tile: str, case: str = "") -> Text | str:
    """A land or technology of the spec's data by name: "land I-II no. 3", "Hospital";
    ``case`` ("gen", "dat", "acc", "loc") picks a land's grammatical case."""
    suffix = f".{case}" if case else ""
    if tile in DEFAULT.techs:
        name = Text(f"twentieth_century.tech.{tile}")
        return Text(f"twentieth_century.tile.tech{suffix}", {"name": name}) if case else name
    if tile.startswith("S-") and tile[2:].isdigit():
        return Text(f"twentieth_century.tile.start{suffix}", {"number": int(tile[2:])})
    if len(tile) == 5 and tile[0] == "L" and tile[1] in _ERA_WORDS and tile[3:].isdigit():
        return Text(f"twentieth_century.tile.land{suffix}", {"era": _ERA_WORDS[tile[1]],
                                                              "number": int(tile[3:])})
    return tile


def yield_text(prod: tuple[int, ...] | list[int], recycling: bool) -> Text:
    """What a city produces, in words: "2 money + 1 science", "1 QoL + recycling plant"."""
    parts: list[Text] = [Text(f"twentieth_century.yield.{YIELDS[k]}", {"n": v})
                         for k, v in enumerate(prod) if v]
    if recycling:
        parts.append(Text("twentieth_century.yield.plant"))
    if not parts:
        return Text("twentieth_century.yield.none")
    names = ("a", "b", "c", "d")
    return Text(f"twentieth_century.yield.{len(parts)}",
                {names[i]: p for i, p in enumerate(parts)})


def city_text(d: TileDef | None, node: str) -> Text:
    """A city of a tile by what it produces (a custom tile's city by its number)."""
    if d is not None:
        i = d.index.get(node, -1)
        if i >= 0 and d.nodes[i].type == "city":
            nd = d.nodes[i]
            return yield_text(tuple(nd.prod), nd.recycling)
        if i >= 0 and i in d.cities:
            return Text("twentieth_century.yield.number", {"number": d.cities.index(i) + 1})
    digits = "".join(ch for ch in node if ch.isdigit())
    return Text("twentieth_century.yield.number", {"number": int(digits) if digits else 1})


def anchor_text(d: TileDef | None, anchor: str) -> Text:
    """A bridge's end: an edge by its placed direction, a city by its production, a fork
    or a rail end."""
    if anchor in EDGES:
        return Text(f"twentieth_century.anchor.{anchor}")
    i = d.index.get(anchor, -1) if d is not None else -1
    kind = d.nodes[i].type if d is not None and i >= 0 else ""
    if kind == "city":
        return Text("twentieth_century.anchor.city", {"what": city_text(d, anchor)})
    if kind == "end":
        return Text("twentieth_century.anchor.end")
    return Text("twentieth_century.anchor.junction")


def _placement(state: TCState, seat: int, action: act.Attach) -> dict[str, Any]:
    """Where a tile goes, as a player says it: beside which tile of the region (an edge
    neighbour first, in placement order), on which side, turned how far."""
    cells = state.players[seat].cells
    order = state.players[seat].order
    near: tuple[str, tuple[int, int]] | None = None
    for edge_first in (True, False):
        for tid in order:
            t = state.players[seat].tiles[tid]
            if t.x is None or t.y is None:
                continue
            dx, dy = action.x - t.x, action.y - t.y
            if (dx, dy) in SIDES and (not edge_first or (dx, dy) in DIRS):
                near = (tid, (dx, dy))
                break
        if near is not None:
            break
    out: dict[str, Any] = {"deg": action.rot % 4 * 90}
    if near is None or cells.get((action.x, action.y)) is not None:
        out["side"] = Text("twentieth_century.side.beside")
        out["near"] = ""
        return out
    tid, off = near
    out["side"] = Text(f"twentieth_century.side.{SIDES[off]}")
    out["near"] = tile_text(tid)
    for case in CASES:
        out[f"near_{case}"] = tile_text(tid, case)
    return out
