"""Rewards taken right after building (rules_hu AV-6)."""

from __future__ import annotations

import pytest
from av_builders import actor, goods_ids, houses, legal, play, scenario, step

from aranyvaros import data
from aranyvaros.game import ARANYVAROS

MOUNTAIN_PATH = ("n_h2", "n_s2", "n_s6")
"""Blue's road to the north's suburbs and its district."""


def build(place: str, cards, own=MOUNTAIN_PATH, **kwargs):
    s = scenario(hands=[cards, (), (), ()], houses=[own, (), (), ()], **kwargs)
    return play(s, f"build {place}")


@pytest.mark.rule("AV-6.1")
def test_each_place_pays_its_reward_once_to_its_builder():
    for place in ("n_s3", "n_s5", "n_s7", "n_s1"):
        s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[MOUNTAIN_PATH, (), (), ()])
        before = s.players[0]
        s = play(s, f"build {place}")
        for _ in range(3):  # any choice the reward asks for belongs to the builder
            if actor(s) == 0 and step(s) in ("bonus", "goods"):
                s = play(s, legal(s)[0])
        after = s.players[0]
        reward = data.PLACES[data.PLACE_INDEX[place]].reward
        assert after.keys - before.keys == reward.key_cards
        assert len(after.bonus) - len(before.bonus) == reward.bonus_choose
        assert len(after.goods) - len(before.goods) == reward.goods_take


@pytest.mark.rule("AV-6.2")
def test_coins_from_the_supply():
    s = scenario(hands=[{"coast": 1}, (), (), ()])
    s = play(s, "build n_h2")
    assert s.players[0].coins == 4 and s.supply == 22
    s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[("n_h4",), (), (), ()])
    s = play(s, "build n_s4")
    assert s.players[0].coins == 5 and s.supply == 21


@pytest.mark.rule("AV-6.2")
def test_coins_are_capped_by_the_supply():
    s = scenario(
        hands=[{"mountains": 2}, (), (), ()], houses=[("n_h4",), (), (), ()], coins=[3, 11, 11, 9]
    )
    assert s.supply == 1
    s = play(s, "build n_s4")
    assert s.players[0].coins == 4 and s.supply == 0


@pytest.mark.rule("AV-6.3", "AV-3.4")
def test_terrain_card_reward_reshuffles_the_discard_pile():
    s = scenario(hands=[{"coast": 1}, {"coast": 1}, (), ()], rest="discard")
    assert s.draw == () and sum(s.discard) == 48
    s = play(s, "build n_h1")  # pays 1 coast, then draws: the 49 discards become the pile
    assert sum(s.players[0].hand) == 1
    assert len(s.draw) == 48 and s.discard == (0,) * len(data.TERRAINS)


@pytest.mark.rule("AV-6.4")
def test_key_card_and_an_empty_key_supply():
    s = build("n_s5", {"mountains": 2})
    assert s.players[0].keys == 1 and s.keys_supply == 5
    s = build("n_s5", {"mountains": 2}, keys_box=6)
    assert s.players[0].keys == 0 and s.keys_supply == 0


@pytest.mark.rule("AV-6.5")
def test_bonus_card_choice_sees_the_whole_deck():
    s = build("n_s3", {"mountains": 2}, bonus=[(), ("b_city",), (), ()])
    assert step(s) == "bonus"
    assert legal(s) == [f"bonus {b.id}" for b in data.BONUS_CARDS if b.id != "b_city"]
    assert ARANYVAROS.view(s, 0).bonus_deck is not None
    assert ARANYVAROS.view(s, 1).bonus_deck is None and ARANYVAROS.view(s, None).bonus_deck is None
    s = play(s, "bonus b_river")
    assert s.players[0].bonus == (data.BONUS_INDEX["b_river"],)
    assert len(s.bonus_deck) == 6 and ARANYVAROS.view(s, 0).bonus_deck is None


@pytest.mark.rule("AV-6.5")
def test_bonus_deck_with_one_card_or_none():
    seven = [b.id for b in data.BONUS_CARDS][:7]
    s = build("n_s3", {"mountains": 2}, bonus=[(), seven, (), ()])
    assert s.players[0].bonus == (7,)  # the last card: nothing to choose
    all_eight = [b.id for b in data.BONUS_CARDS]
    s = build("n_s3", {"mountains": 2}, bonus=[(), all_eight, (), ()])
    assert s.players[0].bonus == ()


@pytest.mark.rule("AV-6.6")
def test_goods_from_the_display_refills_from_the_deck():
    s = build(
        "n_s1",
        {"mountains": 2},
        own=("n_h1",),
        goods_display=["gc1", "gc2", "gc3"],
        goods_deck=["gc4", "gc5", "gc6", "gc7", "gc8"],
    )
    assert legal(s) == [
        "goods ceramics+wine",
        "goods ceramics+spices",
        "goods ceramics+silk",
        "goods deck",
    ]
    s = play(s, "goods ceramics+spices")
    assert goods_ids(s.players[0].goods) == ["gc2"]
    assert goods_ids(s.goods_display) == ["gc1", "gc3", "gc4"] and len(s.goods_deck) == 4


@pytest.mark.rule("AV-6.6")
def test_goods_from_the_deck_leaves_the_display():
    s = build(
        "n_s1",
        {"mountains": 2},
        own=("n_h1",),
        goods_display=["gc1", "gc2", "gc3"],
        goods_deck=["gc4", "gc5", "gc6", "gc7", "gc8"],
    )
    s = play(s, "goods deck")
    assert goods_ids(s.players[0].goods) == ["gc4"]
    assert goods_ids(s.goods_display) == ["gc1", "gc2", "gc3"] and len(s.goods_deck) == 4


@pytest.mark.rule("AV-6.6")
def test_identical_goods_cards_are_one_choice():
    s = build(
        "n_s1",
        {"mountains": 2},
        own=("n_h1",),
        goods_display=["gc1", "gc7", "gc6"],
        goods_deck=["gc8", "gc2", "gc3", "gc4", "gc5"],
    )
    assert legal(s) == ["goods ceramics+wine", "goods spices+silk", "goods deck"]


@pytest.mark.rule("AV-6.6")
def test_goods_with_nothing_left_to_take():
    s = build(
        "n_s1",
        {"mountains": 2},
        own=("n_h1",),
        goods=[(), ("gc1", "gc2", "gc3", "gc4"), ("gc5", "gc6", "gc7", "gc8"), ()],
        goods_display=[],
        goods_deck=[],
    )
    assert "n_s1" in houses(s, 0) and s.players[0].goods == ()


@pytest.mark.rule("AV-6.7")
def test_fifth_goods_card_returned_may_be_the_new_one():
    s = build(
        "n_s1",
        {"mountains": 2},
        own=("n_h1",),
        goods=[("gc1", "gc2", "gc3", "gc4"), (), (), ()],
        goods_display=["gc5", "gc6", "gc7"],
        goods_deck=["gc8"],
    )
    s = play(s, "goods spices+silk", "return spices+silk")
    assert goods_ids(s.players[0].goods) == ["gc1", "gc2", "gc3", "gc4"]
    assert goods_ids(s.goods_box) == ["gc6"]
    assert ARANYVAROS.view(s, 2).goods_box == ("gc6",)


@pytest.mark.rule("AV-6.7")
def test_a_fourth_goods_card_is_kept_without_returning_anything():
    """Four goods cards are the limit, not over it: reaching exactly 4 returns nothing."""
    s = build(
        "n_s1",
        {"mountains": 2},
        own=("n_h1",),
        goods=[("gc1", "gc2", "gc3"), (), (), ()],
        goods_display=["gc5", "gc6", "gc7"],
        goods_deck=["gc8", "gc4"],
    )
    s = play(s, "goods spices+silk")
    assert goods_ids(s.players[0].goods) == ["gc1", "gc2", "gc3", "gc6"]
    assert s.goods_box == () and not any(t.startswith("return") for t in legal(s))
    assert step(s) != "return"


OUTER = ("w_h4", "w_s4")


@pytest.mark.rule("AV-6.8")
def test_outer_quarter_five_three_nothing():
    roads = [
        OUTER,
        ("w_h2", "w_s2", "w_s6"),
        ("w_h3", "w_s3", "w_s7"),
        ("n_h1", "n_s1", "n_s5", "n_o1"),
    ]
    s = scenario(hands=[{"desert": 2}] * 4, houses=roads)
    for seat, expected in ((0, 5), (1, 3), (2, 0), (3, 0)):
        assert actor(s) == seat
        s = play(s, "build w_o2")
        assert s.players[seat].letters == expected
    assert all("w_o2" in houses(s, seat) for seat in range(4))


@pytest.mark.rule("AV-6.8", "AV-6.9")
def test_order_counts_across_rounds_and_the_coin_goes_to_the_first_only():
    s = scenario(
        hands=[{"desert": 2}, (), (), ()],
        houses=[OUTER + ("w_o2",), ("w_h1", "w_s1", "w_s5", "w_o1"), (), ()],
    )
    s = play(s, "build w_o1")  # blue built there in an earlier round: seat 0 is second
    assert s.players[0].letters == 3 and s.players[0].coins == 3
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=[OUTER + ("w_o2",), (), (), ()])
    s = play(s, "build w_o1")
    assert s.players[0].letters == 5 and s.players[0].coins == 4


@pytest.mark.rule("AV-6.9")
def test_the_coin_quarters_are_data():
    coin = {p.id for p in data.PLACES if p.reward.first_builder_coins}
    assert coin == {"n_o1", "e_o1", "s_o1", "w_o1"}
    assert coin == {d["coin_outer"] for d in data.RAW["districts"].values()}


@pytest.mark.rule("AV-6.10")
def test_inner_quarter_ten_and_a_card_then_six_then_nothing():
    path = ("w_h4", "w_s4", "w_o2")
    s = scenario(
        hands=[{"desert": 2}, {"desert": 2}, {"desert": 2}, ()],
        houses=[path, ("w_h1", "w_s1", "w_s5", "w_o1"), ("w_h2", "w_s2", "w_s6", "w_o1"), ()],
        keys=[1, 1, 1, 0],
    )
    s = play(s, "build w_i")
    assert s.players[0].letters == 10 and sum(s.players[0].hand) == 1
    s = play(s, "done") if actor(s) == 0 else s
    s = play(s, "build w_i")
    assert s.players[1].letters == 6 and sum(s.players[1].hand) == 0
    s = play(s, "build w_i")
    assert s.players[2].letters == 0


@pytest.mark.rule("AV-6.11")
def test_letters_are_one_number_that_never_drops():
    for seed in range(6):
        s = ARANYVAROS.new_game(ARANYVAROS.config(4), seed)
        last = [0] * 4
        while legal_moves := ARANYVAROS.legal_moves(s):
            s = ARANYVAROS.apply(s, legal_moves[seed % len(legal_moves)])
            now = [p.letters for p in s.players]
            assert all(isinstance(x, int) and x >= y for x, y in zip(now, last, strict=True))
            last = now
