"""The Hint's reason in Ginkgopolis terms: what the card (and tile) gains and pays now, from
the engine's preview, worded in every language."""

from __future__ import annotations

from game.ai.hint import reason_hook, suggest
from game.engine import registry
from game.engine.protocol import Text
from game.games.ginkgopolis.ai.hints import hint_reason
from game.games.ginkgopolis.rules.actions import Commit
from game.ui import i18n

from .helpers import RULES, seat, state

INFO = registry.get("ginkgopolis")
TALL_RED = {(0, 1): (["R2", "R9", "R12"], 1, False)}
OWNER = seat(tableau=["CH04", "CH05", "CH06", "R2", "R9"])  # seat 1, who owns R12


def item(kind: str, n: int) -> Text:
    return Text(f"ginkgopolis.ui.item.{kind}", {"count": n})


def test_a_build_up_names_what_it_pays_and_gains() -> None:
    # B5 on seat 1's R12 (height 3): 4 resources + 1 for the colour, 12 - 5 = 7 VP; CH03
    # (Bio-city planner, Build-Up +VP) gives 1 VP back.
    s = state(seats=[seat(hand=["R12", "U-A"], tiles=["B5"], resources=5, vp=7), OWNER],
              buildings=TALL_RED)
    got = hint_reason(RULES, s, 0, Commit("R12", "B5"))
    assert got == Text("ginkgopolis.hint.buildup_pays", {
        "gains": Text("ginkgopolis.hint.items.1", {"item0": item("vp", 1)}),
        "pays": Text("ginkgopolis.hint.items.2", {"item0": item("resources", 5),
                                                  "item1": item("vp", 7)})})


def test_a_pick_that_cannot_be_paid_says_it_falls_back() -> None:
    s = state(seats=[seat(hand=["R2", "U-A"], tiles=["B5"], resources=2), seat()])
    got = hint_reason(RULES, s, 0, Commit("R2", "B5"))
    assert got is not None and got.key == "ginkgopolis.hint.fallback"
    # Exploit of R2 (height 1): 1 resource, and CH01's Exploit bonus 1 more
    assert got.args["gains"] == Text("ginkgopolis.hint.items.1", {"item0": item("resources", 2)})


def test_the_hook_is_found_and_every_reason_reads_in_every_language() -> None:
    assert reason_hook(INFO) is hint_reason
    s = state(seats=[seat(hand=["R12", "U-A", "B2", "Y3"], tiles=["B5"], resources=5, vp=7),
                     OWNER], buildings=TALL_RED)
    for lang in ("en", "cs", "pl"):
        i18n.set_language(lang)
        try:
            for a in RULES.legal_actions(s):
                text = hint_reason(RULES, s, 0, a)
                if type(a) is not Commit:
                    assert text is None  # New Hand: the move's own words say it all
                    continue
                assert text is not None
                words = i18n.words(text)
                assert "{" not in words and "ginkgopolis." not in words, words
        finally:
            i18n.set_language("en")
    hint = suggest(INFO, s.clone(), 0)
    assert hint.reason is not None and hint.action in RULES.legal_actions(s)
