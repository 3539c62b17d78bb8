"""The ANNO XVII worked examples of rulings/sanjuan.md §7.2 and §7.3 (FX-AN-01..16 and the
derived FX-D-01, 02, 04, 06, 09)."""

from __future__ import annotations

import pytest
from anno_builders import (
    ELEVEN,
    TILE_FIRST,
    cities,
    events,
    finish_phase,
    hand,
    kinds,
    legal,
    new_game,
    picks,
    play,
    round_two,
    scenario,
    score,
    step,
)

from sanjuan import data
from sanjuan.rules import production_limit, sales_limit, to_act
from sanjuan.score import ladder


@pytest.mark.rule("AN-3.6")
def test_fx_an_01_draft_sees_5_6_7_8_and_keeps_4():
    s = new_game(4, seed=2, starting_hand_draft=True)
    assert [len(p.hand) for p in s.players] == [5, 6, 7, 8]
    while s.phase == "draft":
        s = play(s, legal(s)[0])
    assert [len(p.hand) for p in s.players] == [4] * 4
    assert len(s.discard) == 10 and len(s.draw) == 112 - len(s.event_row)


@pytest.mark.rule("AN-5.4")
def test_fx_an_02_councillor_draws():
    s = scenario(3, hands=[[], [], []])
    s = play(s, "pick councillor", "draw")
    assert len(s.turn.pending) == 5
    s = play(s, f"keep {kinds(s.turn.pending)[0]}", "draw")
    assert len(s.players[0].hand) == 1 and len(s.discard) == 4
    assert to_act(s) == 1 and len(s.turn.pending) == 2


@pytest.mark.rule("AN-6.2")
def test_fx_an_03_library_doubles_every_privilege():
    base = {"cities": [["mill", "library", "mill", "mill", "farm"], ["mill"], ["mill"]]}
    s = play(scenario(3, **base), "pick councillor", "draw")
    assert len(s.turn.pending) == 8
    s = play(scenario(3, hands=[["loom", "farm", "well", "tower"], [], []], **base), "pick builder")
    assert play(s, "build loom").turn.owed == 2
    assert production_limit(play(scenario(3, **base), "pick producer"), 0) == 3
    loaded = dict(base, loaded=[[True, False, True, True, True], None, None])
    assert sales_limit(play(scenario(3, **loaded), "pick trader"), 0) == 3
    s = play(scenario(3, **base), "pick prospector", "take prospector")
    assert len(s.players[0].hand) == 2


@pytest.mark.rule("AN-4.5")
@pytest.mark.parametrize(
    ("buildings", "kept"),
    [([], 6), (["city_gate"], 7), (["tower"], 7), (["tower", "city_gate"], 7)],
)
def test_fx_an_04_hand_of_seven_at_the_hand_limit_step(buildings, kept):
    s = round_two(hands=[["farm"] * 4 + ["loom"] * 3, [], []], cities=cities(buildings, [], []))
    if kept == 6:
        assert s.phase == "hand_limit" and s.turn.owed == 1
        s = play(s, "discard loom")
    assert s.phase == "pick" and len(s.players[0].hand) == kept


@pytest.mark.rule("AN-7.8")
def test_fx_an_05_park_under_a_crane_counts_six():
    s = scenario(
        3,
        hands=[[], ["guild", "tower"], []],
        cities=[["mill"], ["mill", "crane", "park"], ["mill"]],
    )
    s = play(s, "pick builder")
    assert to_act(s) == 1
    assert play(s, "build guild over park").turn.owed == 0
    assert play(s, "build cathedral over park").turn.owed == 1


@pytest.mark.rule("AN-6.5")
def test_fx_an_06_effects_add_up():
    s = scenario(
        3,
        hands=[["colony", "farm", "well", "tower", "smith"], [], []],
        cities=cities(["quarry"], [], []),
    )
    assert play(s, "pick builder", "build colony").turn.owed == 3  # 5 − 1 − 1
    s = scenario(3, hands=[["tower"], [], []], cities=cities(["council_chamber", "court"], [], []))
    s = play(s, "pick councillor", "draw")
    assert len(s.players[0].hand) == 6 and s.turn.owed == 3  # keep 2 of the 5 drawn


@pytest.mark.rule("AN-10.3")
@pytest.mark.parametrize(("monuments", "bonus"), [(1, 4), (2, 6), (3, 8)])
def test_fx_an_07_triumphal_arch(monuments, bonus):
    kinds_ = ["memorial_column", "equestrian_statue", "statue_park"][:monuments]
    s = scenario(3, cities=cities(["triumphal_arch", *kinds_], [], []))
    assert score(s, 0)[1]["triumphal_arch"] == bonus


@pytest.mark.rule("AN-10.3")
def test_fx_an_08_city_hall_with_five_other_specials():
    s = scenario(
        3, cities=cities(["city_hall", "smith", "well", "crane", "office", "tower"], [], [])
    )
    assert score(s, 0)[1]["city_hall"] == 6


@pytest.mark.rule("AN-10.3")
def test_fx_an_09_guild_with_three_production_buildings():
    s = scenario(3, cities=[["mill", "farm", "loom", "guild"], ["mill"], ["mill"]])
    assert score(s, 0)[1]["guild"] == 6


@pytest.mark.rule("AN-10.4")
def test_fx_an_10_ladder():
    assert [ladder(n) - ladder(n - 1) for n in range(1, 6)] == [4, 3, 2, 1, 0]
    assert [ladder(n) for n in range(1, 5)] == [4, 7, 9, 10]


@pytest.mark.rule("AN-8.8")
def test_fx_an_11_democracy_second_build_and_game_end_after_the_event():
    s = scenario(
        3,
        hands=[["farm", "farm", "loom"], [], []],
        cities=[ELEVEN[:-1], ["mill", "tavern"], ["mill", "well", "crane"]],
        events=["democracy"],
    )
    s = finish_phase(play(s, "pick builder", "build farm"))  # 11 buildings
    assert s.phase == "pick"
    s = play(s, "pick democracy", "pick builder", "build farm")  # the 12th in one round
    assert (step(s), to_act(s)) == ("tavern", 1)  # Tavern first
    s = play(s, "take tavern")
    assert s.phase == "over"


@pytest.mark.rule("AN-8.9")
def test_fx_an_12_reconstruction_free_cost_four_then_end_check_no_tavern():
    s = scenario(
        3,
        hands=[["loom", "goldsmith"], [], []],
        cities=[ELEVEN, ["mill", "tavern"], ["mill", "well", "crane"]],
        events=["reconstruction"],
    )
    s = play(s, "pick reconstruction")
    assert legal(s) == ["build loom", "pass"]  # the Goldsmith costs 5
    s = play(s, "build loom")
    assert s.phase == "over" and len(s.players[1].hand) == 0  # no Tavern draw


@pytest.mark.rule("AN-6.4")
@pytest.mark.parametrize(("excluded", "first_reveal"), [(True, 1), (False, 0)])
def test_fx_an_13_gold_mine_and_its_chooser(excluded, first_reveal):
    s = scenario(
        3,
        cities=cities(["gold_mine"], ["gold_mine"], []),
        rules={"goldmine_excludes_chooser": excluded},
    )
    s = play(s, "pick prospector", "take prospector")
    assert (to_act(s), step(s)) == (first_reveal, "gold")


@pytest.mark.rule("AN-8.6")
def test_fx_an_14_taxation():
    s = scenario(3, hands=[["farm"], ["loom", "well"], []], events=["taxation"])
    s = play(s, "pick taxation")
    assert to_act(s) == 1
    s = play(s, "discard loom")
    assert s.phase == "pick" and hand(s, 0) == ["farm"] and hand(s, 1) == ["well"]


@pytest.mark.rule("AN-8.5")
def test_fx_an_15_industrialisation_three_players_draw_three_each():
    s = scenario(
        3,
        hands=[[], [], []],
        events=["industrialisation"],
        draw_top=["farm", "fire", "farm", "farm", "loom", "loom", "loom", "well", "well", "well"],
    )
    s = play(s, "pick industrialisation")
    assert [hand(s, i) for i in range(3)] == [["farm"] * 3, ["loom"] * 3, ["well"] * 3]
    assert events(s) == ["fire"]


@pytest.mark.rule("AN-7.1")
def test_fx_an_16_bank_once_per_game_even_after_a_crane_rebuild():
    """Used in round 4, covered by a Crane build, built again: no later Bank use."""
    s = scenario(
        3,
        round=4,
        hands=[["bank", "farm", "loom", "well", "tower", "smith"], [], []],
        cities=cities(["crane", "palace"], [], []),
        covered=[["bank"], [], []],
        bank=[["park"], [], []],
        bank_used=[True, False, False],
    )
    s = play(s, "pick builder", "build bank", "pay farm", "pay loom", "pay well")
    assert "bank" in kinds(s.players[0].city) and s.players[0].bank_used
    s = finish_phase(s)
    s = picks(s, "producer", "trader")
    assert s.round == 5 and s.phase == "pick"  # no Chapel/Bank step for seat 1
    assert len(s.players[0].bank) == 1


@pytest.mark.rule("AN-10.5")
def test_fx_d_01_castle_groups():
    own = ["mill", "mill", "gold_mine", "office", "smith", "farm", "crane", "tavern"]
    own += ["castle", "palace", "guild"]
    s = scenario(3, cities=[own, ["mill"], ["mill"]])
    assert score(s, 0)[1]["castle"] == 9


@pytest.mark.rule("AN-10.6")
def test_fx_d_02_cathedral_counts_the_others_sixes():
    s = scenario(
        3,
        cities=[
            ["mill", "cathedral", "city_hall"],
            ["mill", "palace", "guild"],
            ["mill", "castle"],
        ],
    )
    assert score(s, 0)[1]["cathedral"] == 9


@pytest.mark.rule("AN-7.6")
@pytest.mark.parametrize(("counts", "draws"), [((5, 5, 7), True), ((6, 6, 6), False)])
def test_fx_d_04_tavern(counts, draws):
    filler = ["smith", "office", "well", "crane", "chapel", "tower", "library"]
    rows = [["mill", "tavern", *filler[: counts[0] - 2]]]
    rows += [["mill", *filler[: n - 1]] for n in counts[1:]]
    s = play(scenario(3, hands=[[], [], []], cities=rows), "pick builder")
    assert (step(s) == "tavern") is draws


@pytest.mark.rule("AN-10.7")
def test_fx_d_06_palace_on_tucked_cards_and_castle():
    """Printed 20, Chapel 3, Bank 4, Harbour 1, Castle 4: S = 32, Palace 8, total 40."""
    own = ["mill", "farm", "loom", "goldsmith", "chapel", "bank", "harbour", "library"]
    own += ["memorial_column", "castle", "palace"]  # printed 1+1+2+3+2+2+2+3+3 = 19
    own += ["city_gate"]  # + 1 = 20; cost-1 group? mill, city_gate: 2 types → no group
    s = scenario(
        3,
        cities=[own, ["mill"], ["mill"]],
        chapel=[["well"] * 3, [], []],
        bank=[["tower"] * 3 + ["park"], [], []],
        harbour=[["smith"], [], []],
    )
    total, lines = score(s, 0)
    assert lines["buildings"] == 20
    assert (lines["chapel"], lines["bank"], lines["harbour"], lines["castle"]) == (3, 4, 1, 4)
    assert lines["palace"] == 8 and total == 40


@pytest.mark.rule("AN-7.10")
def test_fx_d_09_pawnshop_card_and_a_good_with_market_woman():
    s = scenario(
        3,
        hands=[[], [], []],
        cities=[["mill", "loom", "pawnshop", "market_woman"], ["mill"], ["mill"]],
        loaded=[[False, True, False, False], None, None],
        pawn=[True, False, False],
        tiles=TILE_FIRST["tile_12233"],
    )
    s = play(s, "pick trader", "sell pawnshop", "sell loom")
    # Both sales are used: the seat goes on to the Market woman at once.
    assert len(s.players[0].hand) == 2 + data.TILES["tile_12233"][3]
    assert legal(s) == ["take market_woman", "pass"]
    s = play(s, "take market_woman")
    assert len(s.players[0].hand) == 2 + 3 + 1
