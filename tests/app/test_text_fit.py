"""No text a player reads is cut or drawn below the readable minimum, and none is missing from
its language's catalog: every scene of the app, and for every registered game its new-game
screen, rules help, table (a seeded hot-seat game played by clicks through the shared
harness, at the fewest and the most seats), results and replay, in every language, at 1280x720
and 1600x900.

"Cut" is a text the text kit had to end with an ellipsis (``game.ui.table.text.cut``, used by
every widget, scene and table); "too small" is a text rendered below ``text.MIN_PX`` (fitting
may shrink a text to that size, never further). The rule is the same for English.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.app.main import App
from game.engine import CHANCE, GameInfo, Match, PlayerSpec, registry
from game.persistence.saves import save_match
from game.persistence.settings import Settings
from game.ui import i18n
from game.ui.table.harness import TableHarness

GAMES = registry.all_games()
SIZES = [(1280, 720), (1600, 900)]
FRAME = 1 / 60
TABLE_DECISIONS = 24
"""Decisions of each seeded game drawn (each by the clicks that play it)."""


def open_app(lang: str, size: tuple[int, int]) -> App:
    known = lang in i18n.LANGUAGES  # the pseudo language is no setting: set after the start
    app = App(Settings(language=lang if known else "en", ai_speed="instant", think_ms=50),
              size=size, fullscreen=False, stepped_ai=True)
    i18n.set_language(lang)
    return app


def close(app: App) -> None:
    while app.stack.scenes:
        app.stack.pop()


def show(app: App, route: str, **kwargs: Any) -> Any:
    scene = app.nav.go(route, **kwargs)
    app.frame(FRAME)
    app.frame(FRAME)
    return scene


def seat_counts(info: GameInfo) -> list[int]:
    return sorted({max(2, info.min_players), info.max_players})


NAMES = [f"Player {i + 1}" for i in range(8)]
"""Seat names of the walks (the pseudo-locale test gives names without Latin letters)."""


def hot_seat(info: GameInfo, n: int, seed: int) -> Match:
    players = tuple(PlayerSpec(NAMES[i], "human", info.seat_colour(None, i)) for i in range(n))
    return Match.new(info, info.config(players), seed)


def finished(info: GameInfo, n: int, seed: int) -> Match:
    match = hot_seat(info, n, seed)
    rng = random.Random(seed)
    while not match.is_over:
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            actions = match.legal_actions()
            match.play(actions[rng.randrange(len(actions))])
    return match


def walk_table(info: GameInfo, n: int, size: tuple[int, int], seed: int) -> int:
    """A seeded hot-seat game through the harness: every decision drawn, then played by its
    clicks (each click drawn too). Returns the decisions drawn."""
    match = hot_seat(info, n, seed)
    h = TableHarness(info, match, size=size)
    rng = random.Random(seed)
    drawn = 0
    for _ in range(TABLE_DECISIONS):
        h.advance()
        if match.is_over:
            break
        if h.ui.holds_turn():  # a finished turn waits for its End turn (drawn too)
            h.draw()
            assert h.end_turn_by_click()
            continue
        if match.current_player == CHANCE:  # a held dice button
            assert h.play_chance_by_click()
            continue
        h.draw()
        drawn += 1
        actions = match.legal_actions()
        action = actions[rng.randrange(len(actions))]
        if not h.play(action):
            h.ctx.submit(action)
    h.draw()
    for name in h.ui.views()[1:]:  # the busier views (a zoomed city)
        h.ui.set_view(name)
        h.draw()
    return drawn


def walk_game(info: GameInfo, lang: str, size: tuple[int, int]) -> None:
    """Every screen of one game in ``lang``: new game at each seat count, rules help, seeded
    hot-seat tables, results, the review (a mistake opened in the replay) and the replay."""
    app = open_app(lang, size)
    try:
        scene = show(app, "new_game")
        scene.select_game(info)
        for n in range(info.min_players, info.max_players + 1):
            scene.count_stepper.set_value(n, notify=True)
            app.frame(FRAME)
        show(app, "rules", info=info)
        drawn = sum(walk_table(info, n, size, seed=5 + n) for n in seat_counts(info))
        assert drawn >= 10
        match = finished(info, seat_counts(info)[0], seed=9)
        results = show(app, "results", match=match)
        results.review()  # the computer's review: graph, mistakes, one opened in the replay
        app.frame(FRAME)
        review = app.stack.top
        assert review is not None and review.name == "review" and review.review is not None
        for seat in review.seats:
            review.set_seat(seat)
            app.frame(FRAME)
            if review.rows:
                review.open_row(0)
                app.frame(FRAME)
                assert app.stack.top is not None and app.stack.top.name == "replay"
                app.stack.pop()
        app.stack.pop()
        results.replay()
        app.frame(FRAME)
        assert app.stack.top is not None and app.stack.top.name == "replay"
    finally:
        close(app)


def walk_app(lang: str, size: tuple[int, int]) -> None:
    """The app's own screens in ``lang``: menu, settings, load (a save of every game, each
    selected), the delete question and the hand-off."""
    app = open_app(lang, size)
    try:
        for info in GAMES:  # a save of every game on the load screen
            save_match(finished(info, seat_counts(info)[0], seed=3), None)
        menu = show(app, "menu")
        assert menu is not None
        show(app, "settings")
        app.stack.pop()
        load = show(app, "load")
        for i in range(len(load.list.items)):
            load.list.select(i)
            app.frame(FRAME)
        load.ask_delete()
        app.frame(FRAME)
        app.stack.pop()
        app.stack.pop()
        show(app, "handoff", seat=1, player_name=NAMES[1], colour=app.theme.player_colour(1),
             on_ready=lambda: None)
    finally:
        close(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_no_text_of_a_game_is_cut_too_small_or_missing(info: GameInfo, lang: str,
                                                       size: tuple[int, int], home: Any,
                                                       watch: Any) -> None:
    probe, misses = watch
    walk_game(info, lang, size)
    assert sorted(probe.cut) == [], f"{info.id} {lang} {size}: texts cut to fit their box"
    assert sorted(probe.small) == [], f"{info.id} {lang} {size}: texts below the minimum"
    assert sorted(misses) == [], f"{info.id} {lang}: texts missing from the catalog"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_text_of_the_app_is_cut_too_small_or_missing(lang: str, size: tuple[int, int],
                                                        home: Any, watch: Any) -> None:
    probe, misses = watch
    walk_app(lang, size)
    assert sorted(probe.cut) == [], f"{lang} {size}: texts cut to fit their box"
    assert sorted(probe.small) == [], f"{lang} {size}: texts below the minimum"
    assert sorted(misses) == [], f"{lang}: texts missing from the catalog"
