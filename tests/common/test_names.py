"""Player names (issue 14, item 4): checked where typed, cleaned where read, plain text when
shown, and never able to break a saved-game line.

The audit's names changed the pane title and cleared the screen, `[/]` ended `replay` and the
line mode with exit 70, `[red]Fake[/red]` injected style, and a line break made the autosave
unloadable ("expected a tag line").
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from tarsas_kit import SAN_JUAN

from common import lineplay, savefile
from common.bots import RandomBot
from common.cli import main
from common.contract import EngineError
from common.names import NAME_MAX, check_name, clean_name, printable
from common.savefile import SavedGame, SeatInfo
from common.session import Session

LINE_BREAKS = ["\n", "\r", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
ESCAPES = ["\x1b]0;pwned\x07", "\x1b[2J", "\x1b[H", "\x9b2J", "\x07"]
UNPRINTABLE = [*LINE_BREAKS, *ESCAPES, "\t", "\u202e", "\u200b", "\x00", "\ud800"]
MARKUP = ["[/]", "[red]Fake[/red]", "[bold", "x[/x]y"]


@pytest.mark.parametrize("bad", UNPRINTABLE, ids=repr)
def test_a_typed_name_with_a_control_character_or_line_break_is_refused(bad):
    for lang, words in (("en", "A name is at most 20 characters"), ("hu", "legfeljebb 20")):
        with pytest.raises(EngineError, match=words) as info:
            check_name(f"Béla{bad}x", lang)
        assert printable(str(info.value)) == str(info.value), "the error itself is printable"


def test_a_typed_name_is_at_most_twenty_characters():
    assert check_name("É" * NAME_MAX) == "É" * NAME_MAX
    with pytest.raises(EngineError, match="at most 20"):
        check_name("É" * (NAME_MAX + 1))


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("  Anita  ", "Anita"),
        ("Kis   Béla", "Kis Béla"),
        ("", ""),
        ("   ", ""),
        *[(m, m) for m in MARKUP],
    ],
)
def test_a_typed_name_is_tidied_and_markup_is_just_text(typed, kept):
    assert check_name(typed) == kept


@pytest.mark.parametrize("bad", UNPRINTABLE, ids=repr)
def test_a_name_read_from_a_file_is_cleaned_not_refused(bad):
    name = clean_name(f"Béla{bad}x")
    assert name.isprintable() and name.startswith("Béla") and name.endswith("x")
    assert clean_name("Nagyon-hosszú-név-" * 3) == "Nagyon-hosszú-név-N…"


@pytest.mark.parametrize("bad", [*LINE_BREAKS, *ESCAPES, '"', "\\", "|", "\\u0041"], ids=repr)
def test_the_saved_game_format_keeps_every_tag_on_its_line(bad):
    name = f"A{bad}B"
    saved = SavedGame("sanjuan", 1, 2, [SeatInfo(name), SeatInfo("Béla")], {}, result="*")
    text = savefile.dumps(saved)
    assert text.split("\n")[5].startswith('[Seat "1 | ') and text.split("\n")[6].startswith(
        '[Seat "2 | Béla'
    )
    assert len(text.splitlines()) == len(text.split("\n")) - 1, "no line separator but \\n"
    assert savefile.loads(text).seats[0].name == clean_name(name)


def test_an_autosave_the_old_code_broke_with_a_line_separator_loads_again():
    """Before names were checked, a U+2028 in a name split the Seat tag in two."""
    text = '[Game "sanjuan"]\n[Seed "1"]\n[Players "2"]\n[Seat "1 | A\u2028B | human"]\n'
    text += '[Seat "2 | C\x1dD | human"]\n[Result "*"]\n\n1 pick builder\n'
    saved = savefile.loads(text)
    assert [s.name for s in saved.seats] == ["A\ufffdB", "C\ufffdD"]


def test_such_a_file_read_from_disk_loads_too(tmp_path):
    """Found by the soak: reading in text mode turned a lone \\r into a line break."""
    path = tmp_path / "old.tarsas"
    text = '[Game "sanjuan"]\n[Seed "1"]\n[Players "2"]\n[Seat "1 | A\rB | human"]\n'
    path.write_bytes((text + '[Seat "2 | C | human"]\n[Result "*"]\n\n1 pick builder\n').encode())
    assert [s.name for s in savefile.read(path).seats] == ["A\ufffdB", "C"]


def test_a_session_never_holds_an_unprintable_name():
    seats = [SeatInfo("\x1b]0;pwned\x07"), SeatInfo("B" * 40)]
    session = Session(SAN_JUAN, SAN_JUAN.config(2), 1, seats)
    assert all(s.name.isprintable() and len(s.name) <= NAME_MAX for s in session.seats)


@pytest.mark.parametrize("name", ["\x1b]0;pwned\x07", "Béla\nx", "B" * 21])
def test_a_bad_name_on_the_command_line_is_one_line(capsys, xdg, name):
    code = main(["play", "--plain", "sanjuan", "--players", "2", "--name", name])
    out, err = capsys.readouterr()
    assert code == 2 and len(err.splitlines()) == 1 and "legfeljebb 20" in err
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert not (xdg / "tarsas" / "autosave").exists()


def _game_with_names(tmp_path, names) -> str:
    path = tmp_path / "names.tarsas"
    seats = [SeatInfo(n, "bot:random") for n in names]
    session = Session(SAN_JUAN, SAN_JUAN.config(len(names)), 3, seats)
    bots = [RandomBot(i) for i in range(len(names))]
    while (seat := session.to_act()) is not None:
        session.play(bots[seat].choose(session.view(seat), session.legal()))
    session.save(path)
    return str(path)


def test_replay_shows_markup_names_as_text(capsys, tmp_path):
    path = _game_with_names(tmp_path, ["[/]", "[red]Fake[/red]", "a[b"])
    for extra in ([], ["--as", "1"], ["--as", "2"]):
        code = main(["replay", path, *extra])
        out, err = capsys.readouterr()
        assert code == 0, err
        assert "[/]: " in out and "[red]Fake[/red]: " in out and "a[b: " in out


def test_the_line_mode_shows_markup_names_as_text_and_no_escape_reaches_the_terminal():
    seats = [
        SeatInfo("[/]"),
        SeatInfo("[red]Fake[/red]", "bot:random"),
        SeatInfo("\x1b]0;pwned\x07"),
    ]
    session = Session(SAN_JUAN, SAN_JUAN.config(3), 3, seats)
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=True, color_system=None)
    answers = iter(["1"] * 40 + ["l"])

    def read(prompt: str) -> str:
        out.write(prompt)
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    assert lineplay.run(session, {1: RandomBot(2)}, "hu", False, console, read) == 0
    text = out.getvalue()
    assert "[/]:" in text and "[red]Fake[/red]:" in text
    assert "\x1b]0;" not in text and "\x07" not in text, "the pane title stays ours"


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii", "puertorico", "aranyvaros"])
def test_every_game_draws_markup_names_as_text(game_id):
    """The table and the score sheet of every game, late in a finished game."""
    from common.registry import get_game

    game = get_game(game_id)
    names = ["[/]", "[red]Fake[/red]", "a[b]c", "[bold"][: game.seats[-1]]
    players = len(names) if len(names) in game.seats else game.seats[-1]
    seats = [SeatInfo(names[i % len(names)], "bot:random") for i in range(players)]
    session = Session(game, game.config(players), 5, seats)
    bots = [RandomBot(i) for i in range(players)]
    while (seat := session.to_act()) is not None:
        session.play(bots[seat].choose(None, session.legal()))
    console = Console(file=io.StringIO(), width=120, record=True)
    shown = [s.name for s in session.seats]
    for viewer in (None, 0):
        console.print(game.render(game.view(session.states[-2], viewer), shown, "en"))
    console.print(game.render_scores(session.outcome(), shown, "en"))
    text = console.export_text()
    for name in shown:
        assert name in text
