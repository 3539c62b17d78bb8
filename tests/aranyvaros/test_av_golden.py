"""Golden Aranyváros games: saved games under tests/aranyvaros/golden/ replay to their result.

They were made with

    tarsas selfplay aranyvaros --players 3 --seed 31 --out aranyvaros-3p-seed31.tarsas
    tarsas selfplay aranyvaros --players 4 --seed 41 --out aranyvaros-4p-seed41.tarsas
    tarsas selfplay aranyvaros --players 4 --seed 42 --option displaced_rebid=immediate \\
        --option joker_for_harbour=false --option city_capacity=per_district \\
        --option stuck_check=own_build_turn --option stuck_player_loses=false \\
        --option start_player=random --out aranyvaros-4p-seed42-variants.tarsas

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
    "aranyvaros-3p-seed31.tarsas": "1:42 2:55 3:24 winners:2",
    "aranyvaros-4p-seed41.tarsas": "1:57 2:62 3:16 4:62 winners:2",
    "aranyvaros-4p-seed42-variants.tarsas": "1:52 2:38 3:42 4:57 winners:4",
}


def test_the_golden_folder_holds_exactly_these_games():
    assert sorted(p.name for p in GOLDEN.glob("*.tarsas")) == sorted(RESULTS)


@pytest.mark.rule("AV-11.2")
@pytest.mark.parametrize("name", sorted(RESULTS))
def test_golden_game_replays_to_its_stored_result(name, capsys):
    path = GOLDEN / name
    saved = savefile.read(path)
    assert saved.game == "aranyvaros" and saved.result == RESULTS[name]
    code = main(["replay", str(path), "--verify"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert out.strip() == f"{path}: {len(saved.moves)} moves verified; result {RESULTS[name]}"


def test_golden_games_cover_both_seat_counts_and_every_option():
    games = {name: savefile.read(GOLDEN / name) for name in RESULTS}
    assert sorted(g.players for g in games.values()) == [3, 4, 4]
    variant = games["aranyvaros-4p-seed42-variants.tarsas"].options
    defaults = games["aranyvaros-4p-seed41.tarsas"].options
    changed = {k for k in variant if variant[k] != defaults[k]}
    assert changed == set(variant) - {"open_letters", "open_bonus_cards"}


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
