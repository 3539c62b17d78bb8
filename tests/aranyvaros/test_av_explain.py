"""What an Aranyváros choice does, beside it in the choice list (issue 16 item 1)."""

from __future__ import annotations

import pytest
from av_builders import play, scenario

from aranyvaros import data, score, text_en, text_hu
from aranyvaros.explain import bonus_count
from aranyvaros.game import ARANYVAROS
from aranyvaros.moves import Bid, Build, ChooseBonus, Move, TakeGoods
from aranyvaros.rules import to_act
from aranyvaros.state import State
from common.bots import RandomBot
from common.names import seat_ref
from common.savefile import SeatInfo
from common.session import Session

PAIRS = [("coast", "desert"), ("forest", "forest"), ("coast", "coast"), ("mountains", "meadow")]


def explained(state: State, move: Move, lang: str = "hu") -> str:
    words = ARANYVAROS.explain(ARANYVAROS.view(state, to_act(state)), move, lang)
    assert words is not None
    return words


@pytest.mark.rule("AV-4.3")
def test_a_bid_says_when_its_cards_come_and_what_displacing_costs() -> None:
    s = scenario(phase="bidding", pairs=PAIRS, coins=[10, 10, 10, 2])
    assert "a licit végén a kezedbe kerül, ha addig senki sem szorít ki" in explained(s, Bid(0))
    s = play(s, "bid 1", "bid 1", "bid 2")  # seat 1 displaced seat 0 for 1 coin
    text = explained(s, Bid(1))  # seat 3 on seat 2's pair: the second displacement
    displaced = seat_ref(2)  # the session puts the seat's name in (D-T-36)
    assert text.startswith(f"A 2 érme a készletbe kerül (0 érméd marad); {displaced} visszaveszi")
    assert "a sorban később újra tesz" in text
    english = explained(s, Bid(1), "en")
    assert english.startswith(f"The 2 coins go to the supply (you keep 0); {displaced} takes")


def test_a_displaced_seat_is_named_by_its_name_not_its_colour() -> None:
    """Issue 30 item 6: a bid read "kiszorítja: piros" while every other line named the seats
    by name. The move list, its explanation and the log now name the displaced seat."""
    names = ["Anita", "Béla", "Csaba", "Dóra"]
    session = Session(ARANYVAROS, ARANYVAROS.config(4), 3, [SeatInfo(n) for n in names])
    bot = RandomBot(1)
    while True:
        view = session.view(session.to_act())
        taken = [m for m in session.legal() if isinstance(m, Bid) and view.bids[m.pair] >= 0]
        if taken:
            break
        session.play(bot.choose(None, session.legal()))
    move = taken[0]
    occupant = view.bids[move.pair]
    for lang, tx in (("hu", text_hu), ("en", text_en)):
        colour = tx.COLOUR[data.COLOURS[occupant]]
        sentence = session.describe(view, move, lang)
        words = session.explain(view, move, lang) or ""
        assert names[occupant] in sentence and names[occupant] in words
        assert colour not in sentence and colour not in words
    session.play(move)
    assert f"kiszorítja: {names[occupant]}, " in session.log(None, "hu")[-1].sentence


@pytest.mark.rule("AV-4.4")
def test_an_immediate_rebid_is_named() -> None:
    s = scenario(phase="bidding", pairs=PAIRS, rules={"displaced_rebid": "immediate"})
    s = play(s, "bid 1")
    assert "rögtön újra tesz" in explained(s, Bid(0))


@pytest.mark.rule("AV-7.4")
def test_a_build_place_names_the_area_it_counts_for_and_whether_it_is_scored_now() -> None:
    s = scenario(houses=[["n_h1"], [], [], []], phase="bidding", pairs=PAIRS, scoring_card="sc01")
    text = explained(s, Build("n_s4"))  # a suburb on the north-east river, scored by sc01
    assert text.startswith("Számít ide: Északkeleti folyó (hegyvidék–mező)")
    assert "ezt pontozza a mostani értékelő-kártya" in text
    harbour = explained(s, Build("n_h1"))
    assert harbour.endswith("út nélkül is építhető, de folyóért vagy kerületért nem számít")


@pytest.mark.rule("AV-6.1")
def test_a_build_place_says_what_its_reward_is_for() -> None:
    s = scenario(phase="bidding", pairs=PAIRS)
    assert explained(s, Build("n_s5")).startswith("A kulcs belső városrészhez kell")
    assert "egyet megtartasz; a játék végén ér levelet" in explained(s, Build("n_s3"))
    assert "egy kulcsot is leadsz" in explained(s, Build("n_i"))


@pytest.mark.rule("AV-5.8")
def test_a_build_place_says_how_many_cards_a_joker_pair_must_stand_for() -> None:
    s = scenario(hands=[{"mountains": 1, "coast": 2}, (), (), ()], phase="bidding", pairs=PAIRS)
    assert "a hiányzó 1 lapot jokerpár pótolja" in explained(s, Build("n_s1"))
    assert "joker" not in explained(s, Build("n_h2"))  # a real harbour card pays


@pytest.mark.rule("AV-10.2")
def test_a_bonus_card_says_what_it_scores_and_would_score_now() -> None:
    s = scenario(coins=[4, 3, 3, 3], phase="bidding", pairs=PAIRS)
    assert explained(s, ChooseBonus("b_coins")) == (
        "A játék végén 2 levél minden érméd után; most 8 levelet érne."
    )
    assert "1 letter for each house of yours in a forest suburb or district" in explained(
        s, ChooseBonus("b_forest"), "en"
    )


@pytest.mark.rule("AV-7.3")
def test_a_goods_card_says_what_a_scoring_pays_for_it() -> None:
    s = scenario()
    assert "2 levél, egyedüli birtokosként 4" in explained(s, TakeGoods("ceramics+wine"))


def test_bonus_counts_match_the_final_scoring() -> None:
    """What the explanation counts for a bonus card is what the final scoring counts."""
    for seed in range(4):
        state = ARANYVAROS.new_game(ARANYVAROS.config(4), seed)
        bot = RandomBot(seed)
        while to_act(state) is not None:
            state = ARANYVAROS.apply(state, bot.choose(None, ARANYVAROS.legal_moves(state)))
        final = ARANYVAROS.view(state, None)
        for p, seen in zip(state.players, final.players, strict=True):
            for card in data.BONUS_CARDS:
                assert card.letters * bonus_count(card, seen) == score.bonus_letters(card, p)
