"""The Hint's reason in 20th Century terms: a withdrawal's subsidy and technology price, a
Maintenance step's change of income."""

from __future__ import annotations

from game.ai.hint import reason_hook
from game.engine import Rng, registry
from game.engine.protocol import Text
from game.games.twentieth_century.ai.hints import hint_reason
from game.games.twentieth_century.rules import query
from game.games.twentieth_century.rules.actions import Attach, Open, Withdraw
from game.ui import i18n

from .helpers import RULES, build, fresh, pos

INFO = registry.get("twentieth_century")


def test_withdrawing_names_the_subsidy_and_the_technology_price() -> None:
    st = fresh(3)
    assert hint_reason(RULES, st, 0, Withdraw()) == Text(
        "twentieth_century.hint.withdraw_tech", {"subsidy": 4, "price": 3})
    p = pos(3)
    p["seats"][0]["science"] = 2  # below the price of 3: no technology follows
    assert hint_reason(RULES, build(p), 0, Withdraw()) == Text(
        "twentieth_century.hint.withdraw", {"subsidy": 4, "price": 3})
    assert hint_reason(RULES, st, 0, Open(st.lands[0], 2)) is None


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
        if not any(change):
            assert got is None
            continue
        seen += 1
        assert got == Text("twentieth_century.hint.income", {
            "money": f"{change[0]:+d}", "science": f"{change[1]:+d}", "qol": f"{change[2]:+d}"})
        for lang in ("en", "cs", "pl"):
            i18n.set_language(lang)
            try:
                assert "{" not in i18n.words(got)
            finally:
                i18n.set_language("en")
    assert seen
    assert reason_hook(INFO) is hint_reason
