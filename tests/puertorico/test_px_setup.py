"""Expansion I setup: the new buildings, the board slots and the building selection
(rules_hu PX-1, PX-2; rulings §3.8, §4.1–§4.3, EX-PR-23)."""

from __future__ import annotations

from collections import Counter

import pytest
from pr_builders import GAME, legal, new_game, play, step, to_act

from puertorico import data
from puertorico.state import State

X1 = [b.id for b in data.BUILDINGS if b.set == "exp_new_buildings"]


def chosen(state: State) -> list[str]:
    """The beige types on the board (chosen so far)."""
    return [b.id for i, b in enumerate(data.BUILDINGS) if b.beige and state.board.buildings[i]]


def draft_all(state: State, prefer: tuple[str, ...] = ()) -> State:
    """Finish the draft: a preferred type when legal, else the first one offered."""
    while state.phase == "draft":
        texts = legal(state)
        assert len(texts) > 1, "a single choice is applied without asking"
        pick = next((f"draft {b}" for b in prefer if f"draft {b}" in texts), texts[0])
        state = play(state, pick)
    return state


@pytest.mark.rule("PX-1.1")
def test_expansion_one_brings_fourteen_new_types_for_every_player_count():
    assert len(X1) == 14
    assert [data.BY_ID[b].cls for b in X1].count("beige_large") == 2
    for players in (2, 3, 4, 5):
        s = new_game(players, exp_new_buildings=True)
        assert s.phase == "draft"
        offered = {t.split()[1] for t in legal(s)}
        assert set(X1) <= offered
        assert not offered & {b.id for b in data.BUILDINGS if b.set == "exp_nobles"}
    both = new_game(2, exp_new_buildings=True, exp_nobles=True)
    assert {"statue", "villa", "royal_garden"} <= {t.split()[1] for t in legal(both)}


@pytest.mark.rule("PX-1.2")
def test_twelve_small_and_five_large_slots_each_of_one_cost():
    assert sum(data.SLOTS.values()) == 17 and data.SLOTS[10] == 5
    s = draft_all(new_game(3, exp_new_buildings=True))
    costs = Counter(data.COST[b] for b in chosen(s))
    assert costs == Counter(data.SLOTS)
    swapped = new_game(3, exp_new_buildings=True, university_factory_swap=True)
    s = play(swapped, "draft university")
    assert "draft factory" in legal(s) and "draft lighthouse" not in legal(play(s, "draft factory"))


@pytest.mark.rule("PX-2.1")
def test_the_draft_goes_clockwise_from_the_first_governor_with_pairs():
    s = new_game(4, exp_new_buildings=True)
    assert to_act(s) == 0 and step(s) == "draft"
    s = play(s, "draft harbor")
    assert to_act(s) == 1
    assert s.board.buildings[data.ORDER["harbor"]] == 2
    s = play(s, "draft statue")
    assert s.board.buildings[data.ORDER["statue"]] == 1
    # Production buildings are on the board from the start and never drafted.
    assert s.board.buildings[data.ORDER["coffee_roaster"]] == 3
    assert not any(t.split()[1] == "coffee_roaster" for t in legal(s))
    s = draft_all(s)
    assert s.phase == "role_choice" and s.roles.governor == 0 and s.roles.round == 1
    assert len(chosen(s)) == 17


@pytest.mark.rule("PX-2.1")
def test_ex_pr_23_black_market_and_hacienda_fill_the_two_cost_2_slots():
    s = new_game(3, exp_new_buildings=True)
    s = play(s, "draft black_market")
    assert s.board.buildings[data.ORDER["black_market"]] == 2
    s = play(s, "draft hacienda")
    texts = legal(s)
    assert "draft construction_hut" not in texts and "draft forest_house" not in texts


@pytest.mark.rule("PX-2.1")
def test_an_uncontested_type_still_takes_a_turn_and_a_single_choice_is_automatic():
    s = new_game(3, exp_nobles=True)
    # Nobles only: the cost-9 slot has only the Wharf, yet it is a choice of the seat.
    assert "draft wharf" in legal(s)
    s = play(s, "draft wharf")
    assert to_act(s) == 1
    s = draft_all(s)
    assert s.phase == "role_choice"


@pytest.mark.rule("PX-2.2")
def test_two_players_alternate_and_place_single_tiles():
    s = new_game(2, exp_new_buildings=True, exp_nobles=True)
    s = play(s, "draft library")
    assert to_act(s) == 1 and s.board.buildings[data.ORDER["library"]] == 1
    s = play(s, "draft office")
    assert to_act(s) == 0
    s = draft_all(s)
    for b in data.BUILDINGS:
        if b.cls == "production":
            assert s.board.buildings[data.ORDER[b.id]] == 2
        elif b.id in chosen(s):
            assert s.board.buildings[data.ORDER[b.id]] == 1


@pytest.mark.rule("PX-2.3")
def test_random_selection_fills_every_slot_without_decisions():
    for seed in range(5):
        s = new_game(4, seed, exp_new_buildings=True, building_selection="random")
        assert s.phase == "role_choice"
        assert Counter(data.COST[b] for b in chosen(s)) == Counter(data.SLOTS)
        again = new_game(4, seed, exp_new_buildings=True, building_selection="random")
        assert chosen(again) == chosen(s)
    picks = {
        tuple(chosen(new_game(4, seed, exp_new_buildings=True, building_selection="random")))
        for seed in range(8)
    }
    assert len(picks) > 1


@pytest.mark.rule("PX-2.4")
def test_office_and_trading_post_exclude_each_other_only_with_the_option():
    s = play(new_game(3, exp_new_buildings=True), "draft office")
    assert "draft trading_post" in legal(s)
    ex = new_game(3, exp_new_buildings=True, exclusive_office_trading_post=True)
    assert "draft office" not in legal(play(ex, "draft trading_post"))
    for seed in range(10):
        r = new_game(
            3,
            seed,
            exp_new_buildings=True,
            building_selection="random",
            exclusive_office_trading_post=True,
        )
        assert not {"office", "trading_post"} <= set(chosen(r))
        GAME.check_invariants(r)
