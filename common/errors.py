"""The errors a client shows a user as one clear line: a move the rules refuse, text that is
no move, an unknown option, a position that never reaches a decision.

They live apart from the engine contract (`common.contract`, which re-exports them) so that a
module the contract names, such as `common.compound`, can raise them without the two modules
importing each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from common.botbase import Lang


class EngineError(ValueError):
    """Base of every error a client may show to a user as one clear line.

    `str()` is the English line (the CLI's, the logs'); an error a Hungarian table can meet
    also carries its Hungarian line (`hu`), and `text(lang)` is the line in the table's
    language (English where no Hungarian was given)."""

    def __init__(self, message: str = "", hu: str | None = None) -> None:
        super().__init__(message)
        self.hu = hu

    def text(self, lang: Lang) -> str:
        return self.hu if lang == "hu" and self.hu is not None else str(self)


class IllegalMove(EngineError):
    """A well-formed move that the rules do not allow in this position."""


class InvalidNotation(EngineError):
    """Text that is not a move of this game at all."""


class AmbiguousNotation(EngineError):
    """An abbreviation that matches more than one legal move (`matches`, in legal order)."""

    def __init__(self, message: str, matches: Sequence[Any] = ()) -> None:
        super().__init__(message)
        self.matches = tuple(matches)


class OptionError(EngineError):
    """An unknown option, or a value the option does not take."""


class NoDecision(EngineError):
    """The automatic steps after a move never reach a decision: a broken position."""
