from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep autosaves and crash logs (XDG_DATA_HOME) inside the test's temporary directory."""
    home = tmp_path / "xdg"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home
