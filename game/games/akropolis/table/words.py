"""The Akropolis table's own words (panels, tool bar, tooltips), through the catalogs
(``game/games/akropolis/locale``). The log's words are the rules' (``rules/words.py``)."""

from __future__ import annotations

from game.ui.i18n import t

from ..data import KIND_NAMES, STARS, TILE_KINDS
from ..rules.query import Collection

COLOURS = ("house", "market", "barracks", "temple", "garden")


def architect() -> str:
    """The solo opponent's name at the table, whatever its seat is called."""
    return t("akropolis.architect")


def kind(kind: int) -> str:
    return t("akropolis.kind." + KIND_NAMES[kind])


def tile_kinds(tile: int) -> str:
    """The three hexes of a tile, e.g. "House · Quarry · Market plaza"."""
    return " · ".join(kind(k) for k in TILE_KINDS[tile])


def card_tip(tile: int, cost: int, stones: int, payable: bool) -> str:
    """A site card's tooltip: its hexes, and the price when the mover cannot pay it."""
    names = tile_kinds(tile)
    return names if payable else names + "\n" + t("akropolis.ui.cost_tip", cost=cost,
                                                   stones=stones)


def hex_tip(kind_id: int, level: int) -> str:
    """A built hex under the mouse: its kind (with a plaza's stars) and level."""
    words = kind(kind_id)
    if STARS[kind_id]:
        words += f" ({STARS[kind_id]}★)"
    return words + " · " + t("akropolis.level", level=level)


def total_tip(points: dict[str, int]) -> str:
    """The total and what it holds besides the districts: stones (every seat, the
    Illustrious Architect too) and the Architect's quarries."""
    lines = [t("akropolis.ui.total_tip", total=sum(points.values())),
             t("akropolis.ui.stones_points_tip", points=points.get("stones", 0))]
    if "quarries" in points:
        lines.append(t("akropolis.ui.quarries_tip", points=points["quarries"]))
    return "\n".join(lines)


def architect_lines(level: str, coll: Collection) -> list[str]:
    """The solo Architect's pile, above its tiles: its level, what it holds (the starting tile
    counts, as in its score) and, against Metagenes, what its quarries score."""
    lines = [t("akropolis.automa." + level),
             t("akropolis.ui.architect_start", count=len(coll.taken))]
    if coll.quarry_points:
        lines.append(t("akropolis.ui.architect_quarries", count=coll.quarries,
                       points=coll.quarry_points))
    return lines


def architect_tip(level: str, coll: Collection) -> str:
    """The pile's tooltip: the level's rule, and everything the score counts in the pile."""
    plazas = ", ".join(f"{t('akropolis.colour.' + c)} {coll.stars[i]}★"
                       for i, c in enumerate(COLOURS) if coll.stars[i])
    districts = ", ".join(f"{t('akropolis.colour.' + c)} {coll.districts[i]}"
                          for i, c in enumerate(COLOURS) if coll.districts[i])
    lines = [t("akropolis.automa." + level) + ": " + t("akropolis.automa." + level + ".help"),
             t("akropolis.ui.architect_holds", count=coll.tiles),
             t("akropolis.ui.architect_districts", list=districts or "0"),
             t("akropolis.ui.architect_plazas", list=plazas),
             t("akropolis.ui.architect_quarry_count", count=coll.quarries),
             t("akropolis.rule.architect")]
    return "\n".join(lines)


def stones_tip(count: int) -> str:
    return t("akropolis.ui.stones_tip", count=count, rule=t("akropolis.rule.stones"))


def chief_tip() -> str:
    return t("akropolis.chief") + "\n" + t("akropolis.ui.chief_tip")


def score_tip(colour: str, detail: dict[str, int], architect: bool) -> str:
    """A colour's score in a panel, with its rule (the Architect's own for the Architect)."""
    rule = t("akropolis.rule.architect" if architect else "akropolis.rule." + colour)
    return t("akropolis.ui.score_tip", colour=t("akropolis.colour." + colour),
             value=detail["value"], stars=detail["stars"], points=detail["points"], rule=rule)


def preview_tip(delta: dict[str, int]) -> str:
    """What a previewed placement changes, breakdown by breakdown."""
    lines = [t("akropolis.score." + k) + f" {v:+d}" for k, v in delta.items() if v]
    return "\n".join(lines) or t("akropolis.ui.points", delta="+0")


def stones_change(cost: int, gained: int) -> str:
    """The stones a placement costs and brings, e.g. "−2 +1" (or "±0")."""
    parts = []
    if cost:
        parts.append(f"−{cost}")
    if gained:
        parts.append(f"+{gained}")
    return " ".join(parts) if parts else "±0"


def tool_hint(over: bool, can_act: bool, previewing: bool, holding: bool, mover: str) -> str:
    """The tool bar's line: what the viewer may do now."""
    if over:
        return t("akropolis.ui.hint.over")
    if not can_act:
        return t("akropolis.ui.hint.wait", player=mover)
    if previewing:
        return t("akropolis.ui.hint.confirm")
    if holding:
        return t("akropolis.ui.hint.place")
    return t("akropolis.ui.hint.pick")


def tool_tip(key: str) -> str:
    """A tool-bar camera button's tooltip (``key``) with the keys and mouse that do the same."""
    return t(key) + "\n" + t("akropolis.ui.hint.view")


def rotate_tip(clockwise: bool) -> str:
    return t("akropolis.ui.rotate_cw" if clockwise else "akropolis.ui.rotate_ccw")
