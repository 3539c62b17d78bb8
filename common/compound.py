"""Compound choices: a run of single decisions that a player makes on one screen.

The engine keeps one decision per step (ARCHITECTURE §2): a San Juan payment is one `pay` per
card, a Puerto Rico mayor placement one `place` per colonist. For such a run a game describes the
whole of it as a `Compound` — rows the player marks (cards of a kind, places with empty circles),
the columns marked (what is paid; colonists and nobles), how many marks each row and each column
may take, and a sensible first filling — and turns a filled-in editor into the single moves, in
the order they are to be played. The table app submits them one by one through the session, and
`u` takes the whole run back as one decision. Every compound is built from one seat's view only.
"""

from __future__ import annotations

from dataclasses import dataclass

Marks = tuple[tuple[int, ...], ...]
"""marks[row][column]: how many marks the player has put on that row in that column."""


@dataclass(frozen=True, slots=True)
class Row:
    key: str
    """Stable and unique within the compound (a card type, a place)."""
    label: str
    """What the row is, in the player's language ("Kávépörkölő (4/2)", "Kis piac")."""
    capacity: int
    """The most marks the row takes, all columns together (cards of that kind in hand, empty
    circles of the place)."""
    detail: str = ""
    """A short note in the player's language (what the card is worth, what the place does)."""


@dataclass(frozen=True, slots=True)
class Compound:
    title: str
    """The question, in the player's language ("Fizess 3 lapot", "Helyezd el a telepeseidet")."""
    columns: tuple[str, ...]
    """What a mark puts on a row, in the player's language: ("fizet",) or ("telepes", "nemes")."""
    rows: tuple[Row, ...]
    limits: tuple[tuple[int, int], ...]
    """Per column, the fewest and the most marks in all (least == most for an exact payment)."""
    start: Marks
    """The first filling the editor shows (a sensible choice, or all zeros)."""

    def totals(self, marks: Marks) -> tuple[int, ...]:
        """Marks per column."""
        return tuple(sum(row[c] for row in marks) for c in range(len(self.columns)))

    def fits(self, marks: Marks) -> bool:
        """Row capacities and column limits hold; the game may still refuse the filling."""
        if len(marks) != len(self.rows) or any(len(r) != len(self.columns) for r in marks):
            return False
        if any(m < 0 for r in marks for m in r):
            return False
        if any(sum(r) > row.capacity for r, row in zip(marks, self.rows, strict=True)):
            return False
        return all(
            lo <= total <= hi
            for total, (lo, hi) in zip(self.totals(marks), self.limits, strict=True)
        )
