"""Akropolis AI hooks: the forward-looking evaluation, the action abstraction, the playout
policy and the presets."""

from game.ai import make_player
from game.ai.hooks import load_hooks
from game.ai.presets import preset
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.ai import eval as ai_eval
from game.games.akropolis.ai import hooks as ai
from game.games.akropolis.rules import Place
from game.games.akropolis.rules.city import City

from .helpers import RULES, config, position


def midgame(n=2, seed=3, steps=12, **kw):
    st = RULES.new_game(config(n, **kw), seed)
    rng = Rng(seed)
    for _ in range(steps):
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


def finished(n=2, seed=3, **kw):
    st = RULES.new_game(config(n, **kw), seed)
    rng = Rng(seed)
    while not RULES.is_over(st):
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


MARKETS = [["08", 1, -1, 0], ["10", -2, 0, 0]]
"""Two markets and two barracks on the ground (tiles 08 and 10), no plaza for either."""


def solo(level="callicrates", **kw):
    kw.setdefault("cities", [[], None])
    return position(solo=level, **kw)


def test_hooks_are_found_and_presets_apply():
    hooks = load_hooks(GAME)
    assert hooks.native_evaluate and hooks.rollout_action and hooks.candidate_actions
    assert hooks.root_candidate_actions is ai.root_candidates
    hard = preset("hard", hooks.presets)
    assert hard["exploration"] == ai.PRESETS["hard"]["exploration"]
    assert hard["rollout_depth"] == ai.PRESETS["hard"]["rollout_depth"]
    assert hooks.takes_params == {"evaluate", "candidate_actions", "root_candidate_actions",
                                  "rollout_action"}
    for level in ("easy", "normal", "hard"):  # the game's own keys are the same everywhere
        params = preset(level, hooks.presets, hooks.params)
        assert {k: params[k] for k in ai.PARAMS} == ai.PARAMS


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


def test_estimates_become_the_exact_totals_when_no_turn_is_left():
    for st in (finished(2), finished(4, seed=5), finished(2, seed=4, solo="metagenes"),
               finished(2, seed=6, solo="callicrates", variant_markets=True)):
        assert ai_eval.estimates(st) == [float(s.total) for s in RULES.scores(st)]


def test_seat_turns_split_the_turns_left():
    st = midgame(3, steps=7)
    left = ai_eval.turns_left(st)
    turns = [ai_eval.seat_turns(st, s, left) for s in range(3)]
    assert sum(turns) == left
    assert turns[st.current] == max(turns)  # the mover plays first
    assert ai_eval.seat_turns(st, 0, 0) == 0


def test_estimates_ignore_the_order_of_the_hidden_stacks():
    st = midgame(2, steps=5)
    other = st.clone()
    pool = sorted(t for s in st.stacks for t in s)
    other.stacks = [pool[i:i + 3] for i in range(0, len(pool), 3)]
    assert ai_eval.estimates(other) == ai_eval.estimates(st)


def test_a_star_is_worth_more_in_the_colour_one_builds():
    # tile 08 (Q, B, M) then 10 (Q, M, B): markets and barracks, no plaza of either
    base = dict(stones=[0, 0], site=["22", "02", "33", "37"], stacks=[["01", "03", "04"]])
    st = position(cities=[MARKETS, []], **base)
    market_plaza = st.clone()
    RULES.apply(market_plaza, Place(0, 0, 2, 0))  # tile 22: MP2, Q, Q
    house_plaza = st.clone()
    house_plaza.site[0], house_plaza.site[2] = 33, 22
    RULES.apply(house_plaza, Place(0, 0, 2, 0))  # tile 33: HP1, Q, Q
    assert ai_eval.estimates(market_plaza)[0] > ai_eval.estimates(house_plaza)[0]


def test_a_district_built_higher_is_worth_more():
    low = position(stones=[0, 0], site=["19", "33", "35", "36"],
                   cities=[[["05", 1, -1, 0]], []])
    high = low.clone()
    RULES.apply(low, Place(0, 0, 2, 0))  # tile 19 (Q, H, H) on the ground
    RULES.apply(high, Place(0, 0, -1, 1))  # on the quarries: level 2, two stones
    assert high.cities[0].placements[-1][4] == 2
    assert ai_eval.estimates(high)[0] > ai_eval.estimates(low)[0]


def test_open_spots_on_top_raise_the_expected_level():
    flat = City.starting()
    built = City.starting()
    from game.games.akropolis.data import TILE_KINDS
    built.place(5, TILE_KINDS[5], built.g.index(1, -1), 0)
    facts_flat = ai_eval.city_facts(flat, frozenset())
    facts_built = ai_eval.city_facts(built, frozenset())
    assert facts_flat[4] == 0  # one starting tile: nothing can go on top of it alone
    upper = [(q, r, k) for q, r, k in RULES.legal_placements(position(
        cities=[[["05", 1, -1, 0]], []]), 0) if built.check_qr(q, r, k)[0] >= 2]
    assert facts_built[4] == len(upper) > 0


def test_unsurrounded_temples_have_some_value_while_turns_remain():
    from tests.akropolis.helpers import city_of, ring
    hexes = ring((0, 0), "Q")
    hexes[(0, 0)] = ("T", 2)
    full = city_of(hexes)
    del hexes[(1, 0)], hexes[(0, 1)]
    partial = city_of(hexes)
    supply = ([0] * 5, [0, 0, 0, 2, 0])
    args = (frozenset(), 4, 0.5, *supply)
    v_full, _ = ai_eval.city_factors(full, *args)
    v_part, _ = ai_eval.city_factors(partial, *args)
    v_late, _ = ai_eval.city_factors(partial, frozenset(), 0, 0.0, *supply)
    assert v_full[3] == 2 > v_part[3] > 0 == v_late[3]


def test_the_architect_estimate_sees_denial_and_stones():
    # the Architect holds two houses (tile 19); the free tile decides what it gets next
    base = solo(stones=[3, 0], site=["33", "07", "03", "12"], stacks=[["01", "14", "20"]],
                architect_tiles=["19"])
    deny = base.clone()
    RULES.apply(deny, Place(0, 0, 2, 0))  # take the house plaza: it gets the garden tile
    leave = base.clone()
    leave.site[:2] = [7, 33]
    RULES.apply(leave, Place(0, 0, 2, 0))  # take the garden: the plaza slides to slot 0
    assert ai_eval.architect_estimate(deny) < ai_eval.architect_estimate(leave)
    rich = base.clone()
    rich.stones[1] += 3
    assert ai_eval.architect_estimate(rich) > ai_eval.architect_estimate(base)


def test_candidates_are_legal_and_prefer_valuable_placements():
    st = midgame(2, steps=14)
    legal = RULES.legal_actions(st)
    params = preset("hard", ai.PRESETS, ai.PARAMS)
    cands = ai.candidate_actions(RULES, st, legal, params=params)
    assert 0 < len(cands) <= params["top_k"] and set(cands) <= set(legal)
    assert ai.candidate_actions(RULES, st, legal, params=params) == cands  # memoised
    # a placement that covers two quarries and keeps a plaza beats a plain one
    st = position(stones=[0, 2], site=["33", "35", "36", "37"], cities=[[["05", 1, -1, 0]], []])
    legal = RULES.legal_actions(st)
    cands = ai.candidate_actions(RULES, st, legal)
    assert Place(0, 0, -1, 1) in cands  # tile 33 (HP1, Q, Q) over two quarries


def test_candidates_keep_every_affordable_tile_in_view():
    st = position(stones=[3, 2], site=["33", "35", "36", "37"],
                  cities=[[["05", 1, -1, 0]], []])
    legal = RULES.legal_actions(st)
    cands = ai.candidate_actions(RULES, st, legal, params={**ai.PARAMS, "per_slot": 1,
                                                           "top_k": 4})
    assert sorted(a.site for a in cands) == [0, 1, 2, 3]


def test_rollout_action_is_legal():
    for seed in range(5):
        st = midgame(4, seed=seed, steps=10)
        rng = Rng(seed)
        for _ in range(5):
            a = ai.rollout_action(RULES, st, rng)
            assert RULES.explain_illegal(st, a) is None
            RULES.apply(st, a)


def test_solo_architect_needs_no_candidates():
    st = solo("metagenes", stones=[1, 2])
    RULES.apply(st, Place(0, 0, 1, 2))
    acts = RULES.legal_actions(st)
    assert ai.candidate_actions(RULES, st, acts) == acts
    assert len(ai.evaluate(RULES, st)) == 2


def test_normal_pays_for_the_plaza_of_its_colour():
    # markets built, no plaza for them: the market plaza is worth its stone over the free
    # garden-and-quarries tile; turn 30 of a 2-player game's 36, as the 6 turns left say (the
    # learned estimate reads how much of the game is left)
    st = position(stones=[1, 0], site=["07", "22", "33", "37"], stacks=[["01", "03", "04"]],
                  cities=[MARKETS, []], turn=30)
    for kind in ("normal", "normal_hand"):
        action = make_player(kind, GAME, 1).choose(st, 0)
        assert action.site == 1 and st.site[1] == 22, kind


def _margin(st, action, evaluation=ai.PARAMS["evaluation"]):
    child = st.clone()
    RULES.apply(child, action)
    est = ai.all_estimates(child, evaluation)
    return est[st.current] - max(e for j, e in enumerate(est) if j != st.current)


def test_root_candidates_rank_every_placement_exactly():
    for steps in (4, 10, 16):
        st = midgame(2, seed=5, steps=steps)
        legal = RULES.legal_actions(st)
        params = preset("hard", ai.PRESETS, ai.PARAMS)
        root = ai.root_candidates(RULES, st, legal, params=params)
        assert 0 < len(root) <= params["root_top_k"] and set(root) <= set(legal)
        best = max(_margin(st, a) for a in legal)  # every legal placement, exactly
        assert _margin(st, root[0]) == best
        inner = ai.candidate_actions(RULES, st, legal, params=params)
        assert _margin(st, root[0]) >= _margin(st, inner[0])


def test_few_moves_are_still_ranked_best_first():
    # opponent_top_k keeps an opponent's first candidate: it must be its best one even when
    # no more moves than top_k are legal
    st = midgame(2, seed=7, steps=9)
    legal = RULES.legal_actions(st)
    params = {**ai.PARAMS, "top_k": len(legal), "per_slot": len(legal)}
    cands = ai.candidate_actions(RULES, st, legal, params=params)
    assert sorted(cands) == sorted(legal)
    assert _margin(st, cands[0]) == max(_margin(st, a) for a in legal)
