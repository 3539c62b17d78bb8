"""End of the game and scoring, with the large buildings (PR-1.1, PR-13, PR-12.14–PR-12.18)."""

from __future__ import annotations

import pytest
from pr_builders import GAME, Seat, finish_phase, legal, picks, play, scenario, to_act

from common.contract import ScoreLine
from common.records import replace
from puertorico.score import seat_score

ELEVEN = {
    b: 0
    for b in [
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
}


def over(state):
    """The same boards, scored as a finished game."""
    return replace(state, phase="game_over")


def lines(seat: Seat, players: int = 3) -> dict[str, int]:
    s = scenario(players, [seat] + [Seat() for _ in range(players - 1)], surplus=1)
    return {line.key: line.points for line in seat_score(s.players[0], 0).lines}


@pytest.mark.rule("PR-1.1")
def test_the_winner_has_the_most_vp_from_chips_buildings_and_bonuses():
    seats = [
        Seat(vp=10, city={"harbor": 0}),
        Seat(vp=12),
        Seat(vp=2, city={"customs_house": 1, "fortress": 0}),
    ]
    result = GAME.outcome(over(scenario(3, seats, surplus=1)))
    assert [s.total for s in result.scores] == [13, 12, 2 + 8 + 0]
    assert result.winners == (0,)


@pytest.mark.rule("PR-13.1")
def test_the_round_is_played_to_its_end_and_no_doubloons_are_added():
    s = scenario(3, colonist_ship=0, colonist_supply=1)
    s = picks(s, "mayor")
    assert s.board.triggers == ("colonists_short",)
    assert s.phase == "role_choice"
    s = picks(s, "builder", "trader")
    assert s.phase == "game_over"
    assert s.roles.money == (0, 0, 0, 0, 0, 0)
    assert GAME.to_act(s) is None and legal(s) == []


@pytest.mark.rule("PR-13.1")
def test_an_empty_supply_triggers_and_the_trigger_stays_to_the_end():
    s = scenario(3, colonist_ship=0, colonist_supply=0)
    s = picks(s, "mayor", "settler", "craftsman")
    assert s.phase == "game_over"
    assert s.board.triggers == ("colonists_short",)


@pytest.mark.rule("PR-13.2")
def test_running_out_of_colonists_ends_the_game_after_the_round():
    s = scenario(4, colonist_ship=0, colonist_supply=3)
    s = picks(s, "mayor")
    assert s.board.colonist_ship == 3 and s.board.colonist_supply == 0
    assert s.board.triggers == ("colonists_short",)
    s = picks(s, "settler", "builder", "trader")
    assert s.phase == "game_over"


@pytest.mark.rule("PR-13.2")
def test_an_exact_supply_does_not_end_the_game():
    s = scenario(4, colonist_ship=0, colonist_supply=4)
    s = picks(s, "mayor")
    assert s.board.colonist_supply == 0 and s.board.triggers == ()


@pytest.mark.rule("PR-13.3")
def test_the_twelfth_space_ends_the_game_but_the_phase_and_round_go_on():
    seats = [Seat(doubloons=20, city=ELEVEN), Seat(doubloons=20), Seat(doubloons=20)]
    s = play(scenario(3, seats), "pick builder", "build office")
    assert s.board.triggers == ("city_full",)
    assert to_act(s) == 1
    s = play(s, "build harbor", "build wharf")
    assert s.players[2].city == ("wharf",)
    s = picks(s, "settler", "mayor")
    assert s.phase == "game_over"


@pytest.mark.rule("PR-13.3")
def test_the_eleventh_space_does_not_end_the_game():
    """Ten buildings plus one: 11 of 12 city spaces filled, no trigger; the next round begins."""
    ten = dict(list(ELEVEN.items())[:10])
    seats = [Seat(doubloons=20, city=ten), Seat(doubloons=20), Seat(doubloons=20)]
    s = play(scenario(3, seats), "pick builder", "build office")
    assert s.players[0].spaces() == 11 and s.board.triggers == ()
    s = picks(finish_phase(s), "settler", "mayor")
    assert s.phase == "role_choice" and s.roles.round == 2


@pytest.mark.rule("PR-13.3")
def test_a_large_building_on_the_eleventh_space_fills_the_city():
    """A large building takes two spaces: ten buildings plus a large one fill all 12."""
    ten = dict(list(ELEVEN.items())[:10])
    seats = [Seat(doubloons=20, city=ten), Seat(doubloons=20), Seat(doubloons=20)]
    s = play(scenario(3, seats), "pick builder", "build guild_hall")
    assert s.players[0].spaces() == 12 and s.board.triggers == ("city_full",)


@pytest.mark.rule("PR-13.4")
def test_vp_beyond_the_last_chip_are_still_credited():
    """3 VP chips left, Anita loads 5 barrels: she gets 6 (with the bonus), the supply is 0."""
    s = scenario(4, [Seat(goods={"corn": 5}), Seat(), Seat(), Seat()], vp_supply=3)
    s = play(s, "pick captain", "load corn ship_5")
    assert s.players[0].vp == 6
    assert s.board.vp_supply == 0 and s.board.vp_extra == 3
    assert s.board.triggers == ("vp_exhausted",)
    s = finish_phase(s)
    s = picks(s, "settler", "builder", "mayor")
    assert s.phase == "game_over"


@pytest.mark.rule("PR-13.4")
@pytest.mark.parametrize(("chips", "fired"), [(6, True), (7, False)])
def test_the_last_chip_taken_fires_the_end_one_left_does_not(chips, fired):
    """Anita loads 5 barrels and gets the captain's bonus: 6 VP. With 6 chips left the supply
    reaches 0 exactly and the end is triggered; with 7, one chip stays and nothing fires."""
    s = scenario(4, [Seat(goods={"corn": 5}), Seat(), Seat(), Seat()], vp_supply=chips)
    s = play(s, "pick captain", "load corn ship_5")
    assert s.players[0].vp == 6 and s.board.vp_supply == chips - 6 and s.board.vp_extra == 0
    assert (s.board.triggers == ("vp_exhausted",)) == fired


@pytest.mark.rule("PR-13.5")
def test_final_scoring_worked_example():
    """Jenő: 27 VP in chips; buildings 20 VP; occupied customs house +6; idle guild hall 0."""
    jeno = Seat(
        vp=27,
        city={
            "small_indigo_plant": 0,
            "indigo_plant": 0,
            "coffee_roaster": 0,
            "hacienda": 0,
            "large_market": 0,
            "harbor": 0,
            "customs_house": 1,
            "guild_hall": 0,
        },
    )
    assert lines(jeno) == {"vp": 27, "buildings": 20, "customs_house": 6}
    s = over(scenario(3, [jeno, Seat(), Seat()], surplus=1))
    assert GAME.outcome(s).scores[0].total == 53


@pytest.mark.rule("PR-13.5")
def test_scores_only_exist_at_the_end():
    s = scenario(3)
    assert GAME.outcome(s) is None
    assert GAME.outcome(over(s)) is not None


@pytest.mark.rule("PR-13.6")
def test_ties_are_broken_by_doubloons_plus_barrels():
    """Anna and Dávid 48 each: Anna 4 doubloons + 2 barrels beats Dávid's 5 + 0."""
    seats = [
        Seat(vp=48, doubloons=4, goods={"corn": 2}),
        Seat(vp=10),
        Seat(vp=48, doubloons=5),
        Seat(),
        Seat(),
    ]
    result = GAME.outcome(over(scenario(5, seats, surplus=4, goods_supply={"corn": 8})))
    assert result.places[0] == 1 and result.places[2] == 2
    assert result.tiebreak_used
    even = [Seat(vp=48, doubloons=5), Seat(), Seat(vp=48, doubloons=5), Seat(), Seat()]
    result = GAME.outcome(over(scenario(5, even, surplus=4)))
    assert result.places[0] == result.places[2] == 1
    assert result.winners == (0, 2)


@pytest.mark.rule("PR-13.6")
def test_a_tie_below_the_top_uses_no_tie_break():
    seats = [Seat(vp=20, doubloons=1), Seat(vp=12, doubloons=5), Seat(vp=12, doubloons=2)]
    result = GAME.outcome(over(scenario(3, seats, surplus=1)))
    assert result.winners == (0,) and not result.tiebreak_used


@pytest.mark.rule("PR-12.14")
def test_guild_hall():
    """Jenő: small indigo, indigo plant, sugar mill, coffee roaster: 1 + 2 + 2 + 2 = 7."""
    city = {"guild_hall": 1, "small_indigo_plant": 0, "indigo_plant": 0, "sugar_mill": 0}
    city["coffee_roaster"] = 0
    assert lines(Seat(city=city))["guild_hall"] == 7
    city["guild_hall"] = 0
    assert "guild_hall" not in lines(Seat(city=city))


@pytest.mark.rule("PR-12.15")
def test_residence():
    for filled, extra in ((0, 4), (9, 4), (10, 5), (11, 6), (12, 7)):
        island = {"corn_plantation": min(filled, 8), "quarry": max(0, filled - 8)}
        seat = Seat(island={k: v for k, v in island.items() if v}, city={"residence": 1})
        assert lines(seat)["residence"] == extra, filled


@pytest.mark.rule("PR-12.16")
def test_fortress():
    """20 pieces → 6; 22 → 7; windrose pieces count."""
    twenty = Seat(
        island={"corn_plantation": 8},
        worked={"corn_plantation": 8},
        city={"fortress": 1, "sugar_mill": 3},
        idle=8,
    )
    assert lines(twenty)["fortress"] == 6
    twenty.idle = 10
    assert lines(twenty)["fortress"] == 7


@pytest.mark.rule("PR-12.17")
def test_customs_house():
    assert lines(Seat(vp=23, city={"customs_house": 1}))["customs_house"] == 5
    assert lines(Seat(vp=30, city={"customs_house": 1}))["customs_house"] == 7


@pytest.mark.rule("PR-12.18")
def test_city_hall():
    city = {
        "city_hall": 1,
        "hacienda": 0,
        "harbor": 0,
        "office": 0,
        "construction_hut": 0,
        "large_warehouse": 0,
        "residence": 0,
        "coffee_roaster": 1,
    }
    assert lines(Seat(city=city))["city_hall"] == 7


def test_score_lines_are_in_a_fixed_order():
    seat = Seat(vp=1, city={"city_hall": 1, "guild_hall": 1, "residence": 1})
    s = scenario(3, [seat, Seat(), Seat()], surplus=1)
    assert [ln.key for ln in seat_score(s.players[0], 0).lines] == [
        "vp",
        "buildings",
        "guild_hall",
        "residence",
        "city_hall",
    ]
    assert isinstance(seat_score(s.players[0], 0).lines[0], ScoreLine)
