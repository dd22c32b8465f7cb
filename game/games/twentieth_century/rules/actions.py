"""20th Century actions: small frozen values with a JSON form ``{"type": ..., fields}``.

Tiles and technologies are named by id, cities and bridge anchors by node id / placed
compass direction (spec §14.8), so an action reads the same in every position.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.actions import ActionCodec

ILLEGAL = "twentieth_century.illegal."
"""Refusal reasons are catalog keys under this prefix (locale/messages.pot)."""


@dataclass(frozen=True, slots=True)
class Open:
    """Leader: put ``land`` up for auction with an opening bid."""
    land: str
    bid: int


@dataclass(frozen=True, slots=True)
class Buy:
    """Lone leader: buy ``land`` at the minimum price (§7.2)."""
    land: str


@dataclass(frozen=True, slots=True)
class Raise:
    """Bidder: bid ``bid`` (the new total)."""
    bid: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Bidder: leave the bidding on this land only."""


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Leave the land auction for the rest of the round (§7.5)."""


@dataclass(frozen=True, slots=True)
class TakeTech:
    """Withdrawal: buy ``tech`` from the display at the current price."""
    tech: str


@dataclass(frozen=True, slots=True)
class NoTech:
    """Withdrawal: buy no technology."""


@dataclass(frozen=True, slots=True)
class Prevent:
    """Catastrophe prevention: put the figure in ``column`` (1-5) at ``bid`` science."""
    column: int
    bid: int


@dataclass(frozen=True, slots=True)
class PlaceGarbage:
    """Maintenance step 1: one pending garbage cube onto ``land``."""
    land: str


@dataclass(frozen=True, slots=True)
class Attach:
    """Maintenance step 2: attach ``tile`` at cell (x, y) with ``rot`` quarter turns."""
    tile: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class PlaceCitizen:
    """Maintenance step 3: the citizen of new land ``land`` onto its ``city``."""
    land: str
    city: str


@dataclass(frozen=True, slots=True)
class Populate:
    """Population: the technology's citizen onto any empty city."""
    land: str
    city: str


@dataclass(frozen=True, slots=True)
class Bridge:
    """Build one bridge on ``land`` between two anchors (placed names, sorted)."""
    land: str
    a: str
    b: str


@dataclass(frozen=True, slots=True)
class BridgePair:
    """Two bridges meeting at the midpoint of the edge ``land`` shares with ``land_b``
    (``land`` west or north of ``land_b``): ``land``'s from ``a``, ``land_b``'s to ``b``."""
    land: str
    a: str
    land_b: str
    b: str


@dataclass(frozen=True, slots=True)
class SortWaste:
    """Sorted waste: remove one garbage cube from ``land``."""
    land: str


@dataclass(frozen=True, slots=True)
class Locomotive:
    """Move the citizen of (land, city) to the empty (to_land, to_city)."""
    land: str
    city: str
    to_land: str
    to_city: str


@dataclass(frozen=True, slots=True)
class Transport:
    """Garbage transport: move one cube from ``land`` to ``to_land``."""
    land: str
    to_land: str


@dataclass(frozen=True, slots=True)
class Recycle:
    """Recycling technology ``tech`` (part ``part``): pay and remove a cube from ``land``."""
    tech: str
    part: int
    land: str


@dataclass(frozen=True, slots=True)
class EcoInvest:
    """Eco investment ``tech`` part ``part``: pay and move pollution one space right."""
    tech: str
    part: int


@dataclass(frozen=True, slots=True)
class QolInvest:
    """QoL investment ``tech`` part ``part``: pay money and gain its QoL."""
    tech: str
    part: int


@dataclass(frozen=True, slots=True)
class Done:
    """End the Maintenance (no more technology uses)."""


@dataclass(frozen=True, slots=True)
class Clean:
    """Income: the recycling plant on turn removes a cube from ``land``."""
    land: str


@dataclass(frozen=True, slots=True)
class NoClean:
    """Income: the recycling plant on turn removes nothing."""


ACTION_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    Open, Buy, Raise, Pass, Withdraw, TakeTech, NoTech, Prevent, PlaceGarbage, Attach,
    PlaceCitizen, Populate, Bridge, BridgePair, SortWaste, Locomotive, Transport, Recycle,
    EcoInvest, QolInvest, Done, Clean, NoClean)}
CODEC = ActionCodec(ACTION_TYPES.values())
to_json = CODEC.to_json
from_json = CODEC.from_json
well_formed = CODEC.well_formed
