"""Computer players. A bot sees only its seat's view and the legal moves it may choose from.

Every game offers the same ladder (`standard_bots`): `random` (the baseline for playouts and
benchmarks), its own `heuristic` player, and the generic `search` bot (ISMCTS, `common.search`)
that uses the heuristic to order moves and to play its rollouts. The difficulty levels a player
picks at the table are names for a kind and a budget (`LEVELS`). What a bot is
(`Bot`, `Heuristic`, `Reason`) is defined in `common.botbase`, which the search builds on too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from common import learned, rng, strangers
from common.botbase import Bot, Heuristic, History, Reason, reason_of
from common.contract import EngineError, GameDef
from common.learned import Learning
from common.search import SearchBot

S = TypeVar("S")
M = TypeVar("M")
V = TypeVar("V")
T = TypeVar("T")

__all__ = [
    "BOT_KINDS",
    "LEVELS",
    "Bot",
    "Heuristic",
    "Level",
    "RandomBot",
    "Reason",
    "bot_seed",
    "default_kind",
    "kind_name",
    "make_bot",
    "reason_of",
    "standard_bots",
    "table_kinds",
]


class RandomBot:
    """Uniform over the legal moves, from its own seeded generator (reproducible)."""

    kind = "random"
    reason: Reason | None = None

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)

    def choose(self, view: object, legal: tuple[T, ...]) -> T:
        self._rng, i = rng.below(self._rng, len(legal))
        return legal[i]


BOT_KINDS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty the table offers: which bot kind plays and with what search budget."""

    id: str
    name_hu: str
    name_en: str
    kind: str
    iterations: int = 0
    rollout_moves: int = 0
    seconds: float | None = None


LEVELS: tuple[Level, ...] = (
    Level("easy", "Könnyű", "Easy", "heuristic"),
    Level("medium", "Közepes", "Medium", "search", iterations=8, rollout_moves=24, seconds=1.0),
    Level("hard", "Nehéz", "Hard", "search", iterations=48, rollout_moves=40, seconds=1.6),
)
"""Easy plays by rules of thumb; Medium searches a few dozen sampled futures per decision
(tens of milliseconds), Hard ten times as many (its time cap keeps every move under 2 s)."""
SEARCH = LEVELS[1]
"""The plain `search` kind (tournaments) is the Medium budget."""


def standard_bots(
    game: GameDef[S, M, V],
    heuristic: Callable[[int], Heuristic[V, M]],
    focus: Callable[[tuple[M, ...]], bool] | None = None,
    rollout_scale: float = 1.0,
    iteration_scale: float = 1.0,
    plans: Sequence[strangers.Style[V, M]] = (),
    learning: Learning | None = None,
    level_scale: Mapping[str, tuple[float, float]] | None = None,
    learned_moves: Mapping[str, int] | None = None,
) -> dict[str, Callable[[int], Bot[V, M]]]:
    """The bot kinds every game offers, given its heuristic player and its strangers' plans
    (`common.strangers`). A game whose decisions are many and cheap may `focus` the search on
    the ones that matter and look further ahead (`rollout_scale` times the level's rollout
    length); a game whose rollouts run faster than the levels were set for samples more futures
    in the same time (`iteration_scale` times the level's iterations, D-B-16); `level_scale`
    multiplies one level's iterations and rollout length once more, where that level thinks
    far less in this game than in the others (D-B-25). A game with a learned player
    (`learning`) seats it as the stranger `stranger-learned`, and its search counts it among
    the opponents it reads the table for (D-B-23); `learned_moves` names the levels whose
    rollouts let it make the first decisions of a seat read as it itself, and how many (D-B-28,
    D-B-29)."""

    learner = None if learning is None else _learned_kind(game, learning)
    opponents = strangers.panel(heuristic, plans, learner)

    def search(level: Level) -> Callable[[int], Bot[V, M]]:
        more, further = (level_scale or {}).get(level.id, (1.0, 1.0))
        return lambda seed: SearchBot(
            seed,
            game,
            heuristic,
            iterations=round(level.iterations * iteration_scale * more),
            rollout_moves=round(level.rollout_moves * rollout_scale * further),
            seconds=level.seconds,
            focus=focus,
            panel=opponents,
            learned_moves=(learned_moves or {}).get(level.id, 0),
        )

    kinds: dict[str, Callable[[int], Bot[V, M]]] = {
        "heuristic": heuristic,
        "search": search(SEARCH),
    }
    for level in LEVELS:
        kinds[level.id] = heuristic if level.kind == "heuristic" else search(level)
    kinds.update(strangers.stranger_kinds(heuristic, plans))
    if learner is not None:
        kinds[learned.KIND] = learner
    return kinds


def _learned_kind(game: GameDef[S, M, V], learning: Learning) -> Callable[[int], Heuristic[V, M]]:
    """The `stranger-learned` kind of a game: numpy and the weights are loaded on first use,
    once, so a command that seats no learned player never pays for them."""
    loaded: list[Any] = []

    def make(seed: int) -> Heuristic[V, M]:
        from common import neural

        if not loaded:
            loaded.append(neural.load(learning))
        return neural.LearnedBot(seed, game, loaded[0], learning.encode)

    return make


DEFAULT_KIND = "medium"
"""What a computer seat plays when nobody says (a random bot is not an opponent)."""
KIND_NAMES = {
    "random": ("véletlenszerű", "random"),
    "heuristic": ("szabályalapú", "rule of thumb"),
    "search": ("kereső", "search"),
    **{level.id: (level.name_hu, level.name_en) for level in LEVELS},
}


def kind_name(kind: str, lang: str) -> str:
    """A bot kind as the table names it ("Nehéz"), the id itself when it has no name."""
    hu, en = KIND_NAMES.get(kind, (kind, kind))
    return hu if lang == "hu" else en


def table_kinds(game: GameDef[Any, Any, Any]) -> list[str]:
    """The computer players the table offers for a game: its difficulty levels, then the
    plain kinds (random for testing), each once; strangers are for tournaments only."""
    kinds = [k for k in (*BOT_KINDS, *game.bot_kinds) if not strangers.is_stranger(k)]
    levels = [level.id for level in LEVELS if level.id in kinds]
    return levels + [k for k in dict.fromkeys(kinds) if k not in levels]


def default_kind(game: GameDef[Any, Any, Any]) -> str:
    """The default computer player of a game: Medium where the game has levels."""
    return DEFAULT_KIND if DEFAULT_KIND in game.bot_kinds else "random"


def make_bot(
    kind: str,
    seed: int,
    game: GameDef[Any, Any, Any] | None = None,
    history: History | None = None,
) -> Bot:
    """A bot of this kind: a generic one, or one the game brings (`GameDef.bot_kinds`). A
    search reads the table from `history` (the other seats' decisions as its seat saw them,
    `Session.seen`); the other kinds do not read it.

    An unknown kind is a clear error listing the kinds there are.
    """
    kinds: dict[str, Callable[[int], Bot]] = dict(BOT_KINDS)
    if game is not None:
        kinds.update(game.bot_kinds)
    if kind not in kinds:
        known = ", ".join(sorted(kinds))
        raise EngineError(
            f"unknown bot {kind!r}; known bots: {known}",
            hu=f"ismeretlen gépi játékos: {kind!r}; ismertek: {known}",
        )
    bot = kinds[kind](seed)
    if isinstance(bot, SearchBot):
        bot.history = history
    return bot


def bot_seed(game_seed: int, seat: int) -> int:
    """Each seat's bot gets its own stream, derived from the game's seed."""
    return rng.next_u64(rng.seed_state(game_seed * 131 + seat))[1]
