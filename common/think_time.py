"""`tarsas bench GAME --think`: how long the computer levels and the hint think, worst case.

The levels promise a cap a decision (Közepes 1 s, Nehéz 1.6 s, `common.bots.LEVELS`) and the
hint is the strongest level asked from a seat's view; the ladder prints the slowest decision
too, but of runs shared with other work. This measures on the machine as it is now, one game
at a time: Közepes and Nehéz seated together with learned players (seats rotated), each of
their decisions timed as the table times it (`tournament.play_one`), and a hint asked at every
`HINT_EVERY`-th decision of a game between heuristic players, the way a table asks it (a fresh
bot reading the seat's whole history, `table_control.hint_question`). The load average is
printed with the figures: a loaded machine is slower. A benchmark, never a test.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

from common import tournament
from common.bots import LEVELS, Level, bot_seed, make_bot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session, build_config
from common.table_control import HINT_LEVEL, hint_question

HINT_EVERY = 5
"""A hint is asked at every fifth decision with a choice of the hint game, early to late."""
OTHERS = "stranger-learned"
"""Who fills the seats the levels leave: a player that is none of our rules of thumb."""


@dataclass(frozen=True, slots=True)
class Timing:
    """One level's (or the hint's) decisions: how many, mean and slowest, against its cap."""

    who: str
    decisions: int
    mean_ms: float
    slowest_ms: float
    cap_ms: float | None


def measure(
    game_id: str,
    players: int,
    options: dict[str, str],
    games: int,
    seed: int,
) -> list[Timing]:
    """Közepes's and Nehéz's decisions over `games` games, then the hints of as many games."""
    game = get_game(game_id)
    levels = [level for level in LEVELS if level.kind == "search"]
    kinds = [level.id for level in levels]
    kinds += [OTHERS if OTHERS in game.bot_kinds else "heuristic"] * (players - len(kinds))
    kinds = kinds[:players]
    decisions = dict.fromkeys(kinds, 0)
    seconds = dict.fromkeys(kinds, 0.0)
    slowest = dict.fromkeys(kinds, 0.0)
    for k, seating in enumerate(tournament.seatings(kinds, games)):
        for s in tournament.play_one(game_id, players, options, seating, seed + k).seats:
            decisions[s.kind] += s.decisions
            seconds[s.kind] += s.seconds
            slowest[s.kind] = max(slowest[s.kind], s.slowest)
    out = [
        _timing(level.name_en, decisions[level.id], seconds[level.id], slowest[level.id], level)
        for level in levels
        if level.id in decisions
    ]
    hints = [t for k in range(games) for t in _hint_times(game_id, players, options, seed + k)]
    out.append(_timing("hint", len(hints), sum(hints), max(hints, default=0.0), HINT_LEVEL))
    return out


def _hint_times(game_id: str, players: int, options: dict[str, str], seed: int) -> list[float]:
    """A game between heuristic players, a hint asked and timed at every `HINT_EVERY`-th
    decision with a choice (the move played is the heuristic's)."""
    game = get_game(game_id)
    config = build_config(game, players, options)
    session = Session(game, config, seed, [SeatInfo(f"{s + 1}") for s in range(players)])
    bots = [make_bot("heuristic", bot_seed(seed, s), game) for s in range(players)]
    times: list[float] = []
    decisions = 0
    while (seat := session.to_act()) is not None:
        legal = session.legal()
        if len(legal) > 1:
            decisions += 1
            if decisions % HINT_EVERY == 0:
                start = time.perf_counter()
                hint_question(session, seat).answer()
                times.append(time.perf_counter() - start)
        session.play(bots[seat].choose(session.view(seat), legal) if len(legal) > 1 else legal[0])
    return times


def _timing(who: str, decisions: int, seconds: float, slowest: float, level: Level) -> Timing:
    mean = 1000 * seconds / decisions if decisions else 0.0
    cap = None if level.seconds is None else 1000 * level.seconds
    return Timing(who, decisions, mean, 1000 * slowest, cap)


def report(game_id: str, players: int, timings: list[Timing], load: tuple[float, ...]) -> str:
    """The figures as lines: one per level and the hint, slowest against the cap."""
    lines = [
        f"{game_id}, {players} players: decisions with a choice, timed on this machine "
        f"({os.cpu_count()} cores, load average {load[0]:.2f} before, {os.getloadavg()[0]:.2f} "
        "after)"
    ]
    for t in timings:
        cap = "" if t.cap_ms is None else f" (cap {t.cap_ms:.0f} ms)"
        lines.append(
            f"  {t.who:8} {t.decisions:5} decisions, mean {t.mean_ms:7.1f} ms, "
            f"slowest {t.slowest_ms:7.1f} ms{cap}"
        )
    return "\n".join(lines)
