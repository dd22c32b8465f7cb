"""Drawing the 20th Century table (read only: the state the viewer may see, the UI state,
the engine's answers). Static layers (board, seat panels, the region) are cached per
``ctx.version``; each frame adds highlights, the held tile, the dialogue and captions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import i18n
from game.ui.i18n import t, tn

from ..rules import query as q
from ..rules.words import tile_text
from .art import citizen, draw_tile, icon
from .controller import FIRST
from .view_board import BoardPainter
from .view_kit import Kit

if TYPE_CHECKING:
    from .parts import TableParts

GOOD = (120, 230, 120)
TARGET = (255, 225, 90)


def region_key(p: Any) -> tuple[Any, ...]:
    """Everything drawn of a region: a cache key that ignores the rest of the game."""
    return tuple((tid, t.x, t.y, t.rot, tuple(t.cit), t.garbage, tuple(t.bridges))
                 for tid in p.order for t in (p.tiles[tid],))


class TableView:
    def __init__(self, ui: TableParts) -> None:
        self.ui = ui
        self.kit = Kit(ui)
        self.board = BoardPainter(ui, self.kit)
        self._static: tuple[Any, pygame.Surface, list[tuple[pygame.Rect, str]]] | None = None
        self._region: tuple[Any, pygame.Surface] | None = None
        self._frame: tuple[Any, pygame.Surface, list[tuple[pygame.Rect, str]]] | None = None
        self._thumbs: dict[int, tuple[Any, pygame.Surface]] = {}

    # --- the frame ------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        ui = self.ui
        ctx = ui.ctx
        lay = ui.lay
        kit = self.kit
        kit.tip = None
        focus = ui.focus()
        key = (ctx.version, ctx.viewer, tuple(lay.rect), focus, ctx.theme.colour_blind,
               i18n.language())
        size = surf.get_size()
        if self._static is None or self._static[0] != key or self._static[1].get_size() != size:
            # the two layers' surfaces are kept: a new game state redraws, never reallocates
            layer = self._static[1] if self._static and self._static[1].get_size() == size \
                else pygame.Surface(size)
            layer.fill(ctx.theme.bg)
            kit.hovers = []
            self.board.draw(layer)
            self.panels(layer)
            self.side(layer)
            self._static = (key, layer, kit.hovers)
            if self._frame is not None:
                self._frame = (None, self._frame[1], [])
            kit.hovers = []
        # everything but what follows the mouse, redrawn only when something changes
        s = ui.ctl.state
        cap = ui.captions[0] if ui.captions else None
        fkey = (key, ctx.can_act, ui.ctl.camera(focus).key(), s.land, s.bid, s.tech, s.column,
                s.held, s.rot, s.preview, s.mode, s.first, s.message, id(cap))
        if self._frame is None or self._frame[0] != fkey:
            layer = self._frame[1] if self._frame and self._frame[1].get_size() == size \
                else pygame.Surface(size)
            layer.blit(self._static[1], lay.rect, lay.rect)
            kit.hovers = []
            kit.hot = False
            try:
                self.region(layer)
                self.tray(layer)
                self.board_marks(layer)
                self.dialog(layer)
                self.captions(layer)
            finally:
                kit.hot = True
            self._frame = (fkey, layer, self._static[2] + kit.hovers)
            kit.hovers = []
        surf.blit(self._frame[1], lay.rect, lay.rect)
        self.dynamic(surf)
        mouse = s.mouse
        for rect, text in self._frame[2]:
            if rect.collidepoint(mouse):
                kit.tip = (text, mouse)
        if kit.tip is not None:
            ctx.show_tooltip(*kit.tip)

    def dynamic(self, surf: pygame.Surface) -> None:
        """What follows the mouse: the hovered button, the tile held, a bridge being drawn."""
        ui, lay, kit = self.ui, self.ui.lay, self.kit
        mouse = ui.ctl.state.mouse
        for b in ui.ctl.buttons():
            if b.enabled and b.rect.collidepoint(mouse):
                if b.style == "column":
                    self.column_button(surf, b)
                else:
                    kit.button(surf, b.rect, b.label, b.enabled, b.style, b.selected)
        for rect, label in ((lay.zoom_in, "+"), (lay.zoom_out, "−"), (lay.fit, "")):
            if rect.collidepoint(mouse):
                kit.button(surf, rect, label)
                if not label:
                    self.fit_glyph(surf, rect)
        seat = ui.focus()
        cam = ui.ctl.camera(seat)
        clip = surf.get_clip()
        surf.set_clip(lay.view.clip(clip) if clip else lay.view)
        if ui.ctl.state.preview is None:
            self.held(surf, seat, cam)
        self.bridge_line(surf, seat, cam)
        surf.set_clip(clip)

    # --- seats --------------------------------------------------------------------------------
    def panels(self, surf: pygame.Surface) -> None:
        ui, kit, lay = self.ui, self.kit, self.ui.lay
        st = ui.ctx.state
        th = ui.ctx.theme
        px = lay.px
        focus = ui.focus()
        stp = ui.ctl.step()
        for i, rect in enumerate(lay.panels):
            p = st.players[i]
            colour = ui.ctx.colour(i)
            kit.panel(surf, rect, th.panel_light if i == focus else th.panel,
                      th.highlight if i == stp.seat else th.border)
            citizen(surf, (rect.x + px(11), rect.y + px(12)), px(8), colour, i)
            side = px(46) if rect.w >= px(140) else px(34)
            thumb = pygame.Rect(0, 0, side, side)
            thumb.bottomright = (rect.right - px(4), rect.bottom - px(4))
            name_w = rect.w - px(26)
            img = kit.fit(ui.seat_name(i), px(13), th.text, name_w, True)
            surf.blit(img, (rect.x + px(22), rect.y + px(4)))
            m, s, qi = q.production(st, i)
            y = rect.y + px(24)
            x0 = rect.x + px(6)
            self.icon_row(surf, x0, y, [(2, str(p.qol))], px(13), True)
            y += px(17)
            self.icon_row(surf, x0, y, [(0, ui.holding_text(i, "money")),
                                        (1, ui.holding_text(i, "science"))], px(12))
            y += px(16)
            self.icon_row(surf, x0, y, [(0, f"+{m}"), (1, f"+{s}"), (2, f"+{qi}")], px(11))
            y += px(16)
            self.icon_row(surf, x0, y, [("pollution", f"{p.pollution:+d}"),
                                        ("garbage", str(p.garbage()))], px(11))
            kit.hover(pygame.Rect(x0, rect.y + px(22), rect.w - thumb.w - px(12), px(66)),
                      t("twentieth_century.ui.panel_summary", qol=p.qol,
                        money=ui.holding_text(i, "money"), science=ui.holding_text(i, "science"),
                        income_money=m, income_science=s, income_qol=qi,
                        pollution=f"{p.pollution:+d}", garbage=p.garbage()))
            self.thumbnail(surf, thumb, i)
            kit.hover(rect, t("twentieth_century.ui.panel.tip", player=ui.seat_name(i)))

    def icon_row(self, surf: pygame.Surface, x: int, y: int, items: list[tuple[Any, str]],
                 size: int, bold: bool = False) -> None:
        """Icons with their numbers in a row (coin/flask/heart by index, or a word)."""
        kit, px = self.kit, self.ui.lay.px
        th = self.ui.ctx.theme
        r = max(3, size // 2 - 1)
        cy = y + size // 2 + 1
        for kind, text in items:
            if isinstance(kind, int):
                icon(surf, kind, (x + r, cy), r)
            elif kind == "garbage":
                pygame.draw.rect(surf, (150, 152, 156), (x, cy - r, 2 * r, 2 * r))
            elif kind == "pollution":
                pygame.draw.circle(surf, (120, 170, 110), (x + r, cy), r)
                pygame.draw.circle(surf, (60, 60, 60), (x + r, cy), r, 1)
            x += 2 * r + px(3)
            img = kit.text(text, size, th.text if bold else th.text_dim, bold)
            surf.blit(img, (x, y))
            x += img.get_width() + px(8)

    def thumbnail(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """A seat's region in small (cached until that region changes)."""
        p = self.ui.ctx.state.players[seat]
        key = (seat, rect.size, region_key(p), self.ui.ctx.theme.colour_blind)
        hit = self._thumbs.get(seat)
        if hit is None or hit[0] != key:
            img = pygame.Surface(rect.size)
            self.draw_thumbnail(img, img.get_rect(), seat)
            hit = self._thumbs[seat] = (key, img)
        surf.blit(hit[1], rect)

    def draw_thumbnail(self, surf: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        p = self.ui.ctx.state.players[seat]
        pygame.draw.rect(surf, (30, 34, 42), rect)
        if not p.cells:
            return
        xs = [c[0] for c in p.cells]
        ys = [c[1] for c in p.cells]
        span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        s = max(3, rect.w // span)
        ox = rect.centerx - (max(xs) + min(xs) + 1) * s // 2
        oy = rect.centery - (max(ys) + min(ys) + 1) * s // 2
        colour = self.ui.ctx.colour(seat)
        for (x, y), tid in p.cells.items():
            tile = p.tiles[tid]
            r = pygame.Rect(ox + x * s, oy + y * s, s, s)
            draw_tile(surf, r, tile.d, tile.rot, tile.cit, tile.garbage, tile.bridges, colour, seat,
                      detail=False)

    def side(self, surf: pygame.Surface) -> None:
        """Beside the big region: its owner's holdings, incomes, pollution and technologies."""
        ui, kit, lay = self.ui, self.kit, self.ui.lay
        st = ui.ctx.state
        th = ui.ctx.theme
        px = lay.px
        seat = ui.focus()
        p = st.players[seat]
        r = lay.side
        kit.panel(surf, r)
        img = kit.fit(ui.seat_name(seat), px(13), ui.ctx.colour(seat), r.w - px(10), True)
        surf.blit(img, (r.x + px(5), r.y + px(4)))
        m, s, qi = q.production(st, seat)
        y = r.y + px(24)
        img = kit.text(t("twentieth_century.ui.income"), px(11), th.text_dim, True)
        surf.blit(img, (r.x + px(5), y))
        y += px(16)
        for k, v in enumerate((m, s, qi)):
            icon(surf, k, (r.x + px(14), y + px(7)), px(6))
            img = kit.text(f"+{v}", px(13), th.text, True)
            surf.blit(img, (r.x + px(24), y))
            hand = ("money", "science", "")[k]
            if hand:
                img = kit.text(t("twentieth_century.ui.in_hand", n=ui.holding_text(seat, hand)),
                               px(10), th.text_dim)
                surf.blit(img, (r.x + px(58), y + px(2)))
            else:
                img = kit.text(t("twentieth_century.ui.qol_short", n=p.qol), px(10), th.text_dim)
                surf.blit(img, (r.x + px(58), y + px(2)))
            y += px(18)
        # the pollution track: -6 (devastated) .. +6 (clean)
        y += px(2)
        img = kit.fit(t("twentieth_century.ui.pollution", n=f"{p.pollution:+d}"), px(11),
                      th.text_dim, r.w - px(10), True)
        surf.blit(img, (r.x + px(5), y))
        y += px(16)
        bar = pygame.Rect(r.x + px(6), y, r.w - px(12), px(10))
        cells = 13
        cw = bar.w / cells
        for k in range(cells):
            v = k - 6
            col = (170, 70, 50) if v < -1 else (120, 120, 120) if v < 2 else (70, 160, 80)
            cell = pygame.Rect(round(bar.x + k * cw), bar.y, max(1, round(cw) - 1), bar.h)
            pygame.draw.rect(surf, col, cell)
            if v == p.pollution:
                pygame.draw.rect(surf, th.highlight, cell.inflate(2, 4), 2)
        kit.hover(bar.inflate(0, px(8)), t("twentieth_century.ui.pollution.tip",
                                            value=st.data.pollution_value[p.pollution],
                                            clean=st.data.clean_value[p.pollution]))
        y = bar.bottom + px(8)
        img = kit.text(tn("twentieth_century.ui.garbage_count", p.garbage(), count=p.garbage()),
                       px(11), th.text_dim)
        surf.blit(img, (r.x + px(5), y))
        y += px(18)
        img = kit.text(t("twentieth_century.ui.techs"), px(11), th.text_dim, True)
        surf.blit(img, (r.x + px(5), y))
        y += px(15)
        for k, tech in enumerate(p.techs):
            if y > r.bottom - px(14):
                break
            d = st.data.techs[tech]
            spent = all(p.used[k]) and d.tile is None and any(
                pt.kind in ("population", "bridge", "sorted_waste") for pt in d.parts)
            img = kit.fit(ui.tech_name(tech), px(10), th.text_dim if spent else th.text,
                          r.w - px(10))
            surf.blit(img, (r.x + px(5), y))
            kit.hover(pygame.Rect(r.x, y, r.w, px(13)), ui.tech_tip(tech))
            y += px(13)

    # --- the region -----------------------------------------------------------------------------
    def region(self, surf: pygame.Surface) -> None:
        ui, lay, ctx = self.ui, self.ui.lay, self.ui.ctx
        th = ctx.theme
        seat = ui.focus()
        cam = ui.ctl.camera(seat)
        view = lay.view
        key = (region_key(ctx.state.players[seat]), seat, cam.key(), tuple(view), th.colour_blind)
        if self._region is None or self._region[0] != key:
            layer = pygame.Surface(view.size)
            layer.fill((24, 40, 34))
            local = pygame.Rect(0, 0, view.w, view.h)
            p = ctx.state.players[seat]
            colour = ctx.colour(seat)
            for tid in p.order:
                tile = p.tiles[tid]
                assert tile.x is not None and tile.y is not None
                r = cam.cell_rect(local, tile.x, tile.y)
                if r.colliderect(local):
                    draw_tile(layer, r, tile.d, tile.rot, tile.cit, tile.garbage, tile.bridges,
                              colour, seat, self.kit.text, detail=r.w >= 40)
            self._region = (key, layer)
        surf.blit(self._region[1], view)
        clip = surf.get_clip()
        surf.set_clip(view)
        self.highlights(surf, seat, cam)
        if self.ui.ctl.state.preview is not None:
            self.held(surf, seat, cam)
        surf.set_clip(clip)
        pygame.draw.rect(surf, th.border, view, 1)
        kit = self.kit
        for rect, label, tip in ((lay.zoom_in, "+", "twentieth_century.ui.zoom_in"),
                                 (lay.zoom_out, "−", "twentieth_century.ui.zoom_out"),
                                 (lay.fit, "", "twentieth_century.ui.fit")):
            kit.button(surf, rect, label)
            kit.hover(rect, t(tip))
        self.fit_glyph(surf, lay.fit)
        if seat != ctx.viewer:
            img = kit.text(t("twentieth_century.ui.region_of", player=ui.seat_name(seat)),
                           lay.px(12), th.text, True)
            back = img.get_rect(topleft=(view.x + lay.px(6), view.y + lay.px(6))).inflate(lay.px(8), lay.px(4))
            pygame.draw.rect(surf, (20, 22, 28), back, border_radius=lay.px(4))
            surf.blit(img, img.get_rect(center=back.center))

    def fit_glyph(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """Four corner brackets: show everything."""
        px = self.ui.lay.px
        r = rect.inflate(-px(12), -px(12))
        c = self.ui.ctx.theme.text
        d = max(2, r.w // 3)
        for (x, y), (sx, sy) in ((r.topleft, (1, 1)), (r.topright, (-1, 1)),
                                 (r.bottomleft, (1, -1)), (r.bottomright, (-1, -1))):
            pygame.draw.line(surf, c, (x, y), (x + sx * d, y), 2)
            pygame.draw.line(surf, c, (x, y), (x, y + sy * d), 2)

    def highlights(self, surf: pygame.Surface, seat: int, cam: Any) -> None:
        ctl = self.ui.ctl
        lay = self.ui.lay
        px = lay.px
        tgs = ctl.targets()
        if not tgs:
            return
        good = ctl.legal_targets()
        first = ctl.state.first
        p = self.ui.ctx.state.players[seat]
        for tg, a in tgs.items():
            kind = tg[0]
            hot = tg in good
            if kind == "tray":
                continue
            if kind == "cell":
                r = cam.cell_rect(lay.view, tg[1], tg[2])
                pygame.draw.rect(surf, GOOD, r.inflate(-px(4), -px(4)), 2, border_radius=px(3))
            elif kind == "land":
                tile = p.tiles.get(tg[1])
                if tile is None or tile.x is None:
                    continue
                r = cam.cell_rect(lay.view, tile.x, tile.y)
                pygame.draw.rect(surf, TARGET, r, 3)
                if first is not None and first[0] == tg[1]:
                    pygame.draw.rect(surf, (255, 255, 255), r.inflate(-px(8), -px(8)), 2)
            else:
                pt = ctl.point(tg, cam)
                if pt is None:
                    continue
                rad = max(px(5), int(cam.s * 0.09))
                if kind == "anchor" and not hot:
                    pygame.draw.circle(surf, (200, 200, 200), pt, max(2, rad // 2), 1)
                else:
                    pygame.draw.circle(surf, TARGET if a != FIRST or kind == "city" else GOOD,
                                       pt, rad, 2)
                if first is not None and (tg[1], tg[2]) == first:
                    pygame.draw.circle(surf, (255, 255, 255), pt, rad + px(3), 3)
        if first is not None and ctl.state.mode is not None and ctl.state.mode[0] in ("Transport",):
            tile = p.tiles.get(first[0])
            if tile is not None and tile.x is not None:
                r = cam.cell_rect(lay.view, tile.x, tile.y)
                pygame.draw.rect(surf, (255, 255, 255), r.inflate(-px(6), -px(6)), 3)
        plant = q.current_plant(self.ui.ctx.state)
        if plant is not None:  # the recycling plant whose choice this is
            pt = ctl.point(("city", plant[0], plant[1]), cam)
            if pt is not None:
                pygame.draw.circle(surf, GOOD, pt, max(px(8), int(cam.s * 0.14)), 3)
        mode = ctl.state.mode
        if first is not None and mode is not None and mode[0] in ("Bridge", "Locomotive"):
            pt = ctl.point(("anchor" if mode[0] == "Bridge" else "city", first[0], first[1]), cam)
            if pt is not None:
                pygame.draw.circle(surf, (255, 255, 255), pt, max(px(6), int(cam.s * 0.1)), 3)

    def bridge_line(self, surf: pygame.Surface, seat: int, cam: Any) -> None:
        """From the first anchor (or citizen) picked to the mouse."""
        ctl = self.ui.ctl
        first = ctl.state.first
        mode = ctl.state.mode
        if first is None or mode is None or mode[0] not in ("Bridge", "Locomotive"):
            return
        kind = "anchor" if mode[0] == "Bridge" else "city"
        pt = ctl.point((kind, first[0], first[1]), cam)
        if pt is not None:
            pygame.draw.line(surf, (255, 255, 255), pt, ctl.state.mouse, 2)

    def held(self, surf: pygame.Surface, seat: int, cam: Any) -> None:
        """The tile held (under the mouse, or put down as a preview with its income change)."""
        ctl = self.ui.ctl
        s = ctl.state
        if not ctl.holding() or s.held is None:
            return
        lay = self.ui.lay
        st = self.ui.ctx.state
        d = st.data.tiles[s.held]
        tile = st.players[seat].tiles[s.held]
        if s.preview is not None:
            r = cam.cell_rect(lay.view, *s.preview)
        else:
            if not lay.view.collidepoint(s.mouse):
                return
            x, y = cam.to_cell(lay.view, *s.mouse)
            r = cam.cell_rect(lay.view, int(x // 1), int(y // 1))
            if ("cell", int(x // 1), int(y // 1)) not in ctl.targets():
                ghost = pygame.Rect(0, 0, r.w, r.h)
                ghost.center = s.mouse
                r = ghost
        layer = pygame.Surface(r.size)
        draw_tile(layer, pygame.Rect(0, 0, r.w, r.h), d, s.rot, tile.cit, tile.garbage, (),
                  self.ui.ctx.colour(seat), seat, self.kit.text, detail=r.w >= 40)
        layer.set_alpha(235 if s.preview is not None else 170)
        surf.blit(layer, r)
        pygame.draw.rect(surf, GOOD if s.preview is not None else TARGET, r, 3)

    def tray(self, surf: pygame.Surface) -> None:
        ui, lay, kit = self.ui, self.ui.lay, self.kit
        th = ui.ctx.theme
        px = lay.px
        r = lay.tray
        kit.panel(surf, r, (36, 40, 50))
        tiles = ui.tray_tiles()
        st = ui.ctx.state
        seat = ui.focus()
        p = st.players[seat]
        tgs = ui.ctl.targets()
        if not tiles:
            img = kit.fit(t("twentieth_century.ui.tray_empty"), px(11), th.text_dim, r.w - px(16))
            surf.blit(img, img.get_rect(midleft=(r.x + px(10), r.centery)))
            return
        for i, tid in enumerate(tiles):
            slot = lay.tray_slot(i)
            if slot.right > r.right:
                break
            tile = p.tiles[tid]
            draw_tile(surf, slot, tile.d, 0, tile.cit, tile.garbage, (), ui.ctx.colour(seat), seat,
                      kit.text, detail=True)
            if ui.ctl.state.held == tid:
                pygame.draw.rect(surf, th.highlight, slot.inflate(px(4), px(4)), 3)
            elif ("tray", tid) in tgs:
                pygame.draw.rect(surf, TARGET, slot.inflate(px(2), px(2)), 2)
            if tid in st.data.techs:
                kit.hover(slot, ui.tech_tip(tid))
        last = lay.tray_slot(len(tiles) - 1)
        hint = t("twentieth_century.ui.tray_waiting")
        img = kit.fit(hint, px(11), th.text_dim, max(px(20), r.right - last.right - px(16)))
        surf.blit(img, img.get_rect(midleft=(last.right + px(10), r.centery)))

    def board_marks(self, surf: pygame.Surface) -> None:
        """What the player picked on the board (land, technology, column)."""
        ui, lay = self.ui, self.ui.lay
        s = ui.ctl.state
        st = ui.ctx.state
        px = lay.px
        stp = ui.ctl.step()
        acting = ui.ctl.acting()
        if acting and stp.kind in (q.OPEN, q.BUY):
            for i, land in enumerate(st.lands[:8]):
                rect = lay.land_card(i)
                colour = ui.ctx.theme.highlight if land == s.land else TARGET
                pygame.draw.rect(surf, colour, rect.inflate(px(4), px(4)), 3 if land == s.land else 1)
        if acting and stp.kind == q.TECH:
            for i, tech in enumerate(st.techs[:6]):
                rect = lay.tech_card(i)
                pygame.draw.rect(surf, ui.ctx.theme.highlight if tech == s.tech else TARGET,
                                 rect.inflate(px(4), px(4)), 3 if tech == s.tech else 1,
                                 border_radius=px(5))
        if acting and stp.kind == q.PREVENT and s.column is not None:
            pygame.draw.rect(surf, ui.ctx.theme.highlight, lay.column(s.column).inflate(px(3), px(3)), 3,
                             border_radius=px(5))

    # --- the dialogue -------------------------------------------------------------------------
    def dialog(self, surf: pygame.Surface) -> None:
        ui, lay, kit = self.ui, self.ui.lay, self.kit
        th = ui.ctx.theme
        px = lay.px
        d = lay.dialog
        kit.panel(surf, d, th.panel, th.border)
        title, line = self.dialog_text()
        img = kit.fit(title, px(15), th.accent, d.w - px(16), True)
        surf.blit(img, (d.x + px(8), d.y + px(6)))
        message = ui.ctl.state.message
        if message:
            img = kit.fit(message, px(12), th.bad, d.w - px(16), True)
        else:
            img = kit.fit(line, px(12), th.text, d.w - px(16))
        surf.blit(img, (d.x + px(8), d.y + px(30)))
        buttons = ui.ctl.buttons()
        for b in buttons:
            if b.style == "column":
                self.column_button(surf, b)
            else:
                kit.button(surf, b.rect, b.label, b.enabled, b.style, b.selected)
            if b.tip:
                kit.hover(b.rect, b.tip)
        ids = {b.id for b in buttons}
        if "minus" in ids:
            r = lay.stepper()["value"]
            pygame.draw.rect(surf, (20, 22, 28), r, border_radius=px(4))
            pygame.draw.rect(surf, th.border, r, 1, border_radius=px(4))
            lo_hi = self.bid_bounds()
            v = ui.ctl.bid_value(*lo_hi) if lo_hi else 0
            img = kit.text(str(v), px(18), th.text, True)
            surf.blit(img, img.get_rect(center=r.center))
        extra = self.dialog_extra()
        if extra:
            y = d.bottom - px(22) if "withdraw" in ids or "pass" in ids else d.y + px(100)
            if "withdraw" in ids:
                y = lay.dbutton(2, 0).y + px(8)
            for k, text in enumerate(extra[:2]):
                img = kit.fit(text, px(12), th.text_dim, d.w - px(16))
                surf.blit(img, (d.x + px(8), y + k * px(17)))
        if ui.ctl.step().kind == q.BID and ui.ctx.state.lot:
            self.lot(surf)
        if ui.ctl.step().kind == "over":
            self.scores(surf)

    def scores(self, surf: pygame.Surface) -> None:
        """The final score by category, one row per seat (best first)."""
        ui, lay, kit = self.ui, self.ui.lay, self.kit
        st = ui.ctx.state
        th = ui.ctx.theme
        px = lay.px
        d = lay.dialog
        keys = list(st.players[0].points)
        name_w = px(110)
        col_w = (d.w - px(16) - name_w - px(50)) // len(keys)
        y = d.y + px(50)
        x = d.x + px(8) + name_w
        img = kit.fit(t("twentieth_century.ui.total"), px(10), th.text_dim, px(46), True)
        surf.blit(img, (x, y))
        for k, key in enumerate(keys):
            img = kit.fit(t("twentieth_century.ui.col." + key), px(10), th.text_dim, col_w - px(4))
            surf.blit(img, (x + px(50) + k * col_w, y))
            kit.hover(pygame.Rect(x + px(50) + k * col_w, y, col_w, px(14)),
                      t("twentieth_century.score." + key))
        order = sorted(range(st.n), key=lambda i: (-st.players[i].qol, st.players[i].garbage()))
        for i in order:
            y += px(19)
            p = st.players[i]
            citizen(surf, (d.x + px(16), y + px(7)), px(6), ui.ctx.colour(i), i)
            img = kit.fit(ui.seat_name(i), px(12), th.text, name_w - px(22), True)
            surf.blit(img, (d.x + px(26), y))
            img = kit.text(str(p.qol), px(12), th.accent, True)
            surf.blit(img, (x, y))
            for k, key in enumerate(keys):
                img = kit.text(str(p.points[key]), px(12), th.text)
                surf.blit(img, (x + px(50) + k * col_w, y))

    def bid_bounds(self) -> tuple[int, int] | None:
        st = self.ui.ctx.state
        s = self.ui.ctl.state
        kind = self.ui.ctl.step().kind
        if kind == q.PREVENT:
            return q.prevention_range(st, s.column) if s.column is not None else None
        return q.bid_range(st)

    def lot(self, surf: pygame.Surface) -> None:
        ui, lay = self.ui, self.ui.lay
        st = ui.ctx.state
        px = lay.px
        cell = lay.dbutton(1, 3, 4)
        size = px(72)
        r = pygame.Rect(cell.right - size, cell.y - px(2), size, size)
        draw_tile(surf, r, st.data.tiles[st.lot], 0, text=self.kit.text)
        pygame.draw.rect(surf, ui.ctx.theme.accent, r, 2)

    def column_button(self, surf: pygame.Surface, b: Any) -> None:
        kit, lay, ui = self.kit, self.ui.lay, self.ui
        st = ui.ctx.state
        px = lay.px
        c = b.data["column"]
        kit.button(surf, b.rect, "", b.enabled, "button", b.selected)
        img = kit.text(str(c), px(13), ui.ctx.theme.text if b.enabled else ui.ctx.theme.text_dim, True)
        surf.blit(img, img.get_rect(midleft=(b.rect.x + px(6), b.rect.centery)))
        if b.data["blocked"]:
            return
        card = st.data.catastrophes.get(st.catastrophe) if st.catastrophe else None
        if card is not None:
            g, left = card.columns[c - 1]
            x = b.rect.x + px(20)
            for _ in range(g):
                pygame.draw.rect(surf, (150, 152, 156), (x, b.rect.centery - px(4), px(7), px(7)))
                x += px(9)
            if left:
                img = kit.text("◀" * left, px(10), (230, 110, 80), True)
                surf.blit(img, img.get_rect(midleft=(x + px(2), b.rect.centery)))
        rng = q.prevention_range(st, c)
        if rng is not None:
            img = kit.text(f"≥{rng[0]}", px(10), ui.ctx.theme.text_dim)
            surf.blit(img, img.get_rect(midright=(b.rect.right - px(4), b.rect.centery)))

    def dialog_text(self) -> tuple[str, str]:
        """The dialogue's title and first line, for whoever looks (acting or watching)."""
        ui = self.ui
        st = ui.ctx.state
        ctl = ui.ctl
        stp = ctl.step()
        s = ctl.state
        who = ui.seat_name(stp.seat)
        kind = stp.kind
        mine = ctl.acting()
        if not mine and kind in (q.TECH, q.PREVENT, q.GARBAGE, q.ATTACH, q.CITIZENS, q.USES,
                                 q.RECYCLE):
            title, _ = self._titles(kind, who, st)
            return title, t("twentieth_century.ui.wait_for", player=who)
        if kind == "over":
            ranks = ui.ctx.rules.winners(st)
            names = ", ".join(ui.seat_name(i) for i in ranks)
            return t("twentieth_century.ui.over", players=names), ""
        if kind == q.OPEN:
            line = t("twentieth_century.ui.open_line") if mine else \
                t("twentieth_century.ui.wait_for", player=who)
            if mine and s.land is not None:
                line = t("twentieth_century.ui.open_picked", land=land_words(s.land))
            return t("twentieth_century.ui.auction_title", player=who), line
        if kind == q.BUY:
            return (t("twentieth_century.ui.buy_title", player=who),
                    t("twentieth_century.ui.buy_line", price=st.min_price))
        if kind == q.BID:
            return (t("twentieth_century.ui.bid_title", land=land_words(st.lot), player=who),
                    t("twentieth_century.ui.high_bid", bid=st.high_bid,
                      player=ui.seat_name(st.high_bidder)))
        if kind == q.TECH:
            return (t("twentieth_century.ui.tech_title", player=who, price=st.tech_price),
                    t("twentieth_century.ui.tech_line", science=ui.holding_text(stp.seat, "science")))
        if kind == q.PREVENT:
            return (t("twentieth_century.ui.prevent_title", player=who),
                    t("twentieth_century.ui.prevent_line", science=ui.holding_text(stp.seat, "science"))
                    if mine else t("twentieth_century.ui.wait"))
        if kind == q.GARBAGE:
            n = st.players[stp.seat].pending_garbage
            return (t("twentieth_century.ui.maint_title", player=who),
                    tn("twentieth_century.ui.garbage_line", n, count=n))
        if kind == q.ATTACH:
            line = t("twentieth_century.ui.attach_line")
            a = ctl.preview_action()
            if a is not None:
                ch = q.attach_change(st, a)
                if ch is not None:
                    line = t("twentieth_century.ui.income_change", money=f"{ch[0]:+d}",
                             science=f"{ch[1]:+d}", qol=f"{ch[2]:+d}")
            elif s.held is not None:
                line = t("twentieth_century.ui.attach_held")
            return t("twentieth_century.ui.maint_title", player=who), line
        if kind == q.CITIZENS:
            return t("twentieth_century.ui.maint_title", player=who), t("twentieth_century.ui.citizen_line")
        if kind == q.USES:
            line = t("twentieth_century.ui.uses_line")
            if s.mode is not None:
                line = t(f"twentieth_century.mode.{s.mode[0]}.{'second' if s.first else 'first'}")
            return t("twentieth_century.ui.uses_title", player=who), line
        if kind == q.RECYCLE:
            plant = q.current_plant(st)
            return (t("twentieth_century.ui.recycle_title", player=who,
                      land=land_words(plant[0] if plant else None)), t("twentieth_century.ui.recycle_line"))
        return t("twentieth_century.ui.phase", phase=st.phase), ""

    def _titles(self, kind: str, who: str, st: Any) -> tuple[str, str]:
        """The title of a decision as a watcher reads it."""
        if kind == q.TECH:
            return t("twentieth_century.ui.tech_title", player=who, price=st.tech_price), ""
        if kind == q.PREVENT:
            return t("twentieth_century.ui.prevent_title", player=who), ""
        if kind == q.USES:
            return t("twentieth_century.ui.uses_title", player=who), ""
        if kind == q.RECYCLE:
            plant = q.current_plant(st)
            return t("twentieth_century.ui.recycle_title", player=who,
                     land=land_words(plant[0] if plant else None)), ""
        return t("twentieth_century.ui.maint_title", player=who), ""

    def dialog_extra(self) -> list[str]:
        ui = self.ui
        st = ui.ctx.state
        ctl = ui.ctl
        kind = ctl.step().kind
        if kind in (q.OPEN, q.BUY, q.BID) and ctl.acting():
            w = q.withdrawal(st)
            return [ctl.withdraw_text(w)] if w is not None else []
        return []

    # --- automatic steps ------------------------------------------------------------------------
    def captions(self, surf: pygame.Surface) -> None:
        ui, lay, kit = self.ui, self.ui.lay, self.kit
        if not ui.captions:
            return
        c = ui.captions[0]
        px = lay.px
        img = kit.fit(c.text, px(15), (250, 250, 250), lay.view.w - px(40), True)
        box = img.get_rect(midtop=(lay.view.centerx, lay.view.y + px(36))).inflate(px(24), px(14))
        colour = ui.ctx.colour(c.seat) if c.seat is not None and c.seat >= 0 else (90, 90, 110)
        pygame.draw.rect(surf, (18, 20, 26), box, border_radius=px(8))
        pygame.draw.rect(surf, colour, box, 3, border_radius=px(8))
        surf.blit(img, img.get_rect(center=box.center))
        if c.kind == "win":  # the price marker moved
            a = lay.price_space(ui.ctx.state.marker)
            pygame.draw.rect(surf, (255, 255, 255), a.inflate(px(6), px(6)), 2, border_radius=px(5))
        if c.seat is not None and 0 <= c.seat < len(lay.panels):
            pygame.draw.rect(surf, colour, lay.panels[c.seat].inflate(px(2), px(2)), 3,
                             border_radius=px(7))


def land_words(tile: str | None) -> str:
    """A land as the log names it ("land I-II no. 16"); a custom tile by its id."""
    return "" if tile is None else str(i18n.words(tile_text(tile)))
