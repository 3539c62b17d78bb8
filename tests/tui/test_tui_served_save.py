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
