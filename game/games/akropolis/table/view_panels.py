"""The seat panels of the Akropolis table: name, stones, total, live score per colour with
the rule in a tooltip, and a small view of the city (the solo Architect: its tile pile).

Drawn with the table's :class:`~.view_kit.Kit` (texts, tooltips, art), which the main view
shares; it reads the UI and its query like the main view does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.i18n import t

from .art import draw_stone, shade
from .layout import Camera, bounds
from .view_city import WATER, draw_tile

if TYPE_CHECKING:
    from .parts import TableParts
    from .view_kit import Kit

COLOURS = ("house", "market", "barracks", "temple", "garden")
LAST = (90, 230, 255)
"""Outline of the tile each city placed last."""


class PanelsView:
    def __init__(self, ui: TableParts, kit: Kit) -> None:
        self.ui = ui
        self.kit = kit

    def draw_panels(self, surf: pygame.Surface) -> None:
        ui = self.ui
        th = ui.ctx.theme
        lay = ui.lay
        pygame.draw.rect(surf, shade(th.bg, 0.9), lay.side)
        focus = ui.focus()
        for seat, rect in enumerate(lay.panels):
            self.draw_panel(surf, seat, rect, seat == focus)

    @staticmethod
    def total_tip(points: dict[str, int]) -> str:
        """The total and what it holds besides the districts: stones (every seat, the
        Illustrious Architect too) and the Architect's quarries."""
        lines = [t("akropolis.ui.total_tip", total=sum(points.values())),
                 t("akropolis.ui.stones_points_tip", points=points.get("stones", 0))]
        if "quarries" in points:
            lines.append(t("akropolis.ui.quarries_tip", points=points["quarries"]))
        return "\n".join(lines)

    def draw_panel(self, surf: pygame.Surface, seat: int, rect: pygame.Rect, focused: bool) -> None:
        ui = self.ui
        th = ui.ctx.theme
        px = ui.lay.px
        st = ui.query.seen
        colour = ui.ctx.colour(seat)
        current = st.current == seat and not st.finished
        pygame.draw.rect(surf, th.panel, rect, border_radius=px(8))
        pygame.draw.rect(surf, colour, (rect.x, rect.y, px(5), rect.h),
                         border_top_left_radius=px(8), border_bottom_left_radius=px(8))
        pygame.draw.rect(surf, th.accent if focused else th.border, rect,
                         px(2) if focused else 1, border_radius=px(8))
        x = rect.x + px(12)
        y = rect.y + px(6)
        points = ui.query.points(seat)
        total = sum(points.values())
        tot = self.kit.text(str(total), px(22), th.text, True)
        tot_rect = tot.get_rect(topright=(rect.right - px(10), rect.y + px(3)))
        surf.blit(tot, tot_rect)
        self.kit.hover(tot_rect, self.total_tip(points))
        # stones, left of the total
        stones = self.kit.text(str(st.stones[seat]), px(15), th.text, True)
        st_rect = stones.get_rect(midright=(tot_rect.x - px(12), y + px(9)))
        surf.blit(stones, st_rect)
        draw_stone(surf, st_rect.x - px(9), st_rect.centery, px(7))
        self.kit.hover(pygame.Rect(st_rect.x - px(18), st_rect.y - px(2), st_rect.w + px(20), px(20)),
                   t("akropolis.ui.stones_tip", count=st.stones[seat],
                      rule=t("akropolis.rule.stones")))
        name_w = st_rect.x - px(20) - x
        winner = st.finished and seat in ui.query.winners()
        if current or winner:
            mark = self.kit.text("♛" if winner else "▶", px(16 if winner else 13), th.accent, True)
            surf.blit(mark, (x, y + (0 if winner else px(2))))
            if winner:
                self.kit.hover(mark.get_rect(topleft=(x, y)), t("akropolis.ui.winner"))
            x += mark.get_width() + px(4)
            name_w -= mark.get_width() + px(4)
        if st.chief == seat:
            name_w -= px(22)
        name = self.kit.fit_text(ui.seat_name(seat), px(16), th.text, name_w, True)
        surf.blit(name, (x, y))
        if st.chief == seat:
            cx, cy = x + name.get_width() + px(12), y + name.get_height() // 2
            pygame.draw.circle(surf, th.accent, (cx, cy), px(9))
            pygame.draw.circle(surf, (90, 60, 10), (cx, cy), px(9), 1)
            ca = self.kit.text("★", px(12), (60, 40, 0), True)
            surf.blit(ca, ca.get_rect(center=(cx, cy + 1)))
            self.kit.hover(pygame.Rect(cx - px(9), cy - px(9), px(18), px(18)), t("akropolis.chief")
                       + "\n" + t("akropolis.ui.chief_tip"))
        # the score per colour
        details = ui.query.details(seat)
        cw = (rect.w - px(16)) // 5
        cy = rect.y + px(42)
        for c, key in enumerate(COLOURS):
            chip = pygame.Rect(rect.x + px(8) + c * cw, cy - px(10), cw - px(2), px(20))
            d = details[key]
            img = self.kit.art.hex(c + 1, 1, px(10), number=False)
            ax, ay = self.kit.art.anchor(px(10))
            surf.blit(img, (chip.x + px(10) - ax, chip.centery - ay))
            pts = self.kit.text(str(d["points"]), px(14), th.text if d["points"] else th.text_dim, True)
            surf.blit(pts, pts.get_rect(midleft=(chip.x + px(22), chip.centery)))
            rule = t("akropolis.rule." + key)
            if st.is_architect(seat):
                rule = t("akropolis.rule.architect")
            self.kit.hover(chip, t("akropolis.ui.score_tip", colour=t("akropolis.colour." + key),
                                value=d["value"], stars=d["stars"], points=d["points"], rule=rule))
        thumb = ui.lay.thumb(seat)
        if thumb.h < px(20):
            return
        if st.cities[seat] is None:
            self.draw_architect_pile(surf, thumb, t("akropolis.automa." + (st.solo or "")))
        else:
            self.draw_thumb(surf, seat, thumb)
            if not focused:
                self.kit.hover(thumb, t("akropolis.ui.enlarge"))

    def thumb_camera(self, seat: int, rect: pygame.Rect) -> Camera:
        """A thumbnail needs no room for ground spots: it fits the city itself tightly."""
        x0, y0, x1, y1 = bounds(self.ui.query.cells(seat))
        size = min(rect.w / (x1 - x0 + 2.4), rect.h / (y1 - y0 + 2.4), 16 * self.ui.lay.k)
        return Camera((x0 + x1) / 2, (y0 + y1) / 2, float(max(3, int(size))))

    def draw_thumb(self, surf: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        ui = self.ui
        st = ui.query.seen
        city = st.cities[seat]
        cam = self.thumb_camera(seat, rect)
        last = city.placements[-1][1:4] if city.placements else None
        key = ("thumb", seat, ui.ctx.match.version, rect.size)
        img = self.kit.cities.render(key, rect.size, ui.query.columns(seat), cam, last, LAST,
                                 background=shade(WATER, 0.9))
        surf.blit(img, rect.topleft)

    def draw_architect_pile(self, surf: pygame.Surface, rect: pygame.Rect, level: str) -> None:
        ui = self.ui
        th = ui.ctx.theme
        px = ui.lay.px
        tiles = ui.query.seen.architect_tiles
        pygame.draw.rect(surf, shade(WATER, 0.9), rect)
        label = self.kit.fit_text(level + " · " + t("akropolis.ui.architect_tiles", count=len(tiles)),
                              px(12), th.text_dim, rect.w - px(12))
        surf.blit(label, (rect.x + px(6), rect.y + px(4)))
        area = pygame.Rect(rect.x + px(4), rect.y + px(22), rect.w - px(8), rect.h - px(26))
        if not tiles or area.h < 10:
            return
        # largest size at which all tiles fit in a grid
        best = None
        for s in range(16, 3, -1):
            cell_w, cell_h = 3.6 * s, 3.5 * s
            cols = max(1, int(area.w // cell_w))
            rows = -(-len(tiles) // cols)
            if rows * cell_h <= area.h:
                best = (s, cols, cell_w, cell_h)
                break
        if best is None:
            best = (3, max(1, int(area.w // 11)), 10.8, 10.5)
        s, cols, cell_w, cell_h = best
        for i, tile in enumerate(tiles):
            row, col = divmod(i, cols)
            cx = area.x + col * cell_w + cell_w / 2
            cy = area.y + row * cell_h + cell_h / 2
            if cy > area.bottom:
                break
            draw_tile(surf, self.kit.art, tile, 0, cx, cy, s)
