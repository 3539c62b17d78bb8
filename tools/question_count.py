"""How many questions the table asks a person in whole seeded games (issue 30 item 2).

Seat 1 is a person (its answers are the Könnyű computer player's, standing in for one), the
other seats Könnyű computers; a screen of marks is one question, answered with its first
filling. Every game is played from the same seeds, so two versions of tarsas compare side by
side: run this file with the older checkout first on the path.

    .venv/bin/python tools/question_count.py [--games 10] [--ask-all]
    PYTHONPATH=OLD .venv/bin/python tools/question_count.py   # the same games, the older table
"""

from __future__ import annotations

import argparse
import inspect
from collections import Counter
from typing import Any

from common import table_control
from common.bots import make_bot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session

TABLES: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("sanjuan", 3, {}),
    ("anno_xvii", 3, {}),
    ("puertorico", 4, {"exp_new_buildings": True, "exp_nobles": True}),
    ("aranyvaros", 3, {}),
)
"""(game, seats, options) of the counted games."""


def questions(
    game_id: str, players: int, options: dict[str, Any], seed: int, ask_all: bool
) -> Counter[str]:
    """The questions seat 1 is asked in one whole game, counted by the decision's step."""
    game = get_game(game_id)
    seats = [SeatInfo("Anna")] + [SeatInfo(f"Gép {i + 1}", "bot:easy") for i in range(1, players)]
    # An older table (run with an older checkout on the path) has no table answers to turn off.
    table_options = {"ask_all": ask_all} if _takes(Session, "ask_all") else {}
    at_the_keys = {"answer_for": 0} if _takes(Session.autoplay, "answer_for") else {}
    session = Session(game, game.config(players, options), seed, seats, **table_options)
    person = make_bot("easy", seed, game)
    bots = table_control.computer_players(session)
    asked: Counter[str] = Counter()
    while True:
        session.autoplay(**at_the_keys)
        seat = session.to_act()
        if seat is None:
            return asked
        view = session.view(seat)
        if seat != 0:
            session.play(bots[seat].choose(view, session.legal()))
            continue
        compound = game.compound(view, "hu")
        asked[getattr(view, "step", "") or "?"] += 1
        if compound is None:
            session.play(person.choose(view, session.legal()))
        else:
            moves = game.compound_moves(view, compound, compound.start, "hu")
            assert table_control.play_compound(session, moves, "hu").refused is None


def _takes(function: Any, name: str) -> bool:
    return name in inspect.signature(function).parameters


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="seeds 1..N per game")
    parser.add_argument("--ask-all", action="store_true", help="the table asks every question")
    parser.add_argument("--steps", action="store_true", help="list the questions by step")
    args = parser.parse_args()
    print(f"{'game':<12} {'games':>5} {'questions':>9} {'per game':>9}")
    for game_id, players, options in TABLES:
        total: Counter[str] = Counter()
        for seed in range(1, args.games + 1):
            total += questions(game_id, players, options, seed, args.ask_all)
        n = sum(total.values())
        print(f"{game_id:<12} {args.games:>5} {n:>9} {n / args.games:>9.1f}")
        if args.steps:
            for step, count in total.most_common():
                print(f"    {step:<20} {count:>6}")


if __name__ == "__main__":
    main()
