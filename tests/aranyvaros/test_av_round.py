"""The round's automatic phases, the start key and the end of the game (rules_hu AV-3, AV-8,
AV-9)."""

from __future__ import annotations

import pytest
from av_builders import actor, decline, legal, new_game, play, scenario

from aranyvaros import data, rules
from aranyvaros.game import ARANYVAROS

HARBOURS = [p.id for p in data.PLACES if p.kind == "harbour"]


@pytest.mark.rule("AV-3.1", "AV-3.2", "AV-8.1")
def test_after_building_score_pass_the_key_and_start_the_next_round():
    s = scenario(hands=[{"coast": 1}, (), (), ()], start=0, scoring_card="sc05")
    assert s.phase == "building" and s.scoring_card == 4  # face up while building
    s = play(s, "pass")
    assert s.round == 2 and s.phase == "bidding"
    assert s.scoring_box == (4,) and s.scoring_card not in (-1, 4)
    assert s.start == 1 and actor(s) == 1
    assert len(s.pairs) == 4 and s.bids == (-1,) * 4


@pytest.mark.rule("AV-3.2")
def test_round_card_turned_up_before_bidding_and_scored_the_same_round():
    s = new_game(3, seed=4)
    card = s.scoring_card
    assert card == ARANYVAROS.new_game(ARANYVAROS.config(3), 4).scoring_card
    assert data.SCORING_CARDS[card].tier == 1 and s.phase == "bidding"
    while s.round == 1:
        s = decline(s)
    assert s.scoring_box == (card,)


@pytest.mark.rule("AV-3.3")
def test_pairs_from_two_columns():
    """Drawn mező, erdő, kikötő, sivatag, mező, hegyvidék: pairs (mező, sivatag), (erdő, mező),
    (kikötő, hegyvidék)."""
    top = ["meadow", "forest", "coast", "desert", "meadow", "mountains"]
    s = scenario(players=3, hands=[(), (), ()], draw_top=top)  # nobody builds: next round
    assert s.round == 2
    names = [(data.TERRAINS[a], data.TERRAINS[b]) for a, b in s.pairs]
    assert names == [("meadow", "desert"), ("forest", "meadow"), ("coast", "mountains")]


@pytest.mark.rule("AV-3.4")
def test_the_pairs_are_drawn_across_a_reshuffle():
    s = scenario(players=3, hands=[(), (), ()], draw_top=["forest", "forest"], rest="discard")
    assert s.round == 2 and len(s.pairs) == 3
    assert s.pairs[0][0] == data.TERRAIN_INDEX["forest"]
    assert s.pairs[1][0] == data.TERRAIN_INDEX["forest"]
    assert sum(s.discard) == 0 and len(s.draw) == 50 - 6


@pytest.mark.rule("AV-8.1")
def test_the_key_goes_round_the_table():
    s = new_game(3, seed=2)
    starts = []
    while s.round <= 4:
        if s.phase == "bidding" and (not starts or starts[-1][0] != s.round):
            starts.append((s.round, s.start))
        s = decline(s)
    assert [st for _, st in starts] == [0, 1, 2, 0]


def all_but_one_house(seat_harbour: str):
    path = ["w_h4", "w_s4", "w_o2", "w_o1", "w_i", "n_o1", "n_o2", "n_i"]
    harbours = [h for h in HARBOURS if h not in ("w_h4", seat_harbour)][:7]
    return path + harbours


@pytest.mark.rule("AV-9.1", "AV-8.1")
def test_last_house_finishes_the_round_then_ends():
    own = all_but_one_house("e_h4")
    s = scenario(
        hands=[{"coast": 1}, {"coast": 1}, (), ()],
        houses=[own, (), (), ()],
        start=0,
        scoring_card="sc14",
    )
    s = play(s, "build e_h4")
    assert s.end == ("all_houses_built",) and s.phase == "building"
    assert actor(s) == 1 and "pass" in legal(s)  # the other build turns are played
    s = play(s, "build s_h1")
    while s.phase == "building":
        s = decline(s)
    assert s.phase == "game_over" and s.round == 1 and s.start == 0  # no key passing
    assert s.scoring_box == (data.SCORING_CARDS[13].index,)


@pytest.mark.rule("AV-9.1")
def test_the_second_to_last_house_does_not_end_the_game():
    """One house short of the end: building it leaves one house and triggers nothing; the
    turn's second build, the last house, does."""
    own = all_but_one_house("e_h4")
    second_last = own.pop()
    s = scenario(
        hands=[{"coast": 2}, (), (), ()], houses=[own, (), (), ()], start=0, scoring_card="sc14"
    )
    assert s.players[0].houses_left == 2
    s = play(s, "build e_h4")
    assert s.players[0].houses_left == 1
    assert s.end == () and actor(s) == 0 and f"build {second_last}" in legal(s)
    s = play(s, f"build {second_last}")
    assert s.players[0].houses_left == 0 and s.end == ("all_houses_built",)


@pytest.mark.rule("AV-9.2")
def test_the_game_ends_after_round_sixteen():
    s = new_game(4, seed=9)
    while s.phase != "game_over":
        s = decline(s)
    assert s.round == 16 and s.end == ("scoring_deck_exhausted",)
    assert len(s.scoring_box) == 16 and s.scoring_deck == () and s.scoring_card == -1
    assert ARANYVAROS.legal_moves(s) == () and actor(s) is None


@pytest.mark.rule("AV-9.5", "AV-9.1", "AV-9.3")
def test_several_reasons_end_the_game_once():
    """Blue's last house fills the last harbour and leaves red (on s_h1, whose only neighbour
    s_s1 is black's) stuck: both reasons are recorded, the game ends once."""
    own = all_but_one_house("e_h1")
    s = scenario(
        hands=[{"coast": 1}, (), (), ()],
        houses=[own, ("s_h1",), ("s_h2", "s_h3", "s_h4", "s_s1"), ("w_h1", "w_h2", "w_h3")],
        start=0,
        scoring_card="sc16",
    )
    assert not any(rules.is_stuck(s.rules, s.players, seat) for seat in range(4))
    s = play(s, "build e_h1")
    assert s.end == ("all_houses_built", "player_stuck")
    assert [p.stuck for p in s.players] == [False, True, False, False]
    assert s.phase == "game_over" and s.round == 1


@pytest.mark.rule("AV-9.3")
def test_a_neighbouring_inner_quarter_counts_as_open_without_a_key():
    s = scenario(houses=[("w_h4", "w_s4", "w_o2"), (), (), ()], hands=[{"desert": 2}, (), (), ()])
    reach = rules.reachable(s.rules, s.players, 0)
    assert reach >> data.PLACE_INDEX["w_i"] & 1  # the board test ignores the missing key
    assert "build w_i" not in legal(s)  # building there still needs one
