"""ANNO XVII buildings: the re-themed San Juan ones and the ten new ones (rules_hu AN-6, AN-7)."""

from __future__ import annotations

import pytest
from anno_builders import (
    TILE_FIRST,
    cities,
    city,
    events,
    hand,
    kinds,
    legal,
    picks,
    play,
    round_two,
    scenario,
    score,
    step,
)

from sanjuan import data
from sanjuan.rules import sales_limit, to_act
from sanjuan.view import view

ANNO = data.CARDSETS["anno_xvii"]


# ---------------------------------------------------------------------------------------------
# AN-6: buildings with a San Juan counterpart


@pytest.mark.rule("AN-6.1")
def test_production_buildings_hold_one_good_and_take_the_smith_discount():
    table = {b.id: (b.count, b.cost, b.vp, b.function) for b in ANNO.buildings[:5]}
    assert table == {
        "mill": (10, 1, 1, "indigo_plant"),
        "farm": (8, 2, 1, "sugar_mill"),
        "wine_press": (8, 3, 2, "tobacco_storage"),
        "loom": (8, 4, 2, "coffee_roaster"),
        "goldsmith": (8, 5, 3, "silver_smelter"),
    }
    s = scenario(3, hands=[["farm", "well"], [], []], cities=cities(["smith", "farm"], [], []))
    s = play(s, "pick builder", "build farm")  # 2 − 1 − 1 = 0
    assert city(s, 0).count("farm") == 2 and hand(s, 0) == ["well"]
    s = scenario(3, cities=cities(["smith", "farm"], [], []))
    s = play(s, "pick producer", "produce mill", "produce farm")
    assert [g >= 0 for g in s.players[0].goods] == [True, False, True]
    assert legal(s) == ["produce mill", "pass"]  # seat 2: at most one good per building


@pytest.mark.rule("AN-6.2")
def test_re_themed_buildings_work_like_their_san_juan_counterparts():
    s = scenario(
        3,
        cities=[["mill", "farm", "loom", "merchant_house", "market"], ["mill"], ["mill"]],
        loaded=[[True, True, True, False, False], None, None],
        tiles=TILE_FIRST["tile_12233"],
    )
    assert sales_limit(play(s, "pick trader"), 0) == 3  # 1 + chooser 1 + Merchant house 1
    s = play(s, "pick trader", "sell loom", "done")
    assert len(s.players[0].hand) == 3  # the Loom's price on 1-2-2-3-3
    assert legal(s) == ["take market", "pass"]  # sold ≥ 1


@pytest.mark.rule("AN-6.2")
def test_the_carpenter_draws_after_the_cathedral_and_the_black_market_not_the_pawn():
    s = scenario(
        3,
        hands=[["farm"] * 5, [], []],
        cities=[["mill", "carpenter", "black_market", "pawnshop"], ["mill"], ["mill"]],
        loaded=[[True, False, False, False], None, None],
        pawn=[True, False, False],
    )
    s = play(s, "pick builder", "build cathedral")
    assert s.turn.owed == 6
    assert "pay good mill" in legal(s) and not any("pawnshop" in m for m in legal(s))
    s = play(s, "pay good mill")  # the 5 Farms pay the rest: nothing left to choose
    assert hand(s, 0) == [] and step(s) == "carpenter"


@pytest.mark.rule("AN-6.2")
def test_the_library_doubles_only_the_choosers_privilege():
    s = scenario(
        3,
        cities=cities(["library", "gold_mine", "colony"], [], []),
        rules={"goldmine_excludes_chooser": False},
        draw_top=["farm", "loom", "smith", "well", "park", "bank", "tower"],
    )
    s = play(s, "pick prospector", "take prospector")
    assert hand(s, 0) == ["farm", "loom"]  # privilege doubled
    s = play(s, "reveal")
    assert len(s.gold_reveal) == 4  # not 8
    s = play(s, "pass", "reveal")
    assert len(s.gold_reveal) == 1  # Colony: 1 card


@pytest.mark.rule("AN-6.3")
def test_monuments_and_sixes_score_like_their_counterparts():
    table = {b.id: (b.count, b.cost, b.vp, b.cls) for b in ANNO.buildings if b.cls != "function"}
    assert table["memorial_column"] == (3, 3, 3, "monument")
    assert table["equestrian_statue"] == (3, 4, 4, "monument")
    assert table["statue_park"] == (3, 5, 5, "monument")
    for six in ("guild", "city_hall", "triumphal_arch", "palace", "castle"):
        assert table[six][1:] == (6, 0, "six")
    s = scenario(
        3,
        cities=[
            ["mill", "memorial_column", "equestrian_statue", "triumphal_arch", "guild"],
            ["mill"],
            ["mill"],
        ],
    )
    total, lines = score(s, 0)
    assert lines == {"buildings": 8, "chapel": 0, "guild": 2, "triumphal_arch": 6}
    assert total == 16


def gold(chooser_excluded: bool, reveal: list[str]):
    s = scenario(
        3,
        cities=cities(["gold_mine"], ["gold_mine"], []),
        rules={"goldmine_excludes_chooser": chooser_excluded},
        draw_top=["palace", *reveal],
    )
    return play(s, "pick prospector", "take prospector")


@pytest.mark.rule("AN-6.4")
def test_gold_mine_skips_its_chooser_by_default():
    s = gold(True, ["smith", "farm", "wine_press", "loom"])
    assert (to_act(s), step(s)) == (1, "gold")
    s = gold(False, ["smith", "farm", "wine_press", "loom"])
    assert (to_act(s), step(s)) == (0, "gold")


@pytest.mark.rule("AN-6.4")
def test_gold_mine_example_an_event_is_replaced_before_the_comparison():
    """Tamás reveals Smith (1), Farm (2), Industrialisation, Harbour (4), then Statue park (5)."""
    s = gold(True, ["smith", "farm", "industrialisation", "harbour", "statue_park"])
    s = play(s, "reveal")
    assert events(s) == ["industrialisation"]
    assert kinds(s.gold_reveal) == ["smith", "farm", "harbour", "statue_park"]
    assert step(s) == "gold_keep"
    s = play(s, "keep statue_park")
    assert hand(s, 1) == ["statue_park"]


@pytest.mark.rule("AN-6.5")
@pytest.mark.parametrize(("court", "discard"), [(False, 4), (True, 3)])
def test_council_chamber_and_court_table(court, discard):
    s = scenario(
        3,
        hands=[["tower"], [], []],
        cities=cities(["council_chamber", *(["court"] if court else [])], [], []),
    )
    s = play(s, "pick councillor", "draw")
    assert step(s) == "discard" and len(s.players[0].hand) == 6 and s.turn.owed == discard
    s = play(s, *[f"discard {legal(s)[0].split()[1]}"])
    assert s.turn.owed == discard - 1


@pytest.mark.rule("AN-6.5")
def test_a_council_chamber_owner_may_decline_before_drawing():
    """The Council chamber forces the discards only once its owner has drawn: `pass` before
    the draw leaves the hand, the draw pile and the discard pile as they were."""
    s = scenario(3, hands=[["tower"], [], []], cities=cities(["council_chamber"], [], []))
    s = play(s, "pick councillor")
    assert step(s) == "council_draw" and legal(s) == ["draw", "pass"]
    after = play(s, "pass")
    assert hand(after, 0) == ["tower"]
    assert after.draw == s.draw and after.discard == s.discard
    assert after.phase == "councillor" and after.queue[0] == 1


@pytest.mark.rule("AN-6.6")
def test_crane_over_a_park_counts_six_and_over_the_cathedral_returns_it():
    s = scenario(
        3,
        hands=[["guild", "palace", "farm"], [], []],
        cities=[["mill", "crane", "park", "cathedral"], ["mill"], ["mill"]],
    )
    assert s.cathedral == -1
    s = play(s, "pick builder")
    assert "build guild over park" in legal(s)
    s = play(s, "build palace over cathedral")  # 6 − 7 − 1 < 0: free
    assert data.KIND[s.cathedral] == "cathedral"
    assert "cathedral" not in city(s, 0) and "cathedral" not in kinds(s.players[0].covered)


@pytest.mark.rule("AN-6.6")
def test_covered_bank_and_harbour_keep_their_cards_a_covered_pawnshop_loses_its_card():
    s = scenario(
        3,
        hands=[["castle", "palace", "library"], [], []],
        cities=[["mill", "crane", "bank", "harbour", "pawnshop"], ["mill"], ["mill"]],
        bank=[["farm", "farm"], [], []],
        harbour=[["loom"], [], []],
        pawn=[True, False, False],
    )
    covered = play(s, "pick builder", "build castle over bank")
    assert len(covered.players[0].bank) == 2 and covered.players[0].bank_used
    assert score(covered, 0)[1]["bank"] == 2 and score(covered, 0)[1]["harbour"] == 1
    covered = play(s, "pick builder", "build castle over harbour")
    assert len(covered.players[0].harbour) == 1
    covered = play(s, "pick builder", "build palace over pawnshop")
    assert covered.players[0].pawn == -1 and s.players[0].pawn in covered.discard


# ---------------------------------------------------------------------------------------------
# AN-7: the new buildings


@pytest.mark.rule("AN-7.1")
def test_bank_once_a_game_with_a_public_count():
    """Kata banks 5 cards; the Bank then scores 2 + 5; she can never bank again."""
    s = round_two(
        hands=[["farm", "farm", "loom", "loom", "well", "tower"], [], []],
        cities=cities(["bank"], [], []),
    )
    assert (s.phase, step(s)) == ("chapel", "bank")
    s = play(s, "bank farm", "bank farm", "bank loom", "bank loom", "bank well", "done")
    assert len(s.players[0].bank) == 5 and s.players[0].bank_used
    for seat in (1, 2, None):
        assert view(s, seat).players[0].bank_size == 5
        assert view(s, seat).players[0].bank is None
    assert view(s, 0).players[0].bank == ("farm", "farm", "loom", "loom", "well")
    assert score(s, 0)[1]["bank"] == 5
    s = picks(s, "prospector", "trader", "producer")
    assert s.round == 3 and s.phase != "chapel"  # no second use: no Bank step at all


@pytest.mark.rule("AN-7.1")
def test_the_bank_is_used_in_the_chapel_step_passing_keeps_it():
    s = round_two(hands=[["farm", "loom"], [], []], cities=cities(["bank"], [], []))
    assert legal(s) == ["bank farm", "bank loom", "pass"]
    s = play(s, "pass")
    assert not s.players[0].bank_used
    s = picks(s, "prospector", "trader", "producer")
    assert step(s) == "bank"


@pytest.mark.rule("AN-7.1")
def test_a_spent_bank_is_not_offered_again_beside_a_chapel():
    """A Chapel owner still has the round-start step; a Bank used in an earlier round offers
    nothing in it any more."""
    s = round_two(
        hands=[["farm", "loom"], [], []],
        cities=cities(["bank", "chapel"], [], []),
        bank=[["well"], [], []],
        bank_used=[True, False, False],
    )
    assert (s.phase, step(s)) == ("chapel", "chapel")
    s = play(s, "pass")
    assert s.phase != "chapel" and hand(s, 0) == ["farm", "loom"]


@pytest.mark.rule("AN-7.2")
def test_office_swaps_one_or_two_cards_and_replaces_events():
    s = round_two(
        hands=[["farm", "loom", "well"], [], []],
        cities=cities(["office"], [], []),
        draw_top=["tower", "taxation", "smith"],
    )
    assert s.phase == "office"
    assert legal(s) == ["discard farm", "discard loom", "discard well", "pass"]
    s = play(s, "discard farm")
    assert legal(s) == ["discard loom", "discard well", "done"]
    s = play(s, "discard loom")  # the second discard ends the swap: 2 cards drawn
    assert hand(s, 0) == ["smith", "tower", "well"] and events(s) == ["taxation"]
    assert s.phase != "office"


@pytest.mark.rule("AN-7.2")
def test_office_one_card_and_no_office_step_in_round_one():
    s = scenario(3, hands=[["farm", "loom"], [], []], cities=cities(["office"], [], []))
    assert s.phase == "pick"
    s = round_two(hands=[["farm", "loom"], [], []], cities=cities(["office"], [], []))
    s = play(s, "discard farm", "done")
    assert len(s.players[0].hand) == 2 and "farm" not in hand(s, 0)[:0]


@pytest.mark.rule("AN-7.3")
def test_castle_example_two_groups():
    """Réka: five different 1-cost types (1 group), three 2-cost (1), two 6-cost (0): 7."""
    own = ["mill", "mill", "gold_mine", "office", "smith", "city_gate"]
    own += ["farm", "well", "market_woman", "castle", "palace"]
    s = scenario(3, cities=[own, ["mill"], ["mill"]])
    lines = score(s, 0)[1]
    assert lines["castle"] == 7


@pytest.mark.rule("AN-7.4")
def test_cathedral_costs_and_crane_over_a_park():
    """Lili (builder, Library, Quarry): 7 − 2 − 1 = 4; with her Crane on the Park: free."""
    base = {"cities": cities(["library", "quarry", "crane", "park"], [], [])}
    s = play(scenario(3, hands=[["farm"] * 4, [], []], **base), "pick builder")
    assert "build cathedral" in legal(s)
    assert "build cathedral over park" in legal(s)
    s = play(s, "build cathedral over park")
    assert s.turn.owed == 0 and hand(s, 0) == ["farm"] * 4
    s = play(scenario(3, hands=[["farm"] * 3, [], []], **base), "pick builder")
    assert "build cathedral" not in legal(s)


@pytest.mark.rule("AN-6.6")
@pytest.mark.rule("AN-7.4")
def test_a_library_covered_by_the_build_does_not_double_its_privilege():
    """Builder with Library and Crane: the Cathedral over the Library costs 7 − 5 − 1 = 1 (the
    covered Library left play with the build, R-SJ-26); over a Tower the Library still doubles:
    7 − 3 − 2 = 2."""
    base = {"cities": cities(["library", "crane", "tower"], [], [])}
    s = play(scenario(3, hands=[[], [], []], **base), "pick builder")
    assert "build cathedral over library" not in legal(s)
    s = play(scenario(3, hands=[["farm"], [], []], **base), "pick builder")
    assert "build cathedral over library" in legal(s)
    assert "build cathedral over tower" not in legal(s)
    assert play(s, "build cathedral over library").turn.owed == 0  # the one card paid at once
    assert hand(play(s, "build cathedral over library"), 0) == []
    s = play(scenario(3, hands=[["farm", "farm", "mill"], [], []], **base), "pick builder")
    assert play(s, "build cathedral over library").turn.owed == 1
    assert play(s, "build cathedral over tower").turn.owed == 2


@pytest.mark.rule("AN-7.4")
def test_the_cathedral_is_one_building_that_returns_when_burnt():
    s = scenario(
        3,
        cities=[["mill", "cathedral", "city_hall", "castle"], ["mill"], ["mill"]],
        events=["fire"],
    )
    lines = score(s, 0)[1]
    assert lines["city_hall"] == 3  # Cathedral, City hall, Castle
    assert "cathedral" in lines
    s = play(s, "pick fire", "burn cathedral")
    assert data.KIND[s.cathedral] == "cathedral"


@pytest.mark.rule("AN-7.5")
def test_harbour_example_a_sold_card_under_the_harbour():
    """Ádám (not the trader, Harbour, Merchant house) sells wine and meat, keeps the wine card."""
    s = scenario(
        3,
        governor=2,
        cities=[["mill", "wine_press", "farm", "harbour", "merchant_house"], ["mill"], ["mill"]],
        loaded=[[False, True, True, False, False], None, None],
        tiles=TILE_FIRST["tile_12223"],
    )
    s = play(s, "pick trader")
    assert to_act(s) == 0
    wine = s.players[0].goods[1]
    s = play(s, "sell wine_press", "sell farm")
    assert len(s.players[0].hand) == 4 and len(s.turn.pending) == 2
    assert legal(s) == ["harbour farm", "harbour wine_press", "pass"]
    s = play(s, "harbour wine_press")
    assert s.players[0].harbour == (wine,)
    assert all(view(s, seat).players[0].harbour_size == 1 for seat in (0, 1, 2, None))


@pytest.mark.rule("AN-7.6")
@pytest.mark.parametrize(("others", "draws"), [((6, 8), True), ((7, 7), False)])
def test_tavern_example_fewest_buildings(others, draws):
    """Réka (Tavern) 6, Tamás 6, Lili 8: Réka draws; all at 7: nobody draws."""
    filler = ["smith", "office", "well", "crane", "chapel", "tower", "library"]
    mine = 6 if draws else 7
    s = scenario(
        3,
        hands=[[], [], []],
        cities=[
            ["mill", "tavern", *filler[: mine - 2]],
            ["mill", *filler[: others[0] - 1]],
            ["mill", *filler[: others[1] - 1]],
        ],
    )
    s = play(s, "pick builder")
    if draws:
        assert step(s) == "tavern"
        s = play(s, "take tavern")
        assert len(s.players[0].hand) == 1
    else:
        assert s.phase == "pick" and len(s.players[0].hand) == 0


@pytest.mark.rule("AN-7.6")
def test_a_tavern_works_in_the_phase_it_is_built():
    s = scenario(
        3,
        hands=[["tavern", "farm"], [], []],
        cities=[["mill"], ["mill", "well", "crane"], ["mill", "well", "crane"]],
    )
    s = play(s, "pick builder", "build tavern")
    assert len(s.players[0].city) == 2 and step(s) == "tavern"


@pytest.mark.rule("AN-7.7")
def test_colony_keeps_a_card_nobody_has_built():
    """Kata reveals a Bank: nobody has one, she may keep it; a Mill would be discarded."""
    s = scenario(3, cities=cities(["colony"], [], []), draw_top=["farm", "bank"])
    s = play(s, "pick prospector", "take prospector", "reveal")
    assert kinds(s.gold_reveal) == ["bank"] and legal(s) == ["keep bank", "pass"]
    s = scenario(3, cities=cities(["colony"], [], []), draw_top=["farm", "mill"])
    s = play(s, "pick prospector", "take prospector", "reveal")
    assert s.phase == "pick" and kinds(s.discard) == ["mill"]


@pytest.mark.rule("AN-7.7")
def test_colony_counts_a_covered_building_as_built():
    """A Bank covered by another's Crane build was built: a revealed Bank is discarded."""
    s = scenario(
        3,
        cities=cities(["colony"], ["crane", "guild"], []),
        covered=[[], ["bank"], []],
        draw_top=["farm", "bank"],
    )
    s = play(s, "pick prospector", "take prospector", "reveal")
    assert s.phase == "pick" and kinds(s.discard) == ["bank"] and hand(s, 0) == ["farm"]


@pytest.mark.rule("AN-7.7")
def test_colony_forgets_a_building_burnt_by_fire():
    """A Bank that the Fire took has left play entirely: a revealed Bank may be kept."""
    s = scenario(
        3,
        cities=cities(["colony"], ["bank"], []),
        events=["fire"],
        draw_top=["farm", "bank"],
    )
    s = play(s, "pick fire", "burn mill", "burn bank", "burn mill")
    assert "bank" in kinds(s.discard) and to_act(s) == 1
    s = play(s, "pick prospector", "take prospector", "reveal")
    assert kinds(s.gold_reveal) == ["bank"] and legal(s) == ["keep bank", "pass"]


@pytest.mark.rule("AN-7.7")
def test_colony_replaces_an_event_and_tests_the_replacement():
    s = scenario(3, cities=cities(["colony"], [], []), draw_top=["farm", "fire", "bank"])
    s = play(s, "pick prospector", "take prospector", "reveal")
    assert events(s) == ["fire"] and kinds(s.gold_reveal) == ["bank"]
    assert legal(s) == ["keep bank", "pass"]


@pytest.mark.rule("AN-7.8")
def test_park_example():
    """Tamás (not the builder) with a Crane: Guild over Park 0, Cathedral over Park 1."""
    s = scenario(
        3,
        hands=[[], ["guild", "tower"], []],
        cities=[["mill"], ["mill", "crane", "park"], ["mill"]],
    )
    s = play(s, "pick builder")  # seat 1 can build nothing
    assert "build guild over park" in legal(s) and "build cathedral over park" in legal(s)
    after = play(s, "build guild over park")
    assert after.turn.owed == 0 and hand(after, 1) == ["tower"]
    after = play(s, "build cathedral over park")
    assert after.turn.owed == 1
    assert hand(play(after, "pay tower"), 1) == ["guild"]


@pytest.mark.rule("AN-7.9")
@pytest.mark.parametrize(("gate", "kept"), [(False, 6), (True, 7)])
def test_city_gate_keeps_seven(gate, kept):
    s = round_two(
        hands=[["farm"] * 4 + ["loom"] * 3, [], []],
        cities=cities(["city_gate"] if gate else [], [], []),
    )
    if not gate:
        s = play(s, "discard loom")
    assert s.phase == "pick" and len(s.players[0].hand) == kept


@pytest.mark.rule("AN-7.10")
def test_pawnshop_example_sold_for_two_as_one_of_the_sales():
    """Ádám (trader, 2 sales), full Pawnshop, Market woman, wine: 2 + 2 + 1 = 5 cards."""
    s = scenario(
        3,
        hands=[[], [], []],
        cities=[["mill", "wine_press", "pawnshop", "market_woman"], ["mill"], ["mill"]],
        loaded=[[False, True, False, False], None, None],
        pawn=[True, False, False],
        tiles=TILE_FIRST["tile_11223"],
    )
    s = play(s, "pick trader")
    assert legal(s) == ["sell wine_press", "sell pawnshop", "pass"]
    s = play(s, "sell pawnshop", "sell wine_press")
    assert len(s.players[0].hand) == 4 and s.players[0].pawn == -1
    s = play(s, "take market_woman")
    assert len(s.players[0].hand) == 5


@pytest.mark.rule("AN-7.10")
def test_the_pawnshop_is_no_production_building():
    s = scenario(
        3,
        cities=[["mill", "pawnshop", "guild"], ["mill"], ["mill"]],
        pawn=[True, False, False],
    )
    assert score(s, 0)[1]["guild"] == 2
    assert s.players[0].pawn >= 0
    assert "produce pawnshop" not in legal(play(s, "pick producer"))
