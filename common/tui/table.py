"""The table screen: the view of the seat on turn, the log, and the legal moves to choose from.

The screen holds no game state: it asks the app's `Session` for views, legal moves and the log
each time something changes, and sends the chosen move back with `Session.play`. It is built in
three layers: `table_panels` draws the regions, `choosing` lists the decision and plays what is
chosen, and this module runs the game's loop: forced moves, computers, curtains, undo.
"""

from __future__ import annotations

import contextlib

from textual.containers import VerticalScroll
from textual.events import Resize
from textual.timer import Timer
from textual.widgets import Static

from common import rules_text, table_control
from common.session import UndoRefused
from common.tui.choosing import ChoosingTable
from common.tui.dialogs import ConfirmScreen, CurtainScreen, HelpScreen
from common.tui.gameover import GameOverScreen
from common.tui.table_layout import TABLE_CSS, BoardScroll
from common.tui.table_panels import SCROLL_KEYS
from common.tui.text import t


class TableScreen(ChoosingTable):
    DEFAULT_CSS = TABLE_CSS

    def __init__(self, notice: str | None = None) -> None:
        super().__init__(notice)
        self._bot_timer: Timer | None = None
        self._thinking = False
        """A computer seat is choosing in a worker thread."""
        self._ready: table_control.ComputerMove | None = None
        """A move a computer chose, waiting to be played while the game stands where it was
        chosen."""
        self._over_shown = False
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
        self._bindings.bind("escape", "editor", t(lang, "key_editor"), key_display="Esc")

    def on_mount(self) -> None:
        self.query_one("#log", VerticalScroll).border_title = t(self.lang, "log_title")
        self.query_one("#explain-side", Static).border_title = t(self.lang, "explain_title")
        self._layout(self.app.size.width, self.app.size.height)
        self._choices().focus()
        if self._notice:
            autosave = self.session.autosave
            self.show_notice(self._notice, None if autosave is None else str(autosave))
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self._layout(event.size.width, event.size.height)
        self.call_after_refresh(self.on_compound_editor_changed)

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
        self._draw_regions(None if blank else game.render(session.view(viewer), names, lang))
        if viewer != self._viewer:
            self._viewer = viewer
            self.call_after_refresh(self.query_one("#board", BoardScroll).scroll_home)
        # Behind a curtain the log is the public table's: nothing secret, and about as long
        # as the next player's, so it does not jump when that player's log replaces it.
        self._draw_log(viewer)
        self._show_choices(seat, deciding, blank)
        # Anchored, the log is laid out at its end from the first frame (scrolling after the
        # refresh showed round 1 for a frame whenever the log filled again after a curtain).
        self.query_one("#log", VerticalScroll).anchor()

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
