"""Computer players. A bot sees only its seat's view and the legal moves it may choose from.

The random bot is the baseline for playouts and benchmarks; stronger bots are their own issue.
"""

from __future__ import annotations

from typing import Any, Protocol

from common import rng
from common.engine import EngineError


class Bot(Protocol):
    kind: str

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any: ...


class RandomBot:
    """Uniform over the legal moves, from its own seeded generator (reproducible)."""

    kind = "random"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        self._rng, i = rng.below(self._rng, len(legal))
        return legal[i]


BOT_KINDS = {"random": RandomBot}


def make_bot(kind: str, seed: int) -> Bot:
    """A bot of this kind; an unknown kind is a clear error listing the known ones."""
    if kind not in BOT_KINDS:
        raise EngineError(f"unknown bot {kind!r}; known bots: {', '.join(sorted(BOT_KINDS))}")
    return BOT_KINDS[kind](seed)


def bot_seed(game_seed: int, seat: int) -> int:
    """Each seat's bot gets its own stream, derived from the game's seed."""
    return rng.next_u64(rng.seed_state(game_seed * 131 + seat))[1]
