"""Small pygame widgets shared by every scene (and usable by game UIs)."""

from .base import Widget
from .button import Button
from .choice import Choice, Stepper, Toggle
from .dialog import Dialog
from .label import Label
from .panel import Panel
from .scroll_list import ScrollList
from .text_input import TextInput
from .toast import Toasts
from .tooltip import draw_tooltip

__all__ = [
    "Button", "Choice", "Dialog", "Label", "Panel", "ScrollList", "Stepper", "TextInput",
    "Toasts", "Toggle", "Widget", "draw_tooltip",
]
