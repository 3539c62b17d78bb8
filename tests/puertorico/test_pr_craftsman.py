"""Craftsman phase and the production buildings (PR-7, PR-11, PR-12.10)."""

from __future__ import annotations

import pytest
from pr_builders import Seat, goods, legal, money, play, scenario, step, supply, to_act


def produce(seat: Seat, players: int = 3, **kwargs) -> dict[str, int]:
    """What `seat` (seat 1, the craftsman) receives; the privilege is declined."""
    seats = [seat] + [Seat() for _ in range(players - 1)]
    s = play(scenario(players, seats, **kwargs), "pick craftsman")
    got = goods(s, 0)
    while s.phase != "role_choice":
        s = play(s, "pass")
    return got


@pytest.mark.rule("PR-7.1")
def test_production_is_the_smaller_of_plantations_and_building_circles():
    """Anita's example (EX-PR-2 in the rules text)."""
    seat = Seat(
        island={"corn_plantation": 3, "tobacco_plantation": 2, "sugar_plantation": 4},
        worked={"corn_plantation": 2, "tobacco_plantation": 2, "sugar_plantation": 3},
        city={"tobacco_storage": 1, "small_sugar_mill": 1, "sugar_mill": 3},
    )
    assert produce(seat) == {"corn": 2, "tobacco": 1, "sugar": 3}


@pytest.mark.rule("PR-7.1")
def test_production_runs_from_the_craftsman_clockwise():
    corn = Seat(island={"corn_plantation": 3}, worked={"corn_plantation": 3})
    s = scenario(4, [corn, corn, corn, Seat()], governor=2, goods_supply={"corn": 4})
    s = play(s, "pick craftsman")
    assert [s.players[i].goods[0] for i in range(3)] == [1, 0, 3]


@pytest.mark.rule("PR-7.2")
def test_the_craftsman_takes_one_more_of_a_kind_produced():
    seat = Seat(
        island={"corn_plantation": 1, "indigo_plantation": 1},
        worked={"corn_plantation": 1, "indigo_plantation": 1},
        city={"small_indigo_plant": 1},
    )
    s = play(scenario(3, [seat, Seat(), Seat()]), "pick craftsman")
    assert step(s) == "craft_privilege"
    assert legal(s) == ["take corn", "take indigo", "pass"]
    s = play(s, "take indigo")
    assert goods(s, 0) == {"corn": 1, "indigo": 2}
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-7.2")
def test_no_privilege_without_production_or_when_the_kind_ran_out():
    s = play(scenario(3), "pick craftsman")
    assert s.phase == "role_choice"
    corn = Seat(island={"corn_plantation": 2}, worked={"corn_plantation": 2})
    s = play(scenario(3, [corn, Seat(), Seat()], goods_supply={"corn": 2}), "pick craftsman")
    assert goods(s, 0) == {"corn": 2}
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-7.2")
def test_the_privilege_comes_after_everyone_produced():
    corn = Seat(island={"corn_plantation": 1}, worked={"corn_plantation": 1})
    s = scenario(4, [corn, corn, corn, Seat()], goods_supply={"corn": 3})
    s = play(s, "pick craftsman")
    # Everyone got theirs first; the supply is empty, so the privilege has nothing left.
    assert [p.goods[0] for p in s.players[:3]] == [1, 1, 1]
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-7.3")
def test_a_short_supply_gives_what_is_left_in_turn_order():
    """Krisztina (craftsman) would make 3 sugar, 2 are left; Dávid then gets none."""
    sugar = Seat(
        island={"sugar_plantation": 3},
        worked={"sugar_plantation": 3},
        city={"sugar_mill": 3},
    )
    one = Seat(island={"sugar_plantation": 1}, worked={"sugar_plantation": 1})
    one.city = {"small_sugar_mill": 1}
    s = scenario(4, [Seat(), Seat(), sugar, one], governor=2, goods_supply={"sugar": 2}, surplus=0)
    s = play(s, "pick craftsman")
    assert goods(s, 2) == {"sugar": 2} and goods(s, 3) == {}
    assert supply(s)["sugar"] == 0
    assert to_act(s) is not None and s.phase == "role_choice"


@pytest.mark.rule("PR-11.1")
def test_two_buildings_of_one_kind_add_their_circles_and_corn_needs_none():
    seat = Seat(
        island={"indigo_plantation": 4, "corn_plantation": 1},
        worked={"indigo_plantation": 4, "corn_plantation": 1},
        city={"small_indigo_plant": 1, "indigo_plant": 2},
    )
    assert produce(seat) == {"indigo": 3, "corn": 1}


@pytest.mark.rule("PR-11.2")
def test_small_indigo_plant():
    seat = Seat(
        island={"indigo_plantation": 2},
        worked={"indigo_plantation": 2},
        city={"small_indigo_plant": 1},
    )
    assert produce(seat) == {"indigo": 1}
    seat.city = {"small_indigo_plant": 0}
    assert produce(seat) == {}


@pytest.mark.rule("PR-11.3")
def test_small_sugar_mill():
    seat = Seat(
        island={"sugar_plantation": 1}, worked={"sugar_plantation": 1}, city={"small_sugar_mill": 1}
    )
    assert produce(seat) == {"sugar": 1}
    seat.worked = {}
    assert produce(seat) == {}


@pytest.mark.rule("PR-11.4")
def test_indigo_plant():
    seat = Seat(
        island={"indigo_plantation": 3}, worked={"indigo_plantation": 3}, city={"indigo_plant": 2}
    )
    assert produce(seat) == {"indigo": 2}


@pytest.mark.rule("PR-11.5")
def test_sugar_mill():
    seat = Seat(
        island={"sugar_plantation": 2}, worked={"sugar_plantation": 2}, city={"sugar_mill": 3}
    )
    assert produce(seat) == {"sugar": 2}


@pytest.mark.rule("PR-11.6")
def test_tobacco_storage():
    seat = Seat(
        island={"tobacco_plantation": 4},
        worked={"tobacco_plantation": 4},
        city={"tobacco_storage": 3},
    )
    assert produce(seat) == {"tobacco": 3}


@pytest.mark.rule("PR-11.7")
def test_coffee_roaster():
    seat = Seat(
        island={"coffee_plantation": 3},
        worked={"coffee_plantation": 3},
        city={"coffee_roaster": 2},
    )
    assert produce(seat) == {"coffee": 2}


@pytest.mark.rule("PR-12.10")
def test_factory_pays_for_the_kinds_received():
    """Márk: 3 corn, 1 coffee, 2 indigo → 3 kinds, 2 doubloons; without corn 1 doubloon."""
    seat = Seat(
        doubloons=0,
        island={"corn_plantation": 3, "coffee_plantation": 1, "indigo_plantation": 2},
        worked={"corn_plantation": 3, "coffee_plantation": 1, "indigo_plantation": 2},
        city={"factory": 1, "coffee_roaster": 1, "indigo_plant": 2},
    )
    s = play(scenario(3, [seat, Seat(), Seat()]), "pick craftsman")
    assert money(s)[0] == 2
    s = play(scenario(3, [seat, Seat(), Seat()], goods_supply={"corn": 0}), "pick craftsman")
    assert money(s)[0] == 1


@pytest.mark.rule("PR-12.10")
def test_factory_table_and_the_privilege_barrel_adds_no_kind():
    five = {
        "corn_plantation": 1,
        "indigo_plantation": 1,
        "sugar_plantation": 1,
        "tobacco_plantation": 1,
        "coffee_plantation": 1,
    }
    city = {
        "factory": 1,
        "small_indigo_plant": 1,
        "small_sugar_mill": 1,
        "tobacco_storage": 1,
        "coffee_roaster": 1,
    }
    seat = Seat(doubloons=0, island=five, worked=five, city=city)
    s = play(scenario(3, [seat, Seat(), Seat()]), "pick craftsman")
    assert money(s)[0] == 5
    s = play(s, "take coffee")
    assert money(s)[0] == 5
    one = Seat(doubloons=0, island={"corn_plantation": 1}, worked={"corn_plantation": 1})
    one.city = {"factory": 1}
    s = play(scenario(3, [one, Seat(), Seat()]), "pick craftsman")
    assert money(s)[0] == 0
