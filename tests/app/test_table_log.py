"""The table's log shows each viewer only what that viewer may know, and never raw data."""

from __future__ import annotations

from typing import Any

import pytest

from game.app.scenes.table import TableScene
from game.app.table_log import TableLog
from game.engine import CHANCE, Event, Text, private
from game.ui import i18n

from .conftest import take_seat, toy_match

TEXTS = {
    "fake.event.draw": "{player} drew {card}.",
    "fake.event.drew": "{player} drew a card.",
    "fake.event.peek": "{player} saw {card} on top of the deck.",
    "fake.event.roll": "The die shows {value}.",
    "fake.event.award": "{player} gave two points to {to_player}.",
    "fake.action.pick": "{player} picked {card}.",
}


class FakeRules:
    """Just the wording half of the rules: the action is visible to whoever the test says."""

    game_id = "fake"

    def __init__(self) -> None:
        self.visible: frozenset[int] | None = None
        self.secret: Any = None

    def action_visible_to(self, state: Any, action: Any) -> frozenset[int] | None:
        return self.visible

    def secret_group(self, state: Any) -> Any:
        return self.secret

    def action_text(self, state: Any, action: Any, viewer: Any) -> Text:
        return Text(f"fake.action.{action[0]}", {"player": state, "card": action[1]})

    def event_text(self, event: Event, viewer: Any) -> Text | None:
        return Text(f"fake.event.{event.kind}", {"player": event.player, **dict(event.data)})


@pytest.fixture
def texts_on(monkeypatch) -> None:
    catalog = i18n._load("en")
    for key, text in TEXTS.items():
        monkeypatch.setitem(catalog, key, text)


def make_log() -> tuple[TableLog, FakeRules]:
    rules = FakeRules()
    return TableLog(rules, ["P1", "P2"], lambda seat: (seat, 0, 0)), rules


def lines(log: TableLog, viewer: int | None) -> list[str]:
    return [text for text, _ in log.lines(viewer)]


def play(log: TableLog, rules: FakeRules, actor: int, action: Any, events: list[Event]) -> None:
    # The actor's seat stands in for the state before: FakeRules words "player" from it.
    log.add_action(actor, action, events, log.words_before(actor, actor, action))


def test_a_private_draw_reads_as_a_card_for_the_drawer_only(texts_on) -> None:
    log, _ = make_log()
    log.add_action(CHANCE, ("draw", 7), [private("draw", 0, {"card": 7}, public_kind="drew")],
                   log.words_before(None, CHANCE, ("draw", 7)))
    assert lines(log, 0) == ["P1 drew 7."]
    assert lines(log, 1) == lines(log, None) == ["P1 drew a card."]


def test_a_secret_action_without_events_is_a_choice_for_the_others(texts_on) -> None:
    log, rules = make_log()
    rules.visible = frozenset({0})
    play(log, rules, 0, ("pick", 7), [])
    assert lines(log, 0) == ["P1 picked 7."]
    assert lines(log, 1) == lines(log, None) == ["P1 made a choice."]


def test_a_seats_several_secret_picks_read_as_one_choice_to_the_others(texts_on) -> None:
    """Tiles given one at a time in secret: the others learn that a choice was made, never
    how many tiles it took (spec: contributions are revealed together)."""
    log, rules = make_log()
    rules.visible, rules.secret = frozenset({0}), ("contribute", 1)
    for tile in (3, 5, 8):
        play(log, rules, 0, ("pick", tile), [])
    rules.visible = frozenset({1})
    play(log, rules, 1, ("pick", 9), [])
    assert lines(log, 0) == ["P1 picked 3.", "P1 picked 5.", "P1 picked 8.", "P2 made a choice."]
    assert lines(log, 1) == ["P1 made a choice.", "P2 picked 9."]
    assert lines(log, None) == ["P1 made a choice.", "P2 made a choice."]
    rules.visible, rules.secret = frozenset({0}), ("contribute", 2)  # the next secret step
    play(log, rules, 0, ("pick", 4), [])
    assert lines(log, 1)[-1] == "P1 made a choice."


def test_undone_moves_stay_in_the_log_marked(texts_on) -> None:
    log, rules = make_log()
    play(log, rules, 0, ("pick", 7), [])
    play(log, rules, 1, ("pick", 8), [])
    log.add_note("P2 took back a move.")
    log.mark_undone(1)
    marked = i18n.t("app.log.undone_line", line="P2 picked 8.")
    assert lines(log, None) == ["P1 picked 7.", marked, "P2 took back a move."]


def test_a_private_event_without_a_public_form_leaves_the_others_a_choice(texts_on) -> None:
    log, rules = make_log()
    rules.visible = frozenset({0})
    play(log, rules, 0, ("peek", 3), [private("peek", 0, {"card": 3})])
    assert lines(log, 0) == ["P1 saw 3 on top of the deck."]
    assert lines(log, 1) == ["P1 made a choice."]


def test_a_public_action_without_events_is_worded_for_everyone(texts_on) -> None:
    log, rules = make_log()
    play(log, rules, 1, ("pick", 4), [])
    assert all(lines(log, v) == ["P2 picked 4."] for v in (None, 0, 1))


def test_seat_fields_are_named_and_chance_needs_its_events(texts_on) -> None:
    log, rules = make_log()
    play(log, rules, 0, ("award", 1), [Event("award", 0, {"to_player": 1})])
    log.add_action(CHANCE, ("roll", 5), [], None)  # a chance outcome says nothing itself
    assert all(lines(log, v) == ["P1 gave two points to P2."] for v in (None, 0, 1))
    assert log.lines(0)[0][1] == (0, 0, 0)  # in the colour of the event's seat


def test_without_catalog_texts_the_log_never_shows_raw_data() -> None:
    log, rules = make_log()
    play(log, rules, 0, ("pick", 7), [Event("mystery", 0, {"card": 7, "secret": [1, 2]})])
    log.add_action(CHANCE, ("roll", 5), [Event("roll", None, {"value": 5})], None)
    assert all(lines(log, v) == ["P1 made a choice."] for v in (None, 0, 1))


def test_an_event_that_cannot_say_who_sees_it_is_hidden(texts_on) -> None:
    class Broken:
        kind = "draw"
        player = 0
        data = {"card": 9}

        def for_viewer(self, viewer):
            raise AttributeError("no visible_to")

    log, _ = make_log()
    log.add_action(CHANCE, None, [Broken(), Event("roll", None, {"value": 3})], None)
    assert all(lines(log, v) == ["The die shows 3."] for v in (None, 0, 1))


# --- at the table (whatever the toy's words are) ------------------------------------------------

def open_table(app, match) -> TableScene:
    table = TableScene(app, match)
    app.stack.push(table)
    return table


def test_the_panel_shows_the_viewers_own_lines_and_follows_the_hand_off(app, driver, toy) -> None:
    table = open_table(app, toy_match(toy, ["human", "human"]))
    assert take_seat(driver, table) and table.ctx.viewer == 0
    assert table.log_lines == table.table_log.lines(0)
    for _ in range(10):  # until the seat on turn changes hands
        table.ctx.submit(table.match.legal_actions()[0])
        if app.stack.top.name == "handoff":
            break
        assert driver.wait_for_human(table, seconds=20)
    assert app.stack.top.name == "handoff" and table.ctx.viewer is None
    assert table.log_lines == table.table_log.lines(None)
    seat = app.stack.top.seat
    driver.click("ready")
    assert table.ctx.viewer == seat and table.log_lines == table.table_log.lines(seat)
    every = [text for v in (None, 0, 1) for text, _ in table.table_log.lines(v)]
    assert not any(mark in text for text in every for mark in ("{", "}", "[", "Pick", "card\""))


def test_a_moves_lines_show_once_its_steps_have_played(app, driver, toy, monkeypatch) -> None:
    """The log never tells what the board has not shown yet (a roll before the dice stop)."""
    table = open_table(app, toy_match(toy, ["human", "random"]))
    assert take_seat(driver, table)
    playing = [True]
    monkeypatch.setattr(type(table.ui), "busy", lambda self: playing[0])
    shown = len(table.log_lines)
    table.ctx.submit(table.match.legal_actions()[0])
    driver.frames(3)
    assert len(table.log_lines) == shown  # the steps still play
    playing[0] = False
    driver.frames(1)
    assert len(table.log_lines) > shown
    assert table.log_lines == table.table_log.lines(table.log_viewer)


def test_animations_get_the_events_the_next_viewer_may_see(app, driver, toy, monkeypatch) -> None:
    table = open_table(app, toy_match(toy, ["human", "human"]))
    calls: list = []

    def on_events(actor, action, events):
        calls.append((table.ctx.viewer, actor, action, events))
    monkeypatch.setattr(table.ui, "on_events", on_events)
    driver.frames(5)
    for _ in range(12):
        if app.stack.top.name == "handoff":
            driver.click("ready")
        elif table.ctx.can_act:
            table.ctx.submit(table.match.legal_actions()[0])
        driver.frames(2)
    assert calls and any(viewer is None for viewer, *_ in calls)
    assert all(e.visible(viewer) for viewer, _, _, events in calls for e in events)
    assert all(action is None for viewer, actor, action, _ in calls if actor == CHANCE)


def test_a_new_language_rewords_every_line_the_notes_too(app, driver, toy) -> None:
    """Settings changed mid-game: the log reads in the new language, nothing lost, private
    lines still only for their viewer."""
    table = open_table(app, toy_match(toy, ["human", "human"]))
    assert take_seat(driver, table)
    for _ in range(4):
        if not driver.wait_for_human(table, seconds=20) or app.stack.top is not table:
            break
        table.ctx.submit(table.match.legal_actions()[0])
    before = {v: table.table_log.lines(v) for v in (None, 0, 1)}
    started_en = i18n.t("app.log.started", game=i18n.t(toy.name_key))
    assert before[None][0][0] == started_en
    i18n.set_language("cs")
    try:
        after = {v: table.table_log.lines(v) for v in (None, 0, 1)}
        assert after[None][0][0] == i18n.t("app.log.started", game=i18n.t(toy.name_key))
        assert after[None][0][0] != started_en
        for v in (None, 0, 1):
            assert len(after[v]) == len(before[v])  # every line kept, reworded
        table.refresh()  # what saving the settings does
        assert table.log_lines == after[table.log_viewer]
    finally:
        i18n.set_language("en")
    assert table.table_log.lines(None) == before[None]
