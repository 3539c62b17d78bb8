"""Role choice, privileges, doubloons on the cards and the round end (PR-3, PR-10)."""

from __future__ import annotations

import pytest
from pr_builders import (
    Seat,
    finish_phase,
    legal,
    money,
    new_game,
    picks,
    play,
    scenario,
    step,
    to_act,
)

from puertorico.rules import legal_moves


def free_cards(state) -> list[str]:
    return [t.removeprefix("pick ") for t in legal(state)]


@pytest.mark.rule("PR-3.1")
def test_three_to_five_players_choose_one_role_each_from_the_governor():
    s = new_game(4)
    seen = []
    for _ in range(4):
        seen.append(to_act(s))
        card = free_cards(s)[-1]
        s = picks(s, card)
    assert seen == [0, 1, 2, 3]
    assert s.roles.round == 2 and s.roles.governor == 1
    assert to_act(s) == 1


@pytest.mark.rule("PR-3.1")
def test_a_chosen_card_is_gone_for_the_round():
    s = picks(new_game(3), "builder")
    assert "builder" not in free_cards(s)
    assert free_cards(s) == ["settler", "mayor", "craftsman", "trader", "captain"]


@pytest.mark.rule("PR-3.1")
def test_two_prospectors_with_equal_doubloons_are_one_choice():
    """R-PR-9: both free and alike, only prospector_1 is offered; otherwise both."""
    s = new_game(5)
    assert "prospector_1" in free_cards(s) and "prospector_2" not in free_cards(s)
    s = picks(s, "prospector_1")
    assert "prospector_2" in free_cards(s)
    t = scenario(5, card_money={"prospector_2": 1})
    assert {"prospector_1", "prospector_2"} <= set(free_cards(t))


@pytest.mark.rule("PR-3.2")
def test_two_players_alternate_three_choices_each():
    s = new_game(2)
    order = []
    for _ in range(6):
        order.append(to_act(s))
        s = picks(s, free_cards(s)[-1])
    assert order == [0, 1, 0, 1, 0, 1]
    assert s.roles.round == 2 and s.roles.governor == 1
    assert to_act(s) == 1


@pytest.mark.rule("PR-3.2")
def test_two_players_leave_one_card_which_gets_a_doubloon():
    s = picks(new_game(2), "settler", "mayor", "builder", "craftsman", "trader", "captain")
    assert s.roles.money == (0, 0, 0, 0, 0, 0, 1)
    assert s.roles.taker == (-1,) * 7


@pytest.mark.rule("PR-3.3")
def test_every_player_acts_starting_with_the_chooser():
    """The trader phase runs from the chooser clockwise; the privilege is the chooser's."""
    kinds = ["tobacco", "coffee", "indigo", "sugar"]
    s = scenario(4, [Seat(goods={g: 1}) for g in kinds], governor=2)
    s = play(s, "pick trader")
    acted = []
    while s.phase == "trader_phase":
        acted.append(to_act(s))
        s = play(s, f"sell {kinds[to_act(s)]}")
    assert acted == [2, 3, 0, 1]
    # Prices 3, 4, 1, 2; only the trader's sale got the +1.
    assert money(s) == [3 + 3, 3 + 4, 3 + 1 + 1, 3 + 2]


@pytest.mark.rule("PR-3.4")
def test_choosing_a_role_is_mandatory_and_actions_are_optional():
    s = new_game(4)
    assert "pass" not in legal(s)
    s = play(s, "pick settler")
    assert "pass" in legal(s)
    s = play(s, "pass")
    assert to_act(s) == 1


@pytest.mark.rule("PR-3.4")
def test_a_seat_with_nothing_to_do_is_skipped():
    """Nobody has a barrel: the trader phase ends without a decision."""
    s = scenario(3)
    s = play(s, "pick trader")
    assert s.phase == "role_choice" and to_act(s) == 1


@pytest.mark.rule("PR-3.5")
def test_the_cards_doubloons_go_to_the_chooser_first():
    s = scenario(4, card_money={"builder": 2})
    s = play(s, "pick builder")
    assert money(s)[0] == 5
    assert s.roles.money[2] == 0
    assert step(s) == "build"


@pytest.mark.rule("PR-3.5")
def test_doubloons_on_the_prospector_and_its_privilege_add_up():
    """EX-PR-13 in the rules text: a prospector with 2 doubloons gives 3 in all."""
    s = scenario(4, card_money={"prospector_1": 2})
    s = play(s, "pick prospector_1")
    assert money(s) == [6, 3, 3, 3]


@pytest.mark.rule("PR-3.6")
def test_round_end_puts_a_doubloon_on_every_untaken_card():
    s = scenario(4, card_money={"craftsman": 1, "trader": 2})
    s = picks(s, "settler", "mayor", "builder", "captain")
    # craftsman, trader, prospector were not taken
    assert s.roles.money == (0, 0, 0, 2, 3, 0, 1)
    assert s.roles.taker == (-1,) * 7
    assert s.roles.governor == 1 and s.roles.round == 2


@pytest.mark.rule("PR-3.6")
def test_the_governor_card_passes_left_each_round():
    s = new_game(3)
    governors = []
    for _ in range(4):
        governors.append(s.roles.governor)
        for _ in range(3):
            s = picks(s, free_cards(s)[0])
    assert governors == [0, 1, 2, 0]


@pytest.mark.rule("PR-10.1")
def test_the_prospector_has_only_its_privilege():
    s = scenario(4)
    s = play(s, "pick prospector_1")
    assert money(s) == [4, 3, 3, 3]
    assert s.phase == "role_choice" and to_act(s) == 1


@pytest.mark.rule("PR-10.1")
def test_prospector_cards_by_player_count():
    assert "pick prospector_1" not in legal(new_game(3))
    assert "pick prospector_1" in legal(new_game(2))
    assert "pick prospector_1" in legal(new_game(4))
    s = picks(new_game(5), "prospector_1")
    assert "pick prospector_2" in legal(s)
    s = play(s, "pick prospector_2")
    assert money(s) == [5, 5, 4, 4, 4]


def test_finish_phase_helper_stops_at_role_choice():
    s = finish_phase(play(new_game(4), "pick mayor"))
    assert s.phase == "role_choice"
    assert legal_moves(s)
