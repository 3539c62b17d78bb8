"""The setup form (issue 16 item 6): where the focus starts, what Enter does in a field, the
computer levels on a seat, and values shown whole at 120 and at 80 columns."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Input
from tui_kit import new_session, run, screen_name, screen_text

from common.tui.app import TarsasApp
from common.tui.setup import SetupChoice
from common.tui.widgets import Cycle


def setup_app(game: str = "sanjuan", lang: str = "hu") -> TarsasApp:
    return TarsasApp(choice=SetupChoice.fresh(game, lang), bot_delay=0)  # type: ignore[arg-type]


def test_the_focus_starts_on_the_game() -> None:
    app = setup_app()

    async def script(pilot: Pilot[None]) -> None:
        assert app.focused is not None and app.focused.id == "game"

    run(app, (120, 40), script)


def test_enter_in_a_name_field_moves_on_and_does_not_start() -> None:
    app = setup_app()

    async def script(pilot: Pilot[None]) -> None:
        app.screen.query_one("#name-0", Input).focus()
        await pilot.press("B", "é", "l", "a", "enter")
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        assert app.focused is not None and app.focused.id == "kind-0"
        assert app.screen.choice.names[0] == "Béla"  # type: ignore[attr-defined]
        await pilot.press("enter")  # Enter elsewhere starts
        await pilot.pause()
        assert screen_name(app) in ("TableScreen", "CurtainScreen")

    run(app, (120, 40), script)


@pytest.mark.parametrize(("key", "level"), [("right", "medium"), ("left", "easy")])
def test_the_first_step_from_a_human_seat_gives_the_default_level_or_the_easiest(
    key: str, level: str
) -> None:
    """→ from "ember" is Közepes, the default computer (it gave Könnyű); ← is Könnyű."""
    app = setup_app()

    async def script(pilot: Pilot[None]) -> None:
        app.screen.query_one("#kind-1", Cycle).focus()
        await pilot.press(key)
        await pilot.pause()
        assert app.screen.choice.bots[1] == level  # type: ignore[attr-defined]

    run(app, (120, 40), script)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@pytest.mark.parametrize("game", ["sanjuan", "puertorico", "aranyvaros"])
def test_every_value_is_shown_whole(game: str, size: tuple[int, int]) -> None:
    """Each value picker is as wide as its widest value ("◀ gép: véletlenszerű ▶" was cut to
    "◀ gép: véletlenszerű", Puerto Rico's "◀ választással") and ends on the screen."""
    app = setup_app(game)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        for cycle in app.screen.query(Cycle):
            if not all(w.display for w in cycle.ancestors_with_self if isinstance(w, Widget)):
                continue  # a seat beyond the player count
            widest = max(cell_len(f"◀ {label} ▶") for _, label in cycle.choices)
            assert cycle.content_region.width >= widest, (cycle.id, cycle.choices)
            assert cycle.region.right <= size[0]
        kind = app.screen.query_one("#kind-0", Cycle)
        kind.focus()
        while kind.value != "random":
            await pilot.press("right")
        await pilot.pause()
        shown.append(screen_text(app))

    run(app, size, script)
    assert "◀ gép: véletlenszerű ▶" in shown[0]


def test_an_unfinished_game_can_be_deleted_after_a_confirmation(xdg: Path) -> None:
    folder = xdg / "tarsas" / "autosave"
    files = []
    for seed in (1, 2):
        path = folder / f"sanjuan-2026010{seed}-120000.tarsas"
        session = new_session(2, seed=seed, autosave=path)
        session.play(session.legal()[0])
        session.close()  # an open session holds the game's lock: it could not be deleted
        files.append(path)
    app = setup_app()
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "resume"
        assert "Del törlés" in " ".join(screen_text(app).split())
        await pilot.press("delete")
        await pilot.pause()
        assert screen_name(app) == "ConfirmScreen"
        shown.append(screen_text(app))
        await pilot.press("n")  # keep it after all
        await pilot.pause()
        assert all(f.exists() for f in files)
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        shown.append(screen_text(app))

    run(app, (120, 40), script)
    assert "Törlöd ezt a félbehagyott játékot?" in shown[0]
    assert files[0].exists() and not files[1].exists()  # the newest, highlighted, went
    assert shown[1].count("San Juan · 1. kör, ") == 1  # one row left in the list
