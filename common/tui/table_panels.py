"""The table's panels that show and scroll but never decide: status, glance, board and seats,
the log with its news lines, the notice under the status and the "since your turn" box.

`TablePanels` is the bottom layer of the table screen (`choosing.ChoosingTable` adds how a
seat chooses, `table.TableScreen` the game's loop): it lays the regions out, draws what a
view and the log hold into them, and knows which seat's table is drawn.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, OptionList, Static

from common import table_control
from common.contract import Lang
from common.files import error_text, failed_path
from common.regions import Regions
from common.session import Session
from common.tui.editor import CompoundEditor
from common.tui.host import TableHost, host_of, session_of
from common.tui.logview import log_entries, log_lines, log_table
from common.tui.table_layout import LOG_WIDTH, PROMPT_ROWS, WIDE, BoardScroll, Budget
from common.tui.text import fit_path, t
from common.tui.widgets import SinceBox

LOG_LIMIT = 200
"""The log panel shows this many newest entries (the game-over screen shows them all)."""
NOTICE_SECONDS = 5.0
"""How long the table shows where the game is saved when it opens."""
NOTICE_LINES = 2
"""The notice's rows (`#notice`'s max-height): a path is shortened to keep its text within."""
SCROLL_KEYS = {"pageup": "page_up", "pagedown": "page_down", "home": "home", "end": "end"}
"""Keys that scroll the board (or the log where it has the board's place or the focus), never
the choice list, which binds them too."""


class TablePanels(Screen[None]):
    def __init__(self, notice: str | None = None) -> None:
        super().__init__()
        self._notice = notice
        """Shown under the status for a few seconds when the table opens (where it saves)."""
        self.on_screen: int | None = None
        """The human seat whose private view was last shown (after its curtain)."""
        self._viewer: int | None = None
        """Whose table is drawn: its scroll position is kept while the same seat looks on."""
        self._has_glance = False
        self._news_lines = 2
        self._notice_timer: Timer | None = None
        """Hides the notice shown now; None while none is shown or one stays."""

    # -- plumbing --------------------------------------------------------------------------

    @property
    def tapp(self) -> TableHost:
        return host_of(self.app)

    @property
    def lang(self) -> Lang:
        return self.tapp.ui_lang

    @property
    def session(self) -> Session:
        return session_of(self.app)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def is_bot(self, seat: int) -> bool:
        return self.session.seats[seat].is_bot

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="notice", markup=False)
        with Horizontal(id="middle"):
            yield SinceBox(id="since")
            with BoardScroll(id="board"):
                yield Static(id="glance")
                yield Static(id="board-view")
                yield Static(id="seats-view")
            with Vertical(id="side"):
                with VerticalScroll(id="log"):
                    yield Static(id="log-text")
                yield Static(id="explain-side")
        yield Static(id="news")
        with VerticalScroll(id="own", can_focus=False):
            yield Static(id="own-view")
        yield Static(id="prompt")
        yield OptionList(id="moves")
        yield CompoundEditor(self.tapp.ui_lang, id="editor")
        yield Static(id="explain")
        yield Footer()

    def show_notice(self, text: str, path: str | None = None, stay: bool = False) -> None:
        """A line or two under the status for `NOTICE_SECONDS` (`stay`: until `hide_notice`):
        it covers nothing (a toast hid the top of the table) and wraps only between words, so
        a file name stays whole; a `path` too long for that is shortened in its middle."""
        notice = self.query_one("#notice", Static)
        notice.update(fit_path(text, path, self.app.size.width - 2, NOTICE_LINES))
        notice.display = True
        if self._notice_timer is not None:
            self._notice_timer.stop()
        self._notice_timer = None if stay else self.set_timer(NOTICE_SECONDS, self.hide_notice)

    def hide_notice(self) -> None:
        self.query_one("#notice", Static).display = False
        self._notice_timer = None

    def _autosave_failed(self, error: OSError) -> None:
        """The move stands and the game goes on; the player learns why the file was not
        written, in the table's language, and the notice stays until a save succeeds
        (`_autosave_notice`)."""
        text = t(self.lang, "autosave_failed", error=error_text(error, self.lang))
        self.show_notice(text, failed_path(error), stay=True)

    def _autosave_notice(self) -> None:
        """Take a failed autosave's notice away once the game is saved again."""
        if self.session.unsaved is None and self._notice_timer is None:
            self.hide_notice()

    def on_board_scroll_resized(self) -> None:
        self._fit_glance()

    def _layout(self, width: int, height: int) -> None:
        """The log beside the board from `WIDE` columns; the bottom regions' row budget."""
        compact = width < WIDE
        self.set_class(compact, "-compact")
        self.query_one("#side").styles.width = "1fr" if compact else LOG_WIDTH
        budget = Budget.for_height(height)
        self.query_one("#prompt").styles.max_height = PROMPT_ROWS
        self.query_one("#own").styles.max_height = budget.own
        self.query_one("#moves").styles.max_height = budget.moves
        self.query_one("#editor").styles.max_height = budget.moves
        self._news_lines = budget.news

    def _active(self) -> bool:
        """True while this screen is the one the players look at (no dialog above it)."""
        return self.app.screen is self

    def _editing(self) -> bool:
        return self.has_class("-editing")

    def _choices(self) -> OptionList:
        """The widget the player chooses with now: the editor or the list of moves."""
        return self.query_one("#editor" if self._editing() else "#moves", OptionList)

    # -- drawing -----------------------------------------------------------------------------

    def _draw_regions(self, regions: Regions | None) -> None:
        """Place a game's regions (None: a blank table behind a curtain)."""
        own = None if regions is None else regions.own
        glance = None if regions is None else regions.glance
        self.query_one("#status", Static).update("" if regions is None else regions.status)
        self.query_one("#glance", Static).update("" if glance is None else glance)
        self.query_one("#board-view", Static).update("" if regions is None else regions.board)
        seats = Group(*regions.seats) if regions is not None else ""
        self.query_one("#seats-view", Static).update(seats)
        self.query_one("#own-view", Static).update("" if own is None else own)
        self.query_one("#own").display = own is not None
        self._has_glance = glance is not None
        self.call_after_refresh(self._fit_glance)

    def _draw_log(self, viewer: int | None) -> None:
        """The log as `viewer` reads it, what is new since its last decision marked: in the
        log panel and, its newest lines, in the news below `WIDE` columns."""
        session = self.session
        since = None if viewer is None else table_control.last_decision(session, viewer)
        entries = log_entries(session, viewer, self.lang, since)
        self.query_one("#log-text", Static).update(log_table(entries[-LOG_LIMIT:]))
        self.query_one("#news", Static).update(log_table(entries[-self._news_lines :]))

    def _fit_glance(self) -> None:
        """Show the glance only where the whole board does not fit between the fixed regions."""
        glance = self.query_one("#glance", Static)
        if not self._has_glance:
            glance.display = False
            return
        board = self.query_one("#board", BoardScroll)
        needed = sum(
            self.query_one(f"#{part}", Static).outer_size.height
            for part in ("board-view", "seats-view")
        )
        glance.display = needed > board.scrollable_content_region.height

    # -- since your turn ---------------------------------------------------------------------

    def _show_since(self, seat: int) -> None:
        """After a curtain: what the others did since this seat last decided, over the top of
        the board until the next key (the newest entries, as many as fit)."""
        session = self.session
        log = session.log(seat, self.lang)
        news = table_control.since_last_turn(session, seat, log)
        box = self.query_one("#since", SinceBox)
        if not news:
            box.display = False
            return
        width = self.query_one("#board").size.width or self.app.size.width
        room = max(1, self.query_one("#middle").size.height - 2)
        lines: list[tuple[bool, Text]] = []
        used = 0
        shown = [
            line
            for entry in news
            for mover, line in log_lines(entry, self.names, self.lang)
            if mover != seat
        ]
        for line in reversed(shown):
            rows = max(1, -(-line.cell_len // max(1, width - 6)))
            if used + rows > room:
                break
            lines.insert(0, (False, line))
            used += rows
        box.border_title = t(self.lang, "since_title")
        left = len(shown) - len(lines)
        box.border_subtitle = (
            t(self.lang, "since_more", n=left) if left else t(self.lang, "since_close")
        )
        box.styles.width = width
        box.update(log_table(lines))
        box.display = True
        box.focus()

    def _since_open(self) -> bool:
        return bool(self.query_one("#since", SinceBox).display)

    def _close_since(self) -> None:
        """Take the box away without a key: the table moved on (a click on a move)."""
        self.query_one("#since", SinceBox).display = False

    def on_since_box_closed(self) -> None:
        self._choices().focus()

    # -- the log and scrolling -----------------------------------------------------------------

    def action_log(self) -> None:
        if self.has_class("-compact"):
            self.toggle_class("-show-log")
            if self.has_class("-show-log"):
                self.call_after_refresh(
                    self.query_one("#log", VerticalScroll).scroll_end, animate=False
                )
            return
        log = self.query_one("#log", VerticalScroll)
        if log.has_focus:
            self._choices().focus()
        else:
            log.focus()

    def action_scroll_board(self, how: str) -> None:
        """PgUp/PgDn/Home/End: scroll the board, or the log where it stands in the board's
        place or has the focus; the choice list keeps its highlight."""
        log = self.query_one("#log", VerticalScroll)
        shown = log if self.has_class("-show-log") or log.has_focus else None
        target = shown or self.query_one("#board", BoardScroll)
        scroll = {
            "page_up": target.scroll_page_up,
            "page_down": target.scroll_page_down,
            "home": target.scroll_home,
            "end": target.scroll_end,
        }[how]
        scroll(animate=False)
