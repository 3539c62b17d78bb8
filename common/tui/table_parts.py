"""The table screen's parts that show and scroll but never decide: the status bar, the notice
under it, the board (glance, board, seats), the log beside it, the news line under it, the own
panel. Each is drawn by itself from what the screen hands it (`show`): the regions of one view
(`common.regions`) or the log as one seat reads it; the choice is `choosing.ChoicePanel`.

Where each stands is `table.tcss`: the log beside the board from `WIDE` columns, under it
(behind `l`) below; the bottom parts' row budget (`Budget`) keeps the board some rows at 80×24.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Static

from common.contract import Lang
from common.regions import Pointed, Regions
from common.tui.logview import log_table
from common.tui.text import fit_path, t

WIDE = 120
"""From this width on the log stands beside the board."""
LOG_WIDTH = 40
"""The log's width beside the board: at 120 columns the board keeps 80, as on the smallest
terminal, so a game's renderer draws for one width."""
PROMPT_ROWS = 2
"""The prompt's most rows (the question; in the editor also the marks against what is needed)."""
NEWS_TWO_LINES_FROM = 30
"""Terminal rows from which the news (below `WIDE` columns) shows two log lines, not one."""
LOG_LIMIT = 200
"""The log panel shows this many newest entries (the game-over screen shows them all)."""
NOTICE_SECONDS = 5.0
"""How long the table shows where the game is saved when it opens."""
NOTICE_LINES = 2
"""The notice's rows (`#notice`'s max-height): a path is shortened to keep its text within."""

LogLines = list[tuple[bool, Text]]
"""The log as `logview.log_entries` words it: (new to the reader, line)."""


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


class StatusBar(Static):
    """Game, round, phase, who acts: the regions' status line (empty behind a curtain)."""

    def show(self, regions: Regions | None) -> None:
        self.update("" if regions is None else regions.status)


class Notice(Static):
    """A line or two under the status (where the game is saved, why it is not): it covers
    nothing, as a toast hid the top of the table, and wraps only between words, so a file name
    stays whole; a path too long for that is shortened in its middle."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)
        self._timer: Timer | None = None
        """Hides the notice shown now; None while none is shown or one stays."""

    def tell(self, text: str, path: str | None = None, stay: bool = False) -> None:
        """Show `text` for `NOTICE_SECONDS` (`stay`: until `hide`)."""
        self.update(fit_path(text, path, self.app.size.width - 2, NOTICE_LINES))
        self.display = True
        if self._timer is not None:
            self._timer.stop()
        self._timer = None if stay else self.set_timer(NOTICE_SECONDS, self.hide)

    def hide(self) -> None:
        self.display = False
        self._timer = None

    @property
    def staying(self) -> bool:
        """No notice is on its timer: none is shown, or one stays until it is taken away (a
        failed autosave's, until the game is saved again)."""
        return self._timer is None


class Glance(Static):
    """The board and every seat's public position in a few lines (`Regions.glance`)."""

    def show(self, regions: Regions | None) -> None:
        glance = None if regions is None else regions.glance
        self.update("" if glance is None else glance)


class BoardView(Static):
    """The shared board (`Regions.board`)."""

    def show(self, regions: Regions | None) -> None:
        self.update("" if regions is None else regions.board)


class SeatsView(Static):
    """The seats' public panels, the viewer's first (`Regions.seats`)."""

    def show(self, regions: Regions | None) -> None:
        self.update("" if regions is None else Group(*regions.seats))


class BoardPanel(VerticalScroll, can_focus=False):
    """The scrolled middle: the glance, the board and the seats' public panels. The glance
    shows only where the whole board does not fit, so it is fitted again whenever the board's
    size or content changes."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._has_glance = False
        self._regions: Regions | None = None

    def compose(self) -> ComposeResult:
        yield Glance(id="glance")
        yield BoardView(id="board-view")
        yield SeatsView(id="seats-view")

    def show(self, regions: Regions | None) -> None:
        """Draw a game's regions (None: a blank table behind a curtain)."""
        self._regions = regions
        self.query_one(Glance).show(regions)
        self.query_one(BoardView).show(regions)
        self.query_one(SeatsView).show(regions)
        self._has_glance = regions is not None and regions.glance is not None
        self.call_after_refresh(self._fit_glance)

    def point(self, move: object | None) -> None:
        """Mark on the board the place `move` names and scroll it into sight, the whole map
        where it fits (D-T-53); a move that names none (or None) leaves the board as drawn."""
        regions = self._regions
        if regions is None or regions.point is None:
            return
        pointed = None if move is None else regions.point(move)
        board = self.query_one(BoardView)
        board.update(regions.board if pointed is None else pointed.board)
        if pointed is not None:
            self.call_after_refresh(self._scroll_to_mark, pointed)

    def _scroll_to_mark(self, pointed: Pointed) -> None:
        """The whole map in sight where it fits (moving the board as little as may be), else
        the marked line in the middle of the board."""
        top = self.query_one(BoardView).virtual_region.y
        page = self.scrollable_content_region.height
        if pointed.keep > page:
            self.scroll_to(y=top + pointed.line - page // 2, animate=False)
            return
        y = min(max(self.scroll_y, top + pointed.keep - page), top)
        self.scroll_to(y=y, animate=False)

    def on_resize(self) -> None:
        self.call_later(self._fit_glance)

    def _fit_glance(self) -> None:
        glance = self.query_one(Glance)
        if not self._has_glance:
            glance.display = False
            return
        needed = self.query_one(BoardView).outer_size.height
        needed += self.query_one(SeatsView).outer_size.height
        glance.display = needed > self.scrollable_content_region.height


SCROLL_KEYS = {"pageup": "page_up", "pagedown": "page_down", "home": "home", "end": "end"}
"""Keys that scroll the board (or the log where it has the board's place or the focus), never
the choice list, which binds them too."""


def scroll_to(target: VerticalScroll, how: str) -> None:
    """Scroll the board or the log as one of `SCROLL_KEYS` asks, at once."""
    scroll = {
        "page_up": target.scroll_page_up,
        "page_down": target.scroll_page_down,
        "home": target.scroll_home,
        "end": target.scroll_end,
    }[how]
    scroll(animate=False)


class LogPanel(VerticalScroll):
    """The log as the seat on screen reads it, what is new since its last decision marked."""

    def compose(self) -> ComposeResult:
        yield Static(id="log-text")

    def show(self, lines: LogLines) -> None:
        self.query_one("#log-text", Static).update(log_table(lines[-LOG_LIMIT:]))
        # Anchored, the log is laid out at its end from the first frame (scrolling after the
        # refresh showed round 1 for a frame whenever the log filled again after a curtain).
        self.anchor()


class NewsLine(Static):
    """The log's newest lines above the own panel, below `WIDE` columns (the log is behind
    `l` there)."""

    def show(self, lines: LogLines, rows: int) -> None:
        self.update(log_table(lines[-rows:]))


class OwnPanel(VerticalScroll, can_focus=False):
    """The viewing seat's private panel (hidden when there is no viewer)."""

    def compose(self) -> ComposeResult:
        yield Static(id="own-view")

    def show(self, regions: Regions | None) -> None:
        own = None if regions is None else regions.own
        self.query_one("#own-view", Static).update("" if own is None else own)
        self.display = own is not None


class ExplainSide(Static):
    """The highlighted move's explanation in full beside the board from `WIDE` columns."""

    def show(self, words: str | None) -> None:
        self.display = words is not None
        if words:
            self.update(Text(words))


class SinceBox(Static, can_focus=True):
    """What the others did since a seat's last turn, over the top of the board after its
    curtain lifts. The next key closes it and does nothing else: it holds the focus while it
    is shown, so the key that closes it never reaches the move list (a move is played only by
    a key pressed on the list, ARCHITECTURE §6)."""

    class Closed(Message):
        """A key closed the box: the screen gives the focus back to the choices."""

    def tell(self, lines: list[Text], width: int, room: int, lang: Lang) -> None:
        """Open on the newest `lines`, as many as fit in `room` rows at `width` columns; the
        footnote says how many earlier ones were left out."""
        shown: LogLines = []
        used = 0
        for line in reversed(lines):
            rows = max(1, -(-line.cell_len // max(1, width - 6)))
            if used + rows > room:
                break
            shown.insert(0, (False, line))
            used += rows
        self.border_title = t(lang, "since_title")
        left = len(lines) - len(shown)
        self.border_subtitle = t(lang, "since_more", n=left) if left else t(lang, "since_close")
        self.styles.width = width
        self.update(log_table(shown))
        self.display = True
        self.focus()

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.display = False
        self.post_message(self.Closed())
