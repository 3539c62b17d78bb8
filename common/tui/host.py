"""What the table and game-over screens need from the app that shows them.

The screens reach the app only through this protocol (the setup screen posts messages), so the
app imports its screens and no screen imports the app.
"""

from __future__ import annotations

from typing import Protocol, cast

from textual.app import App

from common.bots import Bot
from common.contract import Lang
from common.session import Session


class TableHost(Protocol):
    session: Session | None
    ui_lang: Lang
    open_hands: bool
    bot_delay: float
    """Seconds a computer seat waits before its move (0: at once)."""

    def bot_for(self, seat: int) -> Bot:
        """The computer player of a seat."""
        ...

    def ask_save(self) -> None: ...

    def confirm_quit(self) -> None: ...

    def quit_finished(self) -> None:
        """Leave after the game is over."""
        ...

    async def rematch(self) -> None:
        """The setup screen for another game of the same seats and options (a new seed)."""
        ...


def host_of(app: App[None]) -> TableHost:
    """The app as the table screens see it."""
    return cast(TableHost, app)


def session_of(app: App[None]) -> Session:
    """The game the table screens show: they are only opened while the app has one."""
    session = host_of(app).session
    assert session is not None
    return session
