"""One source of build legality: ``legal_actions``, ``sample_action``, ``explain_illegal`` and
the table's ``query.why_not_build`` agree, the purple rule and the beginner limit included."""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.games.machi_koro.data import ESTABLISHMENTS, LANDMARKS
from game.games.machi_koro.rules import Build, BuildLandmark, BuildNothing
from game.games.machi_koro.rules.legality import REASONS
from game.games.machi_koro.rules.query import why_not_build
from game.ui.i18n import has

from .util import RULES, city, setup

ALL_BUILDS: list[Any] = ([BuildNothing()] + [Build(e.key) for e in ESTABLISHMENTS]
                         + [BuildLandmark(m.key) for m in LANDMARKS])


def _positions() -> list[Any]:
    """Build steps where coins, the purple rule, the limit and empty piles all matter."""
    out = []
    for coins in (0, 1, 3, 6, 8, 11, 22, 40):
        out.append(setup(city(coins, start=True, stadium=1, tv_station=1), city(0, mine=6, cafe=5),
                         step="build", dice=[4]))  # no Mine and one Cafe left
        out.append(setup(city(coins, start=True, wheat_field=2, ranch=3, business_center=1),
                         city(0), step="build", dice=[4], options={"beginner_limit": 3}))
        out.append(setup(city(coins, start=True, landmarks=("train_station", "shopping_mall")),
                         city(0, start=True), city(5), step="build", dice=[4],
                         options={"market": "limited_10", "beginner_limit": 2}))
    return out


def test_explain_illegal_is_none_exactly_for_legal_builds() -> None:
    for s in _positions():
        legal = RULES.legal_actions(s)
        for a in ALL_BUILDS:
            assert (RULES.explain_illegal(s, a) is None) == (a in legal), (s, a)
            if type(a) is Build:
                reason = why_not_build(s, s.active, a.card)
                assert reason == RULES.explain_illegal(s, a)


def test_sample_action_returns_every_legal_build_and_nothing_else() -> None:
    rng = Rng(3)
    for s in _positions():
        legal = set(RULES.legal_actions(s))
        seen = {RULES.sample_action(s, rng) for _ in range(60 * len(legal))}
        assert seen == legal, s


def test_why_not_build_names_the_rule() -> None:
    # Six Cafes beyond a limit of 2 in one city: traded there (its Business Center).
    s = setup(city(30, start=True, stadium=1, wheat_field=1),
              city(0, cafe=6, business_center=1), step="roll", options={"beginner_limit": 2})
    assert why_not_build(s, 0, "stadium") == "machi_koro.illegal.purple_owned"
    assert why_not_build(s, 0, "wheat_field") == "machi_koro.illegal.beginner_limit"
    assert why_not_build(s, 0, "cafe") == "machi_koro.illegal.sold_out"
    assert why_not_build(s, 0, "mine") is None  # any step: the table asks it for marks
    assert why_not_build(s, 1, "mine") == "machi_koro.illegal.cannot_afford"
    assert why_not_build(s, 0, "mine", coins=5) == "machi_koro.illegal.cannot_afford"
    assert why_not_build(s, 0, "train_station") is None
    s2 = setup(city(30, landmarks=("train_station",)), city(0), step="build", dice=[4])
    assert why_not_build(s2, 0, "train_station") == "machi_koro.illegal.already_built"
    assert why_not_build(s2, 0, "no_such_card") == "machi_koro.illegal.unknown_card"


def test_every_reason_code_has_an_english_text() -> None:
    missing = [code for code in REASONS if not has(code)]
    assert not missing


def test_configuration_refusals_are_reason_codes_with_texts() -> None:
    from game.engine.protocol import GameConfig
    from game.games.machi_koro.rules.options import CONFIG_REASONS
    assert all(has(code) for code in CONFIG_REASONS)
    for n, options, code in ((2, {"first_player": 3}, "first_player"),
                             (2, {"market": "huge"}, "market"),
                             (3, {"beginner_limit": 7}, "beginner_limit"),
                             (5, {}, "players")):
        assert RULES.validate_config(GameConfig.simple(n, **options)) == f"machi_koro.config.{code}"
