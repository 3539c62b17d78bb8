"""Where each region of the table stands: the log beside the board from `WIDE` columns, under
it (behind `l`) below; the bottom regions' row budget, so at 80×24 the board keeps its rows.

The CSS is the table screen's; the classes it reads (`-compact`, `-show-log`, `-editing`,
`-explained`, `-hinted`) are set by the screen as the terminal's size and the decision change.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.containers import VerticalScroll
from textual.message import Message

WIDE = 120
"""From this width on the log stands beside the board."""
LOG_WIDTH = 40
"""The log's width beside the board: at 120 columns the board keeps 80, as on the smallest
terminal, so a game's renderer draws for one width."""
PROMPT_ROWS = 2
"""The prompt's most rows (the question; in the editor also the marks against what is needed)."""
NEWS_TWO_LINES_FROM = 30
"""Terminal rows from which the news (below `WIDE` columns) shows two log lines, not one."""


@dataclass(frozen=True, slots=True)
class Budget:
    """The most rows the bottom regions may take, so the board always keeps some. Status (at
    most 2 rows), the prompt (at most 2) and the footer (1) are not budgeted; the own panel
    and the choice list scroll inside their rows when they need more."""

    own: int
    moves: int
    news: int
    """The newest log lines shown above the own panel below `WIDE` columns."""

    @classmethod
    def for_height(cls, height: int) -> Budget:
        """24 rows: own 5, moves 5, 1 news line, so the board keeps 7 rows with a 1-row status
        and prompt and the highlighted move's 2-row explanation under the choice list (5 at
        worst, D-T-9); 40 rows: own 8, moves 10, 2 news lines."""
        return cls(
            own=max(5, height // 5),
            moves=max(5, (height - 20) // 2),
            news=1 if height < NEWS_TWO_LINES_FROM else 2,
        )


class BoardScroll(VerticalScroll, can_focus=False):
    """The scrolled middle: glance, board, seats. It tells the screen when its size or its
    content's height changed, so the glance can be fitted again."""

    class Resized(Message):
        pass

    def on_resize(self) -> None:
        self.post_message(self.Resized())


TABLE_CSS = """
    TableScreen {
        layout: vertical;
    }
    TableScreen #status {
        height: auto;
        max-height: 2;
        padding: 0 1;
        background: $primary-background;
    }
    TableScreen #notice {
        display: none;
        height: auto;
        max-height: 2;
        padding: 0 1;
        color: $text-muted;
    }
    TableScreen #middle {
        height: 1fr;
        layers: default above;
    }
    TableScreen #since {
        layer: above;
        display: none;
        height: auto;
        border: round $accent;
        border-title-align: left;
        border-subtitle-align: right;
        background: $surface;
        padding: 0 1;
    }
    TableScreen #board {
        width: 1fr;
        height: 1fr;
        scrollbar-gutter: stable;
        scrollbar-size-vertical: 1;
    }
    TableScreen #board > Static {
        width: 1fr;
        height: auto;
        padding: 0 1;
    }
    TableScreen #glance {
        border-bottom: solid $primary;
    }
    TableScreen #side {
        height: 1fr;
    }
    TableScreen #log {
        height: 1fr;
        border: round $primary;
        border-title-align: left;
        scrollbar-size-vertical: 1;
    }
    TableScreen #log:focus {
        border: round $accent;
    }
    TableScreen #log-text {
        width: 1fr;
        height: auto;
        padding: 0 1;
    }
    TableScreen #news {
        display: none;
        height: auto;
        padding: 0 1;
        color: $text-muted;
        border-top: solid $primary;
    }
    TableScreen #own {
        height: auto;
        background: $boost;
        scrollbar-size-vertical: 1;
    }
    TableScreen #own-view {
        width: 1fr;
        height: auto;
        padding: 0 1;
    }
    TableScreen #prompt {
        height: auto;
        padding: 0 1;
        background: $primary-background;
    }
    TableScreen #moves {
        height: auto;
        border: none;
        padding: 0 0 0 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    TableScreen #explain {
        display: none;
        height: auto;
        max-height: 2;
        padding: 0 1 0 2;
        color: $text-muted;
    }
    TableScreen #explain-side {
        height: auto;
        max-height: 12;
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
        color: $text-muted;
    }
    TableScreen.-compact #side {
        display: none;
    }
    TableScreen #editor {
        display: none;
    }
    TableScreen.-editing #editor {
        display: block;
    }
    TableScreen.-editing #moves {
        display: none;
    }
    TableScreen.-compact #log {
        border: none;
    }
    TableScreen.-compact #explain-side {
        display: none;
    }
    TableScreen.-compact.-explained #explain {
        display: block;
    }
    TableScreen.-hinted #explain {
        max-height: 3;
    }
    TableScreen.-compact #news {
        display: block;
    }
    TableScreen.-compact.-show-log #side {
        display: block;
    }
    TableScreen.-compact.-show-log #board {
        display: none;
    }
    TableScreen.-compact.-show-log #news {
        display: none;
    }
    """
"""The table screen's CSS: every region by id, and what each layout class shows or hides."""
