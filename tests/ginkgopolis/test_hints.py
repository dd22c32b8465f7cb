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
                assert text is not None
                words = i18n.words(text)
                assert "{" not in words and "ginkgopolis." not in words, words
        finally:
            i18n.set_language("en")
    hint = suggest(INFO, s.clone(), 0)
    assert hint.reason is not None and hint.action in RULES.legal_actions(s)



def test_every_decision_kind_has_its_reason_in_every_language() -> None:
    """The Hint explains every kind of decision the game asks (draft, selection and New
    Hand, Hal's card, the Urbanization card's choice, the token's square, the tiles given
    at the first exhaustion), for every legal move, worded whole in en, cs and pl."""
    from .test_ui import KINDS, SITUATIONS

    kinds = set()
    for kind in KINDS:
        m = SITUATIONS[kind]
        seat = RULES.current_player(m.state)
        seen = RULES.redact(m.state, seat)
        legal = RULES.legal_actions(seen)
        for a in legal[:12] + legal[-1:]:
            text = hint_reason(RULES, seen, seat, a)
            assert text is not None, (kind, a)
            kinds.add(type(a).__name__)
            for lang in ("en", "cs", "pl"):
                i18n.set_language(lang)
                try:
                    words = i18n.words(text)
                    assert "{" not in words and "ginkgopolis." not in words, (lang, words)
                finally:
                    i18n.set_language("en")
    assert kinds >= {"DraftPick", "NewHand", "Commit", "GiveHal", "Choose", "MoveToken",
                     "Contribute", "Done"}


def test_the_reasons_say_what_the_move_brings() -> None:
    from game.games.ginkgopolis.rules.actions import GiveHal, MoveToken

    # Hal given R12 would build on your height-3 building: you get 3 resources and 3 VP
    s = state(seats=[seat(hand=["R12", "U-D", "B2"], tableau=["R2", "R9"]), seat()], solo="hal",
              hal=1, decisions=[{"kind": "hal_card", "seat": 0, "data": {}}],
              buildings={(0, 1): (["R2", "R9", "R12"], 0, False)})
    got = hint_reason(RULES, s, 0, GiveHal("R12"))
    assert got is not None and got.key == "ginkgopolis.hint.hal_buildup_yours"
    assert got.args["count"] == 3
    # U-D: token D (2, 1) lies next to R3 (1, 1) of height 1
    got = hint_reason(RULES, s, 0, GiveHal("U-D"))
    assert got == Text("ginkgopolis.hint.hal_urbanize", {"vp": 1})
    # a token square next to a height-3 red building: an Urbanize there brings 3 resources
    got = hint_reason(RULES, s, 0, MoveToken(-1, 2))
    assert got == Text("ginkgopolis.hint.move_token", {
        "gains": Text("ginkgopolis.hint.items.1", {"item0": item("resources", 1)})})
