"""Hidden information: the stacks' content and order (spec 9), and what each viewer is
shown of it (redacted states, hand-made hidden variants, the words of the log)."""

import string

import pytest

from game.engine.protocol import CHANCE, Event, Text
from game.engine.rng import Rng
from game.games.akropolis import GAME
from game.games.akropolis.rules import ArchitectTake, Place
from game.ui import i18n

from .helpers import RULES, config, position
from .variants import hidden_variants, private_texts


def test_observation_hides_the_stacks_but_not_their_sizes():
    st = RULES.new_game(config(3), 8)
    obs = RULES.observation(st, 1)
    assert "stacks" not in obs and "rng" not in obs
    assert obs["stack_sizes"] == [4] * 11
    assert obs["unseen_tiles"] == sorted(f"{t:02d}" for s in st.stacks for t in s)
    other = RULES.new_game(config(3), 8)
    other.stacks = [list(reversed(s)) for s in reversed(other.stacks)]
    assert RULES.observation(other, 1) == obs


def test_determinize_keeps_the_observation_and_reshuffles_the_stacks():
    st = RULES.new_game(config(2), 8)
    rng = Rng(4)
    RULES.apply(st, RULES.sample_action(st, rng))
    obs = RULES.observation(st, 1)
    orders = set()
    for i in range(10):
        det = RULES.determinize(st, 1, Rng(i))
        assert RULES.observation(det, 1) == obs
        assert sorted(t for s in det.stacks for t in s) == sorted(t for s in st.stacks for t in s)
        orders.add(tuple(tuple(s) for s in det.stacks))
        assert det.rng != st.rng
    assert len(orders) == 10
    # the determinized state is independent of the original
    det.site.clear()
    assert st.site


def test_reveals_information_only_when_a_stack_will_be_turned():
    st = position(site=["34", "35", "36"], stacks=[["01", "02", "03"]])
    assert not RULES.reveals_information(st, Place(0, 0, 1, 2))
    st = position(site=["34", "35"], stacks=[["01", "02", "03"]])
    assert RULES.reveals_information(st, Place(0, 0, 1, 2))
    st = position(site=["34", "35"], stacks=[])
    assert not RULES.reveals_information(st, Place(0, 0, 1, 2))
    assert not RULES.has_private_view(st, 0)


# --- what every viewer sees: redaction, hand-made hidden variants, the log ------------------

CONFIGS = {"2p": config(2), "3p-long": config(3, long_game=True), "4p": config(4),
           "solo": config(solo="callicrates")}


def played(cfg, seed, steps):
    st = RULES.new_game(cfg, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if RULES.is_over(st):
            break
        RULES.apply(st, RULES.sample_action(st, rng))
    return st


@pytest.mark.parametrize("name", sorted(CONFIGS))
@pytest.mark.parametrize("steps", [0, 7, 1000])
def test_hidden_variants_look_the_same_to_every_seat_and_differ(name, steps):
    st = played(CONFIGS[name], 5, steps)
    original = RULES.position(st)
    for seat in range(st.n):
        variants = hidden_variants(st, seat)
        assert variants, "at least the generator can differ"
        if st.stacks and len(st.stacks) >= 2:
            assert len(variants) >= 3
        for doc in variants:
            assert doc != original
            other = RULES.from_position(doc)
            assert RULES.position(other) == doc
            for viewer in range(st.n):  # nobody sees more than anybody else
                assert RULES.observation(other, viewer) == RULES.observation(st, viewer)
            assert RULES.position(RULES.redact(other, seat)) == \
                RULES.position(RULES.redact(st, seat))
            assert RULES.legal_actions(other) == RULES.legal_actions(st)
        assert private_texts(st, seat) == set()
    assert RULES.position(st) == original  # making variants never touches the state


def test_redact_sorts_the_stacks_keeps_their_sizes_and_fixes_the_generator():
    st = played(config(3), 2, 5)
    real = RULES.position(st)
    seen = RULES.redact(st, 1)
    assert [len(s) for s in seen.stacks] == [len(s) for s in st.stacks]
    flat = [t for s in seen.stacks for t in s]
    assert flat == sorted(t for s in st.stacks for t in s)
    assert flat != [t for s in st.stacks for t in s]  # the real order is not sorted here
    assert seen.rng == Rng(0) != st.rng
    assert RULES.position(st) == real  # the real state is untouched
    # everything else is the real game: cities, site, stones, whose turn
    doc = RULES.position(seen)
    assert {k: v for k, v in doc.items() if k not in ("stacks", "rng")} == \
        {k: v for k, v in real.items() if k not in ("stacks", "rng")}
    # the same for every viewer and the public, and for any determinization
    for viewer in (0, 2, None):
        assert RULES.position(RULES.redact(st, viewer)) == doc
    for i in range(3):
        det = RULES.determinize(st, 0, Rng(i))
        assert RULES.position(RULES.redact(det, None)) == doc
    # a redacted state is a state of the game: it loads and plays on
    again = RULES.from_position(doc)
    RULES.apply(again, RULES.sample_action(again, Rng(1)))


def test_game_type_says_what_the_game_is():
    gt = RULES.game_type
    assert not gt.perfect_information  # the stack order is hidden
    assert not gt.explicit_chance and not gt.secret_simultaneous
    assert (gt.min_players, gt.max_players) == (GAME.min_players, GAME.max_players) == (1, 4)
    assert gt.solo_opponents == GAME.automa_levels
    # one player is the solo game: a 2-seat table with the Architect as an automa seat
    solo = RULES.new_game(config(solo="hippodamos"), 1)
    assert solo.n == 2 and solo.architect == 1
    for cfg in CONFIGS.values():  # no chance nodes: the shuffle happens at setup
        st = RULES.new_game(cfg, 4)
        rng = Rng(4)
        while not RULES.is_over(st):
            assert RULES.current_player(st) != CHANCE
            assert RULES.chance_outcomes(st) == []
            RULES.apply(st, RULES.sample_action(st, rng))


def _fields(key: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(i18n.t(key)) if f}


def _check_text(text: Text, hidden: set[str]) -> str:
    assert i18n.has(text.key), text.key
    assert _fields(text.key) <= set(text.args), text
    line = i18n.t(text.key, **{k: (f"Seat{v}" if k == "player" or k.endswith("_player")
                                   else i18n.words(v))  # a nested Text: the Architect
                              for k, v in text.args.items()})
    assert "{" not in line and not line.startswith("akropolis.")
    named = {text.args.get("tile")} | set(str(text.args.get("tiles", "")).split(", "))
    assert not named & hidden, (line, "names a tile still in a stack")
    return line


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_action_and_event_has_public_words_naming_no_unseen_tile(name):
    st = RULES.new_game(CONFIGS[name], 9)
    rng = Rng(9)
    kinds = set()
    while not RULES.is_over(st):
        action = RULES.sample_action(st, rng)
        assert RULES.action_visible_to(st, action) is None  # every move is public
        before = {f"{t:02d}" for s in st.stacks for t in s}
        tile = f"{st.site[action.site]:02d}"
        for viewer in (None, *range(st.n)):
            line = _check_text(RULES.action_text(st, action, viewer), before)
            assert tile in line
            assert RULES.action_text(st, action, viewer) == RULES.action_text(st, action, None)
        events = RULES.apply(st, action)
        after = {f"{t:02d}" for s in st.stacks for t in s}
        for event in events:
            kinds.add(event.kind)
            assert event.visible_to is None and event.redacted is None
            for viewer in (None, *range(st.n)):
                text = RULES.event_text(event.for_viewer(viewer), viewer)
                assert text is not None
                _check_text(text, after)
    assert {"take" if name != "solo" else "architect_take", "place", "reveal", "chief",
            "game_over"} <= kinds


def test_words_for_the_cheap_tiles_and_the_end():
    assert RULES.event_text(Event("take", 0, {"slot": 0, "tile": "05", "cost": 0,
                                             "to": "reserve"}), None).key == \
        "akropolis.event.take_free"
    assert RULES.event_text(Event("take", 0, {"slot": 1, "tile": "05", "cost": 1,
                                             "to": "architect"}), None).key == \
        "akropolis.event.take_one_to_architect"
    assert RULES.event_text(Event("take", 0, {"slot": 2, "tile": "05", "cost": 2,
                                             "to": "reserve"}), None).key == "akropolis.event.take"
    won = RULES.event_text(Event("game_over", None, {"winners": [1], "totals": [40, 52]}), 0)
    assert won == Text("akropolis.event.game_over_won", {"points": 52, "count": 1,
                                                         "winner_player": 1})
    tie = RULES.event_text(Event("game_over", None, {"winners": [0, 2], "totals": [9, 3, 9]}),
                           None)
    assert tie.key == "akropolis.event.game_over_tie"
    assert (tie.args["winner_player"], tie.args["other_player"], tie.args["points"]) == (0, 2, 9)
    text = RULES.action_text(position(), Place(2, 0, 1, 2), None)
    assert text == Text("akropolis.action.Place", {"player": 0, "site": 2, "tile": "36",
                                                   "cost": 2, "q": 0, "r": 1, "rot": 2})


def test_every_refusal_is_a_catalog_key():
    st = position(stones=[1, 2], cities=[[["05", 1, -1, 0]], []])
    cases = [Place(3, 0, 1, 2), Place(9, 0, 1, 2), Place(0, 0, 1, 7), Place(0, 9, 9, 0),
             Place(0, 0, 0, 2), Place(0, 1, -1, 0), Place(0, "1", 0, 0), ArchitectTake(0),
             None, "Place", (0, 0, 1, 2)]
    reasons = {RULES.explain_illegal(st, a) for a in cases}
    st2 = position(cities=[[["05", 1, -1, 0], ["21", 0, -1, 1]], []])
    reasons.add(RULES.explain_illegal(st2, Place(0, 0, 0, 0)))
    solo = position(solo="metagenes", stones=[1, 2])
    reasons.add(RULES.explain_illegal(solo, ArchitectTake(1)))
    over = position(site=["34"], finished=True)
    reasons.add(RULES.explain_illegal(over, Place(0, 0, 1, 2)))
    assert None not in reasons
    for key in reasons:
        assert key.startswith("akropolis.illegal.") and i18n.has(key), key
    assert len(reasons) >= 10


def test_the_log_names_the_illustrious_architect_whatever_its_seat_is_called():
    """Its seat may be called anything (a save made in another language, a test's
    "Architect"): the log names it from the catalog, as the table did before the kit."""
    from game.app.table_log import TableLog

    log = TableLog(RULES, ["Ada", "Robot"], lambda seat: None)
    # Ada's move leaves one tile on the site: a stack is revealed, the Architect is chief
    st = position(solo="metagenes", stones=[1, 2], site=["34", "35"], stacks=[["36", "37"]])
    events = RULES.apply(st, Place(0, 0, 1, 2))
    chief = next(e for e in events if e.kind == "chief")
    assert chief.player == 1 and RULES.event_text(chief, None) == Text(
        "akropolis.event.chief_architect", {"architect": Text("akropolis.architect")})
    # the last tile: the game ends, the Architect (many stones) wins
    st = position(solo="metagenes", stones=[0, 20], site=["34", "35"], stacks=[],
                  architect_tiles=["01", "03"])
    over = RULES.apply(st, Place(0, 0, 1, 2))[-1]
    assert over.kind == "game_over" and over.data["winners"] == [1]
    points = over.data["totals"][1]
    try:
        i18n.set_language("en")
        assert log.event_line(chief, None) == \
            "The Illustrious Architect is the new Chief Architect."
        assert log.event_line(over, 0) == \
            f"The game is over. The Illustrious Architect wins with {points} points."
        i18n.set_language("cs")
        assert log.event_line(chief, 0) == "Slavný architekt je nový hlavní architekt."
    finally:
        i18n.set_language("en")
    # a player's seat is named by its seat's name, as before; a game without the Architect
    # carries no mark in its events
    st = position(stones=[1, 2], site=["34", "35"], stacks=[["36", "37"]])
    chief = next(e for e in RULES.apply(st, Place(0, 0, 1, 2)) if e.kind == "chief")
    assert chief.data == {} and log.event_line(chief, None) == "Robot is the new Chief Architect."
