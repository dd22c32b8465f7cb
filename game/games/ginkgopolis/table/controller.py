"""Mouse and keys -> Ginkgopolis actions. Legality always comes from the engine.

Every decision the engine can ask a human is a few clicks: the draft (click a Character,
Confirm), the selection (click a card, optionally a tile, Confirm; or New Hand), Hal's card
(click a card, Confirm), the resource-or-tile choice (two buttons), the token square (click
one of the marked squares) and the first-exhaustion contributions (click tiles one at a
time, then Done). Pan by dragging the city (any button), zoom with the wheel or the buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.table.camera import camera_key

from ..rules.actions import (
    Choose,
    Commit,
    Contribute,
    Done,
    DraftPick,
    GiveHal,
    MoveToken,
    NewHand,
)
from .layout import ZOOM_MAX, ZOOM_MIN, Camera, fit_camera
from .state import UIState

DRAG_SLOP = 4
"""Pixels a press may move and still count as a click."""


class Controller:
    def __init__(self, ui: Any) -> None:
        self.ui = ui
        """The GinkgopolisUI (typed loosely: it imports this module)."""
        self.state = UIState()
        self._fit_key: Any = None
        self._fit: Camera | None = None

    # --- what may be done (the engine's answers, cached per version) -----------------------
    def decision(self) -> Any:
        """The pending decision if this viewer may take it, else None."""
        ctx = self.ui.ctx
        if not ctx.can_act:
            return None
        d = ctx.state.decisions.top
        return d if d is not None and d.seat == ctx.viewer else None

    def kind(self) -> str | None:
        d = self.decision()
        return None if d is None else d.kind

    def legal(self) -> list[Any]:
        return self.ui.legal()

    def is_legal(self, action: Any) -> bool:
        return action in self.ui.legal_set()

    def cards(self) -> list[str]:
        """The cards shown in the hand row: the draft packet while drafting, else the hand."""
        return self.ui.cards_shown()

    def tiles(self) -> list[str]:
        return self.ui.tiles_shown()

    def pending(self) -> Any:
        """The action Confirm would play now (None: nothing complete is selected)."""
        s = self.state
        kind = self.kind()
        if s.card is None or kind is None:
            return None
        if kind == "draft":
            a: Any = DraftPick(s.card)
        elif kind == "select":
            a = Commit(s.card, s.tile)
        elif kind == "hal_card":
            a = GiveHal(s.card)
        else:
            return None
        return a if self.is_legal(a) else None

    # --- selection -------------------------------------------------------------------------
    def notice_viewer(self) -> None:
        """A hot-seat hand-over: the selection belonged to the last viewer; drop it."""
        s = self.state
        if s.owner != self.ui.ctx.viewer:
            s.card = s.tile = None
            s.owner = self.ui.ctx.viewer
            s.cam = None

    def reset(self) -> None:
        s = self.state
        s.card = s.tile = None
        s.drag = None

    def drop_stale(self) -> None:
        """Forget a card or tile that is no longer in the hand or behind the screen."""
        s = self.state
        if s.card is not None and s.card not in self.cards():
            s.card = None
        if s.tile is not None and s.tile not in self.tiles():
            s.tile = None

    def pick_card(self, card: str) -> None:
        s = self.state
        s.card = None if s.card == card else card

    def pick_tile(self, tile: str) -> None:
        s = self.state
        s.tile = None if s.tile == tile else tile

    def submit(self, action: Any) -> None:
        self.reset()
        self.ui.ctx.submit(action)

    # --- camera ------------------------------------------------------------------------------
    def fitted(self) -> Camera:
        ui = self.ui
        view = ui.lay.city
        key = (ui.ctx.version, tuple(view), ui.ctx.viewer, ui.ctx.can_act)
        if self._fit is None or key != self._fit_key:
            fit = fit_camera(ui.lay.city_fit, ui.world_squares())
            # the camera is centred on the city view: shift for the fitted area's offset
            dx = (ui.lay.city_fit.centerx - view.centerx) / fit.s
            dy = (ui.lay.city_fit.centery - view.centery) / fit.s
            self._fit = Camera(fit.cx - dx, fit.cy - dy, fit.s)
            self._fit_key = key
        return self._fit

    def camera(self) -> Camera:
        return self.state.cam if self.state.cam is not None else self.fitted()

    def _manual(self) -> Camera:
        if self.state.cam is None:
            self.state.cam = self.fitted().copy()
        return self.state.cam

    def zoom(self, steps: int, at: tuple[int, int] | None = None) -> None:
        view = self.ui.lay.city
        cam = self._manual()
        at = at if at is not None and view.collidepoint(at) else view.center
        wx = (at[0] - view.centerx) / cam.s + cam.cx
        wy = (at[1] - view.centery) / cam.s + cam.cy
        cam.s = min(ZOOM_MAX, max(ZOOM_MIN, cam.s * (1.2 ** steps)))
        cam.cx = wx - (at[0] - view.centerx) / cam.s
        cam.cy = wy - (at[1] - view.centery) / cam.s

    def pan(self, dx: float, dy: float) -> None:
        cam = self._manual()
        cam.cx -= dx / cam.s
        cam.cy -= dy / cam.s
        fit = self.fitted()
        # never lose the city: its centre stays within the fitted view's reach
        reach_x = self.ui.lay.city.w / fit.s / 2 + 2
        reach_y = self.ui.lay.city.h / fit.s / 2 + 2
        cam.cx = min(max(cam.cx, fit.cx - reach_x), fit.cx + reach_x)
        cam.cy = min(max(cam.cy, fit.cy - reach_y), fit.cy + reach_y)

    def fit(self) -> None:
        self.state.cam = None

    # --- input (the only writer of the UI state) -----------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        s = self.state
        et = event.type
        lay = self.ui.lay
        if et == pygame.MOUSEMOTION:
            pos = event.pos
            if s.drag is not None:
                dx, dy = pos[0] - s.drag[0], pos[1] - s.drag[1]
                s.dragged += abs(dx) + abs(dy)
                if s.dragged > DRAG_SLOP:
                    self.pan(dx, dy)
                s.drag = pos
            s.mouse = pos
            return False
        if et == pygame.MOUSEBUTTONDOWN:
            s.mouse = event.pos
            if event.button in (4, 5):
                return False  # old-style wheel; MOUSEWHEEL handles it
            if lay.city.collidepoint(event.pos) and not self._city_button(event.pos):
                s.drag = event.pos
                s.dragged = 0
                return True
            if event.button == 1:
                return self.click(event.pos)
            if event.button == 3:
                self.reset()
                return True
            return False
        if et == pygame.MOUSEBUTTONUP:
            if s.drag is not None:
                s.drag = None
                if s.dragged <= DRAG_SLOP:
                    if event.button == 1:
                        self.click(event.pos)
                    elif event.button == 3:
                        self.reset()
                return True
            return False
        if et == pygame.MOUSEWHEEL:
            step = getattr(event, "y", 0)
            if step and lay.city.collidepoint(s.mouse):
                self.zoom(1 if step > 0 else -1, s.mouse)
                return True
            return False
        if et == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        k = event.key
        step = self.ui.lay.px(60)
        move = camera_key(k, step)
        if move is not None:
            kind, args = move
            if kind == "pan":
                self.pan(*args)
            elif kind == "zoom":
                self.zoom(int(args[0]))
            else:
                self.fit()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            a = self.pending()
            if a is not None:
                self.submit(a)
                return True
        if k == pygame.K_BACKSPACE:
            self.reset()
            return True
        return False

    def _city_button(self, pos: tuple[int, int]) -> bool:
        lay = self.ui.lay
        return any(r.collidepoint(pos) for r in (lay.zoom_in, lay.zoom_out, lay.fit))

    def click(self, pos: tuple[int, int]) -> bool:
        ui = self.ui
        lay = ui.lay
        if lay.zoom_in.collidepoint(pos):
            self.zoom(1)
            return True
        if lay.zoom_out.collidepoint(pos):
            self.zoom(-1)
            return True
        if lay.fit.collidepoint(pos):
            self.fit()
            return True
        kind = self.kind()
        if kind is None:
            return lay.rect.collidepoint(pos)
        for name, rect in ui.buttons().items():
            if rect.collidepoint(pos):
                self.press(name)
                return True
        if kind in ("draft", "select", "hal_card"):
            cards = self.cards()
            for i, card in enumerate(cards):
                if lay.card(i, len(cards)).collidepoint(pos):
                    self.pick_card(card)
                    return True
        if kind in ("select", "contribute"):
            tiles = self.tiles()
            for tile, rect in zip(tiles, lay.tile_rects(len(tiles)), strict=True):
                if rect.collidepoint(pos):
                    if kind == "contribute":
                        self.submit(Contribute(tile))
                    else:
                        self.pick_tile(tile)
                    return True
        if kind == "move_token" and lay.city.collidepoint(pos):
            x, y = self.camera().square_at(lay.city, pos)
            # an unmarked square goes to the engine too: the table shows its reason
            self.submit(MoveToken(x, y))
            return True
        return lay.rect.collidepoint(pos)

    def press(self, name: str) -> None:
        if name == "confirm":
            a = self.pending()
            if a is not None:
                self.submit(a)
        elif name == "cancel":
            self.reset()
        elif name == "new_hand":
            if self.is_legal(NewHand()):
                self.submit(NewHand())
        elif name in ("resource", "tile"):
            self.submit(Choose(name))
        elif name == "done":
            self.submit(Done())

    # --- automation ----------------------------------------------------------------------------
    def clicks_for(self, action: Any) -> list[tuple[int, int]] | None:
        ui = self.ui
        lay = ui.lay
        kind = self.kind()
        if kind is None or not self.is_legal(action):
            return None
        s = self.state
        buttons = ui.buttons()
        t = type(action)
        if t in (DraftPick, GiveHal, Commit):
            cards = self.cards()
            if action.card not in cards:
                return None
            clicks: list[tuple[int, int]] = []
            if s.card != action.card:
                clicks.append(lay.card(cards.index(action.card), len(cards)).center)
            if t is Commit and s.tile != action.tile:
                tiles = self.tiles()
                rects = lay.tile_rects(len(tiles))
                # a tile to pick, or the picked one clicked again to put it back
                tile = action.tile if action.tile is not None else s.tile
                if tile not in tiles:
                    return None
                clicks.append(rects[tiles.index(tile)].center)
            clicks.append(buttons["confirm"].center)
            return clicks
        if t is NewHand:
            return [buttons["new_hand"].center]
        if t is Choose:
            return [buttons[action.item].center]
        if t is Done:
            return [buttons["done"].center]
        if t is Contribute:
            tiles = self.tiles()
            return [lay.tile_rects(len(tiles))[tiles.index(action.tile)].center]
        if t is MoveToken:
            cam = self.camera()
            view = lay.city.inflate(-4, -4)
            point = cam.rect(lay.city, (action.x, action.y)).center
            clicks = []
            if not view.collidepoint(point) or any(
                    r.collidepoint(point) for r in (lay.zoom_in, lay.zoom_out, lay.fit)):
                clicks.append(lay.fit.center)
                point = self.fitted().rect(lay.city, (action.x, action.y)).center
            clicks.append(point)
            return clicks
        return None
