"""The computer's review of a finished game: a win-chance graph per reviewed player, the moves
that cost the most marked on it, each with the move played, the computer's better move and
why; a mark or a row opens the replay at that decision with the better move shown.

The review (``game.ai.review``) runs on a worker thread with a progress bar and can be stopped
(Back, Esc or Stop); with ``app.stepped_ai`` (tests) it runs within a frame. A complete review
is kept in the save, so the game opens reviewed the next time. It judges each decision from
what that player could see then, like the computer players.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

import pygame

from game.ai.review import (
    DEFAULT_SETTING,
    FLAG,
    Decision,
    Review,
    cache_key,
    explain,
    review_match,
    states_at,
)
from game.engine import Match
from game.engine.protocol import Text
from game.ui import fonts
from game.ui.i18n import t, tn
from game.ui.scene import Scene
from game.ui.table import text as textkit
from game.ui.widgets import Button
from game.ui.widgets.choice import Choice
from game.ui.widgets.label import draw_text
from game.ui.widgets.scroll_list import ScrollList
from game.ui.widgets.win_chart import Mark, WinChart

from ..table_log import TableLog

log = logging.getLogger(__name__)


class _Job:
    """One review on a worker thread: progress and result are read by the scene each frame."""

    def __init__(self, match: Match, start: Any, seats: tuple[int, ...], setting: str) -> None:
        self.done = 0
        self.total = 0
        self.result: Review | None = None
        self.error: BaseException | None = None
        self.stop = threading.Event()
        self.finished = threading.Event()
        self.args = (match, start, seats, setting)

    def run(self) -> None:
        match, start, seats, setting = self.args
        try:
            self.result = review_match(match, start, seats, setting, progress=self.progress,
                                       cancelled=self.stop.is_set)
        except Exception as exc:  # noqa: BLE001 - shown as one line, the window goes on
            log.exception("review failed")
            self.error = exc
        finally:
            self.finished.set()

    def progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total


class ReviewScene(Scene):
    name = "review"

    def __init__(self, app: Any, match: Match) -> None:
        super().__init__(app)
        from game.persistence.saves import cached_review, start_state

        self.match = match
        self.start = start_state(match)
        self.names = [p.name for p in match.config.players]
        humans = tuple(i for i, p in enumerate(match.config.players) if p.is_human)
        self.seats = humans or tuple(range(len(self.names)))
        self.seat = self.seats[0]
        th = self.theme
        colours = [th.player_colour(match.info.seat_colour(p.colour, i))
                   for i, p in enumerate(match.config.players)]
        self.table_log = TableLog(match.rules, self.names, lambda seat: colours[seat])
        from game.engine.stats import round_counter

        self.by_rounds = round_counter(match.info) is not None
        x_label = "app.review.x_round" if self.by_rounds else "app.review.x_label"
        self.chart = WinChart(th, colours, x_label=t(x_label),
                              y_label=t("app.review.y_label"), on_mark=self.open_step)
        self.list = ScrollList(th, render=self.render_row, wrap=True, size=15, id="mistakes",
                               on_activate=self.open_row)
        self.seat_choice = Choice(th, list(self.seats), self.seat, self.set_seat,
                                  label=lambda s: t("app.review.seat", name=self.names[s]),
                                  id="seat", size=15)
        self.seat_choice.visible = len(self.seats) > 1
        self.back_button = Button(th, t("app.back"), self.back, id="back")
        self.stop_button = Button(th, t("app.review.stop"), self.stop, id="stop", colour=th.bad)
        self.deeper_button = Button(th, t("app.review.deeper"), self.deeper, id="deeper",
                                    tooltip=t("app.review.deeper_tip"))
        self.replay_button = Button(th, t("app.results.replay"), self.replay, id="replay")
        self.widgets = [self.chart, self.list, self.seat_choice, self.back_button,
                        self.stop_button, self.deeper_button, self.replay_button]
        self.review: Review | None = None
        self.job: _Job | None = None
        self.rows: list[tuple[Decision, str, str]] = []
        self.note = ""
        cached = cached_review(match)
        if cached is not None and cached.get("key") == cache_key(match):
            try:
                self.show(Review.from_json(match.rules, cached))
            except ValueError:
                log.warning("a cached review could not be read; reviewing again")
        if self.review is None:
            self.begin(DEFAULT_SETTING)
        self.refresh_buttons()

    # --- the work ---------------------------------------------------------------------------
    def begin(self, setting: str) -> None:
        self.job = _Job(self.match, self.start, self.seats, setting)
        self.note = ""
        if getattr(self.app, "stepped_ai", False):
            self.job.run()  # tests: within the frame, never waiting on a clock
        else:
            threading.Thread(target=self.job.run, name="review", daemon=True).start()
        self.refresh_buttons()

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None or not job.finished.is_set():
            return
        self.job = None
        if job.error is not None:
            self.note = t("app.review.failed", error=str(job.error))
        elif job.result is not None:
            self.show(job.result)
            if job.result.complete:
                self.keep(job.result)
            else:
                self.note = tn("app.review.stopped", job.total, done=job.done)
        self.refresh_buttons()

    def keep(self, review: Review) -> None:
        from game.persistence.saves import SaveError, keep_review

        data = {**review.to_json(self.match.rules), "key": cache_key(self.match)}
        try:
            keep_review(self.match, data)
        except SaveError as exc:  # the review stays on screen; only the cache is lost
            log.warning("review not kept in the save: %s", exc)

    def stop(self) -> None:
        if self.job is not None:
            self.job.stop.set()

    def deeper(self) -> None:
        if self.job is None:
            self.begin("deep")

    def back(self) -> None:
        self.stop()
        super().back()

    def leave(self) -> None:
        self.stop()

    def refresh_buttons(self) -> None:
        running = self.job is not None
        self.stop_button.visible = running
        self.deeper_button.visible = not running and (
            self.review is None or self.review.setting != "deep")
        self.chart.visible = self.review is not None
        self.list.visible = self.review is not None and bool(self.rows)

    # --- showing ----------------------------------------------------------------------------
    def show(self, review: Review) -> None:
        self.review = review
        self.set_seat(self.seat)

    def set_seat(self, seat: Any) -> None:
        self.seat = int(seat)
        review = self.review
        if review is None:
            return
        marks = review.marks(self.seat)
        index = {d.step: i for i, d in enumerate(review.of(self.seat))}
        states = states_at(self.match, self.start, [d.step for d in marks])
        self.rows = []
        chart_marks: list[Mark] = []
        for i, d in enumerate(marks, start=1):
            words = explain(self.match.info, states[d.step], d)
            made = self.say(words.made)
            best = self.say(words.best)
            why = self.say(words.why) if words.why is not None else ""
            better = t("app.review.best_why", move=best, why=why) if why else \
                t("app.review.best", move=best)
            head = t("app.review.mistake_head_round" if self.by_rounds else
                     "app.review.mistake_head", n=i, turn=d.turn,
                     loss=round(100 * d.loss))
            body = t("app.review.made", move=made) + "\n" + better
            self.rows.append((d, head, body))
            chart_marks.append(Mark(index[d.step], d.made_value, str(i), d.step,
                                    f"{head}\n{body}"))
        self.chart.points = review.series(self.seat)
        self.chart.focus_seat = self.seat
        self.chart.marks = chart_marks
        self.list.set_items(list(range(len(self.rows))))
        self.refresh_buttons()

    def say(self, text: Text | None) -> str:
        if text is None:
            return ""
        words = self.table_log.translate(text)
        return (words or "").rstrip(".")

    def render_row(self, index: int) -> list[tuple[str, Any]]:
        _, head, body = self.rows[index]
        return [(head, self.theme.accent)] + [(line, None) for line in body.split("\n")]

    def summary(self) -> str:
        review = self.review
        if review is None:
            return ""
        mine = review.of(self.seat)
        good = sum(1 for d in mine if not d.mistake)
        return tn("app.review.summary", len(mine), good=good)

    # --- to the replay ----------------------------------------------------------------------
    def open_row(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self.open_step(self.rows[index][0].step)

    def open_step(self, step: int) -> None:
        row = next((r for r in self.rows if r[0].step == step), None)
        if row is None:
            return
        d, head, body = row
        self.app.nav.go("replay", match=self.match, step=step, viewer=d.seat,
                        review_note=f"{head} {t('app.review.next')}\n{body}", show=d.best)

    def replay(self) -> None:
        self.app.nav.go("replay", match=self.match)

    # --- layout and drawing -----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        self.seat_choice.rect = f.rect(900, 20, 340, 40)
        self.chart.rect = f.rect(40, 110, 760, 520)
        self.list.rect = f.rect(820, 150, 420, 480)
        self.back_button.rect = f.rect(40, 650, 180, 48)
        self.replay_button.rect = f.rect(240, 650, 200, 48)
        self.stop_button.rect = f.rect(1040, 650, 200, 48)
        self.deeper_button.rect = f.rect(1040, 650, 200, 48)

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return super().on_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        px = th.px
        surface.fill(th.bg)
        f = self.frame()
        title = fonts.get(px(26), True)
        head = t("app.review.title", game=t(self.match.info.name_key))
        room = (self.seat_choice.rect.x if self.seat_choice.visible else f.rect(0, 0, 1240, 1).w) \
            - px(60)
        draw_text(surface, textkit.cut(head, title, room), title, th.accent, f.point(40, 18))
        sub = fonts.get(px(15))
        subtitle = t("app.review.subtitle", name=self.names[self.seat])
        draw_text(surface, textkit.cut(subtitle, sub, px(1200)), sub, th.text_dim, f.point(40, 62))
        if self.review is not None:
            setting = t(f"app.review.setting.{self.review.setting}")
            line = f"{setting} · {self.summary()}"
            draw_text(surface, textkit.cut(line, sub, px(1200)), sub, th.text, f.point(40, 84))
            if not self.rows:
                textkit.draw_block(surface, t("app.review.none", flag=round(100 * FLAG)),
                                   px(16), th.text, self.list.rect)
            else:
                small = fonts.get(px(14))
                draw_text(surface, textkit.cut(t("app.review.open_tip"), small, self.list.rect.w),
                          small, th.text_dim, (self.list.rect.x, self.list.rect.y - px(28)))
        job = self.job
        if job is not None:
            bar = f.rect(240, 330, 800, 28)
            pygame.draw.rect(surface, th.panel, bar, border_radius=px(6))
            share = job.done / job.total if job.total else 0.0
            fill = bar.inflate(-px(6), -px(6))
            fill.w = max(0, round(fill.w * share))
            pygame.draw.rect(surface, th.good, fill, border_radius=px(4))
            text = tn("app.review.running", job.total, done=job.done)
            draw_text(surface, textkit.cut(text, sub, bar.w), sub, th.text,
                      (bar.centerx, bar.y - px(10)), "midbottom")
        if self.note:
            textkit.draw_block(surface, self.note, px(16), th.bad, f.rect(240, 380, 800, 80))
        self.draw_widgets(surface)

    def animating(self) -> bool:
        return self.job is not None  # the progress bar moves on its own

    def signature(self) -> Any:
        job = self.job
        return (super().signature(), job.done if job else None, self.review is not None,
                self.note)
