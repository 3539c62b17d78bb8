"""The log as the table and game-over screens show it: a line per move, round markers, and a
marker column for what is new to the reader."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from common.contract import Lang
from common.session import LogEntry, Session, round_mark, with_round_marks
from common.tui.text import t


def log_entries(
    session: Session,
    viewer: int | None,
    lang: Lang,
    since: int | None = None,
    final: bool = False,
) -> list[tuple[bool, Text]]:
    """The log as `viewer` may read it, newest last: (new since `since`, sentence), with a
    marker line where a round begins; `final`: as the end of the game reveals it."""
    names = [s.name for s in session.seats]
    entries = []
    log = with_round_marks(session.log(viewer, lang, final=final))
    for i, (opens, entry) in enumerate(log):
        if opens is not None:
            entries.append((False, Text(round_mark(opens, lang), style="dim bold")))
        fresh = since is not None and i >= since
        for seat, line in log_lines(entry, names, lang):
            entries.append((fresh and seat != viewer, line))
    return entries


def log_lines(entry: LogEntry, names: list[str], lang: Lang) -> list[tuple[int, Text]]:
    """One move of the log: who, the sentence, (automatic), a computer's reason and whether a
    hint was asked for; then a line for each thing the rules did by themselves after it. Each
    with the seat it is about."""
    lines = []
    for n, (seat, sentence, auto) in enumerate(entry.lines()):
        line = Text()
        line.append(names[seat], style="bold")
        line.append(": " + sentence)
        if auto:
            line.append(t(lang, "auto"), style="dim")
        if n == 0 and entry.reason:
            line.append(f" — {entry.reason}", style="dim italic")
        if n == 0 and entry.hinted:
            line.append(t(lang, "after_hint"), style="dim")
        lines.append((seat, line))
    return lines


def log_table(entries: list[tuple[bool, Text]]) -> Table:
    """Log lines with a marker column, so wrapped sentences stay indented."""
    grid = Table.grid(expand=True)
    grid.add_column(width=2, style="yellow")
    grid.add_column(ratio=1)
    for new, line in entries:
        grid.add_row("•" if new else "", line)
    return grid
