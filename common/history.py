"""A finished game looked back on: each seat's victory points round by round (issue 16 item 4).

The game-over screen draws them as a chart. Every point is read with `GameDef.points` from
that seat's own view of the state at the end of the round, so it is what the seat itself saw
on the table then; the last round's points are the final scores (end bonuses included), so
the chart ends where the score sheet does.
"""

from __future__ import annotations

from dataclasses import dataclass

from common.session import Session


@dataclass(frozen=True, slots=True)
class PointsByRound:
    rounds: tuple[int, ...]
    """The round numbers, in order (1 for the first)."""
    points: tuple[tuple[int | None, ...], ...]
    """points[seat][k]: that seat's points at the end of rounds[k] (None where even its own
    view did not show them)."""


def points_by_round(session: Session) -> PointsByRound:
    """Each seat's points at the end of every round of a finished game."""
    game = session.game
    outcome = session.outcome()
    if outcome is None:
        raise ValueError("the game is not over")
    last_state: dict[int, int] = {}
    for i, state in enumerate(session.states):
        last_state[game.round_number(game.view(state, None))] = i
    rounds = tuple(sorted(last_state))
    final = {score.seat: score.total for score in outcome.scores}
    points = []
    for seat in range(session.config.players):
        row: list[int | None] = []
        for number in rounds[:-1]:
            state = session.states[last_state[number]]
            row.append(game.points(game.view(state, seat), seat))
        row.append(final[seat])
        points.append(tuple(row))
    return PointsByRound(rounds, tuple(points))
