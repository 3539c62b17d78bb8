"""Phase 5, the scoring card (rules_hu AV-7)."""

from __future__ import annotations

import pytest
from av_builders import play, scenario

from aranyvaros import data

CARD = {c.id: c for c in data.SCORING_CARDS}


def scoring(**kwargs):
    """The state after this round's scoring (nobody can build: empty hands unless given)."""
    return scenario(**kwargs)


@pytest.mark.rule("AV-7.1")
def test_two_parts_and_the_card_goes_to_the_box():
    # sc02: wine + r_se. Seat 1 holds wine, seat 2 stands on e_s4 (r_se).
    s = scoring(
        scoring_card="sc02",
        goods=[(), ("gc4",), (), ()],
        houses=[(), (), ("e_h4", "e_s4"), ()],
    )
    assert s.last_scoring == (0, 4, 4, 0)
    assert [p.letters for p in s.players] == [0, 4, 4, 0]
    assert s.scoring_box == (CARD["sc02"].index,)
    assert s.scoring_card != CARD["sc02"].index and s.round == 2


@pytest.mark.rule("AV-7.2")
def test_every_holder_of_the_good_scores_two_once():
    s = scoring(scoring_card="sc03", goods=[("gc2", "gc4", "gc6"), ("gc8",), (), ()])  # spices
    assert s.last_scoring == (2, 2, 0, 0)


@pytest.mark.rule("AV-7.2")
def test_nobody_holds_the_good():
    s = scoring(scoring_card="sc03", goods=[("gc1",), ("gc3",), (), ()])
    assert s.last_scoring == (0, 0, 0, 0)


@pytest.mark.rule("AV-7.3")
def test_sole_holder_gets_four():
    s = scoring(scoring_card="sc04", goods=[(), (), ("gc3", "gc5"), ("gc1",)])  # silk
    assert s.last_scoring == (0, 0, 4, 0)


@pytest.mark.rule("AV-7.4")
def test_river_counts_only_its_three_suburbs():
    # r_nw: w_s4, w_s7, n_s1. Harbours beside them do not count.
    s = scoring(
        scoring_card="sc04",
        houses=[("w_h4",), ("n_h1", "n_s1"), ("w_h3", "w_s3", "w_s7"), ()],
    )
    assert s.last_scoring == (0, 2, 2, 0)


@pytest.mark.rule("AV-7.4", "AV-7.6")
def test_river_presence_counts_not_houses_unless_majority():
    s = scoring(scoring_card="sc04", houses=[("w_h4", "w_s4", "w_s7"), ("n_h1", "n_s1"), (), ()])
    assert s.last_scoring == (4, 2, 0, 0)


@pytest.mark.rule("AV-7.5")
def test_district_counts_its_three_quarters():
    s = scoring(
        scoring_card="sc12",  # spices + d_w
        houses=[("w_h4", "w_s4", "w_o2"), ("w_h1", "w_s1", "w_s5"), (), ()],
    )
    assert s.last_scoring == (4, 0, 0, 0)


MAJORITY_TABLE = [
    ((1, 0, 0), (4, 0, 0)),
    ((1, 1, 0), (2, 2, 0)),
    ((2, 1, 0), (4, 2, 0)),
    ((2, 2, 1), (2, 2, 2)),
    ((0, 0, 0), (0, 0, 0)),
]
DISTRICT_HOUSES = {
    # paths into d_w with 0, 1 or 2 quarters
    0: [(), (), ()],
    1: [
        ("w_h4", "w_s4", "w_o2"),
        ("w_h1", "w_s1", "w_s5", "w_o1"),
        ("w_h2", "w_s2", "w_s6", "w_o2"),
    ],
    2: [
        ("w_h4", "w_s4", "w_o2", "w_o1"),
        ("w_h1", "w_s1", "w_s5", "w_o1", "w_o2"),
        ("w_h2", "w_s2", "w_s6", "w_o2", "w_o1"),
    ],
}


@pytest.mark.rule("AV-7.6")
@pytest.mark.parametrize(("counts", "letters"), MAJORITY_TABLE)
def test_majority_bonus_table(counts, letters):
    houses = [DISTRICT_HOUSES[n][seat] for seat, n in enumerate(counts)]
    s = scoring(players=3, scoring_card="sc12", houses=houses)
    assert s.last_scoring == letters


@pytest.mark.rule("AV-7.7")
def test_the_board_as_phase_five_begins():
    """A house and a goods card gained this round already count."""
    s = scenario(
        scoring_card="sc01",  # ceramics + r_ne
        hands=[{"mountains": 2}, (), (), ()],
        houses=[("n_h4",), (), (), ()],
        goods_display=["gc2", "gc4", "gc5"],
        goods_deck=["gc1", "gc3", "gc6", "gc7", "gc8"],
    )
    s = play(s, "build n_s4")  # r_ne river suburb; reward 2 coins
    assert s.round == 2 and s.last_scoring == (4, 0, 0, 0)
    s = scenario(
        scoring_card="sc01",
        hands=[{"mountains": 2}, (), (), ()],
        houses=[("n_h1",), (), (), ()],
        goods_display=["gc2", "gc4", "gc5"],
        goods_deck=["gc1", "gc3", "gc6", "gc7", "gc8"],
    )
    s = play(s, "build n_s1", "goods ceramics+spices")
    assert s.round == 2 and s.last_scoring == (4, 0, 0, 0)
