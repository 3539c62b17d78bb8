"""Monuments, six-cost buildings, scoring and the tie-break (SJ-12, SJ-13.2, SJ-13.3)."""

from __future__ import annotations

import pytest
from builders import play, scenario

from common.records import replace
from sanjuan import data
from sanjuan.game import SAN_JUAN
from sanjuan.score import seat_score


def score(city, chapel=(), covered=(), hand=(), loaded=None):
    """The score sheet of seat 0 with this city (2 players; seat 1 has an indigo plant)."""
    s = scenario(
        players=2,
        cities=[list(city), ["indigo_plant"]],
        chapel=[list(chapel), []],
        covered=[list(covered), []],
        hands=[list(hand), []],
        loaded=[loaded, None],
    )
    sheet = seat_score(s.players[0], 0)
    return sheet.total, {line.key: line.points for line in sheet.lines}


@pytest.mark.rule("SJ-12.1")
def test_monuments():
    """Statue 3/3, Victory column 4/4, Hero 5/5, three copies each; all three may stand."""
    for kind, value in (("statue", 3), ("victory_column", 4), ("hero", 5)):
        b = data.BY_ID[kind]
        assert (b.count, b.cost, b.vp, b.cls) == (3, value, value, "monument")
    total, _ = score(["indigo_plant", "statue", "victory_column", "hero"])
    assert total == 1 + 3 + 4 + 5


@pytest.mark.rule("SJ-12.1")
def test_monuments_do_nothing_during_play():
    """A monument has no in-game function: building it only adds a building."""
    s = scenario(players=3, hands=[["statue", "sugar_mill", "sugar_mill"], [], []])
    s = play(s, "pick builder", "build statue")
    assert s.phase == "pick"  # no follow-up step of any kind


@pytest.mark.rule("SJ-12.2")
def test_guild_hall():
    """Guild hall: 0 printed VP, 2 per own production building in play."""
    city = ["indigo_plant", "indigo_plant", "coffee_roaster", "silver_smelter", "guild_hall"]
    total, lines = score(city)
    assert lines["guild_hall"] == 8
    assert total == 1 + 1 + 2 + 3 + 0 + 8
    # A covered production building does not count.
    _, lines = score(["indigo_plant", "crane", "guild_hall"], covered=["sugar_mill"])
    assert lines["guild_hall"] == 2


@pytest.mark.rule("SJ-12.3")
def test_city_hall_counts_violet_buildings_itself_included():
    """City hall: 1 per own violet building in play (monuments, sixes and itself included)."""
    city = ["indigo_plant", "poor_house", "well", "statue", "palace", "city_hall"]
    _, lines = score(city)
    assert lines["city_hall"] == 5
    _, lines = score(["indigo_plant", "city_hall"])
    assert lines["city_hall"] == 1


@pytest.mark.rule("SJ-12.4")
@pytest.mark.parametrize(
    ("monuments", "bonus"),
    [([], 0), (["statue"], 4), (["statue", "hero"], 6), (["statue", "hero", "victory_column"], 8)],
)
def test_triumphal_arch(monuments, bonus):
    """Triumphal arch: 0 / 4 / 6 / 8 for 0 / 1 / 2 / 3 monuments."""
    _, lines = score(["indigo_plant", *monuments, "triumphal_arch"])
    assert lines["triumphal_arch"] == bonus


@pytest.mark.rule("SJ-12.4")
def test_arch_and_city_hall_both_count_monuments():
    """With a City hall too, the monuments count for both bonuses."""
    _, lines = score(["indigo_plant", "statue", "hero", "triumphal_arch", "city_hall"])
    assert lines["triumphal_arch"] == 6
    assert lines["city_hall"] == 4


@pytest.mark.rule("SJ-12.5")
def test_palace_is_a_quarter_of_everything_else_rounded_down():
    """Palace: floor(all other points / 4), computed last, Chapel cards and bonuses included."""
    city = ["indigo_plant", "library", "hero", "chapel", "guild_hall", "palace"]
    # printed 1 + 3 + 5 + 2 = 11, chapel 3, guild hall 2 → 16 → palace 4
    total, lines = score(city, chapel=["well"] * 3)
    assert lines["palace"] == 4
    assert total == 20
    total, lines = score(["indigo_plant", "sugar_mill", "palace"])
    assert lines["palace"] == 0 and total == 2


@pytest.mark.rule("SJ-12.5")
def test_palace_example_37_becomes_46():
    """37 points without the Palace: the Palace adds 9."""
    city = ["hero", "victory_column", "statue", "library", "quarry", "tower", "chapel", "palace"]
    # printed 5 + 4 + 3 + 3 + 2 + 2 + 2 = 21; 16 Chapel cards → 37
    chapel = ["indigo_plant"] * 8 + ["sugar_mill"] * 8
    total, lines = score(city, chapel=chapel)
    assert total - lines["palace"] == 37
    assert lines["palace"] == 9 and total == 46


@pytest.mark.rule("SJ-13.2")
def test_worked_example_hanna_52():
    """Hanna: 21 printed + 5 Chapel + 10 Guild hall + 6 Arch = 42, Palace 10 → 52."""
    city = [
        "indigo_plant",
        "indigo_plant",
        "sugar_mill",
        "coffee_roaster",
        "silver_smelter",
        "chapel",
        "library",
        "statue",
        "hero",
        "guild_hall",
        "triumphal_arch",
        "palace",
    ]
    total, lines = score(city, chapel=["smithy"] * 3 + ["well"] * 2)
    assert lines == {
        "buildings": 21,
        "chapel": 5,
        "guild_hall": 10,
        "triumphal_arch": 6,
        "palace": 10,
    }
    assert total == 52


@pytest.mark.rule("SJ-13.2")
def test_only_buildings_in_play_score_but_covered_chapel_cards_do():
    """Covered cards score nothing; cards under a covered Chapel still score."""
    total, lines = score(["indigo_plant", "crane", "palace"], covered=["hero"], chapel=["well"] * 2)
    assert lines["buildings"] == 2
    assert lines["chapel"] == 2
    assert total == 4 + 1


def _over(s):
    return replace(s, phase="over")


@pytest.mark.rule("SJ-13.3")
def test_tie_break_hand_plus_goods():
    """Tied on points: more hand cards + goods wins; still tied: a shared win."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "sugar_mill"], ["indigo_plant", "sugar_mill"], ["hero"]],
        loaded=[[True, True], [False, False], [False]],
        hands=[["well"] * 3, ["crane"] * 3, ["smithy"] * 2],
    )
    out = SAN_JUAN.outcome(_over(s))
    assert [x.total for x in out.scores] == [2, 2, 5]
    assert out.winners == (2,)
    assert out.places == (2, 3, 1)  # the tie-break orders the places behind the winner
    s = scenario(
        players=2,
        cities=[["indigo_plant", "sugar_mill"], ["indigo_plant", "sugar_mill"]],
        loaded=[[True, True], [False, False]],
        hands=[["well"] * 3, ["crane"] * 3 + ["smithy"] * 2],
    )
    out = SAN_JUAN.outcome(_over(s))
    assert out.winners == (0, 1) and out.places == (1, 1)
    assert out.tiebreak_used


@pytest.mark.rule("SJ-13.3")
def test_no_tie_at_the_top_uses_no_tie_break():
    """A tie below the winner is no tie-break: only equal best totals call for one."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "sugar_mill"], ["indigo_plant", "sugar_mill"], ["hero"]],
        hands=[["well"] * 3, ["crane"], []],
    )
    out = SAN_JUAN.outcome(_over(s))
    assert [x.total for x in out.scores] == [2, 2, 5]
    assert out.winners == (2,) and not out.tiebreak_used


@pytest.mark.rule("SJ-13.3")
def test_tie_break_example_bence_and_dora():
    """Bence 3 cards + 2 goods beats Dóra's 4 cards."""
    s = scenario(
        players=2,
        cities=[["indigo_plant", "sugar_mill"], ["indigo_plant", "sugar_mill"]],
        loaded=[[True, True], [False, False]],
        hands=[["well"] * 3, ["crane"] * 3 + ["smithy"]],
    )
    out = SAN_JUAN.outcome(_over(s))
    assert out.scores[0].total == out.scores[1].total
    assert out.winners == (0,)
    assert [x.tiebreak for x in out.scores] == [5, 4]
