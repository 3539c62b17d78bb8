"""Phase 3, bidding for the terrain pairs (rules_hu AV-4)."""

from __future__ import annotations

import pytest
from av_builders import actor, hand, legal, play, scenario

from aranyvaros import rules
from aranyvaros.game import ARANYVAROS
from common.contract import IllegalMove

PAIRS = [("coast", "desert"), ("forest", "forest"), ("coast", "coast"), ("mountains", "meadow")]


def bidding(**kwargs):
    kwargs.setdefault("pairs", PAIRS)
    return scenario(phase="bidding", **kwargs)


@pytest.mark.rule("AV-4.1")
def test_no_pass_and_placed_hands_are_skipped():
    s = bidding()
    assert "pass" not in legal(s)
    s = play(s, "bid 1", "bid 2")
    assert actor(s) == 2
    s = play(s, "bid 3")
    assert actor(s) == 3 and legal(s) == ["bid 1", "bid 2", "bid 3", "bid 4"]
    s = play(s, "bid 1")  # displaces seat 0, who is next: seats 1 and 2 lie on pairs
    assert actor(s) == 0


@pytest.mark.rule("AV-4.1")
def test_only_affordable_pairs_are_offered():
    s = bidding(coins=[0, 3, 3, 3], start=1)
    s = play(s, "bid 1", "bid 2", "bid 3")
    assert actor(s) == 0 and legal(s) == ["bid 4"]
    with pytest.raises(IllegalMove):
        ARANYVAROS.apply(s, ARANYVAROS.legal_moves(bidding())[0])


@pytest.mark.rule("AV-4.2")
def test_a_free_pair_costs_nothing():
    s = play(bidding(), "bid 4")
    assert s.players[0].coins == 3 and s.supply == 23 and s.displacements == 0


@pytest.mark.rule("AV-4.3")
def test_displacement_price_rises_within_the_phase_whoever_and_wherever():
    s = bidding(coins=[10, 10, 10, 2])
    s = play(s, "bid 1", "bid 1")  # seat 1 displaces seat 0: 1 coin
    assert [p.coins for p in s.players] == [10, 9, 10, 2] and s.displacements == 1
    s = play(s, "bid 2", "bid 2")  # seat 2 on a free pair, seat 3 displaces seat 2: 2 coins
    assert [p.coins for p in s.players] == [10, 9, 10, 0]
    s = play(s, "bid 1")  # seat 0 takes back the pair it lost: 3 coins
    assert [p.coins for p in s.players] == [7, 9, 10, 0] and s.bids[0] == 0
    assert s.supply == 35 - 26 and s.displacements == 3


@pytest.mark.rule("AV-4.3")
def test_the_price_starts_again_next_round():
    s = bidding(coins=[5, 5, 5, 5])
    s = play(s, "bid 1", "bid 1", "bid 2", "bid 3", "bid 4")
    assert s.phase == "building"
    while s.phase == "building":
        texts = legal(s)
        s = play(s, "pass" if "pass" in texts else texts[0])
    assert s.phase == "bidding" and s.round == 2 and s.displacements == 0
    occupied = ARANYVAROS.view(s, None)
    assert occupied.displacements + 1 == 1


@pytest.mark.rule("AV-4.4")
def test_displaced_player_waits_for_the_turn_to_come_round():
    s = play(bidding(), "bid 1", "bid 1")  # seat 1 displaces seat 0
    assert actor(s) == 2
    s = play(s, "bid 2")
    assert actor(s) == 3
    s = play(s, "bid 3")
    assert actor(s) == 0


@pytest.mark.rule("AV-4.4", "AV-13.1")
def test_immediate_rebid_option():
    s = bidding(rules={"displaced_rebid": "immediate"})
    s = play(s, "bid 1", "bid 1")  # seat 1 displaces seat 0, who bids again at once
    assert actor(s) == 0
    s = play(s, "bid 1")  # and displaces seat 1 back (2 coins): seat 1 again at once
    assert actor(s) == 1 and s.players[0].coins == 1
    s = play(s, "bid 2")
    assert actor(s) == 2  # then the turn goes on after the seat that began it (seat 1)


@pytest.mark.rule("AV-4.5")
def test_end_of_bidding_cards_go_to_the_hands_no_limit_yet():
    s = bidding(hands=[{"desert": 5}, (), (), ()])
    s = play(s, "bid 2", "bid 1", "bid 3", "bid 4")
    assert s.phase == "building" and s.pairs == () and s.bids == ()
    assert hand(s, 0) == {"desert": 5, "forest": 2}  # 7 cards until the own turn ends
    assert hand(s, 1) == {"coast": 1, "desert": 1}


@pytest.mark.rule("AV-4.6")
def test_at_most_seven_displacements():
    """Everyone displaces whenever they can pay: the phase still ends, after at most 7."""
    s = bidding(coins=[12, 12, 11, 0])
    most = 0
    while s.phase == "bidding":
        texts = legal(s)
        cost = s.displacements + 1
        taken = [f"bid {i + 1}" for i, b in enumerate(s.bids) if b >= 0]
        dear = [t for t in texts if t in taken]
        s = play(s, dear[0] if dear else texts[0])
        most = max(most, s.displacements)
        assert sum(p.coins for p in s.players) + s.supply == 35
        assert cost <= 8
    assert most <= 7


@pytest.mark.rule("AV-4.1")
def test_a_free_pair_always_exists_for_the_bidder():
    for seed in range(20):
        s = ARANYVAROS.new_game(ARANYVAROS.config(3 + seed % 2), seed)
        while s.phase == "bidding":
            assert any(b < 0 for b in s.bids)
            s = ARANYVAROS.apply(s, rules.legal_moves(s)[-1])
