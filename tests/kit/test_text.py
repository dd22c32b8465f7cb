"""The text kit: fitting shrinks first and cuts only at the readable minimum, the probe
sees every cut and every text drawn too small, wrapping keeps every word, tooltips."""

from __future__ import annotations

import pygame
import pytest

from game.ui import fonts
from game.ui.table import cache, text


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


@pytest.fixture
def probe(monkeypatch) -> text.TextProbe:
    found = text.TextProbe()
    monkeypatch.setattr(text, "probe", found)
    return found


def test_a_fitting_text_is_left_alone(probe) -> None:
    assert text.fit("Bakery", 15, 500) == ("Bakery", 15)
    assert not probe.cut and not probe.small


def test_fit_shrinks_before_it_cuts(probe) -> None:
    words = "Fruit and Vegetable Market"
    full = fonts.get(15).size(words)[0]
    line, size = text.fit(words, 15, full - 12)
    assert line == words and text.MIN_PX <= size < 15
    assert not probe.cut


def test_fit_cuts_at_the_minimum_and_the_probe_sees_it(probe) -> None:
    words = "Targ owocowo-warzywny"
    line, size = text.fit(words, 15, 40)
    assert size == text.MIN_PX and line.endswith(text.ELLIPSIS)
    assert fonts.get(size).size(line)[0] <= 40
    assert probe.cut == {words}


def test_the_probe_sees_text_drawn_below_the_minimum(probe) -> None:
    text.render("tiny", text.MIN_PX - 2, (255, 255, 255))
    text.render("fine", text.MIN_PX, (255, 255, 255))
    assert probe.small == {"tiny"}


def test_renders_are_cached_unless_bypassed(monkeypatch) -> None:
    first = text.render("cached once", 14, (1, 2, 3))
    assert text.render("cached once", 14, (1, 2, 3)) is first
    monkeypatch.setattr(cache, "bypass", True)
    assert text.render("cached once", 14, (1, 2, 3)) is not first


def test_wrap_keeps_every_word_within_the_width() -> None:
    font = fonts.get(14)
    words = "one two three four five six seven eight nine ten eleven twelve"
    lines = text.wrap(words, font, 120)
    assert " ".join(lines).split() == words.split()
    assert all(font.size(line)[0] <= 120 for line in lines)
    assert text.wrap("a\nb", font, 100) == ["a", "b"]
    assert all(font.size(line)[0] <= 40 for line in text.wrap("x" * 50, font, 40))


def test_block_finds_the_largest_size_that_fits(probe) -> None:
    words = "Get 1 coin from the bank on anyone's turn"
    size, lines = text.block(words, 16, 90, 60)
    font = fonts.get(size)
    assert len(lines) * font.get_linesize() <= 60 and size <= 16
    assert " ".join(lines).split() == words.split()
    size, lines = text.block(words * 5, 16, 60, 30)
    assert size == text.MIN_PX and lines[-1].endswith(text.ELLIPSIS)
    assert probe.cut


def test_hovers_answer_the_topmost_tooltip() -> None:
    hovers = text.Hovers()
    hovers.add(pygame.Rect(0, 0, 100, 100), "below")
    hovers.add(pygame.Rect(50, 50, 100, 100), "above")
    hovers.add(pygame.Rect(0, 0, 5, 5), "")
    assert hovers.at((60, 60)) == "above" and hovers.at((10, 10)) == "below"
    assert hovers.at((500, 500)) is None and len(hovers) == 2


def test_a_surface_cache_keeps_the_most_recent() -> None:
    made = []

    def make(tag: str) -> pygame.Surface:
        made.append(tag)
        return pygame.Surface((1, 1))

    c = cache.SurfaceCache(2)
    a = c.get("a", lambda: make("a"))
    c.get("b", lambda: make("b"))
    assert c.get("a", lambda: make("a")) is a  # a is now the most recent
    c.get("c", lambda: make("c"))  # b goes
    c.get("b", lambda: make("b"))
    assert made == ["a", "b", "c", "b"] and len(c) == 2


def test_a_layer_is_painted_only_when_its_key_changes() -> None:
    layer = cache.Layer()
    paints = []
    for key in ("v1", "v1", "v2", "v2"):
        layer.get(key, (10, 10), lambda surf, k=key: paints.append(k))
    assert paints == ["v1", "v2"] and layer.paints == 2
    layer.get("v2", (20, 10), lambda surf: paints.append("resized"))
    assert paints[-1] == "resized"


def test_buttons_and_panels_are_painted_with_their_label() -> None:
    from game.ui.table.controls import draw_button, draw_panel, shade
    from game.ui.theme import Theme

    theme = Theme()
    surf = pygame.Surface((200, 100))
    rect = pygame.Rect(10, 10, 120, 30)
    with_label = []
    for enabled, hot in ((True, False), (True, True), (False, False)):
        surf.fill((0, 0, 0))
        draw_button(surf, theme, rect, "Confirm", enabled=enabled, hot=hot)
        with_label.append(surf.get_at(rect.move(2, 0).midleft)[:3])
    assert len(set(with_label)) == 3  # plain, lit and greyed faces differ
    draw_panel(surf, theme, pygame.Rect(0, 50, 100, 40), title="Panel")
    assert surf.get_at((50, 85))[:3] == theme.panel
    assert shade((100, 100, 100), 0.5) == (50, 50, 50) and shade((100, 100, 100), 2.0) == (255,) * 3
