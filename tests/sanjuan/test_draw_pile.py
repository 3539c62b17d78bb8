"""When the draw pile runs out (SJ-9.1)."""

from __future__ import annotations

import pytest
from builders import hand, kinds, play, scenario, step


@pytest.mark.rule("SJ-9.1")
def test_empty_draw_pile_reshuffles_the_discard_pile_mid_draw():
    """The councillor's draw continues from the shuffled discard pile."""
    s = scenario(players=3, draw_top=["palace", "hero"], rest="discard")
    discard_before = set(s.discard)
    s = play(s, "pick councillor", "draw")
    pending = s.turn.pending
    assert kinds(pending[:2]) == ["palace", "hero"]
    assert set(pending[2:]) <= discard_before
    assert s.discard == ()
    assert set(s.draw) == discard_before - set(pending[2:])
    assert len(s.draw) == len(discard_before) - 3


@pytest.mark.rule("SJ-9.1")
def test_reshuffle_is_reproducible_with_the_game_rng():
    """The reshuffle uses the game RNG: the same state and moves give the same cards."""
    a = play(
        scenario(players=3, draw_top=["palace"], rest="discard", seed=7), "pick councillor", "draw"
    )
    b = play(
        scenario(players=3, draw_top=["palace"], rest="discard", seed=7), "pick councillor", "draw"
    )
    c = play(
        scenario(players=3, draw_top=["palace"], rest="discard", seed=8), "pick councillor", "draw"
    )
    assert a.turn.pending == b.turn.pending and a.draw == b.draw
    assert a.draw != c.draw


@pytest.mark.rule("SJ-9.1")
def test_pending_cards_are_not_reshuffled_and_short_draws_stay_short():
    """Cards being drawn are not in the discard pile; with both piles empty the draw is short."""
    s = scenario(players=3, draw_top=["palace", "hero", "statue"], rest=2)
    assert s.discard == ()
    s = play(s, "pick councillor", "draw")
    assert kinds(s.turn.pending) == ["palace", "hero", "statue"]
    assert s.draw == ()
    s = play(s, "keep hero", "draw")
    # The 2 discarded cards are now the only cards to draw: seat 1 gets exactly those.
    assert sorted(kinds(s.turn.pending)) == ["palace", "statue"]


@pytest.mark.rule("SJ-9.1")
def test_chapel_cards_goods_and_buildings_are_not_reshuffled():
    """Only the discard pile is shuffled: Chapel cards, goods and buildings stay where they are."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "chapel"], ["indigo_plant", "sugar_mill"], ["indigo_plant"]],
        loaded=[[True, False], [True, True], [False]],
        chapel=[["hero", "hero"], [], []],
        discard=["palace"],
        rest=2,
    )
    assert s.draw == ()
    before = s.players
    s = play(s, "pick councillor", "draw")
    assert kinds(s.turn.pending) == ["palace"]
    for seat in range(3):
        assert s.players[seat].chapel == before[seat].chapel
        assert s.players[seat].goods == before[seat].goods
        assert s.players[seat].city == before[seat].city


@pytest.mark.rule("SJ-9.1")
def test_sold_goods_are_discarded_before_the_income_is_drawn():
    """A sold good reaches the discard pile first, so the income may draw it back."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "silver_smelter"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False, True], None, None],
        rest=2,
        tiles=["tile_11223", "tile_11122", "tile_11222", "tile_12223", "tile_12233"],
    )
    good = s.players[0].goods[1]
    assert s.draw == () and s.discard == ()
    s = play(s, "pick trader", "sell silver_smelter")
    # Price 3, but only the sold card exists: it is drawn, the rest is lost.
    assert s.players[0].hand == (good,)


@pytest.mark.rule("SJ-9.1")
def test_payment_cards_can_come_back_through_the_carpenter():
    """Payment cards reach the discard pile before the Carpenter draws."""
    s = scenario(
        players=3,
        hands=[["well", "palace", "hero"], [], []],
        cities=[["indigo_plant", "carpenter"], ["indigo_plant"], ["indigo_plant"]],
        rest=2,
    )
    palace = s.players[0].hand[1]
    s = play(s, "pick builder", "build well", "pay palace")
    assert step(s) == "carpenter" and s.discard == (palace,)
    s = play(s, "take carpenter")
    assert hand(s, 0) == ["hero", "palace"]
    assert palace in s.players[0].hand


@pytest.mark.rule("SJ-9.1")
def test_production_reshuffles_too():
    """A good is taken from the reshuffled discard pile when the draw pile is empty."""
    s = scenario(players=3, discard=["palace"], rest=2)
    s = play(s, "pick producer", "produce indigo_plant")
    assert kinds([s.players[0].goods[0]]) == ["palace"]
    assert s.phase == "pick"  # nothing left for the others to produce
