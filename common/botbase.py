"""What every computer player is: a `Bot` chooses among the legal moves from its seat's view
(never a raw state) and may leave a `Reason` for the log; a game's `Heuristic` also scores
every legal move, which the search (`common.search`) uses to order and prune its tree.

The players themselves live apart: the generic ladder in `common.bots`, the search in
`common.search`, each game's heuristic in its `ai` module. All of them build on this module
and on nothing of each other, so there is no import circle between them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a bot chose its last move, in a few words, for the log ("a Könyvtár miatt dupla
    privilégium")."""

    hu: str
    en: str


class Bot(Protocol):
    """A computer player: `choose` gets the seat's view and the legal moves and returns one of
    them; `reason` explains the last choice (None: no reason to give)."""

    kind: str
    reason: Reason | None

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any: ...


class Heuristic(Bot, Protocol):
    """A game's rule-of-thumb player: scores every legal move from its seat's view.

    `choose` plays a best-scoring move and leaves `reason` set for the log; `scores` is what
    the search bot uses to order and prune moves.
    """

    def scores(self, view: Any, legal: tuple[Any, ...]) -> Sequence[float]: ...


def reason_of(bot: Bot) -> Reason | None:
    """The reason a bot left for its last choice, if any."""
    return bot.reason
