"""ANNO XVII hidden information: what each seat's view shows (rules_hu AN-11)."""

from __future__ import annotations

import pytest
from anno_builders import cities, kinds, play, scenario

from sanjuan.game import ANNO_XVII
from sanjuan.moves import Deposit, Discard, Stow
from sanjuan.view import shuffle_hidden, view

SEATS = (0, 1, 2, None)


def table():
    return scenario(
        3,
        hands=[["palace", "tower"], ["well"], []],
        cities=[
            ["mill", "chapel", "bank", "harbour", "pawnshop", "crane"],
            ["mill", "farm", "cathedral"],
            ["mill"],
        ],
        loaded=[None, [False, True, False], None],
        chapel=[["farm", "farm"], [], []],
        bank=[["loom", "loom", "loom"], [], []],
        harbour=[["smith"], [], []],
        covered=[["park"], [], []],
        pawn=[True, False, False],
        events=["fire", "democracy"],
    )


@pytest.mark.rule("AN-11.1")
def test_who_sees_what():
    s = table()
    for seat in SEATS:
        v = view(s, seat)
        assert [p.hand_size for p in v.players] == [2, 1, 0]
        assert [p.hand is not None for p in v.players] == [i == seat for i in range(3)]
        assert v.players[1].city == ("mill", "farm", "cathedral") and not v.cathedral
        assert v.players[0].covered == ("park",)
        assert v.players[1].goods == (False, True, False)
        assert v.event_row == ("fire", "democracy")
        assert (v.players[0].chapel_size is not None) == (seat == 0)
        assert v.draw_size == len(s.draw) and v.discard_size == len(s.discard)
    assert view(s, 0).players[0].hand == ("palace", "tower")


@pytest.mark.rule("AN-11.1")
def test_drawn_cards_are_the_drawers_reveals_are_everyones():
    s = scenario(3, cities=cities(["colony"], [], []), draw_top=["farm", "loom", "well"])
    s = play(s, "pick councillor", "draw")
    assert view(s, 0).pending is not None and view(s, 1).pending is None
    assert view(s, None).pending_size == 5
    s = scenario(3, cities=cities(["colony"], [], []), draw_top=["farm", "bank"])
    s = play(s, "pick prospector", "take prospector", "reveal")
    for seat in SEATS:
        assert view(s, seat).gold_reveal == ("bank",)
        assert view(s, seat).pending == ("bank",)


@pytest.mark.rule("AN-11.2")
def test_bank_harbour_and_pawnshop_visibility():
    s = table()
    for seat in SEATS:
        me = view(s, seat).players[0]
        assert (me.bank_size, me.harbour_size, me.pawn, me.bank_used) == (3, 1, True, True)
        assert (me.bank is not None) == (seat == 0)
    assert view(s, 0).players[0].bank == ("loom", "loom", "loom")
    # Nobody, the owner included, can tell the Harbour and Pawnshop cards apart.
    for seat in (0, 1, 2):
        for k in range(5):
            other = shuffle_hidden(s, seat, k)
            ANNO_XVII.check_invariants(other)
            assert view(other, seat) == view(s, seat)
    mixed = [shuffle_hidden(s, 0, k) for k in range(8)]
    assert len({m.players[0].pawn for m in mixed} | {m.players[0].harbour for m in mixed}) > 2


@pytest.mark.rule("AN-11.2")
def test_the_harbour_choice_shows_no_card_not_even_to_the_seller():
    s = scenario(
        3,
        cities=[["mill", "loom", "harbour"], ["mill"], ["mill"]],
        loaded=[[True, True, False], None, None],
    )
    s = play(s, "pick trader", "sell mill", "sell loom")
    for seat in SEATS:
        assert view(s, seat).pending is None and view(s, seat).pending_size == 2
    text = ANNO_XVII.describe(view(s, 1), Stow("loom"), "en")
    assert text == "Puts the card sold from Loom under the Harbour"
    for seat in (0, 1, 2):
        assert view(shuffle_hidden(s, seat, 3), seat) == view(s, seat)


@pytest.mark.rule("AN-11.3")
def test_events_and_public_acts_are_public_discards_only_counted():
    s = table()
    v = view(s, 1)
    assert ANNO_XVII.describe(v, Deposit("farm"), "en") == "Puts a card under the Bank"
    s = play(s, "pick fire")
    assert view(s, 2).event == "fire"
    s = play(s, "burn pawnshop")
    assert kinds(s.players[0].city) == ["mill", "chapel", "bank", "harbour", "crane"]
    assert not view(s, 2).players[0].pawn
    tax = play(scenario(3, hands=[[], ["well"], []], events=["taxation"]), "pick taxation")
    assert ANNO_XVII.describe(view(tax, 0), Discard("well"), "en") == "Discards a card"
    assert ANNO_XVII.describe(view(tax, 1), Discard("well"), "en") == "Discards Well"
