"""Final scoring: bonus cards, ranking and tie-breaks (rules_hu AV-10, AV-11)."""

from __future__ import annotations

import pytest
from av_builders import decline, new_game, scenario

from aranyvaros import data
from aranyvaros.game import ARANYVAROS
from aranyvaros.score import bonus_letters, outcome, seat_score

BONUS = {b.id: b for b in data.BONUS_CARDS}
# Blue: w_h4 harbour, w_s4 (desert, river r_nw), w_o2 and w_i (city, desert), n_s1 (mountains,
# river r_nw), n_o1 (city, mountains).
BOARD = ("w_h4", "w_s4", "w_o2", "w_i", "n_o1", "n_s1")


def final(**kwargs):
    kwargs.setdefault("houses", [BOARD, (), (), ()])
    return scenario(phase="game_over", **kwargs)


@pytest.mark.rule("AV-10.2")
@pytest.mark.parametrize(
    ("card", "letters"),
    [
        ("b_goods", 3 * 3),
        ("b_coins", 2 * 5),
        ("b_city", 3),
        ("b_river", 2 * 2),
        ("b_desert", 3),
        ("b_mountains", 2),
        ("b_forest", 0),
        ("b_meadow", 0),
    ],
)
def test_each_bonus_card(card, letters):
    s = final(goods=[("gc1", "gc2", "gc6"), (), (), ()], coins=[5, 3, 3, 3], keys=[1, 0, 0, 0])
    assert bonus_letters(BONUS[card], s.players[0]) == letters


@pytest.mark.rule("AV-10.2")
def test_harbours_never_count_for_terrain_cards():
    s = final(houses=[("w_h1", "w_h2", "w_h3", "w_h4"), (), (), ()])
    assert all(
        bonus_letters(BONUS[b], s.players[0]) == 0 for b in ("b_desert", "b_river", "b_city")
    )


@pytest.mark.rule("AV-10.1")
def test_bonus_cards_are_added_and_revealed_at_the_end():
    s = final(bonus=[("b_city", "b_coins"), (), (), ()], letters=[20, 0, 0, 0])
    sheet = seat_score(s.players[0], 0)
    assert [(line.key, line.points) for line in sheet.lines] == [
        ("letters", 20),
        ("b_coins", 6),
        ("b_city", 3),
    ]
    assert sheet.total == 29
    public = ARANYVAROS.view(s, None)
    assert public.players[0].bonus == ("b_coins", "b_city") and public.players[0].letters == 20


@pytest.mark.rule("AV-10.1")
def test_every_bonus_card_scores_in_a_played_game():
    s = new_game(4, seed=5)
    while s.phase != "game_over":
        s = decline(s)
    result = outcome(s)
    for seat, p in enumerate(s.players):
        sheet = result.scores[seat]
        assert sheet.total == p.letters + sum(
            bonus_letters(data.BONUS_CARDS[b], p) for b in p.bonus
        )


@pytest.mark.rule("AV-11.1")
def test_ranking_by_letters_whole_table():
    s = final(houses=[(), (), (), ()], letters=[10, 40, 25, 25], coins=[0, 0, 2, 1])
    result = outcome(s)
    assert result.places == (4, 1, 2, 3)
    assert result.tiebreak_used


@pytest.mark.rule("AV-11.1")
def test_different_letters_need_no_tie_break():
    result = outcome(final(houses=[(), (), (), ()], letters=[10, 40, 25, 20], coins=[0, 0, 2, 1]))
    assert result.places == (4, 1, 2, 3) and not result.tiebreak_used


@pytest.mark.rule("AV-11.2")
def test_city_houses_decide_before_coins():
    s = final(
        houses=[("w_h4", "w_s4", "w_o2"), (), (), ()],
        letters=[30, 30, 0, 0],
        coins=[0, 9, 3, 3],
    )
    assert outcome(s).places[:2] == (1, 2)


@pytest.mark.rule("AV-11.2", "AV-9.4")
def test_stuck_players_ordered_among_themselves_by_the_chain():
    s = final(
        houses=[(), (), (), ()],
        letters=[50, 40, 10, 60],
        stuck=[True, False, False, True],
    )
    assert outcome(s).places == (4, 1, 2, 3)
