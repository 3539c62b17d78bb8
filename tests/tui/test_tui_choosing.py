"""Choosing well at the table (issue 16): what a choice does, what happened since your turn."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Static
from tui_kit import SAN_JUAN, new_session, run, screen_name, screen_text, table_app

from common.bots import RandomBot
from common.history import points_by_round
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp
from common.tui.gameover import PointsChart


def shown(app: TarsasApp, widget_id: str) -> bool:
    return bool(app.screen.query_one(widget_id, Static).display)


def test_the_choice_list_says_what_each_role_does_at_80x24() -> None:
    """Each role line carries its action; the highlighted one is explained in full under the
    list, and moving the highlight changes the explanation."""
    session = new_session(2, seed=5, bots=(1,))
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        seen.append(screen_text(app))
        await pilot.press("down")
        await pilot.pause()
        seen.append(screen_text(app))

    run(app, (80, 24), script)
    first, second = seen
    assert "1. Szerepet választ: Építész  Mindenki építhet egy épületet" in first
    assert "▸ Mindenki építhet egy épületet, a választótól kezdve. Kiváltság: neked 1" in first
    assert "▸ Mindenki termelhet egy árut" in second


def test_from_120_columns_the_explanation_stands_under_the_log() -> None:
    session = new_session(2, seed=5, bots=(1,))
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        seen.append(screen_text(app))
        assert shown(app, "#explain-side")

    run(app, (120, 40), script)
    assert "Mit jelent?" in seen[0]


def test_after_the_curtain_the_table_tells_what_happened_since_your_turn() -> None:
    """Two people: after the hand-over, the other's moves since this seat's last decision
    stand over the board at 80×24; any key closes the box."""
    session = new_session(2, seed=7)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        while len(seen) < 1:
            if screen_name(app) == "CurtainScreen":
                await pilot.press("enter")
                await pilot.pause()
                if session.played:
                    seen.append(screen_text(app))
                    assert shown(app, "#since")
                    await pilot.press("down")
                    await pilot.pause()
                    assert not shown(app, "#since")
            else:
                await pilot.press("1")
                await pilot.pause()

    run(app, (80, 24), script)
    assert "Azóta történt" in seen[0]
    assert "Anita: Szerepet választ:" in seen[0]


def finished_app(seed: int = 9) -> tuple[TarsasApp, Session]:
    """A finished San Juan of Anita (a person) and a Nehéz computer with its default name, with
    the starting-hand draft on, opened at its game-over screen."""
    seats = [SeatInfo("Anita", "human"), SeatInfo("Gép 2", "bot:hard")]
    config = SAN_JUAN.config(2, {"starting_hand_draft": True})
    session = Session(SAN_JUAN, config, seed, seats)
    bot = RandomBot(seed)
    while not session.over:
        session.play(bot.choose(None, session.legal()))
    return table_app(session), session


def test_game_over_shows_the_scores_a_chart_of_the_points_and_the_whole_log() -> None:
    app, session = finished_app()
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert screen_name(app) == "GameOverScreen"
        chart = app.screen.query_one(PointsChart)
        assert chart.history == points_by_round(session)
        seen.append(screen_text(app))
        await pilot.press("l")
        await pilot.pause()
        seen.append(screen_text(app))

    run(app, (120, 40), script)
    result, log = seen
    assert "Összesen" in result and "Pontok körönként" in result
    assert "1 Anita" in result and "2 Gép 2" in result  # the legend, numbers as the markers
    assert "kör" in result
    last = session.log(None, "hu", final=True)[-1]
    assert f"{session.seats[last.seat].name}: {last.sentence}" in log


def test_n_on_the_game_over_screen_sets_up_a_rematch_with_a_new_seed() -> None:
    app, session = finished_app()
    started: list[Session] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        choice = app.screen.choice  # type: ignore[attr-defined]
        assert (choice.game_id, choice.players) == ("sanjuan", 2)
        assert choice.names[:2] == ["Anita", ""]  # a default name stays a default
        assert choice.bots[:2] == [None, "hard"]
        assert choice.options["starting_hand_draft"] is True
        assert choice.seed == ""
        await pilot.press("enter")
        await pilot.pause()
        assert app.session is not None
        started.append(app.session)

    run(app, (80, 24), script)
    [rematch] = started
    assert rematch.seats == session.seats
    assert rematch.config == session.config
    assert rematch.seed != session.seed
