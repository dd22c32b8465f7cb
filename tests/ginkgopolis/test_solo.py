"""The solo game against Hal (spec 10; Amb-21 to 27, 33, 36, 37)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.protocol import PositionError
from game.games.ginkgopolis.data import CARD_BY_NAME as C
from game.games.ginkgopolis.data import TILE_BY_NAME as T
from game.games.ginkgopolis.rules.actions import Choose, Commit, GiveHal, MoveToken

from .helpers import RULES, full_city, play, seat, state


def solo(hal_card: str | None = None, hand: list[str] | None = None, level: str = "hal",
         **kw: Any) -> Any:
    me = kw.pop("me", {})
    hal = kw.pop("hal_seat", {})
    seats = [seat(hand=hand or ["U-J", "U-K"], **me), seat(card=hal_card, **hal)]
    decisions = [{"kind": "select" if hal_card else "hal_card", "seat": 0, "data": {}}]
    return state(seats=seats, solo=level, hal=1, decisions=decisions, **kw)


def test_round_flow_draw_three_give_one_play_one_discard_one() -> None:
    s = solo(hand=["U-A", "U-B", "U-C"], supply=None)
    assert RULES.legal_actions(s) == [GiveHal("U-A"), GiveHal("U-B"), GiveHal("U-C")]
    assert RULES.secret_group(s) is None
    play(s, GiveHal("U-C"))
    assert s.card[1] == C["U-C"] and RULES.current_player(s) == 0
    assert not any(type(a).__name__ == "NewHand" for a in RULES.legal_actions(s))
    play(s, Commit("U-A"))
    # 10.2: your action (step 3) comes before the discard of your last card (step 4)
    assert s.discard == [] and s.hands[0] == [C["U-B"]]
    play(s, Choose("resource"))
    assert s.discard == [C["U-A"], C["U-B"]] and s.hands[0] == []
    assert RULES.current_player(s) == 0 and s.decisions.top.kind == "move_token"  # type: ignore[union-attr]
    pos = RULES.position(s)  # Hal acts: your last card is on the pile, not in your hand
    pos["seats"][0]["hand"] = ["U-B"]
    pos["discard"].remove("U-B")
    with pytest.raises(PositionError, match="last card"):
        RULES.from_position(pos)
    play(s, MoveToken(1, 3))
    # Hal urbanized on token C (1, 2), north of R3: 1 VP; his resource came from the supply
    assert s.owner[(1, 2)] == 1 and s.general[1] == 24 and s.vp[1] == 1
    assert s.phase == "select" and s.round == 3 and len(s.hands[0]) == 3  # made in round 2
    assert s.tableaux[1] == [] and C["U-C"] in s.discard


def test_hal_urbanize_scores_adjacent_heights_and_you_move_the_token() -> None:
    # Token D (2, 1): next to R3 (1, 1) of height 3; the token may go to (2, 2) or (3, 1).
    s = solo("U-D", buildings={(1, 1): (["R3", "R7", "R8"], 0, False)},
             me={"tableau": ["R3", "R7"], "resources": 0})
    tile = s.supply[-1]
    play(s, Commit("U-J"), Choose("resource"))
    assert s.stacks[(2, 1)] == (tile,) and s.owner[(2, 1)] == 1
    assert RULES.current_player(s) == 0  # you move Hal's token
    assert RULES.legal_actions(s) == [MoveToken(2, 2), MoveToken(3, 1)]
    play(s, MoveToken(2, 2))
    assert s.vp[1] == 3 and s.screen_res[1] == 0 and s.screen_tiles[1] == []


def test_hal_build_up_returns_your_resources_and_pays_vp_as_far_as_he_can() -> None:
    # Hal's card R12 names your height-3 building; his tile is R5: 7 VP he cannot pay.
    s = solo("R12", buildings={(0, 1): (["R2", "R9", "R12"], 0, False)},
             me={"tableau": ["R2", "R9"]}, supply_top=["R5"], hal_seat={"vp": 2})
    events = play(s, Commit("U-J"), Choose("resource"))
    pay = next(e for e in events if e.kind == "pay")
    assert (pay.player, pay.data["vp"], pay.data["cost"], pay.data["colour"]) == (1, 2, 7, 0)
    assert RULES.event_text(pay, None).key == "ginkgopolis.event.pay.vp_part"
    assert s.stacks[(0, 1)] == (1, 8, 11, 4) and s.owner[(0, 1)] == 1
    assert s.vp[1] == 0 and s.vp[0] == 3  # you got 3 VP for your 3 resources
    assert s.screen_res[0] == 3 + 1 and s.general[1] == 25 - 4
    assert s.tableaux[1] == [C["R12"]]


def test_hal_colour_change_costs_him_nothing() -> None:
    s = solo("R12", buildings={(0, 1): (["R2", "R9", "R12"], 0, False)},
             me={"tableau": ["R2", "R9"]}, supply_top=["B15"])
    play(s, Commit("U-J"), Choose("resource"))
    assert s.general[1] == 25 - 4 and s.placed(1) == 4


def test_hal_who_cannot_pay_ends_the_game() -> None:
    # Amb-33, 36: Hal owns 24 resources' worth of buildings; B2 needs 2, he has 1. His tile
    # goes back on top of the supply, the card to the pile, and the game ends now.
    buildings, won = full_city(1)
    s = solo("B2", buildings=buildings, hal_seat={"tableau": won},
             supply_top=["R19", "R18"])
    assert s.general[1] == 1
    play(s, Commit("U-J"), Choose("resource"))
    assert s.supply[-1] == T["R19"] and s.supply[-2] == T["R18"]
    assert C["B2"] in s.discard and s.tableaux[1] == [C[c] for c in won]
    assert len(s.stacks[(0, 0)]) == 1 and s.general[1] == 1
    assert s.phase == "over" and s.end_triggered


def test_empty_supply_ends_solo_without_refill() -> None:
    rest = [t for t in (f"{c}{k}" for c in "RBY" for k in range(4, 21))
            if t not in ("R13", "R14", "R15", "R16", "R17", "R18", "R19")]
    s = solo("U-D", supply=["R19"], me={"resources": 3, "tiles": rest},
             box=["R13", "R14", "R15", "R16", "R17", "R18"])
    play(s, Commit("U-J"), Choose("tile"))
    # your draw took the last tile: no contribution step; Hal has no tile and does nothing
    assert not s.decisions and s.phase == "over"
    assert C["U-D"] in s.discard and (2, 1) not in s.stacks
    assert s.exhaustions == 1


def test_hal_with_all_resources_placed_ends_the_game() -> None:
    buildings, won = full_city(1)
    s = solo("U-D", buildings=buildings, hal_seat={"tableau": won})
    assert s.general[1] == 1
    play(s, Commit("U-J"), Choose("resource"), MoveToken(3, 1))
    assert s.general[1] == 0 and s.end_triggered and s.phase == "over"


def test_expert_hal_takes_an_extra_building_card() -> None:
    s = solo("U-D", level="hal_expert", deck=["R2", "U-A", "U-B", "U-C", "U-E", "U-F", "U-G",
                                              "U-H", "U-I", "U-L", "R1", "R3", "B1", "B2",
                                              "B3", "Y1", "Y2", "Y3"])
    play(s, Commit("U-J"), Choose("resource"))
    assert s.owner[(0, 1)] == 1 and len(s.stacks[(0, 1)]) == 2  # built on R2
    assert s.tableaux[1] == [C["R2"]] and C["U-D"] in s.discard
    assert s.tokens[3] == (2, 1)


def test_expert_hal_keeps_his_card_on_a_tie_and_swaps_for_more_vp() -> None:
    # U-D (2, 1) touches R3 only: 1 VP. U-E (2, 0) touches B3 only: 1 VP: a tie keeps U-D.
    rest = ["U-A", "U-B", "U-C", "U-F", "U-G", "U-H", "U-I", "U-L", "R1", "R2", "R3", "B1",
            "B2", "B3", "Y1", "Y2", "Y3"]
    s = solo("U-D", level="hal_expert", deck=["U-E", *rest])
    play(s, Commit("U-J"), Choose("resource"))
    assert s.owner.get((2, 1)) == 1 and (2, 0) not in s.stacks
    assert s.discard[-1] == C["U-E"]  # the unused extra card
    play(s, MoveToken(3, 1))  # you move Hal's token D
    assert s.discard[-1] == C["U-D"] and s.vp[1] == 1
    # B3 twice as tall: U-E gives 2 VP and replaces U-D
    rest = [c for c in rest if c != "B3"] + ["B7"]
    s = solo("U-D", level="hal_expert", deck=["U-E", *rest],
             buildings={(1, 0): (["B3", "B7"], 0, False)}, me={"tableau": ["B3"]})
    play(s, Commit("U-J"), Choose("resource"))
    assert s.owner.get((2, 0)) == 1 and (2, 1) not in s.stacks
    assert s.vp[1] == 2


def test_expert_hal_extra_building_card_he_cannot_pay_ends_the_game() -> None:
    # Amb-37: the extra card is used before the cost check; both cards end on the pile.
    buildings, won = full_city(1)
    rest = ["U-A", "U-B", "U-C", "U-E", "U-F", "U-G", "U-H", "U-I", "U-L"]
    tops = [b[0][2] for b in buildings.values()]
    s = solo("U-D", level="hal_expert", buildings=buildings, hal_seat={"tableau": won},
             deck=["B2", *rest, *tops])
    assert s.general[1] == 1
    play(s, Commit("U-J"), Choose("resource"))
    assert s.phase == "over" and s.end_triggered
    assert C["B2"] in s.discard and C["U-D"] in s.discard
    assert (2, 1) not in s.stacks and len(s.stacks[(0, 0)]) == 1


def test_expert_hal_draws_nothing_extra_for_a_building_card() -> None:
    s = solo("R2", level="hal_expert")
    deck = len(s.deck)
    play(s, Commit("U-J"), Choose("resource"))
    assert s.owner[(0, 1)] == 1 and s.tableaux[1] == [C["R2"]]
    assert len(s.deck) == deck - 3  # only your 3 cards of the next round


def test_your_last_card_is_discarded_after_your_action_and_before_hals() -> None:
    """Spec 10.2 steps 3-5, through the position format: while your action waits for a
    decision the unplayed card is still in your hand; when it is done the played card and
    then the unplayed one lie on the pile, and only then Hal reveals and acts."""
    from .helpers import make

    pos = make(seats=[seat(hand=["U-B"], card="U-A"), seat(card="U-C")], solo="hal", hal=1,
               phase="resolve", active=0, queue=[["discard", 0]],
               decisions=[{"kind": "exploit_choice", "seat": 0, "data": {}}],
               discard=["Y3", "R1"])
    s = RULES.from_position(pos)
    assert RULES.position(s)["seats"][0]["hand"] == ["U-B"]
    events = play(s, Choose("tile"))
    assert s.discard[:4] == [C["Y3"], C["R1"], C["U-A"], C["U-B"]]
    kinds = [e.kind for e in events]
    assert kinds.index("discard_unplayed") < kinds.index("reveal")  # then Hal's card
    assert [e.data["card"] for e in events if e.kind == "discard_unplayed"] == ["U-B"]
    # a hand of two while you act is refused
    two = make(seats=[seat(hand=["U-B", "U-D"], card="U-A"), seat(card="U-C")], solo="hal",
               hal=1, phase="resolve", active=0, queue=[["discard", 0]],
               decisions=[{"kind": "exploit_choice", "seat": 0, "data": {}}])
    with pytest.raises(PositionError, match="last card"):
        RULES.from_position(two)
