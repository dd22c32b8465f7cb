"""Log texts of Akropolis actions and events, as catalog keys with their fields.

Nothing in Akropolis is known to one seat and not to another: the stacks' order is hidden
from everyone until a stack is revealed, and everything else is on the table. So every
event is public and every viewer reads the same words; what no text may do is name a tile
that is still in a stack (the "next tile" would leak the order nobody may know). Only the
construction site (``state.site``) and revealed stacks are named.

The solo Illustrious Architect is named by the catalog (``akropolis.architect``, a nested
Text), never by its seat's name: a line naming its seat reads "The Illustrious Architect is
the new Chief Architect." in every language, whatever the seat was called when the game began.
The events say when their seat is the Architect's (:func:`architect_mark`).
"""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Event, Text

from ..data import tile_name
from .actions import AkAction, ArchitectTake
from .state import AkState

PREFIX = "akropolis."
ARCHITECT = Text(PREFIX + "architect")
"""The Illustrious Architect's name, translated where the line is shown."""


def architect_mark(state: AkState, seat: int) -> dict[str, Any]:
    """The data an event about ``seat`` carries to say it is the Illustrious Architect's
    (nothing for a player's seat, so the events of a game without it stay as they were)."""
    return {"architect": True} if state.is_architect(seat) else {}


def action_text(state: AkState, action: AkAction) -> Text:
    """The move the current seat makes in ``state`` (before it is applied)."""
    slot = action.site
    tile = tile_name(state.site[slot]) if 0 <= slot < len(state.site) else "?"
    args: dict[str, Any] = {"player": state.current, "site": slot, "tile": tile, "cost": slot}
    if isinstance(action, ArchitectTake):
        return Text(PREFIX + "action.ArchitectTake", args)
    args.update(q=action.q, r=action.r, rot=action.rot)
    return Text(PREFIX + "action.Place", args)


def event_text(event: Event) -> Text | None:
    """The log line of ``event``: cheaper wording for the free tile and one stone, the
    revealed tiles as one list, the winner by seat."""
    d = dict(event.data)
    kind = event.kind
    key = PREFIX + "event." + kind
    args: dict[str, Any] = {"player": event.player, **d}
    if kind in ("take", "architect_take"):
        cost = d.get("cost", 0)
        if cost in (0, 1):
            key = PREFIX + "event." + kind + ("_free" if cost == 0 else "_one")
        if kind == "take" and cost and d.get("to") == "architect":
            key += "_to_architect"
    elif kind == "stones" and d.get("gained") == 1:
        key = PREFIX + "event.stones_one"
    elif kind == "chief" and d.get("architect"):
        key = PREFIX + "event.chief_architect"
        args = {"architect": ARCHITECT}
    elif kind == "reveal":
        args["tiles"] = ", ".join(str(t) for t in d.get("tiles", ()))
    elif kind == "game_over":
        totals = list(d.get("totals", ()))
        winners = list(d.get("winners", ()))
        points = totals[winners[0]] if winners and winners[0] < len(totals) else 0
        args = {"points": points, "count": len(winners)}
        if len(winners) == 1 and winners[0] == d.get("architect"):
            key = PREFIX + "event.game_over_won_architect"
            args["architect"] = ARCHITECT
        elif len(winners) == 1:
            key = PREFIX + "event.game_over_won"
            args["winner_player"] = winners[0]
        elif len(winners) == 2:
            key = PREFIX + "event.game_over_tie"
            args["winner_player"], args["other_player"] = winners
        else:
            key = PREFIX + "event.game_over_shared"
    return Text(key, args)
