"""20th Century AI: the estimate of a seat's final QoL (in QoL points), from what is public
including every seat's money and science (exact: A-30, every change to them is public).

The estimate = QoL so far
  + QoL income x Income phases to come, money and science income x the rounds that still pay
    it, at the value a coin / science point has then (:func:`coin`);
  + money and science in hand at their value (they buy lands, technologies and prevention),
    and a share of the final money and science rankings by projected holdings;
  + the final land points after the garbage still to be placed (during the auction also
    the catastrophe's expected cubes, which go onto the lands won) and what the active
    recycling plants can still clean (:func:`project_lands`);
  + tiles won or bought and not yet attached, new citizens not yet placed (so winning a
    land or placing its citizen does not change the estimate by itself);
  + the pollution value and a margin for the catastrophes to come;
  + the scoring cards still to score, on the region as it stands;
  + technologies owned and not yet spent or used (Population, Sorted waste, each reusable
    part's uses left) at a per-use value a little below what using it gives, so a use that
    pays is made and one that does not is not;
  + in the auction: the land under the hammer for its high bidder at the price bid, a share
    of the lands still on display, the technology a withdrawal will buy; in the prevention
    auction: the garbage and pollution of the column each figure holds, its bid paid.
"""

from __future__ import annotations

from typing import Any

from ..rules import network as net
from ..rules import prevention, query
from ..rules.auction import CHOOSE_TECH
from ..rules.state import Player, TCState

REUSABLE = ("locomotive", "garbage_transport", "recycling", "eco_investment", "qol_investment")


class W:
    """Weights of the estimate (QoL points)."""
    coin = (0.55, 0.5, 0.45, 0.4, 0.3, 0.08)
    """A coin in hand, by round (round 6 and after the last auction: ranking and uses only)."""
    science = (0.45, 0.42, 0.38, 0.32, 0.25, 0.05)
    """A science point in hand, by round."""
    pollution_margin = 0.6
    """Per pollution step, times the share of the catastrophes still to come."""
    use_discount = 0.75
    """A technology use kept for later is worth this share of what using it gives now."""
    rank_share = 0.8
    """Weight of the projected money / science ranking before round 6."""
    card_discount = 0.85
    lot_share = 0.55
    """Weight of the expected share of the lands still on display."""
    tech_share = 0.6
    """Weight of the technology a seat still in the auction will buy when it withdraws."""
    bridge = 1.0
    locomotive = 0.6
    transport = 0.8


def phases_left(st: TCState) -> tuple[int, int]:
    """Income phases still to come: (QoL income, money and science income)."""
    if st.final:
        return 0, 0
    q = 6 - st.round + (0 if st.phase == "income" else 1)
    return q, max(0, q - 1)


def coin(st: TCState, science: bool = False) -> float:
    """What a coin (science point) in hand is worth now."""
    table = W.science if science else W.coin
    r = st.round
    if r == 6 and st.phase != "maintenance":
        return 0.0  # only the rankings are left
    if r == 5 and st.phase not in ("auction", "prevention"):
        r = 6  # the last auction is over: only uses and the ranking are left
    return table[min(r, 6) - 1]


def income_value(st: TCState, money_left: int) -> tuple[float, float]:
    """Value of one point of money / science income per round, summed over the rounds it
    is still paid (paid at the end of a round: valued at the next round's coin)."""
    r = st.round
    m = s = 0.0
    for k in range(money_left):
        nxt = min(6, r + k + 1) - 1
        m += W.coin[nxt]
        s += W.science[nxt]
    return m, s


def clean_value(st: TCState, pollution: int) -> int:
    return st.data.clean_value[max(-6, min(6, pollution))]


def land_score(g: int, cv: int) -> int:
    return cv if g == 0 else 0 if g == 1 else -5 * (g - 1)


def project_lands(st: TCState, p: Player, cleanings: int, pollution: int,
                  extra: int = 0) -> tuple[int, int]:
    """(final land points, clean lands) after the pending garbage (+ ``extra`` cubes) goes
    where it hurts least and every active plant cleans ``cleanings`` more times (each use on
    the eligible land where removing a cube gains most)."""
    cv = clean_value(st, pollution)
    g = {tid: t.garbage for tid, t in p.tiles.items() if t.d.is_land}
    cubes = p.pending_garbage + extra
    if cubes:
        won = [t for t in p.pending if t in g]
        targets = won or [t for t in p.order if t in g] or list(g)
        for _ in range(cubes):
            best = min(targets, key=lambda t: land_score(g[t], cv) - land_score(g[t] + 1, cv))
            g[best] += 1
    if cleanings and any(g.values()):
        for plant in net.plants(p):
            reach = [t for t in net.eligible(p, *plant) if t in g]
            for _ in range(cleanings):
                dirty = [t for t in reach if g[t] > 0]
                if not dirty:
                    break
                best = max(dirty, key=lambda t: land_score(g[t] - 1, cv) - land_score(g[t], cv))
                g[best] -= 1
    total = clean = 0
    for v in g.values():
        total += land_score(v, cv)
        clean += v == 0
    return total, clean


def pollution_score(st: TCState, pos: int) -> float:
    """Final pollution value plus a margin for the catastrophes still to come."""
    pos = max(-6, min(6, pos))
    cats = max(0, 5 - st.round + (1 if st.phase in ("auction", "prevention") else 0))
    return st.data.pollution_value[pos] + W.pollution_margin * pos * cats / 5


def maintenances_left(st: TCState, seat: int) -> int:
    """Maintenances in which the seat's reusable parts may still be used, this one included
    while the seat has not finished it."""
    later = 6 - st.round
    if st.phase in ("auction", "prevention"):
        return later + 1
    if st.phase == "maintenance":
        if seat in st.order or any(d.seat == seat for d in st.stack.items):
            return later + 1
    return later


def city_value(st: TCState, prod: tuple[int, ...], qleft: int, mv: float, sv: float) -> float:
    return prod[2] * qleft + prod[0] * mv + prod[1] * sv


def best_empty_city(st: TCState, p: Player, qleft: int, mv: float, sv: float) -> float:
    best = 0.0
    for tid in p.order:
        t = p.tiles[tid]
        for k, node in enumerate(t.d.cities):
            if not t.cit[k]:
                nd = t.d.nodes[node]
                v = city_value(st, nd.prod, qleft, mv, sv) + (2.0 if nd.recycling else 0.0)
                best = max(best, v)
    return best


def part_value(st: TCState, p: Player, kind: str, cost: int, currency: str, gain: int,
               uses: int, qleft: int, mv: float, sv: float) -> float:
    """What an unspent one-shot part or ``uses`` uses of a reusable part are worth."""
    if kind == "population":
        return W.use_discount * max(1.0, best_empty_city(st, p, qleft, mv, sv))
    if kind == "bridge":
        return W.bridge
    if kind == "sorted_waste":
        return W.use_discount * 3.0
    if not uses:
        return 0.0
    price = cost * coin(st, currency == "S")
    if kind == "locomotive":
        per = W.locomotive
    elif kind == "garbage_transport":
        per = W.transport
    elif kind == "recycling":
        per = max(0.0, 3.0 - price)
    elif kind == "eco_investment":
        per = max(0.0, 2.0 - price) if p.pollution < 6 else 0.0
    elif kind == "qol_investment":
        per = max(0.0, gain - price)
    else:
        return 0.0
    return W.use_discount * per * uses


def techs_value(st: TCState, p: Player, seat: int, qleft: int, mv: float, sv: float) -> float:
    uses = maintenances_left(st, seat)
    total = 0.0
    for k, tech in enumerate(p.techs):
        for j, part in enumerate(st.data.techs[tech].parts):
            kind = part.kind
            if kind in ("institution", "park"):
                continue
            used = p.used[k][j]
            if kind in REUSABLE:
                n = uses - (1 if used and st.phase == "maintenance"
                            and uses > 6 - st.round else 0)
                total += part_value(st, p, kind, part.cost, part.currency, part.qol, n,
                                    qleft, mv, sv)
            elif not used:
                total += part_value(st, p, kind, part.cost, part.currency, part.qol, 0,
                                    qleft, mv, sv)
    return total


_inst_memo: dict[Any, tuple[int, int, int]] = {}


def institution_value(st: TCState, p: Player, tech: str, qleft: int, mv: float,
                      sv: float) -> float:
    """The income the institution would add at its best cell and rotation (memoised by the
    region's placed tiles and citizens, so every world of a search shares it)."""
    key = (tech, tuple((tid, p.tiles[tid].x, p.tiles[tid].y, p.tiles[tid].rot,
                        tuple(p.tiles[tid].cit), tuple(p.tiles[tid].bridges))
                       for tid in p.order))
    hit = _inst_memo.get(key)
    if hit is not None:
        gain: tuple[int, int, int] = hit
    else:
        base = net.production(p)
        best = (0, 0, 0)
        best_v = 0.0
        td = st.data.techs[tech].tile
        assert td is not None
        from ..rules.state import Tile
        for (x, y) in net.frontier(p):
            if not any((x + dx, y + dy) in p.cells for dx, dy in ((0, 1), (1, 0), (0, -1),
                                                                 (-1, 0))):
                continue
            for rot in range(4):
                q = p.clone()
                t = Tile(td)
                t.x, t.y, t.rot = x, y, rot
                q.tiles[tech] = t
                q.cells[(x, y)] = tech
                q.order.append(tech)
                net.attached(q, t)
                m, s, ql = net.production(q)
                d = (m - base[0], s - base[1], ql - base[2])
                v = d[2] * 6 + d[0] + d[1]
                if v > best_v:
                    best_v, best = v, d
        gain = best
        if len(_inst_memo) > 100_000:
            _inst_memo.clear()
        _inst_memo[key] = gain
    return city_value(st, gain, qleft, mv, sv)


def waiting_value(st: TCState, p: Player, qleft: int, mv: float, sv: float) -> float:
    """Institutions bought this round and not yet attached, at their best cell; the citizen
    of each new land (attached or not) on its best empty city. A land's garbage is counted
    with the lands."""
    total = 0.0
    for tid in p.pending:
        if not p.tiles[tid].d.is_land:
            total += institution_value(st, p, tid, qleft, mv, sv)
    for tid in p.new_citizens:
        t = p.tiles[tid]
        best = 0.0
        for k, c in enumerate(t.d.cities):
            if not t.cit[k]:
                nd = t.d.nodes[c]
                v = city_value(st, nd.prod, qleft, mv, sv)
                if nd.recycling:
                    v += 0.7 * qleft
                best = max(best, v)
        total += best
    return total


def tech_value(st: TCState, p: Player, seat: int, tech: str, qleft: int, mv: float,
               sv: float) -> float:
    """What buying ``tech`` now would add (its eco effects included, its price not)."""
    td = st.data.techs[tech]
    v = 0.0
    if td.tile is not None:
        v += institution_value(st, p, tech, qleft, mv, sv) + 0.5
    uses = maintenances_left(st, seat)
    for part in td.parts:
        if part.kind in ("institution", "park"):
            continue
        n = uses if part.kind in REUSABLE else 0
        v += part_value(st, p, part.kind, part.cost, part.currency, part.qol, n, qleft, mv, sv)
    shift = td.pollution_right - td.pollution_left
    if shift:
        v += pollution_score(st, p.pollution + shift) - pollution_score(st, p.pollution)
        cv0, cv1 = clean_value(st, p.pollution), clean_value(st, p.pollution + shift)
        if cv1 != cv0:
            v += (cv1 - cv0) * sum(1 for t in p.tiles.values() if t.d.is_land and not t.garbage)
    if td.garbage:
        cleanings = phases_left(st)[0]
        a = project_lands(st, p, cleanings, p.pollution)[0]
        b = project_lands(st, p, cleanings, p.pollution, td.garbage)[0]
        v += b - a
    return v


def best_tech(st: TCState, p: Player, seat: int, qleft: int, mv: float, sv: float) -> float:
    """The best technology on display at the current price (0: none worth it)."""
    price = st.tech_price
    if price > p.science:
        return 0.0
    cost = price * coin(st, True)
    best = 0.0
    for tech in st.techs:
        best = max(best, tech_value(st, p, seat, tech, qleft, mv, sv) - cost)
    return best


def land_value(st: TCState, p: Player, land: str, k: int, qleft: int, mv: float,
               sv: float) -> float:
    """What winning ``land`` as the k-th land of the round adds: its best city with the
    citizen it brings, its k garbage cubes at the end, a second city for later."""
    d = st.data.tiles[land]
    cv = clean_value(st, p.pollution)
    best = 0.0
    second = 0.0
    for c in d.cities:
        nd = d.nodes[c]
        v = city_value(st, nd.prod, qleft, mv, sv)
        if nd.recycling:
            v += (cv if k == 1 else 5.0) + 0.7 * max(0, qleft - 1)
        if v > best:
            best, second = v, best
        else:
            second = max(second, v)
    return best + 0.15 * second + land_score(k, cv)


def auction_value(st: TCState, p: Player, seat: int, qleft: int, mv: float,
                  sv: float) -> float:
    if st.phase != "auction":
        return 0.0
    cm = coin(st)
    v = 0.0
    won = p.won
    if st.lot is not None and st.high_bidder == seat:
        won += 1
        v += land_value(st, p, st.lot, won, qleft, mv, sv) - cm * st.high_bid
    top = st.stack.items[-1] if st.stack.items else None
    if top is not None and top.kind == CHOOSE_TECH and top.seat == seat:
        v += best_tech(st, p, seat, qleft, mv, sv)
    if seat in st.withdrawn:
        return v
    rest = [x for x in st.lands if x != st.lot]
    active = st.n - len(st.withdrawn)
    if rest and p.money >= st.min_price:
        values = sorted((land_value(st, p, x, won + 1, qleft, mv, sv) for x in rest),
                        reverse=True)
        share = min(1.0, len(rest) / active)
        price = cm * (st.min_price + 1)
        v += W.lot_share * share * max(0.0, values[0] - price)
    v += W.tech_share * best_tech(st, p, seat, qleft, mv, sv)
    if won == 0:
        v += 0.5 * cm * (st.min_price + 2)
    return v


def cleanings(st: TCState, seat: int, qleft: int) -> int:
    """Times each active plant still cleans: once per Income phase to come, and in an
    Income phase once more while the seat's plants have not had their turn."""
    if st.phase == "income" and not st.final:
        items = st.stack.items
        if seat in st.order or (items and items[-1].seat == seat):
            return qleft + 1
    return qleft


def expected_catastrophe(st: TCState) -> int:
    """Garbage cubes the round's catastrophe will bring a seat, foreseen during the land
    auction (they go onto the lands won this round, so winning lands has that cost too):
    the average over the valid columns, rounded."""
    if st.phase != "auction" or st.catastrophe is None:
        return 0
    card = st.data.catastrophes[st.catastrophe]
    cols = prevention.columns(st)
    return round(sum(card.columns[c - 1][0] for c in cols) / len(cols))


def prevention_value(st: TCState, p: Player, seat: int) -> float:
    """The column the seat's figure will end in (its own if on top, else the average of the
    columns nobody holds yet, at no bid): garbage and pollution, and the bid paid."""
    if st.phase != "prevention" or st.catastrophe is None:
        return 0.0
    card = st.data.catastrophes[st.catastrophe]
    if p.column and prevention.is_top(st, seat):
        options = [(p.column, p.bid)]
    else:
        held = {q.column for i, q in enumerate(st.players) if q.column
                and prevention.is_top(st, i)}
        options = [(c, 0) for c in prevention.columns(st) if c not in held] or [(1, 0)]
    cleanings = phases_left(st)[0]
    base_lands = project_lands(st, p, cleanings, p.pollution)[0]
    base_pol = pollution_score(st, p.pollution)
    cs = coin(st, True)
    total = 0.0
    for column, bid in options:
        g, left = card.columns[column - 1]
        pos = max(-6, p.pollution - left)
        lands = project_lands(st, p, cleanings, pos, g)[0]
        total += (lands - base_lands) + pollution_score(st, pos) - base_pol - cs * bid
        if column == 1:
            total += 0.5  # the start player leads next round's auction
    return total / len(options)


def column_loss(st: TCState, seat: int, column: int) -> float:
    """QoL the seat's estimate loses if its figure ends in ``column`` of the prevention
    scale, its bid not counted: the column's garbage on its lands (where it hurts least,
    after the cleaning its plants still do) and its pollution steps (the same terms as
    :func:`prevention_value`)."""
    p = st.players[seat]
    g, left = query.catastrophe_column(st, column)
    if not g and not left:
        return 0.0
    cleanings = phases_left(st)[0]
    before = project_lands(st, p, cleanings, p.pollution)[0] + pollution_score(st, p.pollution)
    pos = max(-6, p.pollution - left)
    return before - project_lands(st, p, cleanings, pos, g)[0] - pollution_score(st, pos)


def rank_values(st: TCState, amounts: list[float]) -> list[float]:
    """Expected ranking points for projected holdings: places by pairwise comparisons
    softened by how uncertain the projection still is."""
    values = st.data.ranking[st.n]
    soft = 1.0 + 2.0 * phases_left(st)[1]
    out = []
    for i, a in enumerate(amounts):
        if a <= 0:
            out.append(0.0)
            continue
        place = 0.0
        for j, b in enumerate(amounts):
            if j == i:
                continue
            d = (b - a) / soft
            place += 1.0 / (1.0 + pow(2.718281828, -4 * d))
        lo = int(place)
        frac = place - lo
        v_lo = values[min(lo, len(values) - 1)]
        v_hi = values[min(lo + 1, len(values) - 1)]
        out.append(v_lo + (v_hi - v_lo) * frac)
    return out


def card_value(st: TCState, p: Player, card_round: int, card: str, cleanings: int) -> float:
    m, s, q = net.production(p)
    incomes = card_round - st.round + (0 if st.phase == "income" else 1)
    d = st.data
    if card == "SC2-ECON":
        return m + s
    if card == "SC2-DOUBLE":
        return p.qol + q * incomes
    if card == "SC2-CLEAN":
        return 6 * project_lands(st, p, min(cleanings, incomes), p.pollution)[1]
    if card == "SC4-RECYCLE":
        return 2 * len(net.plants(p)) + m
    if card == "SC4-ENVIRONMENT":
        return max(0, d.pollution_value[p.pollution]) + q
    if card == "SC4-LANDSCAPE":
        clean = project_lands(st, p, min(cleanings, incomes), p.pollution)[1]
        return clean * clean_value(st, p.pollution) - p.garbage() - p.pending_garbage + s
    return 0.0


def estimates(st: TCState, only: int | None = None) -> list[float]:
    """Every seat's estimated final QoL (with ``only``: that seat's, the others 0)."""
    from ..data import SCORING_CARDS
    qleft, mleft = phases_left(st)
    mv, sv = income_value(st, mleft)
    cm, cs = coin(st), coin(st, True)
    out = []
    money = []
    science = []
    late = st.round >= 6 or (st.round == 5 and st.phase not in ("auction", "prevention"))
    grow = mleft * (1.0 if late else 0.3)
    coming = expected_catastrophe(st)
    for seat, p in enumerate(st.players):
        m, s, q = net.production(p)
        money.append(p.money + m * grow)
        science.append(p.science + s * grow)
        if only is not None and seat != only:
            out.append(0.0)
            continue
        v = float(p.qol) + q * qleft + m * mv + s * sv
        v += cm * p.money + cs * p.science
        v += project_lands(st, p, cleanings(st, seat, qleft), p.pollution, coming)[0]
        v += pollution_score(st, p.pollution)
        for card in st.cards:
            r = SCORING_CARDS.get(card, 0)
            if r >= st.round:  # a card scores at the end of its round's Income phase
                v += W.card_discount * card_value(st, p, r, card, qleft)
        v += techs_value(st, p, seat, qleft, mv, sv) + waiting_value(st, p, qleft, mv, sv)
        v += auction_value(st, p, seat, qleft, mv, sv)
        v += prevention_value(st, p, seat)
        out.append(v)
    weight = 1.0 if late else W.rank_share * (0.4 + 0.12 * st.round)
    for i, (a, b) in enumerate(zip(rank_values(st, money), rank_values(st, science),
                                   strict=True)):
        out[i] += weight * (a + b)
    return out
