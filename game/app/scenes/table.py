"""The table: hosts one game's GameUI with a turn banner, a game log and a menu.

The table owns the :class:`Match` and is the only code that changes it, always on the main
thread: human clicks arrive through ``ctx.submit``, chance outcomes are sampled once the UI's
animations are done, and computer seats think on a worker thread over a clone of the state
(:class:`~game.app.players.Thinker`); their move is applied here after the AI-speed pause.
Every applied action is autosaved to the game's own file.

What a game UI (``GameInfo.ui``) can rely on, beyond ``game/ui/gameui.py``:

- ``layout(rect)`` gets the area left of the log and under the banner, in window pixels
  (at 1280x720: x 0..980, y 56..720); sizes scale with ``ctx.theme.px`` and fonts with
  ``fonts.get(ctx.theme.px(size))``. Drawing is clipped to that area.
- ``handle`` receives key events and mouse events inside the area (plus every button release).
  Ctrl+S, Ctrl+Z, F1 and Esc are taken by the table first.
- ``ctx.viewer`` is the seat whose private view may be drawn (None: public only) and
  ``ctx.can_act`` says whether a click may submit. ``ctx.submit`` with an illegal action shows
  the engine's reason as a notice; nothing is raised back.
- ``ctx.state`` is ``match.seen_by(ctx.viewer)``: the state as the viewer may know it
  (``Rules.redact``); views draw it and controllers ask it, keyed on ``ctx.version``.
- ``on_events`` is called after every applied action, chance outcomes included
  (``actor == CHANCE``), with the events as the viewer who watches next may know them (the
  public while a hand-off is up) and the action only if that viewer may know it. While
  ``busy()`` is True the table waits before the next chance outcome or computer move (at
  most BUSY_LIMIT seconds).
- The log (``game/app/table_log.py``) shows each viewer only its own lines: events through
  ``Event.for_viewer`` and ``Rules.event_text``, an action without a visible event through
  ``Rules.action_text`` or "made a choice"; never raw data. A UI that still overrides the
  deprecated ``describe`` words the (already filtered) events itself.
- ``on_state_replaced`` after undo; loading a save builds a new table and a new UI.
- ``clicks_for`` is replayed by ``smoke`` as one mouse move + press + release per point, one
  frame each, so a multi-click action may change the UI's selection state between points.
- An exception in the UI's ``draw`` swaps in the generic UI (with a notice); one in ``handle``
  is shown as a notice.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from game.engine import CHANCE, Action, Event, IllegalAction, Match, Rng, Text
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.table import text as textkit
from game.ui.table.contract import BANNER_H, LOG_W, TableContext, draw_game, game_rect
from game.ui.table.handoff import Seating
from game.ui.widgets import Button, Dialog, ScrollList

from .. import storage_errors
from ..game_ui_loader import make_ui
from ..generic_ui import GenericUI
from ..players import SteppedThinker, Thinker, kind_label, make_player
from ..table_help import TableHelp
from ..table_log import ActionWords, TableLog, seen_by

log = logging.getLogger(__name__)

MAX_LOG = 500
BUSY_LIMIT = 8.0
"""A UI busy for longer than this is ignored, so a stuck animation cannot stall the game."""


class TableScene(Scene):
    name = "table"

    def __init__(self, app: Any, match: Match, *, save_path: Path | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.info = match.info
        self.names = [p.name for p in match.config.players]
        self.human_seats = [i for i, p in enumerate(match.config.players) if p.is_human]
        self.players: dict[int, Any] = {}
        self.thinker: Thinker | None = None
        self.save_path = save_path
        # A hot-seat game starts with a hand-off: nobody knows who holds the device.
        self.seating = Seating(self.human_seats, unknown_holder=True)
        self.handoff: Any = None
        self.human_acting: int | str | None = None
        """The human seat that may act now, or "roll" while a human's dice button waits:
        the turn chime plays when it changes (not from the roll to that turn's decisions)."""
        self.clock = 0.0
        self.busy_time = 0.0
        self.busy_warned = False
        self.fallback_rng = Rng(match.seed ^ 0x5EED)
        self.save_failed = False
        self.draw_errors: list[str] = []
        self.frame_tooltip: tuple[str, tuple[int, int]] | None = None
        self.log_lines: list[tuple[str, Any]] = []
        self.log_upto = 0
        """Entries whose lines show: a move's lines wait until its steps have played."""
        self.log_viewer: int | None = None
        self.ctx = TableContext(
            info=self.info, match=match, theme=self.theme, viewer=None, can_act=False,
            submit=self.submit, names=tuple(self.names), show_tooltip=self._show_tooltip,
            play_chance=self.play_held_chance, is_human=self.seat_is_human,
            notify=lambda text, kind: self.app.toast(text, kind), sound=self.sound,
            ai_delay=app.ai_delay)
        self.ui, self.ui_fallback = make_ui(self.ctx)
        th = self.theme
        self.table_log = TableLog(match.rules, self.names, self.ctx.colour,
                                  th.text_dim, MAX_LOG)
        self.log_list = ScrollList(th, render=lambda line: [line], selectable=False, wrap=True,
                                   size=14, id="log")
        self.buttons = {
            "save": Button(th, t("app.table.save"), self.save, id="save", size=15,
                           tooltip=t("app.table.save_tip")),
            "load": Button(th, t("app.table.load"), self.open_load, id="load", size=15),
            "rules": Button(th, t("app.table.rules"), self.open_rules, id="rules", size=15,
                            tooltip=t("app.table.rules_tip")),
            "undo": Button(th, t("app.table.undo"), self.undo, id="undo", size=15,
                           tooltip=t("app.table.undo_tip")),
            "settings": Button(th, t("app.table.settings"), self.open_settings, id="settings",
                               size=15, tooltip=t("app.table.settings_tip")),
            "menu": Button(th, t("app.table.menu"), self.ask_menu, id="menu", size=15),
            # The final board stays up until the player asks for the results.
            "results": Button(th, t("app.table.results"), self.show_results, id="results",
                              size=15, colour=th.good, tooltip=t("app.table.results_tip")),
        }
        self.buttons["results"].visible = False
        self.help = TableHelp(self)
        """The Hint button and the guided first game (game/app/table_help.py)."""
        self.widgets = [self.log_list, *self.buttons.values(), *self.help.widgets]
        if save_path is not None:
            self.rebuild_log()
        else:
            self.add_log(Text("app.log.started", {"game": Text(self.info.name_key)}), th.text_dim)

    # --- life cycle ------------------------------------------------------------------
    def enter(self) -> None:
        if self.ui_fallback and self.info.ui and self.info.id not in self.app.ui_warned:
            self.app.ui_warned.add(self.info.id)  # once per game and session
            self.app.toast(t("app.toast.ui_fallback", reason=self.ui_fallback), "warning")
        if self.save_path is None and self.match.log:
            self.autosave()  # a game left before its first move leaves no file behind
        self.refresh_view()

    def leave(self) -> None:
        self.stop_thinking()
        self.help.leave()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        px = self.theme.px
        w, h = size
        bh = px(BANNER_H)
        gap = px(8)
        font = fonts.get(px(15), True)
        x = w - gap
        for key in ("menu", "settings", "undo", "rules", "load", "save"):
            button = self.buttons[key]
            bw = max(px(84), font.size(button.text)[0] + px(16))  # a long word is never cut
            x -= bw
            button.rect = pygame.Rect(x, px(9), bw, bh - px(18))
            x -= gap
        rw = px(110)
        self.buttons["results"].rect = pygame.Rect(x - rw, px(9), rw, bh - px(18))
        area = self.log_area()
        hint = self.help.hint_box(area)
        bottom = hint[0].top - px(6) if hint is not None else area.bottom
        self.log_list.rect = pygame.Rect(area.x, area.y, area.w, bottom - area.y)
        self.help.layout((w - px(8), bh + px(6)))
        self.ui.layout(game_rect(size, self.theme))

    # --- who sees what ---------------------------------------------------------------
    def seat_is_human(self, seat: int) -> bool:
        return seat in self.human_seats

    def sound(self, name: str) -> None:
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.play(name)

    def refresh_view(self) -> None:
        """Set ``ctx.viewer``/``ctx.can_act`` for the position; push the hand-off screen
        before showing a different human's private view."""
        self._choose_viewer()
        held = self.match.current_player == CHANCE and self.ui_holds_chance()
        acting: int | str | None = "roll" if held else (
            self.ctx.viewer if self.ctx.can_act else None)
        if acting is not None and acting != self.human_acting and self.human_acting != "roll":
            self.sound("turn")  # a human's turn begins (its dice button counts as the start)
        self.human_acting = acting
        if self.log_viewer != self.ctx.viewer:
            self.show_log()  # a new viewer reads their own log

    def _choose_viewer(self) -> None:
        view = self.seating.decide(self.match, self.ctx.viewer, self.busy())
        if view.handoff is not None:
            self.ctx.viewer, self.ctx.can_act = None, False
            self.push_handoff(view.handoff)
            return
        self.ctx.viewer, self.ctx.can_act = view.viewer, view.can_act

    def push_handoff(self, seat: int) -> None:
        if self.handoff is not None and self.handoff in self.app.stack.scenes:
            return
        spec = self.match.config.players[seat]
        self.handoff = self.app.nav.go("handoff", seat=seat, player_name=spec.name,
                                       colour=self.ctx.colour(seat),
                                       on_ready=lambda: self.show_seat(seat),
                                       on_menu=self.to_menu)

    def show_seat(self, seat: int) -> None:
        """The hand-off was confirmed: ``seat``'s view is shown."""
        self.handoff = None
        view = self.seating.ready(self.match, seat)
        self.ctx.viewer, self.ctx.can_act = view.viewer, view.can_act
        self.show_log()

    # --- playing ---------------------------------------------------------------------
    def submit(self, action: Action) -> None:
        """From the game UI: a human's decision."""
        if not self.ctx.can_act or self.match.current_player != self.ctx.viewer:
            self.app.toast(t("app.toast.not_your_turn"), "warning")
            return
        self.apply(self.ctx.viewer, action)

    def apply(self, actor: int, action: Action) -> bool:
        # The words of an action come from the state before it.
        words = self.table_log.words_before(self.match.state, actor, action)
        reveal = self._reveals(action)
        try:
            events = self.match.play(action)
        except IllegalAction as exc:
            self.app.toast(t("app.toast.illegal", reason=i18n.reason(exc.reason)), "error")
            return False
        if reveal:
            self.seating.reveal()
        self.after_action(actor, action, events, words)
        return True

    def _reveals(self, action: Action) -> bool:
        try:
            return bool(self.match.rules.reveals_information(self.match.state, action))
        except Exception:  # noqa: BLE001 - a rules bug must not lose the move
            log.exception("reveals_information failed")
            return False

    def play_chance(self) -> None:
        action, events = self.match.play_chance()
        self.after_action(CHANCE, action, events, None)

    def play_held_chance(self) -> None:
        """From the game UI: a human clicked the dice button of a held chance step."""
        if self.match.current_player == CHANCE and self.app.stack.top is self:
            self.play_chance()

    def after_action(self, actor: int, action: Action, events: list[Event],
                     words: ActionWords | None) -> None:
        self.log_action(actor, action, events, words)
        self.autosave()
        # Who watches next (a hand-off shows the public) decides what the animations show;
        # a revealed secret step is watched by everybody (the next frames hand over after).
        if self.seating.watching:
            self.ctx.viewer, self.ctx.can_act = None, False
            self.show_log()
        else:
            self.refresh_view()
        viewer = self.ctx.viewer
        seen = [s for s in (seen_by(e, viewer) for e in events) if s is not None]
        shown = action if words is not None and (
            words.visible_to is None or viewer in words.visible_to) else None
        try:
            self.ui.on_events(actor, shown, seen)
        except Exception:  # noqa: BLE001 - an animation bug must not lose the move
            log.exception("ui.on_events failed")
        self.catch_up_log()

    def player_for(self, seat: int) -> Any:
        player = self.players.get(seat)
        if player is None:
            kind = self.match.config.players[seat].kind
            seed = (self.match.seed * 1_000_003 + seat * 7919 + 17) & 0xFFFFFFFF
            player = make_player(kind, self.info, seed, self.app.settings.think_ms)
            self.players[seat] = player
        return player

    def stop_thinking(self) -> None:
        if self.thinker is not None:
            # Closing the window never waits for a long (``hard``) decision to wind down.
            self.thinker.cancel(timeout=0.0 if getattr(self.app, "closing", False) else 1.0)
            # A cancelled player may keep its stop flag (or a late thread): use a fresh one.
            self.players.pop(self.thinker.seat, None)
            self.thinker = None

    def drive_computer(self, seat: int) -> None:
        thinker = self.thinker
        if thinker is None:
            kind = SteppedThinker if getattr(self.app, "stepped_ai", False) else Thinker
            self.thinker = kind(self.player_for(seat), self.match.state.clone(), seat,
                                self.match.version, self.clock).start()
            return
        if thinker.seat != seat or thinker.version != self.match.version:
            self.stop_thinking()  # the position changed under it (undo, load)
            return
        if not thinker.done.is_set() or self.clock - thinker.started_at < self.app.ai_delay() \
                or self.busy():
            return
        self.thinker = None
        action = thinker.result
        if thinker.error is not None:
            log.error("computer seat %s failed: %r", seat, thinker.error)
            self.app.toast(t("app.toast.ai_failed", name=self.names[seat],
                             error=str(thinker.error)), "error")
            action = None
        if action is None or not self.apply(seat, action):
            # Never stall the game on a broken player: play a random legal move instead.
            self.apply(seat, self.match.rules.sample_action(self.match.state, self.fallback_rng))

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        if self.draw_errors and not isinstance(self.ui, GenericUI):
            self.app.toast(t("app.toast.ui_fallback", reason=self.draw_errors[0]), "error")
            self.ui = GenericUI(self.ctx)
            self.ui.layout(game_rect(self.size, self.theme))
            self.draw_errors.clear()
        self.ui.update(dt)
        self.busy_time = self.busy_time + dt if self.ui.busy() else 0.0
        self.catch_up_log()
        self.refresh_view()
        self.buttons["undo"].enabled = self.undo_seat() is not None
        self.help.update()
        if self.app.stack.top is not self:
            return  # the hand-off screen went up
        self.buttons["results"].visible = self.match.is_over
        if self.match.is_over:
            return
        if self.ui_holds_turn():
            return  # a human's turn waits for their End turn (Undo stays in reach)
        cp = self.match.current_player
        if cp == CHANCE:
            if not self.busy() and not self.ui_holds_chance():
                self.play_chance()
        elif not self.seat_is_human(cp):
            self.drive_computer(cp)

    def ui_holds_turn(self) -> bool:
        try:
            return bool(self.ui.holds_turn())
        except Exception:  # noqa: BLE001 - a UI bug must not stall the game
            log.exception("ui.holds_turn failed")
            return False

    def end_held_turn(self) -> None:
        """End a human's held turn, as its End-turn button does."""
        if self.ui_holds_turn():
            self.ui.end_turn()

    def ui_holds_chance(self) -> bool:
        try:
            return bool(self.ui.holds_chance())
        except Exception:  # noqa: BLE001 - a UI bug must not stall the game
            log.exception("ui.holds_chance failed")
            return False

    def busy(self) -> bool:
        """The UI is animating (and has not been stuck at it for BUSY_LIMIT seconds)."""
        if self.busy_time > BUSY_LIMIT:
            if not self.busy_warned:
                self.busy_warned = True
                log.warning("%s UI busy for %.0f s; not waiting any longer", self.info.id,
                            self.busy_time)
            return False
        return self.busy_time > 0.0

    def show_results(self) -> None:
        self.help.game_over()
        self.app.nav.replace("results", match=self.match)

    # --- undo, save, menu --------------------------------------------------------------
    def undo_seat(self) -> int | None:
        seat = self.ctx.viewer
        if seat is None or seat not in self.human_seats or self.match.is_over:
            return None
        if self.match.undo_length(seat, self.human_seats) is None:
            return None
        return seat

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None:
            self.app.toast(t("app.toast.no_undo"), "warning")
            return
        self.stop_thinking()
        moves = len(self.match.log)
        if not self.match.undo(seat, self.human_seats):
            return
        self.table_log.mark_undone(moves - len(self.match.log))
        try:
            self.ui.on_state_replaced()
        except Exception:  # noqa: BLE001
            log.exception("ui.on_state_replaced failed")
        self.add_log(Text("app.log.undo", {"name": self.names[seat]}), self.theme.text_dim)
        self.autosave()
        self.refresh_view()

    def autosave(self, manual: bool = False) -> bool:
        """Save after every action. A failure is shown once per run of failures (a manual
        save always answers); the first success after one says so."""
        from game.persistence.saves import save_match

        try:
            self.save_path = save_match(self.match, self.save_path)
        except Exception as exc:  # noqa: BLE001 - a full disk must not end the game
            log.warning("saving %s failed: %s", self.info.id, exc)
            if manual or not self.save_failed:
                self.app.toast(t("app.toast.save_failed", reason=storage_errors.reason(exc)), "error")
            self.save_failed = True
            return False
        if self.save_failed:
            self.save_failed = False
            self.app.toast(t("app.toast.save_works_again"))
        elif manual:
            self.app.toast(t("app.toast.saved", game=t(self.info.name_key)))
        return True

    def save(self) -> None:
        self.autosave(manual=True)

    def open_load(self) -> None:
        self.app.nav.go("load")

    def open_rules(self) -> None:
        """The rules reference, at the section for this moment of the game."""
        try:
            topic = self.ui.help_topic()
        except Exception:  # noqa: BLE001 - a UI bug must not keep the rules closed
            log.exception("ui.help_topic failed")
            topic = None
        self.app.nav.go("rules", info=self.info, topic=topic)

    def log_area(self) -> pygame.Rect:
        """The log's lines inside its panel (a Hint's line takes the panel's foot)."""
        w, h = self.size
        px = self.theme.px
        lw, bh = px(LOG_W), px(BANNER_H)
        return pygame.Rect(w - lw + px(8), bh + px(40), lw - px(16), h - bh - px(48))

    def log_panel(self) -> pygame.Rect:
        """The log's side panel (the guide's callouts sit there, never over the game)."""
        w, h = self.size
        px = self.theme.px
        return pygame.Rect(w - px(LOG_W), px(BANNER_H), px(LOG_W), h - px(BANNER_H))

    def open_settings(self) -> None:
        """Settings over the table; saving or Back returns here (``refresh`` then)."""
        self.app.nav.go("settings")

    def refresh(self) -> None:
        """After settings were saved: button words in the new language, a fresh layout."""
        self.help.refresh_texts()
        for key, button in self.buttons.items():
            button.text = t(f"app.table.{key}")
            tip = f"app.table.{key}_tip"
            button.tooltip = t(tip) if i18n.has(tip) else ""
        self.layout(self.app.size)
        self.show_log()

    def ask_menu(self) -> None:
        self.app.stack.push(Dialog(self.app, t("app.table.menu_title"),
                                   t("app.table.menu_question"), on_confirm=self.to_menu,
                                   on_cancel=lambda: None, confirm_text=t("app.table.to_menu")))

    def to_menu(self) -> None:
        self.app.nav.to_menu()

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        for widget in reversed(self.widgets):
            if widget.handle(event):
                return True
        if event.type == pygame.KEYDOWN and self.on_key(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is None or self.ui.rect.collidepoint(pos) or event.type == pygame.MOUSEBUTTONUP:
            try:
                return bool(self.ui.handle(event))
            except Exception as exc:  # noqa: BLE001 - show, don't crash
                log.exception("ui.handle failed")
                self.app.toast(t("app.toast.ui_error", error=str(exc)), "error")
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_s:
            self.save()
            return True
        if ctrl and event.key == pygame.K_z:
            self.undo()
            return True
        if event.key == pygame.K_F1:
            self.open_rules()
            return True
        if event.key == pygame.K_h and not ctrl and self.help.hint_button.visible:
            self.help.ask_hint()
            return True
        if self.match.is_over and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.show_results()
            return True
        if event.key == pygame.K_ESCAPE:
            # Esc first cancels what the game UI holds (a picked tile), then opens the menu.
            try:
                if self.ui.handle(event):
                    return True
            except Exception:  # noqa: BLE001 - a UI bug must not block the menu
                log.exception("ui.handle failed on Escape")
            self.ask_menu()
            return True
        return False

    def _show_tooltip(self, text: str, pos: tuple[int, int]) -> None:
        self.frame_tooltip = (text, pos)

    # --- the log ------------------------------------------------------------------------
    def add_log(self, text: str | Text, colour: Any = None) -> None:
        """A note of the app (new game, undo) that every viewer reads, shown at once."""
        self.table_log.add_note(text, colour)
        self.log_upto = len(self.table_log.entries)
        self.show_log()

    def rebuild_log(self) -> None:
        """A loaded game's log, worded again from its action log as it was played (each
        viewer's own lines); a log that cannot be rebuilt leaves just the note."""
        from game.persistence.saves import start_state

        dim = self.theme.text_dim
        self.table_log.add_note(Text("app.log.started", {"game": Text(self.info.name_key)}), dim)
        try:
            self.table_log.replay(start_state(self.match), self.match.log)
        except Exception:  # noqa: BLE001 - the game itself loaded; only its words are lost
            log.exception("rebuilding the log of %s failed", self.info.id)
            self.table_log.entries.clear()
        self.add_log(Text("app.log.loaded", {"game": Text(self.info.name_key)}), dim)

    def name_of(self, seat: int | None) -> str:
        return self.table_log.name_of(seat)

    def show_log(self) -> None:
        """Put the current viewer's lines in the log panel: those of the moves whose steps
        have played (a roll's line comes when the dice stop, not before)."""
        self.log_viewer = self.ctx.viewer
        self.log_lines = self.table_log.lines(self.log_viewer, self.log_upto)
        self.log_list.set_items(self.log_lines, keep_end=True)
        self.log_list.scroll_to_end()

    def log_action(self, actor: int, action: Action, events: list[Event],
                   words: ActionWords | None) -> None:
        """Word the move now (its words come from the state before it); its lines show once
        the table's steps for it have played (``catch_up_log``)."""
        self.table_log.add_action(actor, action, events, words)

    def catch_up_log(self) -> None:
        """The table is not playing steps: every entry's lines may show."""
        if self.log_upto < len(self.table_log.entries) and not self.ui_busy_now():
            self.log_upto = len(self.table_log.entries)
            self.show_log()

    def ui_busy_now(self) -> bool:
        try:
            return bool(self.ui.busy())
        except Exception:  # noqa: BLE001 - a UI bug must not hide the log
            return False

    # --- drawing ---------------------------------------------------------------------------
    def banner_text(self) -> str:
        if self.match.is_over:
            return t("app.table.game_over")
        try:
            said = self.ui.banner_text()
        except Exception:  # noqa: BLE001 - a UI bug must not blank the banner
            log.exception("ui.banner_text failed")
            said = None
        if said:
            return said
        cp = self.match.current_player
        if cp == CHANCE:
            return t("app.table.chance")
        name = self.name_of(cp)
        if self.seat_is_human(cp):
            return t("app.table.turn_human", name=name)
        spec = self.match.config.players[cp]
        kind = spec.kind
        if spec.automa_level is not None:  # its name says it all; the level is on its panel
            return t("app.table.turn_human", name=name)
        text = t("app.table.turn_computer", name=name, level=kind_label(kind, self.info))
        if self.thinker is not None and not self.thinker.done.is_set():
            text += " · " + t("app.table.thinking") + "." * (1 + int(self.clock * 3) % 3)
        return text

    def animating(self) -> bool:
        try:
            return bool(self.ui.animating())
        except Exception:  # noqa: BLE001 - a UI bug must not stop the window
            log.exception("ui.animating failed")
            return True

    def signature(self) -> Any:
        try:
            ui_signature = self.ui.signature()
        except Exception:  # noqa: BLE001
            ui_signature = None
        return (super().signature(), id(self.ui), self.match.version, self.ctx.viewer,
                self.ctx.can_act, self.banner_text(), len(self.log_lines), ui_signature,
                self.help.signature())

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        px = th.px
        surface.fill(th.bg)
        self.frame_tooltip = None
        try:
            draw_game(self.ui, surface)
        except Exception as exc:  # noqa: BLE001 - replaced by the generic UI next update
            if not self.draw_errors:
                log.exception("ui.draw failed")
            self.draw_errors.append(f"{type(exc).__name__}: {exc}")
        w, h = surface.get_size()
        banner = pygame.Rect(0, 0, w, px(BANNER_H))
        pygame.draw.rect(surface, th.panel, banner)
        pygame.draw.line(surface, th.border, banner.bottomleft, banner.bottomright)
        cp = self.match.current_player
        x = px(16)
        if 0 <= cp < len(self.names):
            pygame.draw.circle(surface, self.ctx.colour(cp), (x + px(9), banner.centery), px(9))
            x += px(28)
        font = fonts.get(px(19), True)
        first = self.buttons["results" if self.match.is_over else "save"]
        room = first.rect.x - x - px(12)
        img = font.render(textkit.cut(self.banner_text(), font, room), True, th.text)
        surface.blit(img, img.get_rect(midleft=(x, banner.centery)))
        side = pygame.Rect(w - px(LOG_W), banner.bottom, px(LOG_W), h - banner.bottom)
        pygame.draw.rect(surface, th.panel, side)
        pygame.draw.line(surface, th.border, side.topleft, side.bottomleft)
        title = fonts.get(px(17), True)
        surface.blit(title.render(t("app.table.log"), True, th.accent),
                     (side.x + px(12), side.y + px(10)))
        self.draw_widgets(surface)
        self.help.draw(surface)
        if self.frame_tooltip:
            from game.ui.widgets.tooltip import draw_tooltip

            draw_tooltip(surface, th, *self.frame_tooltip)
