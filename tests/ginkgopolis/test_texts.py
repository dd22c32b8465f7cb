"""Every event and action of random games has a line in the English catalog."""

from __future__ import annotations

from pathlib import Path

from game.engine import TERMINAL, Rng
from game.ui import i18n

from .helpers import GAME, RULES, solo_config

CATALOG = i18n.read_domain(Path(__file__).parents[2] / "game" / "games" / "ginkgopolis"
                           / "locale", "en")


def test_event_and_action_texts_exist() -> None:
    keys = set()
    for config in (GAME.config(3), GAME.config(2, mode="intro"), solo_config("hal_expert")):
        for seed in range(6):
            s = RULES.new_game(config, seed)
            rng = Rng(seed)
            while RULES.current_player(s) != TERMINAL:
                action = RULES.sample_action(s, rng)
                keys.add(RULES.action_text(s, action, RULES.current_player(s)).key)
                for e in RULES.apply(s, action):
                    for viewer in range(s.n):
                        seen = e.for_viewer(viewer)
                        if seen is not None:
                            text = RULES.event_text(seen, viewer)
                            assert text is not None
                            keys.add(text.key)
    missing = sorted(k for k in keys if k not in CATALOG)
    assert not missing
    assert len(keys) > 20
    for key in ("ginkgopolis.score.vp", "ginkgopolis.score.cards", "ginkgopolis.score.new_hand",
                "ginkgopolis.score.districts", "ginkgopolis.name"):
        assert key in CATALOG


def test_refusals_are_catalog_keys() -> None:
    from game.engine import IllegalAction

    s = RULES.new_game(GAME.config(2), 1)  # the draft
    for kind_state in (s, RULES.new_game(GAME.config(2, mode="intro"), 1),
                       RULES.new_game(solo_config(), 1)):
        try:
            RULES.apply(kind_state, object())
        except IllegalAction as exc:
            assert exc.reason in CATALOG, exc.reason
        else:
            raise AssertionError("a junk action was accepted")


def test_gains_and_choices_read_as_words_not_item_ids() -> None:
    from game.engine import Event, registry
    from game.games.ginkgopolis.rules.actions import Choose
    from game.ui import i18n

    rules = registry.get("ginkgopolis").rules
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for item in ("vp", "resources", "tiles"):
                one, five = (rules.event_text(Event("gain", 0, {"item": item, "count": n}), 0)
                             for n in (1, 5))
                assert one is not None and five is not None
                a, b = (i18n.t(x.key, **{**x.args, "player": "Ana"}) for x in (one, five))
                assert item not in a and a != b and "Ana" in a and "5" in b, (lang, a, b)
            state = rules.new_game(registry.get("ginkgopolis").config(2), 1)
            for item in ("resource", "tile"):
                text = rules.action_text(state, Choose(item), 0)
                assert i18n.has(text.key) and "{item}" not in i18n.t(text.key, player="Ana")
    finally:
        i18n.set_language("en")


def test_log_lines_name_cards_and_tiles_in_words_never_by_id() -> None:
    import re

    from game.engine import Text

    def say(text: Text) -> str:
        args = {k: say(v) if isinstance(v, Text) else v for k, v in text.args.items()}
        entry = CATALOG[text.key]
        return str((entry if isinstance(entry, str) else entry[-1]).format(**args))

    raw = re.compile(r"(?<!\w)(?:[RBY]\d{1,2}|U-[A-L]|CH\d\d)(?!\w)")
    worded = 0
    for seed in range(3):
        s = RULES.new_game(GAME.config(3), seed)
        rng = Rng(seed)
        while RULES.current_player(s) != TERMINAL:
            action = RULES.sample_action(s, rng)
            lines = [say(RULES.action_text(s, action, RULES.current_player(s)))]
            for e in RULES.apply(s, action):
                text = RULES.event_text(e, None)
                if text is not None:
                    lines.append(say(text))
            for line in lines:
                assert not raw.search(line), line
                worded += bool(re.search(r"(?:Red|Blue|Yellow) \d|Urbanization [A-L]", line))
    assert worded > 50


def test_token_moves_name_the_building_beside_in_words_never_coordinates() -> None:
    """A token move reads "Token C moves north of Red 5" in every language: the building it
    now stands next to (there, on that side, in the city right after the move), never a
    square's coordinates."""
    import re

    from game.engine import Event, registry
    from game.games.ginkgopolis.data import TILE_BY_NAME
    from game.games.ginkgopolis.rules.frames import city, frames
    from game.games.ginkgopolis.rules.geometry import DIRS, SIDES
    from game.games.ginkgopolis.rules.words import card_text
    from game.ui import i18n

    registry.get("ginkgopolis")
    coords = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|-\d")
    moves = 0
    for config in (GAME.config(4, mode="intro"), solo_config("hal")):
        for seed in range(4):
            s = RULES.new_game(config, seed)
            rng = Rng(seed)
            while RULES.current_player(s) != TERMINAL:
                before = city(s)
                events = RULES.apply(s, RULES.sample_action(s, rng))
                fr = frames(before, events)
                for k, e in enumerate(events):
                    if e.kind != "token":
                        continue
                    moves += 1
                    dx, dy = DIRS[SIDES.index(e.data["side"])]
                    beside = fr[k + 1].stacks[(e.data["x"] - dx, e.data["y"] - dy)]
                    assert beside[-1] == TILE_BY_NAME[e.data["by"]]
                    text = RULES.event_text(e, None)
                    assert text is not None and text.key.endswith("." + e.data["side"])
    assert moves > 40
    sides = {}
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for kind in ("token", "token_reletter"):
                lines = set()
                for side in SIDES:
                    data = {"token": "C", "x": 2, "y": -3, "by": "R5", "side": side}
                    if kind == "token_reletter":
                        data["reletter"] = True
                    text = RULES.event_text(Event("token", None, data), None)
                    assert text is not None and i18n.has(text.key), (lang, text)
                    line = i18n.t(text.key, **{k: i18n.words(v) for k, v in text.args.items()})
                    assert "C" in line and str(i18n.words(card_text("R5"))) in line, line
                    assert not coords.search(line) and "{" not in line, line
                    lines.add(line)
                assert len(lines) == 4, (lang, lines)  # each side its own words
                sides[lang, kind] = lines
    finally:
        i18n.set_language("en")
    assert "Token C moves north of Red 5" in sides["en", "token"]


def test_a_gain_the_supply_cannot_pay_says_so() -> None:
    from game.games.ginkgopolis.rules.actions import Commit
    from game.ui import i18n

    from .helpers import seat, state

    # Amb-12: Exploit of a height-3 red building owes 3 resources; 1 is left of seat 0's colour
    s = state(seats=[seat(card="R12", resources=24),
                     seat(hand=["U-L"], tableau=["CH04", "CH05", "CH06", "R2", "R9"])],
              resolved=1, buildings={(0, 1): (["R2", "R9", "R12"], 1, False)})
    events = RULES.apply(s, Commit("U-L"))
    texts = [RULES.event_text(e, 0) for e in events if e.kind == "gain" and e.player == 0]
    assert [t.key for t in texts if t is not None][:1] == ["ginkgopolis.event.gain_part.resources"]
    part = next(t for t in texts if t is not None)
    assert (part.args["count"], part.args["lost"]) == (1, 2)
    # then every further resource is lost: CH01's Exploit bonus finds the colour empty
    assert any(t is not None and t.key == "ginkgopolis.event.gain_lost.resources"
               and t.args["count"] == 1 for t in texts)
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for t in texts:
                assert t is not None
                line = i18n.t(t.key, **{k: i18n.words(v) for k, v in t.args.items()})
                assert "{" not in line and " 0 " not in line, line
    finally:
        i18n.set_language("en")


def _line(text) -> str:  # type: ignore[no-untyped-def]
    from game.ui import i18n

    return i18n.t(text.key, **{k: "Ann" if k.endswith("player") else i18n.words(v)
                               for k, v in text.args.items()})


def test_a_build_up_tells_what_it_paid_and_what_went_back_to_the_owner() -> None:
    from game.games.ginkgopolis.rules.actions import Commit
    from game.ui import i18n

    from .helpers import seat, state

    # seat 0 builds B5 on seat 1's R12 (height 3): 7 VP for the lower number, 1 resource for
    # the colour; seat 1 gets its 3 resources back and 3 VP
    s = state(seats=[seat(card="R12", tile="B5", resources=5, vp=7),
                     seat(hand=["U-L"], tableau=["CH04", "CH05", "CH06", "R2", "R9"])],
              resolved=1, buildings={(0, 1): (["R2", "R9", "R12"], 1, False)})
    events = RULES.apply(s, Commit("U-L"))
    back = next(e for e in events if e.kind == "returned")
    pay = next(e for e in events if e.kind == "pay")
    assert (back.player, back.data["count"], back.data["vp"]) == (1, 3, 3)
    assert (pay.player, pay.data["vp"], pay.data["colour"]) == (0, 7, 1)
    kinds = [e.kind for e in events]
    assert kinds.index("build_up") < kinds.index("returned") < kinds.index("pay")
    assert _line(RULES.event_text(back, None)) == \
        "Ann gets 3 resources back from Red 12 and 3 VP"
    assert _line(RULES.event_text(pay, None)) == \
        "Ann pays 7 VP and 1 resource: Blue 5 is lower than Red 12 and of another colour"
    try:
        for lang in ("cs", "pl"):
            i18n.set_language(lang)
            for e in (back, pay):
                line = _line(RULES.event_text(e, None))
                assert "{" not in line and "7" in line or "3" in line, line
    finally:
        i18n.set_language("en")


def test_new_hand_names_the_discarded_cards() -> None:
    from game.games.ginkgopolis.rules.actions import NewHand

    from .helpers import seat, state

    s = state(seats=[seat(hand=["R2", "U-C", "B1", "Y3"]), seat(hand=["U-A"])])
    events = RULES.apply(s, NewHand())
    text = RULES.event_text(next(e for e in events if e.kind == "new_hand"), 1)
    assert _line(text) == "Ann uses New Hand and discards Red 2, Urbanization C, Blue 1, Yellow 3"


def test_a_token_move_reads_in_words() -> None:
    """The MoveToken action (the Hint's words, the log's own line) names the building beside
    the square, never its coordinates."""
    import re

    from game.games.ginkgopolis.rules.actions import MoveToken

    seen = 0
    for seed in range(4):
        s = RULES.new_game(GAME.config(2, mode="intro"), seed)
        rng = Rng(seed)
        while RULES.current_player(s) != TERMINAL and seen < 12:
            d = s.decisions.top
            if d is not None and d.kind == "move_token":
                for a in RULES.legal_actions(s):
                    assert type(a) is MoveToken
                    line = _line(RULES.action_text(s, a, d.seat))
                    assert re.fullmatch(r"Ann moves token [A-L] (north|east|south|west) of "
                                        r"(Red|Blue|Yellow) \d+", line), line
                    seen += 1
            RULES.apply(s, RULES.sample_action(s, rng))
    assert seen >= 6
