"""Hidden information: the stacks' content and order (spec 9)."""

from game.engine.rng import Rng
from game.games.akropolis.rules import Place

from .helpers import RULES, config, position


def test_observation_hides_the_stacks_but_not_their_sizes():
    st = RULES.new_game(config(3), 8)
    obs = RULES.observation(st, 1)
    assert "stacks" not in obs and "rng" not in obs
    assert obs["stack_sizes"] == [4] * 11
    assert obs["unseen_tiles"] == sorted(f"{t:02d}" for s in st.stacks for t in s)
    other = RULES.new_game(config(3), 8)
    other.stacks = [list(reversed(s)) for s in reversed(other.stacks)]
    assert RULES.observation(other, 1) == obs


def test_determinize_keeps_the_observation_and_reshuffles_the_stacks():
    st = RULES.new_game(config(2), 8)
    rng = Rng(4)
    RULES.apply(st, RULES.sample_action(st, rng))
    obs = RULES.observation(st, 1)
    orders = set()
    for i in range(10):
        det = RULES.determinize(st, 1, Rng(i))
        assert RULES.observation(det, 1) == obs
        assert sorted(t for s in det.stacks for t in s) == sorted(t for s in st.stacks for t in s)
        orders.add(tuple(tuple(s) for s in det.stacks))
        assert det.rng != st.rng
    assert len(orders) == 10
    # the determinized state is independent of the original
    det.site.clear()
    assert st.site


def test_reveals_information_only_when_a_stack_will_be_turned():
    st = position(site=["34", "35", "36"], stacks=[["01", "02", "03"]])
    assert not RULES.reveals_information(st, Place(0, 0, 1, 2))
    st = position(site=["34", "35"], stacks=[["01", "02", "03"]])
    assert RULES.reveals_information(st, Place(0, 0, 1, 2))
    st = position(site=["34", "35"], stacks=[])
    assert not RULES.reveals_information(st, Place(0, 0, 1, 2))
    assert not RULES.has_private_view(st, 0)
