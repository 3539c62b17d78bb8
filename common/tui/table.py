"""The table screen: the view of the seat on turn, the log, and the legal moves to choose from.

The screen holds no game state: it asks the app's `Session` for views, legal moves and the log
each time something changes, and sends the chosen move back with `Session.play`. It is composed
of parts that each draw themselves (`table_parts`: status, notice, board, log, news, own panel;
`choosing.ChoicePanel`: the choice), placed by `table.tcss`; the screen hands each the regions
of the view on screen and follows the table's steps (`table_control.next_step`): forced moves,
computers, curtains, undo.
"""

from __future__ import annotations

import contextlib

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, OptionList

from common import paths, rules_text, table_control
from common.bots import Reason
from common.contract import Lang
from common.files import error_text, failed_path
from common.session import Session, UndoRefused
from common.tui.choosing import ChoicePanel
from common.tui.dialogs import ConfirmScreen, CurtainScreen, HelpScreen
from common.tui.gameover import GameOverScreen
from common.tui.host import TableHost, host_of, session_of
from common.tui.logview import log_entries, log_lines
from common.tui.table_parts import (
    LOG_WIDTH,
    SCROLL_KEYS,
    WIDE,
    BoardPanel,
    Budget,
    LogPanel,
    NewsLine,
    Notice,
    OwnPanel,
    SinceBox,
    StatusBar,
    scroll_to,
)
from common.tui.text import t


class TableScreen(Screen[None]):
    CSS_PATH = "table.tcss"

    def __init__(self, notice: str | None = None) -> None:
        super().__init__()
        self._notice = notice
        """Shown under the status for a few seconds when the table opens (where it saves)."""
        self.on_screen: int | None = None
        """The human seat whose private view was last shown (after its curtain)."""
        self._viewer: int | None = None
        """Whose table is drawn: its scroll position is kept while the same seat looks on."""
        self._news_lines = 2
        self._bot_timer: Timer | None = None
        self._thinking = False
        """A computer seat is choosing in a worker thread."""
        self._ready: table_control.ComputerMove | None = None
        """A move a computer chose, waiting to be played while the game stands where it was
        chosen."""
        self._over_shown = False
        lang = self.tapp.ui_lang
        self.choice = ChoicePanel(lang, id="choice")
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
        self._bindings.bind("escape", "editor", t(lang, "key_editor"), key_display="Esc")

    # -- plumbing ------------------------------------------------------------------------------

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

    def _active(self) -> bool:
        """True while this screen is the one the players look at (no dialog above it)."""
        return self.app.screen is self

    def _choices(self) -> OptionList:
        """The widget the player chooses with now: the editor or the list of moves."""
        return self.choice.choices()

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        yield Notice(id="notice")
        with Horizontal(id="middle"):
            yield SinceBox(id="since")
            yield BoardPanel(id="board")
            with Vertical(id="side"):
                yield LogPanel(id="log")
                yield self.choice.side
        yield NewsLine(id="news")
        yield OwnPanel(id="own")
        yield self.choice
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(LogPanel).border_title = t(self.lang, "log_title")
        self.choice.side.border_title = t(self.lang, "explain_title")
        self._layout(self.app.size.width, self.app.size.height)
        self._choices().focus()
        if self._notice:
            autosave = self.session.autosave
            self.query_one(Notice).tell(
                self._notice, None if autosave is None else paths.shown(autosave)
            )
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self._layout(event.size.width, event.size.height)
        self.call_after_refresh(self.choice.fit_prompt)

    def _layout(self, width: int, height: int) -> None:
        """The log beside the board from `WIDE` columns; the bottom parts' row budget."""
        compact = width < WIDE
        self.set_class(compact, "-compact")
        self.query_one("#side").styles.width = "1fr" if compact else LOG_WIDTH
        budget = Budget.for_height(height)
        self.query_one(OwnPanel).styles.max_height = budget.own
        self.query_one("#moves").styles.max_height = budget.moves
        self.query_one("#editor").styles.max_height = budget.moves
        self._news_lines = budget.news

    def _autosave_failed(self, error: OSError) -> None:
        """The move stands and the game goes on; the player learns why the file was not
        written, in the table's language, and the notice stays until a save succeeds
        (`_autosave_notice`)."""
        text = t(self.lang, "autosave_failed", error=error_text(error, self.lang))
        self.query_one(Notice).tell(text, failed_path(error), stay=True)

    def _autosave_notice(self) -> None:
        """Take a failed autosave's notice away once the game is saved again."""
        notice = self.query_one(Notice)
        if self.session.unsaved is None and notice.staying:
            notice.hide()

    # -- the loop ----------------------------------------------------------------------------

    def advance(self, news_for: int | None = None) -> None:
        """Bring the screen to the table's next step (`table_control.next_step`); `news_for`:
        the seat whose curtain just lifted, shown what happened since its turn if it decides
        now."""
        self._cancel_bot()
        while True:
            step = table_control.next_step(self.session, self.on_screen, self.tapp.open_hands)
            self.on_screen = step.on_screen
            if step.save_failed is not None:
                self._autosave_failed(step.save_failed)
            self._autosave_notice()
            if not isinstance(step, table_control.ComputerTurn) or self.tapp.bot_delay > 0:
                break
            self._play_computer(self._computer_question().answer())
        if isinstance(step, table_control.GameOver):
            self._show(None)
            self._game_over()
        elif isinstance(step, table_control.Curtain):
            self._curtain(step.seat)
        elif isinstance(step, table_control.ComputerTurn):
            self._show(step.seat)
            self._bot_timer = self.set_timer(self.tapp.bot_delay, self._bot_tick)
        else:
            self._show(step.seat)
            if step.seat == news_for:
                self._choices().focus()
                self._show_since(step.seat)

    def _curtain(self, seat: int) -> None:
        """Hide every hand until `seat`'s player takes the keys."""
        self._show(None, blank=True)
        self.remove_class("-show-log")
        self.app.push_screen(
            CurtainScreen(self.names[seat], self.lang),
            callback=lambda result: self._after_curtain(seat, result),
        )

    def _after_curtain(self, seat: int, result: str | None) -> None:
        if result == "undo":
            # Still the previous player at the keyboard: take their move back, no question.
            if not self.undo(current=self.on_screen):
                self.advance()
            return
        self.on_screen = seat  # now this player sits at the keys
        self.advance(news_for=seat)

    def _computer_question(self) -> table_control.ComputerQuestion:
        """What the computer seat on turn chooses from."""
        seat = self.session.to_act()
        assert seat is not None
        return table_control.computer_question(self.session, self.tapp.bot_for(seat))

    def _play_computer(self, chosen: table_control.ComputerMove) -> None:
        self._play(chosen.move, chosen.reason)

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
        if ready is not None and ready.state is session.state:
            self._ready = None
            self._play_computer(ready)
            self.advance()
            return
        self._think()

    def _think(self) -> None:
        """Let the computer choose in a thread, so the table stays responsive while a searching
        player thinks (up to ~2 s); the move is played only if the game has not moved on."""
        question = self._computer_question()
        self._thinking = True

        def work() -> None:
            chosen = question.answer()
            with contextlib.suppress(RuntimeError):  # the app closed while it was thinking
                self.app.call_from_thread(self._thought, chosen)

        self.run_worker(work, thread=True, group="bot")

    def _thought(self, chosen: table_control.ComputerMove) -> None:
        self._thinking = False
        self._ready = chosen
        if self._bot_timer is None:
            self._bot_tick()

    def _cancel_bot(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None

    def _game_over(self) -> None:
        if self._over_shown:
            return
        self._over_shown = True
        self.app.push_screen(GameOverScreen())

    # -- drawing -----------------------------------------------------------------------------

    def _show(self, seat: int | None, blank: bool = False) -> None:
        """Draw the table for `seat` on turn (None: nobody, the game is over or a curtain)."""
        session = self.session
        self._close_since()
        deciding = seat is not None and not self.is_bot(seat) and seat == self.on_screen
        if deciding:
            viewer: int | None = seat
        elif blank:
            viewer = None
        else:
            viewer = table_control.viewer_while_waiting(
                session, self.on_screen, self.tapp.open_hands
            )
        game, names, lang = session.game, self.names, self.lang
        regions = None if blank else game.render(session.view(viewer), names, lang)
        self.query_one(StatusBar).show(regions)
        board = self.query_one(BoardPanel)
        board.show(regions)
        self.query_one(OwnPanel).show(regions)
        if viewer != self._viewer:
            self._viewer = viewer
            self.call_after_refresh(board.scroll_home)
        # Behind a curtain the log is the public table's: nothing secret, and about as long
        # as the next player's, so it does not jump when that player's log replaces it.
        since = None if viewer is None else table_control.last_decision(session, viewer)
        entries = log_entries(session, viewer, lang, since)
        self.query_one(NewsLine).show(entries, self._news_lines)
        self.choice.show(seat, deciding, blank, self.on_screen)
        self.query_one(LogPanel).show(entries)

    def on_choice_panel_highlighted(self, event: ChoicePanel.Highlighted) -> None:
        self.query_one(BoardPanel).point(event.move)

    def on_choice_panel_shown(self) -> None:
        self.refresh_bindings()
        self.call_after_refresh(self._focus_choices)

    def _focus_choices(self) -> None:
        """Focus the editor or the list, once the class that shows one of them has taken
        effect (a hidden widget takes no focus), unless the player is reading the log or the
        "since your turn" box waits for its key."""
        if self._since_open():
            self.query_one(SinceBox).focus()
        elif not self.query_one(LogPanel).has_focus:
            self._choices().focus()

    def _play(self, move: object, reason: Reason | None = None, hinted: bool = False) -> None:
        try:
            self.session.play(move, reason=reason, hinted=hinted)
        except OSError as e:
            self._autosave_failed(e)

    def _deciding(self, shown_at: int) -> bool:
        """The seat at the keys still faces the decision listed when `shown_at` moves had been
        played (a second key for it, arriving late, finds the game moved on)."""
        session = self.session
        seat = session.to_act()
        return seat is not None and seat == self.on_screen and len(session.played) == shown_at

    def on_choice_panel_chosen(self, event: ChoicePanel.Chosen) -> None:
        if self._deciding(event.shown_at):
            self._play(event.move, hinted=event.hinted)
            self.advance()

    def on_choice_panel_marked(self, event: ChoicePanel.Marked) -> None:
        """Play the marked choice as its single moves, one decision for undo."""
        if not self._deciding(event.shown_at):
            return
        run = table_control.play_compound(self.session, event.moves, self.lang, event.hinted)
        if run.save_failed is not None:
            self.notify(
                t(self.lang, "autosave_failed", error=run.save_failed),
                severity="error",
                markup=False,
            )
        if run.refused is not None:
            self.notify(run.refused, severity="warning")
        self.advance()

    # -- since your turn ---------------------------------------------------------------------

    def _show_since(self, seat: int) -> None:
        """After a curtain: what the others did since this seat last decided, over the top of
        the board until the next key (the newest entries, as many as fit)."""
        session = self.session
        log = session.log(seat, self.lang)
        news = table_control.since_last_turn(session, seat, log)
        box = self.query_one(SinceBox)
        if not news:
            box.display = False
            return
        width = self.query_one(BoardPanel).size.width or self.app.size.width
        room = max(1, self.query_one("#middle").size.height - 2)
        lines = [
            line
            for entry in news
            for mover, line in log_lines(entry, self.names, self.lang)
            if mover != seat
        ]
        box.tell(lines, width, room, self.lang)

    def _since_open(self) -> bool:
        return bool(self.query_one(SinceBox).display)

    def _close_since(self) -> None:
        """Take the box away without a key: the table moved on (a click on a move)."""
        self.query_one(SinceBox).display = False

    def on_since_box_closed(self) -> None:
        self._choices().focus()

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

    def action_digit(self, digit: int) -> None:
        self.choice.digit(digit)

    def action_hint(self) -> None:
        self.choice.hint()

    def action_editor(self) -> None:
        self.choice.to_editor()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "editor":
            return self.choice.compound is not None and not self.choice.editing
        if action == "scroll_board":
            # A priority key, seen before the focused box: while the box is open it is the
            # box's key (which closes it), like every other.
            return not self._since_open()
        return True

    def action_log(self) -> None:
        log = self.query_one(LogPanel)
        if self.has_class("-compact"):
            self.toggle_class("-show-log")
            if self.has_class("-show-log"):
                self.call_after_refresh(log.scroll_end, animate=False)
            return
        if log.has_focus:
            self._choices().focus()
        else:
            log.focus()

    def action_scroll_board(self, how: str) -> None:
        """PgUp/PgDn/Home/End: scroll the board, or the log where it stands in the board's
        place or has the focus; the choice list keeps its highlight."""
        log = self.query_one(LogPanel)
        shown = log if self.has_class("-show-log") or log.has_focus else None
        scroll_to(shown or self.query_one(BoardPanel), how)

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
        if table_control.asks_the_table(session, plan, current):
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
            self._autosave_failed(e)
            removed = 0
        if removed:
            self.notify(t(self.lang, "undone", n=removed))
        self.advance()
