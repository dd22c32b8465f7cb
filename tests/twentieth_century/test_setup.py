"""Setup (spec §4) and Preparation (§6)."""

from __future__ import annotations

import pytest

from game.games.twentieth_century.data import DEFAULT, SCORING_CARDS
from game.games.twentieth_century.rules import network as net

from .helpers import RULES, fresh


@pytest.mark.parametrize(("n", "lands", "techs", "marker"), [(3, 5, 4, 1), (4, 6, 5, 0),
                                                               (5, 8, 6, 0)])
def test_player_count_table(n: int, lands: int, techs: int, marker: int) -> None:
    st = fresh(n)
    assert len(st.lands) == lands and len(st.techs) == techs
    assert st.marker == marker
    assert all(DEFAULT.tiles[t].era == "I-II" for t in st.lands)
    assert st.data.valid_columns[n] == {3: (1, 3, 5), 4: (1, 2, 3, 5), 5: (1, 2, 3, 4, 5)}[n]


def test_each_player_starts_with_the_spec_values() -> None:
    st = fresh(4)
    for p in st.players:
        assert (p.money, p.science, p.qol, p.pollution) == (10, 10, 0, 0)
        (start,) = p.tiles.values()
        assert start.d.kind == "start" and (start.x, start.y, start.rot) == (0, 0, 0)
        assert start.cit == [True, True, False] and start.garbage == 1
        # trackers 3 money, 2 science, 0 QoL are derived from the two populated cities
        assert net.production(p) == (3, 2, 0)


def test_catastrophe_stack_is_two_two_one_in_era_order() -> None:
    for seed in range(6):
        st = fresh(3, seed)
        eras = [DEFAULT.catastrophes[c].era for c in [st.catastrophe, *st.cat_stack]]
        assert eras == ["I-II", "I-II", "III-IV", "III-IV", "V"]


def test_scoring_cards_one_per_scoring_round_or_none_in_the_first_game() -> None:
    seen = set()
    for seed in range(30):
        cards = fresh(3, seed).cards
        assert [SCORING_CARDS[c] for c in cards] == [2, 4]
        seen.update(cards)
    assert len(seen) == 6  # every card can come up
    assert fresh(3, first_game=True).cards == []


def test_stacks_are_shuffled_per_era_and_hold_every_tile_once() -> None:
    st = fresh(5, 3)
    for era in ("I-II", "III-IV", "V"):
        both = st.land_stacks[era] + (st.lands if era == "I-II" else [])
        assert sorted(both) == sorted(DEFAULT.lands_by_era[era])
    assert fresh(5, 3).land_stacks != fresh(5, 4).land_stacks


def test_start_player_is_random_unless_seat_one_is_chosen() -> None:
    starts = {RULES.new_game(RULES_CONFIG(3), s).start for s in range(20)}
    assert starts == {0, 1, 2}
    assert fresh(3).start == 0 and RULES.current_player(fresh(3)) == 0


def RULES_CONFIG(n: int):  # noqa: N802 - reads like a constant
    from game.games.twentieth_century import GAME
    return GAME.config(n)


def test_a_chosen_start_player_must_sit_at_the_table() -> None:
    from game.games.twentieth_century import GAME
    assert RULES.new_game(GAME.config(4, first_player="seat3"), 1).start == 2
    assert GAME.validate_config(GAME.config(3, first_player="seat5")) is not None
    assert GAME.validate_config(GAME.config(5, first_player="seat5")) is None
