"""common.files: the one writer of every file tarsas writes (saved games, positions, crash log).

A write is atomic and leaves nothing behind on failure; it never destroys what it should not
(a device, a folder, the file behind a symlink); failures are one SaveError line.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path

import pytest

from common import files
from common.contract import EngineError
from common.files import SaveError


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_write_replaces_the_file_and_leaves_no_temp_file(tmp_path):
    target = tmp_path / "sub" / "dir" / "g.tarsas"
    files.write_text(target, "hello Béla\n")
    assert target.read_text(encoding="utf-8") == "hello Béla\n"
    assert names(target.parent) == ["g.tarsas"]
    files.write_text(target, "second\n")
    assert target.read_text(encoding="utf-8") == "second\n"
    assert names(target.parent) == ["g.tarsas"]


def test_the_temp_file_lives_in_the_targets_folder_and_the_folder_is_synced_last(
    tmp_path, monkeypatch
):
    target = tmp_path / "g.tarsas"
    events: list[tuple[str, str]] = []
    real_replace, real_fsync = os.replace, os.fsync

    def replace(src, dst):
        events.append(("replace", str(Path(src).parent)))
        real_replace(src, dst)

    def fsync(fd):
        kind = "folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file"
        events.append(("fsync", kind))
        real_fsync(fd)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "fsync", fsync)
    files.write_text(target, "text\n")
    assert events == [("fsync", "file"), ("replace", str(tmp_path)), ("fsync", "folder")]


@pytest.mark.parametrize(
    "broken", ["replace", "fsync", "write"], ids=["rename", "sync", "disk full"]
)
def test_a_failed_write_keeps_the_original_and_removes_the_temp_file(tmp_path, monkeypatch, broken):
    target = tmp_path / "g.tarsas"
    target.write_text("original\n", encoding="utf-8")

    def boom(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, broken, boom)
    with pytest.raises(SaveError) as info:
        files.write_text(target, "new text\n")
    assert str(info.value) == f"{target}: cannot write (No space left on device)"
    assert isinstance(info.value, EngineError) and isinstance(info.value, OSError)
    assert target.read_text(encoding="utf-8") == "original\n"
    assert names(tmp_path) == ["g.tarsas"]


def test_an_interrupt_during_the_write_leaves_no_temp_file(tmp_path, monkeypatch):
    target = tmp_path / "g.tarsas"

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        files.write_text(target, "text\n")
    assert names(tmp_path) == []


def test_a_folder_is_not_replaced(tmp_path):
    with pytest.raises(SaveError, match="it is a folder"):
        files.write_text(tmp_path, "text\n")
    assert tmp_path.is_dir() and names(tmp_path) == []


def test_a_device_or_pipe_is_refused_and_stays_what_it_was(tmp_path):
    """`--out /dev/full` once replaced the device node with a regular file; a FIFO stands in
    for a device here (making a device node needs privileges)."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="not a regular file"):
        files.write_text(pipe, "text\n")
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert names(tmp_path) == ["pipe"]


def test_a_path_below_a_file_is_one_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(SaveError, match=r"file/g\.tarsas: cannot write \("):
        files.write_text(blocker / "g.tarsas", "text\n")


def test_a_symlink_is_written_through_and_stays_a_link(tmp_path):
    real = tmp_path / "games" / "real.tarsas"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.tarsas"
    link.symlink_to(real)
    files.write_text(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == "new\n"
    assert names(real.parent) == ["real.tarsas"] and names(tmp_path) == ["games", "link.tarsas"]


def test_an_existing_file_keeps_its_mode_and_a_new_one_follows_the_umask(tmp_path):
    kept = tmp_path / "kept.tarsas"
    kept.write_text("x", encoding="utf-8")
    kept.chmod(0o640)
    files.write_text(kept, "y\n")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640
    old = os.umask(0o027)
    try:
        files.write_text(tmp_path / "new.tarsas", "z\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.tarsas").stat().st_mode) == 0o640


def test_stale_temp_files_of_killed_writers_are_removed(tmp_path):
    """After `kill -9` halfway through a save the temp file stays; the next start removes it,
    but never the temp file of a save another tarsas is making right now."""
    dead = tmp_path / ".g.tarsas.999999999.0a1b2c3d.tmp"
    running = tmp_path / f".h.tarsas.{os.getpid()}.0a1b2c3d.tmp"
    old_style = tmp_path / ".i.tarsas.k2j4_x9q.tmp"
    fresh_old_style = tmp_path / ".j.tarsas.m3n5_z1w.tmp"
    game = tmp_path / "g.tarsas"
    for path in (dead, running, old_style, fresh_old_style, game):
        path.write_text("x", encoding="utf-8")
    an_hour_ago = time.time() - 120
    os.utime(old_style, (an_hour_ago, an_hour_ago))
    assert files.clean_stale_temps(tmp_path) == 2
    assert names(tmp_path) == sorted([running.name, fresh_old_style.name, game.name])
    assert files.clean_stale_temps(tmp_path, now=time.time() + 2 * files.STALE_AFTER) == 2
    assert names(tmp_path) == ["g.tarsas"]


def test_the_crash_log_keeps_only_its_newest_part(tmp_path):
    log = tmp_path / "crash.log"
    files.append_capped(log, "first\n", keep=10)
    files.append_capped(log, "second\n", keep=10)
    assert log.read_text(encoding="utf-8") == "st\nsecond\n"


@pytest.mark.parametrize(
    ("make", "en", "hu"),
    [
        (lambda tmp: tmp, "cannot write: it is a folder", "nem írható: ez egy mappa"),
        (
            lambda tmp: Path(os.devnull),
            "cannot write: not a regular file (a device or a pipe)",
            "nem írható: nem közönséges fájl (hanem eszköz vagy cső)",
        ),
        (
            lambda tmp: (tmp / "file").with_name("file") / "g.tarsas",
            "cannot write (Not a directory)",
            "nem sikerült írni (az útvonal egy része nem mappa)",
        ),
    ],
)
def test_every_write_error_has_its_line_in_both_languages(tmp_path, make, en, hu):
    """The Hungarian table shows file errors in Hungarian, the operating system's reason too
    (D-T-16); `str()` stays English for the command line."""
    (tmp_path / "file").write_text("x", encoding="utf-8")
    target = make(tmp_path)
    with pytest.raises(SaveError) as info:
        files.write_text(target, "text")
    assert str(info.value) == f"{target}: {en}"
    assert info.value.text("en") == f"{target}: {en}"
    assert info.value.text("hu") == f"{target}: {hu}"


def test_an_unlisted_system_reason_is_named_by_its_code_in_hungarian():
    error = OSError(errno.EMFILE, os.strerror(errno.EMFILE), "g.tarsas")
    assert files.error_text(error, "hu") == "g.tarsas: rendszerhiba: EMFILE"
    assert files.error_text(error, "en") == f"g.tarsas: {os.strerror(errno.EMFILE)}"
    assert files.error_text(OSError(errno.ENOSPC, "x"), "hu") == "betelt a lemez"
