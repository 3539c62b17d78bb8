"""The app from the setup screen to the score table, the curtain, and the help screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input
from tui_kit import (
    SAN_JUAN,
    decide,
    hand_names,
    new_session,
    press_until,
    read_help,
    run,
    screen_name,
    screen_text,
    table_app,
)

from common import savefile
from common.contract import Lang
from common.registry import all_games
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp
from common.tui.logview import log_entries
from common.tui.table import TableScreen
from common.tui.text import CHOICE_LABELS


def test_setup_then_a_whole_game_against_the_computer(xdg: Path) -> None:
    app = TarsasApp(bot_delay=0)
    seen: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "SetupScreen"
        setup = screen_text(app)
        assert "Játékosok száma" in setup and "Kezdőkártyák választása (5–8 lapból)" in setup
        # Focus starts on the game; Tab ×5 reaches seat 2 human/computer, ← the easiest level.
        await pilot.press("tab", "tab", "tab", "tab", "tab", "left")
        await pilot.pause()
        assert app.screen.query_one("#name-1", Input).placeholder == "Gép 2"
        await pilot.click("#seed")
        await pilot.press("3", "enter")  # a short game: the human decides 54 times
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"  # Enter in a field moves on
        await pilot.press("enter")
        await pilot.pause()
        assert screen_name(app) == "TableScreen"
        session = app.session
        assert session is not None
        assert [s.kind for s in session.seats] == ["human", "bot:easy"]
        assert session.seed == 3
        seen["first"] = screen_text(app)
        await press_until(pilot, app, ["1", "enter"], lambda: session.over, 3000)
        await pilot.pause()
        assert screen_name(app) == "GameOverScreen"
        seen["over"] = screen_text(app)
        seen["autosave"] = str(session.autosave)

    run(app, (120, 40), script)
    assert "Anita" not in seen["first"]  # default names
    assert "1. játékos: Válassz szerepet!" in seen["first"]
    over = seen["over"]
    assert "A játék véget ért." in over
    assert "Győztes:" in over and "Összesen" in over and "Épületek" in over
    assert "1. játékos" in over and "Gép 2" in over
    saved = savefile.read(seen["autosave"])
    assert saved.result != savefile.UNFINISHED
    assert Path(seen["autosave"]).parent == xdg / "tarsas" / "autosave"


def test_the_curtain_never_shows_the_previous_hand() -> None:
    session = new_session(2, seed=7)
    app = table_app(session)
    checked: list[int] = []

    async def script(pilot: Pilot[None]) -> None:
        table = app.screen_stack[1]
        assert isinstance(table, TableScreen)
        while len(checked) < 4:
            if screen_name(app) == "CurtainScreen":
                previous = table.on_screen
                text = screen_text(app)
                assert "Add át a gépet:" in text
                assert session.seats[session.to_act() or 0].name in text
                if previous is not None:
                    cards = hand_names(session, previous)
                    assert cards, "the previous seat should hold cards"
                    assert not [c for c in cards if c in text]
                    checked.append(previous)
                await pilot.press("enter")
            else:
                seat = session.to_act()
                assert seat is not None
                # The seat on turn does see its own hand.
                assert f"Kéz ({session.seats[seat].name})" in screen_text(app)
                await decide(pilot)
            await pilot.pause()

    run(app, (120, 40), script)
    assert set(checked) == {0, 1}


def test_after_a_curtain_the_log_opens_at_its_newest_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every frame drawn after the curtain lifts shows the log within a screenful of its end
    (it showed round 1 for a few frames, then scrolled to the present)."""
    session = new_session(2, seed=4)
    app = table_app(session)
    frames: list[tuple[int, int, int]] = []
    draw = TarsasApp._display

    def spy(self: TarsasApp, screen: Screen[object], renderable: object) -> None:
        if isinstance(screen, TableScreen):
            log = screen.query_one("#log", VerticalScroll)
            frames.append((round(log.scroll_y), round(log.max_scroll_y), log.size.height))
        draw(self, screen, renderable)

    async def script(pilot: Pilot[None]) -> None:
        def late_curtain() -> bool:
            return len(session.played) >= 60 and screen_name(app) == "CurtainScreen"

        await press_until(pilot, app, ["enter"], late_curtain, 400)
        monkeypatch.setattr(TarsasApp, "_display", spy)
        await pilot.press("enter")
        for _ in range(6):
            await pilot.pause(0.05)

    run(app, (120, 40), script)
    assert frames and frames[0][1] > frames[0][2]  # a log longer than its panel
    assert all(end - at < height for at, end, height in frames), frames
    assert frames[-1][0] == frames[-1][1]


def test_one_human_gets_no_curtain_and_open_hands_none_either() -> None:
    for session, open_hands in ((new_session(2, 3, bots=(1,)), False), (new_session(2, 3), True)):
        app = table_app(session, open_hands=open_hands)

        async def script(pilot: Pilot[None], app: TarsasApp = app) -> None:
            for _ in range(12):
                assert screen_name(app) == "TableScreen"
                await decide(pilot)
                await pilot.pause()

        run(app, (100, 30), script)


def test_help_shows_the_rule_section_and_the_glossary() -> None:
    session = new_session(2, seed=2)
    app = table_app(session, open_hands=True)
    texts: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        texts.extend(await read_help(pilot, app, "Hatás"))
        await pilot.press("escape")
        await pilot.pause()
        assert screen_name(app) == "TableScreen"

    run(app, (100, 30), script)
    section = session.game.phase_section(session.state)
    assert f"Szabály ({section})" in texts[0]
    assert "Szerepválasztás" in texts[0]
    assert "Hatás" in texts[1] and "Ezüstolvasztó" in texts[1] and "Kovácsműhely" in texts[1]


def test_english_texts() -> None:
    session = new_session(2, seed=5)
    app = table_app(session, lang="en")
    texts: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        texts.append(screen_text(app))
        await pilot.press("enter")
        await pilot.pause()
        texts.append(screen_text(app))

    run(app, (100, 30), script)
    assert "Pass the keyboard: Anita is next — Enter" in texts[0]
    assert "Anita: Pick a role." in texts[1]
    assert "help" in texts[1] and "undo" in texts[1]


def test_game_over_after_resuming_a_finished_game(tmp_path: Path) -> None:
    from tui_kit import SAN_JUAN  # noqa: F401  (the registry is loaded)

    path = tmp_path / "done.tarsas"
    session = new_session(2, seed=9, bots=(0, 1), autosave=path)
    from common.bots import RandomBot

    bot = RandomBot(3)
    while session.to_act() is not None:
        session.play(bot.choose(None, session.legal()))
    session.close()
    app = table_app(Session.load(path, autosave=True))
    texts: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        texts.append(screen_name(app))
        texts.append(screen_text(app))

    run(app, (80, 24), script)
    assert texts[0] == "GameOverScreen"
    assert "Összesen" in texts[1]


def test_the_setup_screen_switches_to_english() -> None:
    app = TarsasApp(bot_delay=0)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        app.screen.query_one("#lang").focus()
        await pilot.press("right")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "lang"
        shots.append(screen_text(app))
        await pilot.press("enter")
        await pilot.pause()
        shots.append(screen_text(app))

    run(app, (100, 40), script)
    assert "Players" in shots[0] and "Starting-hand draft (5–8 cards)" in shots[0]
    assert "Player 2" in shots[0]
    assert "Pass the keyboard: Player 1 is next — Enter" in shots[1]


def test_the_log_opens_each_round_with_a_marker() -> None:
    session = new_session(3, seed=4)
    while session.to_act() is not None and session.view(None).round < 3:
        session.play(session.legal()[0])
    lines = [line.plain for _, line in log_entries(session, None, "en")]
    assert lines[0] == "── Round 1 ──" and lines.count("── Round 2 ──") == 1
    assert lines[-1] != "── Round 3 ──"


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_option_choice_is_shown_in_words(lang: Lang) -> None:
    """The setup screen names a choice ("azonnal"), not its id ("immediate"); numbers stay."""
    for game in all_games().values():
        for spec in game.options:
            unnamed = [v for v in spec.choices if not v.isdigit() and v not in CHOICE_LABELS[lang]]
            assert not unnamed, f"{game.id}.{spec.id}: no {lang} words for {unnamed}"


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_every_registered_game_opens_at_the_table(game_id: str) -> None:
    game = all_games()[game_id]
    players = game.seats[0]
    seats = [SeatInfo(f"P{i + 1}", "bot:random" if i else "human") for i in range(players)]
    session = Session(game, game.config(players), 11, seats)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(5):
            await decide(pilot)
            await pilot.pause()
        seen.append(screen_name(app))
        await pilot.press("question_mark")
        await pilot.pause()
        seen.append(screen_name(app))

    run(app, (80, 24), script)
    assert len(session.played) >= 5
    assert seen[0] in ("TableScreen", "GameOverScreen")
    assert seen[1] == "HelpScreen" or seen[0] == "GameOverScreen"


def test_computer_seats_think_in_a_thread_and_their_reasons_reach_the_log() -> None:
    """With the usual pause a computer chooses in a worker thread (the keys stay live); its
    move lands in the session with its reason, and the table comes back to the human."""
    seats = [SeatInfo("Anita", "human"), SeatInfo("Gép", "bot:medium")]
    session = Session(SAN_JUAN, SAN_JUAN.config(2), 4, seats)
    app = TarsasApp(session, bot_delay=0.01)
    logged: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(6):
            for _ in range(200):  # the computer thinks (tens of milliseconds a decision)
                if session.to_act() != 1:
                    break
                await pilot.pause(0.05)
            if session.to_act() is None:
                break
            await decide(pilot)
            await pilot.pause(0.1)
        logged.extend(e.reason for e in session.log(1, "hu") if e.seat == 1)

    run(app, (120, 40), script)
    assert any(logged), "the computer's moves carry reasons"
    assert session.to_act() in (0, None)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_aranyvaros_game_over_shows_every_seats_hand_bonus_cards_and_letters(
    size: tuple[int, int],
) -> None:
    """The final reveal (R-AV-57) on screen: the result tab counts each seat's letters and
    bonus cards, the final table tab shows every seat's terrain hand, bonus cards and letters."""
    from aranyvaros import render
    from common.bots import RandomBot

    game = all_games()["aranyvaros"]
    seats = [SeatInfo(name, "human") for name in ("Anna", "Bence", "Csilla")]
    session = Session(game, game.config(3), 5, seats)
    bot = RandomBot(5)
    while not session.over:
        session.play(bot.choose(None, session.legal()))
    final = session.view(None)
    app = table_app(session)
    tabs: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        assert screen_name(app) == "GameOverScreen"
        tabs.append(screen_text(app))
        await pilot.press("right", "right")
        await pilot.pause()
        scroll = app.screen.query_one("#table-scroll", VerticalScroll)
        seen = screen_text(app)
        while scroll.scroll_y < scroll.max_scroll_y:  # 80×24: the seats lie below the map
            scroll.scroll_page_down(animate=False)
            await pilot.pause()
            seen += screen_text(app)
        tabs.append(seen)

    run(app, size, script)
    result, table = (" ".join(tab.split()) for tab in tabs)
    tx = render.texts("hu")
    for p in final.players:
        assert p.hand is not None and p.bonus is not None and p.letters is not None
        assert f"kézben: {render.terrain_cards(p.hand, tx).plain}" in table
        for card in p.bonus:
            assert tx.BONUS_NAME[card] in table and f"Bónusz: {tx.BONUS_NAME[card]}" in result
        assert f"{p.letters} levél" in table
    assert "? levél" not in table
