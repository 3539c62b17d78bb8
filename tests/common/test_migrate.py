"""Rules and file-format revisions of saved games, and their migrations (issue 27, D-E-33).

The policy (docs/saved_games.md): a rules change that alters the legal moves raises its game's
revision in `common.migrate.RULES` and comes with a migration and a fixture. The fingerprints
below hold the legal moves and moves of the playthrough goldens at each game's revision, so a
re-recorded golden with other legal moves fails here until the revision is raised.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from common import migrate, savefile
from common.bots import RandomBot
from common.cli import main
from common.registry import GAME_IDS, get_game
from common.session import Session, upgrade

TESTS = Path(__file__).resolve().parents[1]
OLD = TESTS / "fixtures" / "saves" / "b5e55ef"

LEGAL_MOVES: dict[str, tuple[int, dict[str, str]]] = {
    "sanjuan": (
        2,
        {
            "sanjuan-2p-seed11.txt": "b07e4805b56080b6",
            "sanjuan-2p-seed18-options.txt": "6cea20d28487e692",
            "sanjuan-3p-seed12-draft-random-governor.txt": "e30be86736eda83e",
            "sanjuan-4p-seed13.txt": "898b25f03a84fc2f",
        },
    ),
    "anno_xvii": (
        2,
        {
            "anno_xvii-2p-seed21.txt": "0064eef3d83cb5da",
            "anno_xvii-2p-seed36-options.txt": "4c7cba13d2e5f338",
            "anno_xvii-3p-seed22-options.txt": "00469f6977514b29",
            "anno_xvii-4p-seed23.txt": "3d7e3d9bc2f5fca3",
        },
    ),
    "puertorico": (
        2,
        {
            "puertorico-2p-seed22.txt": "04ff8352c1cd1218",
            "puertorico-2p-seed43-newbuildings.txt": "0ff5fbfa18abc963",
            "puertorico-2p-seed45-both-draft.txt": "160e65284623a92c",
            "puertorico-3p-seed23.txt": "d2055c2e718c59dc",
            "puertorico-3p-seed31-options.txt": "ae02ce43447e9790",
            "puertorico-3p-seed42-both-random-options.txt": "e3031f7eb27918cc",
            "puertorico-4p-seed24.txt": "a9de8cb2f8b5f18f",
            "puertorico-4p-seed41-both-draft.txt": "964d414fc6380e1a",
            "puertorico-5p-seed25.txt": "6ba6169678c6644f",
            "puertorico-5p-seed32-122vp.txt": "dd8f7552b96ed3f9",
            "puertorico-5p-seed44-nobles-random.txt": "750d245b2e19473b",
        },
    ),
    "aranyvaros": (
        1,
        {
            "aranyvaros-3p-seed31.txt": "566af6be3d5d073a",
            "aranyvaros-3p-seed32-open.txt": "cd08d115ed408b5e",
            "aranyvaros-4p-seed41.txt": "1dfcee1a1e56b634",
            "aranyvaros-4p-seed42-variants.txt": "3e905781a74e9d06",
        },
    ),
}
"""Per game: the revision the fingerprints were taken at, and each playthrough golden's."""


def fingerprint(path: Path) -> str:
    """The legal moves and the move of every decision of a playthrough golden, hashed."""
    digest = hashlib.sha256()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        columns = dict(c.split(": ", 1) for c in line.split("\t")[1:] if ": " in c)
        digest.update(f"{columns.get('legal', '')}|{columns.get('move', '')}\n".encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize("game_id", sorted(LEGAL_MOVES))
def test_legal_moves_change_only_with_a_new_rules_revision(game_id):
    revision, pinned = LEGAL_MOVES[game_id]
    if migrate.revision(game_id) > revision:
        return  # raised: the new revision's fingerprints are pinned with its migration
    for name, value in pinned.items():
        path = next(TESTS.glob(f"*/playthrough/{name}"))
        assert fingerprint(path) == value, (
            f"the legal moves of {name} changed: raise RULES[{game_id!r}] in common/migrate.py "
            "with a migration and a fixture (docs/saved_games.md); if no legal move changed, "
            "update the fingerprint here"
        )


def test_every_game_is_pinned_and_every_earlier_revision_has_its_migration():
    assert sorted(LEGAL_MOVES) == sorted(GAME_IDS)
    for game_id in GAME_IDS:
        for rev in range(1, migrate.revision(game_id)):
            assert (game_id, rev) in migrate.MIGRATIONS


def test_a_saved_game_names_both_revisions():
    text = savefile.dumps(
        Session(
            get_game("sanjuan"),
            get_game("sanjuan").config(2),
            1,
            [savefile.SeatInfo("A"), savefile.SeatInfo("B")],
        ).to_saved()
    )
    assert text.startswith(f'[Format "{savefile.FORMAT}"]\n[Game "sanjuan"]\n[Rules "2"]\n')
    saved = savefile.loads(text)
    assert (saved.format, saved.rules) == (savefile.FORMAT, 2)


def _with(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def test_a_newer_rules_revision_is_one_line_naming_both(tmp_path, capsys):
    path = tmp_path / "new.tarsas"
    text = (OLD / "sanjuan-2p-easy.tarsas").read_text(encoding="utf-8")
    path.write_text(_with(text, '[Game "sanjuan"]\n', '[Game "sanjuan"]\n[Rules "3"]\n'))
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"tarsas: {path}:2: written by a newer tarsas, under San Juan rules revision 3; this "
        "tarsas plays revision 2 (update tarsas to open it)\n"
    )


def test_a_newer_format_is_one_line_naming_both(tmp_path, capsys):
    path = tmp_path / "new.tarsas"
    text = (OLD / "sanjuan-2p-easy.tarsas").read_text(encoding="utf-8")
    # A later format may write anything after its Format tag: it is judged first.
    path.write_text('[Format "3"]\n[Shape "round"]\n' + text)
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"tarsas: {path}:1: written by a newer tarsas in file format 3; this tarsas reads "
        "formats 1 to 2 (update tarsas to open it)\n"
    )


def test_a_migrated_file_that_does_not_replay_names_both_revisions(tmp_path, capsys):
    path = tmp_path / "old.tarsas"
    lines = (OLD / "sanjuan-2p-easy.tarsas").read_text(encoding="utf-8").splitlines()
    last = max(i for i, line in enumerate(lines) if line.startswith("1 build "))
    lines[last] = "1 build palace"
    path.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(path), "--verify"]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and f":{last + 1}: " in err
    assert err.rstrip().endswith(
        "(written under San Juan rules revision 1; this tarsas plays revision 2, whose rules "
        "differ here)"
    )


def test_a_file_written_by_revision_2_before_revisions_were_kept_is_left_as_it_is():
    """The golden games are such files: a councillor's pass before a draw, draws, keeps."""
    for path in TESTS.glob("sanjuan/golden/*.tarsas"):
        saved = savefile.read(path)
        assert saved.rules == 1 and any(m.text == "draw" for m in saved.moves)
        assert upgrade(saved).moves == saved.moves


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_revision_1_game_gets_back_every_draw_revision_2_would_ask_for(game_id, players):
    """A revision 2 game in which every councillor draws, its draws taken out, is what
    revision 1 wrote of it (the draw came by itself): the migration must give it back whole,
    also where the turn then needed no decision (an Archive that keeps all it draws)."""
    game = get_game(game_id)
    for seed in range(1, 6):
        config = game.config(players, {"starting_hand_draft": seed % 2 == 0})
        session = Session(game, config, seed, [savefile.SeatInfo(f"P{i}") for i in range(players)])
        bot = RandomBot(seed)
        while session.to_act() is not None:
            legal = session.legal()
            texts = [game.move_text(m) for m in legal]
            draw = sorted(texts) == ["draw", "pass"]
            session.play(legal[texts.index("draw")] if draw else bot.choose(None, legal))
        today = session.to_saved().moves
        old = [m for m in today if m.text != "draw"]
        back = migrate.MIGRATIONS[game_id, 1](game, session.states[0], old)
        assert [(m.seat, m.text) for m in back] == [(m.seat, m.text) for m in today]
