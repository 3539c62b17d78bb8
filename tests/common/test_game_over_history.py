"""A finished game looked back on (issue 16 item 4): the points by round for the chart, and the
whole log as the end of the game reveals it."""

from __future__ import annotations

import pytest

from common.bots import RandomBot
from common.history import points_by_round
from common.registry import all_games
from common.savefile import SeatInfo
from common.session import Session
from sanjuan.moves import Pay, Tuck

RICH = {"puertorico": {"exp_new_buildings": True, "exp_nobles": True}}


def finished(game_id: str, players: int, seed: int) -> Session:
    game = all_games()[game_id]
    config = game.config(players, RICH.get(game_id, {}))
    session = Session(game, config, seed, [SeatInfo(f"P{i + 1}") for i in range(players)])
    bot = RandomBot(seed)
    while not session.over:
        session.play(bot.choose(None, session.legal()))
    return session


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_points_by_round_end_at_the_final_scores(game_id: str) -> None:
    session = finished(game_id, 3, seed=2)
    game = session.game
    history = points_by_round(session)
    outcome = session.outcome()
    assert outcome is not None
    assert list(history.rounds) == sorted(set(history.rounds)) and history.rounds[0] == 1
    assert history.rounds[-1] == game.round_number(session.view(None))
    for score in outcome.scores:
        row = history.points[score.seat]
        assert len(row) == len(history.rounds)
        assert row[-1] == score.total
        assert all(p is not None and p >= 0 for p in row), "a seat always sees its own points"


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_a_seats_points_are_hidden_from_the_others_while_the_game_runs(game_id: str) -> None:
    """`points` obeys the view: on the public table a seat's secret points read None (San
    Juan only while a Chapel may hold cards), and everyone's are shown once it is over."""
    session = finished(game_id, 3, seed=5)
    game = session.game
    middle = session.states[len(session.states) // 2]
    public = [game.points(game.view(middle, None), seat) for seat in range(3)]
    own = [game.points(game.view(middle, seat), seat) for seat in range(3)]
    assert all(p is not None for p in own)
    if game_id != "sanjuan" and game_id != "anno_xvii":
        assert public == [None, None, None]
    final = [game.points(session.view(None), seat) for seat in range(3)]
    assert all(p is not None for p in final)


def test_sanjuan_points_at_the_end_are_the_score_sheet() -> None:
    session = finished("sanjuan", 4, seed=3)
    outcome = session.outcome()
    assert outcome is not None
    for score in outcome.scores:
        assert session.game.points(session.view(None), score.seat) == score.total


@pytest.mark.rule("SJ-14.1")
def test_the_final_log_names_chapel_cards_and_keeps_payments_secret() -> None:
    """At the final scoring the Chapel cards are shown; hands and payments never are."""
    for seed in range(20):
        session = finished("sanjuan", 3, seed)
        tucks = [i for i, p in enumerate(session.played) if isinstance(p.move, Tuck)]
        if tucks:
            break
    else:
        pytest.skip("no Chapel tuck in these games")
    during = session.log(None, "hu")
    final = session.log(None, "hu", final=True)
    for i in tucks:
        assert during[i].sentence == "Lapot tesz a Kápolna alá"
        assert final[i].sentence.startswith("A Kápolna alá teszi: ")
    pays = [i for i, p in enumerate(session.played) if isinstance(p.move, Pay)]
    assert pays and all(final[i].sentence == "Fizet egy lapot" for i in pays)


@pytest.mark.rule("PR-14.1")
def test_the_final_puerto_rico_log_shows_every_shipments_vp() -> None:
    session = finished("puertorico", 3, seed=4)
    during = [e.sentence for e in session.log(None, "en")]
    final = [e.sentence for e in session.log(None, "en", final=True)]
    assert not any("VP)" in s for s in during)
    assert any(s.startswith("Loads") and "VP)" in s for s in final)


@pytest.mark.rule("AV-12.1")
def test_the_final_aranyvaros_log_names_the_bonus_cards_kept() -> None:
    session = finished("aranyvaros", 4, seed=6)
    during = [e.sentence for e in session.log(None, "hu")]
    final = [e.sentence for e in session.log(None, "hu", final=True)]
    assert "Megtart egy bónuszkártyát" in during
    assert "Megtart egy bónuszkártyát" not in final
    assert any(s.startswith("Megtartja ezt a bónuszkártyát:") for s in final)


def test_an_unfinished_game_has_no_history_and_its_log_keeps_its_secrets() -> None:
    session = finished("sanjuan", 3, seed=1)
    del session.states[40:]
    del session.played[39:]
    with pytest.raises(ValueError, match="not over"):
        points_by_round(session)
    assert session.log(None, "hu", final=True) == session.log(None, "hu")
