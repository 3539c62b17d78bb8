"""Producer phase, goods, Aqueduct and Well (SJ-5, SJ-11.7, SJ-11.12)."""

from __future__ import annotations

import pytest
from builders import goods, hand, legal, play, scenario, step

from sanjuan import data
from sanjuan.rules import production_limit, to_act
from sanjuan.view import view

FIVE = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]


def produce_all(s, seat):
    """Let `seat` produce on every building offered until it may not produce any more."""
    assert to_act(s) == seat
    n = 0
    while to_act(s) == seat and step(s) == "produce":
        s = play(s, next(t for t in legal(s) if t.startswith("produce")))
        n += 1
    return s, n


@pytest.mark.rule("SJ-5.1")
def test_produce_puts_the_top_card_face_down_on_an_empty_building():
    """A good is the top draw-pile card, put on a chosen empty production building."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "coffee_roaster"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, False], None, None],
        draw_top=["palace", "hero"],
    )
    top = s.draw[0]
    s = play(s, "pick producer")
    assert legal(s) == ["produce coffee_roaster", "pass"]
    s = play(s, "produce coffee_roaster")
    assert s.players[0].goods[1] == top
    assert s.draw[0] != top
    assert hand(s, 0) == []


@pytest.mark.rule("SJ-5.1")
def test_done_stops_producing_early_and_full_seats_are_skipped():
    """'done' ends one's production; a seat without an empty production building is skipped."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "sugar_mill"], ["indigo_plant"], ["indigo_plant", "well"]],
        loaded=[[False, False], [True], [False, False]],
    )
    s = play(s, "pick producer", "produce sugar_mill")
    assert legal(s) == ["produce indigo_plant", "done"]
    s = play(s, "done")
    assert goods(s, 0) == 1
    assert to_act(s) == 2  # seat 1's only building is full
    s = play(s, "produce indigo_plant")
    assert s.phase == "pick"


@pytest.mark.rule("SJ-5.2")
@pytest.mark.rule("SJ-11.12")
@pytest.mark.parametrize(
    ("chooser", "library", "aqueduct", "limit"),
    [
        (False, False, False, 1),
        (True, False, False, 2),
        (True, True, False, 3),
        (False, True, False, 1),
        (False, False, True, 2),
        (True, False, True, 3),
        (True, True, True, 4),
    ],
)
def test_production_limits(chooser, library, aqueduct, limit):
    """1 good; +1 for the producer; +1 more with its Library; +1 with an Aqueduct (anyone)."""
    own = FIVE + ["library"] * library + ["aqueduct"] * aqueduct
    cities = [["indigo_plant"], ["indigo_plant"], ["indigo_plant"]]
    seat = 0 if chooser else 1
    cities[seat] = own
    s = play(scenario(players=3, cities=cities), "pick producer")
    assert production_limit(s, seat) == limit
    if not chooser:
        s = play(s, "produce indigo_plant")
    s, n = produce_all(s, seat)
    assert n == limit
    assert goods(s, seat) == limit


@pytest.mark.rule("SJ-5.2")
def test_production_is_capped_by_empty_buildings_and_types_may_repeat():
    """No more goods than empty production buildings; two indigo plants may both produce."""
    s = scenario(
        players=3,
        cities=[
            ["indigo_plant", "indigo_plant", "sugar_mill", "library", "aqueduct"],
            ["indigo_plant"],
            ["indigo_plant"],
        ],
        loaded=[[False, False, True, False, False], None, None],
    )
    s = play(s, "pick producer", "produce indigo_plant")
    assert legal(s) == ["produce indigo_plant", "done"]
    s = play(s, "produce indigo_plant")
    assert to_act(s) == 1
    assert goods(s, 0) == 3


@pytest.mark.rule("SJ-5.2")
@pytest.mark.rule("SJ-11.7")
def test_example_bence_aqueduct_and_well():
    """Bence (producer, Aqueduct, Well, 3 empty buildings) fills all 3 and draws for the Well."""
    s = scenario(
        players=3,
        cities=[
            ["indigo_plant", "sugar_mill", "coffee_roaster", "aqueduct", "well"],
            ["indigo_plant"],
            ["indigo_plant"],
        ],
        draw_top=["smithy", "smithy", "smithy", "palace"],
    )
    s = play(s, "pick producer")
    s, n = produce_all(s, 0)
    assert n == 3
    assert step(s) == "well" and legal(s) == ["take well", "pass"]
    s = play(s, "take well")
    assert hand(s, 0) == ["palace"]


@pytest.mark.rule("SJ-11.7")
def test_well_needs_two_goods_whoever_chose():
    """Well: 2 goods produced draw a card, also for a non-chooser; 1 good draws nothing."""
    s = scenario(
        players=3,
        cities=[
            ["indigo_plant", "sugar_mill", "well"],
            ["indigo_plant", "sugar_mill", "well", "aqueduct"],
            ["indigo_plant"],
        ],
        draw_top=["statue"] * 3 + ["hero"],
    )
    s = play(s, "pick producer", "produce indigo_plant", "done")
    assert to_act(s) == 1  # one good: no Well card for seat 0
    s = play(s, "produce indigo_plant", "produce sugar_mill")
    assert step(s) == "well"
    s = play(s, "take well")
    assert hand(s, 1) == ["hero"]
    assert hand(s, 0) == []


@pytest.mark.rule("SJ-5.1")
def test_nothing_to_produce_when_no_card_is_left():
    """With both piles empty no good can be produced: the seat is skipped."""
    s = scenario(players=2, cities=[["indigo_plant"], ["indigo_plant"]], rest=1)
    assert s.draw == () and s.discard == ()
    s = play(s, "pick producer")
    assert s.phase == "pick"
    assert goods(s, 0) == 0


@pytest.mark.rule("SJ-5.3")
def test_goods_are_hidden_from_everyone_and_valued_by_their_building():
    """Nobody sees which card a good is, the owner included; its kind is its building's."""
    s = scenario(
        players=2,
        cities=[["indigo_plant", "silver_smelter"], ["indigo_plant"]],
        loaded=[[False, True], [False]],
        tiles=["tile_11223", "tile_11122", "tile_11222", "tile_12223", "tile_12233"],
    )
    good = s.players[0].goods[1]
    assert data.DECK[good] == "palace"
    for seat in (0, 1, None):
        v = view(s, seat)
        assert v.players[0].goods == (False, True)
        assert "palace" not in repr(v)
    # The palace card lying on the silver smelter sells as silver: 3 on tile 1-1-2-2-3.
    s = play(s, "pick trader", "sell silver_smelter")
    assert len(s.players[0].hand) == 3
