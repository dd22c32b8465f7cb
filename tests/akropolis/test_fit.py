"""Akropolis's texts fit where the app draws them, past what the shared text-fit test reaches
(a 2-player hot seat's results, the rules reference's first section): the results of a solo
game against each Illustrious Architect (its breakdown has a quarries row against Metagenes)
with every chart, and every section of the rules reference, in every language at 1280x720
and 1600x900. Nothing cut, nothing below the minimum size, nothing missing from a catalog.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine import Match, PlayerSpec
from game.games.akropolis import GAME
from game.ui import i18n
from game.ui.table import text as textkit
from tests.app.test_text_fit import close, open_app

SIZES = [(1280, 720), (1600, 900)]
FRAME = 1 / 60


def solo_game(level: str, seed: int) -> Match:
    players = (PlayerSpec("Ada", "human", 0), PlayerSpec("Architect", f"automa:{level}", 1))
    match = Match.new(GAME, GAME.config(players), seed)
    rng = random.Random(seed)
    while not match.is_over:
        actions = match.legal_actions()
        match.play(actions[rng.randrange(len(actions))])
    return match


def check(probe: textkit.TextProbe, misses: set[str], what: str) -> None:
    assert sorted(probe.cut) == [], f"{what}: texts cut to fit their box"
    assert sorted(probe.small) == [], f"{what}: texts below the minimum"
    assert sorted(misses) == [], f"{what}: texts missing from the catalog"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_results_of_a_solo_game_fit(lang: str, size: tuple[int, int], watch: Any) -> None:
    probe, misses = watch
    app = open_app(lang, size)
    try:
        for seed, level in enumerate(GAME.automa_levels, start=4):
            match = solo_game(level, seed)
            scene = app.nav.go("results", match=match)
            app.frame(FRAME)
            categories = list(scene.categories)
            assert ("quarries" in categories) == (level == "metagenes")
            for i in range(len(scene.tabs)):
                scene.show_chart(i)
                app.frame(FRAME)
                scene.draw(app.screen)  # an idle app draws nothing: draw each chart
    finally:
        close(app)
    check(probe, misses, f"akropolis solo results {lang} {size}")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_section_of_the_rules_reference_fits(lang: str, size: tuple[int, int],
                                                   watch: Any) -> None:
    probe, misses = watch
    app = open_app(lang, size)
    try:
        scene = app.nav.go("rules", info=GAME)
        app.frame(FRAME)
        for i in range(len(scene.shown)):
            scene.toc.select(i)
            scene.choose(i)
            scene.draw(app.screen)
            # the whole text, scrolled through
            for _ in range(40):
                before = scene.text.offset
                scene.text.offset += scene.text.rect.h // 2
                scene.draw(app.screen)
                if scene.text.offset == before:
                    break
    finally:
        close(app)
    check(probe, misses, f"akropolis rules reference {lang} {size}")
