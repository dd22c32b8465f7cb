"""The review screen: opened from the results and from Load (finished games only), a graph and
the costliest mistakes with words, a mark or row opening the replay at that decision with the
review's note, the review kept in the save (opened at once the next time; a reader that does
not know reviews still loads the save), and the thread's Stop."""

from __future__ import annotations

import json
from typing import Any

from pydantic import create_model

from game.ai import make_player
from game.ai.arena import play_out
from game.engine import Match, PlayerSpec, registry
from game.persistence.model import SaveFile, SaveHeader
from game.persistence.saves import cached_review, load_match, save_match

FRAME = 1 / 60


def _finished(game_id: str = "machi_koro", seed: int = 4) -> Match:
    info = registry.get(game_id)
    seats = tuple(PlayerSpec("Ann" if i == 0 else "Bot", "human" if i == 0 else "normal")
                  for i in range(max(2, info.min_players)))
    match = Match.new(info, info.config(seats), seed)
    play_out(match, [make_player("easy" if i == 0 else "normal", info, i + 1)
                     for i in range(len(seats))])
    return match


def _frames(app: Any, n: int = 2) -> None:
    for _ in range(n):
        app.frame(FRAME)


def test_results_open_a_review_with_marks_that_open_the_replay(app: Any) -> None:
    match = _finished()
    path = save_match(match, None)
    results = app.nav.go("results", match=match)
    _frames(app)
    results.find("review").on_click()
    _frames(app)
    review = app.stack.top
    assert review.name == "review" and review.review is not None and review.job is None
    assert review.seats == (0,)
    assert review.chart.points and review.chart.points[-1][1] == review.review.final
    assert 1 <= len(review.rows) <= 3
    assert len(review.chart.marks) == len(review.rows)
    decision, head, body = review.rows[0]
    assert decision.mistake and "Ann" in body
    # the mark on the graph opens the replay at that decision, the review's words on it
    review.chart.on_mark(review.chart.marks[0].step)
    _frames(app)
    replay = app.stack.top
    assert replay.name == "replay" and replay.step == decision.step
    assert replay.review_note and head in replay.review_note
    app.stack.pop()
    # kept in the save: loaded again, the review is there and shows without working again
    loaded = load_match(path).match
    kept = cached_review(loaded)
    assert kept is not None and kept["decisions"]
    again = app.nav.go("review", match=loaded)
    assert again.job is None and again.review is not None
    assert [r[0] for r in again.rows] == [r[0] for r in review.rows]


def test_a_save_with_a_review_loads_in_a_reader_that_knows_no_reviews(app: Any) -> None:
    match = _finished(seed=5)
    path = save_match(match, None)
    app.nav.go("review", match=load_match(path).match)
    _frames(app)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "review" in data
    # the reader before reviews: the same model without the member (unknown keys ignored)
    fields = {k: (v.annotation, v) for k, v in SaveFile.model_fields.items()
              if k != "review" and k not in SaveHeader.model_fields}
    before = create_model("SaveFileBeforeReviews", __base__=SaveHeader, **fields)
    old = before.model_validate(data)
    assert old.actions == data["actions"]
    # and a save without a review is written as before: no member at all
    plain = save_match(_finished(seed=6), None)
    assert "review" not in json.loads(plain.read_text(encoding="utf-8"))


def test_load_offers_review_for_finished_games_only(app: Any) -> None:
    finished = save_match(_finished(seed=7), None)
    running = Match.new(registry.get("machi_koro"), registry.get("machi_koro").config(2), 3)
    running.play_chance()
    save_match(running, None)
    load = app.nav.go("load")
    _frames(app)
    seen = {}
    for i, s in enumerate(load.list.items):
        load.list.select(i)
        seen[s.path] = load.find("review").enabled
    assert seen[finished] is True and list(seen.values()).count(True) == 1
    load.list.select([s.path for s in load.list.items].index(finished))
    load.find("review").on_click()
    _frames(app)
    assert app.stack.top.name == "review" and app.stack.top.review is not None


def test_stop_ends_a_review_running_on_its_thread(threaded_app: Any) -> None:
    app = threaded_app
    match = _finished("twentieth_century", seed=3)
    review = app.nav.go("review", match=match)
    assert review.job is not None and review.find("stop").visible
    review.stop()
    review.job.finished.wait(60)  # the worker notices at its next decision
    _frames(app)
    assert review.job is None
    if review.review is not None and not review.review.complete:
        assert review.note  # "stopped after n of m decisions"
        assert cached_review(match) is None  # an incomplete review is never kept


def test_the_replay_at_a_reviewed_decision_shows_the_better_move_and_plays_nothing(app: Any) -> None:
    """Machi Koro: the better card is lit at the decision (the table drawn as for the seat
    about to decide); a click on it plays nothing (a replay); one step on, nothing is lit."""
    match = _finished()
    review = app.nav.go("review", match=match)
    _frames(app)
    decision = review.rows[0][0]
    review.open_row(0)
    _frames(app)
    replay = app.stack.top
    assert replay.ctx.can_act and replay.ui.state.hint is not None
    length = len(replay.view.log)
    clicks = replay.ui.clicks_for(decision.best) or []
    for pos in clicks:
        replay.ui.handle(__import__("pygame").event.Event(
            __import__("pygame").MOUSEBUTTONDOWN, pos=pos, button=1))
    assert len(replay.view.log) == length  # nothing was played
    replay.forward()
    assert not replay.ctx.can_act
