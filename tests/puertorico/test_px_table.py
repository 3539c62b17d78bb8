"""A drafted 4-player game with both expansions, played through in the table app: the draft
screen, then the game to its score sheet (rules_hu PX-2.1 "Így kérdez a program")."""

from __future__ import annotations

import asyncio
import io

import pytest
from rich.console import Console
from textual.pilot import Pilot

from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp
from puertorico.game import PUERTO_RICO

OPTIONS = {"exp_new_buildings": True, "exp_nobles": True}


def _screen(app: TarsasApp) -> str:
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True)
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    return console.export_text()


@pytest.mark.rule("PX-2.1")
def test_a_drafted_game_with_both_expansions_at_the_table() -> None:
    seats = [SeatInfo("Anita", "human")] + [
        SeatInfo(name, "bot:random") for name in ("Jenő", "Éva", "Márk")
    ]
    session = Session(PUERTO_RICO, PUERTO_RICO.config(4, OPTIONS), 7, seats)
    app = TarsasApp(session, lang="hu", bot_delay=0)
    shots: dict[str, str] = {}

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause()
        shots["draft"] = _screen(app)
        for _ in range(4000):
            if session.over:
                break
            # Enter: past a curtain, the first move of a list (also of ten moves or more, where
            # "1" waits for a second digit), the first filling of a mayor placement (issue 16).
            await pilot.press("enter")
            await pilot.pause()
        shots["over"] = _screen(app)

    async def main() -> None:
        async with app.run_test(size=(120, 50), notifications=True) as pilot:
            await script(pilot)

    asyncio.run(main())
    assert session.over
    assert "Épületek válogatása" in shots["draft"]
    assert "Helyek költség szerint" in shots["draft"] and "Választható" in shots["draft"]
    assert "Összesen" in shots["over"] and "Nemesek" in shots["over"]
