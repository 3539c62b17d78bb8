"""`tarsas tournament`: seat rotation, shared wins, Wilson intervals, and the CLI."""

from __future__ import annotations

import json

import pytest

from common import tournament
from common.cli import main


def test_wilson_interval_brackets_the_rate_and_handles_the_edges():
    low, high = tournament.wilson(50, 100)
    assert low < 0.5 < high and high - low == pytest.approx(0.19, abs=0.01)
    assert tournament.wilson(0, 40)[0] == 0.0 and tournament.wilson(0, 40)[1] > 0.0
    assert tournament.wilson(40, 40)[1] == 1.0 and tournament.wilson(40, 40)[0] < 1.0


def test_seats_rotate_so_every_bot_sits_everywhere():
    seatings = list(tournament.seatings(["a", "b", "c"], 3))
    assert seatings == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]


def _outcome(results):
    """Everything but the timings, which differ from run to run."""
    return [[(s.kind, s.score, s.win, s.decisions) for s in r.seats] for r in results]


def test_wins_add_up_to_the_number_of_games_and_runs_repeat():
    results = tournament.run("sanjuan", 3, {}, ["random"] * 3, 6, seed=5, workers=1)
    assert sum(s.win for r in results for s in r.seats) == pytest.approx(6)
    again = tournament.run("sanjuan", 3, {}, ["random"] * 3, 6, seed=5, workers=1)
    assert _outcome(again) == _outcome(results)


def test_worker_processes_give_the_same_results():
    one = tournament.run("sanjuan", 2, {}, ["random"] * 2, 4, seed=9, workers=1)
    two = tournament.run("sanjuan", 2, {}, ["random"] * 2, 4, seed=9, workers=2)
    assert _outcome(one) == _outcome(two)


def test_cli_reports_json_rows(capsys):
    code = main(
        [
            "tournament",
            "sanjuan",
            "--players",
            "2",
            "--bots",
            "random,random",
            "--games",
            "4",
            "--json",
        ]
    )
    rows = json.loads(capsys.readouterr().out)
    assert code == 0 and rows[0]["bot"] == "random" and rows[0]["seat_games"] == 8


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--bots", "random"], "names 1 bots for 2 players"),
        (["--bots", "random,nope"], "unknown bot 'nope'"),
        (["--bots", "random,random", "--option", "nope=1"], "unknown option"),
    ],
)
def test_cli_bad_input_is_one_line(capsys, args, words):
    code = main(["tournament", "sanjuan", "--players", "2", *args])
    _, err = capsys.readouterr()
    assert code == 2 and words in err and len(err.splitlines()) == 1 and "Traceback" not in err
