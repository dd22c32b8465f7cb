"""The fast move list (issue 16) against enumerations written here from the spec.

``legal_actions`` is a lazy ``PlaceList``; its order is part of the contract because seeded
play picks by index (the bench's listing path, the search's untried moves, the sparring
partner's ties): slot, then rotation, then anchor by rows top to bottom (``r``) and left
to right (``q``). The expected lists below come from spec 5.2 and 6.2 straight from the
city's public columns, not from the engine's bitboards.
"""

from __future__ import annotations

import pytest

from game.engine.rng import Rng
from game.games.akropolis.ai.hooks import ranked
from game.games.akropolis.rules import Place, scoring
from game.games.akropolis.rules.hexgrid import dilate, grid, shifted, triangle_ring
from game.games.akropolis.rules.movelist import PlaceList

from .helpers import RULES, config, position

# spec 3.1: N, NE, SE, S, SW, NW
STEPS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def spec_level(columns, anchor, k):
    """Spec 5.2's placement_level, on ``columns`` = (q, r) -> (kind, uid, level)."""
    q, r = anchor
    cells = [(q, r), (q + STEPS[k][0], r + STEPS[k][1]),
             (q + STEPS[(k + 1) % 6][0], r + STEPS[(k + 1) % 6][1])]
    hs = [columns[c][2] if c in columns else 0 for c in cells]
    if hs == [0, 0, 0]:
        touching = any((c[0] + dq, c[1] + dr) in columns
                       for c in cells for dq, dr in STEPS
                       if (c[0] + dq, c[1] + dr) not in cells)
        return 1 if touching else None
    if hs[0] == hs[1] == hs[2] >= 1:
        return hs[0] + 1 if len({columns[c][1] for c in cells}) >= 2 else None
    return None


def spec_listing(state):
    """Every legal Place of the mover in the documented order."""
    columns = state.cities[state.current].columns()
    qs = [q for q, _ in columns]
    rs = [r for _, r in columns]
    top = min(state.stones[state.current], len(state.site) - 1)
    spots = [(q, r, k) for k in range(6)
             for r in range(min(rs) - 2, max(rs) + 3)
             for q in range(min(qs) - 2, max(qs) + 3)
             if spec_level(columns, (q, r), k)]
    return [Place(slot, *spot) for slot in range(top + 1) for spot in spots]


def spec_exterior(city):
    """Spec 6.2's exterior inside the bounding box with a one-hex margin."""
    occ = set(city.columns())
    qmin, qmax = min(q for q, _ in occ) - 1, max(q for q, _ in occ) + 1
    rmin, rmax = min(r for _, r in occ) - 1, max(r for _, r in occ) + 1
    seen = {(qmin, rmin)}
    todo = [(qmin, rmin)]
    while todo:
        q, r = todo.pop()
        for dq, dr in STEPS:
            n = (q + dq, r + dr)
            if (n not in seen and n not in occ and qmin <= n[0] <= qmax
                    and rmin <= n[1] <= rmax):
                seen.add(n)
                todo.append(n)
    return seen


def played_states(tables=((2, 40), (3, 15), (4, 15)), every=2):
    for n, games in tables:
        for seed in range(games):
            st = RULES.new_game(config(n), 300 + seed)
            rng = Rng(seed)
            while not RULES.is_over(st):
                if st.turn % every == seed % every:
                    yield st
                RULES.apply(st, RULES.sample_action(st, rng))


def test_listing_is_the_spec_enumeration_in_the_documented_order():
    checked = 0
    for st in played_states(((2, 15), (3, 6), (4, 6)), every=3):
        expected = spec_listing(st)
        got = RULES.legal_actions(st)
        assert len(got) == len(expected)
        assert list(got) == expected
        assert got == expected
        rng = Rng(st.turn)
        for _ in range(5):  # random access without the list (a bisection over the masks)
            i = rng.randbelow(len(expected))
            assert got[i] == expected[i] and got[i - len(expected)] == expected[i]
            assert expected[i] in got and got.index(expected[i]) == i
        checked += 1
    assert checked > 200


def test_sampling_picks_only_listed_moves():
    for st in played_states(((2, 10), (4, 5)), every=3):
        legal = RULES.legal_actions(st)
        rng = Rng(st.turn)
        for _ in range(10):
            assert RULES.sample_action(st, rng) in legal


def test_place_list_behaves_like_the_list_it_stands_for():
    st = position(stones=[2, 2], cities=[[["05", 1, -1, 0]], []])
    lazy = RULES.legal_actions(st)
    plain = spec_listing(st)
    assert isinstance(lazy, PlaceList) and lazy == plain and plain == lazy
    assert not lazy != plain
    assert lazy[3:40:7] == plain[3:40:7] and lazy[-5:] == plain[-5:]
    assert list(reversed(lazy)) == plain[::-1]
    assert list(lazy) == list(lazy)  # iterable again
    assert lazy != plain[:-1] and lazy != tuple(plain)  # a list equals no tuple either
    assert lazy == RULES.legal_actions(st.clone())
    for x in (plain[0], plain[-1]):
        assert lazy.count(x) == 1 and lazy.index(x) == plain.index(x)
    with pytest.raises(ValueError):
        lazy.index(plain[-1], 0, len(plain) - 1)
    far = Place(0, 50, 50, 0)
    assert far not in lazy and lazy.count(far) == 0
    for odd in (Place(3, *plain[0][1:]), Place(0, 0, 1, 6), Place(0, 0.0, 1, 2), "x", None):
        assert (odd in lazy) == (odd in plain)
    assert tuple(plain[5]) in lazy  # a plain tuple equal to a listed Place, as in a list
    assert lazy.index(tuple(plain[5])) == 5
    assert lazy[True] == plain[1]
    with pytest.raises(IndexError):
        lazy[len(plain)]
    with pytest.raises(TypeError):
        hash(lazy)
    assert not hasattr(lazy, "append")  # read-only; list(...) gives a list to change


def test_listed_places_are_the_objects_apply_accepts():
    st = position(stones=[2, 2])
    for a in RULES.legal_actions(st)[::25]:
        assert type(a) is Place and hash(a) == hash(Place(*a)) and a == Place(*a)
        assert RULES.explain_illegal(st, a) is None
        RULES.apply(st.clone(), Place(*a))


def test_the_exterior_kept_from_the_city_before_a_ground_tile_is_the_spec_exterior():
    local = enclosing = 0
    for st in played_states(((2, 25), (4, 10)), every=1):
        city = st.cities[st.current]
        action = RULES.sample_action(st, Rng(st.turn))
        g = city.g
        a = g.index(action.q, action.r)
        if a in city.cells:
            continue  # on top the footprint, hence the exterior, stays
        before = scoring.exterior(city)  # memoised: the next city may update it locally
        lakes_before = _lakes(city)
        child = st.clone()
        RULES.apply(child, action)
        after = child.cities[st.current]
        got = scoring.exterior(after)
        box = _box(after)
        assert {c for c in box if got >> after.g.index(*c) & 1} == spec_exterior(after)
        if after.g is not g:
            continue  # the grid grew: no local update
        quick = scoring.exterior_after(g, before, a, action.rot)
        if _lakes(after) - lakes_before:
            enclosing += 1
            assert quick is None
        if quick is not None:
            local += 1
            assert quick == got
    assert local > 500 and enclosing > 0


def _box(city):
    occ = set(city.columns())
    qmin, qmax = min(q for q, _ in occ) - 1, max(q for q, _ in occ) + 1
    rmin, rmax = min(r for _, r in occ) - 1, max(r for _, r in occ) + 1
    return {(q, r) for q in range(qmin, qmax + 1) for r in range(rmin, rmax + 1)}


def _lakes(city):
    return _box(city) - set(city.columns()) - spec_exterior(city)


def test_the_ring_around_a_tile_is_a_cycle_of_its_nine_neighbours():
    w = grid(9).W
    for k in range(6):
        ring = triangle_ring(w, k)
        cells = {0, STEPS_INDEX(w, k), STEPS_INDEX(w, (k + 1) % 6)}
        around = {c + STEPS_INDEX(w, d) for c in cells for d in range(6)} - cells
        assert len(ring) == 9 and set(ring) == around
        for i, o in enumerate(ring):
            assert ring[i - 1] - o in {STEPS_INDEX(w, d) for d in range(6)}


def STEPS_INDEX(w, d):  # noqa: N802  # the index offset of spec direction d
    dq, dr = STEPS[d]
    return dq + dr * w


def test_dilate_is_the_union_of_the_six_shifts():
    rng = Rng(4)
    for radius in (9, 15):
        g = grid(radius)
        for _ in range(300):
            x = rng.randbelow(1 << g.size) & rng.randbelow(1 << g.size)
            union = x
            for y in shifted(x, g.shifts):
                union |= y
            assert dilate(x, g.shifts) == union


def test_ranking_reads_a_lazy_list_and_its_copy_alike():
    for st in played_states(((2, 3), (3, 2)), every=7):
        legal = RULES.legal_actions(st)
        for per_slot, top_k in ((10, 5), (None, 6)):
            fresh = st.clone()
            fresh.cities[st.current].memo = {}
            a = ranked(RULES, fresh, legal, per_slot, top_k)
            fresh.cities[st.current].memo = {}
            b = ranked(RULES, fresh, list(legal), per_slot, top_k)
            assert a == b and len(a) == min(top_k, len(legal))


def test_the_signature_filter_keeps_what_quick_delta_keeps():
    from game.games.akropolis.ai.hooks import _quick_filter, _quick_filter_codes

    checked = 0
    for st in played_states(((2, 6), (3, 3), (4, 3)), every=2):
        city = st.cities[st.current]
        legal = list(RULES.legal_actions(st))
        fresh = st.clone()
        fresh.cities[st.current].memo = {}
        for per_slot in (1, 10):
            fast = _quick_filter_codes(fresh, fresh.cities[st.current], per_slot)
            slow = _quick_filter(st, city, legal, per_slot)
            assert fast == slow
        checked += 1
    assert checked > 50
