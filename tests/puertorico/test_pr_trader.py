"""Trader phase and the markets and Office (PR-8, PR-12.2, PR-12.7, PR-12.8)."""

from __future__ import annotations

import pytest
from pr_builders import GAME, Seat, goods, legal, money, play, scenario, supply, to_act

from puertorico import data


def house(state) -> list[str]:
    return [data.GOODS[g] for g in state.board.house]


@pytest.mark.rule("PR-8.1")
def test_one_sale_per_player_of_a_kind_not_in_the_house():
    seats = [Seat(goods={"sugar": 2, "corn": 1}), Seat(goods={"sugar": 1, "indigo": 1}), Seat()]
    s = play(scenario(3, seats), "pick trader")
    assert legal(s) == ["sell corn", "sell sugar", "pass"]
    s = play(s, "sell sugar")
    assert to_act(s) == 1
    assert legal(s) == ["sell indigo", "pass"]  # sugar is already in the house
    s = play(s, "sell indigo")
    assert s.phase == "role_choice"
    assert house(s) == ["sugar", "indigo"]
    assert goods(s, 0) == {"sugar": 1, "corn": 1}


@pytest.mark.rule("PR-8.1")
def test_a_full_house_takes_no_more():
    seats = [Seat(goods={"coffee": 1}), Seat(goods={"coffee": 1}, city={"office": 1}), Seat()]
    s = scenario(3, seats, house=["corn", "indigo", "sugar", "tobacco"])
    s = play(s, "pick trader")
    assert s.phase == "role_choice"  # nobody may sell: everyone is skipped
    assert goods(s, 0) == {"coffee": 1} and goods(s, 1) == {"coffee": 1}
    assert house(s) == []  # still full at the end of the phase: emptied


@pytest.mark.rule("PR-8.2")
def test_prices_and_income():
    """Jenő, not the trader, with small and large market sells tobacco: 3 + 1 + 2 = 6."""
    seats = [Seat(goods={"corn": 1}), Seat(goods={"tobacco": 1})]
    seats[1].city = {"small_market": 1, "large_market": 1}
    seats[1].doubloons = 0
    s = play(scenario(3, [*seats, Seat()]), "pick trader", "pass", "sell tobacco")
    assert money(s)[1] == 6
    assert data.PRICE == (0, 1, 2, 3, 4)


@pytest.mark.rule("PR-8.2")
def test_corn_sells_for_nothing_but_takes_a_space():
    s = play(scenario(3, [Seat(), Seat(goods={"corn": 1}, doubloons=0), Seat()]), "pick trader")
    s = play(s, "sell corn")
    assert money(s)[1] == 0 and house(s) == ["corn"]


@pytest.mark.rule("PR-8.3")
def test_the_trader_gets_one_more_only_by_selling():
    """EX-PR-11 in the rules text: the trader sells corn for 1."""
    s = play(scenario(3, [Seat(goods={"corn": 1}, doubloons=0), Seat(), Seat()]), "pick trader")
    s = play(s, "sell corn")
    assert money(s)[0] == 1
    s = play(scenario(3, [Seat(goods={"corn": 1}, doubloons=0), Seat(), Seat()]), "pick trader")
    s = play(s, "pass")
    assert money(s)[0] == 0


@pytest.mark.rule("PR-8.4")
def test_the_house_is_emptied_only_when_full():
    seats = [Seat(goods={"coffee": 1}), Seat(goods={"tobacco": 1}), Seat()]
    s = scenario(3, seats, house=["corn", "indigo"])
    coffee = supply(s)["coffee"]
    s = play(s, "pick trader", "sell coffee", "sell tobacco")
    assert house(s) == []
    assert supply(s)["coffee"] == coffee + 1
    t = play(scenario(3, seats, house=["corn"]), "pick trader", "sell coffee", "pass")
    assert house(t) == ["corn", "coffee"]  # stays for the next trader phase


@pytest.mark.rule("PR-12.2")
def test_small_market():
    """Dávid, not the trader, sells corn with a small market: 1 doubloon."""
    seats = [Seat(), Seat(goods={"corn": 1}, doubloons=0, city={"small_market": 1}), Seat()]
    s = play(scenario(3, seats), "pick trader", "sell corn")
    assert money(s)[1] == 1


@pytest.mark.rule("PR-12.7")
def test_office_sells_a_kind_already_in_the_house():
    seats = [
        Seat(goods={"tobacco": 1}, city={"office": 1}),
        Seat(goods={"tobacco": 1}, city={"office": 1}),
        Seat(goods={"tobacco": 1}),
    ]
    s = scenario(3, seats, house=["tobacco"])
    s = play(s, "pick trader", "sell tobacco", "sell tobacco")
    assert house(s) == ["tobacco", "tobacco", "tobacco"]
    assert s.phase == "role_choice"  # the third seat has no Office


@pytest.mark.rule("PR-12.8")
def test_large_market_and_both_markets():
    """Éva, trader, small and large market, sells coffee: 4 + 1 + 1 + 2 = 8."""
    eva = Seat(goods={"coffee": 1}, doubloons=0, city={"small_market": 1, "large_market": 1})
    s = play(scenario(3, [eva, Seat(), Seat()]), "pick trader", "sell coffee")
    assert money(s)[0] == 8
    large = Seat(goods={"indigo": 1}, doubloons=0, city={"large_market": 1})
    s = play(scenario(3, [Seat(), large, Seat()]), "pick trader", "sell indigo")
    assert money(s)[1] == 3
    before = play(scenario(3, [eva, Seat(), Seat()]), "pick trader")
    sale = GAME.parse_move(before, "sell coffee")
    assert GAME.describe(GAME.view(before, None), sale, "en") == "Sells coffee for 8 doubloons"
