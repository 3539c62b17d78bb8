"""Words that must read the same in every game (issue 16, item 6: spelling)."""

from __future__ import annotations

import pytest

from common.bots import RandomBot
from common.registry import all_games


def a_pass_move(game_id: str):
    """A position of the game where passing is legal, and the pass move."""
    game = all_games()[game_id]
    for seed in range(1, 30):
        state = game.new_game(game.config(game.seats[-1]), seed)
        bot = RandomBot(seed)
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_moves(state)
            for move in legal:
                if game.move_text(move) == "pass":
                    return game, game.view(state, seat), move
            state = game.apply(state, bot.choose(game.view(state, seat), legal))
    raise AssertionError(f"no pass in {game_id}")


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_passing_is_one_word_in_every_game(game_id):
    game, view, move = a_pass_move(game_id)
    assert game.describe(view, move, "hu") == "Passz"
    assert game.describe(view, move, "en") == "Pass"
