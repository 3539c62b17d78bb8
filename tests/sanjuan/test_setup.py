"""Setup and card data: SJ-1, SJ-2, SJ-10."""

from __future__ import annotations

from collections import Counter

import pytest
from builders import city, finish_phase, hand, legal, new_game, play, scenario, step

from common import rng
from sanjuan import data
from sanjuan.game import SAN_JUAN
from sanjuan.rules import to_act

# ---------------------------------------------------------------------------------------------
# SJ-1: the cards


@pytest.mark.rule("SJ-1.2")
def test_deck_composition():
    """110 cards: 42 production, 17×3 function, 3×3 monuments, 4×2 sixes; 5 roles, 5 tiles."""
    counts = Counter(data.DECK)
    assert len(data.DECK) == 110
    assert counts["indigo_plant"] == 10
    for kind in ("sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter"):
        assert counts[kind] == 8
    by_class = Counter(data.BY_ID[k].cls for k in data.DECK)
    assert by_class == {"production": 42, "function": 51, "monument": 9, "six": 8}
    functions = [b for b in data.BUILDINGS if b.cls == "function"]
    assert len(functions) == 17 and all(b.count == 3 for b in functions)
    sixes = [b.id for b in data.BUILDINGS if b.cls == "six"]
    assert sorted(sixes) == ["city_hall", "guild_hall", "palace", "triumphal_arch"]
    assert all(counts[s] == 2 for s in sixes)
    assert data.ROLES == ("builder", "producer", "trader", "councillor", "prospector")
    assert len(data.TILES) == 5


@pytest.mark.rule("SJ-1.1")
def test_any_card_is_money_building_or_good():
    """A card is money in hand (every card pays 1), a building when built, a good when produced."""
    s = scenario(
        players=3,
        hands=[["sugar_mill", "palace"], [], []],
        draw_top=["hero"],
    )
    palace_card = s.players[0].hand[1]
    hero_card = s.draw[0]
    s = play(s, "pick builder")
    # Builder privilege: the sugar mill costs 1; the palace card pays for it like any card.
    s = play(s, "build sugar_mill")
    assert city(s, 0) == ["indigo_plant", "sugar_mill"]
    assert hand(s, 0) == []
    assert palace_card in s.discard
    # Producer: the top card (a hero) becomes a good on a production building.
    s = play(s, "pick producer")
    s = play(s, "produce indigo_plant")
    assert s.players[1].goods[0] == hero_card


# ---------------------------------------------------------------------------------------------
# SJ-2: setup


@pytest.mark.rule("SJ-2.1")
def test_first_governor_default_is_seat_1():
    """By default seat 1 is the first governor and picks first."""
    for players in (2, 3, 4):
        s = new_game(players, seed=5)
        assert s.governor == 0
        assert to_act(s) == 0


@pytest.mark.rule("SJ-2.1")
def test_first_governor_random_draws_any_seat():
    """first_governor=random draws the governor with the game RNG; that seat picks first."""
    governors = set()
    for seed in range(30):
        s = new_game(4, seed=seed, first_governor="random")
        assert to_act(s) == s.governor
        governors.add(s.governor)
    assert governors == {0, 1, 2, 3}


@pytest.mark.rule("SJ-2.1")
def test_seats_follow_clockwise_after_the_last_seat():
    """The next seat after seat N is seat 1 again: picks go governor, +1, +2, … wrapping."""
    s = scenario(players=3, governor=2)
    order = []
    for role in ("builder", "trader", "councillor"):
        order.append(to_act(s))
        s = finish_phase(play(s, f"pick {role}"))
    assert order == [2, 0, 1]


@pytest.mark.rule("SJ-2.2")
def test_tiles_are_a_shuffled_set_of_five():
    """The five trading-house tiles are shuffled at setup into one face-down stack."""
    orders = set()
    for seed in range(20):
        s = new_game(3, seed=seed)
        assert sorted(s.tiles) == sorted(data.TILE_IDS)
        assert s.tile == "" and s.tile_history == ()
        orders.add(s.tiles)
    assert len(orders) > 1


@pytest.mark.rule("SJ-2.3")
@pytest.mark.parametrize(("players", "draw_size"), [(2, 100), (3, 95), (4, 90)])
def test_setup_counts(players, draw_size):
    """Each seat starts with one indigo plant in play and 4 cards; draw pile 100 / 95 / 90."""
    s = new_game(players, seed=11)
    SAN_JUAN.check_invariants(s)
    assert len(s.draw) == draw_size
    assert s.discard == ()
    for seat in range(players):
        assert city(s, seat) == ["indigo_plant"]
        assert len(s.players[seat].hand) == 4
        assert s.players[seat].chapel == () and s.players[seat].covered == ()
    plants_left = sum(data.DECK[c] == "indigo_plant" for c in s.draw)
    dealt_plants = sum(h == "indigo_plant" for seat in range(players) for h in hand(s, seat))
    assert plants_left + dealt_plants == 10 - players


@pytest.mark.rule("SJ-2.3")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_1_starts_with_the_governors_pick(players):
    """Round 1 has no Chapel or hand-limit step: the governor picks at once."""
    s = new_game(players, seed=3)
    assert s.round == 1
    assert s.phase == "pick"
    assert step(s) == "pick"


def _shuffled_deck(seed: int, players: int, random_governor: bool) -> tuple[int, ...]:
    """The shuffled 110 − N cards of a seeded setup (tiles, governor, then the deck)."""
    r = rng.seed_state(seed)
    r, _ = rng.shuffle(r, data.TILE_IDS)
    if random_governor:
        r, _ = rng.below(r, players)
    plants = [c for c, t in enumerate(data.DECK) if t == "indigo_plant"][:players]
    r, deck = rng.shuffle(r, [c for c in range(len(data.DECK)) if c not in plants])
    return deck


@pytest.mark.rule("SJ-2.3")
def test_deal_is_in_blocks_from_seat_1():
    """4 cards to each seat in one block, seat 1 (the default first governor) first."""
    s = new_game(4, seed=21)
    deck = _shuffled_deck(21, 4, random_governor=False)
    assert deck[16:] == s.draw  # the reconstruction matches the engine
    for seat in range(4):
        assert s.players[seat].hand == deck[4 * seat : 4 * seat + 4]


@pytest.mark.rule("SJ-2.3")
def test_deal_starts_at_a_random_first_governor():
    """With a random first governor the deal starts at that seat, then goes clockwise."""
    seed = next(
        sd for sd in range(50) if new_game(4, seed=sd, first_governor="random").governor == 2
    )
    s = new_game(4, seed=seed, first_governor="random")
    deck = _shuffled_deck(seed, 4, random_governor=True)
    assert deck[16:] == s.draw  # the reconstruction matches the engine
    for k, seat in enumerate((2, 3, 0, 1)):
        assert s.players[seat].hand == deck[4 * k : 4 * k + 4]


@pytest.mark.rule("SJ-2.4")
@pytest.mark.parametrize(
    ("players", "seen", "discarded", "draw_size"),
    [(2, [5, 6], 3, 97), (3, [5, 6, 7], 6, 89), (4, [5, 6, 7, 8], 10, 80)],
)
def test_starting_hand_draft_counts(players, seen, discarded, draw_size):
    """Draft: the k-th seat from the governor sees 4 + k cards and keeps exactly 4."""
    s = new_game(players, seed=4, starting_hand_draft=True)
    assert s.phase == "draft"
    assert [len(p.hand) for p in s.players] == seen
    assert len(s.draw) == draw_size
    order = []
    while s.phase == "draft":
        seat = to_act(s)
        if seat not in order:
            order.append(seat)
        assert all(t.startswith("discard ") for t in legal(s))
        s = play(s, legal(s)[0])
    assert order == list(range(players))
    assert [len(p.hand) for p in s.players] == [4] * players
    assert len(s.discard) == discarded
    assert len(s.draw) == draw_size
    assert s.phase == "pick" and to_act(s) == 0


@pytest.mark.rule("SJ-2.4")
def test_draft_counts_from_a_random_first_governor():
    """Draft with a random governor: the governor sees 5, the next seat clockwise 6, …"""
    seed = next(
        sd for sd in range(50) if new_game(3, seed=sd, first_governor="random").governor == 2
    )
    s = new_game(3, seed=seed, first_governor="random", starting_hand_draft=True)
    assert s.governor == 2
    assert [len(p.hand) for p in s.players] == [6, 7, 5]
    assert to_act(s) == 2


@pytest.mark.rule("SJ-2.4")
def test_draft_keeps_the_chosen_cards():
    """The drafting seat chooses which cards go: the named card leaves the hand."""
    s = new_game(2, seed=8, starting_hand_draft=True)
    before = hand(s, 0)
    victim = before[-1]
    s = play(s, f"discard {victim}")
    after = before.copy()
    after.remove(victim)
    assert hand(s, 0) == after
    assert data.DECK[s.discard[-1]] == victim


# ---------------------------------------------------------------------------------------------
# SJ-10: production buildings


@pytest.mark.rule("SJ-10.1")
def test_production_building_table():
    """Indigo 10×(1, 1 VP), sugar 8×(2, 1), tobacco 8×(3, 2), coffee 8×(4, 2), silver 8×(5, 3)."""
    table = {
        "indigo_plant": (10, 1, 1, "indigo"),
        "sugar_mill": (8, 2, 1, "sugar"),
        "tobacco_storage": (8, 3, 2, "tobacco"),
        "coffee_roaster": (8, 4, 2, "coffee"),
        "silver_smelter": (8, 5, 3, "silver"),
    }
    for kind, (count, cost, vp, good) in table.items():
        b = data.BY_ID[kind]
        assert (b.count, b.cost, b.vp, b.good, b.cls) == (count, cost, vp, good, "production")
    assert frozenset(table) == data.PRODUCTION


@pytest.mark.rule("SJ-10.1")
def test_each_production_building_holds_one_good_of_its_kind():
    """A production building holds at most one good; a full one cannot produce again."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "sugar_mill"], ["indigo_plant"], ["indigo_plant"]],
        loaded=[[True, False], [False], [False]],
    )
    s = play(s, "pick producer")
    assert legal(s) == ["produce sugar_mill", "pass"]
