"""The actions (spec 5.4, 5.5; Amb-9, 10, 11, 12, 14, 15, 16, 28).

Situations are set up in the last selection turn: seat 0 has committed, seat 1 commits its
card now, and the resolution runs in turn order from seat 0.
"""

from __future__ import annotations

from game.games.ginkgopolis.rules.actions import Choose, Commit, MoveToken

from .helpers import RULES, seat, state

TALL_RED = {(0, 1): (["R2", "R9", "R12"], 1, False)}
TALL_BLUE = {(0, 0): (["B2", "B9", "B12"], 1, False)}
TALL_YELLOW = {(0, -1): (["Y2", "Y9", "Y12"], 1, False)}
WON = ["CH04", "CH05", "CH06"]


def last_turn(card0: str, tile0: str | None = None, *, s0: dict | None = None,
              s1: dict | None = None, **kw: object):  # type: ignore[no-untyped-def]
    a = seat(card=card0, tile=tile0, **(s0 or {}))
    b = seat(hand=["U-L"], **(s1 or {}))
    return state(seats=[a, b], resolved=1, **kw)


def test_exploit_red_building_gives_height_resources_and_owner_nothing() -> None:
    s = last_turn("R12", buildings=TALL_RED, s1={"tableau": [*WON, "R2", "R9"]})
    before_owner = (s.screen_res[1], s.vp[1])
    RULES.apply(s, Commit("U-L"))
    assert s.screen_res[0] == 3 + 1 and s.general[0] == 21  # + CH01's Exploit bonus
    assert (s.screen_res[1], s.vp[1]) == before_owner
    assert s.discard == [11]  # R12 on the pile; seat 1 still chooses for its U-L


def test_exploit_blue_gives_tiles_and_yellow_gives_vp() -> None:
    s = last_turn("B12", buildings=TALL_BLUE, s1={"tableau": [*WON, "B2", "B9"]})
    supply = len(s.supply)
    RULES.apply(s, Commit("U-L"))
    assert len(s.screen_tiles[0]) == 3 and len(s.supply) == supply - 3
    s = last_turn("Y12", buildings=TALL_YELLOW, s1={"tableau": [*WON, "Y2", "Y9"]})
    RULES.apply(s, Commit("U-L"))
    assert s.vp[0] == 3


def test_exploit_bonuses_apply_on_exploit_only() -> None:
    # seat 0 holds CH01 (Exploit: +1 resource), CH02 (Urbanize: +1 tile), CH03 (Build-Up: +1 VP)
    s = last_turn("Y12", buildings=TALL_YELLOW, s1={"tableau": [*WON, "Y2", "Y9"]})
    RULES.apply(s, Commit("U-L"))
    assert (s.vp[0], s.screen_res[0], len(s.screen_tiles[0])) == (3, 1, 0)


def test_urbanization_card_alone_gives_a_choice_and_keeps_the_token() -> None:
    s = last_turn("U-A")
    RULES.apply(s, Commit("U-L"))
    assert RULES.current_player(s) == 0
    assert RULES.legal_actions(s) == [Choose("resource"), Choose("tile")]
    RULES.apply(s, Choose("tile"))
    assert len(s.screen_tiles[0]) == 1 and s.screen_res[0] == 1  # + CH01's Exploit bonus
    assert s.tokens[0] == (-1, 2)
    RULES.apply(s, Choose("resource"))  # seat 1's U-L alone
    assert s.screen_res[1] == 1  # CH04 is an Urbanize card; CH06 (Exploit) gives a VP
    assert s.vp[1] == 1


def test_urbanize_places_tile_resource_pawn_moves_token_and_exploits_neighbours() -> None:
    # U-B: token B at (0, 2) north of R2 (0, 1). Seat 1 owns R2 (height 2, top R7).
    s = last_turn("U-B", "B15", s0={"resources": 2},
                  buildings={(0, 1): (["R2", "R7"], 1, False)},
                  s1={"tableau": [*WON, "R2"]})
    RULES.apply(s, Commit("U-L"))
    assert s.stacks[(0, 2)] == (34,)
    assert s.owner[(0, 2)] == 0 and (0, 2) in s.pawns
    # The token B lies between A (-1, 2) and C (1, 2): its adjacent squares (0, 3) only.
    assert s.tokens[1] == (0, 3)
    # The red neighbour of height 2 gives 2 resources; CH02 (Urbanize) gives a tile;
    # CH01 (Exploit) gives nothing: adjacent exploitation is no Exploit (Amb-11).
    assert s.screen_res[0] == 2 - 1 + 2
    assert len(s.screen_tiles[0]) == 1
    assert s.discard == [61]  # U-B went to the pile


def test_urbanize_exploits_unowned_and_every_colour_in_order() -> None:
    # Token E (2, 0) is east of B3 (1, 0); its north neighbour is (2, 1) = token D, not a
    # building. Put a yellow building (2, -1)? that is token F's square: use the default.
    s = last_turn("U-E", "R15", s0={"resources": 1})
    RULES.apply(s, Commit("U-L"))
    assert s.owner[(2, 0)] == 0
    assert len(s.screen_tiles[0]) == 1 + 1  # B3 (height 1) + CH02's Urbanize tile
    assert s.screen_res[0] == 0


def test_urbanize_without_resource_falls_back_to_exploit_with_bonuses() -> None:
    s = last_turn("U-B", "B15", s0={"resources": 0})
    RULES.apply(s, Commit("U-L"))
    assert (0, 2) not in s.stacks and s.tokens[1] == (0, 2)
    assert RULES.legal_actions(s) == [Choose("resource"), Choose("tile")]
    RULES.apply(s, Choose("tile"))
    assert 34 in s.screen_tiles[0]  # B15 is back behind the screen
    assert len(s.screen_tiles[0]) == 2 and s.screen_res[0] == 1  # CH01's Exploit bonus


def test_token_destination_is_chosen_when_several_squares_keep_the_order() -> None:
    # Urbanize on token D (2, 1): free neighbours (3, 1) and (2, 2); both lie between C and E.
    s = last_turn("U-D", "R15", s0={"resources": 1})
    RULES.apply(s, Commit("U-L"))
    assert RULES.current_player(s) == 0
    assert RULES.legal_actions(s) == [MoveToken(2, 2), MoveToken(3, 1)]
    assert s.tokens[3] is None
    RULES.apply(s, MoveToken(3, 1))
    assert s.tokens[3] == (3, 1)
    # then the neighbours (R3 west of it) were exploited: 1 resource, + CH02 tile
    assert s.screen_res[0] == 1 and len(s.screen_tiles[0]) == 1


def test_build_up_costs_and_returns() -> None:
    # Seat 1 owns R12 (height 3). Seat 0 builds B5 on it: 4 resources + 1 for the colour,
    # 12 - 5 = 7 VP. Seat 1 gets its 3 resources back and 3 VP.
    s = last_turn("R12", "B5", buildings=TALL_RED, s0={"resources": 5, "vp": 7},
                  s1={"tableau": [*WON, "R2", "R9"]})
    RULES.apply(s, Commit("U-L"))
    assert s.stacks[(0, 1)][-1] == 24 and len(s.stacks[(0, 1)]) == 4
    assert s.owner[(0, 1)] == 0 and (0, 1) in s.pawns
    assert s.vp[0] == 0 + 1  # paid 7, CH03's Build-Up bonus
    assert s.screen_res[0] == 0 and s.general[0] == 25 - 5 + 1  # the colour resource
    assert s.screen_res[1] == 3 and s.vp[1] == 3
    assert s.tableaux[0][-1] == 11  # R12 is kept in the tableau


def test_build_up_on_own_building_counts_returning_resources() -> None:
    # Amb-14: seat 0 owns the height-3 building; 4 resources needed, 3 come back, so 1 is
    # enough. Same colour and a higher number: nothing else to pay; no VP for own resources.
    s = last_turn("R12", "R15", buildings={(0, 1): (["R2", "R9", "R12"], 0, False)},
                  s0={"resources": 1, "tableau": ["CH01", "CH02", "CH03", "R2", "R9"]})
    RULES.apply(s, Commit("U-L"))
    # R9 in the tableau is a Build-Up card too: +1 resource +1 VP, and CH03 +1 VP
    assert len(s.stacks[(0, 1)]) == 4 and s.screen_res[0] == 1
    assert s.vp[0] == 2
    assert s.placed(0) == 4


def test_build_up_on_starting_building_returns_nothing() -> None:
    s = last_turn("R2", "R5", s0={"resources": 2})
    RULES.apply(s, Commit("U-L"))
    assert s.owner[(0, 1)] == 0 and len(s.stacks[(0, 1)]) == 2
    assert s.screen_res[0] == 0 and s.vp[0] == 1
    assert s.tableaux[0][-1] == 1  # card R2


def test_build_up_not_affordable_falls_back() -> None:
    # 2 resources needed on a starting building plus 1 for the colour: 2 are not enough.
    s = last_turn("R2", "B5", s0={"resources": 2})
    RULES.apply(s, Commit("U-L"))
    assert len(s.stacks[(0, 1)]) == 1 and 24 in s.screen_tiles[0]
    assert s.screen_res[0] == 2 + 1 + 1  # Exploit: R2 gives 1 resource, CH01 gives 1
    assert s.discard == [1] and s.tableaux[0] == [72, 73, 74]
    # not enough VP for a lower number (Amb-15): R5 on R12 costs 7 VP, seat 0 has 6
    s = last_turn("R12", "R5", buildings=TALL_RED, s0={"resources": 9, "vp": 6},
                  s1={"tableau": [*WON, "R2", "R9"]})
    RULES.apply(s, Commit("U-L"))
    assert len(s.stacks[(0, 1)]) == 3 and s.vp[0] == 6 and 4 in s.screen_tiles[0]
    assert s.screen_res[0] == 9 + 3 + 1  # exploited instead


def test_won_card_gives_no_bonus_for_the_action_that_won_it() -> None:
    # Amb-9: R3 is a Build-Up card (+1 resource); winning it pays nothing now.
    s = last_turn("R3", "R6", s0={"resources": 2})
    RULES.apply(s, Commit("U-L"))
    assert s.screen_res[0] == 0 and s.tableaux[0][-1] == 2


def test_resource_gain_beyond_the_supply_is_lost() -> None:
    # Amb-12: 3 resources owed, 1 left in seat 0's colour.
    s = last_turn("R12", buildings=TALL_RED, s0={"resources": 24},
                  s1={"tableau": [*WON, "R2", "R9"]})
    RULES.apply(s, Commit("U-L"))
    assert s.screen_res[0] == 25 and s.general[0] == 0


def test_checks_happen_at_resolution_time() -> None:
    # Amb-16: seat 1 has no resource when it commits an Urbanize; seat 0 builds on seat 1's
    # building first, the 3 resources come back to seat 1, and its Urbanize succeeds.
    a = seat(card="R12", tile="R15", resources=4)
    b = seat(hand=["U-B"], tiles=["B16"], resources=0, tableau=[*WON, "R2", "R9"])
    s = state(seats=[a, b], resolved=1, buildings=TALL_RED)
    RULES.apply(s, Commit("U-B", "B16"))
    assert s.owner[(0, 1)] == 0
    assert s.owner[(0, 2)] == 1 and s.stacks[(0, 2)] == (35,)
    # got 3 back, placed 1, exploited R15 (height 4), Urbanize bonuses of CH04 and R2
    assert s.screen_res[1] == 3 - 1 + 4 + 2


def test_urbanization_card_alone_with_an_empty_colour_still_offers_resource() -> None:
    # Amb-34: the resource is chosen but nothing can be gained.
    s = last_turn("U-A", s0={"resources": 25})
    RULES.apply(s, Commit("U-L"))
    assert RULES.legal_actions(s) == [Choose("resource"), Choose("tile")]
    RULES.apply(s, Choose("resource"))
    assert s.screen_res[0] == 25 and s.general[0] == 0


def test_adjacent_buildings_are_exploited_north_east_south_west() -> None:
    # Token E (2, 0) with buildings to its north (2, 1) yellow, east (3, 0) red, south (2, -1)
    # blue and west B3 (1, 0): the gains come in that order. (3, 1) joins (3, 0) to the city.
    toks = {"A": [-1, 2], "B": [0, 2], "C": [1, 2], "D": [2, 2], "E": [2, 0], "F": [3, -1],
            "G": [1, -2], "H": [0, -2], "I": [-1, -2], "J": [-2, -1], "K": [-2, 0],
            "L": [-2, 1]}
    s = last_turn("U-E", "R15", s0={"resources": 1}, tokens=toks, owners=None,
                  buildings={(2, 1): (["Y15"], 1, False), (3, 0): (["R16"], 1, False),
                             (3, 1): (["Y17"], 1, False), (2, -1): (["B16"], 1, False)},
                  s1={"resources": 0})
    events = RULES.apply(s, Commit("U-L"))
    if RULES.current_player(s) == 0 and s.decisions.top.kind == "move_token":  # type: ignore[union-attr]
        events += RULES.apply(s, RULES.legal_actions(s)[0])
    items = [e.data["item"] if e.kind == "gain" else "tiles" for e in events
             if e.kind in ("gain", "draw_tile") and e.player == 0]
    # N yellow (1 VP), E red (1 resource), S blue and W B3 (a tile each), CH02's tile
    assert items == ["vp", "resources", "tiles", "tiles", "tiles"]
