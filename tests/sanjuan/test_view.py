"""Hidden information: what each seat's view shows (SJ-14.1)."""

from __future__ import annotations

import pytest
from builders import kinds, new_game, play, scenario

from common.records import replace
from sanjuan.game import SAN_JUAN
from sanjuan.moves import Discard, Keep, Pay, Tuck
from sanjuan.view import SeatView, view


def table():
    return scenario(
        players=3,
        hands=[["palace", "hero"], ["well"], []],
        cities=[
            ["indigo_plant", "chapel", "crane"],
            ["indigo_plant", "sugar_mill"],
            ["indigo_plant"],
        ],
        loaded=[[True, False, False], [False, True], [False]],
        chapel=[["statue", "statue"], [], []],
        covered=[["smithy"], [], []],
        discard=["tower"],
    )


@pytest.mark.rule("SJ-14.1")
def test_hands_are_private_but_their_sizes_public():
    """Only the owner sees its hand; every seat sees every hand size."""
    s = table()
    for seat in (0, 1, 2, None):
        v = view(s, seat)
        assert [p.hand_size for p in v.players] == [2, 1, 0]
        for p in v.players:
            if p.seat == seat:
                assert p.hand is not None
            else:
                assert p.hand is None
    assert sorted(view(s, 0).players[0].hand) == ["hero", "palace"]
    assert view(s, 1).players[1].hand == ("well",)


@pytest.mark.rule("SJ-14.1")
def test_cities_covered_cards_and_goods_are_public_good_identities_are_not():
    """Buildings and covered cards are public; a good shows only that it is there."""
    s = table()
    for seat in (0, 1, 2, None):
        v = view(s, seat)
        assert v.players[0].city == ("indigo_plant", "chapel", "crane")
        assert v.players[0].covered == ("smithy",)
        assert v.players[0].goods == (True, False, False)
        assert v.players[1].goods == (False, True)
        assert all(isinstance(g, bool) for p in v.players for g in p.goods)
    # The goods are a Palace and a Triumphal arch card: no view names them, the owners' neither.
    assert kinds([s.players[0].goods[0], s.players[1].goods[1]]) == ["palace", "triumphal_arch"]
    for seat in (0, 1, 2, None):
        assert "triumphal_arch" not in repr(view(s, seat))
        if seat != 0:  # seat 0 holds a (different) palace card in hand
            assert "palace" not in repr(view(s, seat))


@pytest.mark.rule("SJ-14.1")
def test_chapel_count_is_private_until_the_end():
    """Chapel count and cards: the owner only, everyone at the final scoring."""
    s = table()
    assert view(s, 0).players[0].chapel_size == 2
    assert view(s, 1).players[0].chapel_size is None
    assert view(s, None).players[0].chapel_size is None
    over = replace(s, phase="over")
    assert view(over, 1).players[0].chapel_size == 2
    assert view(over, None).players[0].chapel_size == 2


@pytest.mark.rule("SJ-14.1")
def test_piles_show_sizes_only():
    """Draw and discard pile sizes are public; their contents and the tile stack are not."""
    s = table()
    v = view(s, 0)
    assert v.draw_size == len(s.draw) and v.discard_size == 1
    names = set(SeatView.__struct_fields__)
    assert not names & {"draw", "discard", "rng", "tiles"}


@pytest.mark.rule("SJ-14.1")
def test_private_moves_are_described_without_the_card_to_others():
    """Payments, discards, keeps and tucks name the card only to the seat making them."""
    s = scenario(players=3, hands=[["well", "palace", "hero"], [], []])
    s = play(s, "pick builder", "build well")
    own, other, public = view(s, 0), view(s, 1), view(s, None)
    for move in (Pay("palace"), Discard("palace"), Tuck("palace"), Keep("palace")):
        assert "Palace" in SAN_JUAN.describe(own, move, "en")
        assert "Palace" not in SAN_JUAN.describe(other, move, "en")
        assert "Palace" not in SAN_JUAN.describe(public, move, "en")


@pytest.mark.rule("SJ-14.1")
def test_roles_picked_are_public():
    """Everyone sees who picked which role this round."""
    s = play(scenario(players=3), "pick trader")
    assert view(s, 2).picks == (("trader", 0),)
    assert view(s, None).picks == (("trader", 0),)


@pytest.mark.rule("SJ-14.1")
def test_draft_cards_are_seen_by_their_owner_only():
    """In the starting-hand draft each seat sees its own cards and only the others' counts."""
    s = new_game(3, seed=2, starting_hand_draft=True)
    v = view(s, 1)
    assert v.players[1].hand is not None and len(v.players[1].hand) == 6
    assert v.players[0].hand is None and v.players[0].hand_size == 5
    assert v.players[2].hand is None and v.players[2].hand_size == 7
