"""The table's sequence, asked of the controller by both clients (issue 29 item 1): the next
step of a session, and the `tarsas play` arguments parsed once."""

from __future__ import annotations

import pytest
from tarsas_kit import new_session

from common.bots import RandomBot
from common.cli import _parser
from common.contract import EngineError
from common.table_control import (
    ComputerTurn,
    Curtain,
    GameOver,
    HumanTurn,
    TableSetup,
    computer_question,
    next_step,
)


def test_two_people_meet_a_curtain_then_the_one_at_the_keys_decides() -> None:
    session = new_session(3, seed=4, bots=(2,))
    step = next_step(session, None, open_hands=False)
    assert isinstance(step, Curtain) and step.on_screen is None
    after = next_step(session, step.seat, open_hands=False)
    assert after == HumanTurn(step.seat, step.seat)


def test_open_hands_go_straight_to_the_person_on_turn() -> None:
    session = new_session(3, seed=4, bots=(2,))
    step = next_step(session, None, open_hands=True)
    assert isinstance(step, HumanTurn) and step.on_screen == step.seat


def test_computer_turns_until_the_game_is_over() -> None:
    session = new_session(2, seed=3, bots=(0, 1))
    bots = {0: RandomBot(1), 1: RandomBot(2)}
    steps = 0
    while isinstance(step := next_step(session, None, open_hands=False), ComputerTurn):
        chosen = computer_question(session, bots[step.seat]).answer()
        assert chosen.state is session.state
        session.play(chosen.move, reason=chosen.reason)
        steps += 1
    assert isinstance(step, GameOver) and session.over and steps > 10


def test_play_arguments_are_parsed_once() -> None:
    args = _parser().parse_args(
        ["play", "sanjuan", "--players", "3", "--bot", "3=easy", "--name", " Anna  Kis "]
        + ["--option", "first_governor = random", "--seed", "7", "--lang", "en", "--no-hints"]
    )
    setup = TableSetup.from_args(args)
    assert (setup.game, setup.players, setup.seed, setup.lang) == ("sanjuan", 3, 7, "en")
    assert setup.names == ("Anna Kis",) and setup.options == (("first_governor", "random"),)
    assert setup.hints is False and setup.ask_all is False and setup.resume is None
    assert TableSetup.from_args(None) == TableSetup()
    with pytest.raises(EngineError, match="NAME=VALUE"):
        TableSetup.from_args(_parser().parse_args(["play", "sanjuan", "--option", "x"]))
