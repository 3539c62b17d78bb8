"""The final score sheet every game shows: a column per seat, a row per scoring line, the
total, the tie-break rows when the tie-break decided something, and each seat's place."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rich.table import Table
from rich.text import Text

from common.contract import Outcome, SeatScore


def score_sheet(
    outcome: Outcome,
    names: Sequence[str],
    labels: Mapping[str, str],
    winner: str,
    tiebreak: Sequence[tuple[str, Callable[[SeatScore], str]]] = (),
    marks: Mapping[str, str] | None = None,
) -> Table:
    """`labels` names each line key plus "total", "tiebreak" and "place"; `tiebreak` replaces
    the single tie-break row (label, cell) when a game's tie-break is a chain; `marks` shows a
    line as a sign instead of points (e.g. a stuck player's ✗).

    The places are a row of their own, under the points that decide them: beside a name they
    would run into a default name such as "1. játékos" ("2. 1. játékos")."""
    # Names are plain text, never markup: a name like "[/]" must not break the sheet.
    table = Table(title=Text(f"{winner}: " + ", ".join(names[s] for s in outcome.winners)))
    table.add_column("")
    for s in outcome.scores:
        table.add_column(Text(names[s.seat]), justify="right")
    keys: list[str] = []
    for s in outcome.scores:
        keys += [line.key for line in s.lines if line.key not in keys]
    marks = marks or {}
    for key in keys:
        row = []
        for s in outcome.scores:
            points = {line.key: line.points for line in s.lines}
            if key in marks:
                row.append(marks[key] if key in points else "")
            else:
                row.append(str(points[key]) if key in points else "–")
        table.add_row(labels[key], *row)
    table.add_row(labels["total"], *(str(s.total) for s in outcome.scores), style="bold")
    if outcome.tiebreak_used:
        rows = tiebreak or [(labels["tiebreak"], lambda s: str(s.tiebreak))]
        for label, cell in rows:
            table.add_row(label, *(cell(s) for s in outcome.scores))
    table.add_row(labels["place"], *(str(outcome.places[s.seat]) for s in outcome.scores))
    return table
