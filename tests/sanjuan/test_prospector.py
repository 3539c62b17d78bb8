"""Prospector phase and Gold mine (SJ-8.1, SJ-11.2)."""

from __future__ import annotations

import pytest
from builders import hand, kinds, legal, play, scenario, step

from sanjuan.game import SAN_JUAN
from sanjuan.rules import to_act
from sanjuan.view import view


@pytest.mark.rule("SJ-8.1")
def test_prospector_privilege_draws_one_and_nobody_else_acts():
    """The prospector draws 1 card (optional); the other seats have no action."""
    s = scenario(players=3, draw_top=["palace", "hero"])
    s = play(s, "pick prospector")
    assert to_act(s) == 0 and legal(s) == ["take prospector", "pass"]
    s = play(s, "take prospector")
    assert hand(s, 0) == ["palace"]
    assert s.phase == "pick" and to_act(s) == 1
    assert hand(s, 1) == [] and hand(s, 2) == []


@pytest.mark.rule("SJ-8.1")
def test_prospector_privilege_may_be_declined():
    """Passing the privilege draws nothing."""
    s = scenario(players=3, draw_top=["palace"])
    s = play(s, "pick prospector", "pass")
    assert hand(s, 0) == [] and s.phase == "pick"
    assert s.draw[0] == scenario(players=3, draw_top=["palace"]).draw[0]


@pytest.mark.rule("SJ-8.1")
def test_prospector_privilege_comes_before_the_gold_mines():
    """After the privilege (taken or not) the Gold mine owners follow from the chooser on."""
    mine = ["indigo_plant", "gold_mine"]
    s = scenario(players=3, cities=[mine, ["indigo_plant"], mine], governor=0)
    s = play(s, "pick prospector")
    assert step(s) == "prospector"
    s = play(s, "pass")
    assert to_act(s) == 0 and step(s) == "gold"
    s = play(s, "pass")
    assert to_act(s) == 2 and step(s) == "gold"


REVEALS = {
    "distinct": ["quarry", "smithy", "tobacco_storage", "library"],
    "repeated": ["library", "prefecture", "smithy", "tobacco_storage"],
}


def gold_scenario(reveal, **kw):
    return scenario(
        players=3,
        cities=[["indigo_plant"], ["indigo_plant", "gold_mine"], ["indigo_plant"]],
        draw_top=["palace", *reveal],
        **kw,
    )


@pytest.mark.rule("SJ-11.2")
def test_gold_mine_distinct_costs_keep_one():
    """Four different costs: the owner keeps one of its choice, the other 3 are discarded."""
    s = play(gold_scenario(REVEALS["distinct"]), "pick prospector", "take prospector")
    assert to_act(s) == 1 and legal(s) == ["reveal", "pass"]
    s = play(s, "reveal")
    assert step(s) == "gold_keep"
    assert legal(s) == [
        "keep tobacco_storage",
        "keep smithy",
        "keep quarry",
        "keep library",
        "pass",
    ]
    s = play(s, "keep quarry")
    assert hand(s, 1) == ["quarry"]
    assert sorted(kinds(s.discard)) == ["library", "smithy", "tobacco_storage"]


@pytest.mark.rule("SJ-11.2")
def test_gold_mine_repeated_cost_discards_all_four():
    """Two equal costs among the four: all four are discarded, nothing is kept."""
    s = play(gold_scenario(REVEALS["repeated"]), "pick prospector", "take prospector", "reveal")
    assert hand(s, 1) == []
    assert sorted(kinds(s.discard)) == sorted(REVEALS["repeated"])
    assert s.phase == "pick"


@pytest.mark.rule("SJ-11.2")
def test_a_failed_reveal_stays_on_the_table_until_the_next_pick():
    """The last owner's failed reveal ends the phase at once; its cards stay public (the log
    and the board show them) until the next role is picked."""
    s = play(gold_scenario(REVEALS["repeated"]), "pick prospector", "take prospector", "reveal")
    assert s.phase == "pick"
    for seat in (0, 1, 2, None):
        assert sorted(view(s, seat).gold_reveal) == sorted(REVEALS["repeated"])
    s = play(s, "pick builder")
    assert view(s, None).gold_reveal == ()


@pytest.mark.rule("SJ-11.2")
@pytest.mark.parametrize(
    ("reveal", "hu", "en"),
    [
        (
            "repeated",
            "Könyvtár (5), Prefektúra (3), Kovácsműhely (1), Dohányszárító (3) — van köztük "
            "azonos költségű, mind a dobópakliba kerül",
            "Library (5), Prefecture (3), Smithy (1), Tobacco storage (3) — a cost repeats: all "
            "go to the discard pile",
        ),
        (
            "distinct",
            "Kőbánya (4), Kovácsműhely (1), Dohányszárító (3), Könyvtár (5) — mind más "
            "költségű, egyet megtarthat",
            "Quarry (4), Smithy (1), Tobacco storage (3), Library (5) — all costs differ: may "
            "keep one",
        ),
    ],
)
def test_every_reader_learns_what_a_reveal_turned_up(reveal, hu, en):
    """The log's sentence is worded before the reveal; the cards follow from each reader's
    view after it (issue 16 item 6: a failed reveal was missing from the log)."""
    before = play(gold_scenario(REVEALS[reveal]), "pick prospector", "take prospector")
    after = play(before, "reveal")
    move = SAN_JUAN.parse_move(before, "reveal")
    for seat in (0, 1, 2, None):
        views = view(before, seat), view(after, seat)
        assert SAN_JUAN.aftermath(*views, move, "hu") == hu
        assert SAN_JUAN.aftermath(*views, move, "en") == en
    pay = play(gold_scenario(REVEALS[reveal]), "pick builder")
    assert SAN_JUAN.aftermath(view(pay, 0), view(pay, 0), SAN_JUAN.legal_moves(pay)[0], "hu") == ""


@pytest.mark.rule("SJ-11.2")
def test_gold_mine_reveal_is_public():
    """Everyone sees the four revealed cards and the one kept."""
    s = play(gold_scenario(REVEALS["distinct"]), "pick prospector", "take prospector", "reveal")
    for seat in (0, 1, 2, None):
        v = view(s, seat)
        assert sorted(v.pending) == sorted(REVEALS["distinct"])
        assert sorted(v.gold_reveal) == sorted(REVEALS["distinct"])


@pytest.mark.rule("SJ-11.2")
def test_choosers_own_gold_mine_works_by_default():
    """The prospector's own Gold mine works like everyone else's (default)."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "gold_mine"], ["indigo_plant"], ["indigo_plant"]],
        draw_top=["palace", *REVEALS["distinct"]],
    )
    s = play(s, "pick prospector", "take prospector")
    assert to_act(s) == 0 and step(s) == "gold"
    s = play(s, "reveal", "keep library")
    assert hand(s, 0) == ["library", "palace"]


@pytest.mark.rule("SJ-11.2")
def test_goldmine_excludes_chooser_option():
    """With goldmine_excludes_chooser only the other owners may reveal."""
    both = ["indigo_plant", "gold_mine"]
    s = scenario(
        players=3,
        cities=[both, both, ["indigo_plant"]],
        draw_top=["palace", *REVEALS["distinct"]],
        rules={"goldmine_excludes_chooser": True},
    )
    s = play(s, "pick prospector", "take prospector")
    assert to_act(s) == 1 and step(s) == "gold"


@pytest.mark.rule("SJ-11.2")
def test_library_does_not_change_the_gold_mine():
    """Library doubles the privilege (2 cards) but the Gold mine still reveals 4."""
    s = scenario(
        players=3,
        cities=[["indigo_plant", "gold_mine", "library"], ["indigo_plant"], ["indigo_plant"]],
        draw_top=["palace", "hero", *REVEALS["distinct"]],
    )
    s = play(s, "pick prospector", "take prospector")
    assert hand(s, 0) == ["hero", "palace"]
    s = play(s, "reveal")
    assert len(s.turn.pending) == 4


@pytest.mark.rule("SJ-11.2")
def test_gold_mine_with_fewer_than_four_cards_finds_nothing():
    """If fewer than 4 cards exist in both piles, all revealed cards are discarded."""
    s = scenario(
        players=3,
        cities=[["indigo_plant"], ["indigo_plant", "gold_mine"], ["indigo_plant"]],
        draw_top=["smithy", "tobacco_storage", "library"],
        rest=2,
    )
    s = play(s, "pick prospector", "pass", "reveal")
    assert hand(s, 1) == []
    assert sorted(kinds(s.discard)) == ["library", "smithy", "tobacco_storage"]
    assert s.draw == ()
