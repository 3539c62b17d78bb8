"""Trader phase: tiles, sales, prices and the trader buildings (SJ-6, SJ-11.6/8/15)."""

from __future__ import annotations

import pytest
from builders import goods, hand, legal, picks, play, scenario, step

from sanjuan import data
from sanjuan.rules import sales_limit, to_act
from sanjuan.view import view

FIVE = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"]


def tiles_from(first):
    """The tile stack with `first` on top, the others after it in canonical order."""
    return [first, *(t for t in data.TILE_IDS if t != first)]


def sell_all(s, seat):
    """Sell goods for `seat` (first offered first) until it may sell no more."""
    assert to_act(s) == seat
    n = 0
    while to_act(s) == seat and step(s) == "sell":
        s = play(s, next(t for t in legal(s) if t.startswith("sell")))
        n += 1
    return s, n


# ---------------------------------------------------------------------------------------------
# SJ-6.1 Tiles


@pytest.mark.rule("SJ-6.1")
def test_trader_turns_up_the_top_tile_even_if_nobody_sells():
    """The chooser turns up the top tile although nobody has a good; it goes to the bottom."""
    order = ["tile_12223", "tile_11122", "tile_12233", "tile_11222", "tile_11223"]
    s = scenario(players=3, tiles=order)
    s = play(s, "pick trader")
    assert s.phase == "pick"  # nobody could sell
    assert s.tile_history == ("tile_12223",)
    assert s.tiles == (*order[1:], order[0])
    assert s.tile == ""


@pytest.mark.rule("SJ-6.1")
def test_tiles_cycle_in_a_fixed_order():
    """Over six trader phases the tiles come in the same cyclic order; the history is public."""
    order = ["tile_11223", "tile_12233", "tile_11122", "tile_12223", "tile_11222"]
    s = scenario(players=3, tiles=order)
    seen = []
    for _ in range(6):
        s = play(s, "pick trader")
        seen.append(s.tile_history[-1])
        s = picks(s, "prospector", "producer")
        while s.phase != "pick":  # round start: nothing to do, but be safe
            s = play(s, legal(s)[0])
    assert seen == [*order, order[0]]
    assert view(s, None).tile_history == tuple(seen)


@pytest.mark.rule("SJ-6.1")
def test_the_current_tile_is_public_the_next_one_is_not():
    """During the phase every seat sees the current tile; the face-down stack is not shown."""
    s = scenario(
        players=3,
        cities=[["indigo_plant"]] * 3,
        loaded=[[True]] * 3,
        tiles=tiles_from("tile_11122"),
    )
    s = play(s, "pick trader")
    for seat in (0, 1, 2, None):
        v = view(s, seat)
        assert v.tile == "tile_11122"
        assert not hasattr(v, "tiles")


# ---------------------------------------------------------------------------------------------
# SJ-6.2 Selling


@pytest.mark.rule("SJ-6.2")
@pytest.mark.rule("SJ-11.6")
@pytest.mark.parametrize(
    ("chooser", "library", "post", "limit"),
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
def test_sales_limits(chooser, library, post, limit):
    """1 sale; +1 for the trader; +1 more with its Library; +1 with a Trading post (anyone)."""
    own = FIVE + ["library"] * library + ["trading_post"] * post
    seat = 0 if chooser else 1
    cities = [["indigo_plant"]] * 3
    loaded = [[False]] * 3
    cities[seat] = own
    loaded[seat] = [True] * 5 + [False] * (library + post)
    s = play(scenario(players=3, cities=cities, loaded=loaded), "pick trader")
    assert sales_limit(s, seat) == limit
    s, n = sell_all(s, seat)
    assert n == limit
    assert goods(s, seat) == 5 - limit


@pytest.mark.rule("SJ-6.2")
def test_income_is_the_sum_of_the_tile_prices():
    """The seller draws the tile price of every good sold, after the sold goods are discarded."""
    s = scenario(
        players=3,
        cities=[FIVE, ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False, False, True, False, True], None, None],
        tiles=tiles_from("tile_11223"),
    )
    sold = {s.players[0].goods[2], s.players[0].goods[4]}
    s = play(s, "pick trader", "sell tobacco_storage")
    assert sold & set(s.discard) and len(s.players[0].hand) == 0
    s = play(s, "sell silver_smelter")
    assert len(s.players[0].hand) == 2 + 3
    assert sold <= set(s.discard)


@pytest.mark.rule("SJ-6.2")
@pytest.mark.rule("SJ-11.15")
def test_example_dora_library_and_market_hall():
    """Dóra (trader, Library, Market hall) sells sugar, coffee, silver on 1-2-2-3-3: 8 + 1 = 9."""
    own = ["indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter", "library"]
    s = scenario(
        players=3,
        cities=[[*own, "market_hall"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False, True, True, True, False, False], None, None],
        tiles=tiles_from("tile_12233"),
    )
    s = play(s, "pick trader", "sell sugar_mill", "sell coffee_roaster", "sell silver_smelter")
    assert len(s.players[0].hand) == 8
    assert step(s) == "market_hall"
    s = play(s, "take market_hall")
    assert len(s.players[0].hand) == 9


# ---------------------------------------------------------------------------------------------
# SJ-6.3 Prices


PRICES = {
    "tile_11122": (1, 1, 1, 2, 2),
    "tile_11222": (1, 1, 2, 2, 2),
    "tile_11223": (1, 1, 2, 2, 3),
    "tile_12223": (1, 2, 2, 2, 3),
    "tile_12233": (1, 2, 2, 3, 3),
}


@pytest.mark.rule("SJ-6.3")
@pytest.mark.parametrize("tile", sorted(PRICES))
@pytest.mark.parametrize("column", range(5))
def test_tile_prices(tile, column):
    """Each tile pays its printed price for each of the five goods."""
    building = FIVE[column]
    s = scenario(
        players=3,
        cities=[["indigo_plant", building], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[False, True], None, None],
        tiles=tiles_from(tile),
    )
    s = play(s, "pick trader", f"sell {building}")
    assert len(s.players[0].hand) == PRICES[tile][column]


@pytest.mark.rule("SJ-6.3")
def test_indigo_always_one_silver_two_or_three():
    """Indigo is 1 on every tile, silver 2 or 3."""
    assert {data.TILES[t][0] for t in data.TILES} == {1}
    assert {data.TILES[t][4] for t in data.TILES} == {2, 3}
    assert data.TILES == PRICES


# ---------------------------------------------------------------------------------------------
# Trader buildings


@pytest.mark.rule("SJ-11.8")
def test_market_stand_needs_two_sales_and_adds_to_market_hall():
    """Market stand: +1 card for ≥ 2 goods sold, for anyone; it adds up with the Market hall."""
    own = ["indigo_plant", "sugar_mill", "trading_post", "market_stand", "market_hall"]
    s = scenario(
        players=3,
        cities=[["indigo_plant"], own, ["indigo_plant", "market_stand"]],
        loaded=[[False], [True, True, False, False, False], [True, False]],
        tiles=tiles_from("tile_11122"),
        draw_top=["smithy"] * 2 + ["statue", "hero"] + ["well"],
    )
    s = play(s, "pick trader")
    assert to_act(s) == 1  # seat 0 has nothing to sell
    s = play(s, "sell indigo_plant", "sell sugar_mill")
    assert hand(s, 1) == ["smithy", "smithy"]
    assert legal(s) == ["take market_stand", "pass"]
    s = play(s, "take market_stand")
    assert legal(s) == ["take market_hall", "pass"]
    s = play(s, "take market_hall")
    assert hand(s, 1) == ["hero", "smithy", "smithy", "statue"]
    # Seat 2 sells a single good: no Market stand card.
    s = play(s, "sell indigo_plant")
    assert s.phase == "pick"
    assert hand(s, 2) == ["well"]


@pytest.mark.rule("SJ-11.15")
def test_market_hall_once_per_phase():
    """Market hall: exactly one extra card if at least one good was sold, however many."""
    own = ["indigo_plant", "sugar_mill", "market_hall"]
    for sales, cards in ((1, 1 + 1), (2, 1 + 1 + 1)):
        s = scenario(
            players=3,
            cities=[own, ["indigo_plant"], ["indigo_plant"]],
            loaded=[[True, True, False], None, None],
            tiles=tiles_from("tile_11122"),
        )
        s = play(s, "pick trader", "sell indigo_plant", "sell sugar_mill" if sales == 2 else "done")
        s = play(s, "take market_hall")
        assert len(s.players[0].hand) == cards
    s = scenario(
        players=3,
        cities=[own, ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, True, False], None, None],
    )
    s = play(s, "pick trader", "pass")
    assert s.phase == "pick" and hand(s, 0) == []
