"""Help at the table: the Hint button and the guided first game's callouts.

:class:`TableHelp` belongs to one :class:`~game.app.scenes.table.TableScene` and only reads the
match; the game UI answers through ``GameUI.show_hint`` and ``GameUI.guide``.

- The Hint (``Settings.hints``, on by default) runs the ``normal`` player (:mod:`game.ai.hint`)
  on the table's worker-thread runner over the state the seat may see, then shows one line (the
  move and the game's reason: the points or resources it brings) at the foot of the log panel,
  never over the game's controls or another screen, until the position changes; and lets the
  UI show the move on the board.
- The guided first game (until ``Settings.guided`` names the game) shows the UI's callouts one at
  a time in the log panel, so the game's own clicks are never covered, with an arrow to what
  they explain.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine import CHANCE
from game.engine.protocol import Text
from game.ui import fonts
from game.ui.i18n import t
from game.ui.table import text as textkit
from game.ui.widgets import Button

from .players import SteppedThinker, Thinker

log = logging.getLogger(__name__)


class TableHelp:
    def __init__(self, table: Any) -> None:
        self.table = table
        th = table.theme
        settings = table.app.settings
        self.hint_button = Button(th, t("app.table.hint"), self.ask_hint, id="hint", size=14,
                                  tooltip=t("app.table.hint_tip"))
        self.hinter: Thinker | None = None
        """The normal player looking for the Hint on a worker thread."""
        self.hint: tuple[int, str] | None = None
        """(match version, line): the Hint shown for that position, one at a time."""
        self.guide_on = (bool(table.human_seats)
                         and table.info.id not in list(getattr(settings, "guided", [])))
        """A player's first game of this kind: callouts point at the table."""
        self.guide_seen: set[str] = set()
        self.callout: tuple[str, str, pygame.Rect] | None = None
        self.callout_box: tuple[pygame.Rect, list[str]] = (pygame.Rect(0, 0, 0, 0), [])
        self.guide_ok = Button(th, t("app.guide.ok"), self.next_callout, id="guide_ok", size=14,
                               colour=th.good)
        self.guide_stop = Button(th, t("app.guide.stop"), self.stop_guide, id="guide_stop",
                                 size=14)

    @property
    def widgets(self) -> list[Button]:
        return [self.hint_button, self.guide_ok, self.guide_stop]

    def refresh_texts(self) -> None:
        self.hint_button.text = t("app.table.hint")
        self.hint_button.tooltip = t("app.table.hint_tip")
        self.guide_ok.text, self.guide_stop.text = t("app.guide.ok"), t("app.guide.stop")

    def layout(self, hint_top_right: tuple[int, int]) -> None:
        px = self.table.theme.px
        w = max(px(84), fonts.get(px(14), True).size(self.hint_button.text)[0] + px(16))
        x, y = hint_top_right
        self.hint_button.rect = pygame.Rect(x - w, y, w, px(28))

    def signature(self) -> Any:
        return (self.callout[0] if self.callout else None, self.hint)

    def hint_box(self, panel: pygame.Rect) -> tuple[pygame.Rect, list[str]] | None:
        """Where the Hint's line goes at the foot of the log panel (``panel``), wrapped."""
        if self.hint is None:
            return None
        px = self.table.theme.px
        font = fonts.get(px(14))
        lines = textkit.wrap(self.hint[1], font, panel.w - px(24))
        h = len(lines) * font.get_linesize() + px(16)
        return pygame.Rect(panel.x, panel.bottom - h, panel.w, h), lines

    def acting(self) -> bool:
        """A human may act now (or roll with a dice button)."""
        table = self.table
        return bool(table.ctx.can_act or (table.match.current_player == CHANCE
                                          and table.ui_holds_chance()))

    def update(self) -> None:
        table = self.table
        if self.hint is not None and (self.hint[0] != table.match.version
                                      or table.match.is_over):
            self.hint = None  # the position moved on: the line is stale
            table.layout(table.size)
        self.hint_button.visible = bool(getattr(table.app.settings, "hints", False)
                                        and table.ctx.can_act and not table.match.is_over)
        self.hint_button.enabled = self.hinter is None
        self.collect_hint()
        self.update_guide()

    def leave(self) -> None:
        if self.hinter is not None:
            self.hinter.cancel(timeout=0.0)
            self.hinter = None

    def game_over(self) -> None:
        if self.guide_on:
            self.guide_given()  # a whole first game was guided: later ones are not

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_hint(surface)
        self.draw_callout(surface)

    def draw_hint(self, surface: pygame.Surface) -> None:
        box = self.hint_box(self.table.log_area())
        if box is None:
            return
        rect, lines = box
        th = self.table.theme
        px = th.px
        pygame.draw.rect(surface, th.panel_light, rect, border_radius=px(8))
        pygame.draw.rect(surface, th.good, rect, px(2), border_radius=px(8))
        font = fonts.get(px(14))
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, th.text),
                         (rect.x + px(12), rect.y + px(8) + i * font.get_linesize()))

    # --- the Hint ---------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """What the normal computer player would do for the seat on turn, off the UI thread
        and over the state that seat may see."""
        table = self.table
        seat = table.ctx.viewer
        if not self.hint_button.visible or self.hinter is not None or seat is None:
            return
        from game.ai.hint import Hinter

        try:
            hinter = Hinter(table.info, (table.match.seed + table.match.version) & 0xFFFFFFFF)
        except (KeyError, ValueError, NotImplementedError) as exc:
            table.app.toast(t("app.toast.ai_failed", name=t("app.table.hint"), error=str(exc)),
                            "error")
            return
        # A stepped app (tests) looks for the Hint at once, like its computer seats.
        kind = SteppedThinker if getattr(table.app, "stepped_ai", False) else Thinker
        self.hinter = kind(hinter, table.match.seen_by(seat).clone(), seat,
                           table.match.version).start()

    def collect_hint(self) -> None:
        hinter = self.hinter
        table = self.table
        if hinter is None or not hinter.done.is_set():
            return
        self.hinter = None
        if hinter.version != table.match.version or hinter.result is None:
            if hinter.error is not None:
                log.error("hint failed: %r", hinter.error)
            return  # the position moved on: the hint is stale
        try:
            table.ui.show_hint(hinter.result.action)  # e.g. the tile waiting on its spot
        except Exception:  # noqa: BLE001 - the line alone is still a hint
            log.exception("ui.show_hint failed")
        self.hint = (table.match.version, self.hint_line(hinter.result))
        table.layout(table.size)  # the log panel makes room for the line

    def words(self, text: Text) -> str | None:
        """A Text with seats named and nested Texts (a card's name) translated too."""
        args = {k: (self.words(v) or "") if isinstance(v, Text) else v
                for k, v in dict(text.args).items()}
        words: str | None = self.table.table_log.translate(Text(text.key, args))
        return words

    def hint_line(self, suggestion: Any) -> str:
        move = (self.words(suggestion.words) or "").rstrip(".")
        why = self.words(suggestion.reason) if suggestion.reason else None
        if why:
            return t("app.hint.line", move=move, why=why)
        return t("app.hint.plain", move=move)

    # --- the guided first game ----------------------------------------------------------------
    def update_guide(self) -> None:
        """The first callout of the game UI's not shown yet, while a human may act."""
        table = self.table
        callout = None
        if self.guide_on and self.acting() and table.app.stack.top is table:
            try:
                callouts = table.ui.guide()
            except Exception:  # noqa: BLE001 - a guide bug must not stop the game
                log.exception("ui.guide failed")
                callouts = []
            callout = next((c for c in callouts if c[0] not in self.guide_seen), None)
        self.callout = callout
        for button in (self.guide_ok, self.guide_stop):
            button.visible = callout is not None
        if callout is not None:
            self.place_callout(callout[1], callout[2])

    def place_callout(self, text: str, target: pygame.Rect) -> None:
        """The bubble in the log panel, level with ``target`` where it can be: it never covers
        the game (whose clicks stay the game's); an arrow points at the target."""
        table = self.table
        px = table.theme.px
        font = fonts.get(px(15))
        panel = table.log_panel().inflate(-px(16), -px(16))
        lines = textkit.wrap(text, font, panel.w - px(24))
        bubble = pygame.Rect(panel.x, 0, panel.w, len(lines) * font.get_linesize() + px(58))
        bubble.centery = target.centery
        bubble.clamp_ip(panel)
        self.callout_box = (bubble, lines)
        bh = px(28)
        self.guide_ok.rect = pygame.Rect(bubble.right - px(10) - px(96),
                                         bubble.bottom - px(8) - bh, px(96), bh)
        stop_w = max(px(120), fonts.get(px(14), True).size(self.guide_stop.text)[0] + px(16))
        self.guide_stop.rect = pygame.Rect(self.guide_ok.rect.x - px(8) - stop_w,
                                           self.guide_ok.rect.y, stop_w, bh)

    def next_callout(self) -> None:
        if self.callout is not None:
            self.guide_seen.add(self.callout[0])
        self.update_guide()

    def stop_guide(self) -> None:
        """No more tips, in this game or any other (Settings turns them on again)."""
        self.guide_on = False
        self.update_guide()
        from game.engine import registry

        remember = getattr(self.table.app, "remember", None)
        if remember is not None:
            remember(guided=[info.id for info in registry.all_games()])

    def guide_given(self) -> None:
        app = self.table.app
        guided = list(getattr(app.settings, "guided", []))
        remember = getattr(app, "remember", None)
        if self.table.info.id not in guided and remember is not None:
            remember(guided=[*guided, self.table.info.id])

    def draw_callout(self, surface: pygame.Surface) -> None:
        if self.callout is None:
            return
        th = self.table.theme
        px = th.px
        bubble, lines = self.callout_box
        target = self.callout[2]
        pygame.draw.rect(surface, th.accent, target.inflate(px(6), px(6)), px(3),
                         border_radius=px(8))
        end = (target.right + px(4), max(target.top, min(target.bottom, bubble.centery)))
        pygame.draw.line(surface, th.accent, (bubble.x, bubble.centery), end, px(3))
        pygame.draw.circle(surface, th.accent, end, px(5))
        pygame.draw.rect(surface, th.panel_light, bubble, border_radius=px(8))
        pygame.draw.rect(surface, th.accent, bubble, px(2), border_radius=px(8))
        font = fonts.get(px(15))
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, th.text),
                         (bubble.x + px(12), bubble.y + px(10) + i * font.get_linesize()))
        self.guide_ok.draw(surface)
        self.guide_stop.draw(surface)
