"""Drawing the Akropolis table: construction site, the big city view, tool bar, seat panels.

Reads the UI state the controller writes and the engine's answers from the table's query
(about the redacted state the viewer may see); never changes anything but its own caches,
which are keyed by ``match.version``. Costly pieces (hex sprites, whole cities, texts) are
cached, so a frame is mostly blits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import i18n
from game.ui.i18n import t

from ..data import KIND_NAMES, STARS, TILE_KINDS
from .art import (
    draw_stone,
    level_border,
    shade,
    tile_cells,
    to_axial,
)
from .layout import Camera
from .view_city import draw_tile, outline_cells
from .view_kit import Kit
from .view_panels import LAST, PanelsView

if TYPE_CHECKING:
    from .parts import TableParts

GOOD = (110, 220, 120)
BAD = (235, 90, 80)
SPOT = (130, 235, 150)
PULSE_SECONDS = 1.6


class AkropolisView:
    """The table's painter: reads the UI state (``ui.ctl.state``) and the engine's answers
    (``ui.query``, about the state the viewer may see); the seat panels are drawn by
    :class:`PanelsView` with the same :class:`Kit`."""

    def __init__(self, ui: TableParts) -> None:
        self.ui = ui
        self.kit = Kit(ui)
        self.panels = PanelsView(ui, self.kit)
        self._layers: dict[str, tuple[tuple, pygame.Surface]] = {}
        self.pulse: tuple[int, tuple[int, int, int]] | None = None
        """(seat, (q, r, rot)) of a tile just placed, outlined brightly for a moment."""
        self.pulse_left = 0.0
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._parts: dict[str, tuple[tuple, pygame.Surface, list]] = {}

    # --- the frame -------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """Everything that only changes with the game, the camera or a hovered button is
        drawn into a cached layer; each frame blits it and adds the ghost or preview."""
        ui = self.ui
        lay = ui.lay
        self.kit.tip = None
        key = self.static_key(surf)
        if self._static is None or self._static_key != key:
            if self._static is None or self._static.get_size() != surf.get_size():
                self._static = pygame.Surface(surf.get_size())
            self.kit.hovers = []
            self.kit.recording = True
            layer = self._static
            layer.fill(ui.ctx.theme.bg, lay.rect)
            self.draw_city_base(layer)
            self.draw_site(layer)
            self.draw_toolbar(layer)
            self._part(layer, "panels", lay.side, self.panels.draw_panels,
                       (ui.ctx.match.version, tuple(lay.side), ui.focus(),
                        ui.ctx.theme.colour_blind, i18n.language(), tuple(ui.ctx.names)))
            self.kit.recording = False
            self._static_key = key
        surf.blit(self._static, lay.rect.topleft, lay.rect)
        mouse = ui.ctl.state.mouse
        for rect, text in self.kit.hovers:
            if rect.collidepoint(mouse):
                self.kit.tip = (text, mouse)
        clip = surf.get_clip()
        surf.set_clip(lay.city.clip(clip) if clip else lay.city)
        self.draw_city_overlay(surf)
        surf.set_clip(clip)
        if self.pulse is not None and self.pulse_left > 0:
            self.draw_pulse(surf)
        if self.kit.tip is not None:
            ui.ctx.show_tooltip(*self.kit.tip)

    def _part(self, layer: pygame.Surface, name: str, rect: pygame.Rect, fn, key: tuple) -> None:  # noqa: ANN001
        """A region drawn by ``fn`` and cached on its own (with its tooltips) under ``key``."""
        hit = self._parts.get(name)
        if hit is None or hit[0] != key or hit[1].get_size() != layer.get_size():
            part = hit[1] if hit is not None and hit[1].get_size() == layer.get_size() else \
                pygame.Surface(layer.get_size())
            outer = self.kit.hovers
            self.kit.hovers = []
            fn(part)
            hit = (key, part, self.kit.hovers)
            self.kit.hovers = outer
            self._parts[name] = hit
        layer.blit(hit[1], rect.topleft, rect)
        self.kit.hovers.extend(hit[2])

    def draw_pulse(self, surf: pygame.Surface) -> None:
        """The tile a seat just placed, outlined in its thumbnail (and the big view)."""
        ui = self.ui
        seat, (q, r, rot) = self.pulse
        st = ui.query.seen
        if not 0 <= seat < len(st.cities) or st.cities[seat] is None:
            return
        phase = min(1.0, self.pulse_left / PULSE_SECONDS)
        views = [(ui.lay.thumb(seat), None)]
        if ui.focus() == seat:
            views.append((ui.lay.city, ui.ctl.camera(seat)))
        clip = surf.get_clip()
        for rect, cam in views:
            if rect.h < 20:
                continue
            cam = cam if cam is not None else self.panels.thumb_camera(seat, rect)

            def to_screen(cq: int, cr: int, cam: Camera = cam, rect: pygame.Rect = rect
                          ) -> tuple[float, float]:
                return cam.hex_centre(rect, cq, cr)

            surf.set_clip(rect.clip(clip) if clip else rect)
            width = max(2, round(cam.s * (0.12 + 0.25 * phase)))
            outline_cells(surf, tile_cells(q, r, rot), to_screen, cam.s, (255, 255, 255), width)
        surf.set_clip(clip)

    def static_key(self, surf: pygame.Surface) -> tuple:
        ui = self.ui
        ctx = ui.ctx
        ctl = ui.ctl
        lay = ui.lay
        seat = ui.focus()
        mouse = ctl.state.mouse
        hot = None
        for i, rect in enumerate(self._hot_rects()):
            if rect.collidepoint(mouse):
                hot = i
                break
        return (ctx.match.version, tuple(lay.rect), surf.get_size(), seat,
                ctl.camera(seat).key(), ctl.state.selected, ctl.state.rot, ctl.state.preview is not None,
                ctx.can_act, ctx.viewer, hot, ctx.theme.colour_blind, i18n.language(),
                tuple(ctx.names))

    def _hot_rects(self) -> list[pygame.Rect]:
        """What changes look under the mouse (cards, tool-bar buttons)."""
        lay = self.ui.lay
        cards = [lay.card(i) for i in range(len(self.ui.query.seen.site))]
        return cards + [lay.rot_ccw, lay.rot_cw, lay.zoom_out, lay.zoom_in, lay.fit]

    # --- construction site --------------------------------------------------------------------------
    def draw_site(self, surf: pygame.Surface) -> None:
        ui = self.ui
        th = ui.ctx.theme
        lay = ui.lay
        px = lay.px
        st = ui.query.seen
        pygame.draw.rect(surf, th.panel, lay.site)
        pygame.draw.line(surf, th.border, lay.site.bottomleft, lay.site.bottomright)
        title = self.kit.text(t("akropolis.site"), px(16), th.text, True)
        surf.blit(title, (lay.site.x + px(12), lay.site.y + px(5)))
        hint = self.kit.fit_text(t("akropolis.ui.site_hint"), px(13), th.text_dim,
                             lay.site.right - px(24) - title.get_width() - px(12))
        surf.blit(hint, (lay.site.x + px(24) + title.get_width(), lay.site.y + px(7)))
        # the stacks left
        box = lay.stacks
        left = len(st.stacks)
        s = px(13)
        for i in range(min(3, left)):
            cx, cy = box.centerx - px(4) + i * px(4), box.y + px(34) - i * px(5)
            self._tile_back(surf, cx, cy, s)
        label = self.kit.text(t("akropolis.ui.stacks"), px(13), th.text_dim)
        surf.blit(label, label.get_rect(midtop=(box.centerx, box.y + px(60))))
        count = self.kit.text(str(left), px(20), th.text, True)
        surf.blit(count, count.get_rect(midtop=(box.centerx, box.y + px(74))))
        self.kit.hover(box, t("akropolis.stacks_left", count=left))
        # the cards, slot 0 on the right
        afford = set(ui.query.affordable())
        mover = st.current
        stones = st.stones[mover]
        pick = ui.query.architect_choice()
        ctl = ui.ctl
        for slot, tile in enumerate(st.site):
            rect = lay.card(slot)
            selected = ctl.state.selected == slot and ui.ctx.can_act
            ok = slot in afford
            if selected:
                rect = rect.move(0, -px(4))
            hot = ok and ui.ctx.can_act and rect.collidepoint(ctl.state.mouse)
            bg = th.panel_light if not hot else shade(th.panel_light, 1.15)
            pygame.draw.rect(surf, bg, rect, border_radius=px(8))
            border = th.accent if selected else (th.highlight if pick == slot else th.border)
            pygame.draw.rect(surf, border, rect, px(3) if selected or pick == slot else 1,
                             border_radius=px(8))
            if pick == slot:
                num = self.kit.fit_text(t("akropolis.ui.architect_pick"), px(11), th.highlight,
                                    rect.w - px(10), True)
            else:
                num = self.kit.text(t("akropolis.ui.tile", tile=f"{tile:02d}"), px(11), th.text_dim)
            surf.blit(num, (rect.x + px(6), rect.y + px(4)))
            rot = ctl.state.rot if selected else 0
            draw_tile(surf, self.kit.art, tile, rot, rect.centerx, rect.y + px(44), px(16),
                      alpha=255 if ok or not ui.ctx.can_act else 150)
            # the price
            py = rect.bottom - px(14)
            can_pay = slot <= stones
            colour = th.text if can_pay else BAD
            if slot == 0:
                img = self.kit.text(t("akropolis.ui.free"), px(14), GOOD, True)
                surf.blit(img, img.get_rect(center=(rect.centerx, py)))
            else:
                img = self.kit.text(str(slot), px(16), colour, True)
                w = img.get_width() + px(20)
                x0 = rect.centerx - w // 2
                draw_stone(surf, x0 + px(7), py, px(7))
                surf.blit(img, img.get_rect(midleft=(x0 + px(18), py)))
            if not can_pay and st.cities[mover] is not None:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((20, 20, 26, 110))
                surf.blit(veil, rect.topleft)
            names = " · ".join(t("akropolis.kind." + KIND_NAMES[k]) for k in TILE_KINDS[tile])
            tip = names if can_pay or st.cities[mover] is None else \
                names + "\n" + t("akropolis.ui.cost_tip", cost=slot, stones=stones)
            self.kit.hover(rect, tip)

    def _tile_back(self, surf: pygame.Surface, cx: int, cy: int, s: int) -> None:
        for (q, r) in tile_cells(0, 0, 0):
            x = cx + 1.5 * q * s - 0.5 * s
            y = cy + 1.732 * (r + q / 2) * s + 0.6 * s
            img = self.kit.art.flat(s, (120, 104, 84, 255))
            ax, ay = self.kit.art.anchor(s)
            surf.blit(img, (round(x) - ax, round(y) - ay))
            surf.blit(self.kit.art.outline(s, (70, 58, 44), 2), (round(x) - ax, round(y) - ay))

    # --- the big city ----------------------------------------------------------------------------------
    def draw_city_base(self, surf: pygame.Surface) -> None:
        ui = self.ui
        view = ui.lay.city
        st = ui.query.seen
        seat = ui.focus()
        cam = ui.ctl.camera(seat)
        city = st.cities[seat]
        columns = ui.query.columns(seat)
        last = city.placements[-1][1:4] if city is not None and city.placements else None
        key = ("big", seat, ui.ctx.match.version, cam.key(), view.size)
        img = self.kit.cities.render(key, view.size, columns, cam, last, LAST, grid=True)
        surf.blit(img, view.topleft)

    def draw_city_overlay(self, surf: pygame.Surface) -> None:
        ui = self.ui
        ctl = ui.ctl
        view = ui.lay.city
        seat = ui.focus()
        cam = ctl.camera(seat)
        s = cam.s

        def to_screen(q: int, r: int) -> tuple[float, float]:
            return cam.hex_centre(view, q, r)

        if not ctl.placing() and view.collidepoint(ctl.state.mouse) and ctl.state.drag is None:
            q, r = to_axial(*cam.to_world(view, *ctl.state.mouse))
            hexinfo = ui.query.columns(seat).get((q, r))
            if hexinfo is not None:
                kind, _uid, level = hexinfo
                text = t("akropolis.kind." + KIND_NAMES[kind])
                if STARS[kind]:
                    text += f" ({STARS[kind]}★)"
                self.kit.tip = (text + " · " + t("akropolis.level", level=level), ctl.state.mouse)
        if ctl.placing() and ctl.state.preview is None:
            self.draw_spots(surf, seat, cam)
            ghost = ctl.ghost_at(ctl.state.mouse)
            if ghost is not None:
                self.draw_ghost(surf, ghost.q, ghost.r, ghost.rot, max(1, ghost.level), to_screen,
                                s, GOOD if ghost.legal else BAD, 225)
                if not ghost.legal and ghost.reason:
                    self.kit.label(surf, t(ghost.reason), (ctl.state.mouse[0], ctl.state.mouse[1] + s * 2), BAD)
        if ctl.state.preview is not None and ctl.holding():
            q, r, rot = ctl.state.preview
            level = ui.query.level_of(seat, q, r, rot)
            self.draw_ghost(surf, q, r, rot, level, to_screen, s, ui.ctx.theme.accent, 255)
            self.draw_preview_box(surf)
        self.draw_city_title(surf, seat)

    def draw_spots(self, surf: pygame.Surface, seat: int, cam: Camera) -> None:
        """A marker where the tile's centre may go, for the current rotation."""
        ui = self.ui
        view = ui.lay.city
        rot = ui.ctl.state.rot
        key = (ui.ctx.match.version, seat, rot, cam.key(), view.size)
        hit = self._layers.get("spots")
        if hit is None or hit[0] != key:
            layer = pygame.Surface(view.size, pygame.SRCALPHA)
            local = pygame.Rect(0, 0, *view.size)
            s = cam.s
            rad = max(3, min(8, round(s * 0.16)))
            for q, r, _x, _y in ui.ctl.spots(seat).get(rot, ()):
                x, y = cam.spot(local, q, r, rot)
                level = ui.query.level_of(seat, q, r, rot)
                if level == 1:
                    pygame.draw.circle(layer, (20, 24, 30, 200), (x, y), rad + 2)
                    pygame.draw.circle(layer, SPOT, (x, y), rad)
                    continue
                # a spot on top of the city: a ring in the level's colour with the level
                big = max(rad + 2, min(11, round(s * 0.3)))
                pygame.draw.circle(layer, (20, 24, 30, 230), (x, y), big + 2)
                pygame.draw.circle(layer, level_border(level), (x, y), big)
                if big >= 7:
                    num = self.kit.text(str(level), max(8, round(big * 1.3)), (20, 20, 26), True)
                    layer.blit(num, num.get_rect(center=(x, y + 1)))
            hit = (key, layer)
            self._layers["spots"] = hit
        surf.blit(hit[1], view.topleft)

    def draw_ghost(self, surf: pygame.Surface, q: int, r: int, rot: int, level: int, to_screen,
                   s: int, colour: tuple[int, int, int], alpha: int) -> None:  # noqa: ANN001
        ui = self.ui
        tile = ui.query.seen.site[ui.ctl.state.selected]
        cells = tile_cells(q, r, rot)
        lift = 0
        items = sorted(zip(cells, TILE_KINDS[tile], strict=True), key=lambda it: it[0][1] * 2 + it[0][0])
        for (cq, cr), kind in items:
            x, y = to_screen(cq, cr)
            img = self.kit.art.hex(kind, level, s, alpha=alpha)
            ax, ay = self.kit.art.anchor(s)
            surf.blit(img, (round(x) - ax, round(y) - ay - lift))
        width = max(3, round(s * 0.16))

        def lifted(cq: int, cr: int) -> tuple[float, float]:
            x, y = to_screen(cq, cr)
            return x, y - lift

        outline_cells(surf, cells, lifted, s, (16, 16, 20), width + 2)
        outline_cells(surf, cells, lifted, s, colour, width)

    def draw_preview_box(self, surf: pygame.Surface) -> None:
        ui = self.ui
        th = ui.ctx.theme
        px = ui.lay.px
        buttons = ui.preview_buttons()
        info = ui.preview_info()
        box = buttons["info"]
        pygame.draw.rect(surf, th.panel, box, border_radius=px(6))
        pygame.draw.rect(surf, th.accent, box, 2, border_radius=px(6))
        if info is not None:
            delta, gained = info
            total = sum(delta.values())
            sign = f"{total:+d}"
            img = self.kit.text(t("akropolis.ui.points", delta=sign), px(15),
                            GOOD if total > 0 else BAD if total < 0 else th.text, True)
            surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + px(4))))
            cost = ui.ctl.state.selected or 0
            parts = []
            if cost:
                parts.append(f"−{cost}")
            if gained:
                parts.append(f"+{gained}")
            stones_txt = " ".join(parts) if parts else "±0"
            img = self.kit.text(stones_txt, px(14), th.text)
            w = img.get_width() + px(18)
            x0 = box.centerx - w // 2
            y = box.y + px(31)
            draw_stone(surf, x0 + px(6), y, px(6))
            surf.blit(img, img.get_rect(midleft=(x0 + px(16), y)))
            tip = [t("akropolis.score." + k) + f" {v:+d}" for k, v in delta.items() if v]
            self.kit.hover(box, "\n".join(tip) or t("akropolis.ui.points", delta="+0"))
        self.kit.button(surf, buttons["confirm"], t("akropolis.ui.confirm"), accent=(60, 140, 80))
        self.kit.button(surf, buttons["cancel"], t("akropolis.ui.cancel"), accent=(150, 64, 58))
        for name, cw in (("turn_ccw", False), ("turn_cw", True)):
            rect = buttons[name]
            self.kit.button(surf, rect)
            self.kit.glyph(surf, rect, cw, True)
            self.kit.hover(rect, t("akropolis.ui.rotate_cw" if cw else "akropolis.ui.rotate_ccw"))

    def draw_city_title(self, surf: pygame.Surface, seat: int) -> None:
        ui = self.ui
        th = ui.ctx.theme
        px = ui.lay.px
        view = ui.lay.city
        name = t("akropolis.ui.city_of", player=ui.seat_name(seat))
        img = self.kit.text(name, px(17), th.text, True)
        x, y = view.x + px(12), view.y + px(10)
        back = pygame.Rect(x - px(6), y - px(4), img.get_width() + px(32), img.get_height() + px(8))
        pygame.draw.rect(surf, (24, 28, 36), back, border_radius=px(6))
        pygame.draw.circle(surf, ui.ctx.colour(seat), (x + px(7), back.centery), px(7))
        surf.blit(img, (x + px(20), y))
        if seat != ui.home_seat():
            hint = self.kit.text(t("akropolis.ui.back_home"), px(12), th.text_dim)
            surf.blit(hint, (x, back.bottom + px(4)))

    # --- tool bar -------------------------------------------------------------------------------------
    def draw_toolbar(self, surf: pygame.Surface) -> None:
        ui = self.ui
        ctl = ui.ctl
        th = ui.ctx.theme
        lay = ui.lay
        px = lay.px
        st = ui.query.seen
        pygame.draw.rect(surf, th.panel, lay.toolbar)
        pygame.draw.line(surf, th.border, lay.toolbar.topleft, lay.toolbar.topright)
        holding = ctl.holding()
        for rect, cw in ((lay.rot_ccw, False), (lay.rot_cw, True)):
            self.kit.button(surf, rect, enabled=holding)
            self.kit.glyph(surf, rect, cw, holding)
            if holding:
                self.kit.hover(rect, t("akropolis.ui.rotate_cw" if cw else "akropolis.ui.rotate_ccw"))
        for rect, label, tip in ((lay.zoom_out, "−", "akropolis.ui.zoom_out"),
                                 (lay.zoom_in, "+", "akropolis.ui.zoom_in"),
                                 (lay.fit, "⌂", "akropolis.ui.fit")):
            self.kit.button(surf, rect, label)
            self.kit.hover(rect, t(tip) + "\n" + t("akropolis.ui.hint.view"))
        if st.finished:
            hint = t("akropolis.ui.hint.over")
        elif not ui.ctx.can_act:
            hint = t("akropolis.ui.hint.wait", player=ui.seat_name(st.current))
        elif ctl.state.preview is not None:
            hint = t("akropolis.ui.hint.confirm")
        elif holding:
            hint = t("akropolis.ui.hint.place")
        else:
            hint = t("akropolis.ui.hint.pick")
        x = lay.rot_cw.right + px(12)
        img = self.kit.fit_text(hint, px(14), th.text, lay.zoom_out.x - px(12) - x)
        surf.blit(img, img.get_rect(midleft=(x, lay.toolbar.centery)))
