"""Hand cards stay readable in every language: a name or bonus too wide for the card wraps
at the usual size instead of shrinking to the smallest font, and nothing is cut."""

from __future__ import annotations

import pygame
import pytest

from game.games.ginkgopolis.data import CARD_NAMES
from game.games.ginkgopolis.table import words
from game.games.ginkgopolis.table.art import card_layout
from game.ui import fonts, i18n
from game.ui.table import text as textkit

W, H = 76, 116  # the hand row's card (geometry.Layout.card at scale 1)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_every_card_reads_whole_at_the_usual_size(lang: str) -> None:
    i18n.set_language(lang)
    size0 = max(textkit.MIN_PX, int(H * 0.1))
    wrapped = 0
    for name in CARD_NAMES:
        lines = words.card_lines(name)
        rows, big_y, big = card_layout(lines, W, H)
        assert " ".join(r[0] for r in rows) == " ".join(x for x in lines if x)  # nothing cut
        for text, _, size in rows:
            assert fonts.get(size).size(text)[0] <= W - 8
            assert size == size0 or " " not in text  # only a single long word shrinks
        ys = [y for _, y, _ in rows]
        assert ys == sorted(ys) and all(b - a >= size0 for a, b in zip(ys, ys[1:], strict=False))
        assert ys[-1] + size0 <= H  # the last line stays on the card
        # the big symbol sits between the name and the bonus, never over a line
        above = [y + size0 for _, y, _ in rows if y < big_y]
        below = [y for _, y, _ in rows if y > big_y]
        assert not above or max(above) <= big_y - big // 2 + 2
        assert not below or min(below) >= big_y + big // 2 - 2
        wrapped += len(rows) > sum(1 for x in lines if x)
    if lang != "en":
        assert wrapped  # the rulebook's long words do need the extra lines
