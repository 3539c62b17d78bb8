"""`tarsas` and `tarsas play` open the app on a terminal; `--plain` and pipes get line prompts."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from tui_kit import new_session

from common import cli, lineplay
from common.session import Session
from common.table_control import TableSetup
from common.tui import app as tui_app
from common.tui.setup import SetupChoice


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def tui(self, args: argparse.Namespace | None) -> int:
        self.calls.append(("tui", args))
        return 0

    def plain(self, args: argparse.Namespace | None) -> int:
        self.calls.append(("plain", args))
        return 0


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    rec = Recorder()
    monkeypatch.setattr(tui_app, "main", rec.tui)
    monkeypatch.setattr(lineplay, "main", rec.plain)
    return rec


def test_a_terminal_gets_the_app(recorder: Recorder, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_is_terminal", lambda: True)
    assert cli.main([]) == 0
    assert cli.main(["play", "sanjuan", "--players", "3", "--bot", "3"]) == 0
    assert cli.main(["play", "--plain"]) == 0
    assert [kind for kind, _ in recorder.calls] == ["tui", "tui", "plain"]
    assert recorder.calls[0][1] is None
    assert recorder.calls[1][1].players == 3


def test_no_terminal_falls_back_to_line_prompts(
    recorder: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli, "_is_terminal", lambda: False)
    assert cli.main(["play", "sanjuan"]) == 0
    assert [kind for kind, _ in recorder.calls] == ["plain"]


def test_play_arguments_fill_the_setup_form() -> None:
    args = cli._parser().parse_args(
        [
            "play",
            "sanjuan",
            "--players",
            "3",
            "--bot",
            "3",
            "--name",
            "Anna",
            "--option",
            "first_governor=random",
            "--seed",
            "7",
            "--lang",
            "en",
        ]
    )
    choice = SetupChoice.from_setup(TableSetup.from_args(args))
    assert choice.players == 3 and choice.lang == "en" and choice.seed == "7"
    assert choice.names[:3] == ["Anna", "", ""]
    assert choice.bots[:3] == [None, None, "medium"]  # a bare --bot seats a Közepes player
    assert choice.options["first_governor"] == "random"
    session = choice.build()
    assert [s.kind for s in session.seats] == ["human", "human", "bot:medium"]
    assert [s.name for s in session.seats] == ["Anna", "Player 2", "Bot 3"]
    assert session.seed == 7 and session.autosave is not None


def test_bad_play_arguments_are_one_line_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "sanjuan", "--players", "3", "--option", "nope=1"]) == 2
    assert "nope" in capsys.readouterr().err


def test_resume_opens_the_saved_session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.tarsas"
    session = new_session(2, seed=3, autosave=path)
    for _ in range(5):
        session.play(session.legal()[0])
    session.close()
    opened: list[Session | None] = []
    monkeypatch.setattr(tui_app.TarsasApp, "run", lambda self, **kw: opened.append(self.session))
    args = cli._parser().parse_args(["play", "--resume", str(path)])
    assert tui_app.main(args) == 0
    resumed = opened[0]
    assert resumed is not None and resumed.state == session.state
    assert resumed.autosave == path


def test_the_readmes_first_command_seats_one_human(
    recorder: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30 item 6: a newcomer alone runs the README's first command; with two human seats
    the first thing they met was a hand-over curtain to nobody."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    first = readme.split("```sh\n", 1)[1].split("\n", 1)[0]
    command = first.rsplit("&& ", 1)[1].split()
    assert command[0].endswith("tarsas") and command[1] == "play"
    monkeypatch.setattr(cli, "_is_terminal", lambda: True)
    assert cli.main(command[1:]) == 0
    choice = SetupChoice.from_setup(TableSetup.from_args(recorder.calls[0][1]))
    humans = [seat for seat in range(choice.players) if choice.bots[seat] is None]
    assert humans == [0] and choice.players >= 2
