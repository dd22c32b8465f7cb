"""Replay: a saved or finished game move by move, with the board and the log as they were.

The game is rebuilt from its action log (``game.engine.timeline``); the game's own UI draws the
state after move ``n`` and the log shows the lines written up to it. While the game is not
over, everything is seen through one viewer's eyes (a seat or the public): the board as
``Rules.redact`` gives it and the log through ``Event.for_viewer``, exactly as at the table.
Once the game is over nothing is secret any more: the real state and every line in full.

Keys: Left/Right a move, PageUp/PageDown (or Up/Down) a round, Home/End, Space plays, Esc back.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine import Match, Text
from game.engine.protocol import Action, Viewer
from game.engine.timeline import Timeline
from game.ui import fonts
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.table import text as textkit
from game.ui.table.contract import GameUI, TableContext, draw_game
from game.ui.widgets import Button, Choice, ScrollList
from game.ui.widgets.base import Widget
from game.ui.widgets.label import draw_text

from ..game_ui_loader import make_ui
from ..table_log import ALL, EVERYONE, TableLog

log = logging.getLogger(__name__)

BANNER_H = 56
LOG_W = 300
BAR_H = 60
REVIEW_NOTE_H = 250
"""Height of the review's words above the log, when the replay was opened from a review."""
PLAY_EVERY = 0.7
"""Seconds per move while the replay plays by itself."""
PUBLIC = "public"
"""The viewer choice for the public (``None`` cannot be told from "no choice")."""


class OpenMatch(Match):
    """A match whose ``seen_by`` shows the real state when ``reveal`` is set: a finished game
    hides nothing (views still draw from ``ctx.state``)."""

    def seen_by(self, viewer: Viewer) -> Any:
        return self.state if self.reveal else super().seen_by(viewer)


class Slider(Widget):
    """A track with a knob for a whole number from 0 to ``maximum``; click or drag."""

    def __init__(self, theme: Any, maximum: int, on_change: Any, *, id: str = "slider") -> None:
        super().__init__(theme, id=id)
        self.maximum = max(0, maximum)
        self.value = 0
        self.on_change = on_change
        self.dragging = False
        self.marks: list[int] = []
        """Values drawn as ticks (the starts of rounds)."""

    def value_at(self, x: int) -> int:
        track = self.rect.inflate(-self.px(16), 0)
        if self.maximum == 0 or track.w <= 0:
            return 0
        return max(0, min(self.maximum, round((x - track.x) / track.w * self.maximum)))

    def x_of(self, value: int) -> int:
        track = self.rect.inflate(-self.px(16), 0)
        return track.x + (round(value / self.maximum * track.w) if self.maximum else 0)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.on_change(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.on_change(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        y = self.rect.centery
        track = self.rect.inflate(-self.px(16), 0)
        pygame.draw.line(surface, th.border, (track.x, y), (track.right, y), self.px(4))
        for m in self.marks:
            x = self.x_of(m)
            pygame.draw.line(surface, th.panel_light, (x, y - self.px(7)), (x, y + self.px(7)), 1)
        x = self.x_of(self.value)
        pygame.draw.line(surface, th.accent, (track.x, y), (x, y), self.px(4))
        pygame.draw.circle(surface, th.accent if self.dragging or self.hovered else th.highlight,
                           (x, y), self.px(9))


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app: Any, match: Match, *, start: Any = None, step: int | None = None,
                 viewer: Viewer | str = PUBLIC, review_note: str | None = None,
                 show: Action | None = None) -> None:
        """``review_note`` and ``show``: opened from the review at a decision, the note says
        what was played and what would have been better, and the board shows that move
        (the game UI's hint display) while the replay stands at that decision."""
        super().__init__(app)
        from game.persistence.saves import start_state

        self.source = match
        self.info = match.info
        self.names = [p.name for p in match.config.players]
        begin = start if start is not None else start_state(match)
        self.timeline = Timeline.of(match, begin)
        self.over = match.is_over
        self.view = OpenMatch(match.info, match.config, match.seed, begin.clone(), [])
        self.view.reveal = self.over
        th = self.theme
        humans = [i for i, p in enumerate(match.config.players) if p.is_human]
        if viewer == PUBLIC and len(humans) == 1:
            viewer = humans[0]
        self.viewer: Viewer = None if viewer in (PUBLIC, None, ALL) else int(viewer)
        self.ctx = TableContext(
            info=self.info, match=self.view, theme=th, viewer=self.viewer, can_act=False,
            submit=self.read_only, names=tuple(self.names), show_tooltip=self._show_tooltip,
            is_human=lambda seat: seat in humans)
        self.ui: GameUI
        self.ui, _ = make_ui(self.ctx)
        self.table_log = TableLog(match.rules, self.names, self.ctx.colour,
                                  th.text_dim, limit=self.timeline.length + 2)
        self.table_log.add_note(Text("app.log.started", {"game": Text(self.info.name_key)}),
                                th.text_dim)
        self.table_log.replay(begin, match.log)
        self.frame_tooltip: tuple[str, tuple[int, int]] | None = None
        self.playing = False
        self.play_clock = 0.0
        self.step = -1

        # Clicking a line of the log goes back to its move (the log is the move list).
        self.log_list = ScrollList(th, render=lambda item: [item[:2]], selectable=False,
                                   wrap=True, size=14, id="moves")
        self.slider = Slider(th, self.timeline.length, self.go_to)
        self.slider.marks = self.timeline.round_starts(len(self.names))
        choices: list[Any] = [PUBLIC, *self.viewer_seats(humans)]
        if self.viewer is not None and self.viewer not in choices:
            choices.append(self.viewer)  # asked for by name (the replay command)
        self.viewer_choice = Choice(th, choices, PUBLIC if self.viewer is None else self.viewer,
                                    self.set_viewer, label=self.viewer_label, id="viewer",
                                    size=15, tooltip=t("app.replay.viewer_tip"))
        self.buttons = {
            "first": Button(th, "|<", self.first, id="first", size=16,
                            tooltip=t("app.replay.first_tip")),
            "round_back": Button(th, "<<", self.round_back, id="round_back", size=16,
                                 tooltip=t("app.replay.round_back_tip")),
            "back": Button(th, "<", self.back_one, id="step_back", size=16,
                           tooltip=t("app.replay.back_tip")),
            "play": Button(th, t("app.replay.play"), self.toggle_play, id="play", size=15),
            "forward": Button(th, ">", self.forward, id="step_forward", size=16,
                              tooltip=t("app.replay.forward_tip")),
            "round_forward": Button(th, ">>", self.round_forward, id="round_forward", size=16,
                                    tooltip=t("app.replay.round_forward_tip")),
            "last": Button(th, ">|", self.last, id="last", size=16,
                           tooltip=t("app.replay.last_tip")),
        }
        self.close_button = Button(th, t("app.back"), self.close, id="back", size=15)
        self.results_button = Button(th, t("app.table.results"), self.results, id="results",
                                     size=15, colour=th.good)
        self.results_button.visible = self.over
        self.widgets = [self.log_list, self.slider, self.viewer_choice, *self.buttons.values(),
                        self.close_button, self.results_button]
        self.review_note = review_note
        self.review_step = step
        self.review_move = show
        self.go_to(self.timeline.length if step is None else step)

    # --- moving ------------------------------------------------------------------------------
    def go_to(self, n: int) -> None:
        n = max(0, min(n, self.timeline.length))
        if n == self.step:
            return
        self.step = n
        self.view.state = self.timeline.state_at(n)
        self.view.log = self.timeline.entries[:n]
        self.view.touched()
        try:
            self.ui.on_state_replaced()
        except Exception:  # noqa: BLE001 - a UI bug must not stop the replay
            log.exception("ui.on_state_replaced failed")
        at_review = self.review_move is not None and n == self.review_step
        # At the reviewed decision the table is drawn as for the seat about to decide, with
        # the better move shown as the Hint shows it; every click still goes to read_only.
        self.ctx.can_act = at_review and self.viewer is not None
        if at_review:
            self.view.touched()
            try:
                self.ui.show_hint(self.review_move)  # the better move, on the board
            except Exception:  # noqa: BLE001 - the note still says it
                log.exception("ui.show_hint failed")
        self.slider.value = n
        if n >= self.timeline.length:
            self.playing = False
        self.show_log()
        self.refresh_buttons()

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.timeline.length)

    def back_one(self) -> None:
        self.go_to(self.step - 1)

    def forward(self) -> None:
        self.go_to(self.step + 1)

    def round_back(self) -> None:
        self.go_to(self.timeline.previous_round(self.step, len(self.names)))

    def round_forward(self) -> None:
        self.go_to(self.timeline.next_round(self.step, len(self.names)))

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.timeline.length:
            self.go_to(0)
        self.playing = not self.playing
        self.play_clock = 0.0
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        at_start, at_end = self.step <= 0, self.step >= self.timeline.length
        for key in ("first", "round_back", "back"):
            self.buttons[key].enabled = not at_start
        for key in ("forward", "round_forward", "last"):
            self.buttons[key].enabled = not at_end
        self.buttons["play"].text = t("app.replay.pause" if self.playing else "app.replay.play")

    # --- who looks ----------------------------------------------------------------------------
    def viewer_seats(self, humans: list[int]) -> list[int]:
        """Seats whose eyes the screen may lend: any once the game is over; while it runs only
        the one human's (in hot seat nobody knows who holds the device, as at the table)."""
        if self.over:
            return list(range(len(self.names)))
        return humans if len(humans) == 1 else []

    def viewer_label(self, value: Any) -> str:
        if value == PUBLIC:
            return t("app.replay.everyone") if self.over else t("app.replay.public")
        return t("app.replay.as_seat", name=self.names[value])

    def set_viewer(self, value: Any) -> None:
        self.viewer = None if value == PUBLIC else int(value)
        self.ctx.viewer = self.viewer
        self.view.touched()
        try:
            self.ui.on_state_replaced()
        except Exception:  # noqa: BLE001
            log.exception("ui.on_state_replaced failed")
        self.show_log()

    def log_key(self) -> Viewer | str:
        return ALL if self.over else self.viewer

    def show_log(self) -> None:
        """The lines written up to the current move, each item knowing its move."""
        key = self.log_key()
        items: list[tuple[str, Any, int]] = []
        self.table_log.lines(key)  # words ALL lines the first time they are asked for
        for n, entry in enumerate(self.table_log.entries[:self.step + 1]):
            for text, colour in entry.lines.get(key, entry.lines.get(EVERYONE, [])):
                items.append((text, colour, n))
        self.log_list.set_items(items, keep_end=True)
        self.log_list.scroll_to_end()

    def log_picked(self, index: int) -> None:
        items = self.log_list.items
        if 0 <= index < len(items):
            self.go_to(items[index][2])

    # --- leaving --------------------------------------------------------------------------------
    def read_only(self, action: Any) -> None:
        self.app.toast(t("app.replay.read_only"), "warning")

    def close(self) -> None:
        self.app.stack.pop()

    def results(self) -> None:
        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 else None
        if below is not None and below.name == "results" and \
                getattr(below, "match", None) is self.source:
            self.close()
            return
        self.app.nav.replace("results", match=self.source)

    def on_key(self, event: pygame.event.Event) -> bool:
        keys = {pygame.K_LEFT: self.back_one, pygame.K_RIGHT: self.forward,
                pygame.K_PAGEUP: self.round_back, pygame.K_UP: self.round_back,
                pygame.K_PAGEDOWN: self.round_forward, pygame.K_DOWN: self.round_forward,
                pygame.K_HOME: self.first, pygame.K_END: self.last,
                pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.close}
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    # --- frame --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.log_list.rect.collidepoint(event.pos) \
                and not self.log_list.track().collidepoint(event.pos):
            index = self.log_list.index_at(event.pos)
            if index is not None:
                self.log_picked(index)
                return True
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                return True
        if event.type == pygame.KEYDOWN and self.on_key(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is not None and self.ui.rect.collidepoint(pos) and event.type == pygame.MOUSEMOTION:
            try:
                return bool(self.ui.handle(event))  # hover tooltips; clicks submit nothing
            except Exception:  # noqa: BLE001
                log.exception("ui.handle failed")
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        try:
            self.ui.update(dt)
        except Exception:  # noqa: BLE001
            log.exception("ui.update failed")
        if self.playing:
            self.play_clock += dt
            if self.play_clock >= PLAY_EVERY:
                self.play_clock = 0.0
                self.forward()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        px = self.theme.px
        w, h = size
        bh, lw, bar = px(BANNER_H), px(LOG_W), px(BAR_H)
        self.close_button.rect = pygame.Rect(w - px(8) - px(96), px(9), px(96), bh - px(18))
        self.results_button.rect = pygame.Rect(self.close_button.rect.x - px(8) - px(110), px(9),
                                               px(110), bh - px(18))
        right = self.results_button.rect.x if self.over else self.close_button.rect.x
        cw = px(230)
        self.viewer_choice.rect = pygame.Rect(right - px(10) - cw, px(11), cw, bh - px(22))
        note_h = px(REVIEW_NOTE_H) if getattr(self, "review_note", None) else 0
        self.note_rect = pygame.Rect(w - lw + px(8), bh + px(40), lw - px(16), note_h)
        self.log_list.rect = pygame.Rect(w - lw + px(8), bh + px(40) + note_h, lw - px(16),
                                         h - bh - bar - px(48) - note_h)
        y = h - bar + px(10)
        x = px(12)
        bw = px(44)
        for key, button in self.buttons.items():
            width = px(92) if key == "play" else bw
            button.rect = pygame.Rect(x, y, width, bar - px(20))
            x += width + px(6)
        self.move_label_x = x + px(8)
        label_w = px(170)
        self.slider.rect = pygame.Rect(self.move_label_x + label_w, y, w - px(16)
                                       - (self.move_label_x + label_w), bar - px(20))
        self.ui.layout(pygame.Rect(0, bh, w - lw, h - bh - bar))

    def _show_tooltip(self, text: str, pos: tuple[int, int]) -> None:
        self.frame_tooltip = (text, pos)

    def draw_review_note(self, surface: pygame.Surface) -> None:
        """The review's words for its decision above the log (never over the board): lit
        while the replay stands at that decision."""
        th = self.theme
        px = th.px
        box = self.note_rect
        here = self.step == self.review_step
        pygame.draw.rect(surface, th.panel_light, box, border_radius=px(6))
        pygame.draw.rect(surface, th.accent if here else th.border, box, px(2),
                         border_radius=px(6))
        textkit.draw_block(surface, self.review_note or "", px(15),
                           th.text if here else th.text_dim, box.inflate(-px(16), -px(12)))

    def move_text(self) -> str:
        return t("app.replay.move", n=self.step, total=self.timeline.length)

    def turn_text(self) -> str:
        return t("app.replay.turn", turn=self.timeline.turn_of(self.step))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        px = th.px
        surface.fill(th.bg)
        self.frame_tooltip = None
        try:
            draw_game(self.ui, surface)
        except Exception as exc:  # noqa: BLE001 - say so in the area, keep the controls
            log.exception("ui.draw failed")
            draw_text(surface, f"{type(exc).__name__}: {exc}", fonts.get(px(16)), th.bad,
                      self.ui.rect.center, "center")
        w, h = surface.get_size()
        banner = pygame.Rect(0, 0, w, px(BANNER_H))
        pygame.draw.rect(surface, th.panel, banner)
        pygame.draw.line(surface, th.border, banner.bottomleft, banner.bottomright)
        room = self.viewer_choice.rect.x - px(28)
        title = fonts.get(px(19), True)
        head = t("app.replay.title", game=t(self.info.name_key))
        draw_text(surface, textkit.cut(head, title, room), title, th.text,
                  (px(16), px(8)))
        sub = fonts.get(px(14))
        note = t("app.replay.all_shown") if self.over else t("app.replay.as_seen")
        draw_text(surface, textkit.cut(note, sub, room), sub, th.text_dim, (px(16), px(32)))
        side = pygame.Rect(w - px(LOG_W), banner.bottom, px(LOG_W), h - banner.bottom - px(BAR_H))
        pygame.draw.rect(surface, th.panel, side)
        pygame.draw.line(surface, th.border, side.topleft, side.bottomleft)
        surface.blit(fonts.get(px(17), True).render(t("app.table.log"), True, th.accent),
                     (side.x + px(12), side.y + px(10)))
        if self.review_note:
            self.draw_review_note(surface)
        bar = pygame.Rect(0, h - px(BAR_H), w, px(BAR_H))
        pygame.draw.rect(surface, th.panel, bar)
        pygame.draw.line(surface, th.border, bar.topleft, bar.topright)
        label = fonts.get(px(15), True)
        small = fonts.get(px(13))
        draw_text(surface, self.move_text(), label, th.text, (self.move_label_x, bar.y + px(10)))
        draw_text(surface, self.turn_text(), small, th.text_dim, (self.move_label_x, bar.y + px(32)))
        self.draw_widgets(surface)
        if self.frame_tooltip:
            from game.ui.widgets.tooltip import draw_tooltip

            draw_tooltip(surface, th, *self.frame_tooltip)

