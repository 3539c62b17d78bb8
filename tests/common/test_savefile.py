"""common.savefile: the `*.tarsas` text format and its errors (ARCHITECTURE §4)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from tarsas_kit import assert_hungarian

from common import savefile
from common.bots import Reason
from common.contract import EngineError
from common.savefile import MoveLine, SavedGame, SaveFileError, SeatInfo
from common.session import Session


def sample(**changes) -> SavedGame:
    fields = dict(
        game="sanjuan",
        seed=7,
        players=3,
        seats=[
            SeatInfo("Anita"),
            SeatInfo("Béla", "bot:random"),
            SeatInfo("Csaba"),
        ],
        options={"first_governor": "seat_1", "starting_hand_draft": "false"},
        moves=[MoveLine(0, "pick builder"), MoveLine(0, "build smithy", auto=True)],
        engine="0.1.0",
        date="2026-01-02T03:04:05Z",
        result="*",
    )
    fields.update(changes)
    return SavedGame(**fields)


def roundtrip(saved: SavedGame) -> SavedGame:
    return savefile.loads(savefile.dumps(saved), "x.tarsas")


def strip_lines(saved: SavedGame) -> list[tuple[int, str, bool]]:
    return [(m.seat, m.text, m.auto) for m in saved.moves]


HEADER = """\
[Game "sanjuan"]
[Seed "7"]
[Players "2"]
[Seat "1 | Anita | human"]
[Seat "2 | Béla | bot:random"]
[Option "first_governor=seat_1"]
[Engine "0.1.0"]
[Date "2026-01-02T03:04:05Z"]
[Result "*"]
"""
# Line numbers of the header above, for the error tests.
LINE = {"Game": 1, "Seed": 2, "Players": 3, "Seat1": 4, "Seat2": 5, "Option": 6, "Result": 9}


def with_line(header: str, old: str, new: str) -> str:
    assert old in header
    return header.replace(old, new)


def error_of(text: str, path: str = "g.tarsas") -> SaveFileError:
    with pytest.raises(SaveFileError) as info:
        savefile.loads(text, path)
    return info.value


def assert_error(err: SaveFileError, line: int, *words: str, path: str = "g.tarsas") -> None:
    assert err.path == path
    assert err.line == line
    text = str(err)
    prefix = f"{path}:{line}: " if line else f"{path}: "
    assert text.startswith(prefix), text
    assert "\n" not in text
    for w in words:
        assert w in text, (w, text)
    assert isinstance(err, EngineError)
    assert_hungarian(err)


# -- round trips ---------------------------------------------------------------------------------


def test_dumps_loads_round_trip():
    saved = sample()
    back = roundtrip(saved)
    assert back.game == saved.game and back.seed == saved.seed and back.players == 3
    assert back.seats == saved.seats
    assert back.options == saved.options
    assert strip_lines(back) == strip_lines(saved)
    assert (back.engine, back.date, back.result) == (saved.engine, saved.date, saved.result)
    # Line numbers point at the move lines of the text.
    text = savefile.dumps(saved).splitlines()
    for m in back.moves:
        assert text[m.line - 1].startswith(f"{m.seat + 1} {m.text}")


@pytest.mark.parametrize(
    "name",
    [
        'Anna "the shark"',
        "Béla",
        "Őrsi Ödön",
        "# not a comment",
        "back\\slash",
        'mixed \\" quote',
        "日本語",
        "  ",
        "",
    ],
)
def test_names_survive_the_round_trip(name):
    saved = sample(seats=[SeatInfo(name), SeatInfo("B", "bot:random"), SeatInfo(name + "2")])
    back = roundtrip(saved)
    # Surrounding spaces are not significant in a Seat tag.
    assert [s.name for s in back.seats] == [name.strip(), "B", (name + "2").strip()]
    assert back.seats[1].is_bot and back.seats[1].bot_kind == "random"
    assert not back.seats[0].is_bot


def test_name_with_a_bar_survives_the_round_trip():
    saved = sample(seats=[SeatInfo("Anna | Béla"), SeatInfo("B"), SeatInfo("C")])
    assert roundtrip(saved).seats[0].name == "Anna | Béla"


def test_option_values_and_result_round_trip():
    saved = sample(
        options={"a": 'quote"d', "b": "x=y", "c": "true"},
        result="1:42 2:38 3:40 winners:1",
        date='we"ird',
    )
    back = roundtrip(saved)
    assert back.options == saved.options
    assert back.result == saved.result and back.date == saved.date


def test_empty_move_list_and_unfinished_result():
    back = roundtrip(sample(moves=[]))
    assert back.moves == [] and back.result == savefile.UNFINISHED


def test_comments_blank_lines_crlf_and_spacing_are_tolerated():
    text = (
        "# a saved game\r\n"
        + HEADER.replace("\n", "\r\n")
        + "\r\n# the first round\r\n"
        + "1   pick    builder   # chosen by Anita\r\n"
        + "\r\n"
        + "1 build smithy # auto\r\n"
        + "   2 pass\r\n"
    )
    saved = savefile.loads(text, "g.tarsas")
    assert strip_lines(saved) == [
        (0, "pick builder", False),
        (0, "build smithy", True),
        (1, "pass", False),
    ]
    assert [m.line for m in saved.moves] == [13, 15, 16]
    assert saved.seats[1] == SeatInfo("Béla", "bot:random")


def test_a_computer_seats_reason_is_a_comment_that_comes_back():
    """`# why:` / `# why-en:` keep a bot's reason (ARCHITECTURE §4: `#` comments allowed) with
    what the other seats may read of it (D-B-15); a `#` or a line break inside a reason cannot
    break the line; other comments stay ignored."""
    secret = Reason("Építő: a Torony", "Builder: builds the Tower")
    moves = [
        MoveLine(1, "pick trader", why=Reason("három áru #1 eladásra", "three goods\nto sell")),
        MoveLine(1, "sell indigo_plant", auto=True),
        MoveLine(0, "pick builder", why=secret),
        MoveLine(0, "pick trader", why=Reason("áruk", "goods").for_everyone()),
        MoveLine(0, "pick prospector", why=Reason("Építő: x", "Builder: x", "Építő", "Builder")),
    ]
    text = savefile.dumps(sample(moves=moves))
    assert "2 pick trader  # why: három áru 1 eladásra  # why-en: three goods to sell\n" in text
    assert "1 pick trader  # why: áruk  # why-en: goods  # public\n" in text
    assert "# why-public: Építő  # why-public-en: Builder\n" in text
    back = savefile.loads(text + "2 pass  # auto # a note # why-en: only English\n")
    assert [m.why for m in back.moves] == [
        Reason("három áru 1 eladásra", "three goods to sell"),
        None,
        secret,
        Reason("áruk", "goods").for_everyone(),
        Reason("Építő: x", "Builder: x", "Építő", "Builder"),
        None,
    ]
    assert [m.auto for m in back.moves] == [False, True, False, False, False, True]


def test_minimal_header_defaults():
    text = '[Game "sanjuan"]\n[Seed "-3"]\n[Players "1"]\n[Seat "1 | A | human"]\n[Result "*"]\n'
    saved = savefile.loads(text)
    assert saved.seed == -3 and saved.options == {} and saved.result == "*"
    assert saved.engine == "" and saved.date == ""


# -- errors: every path names file and line ------------------------------------------------------


def test_bad_tag_line():
    err = error_of(with_line(HEADER, '[Seed "7"]', "[Seed 7]"))
    assert_error(err, LINE["Seed"], "tag line")


def test_unterminated_tag_line():
    err = error_of(with_line(HEADER, '[Option "first_governor=seat_1"]', '[Option "first_gov'))
    assert_error(err, LINE["Option"], "tag line")


def test_unknown_tag():
    err = error_of(HEADER + '[Colour "blue"]\n')
    assert_error(err, 10, "unknown tag Colour")


def test_unknown_tag_reports_the_first_one():
    err = error_of(with_line(HEADER, '[Result "*"]', '[Zzz "1"]\n[Aaa "2"]'))
    assert_error(err, 9, "unknown tag Zzz")


@pytest.mark.parametrize("tag", ["Game", "Seed", "Players"])
def test_duplicate_required_tag(tag):
    original = next(line for line in HEADER.splitlines() if line.startswith(f"[{tag} "))
    err = error_of(HEADER + original + "\n")
    assert_error(err, 10, f"tag {tag} given twice")


def test_duplicate_result_tag():
    err = error_of(HEADER + '[Result "1:10 2:9 winners:1"]\n')
    assert_error(err, 10, "tag Result given twice")


@pytest.mark.parametrize("tag", ["Game", "Seed", "Players"])
def test_missing_required_tag(tag):
    text = "\n".join(line for line in HEADER.splitlines() if not line.startswith(f"[{tag} "))
    err = error_of(text + "\n")
    # There is no line to point at: the message names the file and the missing tag.
    assert_error(err, 0, f'missing tag [{tag} "..."]')


@pytest.mark.parametrize("value", ["seven", "7.0", "", "0x10"])
def test_non_integer_seed(value):
    err = error_of(with_line(HEADER, '[Seed "7"]', f'[Seed "{value}"]'))
    assert_error(err, LINE["Seed"], "Seed must be a whole number")


@pytest.mark.parametrize("value", ["²", "١", "1_000", "9" * 5000])
def test_digits_that_int_refuses_or_chokes_on_are_a_clean_error(value):
    """ "²".isdigit() is true, int("²") fails: that was exit 70 for every reader of the file."""
    for tag, line in (("Seed", '[Seed "7"]'), ("Players", '[Players "2"]')):
        err = error_of(with_line(HEADER, line, f'[{tag} "{value}"]'))
        assert_error(err, LINE[tag], f"{tag} must be a whole number")
    err = error_of(with_line(HEADER, "2 | Béla", f"{value} | Béla"))
    assert_error(err, LINE["Seat2"], "expected [Seat")
    err = error_of(HEADER + f"\n1 pick builder\n{value} pass\n")
    assert_error(err, 12, "expected a move line")


def test_non_integer_players():
    err = error_of(with_line(HEADER, '[Players "2"]', '[Players "two"]'))
    assert_error(err, LINE["Players"], "Players must be a whole number")


@pytest.mark.parametrize(
    "seat",
    ["1 Anita human", "1 | Anita", "one | Anita | human", "1 | A | B | human", "| Anita | human"],
)
def test_wrong_seat_format(seat):
    err = error_of(with_line(HEADER, "1 | Anita | human", seat))
    assert_error(err, LINE["Seat1"], "expected [Seat", "N | name | human or bot:KIND")


def test_seat_kind_must_be_human_or_bot():
    err = error_of(with_line(HEADER, "2 | Béla | bot:random", "2 | Béla | alien"))
    assert_error(err, LINE["Seat2"], "'human' or 'bot:KIND'")


@pytest.mark.parametrize("number", ["3", "0"])
def test_seat_number_out_of_range(number):
    err = error_of(with_line(HEADER, "2 | Béla", f"{number} | Béla"))
    assert_error(err, LINE["Seat2"], f"seat {number} is not a new seat of 1..2")


def test_seat_given_twice():
    err = error_of(with_line(HEADER, "2 | Béla", "1 | Béla"))
    assert_error(err, LINE["Seat2"], "seat 1 is not a new seat of 1..2")


def test_seat_count_mismatch():
    text = with_line(HEADER, '[Players "2"]', '[Players "3"]')
    err = error_of(text)
    assert_error(err, 0, "expected 3 Seat tags, found 2")


def test_bad_option_tag():
    err = error_of(with_line(HEADER, "first_governor=seat_1", "first_governor"))
    assert_error(err, LINE["Option"], 'expected [Option "name=value"]')


@pytest.mark.parametrize("line", ["x pass", "pass", "1", "1#auto", "one pass", "-1 pass"])
def test_bad_move_line(line):
    err = error_of(HEADER + "\n1 pick builder\n" + line + "\n")
    assert_error(err, 12, "expected a move line", "SEAT MOVE")


def test_tag_after_the_moves_is_a_bad_move_line():
    err = error_of(HEADER + "\n1 pick builder\n" + '[Result "*"]\n')
    assert_error(err, 12, "expected a move line")


@pytest.mark.parametrize("seat", ["3", "0", "12"])
def test_move_seat_out_of_range(seat):
    err = error_of(HEADER + "\n1 pick builder\n2 pass\n" + f"{seat} pass\n")
    assert_error(err, 13, f"seat {seat} does not exist")


def test_read_non_utf8_file(tmp_path):
    path = tmp_path / "latin1.tarsas"
    path.write_bytes(HEADER.replace("Béla", "B\xe9la").encode("latin-1"))
    with pytest.raises(SaveFileError) as info:
        savefile.read(path)
    assert_error(info.value, 0, "not a UTF-8 text file", path=str(path))


def test_read_missing_file(tmp_path):
    path = tmp_path / "nope.tarsas"
    with pytest.raises(SaveFileError) as info:
        savefile.read(path)
    assert_error(info.value, 0, "no such file", path=str(path))


def test_read_a_directory(tmp_path):
    with pytest.raises(SaveFileError) as info:
        savefile.read(tmp_path)
    assert_error(info.value, 0, "cannot read", path=str(tmp_path))


def test_read_reports_the_path_in_line_errors(tmp_path):
    path = tmp_path / "g.tarsas"
    path.write_text(HEADER + "\nx pass\n", encoding="utf-8")
    with pytest.raises(SaveFileError) as info:
        savefile.read(path)
    assert_error(info.value, 11, "expected a move line", path=str(path))


def test_read_tolerates_a_utf8_bom(tmp_path):
    path = tmp_path / "bom.tarsas"
    path.write_bytes(b"\xef\xbb\xbf" + HEADER.encode("utf-8"))
    assert savefile.read(path).game == "sanjuan"


# -- hints (issue 16 item 5) ----------------------------------------------------------------------


def test_a_hint_is_noted_on_its_move_and_the_table_option_is_a_tag():
    """`# hint` marks a move made after a hint (nothing of the hint itself); `[Table
    "hints=false"]` is a table option, apart from the ruleset's options."""
    moves = [MoveLine(0, "pick builder", hint=True), MoveLine(0, "build smithy", auto=True)]
    text = savefile.dumps(sample(moves=moves, table={"hints": "false"}))
    assert "1 pick builder  # hint\n" in text
    assert '[Table "hints=false"]' in text
    back = savefile.loads(text)
    assert [m.hint for m in back.moves] == [True, False]
    assert back.table == {"hints": "false"} and "hints" not in back.options


def test_an_unknown_table_option_is_an_error_naming_its_line():
    text = savefile.dumps(sample()).replace('[Engine "', '[Table "open_hands=true"]\n[Engine "', 1)
    with pytest.raises(SaveFileError, match=r":\d+: expected \[Table \"name=value\"\]"):
        savefile.loads(text)


@pytest.mark.parametrize("value", ["maybe", "", "²", "1", "[/]", "\x1b[2J", "x" * 5000])
def test_a_table_option_takes_only_its_own_values_naming_its_line(value):
    """Read as strictly as every other tag: a value of another kind is one short, printable
    line (the value quoted and cut, never a terminal escape)."""
    text = savefile.dumps(sample(table={"hints": value}))
    with pytest.raises(SaveFileError) as info:
        savefile.loads(text, "g.tarsas")
    line = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("[Table")))
    assert_error(info.value, line + 1, "table option hints takes true or false, not ")
    assert str(info.value).isprintable() and len(str(info.value)) < 120


def test_a_table_option_value_with_a_line_break_stays_on_its_tag_line():
    """The Table tag is escaped like every tag: a line break in its value cannot end the line
    (the file still reads as far as the value, which is then refused)."""
    text = savefile.dumps(sample(table={"hints": 'true"\n[Result "1:1"]\u2028'}))
    assert sum(line.startswith("[Table") for line in text.split("\n")) == 1
    assert "\u2028" not in text and '\n[Result "1:1"]' not in text
    with pytest.raises(SaveFileError, match="table option hints takes true or false"):
        savefile.loads(text)


def test_a_table_option_given_twice_is_an_error():
    text = savefile.dumps(sample(table={"hints": "true"}))
    text = text.replace('[Table "hints=true"]', '[Table "hints=true"]\n[Table "hints=false"]')
    with pytest.raises(SaveFileError, match="table option hints given twice"):
        savefile.loads(text)


def test_a_hungarian_table_reads_why_a_saved_game_does_not_open(tmp_path):
    """The app and the line mode show `text(lang)`: at a Hungarian table the reason is
    Hungarian, with the file and the line; `str()` stays English for the scripting commands
    (D-T-19)."""
    missing, folder, cut = tmp_path / "nincs.tarsas", tmp_path / "mappa", tmp_path / "cut.tarsas"
    folder.mkdir()
    cut.write_text(HEADER.split("[Result")[0], encoding="utf-8")
    cases = [
        (missing, f"{missing}: nincs ilyen fájl", f"{missing}: no such file"),
        (folder, f"{folder}: nem olvasható (ez egy mappa)", f"{folder}: cannot read"),
        (cut, f"{cut}: hiányos: a [Result", f"{cut}: incomplete"),
    ]
    for path, hu, en in cases:
        with pytest.raises(SaveFileError) as info:
            savefile.read(path)
        assert info.value.text("hu").startswith(hu), info.value.text("hu")
        assert str(info.value).startswith(en) and info.value.text("en") == str(info.value)
    err = error_of(HEADER + "\nx pass\n")
    assert err.text("hu") == (
        "g.tarsas, 11. sor: hibás lépéssor; a helyes alak: SZÉK LÉPÉS (például „1 pass”)"
    )


# -- what is read at all (issue 27 items 5-8) ----------------------------------------------------


def _read_soon(path) -> SaveFileError:
    """The error reading `path` gives, within 5 s (a reader that waits fails the test)."""
    box: list[BaseException] = []
    worker = threading.Thread(target=lambda: _catch(box, path), daemon=True)
    worker.start()
    worker.join(5)
    assert box, "the read hangs"
    assert isinstance(box[0], SaveFileError), box[0]
    return box[0]


def _catch(box: list[BaseException], path) -> None:
    try:
        savefile.read(path)
    except BaseException as e:
        box.append(e)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "g.tarsas"
    os.mkfifo(fifo)
    err = _read_soon(fifo)
    assert_error(err, 0, "not a regular file", path=str(fifo))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_before_anything_is_read():
    err = _read_soon("/dev/zero")
    assert_error(err, 0, "not a regular file", path="/dev/zero")


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.tarsas"
    with path.open("wb") as f:
        f.write(HEADER.encode())
        f.truncate(50_000_000)  # sparse: nothing of it is ever in memory
    err = _read_soon(path)
    assert_error(err, 0, "larger than 10 MB", path=str(path))
    assert err.text("hu").endswith("nagyobb 10 MB-nál, amekkora egy mentett játék lehet")


def test_a_line_over_the_limit_is_refused_with_the_limit_and_its_number():
    text = with_line(HEADER, '[Date "2026-01-02T03:04:05Z"]', f'[Date "{"9" * 20_000}"]')
    err = error_of(text)
    assert_error(err, 8, "line longer than 10,000 characters")
    assert len(str(err)) < 100


@pytest.mark.parametrize("move", ["x" * 5_000, "pick " + "builder" * 100], ids=["x", "pick"])
def test_an_error_quotes_only_the_start_of_a_long_bad_move(move):
    err = error_of(HEADER + f"\n1 {move}\n")
    assert_error(err, 11, "a move is at most 200 characters")
    assert len(str(err)) < 150 and move[:20] in str(err)


def test_an_error_quotes_only_the_start_of_a_long_option_name():
    name = "o" * 5_000
    text = with_line(HEADER, "[Option", f'[Option "{name}=1"]\n[Option "{name}=2"]\n[Option')
    err = error_of(text)
    assert_error(err, 7, "given twice")
    assert len(str(err)) < 150


@pytest.mark.parametrize("ends", ["\r", "\r\n", "\n"], ids=repr)
def test_cr_lf_and_crlf_line_ends_read_alike(ends):
    text = HEADER + "\n1 pick builder  # why: x # why-en: y\n2 pass\n"
    saved = savefile.loads(text.replace("\n", ends), "g.tarsas")
    assert [(m.seat, m.text, m.line) for m in saved.moves] == [
        (0, "pick builder", 11),
        (1, "pass", 12),
    ]
    assert saved.seats[1] == SeatInfo("Béla", "bot:random")
    assert saved.moves[0].why == Reason("x", "y")


def test_an_unknown_option_with_a_long_name_is_quoted_short(tmp_path):
    path = tmp_path / "g.tarsas"
    name = "o" * 5_000
    path.write_text(with_line(HEADER, "[Option", f'[Option "{name}=1"]\n[Option'))
    with pytest.raises(SaveFileError) as info:
        Session.load(path)
    assert_error(info.value, 6, "unknown option 'oooo", path=str(path))
    assert len(str(info.value)) < len(str(path)) + 300
