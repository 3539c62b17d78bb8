"""One game, one table (issue 14, items 2 and 3): every new game gets its own autosave file,
and a game file open in one tarsas cannot be opened in another.

Two games started in the same second shared one autosave, the second overwriting the first;
two `tarsas play --resume F` both said "saved" and one move was silently lost.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from tarsas_kit import new_session, play_random

from common import paths, savefile
from common.cli import main
from common.files import SaveError
from common.gamelock import GameInUse, lock_path, open_elsewhere
from common.session import Session
from common.tui.setup import unfinished_games

HOLDER = """
import sys
from common.session import Session
session = Session.load(sys.argv[1], autosave=True)
print("holding", flush=True)
sys.stdin.read()
"""


class Frozen(datetime):
    @classmethod
    def now(cls, tz=None):
        return cls(2026, 11, 22, 10, 0, 0)


def test_two_games_started_in_the_same_second_get_two_files(xdg, monkeypatch):
    monkeypatch.setattr(paths, "datetime", Frozen)
    a, b = paths.new_autosave_path("sanjuan"), paths.new_autosave_path("sanjuan")
    assert a != b and a.name.startswith("sanjuan-20261122-100000-")
    assert lock_path(a).exists() and lock_path(b).exists(), "each name is reserved"
    first = play_random(new_session(2, seed=1, autosave=a), 7, seed=1)
    second = play_random(new_session(2, seed=2, autosave=b), 3, seed=2)
    assert len(savefile.read(a).moves) == len(first.played) == 7
    assert len(savefile.read(b).moves) == len(second.played) == 3


def test_an_autosave_name_is_taken_exclusively(xdg, monkeypatch):
    """Even a repeated random suffix never lands two games in one file."""
    monkeypatch.setattr(paths, "datetime", Frozen)
    suffixes = iter(["abcd", "abcd", "ef01"])
    monkeypatch.setattr(paths.secrets, "token_hex", lambda n: next(suffixes))
    a = paths.new_autosave_path("sanjuan")
    a.write_text("a game\n", encoding="utf-8")
    b = paths.new_autosave_path("sanjuan")
    assert b.name == "sanjuan-20261122-100000-ef01.tarsas"
    assert a.read_text(encoding="utf-8") == "a game\n"


def test_a_new_autosave_name_is_reserved_without_an_empty_file(xdg):
    """Issue 27 item 3: the name was reserved by creating the file empty, so a kill or a full
    disk at that moment left a 0-byte game the list called incomplete, and a reader found an
    unparseable file meanwhile. The game file now first appears whole."""
    path = paths.new_autosave_path("sanjuan")
    assert list(path.parent.glob("*.tarsas")) == []
    assert unfinished_games("hu") == []
    session = new_session(2, seed=1, autosave=path)
    saved = savefile.read(path)
    assert (saved.players, saved.moves, saved.result) == (2, [], "*")
    assert unfinished_games("hu") == []  # nothing to resume yet (issue 30 item 6)
    session.play(session.legal()[0])
    assert [u.path for u in unfinished_games("hu")] == [path]
    session.close()


def test_a_game_open_in_one_session_cannot_be_resumed_in_another(tmp_path):
    path = tmp_path / "g.tarsas"
    first = play_random(new_session(2, seed=3, autosave=path), 4, seed=3)
    with pytest.raises(GameInUse) as info:
        Session.load(path, autosave=True)
    assert str(info.value) == (
        f"{path}: this game is open in another tarsas; finish or quit it there first"
    )
    assert info.value.text("hu") == (
        f"{path}: ez a játék most egy másik tarsasban van nyitva; ott fejezd be, vagy lépj ki "
        "belőle előbb"
    )
    assert Session.load(path).state == first.state, "reading it (replay) is fine"
    first.close()
    second = Session.load(path, autosave=True)
    play_random(second, 2, seed=4)
    assert len(savefile.read(path).moves) == 6
    second.close()


def test_saving_a_copy_over_a_game_open_elsewhere_is_refused(tmp_path):
    busy = tmp_path / "busy.tarsas"
    other = play_random(new_session(2, seed=3, autosave=busy), 4, seed=3)
    mine = play_random(new_session(2, seed=5, autosave=tmp_path / "mine.tarsas"), 2, seed=5)
    with pytest.raises(SaveError, match="open in another tarsas") as info:
        mine.save(busy)
    assert "egy másik tarsasban van nyitva; ments máshová" in info.value.text("hu")
    assert len(savefile.read(busy).moves) == 4
    mine.save(tmp_path / "mine.tarsas")  # its own file is fine
    other.close()
    mine.save(busy)
    assert len(savefile.read(busy).moves) == 2


def _holder(path: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "holding"
    return proc


def test_a_second_tarsas_gets_a_clear_message_and_a_non_zero_exit(tmp_path, capsys):
    """In the table's language (`--lang`, Hungarian by default; D-T-16)."""
    path = tmp_path / "g.tarsas"
    play_random(new_session(2, seed=3, autosave=path), 4, seed=3).close()
    holder = _holder(path)
    try:
        assert open_elsewhere(path)
        code = main(["play", "--plain", "--resume", str(path), "--lang", "en"])
        err = capsys.readouterr().err
        assert code == 2
        assert err.splitlines() == [
            f"tarsas: error: {path}: this game is open in another tarsas; finish or quit it "
            "there first"
        ]
        assert main(["play", "--plain", "--resume", str(path)]) == 2
        assert capsys.readouterr().err.splitlines() == [
            f"tarsas: hiba: {path}: ez a játék most egy másik tarsasban van nyitva; ott fejezd "
            "be, vagy lépj ki belőle előbb"
        ]
    finally:
        holder.communicate("")
    assert not open_elsewhere(path)


def test_a_game_left_by_kill_9_is_free_again_at_once(tmp_path):
    path = tmp_path / "g.tarsas"
    play_random(new_session(2, seed=3, autosave=path), 4, seed=3).close()
    holder = _holder(path)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert lock_path(path).exists(), "the lock file stays behind"
    assert not open_elsewhere(path)
    Session.load(path, autosave=True).close()


def test_the_setup_screens_list_marks_a_game_open_elsewhere(xdg):
    folder = paths.autosave_dir()
    open_game = play_random(new_session(2, seed=3, autosave=folder / "a.tarsas"), 4, seed=3)
    play_random(new_session(2, seed=4, autosave=folder / "b.tarsas"), 4, seed=4).close()
    rows = {u.path.name: u for u in unfinished_games("hu")}
    assert rows["a.tarsas"].busy and rows["a.tarsas"].label.endswith(" · most máshol nyitva")
    assert not rows["b.tarsas"].busy and "máshol" not in rows["b.tarsas"].label
    open_game.close()
    assert not any(u.busy for u in unfinished_games("en"))


@pytest.mark.parametrize("stem", ["a" * 243, "é" * 121 + "a"], ids=["ascii", "utf8"])
def test_a_valid_long_name_saves_locks_and_resumes(tmp_path, capsys, stem):
    """Issue 27 item 4: the lock file's `.NAME.lock` (and the temp file's name) were longer
    than a file name may be, and a valid 250-byte save-as name ended in "internal error"."""
    path = tmp_path / f"{stem}.tarsas"
    assert len(os.fsencode(path.name)) <= 250
    assert main(["selfplay", "sanjuan", "--players", "2", "--seed", "4", "--out", str(path)]) == 0
    capsys.readouterr()
    first = Session.load(path, autosave=True)
    with pytest.raises(GameInUse):
        Session.load(path, autosave=True)
    first.close()
    assert all(len(os.fsencode(p.name)) <= 255 for p in tmp_path.iterdir())


def test_a_name_longer_than_the_file_system_allows_is_a_clear_save_error(tmp_path, capsys):
    path = tmp_path / ("é" * 130 + ".tarsas")
    assert main(["selfplay", "sanjuan", "--players", "2", "--seed", "4", "--out", str(path)]) == 2
    assert capsys.readouterr().err == f"tarsas: error: {path}: cannot write (File name too long)\n"
    with pytest.raises(SaveError) as info:
        new_session(2, seed=1).save(path)
    assert info.value.text("hu") == f"{path}: nem sikerült írni (túl hosszú név)"
