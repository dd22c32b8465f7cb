"""rules/query.preview: what a selection would do, checked against hand-made positions (and
against the real resolution: the preview never disagrees with playing the card)."""

from __future__ import annotations

import pytest

from game.engine import Rng
from game.games.ginkgopolis.data import CARD_NAMES, TILE_NAMES
from game.games.ginkgopolis.rules.actions import Commit
from game.games.ginkgopolis.rules.query import preview, target

from .helpers import GAME, RULES, seat, state

TALL_RED = {(0, 1): (["R2", "R9", "R12"], 1, False)}
# seat 0's intro tableau: CH01 (Exploit: +1 resource), CH02 (Urbanize: +1 tile),
# CH03 (Build-Up: +1 VP)


def test_exploit_names_the_building_and_counts_height_and_bonus() -> None:
    s = state(seats=[seat(hand=["R12"]), seat(tableau=["CH04", "CH05", "CH06", "R2", "R9"])],
              buildings=TALL_RED)
    p = preview(s, 0, "R12", None)
    assert (p.kind, p.square, p.fallback) == ("exploit", (0, 1), False)
    assert p.gains == {"resources": 4}  # height 3 + CH01's Exploit bonus
    assert (p.pay_resources, p.pay_vp, p.returned) == (0, 0, None)


def test_build_up_on_another_owner_pays_and_returns_with_vp() -> None:
    s = state(seats=[seat(hand=["R12"], tiles=["R15"], resources=6, vp=0),
                     seat(tableau=["CH04", "CH05", "CH06", "R2", "R9"])], buildings=TALL_RED)
    p = preview(s, 0, "R12", "R15")
    assert (p.kind, p.square, p.fallback) == ("buildup", (0, 1), False)
    assert p.pay_resources == 4 and p.pay_vp == 0  # height 4, same colour
    assert p.returned == (1, 3)
    assert p.gains == {"vp": 1}  # CH03's Build-Up bonus


def test_build_up_on_a_lower_number_costs_vp_and_colour_change_a_resource() -> None:
    s = state(seats=[seat(hand=["R12"], tiles=["B5"], resources=6, vp=9),
                     seat(tableau=["CH04", "CH05", "CH06", "R2", "R9"])], buildings=TALL_RED)
    p = preview(s, 0, "R12", "B5")
    assert p.kind == "buildup"
    assert p.pay_resources == 5 and p.pay_vp == 7  # 4 floors + colour; 12 - 5


def test_unaffordable_build_up_falls_back_to_exploit() -> None:
    s = state(seats=[seat(hand=["R12"], tiles=["R15"], resources=3),
                     seat(tableau=["CH04", "CH05", "CH06", "R2", "R9"])], buildings=TALL_RED)
    p = preview(s, 0, "R12", "R15")
    assert (p.kind, p.fallback, p.square) == ("exploit", True, (0, 1))
    assert p.gains == {"resources": 4} and p.pay_resources == 0


def test_urbanize_gains_the_neighbours_and_the_bonus() -> None:
    # token C sits at (1, 2), north of R3 (height 1): 1 resource, + CH02's tile
    s = state(seats=[seat(hand=["U-C"], tiles=["Y20"], resources=2), seat()])
    p = preview(s, 0, "U-C", "Y20")
    assert (p.kind, p.square, p.pay_resources) == ("urbanize", (1, 2), 1)
    assert p.gains == {"resources": 1, "tiles": 1}


def test_urbanization_card_alone_is_a_choice() -> None:
    s = state(seats=[seat(hand=["U-C"]), seat()])
    p = preview(s, 0, "U-C", None)
    assert p.kind == "exploit" and p.choice
    assert p.gains == {"resources": 1}  # only CH01's bonus; the choice is the seat's


def test_urbanize_without_resources_falls_back() -> None:
    s = state(seats=[seat(hand=["U-C"], tiles=["Y20"], resources=0), seat()])
    p = preview(s, 0, "U-C", "Y20")
    assert p.kind == "exploit" and p.fallback and p.choice


def test_preview_leaves_the_state_alone() -> None:
    s = state(seats=[seat(hand=["R12"], tiles=["R15"], resources=6),
                     seat(tableau=["CH04", "CH05", "CH06", "R2", "R9"])], buildings=TALL_RED)
    before = RULES.position(s)
    preview(s, 0, "R12", "R15")
    assert RULES.position(s) == before


def test_target_names_building_and_token_squares() -> None:
    s = state(seats=[seat(hand=["U-A"]), seat()])
    assert target(s, "R2") == (0, 1) and target(s, "U-A") == (-1, 2)
    assert target(s, "CH01") is None
    with pytest.raises(ValueError):
        preview(s, 0, "CH01", None)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_preview_agrees_with_the_resolution(seed: int) -> None:
    """The last seat to commit resolves first (it is the first player of a 2-seat round
    resolving after seat 0 committed): its gains and costs are what the preview said."""
    rng = Rng(seed)
    s = RULES.new_game(GAME.config(2, mode="intro"), seed)
    checked = 0
    for _ in range(400):
        d = s.decisions.top
        if d is None:
            break
        if d.kind == "select" and (d.seat - s.first) % s.n == 0 and checked < 3:
            seat_ = d.seat
            for c in sorted(set(s.hands[seat_])):
                for t in [None] + sorted(set(s.screen_tiles[seat_]))[:2]:
                    tile = None if t is None else TILE_NAMES[t]
                    p = preview(s, seat_, CARD_NAMES[c], tile)
                    # play the pick for the first seat; the other seat picks a card alone,
                    # so the first seat's action resolves untouched
                    trial = s.clone()
                    RULES.apply(trial, Commit(CARD_NAMES[c], tile))
                    other = trial.decisions.top
                    assert other is not None and other.kind == "select"
                    res0, vp0 = s.screen_res[seat_], s.vp[seat_]
                    tiles0 = len(s.screen_tiles[seat_]) - (0 if tile is None else 1)
                    RULES.apply(trial, Commit(CARD_NAMES[trial.hands[other.seat][0]], None))
                    while trial.decisions.top is not None and \
                            trial.decisions.top.seat == seat_ and \
                            trial.decisions.top.kind in ("move_token",):
                        RULES.apply(trial, RULES.legal_actions(trial)[0])
                    if trial.decisions.top is not None and \
                            trial.decisions.top.kind in ("exploit_choice", "contribute") \
                            and trial.decisions.top.seat == seat_:
                        continue  # the choice changes the outcome; compared elsewhere
                    if p.fallback:
                        tiles0 += 1
                    gains = p.gains
                    got_res = trial.screen_res[seat_] - res0
                    assert got_res == gains.get("resources", 0) - p.pay_resources
                    assert trial.vp[seat_] - vp0 == gains.get("vp", 0) - p.pay_vp
                    if not trial.end_triggered:
                        assert len(trial.screen_tiles[seat_]) - tiles0 == gains.get("tiles", 0)
            checked += 1
        RULES.apply(s, RULES.sample_action(s, rng))
    assert checked == 3
