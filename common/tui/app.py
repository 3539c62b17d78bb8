"""The Textual app of `tarsas` and `tarsas play` (ARCHITECTURE §6).

A thin shell: the app holds one `Session` (or none, on the setup screen), the chosen language
and whether hands are open. Screens read views from the session and post moves back to it.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from textual.app import App
from textual.events import Resize

from common import paths
from common.bots import Bot
from common.contract import EngineError, Lang
from common.files import error_text, failed_path
from common.session import Session
from common.table_control import TableSetup, computer_players
from common.tui.dialogs import ConfirmScreen, QuitScreen, SaveScreen, TooSmallScreen
from common.tui.setup import SetupChoice, SetupScreen
from common.tui.table import TableScreen
from common.tui.text import fit_path, t

TOAST_FRAME = 6
"""Columns of a toast that are not its text (padding, border, the rack's margin), and more."""
TOAST_LINES = 4
"""Lines a toast's text may wrap into before a long path in it is shortened."""
MIN_WIDTH = 80
MIN_HEIGHT = 24
BOT_DELAY = 0.6
"""Seconds a computer seat waits before its move, so people can follow it."""


class TarsasApp(App[None]):
    TITLE = "tarsas"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    ToastRack {
        dock: top;
        align: right top;
    }
    Toast {
        width: auto;
        max-width: 100%;
    }
    """
    """Toasts as wide as their words (up to the screen), so a file name is not broken."""
    NOTIFICATION_TIMEOUT = 3

    def __init__(
        self,
        session: Session | None = None,
        choice: SetupChoice | None = None,
        *,
        lang: Lang = "hu",
        open_hands: bool = False,
        bot_delay: float = BOT_DELAY,
        notice: str | None = None,
    ) -> None:
        super().__init__()
        self._notice = notice
        self.session = session
        self.choice = choice
        self.ui_lang: Lang = lang
        self.open_hands = open_hands
        self.bot_delay = bot_delay
        self._bots: dict[int, Bot] = {} if session is None else computer_players(session)
        self.farewell: str | None = None
        """Printed on the terminal after the app closes (where the game is saved)."""
        if session is not None:
            self._remember(session)

    # -- screens -------------------------------------------------------------------------------

    def on_mount(self) -> None:
        if self.session is not None:
            self.push_screen(TableScreen(self._notice))
        else:
            self.push_screen(SetupScreen(self.choice or SetupChoice.fresh(lang=self.ui_lang)))
        self._check_size(self.size.width, self.size.height)

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        top = self.screen if self.screen_stack else None
        if small:
            if isinstance(top, TooSmallScreen):
                top.show_size(width, height)
            else:
                screen = TooSmallScreen(self.ui_lang)
                self.push_screen(screen, callback=None)
                self.call_after_refresh(screen.show_size, width, height)
        elif isinstance(top, TooSmallScreen):
            self.pop_screen()

    def _remember(self, session: Session) -> None:
        if session.autosave is not None:
            self.farewell = t(self.ui_lang, "bye", command=paths.resume_command(session.autosave))

    def start_session(
        self, session: Session, lang: Lang, open_hands: bool, resumed: bool = False
    ) -> None:
        """Leave the setup screen for the table of a new (or resumed) session."""
        self.session = session
        self.ui_lang = lang
        self.open_hands = open_hands
        self._bots = computer_players(session)
        self._remember(session)
        self.switch_screen(TableScreen(saved_notice(session, lang, resumed)))

    def on_setup_screen_start(self, message: SetupScreen.Start) -> None:
        self.start_session(message.session, message.lang, message.open_hands)

    def on_setup_screen_resume(self, message: SetupScreen.Resume) -> None:
        try:
            session = Session.load(message.path, autosave=True)
        except EngineError as e:
            self.notify(e.text(message.lang), severity="error", markup=False)
            return
        self.start_session(session, message.lang, message.open_hands, resumed=True)

    async def rematch(self) -> None:
        """From the game-over screen to the setup screen, filled in for a rematch: the same
        game, seats and options, a new seed."""
        session = self.session
        choice = (
            SetupChoice.fresh(lang=self.ui_lang)
            if session is None
            else SetupChoice.rematch(session, self.ui_lang, self.open_hands)
        )
        while len(self.screen_stack) > 2:
            await self.pop_screen()
        await self.switch_screen(SetupScreen(choice))
        if session is not None:
            session.close()
        self.session = None
        self._bots = {}
        self.farewell = None

    def bot_for(self, seat: int) -> Bot:
        """The computer player of a seat, seeded from the game."""
        return self._bots[seat]

    # -- dialogs shared by the table and game-over screens ----------------------------------

    def ask_save(self, offer: Path | None = None) -> None:
        """The save dialog, offering `offer` (by default the autosave file)."""
        session = self.session
        if session is None or isinstance(self.screen, SaveScreen):
            return
        default = offer or session.autosave
        shown = None if default is None else Path(paths.shown(default))
        self.push_screen(SaveScreen(shown, self.ui_lang), callback=self._save_to)

    def _save_to(self, target: Path | None) -> None:
        """Save where the dialog says; a folder that is not there is made only once the player
        confirms it (a mistyped folder name would make one), else the dialog comes back."""
        if target is None or self.session is None:
            return
        try:
            folder = paths.reachable(target).parent
        except paths.OutsideDataFolder:
            self._write(target)  # refused there, with the reason
            return
        if os.path.lexists(folder):
            self._write(target)
            return
        lang = self.ui_lang

        def answer(yes: bool | None) -> None:
            if yes:
                self._write(target)
            else:
                self.ask_save(target)

        self.push_screen(
            ConfirmScreen(
                [t(lang, "create_folder")],
                t(lang, "create_yes"),
                t(lang, "create_no"),
                [paths.shown(folder)],
                paths.shown(folder),
            ),
            callback=answer,
        )

    def _write(self, target: Path) -> None:
        session = self.session
        if session is None:
            return
        try:
            target = session.save(target)
        except OSError as e:
            text = t(self.ui_lang, "save_failed", error=error_text(e, self.ui_lang))
            self.notify(self._fit(text, failed_path(e)), severity="error", markup=False)
            return
        shown = paths.shown(target)
        saved = t(self.ui_lang, "saved", path=shown)
        self.notify(self._fit(saved, shown), timeout=6, markup=False)

    def _fit(self, text: str, path: str | None) -> str:
        """A toast's text with a long path shortened in its middle, so it shows whole."""
        return fit_path(text, path, self.size.width - TOAST_FRAME, TOAST_LINES)

    def confirm_quit(self) -> None:
        session = self.session
        if isinstance(self.screen, ConfirmScreen):
            return
        lang = self.ui_lang
        strong, path = [], None
        served = paths.confined()
        if session is not None and session.autosave is not None:
            path = paths.shown(session.autosave)
            strong.append(path if served else paths.resume_command(session.autosave))
        saved = session is None or session.unsaved is None
        question = "quit_question" if saved else "quit_unsaved"

        def answer(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.push_screen(
            QuitScreen(
                [t(lang, f"{question}_served" if served else question)],
                t(lang, "quit_yes"),
                t(lang, "quit_no"),
                strong,
                path,
            ),
            callback=answer,
        )

    def action_help_quit(self) -> None:
        """Ctrl+C quits as `q` does, in the table's language (Textual would only say, in
        English, to press Ctrl+Q)."""
        session = self.session
        if session is None or isinstance(self.screen, TooSmallScreen):
            self.quit_at_once()
        elif session.over:
            self.quit_finished()
        else:
            self.confirm_quit()

    def quit_at_once(self) -> None:
        """Leave without a question (the too-small screen has no room for one): every move is
        autosaved, and the farewell printed after the app names the file."""
        session = self.session
        if session is not None and session.over:
            self.quit_finished()
        else:
            self.exit()

    def final_words(self) -> str | None:
        """Printed on the terminal after the app closes: where the game is saved, or, when
        the last autosave failed, that it is not (the file holds the last good save)."""
        session = self.session
        if self.farewell and session is not None and session.unsaved is not None:
            return t(self.ui_lang, "not_saved", error=error_text(session.unsaved, self.ui_lang))
        return self.farewell

    def quit_finished(self) -> None:
        session = self.session
        if session is not None and session.autosave is not None:
            self.farewell = t(self.ui_lang, "bye_over", path=paths.shown(session.autosave))
        self.exit()


def saved_notice(session: Session, lang: Lang, resumed: bool = False) -> str | None:
    """The table's first notice: the file every move of this game is saved in."""
    if session.autosave is None:
        return None
    return t(lang, "resumed" if resumed else "autosave", path=paths.shown(session.autosave))


def main(args: argparse.Namespace | None, bot_delay: float = BOT_DELAY) -> int:
    """`tarsas` / `tarsas play`: bad arguments raise EngineError before the screen opens."""
    setup = TableSetup.from_args(args)
    lang = setup.lang
    if setup.resume:
        session = Session.load(setup.resume, autosave=True)
        app = TarsasApp(
            session,
            lang=lang,
            open_hands=setup.open_hands,
            bot_delay=bot_delay,
            notice=saved_notice(session, lang, resumed=True),
        )
    else:
        choice = SetupChoice.from_setup(setup)
        if setup.game and setup.players:
            session = choice.build()
            app = TarsasApp(
                session,
                lang=lang,
                open_hands=setup.open_hands,
                bot_delay=bot_delay,
                notice=saved_notice(session, lang),
            )
        else:
            app = TarsasApp(
                choice=choice, lang=lang, open_hands=setup.open_hands, bot_delay=bot_delay
            )
    try:
        app.run()
    finally:
        if app.session is not None:
            app.session.close()
    if farewell := app.final_words():
        print(farewell)
    return 0 if not app.return_code else 70
