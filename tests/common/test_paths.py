"""common.paths: the data folder is the platform's (platformdirs), and games autosaved in the
former one (`~/.local/share/tarsas` on every platform) are still listed and resumed (issue 27
item 10)."""

from __future__ import annotations

import sys

from tarsas_kit import new_session, play_random

from common import paths, savefile
from common.session import Session
from common.tui.setup import unfinished_games


def test_on_linux_the_data_folder_stays_where_it_was(xdg):
    if sys.platform.startswith("linux"):
        assert paths.data_dir() == paths.former_data_dir() == xdg / "tarsas"
        assert paths.autosave_dirs() == [xdg / "tarsas" / "autosave"]


def test_elsewhere_new_games_go_to_the_platforms_folder_and_old_ones_still_resume(
    xdg, tmp_path, monkeypatch
):
    mac = tmp_path / "Library" / "Application Support" / "tarsas"
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda app, appauthor: str(mac))
    old = xdg / "tarsas" / "autosave" / "sanjuan-20261120-100000-abcd.tarsas"
    play_random(new_session(2, seed=3, autosave=old), 5, seed=3).close()
    assert paths.autosave_dirs() == [mac / "autosave", old.parent]

    new = paths.new_autosave_path("sanjuan")
    assert new.parent == mac / "autosave"
    play_random(new_session(2, seed=4, autosave=new), 1, seed=4).close()
    assert {u.path for u in unfinished_games("en")} == {old, new}

    resumed = Session.load(old, autosave=True)
    play_random(resumed, 2, seed=5)
    resumed.close()
    assert len(savefile.read(old).moves) == 7


def test_the_resume_command_is_the_program_as_started(tmp_path, monkeypatch):
    """Issue 30 item 6: the README installs into a venv, so a bare `tarsas` in the resume
    hint was not a command the player could run; the hint names the program as it was started
    (and the path quoted: macOS's data folder has a space)."""
    game = tmp_path / "Application Support" / "g.tarsas"
    monkeypatch.setattr(sys, "argv", [".venv/bin/tarsas", "play"])
    monkeypatch.setattr(paths.shutil, "which", lambda name: None)
    assert paths.resume_command(game) == f".venv/bin/tarsas play --resume '{game}'"

    program = tmp_path / "bin" / "tarsas"
    program.parent.mkdir()
    program.touch()
    monkeypatch.setattr(sys, "argv", [str(program)])
    monkeypatch.setattr(paths.shutil, "which", lambda name: str(program))
    assert paths.resume_command(game).startswith("tarsas play --resume ")

    monkeypatch.setattr(sys, "argv", ["/src/common/cli.py"])
    monkeypatch.setattr(sys, "executable", "/v/bin/python3")
    assert paths.resume_command(game).startswith("/v/bin/python3 -m common.cli play --resume ")
