"""Why the Hint's move is good, in Akropolis terms (see :mod:`game.ai.hint`), for both kinds
of decision: a player's ``Place`` (take a tile and add it to the city) and the solo
Illustrious Architect's ``ArchitectTake``.

A placement's reason comes from the engine's own preview (``rules/query.preview``): the points
it changes now and in which colours, the stones its quarries give, the level it goes on, the
plaza it brings, or failing all these the districts it adds. Nothing is worked out here.
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from ..data import (
    COLOURS,
    KIND_NAMES,
    STARS,
    TILE_HAS_PLAZA,
    TILE_KINDS,
    is_district,
    is_plaza,
    tile_name,
)
from ..rules import query
from ..rules.actions import ArchitectTake, Place

MOST_COLOURS = 3
"""Colours named at most (the largest changes first)."""


def _chain(parts: list[Text]) -> Text:
    """``parts`` as one Text: "a, b, c" (each translated where the line is shown)."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Text("akropolis.hint.join", {"first": part, "rest": out})
    return out


def _signed(n: int) -> str:
    return f"{n:+d}".replace("-", "−")


def place_reason(state: Any, action: Place) -> Text:
    """The points a placement changes now, and what else it brings."""
    change, gained = query.preview(state, action)
    total = sum(change.values())
    tile = state.site[action.site]
    kinds = TILE_KINDS[tile]
    details: list[Text] = []
    colours = sorted(((v, c) for c, v in change.items() if c in COLOURS and v),
                     key=lambda it: (-abs(it[0]), COLOURS.index(it[1])))
    for v, c in colours[:MOST_COLOURS]:
        details.append(Text("akropolis.hint.colour", {"colour": Text("akropolis.colour." + c),
                                                      "signed": _signed(v)}))
    if gained:
        details.append(Text("akropolis.hint.quarries", {"gained": gained}))
    level, _why = query.placement_level(state, action.q, action.r, action.rot)
    if level >= 2:
        details.append(Text("akropolis.hint.level", {"level": level}))
    for kind in kinds:
        colour = COLOURS[kind - 6] if is_plaza(kind) else None
        if colour is not None and not change.get(colour):
            details.append(Text("akropolis.hint.plaza", {
                "plaza": Text("akropolis.kind." + KIND_NAMES[kind]), "stars": STARS[kind]}))
    if not details:
        built = [Text("akropolis.kind." + KIND_NAMES[k]) for k in kinds if is_district(k)]
        if built:
            details.append(Text("akropolis.hint.builds", {"kinds": _chain(built)}))
    points = Text("akropolis.hint.points", {"points": abs(total), "signed": _signed(total)})
    if not details:
        return points
    return Text("akropolis.hint.why", {"points": points, "details": _chain(details)})


def architect_reason(state: Any, action: ArchitectTake) -> Text:
    """Its rule (spec 10.2): the cheapest tile with a plaza if it can pay for it, else the
    free one."""
    tile = state.site[action.site]
    if TILE_HAS_PLAZA[tile]:
        return Text("akropolis.hint.architect_plaza", {"cost": action.site})
    return Text("akropolis.hint.architect_free")


def hint_reason(rules: Any, state: Any, seat: int, action: Any) -> Text | None:
    """Why, for every decision kind of the game (None for anything else)."""
    if type(action) is Place and 0 <= action.site < len(state.site):
        return place_reason(state, action)
    if type(action) is ArchitectTake and 0 <= action.site < len(state.site):
        return architect_reason(state, action)
    return None


def hint_words(rules: Any, state: Any, seat: int, action: Any) -> Text | None:
    """The tile and its price; the table shows the spot on the board, so no coordinates."""
    if type(action) is not Place or not 0 <= action.site < len(state.site):
        return None
    tile = tile_name(state.site[action.site])
    if action.site == 0:
        return Text("akropolis.hint.take_free", {"tile": tile})
    return Text("akropolis.hint.take", {"tile": tile, "cost": action.site})
