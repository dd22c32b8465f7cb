"""Phase 5 (income and recycling, spec §10), scoring cards (§11.1-11.2) and the final
scoring (§11.3-11.4)."""

from __future__ import annotations

from typing import Any

from game.engine.decisions import Decision
from game.engine.protocol import Event
from game.engine.rng import Rng

from . import network as net
from .actions import ILLEGAL, Clean, NoClean
from .events import emit
from .state import Player, TCState

RECYCLE = "recycle"


def collect(st: TCState, ev: list[Event]) -> None:
    """§10 step 1 for every seat (round 6: QoL only)."""
    for i, p in enumerate(st.players):
        m, s, q = net.production(p)
        if st.round <= 5:
            p.money += m
            p.science += s
        else:
            m = s = 0
        p.qol += q
        p.points["income"] += q
        if not st.silent:
            emit(st, ev, "income", i, money=m, science=s, qol=q)


def targets(p: Player, plant: tuple[str, str]) -> list[str]:
    """Lands the plant may clean now: eligible ones holding garbage."""
    return [t for t in net.eligible(p, *plant) if p.tiles[t].garbage > 0]


def next_plant(st: TCState, seat: int, start: int) -> bool:
    """Push (or move on to) the recycling decision of the seat's next plant from index
    ``start`` that has something to clean; False when none is left."""
    p = st.players[seat]
    tiles = p.tiles
    plants = net.plants(p)
    items = st.stack.items
    for k in range(start, len(plants)):
        land, city = plants[k]
        if any(tiles[t].garbage > 0 for t in net.eligible(p, land, city)):
            key = (seat, k, land, city)
            d = _decisions.get(key)
            if d is None:  # decisions are immutable values: one per plant and seat
                d = _decisions[key] = Decision(RECYCLE, seat,
                                               {"plant": k, "land": land, "city": city})
            if items and items[-1].kind == RECYCLE:
                items[-1] = d
            else:
                items.append(d)
            return True
    if items and items[-1].kind == RECYCLE:
        items.pop()
    return False


_decisions: dict[tuple[int, int, str, str], Decision] = {}


def current_plant(st: TCState) -> tuple[Player, tuple[str, str], int]:
    d = st.stack.items[-1]
    p = st.players[d.seat]
    k = int(d.get("plant"))
    return p, net.plants(p)[k], k


def legal(st: TCState) -> list[Any]:
    p, plant, _ = current_plant(st)
    out: list[Any] = [Clean(t) for t in targets(p, plant)]
    out.append(NoClean())
    return out


def sample(st: TCState, rng: Rng) -> Any:
    """``rng.choice(legal(st))`` without building the list."""
    p, plant, _ = current_plant(st)
    lands = targets(p, plant)
    i = rng.randbelow(len(lands) + 1)
    return Clean(lands[i]) if i < len(lands) else NoClean()


def explain(st: TCState, action: Any) -> str | None:
    if type(action) is NoClean:
        return None
    if type(action) is not Clean:
        return ILLEGAL + "choose_clean"
    p, plant, _ = current_plant(st)
    return None if action.land in targets(p, plant) else \
        ILLEGAL + "clean_target"


def apply(st: TCState, action: Any, ev: list[Event]) -> None:
    p, plant, k = current_plant(st)
    seat = st.stack.items[-1].seat
    if type(action) is Clean:
        p.tiles[action.land].garbage -= 1
        if not st.silent:
            emit(st, ev, "clean", seat, land=action.land, plant_land=plant[0], plant_city=plant[1])
    next_plant(st, seat, k + 1)


# --- scoring -------------------------------------------------------------------------------

def clean_lands(p: Player) -> int:
    return sum(1 for t in p.tiles.values() if t.d.is_land and t.garbage == 0)


def card_points(st: TCState, p: Player, card: str) -> int:
    m, s, q = net.production(p)
    d = st.data
    if card == "SC2-ECON":
        return m + s
    if card == "SC2-DOUBLE":
        return p.qol
    if card == "SC2-CLEAN":
        return 6 * clean_lands(p)
    if card == "SC4-RECYCLE":
        return 2 * len(net.plants(p)) + m
    if card == "SC4-ENVIRONMENT":
        return max(0, d.pollution_value[p.pollution]) + q
    if card == "SC4-LANDSCAPE":
        return clean_lands(p) * d.clean_value[p.pollution] - p.garbage() + s
    raise ValueError(f"unknown scoring card {card}")


def score_card(st: TCState, ev: list[Event]) -> None:
    """Rounds 2 and 4: the round's scoring card, if one is in use."""
    from ..data import SCORING_CARDS
    cards = [c for c in st.cards if SCORING_CARDS.get(c) == st.round]
    for card in cards:
        for i, p in enumerate(st.players):
            pts = card_points(st, p, card)
            p.qol += pts
            p.points["card"] += pts
            if not st.silent:
                emit(st, ev, "card", i, card=card, points=pts)


def land_points(st: TCState, p: Player) -> int:
    value = st.data.clean_value[p.pollution]
    total = 0
    for t in p.tiles.values():
        if not t.d.is_land:
            continue
        g = t.garbage
        total += value if g == 0 else 0 if g == 1 else -5 * (g - 1)
    return total


def ranking(amounts: list[int], values: tuple[int, ...]) -> list[int]:
    """Place values for holdings (§11.3): ties share the values of the places they occupy,
    rounded down; a holding of 0 scores 0 (A-27, A-28)."""
    order = sorted(range(len(amounts)), key=lambda i: -amounts[i])
    out = [0] * len(amounts)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and amounts[order[j + 1]] == amounts[order[i]]:
            j += 1
        share = sum(values[i:j + 1]) // (j - i + 1)
        for k in range(i, j + 1):
            out[order[k]] = share if amounts[order[k]] > 0 else 0
        i = j + 1
    return out


def final_scoring(st: TCState, ev: list[Event]) -> None:
    values = st.data.ranking[st.n]
    money = ranking([p.money for p in st.players], values)
    science = ranking([p.science for p in st.players], values)
    for i, p in enumerate(st.players):
        parts = {"lands": land_points(st, p), "pollution": st.data.pollution_value[p.pollution],
                 "money_rank": money[i], "science_rank": science[i]}
        for k, v in parts.items():
            p.points[k] += v
            p.qol += v
        if not st.silent:
            emit(st, ev, "final", i, **parts)
    st.final = True
    st.phase = "over"


def winners(st: TCState) -> list[int]:
    """Highest QoL; then fewer garbage cubes; still tied: shared (§11.4)."""
    best = max((p.qol, -p.garbage()) for p in st.players)
    return [i for i, p in enumerate(st.players) if (p.qol, -p.garbage()) == best]
