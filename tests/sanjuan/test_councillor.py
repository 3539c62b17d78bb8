"""Councillor phase, Archive and Prefecture (SJ-7.1, SJ-11.3, SJ-11.14).

Every seat first chooses to take the action (`draw`) or to decline it (`pass`, nothing drawn);
then it keeps its cards (R-SJ-3, revised 2026-11-25).
"""

from __future__ import annotations

import pytest
from builders import hand, kinds, legal, play, scenario, step

from sanjuan.rules import to_act
from sanjuan.view import view

DRAW = ["smithy", "well", "crane", "tower", "quarry", "hero", "palace", "statue", "library"]


def council(chooser, library=False, prefecture=False, archive=False, hand_cards=()):
    """3 players; the seat under test is 0 (chooser) or 1 (not); seat 2 has nothing special."""
    seat = 0 if chooser else 1
    cities = [["indigo_plant"]] * 3
    cities[seat] = ["indigo_plant"] + ["library"] * library + ["prefecture"] * prefecture
    cities[seat] += ["archive"] * archive
    hands = [[]] * 3
    hands[seat] = list(hand_cards)
    s = scenario(players=3, cities=cities, hands=hands, draw_top=DRAW)
    s = play(s, "pick councillor", "draw")
    if not chooser:
        s = play(s, "keep smithy", "draw")  # seat 0 keeps one of its 5, seat 1 draws
    return s, seat


@pytest.mark.rule("SJ-7.1")
@pytest.mark.rule("SJ-11.14")
@pytest.mark.parametrize(
    ("chooser", "library", "prefecture", "drawn", "kept"),
    [
        (False, False, False, 2, 1),
        (True, False, False, 5, 1),
        (True, True, False, 8, 1),
        (False, True, False, 2, 1),
        (False, False, True, 2, 2),
        (True, False, True, 5, 2),
        (True, True, True, 8, 2),
    ],
)
def test_councillor_draws_and_keeps(chooser, library, prefecture, drawn, kept):
    """Draw 2 (chooser 5, with Library 8), keep 1 (2 with a Prefecture), discard the rest."""
    s, seat = council(chooser, library, prefecture)
    assert to_act(s) == seat and step(s) == "keep"
    assert len(s.turn.pending) == drawn
    discard_before = len(s.discard)
    for _ in range(kept):
        s = play(s, next(t for t in legal(s) if t.startswith("keep")))
    assert to_act(s) != seat
    assert len(s.players[seat].hand) == kept
    assert len(s.discard) - discard_before == drawn - kept


@pytest.mark.rule("SJ-7.1")
def test_councillor_keeps_the_chosen_card_and_others_draw_in_turn():
    """The kept card is the one named; then the next seat draws its own 2 cards."""
    s = scenario(players=3, draw_top=DRAW)
    s = play(s, "pick councillor", "draw")
    assert sorted(kinds(s.turn.pending)) == sorted(DRAW[:5])
    s = play(s, "keep quarry")
    assert hand(s, 0) == ["quarry"]
    assert sorted(kinds(s.discard)) == sorted(["smithy", "well", "crane", "tower"])
    assert to_act(s) == 1 and step(s) == "council_draw"
    s = play(s, "draw")
    assert kinds(s.turn.pending) == ["hero", "palace"]
    s = play(s, "keep palace", "draw")
    assert kinds(s.turn.pending) == ["statue", "library"]


@pytest.mark.rule("SJ-7.1")
def test_drawn_cards_are_seen_only_by_the_drawer():
    """Only the drawer sees the drawn cards; the others see how many."""
    s = scenario(players=3, draw_top=DRAW)
    s = play(s, "pick councillor", "draw")
    assert view(s, 0).pending is not None and len(view(s, 0).pending) == 5
    for other in (1, 2, None):
        assert view(s, other).pending is None
        assert view(s, other).pending_size == 5


@pytest.mark.rule("SJ-11.3")
@pytest.mark.parametrize(
    ("chooser", "library", "prefecture", "drawn", "discards"),
    [
        (False, False, False, 2, 1),
        (True, False, False, 5, 4),
        (True, True, False, 8, 7),
        (False, False, True, 2, 0),
        (True, False, True, 5, 3),
        (True, True, True, 8, 6),
    ],
)
def test_archive_discards_from_the_whole_hand(chooser, library, prefecture, drawn, discards):
    """Archive: the drawn cards join the hand; the surplus is discarded from the whole hand."""
    s, seat = council(chooser, library, prefecture, archive=True, hand_cards=["sugar_mill"])
    assert len(s.players[seat].hand) == 1 + drawn
    if discards:
        assert step(s) == "discard" and s.turn.owed == discards
        assert "discard sugar_mill" in legal(s)  # an old card may go
        s = play(s, "discard sugar_mill")
        for _ in range(discards - 1):
            s = play(s, legal(s)[0])
    assert to_act(s) != seat
    assert len(s.players[seat].hand) == 1 + drawn - discards
    assert "sugar_mill" not in hand(s, seat) or not discards


@pytest.mark.rule("SJ-11.14")
def test_prefecture_keeps_two_in_sequence():
    """With a Prefecture the chooser keeps 2 of 5, one after the other."""
    s, seat = council(True, prefecture=True)
    s = play(s, "keep tower")
    assert to_act(s) == seat and step(s) == "keep"
    assert len(s.turn.pending) == 4
    s = play(s, "keep smithy")
    assert hand(s, seat) == ["smithy", "tower"]
    assert to_act(s) == 1


@pytest.mark.rule("SJ-7.1")
@pytest.mark.rule("SJ-11.3")
@pytest.mark.parametrize("archive", [False, True])
@pytest.mark.parametrize("chooser", [False, True])
def test_the_action_may_be_declined_before_anything_is_drawn(chooser, archive):
    """`pass` is offered before the draw, with or without an Archive; then no card is drawn,
    kept or discarded, and the next seat draws the cards this seat would have drawn."""
    cities = [["indigo_plant"]] * 3
    seat = 0 if chooser else 1
    cities[seat] = ["indigo_plant"] + ["archive"] * archive
    s = scenario(players=3, cities=cities, hands=[["sugar_mill"]] * 3, draw_top=DRAW)
    s = play(s, "pick councillor")
    if not chooser:
        s = play(s, "draw", "keep smithy")
    assert to_act(s) == seat and step(s) == "council_draw"
    assert legal(s) == ["draw", "pass"]
    draw_before, discard_before = s.draw, s.discard
    s = play(s, "pass")
    assert s.draw == draw_before and s.discard == discard_before
    assert hand(s, seat) == ["sugar_mill"]
    assert to_act(s) == seat + 1 and step(s) == "council_draw"
    s = play(s, "draw")
    assert kinds(s.turn.pending) == (["smithy", "well"] if chooser else ["hero", "palace"])


@pytest.mark.rule("SJ-11.3")
def test_an_archive_owner_who_draws_must_discard_the_surplus():
    """Once the Archive owner has drawn, the cards are in the hand and exactly drawn − kept
    cards must go: no `pass`, no `done`, so the hand grows by exactly one."""
    s, seat = council(True, archive=True, hand_cards=["sugar_mill"])
    assert step(s) == "discard" and s.turn.owed == 4
    for _ in range(4):
        assert "pass" not in legal(s) and "done" not in legal(s)
        s = play(s, legal(s)[-1])
    assert to_act(s) != seat and len(s.players[seat].hand) == 2


@pytest.mark.rule("SJ-7.1")
def test_the_first_card_must_be_kept_once_drawn():
    """Without an Archive the drawn cards are shown first: one must be kept (declining was
    before the draw); a Prefecture's second card may be left with `done`."""
    s, seat = council(True, prefecture=True)
    assert step(s) == "keep"
    assert "pass" not in legal(s) and "done" not in legal(s)
    s = play(s, "keep tower")
    assert legal(s)[-1] == "done"
    s = play(s, "done")
    assert hand(s, seat) == ["tower"] and to_act(s) == 1


@pytest.mark.rule("SJ-7.1")
def test_nothing_to_draw_skips_the_question():
    """With both piles empty the councillor action could draw nothing: no question (D-SJ-3)."""
    s = scenario(players=3, hands=[["sugar_mill"]] * 3, draw_top=[], rest=0)
    assert not s.draw and not s.discard
    s = play(s, "pick councillor")
    assert s.phase == "pick" and to_act(s) == 1
