"""The log as the table and game-over screens show it: a line per move, round markers, and a
marker column for what is new to the reader."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from common.engine import Lang
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
        new = since is not None and i >= since and entry.seat != viewer
        entries.append((new, log_line(entry, names, lang)))
    return entries


def log_line(entry: LogEntry, names: list[str], lang: Lang) -> Text:
    """One move of the log: who, the sentence, (automatic), and a computer's reason."""
    line = Text()
    line.append(names[entry.seat], style="bold")
    line.append(": " + entry.sentence)
    if entry.auto:
        line.append(t(lang, "auto"), style="dim")
    if entry.reason:
        line.append(f" — {entry.reason}", style="dim italic")
    if entry.hinted:
        line.append(t(lang, "after_hint"), style="dim")
    return line


def log_table(entries: list[tuple[bool, Text]]) -> Table:
    """Log lines with a marker column, so wrapped sentences stay indented."""
    grid = Table.grid(expand=True)
    grid.add_column(width=2, style="yellow")
    grid.add_column(ratio=1)
    for new, line in entries:
        grid.add_row("•" if new else "", line)
    return grid
