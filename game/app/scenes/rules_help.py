"""The rules reference of a game: a table of contents, the chosen section's text, and a search
field that keeps the sections mentioning what is typed.

A game lists its sections in ``GameInfo.rules_sections`` (ids, in reading order); each has a
title and a text in the catalogs, ``<game>.rules.<id>.title`` and ``<game>.rules.<id>.text``
(paragraphs on their own lines; a line starting with "• " is a bullet). After them come, when
the game has them, its solo opponents (``<game>.automa.<level>.help``) and its options
(``help_key`` of each option). F1 at the table opens the section the table names for the
moment (``GameUI.help_topic``). A game without sections shows its ``<game>.rules_summary``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import GameInfo
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.table import text as textkit
from game.ui.widgets import Button, ScrollList, TextInput
from game.ui.widgets.label import draw_text

SOLO = "solo_opponents"
OPTIONS = "options"


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    paragraphs: tuple[str, ...]

    def mentions(self, query: str) -> bool:
        q = query.casefold()
        return q in self.title.casefold() or any(q in p.casefold() for p in self.paragraphs)


def _paragraphs(text: str) -> tuple[str, ...]:
    return tuple(p for p in text.split("\n") if p.strip())


def sections(info: GameInfo) -> list[Section]:
    """The game's sections in reading order, in the current language."""
    out = []
    for sid in info.rules_sections:
        title, text = f"{info.id}.rules.{sid}.title", f"{info.id}.rules.{sid}.text"
        if i18n.has(title) and i18n.has(text):
            out.append(Section(sid, t(title), _paragraphs(t(text))))
    if not out:
        key = f"{info.id}.rules_summary"
        out.append(Section("summary", t("app.rules.summary"),
                           _paragraphs(t(key) if i18n.has(key) else t("app.rules.none"))))
    solo = f"{info.id}.rules_solo"
    levels = [t("app.rules.item", name=t(f"{info.id}.automa.{lv}"),
                text=t(f"{info.id}.automa.{lv}.help")) for lv in info.automa_levels
              if i18n.has(f"{info.id}.automa.{lv}") and i18n.has(f"{info.id}.automa.{lv}.help")]
    if levels:  # only a game with solo opponents has this section
        intro = _paragraphs(t(solo)) if i18n.has(solo) else ()
        out.append(Section(SOLO, t("app.rules.solo_heading"), (*intro, *levels)))
    explained = [t("app.rules.item", name=t(spec.label_key), text=t(spec.help_key))
                 for spec in info.options if spec.help_key and i18n.has(spec.help_key)]
    if explained:
        out.append(Section(OPTIONS, t("app.rules.options_heading"),
                           (t("app.rules.options_intro"), *explained)))
    return out


class RulesHelpScene(Scene):
    overlay = True
    name = "rules"

    def __init__(self, app: Any, info: GameInfo, topic: str | None = None) -> None:
        super().__init__(app)
        self.info = info
        th = self.theme
        self.all = sections(info)
        self.shown = list(self.all)
        self.query = ""
        self.toc = ScrollList(th, self.shown, render=lambda s: [(s.title, None)],
                              on_select=self.choose, wrap=True, size=16, id="rules_toc")
        self.text = ScrollList(th, [], render=self.render_paragraph, selectable=False,
                               wrap=True, size=17, id="rules_text")
        self.search = TextInput(th, "", max_len=40, placeholder=t("app.rules.search"),
                                on_change=self.filter, id="rules_search", size=16)
        self.close_button = Button(th, t("app.close"), self.back, id="close")
        self.widgets = [self.toc, self.text, self.search, self.close_button]
        self.current: Section | None = None
        start = next((i for i, s in enumerate(self.all) if s.id == topic), 0)
        self.toc.select(start)
        self.choose(start)

    # --- what is shown -----------------------------------------------------------------------
    def render_paragraph(self, paragraph: str) -> list[tuple[str, Any]]:
        return [(paragraph, None)]

    def choose(self, index: int) -> None:
        if not 0 <= index < len(self.shown):
            return
        self.current = self.shown[index]
        self.text.set_items(list(self.current.paragraphs))
        self.text.offset = 0

    def filter(self, query: str) -> None:
        """Keep the sections that mention ``query`` (all when it is empty)."""
        self.query = query.strip()
        self.shown = [s for s in self.all if not self.query or s.mentions(self.query)]
        self.toc.set_items(self.shown)
        if not self.shown:
            self.current = None
            self.text.set_items([t("app.rules.no_match", query=self.query)])
            return
        index = next((i for i, s in enumerate(self.shown) if s is self.current), 0)
        self.toc.select(index)
        self.choose(index)

    # --- frame -------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        self.search.rect = f.rect(120, 100, 300, 38)
        self.toc.rect = f.rect(120, 150, 300, 470)
        self.text.rect = f.rect(440, 100, 720, 520)
        self.close_button.rect = f.rect(990, 630, 170, 44)

    def on_key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_f:
            self.search.focused = True
            return True
        if event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.back()
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN) and self.shown:
            at = self.toc.selected if self.toc.selected is not None else 0
            at = max(0, min(len(self.shown) - 1, at + (1 if event.key == pygame.K_DOWN else -1)))
            self.toc.select(at)
            self.toc.scroll_to(at)
            self.choose(at)
            return True
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = self.text.rect.h * 3 // 4
            self.text.offset += step if event.key == pygame.K_PAGEDOWN else -step
            return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        f = self.frame()
        panel = f.rect(100, 30, 1080, 660)
        pygame.draw.rect(surface, th.panel, panel, border_radius=th.px(10))
        pygame.draw.rect(surface, th.border, panel, 1, border_radius=th.px(10))
        draw_text(surface, t("app.rules.title", game=t(self.info.name_key)),
                  fonts.get(th.px(26), True), th.accent, f.point(120, 48))
        if self.current is not None:
            img = textkit.fitted(self.current.title, th.px(20), th.text, th.px(720), True)
            surface.blit(img, f.point(440, 62))
        self.draw_widgets(surface)
