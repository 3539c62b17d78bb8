"""Phase 4, building trade houses (rules_hu AV-5)."""

from __future__ import annotations

import pytest
from av_builders import actor, hand, houses, legal, play, scenario, step, targets

from aranyvaros import data

HARBOURS = {p.id for p in data.PLACES if p.kind == "harbour"}


@pytest.mark.rule("AV-5.1")
def test_start_player_builds_first_then_clockwise_once_each():
    cards = {"coast": 2}
    s = scenario(hands=[cards] * 4, start=2)
    order = []
    while s.phase == "building":
        order.append(actor(s))
        s = play(s, "pass")
    assert order == [2, 3, 0, 1]
    assert s.phase == "bidding" and s.round == 2


@pytest.mark.rule("AV-5.2")
def test_pass_done_and_at_most_two_houses():
    s = scenario(hands=[{"coast": 3}, (), (), ()])
    assert "pass" in legal(s) and "done" not in legal(s)
    s = play(s, "build n_h1")
    assert actor(s) == 0 and "done" in legal(s) and "pass" not in legal(s)
    s = play(s, "build n_h2")
    # A third house is not offered: the turn ends (the others cannot build: round over).
    assert houses(s, 0) == {"n_h1", "n_h2"} and s.round == 2


@pytest.mark.rule("AV-5.2")
def test_a_player_without_houses_left_is_skipped():
    path = ["w_h4", "w_s4", "w_o2", "w_o1", "w_i", "n_o1", "n_o2", "n_i"]
    harbours = sorted(HARBOURS - {"w_h4"})[:8]
    s = scenario(hands=[{"coast": 5}, {"coast": 1}, (), ()], houses=[path + harbours, (), (), ()])
    assert s.players[0].houses_left == 0
    assert actor(s) == 1  # seat 0 had nothing to decide


@pytest.mark.rule("AV-5.3")
def test_one_house_on_a_harbour_or_suburb():
    s = scenario(
        hands=[{"coast": 1, "desert": 2}, (), (), ()], houses=[(), ("w_h4", "w_s3"), (), ()]
    )
    assert "w_h4" not in targets(s)
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=[("w_h3",), ("w_h4", "w_s3"), (), ()])
    assert "w_s3" not in targets(s) and "w_s2" in targets(s)


@pytest.mark.rule("AV-5.3")
def test_one_house_per_player_in_each_quarter():
    own = ("w_h4", "w_s4", "w_o2")
    s = scenario(
        hands=[{"desert": 4}, (), (), ()], houses=[own, ("w_h1", "w_s1", "w_s5", "w_o1"), (), ()]
    )
    assert "w_o1" in targets(s)  # another colour there: still open for seat 0
    assert "w_o2" not in targets(s)  # its own house is there


@pytest.mark.rule("AV-5.3", "AV-13.1")
def test_per_district_capacity_option():
    own = ("w_h4", "w_s4", "w_o2")
    s = scenario(
        hands=[{"desert": 4, "mountains": 2}, (), (), ()],
        houses=[own, (), (), ()],
        keys=[1, 0, 0, 0],
    )
    assert {"w_o1", "w_i", "n_o1"} <= set(targets(s))
    s = scenario(
        hands=[{"desert": 4, "mountains": 2}, (), (), ()],
        houses=[own, (), (), ()],
        keys=[1, 0, 0, 0],
        rules={"city_capacity": "per_district"},
    )
    assert "w_o1" not in targets(s) and "w_i" not in targets(s) and "n_o1" in targets(s)


@pytest.mark.rule("AV-5.4")
def test_any_empty_harbour_without_a_road():
    s = scenario(hands=[{"coast": 1}, (), (), ()], houses=[(), ("n_h1",), (), ()])
    assert set(targets(s)) == HARBOURS - {"n_h1"}


@pytest.mark.rule("AV-5.4", "AV-5.8")
def test_a_joker_pair_pays_for_a_harbour():
    s = scenario(hands=[{"desert": 2}, (), (), ()])
    assert set(targets(s)) == HARBOURS
    s = play(s, "build e_h2")  # the only payment, made at once
    assert hand(s, 0) == {} and s.discard[data.TERRAIN_INDEX["desert"]] == 2


@pytest.mark.rule("AV-5.5")
def test_road_from_own_houses_only():
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=[("w_h4",), (), (), ()])
    assert set(targets(s)) - HARBOURS == {"w_s3", "w_s4"}
    s = scenario(hands=[{"desert": 2}, (), (), ()], houses=[("w_h1",), ("w_h4", "w_s4"), (), ()])
    assert "w_s3" not in targets(s) and "w_s7" not in targets(s)  # blue's houses do not link


@pytest.mark.rule("AV-5.5")
def test_a_shared_quarter_links_each_player_with_a_house_in_it():
    red = ("w_h4", "w_s4", "w_o2")
    blue = ("w_h1", "w_s1", "w_s5", "w_o1")
    s = scenario(hands=[(), {"mountains": 2}, (), ()], houses=[blue, red, (), ()], start=1)
    assert "n_o1" in targets(s)  # from red's own w_o2
    s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[blue, red, (), ()])
    assert "n_o1" not in targets(s)  # blue has no house in w_o2


@pytest.mark.rule("AV-5.6")
def test_suburb_and_outer_quarter_cost_two_of_their_terrain():
    own = ("e_h2", "e_s2", "e_s5")
    s = scenario(hands=[{"meadow": 3, "forest": 1}, (), (), ()], houses=[own, (), (), ()])
    assert {"e_s1", "e_s3", "e_s6", "e_o1"} <= set(targets(s))
    s = play(s, "build e_o1")
    assert hand(s, 0) == {"meadow": 1, "forest": 1}
    assert s.discard[data.TERRAIN_INDEX["meadow"]] == 2
    s = scenario(hands=[{"meadow": 1, "forest": 1}, (), (), ()], houses=[own, (), (), ()])
    assert targets(s) == []


@pytest.mark.rule("AV-5.7")
def test_inner_quarter_key_goes_to_the_box_for_good():
    own = ("w_h4", "w_s4", "w_o2")
    s = scenario(
        hands=[{"desert": 2}, (), (), ()], houses=[own, (), (), ()], keys=[1, 0, 0, 0], keys_box=3
    )
    s = play(s, "build w_i")
    assert s.players[0].keys == 0 and s.keys_box == 4 and s.keys_supply == 2
    assert "w_i" in houses(s, 0)


@pytest.mark.rule("AV-5.7")
def test_a_key_is_never_a_joker():
    own = ("w_h4", "w_s4", "w_o2")
    s = scenario(hands=[{"desert": 4}, (), (), ()], houses=[own, (), (), ()])
    assert "w_i" not in targets(s)


@pytest.mark.rule("AV-5.8")
def test_joker_pairs_of_the_same_type_twice_and_several_types():
    """Forest suburb; hand forest, meadow ×2, coast ×2: three payments (rules_hu example)."""
    s = scenario(
        hands=[{"forest": 1, "meadow": 2, "coast": 2}, (), (), ()], houses=[("s_h2",), (), (), ()]
    )
    s = play(s, "build s_s2")
    assert step(s) == "pay" and legal(s) == ["pay forest", "pay 2 coast", "pay 2 meadow"]
    paid = set()
    for first in legal(s):
        after = play(s, first)
        for second in legal(after) if step(after) == "pay" else [None]:
            done = play(after, second) if second else after
            paid.add(tuple(done.discard))
    assert len(paid) == 3


@pytest.mark.rule("AV-5.8")
def test_a_payment_that_needs_every_payable_unit_is_made_at_once():
    """Forest suburb, hand forest + 2 meadow: exactly the 2 units the price needs, so both
    go without a question (D-AV-3); one more pair and the seat chooses (above)."""
    s = scenario(hands=[{"forest": 1, "meadow": 2}, (), (), ()], houses=[("s_h2",), (), (), ()])
    s = play(s, "build s_s2")
    assert step(s) != "pay" and not {"forest", "meadow"} & set(hand(s, 0))
    assert s.discard[data.TERRAIN_INDEX["forest"]] == 1
    assert s.discard[data.TERRAIN_INDEX["meadow"]] == 2


@pytest.mark.rule("AV-5.8", "AV-13.1")
def test_without_harbour_jokers_two_cards_of_a_terrain_still_build_a_suburb():
    """joker_for_harbour=false: 2 mountains pay no harbour but do pay a mountain suburb."""
    s = scenario(
        hands=[{"mountains": 2}, (), (), ()],
        houses=[("n_h1",), (), (), ()],
        rules={"joker_for_harbour": False},
    )
    assert targets(s) == ["n_s1"]


@pytest.mark.rule("AV-5.8")
def test_two_pairs_of_one_type():
    s = scenario(hands=[{"coast": 4}, (), (), ()], houses=[("n_h2",), (), (), ()])
    s = play(s, "build n_s2")  # 2 mountains = 2 joker pairs of coast
    assert s.discard[data.COAST] == 4


@pytest.mark.rule("AV-5.9")
def test_second_build_may_use_the_first_reward():
    """A harbour whose reward is a terrain card: the drawn desert completes the suburb."""
    s = scenario(hands=[{"coast": 1, "desert": 1}, (), (), ()], draw_top=["desert"])
    assert "w_s3" not in targets(s)
    s = play(s, "build w_h3")  # reward: terrain card → desert
    assert hand(s, 0) == {"desert": 2}
    assert "w_s3" in targets(s)
    s = play(s, "build w_s3")
    assert houses(s, 0) == {"w_h3", "w_s3"}


@pytest.mark.rule("AV-5.9")
def test_second_build_may_spend_a_key_from_the_first():
    own = ("n_h2", "n_s2", "n_s6", "n_o1")
    s = scenario(hands=[{"mountains": 4}, (), (), ()], houses=[own, (), (), ()])
    s = play(s, "build n_s5")  # reward: key
    assert s.players[0].keys == 1
    assert "n_i" in targets(s)
    s = play(s, "build n_i")
    assert s.players[0].letters == 10 and s.keys_box == 1


@pytest.mark.rule("AV-5.9", "AV-9.1")
def test_order_pay_place_reward_then_end_check():
    path = ["w_h4", "w_s4", "w_o2", "w_o1", "w_i", "n_o1", "n_o2", "n_i"]
    harbours = sorted(HARBOURS - {"w_h4", "e_h1"})[:7]
    s = scenario(hands=[{"coast": 1}, (), (), ()], houses=[path + harbours, (), (), ()])
    assert s.players[0].houses_left == 1
    s = play(s, "build e_h1")
    assert s.end == ("all_houses_built",) and s.phase == "game_over"
    assert sum(s.players[0].hand) == 1  # the reward (a terrain card) was still taken


@pytest.mark.rule("AV-5.10")
def test_hand_limit_at_the_end_of_the_own_turn():
    s = scenario(hands=[{"desert": 4, "forest": 3}, {"coast": 7}, (), ()])
    s = play(s, "pass")
    assert step(s) == "limit" and legal(s) == ["discard forest", "discard desert"]
    s = play(s, "discard forest", "discard desert")
    assert hand(s, 0) == {"forest": 2, "desert": 3}
    assert actor(s) == 1 and sum(s.players[1].hand) == 7  # seat 1 keeps 7 until its turn ends


@pytest.mark.rule("AV-5.10")
def test_hand_limit_of_one_type_needs_no_choice_and_counts_terrain_only():
    s = scenario(
        hands=[{"coast": 8}, {"coast": 1}, (), ()],
        keys=[3, 0, 0, 0],
        goods=[("gc1", "gc2"), (), (), ()],
    )
    s = play(s, "pass")
    assert hand(s, 0) == {"coast": 5} and actor(s) == 1
    assert s.players[0].keys == 3 and len(s.players[0].goods) == 2


@pytest.mark.rule("AV-5.10")
def test_hand_limit_after_building_with_a_drawn_card():
    s = scenario(hands=[{"desert": 7}, {"coast": 1}, (), ()], houses=[("w_h3",), (), (), ()])
    s = play(s, "build w_s2")  # terrain card reward: 5 + 1 = 6
    s = play(s, "done")
    assert step(s) == "limit"
