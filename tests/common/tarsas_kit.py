"""Small helpers shared by the tests of the common layer (sessions, saved games, the CLI).

Nothing here hard-codes a San Juan move sequence: helpers search for the situation a test needs
with seeded random bots, so a change in the rules moves the example but does not break the test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from common import savefile
from common.bots import RandomBot, bot_seed
from common.registry import get_game
from common.savefile import SaveFileError, SeatInfo
from common.session import Session

SAN_JUAN = get_game("sanjuan")
NAMES = ("Anita", "Béla", "Csaba", "Dóra")


def new_session(
    players: int = 3,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    autosave: Path | None = None,
    bots: tuple[int, ...] = (),
) -> Session:
    seats = [SeatInfo(NAMES[i], "bot:random" if i in bots else "human") for i in range(players)]
    return Session(SAN_JUAN, SAN_JUAN.config(players, options), seed, seats, autosave=autosave)


def random_moves(session: Session, seed: int) -> Iterator[Any]:
    """An endless stream of random legal moves for whatever position the session is in."""
    bot = RandomBot(bot_seed(seed, 0))
    while session.to_act() is not None:
        yield bot.choose(session.view(session.to_act()), session.legal())


def play_random(session: Session, moves: int | None = None, seed: int = 1) -> Session:
    """Play `moves` random legal moves (all of them to the end when None)."""
    for n, move in enumerate(random_moves(session, seed)):
        if moves is not None and n >= moves:
            break
        session.play(move)
    return session


def find(
    predicate: Callable[[Session, Any], bool],
    players: int = 3,
    seeds: range = range(1, 60),
    options: dict[str, Any] | None = None,
) -> tuple[Session, Any]:
    """A session and a legal move for it such that predicate(session, move) holds."""
    for seed in seeds:
        session = new_session(players, seed, options)
        for move in random_moves(session, seed):
            if predicate(session, move):
                return session, move
            session.play(move)
    raise AssertionError("no position found for this test; widen the search")


def after(session: Session, move: Any) -> Any:
    return SAN_JUAN.apply(session.state, move)


def finished_text(players: int = 4, seed: int = 1, **options: str) -> str:
    """A whole random game as saved-game text (what `tarsas selfplay` writes)."""
    session = new_session(players, seed, dict(options) or None, bots=tuple(range(players)))
    play_random(session, seed=seed)
    return savefile.dumps(session.to_saved())


def assert_hungarian(err: SaveFileError) -> None:
    """A Hungarian table reads the same error in Hungarian, with the same file and line; the
    English line (`str()`) is what the scripting commands print (D-T-19)."""
    where = f"{err.path}, {err.line}. sor: " if err.line else f"{err.path}: "
    hu = err.text("hu")
    assert hu.startswith(where) and "\n" not in hu, hu
    assert hu.removeprefix(where) != err.message, hu
    assert err.text("en") == str(err)
