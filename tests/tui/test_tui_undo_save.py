"""Undo from the table, saving, quitting and resuming at the same move."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input
from tui_kit import (
    decide,
    new_session,
    press_until,
    run,
    screen_name,
    screen_text,
    table_app,
    wait_for_text,
)

from common import savefile, table_control
from common.session import Session, UndoRefused
from common.tui import table_panels
from common.tui.app import TarsasApp


def test_undo_with_nothing_to_undo_says_so() -> None:
    session = new_session(2, seed=4, bots=(1,))
    app = table_app(session)
    shown: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        before = session.state
        await pilot.press("u")
        await pilot.pause()
        assert session.state == before
        shown.append(await wait_for_text(pilot, app, "Nincs mit"))

    run(app, (100, 30), script)
    assert "Nincs mit visszavonni." in shown[0]


def test_undo_takes_back_the_own_decision_and_the_computer_moves_after_it() -> None:
    session = new_session(2, seed=5, bots=(1,))
    app = table_app(session)
    done: dict[str, bool] = {}

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(300):
            if len(done) == 2:
                return
            count, before = len(session.played), session.state
            await decide(pilot)
            await pilot.pause()
            if session.over:
                return
            bot_decided = any(p.seat == 1 and not p.auto for p in session.played[count:])
            try:
                table_control.plan_undo(session)
            except UndoRefused as e:
                if e.reason == "revealed" and "refused" not in done:
                    after = session.state
                    await pilot.press("u")
                    await pilot.pause()
                    assert session.state == after, "a refused undo changes nothing"
                    done["refused"] = True
                continue
            if bot_decided and "undone" not in done:
                await pilot.press("u")
                await pilot.pause()
                assert screen_name(app) == "TableScreen"
                assert session.state == before and len(session.played) == count
                assert session.to_act() == 0
                done["undone"] = True

    run(app, (100, 30), script)
    assert done == {"undone": True, "refused": True}


def test_undoing_another_humans_move_asks_the_table_first() -> None:
    session = new_session(2, seed=3)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # Anita's curtain
        # Anita decides until the keyboard goes to Béla; remember her last decision.
        marks: list[tuple[int, object]] = []
        while session.to_act() == 0:
            marks.append((len(session.played), session.state))
            await decide(pilot)
            await pilot.pause()
        assert screen_name(app) == "CurtainScreen"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")  # closes the "since your turn" box, and only that
        await pilot.pause()
        table_control.plan_undo(session)  # not behind a barrier for this seed
        await pilot.press("u")
        await pilot.pause()
        assert screen_name(app) == "ConfirmScreen"
        seen.append(screen_text(app))
        await pilot.press("n")
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and session.to_act() == 1
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        count, state = marks[-1]
        assert session.state == state and len(session.played) == count
        # The keyboard goes back to Anita: through a curtain, Béla's hand stays hidden.
        assert screen_name(app) == "CurtainScreen"
        seen.append(screen_text(app))

    run(app, (100, 30), script)
    assert "Ez Anita lépése volt. Visszavonjátok?" in seen[0]
    assert "Add át a gépet: Anita következik" in seen[1]


def test_save_quit_and_resume_at_the_same_move(tmp_path: Path) -> None:
    autosave = tmp_path / "auto.tarsas"
    copy = tmp_path / "copy.tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=autosave)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await press_until(pilot, app, ["1", "enter"], lambda: len(session.played) >= 12, 40)
        await pilot.press("s")
        await pilot.pause()
        assert screen_name(app) == "SaveScreen"
        field = app.screen.query_one(Input)
        assert field.value == str(autosave)
        field.value = str(copy)
        await pilot.press("enter")
        await pilot.pause()
        seen.append(await wait_for_text(pilot, app, "Elmentve"))
        await pilot.press("q")
        await pilot.pause()
        assert screen_name(app) == "ConfirmScreen"
        seen.append(await wait_for_text(pilot, app, "--resume"))
        await pilot.press("i")
        await pilot.pause()

    run(app, (120, 40), script)
    assert "Elmentve:" in seen[0] and copy.exists()
    assert str(copy) in seen[0]  # the file name on one line
    assert "tarsas play --resume" in seen[1] and "auto.tarsas" in seen[1]
    assert app.farewell is not None and str(autosave) in app.farewell
    state, moves = session.state, len(session.played)
    assert savefile.read(autosave).result == savefile.UNFINISHED
    assert Session.load(copy).state == state

    session.close()  # what the end of the program does
    resumed = Session.load(autosave, autosave=True)
    again = table_app(resumed)
    after: list[str] = []

    async def look(pilot: Pilot[None]) -> None:
        after.append(screen_name(again))
        after.append(screen_text(again))

    run(again, (120, 40), look)
    assert resumed.state == state and len(resumed.played) == moves
    assert after[0] == "TableScreen"
    assert "Anita:" in after[1]


def test_a_save_that_cannot_be_written_is_a_notice_and_the_game_goes_on(tmp_path: Path) -> None:
    """It used to end the app with a traceback showing local variables."""
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    target = blocker / "g.tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=tmp_path / "auto.tarsas")
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await press_until(pilot, app, ["enter"], lambda: len(session.played) >= 4, 20)
        await pilot.press("s")
        await pilot.pause()
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        seen.append(await wait_for_text(pilot, app, "Nem sikerült menteni"))
        assert screen_name(app) == "TableScreen"
        count = len(session.played)
        await press_until(pilot, app, ["enter"], lambda: len(session.played) > count, 20)

    run(app, (120, 40), script)
    # In the table's language, the operating system's reason (ENOTDIR) too (D-T-16).
    assert "g.tarsas: nem sikerült" in seen[0]
    assert "írni (az útvonal egy része nem mappa)" in seen[0]
    assert "cannot write" not in seen[0]
    assert app.return_code in (None, 0)
    assert Session.load(tmp_path / "auto.tarsas").state == session.state


def test_the_player_who_just_moved_can_undo_on_the_curtain() -> None:
    session = new_session(2, seed=3)
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("enter")  # Anita's curtain
        while True:
            count, state = len(session.played), session.state
            await decide(pilot)
            await pilot.pause()
            if session.to_act() != 0:
                break
        assert screen_name(app) == "CurtainScreen"  # for Béla; Anita is still at the keys
        await pilot.press("u")
        await pilot.pause()
        assert session.state == state and len(session.played) == count
        assert screen_name(app) == "TableScreen"
        seen.append(screen_text(app))

    run(app, (100, 30), script)
    assert "Anita: " in seen[0] and "Kéz (Anita)" in seen[0]


def test_the_autosave_notice_covers_nothing_and_keeps_the_file_name_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 80×24 the notice stands under the status line (a toast covered the top of the
    table for a few seconds and broke the file name in two), then goes away."""
    # Long enough that the first look comes before it ends on a loaded machine (at 0.5 s the
    # notice was sometimes gone before the first frame was read when the whole suite ran).
    monkeypatch.setattr(table_panels, "NOTICE_SECONDS", 2.0)
    where = "/home/anna/.local/share/tarsas/autosave/sanjuan-20261126-074415.tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=tmp_path / "auto.tarsas")
    app = TarsasApp(session, bot_delay=0, notice=f"Automatikus mentés: {where}")
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        shots.append(screen_text(app))
        await pilot.pause(2.5)
        shots.append(screen_text(app))

    run(app, (80, 24), script)
    first, later = (shot.splitlines() for shot in shots)
    assert first[0] == later[0] and first[0].startswith(" San Juan · 1. kör")
    assert first[1].strip() == "Automatikus mentés:" and first[2].strip() == where
    assert "Automatikus mentés" not in shots[1]
