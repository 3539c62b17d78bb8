"""The one way tarsas writes a file: saved games, positions and the crash log.

`write_text` replaces a file atomically, so a reader (or a crash, or a full disk) only ever
sees the old text or the new one:

- the text goes to a temporary file in the target's own folder (a rename across file systems
  would not be atomic), which is removed again on every failure, Ctrl-C included;
- the file and then the folder are fsynced, so the rename survives a power cut;
- a symlink is written through: the file it points to is replaced and the link stays;
- an existing target that is not a regular file (a folder, a device such as /dev/full, a
  FIFO) is refused: replacing it would destroy it;
- an existing file keeps its permission bits; a new one gets the usual 0o666 minus the umask.

A temporary file is named `.NAME.PID.RANDOM.tmp`; `clean_stale_temps` removes the ones whose
writer is gone (killed with `kill -9` halfway through a save), so none piles up.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import time
from pathlib import Path

from common.engine import EngineError


class SaveError(EngineError, OSError):
    """A file could not be written: one clear line naming the file and the reason.

    It is an `OSError` too, so code that guards a write with `except OSError` keeps working.
    """


_TEMP = re.compile(r"^\..+?\.(?:(\d+)\.)?[0-9A-Za-z_]+\.tmp$")
STALE_AFTER = 3600.0
"""Seconds after which a temporary file counts as abandoned even if its pid is alive again."""
_DIR_FSYNC_UNSUPPORTED = {errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EBADF}


def write_text(path: str | Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) atomically; SaveError on any failure.

    Nothing is left behind on failure: the old file is untouched and no temporary file stays.
    """
    target = _writable_target(path)
    data = text.encode("utf-8")
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        mode = _existing_mode(target)
        tmp = folder / f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    except OSError as e:
        raise _failed(path, e) from None
    try:
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException as e:
        tmp.unlink(missing_ok=True)
        if isinstance(e, OSError):
            raise _failed(path, e) from None
        raise
    _fsync_folder(folder)


def _writable_target(path: str | Path) -> Path:
    """The file to replace: symlinks followed to their end; a non-regular file refused."""
    target = Path(os.path.realpath(os.fspath(path)))
    try:
        info = target.stat()
    except FileNotFoundError:
        return target
    except OSError as e:
        raise _failed(path, e) from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"{path}: cannot write: it is a folder")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{path}: cannot write: not a regular file (a device or a pipe)")
    return target


def _existing_mode(target: Path) -> int | None:
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        return None


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; a file system that cannot sync a folder is let be."""
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError as e:
        if e.errno not in _DIR_FSYNC_UNSUPPORTED:
            raise _failed(folder, e) from None
    finally:
        os.close(fd)


def _failed(path: str | Path, error: OSError) -> SaveError:
    reason = error.strerror or str(error) or type(error).__name__
    return SaveError(f"{path}: cannot write ({reason})")


def append_capped(path: str | Path, text: str, keep: int) -> None:
    """Add `text` to the end of a log file, keeping only its newest `keep` characters; written
    with `write_text` like every other file."""
    try:
        old = Path(path).read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        old = ""
    except OSError as e:
        raise _failed(path, e) from None
    write_text(path, (old + text)[-keep:])


def clean_stale_temps(folder: Path, now: float | None = None) -> int:
    """Remove temporary files of writes that never finished (their writer was killed).

    A temp file whose pid is still running and which is younger than `STALE_AFTER` is a save
    in progress in another tarsas and is kept. Returns how many were removed.
    """
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(folder.iterdir())
    except OSError:
        return 0
    for entry in entries:
        match = _TEMP.match(entry.name)
        if match is None:
            continue
        try:
            age = now - entry.lstat().st_mtime
        except OSError:
            continue
        pid = match.group(1)
        writing = pid is not None and _alive(int(pid)) and age < STALE_AFTER
        if writing or (pid is None and age < 60):
            continue
        try:
            entry.unlink()
        except OSError:
            continue
        removed += 1
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except PermissionError:  # a process of another user
        return True
    except (OSError, OverflowError):
        return False
    return True
