"""Golden Puerto Rico games (ARCHITECTURE §7): saved games replay to their stored result.

Made with (in tests/puertorico/golden/)

    tarsas selfplay puertorico --players N --seed 20+N --out puertorico-Np-seed{20+N}.tarsas
    tarsas selfplay puertorico --players 3 --seed 31 --option first_governor=random \\
        --option open_vp=true --option university_factory_swap=true \\
        --option hospice_supply_only=true --option corn_start_minus_one=true \\
        --out puertorico-3p-seed31-options.tarsas
    tarsas selfplay puertorico --players 5 --seed 32 --option vp_chips_5p=122 \\
        --out puertorico-5p-seed32-122vp.tarsas

and with the expansions (both drafted and drawn at random, every expansion option):

    tarsas selfplay puertorico --players 4 --seed 41 --option exp_new_buildings=true \\
        --option exp_nobles=true --out puertorico-4p-seed41-both-draft.tarsas
    tarsas selfplay puertorico --players 3 --seed 42 --option exp_new_buildings=true \\
        --option exp_nobles=true --option building_selection=random \\
        --option exclusive_office_trading_post=true --option villa_instead_of_ship_piece=true \\
        --option library_craftsman_different=true --option land_office_face_down=true \\
        --out puertorico-3p-seed42-both-random-options.tarsas
    tarsas selfplay puertorico --players 2 --seed 43 --option exp_new_buildings=true \\
        --out puertorico-2p-seed43-newbuildings.tarsas
    tarsas selfplay puertorico --players 5 --seed 44 --option exp_nobles=true \\
        --option building_selection=random --out puertorico-5p-seed44-nobles-random.tarsas
    tarsas selfplay puertorico --players 2 --seed 45 --option exp_new_buildings=true \\
        --option exp_nobles=true --out puertorico-2p-seed45-both-draft.tarsas

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
    "puertorico-4p-seed41-both-draft.tarsas": "1:44 2:53 3:40 4:55 winners:4",
    "puertorico-3p-seed42-both-random-options.tarsas": "1:67 2:40 3:34 winners:1",
    "puertorico-2p-seed43-newbuildings.tarsas": "1:31 2:27 winners:1",
    "puertorico-5p-seed44-nobles-random.tarsas": "1:44 2:35 3:41 4:35 5:29 winners:1",
    "puertorico-2p-seed45-both-draft.tarsas": "1:56 2:49 winners:1",
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
        if value not in ("false", "seat_1", "126", "draft")
    }
    assert changed == {
        "exp_new_buildings",
        "exp_nobles",
        "building_selection",
        "exclusive_office_trading_post",
        "villa_instead_of_ship_piece",
        "library_craftsman_different",
        "land_office_face_down",
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
