"""Choosing well at the table (issue 16): what a choice does, what happened since your turn."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Static
from tui_kit import new_session, run, screen_name, screen_text, table_app

from common.tui.app import TarsasApp


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
