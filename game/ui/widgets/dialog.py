"""A modal dialog scene: a message with Confirm/Cancel. Enter confirms, Esc cancels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..i18n import t
from ..scene import Scene
from .button import Button
from .label import Label
from .panel import Panel


class Dialog(Scene):
    overlay = True
    name = "dialog"
    holds_notices = True

    def __init__(self, app: Any, title: str, message: str, *,
                 on_confirm: Callable[[], None] | None = None,
                 on_cancel: Callable[[], None] | None = None,
                 confirm_text: str | None = None, cancel_text: str | None = None,
                 danger: bool = False) -> None:
        super().__init__(app)
        th = self.theme
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.panel = Panel(th, title=title)
        self.message = Label(th, message, size=18)
        self.confirm_button = Button(th, confirm_text or t("app.ok"), self.confirm, id="confirm",
                                     colour=th.bad if danger else None)
        self.cancel_button = Button(th, cancel_text or t("app.cancel"), self.cancel, id="cancel")
        self.cancel_button.visible = on_cancel is not None or cancel_text is not None
        self.widgets = [self.panel, self.message, self.confirm_button, self.cancel_button]
        self.result: bool | None = None

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        f = self.frame()
        # As tall as the message needs (design units), centred on the screen.
        self.message.rect = f.rect(370, 0, 540, 400)
        text_h = min(400, max(40, self.message.height_needed() / self.theme.scale))
        panel_h = 60 + text_h + 96
        top = 360 - panel_h / 2
        self.panel.rect = f.rect(340, top, 600, panel_h)
        self.message.rect = f.rect(370, top + 60, 540, text_h)
        buttons_y = top + panel_h - 70
        self.confirm_button.rect = f.rect(745, buttons_y, 170, 46)
        self.cancel_button.rect = f.rect(560, buttons_y, 170, 46)

    def confirm(self) -> None:
        self.result = True
        self.app.stack.remove(self)
        if self.on_confirm:
            self.on_confirm()

    def cancel(self) -> None:
        self.result = False
        self.app.stack.remove(self)
        if self.on_cancel:
            self.on_cancel()

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        return True  # modal: nothing leaks to the scene below

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_widgets(surface)
