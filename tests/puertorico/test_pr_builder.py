"""Builder phase: one build each, prices with the privilege and quarries, restrictions,
the University (PR-6, PR-12.11)."""

from __future__ import annotations

import pytest
from pr_builders import GAME, Seat, legal, money, play, scenario, staff, step, to_act

QUARRIES = {"quarry": 4}
SMALL = [
    "small_indigo_plant",
    "small_sugar_mill",
    "indigo_plant",
    "sugar_mill",
    "tobacco_storage",
    "coffee_roaster",
    "small_market",
    "hacienda",
    "construction_hut",
    "small_warehouse",
    "hospice",
]


def builds(state) -> list[str]:
    return [t.removeprefix("build ") for t in legal(state) if t.startswith("build ")]


@pytest.mark.rule("PR-6.1")
def test_each_player_may_build_one_building_from_the_builder():
    seats = [Seat(doubloons=5), Seat(doubloons=5), Seat(doubloons=5)]
    s = scenario(3, seats, governor=1)
    s = play(s, "pick builder", "build office")
    assert to_act(s) == 2
    s = play(s, "build small_market", "pass")
    assert s.phase == "role_choice"
    assert s.players[1].city == ("office",) and s.players[1].doubloons == 1
    assert s.players[2].city == ("small_market",) and s.players[2].doubloons == 4
    assert s.players[0].city == ()
    assert staff(s, 1) == {"office": 0}  # a new building is empty


@pytest.mark.rule("PR-6.1")
def test_only_affordable_buildings_are_offered():
    s = play(scenario(3, [Seat(doubloons=2), Seat(doubloons=0), Seat(doubloons=0)]), "pick builder")
    assert builds(s) == [
        "small_indigo_plant",
        "small_sugar_mill",
        "indigo_plant",
        "small_market",
    ] + [
        "hacienda",
        "construction_hut",
        "small_warehouse",
    ]
    s = play(s, "pass")
    # Seat 2 with 0 doubloons cannot build anything: skipped, and so is seat 3.
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-6.2")
def test_the_builder_pays_one_less_and_others_full_price():
    s = scenario(3, [Seat(doubloons=10), Seat(doubloons=10), Seat(doubloons=10)])
    s = play(s, "pick builder", "build large_market", "build large_market")
    assert money(s)[:2] == [6, 5]
    assert GAME.describe(GAME.view(s, None), GAME.parse_move(s, "build hacienda"), "en") == (
        "Builds the Hacienda for 2 doubloons"
    )


@pytest.mark.rule("PR-6.2")
def test_no_doubloon_for_a_builder_who_does_not_build():
    s = scenario(3, [Seat(doubloons=3), Seat(), Seat()])
    s = play(s, "pick builder", "pass")
    assert money(s)[0] == 3


@pytest.mark.rule("PR-6.3")
def test_occupied_quarries_discount_up_to_the_column():
    """Éva, builder, 1 quarry, tobacco storage: 5 − 1 − 1 = 3; with 4 quarries 5 − 1 − 3."""
    one = Seat(doubloons=3, island={"quarry": 1}, worked={"quarry": 1})
    s = play(scenario(3, [one, Seat(), Seat()]), "pick builder", "build tobacco_storage")
    assert money(s)[0] == 0
    four = Seat(doubloons=1, island=QUARRIES, worked=QUARRIES)
    s = play(scenario(3, [four, Seat(), Seat()]), "pick builder", "build tobacco_storage")
    assert money(s)[0] == 0


@pytest.mark.rule("PR-6.3")
def test_unoccupied_quarries_give_nothing_and_the_price_never_goes_below_zero():
    idle = Seat(doubloons=2, island=QUARRIES, worked={"quarry": 1})
    s = play(scenario(3, [idle, Seat(), Seat()]), "pick builder")
    assert "build tobacco_storage" not in legal(s)  # 5 − 1 − 1 = 3 > 2
    free = Seat(doubloons=0, island=QUARRIES, worked=QUARRIES)
    s = play(scenario(3, [free, Seat(), Seat()]), "pick builder", "build small_market")
    assert money(s)[0] == 0


@pytest.mark.rule("PR-6.4")
def test_one_of_each_type_and_a_tile_must_remain():
    owner = Seat(doubloons=20, city={"harbor": 0})
    others = Seat(doubloons=20, city={"wharf": 0})
    s = play(scenario(3, [owner, others, Seat(doubloons=20, city={"wharf": 0})]), "pick builder")
    assert "build harbor" not in legal(s)  # owns one already
    assert "build wharf" not in legal(s)  # both Wharf tiles are taken
    assert "build coffee_roaster" in legal(s)


@pytest.mark.rule("PR-6.4")
def test_a_large_building_needs_two_free_spaces():
    eleven = dict.fromkeys(SMALL, 0)
    s = play(scenario(3, [Seat(doubloons=30, city=eleven), Seat(), Seat()]), "pick builder")
    assert "build guild_hall" not in legal(s)
    assert "build office" in legal(s)
    s = play(s, "build office")
    assert s.board.triggers == ("city_full",)


@pytest.mark.rule("PR-6.4")
def test_a_full_city_builds_nothing():
    twelve_spaces = dict.fromkeys([*SMALL[:10], "guild_hall"], 0)
    s = scenario(3, [Seat(doubloons=30, city=twelve_spaces), Seat(), Seat()])
    s = play(s, "pick builder")
    assert to_act(s) == 1


@pytest.mark.rule("PR-12.11")
def test_university_puts_a_colonist_on_the_new_building():
    seats = [Seat(doubloons=10, city={"university": 1}), Seat(), Seat()]
    s = scenario(3, seats)
    supply = s.board.colonist_supply
    s = play(s, "pick builder", "build coffee_roaster")
    assert step(s) == "university" and legal(s) == ["use university", "pass"]
    s = play(s, "use university")
    assert staff(s, 0) == {"university": 1, "coffee_roaster": 1}  # one, not two
    assert s.board.colonist_supply == supply - 1


@pytest.mark.rule("PR-12.11")
def test_university_takes_from_the_ship_when_the_supply_is_empty_and_never_helps_itself():
    seats = [Seat(doubloons=10, city={"university": 1}), Seat(doubloons=10), Seat()]
    s = scenario(3, seats, colonist_supply=0, colonist_ship=3)
    s = play(s, "pick builder", "build hacienda", "use university")
    assert staff(s, 0)["hacienda"] == 1 and s.board.colonist_ship == 2
    s = play(s, "build university")
    assert (to_act(s), step(s)) == (2, "build")  # no University question for seat 2
    assert staff(s, 1) == {"university": 0}


@pytest.mark.rule("PR-12.11")
def test_no_university_colonist_when_none_is_left():
    seats = [Seat(doubloons=10, city={"university": 1}), Seat(), Seat()]
    s = scenario(3, seats, colonist_supply=0, colonist_ship=0)
    s = play(s, "pick builder", "build hacienda")
    assert to_act(s) == 1
