"""The save dialog of an app served to a browser (`tarsas serve`, issue 29 item 2): a path
outside the data folder is refused with one line, a bare name is saved inside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input
from tui_kit import new_session, run, screen_name, table_app, wait_for_text

from common import paths


async def _save_as(pilot: Pilot[None], typed: str) -> None:
    await pilot.press("s")
    await pilot.pause()
    assert screen_name(pilot.app) == "SaveScreen"  # type: ignore[arg-type]
    pilot.app.screen.query_one(Input).value = typed
    await pilot.press("enter")
    await pilot.pause()


def test_the_served_save_dialog_keeps_games_in_the_data_folder(
    xdg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.CONFINED, "1")
    home = xdg / "tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=home / "autosave" / "auto.tarsas")
    app = table_app(session)
    outside = tmp_path / "elsewhere.tarsas"
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await _save_as(pilot, str(outside))
        seen.append(await wait_for_text(pilot, app, "saját mappájában"))
        await _save_as(pilot, "../../elsewhere.tarsas")
        seen.append(await wait_for_text(pilot, app, "saját mappájában"))
        await _save_as(pilot, "kept.tarsas")
        seen.append(await wait_for_text(pilot, app, "Elmentve"))

    run(app, (120, 40), script)
    session.close()
    assert "saját mappájában" in seen[0] and "saját mappájában" in seen[1]
    assert not outside.exists() and not (xdg.parent / "elsewhere.tarsas").exists()
    assert "Elmentve" in seen[2] and "kept.tarsas" in seen[2]
    assert (home / "kept.tarsas").is_file()


def test_a_served_app_names_saved_games_inside_its_data_folder_only(
    xdg: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The quit question and the save dialog in a browser show the game's name inside the data
    folder (which the save dialog takes back), never the server's folders; the quit question
    sends the player to the opening screen's unfinished games, not to a terminal command."""
    monkeypatch.setenv(paths.CONFINED, "1")
    home = xdg / "tarsas"
    autosave = home / "autosave" / "auto.tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=autosave)
    app = table_app(session)
    seen: list[str] = []
    offered: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("q")
        seen.append(await wait_for_text(pilot, app, "félbehagyott"))
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        offered.append(pilot.app.screen.query_one(Input).value)
        await pilot.press("enter")
        seen.append(await wait_for_text(pilot, app, "Elmentve"))

    run(app, (120, 40), script)
    session.close()
    assert "félbehagyott játékai" in seen[0] and "autosave/auto.tarsas" in seen[0]
    assert "--resume" not in seen[0]
    assert offered == ["autosave/auto.tarsas"]
    assert "autosave/auto.tarsas" in seen[1]
    assert all(str(xdg) not in text for text in seen)
    assert autosave.is_file() and not (Path.cwd() / "autosave" / "auto.tarsas").exists()


def test_a_game_at_a_terminal_names_its_whole_path(xdg: Path) -> None:
    """Outside a served app a saved game is shown with its whole path, as the shell takes it."""
    path = xdg / "tarsas" / "autosave" / "auto.tarsas"
    assert paths.shown(path) == str(path)
