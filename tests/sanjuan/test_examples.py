"""The worked examples of rulings/sanjuan.md §7.1 and §7.3 (FX-SJ-*, FX-D-*), as corrected."""

from __future__ import annotations

import pytest
from builders import (
    city,
    finish_phase,
    goods,
    hand,
    kinds,
    legal,
    new_game,
    picks,
    play,
    repeat,
    scenario,
    step,
)

from common import rng
from common.contract import IllegalMove
from common.records import replace
from sanjuan import data
from sanjuan.game import SAN_JUAN
from sanjuan.rules import legal_moves, production_limit, sales_limit, to_act
from sanjuan.score import seat_score

FILL = "indigo_plant"
TILE_FIRST = {t: [t, *(x for x in data.TILE_IDS if x != t)] for t in data.TILE_IDS}


def lines(player, seat=0):
    sheet = seat_score(player, seat)
    return sheet.total, {line.key: line.points for line in sheet.lines}


@pytest.mark.rule("SJ-4.2")
def test_fx_sj_01_free_sugar_mill_no_card_back():
    """Anita (builder, Smithy + Library) builds a sugar mill: pays 0 and gains no card."""
    s = scenario(
        players=3,
        hands=[["sugar_mill", "well", "crane"], [], []],
        cities=[["indigo_plant", "smithy", "library"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build sugar_mill")
    assert hand(s, 0) == ["crane", "well"]
    assert s.discard == ()
    assert "sugar_mill" in city(s, 0)


@pytest.mark.rule("SJ-11.8")
def test_fx_sj_02_market_stand_and_trading_post():
    """Éva (trader, Market stand, Trading post) sells indigo, tobacco, silver on 1-1-2-2-3: 7."""
    own = ["indigo_plant", "tobacco_storage", "silver_smelter", "market_stand", "trading_post"]
    s = scenario(
        players=3,
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, True, True, False, False], None, None],
        tiles=TILE_FIRST["tile_11223"],
    )
    s = play(s, "pick trader", "sell indigo_plant", "sell tobacco_storage", "sell silver_smelter")
    assert len(s.players[0].hand) == 6
    s = play(s, "take market_stand")
    assert len(s.players[0].hand) == 7
    assert goods(s, 0) == 0


def gold(reveal):
    s = scenario(
        players=3,
        cities=[["indigo_plant", "gold_mine"], ["indigo_plant"], ["indigo_plant"]],
        draw_top=["palace", *reveal],
    )
    return play(s, "pick prospector", "take prospector", "reveal")


@pytest.mark.rule("SJ-11.2")
def test_fx_sj_03a_gold_mine_repeated_cost():
    """Library 5, Prefecture 3, Smithy 1, Tobacco storage 3: cost 3 repeats, all 4 discarded."""
    s = gold(["library", "prefecture", "smithy", "tobacco_storage"])
    assert hand(s, 0) == ["palace"]
    assert sorted(kinds(s.discard)) == ["library", "prefecture", "smithy", "tobacco_storage"]


@pytest.mark.rule("SJ-11.2")
def test_fx_sj_03b_gold_mine_keeps_quarry():
    """Quarry 4, Smithy 1, Tobacco storage 3, Library 5: all differ, she keeps the Quarry."""
    s = gold(["quarry", "smithy", "tobacco_storage", "library"])
    assert step(s) == "gold_keep"
    s = play(s, "keep quarry")
    assert hand(s, 0) == ["palace", "quarry"]
    assert sorted(kinds(s.discard)) == ["library", "smithy", "tobacco_storage"]


@pytest.mark.rule("SJ-11.3")
def test_fx_sj_04_archive_and_prefecture():
    """Éva (councillor, Prefecture + Archive): 5 into the hand, 3 from the whole hand; net +2."""
    s = scenario(
        players=3,
        hands=[["sugar_mill", "sugar_mill"], [], []],
        cities=[["indigo_plant", "prefecture", "archive"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick councillor", "draw")
    assert len(s.players[0].hand) == 7
    assert step(s) == "discard" and s.turn.owed == 3
    s = play(s, "discard sugar_mill", "discard sugar_mill", legal(s)[0])
    assert len(s.players[0].hand) == 2 + 2
    assert to_act(s) == 1


@pytest.mark.rule("SJ-11.5")
def test_fx_sj_05_black_market_library():
    """Márk (Black market) builds a Library with 2 goods + 3 cards: hand −4, discard +5."""
    own = ["indigo_plant", "tobacco_storage", "black_market"]
    s = scenario(
        players=3,
        hands=[[], ["library", "well", "crane", "smithy", "statue"], []],
        cities=[["indigo_plant"], own, ["indigo_plant"]],
        loaded=[None, [True, True, False], None],
    )
    s = play(s, "pick builder")
    assert to_act(s) == 1
    s = play(s, "build library", "pay good indigo_plant", "pay good tobacco_storage")
    s = play(s, "pay well", "pay crane", "pay smithy")
    assert len(s.players[1].hand) == 5 - 4
    assert len(s.discard) == 5
    assert goods(s, 1) == 0
    assert "library" in city(s, 1)


@pytest.mark.rule("SJ-11.6")
@pytest.mark.parametrize(
    ("chooser", "library", "limit"), [(False, False, 2), (True, False, 3), (True, True, 4)]
)
def test_fx_sj_06_trading_post(chooser, library, limit):
    """Anita's Trading post: 2 sales (not trader), 3 (trader), 4 (trader with Library)."""
    seat = 0 if chooser else 1
    five = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]
    cities = [["indigo_plant"]] * 3
    cities[seat] = [*five, "trading_post"] + ["library"] * library
    loaded = [[False]] * 3
    loaded[seat] = [True] * 5 + [False] * (1 + library)
    s = play(scenario(players=3, cities=cities, loaded=loaded), "pick trader")
    assert to_act(s) == seat and sales_limit(s, seat) == limit
    s = repeat(s, "sell", limit)
    assert goods(s, seat) == 5 - limit
    assert s.phase != "trader" or to_act(s) != seat


@pytest.mark.rule("SJ-11.12")
@pytest.mark.parametrize(
    ("chooser", "library", "limit"), [(False, False, 2), (True, False, 3), (True, True, 4)]
)
def test_fx_sj_07_aqueduct(chooser, library, limit):
    """Éva's Aqueduct: 2 goods (not producer), 3 (producer), 4 (producer with Library)."""
    seat = 0 if chooser else 1
    five = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]
    cities = [["indigo_plant"]] * 3
    cities[seat] = [*five, "aqueduct"] + ["library"] * library
    s = play(scenario(players=3, cities=cities), "pick producer")
    assert production_limit(s, seat) == limit
    if not chooser:
        s = play(s, "produce indigo_plant")
    s = repeat(s, "produce", limit)
    assert goods(s, seat) == limit
    assert s.phase != "producer" or to_act(s) != seat


@pytest.mark.rule("SJ-11.9")
def test_fx_sj_08a_crane_palace_over_chapel():
    """Éva covers her Chapel with a Palace: pays 3; its cards stay and score; no more tucks."""
    own = ["indigo_plant", "chapel", "crane"]
    s = scenario(
        players=3,
        hands=[[], ["palace", "well", "crane", "smithy", "statue"], []],
        cities=[["indigo_plant"], own, ["indigo_plant"]],
        chapel=[[], ["hero", "hero", "hero"], []],
    )
    s = play(s, "pick builder", "build palace over chapel")
    assert s.turn.owed == 3
    s = play(s, "pay well", "pay crane", "pay smithy")
    assert len(city(s, 1)) == 3
    assert len(s.players[1].chapel) == 3
    total, sheet = lines(s.players[1], 1)
    assert sheet["chapel"] == 3
    assert total == 1 + 1 + 3 + (1 + 1 + 3) // 4
    # Next round: no Chapel step for her any more.
    s = picks(s, "trader", "prospector")
    assert s.round == 2 and s.phase == "pick"


@pytest.mark.rule("SJ-11.9")
def test_fx_sj_08b_crane_statue_over_coffee_roaster():
    """Márk covers a loaded coffee roaster with a Statue: pays 0, no refund, the good is lost."""
    own = ["indigo_plant", "coffee_roaster", "crane"]
    s = scenario(
        players=3,
        hands=[[], ["statue", "well"], []],
        cities=[["indigo_plant"], own, ["indigo_plant"]],
        loaded=[None, [False, True, False], None],
    )
    good = s.players[1].goods[1]
    s = play(s, "pick builder", "build statue over coffee_roaster+good")
    assert hand(s, 1) == ["well"]
    assert s.discard == (good,)
    assert city(s, 1) == ["indigo_plant", "statue", "crane"]


@pytest.mark.rule("SJ-11.10")
def test_fx_sj_09_chapel_with_seven_cards():
    """Márk's Chapel with 7 cards under it is worth 2 + 7 = 9."""
    s = scenario(
        players=2,
        cities=[["chapel"], ["indigo_plant"]],
        chapel=[["well"] * 3 + ["smithy"] * 3 + ["palace"], []],
    )
    total, sheet = lines(s.players[0])
    assert sheet == {"buildings": 2, "chapel": 7}
    assert total == 9


@pytest.mark.rule("SJ-11.14")
@pytest.mark.parametrize(
    ("chooser", "library", "archive", "drawn", "discards"),
    [
        (False, False, False, 2, 0),
        (True, False, False, 5, 3),
        (True, True, False, 8, 6),
        (False, False, True, 2, 0),
        (True, False, True, 5, 3),
        (True, True, True, 8, 6),
    ],
)
def test_fx_sj_10_prefecture(chooser, library, archive, drawn, discards):
    """Prefecture: keep 2 of 2 / 5 / 8; with an Archive add 2 / 5 / 8 and discard 0 / 3 / 6."""
    seat = 0 if chooser else 1
    cities = [["indigo_plant"]] * 3
    cities[seat] = ["indigo_plant", "prefecture"] + ["library"] * library + ["archive"] * archive
    s = play(scenario(players=3, cities=cities), "pick councillor", "draw")
    if not chooser:
        s = play(s, legal(s)[0], "draw")
    if archive:
        assert len(s.players[seat].hand) == drawn
        if discards:
            assert s.turn.owed == discards
            s = repeat(s, "discard", discards)
    else:
        assert len(s.turn.pending) == drawn
        s = repeat(s, "keep", 2)
    assert len(s.players[seat].hand) == 2
    assert to_act(s) != seat


@pytest.mark.rule("SJ-11.15")
@pytest.mark.parametrize(
    ("tile", "cards"),
    [("tile_12233", 6), ("tile_11122", 4), ("tile_11222", 4), ("tile_11223", 4), ("tile_12223", 5)],
)
def test_fx_sj_11_market_hall_corrected(tile, cards):
    """Market hall, sugar + coffee: 6 on 1-2-2-3-3, 4 on 11122/11222/11223, 5 on 12223."""
    own = ["indigo_plant", "sugar_mill", "coffee_roaster", "market_hall"]
    s = scenario(
        players=3,
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False, True, True, False], None, None],
        tiles=TILE_FIRST[tile],
    )
    s = play(s, "pick trader", "sell sugar_mill", "sell coffee_roaster", "take market_hall")
    assert len(s.players[0].hand) == cards


@pytest.mark.rule("SJ-11.16")
def test_fx_sj_12_quarry_free_crane():
    """Márk (builder, Quarry) builds a Crane for 0."""
    s = scenario(
        players=3,
        hands=[["crane", "well"], [], []],
        cities=[["indigo_plant", "quarry"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build crane")
    assert hand(s, 0) == ["well"] and "crane" in city(s, 0)


@pytest.mark.rule("SJ-11.17")
def test_fx_sj_13a_library_archive_prefecture():
    """Anita (councillor, Library + Archive + Prefecture): 8 into the hand, 6 discarded; +2."""
    own = ["indigo_plant", "library", "archive", "prefecture"]
    s = scenario(
        players=3, hands=[["well"], [], []], cities=[own, ["indigo_plant"], ["indigo_plant"]]
    )
    s = play(s, "pick councillor", "draw")
    assert len(s.players[0].hand) == 9 and s.turn.owed == 6
    s = repeat(s, "discard", 6)
    assert len(s.players[0].hand) == 1 + 2


@pytest.mark.rule("SJ-11.17")
@pytest.mark.parametrize(
    ("building", "paid"), [("hero", 2), ("palace", 3), ("tower", 0), ("crane", 0)]
)
def test_fx_sj_13b_library_and_quarry(building, paid):
    """Éva (builder, Library + Quarry) pays cost − 3 (at least 0) for a violet building."""
    s = scenario(
        players=3,
        hands=[[building, *[FILL] * 5], [], []],
        cities=[["indigo_plant", "library", "quarry"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", f"build {building}")
    assert len(s.players[0].hand) == 5 - paid


@pytest.mark.rule("SJ-11.17")
def test_fx_sj_13c_library_doubles_every_privilege():
    """Chooser's Library: councillor 8 keep 1; builder −2; producer 3; trader 3; prospector 2."""
    lib = ["indigo_plant", "library"]
    five = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]
    s = play(scenario(players=3, cities=[lib, lib, lib]), "pick councillor", "draw")
    assert len(s.turn.pending) == 8
    s = play(s, legal(s)[0])
    assert len(s.players[0].hand) == 1
    s = scenario(players=3, cities=[[*five, "library"], lib, lib])
    assert production_limit(play(s, "pick producer"), 0) == 3
    loaded = [[True] * 5 + [False], None, None]
    s = scenario(players=3, cities=[[*five, "library"], lib, lib], loaded=loaded)
    assert sales_limit(play(s, "pick trader"), 0) == 3
    s = scenario(players=3, cities=[lib, lib, lib], hands=[["hero", *[FILL] * 5], [], []])
    s = play(s, "pick builder", "build hero")
    assert len(s.players[0].hand) == 5 - 3
    s = play(scenario(players=3, cities=[lib, lib, lib]), "pick prospector", "take prospector")
    assert len(s.players[0].hand) == 2


@pytest.mark.rule("SJ-11.17")
@pytest.mark.parametrize(
    ("first", "second_draws"), [("pick prospector", 5), ("pick prospector nolibrary", 8)]
)
def test_fx_sj_14_two_player_library_once_a_round(first, second_draws):
    """2 players: a Library used on the governor's pick 1 is spent; saved, it doubles pick 2."""
    s = scenario(players=2, cities=[["indigo_plant", "library"], ["indigo_plant"]])
    s = play(s, first, "take prospector")
    assert len(s.players[0].hand) == (2 if second_draws == 5 else 1)
    s = picks(s, "builder")
    s = play(s, "pick councillor", "draw")
    assert to_act(s) == 0 and len(s.turn.pending) == second_draws


@pytest.mark.rule("SJ-4.3")
def test_fx_sj_15_no_second_statue():
    """A second Statue is illegal; Statue + Victory column is legal."""
    s = scenario(
        players=3,
        hands=[["statue", "victory_column", *[FILL] * 4], [], []],
        cities=[["indigo_plant", "statue"], ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder")
    with pytest.raises(IllegalMove):
        play(s, "build statue")
    s = play(s, "build victory_column")
    assert {"statue", "victory_column"} <= set(city(s, 0))


@pytest.mark.rule("SJ-12.2")
def test_fx_sj_16_guild_hall():
    """Márk: Guild hall, 2 indigo plants, a sugar mill, a tobacco storage: bonus 8."""
    own = ["guild_hall", "indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage"]
    s = scenario(players=2, cities=[own, ["indigo_plant"]])
    assert lines(s.players[0])[1]["guild_hall"] == 8


@pytest.mark.rule("SJ-12.3")
def test_fx_sj_17_city_hall_corrected():
    """Anita's 8 violet buildings, City hall included: bonus 8 (the printed 9 is wrong)."""
    own = [
        "poor_house",
        "aqueduct",
        "carpenter",
        "chapel",
        "quarry",
        "library",
        "victory_column",
        "city_hall",
    ]
    s = scenario(players=2, cities=[own, ["indigo_plant"]])
    assert lines(s.players[0])[1]["city_hall"] == 8


@pytest.mark.rule("SJ-12.4")
def test_fx_sj_18_triumphal_arch():
    """Éva: Victory column, Statue, Triumphal arch: bonus 6."""
    s = scenario(
        players=2, cities=[["victory_column", "statue", "triumphal_arch"], ["indigo_plant"]]
    )
    assert lines(s.players[0])[1]["triumphal_arch"] == 6


@pytest.mark.rule("SJ-12.5")
def test_fx_sj_19_palace():
    """Márk has 34 points without his Palace: the Palace adds 8, 42 in total."""
    own = [
        "palace",
        "hero",
        "victory_column",
        "statue",
        "library",
        "silver_smelter",
        "chapel",
        "tower",
        "quarry",
        "indigo_plant",
    ]
    s = scenario(
        players=2,
        cities=[own, ["indigo_plant"]],
        chapel=[["well"] * 3 + ["smithy"] * 3 + ["crane"] * 3, []],
    )
    total, sheet = lines(s.players[0])
    assert total - sheet["palace"] == 34
    assert sheet["palace"] == 8 and total == 42


@pytest.mark.rule("SJ-2.4")
def test_fx_sj_20_draft_four_players():
    """Draft, 4 players: the seats see 5 / 6 / 7 / 8, keep 4; 10 discarded; draw pile 80."""
    s = new_game(4, seed=20, starting_hand_draft=True)
    assert [len(p.hand) for p in s.players] == [5, 6, 7, 8]
    while s.phase == "draft":
        s = play(s, legal(s)[-1])
    assert [len(p.hand) for p in s.players] == [4, 4, 4, 4]
    assert len(s.discard) == 10
    assert len(s.draw) == 80


@pytest.mark.rule("SJ-3.2")
def test_fx_sj_21_two_player_pick_order():
    """2 players: governor, other, governor; 3 roles a round; then the other is governor."""
    s = scenario(players=2, governor=0)
    seats = []
    for role in ("builder", "producer", "trader"):
        seats.append(to_act(s))
        s = finish_phase(play(s, f"pick {role}"))
    assert seats == [0, 1, 0]
    assert s.round == 2 and s.governor == 1 and to_act(s) == 1
    assert len(legal(s)) == 5


@pytest.mark.rule("SJ-11.9")
def test_fx_d_03_crane_city_hall_over_chapel_free():
    """Builder with Library + Quarry builds a City hall (6) over the Chapel (3): pays 0."""
    own = ["indigo_plant", "library", "quarry", "crane", "chapel"]
    s = scenario(
        players=3,
        hands=[["city_hall", "well"], [], []],
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
    )
    s = play(s, "pick builder", "build city_hall over chapel")
    assert hand(s, 0) == ["well"]
    assert len(city(s, 0)) == 5
    assert kinds(s.players[0].covered) == ["chapel"]


@pytest.mark.rule("SJ-13.3")
def test_fx_d_05_tie_break():
    """A and B on equal points: 3 hand + 2 goods beats 4 + 0; 5 against 5 is a shared win."""
    for b_hand, winners in ((["coffee_roaster"] * 4, (0,)), (["coffee_roaster"] * 5, (0, 1))):
        s = scenario(
            players=2,
            cities=[["indigo_plant", "sugar_mill"], ["indigo_plant", "sugar_mill"]],
            loaded=[[True, True], [False, False]],
            hands=[["well"] * 3, b_hand],
        )
        out = SAN_JUAN.outcome(replace(s, phase="over"))
        assert out.scores[0].total == out.scores[1].total
        assert out.winners == winners


@pytest.mark.rule("SJ-13.1")
def test_fx_d_07_two_players_end_after_the_first_pick():
    """2 players: the other player's 12th building ends the game after the governor's builder."""
    eleven = [
        "indigo_plant",
        "sugar_mill",
        "tobacco_storage",
        "coffee_roaster",
        "silver_smelter",
        "smithy",
        "well",
        "chapel",
        "tower",
        "statue",
        "hero",
    ]
    s = scenario(
        players=2,
        hands=[["sugar_mill", "crane"], ["indigo_plant", "sugar_mill"]],
        cities=[["indigo_plant"], eleven],
    )
    s = play(s, "pick builder", "build sugar_mill")
    assert s.phase == "builder" and to_act(s) == 1
    s = play(s, "build indigo_plant")
    assert len(city(s, 1)) == 12
    assert s.phase == "over" and to_act(s) is None
    assert s.picks == (("builder", 0),)
    assert SAN_JUAN.outcome(s) is not None


@pytest.mark.rule("SJ-11.2")
def test_fx_d_08_gold_mine_with_three_cards_left():
    """A Gold mine reveal with only 3 cards in both piles: all 3 discarded, nothing kept."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "gold_mine"], ["indigo_plant"], ["indigo_plant"]],
        draw_top=["smithy", "sugar_mill"],
        discard=["library"],
        rest=2,
    )
    s = play(s, "pick prospector", "pass", "reveal")
    assert hand(s, 0) == []
    assert sorted(kinds(s.discard)) == ["library", "smithy", "sugar_mill"]
    assert s.draw == () and s.phase == "pick"


@pytest.mark.rule("SJ-1.2")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fx_d_10_card_conservation_in_a_random_playout(players):
    """A seeded random playout keeps all 110 cards, each in exactly one zone, after every move."""
    s = new_game(players, seed=100 + players)
    r = rng.seed_state(players)
    for _ in range(3000):
        if s.phase == "over":
            break
        moves = legal_moves(s)
        assert moves
        r, i = rng.below(r, len(moves))
        s = SAN_JUAN.apply(s, moves[i])
        SAN_JUAN.check_invariants(s)
    assert s.phase == "over"
    assert max(len(p.city) for p in s.players) == 12
