"""The table as a game's renderer hands it to a client: regions, placed by the client.

ARCHITECTURE §6: a game's `render` returns these regions, not one large renderable. The table
app places them (status on top, the own panel and the choice at the bottom, never scrolled
away, the board and the seats' public panels scrolled between them, the log beside them from
120 columns); the line mode and `tarsas replay` print the same regions top to bottom.

Every region is drawn from one `view` (never a raw state), so it can only show what that view
may see. Meaning is never carried by colour alone: an owner is named or has an initial, a
class has a symbol or word as well as its colour, so `NO_COLOR=1` stays readable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text


@dataclass(frozen=True, slots=True)
class Pointed:
    """The board redrawn with the place a move names marked on it (D-T-53)."""

    board: RenderableType
    line: int
    """The board's line the mark is on: the table scrolls it into sight."""
    keep: int
    """The board's first lines (its map) the table keeps in sight with it where they fit."""


@dataclass(frozen=True, slots=True)
class Regions:
    status: Text
    """The status bar: game, round, phase (and step), who acts, governor / start player.
    One line, at most two at 80 columns."""
    own: RenderableType | None
    """The viewing seat's private panel: hand, goods, money, its hidden victory points, what
    it has drawn. Compact — at 80×24 it shares the bottom of the screen with the choice, so
    it should stay within about five lines there. None for the public table (no viewer)."""
    board: RenderableType
    """The shared board: supply, role cards, ships, the map, scoring cards, event row."""
    seats: tuple[RenderableType, ...]
    """The public panels of the seats (city, plantations, houses, public VP, hand size …),
    the viewer's first when there is a viewer, then the others clockwise."""
    glance: RenderableType | None = None
    """The board and every seat's public position in a few lines (about eight at 78 columns,
    e.g. one line per seat): what a player must read without scrolling on a small terminal.
    The app shows it at the top of the scrolled area when the screen is too small for the
    whole board; `board` and `seats` follow below it with every detail."""
    point: Callable[[Any], Pointed | None] | None = None
    """For a game whose moves name places on its board (Aranyváros): the board with the
    place of a move (one of the legal moves of this view) marked, or None where the move
    names none. The table calls it for the highlighted move."""

    def stacked(self) -> Group:
        """All regions top to bottom, for the line mode and `replay`."""
        parts: list[RenderableType] = [self.status, self.board, *self.seats]
        if self.own is not None:
            parts.append(self.own)
        return Group(*parts)

    def __rich__(self) -> Group:
        """Printed as a whole (a console, a test), the regions read top to bottom."""
        return self.stacked()
