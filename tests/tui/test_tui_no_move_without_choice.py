"""No move without a choice (issue 30 item 1): a key that closes the "since your turn" box is
used up by it; only a key pressed on the move list (or the editor of marks) plays a move."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from tui_kit import run, screen_name, screen_text, table_app

from common.bots import RandomBot
from common.registry import all_games
from common.savefile import SeatInfo
from common.session import Session
from common.table_control import since_last_turn
from common.tui.app import TarsasApp
from common.tui.editor import CompoundEditor
from common.tui.table import TableScreen

CLOSING_KEYS = ("enter", "space", "escape", "1", "pagedown", "u", "q")
"""The keys a player reaches for to close a box: each must close it and do nothing else."""
OPTIONS = {"puertorico": {"exp_new_buildings": True, "exp_nobles": True}}


def two_people_and_a_computer(game_id: str, seed: int = 5, moves: int = 25) -> Session:
    """Anna and Béla at one terminal and a computer in seat 3, some moves into the game, with
    a person on turn who has news waiting (the others moved since their last decision)."""
    game = all_games()[game_id]
    config = game.config(3, OPTIONS.get(game_id, {}))
    seats = [SeatInfo("Anna"), SeatInfo("Béla"), SeatInfo("Gép 3", "bot:random")]
    session = Session(game, config, seed, seats)
    bot = RandomBot(seed)
    while True:
        session.autoplay()
        seat = session.to_act()
        assert seat is not None, "the game ended before a person had news"
        news = since_last_turn(session, seat, session.log(seat, "hu"))
        if len(session.played) >= moves and seat != 2 and news:
            return session
        session.play(bot.choose(None, session.legal()))


async def lift_the_curtain(pilot: Pilot[None], app: TarsasApp) -> TableScreen:
    assert screen_name(app) == "CurtainScreen"
    await pilot.press("enter")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


def box_open(screen: TableScreen) -> bool:
    return bool(screen.query_one("#since").display)


async def press_on_the_box(pilot: Pilot[None], screen: TableScreen, key: str) -> None:
    """Press `key` while the box is open: the box closes, the position and the decision on
    screen (editor or list, its marks) stay as they were."""
    session = screen.session
    state, played = session.state, len(session.played)
    editing = screen.choice.has_class("-editing")
    editor = screen.query_one("#editor", CompoundEditor)
    marks = editor.marks
    assert box_open(screen)
    await pilot.press(key)
    await pilot.pause()
    assert screen.app.screen is screen, f"{key} opened {type(screen.app.screen).__name__}"
    assert not box_open(screen), f"{key} left the box open"
    assert session.state is state and len(session.played) == played, f"{key} played a move"
    assert screen.choice.has_class("-editing") == editing, f"{key} switched the editor"
    assert editor.marks == marks, f"{key} changed a mark"


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii", "puertorico", "aranyvaros"])
def test_a_key_that_closes_the_box_plays_no_move(game_id: str) -> None:
    session = two_people_and_a_computer(game_id)
    app = table_app(session)

    async def script(pilot: Pilot[None]) -> None:
        screen = await lift_the_curtain(pilot, app)
        seat = session.to_act()
        assert seat is not None
        for key in CLOSING_KEYS:
            screen._show_since(seat)
            await pilot.pause()
            await press_on_the_box(pilot, screen, key)
        # Closed, the next key is the list's (or the editor's) again: Enter decides.
        played = len(session.played)
        await pilot.press("enter")
        await pilot.pause()
        assert len(session.played) > played

    run(app, (80, 24), script)


def test_the_issue_s_evening_enter_on_the_box_after_the_curtain_is_used_up() -> None:
    """The repro of issue 30: Anna, Béla and an easy computer, seed 11; Anna decides, the
    others answer; at every curtain Enter, then Enter on the box: no move is made by it."""
    game = all_games()["sanjuan"]
    seats = [SeatInfo("Anna"), SeatInfo("Béla"), SeatInfo("Gép 3", "bot:easy")]
    session = Session(game, game.config(3), 11, seats)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        while len(seen) < 4:
            if screen_name(app) != "CurtainScreen":
                await pilot.press("enter")  # a decision on the list: the first move
                await pilot.pause()
                continue
            screen = await lift_the_curtain(pilot, app)
            if box_open(screen):
                seen.append(screen_text(app))
                await press_on_the_box(pilot, screen, "enter")

    run(app, (120, 40), script)
    assert all("Azóta történt" in text for text in seen)
