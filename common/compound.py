"""Compound choices: a run of single decisions that a player makes on one screen.

The engine keeps one decision per step (ARCHITECTURE §2): a San Juan payment is one `pay` per
card, a Puerto Rico mayor placement one `place` per colonist. For such a run a game describes the
whole of it as a `Compound` — rows the player marks (cards of a kind, places with empty circles),
the columns marked (what is paid; colonists and nobles), how many marks each row and each column
may take, and a sensible first filling — and turns a filled-in editor into the single moves, in
the order they are to be played. The table app submits them one by one through the session, and
`u` takes the whole run back as one decision. Every compound is built from one seat's view only.

Shared by every game: `fill_greedily` (a first filling from the game's heuristic, mark by mark),
`add_mark` (one more mark, never beyond a limit; a single pick moves its mark), `check` (a
filling within the rows' room and the columns' limits, or a sentence saying why not) and
`summary` (the marks against what is needed, for the prompt).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from common.botbase import Lang
from common.errors import IllegalMove

Marks = tuple[tuple[int, ...], ...]
"""marks[row][column]: how many marks the player has put on that row in that column."""

Gains = Callable[[Marks], tuple[Sequence[Sequence[float | None]], float | None]]
"""For a filling: what one more mark is worth on each row and column (None where the rules
forbid it), and what stopping there is worth (None: the player may not stop yet)."""


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
    step: str = ""
    """The game's name for the decision ("pay", "place", …). The app plays a run's moves while
    the seat still faces a compound of this step, and stops cleanly once the engine has carried
    out the rest by itself (a forced payment or placement)."""

    def totals(self, marks: Marks) -> tuple[int, ...]:
        """Marks per column."""
        return tuple(sum(row[c] for row in marks) for c in range(len(self.columns)))

    def fits(self, marks: Marks) -> bool:
        """Row capacities and column limits hold; the game may still refuse the filling."""
        try:
            check(self, marks, "en")
        except IllegalMove:
            return False
        return True


def fill_greedily(compound: Compound, gains: Gains) -> Marks:
    """The filling a game's heuristic makes one mark at a time, each time the best one: until
    every column has its fewest marks, then on while a mark is worth more than stopping.

    A game builds its `start` this way from its computer player's scores of the single moves
    (rows are cards or places, so a mark is one `pay` or `place`), so the editor opens on the
    choice the computer would make.
    """
    marks = [[0] * len(compound.columns) for _ in compound.rows]
    while True:
        now = tuple(tuple(row) for row in marks)
        cells, stop = gains(now)
        totals = compound.totals(now)
        best: tuple[float, int, int] | None = None
        for r, row in enumerate(compound.rows):
            if sum(marks[r]) >= row.capacity:
                continue
            for c, (_, most) in enumerate(compound.limits):
                gain = cells[r][c]
                if totals[c] < most and gain is not None and (best is None or gain > best[0]):
                    best = (gain, r, c)
        short = any(
            total < least for total, (least, _) in zip(totals, compound.limits, strict=True)
        )
        if best is None or (not short and stop is not None and best[0] <= stop):
            return now
        marks[best[1]][best[2]] += 1


def add_mark(compound: Compound, marks: Marks, row: int, column: int) -> Marks | None:
    """The filling after one more mark on `row` in `column`, never beyond a limit: a full row
    takes none; a column with room takes it; the column of a single pick (one mark at most)
    moves its mark to this row; any other full column takes none. None: the mark is refused
    (a mark must be taken off first)."""
    if sum(marks[row]) >= compound.rows[row].capacity:
        return None
    _, most = compound.limits[column]
    cells = [list(marked) for marked in marks]
    if compound.totals(marks)[column] < most:
        cells[row][column] += 1
    elif most == 1:
        for r, marked in enumerate(cells):
            marked[column] = int(r == row)
    else:
        return None
    return tuple(tuple(marked) for marked in cells)


def single_pick(compound: Compound, column: int) -> bool:
    """A column that takes one mark at most: a mark elsewhere moves it."""
    return compound.limits[column][1] == 1


WORDS: dict[Lang, dict[str, str]] = {
    "hu": {
        "exact": "{column}: {least} kell, most {total}.",
        "least": "{column}: legalább {least} kell, most {total}.",
        "most": "{column}: legfeljebb {most} lehet, most {total}.",
        "row": "{row}: legfeljebb {most} jel fér rá.",
        "up_to": "legfeljebb {most}",
        "full": "{column}: legfeljebb {most} — előbb vegyél le egy jelet.",
    },
    "en": {
        "exact": "{column}: {least} needed, {total} now.",
        "least": "{column}: at least {least} needed, {total} now.",
        "most": "{column}: at most {most}, {total} now.",
        "row": "{row}: at most {most} marks.",
        "up_to": "at most {most}",
        "full": "{column}: at most {most} — take a mark off first.",
    },
}
"""The words of `summary` and `check`, shared by every game's compound."""


def summary(compound: Compound, marks: Marks, lang: Lang) -> str:
    """The marks per column against what is needed: "fizet 2/3", "megtart 1 (legfeljebb 2)"."""
    parts = []
    for column, total, (least, most) in zip(
        compound.columns, compound.totals(marks), compound.limits, strict=True
    ):
        if least == most:
            parts.append(f"{column} {total}/{least}")
        elif least == 0:
            parts.append(f"{column} {total} ({WORDS[lang]['up_to'].format(most=most)})")
        else:
            parts.append(f"{column} {total} ({least}–{most})")
    return " · ".join(parts)


def check(compound: Compound, marks: Marks, lang: Lang) -> None:
    """IllegalMove, with a sentence in `lang`, when the marks break a row's capacity or a
    column's limits (a game's `compound_moves` checks its own rules after this)."""
    words = WORDS[lang]
    if len(marks) != len(compound.rows) or any(len(r) != len(compound.columns) for r in marks):
        raise IllegalMove("marks do not match the compound's rows and columns")
    for row, marked in zip(compound.rows, marks, strict=True):
        if min(marked) < 0 or sum(marked) > row.capacity:
            raise IllegalMove(words["row"].format(row=row.label, most=row.capacity))
    for column, total, (least, most) in zip(
        compound.columns, compound.totals(marks), compound.limits, strict=True
    ):
        if least <= total <= most:
            continue
        key = "exact" if least == most else ("least" if total < least else "most")
        raise IllegalMove(words[key].format(column=column, least=least, most=most, total=total))
