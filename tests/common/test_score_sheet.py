"""The final score sheet of every game: places in a row of their own (issue 16 item 6: the place
beside a default name read "2. 1. játékos")."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from common.bots import RandomBot
from common.registry import all_games
from common.table_control import default_name


def finished(game_id: str, players: int):
    game = all_games()[game_id]
    state = game.new_game(game.config(players), 5)
    bot = RandomBot(5)
    while (seat := game.to_act(state)) is not None:
        state = game.apply(state, bot.choose(game.view(state, seat), game.legal_moves(state)))
    return game, game.outcome(state)


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_places_are_a_row_and_default_names_stand_alone(game_id, lang):
    players = max(all_games()[game_id].seats)
    game, outcome = finished(game_id, players)
    names = [default_name(lang, seat, bot=False) for seat in range(players)]
    console = Console(width=200, file=io.StringIO(), color_system=None, record=True)
    console.print(game.render_scores(outcome, names, lang))
    sheet = console.export_text()
    rows = [[c.strip() for c in re.split("[│┃]", line)][1:-1] for line in sheet.splitlines()]
    label = "Helyezés" if lang == "hu" else "Place"
    assert ["", *names] in rows
    assert [label, *(str(outcome.places[s]) for s in range(players))] in rows
