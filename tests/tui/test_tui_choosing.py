"""Choosing well at the table (issue 16): what a choice does, what happened since your turn,
the game over with its chart and rematch, and hints on request."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Static
from tui_kit import SAN_JUAN, new_session, run, screen_name, screen_text, table_app

from common.bots import RandomBot
from common.cli import _parser
from common.history import PointsByRound, points_by_round
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


def finished_app(
    seed: int = 9, names: tuple[str, str] = ("Anita", "Gép 2")
) -> tuple[TarsasApp, Session]:
    """A finished San Juan of Anita (a person) and a Nehéz computer with its default name, with
    the starting-hand draft on and no hints, opened at its game-over screen."""
    seats = [SeatInfo(names[0], "human"), SeatInfo(names[1], "bot:hard")]
    config = SAN_JUAN.config(2, {"starting_hand_draft": True})
    session = Session(SAN_JUAN, config, seed, seats, hints=False)
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
        chart = app.screen.query_one("#over-chart", Static).content
        assert isinstance(chart, PointsChart) and chart.history == points_by_round(session)
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


def test_the_points_chart_never_overwrites_a_digit_and_keeps_its_legend_outside() -> None:
    """Issue 30 item 6: plotext drew each seat's line with its digit, so crossing and tied
    lines overwrote each other's digits, and the legend sat inside the plot over the lines.
    Each round now has a column per seat; the legend is under the axis."""
    rounds = tuple(range(1, 31))
    tied = tuple(2 * r for r in rounds)
    history = PointsByRound(rounds, (tied, tied, tuple(60 - 2 * r for r in rounds)))
    names = ["Anita", "Béla", "Csaba"]
    chart = PointsChart(history, names, "Pontok körönként", "kör")
    for width in (80, 120):
        lines = [line.plain for line in chart.lines(width - 4)]
        assert all(len(line) <= width - 4 for line in lines)
        axis = next(i for i, line in enumerate(lines) if "└" in line)
        plot = [line.split("┤")[-1].split("│")[-1] for line in lines[1:axis]]
        assert not any(name in "".join(lines[: axis + 1]) for name in names)
        assert lines[-1] == "1 Anita   2 Béla   3 Csaba"
        groups = len(plot[0]) // 4
        assert groups >= 10
        for group in range(groups):
            for seat in range(3):
                column = [row[group * 4 + seat : group * 4 + seat + 1] for row in plot]
                assert column.count(str(seat + 1)) == 1, (width, group, seat)
        assert lines[axis + 1].rstrip().endswith("30")  # the last round is always shown


MARKUP_NAMES = ("[red]Fake[/red]", "[/]")
"""Names that Rich would read as markup: one styles itself, the other ends no tag (a crash)."""


def test_markup_names_stay_plain_text_in_the_since_your_turn_box() -> None:
    """Issue 14 item 4 holds for issue 16's box: names are shown as typed, never as markup."""
    seats = [SeatInfo(name) for name in MARKUP_NAMES]
    session = Session(SAN_JUAN, SAN_JUAN.config(2), 7, seats)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        while not seen:
            if screen_name(app) == "CurtainScreen":
                await pilot.press("enter")
                await pilot.pause()
                if session.played:
                    assert shown(app, "#since")
                    seen.append(screen_text(app))
            else:
                await pilot.press("1")
                await pilot.pause()

    run(app, (80, 24), script)
    assert "[red]Fake[/red]: Szerepet választ:" in seen[0]


def test_markup_names_stay_plain_text_on_every_game_over_tab() -> None:
    """The chart's legend, the final log and the final table name the seats as typed."""
    app, session = finished_app(names=MARKUP_NAMES)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        assert screen_name(app) == "GameOverScreen"
        for key in ("l", "right", "right"):  # the log, the final table, back to the result
            seen.append(screen_text(app))
            await pilot.press(key)
            await pilot.pause()

    run(app, (120, 40), script)
    result, log, table = seen
    assert "1 [red]Fake[/red]" in result and "2 [/]" in result  # the chart's legend
    last = session.log(None, "hu", final=True)[-1]
    assert f"{session.seats[last.seat].name}: {last.sentence}" in log
    assert all(name in table for name in MARKUP_NAMES)


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
        assert choice.seed == "" and choice.hints is False
        await pilot.press("enter")
        await pilot.pause()
        assert app.session is not None
        started.append(app.session)

    run(app, (80, 24), script)
    [rematch] = started
    assert rematch.seats == session.seats
    assert rematch.config == session.config
    assert rematch.seed != session.seed and rematch.hints is False


async def ask_hint(pilot: Pilot[None], app: TarsasApp) -> None:
    """Press h and wait for the worker thread's answer (Nehéz thinks up to ~2 s)."""
    await pilot.press("h")
    for _ in range(200):
        await pilot.pause(0.05)
        if not app.screen.choice._hinting:  # type: ignore[attr-defined]
            return
    raise AssertionError("no hint after 10 s")


def hidden_names(session: Session, seat: int) -> set[str]:
    """Building names the seat cannot see: cards in other hands or piles that appear nowhere
    in its own view (its hand, the cities, the revealed cards)."""
    from sanjuan import data, text_hu

    state = session.state
    seen = session.view(seat)
    visible = {b for p in seen.players for b in (*p.city, *p.covered, *(p.hand or ()))}
    visible |= set(seen.pending or ()) | set(seen.gold_reveal)
    unseen = {data.KIND[c] for i, p in enumerate(state.players) if i != seat for c in p.hand}
    unseen |= {data.KIND[c] for c in state.draw}
    return {text_hu.BUILDING[b] for b in unseen - visible}


def test_h_highlights_the_strongest_levels_legal_choice_with_its_reason() -> None:
    session = new_session(2, seed=5, bots=(1,))
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("1")  # Építész: the hint is asked at the build
        await pilot.pause()
        await ask_hint(pilot, app)
        screen = app.screen
        hint = screen.choice._hint  # type: ignore[attr-defined]
        assert hint is not None and hint.move in session.legal()
        assert session.legal()[hint.index] == hint.move
        assert screen.query_one("#moves").highlighted == hint.index
        seen.append(screen_text(app))
        await pilot.press("enter")
        await pilot.pause()

    run(app, (80, 24), script)
    assert "★ tipp" in seen[0] and "★ Tipp (Nehéz)" in seen[0]
    played = [p for p in session.played if p.seat == 0 and not p.auto]
    assert played[-1].hinted and not played[0].hinted
    log = session.log(0, "hu")
    assert any(e.hinted for e in log)
    saved = session.to_saved()
    assert any(m.hint for m in saved.moves)


def test_the_hint_obeys_the_seats_view_whatever_it_cannot_see() -> None:
    """The same position with every card hidden from the seat reshuffled: the hint names no
    card the seat cannot see, and is a legal move each time."""
    from common.bots import RandomBot

    base = new_session(3, seed=11, bots=(1, 2))
    bot = RandomBot(1)
    while not (base.to_act() == 0 and base.view(0).step == "build" and len(base.legal()) > 2):
        base.play(bot.choose(None, base.legal()))
        base.autoplay()
    shown: list[tuple[str, set[str]]] = []
    for shuffle in range(3):
        session = new_session(3, seed=11, bots=(1, 2))
        session.states = [*base.states[:-1], SAN_JUAN.shuffle_hidden(base.state, 0, shuffle)]
        session.played = list(base.played)
        assert session.view(0) == base.view(0)
        app = table_app(session)

        async def script(pilot: Pilot[None], app: TarsasApp = app) -> None:
            await ask_hint(pilot, app)
            hint = app.screen.choice._hint  # type: ignore[attr-defined]
            assert hint is not None and hint.move in app.session.legal()  # type: ignore[union-attr]
            shown.append((app.screen.choice._hint_reason(), hidden_names(app.session, 0)))  # type: ignore[attr-defined, arg-type]

        run(app, (120, 40), script)
    assert len(shown) == 3
    for reason, hidden in shown:
        assert reason
        assert not [name for name in hidden if name in reason], reason


def test_a_table_without_hints_says_so_and_shows_none() -> None:
    session = new_session(2, seed=5, bots=(1,))
    session.hints = False
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("h")
        await pilot.pause(0.2)
        assert app.screen.choice._hint is None  # type: ignore[attr-defined]
        seen.append(screen_text(app))

    run(app, (80, 24), script)
    assert "nincs tipp" in seen[0]
    assert "★ tipp" not in seen[0]


def test_the_setup_screen_turns_hints_off_for_the_table() -> None:
    from common.table_control import TableSetup
    from common.tui.setup import SetupChoice

    app = TarsasApp(bot_delay=0)
    started: list[Session] = []

    async def script(pilot: Pilot[None]) -> None:
        assert "Tippek kérhetők" in screen_text(app)
        app.screen.query_one("#hints").focus()
        await pilot.press("right")
        await pilot.pause()
        assert app.screen.choice.hints is False  # type: ignore[attr-defined]
        app.screen.action_start()  # type: ignore[attr-defined]
        await pilot.pause()
        assert app.session is not None
        started.append(app.session)

    run(app, (100, 40), script)
    assert started[0].hints is False
    assert started[0].to_saved().table == {"hints": "false"}
    parsed = _parser().parse_args(["play", "sanjuan", "--players", "2", "--no-hints"])
    assert SetupChoice.from_setup(TableSetup.from_args(parsed)).build().hints is False
