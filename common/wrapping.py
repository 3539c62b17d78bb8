"""Items wrapped like words (`WrappedItems`, a Rich renderable): between items, never inside.

A hand of cards as one Text wraps at any space ("Torony" / "(3/2)"); a grid wastes width.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text


class WrappedItems:
    def __init__(
        self,
        items: Sequence[Text],
        lead: Text | None = None,
        separator: str = ", ",
        indent: int = 2,
    ) -> None:
        self.items = list(items)
        self.lead = lead
        self.separator = separator
        self.indent = indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.lines(options.max_width)

    def lines(self, width: int) -> list[Text]:
        """The lines the items take at `width` cells."""
        lines = []
        tail = self.separator.rstrip()  # ends a wrapped line: room stays free for it
        line = Text()
        if self.lead is not None:
            line.append_text(self.lead)
            line.append(" ")
        last = len(self.items) - 1
        for i, item in enumerate(self.items):
            sep = self.separator if i else ""
            room = width - (cell_len(tail) if i < last else 0)
            if line.cell_len and line.cell_len + cell_len(sep) + item.cell_len > room:
                line.append(tail)
                lines.append(line)
                line = Text(" " * self.indent)
                sep = ""
            line.append(sep)
            line.append_text(item)
        if line.cell_len:
            lines.append(line)
        return lines
