"""Load: the saves folder as a list with metadata; load, delete (with confirmation).

Bad files are listed with their one-line error and cannot be loaded; nothing here writes
to a file except Delete, after the player confirmed it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.engine import registry
from game.engine.protocol import Text
from game.persistence.errors import display_name
from game.persistence.saves import SaveSummary
from game.ui import fonts, i18n
from game.ui.formats import datetime_text
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.widgets import Button, Dialog, Label, ScrollList
from game.ui.widgets.label import draw_text

from ..save_words import error_words, line, problem
from ..saved_games import open_save


def game_name(summary: Any) -> str:
    key = summary.game_name_key or ""
    if key and i18n.has(key):
        return t(key)
    return summary.game_id or "?"


def status_text(s: SaveSummary) -> str:
    """Finished, in progress, or not started (a game left before its first move)."""
    if s.finished:
        return t("app.load.finished")
    return t("app.load.in_progress") if s.moves else t("app.load.not_started")


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: Any, folder: Path | None = None) -> None:
        super().__init__(app)
        th = self.theme
        self.folder = folder
        self.list = ScrollList(th, render=self.render_row, row_lines=2, id="saves",
                               on_select=self.selected_changed,
                               on_activate=lambda i: self.load_selected())
        self.detail = Label(th, "", size=16, id="detail")
        self.back_button = Button(th, t("app.back"), self.back, id="back")
        self.delete_button = Button(th, t("app.load.delete"), self.ask_delete, id="delete",
                                    colour=th.bad)
        self.load_button = Button(th, t("app.load.load"), self.load_selected, id="load",
                                  colour=th.good)
        self.replay_button = Button(th, t("app.load.replay"), self.replay_selected, id="replay",
                                    tooltip=t("app.load.replay_tip"))
        self.review_button = Button(th, t("app.load.review"), self.review_selected, id="review",
                                    tooltip=t("app.results.review_tip"))
        self.widgets = [self.list, self.detail, self.back_button, self.review_button,
                        self.replay_button, self.delete_button, self.load_button]
        self.refresh()

    # --- data ------------------------------------------------------------------------------
    def refresh(self) -> None:
        try:
            from game.persistence.saves import list_saves

            saves = list_saves(self.folder) if self.folder else list_saves()
        except Exception as exc:  # noqa: BLE001 - show the problem instead of crashing
            saves = []
            text = getattr(exc, "text", None)
            self.app.toast(t(text.key, **text.args) if isinstance(text, Text)
                           else t("app.toast.list_failed", error=str(exc)), "error")
        self.list.set_items(saves)
        self.list.selected = None
        if saves:
            self.list.select(0)
        self.selected_changed(self.list.selected)

    @property
    def current(self) -> Any | None:
        i = self.list.selected
        return self.list.items[i] if i is not None and i < len(self.list.items) else None

    def render_row(self, s: Any) -> list[tuple[str, Any]]:
        th = self.theme
        if s.error:
            return [(display_name(s.path), th.bad), (problem(s.error_code, s.error), th.text_dim)]
        state = status_text(s)
        when = datetime_text(s.saved_at) if s.saved_at else "?"
        return [(f"{game_name(s)}  ·  {', '.join(s.players)}", None),
                (t("app.load.row", moves=s.moves, when=when, state=state), th.text_dim)]

    def selected_changed(self, index: int | None) -> None:
        s = self.current
        self.load_button.enabled = s is not None and not s.error
        self.replay_button.enabled = self.load_button.enabled
        self.review_button.enabled = self.load_button.enabled and bool(s and s.finished)
        self.delete_button.enabled = s is not None
        if s is None:
            self.detail.text = t("app.load.empty")
            self.detail.colour = self.theme.text_dim
        elif s.error:
            self.detail.text = t("app.load.bad_file", file=display_name(s.path),
                                 error=problem(s.error_code, s.error))
            self.detail.colour = self.theme.bad
        else:
            info_known = True
            try:
                registry.get(s.game_id)
            except KeyError:
                info_known = False
            when = datetime_text(s.saved_at) if s.saved_at else "?"
            lines = [
                t("app.load.detail_game", game=game_name(s)),
                t("app.load.detail_players", players=", ".join(s.players)),
                t("app.load.detail_moves", moves=s.moves),
                t("app.load.detail_saved", when=when),
                status_text(s),
                t("app.load.detail_file", file=display_name(s.path)),
            ]
            if not info_known:
                lines.append(t("app.load.unknown_game"))
            self.detail.text = "\n".join(lines)
            self.detail.colour = self.theme.text

    # --- actions ---------------------------------------------------------------------------
    def load_selected(self) -> None:
        s = self.current
        if s is None:
            return
        if s.error:
            self.app.toast(line(display_name(s.path), s.error_code, s.error), "error")
            return
        open_save(self.app, Path(s.path))

    def replay_selected(self) -> None:
        """The selected save move by move, above this screen (Back returns here)."""
        self.open_selected("replay")

    def review_selected(self) -> None:
        """The computer's review of the selected finished game, above this screen."""
        self.open_selected("review")

    def open_selected(self, screen: str) -> None:
        from game.persistence.saves import SaveError, load_match

        s = self.current
        if s is None or s.error:
            return
        path = Path(s.path)
        try:
            result = load_match(path)
        except SaveError as exc:
            self.app.toast(error_words(exc), "error")
            return
        except Exception as exc:  # noqa: BLE001 - untrusted input must never close the window
            self.app.toast(t("app.toast.load_failed", file=display_name(path), error=str(exc)), "error")
            return
        try:
            self.app.nav.go(screen, match=result.match)
        except Exception as exc:  # noqa: BLE001 - a game that cannot be replayed: say so
            self.app.toast(t("app.toast.replay_failed", file=display_name(path), error=str(exc)), "error")

    def ask_delete(self) -> None:
        s = self.current
        if s is None:
            return
        self.app.stack.push(Dialog(
            self.app, t("app.load.delete_title"),
            t("app.load.delete_question", file=display_name(s.path)),
            on_confirm=lambda: self.delete(Path(s.path)), on_cancel=lambda: None,
            confirm_text=t("app.load.delete"), danger=True))

    def delete(self, path: Path) -> None:
        from game.persistence.saves import delete_save

        try:
            delete_save(path)
        except Exception as exc:  # noqa: BLE001 - SaveError or OSError: say so, keep going
            self.app.toast(t("app.toast.delete_failed", file=display_name(path), error=str(exc)), "error")
        else:
            self.app.toast(t("app.toast.deleted", file=display_name(path)))
        self.refresh()

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load_selected()
            return True
        if event.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        return super().on_key(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        self.list.rect = f.rect(40, 90, 780, 540)
        self.detail.rect = f.rect(860, 130, 380, 480)
        self.back_button.rect = f.rect(40, 650, 180, 48)
        self.review_button.rect = f.rect(380, 650, 200, 48)
        self.replay_button.rect = f.rect(600, 650, 200, 48)
        self.delete_button.rect = f.rect(820, 650, 200, 48)
        self.load_button.rect = f.rect(1040, 650, 200, 48)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        surface.fill(th.bg)
        f = self.frame()
        draw_text(surface, t("app.load.title"), fonts.get(th.px(34), True), th.text,
                  f.point(40, 18))
        panel = f.rect(844, 90, 396, 540)
        pygame.draw.rect(surface, th.panel, panel, border_radius=th.px(8))
        draw_text(surface, t("app.load.details"), fonts.get(th.px(18), True), th.accent,
                  f.point(860, 100))
        self.draw_widgets(surface)
        if not self.list.items:
            draw_text(surface, t("app.load.none"), fonts.get(th.px(18)), th.text_dim,
                      f.point(430, 340), "center")
