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

A temporary file is named `.NAME.PID.RANDOM.tmp` (NAME cut short where the whole would be too
long a file name, `hidden_beside`); `clean_stale_temps` removes the ones whose
writer is gone (killed with `kill -9` halfway through a save), so none piles up.
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import secrets
import stat
import time
from pathlib import Path

from common.contract import EngineError, Lang


class SaveError(EngineError, OSError):
    """A file could not be written: one clear line naming the file and the reason, in both
    languages (`text(lang)`; `str()` is the English line).

    It is an `OSError` too, so code that guards a write with `except OSError` keeps working.
    `path` is the file as the line names it (a screen may shorten it there, never the reason).
    """

    def __init__(self, message: str, hu: str | None = None, path: str | None = None) -> None:
        super().__init__(message, hu=hu)
        self.path = path


WORDS: dict[Lang, dict[str, str]] = {
    "en": {
        "folder": "{path}: cannot write: it is a folder",
        "special": "{path}: cannot write: not a regular file (a device or a pipe)",
        "failed": "{path}: cannot write ({reason})",
    },
    "hu": {
        "folder": "{path}: nem írható: ez egy mappa",
        "special": "{path}: nem írható: nem közönséges fájl (hanem eszköz vagy cső)",
        "failed": "{path}: nem sikerült írni ({reason})",
    },
}
"""Why a file could not be written, in the table's language."""
REASONS_HU = {
    errno.ENOSPC: "betelt a lemez",
    errno.EDQUOT: "elfogyott a lemezkvóta",
    errno.EACCES: "nincs hozzá jogosultság",
    errno.EPERM: "a művelet nem engedélyezett",
    errno.EROFS: "csak olvasható fájlrendszer",
    errno.ENOENT: "nincs ilyen mappa vagy fájl",
    errno.ENOTDIR: "az útvonal egy része nem mappa",
    errno.EISDIR: "ez egy mappa",
    errno.ENAMETOOLONG: "túl hosszú név",
    errno.EIO: "írási-olvasási hiba",
    errno.EEXIST: "már létezik",
}
"""The operating system's reasons in Hungarian (its own words are English); an unlisted one
is named by its code, e.g. "rendszerhiba: EMFILE"."""


def os_reason(error: OSError, lang: Lang) -> str:
    """Why the operating system refused, in the table's language."""
    if lang == "hu":
        code = error.errno or 0
        return REASONS_HU.get(code) or f"rendszerhiba: {errno.errorcode.get(code, code)}"
    return error.strerror or str(error) or type(error).__name__


def error_text(error: Exception, lang: Lang) -> str:
    """The line a client shows for a failed file operation, in the table's language: ours
    carry both languages, a bare OSError is named by its reason (and file)."""
    if isinstance(error, EngineError):
        return error.text(lang)
    if isinstance(error, OSError):
        reason = os_reason(error, lang)
        return f"{error.filename}: {reason}" if error.filename else reason
    return str(error)


def failed_path(error: OSError) -> str | None:
    """The file named in `error_text`'s line for `error` (a screen may shorten it there)."""
    if isinstance(error, SaveError):
        return error.path
    return None if error.filename is None else str(error.filename)


def _error(key: str, path: str | Path, error: OSError | None = None) -> SaveError:
    """A SaveError worded in both languages (`WORDS[lang][key]`)."""

    def line(lang: Lang) -> str:
        reason = "" if error is None else os_reason(error, lang)
        return WORDS[lang][key].format(path=path, reason=reason)

    return SaveError(line("en"), hu=line("hu"), path=str(path))


_TEMP = re.compile(r"^\..+?\.(?:(\d+)\.)?[0-9A-Za-z_]+\.tmp$")
STALE_AFTER = 3600.0
"""Seconds after which a temporary file counts as abandoned even if its pid is alive again."""
_DIR_FSYNC_UNSUPPORTED = {errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EBADF}


NAME_MAX = 255
"""The longest file name, in bytes, on the usual file systems (ext4, APFS, NTFS)."""


def hidden_beside(target: Path, suffix: str) -> Path:
    """A hidden file beside `target` named for it: `.NAME` + `suffix`, or, where that would be
    longer than a file name may be, the name cut short and told apart by a hash of it whole
    (a valid 250-byte name still gets its temporary and lock files)."""
    name = f".{target.name}{suffix}"
    if len(os.fsencode(name)) <= NAME_MAX:
        return target.with_name(name)
    tag = "~" + hashlib.sha256(os.fsencode(target.name)).hexdigest()[:12]
    room = NAME_MAX - len(os.fsencode(f".{tag}{suffix}"))
    cut = os.fsencode(target.name)[:room].decode("utf-8", "ignore")
    return target.with_name(f".{cut}{tag}{suffix}")


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
        tmp = hidden_beside(target, f".{os.getpid()}.{secrets.token_hex(4)}.tmp")
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
        raise _error("folder", path)
    if not stat.S_ISREG(info.st_mode):
        raise _error("special", path)
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
    return _error("failed", path, error)


class NotRegularFile(OSError):
    """A path to read that is a FIFO, a device or a socket, not a file."""


class TooLarge(OSError):
    """A file to read that is larger than its reader's limit."""


def read_regular(path: str | Path, limit: int) -> bytes:
    """The whole of a regular file of at most `limit` bytes, read at once.

    A FIFO or a device is refused without waiting for a writer (it is opened non-blocking and
    looked at before any read): `NotRegularFile` (a folder: `IsADirectoryError`); a larger
    file is `TooLarge` before it is read, and so is one that grows past the limit meanwhile.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file")
        if info.st_size > limit:
            raise TooLarge(errno.EFBIG, "file too large")
        chunks, size = [], 0
        while chunk := os.read(fd, min(1 << 20, limit + 1 - size)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise TooLarge(errno.EFBIG, "file too large")
        return b"".join(chunks)
    finally:
        os.close(fd)


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
