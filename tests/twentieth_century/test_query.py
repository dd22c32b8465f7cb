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
