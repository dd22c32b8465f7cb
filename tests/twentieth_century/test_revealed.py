"""Without the open-holdings option a seat's money and science show to their owner only; once
the game is over, or in the replay of a finished game ("nothing is hidden any more"), every
seat's holdings show."""

from __future__ import annotations

from game.app.scenes.replay import OpenMatch
from game.engine.match import Match
from game.engine.rng import Rng
from game.games.twentieth_century import GAME
from game.games.twentieth_century.table import words
from game.ui.table.harness import TableHarness

RULES = GAME.rules


def _played(seed: int, to_end: bool) -> Match:
    m = Match.new(GAME, GAME.config(3), seed)
    rng = Rng(seed)
    while not m.is_over and (to_end or m.state.round < 2):
        m.play(RULES.sample_action(m.state, rng))
    return m


def _shown(match: Match) -> list[str]:
    h = TableHarness(GAME, match, viewer=None, can_act=False)
    model = h.ui.model
    return [words.holding_text(model, seat, "money") for seat in range(3)]


def test_holdings_are_hidden_from_the_public_view_in_play() -> None:
    assert _shown(_played(3, to_end=False)) == ["?", "?", "?"]


def test_every_seats_holdings_show_once_the_game_is_over() -> None:
    m = _played(3, to_end=True)
    assert m.is_over
    assert _shown(m) == [str(p.money) for p in m.state.players]


def test_a_replay_of_a_finished_game_shows_them_at_every_move() -> None:
    live = _played(4, to_end=False)
    m = OpenMatch(GAME, live.config, live.seed, live.state, [])
    m.reveal = True
    assert _shown(m) == [str(p.money) for p in m.state.players]
