"""What lies openly on the table (spec 2.2) is on the screen: the round, the deck's size, the
tiles left in the supply, the discard pile face up (browsable), and a warning when the
supply is about to run out or the last round is on. Positions written by hand."""

from __future__ import annotations

from typing import Any

from game.engine import Match, PlayerSpec
from game.games.ginkgopolis import GAME
from game.games.ginkgopolis.rules import query
from game.games.ginkgopolis.table.ui import GinkgopolisUI
from game.ui.table.harness import TableHarness

from .helpers import RULES, seat, state

SUPPLY = ["R4", "R5", "B4", "B5", "Y4", "Y5", "R6", "B6", "Y6", "R7"]
BOX = ["R20", "B20", "Y20", "R19", "B19", "Y19"]


def _tiles(k: int, **kw: Any) -> Any:
    """A 2-seat position (seat 0 to choose) with ``k`` tiles left in the supply; the others
    lie behind a screen (seat 1's, in solo seat 0's: Hal has none)."""
    rest = [f"{c}{n}" for c in "RBY" for n in range(4, 21)
            if f"{c}{n}" not in SUPPLY[:k] and f"{c}{n}" not in BOX]
    seats = kw.pop("seats", None) or [seat(hand=["R2"]), seat(hand=["U-A"])]
    holder = 0 if kw.get("solo") else 1
    seats[holder] = {**seats[holder], "tiles": rest}
    return state(seats=seats, supply=SUPPLY[:k], box=BOX, **kw)


def _table(s: Any, viewer: int | None = 0) -> TableHarness:
    cfg = GAME.config(s.n, mode="intro") if s.hal < 0 else GAME.config(
        (PlayerSpec("Ada"), PlayerSpec("Hal", "automa:hal")))
    m = Match(GAME, cfg, 1, s)
    return TableHarness(GAME, m, viewer=viewer, can_act=viewer is not None)


def test_facts_read_the_supplies_and_warn_near_the_end() -> None:
    s = _tiles(10, discard=["U-B", "Y3"], round=7)
    f = query.facts(s)
    assert (f.round, f.supply, f.pile, f.warning) == (7, 10, ("U-B", "Y3"), None)
    assert f.deck == len(s.deck) and f.sets_aside and not f.solo
    assert query.facts(_tiles(3)).warning == "low_refill"  # 3 tiles, 2 seats: fewer than 4
    assert query.facts(_tiles(3, exhaustions=1)).warning == "low_end"  # the second time ends
    assert query.facts(_tiles(4)).warning is None


def test_the_bar_shows_round_deck_supply_and_pile_and_explains_them() -> None:
    s = _tiles(3, discard=["U-B", "Y3"], round=7)
    h = _table(s)
    ui = h.ui
    assert isinstance(ui, GinkgopolisUI)
    t = ui.ctx.t
    drawn = h.strings()
    for line in (t("ginkgopolis.ui.info.round", round=7),
                 t("ginkgopolis.ui.info.deck", count=len(s.deck)),
                 t("ginkgopolis.ui.info.supply", count=3),
                 t("ginkgopolis.ui.warn.low_refill", count=3),
                 t("ginkgopolis.ui.info.pile", count=2)):
        assert line in drawn, line
    lay = ui.lay
    h.move(lay.bar_warning.center)
    assert h.tip == t("ginkgopolis.ui.tip.warn.low_refill", count=3)
    h.move(lay.pile.center)
    assert h.tip is not None and "Yellow 3, Urbanization B" in h.tip  # newest first
    # a click opens the pile face up over the city; a card's words on hover; a click closes
    h.click(lay.pile.center)
    assert ui.state.pile_open and t("ginkgopolis.ui.pile.title", count=2) in h.strings()
    h.move(lay.pile_chip(0).center)
    assert h.tip is not None and h.tip.startswith("Yellow 3")
    h.move(lay.pile_chip(1).center)
    assert h.tip is not None and h.tip.startswith("Urbanization B")
    h.click(lay.city.center)
    assert not ui.state.pile_open and h.submitted == []


def test_the_last_round_and_the_solo_supply_are_told() -> None:
    solo = _tiles(3, seats=[seat(hand=["U-J", "U-K"]), seat(card="U-C")], solo="hal", hal=1,
                  decisions=[{"kind": "select", "seat": 0, "data": {}}])
    f = query.facts(solo)
    assert f.solo and f.warning == "low_end"
    h = _table(solo)
    h.move(h.ui.lay.bar_warning.center)
    assert h.tip == h.ui.ctx.t("ginkgopolis.ui.tip.warn.low_end_solo", count=3)
    # a solo game whose supply ran out: Hal's action is still to come, the round is the last
    s = RULES.from_position(RULES.position(solo))
    s.supply.clear()
    s.exhaustions = 1
    s.end_triggered = True
    assert query.facts(s).warning == "last_round"


def test_a_new_hand_shows_the_cards_it_discarded() -> None:
    from game.games.ginkgopolis.rules.actions import NewHand

    s = _tiles(10, seats=[seat(hand=["R2", "U-C", "B1", "Y3"]), seat(hand=["U-A"])])
    h = _table(s, viewer=1)
    h.delay = 1.0  # steps that take time, as at the normal AI speed
    h.play_action(0, NewHand())
    ui = h.ui
    assert isinstance(ui, GinkgopolisUI)
    captions = [step.caption for step in ui.anim.queue]
    assert any(c.endswith("uses New Hand and discards Red 2, Urbanization C, Blue 1, Yellow 3")
               for c in captions), captions
    assert ui.model.facts().pile[-4:] == ("R2", "U-C", "B1", "Y3")


def test_after_the_game_the_empty_private_area_says_the_game_is_over() -> None:
    """No "private view hidden until the next player takes the seat" once the game is over
    (nobody takes a seat any more): the area says where the points are."""
    from game.engine import Rng
    from game.ui.i18n import t
    from game.ui.table.harness import record_text

    m = Match.new(GAME, GAME.config(2, mode="intro"), 3)
    rng = Rng(3)
    h = TableHarness(GAME, m, viewer=None, can_act=False)
    with record_text() as rec:
        h.draw()
    assert t("ginkgopolis.ui.private_hidden") in rec.strings
    while not m.is_over:
        m.play(RULES.sample_action(m.state, rng))
    h.refresh()
    with record_text() as rec:
        h.draw()
    assert t("ginkgopolis.ui.private_over") in rec.strings
    assert t("ginkgopolis.ui.private_hidden") not in rec.strings
