"""Fuzzing (issue 14, item 11; ARCHITECTURE §7): mutated positions, saved games and command
lines for every game. Each example ends with the right verdict and exit 0, or one clear line
and a non-zero exit — never a traceback, never an internal error (exit 70), never a hang.

The CI profile runs a bounded, derandomized number of examples; a long soak is run by hand:

    HYPOTHESIS_PROFILE=soak .venv/bin/python -m pytest tests/common/test_fuzz.py \
        -p no:cacheprovider --hypothesis-show-statistics

The statistics count every example by its verdict (`event`), the figures a soak reports.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from fuzz_kit import (
    GAMES,
    PLAY_AFTER_LOAD,
    deadline,
    mutate_json,
    mutate_text,
    play_on,
    positions,
    saved_texts,
)
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from common import migrate, position, savefile
from common.cli import main
from common.contract import EngineError
from common.position import PositionError
from common.registry import all_games, get_game
from common.session import build_config, result_text

FIXTURES = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
"""Examples share the test's temporary folder and captured output; each one cleans up."""


def run_cli(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    """`tarsas ARGV` in-process, the keyboard closed at once; (exit code, stdout, stderr)."""
    capsys.readouterr()
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse's usage errors and --help
        code = stop.code if isinstance(stop.code, int) else 2
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert code != 70, f"internal error: {err}"
    if argv[0] == "play" and code == 1:
        # The line mode's setup question met the closed keyboard: it says so and stops.
        assert out.strip().endswith(("Nem indult játék.", "No game was started.")) and not err
    elif code != 0:
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("tarsas"), f"not one clear line: {err!r}"
    return code, out, err


@pytest.fixture(autouse=True)
def closed_keyboard(monkeypatch: pytest.MonkeyPatch) -> None:
    """The line mode reads the keyboard with `input`; here it is closed (Ctrl-D)."""

    def eof(prompt: str = "") -> str:
        raise EOFError

    monkeypatch.setattr("builtins.input", eof)


# -- positions -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@FIXTURES
@given(data=st.data())
def test_a_mutated_position_is_refused_in_one_line_or_plays_on(game_id: str, data: Any) -> None:
    original = data.draw(st.sampled_from(positions(game_id)), label="position")
    doc = json.loads(original)
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        doc = mutate_json(data.draw, doc)
    text = json.dumps(doc)
    with deadline():
        try:
            game, state = position.loads(text, "pos.json")
        except PositionError as e:
            message = str(e)
            assert message.startswith("pos.json: ") and "\n" not in message
            event("position refused")
            return
        if json.loads(position.dumps(game, state)) == json.loads(original):
            event("position unchanged, loaded")
            return
        event("position changed, loaded and played on")
        play_on(game, state, PLAY_AFTER_LOAD, seed=len(text))


# -- saved games ---------------------------------------------------------------------------------


def expected_verdict(text: str) -> int:
    """What `replay --verify` must answer, found without `Session`: 2 for a file that cannot
    be read, 1 for moves that do not replay or a Result they do not reach, 0 otherwise."""
    try:
        saved = savefile.loads(text.removeprefix("\ufeff"))
        game = get_game(saved.game)
        config = build_config(game, saved.players, saved.options)
        # An earlier rules revision's moves, brought to today's (or refused: newer, or what
        # the migration cannot express).
        saved = migrate.upgrade(game, config, saved)
        state = game.new_game(config, saved.seed)
    except EngineError:
        return 2
    for m in saved.moves:
        legal = game.legal_moves(state)
        if game.to_act(state) != m.seat or (m.auto and len(legal) != 1):
            return 1
        try:
            move = game.parse_move(state, m.text)
        except EngineError:
            return 1
        if game.move_text(move) != m.text:
            return 1
        state = game.apply(state, move)
    return 0 if saved.result == result_text(game.outcome(state)) else 1


@pytest.mark.parametrize("game_id", GAMES)
@FIXTURES
@given(data=st.data())
def test_a_mutated_saved_game_gets_the_right_verdict_or_one_line(
    game_id: str, data: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = data.draw(st.sampled_from(saved_texts(game_id)), label="saved game")
    event(f"saved game: from format {savefile.loads(text).format}")
    game = get_game(game_id)
    for _ in range(data.draw(st.integers(1, 2), label="mutations")):
        text = mutate_text(data.draw, text, game)
    path = tmp_path / "fuzz.tarsas"
    path.write_text(text, encoding="utf-8")
    with deadline():
        code, out, _ = run_cli(capsys, ["replay", str(path), "--verify"])
        assert code == expected_verdict(text), "replay --verify gave the wrong verdict"
        if code == 0:
            assert out.startswith(f"{path}: ") and " moves verified; result " in out
        event(f"saved game: verify exit {code}")
        extra = data.draw(
            st.sampled_from([["--public"], ["--as", "1", "--json"], ["--until", "7"]]),
            label="replay",
        )
        assert run_cli(capsys, ["replay", str(path), *extra])[0] in (0, 2)
        resumed, _, _ = run_cli(capsys, ["play", "--plain", "--resume", str(path)])
        assert resumed in (0, 2)
        assert code != 0 or resumed == 0, "a game that verifies must resume"
        assert code != 2 or resumed == 2, "a file that cannot be read cannot be resumed"


@FIXTURES
@given(data=st.data())
def test_a_saved_game_is_read_up_to_its_size_limit_and_refused_past_it(
    data: Any, tmp_path: Path
) -> None:
    """The size limit (issue 27 item 6), moved to around each file's size: a file is read
    whole up to the limit and refused past it, before it is read."""
    game_id = data.draw(st.sampled_from(GAMES), label="game")
    text = data.draw(st.sampled_from(saved_texts(game_id)), label="saved game")
    path = tmp_path / "sized.tarsas"
    path.write_text(text, encoding="utf-8")
    size = path.stat().st_size
    limit = data.draw(st.integers(size - 2, size + 2), label="limit")
    with mock.patch.object(savefile, "MAX_BYTES", limit), deadline():
        try:
            savefile.read(path)
        except savefile.SaveFileError as e:
            assert size > limit and "larger than" in str(e), str(e)
            event("saved game: over the size limit")
            return
    assert size <= limit
    event("saved game: within the size limit")


# -- command lines -------------------------------------------------------------------------------

NUMBERS = ["2", "3", "0", "-1", "²", "٣", "1_000", "99999999999999999999999", "", " 3"]
NAMES = ["Anna", "[/]", "[red]Fake[/red]", "\x1b]0;t\x07", "Béla\u2028", "B" * 25, ""]
WORDS = ["sanjuan", "chess", "", "[/]", "\x1b[2J", "x" * 300]


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A `tarsas` command line: a real command with a mix of good and hostile arguments (the
    numbers that ask for a lot of work are never valid: `--games` stays tiny)."""
    game_id = draw(st.sampled_from([*GAMES, *WORDS]))
    game = all_games().get(game_id)
    options = [f"{o.id}={v}" for o in game.options for v in ("true", "7", "²", "x")] if game else []
    option = draw(st.sampled_from([*options, "nope=1", "=", "event_copies=1000000", "a"]))
    command = draw(st.sampled_from(["play", "selfplay", "bench", "replay", "rules", "tournament"]))
    number = draw(st.sampled_from(NUMBERS))
    argv = [command]
    if command == "play":
        argv += ["--plain", game_id, "--players", number, "--name", draw(st.sampled_from(NAMES))]
        argv += ["--bot", draw(st.sampled_from(["1=random", "2=easy", "²", "9", "1=genius"]))]
        argv += draw(st.sampled_from([[], ["--no-hints"]]))
    elif command in ("selfplay", "bench", "tournament"):
        argv += [game_id, "--players", number, "--seed", draw(st.sampled_from(NUMBERS))]
        if command == "bench":
            argv += ["--games", draw(st.sampled_from(["1", "0", "²", "9" * 30]))]
        if command == "tournament":
            argv += ["--games", "1", "--bots", draw(st.sampled_from(["random,random", "x", ""]))]
    elif command == "replay":
        argv += [draw(st.sampled_from(["missing.tarsas", ".", "/dev/null", "/dev/zero"]))]
        argv += draw(st.sampled_from([["--as", number], ["--until", number], ["--json"]]))
    else:
        argv += [game_id, draw(st.sampled_from(["SJ-1.1", "PR-99.9", "[/]", "\x1b[2J"]))]
        argv += draw(st.sampled_from([[], ["--lang", "en"], ["--markdown"]]))
    if command in ("play", "selfplay", "bench") and draw(st.booleans()):
        argv += ["--option", option]
    return argv


@FIXTURES
@given(argv=command_lines())
def test_a_hostile_command_line_works_or_is_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with deadline():
        code, _, err = run_cli(capsys, argv)
    assert "\x1b]" not in err and "\x1b[2J" not in err, "a control sequence reached stderr"
    event(f"command line: {argv[0]} exit {code}")
