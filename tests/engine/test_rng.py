"""The seeded generator that lives in every game state."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.engine import Rng


def test_same_seed_same_sequence_different_seed_different_sequence() -> None:
    a, b, c = Rng(7), Rng(7), Rng(8)
    seq_a = [a.next64() for _ in range(20)]
    assert seq_a == [b.next64() for _ in range(20)]
    assert seq_a != [c.next64() for _ in range(20)]
    assert len(set(seq_a)) == 20


def test_known_splitmix64_values() -> None:
    # Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    r = Rng(0)
    assert r.next64() == 0xE220A8397B1DCDAF
    assert r.next64() == 0x6E789E6AA1B965F4


def test_randbelow_and_randint_stay_in_range_and_cover_it() -> None:
    r = Rng(3)
    seen = Counter(r.randint(1, 6) for _ in range(6000))
    assert set(seen) == {1, 2, 3, 4, 5, 6}
    assert all(800 < n < 1200 for n in seen.values())
    assert {r.randbelow(3) for _ in range(300)} == {0, 1, 2}
    assert all(r.randint(5, 5) == 5 for _ in range(10))
    with pytest.raises(ValueError):
        r.randbelow(0)


def test_random_is_a_float_in_unit_interval() -> None:
    r = Rng(11)
    values = [r.random() for _ in range(2000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55


def test_shuffle_is_a_permutation_and_depends_on_the_seed() -> None:
    items = list(range(30))
    a, b = items[:], items[:]
    Rng(1).shuffle(a)
    Rng(2).shuffle(b)
    assert sorted(a) == items and sorted(b) == items
    assert a != items and a != b
    c = items[:]
    Rng(1).shuffle(c)
    assert c == a


def test_shuffle_reaches_every_order_of_three() -> None:
    r = Rng(5)
    orders = set()
    for _ in range(600):
        xs = [1, 2, 3]
        r.shuffle(xs)
        orders.add(tuple(xs))
    assert len(orders) == 6


def test_choice_picks_members() -> None:
    r = Rng(9)
    assert {r.choice("abc") for _ in range(100)} == {"a", "b", "c"}


def test_clone_is_independent_and_continues_the_same_sequence() -> None:
    r = Rng(21)
    r.next64()
    c = r.clone()
    assert c == r and c is not r
    assert c.next64() == r.next64()
    c.next64()
    assert c != r


def test_fork_gives_a_different_stream_and_advances_the_parent() -> None:
    r = Rng(4)
    before = r.clone()
    f = r.fork()
    assert r != before
    assert [f.next64() for _ in range(3)] != [r.clone().next64() for _ in range(3)]


def test_json_round_trip_and_bad_values() -> None:
    r = Rng(123456789)
    r.next64()
    back = Rng.from_json(json.loads(json.dumps(r.to_json())))
    assert back == r and back.next64() == r.next64()
    for bad in (-1, 2**64, "1", 1.5, True, None):
        with pytest.raises(ValueError):
            Rng.from_json(bad)


def test_seed_is_reduced_to_64_bits() -> None:
    assert Rng(2**64 + 5) == Rng(5)


def test_step_moves_the_state_exactly_like_next64() -> None:
    a, b = Rng(12345), Rng(12345)
    for _ in range(5):
        a.next64()
        b.step()
        assert a == b
