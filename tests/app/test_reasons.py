"""Refusals reach the screen translated: reasons are catalog keys; anything else reads as a
plain refusal, never as an untranslated engine sentence."""

from __future__ import annotations

from game.engine import protocol
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
