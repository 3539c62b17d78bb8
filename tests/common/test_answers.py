"""Ask only what a player might answer otherwise (issue 30 item 2): the table takes the one
sensible answer for a person — recorded in the saved game as a move like any other —, producing
or selling several goods is one screen, and the `ask_all` table option keeps every question."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from common import savefile, table_control
from common.bots import RandomBot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session
from sanjuan.moves import Draw, PickRole

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from question_count import TABLES, questions


def councillor_picked(ask_all: bool, bots: tuple[int, ...] = ()) -> Session:
    """San Juan, three seats, seat 1 has just picked the Councillor."""
    game = get_game("sanjuan")
    seats = [SeatInfo(f"P{i + 1}", "bot:easy" if i in bots else "human") for i in range(3)]
    session = Session(game, game.config(3), 11, seats, ask_all=ask_all)
    session.play(PickRole("councillor"))
    session.autoplay(answer_for=0)
    return session


def test_a_councillor_draws_without_being_asked_and_the_file_keeps_the_draw(tmp_path: Path):
    session = councillor_picked(ask_all=False)
    assert session.played[-1].move == Draw() and session.played[-1].auto
    assert session.view(0).step == "keep", "the next question is the keep"
    path = tmp_path / "g.tarsas"
    session.save(path)
    assert "1 draw  # auto" in path.read_text(encoding="utf-8")
    back = Session.load(path)
    assert back.state == session.state and back.played[-1].auto


def test_undo_steps_over_the_table_s_answer():
    """Puerto Rico: the mayor's colonist is taken for the chooser; undo takes the pick back
    with it (the table would only take the colonist again)."""
    game = get_game("puertorico")
    seats = [SeatInfo(f"P{i + 1}") for i in range(3)]
    session = Session(game, game.config(3), 2, seats)
    before = session.state
    session.play(next(m for m in session.legal() if game.move_text(m) == "pick mayor"))
    session.autoplay(answer_for=0)
    assert game.move_text(session.played[1].move) == "take colonist" and session.played[1].auto
    session.undo(confirm_other_seat=True)
    assert session.state is before


def test_ask_all_keeps_every_question_and_is_saved(tmp_path: Path):
    session = councillor_picked(ask_all=True)
    assert session.view(0).step == "council_draw"
    assert Draw() in session.legal()
    path = tmp_path / "g.tarsas"
    session.save(path)
    assert '[Table "ask_all=true"]' in path.read_text(encoding="utf-8")
    assert Session.load(path).ask_all
    assert "ask_all" not in savefile.dumps(councillor_picked(ask_all=False).to_saved())


def test_a_computer_seat_still_chooses_for_itself():
    session = councillor_picked(ask_all=False, bots=(0,))
    assert session.view(0).step == "council_draw"


def test_a_marked_answer_that_is_not_the_table_s_is_refused_on_load(tmp_path: Path):
    session = councillor_picked(ask_all=True)
    session.play(session.legal()[-1])  # pass: a real decision at this table
    text = savefile.dumps(session.to_saved()).replace("1 pass", "1 pass  # auto")
    path = tmp_path / "g.tarsas"
    path.write_text(text.replace('[Table "ask_all=true"]\n', ""), encoding="utf-8")
    with pytest.raises(savefile.SaveFileError, match="auto"):
        Session.load(path)


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii"])
def test_producing_and_selling_are_one_screen_each_filled_to_the_limit(game_id: str):
    game = get_game(game_id)
    seen = set()
    for seed in range(1, 6):
        session = Session(game, game.config(3), seed, [SeatInfo(f"P{i}") for i in range(3)])
        bot = RandomBot(seed)
        while not session.over:
            session.autoplay(answer_for=session.to_act())
            seat = session.to_act()
            if seat is None:
                break
            view = session.view(seat)
            compound = game.compound(view, "hu")
            if compound is not None and compound.step in ("produce", "sell"):
                seen.add(compound.step)
                moves = game.compound_moves(view, compound, compound.start, "hu")
                played = len(session.played)
                assert table_control.play_compound(session, moves, "hu").refused is None
                assert view.step not in {game.view(s, seat).step for s in session.states[-1:]} or (
                    session.to_act() != seat
                ), "the whole run was one decision"
                assert all(p.joined for p in session.played[played + 1 :] if p.seat == seat)
                continue
            session.play(bot.choose(None, session.legal()))
    assert seen == {"produce", "sell"}


@pytest.mark.parametrize(("game_id", "players", "options"), TABLES)
def test_a_person_is_asked_no_more_questions_than_before(game_id, players, options):
    """tools/question_count.py: fewer questions where the table can answer, as many where it
    cannot (Az Aranyváros has no settled answer)."""
    fewer = sum(sum(questions(game_id, players, options, s, False).values()) for s in (1, 2))
    every = sum(sum(questions(game_id, players, options, s, True).values()) for s in (1, 2))
    assert fewer <= every
    if game_id != "aranyvaros":
        assert fewer < every


def test_the_table_answers_only_for_the_person_at_the_keys():
    """Behind a curtain the previous player may still take a move back: the next player's
    draw waits until that player sits down (`answer_for`)."""
    game = get_game("sanjuan")
    session = Session(game, game.config(3), 11, [SeatInfo(f"P{i + 1}") for i in range(3)])
    session.play(PickRole("councillor"))
    assert session.autoplay() == 0 and session.view(0).step == "council_draw"
    assert session.autoplay(answer_for=1) == 0, "seat 2 is not on turn"
    assert session.autoplay(answer_for=0) == 1
