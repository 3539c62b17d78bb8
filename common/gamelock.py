"""One game, one table: a lock held on a game file while a session plays it.

Two `tarsas play --resume F` used to both say "saved" while one of them silently lost the
other's moves. A session that autosaves to F holds a lock on `.F.lock` beside it (the game
file itself is replaced on every save, so it cannot carry the lock). The lock is the
operating system's (`flock`, through the `filelock` library): it dies with its process, so a
game left by `kill -9` or a power cut is free again at once. The lock file itself stays,
empty and hidden.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from common.contract import EngineError
from common.files import hidden_beside

if TYPE_CHECKING:
    from filelock import BaseFileLock


class GameInUse(EngineError):
    """The game file is open in another tarsas."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(
            f"{path}: this game is open in another tarsas; finish or quit it there first",
            hu=f"{path}: ez a játék most egy másik tarsasban van nyitva; "
            "ott fejezd be, vagy lépj ki belőle előbb",
        )


def lock_path(path: str | Path) -> Path:
    """The lock file of a game: `.NAME.lock` beside the file a symlink finally points to (a
    long NAME cut short, `files.hidden_beside`)."""
    return hidden_beside(Path(os.path.realpath(os.fspath(path))), ".lock")


class GameLock:
    """Held from `take` until `release` (or the end of the process)."""

    def __init__(self, path: str | Path) -> None:
        # Imported here: only a session that plays a game file locks one, and the library
        # takes a tenth of the start of every other `tarsas` command.
        from filelock import FileLock

        self.path = Path(path)
        self._lock: BaseFileLock = FileLock(lock_path(path), timeout=0, thread_local=False)

    def take(self) -> None:
        """GameInUse when another tarsas holds it. Where no lock file can be made (a
        read-only folder) the game is played unlocked: no autosave can be written there
        either, so nothing can be lost twice."""
        from filelock import Timeout

        try:
            self._lock.acquire()
        except Timeout:
            raise GameInUse(self.path) from None
        except (OSError, NotImplementedError):
            pass

    def release(self) -> None:
        if self._lock.is_locked:
            self._lock.release()


def lock_game(path: str | Path) -> GameLock:
    """Take the lock of a game file; GameInUse when it is open elsewhere."""
    lock = GameLock(path)
    lock.take()
    return lock


def open_elsewhere(path: str | Path) -> bool:
    """Whether another session holds the game's lock right now (in this process too)."""
    if not lock_path(path).exists():
        return False
    try:
        lock = lock_game(path)
    except GameInUse:
        return True
    lock.release()
    return False
