"""The 20th Century table's own texts, through the catalogs: names of technologies,
catastrophes and scoring cards, what a technology's parts do, the use buttons, holdings as
the viewer may see them, and the captions' words of the engine's events."""

from __future__ import annotations

from game.engine import Event, Text
from game.ui import i18n
from game.ui.i18n import t, tn

from ..data import TileDef
from ..rules import query as q
from ..rules.state import Tile
from ..rules.words import CASES, tile_text, yield_text
from .model import TCModel

COMMODITIES = ("money", "science", "qol")


def fill(key: str, **fields: object) -> str:
    """A catalog text whose ``n`` is no count but a word ("?", "+2")."""
    return str(i18n.words(Text(key, fields)))


def tech_name(model: TCModel, tech: str | None) -> str:
    if tech is None:
        return ""
    key = f"twentieth_century.tech.{tech}"
    if i18n.has(key):
        return t(key)
    td = model.state.data.techs.get(tech)
    return td.name if td is not None else tech


def catastrophe_name(cat: str | None) -> str:
    if cat is None:
        return ""
    key = f"twentieth_century.catastrophe.{cat}"
    return t(key) if i18n.has(key) else cat


def card_name(card: str) -> str:
    key = f"twentieth_century.card.{card}"
    return t(key) if i18n.has(key) else card


def land_words(tile: str | None, case: str = "") -> str:
    """A land as the log names it ("land I-II no. 16"), in a grammatical ``case`` ("gen",
    "dat", "acc", "loc") for Czech and Polish; a custom tile by its id."""
    return "" if tile is None else str(i18n.words(tile_text(tile, case)))


def land_fields(tile: str | None, name: str = "land") -> dict[str, str]:
    """A land's name in every case a text may ask for: ``land``, ``land_gen``..."""
    out = {name: land_words(tile)}
    for case in CASES:
        out[f"{name}_{case}"] = land_words(tile, case)
    return out


def currency(code: str, n: int = 1) -> str:
    """The word of a currency after the count ``n`` (Czech and Polish decline it)."""
    return t("twentieth_century.money" if code == "M" else "twentieth_century.science", n=n)


def part_text(model: TCModel, tech: str) -> list[str]:
    """The parts of a technology in words."""
    d = model.state.data.techs[tech]
    out = []
    for p in d.parts:
        if p.kind == "institution" and d.tile is not None:
            comm = COMMODITIES[d.tile.commodity]
            out.append(t("twentieth_century.part.institution",
                         bonus=d.tile.bonus,
                         what=t(f"twentieth_century.{comm}", n=d.tile.bonus)))
        elif p.cost:
            out.append(t(f"twentieth_century.part.{p.kind}.paid", cost=p.cost,
                         currency=currency(p.currency, p.cost), qol=p.qol))
        else:
            out.append(t(f"twentieth_century.part.{p.kind}"))
    return out


def eco_text(model: TCModel, tech: str) -> str:
    d = model.state.data.techs[tech]
    bits = []
    if d.garbage:
        bits.append(t("twentieth_century.ui.eco_garbage", n=d.garbage))
    moved = d.pollution_right - d.pollution_left
    if moved < 0:
        bits.append(t("twentieth_century.ui.eco_left", n=-moved))
    elif moved > 0:
        bits.append(t("twentieth_century.ui.eco_right", n=moved))
    return ", ".join(bits) if bits else t("twentieth_century.ui.eco_none")


def tech_tip(model: TCModel, tech: str) -> str:
    return f"{tech_name(model, tech)}: {'; '.join(part_text(model, tech))} ({eco_text(model, tech)})"


def mode_label(model: TCModel, mode: q.Mode) -> str:
    name, key = mode
    label = t(f"twentieth_century.mode.{name}")
    if key is not None:
        label = f"{label}: {tech_name(model, key[0])}"
    return label


def mode_tip(model: TCModel, mode: q.Mode) -> str:
    name, key = mode
    tip = t(f"twentieth_century.mode.{name}.tip")
    if key is not None:
        part = model.state.data.techs[key[0]].parts[key[1]]
        tip += " " + t("twentieth_century.ui.costs", cost=part.cost,
                       currency=currency(part.currency, part.cost))
    return tip


def holding_text(model: TCModel, seat: int, which: str) -> str:
    """A seat's money or science in hand as the viewer may see it ("?" when hidden)."""
    if not model.holdings_visible(seat):
        return "?"
    p = model.state.players[seat]
    return str(p.money if which == "money" else p.science)


def withdraw_text(w: q.Withdrawal) -> str:
    if w.can_buy:
        return t("twentieth_century.ui.withdraw_gives", subsidy=w.subsidy, price=w.price)
    return t("twentieth_century.ui.withdraw_gives_no_tech", subsidy=w.subsidy, price=w.price)


def event_words(model: TCModel, event: Event) -> str | None:
    """An event as the log words it (seats by name), for a caption."""
    text = model.event_text(event)
    if text is None or not i18n.has(text.key):
        return None
    args = {k: model.seat_name(v) if (k == "player" or k.endswith("_player"))
            and isinstance(v, int) else v for k, v in dict(text.args).items()}
    return str(i18n.words(Text(text.key, args)))


def card_title(card: str) -> str:
    """A scoring card's short name ("Environment")."""
    key = f"twentieth_century.card.{card}.name"
    return t(key) if i18n.has(key) else card_name(card)


def card_effect(card: str) -> str:
    """What a scoring card scores, in a line or two."""
    key = f"twentieth_century.card.{card}.effect"
    return t(key) if i18n.has(key) else ""


def card_rule(card: str) -> str:
    """A scoring card's whole rule (its tooltip)."""
    key = f"twentieth_century.card.{card}.rule"
    return t(key) if i18n.has(key) else card_name(card)


def land_tip(model: TCModel, d: TileDef, tile: Tile | None = None) -> str:
    """A land in words: its name and each city's production (a recycling plant too); on a
    seat's land also which cities hold a citizen and its garbage. An institution reads as
    its technology."""
    if d.id in model.state.data.techs:
        return tech_tip(model, d.id)
    cities = []
    for k, ni in enumerate(d.cities):
        nd = d.nodes[ni]
        what = str(i18n.words(yield_text(tuple(nd.prod), nd.recycling)))
        if tile is not None:
            full = k < len(tile.cit) and tile.cit[k]
            what = t("twentieth_century.ui.city_full" if full else "twentieth_century.ui.city_empty",
                     what=what)
        cities.append(what)
    n = len(cities)
    out = tn("twentieth_century.ui.land_tip", n, count=n, name=land_words(d.id),
             cities="; ".join(cities))
    if tile is not None:
        out += " " + tn("twentieth_century.ui.land_garbage", tile.garbage, count=tile.garbage)
    return out[:1].upper() + out[1:]
