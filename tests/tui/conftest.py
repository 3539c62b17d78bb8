from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every app test keeps its autosaves in its own temporary data directory."""
    home = tmp_path / "xdg"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home
