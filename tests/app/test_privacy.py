"""No viewer reads another seat's private values: over seeded random hot-seat games of every
registered game, neither the frames nor any viewer's log lines hold them, and a seat's frame
does not change with the hidden parts of the position."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.ui import fonts
from tests.toygame.ui import ToyUI

from .privacy import watch_game

GAMES = registry.all_games(include_hidden=True)


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_no_viewer_sees_another_seats_private_values(app, info, seed, monkeypatch) -> None:
    watch = watch_game(app, info, seed)
    assert watch.actions >= 5 and watch.frames >= watch.actions
    if not info.rules.game_type.perfect_information:
        assert watch.variants > 0
    assert not watch.leaks, "\n".join(watch.leaks[:10])
    assert not watch.differences, "\n".join(watch.differences[:10])


class LeakyToyUI(ToyUI):
    """Draws the other seats' hands from the real state, as card faces and in the words the
    game's ``private_texts`` uses: what the check must catch."""

    def draw(self, surface) -> None:
        from tests.toygame.variants import private_texts

        super().draw(surface)
        font = fonts.get(18)
        real = self.ctx.match.state
        for seat, hand in enumerate(real.hands):
            if seat == self.ctx.viewer:
                continue
            words = [str(card) for card in hand] + sorted(private_texts(real, seat))
            for i, word in enumerate(words):
                img = font.render(word, True, self.ctx.theme.text)
                surface.blit(img, (self.rect.x + 400 + 40 * i, self.rect.y + 120 + 30 * seat))


def test_the_check_catches_a_ui_that_draws_other_hands(app, toy, monkeypatch) -> None:
    import dataclasses

    leaky = dataclasses.replace(toy, ui=f"{__name__}:LeakyToyUI")
    watch = watch_game(app, leaky, 3)
    assert watch.differences, "a frame drawn from the real hands must change with them"
    assert watch.leaks, "another seat's card faces must be found among the drawn strings"
