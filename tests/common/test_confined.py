"""A served app (`tarsas serve`, issue 29 item 2) reads and writes saved games only inside its
own data folder: `paths.reachable`, the one rule `Session.save` and `Session.load` apply."""

from __future__ import annotations

from pathlib import Path

import pytest
from tarsas_kit import new_session

from common import paths
from common.contract import EngineError
from common.session import Session


@pytest.fixture
def confined(monkeypatch: pytest.MonkeyPatch, xdg: Path) -> Path:
    monkeypatch.setenv(paths.CONFINED, "1")
    home = xdg / "tarsas"
    home.mkdir(parents=True)
    return home


def test_at_a_terminal_every_path_is_the_users(tmp_path: Path) -> None:
    assert paths.reachable(tmp_path / "a.tarsas") == tmp_path / "a.tarsas"
    assert paths.reachable("a.tarsas") == Path("a.tarsas")


def test_inside_the_data_folder_is_reachable(confined: Path) -> None:
    assert paths.reachable(confined / "autosave" / "a.tarsas") == confined / "autosave" / "a.tarsas"
    assert paths.reachable("mine.tarsas") == confined / "mine.tarsas", "a bare name: inside"
    assert paths.reachable("autosave/../b.tarsas") == confined / "b.tarsas"


@pytest.mark.parametrize(
    "typed",
    ["/etc/passwd", "../escape.tarsas", "autosave/../../escape.tarsas", "/tmp/x.tarsas"],
)
def test_outside_is_refused_in_one_line_in_both_languages(confined: Path, typed: str) -> None:
    with pytest.raises(paths.OutsideDataFolder) as caught:
        paths.reachable(typed)
    assert "\n" not in str(caught.value)
    assert str(caught.value).startswith(f"{typed}: here games are saved and opened only in")
    assert "csak a tarsas saját mappájában" in caught.value.text("hu")


def test_a_symlink_pointing_out_is_refused(confined: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (confined / "door").symlink_to(outside)
    (confined / "file.tarsas").symlink_to(outside / "file.tarsas")
    for typed in ("door/x.tarsas", "file.tarsas", str(confined / "door" / "x.tarsas")):
        with pytest.raises(paths.OutsideDataFolder):
            paths.reachable(typed)


def test_sessions_save_and_open_only_inside(confined: Path, tmp_path: Path) -> None:
    session = new_session(2, seed=3)
    assert session.save("kept.tarsas") == confined / "kept.tarsas"
    assert Session.load("kept.tarsas").state == session.state
    outside = tmp_path / "outside.tarsas"
    with pytest.raises(EngineError):
        session.save(outside)
    assert not outside.exists()
    (confined / "kept.tarsas").rename(outside)
    with pytest.raises(EngineError, match="only in tarsas's own folder"):
        Session.load(outside)
