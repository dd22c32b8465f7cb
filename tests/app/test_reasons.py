"""Refusals reach the screen translated: reasons are catalog keys; anything else reads as a
plain refusal, never as an untranslated engine sentence."""

from __future__ import annotations

from game.engine import protocol, registry
from game.ui import i18n


def test_engine_reasons_are_catalog_keys() -> None:
    for code in (protocol.GAME_OVER, protocol.NOT_AN_OUTCOME, protocol.NOT_LEGAL,
                 protocol.NOT_A_CHANCE_NODE):
        assert i18n.has(code), code
        assert i18n.reason(code) == i18n.t(code) != code


def test_an_english_sentence_from_an_engine_is_not_shown() -> None:
    shown = i18n.reason("a raise must beat the high bid")
    assert shown == i18n.t("app.illegal.other")
    assert "raise" not in shown


def test_option_choices_the_new_game_screen_offers_are_refused_with_catalog_keys() -> None:
    """Every option choice at every table size: the game's refusal is a catalog key (the
    new-game screen shows it translated), e.g. a start player seat beyond the table."""
    refused = 0
    for info in registry.all_games(include_hidden=True):
        for n in range(max(info.min_players, 2), info.max_players + 1):
            for opt in info.options:
                for choice in opt.choices or ():
                    config = info.config(n, **{opt.key: choice})
                    reason = info.validate_config(config)
                    if reason is not None:
                        assert i18n.has(reason), (info.id, n, opt.key, choice, reason)
                        refused += 1
    assert refused  # start players "seat5" at smaller tables
