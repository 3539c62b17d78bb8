"""What a game brings for its learned player (issue 26, D-B-22): an encoding of a view.

Every other computer player of tarsas descends from the game's rules of thumb; this one does
not. It rates each move's afterstate, as its seat would see it, with a small neural network
whose weights were fitted by `tarsas train` (`common.training`) and plays the best
(`common.neural`). The game supplies only an encoding of a view into numbers
(`<game>/ai/features.py`: counts of buildings, cards, goods, the phase and the step, laid out
with `Layout`); what those numbers are worth is learned.

Tournaments and the ladder seat it as `stranger-learned`. This module imports nothing (numpy
least of all), so registering the kind costs a command nothing until the player is seated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Encode = Callable[[Any], list[float]]
"""A game's encoding of one seat's view into a row of numbers (`Layout.names` long)."""

KIND = "stranger-learned"


class Layout:
    """Names every number of a game's encoding once, at import, so an encoder writes by name
    and a weight file can say which encoding it was fitted to."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def one(self, name: str) -> int:
        """A single number; its position in the row."""
        self.names.append(name)
        return len(self.names) - 1

    def block(self, prefix: str, keys: Sequence[str]) -> dict[str, int]:
        """One number per key (counts, one-hot codes), named `prefix:key` (the key alone
        without a prefix); each key's position in the row."""
        return {key: self.one(f"{prefix}:{key}" if prefix else key) for key in keys}

    def row(self) -> list[float]:
        """An empty row to fill."""
        return [0.0] * len(self.names)


@dataclass(frozen=True, slots=True)
class Learning:
    """What a game brings for its learned player: the encoding and where its weights live."""

    names: tuple[str, ...]
    encode: Encode
    package: str
    """The package whose data file holds the weights (`<package>/<file>`)."""
    file: str
    variants: tuple[Mapping[str, str], ...] = ({},)
    """The option sets training plays, so one network serves each of them."""


def sides(view: Any) -> tuple[int, Any, list[Any]]:
    """The viewing seat (the first for the public table's view), its own part of the view and
    the other seats' parts: every encoding is written from the viewer's side."""
    me: int = view.seat if view.seat is not None else 0
    return me, view.players[me], [p for p in view.players if p.seat != me]
