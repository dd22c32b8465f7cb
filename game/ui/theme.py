"""Colours and sizes shared by every scene and game view."""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]

BASE_W, BASE_H = 1280, 720
"""The layout every screen must fit; larger windows scale up."""

# Seat colours: a warm default set and the Okabe-Ito palette for colour-blind players.
PLAYER_COLOURS: tuple[Colour, ...] = (
    (214, 69, 65), (52, 120, 200), (60, 160, 90), (230, 170, 40), (150, 90, 180), (40, 170, 170),
    (225, 225, 230), (232, 120, 180),
)
PLAYER_COLOURS_CB: tuple[Colour, ...] = (
    (213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66), (204, 121, 167), (86, 180, 233),
    (225, 225, 230), (150, 150, 150),
)
COLOUR_NAMES: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple", "teal", "white",
                                 "pink")
COLOUR_NAMES_CB: tuple[str, ...] = ("orange", "blue", "green", "yellow", "pink", "sky_blue",
                                    "white", "grey")
"""What the colour-blind swatches look like (Okabe-Ito vermillion reads as orange, reddish
purple as pink), so a seat is named after the colour drawn."""


@dataclass
class Theme:
    colour_blind: bool = False
    scale: float = 1.0

    bg: Colour = (28, 32, 40)
    panel: Colour = (42, 48, 60)
    panel_light: Colour = (58, 66, 82)
    border: Colour = (90, 100, 120)
    text: Colour = (235, 235, 240)
    text_dim: Colour = (160, 165, 180)
    text_dark: Colour = (25, 25, 30)
    accent: Colour = (240, 190, 70)
    good: Colour = (90, 190, 110)
    bad: Colour = (220, 80, 70)
    highlight: Colour = (255, 230, 120)
    button: Colour = (70, 90, 130)
    button_hover: Colour = (95, 120, 170)
    button_disabled: Colour = (60, 62, 70)

    def player_colour(self, index: int) -> Colour:
        palette = PLAYER_COLOURS_CB if self.colour_blind else PLAYER_COLOURS
        return palette[index % len(palette)]

    def colour_name(self, index: int) -> str:
        """The catalog key naming seat colour ``index`` as this palette draws it."""
        names = COLOUR_NAMES_CB if self.colour_blind else COLOUR_NAMES
        return f"app.colour.{names[index % len(names)]}"

    def px(self, value: float) -> int:
        """A length designed at 1280x720, scaled to the window."""
        return max(1, round(value * self.scale))
