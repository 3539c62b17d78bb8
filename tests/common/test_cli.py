"""The `tarsas` command (ARCHITECTURE §5): replay, selfplay, bench, rules, and bad input.

Most tests call `common.cli.main` in-process; one runs the installed console script for real.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from tarsas_kit import SAN_JUAN, new_session

from common import savefile
from common.cli import main
from common.session import Session, result_text


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch):
    """Rich wraps at COLUMNS; keep log lines on one line so they can be compared."""
    monkeypatch.setenv("COLUMNS", "200")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def game4(tmp_path_factory) -> Path:
    """`tarsas selfplay sanjuan --players 4 --seed 1 --out g.tarsas`, run once for the module."""
    path = tmp_path_factory.mktemp("cli") / "g.tarsas"
    assert main(["selfplay", "sanjuan", "--players", "4", "--seed", "1", "--out", str(path)]) == 0
    return path


def copy_with(src: Path, dst: Path, edit) -> Path:
    dst.write_text(edit(src.read_text(encoding="utf-8")), encoding="utf-8")
    return dst


def assert_one_clean_error(code: int, out: str, err: str, *words: str) -> str:
    assert code != 0
    assert "Traceback" not in out + err
    lines = err.splitlines()
    assert len(lines) == 1, err
    for w in words:
        assert w in lines[0], (w, lines[0])
    return lines[0]


LOG_LINE = re.compile(r"^\s*(\d+)\. (\S+): (.*)$")


def log_lines(out: str) -> dict[int, tuple[str, str]]:
    found = {}
    for line in out.splitlines():
        m = LOG_LINE.match(line)
        if m:
            found[int(m.group(1))] = (m.group(2), m.group(3))
    return found


# -- selfplay and replay -------------------------------------------------------------------------


def test_selfplay_saves_a_finished_game(capsys, tmp_path):
    out_file = tmp_path / "g.tarsas"
    code, out, err = run(
        capsys, "selfplay", "sanjuan", "--players", "4", "--seed", "1", "--out", out_file
    )
    assert code == 0 and err == ""
    saved = savefile.read(out_file)
    assert saved.game == "sanjuan" and saved.seed == 1 and saved.players == 4
    assert all(s.is_bot for s in saved.seats)
    assert saved.result != savefile.UNFINISHED
    assert f"{len(saved.moves)} moves; result {saved.result}; saved to {out_file}" in out
    assert [p.name for p in tmp_path.iterdir()] == ["g.tarsas"]


def test_selfplay_is_deterministic(capsys, tmp_path, game4):
    again = tmp_path / "again.tarsas"
    run(capsys, "selfplay", "sanjuan", "--players", "4", "--seed", "1", "--out", again)
    a, b = savefile.read(game4), savefile.read(again)
    assert [(m.seat, m.text) for m in a.moves] == [(m.seat, m.text) for m in b.moves]
    assert a.result == b.result


def test_selfplay_without_out_and_with_options(capsys):
    code, out, _ = run(
        capsys,
        "selfplay",
        "san-juan",
        "--players",
        "3",
        "--seed",
        "2",
        "--option",
        "starting_hand_draft=true",
        "--bots",
        "random",
    )
    assert code == 0 and "moves; result" in out and "saved to" not in out


def test_replay_verify(capsys, game4):
    code, out, err = run(capsys, "replay", game4, "--verify")
    saved = savefile.read(game4)
    assert code == 0 and err == ""
    assert out.strip() == f"{game4}: {len(saved.moves)} moves verified; result {saved.result}"


def test_real_console_script_selfplay_then_verify(tmp_path):
    """One real process: the installed `tarsas` script (or `python -m common.cli`)."""
    script = Path(sys.executable).with_name("tarsas")
    if not script.exists():
        found = shutil.which("tarsas")
        script = Path(found) if found else None
    cmd = [str(script)] if script else [sys.executable, "-m", "common.cli"]
    env_cwd = dict(cwd=tmp_path, capture_output=True, text=True, timeout=60)
    made = subprocess.run(
        [*cmd, "selfplay", "sanjuan", "--players", "4", "--seed", "1", "--out", "g.tarsas"],
        **env_cwd,
    )
    assert made.returncode == 0, made.stderr
    checked = subprocess.run([*cmd, "replay", "g.tarsas", "--verify"], **env_cwd)
    assert checked.returncode == 0, checked.stderr
    assert "moves verified" in checked.stdout
    bad = subprocess.run([*cmd, "replay", "missing.tarsas"], **env_cwd)
    assert bad.returncode != 0
    assert bad.stderr.strip() == "tarsas: missing.tarsas: no such file"
    module = subprocess.run(
        [sys.executable, "-m", "common.cli", "replay", "g.tarsas", "--verify"], **env_cwd
    )
    assert module.returncode == 0 and module.stdout == checked.stdout


def test_replay_verify_loads_no_table_drawing(tmp_path, game4):
    """A replay draws no table: the renderers, the choice texts, the Markdown renderer, the
    file-lock library and the other games stay unloaded (they made every `tarsas` command
    start slower). A renderer is loaded the first time something is drawn."""
    heavy = ["sanjuan.render", "aranyvaros.render", "rich.markdown", "puertorico.game"]
    code = (
        "import sys; from common.cli import main; "
        f"rc = main(['replay', {str(game4)!r}, '--verify']); "
        f"print([m for m in {heavy + ['filelock']!r} if m in sys.modules]); "
        "from common.registry import get_game; "
        "g = get_game('sanjuan'); s = g.new_game(g.config(2), 1); g.prompt(g.view(s, 0), 'en'); "
        "print('sanjuan.render' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-2:] == ["[]", "True"]


def test_replay_as_a_seat_shows_only_that_seats_hand(capsys, game4):
    for until in ("60", "250", "100000"):
        code, out, err = run(capsys, "replay", game4, "--as", "2", "--until", until)
        assert code == 0 and err == ""
        assert "as seen by seat 2 (random-2)" in out
        hand_lines = [line for line in out.splitlines() if line.startswith("Kéz (")]
        assert len(hand_lines) == 1 and hand_lines[0].startswith("Kéz (random-2): ")
        for other in ("random-1", "random-3", "random-4"):
            assert f"Kéz ({other})" not in out


def test_replay_as_a_seat_hides_other_seats_cards_in_the_log(capsys, game4):
    """What seat 2 reads of another seat's move is exactly what the public table reads."""
    _, seat_out, _ = run(capsys, "replay", game4, "--as", "2")
    _, public_out, _ = run(capsys, "replay", game4, "--public")
    seat_log, public_log = log_lines(seat_out), log_lines(public_out)
    saved = savefile.read(game4)
    assert len(seat_log) == len(public_log) == len(saved.moves)
    own_differs = 0
    for n, (name, sentence) in seat_log.items():
        if name != "random-2":
            assert public_log[n] == (name, sentence), n
        elif public_log[n][1] != sentence:
            own_differs += 1
    assert own_differs > 0, "seat 2 should see the cards of its own payments and discards"
    assert "public table" in public_out
    assert "Kéz (" not in public_out


def test_replay_until(capsys, game4):
    code, out, _ = run(capsys, "replay", game4, "--until", "10")
    assert code == 0
    assert sorted(log_lines(out)) == list(range(1, 11))
    code, out, _ = run(capsys, "replay", game4, "--until", "0")
    assert code == 0 and log_lines(out) == {}


def test_replay_public_json(capsys, game4):
    code, out, _ = run(capsys, "replay", game4, "--json", "--until", "100")
    assert code == 0
    data = json.loads(out)
    assert data["seat"] is None
    assert [p["hand"] for p in data["players"]] == [None] * 4
    assert all(isinstance(p["hand_size"], int) for p in data["players"])


def test_replay_seat_json_has_only_own_hand(capsys, game4):
    code, out, _ = run(capsys, "replay", game4, "--json", "--as", "2", "--until", "100")
    assert code == 0
    data = json.loads(out)
    assert data["seat"] == 1
    hands = [p["hand"] for p in data["players"]]
    assert hands[0] is None and hands[2] is None and hands[3] is None
    assert isinstance(hands[1], list) and len(hands[1]) == data["players"][1]["hand_size"]
    # It matches the replayed state.
    session = Session.from_saved(savefile.read(game4), until=100)
    assert data == json.loads(json.dumps(_to_data(session.view(1))))


def _to_data(view):
    from common.snapshot import to_data

    return to_data(view)


def test_replay_prints_the_score_table_of_a_finished_game(capsys, game4):
    code, out, _ = run(capsys, "replay", game4, "--public")
    assert code == 0
    assert "Győztes:" in out and "Összesen" in out
    code, out, _ = run(capsys, "replay", game4, "--public", "--lang", "en")
    assert code == 0 and "San Juan" in out


def test_replay_verify_until_checks_only_the_lines(capsys, game4):
    code, out, _ = run(capsys, "replay", game4, "--verify", "--until", "20")
    assert code == 0 and "20 moves verified" in out


# -- bench and rules -----------------------------------------------------------------------------


def test_bench_json(capsys):
    code, out, err = run(
        capsys, "bench", "sanjuan", "--players", "2", "--games", "3", "--seed", "1", "--json"
    )
    assert code == 0 and err == ""
    report = json.loads(out)
    for key in ("games_per_s", "decisions_per_game", "us_per_decision", "peak_memory_mib"):
        assert isinstance(report[key], int | float) and report[key] > 0, key
    assert report["games"] == 3 and report["players"] == 2 and report["game"] == "sanjuan"


def test_bench_text(capsys):
    code, out, _ = run(capsys, "bench", "sanjuan", "--players", "3", "--games", "1")
    assert code == 0
    assert "games/s" in out and "µs/decision" in out and "peak memory" in out


def test_rules_section_prints_that_section_only(capsys):
    code, out, err = run(capsys, "rules", "sanjuan", "SJ-4.2", "--markdown")
    assert code == 0 and err == ""
    headings = [line for line in out.splitlines() if line.startswith("#")]
    assert len(headings) == 1 and "[SJ-4.2]" in headings[0]
    assert out.startswith("### [SJ-4.2]")
    for other in ("[SJ-4.1]", "[SJ-4.3]", "[SJ-4]"):
        assert other not in out
    assert len(out.strip().splitlines()) > 3


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_rules_section_includes_its_subsections(capsys, lang):
    code, out, _ = run(capsys, "rules", "sanjuan", "sj-4", "--markdown", "--lang", lang)
    assert code == 0
    ids = re.findall(r"^#+ \[(SJ-[\d.]+)\]", out, flags=re.M)
    assert ids == ["SJ-4", "SJ-4.1", "SJ-4.2", "SJ-4.3", "SJ-4.4"]


@pytest.mark.parametrize(
    ("lang", "heading", "example", "table_cell"),
    [
        ("hu", "[SJ-4.2] Az építési költség", "Példa: Gergő", "Kovácsműhely"),
        ("en", "[SJ-4.2] The building cost", "Example: Greg", "Smithy"),
    ],
)
def test_rules_are_rendered_in_the_chosen_language(capsys, lang, heading, example, table_cell):
    """Headings, emphasis and tables drawn as text, not shown as markdown marks."""
    code, out, err = run(capsys, "rules", "sanjuan", "SJ-4.2", "--lang", lang)
    assert code == 0 and err == ""
    lines = [line.strip() for line in out.splitlines()]
    assert lines[0] == heading
    assert any(line.startswith(example) for line in lines)
    assert any(line.startswith(table_cell) for line in lines)
    assert "─" in out  # the table's rule under its header
    for mark in ("#", "**", "*Példa", "*Example", "|---", "| "):
        assert not any(line.startswith(mark) for line in lines), mark


@pytest.mark.parametrize(("lang", "title"), [("hu", "játékszabály"), ("en", "rules of play")])
def test_rules_full_text(capsys, lang, title):
    code, out, _ = run(capsys, "rules", "sanjuan", "--lang", lang)
    assert code == 0 and "[SJ-1.1]" in out and "[SJ-15.1]" in out
    assert out.splitlines()[0].strip() == f"San Juan — {title}"


# -- bad input: one line on stderr, non-zero exit, no traceback ----------------------------------


@pytest.mark.parametrize("cut", [40, 150, 700])
def test_truncated_header(capsys, tmp_path, game4, cut):
    bad = tmp_path / "cut.tarsas"
    bad.write_bytes(game4.read_bytes()[:cut])
    code, out, err = run(capsys, "replay", bad, "--verify")
    line = assert_one_clean_error(code, out, err, str(bad))
    assert re.search(rf"{re.escape(str(bad))}(:\d+)?: ", line)


@pytest.mark.parametrize("fraction", [0.3, 0.5, 0.9])
def test_truncated_moves(capsys, tmp_path, game4, fraction):
    data = game4.read_bytes()
    bad = tmp_path / "cut.tarsas"
    bad.write_bytes(data[: int(len(data) * fraction)])
    code, out, err = run(capsys, "replay", bad, "--verify")
    assert_one_clean_error(code, out, err, str(bad))


def test_edited_move_line_names_the_line(capsys, tmp_path, game4):
    lines = game4.read_text(encoding="utf-8").splitlines()
    number = next(n for n, line in enumerate(lines, 1) if " pick " in line and n > 40)
    seat = lines[number - 1].split()[0]
    lines[number - 1] = f"{seat} build palace"
    bad = tmp_path / "edited.tarsas"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for extra in ([], ["--verify"]):
        code, out, err = run(capsys, "replay", bad, *extra)
        line = assert_one_clean_error(code, out, err)
        assert line == f"tarsas: {bad}:{number}: 'build palace' is not legal now"


def test_wrong_seat_number_names_the_line(capsys, tmp_path, game4):
    lines = game4.read_text(encoding="utf-8").splitlines()
    number = next(n for n, line in enumerate(lines, 1) if line[:1].isdigit()) + 7
    seat, _, move = lines[number - 1].partition(" ")
    wrong = int(seat) % 4 + 1
    lines[number - 1] = f"{wrong} {move}"
    bad = tmp_path / "seat.tarsas"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad, "--verify")
    assert_one_clean_error(
        code, out, err, f"{bad}:{number}:", f"seat {wrong} moves, but seat {seat} is on turn"
    )


def test_seat_that_does_not_exist_names_the_line(capsys, tmp_path, game4):
    lines = game4.read_text(encoding="utf-8").splitlines()
    number = next(n for n, line in enumerate(lines, 1) if line[:1].isdigit()) + 3
    lines[number - 1] = "9" + lines[number - 1][1:]
    bad = tmp_path / "seat9.tarsas"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad)
    assert_one_clean_error(code, out, err, f"{bad}:{number}:", "seat 9 does not exist")


def test_unknown_option(capsys):
    code, out, err = run(capsys, "selfplay", "sanjuan", "--players", "2", "--option", "nope=1")
    line = assert_one_clean_error(code, out, err, "unknown option 'nope'", "valid options")
    for valid in (
        "auto_take_card_draws",
        "first_governor",
        "goldmine_excludes_chooser",
        "library_two_player_limit",
        "show_tile_history",
        "starting_hand_draft",
    ):
        assert valid in line


def test_bad_option_value(capsys):
    code, out, err = run(
        capsys, "selfplay", "sanjuan", "--players", "2", "--option", "first_governor=seat_9"
    )
    assert_one_clean_error(code, out, err, "first_governor", "seat_1, random", "seat_9")


def test_bad_bool_option_value(capsys):
    code, out, err = run(
        capsys, "bench", "sanjuan", "--players", "2", "--option", "starting_hand_draft=maybe"
    )
    assert_one_clean_error(code, out, err, "starting_hand_draft", "true or false")


def test_option_without_value(capsys):
    code, out, err = run(capsys, "selfplay", "sanjuan", "--players", "2", "--option", "nope")
    assert_one_clean_error(code, out, err, "NAME=VALUE")


@pytest.mark.parametrize("command", ["selfplay", "bench", "rules"])
def test_unknown_game(capsys, command):
    argv = [command, "chess"] + (["--players", "2"] if command != "rules" else [])
    code, out, err = run(capsys, *argv)
    assert_one_clean_error(code, out, err, "unknown game 'chess'", "known games:", "sanjuan")


@pytest.mark.parametrize("players", ["7", "1", "0"])
def test_wrong_player_count(capsys, players):
    code, out, err = run(capsys, "selfplay", "sanjuan", "--players", players)
    assert_one_clean_error(code, out, err, "2, 3, 4 players", f"not {players}")


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_unknown_rules_section(capsys, lang):
    code, out, err = run(capsys, "rules", "sanjuan", "SJ-99", "--lang", lang)
    assert_one_clean_error(code, out, err, "no section 'SJ-99'", "SJ-1", "SJ-15", "shows all")
    assert out == ""


def test_unknown_rules_language(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["rules", "sanjuan", "--lang", "de"])
    out, err = capsys.readouterr()
    assert_one_clean_error(exit_.value.code, out, err, "--lang", "'de'", "'hu', 'en'")


def test_replay_missing_file(capsys, tmp_path):
    missing = tmp_path / "nope.tarsas"
    code, out, err = run(capsys, "replay", missing)
    assert_one_clean_error(code, out, err, str(missing), "no such file")


def test_replay_non_utf8_file(capsys, tmp_path):
    bad = tmp_path / "bin.tarsas"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    code, out, err = run(capsys, "replay", bad)
    assert_one_clean_error(code, out, err, str(bad), "UTF-8")


def test_replay_verify_with_edited_result(capsys, tmp_path, game4):
    saved = savefile.read(game4)
    bad = copy_with(
        game4,
        tmp_path / "result.tarsas",
        lambda t: t.replace(f'[Result "{saved.result}"]', '[Result "1:99 2:0 3:0 4:0 winners:1"]'),
    )
    code, out, err = run(capsys, "replay", bad, "--verify")
    assert code == 1
    line = assert_one_clean_error(code, out, err, str(bad), "result diverges")
    assert "1:99 2:0 3:0 4:0 winners:1" in line and saved.result in line


def test_replay_verify_of_an_unfinished_file_that_claims_a_result(capsys, tmp_path, game4):
    saved = savefile.read(game4)
    lines = game4.read_text(encoding="utf-8").splitlines()
    bad = tmp_path / "short.tarsas"
    bad.write_text("\n".join(lines[:-5]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad, "--verify")
    assert code == 1
    assert_one_clean_error(code, out, err, "stop before the game ends", "cut short", saved.result)


def test_replay_without_verify_warns_when_a_finished_game_is_cut_short(capsys, tmp_path, game4):
    lines = game4.read_text(encoding="utf-8").splitlines()
    bad = tmp_path / "short.tarsas"
    bad.write_text("\n".join(lines[:-5]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad, "--public")
    assert code == 0 and "cut short" in err and "Traceback" not in out + err


def test_replay_as_a_seat_out_of_range(capsys, game4):
    code, out, err = run(capsys, "replay", game4, "--as", "5")
    assert_one_clean_error(code, out, err, "--as takes a seat from 1 to 4")


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (
            ["play", "sanjuan", "--lang", "en", "--players", "3", "--bot", "²"],
            "--bot takes a seat from 1 to",
        ),
        (
            ["play", "sanjuan", "--lang", "en", "--players", "²"],
            "--players: the value must be a whole number from 0 to 9",
        ),
        (["selfplay", "sanjuan", "--players", "2", "--seed", "9" * 5000], "at most 20 digits"),
        (["replay", "x.tarsas", "--as", "¹"], "--as: the value must be a whole number"),
        (["bench", "sanjuan", "--players", "2", "--games", "٣"], "--games: the value must be"),
        (
            ["selfplay", "anno_xvii", "--players", "2", "--option", "event_copies=1000000"],
            "option event_copies must be a whole number from 0 to 5, not '1000000'",
        ),
        (
            [
                "bench",
                "anno_xvii",
                "--players",
                "2",
                "--option",
                "event_copies=99999999999999999999",
            ],
            "option event_copies must be a whole number from 0 to 5",
        ),
    ],
)
def test_hostile_numbers_on_the_command_line_are_one_line(capsys, xdg, argv, words):
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse's own usage errors
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    line = assert_one_clean_error(code, out, err, words)
    assert code == 2 and "internal error" not in line
    assert not (xdg / "tarsas" / "autosave").exists()


def test_unknown_bot_kind(capsys):
    code, out, err = run(capsys, "selfplay", "sanjuan", "--players", "2", "--bots", "random,deep")
    assert_one_clean_error(code, out, err, "unknown bot 'deep'", "random")


def test_bot_count_mismatch(capsys):
    code, out, err = run(capsys, "selfplay", "sanjuan", "--players", "3", "--bots", "random,random")
    assert_one_clean_error(code, out, err, "2 bots for 3 players")


def test_bench_needs_a_game(capsys):
    code, out, err = run(capsys, "bench", "sanjuan", "--players", "2", "--games", "0")
    assert_one_clean_error(code, out, err, "--games must be at least 1")


def test_selfplay_out_to_an_unwritable_place(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    code, out, err = run(
        capsys, "selfplay", "sanjuan", "--players", "2", "--out", blocker / "g.tarsas"
    )
    line = assert_one_clean_error(code, out, err, str(blocker))
    assert "internal error" not in line


@pytest.mark.parametrize("where", ["folder", "pipe"])
def test_selfplay_out_to_a_folder_or_a_pipe_is_one_line_and_destroys_nothing(
    capsys, tmp_path, where
):
    """`selfplay --out /tmp` was exit 70; `--out /dev/full` replaced the device node."""
    target = tmp_path / where
    if where == "folder":
        target.mkdir()
    else:
        os.mkfifo(target)
    code, out, err = run(capsys, "selfplay", "sanjuan", "--players", "2", "--out", target)
    line = assert_one_clean_error(code, out, err, str(target), "cannot write")
    assert code == 2 and "internal error" not in line
    assert target.is_dir() if where == "folder" else stat.S_ISFIFO(target.lstat().st_mode)


def test_internal_errors_are_one_line_with_a_crash_log(capsys, tmp_path, xdg, monkeypatch):
    """A bug of ours still ends as one line; the traceback goes to the crash log."""
    import common.cli as cli

    def broken(args):
        raise RuntimeError("boom")

    monkeypatch.setattr(cli, "cmd_rules", broken)
    code, out, err = run(capsys, "rules", "sanjuan")
    line = assert_one_clean_error(code, out, err, "internal error", "boom")
    log = xdg / "tarsas" / "crash.log"
    assert str(log) in line
    assert "Traceback" in log.read_text(encoding="utf-8")


def test_a_false_auto_mark_is_a_divergence(capsys, tmp_path, game4):
    """`# auto` changes what `u` undoes after a resume: --verify and resuming check it."""
    session = Session.from_saved(savefile.read(game4))
    lines = game4.read_text(encoding="utf-8").splitlines()
    moves = [n for n, line in enumerate(lines) if line[:1].isdigit()]
    k = next(i for i, s in enumerate(session.states[:-1]) if len(SAN_JUAN.legal_moves(s)) > 1)
    number = moves[k]
    lines[number] += "  # auto"
    bad = tmp_path / "auto.tarsas"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad, "--verify")
    line = assert_one_clean_error(code, out, err)
    assert code == 1
    assert line == f"tarsas: {bad}:{number + 1}: marked '# auto', but the seat had a choice here"
    code, out, err = run(capsys, "play", "--plain", "--resume", bad)  # a Hungarian table
    assert_one_clean_error(code, out, err, f"{bad}, {number + 1}. sor: „# auto” jelölésű")
    code, out, err = run(capsys, "play", "--plain", "--resume", bad, "--lang", "en")
    assert_one_clean_error(code, out, err, "marked '# auto'")


def test_true_auto_marks_verify(capsys, tmp_path):
    session = new_session(3, seed=4)
    while not session.over:
        session.autoplay()
        if not session.over:
            session.play(session.legal()[len(session.played) % len(session.legal())])
    assert any(p.auto for p in session.played)
    session.save(tmp_path / "g.tarsas")
    code, out, _ = run(capsys, "replay", tmp_path / "g.tarsas", "--verify")
    assert code == 0 and f"{len(session.played)} moves verified" in out


@pytest.mark.parametrize("tag", ["Game", "Seed", "Players", "Seat", "Option", "Engine", "Date"])
def test_a_file_cut_right_after_a_header_tag_is_incomplete(capsys, tmp_path, game4, tag):
    """It used to verify as "0 moves verified; result *"."""
    lines = game4.read_text(encoding="utf-8").splitlines()
    last = max(n for n, line in enumerate(lines) if line.startswith(f"[{tag} "))
    cut = tmp_path / "cut.tarsas"
    cut.write_text("\n".join(lines[: last + 1]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", cut, "--verify")
    line = assert_one_clean_error(code, out, err)
    assert line == (
        f'tarsas: {cut}: incomplete: it stops before the [Result "..."] tag (the file was cut '
        "short?)"
    )


def test_a_hand_cut_game_without_result_is_a_game_in_progress(capsys, tmp_path, game4):
    """A header closed by a blank line but without Result was made by hand (a game cut at a
    move to study it, as `../shared/tools/screens.py` does): it verifies and resumes as
    unfinished (D-E-12); only a file that ends among its tags is cut short."""
    lines = game4.read_text(encoding="utf-8").splitlines()
    header = [line for line in lines if line.startswith("[") and not line.startswith("[Result")]
    moves = [line for line in lines if line and not line.startswith("[")][:40]
    cut = tmp_path / "study.tarsas"
    cut.write_text("\n".join([*header, "", *moves]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", cut, "--verify")
    assert code == 0 and "40 moves verified; result *" in out and not err
    assert Session.from_saved(savefile.read(cut)).over is False


def test_result_text_of_the_replay_matches_the_file(game4):
    saved = savefile.read(game4)
    assert result_text(Session.from_saved(saved).outcome()) == saved.result


def test_replay_verify_exits_1_at_a_divergent_move_line(capsys, tmp_path, game4):
    """--verify: a move line that does not replay is a divergence (exit 1) naming its line."""
    text = game4.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(text) if line.startswith("1 pick "))
    text[first] = "1 pick nonsense"
    bad = tmp_path / "edited.tarsas"
    bad.write_text("\n".join(text) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad, "--verify")
    assert code == 1
    assert_one_clean_error(code, out, err, f"{bad}:{first + 1}:")


def test_saved_games_must_use_canonical_notation(capsys, tmp_path, game4):
    """An abbreviation is fine at the prompt, but a saved game stores the canonical text."""
    text = game4.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(text) if line.startswith("1 pick "))
    role = text[first].split()[2]
    text[first] = f"1 pick {role[:4]}"
    bad = tmp_path / "short_words.tarsas"
    bad.write_text("\n".join(text) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", bad, "--verify")
    assert code == 1
    assert_one_clean_error(code, out, err, "not canonical notation", f"pick {role}")


@pytest.mark.parametrize(
    "command", ["", "play", "replay", "selfplay", "bench", "tournament", "rules"]
)
def test_every_help_page_prints(capsys, command):
    """A usage error points to `tarsas [COMMAND] --help`, so each of those pages must print."""
    with pytest.raises(SystemExit) as exit_:
        main([c for c in (command, "--help") if c])
    out, err = capsys.readouterr()
    assert exit_.value.code == 0 and err == ""
    usage = "használat" if command in ("", "play") else "usage"  # the table's language
    assert out.startswith(f"{usage}: tarsas {command}".rstrip())
    if not command:
        assert "győzelmi arányok 95%-os intervallummal" in out


@pytest.mark.parametrize(
    ("argv", "points_to"),
    [(["--colour"], "(lásd: tarsas --help)"), (["bench", "sanjuan"], "(see: tarsas bench --help)")],
)
def test_a_usage_error_points_to_a_help_page_that_prints(capsys, argv, points_to):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    out, err = capsys.readouterr()
    assert_one_clean_error(exit_.value.code, out, err, points_to)
    with pytest.raises(SystemExit) as help_exit:
        main(points_to.strip("()").split()[2:])
    assert help_exit.value.code == 0


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_tables_command_line_speaks_one_language(capsys, xdg, lang):
    """Issue 30 item 6: `tarsas play --help` was English while its errors were Hungarian.
    Help, usage errors and the game's errors now all speak the table's language (`--lang`,
    Hungarian by default), and a wrong value names the values there are."""
    hu = lang == "hu"
    given = [] if hu else ["--lang", "en"]

    def error(*argv: str) -> str:
        try:
            code = main(["play", *given, *argv])
        except SystemExit as exit_:
            code = exit_.code
        out, err = capsys.readouterr()
        return assert_one_clean_error(code, out, err, "tarsas: hiba: " if hu else "tarsas: error: ")

    with pytest.raises(SystemExit):
        main(["play", *given, "--help"])
    page = capsys.readouterr().out
    assert page.startswith("használat: tarsas play" if hu else "usage: tarsas play")
    assert ("az asztal nyelve" if hu else "the table's language") in page
    assert ("ez a súgó" if hu else "show this help") in page
    number = error("sanjuan", "--players", "x")
    assert ("0 és 9 közötti egész szám" if hu else "a whole number from 0 to 9") in number
    unknown = error("sanjuan", "--frob")
    assert ("ismeretlen argumentum" if hu else "unrecognized arguments") in unknown
    bot = error("sanjuan", "--players", "3", "--bot", "3=foo")
    assert ("ismeretlen gépi játékos" if hu else "unknown bot") in bot and "easy, hard" in bot
    game = error("nosuchgame", "--players", "3")
    assert "anno_xvii, aranyvaros, puertorico, sanjuan" in game
    value = error("sanjuan", "--players", "3", "--option", "first_governor=foo")
    assert "seat_1, random" in value
    option = error("sanjuan", "--players", "3", "--option", "variant=foo")
    assert "starting_hand_draft" in option
