"""The Hint's reason in Akropolis terms, for every decision kind: a placement's points now
and in which colours, the stones its quarries give, its level, a new plaza, or the districts
it adds (all from the engine's preview); the solo Architect's rule for its tile. Worded in
every language, from positions in the documented format and from seeded games."""

from __future__ import annotations

import pytest

from game.ai.hint import reason_hook, suggest
from game.engine import registry
from game.engine.protocol import Text
from game.engine.rng import Rng
from game.games.akropolis.ai.hints import hint_reason
from game.games.akropolis.rules import ArchitectTake, Place, query
from game.ui import i18n

from .helpers import RULES, config, position

INFO = registry.get("akropolis")
# Starting tile: (0,0) House plaza, quarries at (0,-1), (1,0), (-1,1).
WITH_05 = [[["05", 1, -1, 0]], []]  # 05: Barracks plaza and two quarries


def words(text: Text | None) -> str:
    assert text is not None
    return i18n.words(text)


def test_a_tile_on_two_quarries_names_its_stones_and_its_level() -> None:
    st = position(stones=[3, 2], cities=WITH_05, site=["34", "35", "36", "01"])
    action = Place(3, 0, -1, 1)  # 01 (House, Barracks, Temple) on 05 and the start: level 2
    change, gained = query.preview(st, action)
    assert gained == 2 and query.placement_level(st, 0, -1, 1)[0] == 2
    got = hint_reason(RULES, st, 0, action)
    assert got is not None and got.key == "akropolis.hint.why"
    total = sum(change.values())
    assert got.args["points"] == Text("akropolis.hint.points", {
        "points": abs(total), "signed": f"{total:+d}".replace("-", "−")})
    i18n.set_language("en")
    line = words(got)
    assert "covers 2 quarries: +2 stones" in line and "on level 2" in line
    for colour, delta in change.items():
        if colour != "stones" and delta:
            signed = f"{delta:+d}".replace("-", "−")
            assert f"{i18n.t('akropolis.colour.' + colour)} {signed}" in line


def test_a_plaza_with_nothing_to_multiply_yet_is_named() -> None:
    st = position(stones=[0, 2], site=["23", "35", "36", "37"])  # 23: Temple plaza, 2 quarries
    action = next(a for a in RULES.legal_actions(st)
                  if a.site == 0 and query.placement_level(st, a.q, a.r, a.rot)[0] == 1)
    got = hint_reason(RULES, st, 0, action)
    i18n.set_language("en")
    assert "a new Temple plaza (2★)" in words(got)


def test_a_placement_that_changes_nothing_says_what_it_adds() -> None:
    st = position(stones=[0, 2], site=["30", "35", "36", "37"])  # 30: Temple, 2 quarries
    action = next(a for a in RULES.legal_actions(st)
                  if a.site == 0 and query.placement_level(st, a.q, a.r, a.rot)[0] == 1)
    assert sum(query.preview(st, action)[0].values()) == 0
    i18n.set_language("en")
    assert words(hint_reason(RULES, st, 0, action)) == "+0 points now: adds Temple"


def test_the_architects_reason_is_its_rule() -> None:
    # plaza tiles: 02 MP2, 04 BP2; no plaza: 01, 03, 07
    st = position(solo="metagenes", site=["01", "03", "02", "07"], stones=[1, 2], current=1)
    assert hint_reason(RULES, st, 1, ArchitectTake(2)) == Text("akropolis.hint.architect_plaza",
                                                               {"cost": 2})
    poor = position(solo="metagenes", site=["01", "03", "02", "07"], stones=[1, 1], current=1)
    assert query.architect_choice(poor) == 0
    assert hint_reason(RULES, poor, 1, ArchitectTake(0)) == Text("akropolis.hint.architect_free")
    assert hint_reason(RULES, st, 1, "not a move") is None


@pytest.mark.parametrize("kind", ["2p", "4p", "solo"])
def test_every_decision_of_a_game_has_a_reason_in_every_language(kind: str) -> None:
    assert reason_hook(INFO) is hint_reason
    cfg = config(solo="callicrates") if kind == "solo" else config(int(kind[0]))
    st = RULES.new_game(cfg, 11)
    rng = Rng(11)
    seen: set[str] = set()
    while not st.finished:
        seat = st.current
        legal = RULES.legal_actions(st)
        picks = [legal[0], legal[len(legal) - 1], RULES.sample_action(st, rng)]
        for action in picks:
            got = hint_reason(RULES, st, seat, action)
            assert got is not None, action
            seen.add(got.key)
            for lang in i18n.LANGUAGES:
                i18n.set_language(lang)
                line = words(got)
                assert "{" not in line and "akropolis." not in line, (lang, line)
        i18n.set_language("en")
        RULES.apply(st, picks[-1])
    assert "akropolis.hint.why" in seen
    if kind == "solo":
        assert seen & {"akropolis.hint.architect_plaza", "akropolis.hint.architect_free"}


def test_the_hint_gives_a_move_and_its_reason() -> None:
    st = RULES.new_game(config(2), 16)
    hint = suggest(INFO, st.clone(), 0, seed=3)
    assert hint.action in RULES.legal_actions(st)
    assert hint.reason == hint_reason(RULES, st, 0, hint.action)
