"""Why the Hint's move is good, in 20th Century terms (see :mod:`game.ai.hint`), for every
kind of decision: what a land brings (its cities and the garbage that comes with it), what
passing keeps, what a withdrawal pays and buys, what a technology does, what a prevention
figure takes; in Maintenance and Income the change the move makes to the region's incomes,
to its lands' final points (garbage), to the pollution marker's worth, to the working
recycling plants or the rail links, the QoL an investment buys. Every number comes from
``rules.query`` (the rules run on a copy where a move must be tried)."""

from __future__ import annotations

from typing import Any

from game.engine.protocol import Text

from ..rules import actions as act
from ..rules import query
from ..rules.state import TCState
from ..rules.words import tile_text, yield_text

H = "twentieth_century.hint."
COMMODITIES = ("money", "science", "qol")
GARBAGE_MOVES = (act.PlaceGarbage, act.SortWaste, act.Transport, act.Recycle, act.Clean,
                 act.NoClean)


def hint_reason(rules: Any, state: TCState, seat: int, action: Any) -> Text | None:
    kind = type(action)
    if kind is act.Withdraw:
        w = query.withdrawal(state)
        if w is None:
            return None
        return Text(H + ("withdraw_tech" if w.can_buy else "withdraw"),
                    {"subsidy": w.subsidy, "price": w.price})
    if kind in (act.Open, act.Buy):
        return land_reason(state, seat, action.land)
    if kind is act.Raise:
        return land_reason(state, seat, state.lot or "")
    if kind is act.Pass:
        others = len(state.lands) - 1
        if others <= 0:
            return Text(H + "pass_last", {"money": state.players[seat].money})
        return Text(H + "pass", {"money": state.players[seat].money, "count": others})
    if kind is act.TakeTech:
        return tech_reason(state, action.tech)
    if kind is act.NoTech:
        return Text(H + "no_tech", {"science": state.players[seat].science})
    if kind is act.Prevent:
        return prevent_reason(state, action)
    if kind is act.Done:
        return Text(H + ("done" if query.use_modes(state) else "done_nothing"))
    if kind is act.QolInvest:
        part = state.data.techs[action.tech].parts[action.part]
        return Text(H + "qol", {"qol": part.qol, "cost": part.cost})
    if kind is act.EcoInvest:
        return eco_reason(state, seat, action)
    if kind in GARBAGE_MOVES:
        return garbage_reason(state, seat, action)
    return region_reason(state, seat, action)


def land_reason(state: TCState, seat: int, land: str) -> Text:
    """The land's cities by production and the garbage that comes with it."""
    d = state.data.tiles[land]
    cities = [yield_text(tuple(d.nodes[i].prod), d.nodes[i].recycling) for i in d.cities]
    return Text(H + "land", {"land": tile_text(land), "cities": listed(cities),
                             "count": query.next_land_garbage(state, seat)})


def tech_reason(state: TCState, tech: str) -> Text:
    """What the technology's parts do and its immediate eco effect."""
    d = state.data.techs[tech]
    parts: list[Text] = []
    for p in d.parts:
        if p.kind == "institution" and d.tile is not None:
            what = Text(f"twentieth_century.{COMMODITIES[d.tile.commodity]}",
                        {"n": d.tile.bonus})
            parts.append(Text("twentieth_century.part.institution",
                              {"bonus": d.tile.bonus, "what": what}))
        elif p.cost:
            currency = Text("twentieth_century.money" if p.currency == "M" else
                            "twentieth_century.science", {"n": p.cost})
            parts.append(Text(f"twentieth_century.part.{p.kind}.paid",
                              {"cost": p.cost, "currency": currency, "qol": p.qol}))
        else:
            parts.append(Text(f"twentieth_century.part.{p.kind}"))
    eco: list[Text] = []
    if d.garbage:
        eco.append(Text("twentieth_century.ui.eco_garbage", {"n": d.garbage}))
    moved = d.pollution_right - d.pollution_left
    if moved:
        eco.append(Text("twentieth_century.ui.eco_" + ("left" if moved < 0 else "right"),
                        {"n": abs(moved)}))
    if not eco:
        eco.append(Text("twentieth_century.ui.eco_none"))
    return Text(H + "tech", {"what": listed(parts), "eco": listed(eco)})


def prevent_reason(state: TCState, action: act.Prevent) -> Text:
    """The column's garbage and pollution for the bid; column 1 also leads next round."""
    card = state.data.catastrophes.get(state.catastrophe or "")
    garbage, left = card.columns[action.column - 1] if card is not None else (0, 0)
    first = action.column == min(query.prevention_columns(state))
    key = "prevent_start" if first else "prevent" if garbage or left else "prevent_none"
    return Text(H + key,
                {"column": action.column, "garbage": garbage, "pollution": left,
                 "bid": action.bid})


def garbage_reason(state: TCState, seat: int, action: Any) -> Text | None:
    """How the move changes the final points of the seat's lands."""
    before = query.land_points(state, seat)
    if type(action) is act.NoClean:
        return Text(H + "no_clean", {"points": before})
    after = query.after(state, action)
    if after is None:
        return None
    points = query.land_points(after, seat)
    if points == before and type(action) is act.Transport \
            and action.to_land in query.plant_reach(after, seat):
        return Text(H + "to_plant", {"land": tile_text(action.to_land),
                                     "land_loc": tile_text(action.to_land, "loc")})
    return Text(H + "garbage", {"before": before, "after": points})


def eco_reason(state: TCState, seat: int, action: Any) -> Text | None:
    """The pollution marker's move and what it is worth at the end."""
    after = query.after(state, action)
    if after is None:
        return None
    return Text(H + "eco", {
        "before": f"{state.players[seat].pollution:+d}",
        "after": f"{after.players[seat].pollution:+d}",
        "value_before": query.pollution_points(state, seat)[0],
        "value_after": query.pollution_points(after, seat)[0]})


def region_reason(state: TCState, seat: int, action: Any) -> Text | None:
    """A tile, a citizen, a bridge or a train: the change of income it brings, else of
    the working recycling plants, else of the rail links between tiles."""
    change = query.income_change(state, seat, action)
    after = query.after(state, action)
    if change is None or after is None:
        return None
    income = {"money": f"{change[0]:+d}", "science": f"{change[1]:+d}", "qol": f"{change[2]:+d}"}
    plants = (query.working_plants(state, seat), query.working_plants(after, seat))
    if plants[0] != plants[1]:
        return Text(H + ("plants_income" if any(change) else "plants"),
                    {"before": plants[0], "after": plants[1], **income})
    if any(change):
        return Text(H + "income", income)
    links = (query.rail_links(state, seat), query.rail_links(after, seat))
    if links[0] != links[1]:
        return Text(H + "links", {"before": links[0], "after": links[1]})
    return Text(H + "later", {})


def listed(items: list[Text]) -> Text:
    """Texts one after another ("a; b; c")."""
    names = ("a", "b", "c", "d")
    if not items:
        return Text(H + "list.0")
    if len(items) > len(names):
        items = items[:len(names)]
    return Text(H + f"list.{len(items)}", {names[i]: t for i, t in enumerate(items)})
