"""Text snapshots of the table at 80×24 and 120×40, and the too-small terminal."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import OptionList
from tui_kit import new_session, run, screen_name, screen_text, table_app

from common.bots import RandomBot
from common.contract import Lang
from common.session import Session
from common.tui.app import TarsasApp
from common.tui.dialogs import ConfirmScreen

FOOTER = ("? súgó", "u vissza", "s mentés", "l napló", "q kilépés")


def assert_fits(app: TarsasApp, text: str, width: int, height: int) -> None:
    lines = text.splitlines()
    assert len(lines) == height
    assert all(len(line) <= width for line in lines)
    for selector in ("#board", "#moves"):
        widget = app.screen.query_one(selector)
        assert widget.max_scroll_x == 0, f"{selector} is wider than the screen"


def test_the_table_at_80x24_is_compact() -> None:
    session = new_session(3, seed=4, bots=(2,))
    app = table_app(session)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "CurtainScreen"
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        shots.append(text)
        assert_fits(app, text, 80, 24)
        await pilot.press("l")  # the log takes the table's place
        await pilot.pause()
        shots.append(screen_text(app))
        await pilot.press("l")
        await pilot.pause()

    run(app, (80, 24), script)
    text = shots[0]
    assert "Anita: Válassz szerepet!" in text
    assert "1. Szerepet választ: Építész" in text
    assert "(pick builder)" not in text  # the canonical notation stays in files and line mode
    assert "Kéz (Anita): " in text
    assert "Napló" not in text  # no room for the log beside the table
    for key in FOOTER:
        assert key in text
    assert "5 lapot húz" not in shots[1] and "Anita: Válassz szerepet!" in shots[1]


def test_the_table_at_120x40_has_the_log_beside_it() -> None:
    session = new_session(3, seed=4, bots=(2,))
    app = table_app(session)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter", "1")
        await pilot.pause()
        text = screen_text(app)
        shots.append(text)
        assert_fits(app, text, 120, 40)

    run(app, (120, 40), script)
    text = shots[0]
    status, second = text.splitlines()[:2]
    assert "San Juan · 1. kör · Építészfázis · ▶ Anita következik" in status
    assert "Napló" in second  # the log stands beside the board, under the status bar
    assert "Anita: Szerepet választ: Építész" in text
    assert "Anita: Mit építesz?" in text
    assert "Kéz (Anita): " in text
    for key in FOOTER:
        assert key in text


def test_a_tall_table_keeps_the_hand_and_the_moves_in_sight_at_80x24() -> None:
    session = new_session(4, seed=8)
    bot = RandomBot(8)
    while len(session.played) < 260:
        session.play(bot.choose(None, session.legal()))
    seat = session.to_act()
    assert seat is not None
    app = table_app(session, open_hands=True)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        board = app.screen.query_one("#board", VerticalScroll)
        assert board.max_scroll_y > 0, "the 4-player table should be taller than the screen"
        shots.append(screen_text(app))
        assert app.screen.query_one("#moves", OptionList).option_count > 0

    run(app, (80, 24), script)
    name = session.seats[session.to_act() or 0].name
    assert f"Kéz ({name})" in shots[0]
    assert f"{name}: " in shots[0]


def test_a_too_small_terminal_gets_a_clear_message() -> None:
    app = TarsasApp(bot_delay=0)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "TooSmallScreen"
        shots.append(screen_text(app))
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert screen_name(app) == "TooSmallScreen"

    run(app, (70, 20), script)
    assert "Túl kicsi a terminál (legalább 80×24 kell)" in shots[0]
    assert "70×20" in shots[0] and "q vagy Esc: kilépés" in shots[0]


@pytest.mark.parametrize("key", ["q", "escape"])
def test_q_and_esc_leave_a_too_small_terminal_and_the_game_stays_saved(
    key: str, tmp_path: Path
) -> None:
    autosave = tmp_path / "auto.tarsas"
    session = new_session(2, seed=3, autosave=autosave)
    session.play(session.legal()[0])
    app = table_app(session)

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "TooSmallScreen"
        await pilot.press(key)
        await pilot.pause()

    run(app, (70, 20), script)
    assert app.return_code == 0  # it quit
    assert app.farewell is not None and str(autosave) in app.farewell
    assert Session.load(autosave).state == session.state


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_ctrl_c_asks_to_quit_in_the_tables_language(lang: Lang) -> None:
    app = table_app(new_session(2, seed=3), lang=lang, open_hands=True)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert screen_name(app) == "QuitScreen"
        shown.append(screen_text(app))
        await pilot.press("n")
        await pilot.pause()
        assert screen_name(app) == "TableScreen"

    run(app, (100, 30), script)
    question = "Kilépsz? A játék el van mentve" if lang == "hu" else "Quit? The game is saved"
    assert question in shown[0] and "Do you want to quit" not in shown[0]


def test_a_second_ctrl_c_on_the_quit_dialog_quits_and_the_game_stays_saved(
    tmp_path: Path,
) -> None:
    """Issue 30 item 6: Ctrl+C twice leaves most terminal programs; here the second did
    nothing. It quits as the dialog's yes does, every move being autosaved already."""
    autosave = tmp_path / "auto.tarsas"
    session = new_session(2, seed=3, autosave=autosave)
    session.play(session.legal()[0])
    app = table_app(session)

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert screen_name(app) == "QuitScreen"
        await pilot.press("ctrl+c")
        await pilot.pause()

    run(app, (80, 24), script)
    assert app.return_code == 0  # it quit
    assert app.farewell is not None and str(autosave) in app.farewell
    assert Session.load(autosave).state == session.state


def test_ctrl_c_on_another_question_does_not_quit() -> None:
    """Only the quit dialog's Ctrl+C quits, not one on another question (undo's)."""
    app = table_app(new_session(2, seed=3), open_hands=True)
    other = ConfirmScreen(["?"], "i", "n")

    async def script(pilot: Pilot[None]) -> None:
        app.push_screen(other)
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.screen is other

    run(app, (80, 24), script)
    assert app.return_code is None  # still running when the script ended


def test_ctrl_c_on_the_setup_screen_leaves_like_esc() -> None:
    app = TarsasApp(bot_delay=0)

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "SetupScreen"
        app.screen.focus_next()  # off any text field, where Ctrl+C copies
        await pilot.press("ctrl+c")
        await pilot.pause()

    run(app, (100, 30), script)
    assert app.return_code == 0  # it quit


def test_ten_moves_or_more_take_two_digits() -> None:
    from common.tui.table import TableScreen

    session = new_session(2, seed=4, bots=(1,))
    app = table_app(session)
    chosen: list[int] = []
    prompts: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        screen = app.screen
        assert isinstance(screen, TableScreen)
        screen.choice._legal = tuple(range(12))  # as if twelve moves were on offer
        screen.choice._choose = chosen.append  # type: ignore[method-assign,assignment]
        await pilot.press("1")
        await pilot.pause()
        prompts.append(screen_text(app))
        await pilot.press("2")  # 12
        await pilot.press("3")  # only 3 can start with a 3
        await pilot.press("1", "9")  # 19 does not exist: nothing
        await pilot.press("0")  # 0 alone: nothing
        await pilot.pause()

    run(app, (100, 30), script)
    assert chosen == [11, 2]
    assert "1… (még egy számjegy, vagy Enter)" in prompts[0]
