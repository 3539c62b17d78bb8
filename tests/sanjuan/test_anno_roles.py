"""ANNO XVII: the five roles with ANNO's buildings and events (rules_hu AN-5)."""

from __future__ import annotations

import pytest
from anno_builders import (
    TILE_FIRST,
    cities,
    events,
    finish_phase,
    hand,
    kinds,
    legal,
    play,
    scenario,
    step,
)

from sanjuan import data
from sanjuan.rules import to_act


@pytest.mark.rule("AN-5.1")
def test_builder_costs_example():
    """Lili (builder, Library, Quarry): Harbour (4) costs 1; Tamás with a Smith: Wine press 2."""
    s = scenario(
        3,
        hands=[["harbour", "farm", "well"], ["wine_press", "loom", "tower", "well"], []],
        cities=cities(["library", "quarry"], ["smith"], []),
    )
    s = play(s, "pick builder", "build harbour")
    assert s.turn.owed == 1
    s = play(s, "pay farm")
    assert to_act(s) == 1 and "build wine_press" in legal(s)
    s = play(s, "build wine_press")
    assert s.turn.owed == 2


@pytest.mark.rule("AN-5.1")
def test_the_cathedral_is_offered_from_the_middle_when_affordable():
    s = scenario(3, hands=[["farm"] * 5, ["farm"], []], cities=cities(["quarry"], [], []))
    s = play(s, "pick builder")
    assert "build cathedral" in legal(s)  # 7 − 1 − 1 = 5 cards
    s = play(s, "build cathedral")
    assert s.cathedral == -1 and "cathedral" in kinds(s.players[0].city)
    assert len(s.players[0].hand) == 0


@pytest.mark.rule("AN-5.2")
def test_producer_limits_and_the_second_good_option():
    base = {
        "cities": cities(["mill", "farm", "aqueduct"], ["mill"], []),
        "rules": {"producer_second_good_must_differ": False},
    }
    s = play(scenario(3, **base), "pick producer", "produce mill")
    assert legal(s) == ["produce mill", "produce farm", "done"]
    differ = dict(base, rules={"producer_second_good_must_differ": True})
    s = play(scenario(3, **differ), "pick producer", "produce mill")
    assert legal(s) == ["produce farm", "done"]
    s = play(s, "produce farm")
    # 3 goods allowed, but no third type left: the turn ends; the others are not bound.
    assert to_act(s) == 1 and legal(s) == ["produce mill", "pass"]


@pytest.mark.rule("AN-5.2")
def test_the_producer_never_fills_the_pawnshop_and_goods_are_unchecked():
    s = scenario(
        3,
        cities=cities(["pawnshop"], [], []),
        draw_top=["fire"],
    )
    s = play(s, "pick producer")
    assert legal(s) == ["produce mill", "pass"]
    s = play(s, "produce mill")
    assert data.is_event(s.players[0].goods[0]) and events(s) == []


@pytest.mark.rule("AN-5.3")
def test_trader_example_with_merchant_house_and_market_woman():
    """Ádám: trader, Merchant house, Market woman, goods on Mill, Wine press, Loom: 5 + 1."""
    own = ["mill", "wine_press", "loom", "merchant_house", "market_woman"]
    s = scenario(
        3,
        hands=[[], [], []],
        cities=[own, ["mill"], ["mill"]],
        loaded=[[True, True, True, False, False], None, None],
        tiles=TILE_FIRST["tile_11223"],
    )
    s = play(s, "pick trader", "sell mill", "sell wine_press", "sell loom")
    assert len(s.players[0].hand) == 5
    assert legal(s) == ["take market_woman", "pass"]
    s = play(s, "take market_woman")
    assert len(s.players[0].hand) == 6


@pytest.mark.rule("AN-5.3")
def test_income_draws_replace_events():
    s = scenario(
        3,
        cities=[["mill", "goldsmith"], ["mill"], ["mill"]],
        loaded=[[False, True], None, None],
        tiles=TILE_FIRST["tile_12233"],
        draw_top=["fire", "farm", "taxation", "loom", "well"],
    )
    s = play(s, "pick trader", "sell goldsmith")
    assert hand(s, 0) == ["farm", "loom", "well"]
    assert events(s) == ["fire", "taxation"]


@pytest.mark.rule("AN-5.4")
def test_councillor_counts_and_events_among_the_drawn_cards():
    s = scenario(
        3,
        hands=[[], [], []],
        cities=cities([], ["court"], []),
        draw_top=["farm", "democracy", "loom", "well", "tower", "smith", "bank", "office"],
    )
    s = play(s, "pick councillor", "draw")
    assert kinds(s.turn.pending) == ["farm", "loom", "well", "tower", "smith"]
    assert events(s) == ["democracy"]
    s = play(s, "keep tower", "draw")
    assert to_act(s) == 1 and kinds(s.turn.pending) == ["bank", "office"]
    s = play(s, "keep bank", "keep office")  # the Court keeps 2
    assert hand(s, 1) == ["bank", "office"]


@pytest.mark.rule("AN-5.4")
def test_pawnshops_are_filled_before_anyone_draws():
    s = scenario(
        3,
        governor=1,
        cities=cities(["pawnshop"], [], ["pawnshop"]),
        draw_top=["palace", "castle", "farm", "loom"],
    )
    s = play(s, "pick councillor")
    assert (s.phase, to_act(s)) == ("pawnshop", 2)  # clockwise from the chooser (seat 2)
    s = play(s, "take pawnshop", "take pawnshop")
    assert kinds([s.players[2].pawn, s.players[0].pawn]) == ["palace", "castle"]
    assert (s.phase, to_act(s)) == ("councillor", 1)
    s = play(s, "draw")
    assert kinds(s.turn.pending)[:2] == ["farm", "loom"]


@pytest.mark.rule("AN-5.5")
def test_prospector_privilege_then_gold_mine_then_colony_per_player():
    s = scenario(
        3,
        cities=cities(["gold_mine", "colony"], ["gold_mine", "colony"], []),
        draw_top=["farm", "bank", "smith", "well", "loom", "park", "palace"],
    )
    s = play(s, "pick prospector")
    assert step(s) == "prospector"
    s = play(s, "take prospector")
    # The chooser's own Gold mine is skipped; its Colony works.
    assert step(s) == "colony" and to_act(s) == 0
    s = play(s, "reveal")
    assert step(s) == "colony_keep" and legal(s) == ["keep bank", "pass"]
    s = play(s, "keep bank")
    assert (to_act(s), step(s)) == (1, "gold")
    s = play(s, "reveal")  # smith 1, well 2, loom 4, park 3: all different
    assert step(s) == "gold_keep"
    s = play(s, "keep loom")
    assert step(s) == "colony"


@pytest.mark.rule("AN-5.6")
def test_reshuffle_takes_the_discarded_events_back_in():
    s = scenario(
        3,
        hands=[[], [], []],
        discard=["fire", "farm", "loom"],
        events=["industrialisation", "taxation", "revolution", "democracy", "reconstruction"],
        rest=2,
    )
    assert s.draw == ()
    s = play(s, "pick prospector", "take prospector")
    # The Fire went back into the draw pile; drawn, it is revealed and replaced.
    assert len(s.players[0].hand) == 1 and not data.is_event(s.players[0].hand[0])
    assert len(s.discard) + len(s.draw) + len(events(s)) == 2 + 5


@pytest.mark.rule("AN-5.6")
def test_cards_waiting_for_the_harbour_are_not_reshuffled():
    s = scenario(
        3,
        hands=[[], [], []],
        cities=[["mill", "loom", "harbour"], ["mill"], ["mill"]],
        loaded=[[True, True, False], None, None],
        tiles=TILE_FIRST["tile_12233"],
        discard=["well"],
        events=list(data.EVENT_IDS),
        rest=2,
    )
    s = play(s, "pick trader", "sell mill", "sell loom")
    # Income 1 + 3 = 4, but only the Well was in the piles: the sold cards wait.
    assert hand(s, 0) == ["well"] and len(s.turn.pending) == 2
    s = finish_phase(play(s, "harbour loom"))
    assert len(s.players[0].harbour) == 1 and len(s.discard) == 1
