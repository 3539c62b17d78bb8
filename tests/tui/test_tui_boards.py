"""Every board at 80×24, while choosing (issue 30 item 5). Puerto Rico keeps its roles, ships,
trading house and face-up plantations above the decision (D-T-50). The Aranyváros map follows
the move in focus (D-T-53): the highlighted build's place is marked ▶ on the map and scrolled
into sight — the whole map where it fits (120×40), the marked line where it does not (80×24);
a move that names no place leaves the board as drawn."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from tui_kit import run, screen_text

from aranyvaros import data, map_layout, render_map
from aranyvaros.moves import Build
from aranyvaros.texts import texts
from common.bots import RandomBot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp
from common.tui.table_parts import BoardPanel, BoardView
from puertorico.texts import texts as pr_texts

ARANYVAROS = get_game("aranyvaros")
PUERTO_RICO = get_game("puertorico")
NAMES = ("Anna", "Béla", "Csilla", "Dani")


def building(late: bool) -> Session:
    """Four humans with open hands; random players play until a build with at least two
    places in different regions is on turn (late: after the sixth round)."""
    seats = [SeatInfo(name, "human") for name in NAMES]
    session = Session(ARANYVAROS, ARANYVAROS.config(4), 7, seats)
    bot = RandomBot(7)
    while True:
        legal = session.legal()
        places = [m.place for m in legal if isinstance(m, Build)]
        regions = {data.PLACES[data.PLACE_INDEX[p]].region for p in places}
        if len(regions) >= 2 and (not late or session.view(None).round > 6):
            return session
        session.play(bot.choose(None, legal))


def in_sight(app: TarsasApp, first: int, last: int) -> bool:
    """The map's lines `first`…`last` are inside the board's visible rows."""
    board = app.screen.query_one("#board", BoardPanel)
    top = board.query_one(BoardView).virtual_region.y
    page = board.scrollable_content_region.height
    return board.scroll_y <= top + first and top + last < board.scroll_y + page


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("late", [False, True], ids=["early", "late"])
def test_the_highlighted_build_is_marked_on_the_map_and_in_sight(size, late) -> None:
    session = building(late)
    legal = session.legal()
    builds = [i for i, m in enumerate(legal) if isinstance(m, Build)]
    tx = texts("hu")
    app = TarsasApp(session, open_hands=True, bot_delay=0)
    seen: list[tuple[str, bool, bool]] = []

    async def script(pilot: Pilot[None]) -> None:
        for n, index in enumerate(builds[:4]):
            if n:
                for _ in range(index - builds[n - 1]):
                    await pilot.press("down")
            await pilot.pause()
            place = data.PLACES[data.PLACE_INDEX[legal[index].place]]
            row = map_layout.LAYOUT[place.id].row
            shown = screen_text(app)
            mark = f"▶{render_map.place_mark(place, tx)}"
            whole = in_sight(app, 0, map_layout.HEIGHT - 1)
            seen.append(
                (place.id, mark in shown and shown.count("▶") == 1, in_sight(app, row, row))
            )
            if size == (120, 40):
                assert whole, "the whole map in sight at 120×40"

    run(app, size, script)
    assert len(seen) >= 2
    assert all(marked and sighted for _, marked, sighted in seen), seen


def test_a_move_without_a_place_leaves_the_map_unmarked() -> None:
    seats = [SeatInfo(name, "human") for name in NAMES]
    session = Session(ARANYVAROS, ARANYVAROS.config(4), 7, seats)  # bidding: pairs, no place
    app = TarsasApp(session, open_hands=True, bot_delay=0)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("down")
        await pilot.pause()
        shown.append(screen_text(app))

    run(app, (120, 40), script)
    assert "▶" not in shown[0] and "┌─ ^ Hegyvidék" in shown[0]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_puerto_rico_keeps_its_board_above_every_decision(size) -> None:
    """Five seats, both expansions, the list of moves at its longest: at each human decision
    of a stretch of the game, the free roles with their doubloons, the ships' cargo of their
    capacity, the trading house and the face-up plantations are on screen without PgDn."""
    options = {"exp_new_buildings": True, "exp_nobles": True}
    config = PUERTO_RICO.config(5, options)
    seats = [SeatInfo(name, "human") for name in ("Anna", "Béla", "Csilla", "Dani", "Emese")]
    session = Session(PUERTO_RICO, config, 3, seats)
    bot = RandomBot(3)
    while session.view(None).phase == "draft" or session.view(None).round < 4:
        session.play(bot.choose(None, session.legal()))
    w = pr_texts("hu").WORD
    app = TarsasApp(session, open_hands=True, bot_delay=0)
    screens: list[tuple[str, object]] = []

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(12):
            await pilot.pause()
            screens.append((screen_text(app), session.view(None)))
            session.play(bot.choose(None, session.legal()))
            app.screen.advance()  # type: ignore[attr-defined]

    run(app, size, script)
    for shown, v in screens:
        top = shown.split("\n")
        assert any(line.strip().startswith(str(w["free_roles"])) for line in top), shown
        for capacity, load in zip(v.cargo, v.ship_load, strict=True):  # type: ignore[attr-defined]
            assert f"{capacity}: {load}/{capacity}" in shown, shown
        assert any(line.strip().startswith(str(w["plantations"])) for line in top), shown
