"""The worked examples of rulings/puertorico.md §7 that concern the base game and 2 players
(EX-PR-1 … EX-PR-22 and EX-PR-32; the others are expansion examples, issue 5)."""

from __future__ import annotations

import pytest
from pr_builders import (
    GAME,
    Seat,
    cargo,
    goods,
    legal,
    money,
    play,
    scenario,
    supply,
    to_act,
    vps,
)

from common.records import replace
from puertorico.score import seat_score


def extras(seat: Seat) -> dict[str, int]:
    s = scenario(3, [seat, Seat(), Seat()], surplus=1)
    return {ln.key: ln.points for ln in seat_score(s.players[0], 0).lines}


def prices(seat: Seat, buildings: list[str], builder: bool) -> list[int]:
    """What seat 2 pays for each building (seat 1 or seat 2 chooses the builder)."""
    out = []
    for b in buildings:
        s = scenario(3, [Seat(), seat, Seat()], governor=1 if builder else 0)
        s = play(s, "pick builder")
        if not builder:
            s = play(s, "pass")
        assert to_act(s) == 1
        before = s.players[1].doubloons
        s = play(s, f"build {b}")
        out.append(before - s.players[1].doubloons)
    return out


@pytest.mark.rule("PR-5.2")
def test_ex_pr_1_mayor_privilege_and_ship():
    s = scenario(4, colonist_ship=6)
    supply_before = s.board.colonist_supply
    s = play(s, "pick mayor", "take colonist")
    assert [p.idle for p in s.players] == [3, 2, 1, 1]
    assert s.board.colonist_supply == supply_before - 1 - 4  # privilege, then the refill (4)


@pytest.mark.rule("PR-7.1")
def test_ex_pr_2_production():
    seat = Seat(
        island={"corn_plantation": 3, "tobacco_plantation": 2, "sugar_plantation": 4},
        worked={"corn_plantation": 2, "tobacco_plantation": 2, "sugar_plantation": 3},
        city={"tobacco_storage": 1, "small_sugar_mill": 1, "sugar_mill": 3},
    )
    s = play(scenario(3, [seat, Seat(), Seat()]), "pick craftsman")
    assert goods(s, 0) == {"corn": 2, "tobacco": 1, "sugar": 3}


@pytest.mark.rule("PR-6.3")
def test_ex_pr_3_three_quarries():
    q = Seat(doubloons=10, island={"quarry": 3}, worked={"quarry": 3})
    names = ["construction_hut", "office", "harbor", "city_hall"]
    assert prices(q, names, builder=False) == [1, 3, 5, 7]
    assert prices(q, names, builder=True) == [0, 2, 4, 6]


@pytest.mark.rule("PR-6.3")
def test_ex_pr_4_two_quarries():
    q = Seat(doubloons=10, island={"quarry": 2}, worked={"quarry": 2})
    names = ["hacienda", "office", "university"]
    assert prices(q, names, builder=False) == [1, 3, 6]
    assert prices(q, names, builder=True) == [0, 2, 5]


@pytest.mark.rule("PR-9.7")
def test_ex_pr_5_captain_phase_002():
    seats = [
        Seat(goods={"corn": 6, "tobacco": 2, "sugar": 1}),
        Seat(goods={"indigo": 1, "sugar": 2}),
        Seat(goods={"coffee": 1, "corn": 3, "indigo": 2}),
        Seat(goods={"corn": 2, "tobacco": 4}),
    ]
    s = play(scenario(4, seats, ships={"ship_6": ("indigo", 2)}), "pick captain")
    assert "load corn ship_5" not in legal(s)
    s = play(s, "load corn ship_7")
    assert vps(s)[0] == 7
    s = play(s, "load sugar ship_5", "load corn ship_7")
    assert to_act(s) == 0  # Márk has no legal load
    s = play(s, "load sugar ship_5", "load indigo ship_6", "load indigo ship_6")
    assert vps(s) == [8, 3, 3, 0]
    assert s.phase == "captain_storage"
    s = play(s, "keep tobacco")  # Anita: 1 of 2 tobacco
    assert legal(s) == ["keep corn", "keep coffee", "done"]  # Éva
    s = play(s, "keep coffee", "keep corn")  # Márk: 1 of 2 corn / 4 tobacco
    assert [goods(s, i) for i in range(4)] == [{"tobacco": 1}, {}, {"coffee": 1}, {"corn": 1}]
    assert cargo(s) == {"ship_5": ("sugar", 3), "ship_6": ("indigo", 5), "ship_7": None}
    assert s.phase == "role_choice"


@pytest.mark.rule("PR-9.2")
def test_ex_pr_6_captain_phase_003():
    seats = [
        Seat(goods={"corn": 2, "sugar": 6}),
        Seat(goods={"sugar": 2, "tobacco": 3}),
        Seat(goods={"corn": 2, "tobacco": 1}),
        Seat(goods={"corn": 1, "indigo": 5}),
    ]
    s = play(scenario(4, seats, ships={"ship_6": ("corn", 3)}), "pick captain")
    s = play(s, "load sugar ship_7", "load sugar ship_7", "load tobacco ship_5")
    assert legal(s) == ["load corn ship_6"]  # Dávid is forced
    s = play(s, "load corn ship_6")
    assert legal(s) == ["load corn ship_6"]  # Anna is forced
    s = play(s, "load corn ship_6")
    assert legal(s) == ["load tobacco ship_5"]  # Róbert is forced
    s = play(s, "load tobacco ship_5")
    assert vps(s) == [9, 4, 1, 1]
    assert s.phase == "captain_storage"
    s = play(s, "keep corn", "keep indigo")  # Krisztina, Dávid (Róbert keeps his sugar)
    assert [goods(s, i) for i in range(4)] == [{}, {"sugar": 1}, {"corn": 1}, {"indigo": 1}]
    assert cargo(s) == {"ship_5": ("tobacco", 4), "ship_6": None, "ship_7": None}


@pytest.mark.rule("PR-12.13")
def test_ex_pr_7_wharf_and_harbor_002():
    marks = Seat(goods={"corn": 2, "tobacco": 4}, city={"harbor": 1, "wharf": 1})
    ships = {"ship_5": ("tobacco", 4), "ship_6": ("corn", 1), "ship_7": ("coffee", 1)}
    s = scenario(4, [Seat(), Seat(), Seat(), marks], ships=ships)
    s = play(s, "pick captain")
    assert to_act(s) == 3
    s = play(s, "load tobacco ship_5", "load corn ship_6", "load tobacco wharf")
    assert vps(s)[3] == 9
    assert goods(s, 3) == {}


@pytest.mark.rule("PR-12.12")
def test_ex_pr_8_harbor_003():
    seat = Seat(goods={"tobacco": 5, "sugar": 2}, city={"harbor": 1, "wharf": 1})
    ships = {"ship_5": ("tobacco", 2), "ship_6": ("sugar", 2), "ship_7": ("coffee", 1)}
    s = play(scenario(4, [Seat(), seat, Seat(), Seat()], ships=ships), "pick captain")
    s = play(s, "load tobacco ship_5", "load sugar ship_6", "load tobacco wharf")
    assert vps(s)[1] == 10


@pytest.mark.rule("PR-12.7")
def test_ex_pr_9_office_tobacco():
    seats = [
        Seat(),
        Seat(goods={"tobacco": 1}, city={"office": 1}),
        Seat(goods={"tobacco": 1}, city={"office": 1}),
        Seat(goods={"tobacco": 1}),
    ]
    s = scenario(4, seats, house=["tobacco"])
    s = play(s, "pick trader")
    assert to_act(s) == 1
    s = play(s, "sell tobacco", "sell tobacco")
    assert [g for g in s.board.house] == [3, 3, 3]
    assert s.phase == "role_choice"  # the fourth seat cannot sell tobacco


@pytest.mark.rule("PR-12.7")
def test_ex_pr_10_office_sugar():
    seats = [
        Seat(goods={"sugar": 1}, city={"office": 1}),
        Seat(goods={"sugar": 1}, city={"office": 1}),
        Seat(),
    ]
    s = play(scenario(3, seats, house=["sugar"]), "pick trader", "sell sugar")
    assert "sell sugar" in legal(s)
    s = play(s, "sell sugar")
    assert list(s.board.house) == [2, 2, 2]


@pytest.mark.rule("PR-8.3")
def test_ex_pr_11_trader_sells_corn():
    s = play(scenario(3, [Seat(goods={"corn": 1}, doubloons=0), Seat(), Seat()]), "pick trader")
    s = play(s, "sell corn")
    assert money(s)[0] == 1


@pytest.mark.rule("PR-12.2")
def test_ex_pr_12_small_market_corn():
    anna = Seat(goods={"corn": 1}, doubloons=0, city={"small_market": 1})
    s = play(scenario(3, [Seat(), anna, Seat()]), "pick trader", "sell corn")
    assert money(s)[1] == 1


@pytest.mark.rule("PR-3.5")
def test_ex_pr_13_prospector_with_two_doubloons():
    seats = [Seat(doubloons=0), Seat(), Seat(), Seat()]
    s = play(scenario(4, seats, card_money={"prospector_1": 2}), "pick prospector_1")
    assert money(s)[0] == 3


@pytest.mark.rule("PR-3.6")
def test_ex_pr_14_round_end_doubloons():
    s = scenario(4, card_money={"craftsman": 0, "trader": 1, "prospector_1": 2})
    for card in ("settler", "mayor", "builder", "captain"):
        s = play(s, f"pick {card}")
        while s.phase != "role_choice":
            s = play(s, "pass" if "pass" in legal(s) else legal(s)[0])
    cards = s.rules.setup.cards
    assert [s.roles.money[cards.index(c)] for c in ("craftsman", "trader", "prospector_1")] == [
        1,
        2,
        3,
    ]


@pytest.mark.rule("PR-12.10")
def test_ex_pr_15_factory_002():
    island = {"corn_plantation": 3, "coffee_plantation": 1, "indigo_plantation": 2}
    eva = Seat(
        doubloons=0,
        island=island,
        worked=island,
        city={"factory": 1, "coffee_roaster": 1, "indigo_plant": 2},
    )
    s = play(scenario(3, [eva, Seat(), Seat()]), "pick craftsman")
    assert money(s)[0] == 2
    s = play(scenario(3, [eva, Seat(), Seat()], goods_supply={"corn": 0}), "pick craftsman")
    assert goods(s, 0) == {"coffee": 1, "indigo": 2} and money(s)[0] == 1


@pytest.mark.rule("PR-12.10")
def test_ex_pr_16_factory_003():
    island = {"corn_plantation": 3, "tobacco_plantation": 1, "sugar_plantation": 3}
    david = Seat(
        doubloons=0,
        island=island,
        worked=island,
        city={"factory": 1, "tobacco_storage": 1, "sugar_mill": 3},
    )
    s = scenario(3, [david, Seat(), Seat()], goods_supply={"corn": 0, "sugar": 2}, surplus=1)
    s = play(s, "pick craftsman")
    assert goods(s, 0) == {"sugar": 2, "tobacco": 1}
    assert supply(s)["sugar"] == 0
    assert money(s)[0] == 1


@pytest.mark.rule("PR-12.14")
def test_ex_pr_17_guild_hall_003():
    city = {"guild_hall": 1, "small_sugar_mill": 0, "sugar_mill": 1, "small_indigo_plant": 0}
    city["coffee_roaster"] = 0
    assert extras(Seat(city=city))["guild_hall"] == 6


@pytest.mark.rule("PR-12.14")
def test_ex_pr_18_guild_hall_002():
    city = {"guild_hall": 1, "small_indigo_plant": 0, "indigo_plant": 0, "coffee_roaster": 0}
    city["sugar_mill"] = 0
    assert extras(Seat(city=city))["guild_hall"] == 7


@pytest.mark.rule("PR-12.15")
def test_ex_pr_19_residence_ten_spaces():
    island = {"corn_plantation": 4, "sugar_plantation": 4, "quarry": 2}
    assert extras(Seat(island=island, city={"residence": 1}))["residence"] == 5


@pytest.mark.rule("PR-12.16")
def test_ex_pr_20_fortress():
    island = {"corn_plantation": 6, "indigo_plantation": 2, "quarry": 2}
    city = {"fortress": 1, "indigo_plant": 3, "sugar_mill": 3}
    twenty = Seat(island=island, worked=island, city=city, idle=3)
    assert extras(twenty)["fortress"] == 6
    twenty.idle = 5
    assert extras(twenty)["fortress"] == 7


@pytest.mark.rule("PR-12.17")
def test_ex_pr_21_customs_house():
    assert extras(Seat(vp=23, city={"customs_house": 1}))["customs_house"] == 5
    assert extras(Seat(vp=30, city={"customs_house": 1}))["customs_house"] == 7


@pytest.mark.rule("PR-12.18")
def test_ex_pr_22_city_hall():
    city = {"city_hall": 1}
    for b in ("hacienda", "harbor", "office", "construction_hut", "large_warehouse", "residence"):
        city[b] = 0
    assert extras(Seat(city=city))["city_hall"] == 7


@pytest.mark.rule("PR-9.4")
def test_ex_pr_32_captain_bonus_once():
    s = scenario(4, [Seat(goods={"corn": 2, "indigo": 1}), Seat(), Seat(), Seat()])
    s = play(s, "pick captain", "load corn ship_5", "load indigo ship_6")
    assert vps(s)[0] == 2 + 1 + 1
    s = replace(s, phase="game_over")
    assert GAME.outcome(s).scores[0].lines[0].points == 4
