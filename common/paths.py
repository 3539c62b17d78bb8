"""Where tarsas keeps the user's files (autosaves): the XDG data directory."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path


def data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "tarsas"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def new_autosave_path(game_id: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"{game_id}-{stamp}.tarsas"
