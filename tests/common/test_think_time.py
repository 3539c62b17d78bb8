"""`tarsas bench --think` (issue 26 item 4): what it times and how it sums it up."""

from __future__ import annotations

import pytest

from common import think_time, tournament
from common.table_control import HintQuestion


def test_each_level_is_summed_over_its_seats_slowest_kept(monkeypatch: pytest.MonkeyPatch):
    """Közepes and Nehéz sit with two learned players, seats rotated; a level's decisions and
    time are summed over the games and its slowest decision is the slowest of any game."""
    seatings: list[tuple[str, ...]] = []

    def play_one(game_id, players, options, kinds, seed):
        seatings.append(kinds)
        seats = tuple(
            tournament.SeatResult(kind, 0, 0.0, 10, 0.1 * (seed + i), 0.01 * (seed + i))
            for i, kind in enumerate(kinds)
        )
        return tournament.GameResult(seed, seats)

    monkeypatch.setattr(tournament, "play_one", play_one)
    monkeypatch.setattr(think_time, "_hint_times", lambda *a: [0.25, 0.5])
    timings = think_time.measure("sanjuan", 4, {}, 2, 7)
    assert seatings == [
        ("medium", "hard", "stranger-learned", "stranger-learned"),
        ("hard", "stranger-learned", "stranger-learned", "medium"),
    ]
    medium, hard, hint = timings
    assert (medium.who, medium.decisions, medium.cap_ms) == ("Medium", 20, 1000)
    assert medium.mean_ms == pytest.approx(1000 * (0.7 + 1.1) / 20)
    assert medium.slowest_ms == pytest.approx(1000 * 0.11)  # game 2, seat 4
    assert (hard.decisions, hard.slowest_ms) == (20, pytest.approx(1000 * 0.08))
    assert (hint.who, hint.decisions, hint.slowest_ms, hint.cap_ms) == ("hint", 4, 500, 1600)


def test_hints_are_asked_through_the_game_of_the_seat_on_turn(monkeypatch):
    """Asked of the seat on turn, from its own view, as the table asks it."""
    asked: list[tuple[int, int]] = []

    def answer(self: HintQuestion):
        asked.append((self.view.seat, len(self.legal)))

    monkeypatch.setattr(HintQuestion, "answer", answer)
    times = think_time._hint_times("sanjuan", 2, {}, 3)
    assert len(times) == len(asked) > 10
    assert all(choices > 1 for _, choices in asked)
    assert {seat for seat, _ in asked} == {0, 1}


def test_the_report_sets_each_slowest_decision_beside_its_cap():
    timings = [think_time.Timing("Medium", 5, 12.5, 40.0, 1000.0)]
    text = think_time.report("sanjuan", 4, timings, (0.5, 0.4, 0.3))
    assert "load average 0.50 before" in text
    assert "Medium" in text and "slowest    40.0 ms (cap 1000 ms)" in text


def test_think_with_json_or_a_wrong_seat_count_is_one_line(capsys):
    from common.cli import main

    assert main(["bench", "sanjuan", "--players", "4", "--think", "--json"]) == 2
    assert "--think prints its figures as lines" in capsys.readouterr().err
    assert main(["bench", "sanjuan", "--players", "9", "--think"]) == 2
    assert "not 9" in capsys.readouterr().err
