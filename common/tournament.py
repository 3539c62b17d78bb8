"""`tarsas tournament`: many bot-only games, run in worker processes, with win rates.

Seats are rotated from game to game (game k seats the bot list shifted by k), so no bot kind
profits from a seat position. A shared win counts 1/k to each of the k winners. The confidence
interval is Wilson's 95 % score interval.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from common.bots import bot_seed, make_bot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session, build_config


@dataclass(frozen=True, slots=True)
class SeatResult:
    kind: str
    score: int
    win: float
    """1 for a sole winner, 1/k for each of k tied winners, else 0."""
    decisions: int
    """Decisions with more than one legal move (forced moves are not the bot's)."""
    seconds: float
    slowest: float
    """The longest single decision, in seconds."""


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    seats: tuple[SeatResult, ...]


@dataclass(slots=True)
class KindStats:
    seat_games: int = 0
    wins: float = 0.0
    score_sum: int = 0
    decisions: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    wins_list: list[float] = field(default_factory=list)

    def add(self, seat: SeatResult) -> None:
        self.seat_games += 1
        self.wins += seat.win
        self.score_sum += seat.score
        self.decisions += seat.decisions
        self.seconds += seat.seconds
        self.slowest = max(self.slowest, seat.slowest)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (works for 0 and n successes)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(
    game_id: str, players: int, options: dict[str, str], kinds: tuple[str, ...], seed: int
) -> GameResult:
    """One whole game between bots, kept by a `Session` so a search reads the table as it
    would at the table (`Session.seen`); top-level so worker processes can run it."""
    game = get_game(game_id)
    config = build_config(game, players, options)
    session = Session(game, config, seed, [SeatInfo(kind, f"bot:{kind}") for kind in kinds])
    bots = [
        make_bot(kind, bot_seed(seed, seat), game, partial(session.seen, seat))
        for seat, kind in enumerate(kinds)
    ]
    decisions = [0] * players
    seconds = [0.0] * players
    slowest = [0.0] * players
    while (seat := session.to_act()) is not None:
        legal = session.legal()
        if len(legal) == 1:
            session.play(legal[0], auto=True)
            continue
        start = time.perf_counter()
        move = bots[seat].choose(session.view(seat), legal)
        took = time.perf_counter() - start
        seconds[seat] += took
        slowest[seat] = max(slowest[seat], took)
        decisions[seat] += 1
        session.play(move)
    outcome = session.outcome()
    assert outcome is not None
    winners = outcome.winners
    return GameResult(
        seed,
        tuple(
            SeatResult(
                kinds[s.seat],
                s.total,
                (1 / len(winners)) if s.seat in winners else 0.0,
                decisions[s.seat],
                seconds[s.seat],
                slowest[s.seat],
            )
            for s in outcome.scores
        ),
    )


def seatings(kinds: Sequence[str], games: int) -> Iterator[tuple[str, ...]]:
    """Game k seats the bot list rotated by k."""
    n = len(kinds)
    for k in range(games):
        yield tuple(kinds[(i + k) % n] for i in range(n))


def run(
    game_id: str,
    players: int,
    options: dict[str, str],
    kinds: Sequence[str],
    games: int,
    seed: int,
    workers: int,
    progress: Callable[[int], None] | None = None,
) -> list[GameResult]:
    """Play `games` games; `progress(done)` is called as results arrive."""
    jobs = [
        (game_id, players, options, seating, seed + k)
        for k, seating in enumerate(seatings(kinds, games))
    ]
    results: list[GameResult] = []
    if workers <= 1:
        for job in jobs:
            results.append(play_one(*job))
            if progress:
                progress(len(results))
        return results
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play_one, *job) for job in jobs]
        for future in futures:
            results.append(future.result())
            if progress:
                progress(len(results))
    return results


def summarise(results: Sequence[GameResult]) -> dict[str, KindStats]:
    stats: dict[str, KindStats] = {}
    for result in results:
        for seat in result.seats:
            stats.setdefault(seat.kind, KindStats()).add(seat)
    return stats


def report_rows(stats: dict[str, KindStats], players: int) -> list[dict[str, Any]]:
    """One row per bot kind: win rate per seat-game with its interval, mean score, time."""
    rows = []
    for kind, s in stats.items():
        low, high = wilson(s.wins, s.seat_games)
        rows.append(
            {
                "bot": kind,
                "seat_games": s.seat_games,
                "win_rate": s.wins / s.seat_games,
                "ci95": (low, high),
                "parity": 1 / players,
                "mean_score": s.score_sum / s.seat_games,
                "ms_per_decision": 1000 * s.seconds / s.decisions if s.decisions else 0.0,
                "max_ms": 1000 * s.slowest,
            }
        )
    return sorted(rows, key=lambda r: -r["win_rate"])
