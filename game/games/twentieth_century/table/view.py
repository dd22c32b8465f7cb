"""Drawing the 20th Century table: only reads the model (the state the viewer may see and the
engine's answers), the UI state, the layout and the caption queue. Static layers (board,
seat panels, side panel) are cached per position and viewer; the frame layer adds the
region, the tray, the picks, the dialogue and the caption; each frame adds what follows
the mouse (the hovered button, the tile held, a bridge being drawn). Returns the frame's
tooltips (:class:`Hovers`)."""

from __future__ import annotations

import pygame

from game.ui import fonts, i18n
from game.ui.i18n import t, tn
from game.ui.table import text
from game.ui.table.cache import Layer, SurfaceCache
from game.ui.table.controls import draw_button, draw_panel
from game.ui.table.steps import StepQueue, draw_caption
from game.ui.table.text import MIN_PX, Hovers

from ..rules import query as q
from . import controller as ctl
from . import words
from .anim import Caption
from .art import citizen, draw_tile, icon, land_icon, start_flag, tile_face
from .controller import Btn
from .layout import Layout
from .model import TCModel
from .state import UIState
from .view_board import draw_board
from .view_region import TARGET, bridge_line, draw_region, draw_tray, fit_glyph, held, region_key

BUTTON_PX = 14
"""Button labels (design pixels)."""
NOBODY = (90, 90, 110)
"""A caption's border when no seat is concerned."""
WATCHED = (q.TECH, q.PREVENT, q.GARBAGE, q.ATTACH, q.CITIZENS, q.USES, q.RECYCLE)
"""Decisions a watcher sees only the title of (and who is deciding)."""


class TableView:
    def __init__(self) -> None:
        self.static = Layer()
        self.frame = Layer()
        self.tiles = Layer()
        self.thumbs = SurfaceCache(16)
        self.static_hovers = Hovers()
        self.frame_hovers = Hovers()
        self.hovers = Hovers()
        """The tooltips of the last frame drawn (rect, text), the last one on top."""

    # --- the frame ------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout,
             anim: StepQueue[Caption]) -> Hovers:
        focus = ctl.focus(model, s)
        key = (model.version, model.viewer, tuple(lay.rect), focus, model.theme.colour_blind,
               i18n.language())
        size = surf.get_size()

        def paint_static(layer: pygame.Surface) -> None:
            self.static_hovers = Hovers()
            layer.fill(model.theme.bg)
            draw_board(layer, model, lay, self.static_hovers)
            self.panels(layer, model, s, lay, self.static_hovers)
            self.side(layer, model, s, lay, self.static_hovers)

        static = self.static.get(key, size, paint_static)
        # everything but what follows the mouse, redrawn only when something changes
        cap = anim.head
        fkey = (key, model.can_act, ctl.camera(model, s, lay, focus).key(), s.picks(),
                s.message, id(cap))

        def paint_frame(layer: pygame.Surface) -> None:
            self.frame_hovers = Hovers()
            layer.blit(static, lay.rect, lay.rect)
            draw_region(layer, self.tiles, model, s, lay, self.frame_hovers)
            draw_tray(layer, model, s, lay, self.frame_hovers)
            self.board_marks(layer, model, s, lay)
            self.dialog(layer, model, s, lay, self.frame_hovers)
            self.caption(layer, model, lay, cap)

        frame = self.frame.get(fkey, size, paint_frame)
        surf.blit(frame, lay.rect, lay.rect)
        self.dynamic(surf, model, s, lay)
        hovers = Hovers()
        hovers.extend(self.static_hovers)
        hovers.extend(self.frame_hovers)
        self.hovers = hovers
        return hovers

    def dynamic(self, surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout) -> None:
        """What follows the mouse: the tile held, a bridge being drawn, the hovered button.
        The tile held goes under the buttons (the zoom buttons are drawn again over it) and
        is not drawn at all while the mouse is on a button."""
        mouse = s.mouse
        zooms = ((lay.zoom_in, "+"), (lay.zoom_out, "−"), (lay.fit, ""))
        on_button = any(r.collidepoint(mouse) for r, _ in zooms)
        seat = ctl.focus(model, s)
        cam = ctl.camera(model, s, lay, seat)
        clip = surf.get_clip()
        surf.set_clip(lay.view.clip(clip) if clip else lay.view)
        ghost = s.preview is None and not on_button and ctl.holding(model, s)
        under = [(r, surf.subsurface(r).copy()) for r, _ in zooms] if ghost else []
        if ghost:
            held(surf, model, s, lay, seat, cam)
        bridge_line(surf, model, s, lay, cam)
        surf.set_clip(clip)
        for rect, img in under:  # the buttons as they were, over the tile held
            surf.blit(img, rect)
        for rect, label in zooms:
            if rect.collidepoint(mouse):
                draw_button(surf, model.theme, rect, label, hot=True, size=BUTTON_PX)
                if not label:
                    fit_glyph(surf, model, lay, rect)
        for b in ctl.buttons(model, s, lay):
            if b.enabled and b.rect.collidepoint(mouse):
                if b.style == "column":
                    self.column_button(surf, model, lay, b, hot=True)
                else:
                    self.button(surf, model, lay, b, hot=True)

    def button(self, surf: pygame.Surface, model: TCModel, lay: Layout, b: Btn,
               hot: bool = False) -> None:
        """A dialogue button; a label too long for one line (a technology's name) wraps."""
        draw_button(surf, model.theme, b.rect, b.label, enabled=b.enabled, hot=hot,
                    style=b.style, selected=b.selected, size=BUTTON_PX)

    # --- seats --------------------------------------------------------------------------------
    def panels(self, surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout,
               hov: Hovers) -> None:
        """Each seat: name, QoL, money and science in hand (as the viewer may see them),
        the incomes, pollution, garbage and lands won this round, the start player's flag,
        the region in small. Every line fits beside or under the thumbnail."""
        st = model.state
        th = model.theme
        px = lay.px
        focus = ctl.focus(model, s)
        stp = model.step()
        start = model.start_player()
        for i, rect in enumerate(lay.panels):
            p = st.players[i]
            draw_panel(surf, th, rect, th.panel_light if i == focus else th.panel,
                       th.highlight if i == stp.seat else th.border)
            hov.add(rect, t("twentieth_century.ui.panel.tip", player=model.seat_name(i)))
            name, score, hand, income, eco = lay.panel_rows(i)
            citizen(surf, (rect.x + px(11), rect.y + px(12)), px(8), model.colour(i), i)
            img = text.fitted(model.seat_name(i), px(13), th.text, name.w, True)
            surf.blit(img, name.topleft)
            m, sc, qi = model.production(i)
            money = words.holding_text(model, i, "money")
            science = words.holding_text(model, i, "science")
            won = model.lands_won(i)
            summary = t("twentieth_century.ui.panel_summary", qol=p.qol, money=money,
                        science=science, income_money=m, income_science=sc, income_qol=qi,
                        pollution=f"{p.pollution:+d}", garbage=p.garbage())
            summary += "; " + tn("twentieth_century.ui.lands_won", won, count=won)
            hov.add(pygame.Rect(rect.x, score.y, rect.w, eco.bottom - score.y), summary)
            end = self.icon_row(surf, model, lay, score, [(2, str(p.qol))], px(13), True)
            if start is not None and start[0] == i:
                flag = pygame.Rect(end + px(6), score.y, px(14), score.h)
                start_flag(surf, flag)
                hov.add(flag.inflate(px(4), px(2)), words.fill(
                    f"twentieth_century.ui.start.{start[1]}", player=model.seat_name(i)))
            self.icon_row(surf, model, lay, hand, [(0, money), (1, science)], px(12))
            self.icon_row(surf, model, lay, income, [(0, f"+{m}"), (1, f"+{sc}"), (2, f"+{qi}")],
                          lay.font(12))
            self.icon_row(surf, model, lay, eco, [(-1, f"{p.pollution:+d}"),
                                                  (-2, str(p.garbage())), (-3, str(won))],
                          lay.font(11))
            thumb = lay.panel_thumb(i)
            self.thumbnail(surf, model, thumb, i)
            hov.add(thumb, t("twentieth_century.ui.panel.tip", player=model.seat_name(i)))

    def icon_row(self, surf: pygame.Surface, model: TCModel, lay: Layout, row: pygame.Rect,
                 items: list[tuple[int, str]], size: int, bold: bool = False) -> int:
        """Icons with their numbers in a row: coin (0), flask (1), heart (2), pollution (-1),
        garbage (-2) or a land won (-3), at ``size`` or smaller (never below the readable
        minimum) so that the row fits ``row``; returns where it ends."""
        th = model.theme
        gap = lay.px(8)
        fonts_ = fonts.get
        while True:
            r = max(3, size // 2 - 1)
            font = fonts_(size, bold)
            width = sum(2 * r + lay.px(3) + font.size(w)[0] for _, w in items) \
                + gap * (len(items) - 1)
            if width <= row.w or (size <= MIN_PX and gap <= lay.px(3)):
                break
            if size > MIN_PX:
                size -= 1
            else:
                gap = lay.px(3)
        x = row.x
        cy = row.y + size // 2 + 1
        for kind, words_ in items:
            if kind >= 0:
                icon(surf, kind, (x + r, cy), r)
            elif kind == -2:
                pygame.draw.rect(surf, (150, 152, 156), (x, cy - r, 2 * r, 2 * r))
            elif kind == -3:
                land_icon(surf, pygame.Rect(x, cy - r, 2 * r, 2 * r))
            else:
                pygame.draw.circle(surf, (120, 170, 110), (x + r, cy), r)
                pygame.draw.circle(surf, (60, 60, 60), (x + r, cy), r, 1)
            x += 2 * r + lay.px(3)
            img = text.render(words_, size, th.text if bold else th.text_dim, bold)
            surf.blit(img, (x, row.y))
            x += img.get_width() + gap
        return x - gap

    def thumbnail(self, surf: pygame.Surface, model: TCModel, rect: pygame.Rect,
                  seat: int) -> None:
        """A seat's region in small (cached until that region changes)."""
        p = model.state.players[seat]
        key = (seat, rect.size, region_key(p), model.colour(seat))

        def make() -> pygame.Surface:
            img = pygame.Surface(rect.size)
            self.draw_thumbnail(img, model, img.get_rect(), seat)
            return img
        surf.blit(self.thumbs.get(key, make), rect)

    def draw_thumbnail(self, surf: pygame.Surface, model: TCModel, rect: pygame.Rect,
                       seat: int) -> None:
        p = model.state.players[seat]
        pygame.draw.rect(surf, (30, 34, 42), rect)
        if not p.cells:
            return
        xs = [c[0] for c in p.cells]
        ys = [c[1] for c in p.cells]
        span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        size = max(3, rect.w // span)
        ox = rect.centerx - (max(xs) + min(xs) + 1) * size // 2
        oy = rect.centery - (max(ys) + min(ys) + 1) * size // 2
        colour = model.colour(seat)
        for (x, y), tid in p.cells.items():
            tile = p.tiles[tid]
            r = pygame.Rect(ox + x * size, oy + y * size, size, size)
            draw_tile(surf, r, tile.d, tile.rot, tile.cit, tile.garbage, tile.bridges, colour,
                      seat, text=False, detail=False)

    def side(self, surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout,
             hov: Hovers) -> None:
        """Beside the big region: its owner's holdings, incomes, pollution and technologies."""
        st = model.state
        th = model.theme
        px = lay.px
        seat = ctl.focus(model, s)
        p = st.players[seat]
        r = lay.side
        draw_panel(surf, th, r)
        img = text.fitted(model.seat_name(seat), px(13), model.colour(seat), r.w - px(10), True)
        surf.blit(img, (r.x + px(5), r.y + px(4)))
        y = r.y + px(24)
        img = text.render(t("twentieth_century.ui.income"), lay.font(11), th.text_dim, True)
        surf.blit(img, (r.x + px(5), y))
        y += px(16)
        for k, v in enumerate(model.production(seat)):
            icon(surf, k, (r.x + px(14), y + px(7)), px(6))
            img = text.render(f"+{v}", px(13), th.text, True)
            surf.blit(img, (r.x + px(24), y))
            hand = ("money", "science", "")[k]
            if hand:
                line = words.fill("twentieth_century.ui.in_hand",
                                  n=words.holding_text(model, seat, hand))
            else:
                line = t("twentieth_century.ui.qol_short", n=p.qol)
            img = text.render(line, lay.font(10), th.text_dim)
            surf.blit(img, (r.x + px(58), y + px(2)))
            y += px(18)
        # the pollution track: -6 (devastated) .. +6 (clean)
        y += px(2)
        label = words.fill("twentieth_century.ui.pollution", n=f"{p.pollution:+d}")
        if text.one_line(label, lay.font(11), r.w - px(10), True) is None:
            label = f"{p.pollution:+d}"  # a narrow panel: the number; the bar's tooltip names it
        img = text.fitted(label, lay.font(11), th.text_dim, r.w - px(10), True)
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
        value, clean = model.pollution_points(seat)
        hov.add(bar.inflate(0, px(8)), t("twentieth_century.ui.pollution.tip", value=value,
                                         clean=clean))
        y = bar.bottom + px(8)
        img = text.render(tn("twentieth_century.ui.garbage_count", p.garbage(),
                             count=p.garbage()), lay.font(11), th.text_dim)
        surf.blit(img, (r.x + px(5), y))
        y += px(18)
        img = text.render(t("twentieth_century.ui.techs"), lay.font(11), th.text_dim, True)
        surf.blit(img, (r.x + px(5), y))
        y += px(15)
        three = 3 * fonts.get(lay.font(9)).get_linesize()
        for k, tech in enumerate(p.techs):
            if y > r.bottom - px(14):
                break
            used = text.draw_block(surf, words.tech_name(model, tech), lay.font(10),
                              th.text_dim if model.tech_spent(seat, k) else th.text,
                              pygame.Rect(r.x + px(5), y, r.w - px(10), three))
            hov.add(pygame.Rect(r.x, y, r.w, used), words.tech_tip(model, tech))
            y += max(px(13), used + px(1))

    # --- what was picked on the board -----------------------------------------------------------
    def board_marks(self, surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout) -> None:
        """What the player picked on the board (land, technology, column)."""
        st = model.state
        px = lay.px
        kind = model.step().kind
        if not model.acting():
            return
        hi = model.theme.highlight
        if kind in (q.OPEN, q.BUY):
            for i, land in enumerate(st.lands[:8]):
                rect = lay.land_card(i)
                pygame.draw.rect(surf, hi if land == s.land else TARGET,
                                 rect.inflate(px(4), px(4)), 3 if land == s.land else 1)
        if kind == q.TECH:
            for i, tech in enumerate(st.techs[:6]):
                rect = lay.tech_card(i)
                pygame.draw.rect(surf, hi if tech == s.tech else TARGET,
                                 rect.inflate(px(4), px(4)), 3 if tech == s.tech else 1,
                                 border_radius=px(5))
        if kind == q.PREVENT and s.column is not None:
            pygame.draw.rect(surf, hi, lay.column(s.column).inflate(px(3), px(3)), 3,
                             border_radius=px(5))

    # --- the dialogue -------------------------------------------------------------------------
    def dialog(self, surf: pygame.Surface, model: TCModel, s: UIState, lay: Layout,
               hov: Hovers) -> None:
        th = model.theme
        px = lay.px
        d = lay.dialog
        draw_panel(surf, th, d, th.panel, th.border)
        title, line = dialog_text(model, s)
        img = text.fitted(title, px(15), th.accent, d.w - px(16), True)
        surf.blit(img, (d.x + px(8), d.y + px(6)))
        if s.message:
            img = text.fitted(s.message, px(12), th.bad, d.w - px(16), True)
        else:
            img = text.fitted(line, px(12), th.text, d.w - px(16))
        surf.blit(img, (d.x + px(8), d.y + px(30)))
        buttons = ctl.buttons(model, s, lay)
        for b in buttons:
            if b.style == "column":
                self.column_button(surf, model, lay, b)
            else:
                self.button(surf, model, lay, b)
            hov.add(b.rect, b.tip)
        ids = {b.id for b in buttons}
        if "minus" in ids:
            r = lay.stepper()["value"]
            pygame.draw.rect(surf, (20, 22, 28), r, border_radius=px(4))
            pygame.draw.rect(surf, th.border, r, 1, border_radius=px(4))
            lo_hi = ctl.bid_bounds(model, s)
            v = ctl.bid_value(s, *lo_hi) if lo_hi else 0
            img = text.render(str(v), px(18), th.text, True)
            surf.blit(img, img.get_rect(center=r.center))
        extra = dialog_extra(model)
        if extra:
            y = d.bottom - px(22) if "withdraw" in ids or "pass" in ids else d.y + px(100)
            if "withdraw" in ids:
                y = lay.dbutton(2, 0).y + px(8)
            for k, line in enumerate(extra[:2]):
                img = text.fitted(line, px(12), th.text_dim, d.w - px(16))
                surf.blit(img, (d.x + px(8), y + k * px(17)))
        kind = model.step().kind
        if kind == q.BID and model.state.lot:
            self.lot(surf, model, lay, hov)
        if kind == "over":
            self.scores(surf, model, lay, hov)

    def scores(self, surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
        """The final score by category, one row per seat (best first)."""
        st = model.state
        th = model.theme
        px = lay.px
        d = lay.dialog
        keys = list(st.players[0].points)
        name_w = px(110)
        col_w = (d.w - px(16) - name_w - px(50)) // len(keys)
        y = d.y + px(50)
        x = d.x + px(8) + name_w
        img = text.fitted(t("twentieth_century.ui.total"), lay.font(10), th.text_dim, px(46), True)
        surf.blit(img, (x, y))
        for k, key in enumerate(keys):
            img = text.fitted(t("twentieth_century.ui.col." + key), lay.font(10), th.text_dim,
                              col_w - px(4))
            surf.blit(img, (x + px(50) + k * col_w, y))
            hov.add(pygame.Rect(x + px(50) + k * col_w, y, col_w, px(14)),
                    t("twentieth_century.score." + key))
        for i in model.standings():
            y += px(19)
            p = st.players[i]
            citizen(surf, (d.x + px(16), y + px(7)), px(6), model.colour(i), i)
            img = text.fitted(model.seat_name(i), px(12), th.text, name_w - px(22), True)
            surf.blit(img, (d.x + px(26), y))
            img = text.render(str(p.qol), px(12), th.accent, True)
            surf.blit(img, (x, y))
            for k, key in enumerate(keys):
                img = text.render(str(p.points[key]), px(12), th.text)
                surf.blit(img, (x + px(50) + k * col_w, y))

    def lot(self, surf: pygame.Surface, model: TCModel, lay: Layout, hov: Hovers) -> None:
        st = model.state
        assert st.lot is not None
        px = lay.px
        cell = lay.dbutton(1, 3, 4)
        size = px(72)
        r = pygame.Rect(cell.right - size, cell.y - px(2), size, size)
        surf.blit(tile_face(st.data.tiles[st.lot], r.size), r)
        pygame.draw.rect(surf, model.theme.accent, r, 2)
        hov.add(r, words.land_tip(model, st.data.tiles[st.lot]))

    def column_button(self, surf: pygame.Surface, model: TCModel, lay: Layout, b: Btn,
                      hot: bool = False) -> None:
        st = model.state
        th = model.theme
        px = lay.px
        c = b.value
        draw_button(surf, th, b.rect, "", enabled=b.enabled, hot=hot, selected=b.selected,
                    size=BUTTON_PX)
        img = text.render(str(c), px(13), th.text if b.enabled else th.text_dim, True)
        surf.blit(img, img.get_rect(midleft=(b.rect.x + px(6), b.rect.centery)))
        if b.blocked:
            return
        card = st.data.catastrophes.get(st.catastrophe) if st.catastrophe else None
        if card is not None:
            g, left = card.columns[c - 1]
            x = b.rect.x + px(20)
            for _ in range(g):
                pygame.draw.rect(surf, (150, 152, 156), (x, b.rect.centery - px(4), px(7), px(7)))
                x += px(9)
            if left:
                img = text.render("◀" * left, lay.font(10), (230, 110, 80), True)
                surf.blit(img, img.get_rect(midleft=(x + px(2), b.rect.centery)))
        rng = model.prevention_range(c)
        if rng is not None:
            img = text.render(f"≥{rng[0]}", lay.font(10), th.text_dim)
            surf.blit(img, img.get_rect(midright=(b.rect.right - px(4), b.rect.centery)))

    # --- automatic steps ------------------------------------------------------------------------
    def caption(self, surf: pygame.Surface, model: TCModel, lay: Layout,
                c: Caption | None) -> None:
        """The caption of the step playing, in the seat's colour, with that seat's panel
        outlined (and the price marker, when a land was won)."""
        if c is None:
            return
        px = lay.px
        seat = c.seat
        colour = model.colour(seat) if seat is not None and 0 <= seat < model.seats else NOBODY
        draw_caption(surf, model.theme, c.caption, (lay.view.centerx, lay.view.y + px(29)),
                     lay.view, border=colour, anchor="midtop")
        if c.kind == "win":  # the price marker moved
            a = lay.price_space(model.state.marker)
            pygame.draw.rect(surf, (255, 255, 255), a.inflate(px(6), px(6)), 2,
                             border_radius=px(5))
        if seat is not None and 0 <= seat < len(lay.panels):
            pygame.draw.rect(surf, colour, lay.panels[seat].inflate(px(2), px(2)), 3,
                             border_radius=px(7))


# --- the dialogue's words -------------------------------------------------------------------------

def dialog_text(model: TCModel, s: UIState) -> tuple[str, str]:
    """The dialogue's title and first line, for whoever looks (acting or watching)."""
    st = model.state
    stp = model.step()
    who = model.seat_name(stp.seat)
    kind = stp.kind
    mine = model.acting()
    if not mine and kind in WATCHED:
        return watched_title(model, kind, who), t("twentieth_century.ui.wait_for", player=who)
    if kind == "over":
        names = ", ".join(model.seat_name(i) for i in model.winners())
        return t("twentieth_century.ui.over", players=names), ""
    if kind == q.OPEN:
        line = t("twentieth_century.ui.open_line") if mine else \
            t("twentieth_century.ui.wait_for", player=who)
        if mine and s.land is not None:
            line = words.fill("twentieth_century.ui.open_picked", **words.land_fields(s.land))
        return t("twentieth_century.ui.auction_title", player=who), line
    if kind == q.BUY:
        return (t("twentieth_century.ui.buy_title", player=who),
                t("twentieth_century.ui.buy_line", price=model.buy_price()))
    if kind == q.BID:
        return (words.fill("twentieth_century.ui.bid_title", **words.land_fields(st.lot),
                           player=who),
                t("twentieth_century.ui.high_bid", bid=st.high_bid,
                  player=model.seat_name(st.high_bidder)))
    if kind == q.TECH:
        return (t("twentieth_century.ui.tech_title", player=who, price=st.tech_price),
                t("twentieth_century.ui.tech_line",
                  science=words.holding_text(model, stp.seat, "science")))
    if kind == q.PREVENT:
        return (t("twentieth_century.ui.prevent_title", player=who),
                t("twentieth_century.ui.prevent_line",
                  science=words.holding_text(model, stp.seat, "science"))
                if mine else t("twentieth_century.ui.wait"))
    if kind == q.GARBAGE:
        n = st.players[stp.seat].pending_garbage
        return (t("twentieth_century.ui.maint_title", player=who),
                tn("twentieth_century.ui.garbage_line", n, count=n))
    if kind == q.ATTACH:
        line = t("twentieth_century.ui.attach_line")
        a = ctl.preview_action(model, s)
        if a is not None:
            ch = model.attach_change(a)
            if ch is not None:
                line = t("twentieth_century.ui.income_change", money=f"{ch[0]:+d}",
                         science=f"{ch[1]:+d}", qol=f"{ch[2]:+d}")
        elif s.held is not None:
            line = t("twentieth_century.ui.attach_held")
        return t("twentieth_century.ui.maint_title", player=who), line
    if kind == q.CITIZENS:
        return (t("twentieth_century.ui.maint_title", player=who),
                t("twentieth_century.ui.citizen_line"))
    if kind == q.USES:
        line = t("twentieth_century.ui.uses_line" if model.use_modes() else
                 "twentieth_century.ui.uses_none")
        if s.mode is not None:
            line = t(f"twentieth_century.mode.{s.mode[0]}.{'second' if s.first else 'first'}")
        return t("twentieth_century.ui.uses_title", player=who), line
    if kind == q.RECYCLE:
        return watched_title(model, kind, who), t("twentieth_century.ui.recycle_line")
    return t("twentieth_century.ui.phase", phase=st.phase), ""


def watched_title(model: TCModel, kind: str, who: str) -> str:
    """The title of a decision as a watcher reads it."""
    if kind == q.TECH:
        return t("twentieth_century.ui.tech_title", player=who, price=model.state.tech_price)
    if kind == q.PREVENT:
        return t("twentieth_century.ui.prevent_title", player=who)
    if kind == q.USES:
        return t("twentieth_century.ui.uses_title", player=who)
    if kind == q.RECYCLE:
        plant = model.current_plant()
        return words.fill("twentieth_century.ui.recycle_title", player=who,
                          **words.land_fields(plant[0] if plant else None))
    return t("twentieth_century.ui.maint_title", player=who)


def dialog_extra(model: TCModel) -> list[str]:
    """Lines under the buttons: what withdrawing would give, while the viewer bids."""
    if model.step().kind in (q.OPEN, q.BUY, q.BID) and model.acting():
        w = model.withdrawal()
        return [words.withdraw_text(w)] if w is not None else []
    return []
