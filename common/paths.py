"""Where tarsas keeps the user's files (autosaves, the crash log): the platform's data folder.

`platformdirs` names it: `$XDG_DATA_HOME/tarsas` or `~/.local/share/tarsas` on Linux,
`~/Library/Application Support/tarsas` on macOS, `%LOCALAPPDATA%\\tarsas` on Windows. Before,
it was the Linux one everywhere; games autosaved there are still listed and resumed
(`autosave_dirs`).

A served app (`tarsas serve`) is confined to these folders: every saved game it reads or writes
goes through `reachable`, so a path typed in a browser never reaches the rest of the disk.
"""

from __future__ import annotations

import os
import secrets
import shlex
import shutil
import sys
from datetime import datetime
from pathlib import Path

import platformdirs

from common.files import SaveError, os_reason
from common.gamelock import lock_path

APP = "tarsas"
CONFINED = "TARSAS_CONFINED"
"""Set to 1 in the environment of an app that `tarsas serve` runs for a browser: its saved games
stay inside its own data folders (`reachable`)."""


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def former_data_dir() -> Path:
    """Where every tarsas before issue 27 kept its files, whatever the platform."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def autosave_dirs() -> list[Path]:
    """Every folder autosaved games are looked for in: today's, then the former one where it
    is another folder (its games are listed and resumed where they lie)."""
    folders = [autosave_dir(), former_data_dir() / "autosave"]
    return folders[:1] if folders[0] == folders[1] else folders


def new_autosave_path(game_id: str) -> Path:
    """A new autosave file's name, reserved so no other game can have it, without the file.

    The name is the time plus a short random suffix (`sanjuan-20261122-100000-k3x9.tarsas`):
    two games started in the same second used to share one file, the second overwriting
    the first. The game's hidden lock file (`gamelock.lock_path`) is created exclusively to
    reserve it; the game file itself is first written whole by the session's autosave, so a
    kill or a full disk meanwhile leaves no empty `.tarsas` to list, and a reader never finds
    one half made.
    """
    folder = autosave_dir()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for _ in range(100):
            path = folder / f"{game_id}-{stamp}-{secrets.token_hex(2)}.tarsas"
            try:
                os.close(os.open(lock_path(path), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            except FileExistsError:
                continue
            if not os.path.lexists(path):
                return path
    except OSError as e:
        raise SaveError(
            f"{folder}: cannot make an autosave file ({os_reason(e, 'en')})",
            hu=f"{folder}: nem sikerült automatikus mentést létrehozni ({os_reason(e, 'hu')})",
        ) from None
    raise SaveError(
        f"{folder}: no free autosave name", hu=f"{folder}: nincs szabad név automatikus mentéshez"
    )


def resume_command(path: Path, command: str = "play") -> str:
    """The command that continues the game saved in `path`, as the player can type it again
    (`tarsas host` continues its games with `host --resume`).

    The program is named the way it was started: `.venv/bin/tarsas` after the README's install
    (which puts nothing on PATH), `tarsas` only where that name on PATH is this very program,
    `python -m common.cli` when started so. The path is quoted for the shell: macOS's data
    folder has a space in it.
    """
    return f"{own_command()} {command} --resume {shlex.quote(str(path))}"


def own_command() -> str:
    started = sys.argv[0]
    name = Path(started).name
    if name.removesuffix(".exe") != APP:  # `python -m common.cli` (or a test runner)
        return f"{shlex.quote(sys.executable)} -m common.cli"
    on_path = shutil.which(name)
    if on_path is not None and Path(on_path).resolve() == Path(started).resolve():
        return name
    return shlex.quote(started)


def confined() -> bool:
    """Whether this app is served to a browser (`CONFINED`), its files kept in its data folders."""
    return os.environ.get(CONFINED) == "1"


def shown(path: str | Path) -> str:
    """A saved game's path as the player is shown it. At a terminal the whole path. In an app
    served to a browser its name inside the data folder, which `reachable` takes back (a file
    elsewhere, in the former folder: its name alone): the server's folders mean nothing in a
    browser and are none of a remote player's business."""
    if not confined():
        return str(path)
    real = Path(os.path.realpath(path))
    home = Path(os.path.realpath(data_dir()))
    return str(real.relative_to(home)) if real.is_relative_to(home) else real.name


class OutsideDataFolder(SaveError):
    """A served app was asked for a file outside its own data folders."""


def reachable(path: str | Path) -> Path:
    """The saved game `path` names, as this tarsas may read or write it.

    At a terminal that is any file the user can reach. In an app served to a browser (`CONFINED`
    in its environment) it is a file inside its own data folders only: a relative name is taken
    inside the data folder (the server's working folder means nothing to a browser), and the
    name with `..` and every symlink resolved must stay inside, so neither an absolute path, a
    `..` nor a link pointing out leads elsewhere. One rule at the one place sessions open and
    save files (`Session.load`, `Session.save`), so no screen can forget it.
    """
    if not confined():
        return Path(path)
    home = data_dir()
    real = Path(os.path.realpath(home / path))
    for folder in dict.fromkeys([home, former_data_dir()]):
        if real.is_relative_to(os.path.realpath(folder)):
            return real
    raise OutsideDataFolder(
        f"{path}: here games are saved and opened only in tarsas's own folder "
        "(a bare name will do)",
        hu=f"{path}: itt csak a tarsas saját mappájában lehet játékot menteni és megnyitni "
        "(elég egy nevet írni)",
        path=str(path),
    )
