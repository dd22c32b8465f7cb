"""Widgets: button states, scroll list, dialog keys, text wrapping, inputs."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.scene import Scene
from game.ui.table.text import wrap
from game.ui.theme import Theme
from game.ui.widgets import (
    Button,
    Choice,
    Dialog,
    ScrollList,
    Stepper,
    TextInput,
    Toggle,
)

THEME = Theme()


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)


def test_button_clicks_only_on_press_and_release_inside() -> None:
    clicks = []
    b = Button(THEME, "Go", lambda: clicks.append(1), (10, 10, 100, 40))
    assert b.handle(down((20, 20))) and b.pressed
    b.handle(up((20, 20)))
    assert clicks == [1] and not b.pressed
    b.handle(down((20, 20)))
    b.handle(up((300, 300)))  # dragged off: cancelled
    assert clicks == [1]
    b.handle(up((20, 20)))  # release without press
    assert clicks == [1]


def test_disabled_button_ignores_clicks_and_hover_is_tracked() -> None:
    clicks = []
    b = Button(THEME, "Go", lambda: clicks.append(1), (10, 10, 100, 40), enabled=False)
    assert not b.handle(down((20, 20)))
    b.handle(up((20, 20)))
    assert clicks == []
    b.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(20, 20), rel=(0, 0), buttons=(0, 0, 0)))
    assert b.hovered
    b.enabled = True
    b.handle(down((20, 20)))
    b.handle(up((20, 20)))
    assert clicks == [1]


def test_focused_button_activates_with_enter() -> None:
    clicks = []
    b = Button(THEME, "Go", lambda: clicks.append(1), (0, 0, 50, 20))
    assert not b.handle(key(pygame.K_RETURN))
    b.focused = True
    assert b.handle(key(pygame.K_RETURN))
    assert clicks == [1]


def test_wrap_text_fits_width_and_keeps_every_word() -> None:
    font = fonts.get(16)
    text = "The quick brown fox jumps over the lazy dog " * 6 + "\nsecond paragraph"
    lines = wrap(text, font, 200)
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert " ".join(" ".join(lines).split()) == " ".join(text.split())
    assert lines[-1] == "second paragraph"  # explicit newline starts a new line


def test_wrap_text_breaks_a_word_longer_than_the_line() -> None:
    font = fonts.get(16)
    word = "x" * 200
    lines = wrap(word, font, 100)
    assert len(lines) > 1 and "".join(lines) == word
    assert all(font.size(line)[0] <= 100 for line in lines)


def make_list(n=50, **kw) -> ScrollList:
    sl = ScrollList(THEME, [f"item {i}" for i in range(n)], (0, 0, 300, 200), **kw)
    return sl


def test_scroll_list_wheel_scrolls_within_bounds() -> None:
    sl = make_list()
    sl.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 50), rel=(0, 0), buttons=(0, 0, 0)))
    sl.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert sl.offset > 0
    for _ in range(100):
        sl.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5))
    assert sl.offset == sl.max_offset() > 0
    for _ in range(100):
        sl.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5))
    assert sl.offset == 0


def test_scroll_list_click_selects_row_and_keys_move_selection() -> None:
    chosen = []
    sl = make_list(on_select=chosen.append)
    row = sl.row_rect(2)
    sl.handle(down(row.center))
    assert sl.selected == 2 and chosen == [2]
    sl.handle(key(pygame.K_DOWN))
    assert sl.selected == 3
    sl.handle(key(pygame.K_UP))
    sl.handle(key(pygame.K_UP))
    assert sl.selected == 1


def test_scroll_list_scrollbar_drag_and_selection_scrolls_into_view() -> None:
    sl = make_list()
    track = sl.track()
    sl.handle(down((track.centerx, track.bottom - 1)))
    assert sl.offset == sl.max_offset()
    sl.handle(up((track.centerx, track.bottom - 1)))
    sl.select(0)
    assert sl.offset == 0
    sl.select(49)
    assert sl.row_rect(49).bottom <= sl.inner().bottom


def test_read_only_list_does_not_select() -> None:
    sl = make_list(selectable=False)
    sl.handle(down(sl.row_rect(1).center))
    assert sl.selected is None


def test_text_input_typing_backspace_and_filter() -> None:
    ti = TextInput(THEME, "", (0, 0, 200, 30), allowed=str.isdigit, max_len=4)
    ti.handle(pygame.event.Event(pygame.TEXTINPUT, text="1"))
    assert ti.text == ""  # not focused yet
    ti.handle(down((10, 10)))
    assert ti.focused
    ti.handle(pygame.event.Event(pygame.TEXTINPUT, text="12a345"))
    assert ti.text == "1234"
    ti.handle(key(pygame.K_BACKSPACE))
    assert ti.text == "123"
    ti.handle(down((500, 500)))
    assert not ti.focused


def test_choice_stepper_toggle() -> None:
    seen = []
    c = Choice(THEME, ["a", "b", "c"], "a", seen.append, (0, 0, 200, 30))
    c.handle(down((100, 15)))
    c.handle(up((100, 15)))
    assert c.value == "b"
    left, _ = c.arrow_rects()
    c.handle(down(left.center))
    c.handle(up(left.center))
    assert c.value == "a" and seen == ["b", "a"]
    c.step(-1)
    assert c.value == "c"  # a choice wraps around
    s = Stepper(THEME, 2, 4, 4, None, (0, 0, 200, 30))
    s.step(1)
    assert s.value == 4  # a stepper does not
    s.step(-5)
    assert s.value == 2
    flips = []
    tg = Toggle(THEME, False, flips.append, (0, 0, 100, 30))
    tg.handle(down((10, 10)))
    tg.handle(up((10, 10)))
    assert tg.value is True and flips == [True]


def test_dialog_enter_confirms_and_escape_cancels(app) -> None:
    base = Scene(app)
    app.stack.push(base)
    result = []
    app.stack.push(Dialog(app, "Title", "Sure?", on_confirm=lambda: result.append("yes"),
                          on_cancel=lambda: result.append("no")))
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert result == ["yes"] and app.stack.top is base
    app.stack.push(Dialog(app, "Title", "Sure?", on_confirm=lambda: result.append("yes"),
                          on_cancel=lambda: result.append("no")))
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert result == ["yes", "no"] and app.stack.scenes == [base]


def test_dialog_is_modal_and_buttons_work(app, driver) -> None:
    base = Scene(app)
    app.stack.push(base)
    result = []
    app.stack.push(Dialog(app, "T", "M", on_confirm=lambda: result.append("yes"),
                          on_cancel=lambda: result.append("no")))
    app.frame(1 / 60, [key(pygame.K_a, unicode="a")])
    assert app.stack.top.name == "dialog"
    driver.click("cancel")
    assert result == ["no"]


def test_tab_moves_focus_between_buttons_and_enter_presses(app) -> None:
    clicks = []
    scene = Scene(app)
    scene.widgets = [Button(THEME, "A", lambda: clicks.append("a"), (0, 0, 50, 20)),
                     Button(THEME, "B", lambda: clicks.append("b"), (0, 30, 50, 20),
                            enabled=False),
                     Button(THEME, "C", lambda: clicks.append("c"), (0, 60, 50, 20))]
    app.stack.push(scene)
    app.frame(1 / 60, [key(pygame.K_TAB)])
    app.frame(1 / 60, [key(pygame.K_TAB)])  # skips the disabled button
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert clicks == ["c"]


def test_choice_shows_a_cut_value_whole_in_its_tooltip() -> None:
    long = "Solo opponent: a very long level name indeed"
    c = Choice(THEME, ["short", long], long, None, (0, 0, 160, 30))
    c.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(80, 15), rel=(0, 0), buttons=(0, 0, 0)))
    assert c.tooltip_text() == long
    c.set_value("short")
    assert c.tooltip_text() == ""
