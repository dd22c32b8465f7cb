"""The computer's review of a finished game (game.ai.review): a clearly worse move is marked,
the best one never; a seat's review depends only on what that seat could see; the estimates
end where the game ended; a review survives its plain-data form; and the headless command
prints it for a saved game."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.ai import make_player
from game.ai.arena import play_out
from game.ai.review import FLAG, SETTINGS, Review, explain, judge, review_match
from game.cli import review as review_cli
from game.engine import TERMINAL, GameInfo, Match, PlayerSpec, registry
from game.games.akropolis.rules import Place, query
from game.games.machi_koro.rules.actions import Build, BuildLandmark, BuildNothing
from game.persistence.saves import save_match
from game.ui import i18n
from tests.ai.helpers import decision_points, hidden_variants
from tests.machi_koro.util import GAME as MK
from tests.machi_koro.util import city, setup

GAMES = registry.all_games()
HIDDEN = [g for g in GAMES if not g.rules.game_type.perfect_information]


def _played(info: GameInfo, seed: int = 3) -> tuple[Match, Any]:
    n = max(2, info.min_players)
    seats = tuple(PlayerSpec("Ann" if i == 0 else f"Bot {i}", "human" if i == 0 else "normal")
                  for i in range(n))
    match = Match.new(info, info.config(seats), seed)
    start = match.state.clone()
    play_out(match, [make_player("easy" if i == 0 else "normal", info, i + 1) for i in range(n)])
    return match, start


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_winning_landmark_is_best_and_anything_else_is_a_mistake(setting: str) -> None:
    """Machi Koro: 22 coins and three landmarks in the build step: the Radio Tower wins now;
    anything else lets the opponent, as ready, win on their turn."""
    ready = ("train_station", "shopping_mall", "amusement_park")
    s = setup(city(22, landmarks=ready), city(22, landmarks=ready), step="build", dice=[5])
    win = judge(MK, s, 0, BuildLandmark("radio_tower"), setting)
    assert win is not None and win.best == BuildLandmark("radio_tower") and not win.mistake
    assert win.made_value > 0.99
    for worse in (Build("wheat_field"), BuildNothing()):
        d = judge(MK, s, 0, worse, setting)
        assert d is not None and d.best == BuildLandmark("radio_tower")
        assert d.mistake and d.loss >= FLAG


def _said(info: GameInfo, state: Any, d: Any) -> tuple[str, str, str]:
    """The decision in English words: what was played, what is better, why."""
    i18n.set_language("en")
    words = explain(info, state, d)
    assert words.why is not None, "a marked decision says why the better move is better"
    return i18n.words(words.made), i18n.words(words.best), i18n.words(words.why)


@pytest.mark.parametrize("setting", SETTINGS)
def test_akropolis_the_last_tile_on_two_quarries_wins_and_the_dear_tile_loses(setting: str) -> None:
    """Akropolis, the last placement (two tiles left, no stacks: the game ends with it).
    Spec 4.3's example: a tile on level 2 over two quarries gives 2 stones at once; here the
    free tile 01 put that way over tile 05 and the start wins, while taking the second tile
    for a stone loses. The engine plays every legal placement to the end and says which
    win; the review must agree with it on both sides."""
    from tests.akropolis.helpers import RULES as AK_RULES
    from tests.akropolis.helpers import position

    ak = registry.get("akropolis")
    with_05 = [["05", 1, -1, 0]]
    st = position(stones=[1, 3], cities=[with_05, with_05], site=["01", "34"], stacks=[])
    outcome = {}
    for action in AK_RULES.legal_actions(st):
        after = st.clone()
        AK_RULES.apply(after, action)
        assert AK_RULES.current_player(after) == TERMINAL
        outcome[action] = AK_RULES.winners(after) == [0]
    on_quarries = Place(0, 0, -1, 1)
    assert query.placement_level(st, 0, -1, 1)[0] == 2 and query.preview(st, on_quarries)[1] == 2
    assert outcome[on_quarries]
    losing = [a for a, won in outcome.items() if not won]
    assert len(losing) >= 10 and any(a.site == 1 for a in losing)
    good = judge(ak, st, 0, on_quarries, setting)
    assert good is not None and not good.mistake and good.made_value == 1.0
    for action in losing[::len(losing) // 5][:5]:
        d = judge(ak, st, 0, action, setting)
        assert d is not None and d.mistake and d.made_value == 0.0, action
        assert outcome[d.best] and d.best_value == 1.0
    made, best, why = _said(ak, st, d)
    assert made != best and why


@pytest.mark.parametrize("setting", SETTINGS)
def test_ginkgopolis_a_paid_build_up_beats_the_same_card_alone(setting: str) -> None:
    """Ginkgopolis, spec 5.4.3: Build-Up on R2 (height 1, unowned) with R10 costs 2 of the 3
    resources, wins the Building card and makes the red row a district of seat 0's alone;
    playing R2 alone (Exploit) gives one resource. The Build-Up is the computer's move and
    not marked; the lone card is marked with the Build-Up as the better move, because of
    the points it brings."""
    from game.games.ginkgopolis.rules.actions import Commit
    from tests.ginkgopolis.helpers import seat, state

    gk = registry.get("ginkgopolis")
    s = state(seats=[seat(resources=3, tiles=["R10"], hand=["R2", "U-A", "U-B", "U-C"]),
                     seat(hand=["U-D", "U-E", "U-F", "U-G"])])
    build = judge(gk, s, 0, Commit("R2", "R10"), setting)
    assert build is not None and not build.mistake and build.best == Commit("R2", "R10")
    alone = judge(gk, s, 0, Commit("R2", None), setting)
    assert alone is not None and alone.mistake and alone.best == Commit("R2", "R10")
    assert alone.made_value < build.made_value - FLAG
    made, best, why = _said(gk, s, alone)
    assert "Red 10" in best and "Red 10" not in made and why


@pytest.mark.parametrize("setting", SETTINGS)
def test_twentieth_century_the_last_qol_investment_wins_and_ending_at_once_loses(setting: str) -> None:
    """20th Century, the last Maintenance (round 6, spec 12 and 11.3): 5 QoL for 5 coins
    lifts seat 0 (10 QoL and 4 of the science ranking) past the others (6 QoL, 10 of the
    rankings); Finish Maintenance at once loses. The engine confirms both outcomes; the
    review marks the early finish and names the investment."""
    from game.games.twentieth_century.rules.actions import Done, QolInvest
    from tests.twentieth_century.helpers import RULES as TC_RULES
    from tests.twentieth_century.helpers import build, play, start
    from tests.twentieth_century.test_ai import _maintenance

    tc = registry.get("twentieth_century")
    p = _maintenance(6, [start()], money=12, qol=10, points={"income": 10})
    p["seats"][0]["technologies"] = [{"tech": "T5-05", "used": [False]}]
    for s in p["seats"][1:]:
        s.update(money=40, qol=6, points={**s["points"], "income": 6})
    st = build(p)
    invest = QolInvest("T5-05", 0)

    def winners(*actions: Any) -> list[int]:
        end = st.clone()
        play(end, *actions)
        while not TC_RULES.is_over(end):  # the other seats finish their Maintenance
            play(end, Done())
        return TC_RULES.winners(end)

    assert winners(invest, Done()) == [0] and winners(Done()) != [0]
    good = judge(tc, st, 0, invest, setting)
    assert good is not None and not good.mistake and good.best == invest
    early = judge(tc, st, 0, Done(), setting)
    assert early is not None and early.mistake and early.best == invest
    assert early.made_value == 0.0
    made, best, why = _said(tc, st, early)
    assert made != best and why


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.id)
def test_a_move_judged_worse_is_flagged_and_the_best_one_is_not(info: GameInfo) -> None:
    """At seeded decisions: replaying the review's best move is never a mistake, and a move
    it judged at least FLAG worse is one, with that best move."""
    checked = 0
    for state, seat in decision_points(info, max(2, info.min_players), 5, every=4):
        made = info.rules.legal_actions(state)[-1]
        d = judge(info, state, seat, made)
        if d is None:
            continue
        again = judge(info, state, seat, d.best)
        assert again is not None and not again.mistake and again.loss < FLAG
        if d.mistake:
            assert d.loss >= FLAG and d.best != made
            checked += 1
        if checked >= 2:
            break
    assert checked, f"{info.id}: no seeded decision had a worse move to flag"


@pytest.mark.parametrize("info", HIDDEN, ids=lambda g: g.id)
def test_a_review_depends_only_on_what_the_seat_could_see(info: GameInfo) -> None:
    """The same decision in states that differ only in what the seat cannot see (the games'
    hand-written variants, never ``determinize``) is judged the same."""
    seen = 0
    for state, seat in decision_points(info, max(2, info.min_players), 11, every=5):
        made = info.rules.legal_actions(state)[0]
        expected = judge(info, state, seat, made)
        for variant in hidden_variants(info, state, seat)[:3]:
            assert judge(info, variant, seat, made) == expected
            seen += 1
        if seen >= 6:
            break
    assert seen


@pytest.mark.parametrize("info", HIDDEN, ids=lambda g: g.id)
def test_a_deep_review_depends_only_on_what_the_seat_could_see(info: GameInfo) -> None:
    """The deep setting's search samples its worlds from the seat's view: hidden variants
    of a decision get the same judgement."""
    for state, seat in decision_points(info, max(2, info.min_players), 12, every=7):
        variants = hidden_variants(info, state, seat)[:2]
        made = info.rules.legal_actions(state)[-1]
        expected = judge(info, state, seat, made, "deep")
        if not variants or expected is None:
            continue
        assert all(judge(info, v, seat, made, "deep") == expected for v in variants)
        return
    raise AssertionError(f"{info.id}: no decision with hidden variants to compare")


def test_a_deep_review_values_moves_with_the_hard_search() -> None:
    """Deep: a whole Machi Koro game, every move made among the search's root moves; the
    marks follow the values and the line ends on the final result."""
    match, start = _played(MK, seed=5)
    review = review_match(match, start, setting="deep")
    assert review.complete and review.setting == "deep" and review.decisions
    for d in review.decisions:
        assert d.mistake == (d.made != d.best and d.best_value - d.made_value >= FLAG)
        assert d.made == d.best or d.best_value >= d.made_value
        assert sum(d.after) == pytest.approx(1.0, abs=1e-3)
    assert review.final == review.series(0)[-1][1]
    assert review.to_json(MK.rules)["setting"] == "deep"


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.id)
def test_a_whole_game_reviewed_ends_on_the_final_scores(info: GameInfo) -> None:
    match, start = _played(info)
    review = review_match(match, start)
    assert review.seats == (0,) and review.complete
    assert review.decisions and all(d.seat == 0 for d in review.decisions)
    winners = info.rules.winners(match.state)
    assert [i for i, v in enumerate(review.final) if v > 0] == winners
    assert sum(review.final) == pytest.approx(1.0)
    assert review.series(0)[-1][1] == review.final
    marks = review.marks(0)
    assert len(marks) <= 3 and all(d.mistake for d in marks)
    assert [d.step for d in marks] == sorted(d.step for d in marks)
    worst = sorted((d.loss for d in review.decisions if d.mistake), reverse=True)[:3]
    assert sorted((d.loss for d in marks), reverse=True) == worst
    # plain data and back: the same review
    data = json.loads(json.dumps(review.to_json(info.rules)))
    assert Review.from_json(info.rules, data).decisions == review.decisions
    # a cancelled review stops and says so
    calls = []
    part = review_match(match, start, cancelled=lambda: len(calls) > 0,
                        progress=lambda done, total: calls.append((done, total)))
    assert not part.complete and len(calls) == 1


def test_review_command_prints_every_decision_and_json(tmp_path: Any, capsys: Any) -> None:
    match, _ = _played(MK, seed=4)
    path = save_match(match, tmp_path / "mk.json")
    assert review_cli.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ann builds" in out and "end of the game" in out
    assert review_cli.main([str(path), "--json", "--lang", "cs"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "machi_koro" and data["decisions"]
    row = data["decisions"][0]
    assert {"made", "best", "made_win", "best_win", "loss", "marked"} <= set(row)
    assert "Ann" in row["made"]
    assert review_cli.main([str(path), "--seat", "7"]) == 1
    assert "--seat 7 is not a seat" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    assert review_cli.main([str(tmp_path / "bad.json")]) == 1
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_the_replay_at_a_reviewed_akropolis_decision_shows_the_better_tile_on_its_spot() -> None:
    """Not playable there (a replay), the better placement still stands on the board."""
    from game.games.akropolis import GAME as AK
    from game.ui.table.harness import TableHarness

    match, start = _played(AK, seed=6)
    d = next(d for d in review_match(match, start).decisions if d.made != d.best)
    shown = match.truncated(d.step)
    h = TableHarness(AK, shown, viewer=d.seat, can_act=False)
    assert h.ui.show_hint(d.best)
    st = h.ui.state
    assert st.shown and st.preview == (d.best.q, d.best.r, d.best.rot)
    h.draw()
    h.ui.on_state_replaced()  # another move: the shown one goes
    assert not h.ui.state.shown and h.ui.state.preview is None
