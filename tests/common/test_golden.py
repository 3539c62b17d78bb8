"""Golden games (ARCHITECTURE §7): saved games under tests/<game>/golden/ replay to their result.

The San Juan ones were made with

    tarsas selfplay sanjuan --players 2 --seed 11 --out sanjuan-2p-seed11.tarsas
    tarsas selfplay sanjuan --players 3 --seed 12 --option starting_hand_draft=true \\
        --option first_governor=random --out sanjuan-3p-seed12-draft-random-governor.tarsas
    tarsas selfplay sanjuan --players 4 --seed 13 --out sanjuan-4p-seed13.tarsas
    tarsas selfplay sanjuan --players 2 --seed 18 --option library_two_player_limit=false \\
        --option goldmine_excludes_chooser=true --option show_tile_history=false \\
        --option auto_take_card_draws=true --out sanjuan-2p-seed18-options.tarsas

and the ANNO XVII ones with

    tarsas selfplay anno_xvii --players 2 --seed 21 --out anno_xvii-2p-seed21.tarsas
    tarsas selfplay anno_xvii --players 3 --seed 22 --option event_copies=2 \\
        --option starting_hand_draft=true --option hand_limit_base=7 \\
        --option producer_second_good_must_differ=true \\
        --option event_check_on_face_down_draws=true --out anno_xvii-3p-seed22-options.tarsas
    tarsas selfplay anno_xvii --players 4 --seed 23 --out anno_xvii-4p-seed23.tarsas
    tarsas selfplay anno_xvii --players 2 --seed 36 --option first_governor=random \\
        --option library_two_player_limit=false --option goldmine_excludes_chooser=false \\
        --option show_tile_history=false --option auto_take_card_draws=true \\
        --option producer_second_good_must_differ=false --out anno_xvii-2p-seed36-options.tarsas

(the two `seed18`/`seed36` games were added so that every option takes another value than its
default in some golden game, tests/common/test_playthrough.py).

If a deliberate rules change makes one diverge, regenerate it with the same command and update
RESULTS below in the same commit, saying why the result changed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from common import savefile
from common.cli import main

TESTS = Path(__file__).resolve().parents[1]
FILES = {p.name: p for p in TESTS.glob("*/golden/*.tarsas")}
"""Every golden game of every game package (`tests/<game>/golden/`); how each was made is in
the docstring of that game's golden test module (or above, for San Juan and ANNO XVII)."""
EVENTS = ("fire", "industrialisation", "taxation", "revolution", "democracy", "reconstruction")

RESULTS = {
    "sanjuan-2p-seed11.tarsas": "1:19 2:25 winners:2",
    "sanjuan-3p-seed12-draft-random-governor.tarsas": "1:16 2:10 3:23 winners:3",
    "sanjuan-4p-seed13.tarsas": "1:14 2:5 3:9 4:20 winners:4",
    "sanjuan-2p-seed18-options.tarsas": "1:18 2:22 winners:2",
    "anno_xvii-2p-seed21.tarsas": "1:22 2:21 winners:1",
    "anno_xvii-3p-seed22-options.tarsas": "1:12 2:34 3:20 winners:2",
    "anno_xvii-4p-seed23.tarsas": "1:12 2:21 3:12 4:25 winners:4",
    "anno_xvii-2p-seed36-options.tarsas": "1:13 2:18 winners:2",
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
    "aranyvaros-3p-seed31.tarsas": "1:42 2:55 3:24 winners:2",
    "aranyvaros-4p-seed41.tarsas": "1:57 2:62 3:16 4:62 winners:2",
    "aranyvaros-4p-seed42-variants.tarsas": "1:52 2:38 3:42 4:57 winners:4",
    "aranyvaros-3p-seed32-open.tarsas": "1:42 2:77 3:34 winners:2",
}
"""Each golden game's result, pinned: a regenerated file must not change it silently."""


def test_the_golden_folders_hold_exactly_these_games():
    assert sorted(FILES) == sorted(RESULTS)


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_golden_game_replays_to_its_stored_result(name, capsys):
    path = FILES[name]
    saved = savefile.read(path)
    assert saved.result == RESULTS[name]
    code = main(["replay", str(path), "--verify"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert err == ""
    assert out.strip() == f"{path}: {len(saved.moves)} moves verified; result {RESULTS[name]}"


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_selfplay_still_plays_the_golden_game(name, tmp_path, capsys):
    """The same selfplay command gives the same move list (bots and rules unchanged)."""
    saved = savefile.read(FILES[name])
    argv = ["selfplay", saved.game, "--players", str(saved.players), "--seed", str(saved.seed)]
    for option, value in saved.options.items():
        argv += ["--option", f"{option}={value}"]
    out_file = tmp_path / name
    assert main([*argv, "--out", str(out_file)]) == 0
    capsys.readouterr()
    again = savefile.read(out_file)
    assert [(m.seat, m.text) for m in again.moves] == [(m.seat, m.text) for m in saved.moves]
    assert again.result == saved.result


def test_golden_games_cover_every_seat_count_and_the_options():
    games = {
        name: savefile.read(FILES[name]) for name in RESULTS if name.startswith(("sanjuan", "anno"))
    }
    for game_id in ("sanjuan", "anno_xvii"):
        assert sorted({g.players for g in games.values() if g.game == game_id}) == [2, 3, 4]
    variant = games["sanjuan-3p-seed12-draft-random-governor.tarsas"]
    assert variant.options["starting_hand_draft"] == "true"
    assert variant.options["first_governor"] == "random"
    # The random first governor was not seat 1: the draft starts elsewhere.
    assert variant.moves[0].seat != 0
    anno = games["anno_xvii-3p-seed22-options.tarsas"]
    assert anno.options["event_copies"] == "2" and anno.options["hand_limit_base"] == "7"
    for g in (g for g in games.values() if g.game == "anno_xvii"):
        assert any(m.text.startswith("pick ") and m.text.split()[1] in EVENTS for m in g.moves)
