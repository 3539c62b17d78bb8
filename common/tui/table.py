"""The table screen: the view of the seat on turn, the log, and the legal moves to choose from.

The screen holds no game state: it asks the app's `Session` for views, legal moves and the log
each time something changes, and sends the chosen move back with `Session.play`.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from common import rules_text, table_control
from common.bots import Reason, kind_name, reason_of
from common.engine import Lang
from common.regions import Regions
from common.session import Session, UndoRefused
from common.table_control import HINT_LEVEL
from common.tui.dialogs import ConfirmScreen, CurtainScreen, HelpScreen
from common.tui.gameover import GameOverScreen
from common.tui.host import TableHost, host_of
from common.tui.logview import log_entries, log_line, log_table
from common.tui.text import t

WIDE = 120
"""From this width on the log stands beside the board."""
LOG_WIDTH = 40
"""The log's width beside the board: at 120 columns the board keeps 80, as on the smallest
terminal, so a game's renderer draws for one width."""
LOG_LIMIT = 200
"""The log panel shows this many newest entries (the game-over screen shows them all)."""
DIGIT_WAIT = 2.0
"""Seconds a first digit waits for a second one when there are ten moves or more."""
NEWS_TWO_LINES_FROM = 30
"""Terminal rows from which the news (below `WIDE` columns) shows two log lines, not one."""
SCROLL_KEYS = {"pageup": "page_up", "pagedown": "page_down", "home": "home", "end": "end"}
"""Keys that scroll the board (or the log where it has the board's place or the focus), never
the choice list, which binds them too."""


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


class TableScreen(Screen[None]):
    DEFAULT_CSS = """
    TableScreen {
        layout: vertical;
    }
    TableScreen #status {
        height: auto;
        max-height: 2;
        padding: 0 1;
        background: $primary-background;
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
        max-height: 2;
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

    def __init__(self) -> None:
        super().__init__()
        self.on_screen: int | None = None
        """The human seat whose private view was last shown (after its curtain)."""
        self._legal: tuple[Any, ...] = ()
        self._labels: list[Text] = []
        """The listed moves' lines (number, sentence, explanation), as first drawn."""
        self._hint: table_control.Hint | None = None
        self._hint_state: Any = None
        """The state the hint was worked out for: it is shown (and the next move noted as made
        after a hint) only while the game stands there."""
        self._hinting = False
        """A hint is being worked out in a worker thread."""
        self._explained: list[str | None] = []
        """What each listed move does (`GameDef.explain`), shown beside it and, in full, for
        the highlighted one under the list."""
        self._shown_at = -1
        """len(session.played) when the moves on screen were listed."""
        self._generation = 0
        self._bot_timer: Timer | None = None
        self._thinking = False
        """A computer seat is choosing in a worker thread."""
        self._ready: tuple[Any, Any, Reason | None] | None = None
        """(state, move, reason) a computer chose in that state, waiting to be played."""
        self._digits = ""
        self._digit_timer: Timer | None = None
        self._over_shown = False
        self._prompt_line = Text()
        lang = self.tapp.ui_lang
        self._bindings.bind("question_mark", "help", t(lang, "key_help"), key_display="?")
        self._bindings.bind("u", "undo", t(lang, "key_undo"))
        self._bindings.bind("h", "hint", t(lang, "key_hint"))
        self._bindings.bind("s", "save", t(lang, "key_save"))
        self._bindings.bind("l", "log", t(lang, "key_log"))
        self._bindings.bind("q", "quit_game", t(lang, "key_quit"))
        for d in range(10):
            self._bindings.bind(str(d), f"digit({d})", show=False)
        for key, how in SCROLL_KEYS.items():
            self._bindings.bind(key, f"scroll_board('{how}')", show=False, priority=True)
        self._viewer: int | None = None
        """Whose table is drawn: its scroll position is kept while the same seat looks on."""
        self._has_glance = False
        self._news_lines = 2

    # -- plumbing --------------------------------------------------------------------------

    @property
    def tapp(self) -> TableHost:
        return host_of(self.app)

    @property
    def session(self) -> Session:
        session = self.tapp.session
        assert session is not None
        return session

    @property
    def lang(self) -> Lang:
        return self.tapp.ui_lang

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def is_bot(self, seat: int) -> bool:
        return self.session.seats[seat].is_bot

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="middle"):
            yield Static(id="since")
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
        yield Static(id="explain")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#log", VerticalScroll).border_title = t(self.lang, "log_title")
        self.query_one("#explain-side", Static).border_title = t(self.lang, "explain_title")
        self._layout(self.app.size.width, self.app.size.height)
        self.query_one("#moves", OptionList).focus()
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self._layout(event.size.width, event.size.height)

    def on_board_scroll_resized(self) -> None:
        self._fit_glance()

    def _layout(self, width: int, height: int) -> None:
        """The log beside the board from `WIDE` columns; the bottom regions' row budget."""
        compact = width < WIDE
        self.set_class(compact, "-compact")
        self.query_one("#side").styles.width = "1fr" if compact else LOG_WIDTH
        budget = Budget.for_height(height)
        self.query_one("#own").styles.max_height = budget.own
        self.query_one("#moves").styles.max_height = budget.moves
        self._news_lines = budget.news

    def _active(self) -> bool:
        """True while this screen is the one the players look at (no dialog above it)."""
        return self.app.screen is self

    # -- the loop ----------------------------------------------------------------------------

    def advance(self) -> None:
        """Bring the screen to the session's position: forced moves, computers, curtain."""
        self._cancel_bot()
        session = self.session
        while True:
            try:
                session.autoplay()
            except OSError as e:
                self.notify(
                    t(self.lang, "autosave_failed", error=e), severity="error", markup=False
                )
            seat = session.to_act()
            if seat is None:
                self._show(None)
                self._game_over()
                return
            if not self.is_bot(seat):
                break
            if self.tapp.bot_delay > 0:
                self._show(seat)
                self._bot_timer = self.set_timer(self.tapp.bot_delay, self._bot_tick)
                return
            self._bot_move(seat)
        if table_control.needs_curtain(session, seat, self.on_screen, self.tapp.open_hands):
            self._show(None, blank=True)
            self.remove_class("-show-log")
            self.app.push_screen(
                CurtainScreen(self.names[seat], self.lang),
                callback=lambda result: self._after_curtain(seat, result),
            )
            return
        self.on_screen = seat
        self._show(seat)

    def _after_curtain(self, seat: int, result: str | None) -> None:
        if result == "undo":
            # Still the previous player at the keyboard: take their move back, no question.
            if not self.undo(current=self.on_screen):
                self.advance()
            return
        if self.session.to_act() != seat:
            self.advance()
            return
        self.on_screen = seat
        self._show(seat)
        self._show_since(seat)
        self.query_one("#moves", OptionList).focus()

    def _bot_move(self, seat: int) -> None:
        session = self.session
        bot = self.tapp.bot_for(seat)
        move = bot.choose(session.view(seat), session.legal())
        self._play(move, reason_of(bot))

    def _bot_tick(self) -> None:
        self._bot_timer = None
        session = self.session
        seat = session.to_act()
        if seat is None or not self.is_bot(seat):
            self.advance()
            return
        ready = self._ready
        if not self._active() or self._thinking:
            # A dialog is open (help, quit, save) or the computer is still thinking: wait.
            self._bot_timer = self.set_timer(self.tapp.bot_delay, self._bot_tick)
            return
        if ready is not None and ready[0] is session.state:
            self._ready = None
            self._play(ready[1], ready[2])
            self.advance()
            return
        self._think(seat)

    def _think(self, seat: int) -> None:
        """Let the computer choose in a thread, so the table stays responsive while a searching
        player thinks (up to ~2 s); the move is played only if the game has not moved on."""
        session = self.session
        state, bot = session.state, self.tapp.bot_for(seat)
        view, legal = session.view(seat), session.legal()
        self._thinking = True

        def work() -> None:
            move = bot.choose(view, legal)
            with contextlib.suppress(RuntimeError):  # the app closed while it was thinking
                self.app.call_from_thread(self._thought, state, move, reason_of(bot))

        self.run_worker(work, thread=True, group="bot")

    def _thought(self, state: Any, move: Any, reason: Reason | None) -> None:
        self._thinking = False
        self._ready = (state, move, reason)
        if self._bot_timer is None:
            self._bot_tick()

    def _cancel_bot(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None

    def _play(self, move: Any, reason: Reason | None = None, hinted: bool = False) -> None:
        try:
            self.session.play(move, reason=reason, hinted=hinted)
        except OSError as e:
            self.notify(t(self.lang, "autosave_failed", error=e), severity="error", markup=False)

    def _game_over(self) -> None:
        if self._over_shown:
            return
        self._over_shown = True
        self.app.push_screen(GameOverScreen())

    # -- drawing -----------------------------------------------------------------------------

    def _show(self, seat: int | None, blank: bool = False) -> None:
        """Draw the table for `seat` on turn (None: nobody, the game is over or a curtain)."""
        session = self.session
        game = session.game
        lang = self.lang
        names = self.names
        deciding = seat is not None and not self.is_bot(seat) and seat == self.on_screen
        if deciding:
            viewer: int | None = seat
        elif blank:
            viewer = None
        else:
            viewer = table_control.viewer_while_waiting(
                session, self.on_screen, self.tapp.open_hands
            )
        self._draw_regions(None if blank else game.render(session.view(viewer), names, lang))
        if viewer != self._viewer:
            self._viewer = viewer
            self.call_after_refresh(self.query_one("#board", BoardScroll).scroll_home)
        since = None if viewer is None else table_control.last_decision(session, viewer)
        entries = [] if blank else log_entries(session, viewer, lang, since)
        self.query_one("#log-text", Static).update(log_table(entries[-LOG_LIMIT:]))
        self.query_one("#news", Static).update(log_table(entries[-self._news_lines :]))
        prompt = self.query_one("#prompt", Static)
        moves = self.query_one("#moves", OptionList)
        self._generation += 1
        self._digits = ""
        if deciding and seat is not None:
            seat_view = session.view(seat)
            self._legal = session.legal()
            self._shown_at = len(session.played)
            line = Text()
            line.append(names[seat], style="bold")
            line.append(": " + game.prompt(seat_view, lang))
            self._prompt_line = line
            prompt.update(line)
            self._explained = [game.explain(seat_view, move, lang) for move in self._legal]
            self._labels = []
            for move, words in zip(self._legal, self._explained, strict=True):
                label = Text(game.describe(seat_view, move, lang))
                if words:
                    label.append(f"  {words}", style="dim")
                self._labels.append(label)
            moves.set_options(
                Option(self._numbered(i), id=f"{self._generation}-{i}")
                for i in range(len(self._labels))
            )
            moves.highlighted = 0
            self._show_explanation(0)
            if self._hint_state is session.state:
                self._mark_hint()
        else:
            self._legal = ()
            self._labels = []
            self._explained = []
            self._show_explanation(None)
            self._shown_at = -1
            if seat is not None and not blank:
                prompt.update(Text(t(lang, "thinking", name=names[seat]), style="dim"))
            else:
                prompt.update("")
            moves.clear_options()
        self.call_after_refresh(self.query_one("#log", VerticalScroll).scroll_end, animate=False)

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

    # -- since your turn ---------------------------------------------------------------------

    def _show_since(self, seat: int) -> None:
        """After a curtain: what the others did since this seat last decided, over the top of
        the board until the next key (the newest entries, as many as fit)."""
        session = self.session
        log = session.log(seat, self.lang)
        news = table_control.since_last_turn(session, seat, log)
        box = self.query_one("#since", Static)
        if not news:
            box.display = False
            return
        width = self.query_one("#board").size.width or self.app.size.width
        room = max(1, self.query_one("#middle").size.height - 2)
        lines: list[tuple[bool, Text]] = []
        used = 0
        for entry in reversed(news):
            line = log_line(entry, self.names, self.lang)
            rows = max(1, -(-line.cell_len // max(1, width - 6)))
            if used + rows > room:
                break
            lines.insert(0, (False, line))
            used += rows
        box.border_title = t(self.lang, "since_title")
        left = len(news) - len(lines)
        box.border_subtitle = (
            t(self.lang, "since_more", n=left) if left else t(self.lang, "since_close")
        )
        box.styles.width = width
        box.update(log_table(lines))
        box.display = True

    def on_key(self) -> None:
        """Any key closes the "since your turn" box (the key still does its own work)."""
        self.query_one("#since", Static).display = False

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

    # -- choosing a move ---------------------------------------------------------------------

    def _choose(self, index: int) -> None:
        session = self.session
        seat = session.to_act()
        if (
            seat is None
            or seat != self.on_screen
            or len(session.played) != self._shown_at
            or not 0 <= index < len(self._legal)
            or not self._active()
        ):
            return
        self._digits = ""
        self._play(self._legal[index], hinted=self._hint_state is session.state)
        self.advance()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "moves":
            self._show_explanation(event.option_index)

    def _show_explanation(self, index: int | None) -> None:
        """The highlighted move's explanation in full (its line in the list may be cut): under
        the log beside the board from `WIDE` columns, else under the choice list (D-T-9); the
        hinted move's reason first."""
        words = None
        hinted = False
        if index is not None and 0 <= index < len(self._explained):
            words = self._explained[index]
            hint = self._hint
            current = self._hint_state is self.session.state
            hinted = current and hint is not None and hint.index == index
            if hinted:
                title = t(self.lang, "hint_title", level=kind_name(HINT_LEVEL.id, self.lang))
                why = self._hint_reason()
                words = " · ".join(w for w in (f"{title}: {why}" if why else title, words) if w)
        self.set_class(hinted, "-hinted")
        self.set_class(words is not None, "-explained")
        side = self.query_one("#explain-side", Static)
        side.display = words is not None
        if words:
            side.update(Text(words))
            grid = Table.grid()
            grid.add_column(width=2)
            grid.add_column(ratio=1)
            grid.add_row("▸", Text(words))
            self.query_one("#explain", Static).update(grid)

    # -- hints -----------------------------------------------------------------------------

    def action_hint(self) -> None:
        """`h`: the strongest computer level's choice for the seat on turn, worked out from its
        view in a worker thread; the player still chooses (D-T-12)."""
        session = self.session
        refused = table_control.hint_refused(session, self.on_screen)
        if refused == "off":
            self.notify(t(self.lang, "hint_off"), severity="warning")
            return
        if refused is not None or not self._legal or not self._active():
            self.notify(t(self.lang, "hint_computer"), severity="warning")
            return
        if self._hinting:
            return
        if self._hint_state is session.state:
            self._mark_hint()
            return
        seat = session.to_act()
        assert seat is not None
        question = table_control.hint_question(session, seat)
        state = session.state
        self._hinting = True
        level = kind_name(HINT_LEVEL.id, self.lang)
        thinking = self._prompt_line.copy()
        thinking.append("   " + t(self.lang, "hint_thinking", level=level), style="yellow")
        self.query_one("#prompt", Static).update(thinking)

        def work() -> None:
            hint = question.answer()
            with contextlib.suppress(RuntimeError):  # the app closed while it was thinking
                self.app.call_from_thread(self._hinted, state, hint)

        self.run_worker(work, thread=True, group="hint")

    def _hinted(self, state: Any, hint: table_control.Hint) -> None:
        self._hinting = False
        if not self.is_mounted:
            return  # the table was left (a rematch, the app closing) while it thought
        self.query_one("#prompt", Static).update(self._prompt_line)
        if self.session.state is not state or not self._legal:
            return  # the game moved on while the hint was worked out
        self._hint, self._hint_state = hint, state
        self._mark_hint()

    def _numbered(self, index: int, hinted: bool = False) -> Text:
        """A move's line in the list: its number (the key that chooses it), the hint mark,
        its sentence and explanation."""
        n = index + 1
        line = Text(f"{n:>2}. " if len(self._labels) > 9 else f"{n}. ", style="cyan")
        if hinted:
            line.append(t(self.lang, "hint_mark") + " ", style="bold yellow")
        return line + self._labels[index]

    def _hint_reason(self) -> str:
        reason = self._hint.reason if self._hint is not None else None
        if reason is None:
            return ""
        return reason.text(self.lang, public=False)  # the hint is for the seat on turn alone

    def _mark_hint(self) -> None:
        """Highlight the hinted move, its line marked with the hint and its reason."""
        hint = self._hint
        if hint is None or not 0 <= hint.index < len(self._labels):
            return
        moves = self.query_one("#moves", OptionList)
        moves.replace_option_prompt_at_index(hint.index, self._numbered(hint.index, hinted=True))
        moves.highlighted = hint.index
        self._show_explanation(hint.index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "moves":
            return
        generation, _, index = (event.option.id or "").partition("-")
        if generation == str(self._generation) and index.isdigit():
            self._choose(int(index))

    def action_digit(self, digit: int) -> None:
        count = len(self._legal)
        if not count:
            return
        if self._digits:
            number = int(self._digits + str(digit))
            self._forget_digits()
            if 1 <= number <= count:
                self._choose(number - 1)
            return
        if digit == 0 or digit > count:
            return
        if digit * 10 <= count:
            # Could be the start of a two-digit number: highlight it and wait for more.
            self._digits = str(digit)
            self.query_one("#moves", OptionList).highlighted = digit - 1
            hint = self._prompt_line.copy()
            hint.append("   " + t(self.lang, "more_digits", n=digit), style="cyan")
            self.query_one("#prompt", Static).update(hint)
            if self._digit_timer is not None:
                self._digit_timer.stop()
            self._digit_timer = self.set_timer(DIGIT_WAIT, self._forget_digits)
            return
        self._choose(digit - 1)

    def _forget_digits(self) -> None:
        if self._digits:
            self._digits = ""
            self.query_one("#prompt", Static).update(self._prompt_line)

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

    # -- keys ----------------------------------------------------------------------------------

    def action_help(self) -> None:
        session = self.session
        game = session.game
        section_id = game.phase_section(session.state)
        self.app.push_screen(
            HelpScreen(
                section_id,
                rules_text.section(game, section_id, self.lang),
                game.glossary(self.lang),
                self.lang,
            )
        )

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
            self.query_one("#moves", OptionList).focus()
        else:
            log.focus()

    def action_save(self) -> None:
        self.tapp.ask_save()

    def action_quit_game(self) -> None:
        self.tapp.confirm_quit()

    def action_undo(self) -> None:
        actor = self.session.to_act()
        self.undo(actor if actor is not None and not self.is_bot(actor) else self.on_screen)

    def undo(self, current: int | None) -> bool:
        """Take back the last human decision; `current` is the seat at the keyboard.

        False when there is nothing to take back (a notice says why).
        """
        session = self.session
        try:
            plan = table_control.plan_undo(session)
        except UndoRefused as e:
            key = "nothing_to_undo" if e.reason == "nothing" else "undo_barrier"
            self.notify(t(self.lang, key), severity="warning")
            return False
        if plan.seat != current and not self.is_bot(plan.seat):
            question = t(self.lang, "confirm_undo", name=self.names[plan.seat])
            self._cancel_bot()

            def answer(yes: bool | None) -> None:
                if yes:
                    self._undo(plan)
                else:
                    self.advance()

            self.app.push_screen(
                ConfirmScreen([question], t(self.lang, "undo_yes"), t(self.lang, "undo_no")),
                callback=answer,
            )
            return True
        self._undo(plan)
        return True

    def _undo(self, plan: table_control.UndoPlan) -> None:
        self._cancel_bot()
        try:
            removed = table_control.run_undo(self.session, plan)
        except UndoRefused:
            self.notify(t(self.lang, "undo_barrier"), severity="warning")
            removed = 0
        except OSError as e:
            self.notify(t(self.lang, "autosave_failed", error=e), severity="error", markup=False)
            removed = 0
        if removed:
            self.notify(t(self.lang, "undone", n=removed))
        self.advance()
