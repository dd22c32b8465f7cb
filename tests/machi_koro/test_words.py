"""Words for a viewer: every action and event of real games has a log text in the catalog,
with every field filled; every event is public."""

from __future__ import annotations

from game.engine.protocol import CHANCE, TERMINAL, Text
from game.engine.rng import Rng
from game.games.machi_koro.data import MARKET_MODES
from game.games.machi_koro.rules import ACTION_CLASSES
from game.games.machi_koro.table import words as texts
from game.ui.i18n import has, t

from .util import RULES, city, new, setup

NAMES = ("Eva", "Adam", "Petra", "Jakub")


def _keys(text: Text) -> list[str]:
    return [text.key] + [k for v in text.args.values() if isinstance(v, Text) for k in _keys(v)]


def _check(text: Text | None) -> str:
    assert text is not None
    for key in _keys(text):
        assert has(key), key
    line = texts.render(text, NAMES.__getitem__)
    assert line.strip() and "{" not in line and "machi_koro." not in line, line
    return line


def test_every_action_and_event_of_real_games_has_words() -> None:
    actions_seen: set[type] = set()
    kinds_seen: set[str] = set()
    for i, market in enumerate(MARKET_MODES):
        s = new(4, seed=20 + i, market=market, first_player="random")
        rng = Rng(i)
        for _ in range(400):
            p = RULES.current_player(s)
            if p == TERMINAL:
                break
            if p == CHANCE:
                a = RULES.sample_chance(s)
                assert RULES.action_visible_to(s, a) == frozenset()  # told by its events
            else:
                for legal in RULES.legal_actions(s)[:40]:
                    assert RULES.action_visible_to(s, legal) is None  # everything is public
                    for viewer in (None, p, (p + 1) % s.n):
                        _check(RULES.action_text(s, legal, viewer))
                    actions_seen.add(type(legal))
                a = RULES.sample_action(s, rng)
            for e in RULES.apply(s, a):
                assert e.visible_to is None and e.for_viewer(None) is e
                for viewer in (None, 0):
                    _check(RULES.event_text(e, viewer))
                kinds_seen.add(e.kind)
    assert len(actions_seen) >= 8 and {"roll", "build", "turn", "reveal"} <= kinds_seen


def test_every_action_type_has_a_catalog_key() -> None:
    for cls in ACTION_CLASSES:
        assert has(f"machi_koro.action.{cls.__name__}"), cls


def test_the_words_name_who_what_and_how_much() -> None:
    from game.engine.protocol import Event
    line = _check(RULES.event_text(Event("pay", 1, {"card": "cafe", "owner": 2, "copies": 1,
                                                    "amount": 1, "owed": 3}), None))
    assert "Adam" in line and "Petra" in line and t("machi_koro.card.cafe.name") in line
    assert "2" in line  # the two coins owed and lost
    from game.games.machi_koro.rules import Trade
    s = setup(city(0, start=True, business_center=1), city(0, start=True, ranch=1),
              step="trade", dice=[6])
    assert Trade("bakery", 1, "ranch") in RULES.legal_actions(s)
    line = _check(RULES.action_text(s, Trade("bakery", 1, "ranch"), 1))
    assert t("machi_koro.card.ranch.name") in line and "Adam" in line and "Eva" in line


def test_a_long_hyphenated_card_name_breaks_at_its_hyphen_rather_than_shrinking() -> None:
    """Polish "Targ owocowo-warzywny" on a market card of 1600x900: three lines at the card's
    own size ("owocowo-" / "warzywny"), not one tiny line that the word's width forces."""
    from game.games.machi_koro.table import art
    from game.ui.table.harness import ensure_display, record_text

    ensure_display((1600, 900))
    art._faces.clear()  # draw it now, not from an earlier test's cache
    with record_text() as rec:
        art.card_face(14, 110, 150, "Targ owocowo-warzywny", 6)
    drawn = dict(rec.drawn)
    assert "owocowo-" in drawn and "warzywny" in drawn, rec.drawn
    assert drawn["owocowo-"] >= 12
