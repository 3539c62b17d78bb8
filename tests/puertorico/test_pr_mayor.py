"""Mayor phase: privilege, emptying the ship, placement one piece at a time, the refill
(PR-5, PR-1.3)."""

from __future__ import annotations

import pytest
from pr_builders import (
    GAME,
    Seat,
    legal,
    new_game,
    play,
    scenario,
    staff,
    step,
    to_act,
    worked,
)


def pieces(state, seat: int) -> int:
    p = state.players[seat]
    return p.pieces() + (state.turn.hand if state.queue and state.queue[0] == seat else 0)


@pytest.mark.rule("PR-1.3")
def test_occupied_means_a_piece_on_the_tile_and_windrose_pieces_work_nothing():
    """A Small market without a colonist adds nothing; colonists on the windrose neither."""
    seats = [Seat(goods={"corn": 1}, city={"small_market": 0}, idle=3), Seat(), Seat()]
    s = play(scenario(3, seats), "pick trader", "sell corn")
    assert s.players[0].doubloons == 2 + 0 + 1  # price 0, privilege 1, no market
    seats[0] = Seat(goods={"corn": 1}, city={"small_market": 1})
    s = play(scenario(3, seats), "pick trader", "sell corn")
    assert s.players[0].doubloons == 2 + 0 + 1 + 1


@pytest.mark.rule("PR-5.1")
def test_the_mayor_may_take_one_colonist_from_the_supply():
    s = scenario(3, [Seat(island={"corn_plantation": 2}), Seat(), Seat()], colonist_ship=0)
    supply = s.board.colonist_supply
    s = play(s, "pick mayor")
    assert legal(s) == ["take colonist", "pass"]
    s = play(s, "take colonist")
    # The colonist went onto a corn plantation (one kind of place: no question), then the
    # refill put the minimum of 3 on the ship.
    assert worked(s, 0) == {"corn_plantation": 1}
    assert s.board.colonist_supply == supply - 1 - 3


@pytest.mark.rule("PR-5.1")
def test_no_privilege_from_an_empty_supply():
    s = scenario(3, colonist_supply=0, colonist_ship=3)
    s = play(s, "pick mayor")
    assert step(s) != "mayor_privilege"


@pytest.mark.rule("PR-5.1")
def test_the_mayor_may_decline_the_privilege():
    s = scenario(3, colonist_ship=3)
    supply = s.board.colonist_supply
    s = play(s, "pick mayor", "pass")
    assert s.board.colonist_supply == supply - 3  # only the refill (minimum 3) took some
    assert [p.idle for p in s.players] == [1, 1, 1]


@pytest.mark.rule("PR-5.2")
def test_the_ship_is_emptied_one_piece_at_a_time_from_the_mayor():
    s = scenario(4, colonist_ship=6, governor=1)
    s = play(s, "pick mayor", "pass")
    # No circles anywhere: every piece ends on a windrose.
    assert [p.idle for p in s.players] == [1, 2, 2, 1]
    assert s.board.colonist_ship == 4


@pytest.mark.rule("PR-5.3")
def test_placement_is_one_decision_per_piece_mayor_first():
    seats = [
        Seat(island={"corn_plantation": 2, "indigo_plantation": 1}),
        Seat(island={"corn_plantation": 1, "sugar_plantation": 1}),
        Seat(island={"corn_plantation": 1}),
    ]
    seats[0].city = {"small_indigo_plant": 0}
    s = scenario(3, seats, colonist_ship=3)
    s = play(s, "pick mayor", "take colonist")
    assert s.phase == "mayor_placement" and to_act(s) == 0
    assert s.turn.hand == 2
    assert legal(s) == [
        "place colonist corn_plantation",
        "place colonist indigo_plantation",
        "place colonist small_indigo_plant",
    ]
    s = play(s, "place colonist indigo_plantation")
    assert legal(s) == ["place colonist corn_plantation", "place colonist small_indigo_plant"]
    s = play(s, "place colonist small_indigo_plant")
    assert worked(s, 0) == {"indigo_plantation": 1}
    assert staff(s, 0) == {"small_indigo_plant": 1}
    # Seat 2: one colonist, two kinds of empty tiles: a decision.
    assert to_act(s) == 1
    assert legal(s) == ["place colonist corn_plantation", "place colonist sugar_plantation"]
    s = play(s, "place colonist sugar_plantation")
    # Seat 3: one colonist, one place: forced, no decision; then the refill.
    assert s.phase == "role_choice"
    assert worked(s, 2) == {"corn_plantation": 1}


@pytest.mark.rule("PR-5.3")
def test_every_piece_is_picked_up_and_can_move():
    seats = [
        Seat(
            island={"corn_plantation": 1, "coffee_plantation": 1},
            worked={"corn_plantation": 1},
            city={"coffee_roaster": 0},
        ),
        Seat(),
        Seat(),
    ]
    s = scenario(3, seats, colonist_ship=0)
    s = play(s, "pick mayor", "take colonist")
    assert s.turn.hand == 2  # the corn worker joined the new colonist
    s = play(s, "place colonist coffee_plantation")
    s = play(s, "place colonist coffee_roaster")
    assert worked(s, 0) == {"coffee_plantation": 1}
    assert staff(s, 0) == {"coffee_roaster": 1}
    assert s.players[0].idle == 0


@pytest.mark.rule("PR-5.3")
def test_the_fill_rule_puts_pieces_on_the_windrose_only_when_every_circle_is_full():
    """Róbert's example: 4 colonists, 5 circles: all placed. With 6, one goes to the windrose,
    and with no choice left the arrangement is made at once."""
    board = {"coffee_plantation": 2, "corn_plantation": 1}
    seats = [Seat(island=board, city={"coffee_roaster": 0}, idle=4), Seat(), Seat()]
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    assert to_act(s) == 0 and s.turn.hand == 4
    for _ in range(4):
        assert "pass" not in legal(s) and "done" not in legal(s)
        s = play(s, legal(s)[0])
    assert s.players[0].idle == 0 and s.players[0].pieces() == 4
    seats[0].idle = 6
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    assert s.phase == "role_choice"
    assert worked(s, 0) == board and staff(s, 0) == {"coffee_roaster": 2}
    assert s.players[0].idle == 1


@pytest.mark.rule("PR-5.3")
def test_placements_are_public():
    seats = [Seat(island={"corn_plantation": 1, "sugar_plantation": 1}, idle=1), Seat(), Seat()]
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    s = play(s, "place colonist sugar_plantation")
    assert GAME.view(s, 2).players[0].worked == s.players[0].worked


@pytest.mark.rule("PR-5.4")
def test_refill_counts_empty_building_circles_with_the_player_count_as_minimum():
    seats = [
        Seat(city={"coffee_roaster": 0, "indigo_plant": 0}),
        Seat(city={"harbor": 0}),
        Seat(island={"corn_plantation": 3}),
        Seat(),
    ]
    s = scenario(4, seats, colonist_ship=0)
    supply = s.board.colonist_supply
    s = play(s, "pick mayor", "pass")
    # No pieces: circles stay empty: 2 + 3 + 1 = 6 building circles; tiles do not count.
    assert s.board.colonist_ship == 6
    assert s.board.colonist_supply == supply - 6
    t = play(scenario(4, colonist_ship=0), "pick mayor", "pass")
    assert t.board.colonist_ship == 4


@pytest.mark.rule("PR-5.4")
def test_a_short_supply_empties_onto_the_ship_and_ends_the_game():
    s = scenario(3, colonist_ship=0, colonist_supply=2)
    s = play(s, "pick mayor", "pass")
    assert s.board.colonist_ship == 2 and s.board.colonist_supply == 0
    assert s.board.triggers == ("colonists_short",)


@pytest.mark.rule("PR-5.4")
def test_the_refill_happens_only_at_the_end_of_the_mayor_phase():
    s = new_game(3)
    ship = s.board.colonist_ship
    s = play(s, "pick builder")
    while s.phase != "role_choice":
        s = play(s, "pass")
    assert s.board.colonist_ship == ship


@pytest.mark.rule("PR-5.3")
def test_a_filled_circle_is_no_longer_offered():
    """One circle on the Small indigo plant: once filled it leaves the choice; a colonist may
    go onto a corn plantation like any other tile."""
    seats = [
        Seat(island={"corn_plantation": 2}, city={"small_indigo_plant": 0}, idle=2),
        Seat(),
        Seat(),
    ]
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    assert legal(s) == ["place colonist corn_plantation", "place colonist small_indigo_plant"]
    after = play(s, "place colonist small_indigo_plant")
    assert legal(after) == ["place colonist corn_plantation"] or after.phase == "role_choice"
    assert staff(after, 0) == {"small_indigo_plant": 1}
    s = play(s, "place colonist corn_plantation")
    assert worked(s, 0) == {"corn_plantation": 1}


@pytest.mark.rule("PR-5.3")
def test_pieces_that_exactly_fill_every_circle_are_placed_without_asking():
    """As many pieces as empty circles: there is nothing to choose (D-PR-2); one piece fewer
    and the seat is asked."""
    board = {"coffee_plantation": 1, "corn_plantation": 1}
    seats = [Seat(island=board, city={"coffee_roaster": 0}, idle=4), Seat(), Seat()]
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    assert s.phase == "role_choice" and s.players[0].idle == 0
    assert worked(s, 0) == board and staff(s, 0) == {"coffee_roaster": 2}
    seats[0].idle = 3
    s = play(scenario(3, seats, colonist_ship=0), "pick mayor", "pass")
    assert s.phase == "mayor_placement" and to_act(s) == 0
