"""Hidden information (spec §4.1 step 5): the stacks and the catastrophes to come. Money and
science in hand are deducible from the public changes, so every seat's view has them exactly
(A-30); ``open_holdings`` is a display setting (see test_ui)."""

from __future__ import annotations

from game.engine.rng import Rng

from .helpers import RULES, build, fresh, pos
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


def test_observation_hides_stacks_and_catastrophes_and_keeps_every_holding() -> None:
    st = fresh(4)
    obs = RULES.observation(st, 1)
    assert "stacks" not in obs and "rng" not in obs
    assert obs["catastrophe_stack_eras"] == ["I-II", "III-IV", "III-IV", "V"]
    assert private_texts(st, 1) == set()
    p = pos(4)
    p["seats"][2]["money"], p["seats"][2]["science"] = 37, 23
    for opts in ({}, {"open_holdings": True}):
        p["options"]["open_holdings"] = bool(opts)
        st = build(p)
        for viewer in range(4):
            seats = RULES.observation(st, viewer)["seats"]
            assert (seats[2]["money"], seats[2]["science"]) == (37, 23)
            assert [s["money"] for s in seats] == [10, 10, 37, 10]
            for world in (RULES.determinize(st, viewer, Rng(viewer)), RULES.redact(st, viewer)):
                assert [(q.money, q.science) for q in world.players] == \
                    [(q.money, q.science) for q in st.players]


def test_variants_look_the_same_and_determinize_reads_only_the_observation() -> None:
    for opts in ({}, {"open_holdings": True}):
        for st in _states(**opts):
            for seat in range(st.n):
                obs = RULES.observation(st, seat)
                world = RULES.position(RULES.determinize(st, seat, Rng(3)))
                red = RULES.position(RULES.redact(st, seat))
                variants = hidden_variants(st, seat)
                assert len(variants) == 3
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
