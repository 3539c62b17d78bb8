"""Moves typed by the words the screen shows for them (issue 18 item 4, D-E-14): the line mode
takes a move's sentence, or an unambiguous start of it or of any of its words, in the table's
language, accents and case aside, as well as the canonical notation (D-E-4, D-E-14)."""

from __future__ import annotations

import pytest

from common.bots import RandomBot
from common.contract import AmbiguousNotation, InvalidNotation, folded, parse_shown
from common.registry import all_games, get_game

SAN_JUAN = get_game("sanjuan")


def positions(game_id: str, every: int = 7, seed: int = 3):
    """Decision points of a random game: (state, the seat's view)."""
    game = all_games()[game_id]
    state = game.new_game(game.config(game.seats[-1]), seed)
    bot = RandomBot(seed)
    step = 0
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        if step % every == 0:
            yield state, view
        state = game.apply(state, bot.choose(view, game.legal_moves(state)))
        step += 1


def build_position():
    """A San Juan build decision with the Statue among the choices."""
    for seed in range(1, 40):
        for state, view in positions("sanjuan", every=1, seed=seed):
            texts = [SAN_JUAN.move_text(m) for m in SAN_JUAN.legal_moves(state)]
            if "build statue" in texts and "build smithy" in texts:
                return state, view
    raise AssertionError("no build of a Statue and a Smithy in these games")


def test_folding_drops_accents_case_and_punctuation():
    assert folded("Megépíti: Szobor (3 lap)") == "megepiti szobor 3 lap"
    assert folded("  Kovácsműhely,  ŐRTORONY ") == "kovacsmuhely ortorony"


@pytest.mark.parametrize(
    ("lang", "typed", "canonical"),
    [
        ("hu", "szobor", "build statue"),
        ("hu", "Szobor", "build statue"),
        ("hu", "kovacsm", "build smithy"),
        ("hu", "Megépíti: Kovácsműhely", "build smithy"),
        ("en", "statue", "build statue"),
        ("en", "builds smi", "build smithy"),
    ],
)
def test_a_card_name_as_shown_names_the_move(lang, typed, canonical):
    state, view = build_position()
    legal = SAN_JUAN.legal_moves(state)
    move = parse_shown(legal, typed, lambda m: SAN_JUAN.describe(view, m, lang))
    assert SAN_JUAN.move_text(move) == canonical


def test_a_start_shared_by_several_moves_lists_them_and_nonsense_is_refused():
    state, view = build_position()
    legal = SAN_JUAN.legal_moves(state)

    def hu(m):
        return SAN_JUAN.describe(view, m, "hu")

    with pytest.raises(AmbiguousNotation) as several:
        parse_shown(legal, "megépíti", hu)
    assert "Megépíti: Szobor" in str(several.value)
    with pytest.raises(InvalidNotation):
        parse_shown(legal, "sárkány", hu)
    with pytest.raises(InvalidNotation):
        parse_shown(legal, "  ", hu)


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_every_sentence_on_screen_names_its_own_move(game_id, lang):
    """Typed in full, any listed sentence is that move, in every game and both languages."""
    game = all_games()[game_id]
    checked = 0
    for state, view in positions(game_id):
        legal = game.legal_moves(state)
        shown = {m: game.describe(view, m, lang) for m in legal}
        for move in legal:
            assert parse_shown(legal, shown[move], shown.__getitem__) == move
            checked += 1
    assert checked > 100
