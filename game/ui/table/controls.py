"""Controls drawn on a table (the decision's buttons, framed panels), the same in every game.

A table's buttons are not widgets: the controller hit-tests the layout's rects and the view
paints them with :func:`draw_button`, so one frame reads one UI state.
"""

from __future__ import annotations

import pygame

from ..theme import Colour, Theme
from . import text

STYLES: dict[str, Colour] = {"accent": (60, 140, 80), "danger": (150, 64, 58)}
"""Button faces besides the theme's: a confirming and a cancelling button."""


def shade(colour: Colour, f: float) -> Colour:
    """Darker (``f`` < 1, towards black) or lighter (``f`` > 1, towards white)."""
    if f <= 1.0:
        return (int(colour[0] * f), int(colour[1] * f), int(colour[2] * f))
    g = min(1.0, f - 1.0)
    return (int(colour[0] + (255 - colour[0]) * g), int(colour[1] + (255 - colour[1]) * g),
            int(colour[2] + (255 - colour[2]) * g))


def draw_button(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, label: str = "",
                *, enabled: bool = True, hot: bool = False, style: str = "",
                selected: bool = False, size: int = 15) -> None:
    """A rounded button: lit while ``hot`` (under the mouse), greyed out when disabled,
    outlined when ``selected``; the label fitted to its width, wrapped onto a second line
    when even the smallest size is too wide (the text kit's probe notes any cut)."""
    px = theme.px
    base = STYLES.get(style, theme.button)
    face = base if enabled else theme.button_disabled
    if hot and enabled:
        face = theme.button_hover if not style else shade(base, 1.2)
    radius = px(6)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    edge = theme.highlight if selected else shade(face, 0.6)
    pygame.draw.rect(surface, edge, rect, 3 if selected else 1, border_radius=radius)
    if label:
        ink = theme.text if enabled else theme.text_dim
        room = rect.inflate(-px(8), -px(1))
        if text.one_line(label, px(size), room.w, True) is not None:
            img = text.fitted(label, px(size), ink, room.w, True)
            surface.blit(img, img.get_rect(center=rect.center))
        else:  # too long for one line even at the smallest size: two lines, not a cut
            text.draw_block(surface, label, px(size), ink, room, True, centre=True)


def draw_panel(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               fill: Colour | None = None, border: Colour | None = None,
               title: str = "", width: int = 1) -> None:
    """A framed panel, with an optional title in its top-left corner."""
    radius = theme.px(6)
    pygame.draw.rect(surface, fill if fill is not None else theme.panel, rect,
                     border_radius=radius)
    pygame.draw.rect(surface, border if border is not None else theme.border, rect, width,
                     border_radius=radius)
    if title:
        img = text.fitted(title, theme.px(13), theme.accent, rect.w - theme.px(12), True)
        surface.blit(img, (rect.x + theme.px(6), rect.y + theme.px(4)))
