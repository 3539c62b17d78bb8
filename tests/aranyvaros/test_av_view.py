"""Hidden information: what each seat's view holds (rules_hu AV-12)."""

from __future__ import annotations

import pytest
from av_builders import decline, new_game, play, scenario

from aranyvaros.game import ARANYVAROS
from aranyvaros.view import PlayerView, SeatView, shuffle_hidden

view = ARANYVAROS.view


def played(seed: int = 3, moves: int = 60, **options):
    s = new_game(4, seed=seed, **options)
    for _ in range(moves):
        s = decline(s)
    return s


@pytest.mark.rule("AV-12.1")
def test_hands_and_bonus_cards_only_for_their_owner():
    s = scenario(
        hands=[{"coast": 2}, {"desert": 3}, (), ()], bonus=[("b_city",), ("b_goods",), (), ()]
    )
    own = view(s, 0)
    assert own.players[0].hand is not None and own.players[0].bonus == ("b_city",)
    assert own.players[1].hand is None and own.players[1].bonus is None
    assert own.players[1].hand_size == 3 and own.players[1].bonus_count == 1
    public = view(s, None)
    assert all(p.hand is None and p.bonus is None for p in public.players)


@pytest.mark.rule("AV-12.1", "AV-13.1")
def test_open_bonus_cards_option():
    s = scenario(bonus=[("b_city",), ("b_goods",), (), ()], rules={"open_bonus_cards": True})
    assert view(s, None).players[1].bonus == ("b_goods",)
    assert view(s, 0).players[1].hand is None


@pytest.mark.rule("AV-12.1")
def test_the_bonus_deck_only_while_choosing():
    s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[("n_h4",), (), (), ()])
    s = play(s, "build n_s3")
    assert view(s, 0).bonus_deck is not None and len(view(s, 0).bonus_deck) == 8
    assert view(s, 1).bonus_deck is None and view(s, None).bonus_deck is None
    before = view(s, 1)
    move = ARANYVAROS.legal_moves(s)[2]
    assert "b_city" not in ARANYVAROS.describe(before, move, "en")
    assert ARANYVAROS.describe(before, move, "en") == "Keeps a bonus card"
    assert "Golden City" in ARANYVAROS.describe(view(s, 0), move, "en")


@pytest.mark.rule("AV-12.2")
def test_letter_totals_private_single_awards_public():
    s = scenario(
        hands=[{"desert": 2}, (), (), ()],
        houses=[("w_h4", "w_s4"), (), (), ()],
        letters=[7, 9, 0, 0],
    )
    assert view(s, 0).players[0].letters == 7 and view(s, 0).players[1].letters is None
    sentence = ARANYVAROS.describe(view(s, 1), ARANYVAROS.parse_move(s, "build w_o2"), "en")
    assert "5 letters" in sentence  # the award is public, as at the table
    s = play(s, "build w_o2")
    assert s.round == 2 and view(s, None).last_scoring == s.last_scoring  # public


@pytest.mark.rule("AV-12.2", "AV-13.1")
def test_open_letters_option():
    s = scenario(letters=[7, 9, 0, 0], rules={"open_letters": True})
    assert [p.letters for p in view(s, None).players] == [7, 9, 0, 0]


@pytest.mark.rule("AV-12.3")
def test_public_table():
    s = played()
    public = view(s, None)
    for p, pv in zip(s.players, public.players, strict=True):
        assert (pv.coins, pv.keys, pv.houses_left, pv.hand_size) == (
            p.coins,
            p.keys,
            p.houses_left,
            sum(p.hand),
        )
        assert len(pv.goods) == len(p.goods) and pv.bonus_count == len(p.bonus)
    assert public.goods_deck_size == len(s.goods_deck) and len(public.goods_display) == len(
        s.goods_display
    )
    assert public.discard == s.discard and public.draw_size == len(s.draw)
    assert public.supply == s.supply and public.keys_supply == s.keys_supply
    assert public.scoring_deck_size == len(s.scoring_deck) and public.scoring_top_tier in (1, 2, 3)
    assert public.bids == s.bids and len(public.pairs) == len(s.pairs)


@pytest.mark.rule("AV-12.4")
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_nothing_hidden_reaches_a_view(seat):
    s = played(seed=11, moves=90)
    other = shuffle_hidden(s, seat, seed=5)
    assert view(other, seat) == view(s, seat)
    assert (
        other.draw != s.draw
        or other.goods_deck != s.goods_deck
        or other.scoring_deck != s.scoring_deck
    )


@pytest.mark.rule("AV-12.4")
def test_views_hold_no_pile_order():
    names = {*SeatView.__struct_fields__} | {*PlayerView.__struct_fields__}
    assert not {"draw", "goods_deck", "scoring_deck", "rng"} & names


@pytest.mark.rule("AV-12.5")
def test_hot_seat_views_and_the_final_reveal():
    s = played(seed=2, moves=40)
    for seat in range(4):
        v = view(s, seat)
        assert [p.hand is not None for p in v.players] == [i == seat for i in range(4)]
    while s.phase != "game_over":
        before, s = s, decline(s)
    # The last decision still hides the other hands; the final reveal shows everything: every
    # letter total, bonus card and terrain hand, to every seat and the public table (R-AV-57).
    last = view(before, None)
    assert all(p.hand is None and p.letters is None for p in last.players)
    for seat in (None, 0, 1, 2, 3):
        final = view(s, seat)
        assert [p.hand for p in final.players] == [p.hand for p in s.players]
        assert all(p.bonus is not None and p.letters is not None for p in final.players)
        if seat is not None:
            assert ARANYVAROS.view(shuffle_hidden(s, seat, seed=9), seat) == final
