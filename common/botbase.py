"""What every computer player is: a `Bot` chooses among the legal moves from its seat's view
(never a raw state) and may leave a `Reason` for the log; a game's `Heuristic` also scores
every legal move, which the search (`common.search`) uses to order and prune its tree.

The players themselves live apart: the generic ladder in `common.bots`, the search in
`common.search`, each game's heuristic in its `ai` module. All of them build on this module
and on nothing of each other, so there is no import circle between them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

from typing_extensions import TypeVar

Lang = Literal["hu", "en"]
"""The languages every text of tarsas exists in (re-exported by `common.contract`)."""


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


V_in = TypeVar("V_in", contravariant=True, default=Any)
"""The view type of the game a bot plays (a bare `Bot` plays any game: the table's seats)."""
M = TypeVar("M", default=Any)
"""The move type of the game a bot plays."""


class Bot(Protocol[V_in, M]):
    """A computer player: `choose` gets the seat's view and the legal moves and returns one of
    them; `reason` explains the last choice (None: no reason to give)."""

    kind: str
    reason: Reason | None

    def choose(self, view: V_in, legal: tuple[M, ...]) -> M: ...


class Heuristic(Bot[V_in, M], Protocol[V_in, M]):
    """A game's rule-of-thumb player: scores every legal move from its seat's view.

    `choose` plays a best-scoring move and leaves `reason` set for the log; `scores` is what
    the search bot uses to order and prune moves.
    """

    def scores(self, view: V_in, legal: tuple[M, ...]) -> Sequence[float]: ...


@dataclass(frozen=True, slots=True)
class Seen:
    """Another seat's decision as one seat saw it: who chose, that seat's view before the move,
    and the move in the words its log gives that seat (`GameDef.describe`, in English). Never
    the move itself, which may hold what the seat cannot see (a paid card): a search reading
    the table (`common.reading`) matches its models' moves against these words."""

    seat: int
    view: Any
    words: str


History = Callable[[], Sequence[Seen]]
"""The decisions of the other seats so far this game as one seat saw them, oldest first; the
same `Seen` objects from call to call while the game keeps them (undo drops the later ones),
so a reader can keep what it worked out from each."""


def reason_of(bot: Bot) -> Reason | None:
    """The reason a bot left for its last choice, if any."""
    return bot.reason
