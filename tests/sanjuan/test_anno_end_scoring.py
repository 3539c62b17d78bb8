"""ANNO XVII: the end of the game and the final scoring (rules_hu AN-9, AN-10)."""

from __future__ import annotations

import pytest
from anno_builders import (
    ELEVEN,
    legal,
    picks,
    play,
    scenario,
    score,
)

from common.records import replace
from sanjuan import data
from sanjuan.game import ANNO_XVII
from sanjuan.rules import to_act
from sanjuan.score import castle_groups, ladder
from sanjuan.state import State


@pytest.mark.rule("AN-9.1")
def test_twelve_buildings_end_the_game_after_the_builder_phase():
    """Everyone in that phase still builds; no pick, event or round start follows."""
    s = scenario(
        3,
        hands=[["loom", "farm"], ["farm", "farm", "farm"], []],
        cities=[ELEVEN, ["mill"], ["mill"]],
        events=["fire"],
    )
    s = play(s, "pick builder", "build farm")
    assert len(s.players[0].city) == 12 and s.phase == "builder" and to_act(s) == 1
    s = play(s, "build farm")
    assert s.phase == "over" and ANNO_XVII.outcome(s) is not None


@pytest.mark.rule("AN-9.1")
def test_the_cathedral_counts_toward_twelve_and_nobody_exceeds_it():
    s = scenario(3, hands=[["farm"] * 5, [], []], cities=[ELEVEN, ["mill"], ["mill"]])
    s = play(s, "pick builder", "build cathedral")  # 7 − 1 − 1 (Quarry) = 5
    assert s.phase == "over" and len(s.players[0].city) == 12
    full = scenario(3, hands=[["goldsmith", "farm"], [], []], cities=[[*ELEVEN, "loom"], [], []])
    builds = [m for m in legal(play(full, "pick builder")) if m != "pass"]
    assert builds and all(" over " in m for m in builds)  # only Crane builds at 12


def frozen(copies: int) -> State:
    """Two seats, empty hands and piles, events face up: every other card lies covered."""
    events = list(data.EVENT_IDS) * copies
    s = scenario(2, hands=[[], []], events=events, rules={"event_copies": copies})
    p = s.players[1]
    s = replace(s, draw=(), players=(s.players[0], replace(p, covered=s.draw)))
    ANNO_XVII.check_invariants(s)
    return picks(s, "prospector", "trader", "producer")


@pytest.mark.rule("AN-9.1")
def test_a_frozen_game_ends_when_nothing_can_move():
    """D-SJ-1 in ANNO: empty piles, no goods, no Pawnshop card, no event, nothing buildable."""
    assert frozen(0).phase == "over"
    s = frozen(1)  # a face-up event could still move cards
    assert s.phase == "pick" and s.round == 2


@pytest.mark.rule("AN-9.2")
def test_end_checks_after_reconstruction_but_not_after_fire():
    s = scenario(
        3,
        hands=[["city_gate"], [], []],
        cities=[[*ELEVEN[:-1], "loom"], ["mill"], ["mill"]],
        events=["reconstruction", "fire"],
    )
    s = play(s, "pick reconstruction", "build city_gate")
    assert len(s.players[0].city) == 12
    assert s.phase == "over"
    s = scenario(3, cities=[ELEVEN, ["mill"], ["mill"]], events=["fire"])
    s = play(s, "pick fire", "burn farm", "burn mill", "burn mill")
    assert s.phase == "pick"


@pytest.mark.rule("AN-9.2")
def test_end_check_after_the_taverns():
    s = scenario(
        3,
        hands=[["farm", "farm"], [], []],
        cities=[ELEVEN, ["mill", "tavern"], ["mill", "well", "crane"]],
    )
    s = play(s, "pick builder", "build farm")
    assert s.phase == "tavern" and to_act(s) == 1
    s = play(s, "take tavern")
    assert s.phase == "over"


@pytest.mark.rule("AN-10.1")
def test_scoring_order_worked_example():
    """Kata: printed 19, tucked 11, City hall 8, Castle 9: 47; Palace 11; total 58."""
    own = ["mill", "farm", "wine_press", "loom", "chapel", "bank", "harbour"]
    own += ["memorial_column", "equestrian_statue", "city_hall", "castle", "palace"]
    s = scenario(
        3,
        cities=[own, ["mill"], ["mill"]],
        chapel=[["smith"] * 3 + ["well"], [], []],
        bank=[["tower"] * 3 + ["office"] * 2, [], []],
        harbour=[["park", "park"], [], []],
    )
    total, lines = score(s, 0)
    assert lines == {
        "buildings": 19,
        "chapel": 4,
        "bank": 5,
        "harbour": 2,
        "city_hall": 8,
        "castle": 9,
        "palace": 11,
    }
    assert total == 58


@pytest.mark.rule("AN-10.2")
def test_tucked_cards_score_one_each_covered_piles_included():
    s = scenario(
        3,
        cities=[["mill", "city_hall"], ["mill"], ["mill"]],
        covered=[["chapel", "bank", "harbour"], [], []],
        chapel=[["farm"], [], []],
        bank=[["farm", "farm"], [], []],
        harbour=[["fire"], [], []],
    )
    lines = score(s, 0)[1]
    assert (lines["chapel"], lines["bank"], lines["harbour"]) == (1, 2, 1)


@pytest.mark.rule("AN-10.3")
def test_guild_city_hall_and_triumphal_arch():
    """Four production buildings: Guild 8; City hall with five other specials: 6."""
    s = scenario(
        3,
        cities=[
            ["mill", "farm", "farm", "loom", "guild"],
            ["mill", "city_hall", "smith", "well", "crane", "office", "tower"],
            ["mill", "triumphal_arch", "memorial_column", "statue_park"],
        ],
    )
    assert score(s, 0)[1]["guild"] == 8
    assert score(s, 1)[1]["city_hall"] == 6
    assert score(s, 2)[1]["triumphal_arch"] == 6


@pytest.mark.rule("AN-10.4")
def test_the_ladder():
    assert [ladder(n) for n in range(7)] == [0, 4, 7, 9, 10, 10, 10]


@pytest.mark.rule("AN-10.5")
def test_castle_groups_example():
    """Tamás: Mill, Mill, Smith, Office (1 group), six 2-cost types (2 groups), Castle: 9."""
    own = ["mill", "mill", "smith", "office", "well", "crane", "poor_house", "tavern"]
    own += ["black_market", "market_woman", "castle"]
    assert castle_groups(own) == 3
    s = scenario(3, cities=[own, ["mill"], ["mill"]])
    assert score(s, 0)[1]["castle"] == 9


@pytest.mark.rule("AN-10.6")
def test_cathedral_counts_the_others_sixes():
    """Réka: Cathedral + City hall; Tamás Palace + Guild; Lili Castle: 3 units, 9 points."""
    s = scenario(
        3,
        cities=[
            ["mill", "cathedral", "city_hall"],
            ["mill", "palace", "guild"],
            ["mill", "castle"],
        ],
    )
    lines = score(s, 0)[1]
    assert lines["cathedral"] == 9 and lines["city_hall"] == 2


@pytest.mark.rule("AN-10.7")
def test_palace_is_computed_last():
    """Printed 22, Chapel 2, Bank 6, Harbour 3, Cathedral 7: 40, Palace 10, total 50."""
    own = ["mill", "goldsmith", "goldsmith", "goldsmith", "library", "statue_park", "chapel"]
    own += ["bank", "harbour", "cathedral", "palace"]  # printed 1+3+3+3+3+5+2+2+2 = 24
    s = scenario(
        3,
        cities=[own, ["mill", "palace", "guild"], ["mill"]],
        chapel=[["farm", "farm"], [], []],
        bank=[["loom"] * 6, [], []],
        harbour=[["well"] * 3, [], []],
    )
    total, lines = score(s, 0)
    subtotal = sum(v for k, v in lines.items() if k != "palace")
    assert lines["palace"] == subtotal // 4 and total == subtotal + subtotal // 4
    assert lines["cathedral"] == 7


@pytest.mark.rule("AN-10.8")
def test_tie_break_hand_and_goods_not_the_pawnshop_card():
    """Ádám 2 cards + 1 good (+ a Pawnshop card), Kata 4 cards: on equal points Kata wins."""
    s = scenario(
        2,
        hands=[["farm", "farm"], ["loom", "loom", "well", "well"]],
        cities=[["mill", "farm", "pawnshop"], ["mill", "farm", "park"]],
        loaded=[[True, False, False], None],
        pawn=[True, False],
    )
    result = ANNO_XVII.outcome(replace(s, phase="over"))
    assert result is not None
    assert [sc.total for sc in result.scores] == [4, 4]
    assert [sc.tiebreak for sc in result.scores] == [3, 4]
    assert result.winners == (1,)
