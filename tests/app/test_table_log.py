"""The table's log shows each viewer only what that viewer may know, and never raw data."""

from __future__ import annotations

from game.app.scenes.table import TableScene
from game.engine import CHANCE
from game.ui.gameui import GameUI
from tests.toygame import Pick

from .conftest import toy_match
from .secret_toy import add_texts, secret_toy


def open_table(app, match) -> TableScene:
    table = TableScene(app, match)
    app.stack.push(table)
    return table


def texts(lines) -> list[str]:
    return [text for text, _ in lines]


def to_first_pick(driver, table) -> None:
    assert driver.wait_for_human(table, seconds=20)
    assert table.ctx.viewer == 0 and table.match.current_player == 0


def test_a_private_draw_reads_as_a_card_for_the_drawer_only(app, driver, toy, monkeypatch) -> None:
    add_texts(monkeypatch)
    table = open_table(app, toy_match(secret_toy(toy), ["human", "human"]))
    to_first_pick(driver, table)
    hands = table.match.state.hands
    mine = texts(table.table_log.lines(0))
    theirs = texts(table.table_log.lines(1))
    public = texts(table.table_log.lines(None))
    assert sum(line.startswith("P1 drew ") and line != "P1 drew a card." for line in mine) == 3
    assert {f"P1 drew {c}." for c in hands[0]} <= set(mine)
    assert "P2 drew a card." in mine and not any(f"P2 drew {c}." in mine for c in hands[1])
    assert {f"P2 drew {c}." for c in hands[1]} <= set(theirs)
    assert not any(line.startswith("P1 drew ") and line != "P1 drew a card." for line in theirs)
    assert public.count("P1 drew a card.") == 3 and public.count("P2 drew a card.") == 3
    assert table.log_lines == table.table_log.lines(0)  # the panel shows the viewer's own


def test_a_secret_pick_without_events_is_a_choice_for_the_others(app, driver, toy,
                                                                  monkeypatch) -> None:
    add_texts(monkeypatch)
    table = open_table(app, toy_match(secret_toy(toy), ["human", "human"]))
    to_first_pick(driver, table)
    card = table.match.legal_actions()[-1].card
    table.ctx.submit(Pick(card))
    assert table.match.log[-1].action == Pick(card)
    assert texts(table.table_log.lines(0))[-1] == f"P1 picked {card}."
    assert texts(table.table_log.lines(1))[-1] == "P1 made a choice."
    assert texts(table.table_log.lines(None))[-1] == "P1 made a choice."
    # The hand-off screen is up: the panel behind it holds the public lines only.
    assert app.stack.top.name == "handoff" and table.ctx.viewer is None
    assert table.log_lines == table.table_log.lines(None)
    driver.click("ready")
    assert table.ctx.viewer == 1 and table.log_lines == table.table_log.lines(1)
    assert f"P1 picked {card}." not in texts(table.log_lines)


def test_without_catalog_texts_the_log_never_shows_raw_data(app, driver, toy) -> None:
    table = open_table(app, toy_match(toy, ["human", "human"]))  # the toy has no catalog
    to_first_pick(driver, table)
    table.ctx.submit(table.match.legal_actions()[0])
    driver.click("ready")
    table.ctx.submit(table.match.legal_actions()[0])
    lines = [line for v in (None, 0, 1) for line in texts(table.table_log.lines(v))]
    assert "P1 made a choice." in lines and "P2 made a choice." in lines
    assert not any(mark in line for line in lines for mark in ("{", "}", "[", "card", "Pick"))


class DescribingUI(GameUI):
    """A game UI that still words events itself (the deprecated ``describe``)."""

    seen: list = []

    def draw(self, surface) -> None:
        pass

    def describe(self, event):
        DescribingUI.seen.append(event)
        return f"{event.kind} {dict(event.data)}"


def test_a_ui_describe_override_only_gets_events_its_viewer_may_see(app, driver, toy,
                                                                     monkeypatch) -> None:
    import dataclasses

    DescribingUI.seen = []
    info = dataclasses.replace(secret_toy(toy), ui=f"{__name__}:DescribingUI")
    table = open_table(app, toy_match(info, ["human", "human"]))
    to_first_pick(driver, table)
    hands = table.match.state.hands
    assert {e.kind for e in DescribingUI.seen} >= {"draw", "draw_hidden"}
    private_lines = [f"draw {{'card': {c}}}" for c in hands[1]]
    assert not any(line in texts(table.table_log.lines(0)) for line in private_lines)
    assert all(line in texts(table.table_log.lines(1)) for line in private_lines)


def test_animations_get_the_events_the_next_viewer_may_see(app, driver, toy, monkeypatch) -> None:
    table = open_table(app, toy_match(secret_toy(toy), ["human", "human"]))
    calls: list = []
    monkeypatch.setattr(table.ui, "on_events",
                        lambda actor, action, events: calls.append((actor, action, events)))
    to_first_pick(driver, table)
    table.ctx.submit(table.match.legal_actions()[0])
    actor, action, events = calls[-1]
    assert actor == 0 and action is None and events == []  # hand-off next: the public
    calls.clear()
    driver.click("ready")
    table.ctx.submit(table.match.legal_actions()[0])  # the last pick reveals; then chance
    driver.frames(5)
    draws = [e for actor, _, evs in calls if actor == CHANCE for e in evs]
    assert draws and all(e.kind != "draw" for e in draws)  # nobody watches a private draw


def test_an_event_that_cannot_say_who_sees_it_is_hidden(app, toy, monkeypatch) -> None:
    from game.app.table_log import TableLog
    from game.engine import Event

    class Broken:
        kind = "draw"
        player = 0

        def for_viewer(self, viewer):
            raise AttributeError("no visible_to")

    add_texts(monkeypatch)
    log = TableLog(toy.rules, ["P1", "P2"], lambda seat: (0, 0, 0), lambda: GameUI.__new__(GameUI))
    log.add_action(CHANCE, None, [Broken(), Event("roll", None, {"value": 3})], None)
    assert all(texts(log.lines(v)) == ["The die shows 3."] for v in (None, 0, 1))
