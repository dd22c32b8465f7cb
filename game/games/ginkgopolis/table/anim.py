"""The resolution shown step by step: the engine's public events become captions, each with
the squares it concerns marked on the city and the city as it stood right after it
(``rules.frames``), played one after another on the kit's step queue. The table waits while
steps are queued (``GameUI.busy``); a click on the city skips them (the controller's
``SKIP``), and the city shows the live state again."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine import Event
from game.ui.table.steps import Step, StepQueue

from ..rules import frames
from ..rules.frames import City
from ..rules.state import Square
from . import words
from .model import GinkgoModel

STEP_SHARE = 0.9
"""A step lasts this share of the AI-speed delay (``ctx.ai_delay``): 0 at "instant"."""

ANIMATED = frozenset({
    "reveal", "fallback", "urbanize", "build_up", "token", "gain", "discard", "tableau",
    "discard_unplayed", "returned", "pay", "contribution", "new_hand", "final_district",
    "final_total",
    "contributions", "characters", "hal_tile", "hal_extra", "hal_uses", "end_triggered",
    "first_exhaustion", "rebuild", "pass", "draw_tile", "draw_tile_hidden", "game_over"})
"""Event kinds with a step. Private kinds are never animated; a tile draw shows only as a
count (``draw_tile_hidden`` for everyone but the drawer, and the drawer sees the same)."""

NAMED = frozenset({"reveal", "discard", "fallback", "discard_unplayed"})
"""Steps whose caption names a card that may go back into circulation (the pile is
reshuffled into the deck): drawn with the name only while the card is public."""


@dataclass
class CityStep(Step):
    squares: tuple[Square, ...] = ()
    seat: int | None = None
    card: str | None = None
    """The card the caption names; while it is not public any more (a discarded card
    reshuffled and drawn) the step reads ``alt`` instead."""
    alt: str = ""
    city: City | None = None
    """The city right after this step's event, drawn while the step plays (None: the live
    city)."""


class Animations(StepQueue[CityStep]):
    def __init__(self) -> None:
        super().__init__(hurry_after=4, hurry=0.3)
        self.seen: tuple[int, City] | None = None
        """The public city of the last version the table saw (where the next action's
        frames start)."""

    def remember(self, version: int, city: City) -> None:
        self.seen = (version, city)

    def add_events(self, model: GinkgoModel, events: Sequence[Event], pace: float) -> None:
        """The steps of one action's events, each with the city right after it (when the
        version seen last is the one just before; else the steps draw the live city)."""
        seen = self.seen
        version = model.version
        live = model.city()
        after = frames.frames(seen[1], events) if seen is not None and \
            seen[0] == version - 1 else None
        self.seen = (version, live)
        for step in steps(model, events, after, pace):
            self.add(step)


def steps(model: GinkgoModel, events: Sequence[Event], after: Sequence[City] | None,
          pace: float) -> list[CityStep]:
    """The steps of ``events`` (``after[k + 1]``: the city after event ``k``); a run of
    tile draws by one seat is one step counting them."""
    out: list[CityStep] = []
    tiles: tuple[int | None, int] | None = None  # (seat, count) of a run of tile draws
    for k, e in enumerate(events):
        if e.kind not in ANIMATED:
            continue
        city = None if after is None else after[k + 1]
        if e.kind in ("draw_tile", "draw_tile_hidden"):
            if tiles is not None and tiles[0] == e.player and out:
                tiles = (e.player, tiles[1] + 1)
                out[-1].caption = words.gained_tiles(model, e.player, tiles[1])
                out[-1].city = city
            else:
                tiles = (e.player, 1)
                out.append(CityStep(pace, words.gained_tiles(model, e.player, 1),
                                    seat=e.player, city=city))
            continue
        tiles = None
        text = words.event_caption(model, e)
        if text is None:
            continue
        squares: tuple[Square, ...] = ()
        if "x" in e.data and "y" in e.data:
            squares = ((e.data["x"], e.data["y"]),)
        elif "squares" in e.data:  # a district scored at the end
            squares = tuple((int(q[0]), int(q[1])) for q in e.data["squares"])
        elif e.kind == "reveal":
            sq = model.target(e.data["card"])
            squares = (sq,) if sq is not None and e.data.get("tile") is None else ()
        card = e.data.get("card") if e.kind in NAMED else None
        alt = words.anonymous_caption(model, e) if card is not None else ""
        out.append(CityStep(pace, text, squares=squares, seat=e.player, card=card, alt=alt,
                            city=city))
    return out


def city_shown(model: GinkgoModel, anim: Animations) -> City:
    """The city to draw: the playing step's (as it stood right after that step), else the
    live one."""
    step = anim.head
    if step is not None and step.city is not None:
        return step.city
    return model.city()


def caption(model: GinkgoModel, step: CityStep) -> str:
    """A step's caption as the viewer may read it now."""
    if step.card is not None and not model.card_public(step.card):
        return step.alt
    return step.caption
