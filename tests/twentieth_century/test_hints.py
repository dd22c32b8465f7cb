"""The Hint's reason in 20th Century terms, for every kind of decision: a land's cities and
garbage, what passing keeps, a withdrawal's subsidy and technology price, a technology's
parts and eco effect, a prevention column's garbage and pollution, a Maintenance move's
change of income (or of the lands' final points, the pollution's worth, the working plants,
the rail links), an investment's QoL, a plant's cleaning."""

from __future__ import annotations

import random

import pytest

from game.ai.hint import reason_hook, suggest
from game.engine import Rng, registry
from game.engine.protocol import Text
from game.games.twentieth_century.ai.hints import hint_reason
from game.games.twentieth_century.rules import actions as act
from game.games.twentieth_century.rules import query
from game.games.twentieth_century.rules.actions import Attach, Open, Withdraw
from game.ui import i18n

from .helpers import RULES, build, fresh, pos

INFO = registry.get("twentieth_century")


def _keys(text: Text) -> list[str]:
    out = [text.key]
    for v in text.args.values():
        if isinstance(v, Text):
            out += _keys(v)
    return out


def _reads(text: Text) -> None:
    """The reason has a text in every language, with every field filled."""
    for lang in ("en", "cs", "pl"):
        catalog = i18n.catalog(lang)
        assert all(k in catalog for k in _keys(text)), (lang, text)
        i18n.set_language(lang)
        try:
            said = str(i18n.words(text))
        finally:
            i18n.set_language("en")
        assert said and "{" not in said and "twentieth_century." not in said, (lang, said)


def test_withdrawing_names_the_subsidy_and_the_technology_price() -> None:
    st = fresh(3)
    assert hint_reason(RULES, st, 0, Withdraw()) == Text(
        "twentieth_century.hint.withdraw_tech", {"subsidy": 4, "price": 3})
    p = pos(3)
    p["seats"][0]["science"] = 2  # below the price of 3: no technology follows
    assert hint_reason(RULES, build(p), 0, Withdraw()) == Text(
        "twentieth_century.hint.withdraw", {"subsidy": 4, "price": 3})
    land = st.lands[0]
    why = hint_reason(RULES, st, 0, Open(land, 2))
    assert why is not None and why.key == "twentieth_century.hint.land"
    assert why.args["count"] == 1  # the first land of the round comes with one cube


def test_a_tile_placement_names_its_change_of_income() -> None:
    # a seeded game until a tile is to be attached; the reason must be the query's change
    st = fresh(3, seed=3)
    rng = Rng(3)
    while query.step(st).kind != query.ATTACH:
        RULES.apply(st, RULES.sample_action(st, rng))
    seat = st.stack.items[-1].seat
    seen = 0
    for a in RULES.legal_actions(st):
        assert isinstance(a, Attach)
        change = query.attach_change(st, a)
        assert change is not None
        got = hint_reason(RULES, st, seat, a)
        assert got is not None
        if any(change):
            seen += 1
            assert got == Text("twentieth_century.hint.income", {
                "money": f"{change[0]:+d}", "science": f"{change[1]:+d}",
                "qol": f"{change[2]:+d}"})
        else:
            assert got.key in ("twentieth_century.hint.plants", "twentieth_century.hint.links",
                               "twentieth_century.hint.later")
        _reads(got)
    assert seen
    assert reason_hook(INFO) is hint_reason


def test_every_decision_kind_has_a_reason_in_every_language() -> None:
    kinds: set[str] = set()
    types: set[type] = set()
    pick = random.Random(5)
    for n, seed in ((3, 21), (4, 22), (5, 23)):
        st = fresh(n, seed)
        rng = Rng(seed)
        while not RULES.is_over(st):
            step = query.step(st)
            legal = RULES.legal_actions(st)
            for a in pick.sample(legal, min(4, len(legal))) + [legal[-1]]:
                why = hint_reason(RULES, st, step.seat, a)
                assert why is not None, (step.kind, a)
                _reads(why)
                kinds.add(step.kind)
                types.add(type(a))
            RULES.apply(st, RULES.sample_action(st, rng))
    assert kinds == {query.OPEN, query.BUY, query.BID, query.TECH, query.PREVENT,
                     query.GARBAGE, query.ATTACH, query.CITIZENS, query.USES, query.RECYCLE}
    assert {act.Open, act.Raise, act.Pass, act.Withdraw, act.TakeTech, act.NoTech, act.Prevent,
            act.PlaceGarbage, act.Attach, act.PlaceCitizen, act.Done, act.Clean,
            act.NoClean} <= types


@pytest.mark.parametrize("seed", [1, 2])
def test_the_hint_of_a_seeded_game_says_why(seed: int) -> None:
    st = fresh(3, seed)
    rng = Rng(seed)
    for _ in range(60):
        if RULES.is_over(st):
            break
        seat = RULES.current_player(st)
        got = suggest(INFO, st.clone(), seat, seed=seed)
        assert got.reason is not None, got.action
        _reads(got.reason)
        RULES.apply(st, RULES.sample_action(st, rng))
