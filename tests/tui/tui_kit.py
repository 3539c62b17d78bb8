"""Helpers for the Pilot tests of the Textual app (no pytest-asyncio: each test owns a loop)."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

from rich.console import Console
from textual.pilot import Pilot
from textual.screen import Screen

from common.contract import Lang
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp

SAN_JUAN = get_game("sanjuan")
NAMES = ("Anita", "Béla", "Csaba", "Dóra")
Script = Callable[[Pilot[None]], Awaitable[None]]


def run(app: TarsasApp, size: tuple[int, int], script: Script) -> None:
    """Run `script` against the app in a headless terminal of `size` (columns, rows)."""

    async def main() -> None:
        async with app.run_test(size=size, notifications=True) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(main())


def screen_text(app: TarsasApp) -> str:
    """What the terminal shows now, as plain text (one line per row)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        record=True,
        force_terminal=True,
        color_system="truecolor",
        legacy_windows=False,
        safe_box=False,
    )
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    return console.export_text()


def screen_name(app: TarsasApp) -> str:
    screen: Screen[object] = app.screen
    return type(screen).__name__


def new_session(
    players: int = 2,
    seed: int = 1,
    bots: Sequence[int] = (),
    autosave: Path | None = None,
) -> Session:
    seats = [SeatInfo(NAMES[i], "bot:random" if i in bots else "human") for i in range(players)]
    return Session(SAN_JUAN, SAN_JUAN.config(players), seed, seats, autosave=autosave)


def table_app(session: Session, lang: Lang = "hu", open_hands: bool = False) -> TarsasApp:
    return TarsasApp(session, lang=lang, open_hands=open_hands, bot_delay=0)


def hand_names(session: Session, seat: int, lang: Lang = "hu") -> list[str]:
    """The names of the cards in `seat`'s hand, as the table would print them."""
    from sanjuan import text_en, text_hu

    building = text_en.BUILDING if lang == "en" else text_hu.BUILDING
    hand = session.view(seat).players[seat].hand or ()
    return [building[card] for card in hand]


async def decide(pilot: Pilot[None]) -> None:
    """Make the decision on screen with Enter: the highlighted (first) move of the list, also
    of ten moves or more where "1" waits for a second digit, or the compound editor's first
    filling."""
    await pilot.press("enter")


async def press_until(
    pilot: Pilot[None], app: TarsasApp, keys: Sequence[str], done: Callable[[], bool], limit: int
) -> int:
    """Press `keys` in turn (Enter on every curtain) until `done()`; returns the presses."""
    for n in range(limit):
        if done():
            return n
        if screen_name(app) == "CurtainScreen":
            await pilot.press("enter")
        else:
            await pilot.press(keys[n % len(keys)])
        await pilot.pause()
    raise AssertionError(f"not done after {limit} key presses; screen {screen_name(app)}")


async def wait_for_text(pilot: Pilot[None], app: TarsasApp, text: str, tries: int = 60) -> str:
    """Pause until `text` is on screen (switches and scrolls settle over a few frames)."""
    shown = screen_text(app)
    for _ in range(tries):
        if text in shown:
            return shown
        await pilot.pause(0.05)
        shown = screen_text(app)
    return shown


async def read_help(pilot: Pilot[None], app: TarsasApp, cards_header: str) -> tuple[str, str]:
    """Press `?` and read the help screen's two tabs: (rules, cards); the cards tab is read once
    `cards_header` (its effect column's title) is on screen."""
    await pilot.press("question_mark")
    await pilot.pause()
    assert screen_name(app) == "HelpScreen"
    rules = screen_text(app)
    await pilot.press("right")
    return rules, await wait_for_text(pilot, app, cards_header)
