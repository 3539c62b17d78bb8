"""English mode is English on every screen (issue 18, "Done when"): for every game, late in a
game, the app is driven in English and every screen it shows is read — the table with its
choice list and what each choice does (120×40 and 80×24), the curtain and the "since your turn"
box, the log, a hint, the `?` help (rules and cards), the save and quit dialogs, the too-small
screen, the game-over tabs (result, log, final table) and the setup screen of each game with an
unfinished game listed. None may hold a Hungarian word (`hungarian_in`, shared with the
whole-game text scan in tests/common/test_english_texts.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from english_kit import hungarian_in
from table_positions import Spot
from textual.pilot import Pilot
from tui_kit import read_help, run, screen_name, screen_text, wait_for_text

from common.bots import RandomBot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp

SPOTS = {
    "sanjuan": Spot("sanjuan", 4, late=True),
    "anno_xvii": Spot("anno_xvii", 4, late=True),
    "puertorico": Spot("puertorico", 5, late=True),  # with both expansions (RICHEST)
    "aranyvaros": Spot("aranyvaros", 4, late=True),
}
CARDS_HEADER = "Effect"
NAMES = ("Anna", "Ben", "Celia", "Dan", "Emma")


def english_app(session: Session, open_hands: bool = False) -> TarsasApp:
    return TarsasApp(session, lang="en", open_hands=open_hands, bot_delay=0)


def late_session(game_id: str) -> Session:
    """The game's late position, its players renamed in ASCII (the positions name them in
    Hungarian, and a dialog over the table may cut a name to "Bé")."""
    session = SPOTS[game_id].session()
    session.seats = [SeatInfo(name, "human") for name in NAMES[: len(session.seats)]]
    return session


def leaks(screens: dict[str, str]) -> dict[str, list[str]]:
    return {screen: found for screen, text in screens.items() if (found := hungarian_in(text))}


@pytest.mark.parametrize("game_id", sorted(SPOTS))
def test_every_screen_of_a_late_game_in_english(game_id: str) -> None:
    session = late_session(game_id)
    app = english_app(session)
    screens: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        async def after(keys: tuple[str, ...], name: str, screen: str = "") -> None:
            await pilot.press(*keys)
            await pilot.pause()
            assert not screen or screen_name(app) == screen
            screens[name] = screen_text(app)

        await after((), "curtain", "CurtainScreen")
        await after(("enter",), "table, since your turn")
        while screen_name(app) == "CurtainScreen":  # the table answered, the turn passed on
            await after(("enter",), "table, since your turn")
        await after(("down",), "table 120x40")
        await after(("h",), "hint")
        await after(("l",), "log")
        await pilot.press("l")
        screens["help: rules"], screens["help: cards"] = await read_help(pilot, app, CARDS_HEADER)
        await after(("escape", "s"), "save", "SaveScreen")
        await after(("escape", "q"), "quit", "QuitScreen")
        await pilot.press("n")
        await pilot.resize_terminal(80, 24)
        await after((), "table 80x24", "TableScreen")
        await after(("l",), "log 80x24")
        await pilot.resize_terminal(60, 20)
        await after((), "too small", "TooSmallScreen")

    run(app, (120, 40), script)
    assert "Effect" in screens["help: cards"] and "Quit (y)" in screens["quit"]
    assert "too small" in screens["too small"] and "Pass the keyboard" in screens["curtain"]
    assert "Save to" in screens["save"]
    assert not leaks(screens), leaks(screens)


@pytest.mark.parametrize("game_id", sorted(SPOTS))
def test_the_game_over_screen_in_english(game_id: str) -> None:
    session = late_session(game_id)
    bot = RandomBot(5)
    while not session.over:
        session.play(bot.choose(None, session.legal()))
    app = english_app(session)
    screens: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "GameOverScreen"
        screens["result"] = await wait_for_text(pilot, app, "Points by round")
        for tab in ("log", "final table"):
            await pilot.press("right")
            await pilot.pause()
            screens[tab] = screen_text(app)

    run(app, (120, 40), script)
    assert "Points by round" in screens["result"]
    assert not leaks(screens), leaks(screens)


def test_the_setup_screen_of_every_game_in_english(xdg: Path) -> None:
    """Each game's form (its options and their values) and the unfinished-games list."""
    game = get_game("aranyvaros")
    seats = [SeatInfo(name, "human") for name in NAMES[:3]]
    autosave = xdg / "tarsas" / "autosave" / "a.tarsas"
    unfinished = Session(game, game.config(3), 3, seats, autosave=autosave)
    unfinished.play(unfinished.legal()[0])
    unfinished.close()
    app = TarsasApp(lang="en", bot_delay=0)
    screens: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        for n in range(4):
            screens[f"setup {n}"] = screen_text(app)
            await pilot.press("right")  # the next game
            await pilot.pause()

    run(app, (120, 40), script)
    assert "Unfinished" in screens["setup 0"]
    assert len({text for text in screens.values()}) == 4
    assert not leaks(screens), leaks(screens)
