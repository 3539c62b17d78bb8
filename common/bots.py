"""Computer players. A bot sees only its seat's view and the legal moves it may choose from.

The random bot is the baseline for playouts and benchmarks; stronger bots are their own issue.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from common import rng
from common.engine import EngineError, GameDef


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


BOT_KINDS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}


def make_bot(kind: str, seed: int, game: GameDef | None = None) -> Bot:
    """A bot of this kind: a generic one, or one the game brings (`GameDef.bot_kinds`).

    An unknown kind is a clear error listing the kinds there are.
    """
    kinds: dict[str, Callable[[int], Bot]] = dict(BOT_KINDS)
    kinds.update(getattr(game, "bot_kinds", {}))
    if kind not in kinds:
        raise EngineError(f"unknown bot {kind!r}; known bots: {', '.join(sorted(kinds))}")
    return kinds[kind](seed)


def bot_seed(game_seed: int, seat: int) -> int:
    """Each seat's bot gets its own stream, derived from the game's seed."""
    return rng.next_u64(rng.seed_state(game_seed * 131 + seat))[1]
