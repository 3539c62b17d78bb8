"""Components, the board and the setup (rules_hu AV-1, AV-2)."""

from __future__ import annotations

from collections import Counter

import pytest
from av_builders import actor, new_game

from aranyvaros import data, state, text_hu
from aranyvaros.game import ARANYVAROS
from aranyvaros.score import outcome
from common.contract import OptionError


def setup(players: int, seed: int = 1, **options):
    """The state right after setup, before round 1's scoring card and pairs."""
    return state.new_game(ARANYVAROS.config(players, options), seed)


@pytest.mark.rule("AV-1.1")
def test_the_most_letters_wins():
    from av_builders import scenario

    s = scenario(players=3, phase="game_over", letters=[12, 30, 7])
    result = outcome(s)
    assert result.winners == (1,) and result.places == (2, 1, 3)


@pytest.mark.rule("AV-1.2")
def test_components():
    assert sum(data.TERRAIN_DECK) == 50 and set(data.TERRAIN_DECK) == {10}
    assert data.TERRAINS == ("coast", "forest", "meadow", "mountains", "desert")
    assert len(data.GOODS_CARDS) == 8
    assert all(len(set(c.goods)) == 2 for c in data.GOODS_CARDS)
    per_good = Counter(g for c in data.GOODS_CARDS for g in c.goods)
    assert sorted(per_good.values()) == [4, 4, 4, 4]
    assert Counter(c.tier for c in data.SCORING_CARDS) == {1: 4, 2: 8, 3: 4}
    assert len({b.id for b in data.BONUS_CARDS}) == 8
    assert data.KEYS == 6 and data.COINS == 35
    assert data.COLOURS == ("blue", "red", "black", "white")


@pytest.mark.rule("AV-1.3")
def test_places_costs_and_rewards():
    kinds = Counter(p.kind for p in data.PLACES)
    assert kinds == {"harbour": 16, "suburb": 30, "outer_quarter": 8, "inner_quarter": 4}
    assert len(data.EDGES) == 118
    for p in data.PLACES:
        if p.kind == "harbour":
            assert (p.terrain, p.cost_cards, p.cost_keys, p.shared) == ("coast", 1, 0, False)
        elif p.kind == "suburb":
            assert p.terrain == data.RAW["regions"][p.region]["terrain"]
            assert (p.cost_cards, p.cost_keys, p.shared) == (2, 0, False)
        else:
            assert p.terrain == data.AREAS[p.district].terrain
            assert (p.cost_cards, p.cost_keys, p.shared) == (2, p.kind == "inner_quarter", True)
    rewards = Counter(p.reward.id for p in data.PLACES)
    assert rewards == {
        "coin_1": 8,
        "coin_2": 4,
        "terrain_card": 12,
        "key_card": 6,
        "bonus_card": 8,
        "goods_card": 8,
        "city_outer": 4,
        "city_outer_coin": 4,
        "city_inner": 4,
    }
    assert text_hu.PLACE["n_s3"] == "Hegyvidék 3. előváros"
    assert text_hu.PLACE["w_o1"] == "Sivatagi kerület, 1. külső városrész"


@pytest.mark.rule("AV-1.3")
def test_inner_quarters_link_only_to_their_district_and_the_ring_goes_round():
    for district in ("d_n", "d_e", "d_s", "d_w"):
        inner = data.PLACE_INDEX[data.RAW["districts"][district]["inner"]]
        outer = data.mask(data.RAW["districts"][district]["outer"])
        assert data.ADJ[inner] == outer
    outer_ring = [p.index for p in data.PLACES if p.kind == "outer_quarter"]
    cross = {
        (data.PLACES[i].district, data.PLACES[j].district)
        for i in outer_ring
        for j in outer_ring
        if data.ADJ[i] >> j & 1 and data.PLACES[i].district != data.PLACES[j].district
    }
    assert len(cross) == 8  # each district touches both neighbours, both ways


@pytest.mark.rule("AV-1.4")
def test_rivers_and_districts():
    rivers = {a.id: a for a in data.AREAS.values() if a.kind == "river"}
    members = {
        rid: {p.id for p in data.PLACES if a.places >> p.index & 1} for rid, a in rivers.items()
    }
    assert members == {
        "r_ne": {"n_s4", "n_s8", "e_s1"},
        "r_se": {"e_s4", "e_s7", "s_s1"},
        "r_sw": {"s_s4", "s_s8", "w_s1"},
        "r_nw": {"w_s4", "w_s7", "n_s1"},
    }
    assert all(data.PLACES[i].kind == "suburb" for i in range(58) if data.RIVER_PLACES >> i & 1)
    for rid, crossings in data.RAW["river_crossings"].items():
        assert len(crossings) == 2
        for a, b in crossings:
            assert {a, b} <= members[rid] and data.ADJ[data.PLACE_INDEX[a]] >> data.PLACE_INDEX[
                b
            ] & 1
    d_w = data.AREAS["d_w"]
    assert {p.id for p in data.PLACES if d_w.places >> p.index & 1} == {"w_i", "w_o1", "w_o2"}


@pytest.mark.rule("AV-1.5")
def test_seat_order_is_clockwise_in_bidding_and_building():
    from av_builders import play, scenario

    s = scenario(
        phase="bidding",
        start=2,
        pairs=[("coast", "coast")] * 4,
    )
    order = []
    while s.phase == "bidding":
        order.append(actor(s))
        s = play(s, next(t for t in ("bid 1", "bid 2", "bid 3", "bid 4") if t in _free(s)))
    assert order == [2, 3, 0, 1]
    assert s.queue == (2, 3, 0, 1)


def _free(s):
    return [f"bid {i + 1}" for i, b in enumerate(s.bids) if b < 0]


@pytest.mark.rule("AV-2.1")
@pytest.mark.parametrize("players", [1, 2, 5])
def test_only_three_or_four_players(players):
    with pytest.raises(OptionError, match="3, 4 players"):
        ARANYVAROS.config(players)


@pytest.mark.rule("AV-2.2")
def test_youngest_start_player_is_seat_one_and_deals_first():
    s = setup(4, seed=3)
    assert s.start == 0
    # R-AV-4: after the coast cards, each player draws one, starting with the start player.
    deck = [t for t, n in enumerate(data.TERRAIN_DECK) for _ in range(n)]
    for _ in range(4):
        deck.remove(data.COAST)
    from common import rng

    _, drawn = rng.shuffle(rng.seed_state(3), deck)
    for seat in range(4):
        extra = list(s.players[seat].hand)
        extra[data.COAST] -= 1
        assert extra.index(1) == drawn[seat]


@pytest.mark.rule("AV-2.2", "AV-13.1")
def test_random_start_player():
    starts = {setup(4, seed=k, start_player="random").start for k in range(30)}
    assert starts == {0, 1, 2, 3}
    g = new_game(3, seed=8, start_player="random")
    assert actor(g) == g.start


@pytest.mark.rule("AV-2.3")
@pytest.mark.parametrize(("players", "houses"), [(3, 18), (4, 16)])
def test_houses_per_player(players, houses):
    assert [p.houses_left for p in setup(players).players] == [houses] * players
    assert all(p.houses == 0 for p in setup(players).players)


@pytest.mark.rule("AV-2.4")
@pytest.mark.parametrize(("players", "supply"), [(3, 26), (4, 23)])
def test_coins(players, supply):
    s = setup(players)
    assert [p.coins for p in s.players] == [3] * players and s.supply == supply


@pytest.mark.rule("AV-2.5")
@pytest.mark.parametrize(("players", "draw"), [(3, 44), (4, 42)])
def test_terrain_cards_and_starting_hands(players, draw):
    for seed in range(5):
        s = setup(players, seed)
        assert len(s.draw) == draw and s.discard == (0,) * 5
        for p in s.players:
            assert sum(p.hand) == 2 and p.hand[data.COAST] >= 1
    game = new_game(players)  # round 1 has laid out its pairs from that pile
    assert len(game.draw) == draw - 2 * players


@pytest.mark.rule("AV-2.6")
def test_goods_display_and_deck():
    s = setup(4)
    assert len(s.goods_display) == 3 and len(s.goods_deck) == 5
    assert sorted(s.goods_display + s.goods_deck) == list(range(8))


@pytest.mark.rule("AV-2.7")
def test_bonus_deck_keys_letters():
    s = setup(3)
    assert s.bonus_deck == tuple(range(8))
    assert (s.keys_supply, s.keys_box) == (6, 0)
    assert all(p.letters == 0 and p.keys == 0 and p.bonus == () for p in s.players)


@pytest.mark.rule("AV-2.8")
def test_scoring_deck_by_tier():
    for seed in range(10):
        s = setup(4, seed)
        tiers = [data.SCORING_CARDS[c].tier for c in s.scoring_deck]
        assert tiers == [1] * 4 + [2] * 8 + [3] * 4
    orders = {setup(4, seed).scoring_deck[:4] for seed in range(10)}
    assert len(orders) > 1  # shuffled within the tier


@pytest.mark.rule("AV-2.9")
@pytest.mark.parametrize(
    ("players", "houses", "supply", "draw", "pairs"), [(3, 18, 26, 44, 3), (4, 16, 23, 42, 4)]
)
def test_summary_table(players, houses, supply, draw, pairs):
    s = setup(players)
    assert s.players[0].houses_left == houses and s.supply == supply and len(s.draw) == draw
    assert len(new_game(players).pairs) == pairs == data.PAIRS_PER_ROUND[players]
    assert -(-houses // data.HOUSES_PER_TURN) == {3: 9, 4: 8}[players]
