"""The table's questions to the engine (rules/query.py): every answer agrees with what the
rules then do when the action is really played."""

from __future__ import annotations

from game.engine.rng import Rng
from game.games.twentieth_century.rules import actions as act
from game.games.twentieth_century.rules import auction, maintenance
from game.games.twentieth_century.rules import network as net
from game.games.twentieth_century.rules import query as q

from .custom import DEFS
from .helpers import RULES, build, fresh, play, pos, start, tile


def _walk(n: int, seed: int):
    """Every state of a seeded random game (the state itself, advanced in place)."""
    st = fresh(n, seed)
    rng = Rng(seed)
    while not st.final:
        yield st
        RULES.apply(st, RULES.sample_action(st, rng))
    yield st


def test_step_names_the_decision_and_seat_the_engine_waits_for() -> None:
    kinds = set()
    for st in _walk(4, 3):
        s = q.step(st)
        kinds.add(s.kind)
        if st.final:
            assert s == q.Step("over", -1)
            continue
        assert s.seat == RULES.current_player(st)
        legal = RULES.legal_actions(st)
        types = {type(a) for a in legal}
        expect = {q.OPEN: {act.Open, act.Withdraw}, q.BUY: {act.Buy, act.Withdraw},
                  q.BID: {act.Raise, act.Pass, act.Withdraw}, q.TECH: {act.TakeTech, act.NoTech},
                  q.PREVENT: {act.Prevent}, q.GARBAGE: {act.PlaceGarbage},
                  q.ATTACH: {act.Attach}, q.CITIZENS: {act.PlaceCitizen},
                  q.RECYCLE: {act.Clean, act.NoClean}}.get(s.kind)
        if expect is not None:
            assert types <= expect, (s, types)
        else:
            assert s.kind == q.USES and act.Done in types
    assert kinds >= {q.OPEN, q.BID, q.TECH, q.PREVENT, q.ATTACH, q.USES, "over"}


def test_bid_ranges_are_the_engines_lowest_and_highest_bids() -> None:
    for st in _walk(3, 5):
        rng = q.bid_range(st)
        bids = [a.bid for a in RULES.legal_actions(st) if type(a) in (act.Open, act.Raise)]
        assert rng == ((min(bids), max(bids)) if bids else None)
        if st.phase == "prevention" and st.prev_turn >= 0:
            for c in range(1, 6):
                col = [a.bid for a in RULES.legal_actions(st) if a.column == c]
                assert q.prevention_range(st, c) == ((min(col), max(col)) if col else None)
            assert q.prevention_columns(st) == st.data.valid_columns[st.n]


def test_the_withdrawal_preview_is_what_withdrawing_gives() -> None:
    checked = 0
    for st in _walk(4, 7):
        w = q.withdrawal(st)
        if st.phase != "auction" or st.stack.top is not None:
            assert w is None
            continue
        assert w is not None
        seat = RULES.current_player(st)
        probe = st.clone()
        money = probe.players[seat].money
        play(probe, act.Withdraw())
        assert probe.players[seat].money - money == w.subsidy
        assert w.subsidy in (0, st.min_price + 2)
        top = probe.stack.top
        chooses = top is not None and top.kind == auction.CHOOSE_TECH and top.seat == seat
        assert chooses == w.can_buy
        if chooses:
            tech = probe.techs[0]
            science = probe.players[seat].science
            play(probe, act.TakeTech(tech))
            assert science - probe.players[seat].science == w.price
        checked += 1
    assert checked > 10


def test_the_income_change_of_a_placement_is_what_attaching_changes() -> None:
    checked = 0
    for st in _walk(3, 9):
        if q.step(st).kind != q.ATTACH:
            continue
        seat = q.step(st).seat
        for a in RULES.legal_actions(st)[:40:7]:
            before = net.production(st.players[seat])
            probe = st.clone()
            play(probe, a)
            after = net.production(probe.players[seat])
            assert q.attach_change(st, a) == tuple(x - y for x, y in zip(after, before, strict=True))
            checked += 1
        assert q.attach_change(st, act.Attach("nope", 0, 0, 0)) is None
    assert checked > 5


def test_an_institution_beside_a_city_previews_its_bonus() -> None:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = [start(), tile("X-FORK", 1, 1, citizens=("c1", "c2"))]
    p["seats"][0]["technologies"] = [{"tech": "TX-LAB", "used": [False]}]
    p["seats"][0]["waiting"] = [{"tile": "TX-LAB"}]
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": "uses", "seat": 0, "data": {}}, {"kind": "attach", "seat": 0, "data": {}}]
    st = build(p)
    # the laboratory example: west of the fork, both science cities gain 1
    assert q.attach_change(st, act.Attach("TX-LAB", 0, 1, 0)) == (0, 2, 0)
    assert q.attach_change(st, act.Attach("TX-LAB", 5, 5, 0)) is None  # not touching


def test_use_modes_split_the_technology_uses_without_losing_any() -> None:
    checked = 0
    for st in _walk(4, 11):
        if q.step(st).kind != q.USES:
            assert q.use_modes(st) == []
            continue
        legal = [a for a in RULES.legal_actions(st) if type(a) is not act.Done]
        parts = [a for mode, key in q.use_modes(st) for a in q.mode_actions(st, mode, key)]
        assert sorted(map(repr, parts)) == sorted(map(repr, legal))
        checked += 1
    assert checked > 3


def test_two_anchors_name_a_bridge_or_a_pair_in_the_engines_order() -> None:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = [start(), tile("X-BR1", 0, 1, rot=3), tile("X-BR2", 1, 1, rot=1),
                               tile("X-A1", 2, 2)]
    st = build(p)
    assert q.bridge_action(st, 0, ("X-BR1", "j1"), ("X-BR1", "E")) == act.Bridge("X-BR1", "E", "j1")
    pair = act.BridgePair("X-BR1", "j1", "X-BR2", "j1")
    assert q.bridge_action(st, 0, ("X-BR1", "j1"), ("X-BR2", "j1")) == pair
    assert q.bridge_action(st, 0, ("X-BR2", "j1"), ("X-BR1", "j1")) == pair
    assert q.bridge_action(st, 0, ("X-BR2", "j1"), ("X-A1", "c1")) is None  # corner only
    names = [name for name, _ in q.anchors(st, 0, "X-BR1")]
    assert set(names) >= {"N", "E", "S", "W", "j1"}


def test_garbage_targets_and_the_plant_on_turn_come_from_the_rules() -> None:
    seen_plant = False
    for st in _walk(3, 13):
        s = q.step(st)
        if s.kind == q.GARBAGE:
            assert q.garbage_targets(st, s.seat) == maintenance.garbage_targets(st.players[s.seat])
        plant = q.current_plant(st)
        if s.kind == q.RECYCLE:
            assert plant is not None
            seen_plant = True
            cleans = {a.land for a in RULES.legal_actions(st) if type(a) is act.Clean}
            assert cleans <= set(q.eligible(st, s.seat, *plant))
        else:
            assert plant is None
    assert seen_plant


# --- what the table shows and where it clicks -------------------------------------------------

def _maintenance(p, *decisions: str):
    """Position ``p`` in seat 0's Maintenance with ``decisions`` on the stack (bottom first)."""
    p["phase"] = "maintenance"
    p["auction"]["withdrawn"] = [0, 1, 2]
    p["order"] = [1, 2]
    p["decisions"] = [{"kind": k, "seat": 0, "data": {}} for k in decisions]
    return p


def test_the_region_a_decision_works_on_is_the_deciding_seats() -> None:
    kinds = set()
    for st in _walk(3, 13):
        s = q.step(st)
        on_region = s.kind in (q.GARBAGE, q.ATTACH, q.CITIZENS, q.USES, q.RECYCLE)
        assert q.region_seat(st) == (s.seat if on_region else None), s
        kinds.add(s.kind)
    assert {q.OPEN, q.BID, q.PREVENT, q.ATTACH, q.USES, "over"} <= kinds
    p = _maintenance(pos(3), "uses")
    assert q.region_seat(build(p)) == 0
    assert q.region_seat(fresh(3)) is None  # the auction is on the board


def test_holdings_show_to_their_owner_or_to_all_with_the_open_option() -> None:
    for open_holdings in (False, True):
        st = build(pos(3, open_holdings=open_holdings))
        for seat in range(3):
            for viewer in (0, 1, 2, None):
                assert q.holdings_visible(st, seat, viewer) == (open_holdings or seat == viewer)


def test_the_region_box_holds_the_tiles_and_every_cell_a_waiting_tile_may_take() -> None:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = [start(), tile("X-A1", 1, 1), tile("X-A2", -1, 1)]
    assert q.region_box(build(p), 0) == (-1, 0, 1, 1)
    p["seats"][0]["waiting"] = [{"tile": "X-A3", "garbage": 0}]
    st = build(_maintenance(p, "uses", "attach"))
    box = q.region_box(st, 0)
    assert box == (-2, -1, 2, 2)
    cells = {(a.x, a.y) for a in RULES.legal_actions(st)}
    assert cells and all(box[0] <= x <= box[2] and box[1] <= y <= box[3] for x, y in cells)
    checked = 0
    for st in _walk(4, 3):
        if q.step(st).kind == q.ATTACH:
            x0, y0, x1, y1 = q.region_box(st, q.step(st).seat)
            assert all(x0 <= a.x <= x1 and y0 <= a.y <= y1 for a in RULES.legal_actions(st))
            checked += 1
    assert checked


def test_technologies_are_institutions_reusable_or_one_shot_and_spent_when_used_up() -> None:
    st = fresh(3)
    assert q.tech_kind(st, "T1-05") == "institution"  # Hospital
    assert q.tech_kind(st, "T1-06") == "reusable"  # Steam Locomotive
    assert q.tech_kind(st, "T1-11") == "reusable"  # sorting + garbage trucks
    assert q.tech_kind(st, "T1-07") == "one_shot"  # Vaccination
    assert q.tech_kind(st, "T1-09") == "one_shot"  # City Park
    p = pos(3)
    p["seats"][0]["technologies"] = [
        {"tech": "T1-07", "used": [True]}, {"tech": "T1-08", "used": [False]},
        {"tech": "T3-09", "used": [True, False]}, {"tech": "T5-03", "used": [True, True]},
        {"tech": "T1-06", "used": [True]}, {"tech": "T1-09", "used": [True]},
        {"tech": "T1-05", "used": [True]}]
    p["seats"][0]["region"] = [start(), tile("T1-05", 1, 0)]
    st = build(p)
    assert [q.tech_spent(st, 0, k) for k in range(7)] == [True, False, False, True, False,
                                                          False, False]


def test_pollution_is_worth_its_final_points_and_the_clean_land_value() -> None:
    for pollution, expect in ((-6, (-10, 2)), (0, (0, 3)), (3, (4, 4)), (6, (10, 4))):
        p = pos(3)
        p["seats"][1]["pollution"] = pollution
        assert q.pollution_points(build(p), 1) == expect


def test_standings_rank_by_qol_then_fewer_garbage_cubes_like_the_winners() -> None:
    p = pos(3)
    for seat, qol in zip(p["seats"], (5, 9, 9), strict=True):
        seat["qol"] = seat["points"]["income"] = qol
    p["seats"][1]["region"][0]["garbage"] = 3
    st = build(p)
    assert q.standings(st) == [2, 1, 0]
    p["seats"][1]["region"][0]["garbage"] = 1
    assert q.standings(build(p)) == [1, 2, 0]  # tied all through: seat order
    st = fresh(4, 5)
    rng = Rng(5)
    while not st.final:
        RULES.apply(st, RULES.sample_action(st, rng))
    order = q.standings(st)
    assert order[:len(RULES.winners(st))] == sorted(RULES.winners(st))


def _played_by_targets(st, action) -> bool:
    """The action comes back from the region targets its clicks name (after its button)."""
    seat = q.step(st).seat
    tgs = q.action_targets(st, seat, action)
    assert tgs is not None, action
    mode = q.mode_of(action) if q.step(st).kind == q.USES else None
    held = action.tile if type(action) is act.Attach else None
    rot = action.rot if type(action) is act.Attach else 0
    first = None
    for k, tg in enumerate(tgs):
        targets = q.region_targets(st, mode, first, held, rot, False)
        assert tg in targets, (action, tg)
        if k < len(tgs) - 1:
            assert targets[tg] == q.FIRST
            first = (tg.tile, tg.node)
        else:
            assert tg in q.lit_targets(st, targets)
            return targets[tg] == action
    return False


def test_every_region_action_is_named_by_the_targets_its_clicks_hit() -> None:
    seen: set[type] = set()
    for n, seed in ((3, 13), (4, 11), (5, 3)):
        for st in _walk(n, seed):
            s = q.step(st)
            if s.kind not in (q.GARBAGE, q.ATTACH, q.CITIZENS, q.USES, q.RECYCLE):
                assert q.region_targets(st, None, None, None, 0, False) == {}
                continue
            for a in RULES.legal_actions(st)[::5]:
                if type(a) in (act.Done, act.NoClean, act.EcoInvest, act.QolInvest):
                    assert q.action_targets(st, s.seat, a) is None
                    assert q.MODE_TARGETS.get(q.mode_of(a)[0], "") == ""
                    continue
                assert _played_by_targets(st, a), a
                seen.add(type(a))
    assert {act.Attach, act.PlaceCitizen, act.Populate, act.Clean, act.Locomotive} <= seen


def test_bridge_anchors_light_up_only_where_a_legal_bridge_starts() -> None:
    p = pos(3)
    p["definitions"] = DEFS
    p["seats"][0]["region"] = [start(), tile("X-BR1", 0, 1, rot=3), tile("X-BR2", 1, 1, rot=1)]
    p["seats"][0]["technologies"] = [{"tech": "T1-08", "used": [False]},
                                     {"tech": "T3-08", "used": [True, False]}]
    st = build(_maintenance(p, "uses"))
    pair = act.BridgePair("X-BR1", "j1", "X-BR2", "j1")
    assert pair in RULES.legal_actions(st) and q.mode_of(pair) == ("Bridge", None)
    assert _played_by_targets(st, pair)
    targets = q.region_targets(st, ("Bridge", None), None, None, 0, False)
    lit = q.lit_targets(st, targets)
    starts = q.bridge_starts(st)
    assert lit == starts and starts < set(targets)
    # the pair's second anchor first: the same pair, in the engine's order
    second = q.region_targets(st, ("Bridge", None), ("X-BR2", "j1"), None, 0, False)
    assert second[q.Target("anchor", "X-BR1", "j1")] == pair
    # one bridge part only: no pair, and its anchors are not lit
    p["seats"][0]["technologies"] = [{"tech": "T1-08", "used": [False]}]
    st = build(_maintenance(p, "uses"))
    targets = q.region_targets(st, ("Bridge", None), ("X-BR1", "j1"), None, 0, False)
    tried = targets[q.Target("anchor", "X-BR2", "j1")]
    assert tried == pair and RULES.explain_illegal(st, tried) is not None
    assert q.Target("anchor", "X-BR2", "j1") not in q.lit_targets(st, targets)


def test_a_lone_leader_buys_at_the_price_the_query_names() -> None:
    for rnd, era in ((1, "I-II"), (3, "III-IV"), (5, "V")):
        p = pos(3)
        p["round"] = rnd
        p["display"] = {"lands": p["stacks"]["lands"][era][:3], "technologies": []}
        p["auction"]["withdrawn"] = [1, 2]
        st = build(p)
        assert q.step(st) == q.Step(q.BUY, 0)
        price = q.buy_price(st)
        buys = [a for a in RULES.legal_actions(st) if type(a) is act.Buy]
        assert buys
        money = st.players[0].money
        play(st, buys[0])
        assert money - st.players[0].money == price


def test_catastrophe_column_next_tech_price_and_subsidy() -> None:
    st = fresh(3, 4)
    rng = Rng(4)
    while st.phase != "prevention":
        RULES.apply(st, RULES.sample_action(st, rng))
    card = st.data.catastrophes[st.catastrophe]
    for c in q.prevention_columns(st):
        assert q.catastrophe_column(st, c) == tuple(card.columns[c - 1])
    # round 2 is still era I-II, whose track starts at the 2nd space with 3 players (3)
    assert st.round == 1 and q.next_tech_price(st) == 3
    assert q.subsidy(st) == 4
    st.round = 5
    assert q.next_tech_price(st) is None and q.subsidy(st) == 6
