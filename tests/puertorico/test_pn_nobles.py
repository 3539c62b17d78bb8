"""Expansion II: nobles, their setup and ship, the 8 new buildings, the changed end and
scoring (rules_hu PN-1 … PN-5; rulings §3.5, §4.4, R-PR-19, R-PR-22–R-PR-25, R-PR-31,
R-PR-40, R-PR-48, R-PR-53–R-PR-58)."""

from __future__ import annotations

import pytest
from pr_builders import (
    GAME,
    Seat,
    goods,
    legal,
    money,
    new_game,
    play,
    scenario,
    step,
    to_act,
    vps,
)

from puertorico import data
from puertorico.score import seat_score

X2 = {"exp_nobles": True}
X2_TYPES = [b.id for b in data.BUILDINGS if b.set == "exp_nobles"]


def x2(seats: list[Seat], players: int = 4, **kw: object):
    seats = seats + [Seat() for _ in range(players - len(seats))]
    rules = {**X2, **kw.pop("rules", {})}  # type: ignore[dict-item]
    return scenario(players, seats, rules=rules, **kw)  # type: ignore[arg-type]


def lines(seat: Seat) -> dict[str, int]:
    s = x2([seat], 3, surplus=1)
    return {ln.key: ln.points for ln in seat_score(s.players[0], 0, nobles=True).lines}


@pytest.mark.rule("PN-1.1")
def test_nobles_bring_eight_types_and_twenty_nobles():
    assert len(X2_TYPES) == 8
    s = new_game(3, exp_nobles=True)
    offered = {t.split()[1] for t in legal(s)}
    assert set(X2_TYPES) - {"jeweler"} <= offered and "jeweler" not in offered
    assert s.board.noble_supply + s.board.noble_ship == data.NOBLES


@pytest.mark.rule("PN-1.2")
def test_a_noble_works_like_a_colonist_and_is_placed_by_name():
    seat = Seat(
        island={"indigo_plantation": 1},
        worked={"indigo_plantation": 1},
        city={"small_indigo_plant": 1},
        nobles={"indigo_plantation": 1, "small_indigo_plant": 1},
    )
    s = play(x2([seat]), "pick craftsman")
    assert goods(s, 0) == {"indigo": 1}
    mixed = Seat(
        island={"corn_plantation": 1},
        city={"chapel": 0, "harbor": 0},
        idle=2,
        nobles={"windrose": 1},
    )
    s = play(x2([mixed], colonist_ship=0, noble_ship=0), "pick mayor", "pass")
    texts = legal(s)
    assert "place noble chapel" in texts and "place colonist chapel" in texts
    s = play(s, "place noble chapel")
    assert s.players[0].nobles == ("chapel",)


@pytest.mark.rule("PN-2.1")
@pytest.mark.rule("PN-2.2")
@pytest.mark.rule("PN-2.4")
def test_all_colonists_play_and_one_noble_starts_on_the_ship():
    for players in (2, 3, 4, 5):
        b = new_game(players, exp_nobles=True, building_selection="random").board
        assert (b.colonist_supply, b.colonist_ship) == (101 - players, players - 1)
        assert (b.noble_supply, b.noble_ship) == (19, 1)


@pytest.mark.rule("PN-2.3")
def test_jeweler_always_on_the_board_and_royal_garden_is_beige():
    for players in (2, 4):
        s = new_game(players, exp_nobles=True)
        assert s.board.buildings[data.ORDER["jeweler"]] == 2
    hall = lines(Seat(city={"city_hall": 1, "royal_garden": 0, "jeweler": 0}))
    assert hall["city_hall"] == 2


@pytest.mark.rule("PN-3.1")
def test_the_refill_puts_one_noble_among_the_pieces():
    seat = Seat(city={"harbor": 0, "wharf": 0, "factory": 0, "office": 0, "hospice": 0})
    s = play(x2([seat], colonist_ship=0, noble_ship=0), "pick mayor", "pass")
    assert s.phase == "role_choice"
    assert (s.board.noble_ship, s.board.colonist_ship) == (1, 4)  # T = 5 empty circles
    six = Seat(city={"harbor": 0, "wharf": 0, "factory": 0, "office": 0, "guest_house": 0})
    s = play(
        x2([six], colonist_ship=0, noble_ship=0, rules={"exp_new_buildings": True}),
        "pick mayor",
        "pass",
    )
    assert (s.board.noble_ship, s.board.colonist_ship) == (1, 5)


@pytest.mark.rule("PN-3.2")
def test_takes_from_the_ship_are_chosen_while_both_kinds_remain():
    s = play(x2([], colonist_ship=3, noble_ship=1), "pick mayor", "pass")
    assert step(s) == "ship_take" and to_act(s) == 0
    assert legal(s) == ["take colonist", "take noble"]
    s = play(s, "take noble")
    # Only colonists are left: dealt without asking (and placed: one place each).
    assert [len(p.nobles) for p in s.players] == [1, 0, 0, 0]
    assert [p.pieces() for p in s.players] == [1, 1, 1, 1]


@pytest.mark.rule("PN-3.3")
def test_privilege_and_hospice_give_colonists_villa_a_noble():
    s = play(x2([], colonist_ship=0, noble_ship=0), "pick mayor", "take colonist")
    assert s.players[0].nobles == ()
    villa = Seat(city={"villa": 1})
    s = play(x2([Seat(), villa], colonist_ship=0, noble_ship=0), "pick mayor", "pass")
    assert to_act(s) == 1 and legal(s) == ["use villa", "pass"]
    s = play(s, "use villa")
    assert s.players[1].nobles.count("windrose") + s.players[1].nobles.count("villa") == 1


@pytest.mark.rule("PN-3.4")
def test_when_nobles_run_out_colonists_take_their_place():
    villa = Seat(city={"villa": 1})
    s = x2([villa], colonist_ship=0, noble_ship=0, noble_supply=0, surplus=1)
    s = play(s, "pick mayor", "pass", "use villa")
    assert s.players[0].nobles == () and s.players[0].pieces() == 2
    assert s.board.noble_ship == 0 and s.board.colonist_ship == 4


@pytest.mark.rule("PN-4.1")
def test_land_office_with_a_colonist_buys_a_face_up_plantation():
    seat = Seat(goods={"corn": 1}, city={"land_office": 1, "forest_house": 1})
    s = x2([Seat(), seat], row=["coffee_plantation"], rules={"exp_new_buildings": True})
    s = play(s, "pick trader")
    assert legal(s)[0] == "use land_office"
    s = play(s, "use land_office")
    assert legal(s) == ["take coffee_plantation", "forest coffee_plantation"]
    s = play(s, "forest coffee_plantation")
    assert s.players[1].forests == (data.GOOD_INDEX["coffee"],) and money(s)[1] == 3 - 1
    assert "use land_office" not in legal(s)  # once per phase; the sale is still open
    s = play(s, "sell corn")
    face_down = x2(
        [Seat(), Seat(city={"land_office": 1})],
        stack_top=["sugar_plantation"],
        rules={"land_office_face_down": True},
    )
    s = play(face_down, "pick trader", "use land_office")
    assert s.players[1].tiles[data.GOOD_INDEX["sugar"]] == 1


@pytest.mark.rule("PN-4.1")
def test_land_office_with_a_noble_discards_for_a_doubloon():
    seat = Seat(
        island={"corn_plantation": 1, "quarry": 1},
        worked={"corn_plantation": 1},
        city={"land_office": 1},
        nobles={"land_office": 1},
    )
    s = play(x2([Seat(), seat]), "pick trader", "use land_office")
    assert legal(s) == ["discard corn_plantation"]
    s = play(s, "discard corn_plantation")
    p = s.players[1]
    assert p.tiles[data.CORN] == 0 and p.idle == 1 and money(s)[1] == 3 + 1
    assert data.CORN in s.plantations.discard


@pytest.mark.rule("PN-4.2")
def test_chapel_pays_before_production():
    colonist = Seat(city={"chapel": 1})
    noble = Seat(city={"chapel": 1}, nobles={"chapel": 1})
    s = play(x2([colonist, noble]), "pick craftsman")
    assert money(s)[:2] == [3 + 1, 3] and vps(s)[:2] == [0, 1]


def _settle(seats: list[Seat]):
    """Choose the settler (seat 1) and pass every pick, up to the Hunting lodge step or the
    next role choice."""
    s = play(x2(seats), "pick settler")
    while s.phase == "settler_phase":
        s = play(s, "pass")
    return s


@pytest.mark.rule("PN-4.3")
def test_hunting_lodge_discard_then_the_noble_bonus():
    """Dávid (noble on his lodge) has 4 empty spaces; Anna too: a tie gives nothing. If Anna
    discards with her colonist lodge she has 5 and Dávid still gets nothing; a player alone
    with the most gets 2 VP."""
    david = Seat(
        island={"coffee_plantation": 8},
        city={"hunting_lodge": 1},
        nobles={"hunting_lodge": 1},
    )
    full = [Seat(island={"indigo_plantation": 12}), Seat(island={"sugar_plantation": 11})]
    anna = Seat(island={"corn_plantation": 8}, city={"hunting_lodge": 1})
    s = _settle([anna, david, *full])
    assert step(s) == "hunting_lodge" and to_act(s) == 0
    assert vps(play(s, "pass"))[1] == 0
    assert vps(play(s, "discard corn_plantation"))[1] == 0
    alone = _settle([Seat(island={"corn_plantation": 9}), david, *full])
    assert vps(alone)[1] == 2


@pytest.mark.rule("PN-4.3")
def test_hunting_lodge_colonist_discards_a_forest_face_up():
    seat = Seat(forests=["tobacco_plantation"], city={"hunting_lodge": 1})
    s = play(x2([seat], row=["corn_plantation"]), "pick settler", "pass")
    while step(s) != "hunting_lodge":
        s = play(s, "pass")
    assert legal(s) == ["discard forest tobacco_plantation", "pass"]
    s = play(s, "discard forest tobacco_plantation")
    assert s.players[0].forests == ()
    assert data.GOOD_INDEX["tobacco"] in s.plantations.discard


@pytest.mark.rule("PN-4.4")
def test_zoning_office_noble_discounts_large_buildings_only():
    eva = Seat(
        doubloons=20,
        island={"quarry": 2},
        worked={"quarry": 2},
        city={"zoning_office": 1},
        nobles={"zoning_office": 1},
    )
    s = play(x2([Seat(), eva]), "pick builder", "pass", "build city_hall")
    assert money(s)[1] == 20 - 6
    s = play(x2([Seat(), eva], selection=["large_market"]), "pick builder", "pass")
    s = play(s, "build large_market")
    assert money(s)[1] == 20 - 3
    colonist = Seat(doubloons=20, city={"zoning_office": 1})
    s = play(x2([Seat(), colonist], selection=["large_market"]), "pick builder", "pass")
    s = play(s, "build large_market")
    assert money(s)[1] == 20 - 4
    s = play(x2([Seat(), colonist]), "pick builder", "pass", "build city_hall")
    assert money(s)[1] == 20 - 10


def royal_supplier_captain(goods: dict[str, int], windrose_nobles: int):
    """Márko, with a Royal supplier (its noble) and nobles on the windrose, picks the captain;
    every ship is full, so nothing can be loaded."""
    marko = Seat(
        goods=goods,
        city={"royal_supplier": 1},
        idle=windrose_nobles,
        nobles={"royal_supplier": 1, "windrose": windrose_nobles},
    )
    full = {"ship_5": ("tobacco", 5), "ship_6": ("sugar", 6), "ship_7": ("coffee", 7)}
    return play(x2([marko], ships=full), "pick captain")


@pytest.mark.rule("PN-4.5")
def test_royal_supplier_returns_different_kinds_for_vp():
    s = royal_supplier_captain({"corn": 2, "indigo": 1, "coffee": 1}, windrose_nobles=2)
    assert step(s) == "royal_supplier"
    s = play(s, "return corn")
    assert "return corn" not in legal(s)
    s = play(s, "return indigo", "return coffee")
    assert vps(s)[0] == 3 and goods(s, 0) == {"corn": 1}


@pytest.mark.rule("PN-4.6")
def test_villa_noble_is_extra_or_with_the_option_replaces_the_first_take():
    villa = Seat(city={"villa": 1})
    s = play(x2([villa], colonist_ship=3, noble_ship=0), "pick mayor", "pass", "use villa")
    assert [p.pieces() for p in s.players] == [1 + 1 + 1, 1, 1, 0]
    opt = x2([villa], colonist_ship=3, noble_ship=0, rules={"villa_instead_of_ship_piece": True})
    s = play(opt, "pick mayor", "pass", "use villa")
    assert [p.pieces() for p in s.players] == [1 + 1, 1, 1, 1]


@pytest.mark.rule("PN-4.7")
def test_jeweler_pays_a_doubloon_per_noble():
    anita = Seat(
        island={"corn_plantation": 1},
        worked={"corn_plantation": 1},
        city={"jeweler": 1, "chapel": 1},
        idle=1,
        nobles={"chapel": 1, "corn_plantation": 1, "windrose": 1},
    )
    s = play(x2([Seat(), anita]), "pick craftsman")
    assert money(s)[1] == 3 + 3
    assert lines(Seat(city={"guild_hall": 1, "jeweler": 0}))["guild_hall"] == 2


@pytest.mark.rule("PN-4.8")
@pytest.mark.rule("PN-5.2")
def test_nobles_score_one_each_and_again_with_the_royal_garden():
    jeno = Seat(city={"royal_garden": 1}, idle=2, nobles={"royal_garden": 1, "windrose": 2})
    got = lines(jeno)
    assert got["nobles"] == 3 and got["royal_garden"] == 3 and got["buildings"] == 4
    assert "customs_house" not in got


@pytest.mark.rule("PN-5.1")
def test_running_out_of_colonists_or_nobles_ends_nothing():
    seat = Seat(city={"harbor": 0, "wharf": 0})
    s = x2([seat], colonist_ship=0, noble_ship=0, colonist_supply=1, noble_supply=0)
    s = play(s, "pick mayor", "pass")
    assert s.board.triggers == () and s.board.colonist_ship == 1
    GAME.check_invariants(s)


BOTH = {"exp_new_buildings": True}


@pytest.mark.rule("PX-4.5")
@pytest.mark.rule("PN-1.2")
def test_a_guest_house_holding_only_a_noble_offers_no_colonist_guest():
    seat = Seat(city={"guest_house": 1, "harbor": 0}, nobles={"guest_house": 1})
    s = x2([seat], rules=BOTH)
    assert [t for t in legal(s) if t.startswith("guest")] == ["guest noble harbor"]


@pytest.mark.rule("PX-4.3")
@pytest.mark.rule("PN-1.2")
def test_the_black_market_returns_the_piece_that_stands_there():
    """Only a noble stands on the Small market: that noble may go back, not a colonist."""
    seat = Seat(
        doubloons=5,
        goods={"corn": 1},
        city={"black_market": 1, "small_market": 1},
        nobles={"small_market": 1},
    )
    s = play(x2([Seat(), seat], rules=BOTH), "pick builder", "pass", "build factory black_market")
    assert legal(s) == ["return noble small_market", "return corn"]


@pytest.mark.rule("PN-4.5")
def test_the_royal_supplier_takes_as_many_kinds_as_there_are_nobles():
    """Two nobles: after two barrels of different kinds the Royal supplier stops."""
    s = royal_supplier_captain({"corn": 1, "indigo": 1, "sugar": 1}, windrose_nobles=1)
    assert legal(s) == ["return corn", "return indigo", "return sugar", "pass"]
    s = play(s, "return corn", "return indigo")
    assert vps(s)[0] == 2 and goods(s, 0) == {"sugar": 1}
    assert s.phase != "captain_phase" or step(s) != "royal_supplier"


@pytest.mark.rule("PN-4.1")
def test_the_land_office_colonist_needs_a_free_island_space():
    """With 11 tiles the Land office may buy the 12th; with 12 it is not asked."""

    def trader(tiles):
        seat = Seat(island=tiles, goods={"corn": 1}, city={"land_office": 1})
        return play(x2([Seat(), seat], row=["coffee_plantation"]), "pick trader")

    assert legal(trader({"corn_plantation": 6, "indigo_plantation": 5}))[0] == "use land_office"
    s = trader({"corn_plantation": 6, "indigo_plantation": 6})
    assert legal(s) == ["sell corn", "pass"]


@pytest.mark.rule("PN-1.2")
@pytest.mark.rule("PR-5.3")
def test_a_hand_of_nobles_places_only_nobles():
    seat = Seat(
        island={"corn_plantation": 2},
        city={"small_indigo_plant": 0},
        idle=2,
        nobles={"windrose": 2},
    )
    s = play(x2([seat], 3, colonist_ship=0, noble_ship=0), "pick mayor", "pass")
    assert legal(s) == ["place noble corn_plantation", "place noble small_indigo_plant"]


@pytest.mark.rule("PR-5.3")
@pytest.mark.rule("PN-4.1")
@pytest.mark.parametrize(
    ("nobles", "asked"), [({}, False), ({"windrose": 2}, False), ({"windrose": 1}, True)]
)
def test_a_kind_sensitive_building_asks_only_when_both_kinds_are_in_hand(nobles, asked):
    """Two pieces for two circles (a tile and a Land office): all colonists or all nobles go
    without a question; one of each must be told where the noble stands (D-PR-16)."""
    seat = Seat(island={"corn_plantation": 1}, city={"land_office": 0}, idle=2, nobles=nobles)
    s = play(x2([seat], 3, colonist_ship=0, noble_ship=0), "pick mayor", "pass")
    assert (s.phase == "mayor_placement" and to_act(s) == 0) == asked
    if not asked:
        p = s.players[0]
        assert p.worked[data.CORN] == 1 and p.staff == (1,)


@pytest.mark.rule("PN-4.6")
def test_a_villa_mayor_skips_only_the_first_take_from_the_ship():
    """villa_instead_of_ship_piece: six colonists from the mayor's left; the mayor's first
    take is skipped, the second lap gives the mayor one."""
    rules = {"villa_instead_of_ship_piece": True}
    s = x2([Seat(city={"villa": 1})], colonist_ship=6, noble_ship=0, rules=rules)
    s = play(s, "pick mayor", "pass", "use villa")
    assert [p.pieces() for p in s.players] == [1 + 1 + 1, 2, 2, 1]
