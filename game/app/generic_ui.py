"""The fallback game UI: the viewer's observation as text and every legal action as a
button showing its JSON. Used for a game whose own UI is missing or fails to load, and by
the tests' toy game. It is also a worked example of the GameUI contract (clicks_for)."""

from __future__ import annotations

import json
from typing import Any

import pygame

from game.engine import Action, Event
from game.ui import fonts
from game.ui.i18n import t
from game.ui.table import text as textkit
from game.ui.table.contract import GameUI, TableContext
from game.ui.table.model import TableModel


class GenericUI(GameUI):
    MAX_COLS = 2

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.page = 0
        self.mouse = (-1, -1)
        self.pressed: int | None = None
        self.model: TableModel[Any] = TableModel(ctx)

    # --- geometry --------------------------------------------------------------------------
    def _areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        px = self.ctx.theme.px
        r = self.rect.inflate(-px(24), -px(24))
        info_w = r.w * 2 // 5
        info = pygame.Rect(r.x, r.y, info_w, r.h)
        acts = pygame.Rect(info.right + px(16), r.y, r.w - info_w - px(16), r.h)
        return info, acts

    def _actions(self) -> list[Action]:
        """The viewer's legal actions, asked once per position (a frame asks several times)."""
        return list(self.model.legal())

    def _cols(self, acts: pygame.Rect, gap: int) -> int:
        """Two columns unless an action's text would be cut in a half-width button."""
        font = fonts.get(self.ctx.theme.px(15))
        half = (acts.w - gap) // 2 - self.ctx.theme.px(16)
        actions = self._actions()
        if any(font.size(self.action_text(a))[0] > half for a in actions[:200]):
            return 1
        return self.MAX_COLS

    def _grid(self) -> tuple[list[pygame.Rect], pygame.Rect, int]:
        """Button rects of one page, the page button's rect, and how many fit per page."""
        px = self.ctx.theme.px
        _, acts = self._areas()
        top = acts.y + px(40)
        btn_h, gap = px(40), px(8)
        cols = self._cols(acts, gap)
        col_w = (acts.w - gap * (cols - 1)) // cols
        rows = max(1, (acts.bottom - top - btn_h - gap) // (btn_h + gap))
        per_page = rows * cols
        rects = [pygame.Rect(acts.x + (i % cols) * (col_w + gap),
                             top + (i // cols) * (btn_h + gap), col_w, btn_h)
                 for i in range(per_page)]
        pager = pygame.Rect(acts.right - px(160), acts.bottom - btn_h, px(160), btn_h)
        return rects, pager, per_page

    def _pages(self, n: int) -> int:
        _, _, per_page = self._grid()
        return max(1, -(-n // per_page))

    def _visible(self) -> list[tuple[pygame.Rect, Action]]:
        actions = self._actions()
        rects, _, per_page = self._grid()
        page = self.page % self._pages(len(actions))
        chunk = actions[page * per_page:(page + 1) * per_page]
        return list(zip(rects, chunk, strict=False))

    def action_text(self, action: Action) -> str:
        return json.dumps(self.ctx.rules.action_to_json(action), separators=(",", ":"))

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, (rect, _) in enumerate(self._visible()):
                if rect.collidepoint(event.pos):
                    self.pressed = i
                    return True
            _, pager, _ = self._grid()
            if pager.collidepoint(event.pos) and self._pages(len(self._actions())) > 1:
                self.pressed = -1
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            pressed, self.pressed = self.pressed, None
            if pressed == -1:
                _, pager, _ = self._grid()
                if pager.collidepoint(event.pos):
                    self.page = (self.page + 1) % self._pages(len(self._actions()))
                return True
            visible = self._visible()
            if pressed < len(visible) and visible[pressed][0].collidepoint(event.pos):
                self.ctx.submit(visible[pressed][1])
            return True
        return False

    def on_state_replaced(self) -> None:
        self.page = 0
        self.pressed = None

    def on_events(self, actor: int, action: Action | None, events: list[Event]) -> None:
        self.page = 0

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        actions = self._actions()
        if action not in actions:
            return None
        rects, pager, per_page = self._grid()
        index = actions.index(action)
        pages = self._pages(len(actions))
        target = index // per_page
        clicks = [pager.center] * ((target - self.page % pages) % pages)
        return clicks + [rects[index % per_page].center]

    # --- drawing -----------------------------------------------------------------------------
    def _observation_lines(self) -> list[str]:
        ctx = self.ctx
        seat = ctx.viewer
        if seat is None:
            return [t("app.generic.public")]
        try:
            obs: Any = ctx.rules.observation(ctx.state, seat)
        except Exception as exc:  # noqa: BLE001 - a view must never crash the window
            return [f"observation failed: {exc}"]
        lines = []
        if isinstance(obs, dict):
            for key, value in obs.items():
                lines.append(f"{key}: {json.dumps(value, separators=(',', ':'), default=str)}")
        else:
            lines.append(json.dumps(obs, default=str))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        th = self.ctx.theme
        px = th.px
        info, acts = self._areas()
        title = fonts.get(px(18), True)
        body = fonts.get(px(15))
        for area in (info, acts):
            pygame.draw.rect(surface, th.panel, area.inflate(px(12), px(12)), border_radius=px(8))
        who = (self.ctx.names[self.ctx.viewer] if self.ctx.viewer is not None
               and self.ctx.viewer < len(self.ctx.names) else t("app.generic.everyone"))
        surface.blit(title.render(textkit.cut(t("app.generic.view_of", name=who), title, info.w),
                                  True, th.accent), info.topleft)
        y = info.y + px(34)
        for line in self._observation_lines():
            for part in textkit.wrap(line, body, info.w):
                if y + body.get_linesize() > info.bottom:
                    break
                surface.blit(body.render(part, True, th.text), (info.x, y))
                y += body.get_linesize()
        surface.blit(title.render(t("app.generic.actions"), True, th.accent), acts.topleft)
        visible = self._visible()
        if not visible:
            msg = t("app.generic.waiting")
            surface.blit(body.render(msg, True, th.text_dim), (acts.x, acts.y + px(40)))
            return
        for i, (rect, action) in enumerate(visible):
            hot = rect.collidepoint(self.mouse)
            face = th.button_hover if hot else th.button
            if self.pressed == i:
                face = th.panel_light
            pygame.draw.rect(surface, face, rect, border_radius=px(6))
            pygame.draw.rect(surface, th.border, rect, 1, border_radius=px(6))
            full = self.action_text(action)
            text = textkit.cut(full, body, rect.w - px(14))
            if hot and text != full:
                self.ctx.show_tooltip(full, self.mouse)
            img = body.render(text, True, th.text)
            surface.blit(img, img.get_rect(midleft=(rect.x + px(8), rect.centery)))
        pages = self._pages(len(self._actions()))
        if pages > 1:
            _, pager, _ = self._grid()
            pygame.draw.rect(surface, th.button, pager, border_radius=px(6))
            label = t("app.generic.more", page=self.page % pages + 1, pages=pages)
            img = body.render(label, True, th.text)
            surface.blit(img, img.get_rect(center=pager.center))
