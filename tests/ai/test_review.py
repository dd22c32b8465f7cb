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
from game.ai.review import FLAG, Review, judge, review_match
from game.cli import review as review_cli
from game.engine import GameInfo, Match, PlayerSpec, registry
from game.games.machi_koro.rules.actions import Build, BuildLandmark, BuildNothing
from game.persistence.saves import save_match
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


def test_the_winning_landmark_is_best_and_anything_else_is_a_mistake() -> None:
    """Machi Koro: 22 coins and three landmarks in the build step: the Radio Tower wins now;
    anything else lets the opponent, as ready, win on their turn."""
    ready = ("train_station", "shopping_mall", "amusement_park")
    s = setup(city(22, landmarks=ready), city(22, landmarks=ready), step="build", dice=[5])
    win = judge(MK, s, 0, BuildLandmark("radio_tower"))
    assert win is not None and win.best == BuildLandmark("radio_tower") and not win.mistake
    assert win.made_value > 0.99
    for worse in (Build("wheat_field"), BuildNothing()):
        d = judge(MK, s, 0, worse)
        assert d is not None and d.best == BuildLandmark("radio_tower")
        assert d.mistake and d.loss >= FLAG


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
