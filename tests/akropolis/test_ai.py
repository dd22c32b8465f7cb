"""Akropolis AI hooks: evaluation, the action abstraction and the playout policy."""

from game.ai.hooks import load_hooks
from game.engine.rng import Rng
from game.games.akropolis import GAME, ai
from game.games.akropolis.rules import Place

from .helpers import RULES, config, position


def midgame(n=2, seed=3, steps=12, **kw):
    st = RULES.new_game(config(n, **kw), seed)
    rng = Rng(seed)
    for _ in range(steps):
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


def test_hooks_are_found():
    hooks = load_hooks(GAME)
    assert hooks.native_evaluate and hooks.rollout_action and hooks.candidate_actions


def test_evaluate_is_a_distribution_favouring_the_leader():
    st = midgame(3)
    values = ai.evaluate(RULES, st)
    assert len(values) == 3 and abs(sum(values) - 1) < 1e-9
    assert all(0 <= v <= 1 for v in values)
    st.stones[0] += 30
    assert ai.evaluate(RULES, st)[0] == max(ai.evaluate(RULES, st))


def test_evaluate_at_the_end_is_the_result():
    st = midgame(2, steps=36)
    assert RULES.is_over(st)
    w = RULES.winners(st)
    assert ai.evaluate(RULES, st) == [1.0 / len(w) if i in w else 0.0 for i in range(2)]


def test_candidates_are_legal_and_prefer_valuable_placements():
    st = midgame(2, steps=14)
    legal = RULES.legal_actions(st)
    cands = ai.candidate_actions(RULES, st, legal)
    assert 0 < len(cands) <= ai.TOP_K and set(cands) <= set(legal)
    # a placement that covers two quarries and keeps a plaza beats a plain one
    st = position(stones=[0, 2], site=["33", "35", "36", "37"], cities=[[["05", 1, -1, 0]], []])
    legal = RULES.legal_actions(st)
    cands = ai.candidate_actions(RULES, st, legal)
    assert Place(0, 0, -1, 1) in cands  # tile 33 (HP1, Q, Q) over two quarries


def test_rollout_action_is_legal():
    for seed in range(5):
        st = midgame(4, seed=seed, steps=10)
        rng = Rng(seed)
        for _ in range(5):
            a = ai.rollout_action(RULES, st, rng)
            assert RULES.explain_illegal(st, a) is None
            RULES.apply(st, a)


def test_solo_architect_needs_no_candidates():
    st = position(solo="metagenes", stones=[1, 2], cities=[[], None])
    RULES.apply(st, Place(0, 0, 1, 2))
    acts = RULES.legal_actions(st)
    assert ai.candidate_actions(RULES, st, acts) == acts
    assert len(ai.evaluate(RULES, st)) == 2
