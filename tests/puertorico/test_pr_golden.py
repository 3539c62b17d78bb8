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

from common import savefile

GOLDEN = Path(__file__).resolve().parent / "golden"
"""Replay, pinned results and selfplay reproduction of these files: tests/common/test_golden.py."""


def test_golden_games_cover_every_seat_count_and_every_option():
    games = {p.name: savefile.read(p) for p in GOLDEN.glob("*.tarsas")}
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
