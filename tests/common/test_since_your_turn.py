"""What happened since a seat's last turn: one rule for both clients (common.table_control)."""

from __future__ import annotations

from tarsas_kit import new_session

from common import table_control
from common.bots import RandomBot


def test_since_last_turn_is_the_others_moves_after_the_seats_last_decision():
    session = new_session(3, seed=4)
    bot = RandomBot(2)
    while len(session.played) < 30:
        session.autoplay()
        session.play(bot.choose(None, session.legal()))
    seat = session.to_act()
    assert seat is not None
    mine = [i for i, p in enumerate(session.played) if p.seat == seat and not p.auto]
    last = mine[-1] + 1 if mine else 0
    assert table_control.last_decision(session, seat) == last
    log = session.log(seat, "hu")
    news = table_control.since_last_turn(session, seat, log)
    assert news == [e for e in log[last:] if e.seat != seat]
    assert all(e.seat != seat for e in news)


def test_a_seat_that_has_not_decided_yet_sees_everything_before_it():
    session = new_session(3, seed=4)
    first = session.to_act()
    while session.to_act() == first:
        session.play(session.legal()[-1])
        session.autoplay()
    seat = session.to_act()
    assert seat is not None
    assert table_control.last_decision(session, seat) == 0
    news = table_control.since_last_turn(session, seat, session.log(seat, "en"))
    assert news and news[0].seat == first


def test_after_an_undo_the_news_start_from_the_seats_remaining_decision():
    session = new_session(2, seed=9)
    session.play(session.legal()[0])
    seat = session.played[0].seat
    assert table_control.last_decision(session, seat) == 1
    session.undo()
    assert table_control.last_decision(session, seat) == 0
