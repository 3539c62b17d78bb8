"""Expansion I: forests and the 14 new buildings (rules_hu PX-3, PX-4; rulings R-PR-18,
R-PR-29, R-PR-30, R-PR-35–R-PR-52, EX-PR-24 … EX-PR-31)."""

from __future__ import annotations

import dataclasses

import pytest
from pr_builders import (
    GAME,
    Seat,
    finish_phase,
    goods,
    legal,
    money,
    picks,
    play,
    scenario,
    staff,
    step,
    supply,
    to_act,
    vps,
)

from common.records import replace
from puertorico import data
from puertorico.score import seat_score

X1 = {"exp_new_buildings": True}
FULL_SHIPS = {"ship_5": ("tobacco", 5), "ship_6": ("indigo", 6), "ship_7": ("coffee", 7)}
"""4 players: every cargo ship full, so nothing else can be loaded."""


def x1(seats: list[Seat], players: int = 4, **kw: object) -> object:
    seats = seats + [Seat() for _ in range(players - len(seats))]
    return scenario(players, seats, rules={**X1, **kw.pop("rules", {})}, **kw)  # type: ignore[arg-type]


def lines(seat: Seat, **rules: object) -> dict[str, int]:
    s = x1([seat], 3, rules=rules, surplus=1)
    return {ln.key: ln.points for ln in seat_score(s.players[0], 0, nobles=False).lines}


@pytest.mark.rule("PX-3.1")
def test_a_forest_fills_a_space_holds_no_piece_and_remembers_its_kind():
    seat = Seat(city={"forest_house": 1}, island={"corn_plantation": 1})
    s = x1([seat], row=["coffee_plantation", "sugar_plantation"])
    s = play(s, "pick settler", "forest coffee_plantation")
    p = s.players[0]
    assert p.forests == (data.GOOD_INDEX["coffee"],) and p.island() == 2
    assert sum(p.tiles) == 1
    # No circle: the mayor places nothing there.
    s = x1([Seat(forests=["corn_plantation"] * 2, idle=1)], colonist_ship=0)
    s = play(s, "pick mayor", "pass")
    assert s.players[0].idle == 1


@pytest.mark.rule("PX-3.2")
def test_ex_pr_25_forests_discount_without_a_forest_house():
    seat = Seat(
        doubloons=3,
        forests=["corn_plantation"] * 5,
        island={"quarry": 4},
        worked={"quarry": 4},
    )
    s = play(x1([Seat(), seat], governor=1), "pick builder")
    assert to_act(s) == 1
    s = play(s, "build wharf")
    assert s.players[1].doubloons == 0  # 9 − 1 − 3 − 2 = 3


@pytest.mark.rule("PX-4.1")
def test_ex_pr_24_aqueduct():
    a = Seat(
        island={"indigo_plantation": 1, "sugar_plantation": 1},
        worked={"indigo_plantation": 1},
        city={"aqueduct": 1, "small_indigo_plant": 1, "sugar_mill": 1},
    )
    s = play(x1([a]), "pick craftsman")
    assert goods(s, 0) == {"indigo": 1}
    b = Seat(
        island={"indigo_plantation": 2, "sugar_plantation": 3},
        worked={"indigo_plantation": 2, "sugar_plantation": 3},
        city={"aqueduct": 1, "indigo_plant": 2, "sugar_mill": 3},
    )
    s = play(x1([Seat(), b]), "pick craftsman")
    assert goods(s, 1) == {"indigo": 3, "sugar": 4}


@pytest.mark.rule("PX-4.2")
def test_forest_house_picks_hacienda_tile_and_hospice():
    seat = Seat(city={"forest_house": 1, "hacienda": 1, "hospice": 1})
    s = x1([seat], row=["corn_plantation"], stack_top=["tobacco_plantation"])
    s = play(s, "pick settler", "use hacienda")
    assert step(s) == "lay" and legal(s)[:2] == [
        "lay tobacco_plantation",
        "forest tobacco_plantation",
    ]
    s = play(s, "forest tobacco_plantation")
    assert "forest corn_plantation" in legal(s) and "take quarry" in legal(s)
    s = play(s, "forest corn_plantation", "use hospice")
    p = s.players[0]
    assert len(p.forests) == 2 and p.idle == 1  # the Hospice colonist to the windrose


@pytest.mark.rule("PX-4.2")
def test_the_hospice_after_a_forest_pick_is_a_position_play_reaches():
    """R-PR-17: a forest pick leaves the Hospice a colonist for the windrose, so the turn
    names `forest` as its target. The position check once refused that target as unknown
    (found by the random playouts: 4 players, Exp I, random selection and governor, seed
    4937732)."""
    seat = Seat(city={"forest_house": 1, "hospice": 1})
    s = play(x1([seat], row=["corn_plantation"]), "pick settler", "forest corn_plantation")
    assert step(s) == "hospice" and s.turn.target == data.FOREST
    GAME.check_position(s)
    s = play(s, "use hospice")
    assert s.players[0].idle == 1 and s.players[0].worked == (0,) * len(data.ISLAND)
    with pytest.raises(AssertionError, match="unknown target"):
        GAME.check_position(replace(s, turn=replace(s.turn, target="meadow")))


@pytest.mark.rule("PX-4.11")
def test_the_library_settler_queued_twice_is_a_position_play_reaches():
    """R-PR-14 (3), R-PR-15: with an occupied Library the settler picks again after everyone,
    so until the first pick the queue names the settler at both ends. The position check once
    refused it as a seat twice in the queue; any other repeat is still refused."""
    seat = Seat(city={"library": 1})
    s = play(x1([seat], row=["corn_plantation", "sugar_plantation"]), "pick settler")
    assert s.queue == (0, 1, 2, 3, 0)
    GAME.check_position(s)
    for queue in ((0, 1, 2, 3, 1), (0, 1, 0, 2, 3, 0), (1, 2, 3, 0, 1)):
        with pytest.raises(AssertionError, match="a seat twice in the queue"):
            GAME.check_position(replace(s, queue=queue))
    idle = x1([Seat(city={"library": 0}, idle=1)])
    idle = play(idle, "pick settler")
    with pytest.raises(AssertionError, match="a seat twice in the queue"):
        GAME.check_position(replace(idle, queue=(*idle.queue, 0)))


@pytest.mark.rule("PX-4.3")
def test_ex_pr_26_black_market():
    eva = Seat(
        doubloons=5,
        vp=2,
        goods={"sugar": 1},
        idle=1,
        city={"black_market": 1},
    )
    s = play(x1([Seat(), eva], governor=0), "pick builder", "pass")
    assert "build factory black_market" in legal(s) and "build factory" not in legal(s)
    s = play(s, "build factory black_market")
    assert step(s) == "black_market" and s.players[1].doubloons == 0
    assert "return colonist black_market" not in legal(s)
    s = play(s, "return sugar")
    assert "return sugar" not in legal(s) and "return vp" in legal(s)
    vp_supply = s.board.vp_supply
    s = play(s, "return vp")
    p = s.players[1]
    assert "factory" in p.city and p.doubloons == 0 and p.vp == 1 and p.idle == 1
    assert s.board.vp_supply == vp_supply + 1 and to_act(s) == 2


@pytest.mark.rule("PX-4.3")
@pytest.mark.rule("PR-13.4")
def test_a_returned_vp_goes_back_to_the_supply_even_after_the_chips_ran_out():
    """R-PR-29 (c): the chip returns to the supply (+1) even when VP beyond the chips were
    credited (R-PR-60); nobody else's VP change, and the triggered end stays triggered."""
    eva = Seat(doubloons=5, vp=2, goods={"sugar": 1}, idle=1, city={"black_market": 1})
    s = x1([Seat(), eva], governor=0, vp_supply=0)
    # Anita was credited 3 VP beyond the last chip (R-PR-60): the supply ran out.
    anita = replace(s.players[0], vp=s.players[0].vp + 3)
    board = replace(s.board, vp_extra=3, triggers=("vp_exhausted",))
    s = replace(s, players=(anita, *s.players[1:]), board=board)
    GAME.check_invariants(s)
    s = play(s, "pick builder", "pass", "build factory black_market", "return sugar")
    s = play(s, "return vp")
    assert vps(s)[:2] == [anita.vp, 1]
    assert s.board.vp_supply == 1 and s.board.vp_extra == 3
    assert s.board.triggers == ("vp_exhausted",)
    s = picks(finish_phase(s), "settler", "mayor", "craftsman")
    assert s.phase == "game_over"


@pytest.mark.rule("PX-4.3")
def test_black_market_is_offered_only_for_a_shortfall_it_can_cover():
    poor = Seat(doubloons=3, vp=0, city={"black_market": 1}, goods={"corn": 1})
    s = play(x1([Seat(), poor]), "pick builder", "pass")
    texts = legal(s)
    assert "build hospice black_market" in texts  # short 1: one barrel
    assert "build office black_market" not in texts  # short 2: only one item to give


@pytest.mark.rule("PX-4.4")
def test_ex_pr_27_storehouse_with_a_small_warehouse():
    """Both cost 3, so one board slot holds only one of them (§3.8): the seed's example is
    checked on a hand-made position outside the conservation check (D-PR-20)."""
    marko = Seat(
        goods={"corn": 5, "indigo": 2, "sugar": 2, "coffee": 1},
        city={"storehouse": 1},
    )
    s = x1([marko], ships=FULL_SHIPS)
    p = s.players[0]
    s = replace(
        s,
        players=(
            replace(p, city=(*p.city, "small_warehouse"), staff=(*p.staff, 1)),
            *s.players[1:],
        ),
    )
    s = GAME.apply(s, GAME.parse_move(s, "pick captain"))
    assert step(s) == "store"
    for text in ("store corn", "keep indigo", "keep indigo", "keep sugar", "keep sugar"):
        s = GAME.apply(s, GAME.parse_move(s, text))
    assert goods(s, 0) == {"corn": 5, "indigo": 2, "sugar": 2}


@pytest.mark.rule("PX-4.5")
def test_ex_pr_28_guests_move_at_a_decision_and_in_the_guest_window():
    marko = Seat(
        goods={"corn": 5},
        city={"guest_house": 2, "storehouse": 0, "library": 0},
    )
    s = play(x1([Seat(), Seat(), Seat(), marko], ships=FULL_SHIPS), "pick captain")
    assert step(s) == "guest"  # the window after the choice: Márk keeps his guests for now
    s = play(s, "pass")
    assert step(s) == "store" and to_act(s) == 3
    assert "guest colonist storehouse" in legal(s)
    s = play(s, "guest colonist storehouse")
    assert staff(s, 3) == {"guest_house": 1, "storehouse": 1, "library": 0}
    s = play(s, "keep corn", "keep corn", "keep corn", "keep corn")
    assert goods(s, 3) == {"corn": 4}
    # Later Márk chooses the trader: the window right after the choice.
    t = scenario(
        4,
        [Seat(), Seat(), Seat(), Seat(goods={"coffee": 1}, city={"guest_house": 1, "library": 0})],
        rules=X1,
        taken={"settler": 0, "mayor": 1, "builder": 2},
    )
    t = play(t, "pick trader")
    assert step(t) == "guest" and legal(t) == ["guest colonist library", "pass"]
    t = play(t, "guest colonist library", "sell coffee")
    assert money(t)[3] == 3 + 4 + 2


@pytest.mark.rule("PX-4.5")
def test_guests_never_go_back_and_the_mayor_rearranges_them():
    s = x1([Seat(city={"guest_house": 1, "harbor": 0})])
    assert "guest colonist harbor" in legal(s)  # at the role choice too
    s = play(s, "guest colonist harbor")
    assert not any(t.startswith("guest") for t in legal(s))
    m = play(x1([Seat(city={"guest_house": 2, "harbor": 0})], colonist_ship=0), "pick mayor")
    assert not any(t.startswith("guest") for t in legal(m))


@pytest.mark.rule("PX-4.5")
def test_a_guest_on_the_new_building_leaves_no_circle_for_the_university():
    seat = Seat(doubloons=10, city={"guest_house": 1, "university": 1})
    s = play(x1([seat]), "pick builder", "build harbor")
    assert step(s) == "university" and "guest colonist harbor" in legal(s)
    s = play(s, "guest colonist harbor")
    assert s.phase != "builder_phase" or to_act(s) != 0
    assert staff(s, 0)["harbor"] == 1


@pytest.mark.rule("PX-4.6")
def test_trading_post_sells_any_kind_with_a_full_house():
    seat = Seat(goods={"coffee": 1}, city={"trading_post": 1, "small_market": 1})
    house = ["corn", "indigo", "sugar", "coffee"]
    s = play(x1([Seat(), seat], house=house), "pick trader")
    assert legal(s) == ["sell coffee trading_post", "pass"]
    before = supply(s)["coffee"]
    s = play(s, "sell coffee trading_post")
    # The post's barrel goes to the supply; the full house is emptied at the phase end.
    assert money(s)[1] == 3 + 4 and supply(s)["coffee"] == before + 1 + 1
    as_trader = play(x1([seat], house=house), "pick trader", "sell coffee trading_post")
    assert money(as_trader)[0] == 3 + 5


@pytest.mark.rule("PX-4.7")
def test_church_vp_by_column():
    seat = Seat(doubloons=30, city={"church": 1})
    for building, vp in (("small_market", 0), ("hospice", 1), ("harbor", 1), ("statue", 2)):
        s = play(x1([seat], selection=["statue"]), "pick builder", f"build {building}")
        assert vps(s)[0] == vp, building
    s = play(x1([Seat(doubloons=9)], selection=["church"]), "pick builder", "build church")
    assert vps(s)[0] == 0


@pytest.mark.rule("PX-4.8")
def test_small_wharf_any_mix_one_vp_per_two_barrels():
    anita = Seat(goods={"corn": 3, "indigo": 1, "coffee": 1}, city={"small_wharf": 1})
    s = play(x1([Seat(), anita], ships=FULL_SHIPS), "pick captain")
    assert legal(s) == ["use small_wharf", "pass"]
    s = play(s, "use small_wharf", "ship corn", "ship corn", "ship corn", "ship indigo")
    s = play(s, "ship coffee", "done")
    assert vps(s)[1] == 2 and goods(s, 1) == {}
    captain = play(
        x1([Seat(goods={"corn": 3}, city={"small_wharf": 1})], ships=FULL_SHIPS),
        "pick captain",
        "use small_wharf",
        "ship corn",
        "done",
    )
    assert vps(captain)[0] == 0 + 1  # 1 barrel: 0 VP, and the privilege once


@pytest.mark.rule("PX-4.9")
def test_lighthouse_doubloons():
    seat = Seat(goods={"corn": 2}, city={"lighthouse": 1})
    s = play(x1([Seat(), seat]), "pick captain", "load corn ship_5")
    assert money(s)[1] == 3 + 1
    idle = play(x1([Seat(city={"lighthouse": 1})]), "pick captain")
    assert money(idle)[0] == 3 + 1  # as captain, even without loading


@pytest.mark.rule("PX-4.10")
def test_ex_pr_29_specialty_factory():
    seat = Seat(
        island={"corn_plantation": 5, "indigo_plantation": 4, "sugar_plantation": 2},
        worked={"corn_plantation": 5, "indigo_plantation": 4, "sugar_plantation": 2},
        city={"specialty_factory": 1, "indigo_plant": 3, "small_indigo_plant": 1, "sugar_mill": 2},
    )
    s = play(x1([Seat(), seat]), "pick craftsman")
    assert goods(s, 1) == {"corn": 5, "indigo": 4, "sugar": 2}
    assert money(s)[1] == 3 + 3


@pytest.mark.rule("PX-4.11")
def test_library_doubles_every_privilege():
    lib = {"library": 1}
    s = play(x1([Seat(doubloons=10, city=lib)]), "pick builder", "build factory")
    assert money(s)[0] == 10 - 5
    s = play(x1([Seat(city=lib)]), "pick prospector_1")
    assert money(s)[0] == 3 + 2
    s = play(x1([Seat(city=lib)]), "pick mayor", "take colonist", "take colonist")
    assert s.players[0].idle >= 2
    seat = Seat(
        island={"corn_plantation": 2},
        worked={"corn_plantation": 2},
        city=lib,
    )
    s = play(x1([seat]), "pick craftsman", "take corn", "take corn")
    assert goods(s, 0) == {"corn": 4}
    diff = play(x1([seat], rules={"library_craftsman_different": True}), "pick craftsman")
    # With the option the second barrel must be another kind: only corn was made.
    assert play(diff, "take corn").phase == "role_choice"
    s = play(x1([Seat(goods={"corn": 1}, city=lib)]), "pick captain", "load corn ship_5")
    assert vps(s)[0] == 1 + 2


@pytest.mark.rule("PX-4.11")
def test_library_settler_second_pick_after_everyone():
    seat = Seat(city={"library": 1})
    s = x1([seat], row=["corn_plantation", "sugar_plantation", "coffee_plantation"])
    s = play(s, "pick settler", "take quarry")
    for _ in range(3):
        s = play(s, "pass")
    assert to_act(s) == 0 and step(s) == "plant"
    assert "take quarry" not in legal(s)  # no second quarry without a Construction hut
    s = play(s, "take coffee_plantation")
    assert s.players[0].island() == 2 and s.phase == "role_choice"


@pytest.mark.rule("PX-4.12")
def test_ex_pr_30_union_hall():
    marko = Seat(goods={"corn": 3, "coffee": 1, "indigo": 2}, city={"union_hall": 1})
    anita = Seat(goods={"corn": 4, "coffee": 2}, city={"union_hall": 1})
    s = play(x1([anita, marko]), "pick captain")
    assert vps(s)[0] == 3
    s = play(s, "load corn ship_7")
    assert vps(s)[1] == 2


@pytest.mark.rule("PX-4.13")
def test_statue_scores_eight_and_takes_no_piece():
    assert lines(Seat(city={"statue": 0}))["buildings"] == 8
    seat = Seat(doubloons=20, city={"university": 1})
    s = play(x1([seat], selection=["statue"]), "pick builder", "build statue")
    assert step(s) != "university" and staff(s, 0)["statue"] == 0


@pytest.mark.rule("PX-4.14")
def test_ex_pr_31_cloister():
    island = {"corn_plantation": 6, "sugar_plantation": 1, "tobacco_plantation": 2}
    eva = Seat(island=island, forests=["coffee_plantation"] * 3, city={"cloister": 1})
    assert lines(eva)["cloister"] == 6
    island = {"corn_plantation": 6, "tobacco_plantation": 3}
    eva = Seat(island=island, forests=["coffee_plantation"] * 3, city={"cloister": 1})
    assert lines(eva)["cloister"] == 10


@pytest.mark.rule("PX-4.3")
def test_a_barrel_counts_toward_the_black_market_only_when_there_is_one():
    """Short 3 for the Factory: a piece, a VP and a barrel cover it; without a barrel only two
    different things could go back, so the Black market build is not offered."""
    poor = Seat(doubloons=4, vp=1, idle=1, city={"black_market": 1})
    s = play(x1([Seat(), poor]), "pick builder", "pass")
    assert "build office black_market" in legal(s)  # short 1
    assert "build factory black_market" not in legal(s)
    rich = dataclasses.replace(poor, goods={"corn": 1})
    s = play(x1([Seat(), rich]), "pick builder", "pass")
    assert "build factory black_market" in legal(s)


@pytest.mark.rule("PX-4.2")
def test_the_forest_house_may_forest_a_drawn_corn_plantation():
    """The first island kind is no exception: a corn tile drawn by the Hacienda is offered
    face up or as a forest."""
    s = x1([Seat(city={"forest_house": 1, "hacienda": 1})], stack_top=["corn_plantation"])
    s = play(s, "pick settler", "use hacienda")
    assert legal(s) == ["lay corn_plantation", "forest corn_plantation"]
