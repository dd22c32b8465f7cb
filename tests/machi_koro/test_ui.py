"""The Machi Koro table UI, off-screen through the shared harness: every legal action is
reachable by clicking, clicks submit exactly that action and nothing when the seat may not
act, drawing never changes the game, cities never overlap, and every engine event has a log
line."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.app.table_log import TableLog
from game.engine import CHANCE, Match, Rng
from game.engine.protocol import PlayerSpec
from game.games.machi_koro import GAME
from game.games.machi_koro.data import ESTABLISHMENTS, MARKET_MODES
from game.games.machi_koro.rules import (
    Build,
    BuildLandmark,
    BuildNothing,
    ChooseDice,
    DeclineTrade,
    KeepRoll,
    Reroll,
    Roll,
    Trade,
    TvTarget,
)
from game.games.machi_koro.table.layout import Target
from game.games.machi_koro.table.view import affordable, coins_shown
from game.ui.i18n import t
from game.ui.table.contract import game_rect
from game.ui.table.harness import TableHarness
from game.ui.theme import Theme

RULES = GAME.rules
NAMES = ("Eva", "Adam", "Petra", "Jakub")
AREA = game_rect((1280, 720), Theme())
"""The table's game area at 1280x720 (banner above, log panel on the right)."""
assert AREA == pygame.Rect(0, 56, 980, 664)


def new_match(n: int, seed: int, market: str = "standard", steps: int = 0,
              kinds: tuple[str, ...] = ("human",) * 4) -> Match:
    players = tuple(PlayerSpec(NAMES[i], kinds[i], i) for i in range(n))
    match = Match.new(GAME, GAME.config(players, market=market), seed)
    rng = Rng(seed * 31 + 7)
    for _ in range(steps):
        if match.is_over:
            break
        if match.current_player == CHANCE:
            match.play_chance()
        else:
            match.play(RULES.sample_action(match.state, rng))
    return match


def to_decision(match: Match) -> Match:
    """Play chance outcomes until a seat has to decide (or the game ends)."""
    while match.current_player == CHANCE:
        match.play_chance()
    return match


def with_position(match: Match, **changes: Any) -> Match:
    """The same game with some of its position changed (cities merged per seat); the turn
    and the Amusement Park flag, unless given, are the position's defaults (the lowest turn
    the cities allow; whether the active seat has the park)."""
    pos = RULES.position(match.state)
    for key in ("turn", "park_active"):
        if key not in changes:
            del pos[key]
    for key, value in changes.items():
        if key == "cities":
            for seat, city in value.items():
                pos["cities"][seat].update(city)
            pos.pop("market", None)  # let the market hold what the cities do not
        else:
            pos[key] = value
    return Match(match.info, match.config, match.seed, RULES.from_position(pos))


def table(match: Match, viewer: int | None, can_act: bool,
          rect: pygame.Rect | None = None) -> TableHarness:
    """The real table over ``match`` (at 1280x720, or laid out in ``rect``), seen by a fixed
    viewer; what it submits is played when that viewer may act (``h.submitted``)."""
    h = TableHarness(GAME, match, viewer=viewer, can_act=can_act)
    if rect is not None:
        h.ui.layout(rect)
    return h


def crafted_positions() -> list[Match]:
    """Decisions random play rarely reaches: dice count, keep/re-roll, TV Station, trades."""
    out = []
    for n in (2, 3, 4):
        base = to_decision(new_match(n, 40 + n, steps=60 + 20 * n))
        a = base.state.active
        est = dict(RULES.position(base.state)["cities"][a]["establishments"])
        est.update({"tv_station": 1, "business_center": 1, "ranch": 1})
        lms = ["train_station", "radio_tower"]
        out.append(with_position(base, step="choose_dice", dice=[], dice_count=1,
                                 cities={a: {"landmarks": lms}}))
        out.append(with_position(base, step="reroll", dice=[2, 5], dice_count=2,
                                 cities={a: {"landmarks": lms}}))
        out.append(with_position(base, step="tv_station", dice=[6], dice_count=1,
                                 cities={a: {"establishments": est}}))
        out.append(with_position(base, step="trade", dice=[6], dice_count=1,
                                 cities={a: {"establishments": est}}))
        rich = {a: {"coins": 40, "establishments": est}}
        out.append(with_position(base, step="build", dice=[6], dice_count=1, cities=rich))
    return out


def random_positions() -> list[Match]:
    out = []
    for n in (2, 3, 4):
        for market in MARKET_MODES:
            for steps in (0, 35, 90, 200):
                match = to_decision(new_match(n, 100 * n + steps, market, steps))
                if not match.is_over:
                    out.append(match)
    return out


def test_every_legal_action_is_clicked_through_the_ui() -> None:
    seen: set[type] = set()
    rng = random.Random(5)
    for base in random_positions() + crafted_positions():
        actions = RULES.legal_actions(base.state)
        if len(actions) > 30:  # big trade lists: a sample, always with both ends
            actions = actions[:3] + rng.sample(actions[3:-3], 20) + actions[-3:]
        for action in actions:
            match = Match(base.info, base.config, base.seed, base.state.clone())
            seat = match.current_player
            h = table(match, seat, True)
            clicks = h.ui.clicks_for(action)
            assert clicks, f"no clicks for {action!r} at {RULES.step_name(match.state)}"
            for pos in clicks:
                assert AREA.collidepoint(pos), f"{action!r}: click {pos} outside the game area"
                h.click(pos)
            assert h.submitted == [action], f"clicking {clicks} for {action!r} gave {h.submitted}"
            seen.add(type(action))
    assert seen >= {ChooseDice, KeepRoll, Reroll, TvTarget, Trade, DeclineTrade, Build,
                    BuildLandmark, BuildNothing}


def test_clicks_do_nothing_when_the_seat_may_not_act() -> None:
    for base in crafted_positions() + random_positions()[::3]:
        seat = base.current_player
        h = table(base, seat, True)
        plans = [h.ui.clicks_for(a) for a in RULES.legal_actions(base.state)[:25]]
        h.look(seat, can_act=False)
        before = RULES.position(base.state)
        assert all(h.ui.clicks_for(a) is None for a in RULES.legal_actions(base.state))
        h2 = table(base, seat, False)
        for clicks in plans:
            for pos in clicks or []:
                h2.click(pos)
        assert h2.submitted == []
        assert RULES.position(base.state) == before


def test_a_half_made_trade_submits_only_on_the_second_card() -> None:
    base = crafted_positions()[3]
    assert RULES.step_name(base.state) == "trade"
    trade = next(a for a in RULES.legal_actions(base.state) if type(a) is Trade)
    h = table(base, base.current_player, True)
    first, second = h.ui.clicks_for(trade)
    h.click(first)
    assert h.submitted == [] and h.ui.state.give == trade.give
    # a click on another opponent card that would not make a legal trade does nothing
    h.click((AREA.x + 2, AREA.y + 2))
    assert h.submitted == []
    h.click(second)
    assert h.submitted == [trade]


def test_drawing_never_changes_the_game() -> None:
    for base in crafted_positions() + random_positions()[::2]:
        before = RULES.position(base.state)
        legal = RULES.legal_actions(base.state)
        for can_act in (True, False):
            h = table(base, base.current_player, can_act)
            for pos in ((100, 100), (300, 400), (500, 600), (900, 300)):
                h.move(pos)
                h.frame(0.1)
            assert h.submitted == []
        assert RULES.position(base.state) == before
        assert RULES.legal_actions(base.state) == legal


def full_city_match(n: int) -> Match:
    """Every seat owns every kind (worst case for the layout)."""
    base = new_match(n, 9)
    cities = {s: {"coins": 99, "establishments": {k: 1 for k in (
        "wheat_field", "ranch", "bakery", "cafe", "convenience_store", "forest", "stadium",
        "tv_station", "business_center", "cheese_factory", "furniture_factory", "mine",
        "family_restaurant", "apple_orchard", "fruit_veg_market")},
        "landmarks": ["train_station"]} for s in range(n)}
    return with_position(base, step="build", active=0, dice=[4], dice_count=1, cities=cities)


@pytest.mark.parametrize("rect", [AREA, pygame.Rect(0, 40, 1020, 680),
                                  pygame.Rect(0, 56, 1620, 1024)])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_cities_and_market_never_overlap(n: int, rect: pygame.Rect) -> None:
    match = full_city_match(n)
    for viewer in range(n):
        h = table(match, viewer, viewer == 0, rect)
        lay = h.ui.lay
        boxes = list(lay.cities.values())
        assert len(boxes) == n and lay.cities[viewer].big
        areas = [b.rect for b in boxes] + [lay.market, lay.panel]
        for i, a in enumerate(areas):
            assert rect.contains(a), f"{a} leaves the game area {rect}"
            for b in areas[i + 1:]:
                assert not a.colliderect(b), f"{a} overlaps {b}"
        for box in boxes:
            inner = box.landmarks + list(box.chips.values())
            assert len(box.chips) == 15
            for i, a in enumerate(inner):
                assert box.rect.contains(a)
                assert not a.colliderect(box.header)
                for b in inner[i + 1:]:
                    assert not a.colliderect(b)
            # the viewer's city is at the bottom, the others above the market
            if box.seat == viewer:
                assert box.rect.top > lay.market.bottom
            else:
                assert box.rect.bottom < lay.market.top
        tiles = [r for _, r in lay.tiles]
        assert len(tiles) == 15
        for i, a in enumerate(tiles):
            assert lay.market.contains(a)
            for b in tiles[i + 1:]:
                assert not a.colliderect(b)
        for b in lay.buttons:
            assert lay.panel.contains(b) and not b.colliderect(lay.prompt)


EXPECTED_KINDS = {"first_player", "turn", "dice_count", "roll", "keep", "reroll", "pay",
                  "income", "stadium", "tv_station", "trade", "trade_declined", "build",
                  "build_landmark", "build_nothing", "reveal", "market_removed",
                  "extra_turn", "win"}


def collect_events() -> list[Any]:
    events: list[Any] = []
    for n in (2, 3, 4):
        for market in MARKET_MODES:
            for seed in range(3):
                players = tuple(PlayerSpec(NAMES[i], "human", i) for i in range(n))
                match = Match.new(GAME, GAME.config(players, market=market), seed)
                rng = Rng(seed)
                for _ in range(3000):
                    if match.is_over:
                        break
                    if match.current_player == CHANCE:
                        events += match.play_chance()[1]
                    else:
                        events += match.play(RULES.sample_action(match.state, rng))
    for base in crafted_positions():
        match = Match(base.info, base.config, base.seed, base.state.clone())
        for action in RULES.legal_actions(match.state)[:2]:
            m2 = Match(base.info, base.config, base.seed, match.state.clone())
            events += m2.play(action)
            while m2.current_player == CHANCE:
                events += m2.play_chance()[1]
    # doubles with the Amusement Park, and a fourth landmark
    base = to_decision(new_match(2, 3, steps=10))
    lms = ["train_station", "shopping_mall", "amusement_park"]
    m = with_position(base, step="roll", active=0, dice_count=2, dice=[],
                      cities={0: {"landmarks": lms, "coins": 30}})
    events += m.play(Roll((3, 3)))
    events += m.play(BuildLandmark("radio_tower"))
    return events


def test_every_event_kind_has_a_log_line() -> None:
    """The log's words are the rules' (``event_text``), as the table's log shows them."""
    events = collect_events()
    kinds = {e.kind for e in events}
    assert kinds >= EXPECTED_KINDS, f"not produced: {EXPECTED_KINDS - kinds}"
    log = TableLog(RULES, NAMES, lambda seat: None)

    def describe(event: Any) -> str:
        return log.event_line(event, None) or ""

    by_kind: dict[str, Any] = {}
    for e in events:
        by_kind.setdefault(e.kind, e)
        if e.kind in ("pay", "roll"):
            by_kind.setdefault(f"{e.kind}:{e.data.get('amount', e.data.get('total'))}", e)
    for e in by_kind.values():
        text = describe(e)
        assert text and text.strip(), e
        assert "machi_koro." not in text, f"untranslated: {text}"
        assert "{" not in text, f"unfilled field: {text}"
    # the words say who, what and how much
    roll = next(e for e in events if e.kind == "roll" and len(e.data["dice"]) == 2)
    a, b = roll.data["dice"]
    assert f"{a} + {b} = {a + b}" in describe(roll)
    pay = next(e for e in events if e.kind == "pay")
    line = describe(pay)
    assert NAMES[pay.player] in line and NAMES[pay.data["owner"]] in line
    build = next(e for e in events if e.kind == "build")
    assert str(build.data["cost"]) in describe(build)


def test_animations_hold_the_table_and_coins_land_late() -> None:
    match = to_decision(new_match(3, 12, steps=30))
    base = with_position(match, step="roll", active=0, dice_count=1, dice=[],
                         cities={0: {"establishments": {"wheat_field": 2, "bakery": 1},
                                     "coins": 1}})
    h = table(base, 1, False)
    ui = h.ui
    before = base.state.coins[0]
    action = Roll((1,))
    events = h.play_action(CHANCE, action)
    assert ui.busy()
    assert coins_shown(ui.model, ui.anim, 0) == before  # the coins have not landed yet
    h.draw()
    for _ in range(600):
        if not ui.busy():
            break
        h.frame(1 / 60)
    assert not ui.busy()
    assert coins_shown(ui.model, ui.anim, 0) == base.state.coins[0] == before + 2
    ui.on_events(CHANCE, action, events)
    ui.on_state_replaced()
    assert not ui.busy()


def test_extra_turn_and_win_are_announced() -> None:
    base = to_decision(new_match(2, 3, steps=10))
    m = with_position(base, step="roll", active=0, dice_count=2, dice=[],
                      cities={0: {"landmarks": ["train_station", "amusement_park"]}})
    h = table(m, 0, False)
    events = m.play(Roll((2, 2)))
    events += m.play(BuildNothing())
    h.ui.on_events(0, BuildNothing(), events)
    banners = [s for s in h.ui.anim if s.kind == "banner"]
    assert banners and "Eva" in banners[0].caption
    assert m.state.active == 0


def test_hovering_a_card_shows_its_full_text() -> None:
    base = to_decision(new_match(3, 77, steps=40))
    tips: list[tuple[str, tuple[int, int]]] = []
    h = table(base, base.current_player, True)
    h.ctx.show_tooltip = lambda text, pos: tips.append((text, pos))
    lay = h.ui.lay
    (target, rect) = next((tg, r) for tg, r in lay.tiles if tg.kind == "pile")
    h.move(rect.center)
    assert tips and "Roll" in tips[-1][0] and tips[-1][1] == rect.center
    key = GAME.rules.position(base.state)  # the card's name and rules text are both there
    e = ESTABLISHMENTS[target[1]]
    assert t(f"machi_koro.card.{e.key}.name") in tips[-1][0]
    assert t(f"machi_koro.card.{e.key}.text") in tips[-1][0]
    assert key == GAME.rules.position(base.state)
    # a landmark of an opponent
    box = lay.cities[(h.ui.state.bottom + 1) % 3]
    tips.clear()
    h.move(box.landmarks[3].center)
    assert tips and t("machi_koro.landmark.radio_tower.text") in tips[-1][0]


def test_public_view_keeps_the_city_at_the_bottom() -> None:
    players = (PlayerSpec("Eva", "normal", 0), PlayerSpec("Adam", "human", 1),
               PlayerSpec("Petra", "normal", 2))
    base = to_decision(Match.new(GAME, GAME.config(players), 4))
    match = with_position(base, step="roll", active=2, dice=[], dice_count=1)
    h = table(match, None, False)
    h.draw()
    assert h.ui.state.bottom == 1  # the only human sits at the bottom even in the public view
    assert h.ui.lay.cities[1].big
    h.look(2, can_act=False)
    h.draw()
    assert h.ui.state.bottom == 2
    h.look(None, can_act=False)
    h.draw()
    assert h.ui.state.bottom == 2  # no jumping back while a computer plays


def test_a_turn_without_train_station_waits_for_the_dice_button() -> None:
    match = new_match(2, 5)
    while match.current_player == CHANCE and RULES.step_name(match.state) != "roll":
        match.play_chance()  # the first-player draw
    assert RULES.step_name(match.state) == "roll"
    h = table(match, viewer=None, can_act=False)
    ui = h.ui
    assert ui.holds_chance()
    clicks = ui.chance_clicks()
    assert clicks
    h.draw()
    length = len(match.log)
    for pos in clicks:
        h.click(pos)
    assert len(match.log) == length + 1 and match.log[-1].player == CHANCE
    assert not ui.holds_chance()


def test_computer_rolls_and_train_station_choices_are_not_held() -> None:
    computers = new_match(2, 5, kinds=("random", "random"))
    while computers.current_player == CHANCE and RULES.step_name(computers.state) != "roll":
        computers.play_chance()
    ui = table(computers, viewer=None, can_act=False).ui
    assert not ui.holds_chance() and ui.chance_clicks() is None
    match = new_match(2, 5)
    while match.current_player == CHANCE and RULES.step_name(match.state) != "roll":
        match.play_chance()
    # With the Train Station the 1-or-2-dice button is the roll: the chance step after it runs.
    station = with_position(match, cities={match.state.active: {"landmarks": ["train_station"]}},
                            step="choose_dice", dice=[])
    station.play(RULES.legal_actions(station.state)[0])
    assert station.current_player == CHANCE
    ui2 = table(station, viewer=None, can_act=False).ui  # human seats
    assert not ui2.holds_chance()


def test_market_marks_and_refusal_hints_follow_the_rules() -> None:
    """Affordable means buildable by the rules (purple once, beginner limit), not coins alone;
    a refused pile names the rule in its tooltip."""
    base = to_decision(new_match(2, 5))
    match = with_position(base, step="roll", active=0, dice=[], dice_count=1,
                          options={"market": "standard", "beginner_limit": 2},
                          cities={0: {"coins": 12, "establishments": {
                              "wheat_field": 2, "bakery": 1, "stadium": 1}, "landmarks": []}})
    h = table(match, 0, False)
    h.draw()
    model, anim = h.ui.model, h.ui.anim
    kind = {e.key: k for k, e in enumerate(ESTABLISHMENTS)}
    assert affordable(model, anim, kind["tv_station"]) and affordable(model, anim, kind["bakery"])
    assert not affordable(model, anim, kind["stadium"])  # owned: one of each purple
    assert not affordable(model, anim, kind["wheat_field"])  # the beginner limit of 2
    build = with_position(match, step="build", dice=[5])
    h = table(build, 0, True)
    tips: list[str] = []
    h.ctx.show_tooltip = lambda text, pos: tips.append(text)
    rect = h.ui.lay.tile(Target("pile", kind["stadium"]))
    assert rect is not None
    h.move(rect.center)
    assert tips and t("machi_koro.illegal.purple_owned") in tips[-1]
    assert h.ui.model.refusal(Target("pile", kind["tv_station"])) is None  # buildable
