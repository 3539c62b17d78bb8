"""Golden Puerto Rico games (ARCHITECTURE §7): saved games replay to their stored result.

Made with (in tests/puertorico/golden/)

    tarsas selfplay puertorico --players N --seed 20+N --out puertorico-Np-seed{20+N}.tarsas
    tarsas selfplay puertorico --players 3 --seed 31 --option first_governor=random \\
        --option open_vp=true --option university_factory_swap=true \\
        --option hospice_supply_only=true --option corn_start_minus_one=true \\
        --out puertorico-3p-seed31-options.tarsas
    tarsas selfplay puertorico --players 5 --seed 32 --option vp_chips_5p=122 \\
        --out puertorico-5p-seed32-122vp.tarsas

If a deliberate rules change makes one diverge, regenerate it with the same command and update
RESULTS below in the same change, saying why the result changed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from common import savefile
from common.cli import main

GOLDEN = Path(__file__).resolve().parent / "golden"

RESULTS = {
    "puertorico-2p-seed22.tarsas": "1:32 2:41 winners:2",
    "puertorico-3p-seed23.tarsas": "1:24 2:12 3:13 winners:1",
    "puertorico-4p-seed24.tarsas": "1:19 2:28 3:39 4:36 winners:3",
    "puertorico-5p-seed25.tarsas": "1:22 2:23 3:29 4:25 5:32 winners:5",
    "puertorico-3p-seed31-options.tarsas": "1:19 2:41 3:37 winners:2",
    "puertorico-5p-seed32-122vp.tarsas": "1:30 2:29 3:28 4:25 5:41 winners:5",
}


def test_the_golden_folder_holds_exactly_these_games():
    assert sorted(p.name for p in GOLDEN.glob("*.tarsas")) == sorted(RESULTS)


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_golden_game_replays_to_its_stored_result(name, capsys):
    path = GOLDEN / name
    saved = savefile.read(path)
    assert saved.result == RESULTS[name]
    code = main(["replay", str(path), "--verify"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert err == ""
    assert out.strip() == f"{path}: {len(saved.moves)} moves verified; result {RESULTS[name]}"


def test_golden_games_cover_every_seat_count_and_every_option():
    games = {name: savefile.read(GOLDEN / name) for name in RESULTS}
    assert sorted({g.players for g in games.values()}) == [2, 3, 4, 5]
    changed = {
        name
        for g in games.values()
        for name, value in g.options.items()
        if value not in ("false", "seat_1", "126")
    }
    assert changed == {
        "first_governor",
        "open_vp",
        "university_factory_swap",
        "hospice_supply_only",
        "corn_start_minus_one",
        "vp_chips_5p",
    }


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_selfplay_still_plays_the_golden_game(name, tmp_path, capsys):
    """The same selfplay command gives the same move list (bots and rules unchanged)."""
    saved = savefile.read(GOLDEN / name)
    argv = ["selfplay", saved.game, "--players", str(saved.players), "--seed", str(saved.seed)]
    for option, value in saved.options.items():
        argv += ["--option", f"{option}={value}"]
    out_file = tmp_path / name
    assert main([*argv, "--out", str(out_file)]) == 0
    capsys.readouterr()
    again = savefile.read(out_file)
    assert [(m.seat, m.text) for m in again.moves] == [(m.seat, m.text) for m in saved.moves]
    assert again.result == saved.result
