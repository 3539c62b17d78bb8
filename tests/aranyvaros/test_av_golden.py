"""Golden Aranyváros games: saved games under tests/aranyvaros/golden/ replay to their result.

They were made with

    tarsas selfplay aranyvaros --players 3 --seed 31 --out aranyvaros-3p-seed31.tarsas
    tarsas selfplay aranyvaros --players 4 --seed 41 --out aranyvaros-4p-seed41.tarsas
    tarsas selfplay aranyvaros --players 4 --seed 42 --option displaced_rebid=immediate \\
        --option joker_for_harbour=false --option city_capacity=per_district \\
        --option stuck_check=own_build_turn --option stuck_player_loses=false \\
        --option start_player=random --out aranyvaros-4p-seed42-variants.tarsas
    tarsas selfplay aranyvaros --players 3 --seed 32 --option open_letters=true \\
        --option open_bonus_cards=true --out aranyvaros-3p-seed32-open.tarsas

If a deliberate rules change makes one diverge, regenerate it with the same command and update
RESULTS below in the same change, saying why the result changed.
"""

from __future__ import annotations

from pathlib import Path

from common import savefile

GOLDEN = Path(__file__).resolve().parent / "golden"
"""Replay, pinned results and selfplay reproduction of these files: tests/common/test_golden.py."""


def test_golden_games_cover_both_seat_counts_and_every_option():
    games = {p.name: savefile.read(p) for p in GOLDEN.glob("*.tarsas")}
    assert sorted(g.players for g in games.values()) == [3, 3, 4, 4]
    defaults = games["aranyvaros-4p-seed41.tarsas"].options
    changed = {k for g in games.values() for k, value in g.options.items() if value != defaults[k]}
    assert changed == set(defaults)
