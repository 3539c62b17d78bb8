"""Where the app places a game's regions (issue 15): the status bar, the own panel and the
choice always on screen at 80×24; PgUp/PgDn/Home/End scroll the board and never the choice;
the glance only where the board does not fit."""

from __future__ import annotations

import pytest
from table_positions import Spot, spots
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import OptionList
from tui_kit import run

from common.bots import RandomBot
from common.registry import all_games
from common.tui.app import TarsasApp
from common.tui.table_parts import BoardPanel

ALWAYS = ("#status", "#own", "#prompt", "#choice")
"""#choice: the list of moves, or the compound editor in its place (issue 16)."""


def choice(screen: Widget) -> OptionList:
    """The list of moves, or the compound editor where the decision is one screen of marks."""
    editor = screen.query_one("#editor", OptionList)
    return editor if editor.display else screen.query_one("#moves", OptionList)


def fully_on_screen(widget: Widget, screen: Region) -> bool:
    region = widget.region
    return region.height > 0 and screen.contains_region(region)


@pytest.mark.parametrize("spot", spots(), ids=lambda spot: spot.name)
def test_status_own_panel_and_choice_are_on_screen_at_80x24(spot: Spot) -> None:
    app = spot.app()
    checked: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        screen = app.screen
        whole = screen.region
        for selector in ALWAYS:
            widget = choice(screen) if selector == "#choice" else screen.query_one(selector)
            if selector == "#own" and not widget.display:
                continue  # a game without an own panel yet (the stopgap adapters)
            assert fully_on_screen(widget, whole), (selector, widget.region)
            checked.append(selector)
        moves = choice(screen)
        assert moves.option_count > 0 and moves.highlighted == 0
        # The choice list shows at least the first moves, however many there are.
        assert moves.region.height >= min(moves.option_count, 4)
        board = screen.query_one("#board", BoardPanel)
        assert board.region.height >= 6, "the board keeps rows between status and choice"

    run(app, (80, 24), script)
    assert {"#status", "#prompt", "#choice"} <= set(checked)


def test_page_keys_scroll_the_board_and_leave_the_choice_alone() -> None:
    spot = Spot("sanjuan", 4, late=True)
    app = spot.app()
    seen: list[tuple[float, int | None]] = []

    async def script(pilot: Pilot[None]) -> None:
        board = app.screen.query_one("#board", BoardPanel)
        moves = choice(app.screen)
        assert moves.option_count > 1
        assert board.max_scroll_y > 0, "a 4-player table is taller than 80×24"
        await pilot.press("down")
        chosen = moves.highlighted
        assert chosen == 1
        for key in ("pagedown", "pagedown", "end", "pageup", "home"):
            await pilot.press(key)
            await pilot.pause()
            seen.append((board.scroll_y, moves.highlighted))
        assert all(highlighted == chosen for _, highlighted in seen)

    run(app, (80, 24), script)
    down, further, end, up, home = (y for y, _ in seen)
    assert 0 < down <= further <= end
    assert down < further or further == end  # a second page goes further unless at the end
    assert up < end
    assert home == 0


PAGES_AT_120X40 = {"puertorico": 1, "aranyvaros": 1}
"""Issue 15 item 5: a late game with the most seats fits 120×40 without scrolling; Puerto
Rico with five players and both expansions within one PgDn, and Aranyváros, whose map is
drawn as shapes (D-T-52) and scrolled whole into sight for a move that names a place
(D-T-53), too."""


@pytest.mark.parametrize("spot", [s for s in spots() if s.late], ids=lambda spot: spot.name)
def test_a_late_game_with_the_most_seats_fits_120x40(spot: Spot) -> None:
    app = spot.app()
    found: list[tuple[float, int]] = []

    async def script(pilot: Pilot[None]) -> None:
        board = app.screen.query_one("#board", BoardPanel)
        found.append((board.max_scroll_y, board.scrollable_content_region.height))

    run(app, (120, 40), script)
    [(scroll, page)] = found
    assert scroll <= PAGES_AT_120X40.get(spot.game_id, 0) * page


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii", "puertorico", "aranyvaros"])
def test_a_late_four_player_game_gets_its_glance_in_sight_at_80x24(game_id: str) -> None:
    """Every seat at a glance, without scrolling — unless the move in focus names a place on
    Aranyváros's map, which is then scrolled to it (D-T-53, `test_tui_map`)."""
    spot = Spot(game_id, 4, late=True)
    session = spot.session()
    view = session.view(session.to_act())
    regions = session.game.render(view, [s.name for s in session.seats], "hu")
    points = regions.point is not None and regions.point(session.legal()[0]) is not None
    found: list[tuple[bool, bool]] = []
    app = TarsasApp(session, open_hands=True, bot_delay=0)

    async def script(pilot: Pilot[None]) -> None:
        board = app.screen.query_one("#board", BoardPanel)
        glance = app.screen.query_one("#glance")
        found.append((glance.display, board.region.contains_region(glance.region)))

    run(app, (80, 24), script)
    assert found == [(True, not points)]


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_no_two_move_lines_read_alike(game_id: str) -> None:
    """The app lists moves in words only, so the words must tell every legal move apart."""
    game = all_games()[game_id]
    for seed in (1, 2):
        state = game.new_game(game.config(max(game.seats)), seed)
        bot = RandomBot(seed)
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_moves(state)
            view = game.view(state, seat)
            for lang in ("hu", "en"):
                lines = [game.describe(view, move, lang) for move in legal]
                assert len(set(lines)) == len(lines), lines
            state = game.apply(state, bot.choose(None, legal))
