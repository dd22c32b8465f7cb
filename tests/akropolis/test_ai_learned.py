"""The learned Akropolis evaluation: shipped weights, exact ends, hand-checked features and a
fitter that recovers known weights."""

import io
import json

import numpy as np  # the fitter's (train and test extras); play never imports it
import pytest

from game.ai import make_player
from game.games.akropolis import GAME
from game.games.akropolis.ai import eval as ai_eval
from game.games.akropolis.ai import features as ai_features
from game.games.akropolis.ai import hooks as ai
from game.games.akropolis.ai import learned as ai_learned
from game.games.akropolis.ai.features import NAMES
from tools.akropolis import train

from .helpers import RULES, position
from .test_ai import finished, midgame


def test_the_shipped_weights_load_for_every_table():
    m = ai_learned.load()
    assert set(m.rows) == {"2", "3", "4", "solo"}
    for table, rows in m.rows.items():
        assert rows[0] is None, table  # a seat with no turn left is never weighed
        assert all(len(w) == len(NAMES) for w in rows[1:] if w is not None)
        assert m.weights(table, 1) is not None and m.weights(table, 99) is not None
    # the package ships the file: setuptools takes every *.json of the package
    with open(ai_learned.WEIGHTS_FILE, encoding="utf-8") as f:
        assert json.load(f)["features"] == list(NAMES)


def test_weights_of_other_features_are_refused(tmp_path):
    data = json.loads(ai_learned.WEIGHTS_FILE.read_text(encoding="utf-8"))
    data["features"] = data["features"][:-1]
    path = tmp_path / "w.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="other features"):
        ai_learned.load(path)


@pytest.mark.parametrize("kw", [{"n": 2}, {"n": 3, "seed": 5}, {"n": 4, "seed": 7},
                                {"n": 1, "solo": "callicrates"}])
def test_a_finished_game_is_estimated_at_its_exact_scores(kw):
    st = finished(**kw)
    scores = [s.total for s in RULES.scores(st)]
    est = ai_learned.estimates(st)
    assert est == pytest.approx(scores)
    order = sorted(range(st.n), key=lambda i: -scores[i])
    assert sorted(range(st.n), key=lambda i: -est[i]) == order
    values = ai.evaluate(RULES, st)
    winners = RULES.winners(st)
    assert [v > 0 for v in values] == [i in winners for i in range(st.n)]


def test_a_seat_without_turns_keeps_its_points_and_the_others_are_projected():
    st = midgame(2, steps=12)
    est = ai_learned.estimates(st)
    now = ai_features.all_points_now(st)
    assert len(est) == 2 and all(e > n for e, n in zip(est, now, strict=True))


def test_learned_is_the_default_and_hand_kinds_use_the_hand_estimate():
    assert ai.PARAMS["evaluation"] == "learned"
    hand = make_player("normal_hand", GAME, 1)
    assert hand.params["evaluation"] == "hand" and hand.kind == "normal"
    assert make_player("hard_hand", GAME, 1).params["evaluation"] == "hand"
    st = midgame(2, steps=6)
    # the two estimates differ, and the evaluation follows the preset key
    assert ai.all_estimates(st, "learned") != ai.all_estimates(st, "hand")
    assert ai.evaluate(RULES, st, params={"evaluation": "hand"}) != \
        ai.evaluate(RULES, st, params={"evaluation": "learned"})


def test_ranking_memo_keeps_the_estimates_apart():
    st = midgame(2, steps=6)
    actions = RULES.legal_actions(st)
    a = ai.ranked(RULES, st, actions, None, 3, "learned")
    b = ai.ranked(RULES, st, actions, None, 3, "hand")
    assert a == ai.ranked(RULES, st, actions, None, 3, "learned")
    assert b == ai.ranked(RULES, st.clone(), actions, None, 3, "hand")


def hand_set():
    """Seat 0 has the starting tile and tile 07 (garden, quarry, quarry) on the ground west
    of it: garden (-1, 0), quarries (-2, 0) and (-1, -1)."""
    return position(stacks=[["01", "02", "03"]], site=["04", "05", "06", "08"],
                    stones=[2, 3], cities=[[["07", -1, 0, 5]], []], turn=1, current=1)


def test_features_of_a_hand_set_position():
    st = hand_set()
    ctx = ai_eval.context(st)
    f = dict(zip(NAMES, ai_features.seat_features(st, 0, ctx), strict=True))
    # 3 stack tiles + 4 on the site - 1 left over = 6 turns, seat 0 (not to move) has 3
    # of them: share 1/2 of the coming tiles. Coming districts: houses 01 03 04 06,
    # market 08, barracks 01 02 03 08, temples 01 06; stars: market 2 (02), barracks 6.
    # points now: no colour scores (the garden has no star, no house) + 2 stones
    assert (f["one"], f["to_move"], f["stones"], f["points"]) == (1, 0, 2, 2)
    assert (f["h_v"], f["h_s"], f["g_v"], f["g_s"], f["g_raw_s"]) == (0, 1, 1, 0, 0)
    assert f["h_sD"] == pytest.approx(1 * 0.5 * 4)
    assert f["b_DS"] == pytest.approx(0.5 * 4 * 0.5 * 6)
    assert f["m_DS"] == pytest.approx(0.5 * 1 * 0.5 * 2)
    assert f["t_DS"] == 0 and f["m_sD"] == 0
    assert f["coming_d"] == pytest.approx(0.5 * 11)
    assert f["coming_s"] == pytest.approx(0.5 * 8)
    # shape: five visible quarries on the ground; open placements on top: the triangles
    # {(0,0),(-1,1),(-1,0)}, {(0,0),(-1,0),(0,-1)}, {(-1,-1),(0,-1),(-1,0)} three ways each
    # (tile 07 alone may not be covered); 14 empty positions around the seven hexes
    assert (f["quarries_ground"], f["quarries_up"], f["levels_up"], f["plazas_up"]) == \
        (5, 0, 0, 0)
    assert (f["ups"], f["rim"]) == (9, 14)
    assert f["rim_frac"] == pytest.approx(14 * 6 / 7)
    assert (f["opp_stones"], f["opp_stars_overlap"]) == (3, 0)
    assert f["house_other"] == 0 and f["temple_near"] == 0 and f["temple_far"] == 0


def test_the_fitter_recovers_known_weights():
    rng = np.random.default_rng(1)
    x = np.column_stack([np.ones(400), rng.normal(size=400), rng.normal(size=400) * 5,
                         np.zeros(400)])
    truth = np.array([3.0, -2.0, 0.5, 0.0])
    y = x @ truth + rng.normal(size=400) * 0.01
    w = train.ridge(x, y, 1e-6, one=0)
    assert w == pytest.approx(truth, abs=1e-2)
    # a strong ridge shrinks the slopes towards 0, not the intercept away from the mean
    w = train.ridge(x, y, 1e3, one=0)
    assert abs(w[1]) < 0.05 and w[0] == pytest.approx(y.mean(), abs=0.05)


def test_a_refit_of_one_table_keeps_the_others(tmp_path):
    # solo games only: the solo table is fitted anew, the 2/3/4-player tables copied
    data = tmp_path / "solo.jsonl.gz"
    train.selfplay(60, 5, str(data), mix=(("random", "automa:metagenes"),), log=io.StringIO())
    out = tmp_path / "w.json"
    train.fit([str(data)], str(out), (0.1,), keep=str(ai_learned.WEIGHTS_FILE),
              log=io.StringIO())
    new = json.loads(out.read_text())
    old = json.loads(ai_learned.WEIGHTS_FILE.read_text())
    assert set(new["tables"]) == set(old["tables"])
    for table in ("2", "3", "4"):
        assert new["tables"][table] == old["tables"][table]
    assert new["tables"]["solo"] != old["tables"]["solo"]
    assert new["meta"]["kept"]["tables"] == ["2", "3", "4"]
    assert new["meta"]["fit"]["solo"]["rows"] > 0
    ai_learned.load(out)  # and it loads
