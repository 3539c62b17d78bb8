"""Saved games written by earlier versions of tarsas still replay, verify and resume (issue 27).

`tests/fixtures/saves/<commit>/` holds real files written by that commit (`tools/old_saves.sh`):
finished games from `tarsas selfplay --out`, unfinished ones autosaved by its line mode. Both
commits are from before the councillor ruling (R-SJ-3), so their San Juan and ANNO XVII games
are migrated (`common.migrate`); one of them declined a councillor after drawing, which no
later revision can express, and must say so in one line.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tarsas_kit import play_random

from common import migrate, paths, savefile
from common import session as session_mod
from common.cli import main
from common.session import Session
from common.tui.setup import unfinished_games

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
REFUSED = {"b5e55ef/sanjuan-3p-draft-declined-after-draw.tarsas": 36}
"""Fixtures no migration can bring up to date, with the line the refusal names."""
FILES = sorted(str(p.relative_to(FIXTURES)) for p in FIXTURES.glob("*/*.tarsas"))
GOOD = [name for name in FILES if name not in REFUSED]


def test_every_game_has_finished_and_unfinished_fixtures_from_each_commit():
    commits = {name.split("/")[0] for name in FILES}
    assert commits == {"b5e55ef", "36b8e5a"}
    for commit in commits:
        games = {(g.game, g.result == "*") for g in _saved(commit)}
        for game in ("sanjuan", "anno_xvii", "puertorico", "aranyvaros"):
            assert (game, True) in games and (game, False) in games, (commit, game)
        expansions = [g for g in _saved(commit) if g.options.get("exp_nobles") == "true"]
        assert expansions, "a Puerto Rico game with the expansions"


@pytest.mark.parametrize("name", GOOD)
def test_an_old_saved_game_replays_and_verifies(name, capsys):
    path = FIXTURES / name
    saved = savefile.read(path)
    assert saved.format == 1 and saved.rules == 1, "written before revisions were kept"
    assert main(["replay", str(path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(path), "--verify"]) == 0
    out, err = capsys.readouterr()
    moves = len(session_mod.upgrade(saved, str(path)).moves)
    assert err == "" and out.strip() == f"{path}: {moves} moves verified; result {saved.result}"
    if saved.game in ("sanjuan", "anno_xvii"):
        assert moves > len(saved.moves), "a draw before each councillor's keep"


@pytest.mark.parametrize("name", GOOD)
def test_an_old_saved_game_resumes_and_is_saved_in_todays_format(name, tmp_path):
    path = tmp_path / Path(name).name
    shutil.copy(FIXTURES / name, path)
    old = savefile.read(path)
    session = Session.load(path, autosave=True)
    assert session.over == (old.result != "*")
    if not session.over:
        play_random(session, 6, seed=3)
        again = savefile.read(path)
        assert (again.format, again.rules) == (savefile.FORMAT, migrate.revision(old.game))
        assert [(m.seat, m.text) for m in again.moves[: len(session.played)]] == [
            (p.seat, session.game.move_text(p.move)) for p in session.played
        ]
        session.close()
        assert Session.load(path).state == session.state
    session.close()


def test_the_refused_fixture_is_one_line_naming_both_revisions(capsys):
    for name, line in REFUSED.items():
        path = FIXTURES / name
        assert main(["replay", str(path), "--verify"]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.splitlines()) == 1
        assert err.startswith(f"tarsas: {path}:{line}: seat ")
        assert "revision 1" in err and "revision 2" in err


def _saved(commit: str) -> list[savefile.SavedGame]:
    return [savefile.read(p) for p in sorted((FIXTURES / commit).glob("*.tarsas"))]


def test_the_setup_screen_lists_and_resumes_old_unfinished_games(xdg):
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    unfinished = [name for name in GOOD if savefile.read(FIXTURES / name).result == "*"]
    for name in unfinished:
        shutil.copy(FIXTURES / name, folder / name.replace("/", "-"))
    listed = unfinished_games("en", limit=len(unfinished))
    assert sorted(u.path.name for u in listed) == sorted(n.replace("/", "-") for n in unfinished)
    for row in listed:
        session = Session.load(row.path, autosave=True)
        assert not session.over
        session.close()
