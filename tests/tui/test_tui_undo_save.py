"""Undo from the table, saving, quitting and resuming at the same move."""

from __future__ import annotations

import sys
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
from common.contract import Lang
from common.session import Session, UndoRefused
from common.tui import table_parts
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
        assert screen_name(app) == "QuitScreen"
        seen.append(await wait_for_text(pilot, app, "--resume"))
        await pilot.press("i")
        await pilot.pause()

    run(app, (120, 40), script)
    assert "Elmentve:" in seen[0] and copy.exists()
    # The file name on one line (a long temporary folder shortened in its middle).
    assert str(copy) in seen[0] or ("…" in seen[0] and "/copy.tarsas" in seen[0])
    assert "play --resume" in seen[1] and "auto.tarsas" in seen[1]
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


def test_a_folder_is_made_for_a_save_only_when_confirmed(tmp_path: Path) -> None:
    """Issue 30 item 6: a mistyped folder name used to become a new folder without a word.
    The table asks first; "no" brings the dialog back with the typed path to mend."""
    target = tmp_path / "mentesek" / "uj" / "g.tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=tmp_path / "auto.tarsas")
    app = table_app(session, open_hands=True)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("s")
        await pilot.pause()
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        seen.append(await wait_for_text(pilot, app, "Létrehozzam"))
        assert screen_name(app) == "ConfirmScreen"
        await pilot.press("n")
        await pilot.pause()
        assert screen_name(app) == "SaveScreen"
        assert app.screen.query_one(Input).value == str(target)
        assert not target.parent.parent.exists()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("i")
        seen.append(await wait_for_text(pilot, app, "Elmentve"))
        assert screen_name(app) == "TableScreen"

    run(app, (80, 24), script)
    assert "Ez a mappa nem létezik. Létrehozzam" in seen[0]
    assert str(target.parent) in seen[0] or "…" in seen[0]
    assert Session.load(target).state == session.state


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_quit_dialogs_resume_command_is_whole_on_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    """Issue 30 item 6: at 80 columns a long autosave path broke the command across lines,
    and it named a bare `tarsas` the README's install does not put on PATH. The command is
    the program as started, on one line, the path shortened in its middle where it must be."""
    monkeypatch.setattr(sys, "argv", [".venv/bin/tarsas", "play"])
    autosave = tmp_path / ("x" * 60) / "sanjuan-20261128-171500-abcd.tarsas"
    session = new_session(2, seed=6, bots=(1,), autosave=autosave)
    app = table_app(session, lang=lang)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("q")
        seen.append(await wait_for_text(pilot, app, "abcd.tarsas"))

    run(app, (80, 24), script)
    lines = [line.strip(" █") for line in seen[0].splitlines() if "--resume" in line]
    assert len(lines) == 1, seen[0]
    assert lines[0].startswith(".venv/bin/tarsas play --resume /"), lines[0]
    assert "…" in lines[0] and lines[0].endswith("-abcd.tarsas"), lines[0]
    assert app.farewell is not None
    assert f".venv/bin/tarsas play --resume {autosave}" in app.farewell


REASON = "nem sikerült írni (az útvonal egy része nem mappa)"


@pytest.mark.parametrize("width", [80, 120])
def test_a_save_that_cannot_be_written_is_a_notice_and_the_game_goes_on(
    tmp_path: Path, width: int
) -> None:
    """It used to end the app with a traceback showing local variables. Issue 27 item 9: a
    long path (a long TMPDIR did it) pushed the reason past the screen's edge; the path is now
    shortened in its middle, and the reason and the file's name stay whole, in the table's
    language (D-T-16), whatever the temporary folder."""
    blocker = tmp_path / ("x" * 150) / "file"
    blocker.parent.mkdir()
    blocker.write_text("x", encoding="utf-8")
    session = new_session(2, seed=6, bots=(1,), autosave=tmp_path / "auto.tarsas")
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await press_until(pilot, app, ["enter"], lambda: len(session.played) >= 2, 20)
        await pilot.press("s")
        await pilot.pause()
        app.screen.query_one(Input).value = str(blocker / "g.tarsas")
        await pilot.press("enter")
        seen.append(await wait_for_text(pilot, app, REASON))
        assert screen_name(app) == "TableScreen"
        count = len(session.played)
        await press_until(pilot, app, ["enter"], lambda: len(session.played) > count, 20)

    run(app, (width, 30), script)
    lines = seen[0].splitlines()
    assert any(REASON in line for line in lines), seen[0]
    assert any("…" in line and f"{'x' * 8}/file/g.tarsas:" in line for line in lines), seen[0]
    assert "Nem sikerült menteni:" in seen[0] and "cannot write" not in seen[0]
    assert app.return_code in (None, 0)
    assert Session.load(tmp_path / "auto.tarsas").state == session.state


def test_a_failing_autosave_stays_on_screen_until_a_save_succeeds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27 item 2: the failure was a toast that went away while the game went on
    unsaved; it now stays under the status, whole at 80 columns, until the file is written."""
    monkeypatch.setattr(table_parts, "NOTICE_SECONDS", 0.1)
    good = tmp_path / "auto.tarsas"
    blocker = tmp_path / ("x" * 150) / "file"
    blocker.parent.mkdir()
    blocker.write_text("x", encoding="utf-8")
    session = new_session(2, seed=6, bots=(1,), autosave=good)
    app = table_app(session)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.pause(0.3)
        session.autosave = blocker / "g.tarsas"
        count = len(session.played)
        await press_until(pilot, app, ["enter"], lambda: len(session.played) > count, 20)
        await pilot.pause(0.3)  # longer than a notice lasts
        shots.append(screen_text(app))
        session.autosave = good
        count = len(session.played)
        await press_until(pilot, app, ["enter"], lambda: len(session.played) > count, 20)
        await pilot.pause()
        shots.append(screen_text(app))

    run(app, (80, 24), script)
    failing = shots[0].splitlines()
    assert failing[1].strip().startswith("Nem sikerült menteni: /") and "…" in failing[1]
    assert failing[1].rstrip().endswith("/file/g.tarsas:") and failing[2].strip() == REASON
    assert "Nem sikerült menteni" not in shots[1]
    assert session.unsaved is None and Session.load(good).state == session.state


def test_after_failed_saves_the_game_over_screen_does_not_say_saved(tmp_path: Path) -> None:
    """Issue 27 item 2: "Mentve: PATH" stood there after every save had failed."""
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    session = new_session(2, seed=6, bots=(0, 1), autosave=tmp_path / "auto.tarsas")
    session.autosave = blocker / "g.tarsas"
    app = table_app(session)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        seen.append(await wait_for_text(pilot, app, "nincs elmentve", tries=200))
        assert screen_name(app) == "GameOverScreen"
        await pilot.press("q")

    run(app, (100, 40), script)
    assert session.over
    assert "A játék nincs elmentve:" in seen[0] and "legutóbbi sikeres mentést" in seen[0]
    assert "A játék elmentve" not in seen[0]
    assert app.final_words() == (
        f"A játék nincs elmentve: {blocker / 'g.tarsas'}: {REASON}. A fájl a legutóbbi "
        "sikeres mentést őrzi."
    )


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
    monkeypatch.setattr(table_parts, "NOTICE_SECONDS", 2.0)
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
