"""The Hint's reason in words for every decision a Machi Koro seat takes (issue 25): dice,
keep or roll again, TV Station, Business Center, build, landmark, build nothing; each in en,
cs and pl, every field filled, numbers with the language's decimal mark."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.app.table_log import seat_field
from game.engine import CHANCE, Rng
from game.engine.protocol import Text
from game.games.machi_koro.ai.hints import hint_reason, signed
from game.games.machi_koro.rules import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    KeepRoll,
    Reroll,
    Trade,
    TvTarget,
)
from game.games.machi_koro.rules.query import own_roll_income, roll_gain
from game.ui import i18n

from .test_ui import NAMES, RULES, crafted_positions, new_match
from .util import city, setup

KINDS = {ChooseDice, KeepRoll, Reroll, TvTarget, Trade, DeclineTrade, Build, BuildLandmark,
         BuildNothing}


@pytest.fixture
def language() -> Iterator[Any]:
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def words(text: Text) -> str:
    """A reason as the table's Hint line words it: seats named, nested texts translated."""
    assert i18n.has(text.key), f"{text.key} is not in the {i18n.language()} catalog"
    args = {k: words(v) if isinstance(v, Text) else NAMES[v] if seat_field(k) else v
            for k, v in text.args.items()}
    return i18n.t(text.key, **args)


def decisions() -> list[Any]:
    """States at every kind of decision: seeded games and the crafted rare ones."""
    out = [m.state for m in crafted_positions()]
    for n in (2, 3, 4):
        match = new_match(n, 70 + n)
        rng = Rng(n)
        for _ in range(400):
            if match.is_over:
                break
            if match.current_player == CHANCE:
                match.play_chance()
                continue
            out.append(match.state.clone())
            match.play(RULES.sample_action(match.state, rng))
    return out


def test_every_decision_kind_has_a_reason_in_every_language(language: Any) -> None:
    seen: set[type] = set()
    for state in decisions():
        seat = RULES.current_player(state)
        actions = RULES.legal_actions(state)
        for action in actions[:6] + actions[-3:]:
            reason = hint_reason(RULES, state.clone(), seat, action)
            assert reason is not None, f"no reason for {action!r}"
            seen.add(type(action))
            for lang in ("en", "cs", "pl"):
                language(lang)
                line = words(reason)
                assert line and "{" not in line and "machi_koro." not in line, line
    assert seen >= KINDS


def test_numbers_use_the_languages_decimal_mark(language: Any) -> None:
    language("en")
    assert words(signed(1.44)) == "+1.4" and words(signed(-0.5)) == "−0.5"
    assert words(signed(0.01)) == "+0.0" and words(signed(3, tenths=False)) == "+3"
    for lang in ("cs", "pl"):
        language(lang)
        assert words(signed(1.44)) == "+1,4"


def test_the_dice_reason_compares_one_die_with_two() -> None:
    state = setup(city(5, landmarks=("train_station",), cheese_factory=1, ranch=2),
                  city(3), step="choose_dice")
    reason = hint_reason(RULES, state, 0, ChooseDice(2))
    assert reason is not None and reason.key == "machi_koro.hint.dice2"
    assert reason.args["mine"] == signed(own_roll_income(state, 0, 2))
    assert reason.args["other"] == signed(own_roll_income(state, 0, 1))
    park = setup(city(5, landmarks=("train_station", "amusement_park")), city(3),
                 step="choose_dice", turn=9)
    reason = hint_reason(RULES, park, 0, ChooseDice(2))
    assert reason is not None and reason.key == "machi_koro.hint.dice2_park"


def test_keep_or_roll_again_weighs_this_roll_against_a_new_one() -> None:
    state = setup(city(5, landmarks=("radio_tower",)), city(3), step="reroll", dice=[6],
                  turn=9)
    reason = hint_reason(RULES, state, 0, Reroll())
    assert reason is not None and reason.key == "machi_koro.hint.reroll"
    assert reason.args["total"] == 6
    assert reason.args["now"] == signed(roll_gain(state, 0, 6), tenths=False)
    assert reason.args["average"] == signed(own_roll_income(state, 0, 1))


def test_the_tv_station_names_the_coins_and_why_that_player() -> None:
    state = setup(city(0, tv_station=1), city(9), city(2, landmarks=("train_station",)),
                  step="tv_station", dice=[6], turn=9)
    most = hint_reason(RULES, state, 0, TvTarget(1))
    assert most == Text("machi_koro.hint.tv_most", {"amount": 5, "target_player": 1})
    leader = hint_reason(RULES, state, 0, TvTarget(2))
    assert leader == Text("machi_koro.hint.tv_leader", {"amount": 2, "target_player": 2})


def test_build_nothing_says_what_the_coins_are_kept_for() -> None:
    poor = setup(city(0), city(3), step="build", dice=[4])
    assert hint_reason(RULES, poor, 0, BuildNothing()) == Text("machi_koro.hint.nothing_poor")
    saving = setup(city(8, landmarks=("train_station",)), city(3), step="build", dice=[4],
                   turn=9)
    assert hint_reason(RULES, saving, 0, BuildNothing()) == Text("machi_koro.hint.save", {
        "landmark": Text("machi_koro.landmark.shopping_mall.name"), "cost": 10})
