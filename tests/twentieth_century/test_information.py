"""Hidden information (spec §4.1 step 5, A-30): stacks, catastrophes to come, holdings."""

from __future__ import annotations

from game.engine.rng import Rng

from .helpers import RULES, fresh
from .variants import hidden_variants, private_texts


def _states(n: int = 4, seed: int = 5, **options: object) -> list:
    st = fresh(n, seed, **options)
    rng = Rng(seed)
    out = []
    for step in range(400):
        if RULES.is_over(st):
            break
        if step % 37 == 0:
            out.append(st.clone())
        RULES.apply(st, RULES.sample_action(st, rng), check=False)
    return out


def test_observation_hides_stacks_catastrophes_and_other_holdings() -> None:
    st = fresh(4)
    obs = RULES.observation(st, 1)
    assert "stacks" not in obs and "rng" not in obs
    assert obs["catastrophe_stack_eras"] == ["I-II", "III-IV", "III-IV", "V"]
    assert all("money" not in s for i, s in enumerate(obs["seats"]) if i != 1)
    assert obs["seats"][1]["money"] == 10
    open_ = RULES.observation(fresh(4, open_holdings=True), 1)
    assert all(s["money"] == 10 for s in open_["seats"])
    assert private_texts(st, 1) == {"money:10", "science:10"}
    assert private_texts(fresh(4, open_holdings=True), 1) == set()


def test_variants_look_the_same_and_determinize_reads_only_the_observation() -> None:
    for opts in ({}, {"open_holdings": True}):
        for st in _states(**opts):
            for seat in range(st.n):
                obs = RULES.observation(st, seat)
                world = RULES.position(RULES.determinize(st, seat, Rng(3)))
                red = RULES.position(RULES.redact(st, seat))
                variants = hidden_variants(st, seat)
                assert len(variants) == (3 if opts else 4)
                for v in variants:
                    other = RULES.from_position(v)
                    assert RULES.position(other) != RULES.position(st) or not st.cat_stack
                    assert RULES.observation(other, seat) == obs
                    assert RULES.position(RULES.determinize(other, seat, Rng(3))) == world
                    assert RULES.position(RULES.redact(other, seat)) == red


def test_determinize_reshuffles_and_keeps_the_legal_actions() -> None:
    st = _states()[2]
    seat = RULES.current_player(st)
    det = RULES.determinize(st, seat, Rng(11))
    assert RULES.legal_actions(det) == RULES.legal_actions(st)
    assert det.land_stacks != st.land_stacks or det.tech_stacks != st.tech_stacks
    for era in det.land_stacks:
        assert sorted(det.land_stacks[era]) == sorted(st.land_stacks[era])
