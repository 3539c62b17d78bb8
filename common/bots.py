"""Computer players. A bot sees only its seat's view and the legal moves it may choose from.

Every game offers the same ladder (`standard_bots`): `random` (the baseline for playouts and
benchmarks), its own `heuristic` player, and the generic `search` bot (ISMCTS, `common.search`)
that uses the heuristic to order moves and to play its rollouts. The difficulty levels a player
picks at the table are names for a kind and a budget (`LEVELS`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from common import rng, strangers
from common.engine import EngineError, GameDef, Lang


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a bot chose its last move, in a few words, for the log ("a Könyvtár miatt dupla
    privilégium").

    `hu`/`en` is the whole reason: the mover's own log, the saved game and `replay --as` that
    seat show it. Every other reader gets `public_hu`/`public_en`, words built only from what
    every seat sees ("" when nothing can be said), so a reason never reveals a hand. A bot
    leaves them empty unless it knows better; `tests/common/test_reasons.py` proves each
    game's public words unchanged when everything hidden from the reader is reshuffled.
    """

    hu: str
    en: str
    public_hu: str = ""
    public_en: str = ""

    def for_everyone(self) -> Reason:
        """This reason, marked as using only what every seat sees."""
        return replace(self, public_hu=self.hu, public_en=self.en)

    def text(self, lang: Lang, public: bool) -> str:
        """The words for a reader: the whole reason, or (`public`) what others may read."""
        if public:
            return self.public_hu if lang == "hu" else self.public_en
        return self.hu if lang == "hu" else self.en


class Bot(Protocol):
    kind: str

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any: ...


class Heuristic(Protocol):
    """A game's rule-of-thumb player: scores every legal move from its seat's view.

    `choose` plays a best-scoring move and leaves `reason` set for the log; `scores` is what
    the search bot uses to order and prune moves.
    """

    kind: str
    reason: Reason | None

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any: ...

    def scores(self, view: Any, legal: tuple[Any, ...]) -> Sequence[float]: ...


def reason_of(bot: Any) -> Reason | None:
    """The reason a bot left for its last choice, if it gives reasons."""
    reason = getattr(bot, "reason", None)
    return reason if isinstance(reason, Reason) else None


class RandomBot:
    """Uniform over the legal moves, from its own seeded generator (reproducible)."""

    kind = "random"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
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
    game: GameDef,
    heuristic: Callable[[int], Heuristic],
    focus: Callable[[tuple[Any, ...]], bool] | None = None,
    rollout_scale: float = 1.0,
    plans: Sequence[strangers.Style] = (),
) -> dict[str, Callable[[int], Bot]]:
    """The bot kinds every game offers, given its heuristic player and its strangers' plans
    (`common.strangers`). A game whose decisions are many and cheap may `focus` the search on
    the ones that matter and look further ahead (`rollout_scale` times the level's rollout
    length)."""
    from common.search import SearchBot  # the search module imports this one

    opponents = strangers.panel(heuristic, plans)

    def search(level: Level) -> Callable[[int], Bot]:
        return lambda seed: SearchBot(
            seed,
            game,
            heuristic,
            iterations=level.iterations,
            rollout_moves=round(level.rollout_moves * rollout_scale),
            seconds=level.seconds,
            focus=focus,
            panel=opponents,
        )

    kinds: dict[str, Callable[[int], Bot]] = {"heuristic": heuristic, "search": search(SEARCH)}
    for level in LEVELS:
        kinds[level.id] = heuristic if level.kind == "heuristic" else search(level)
    kinds.update(strangers.stranger_kinds(heuristic, plans))
    return kinds


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


def table_kinds(game: GameDef) -> list[str]:
    """The computer players the table offers for a game: its difficulty levels, then the
    plain kinds (random for testing), each once; strangers are for tournaments only."""
    kinds = [
        k for k in (*BOT_KINDS, *getattr(game, "bot_kinds", {})) if not strangers.is_stranger(k)
    ]
    levels = [level.id for level in LEVELS if level.id in kinds]
    return levels + [k for k in dict.fromkeys(kinds) if k not in levels]


def default_kind(game: GameDef) -> str:
    """The default computer player of a game: Medium where the game has levels."""
    return DEFAULT_KIND if DEFAULT_KIND in getattr(game, "bot_kinds", {}) else "random"


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
