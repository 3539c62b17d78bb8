"""common.lineplay: hot-seat play with line prompts, driven by a scripted keyboard."""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Iterable

import pytest
from rich.console import Console
from tarsas_kit import SAN_JUAN, find, new_session

from common import lineplay, paths, rules_text, savefile
from common.bots import RandomBot
from common.cli import _parser
from common.session import Session

CURTAIN = "Add át a gépet"


class Keyboard:
    """Answers prompts from a script; the prompts are echoed into the output like `input()`.

    A curtain prompt is answered with Enter and does not use up a scripted answer. At the end
    of the script the keyboard raises EOFError (Ctrl-D).
    """

    def __init__(self, out: io.StringIO, answers: Iterable[str]) -> None:
        self.out = out
        self.answers = list(answers)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        self.out.write(prompt + "\n")
        if prompt.startswith(CURTAIN):
            return ""
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


def table(answers: Iterable[str]) -> tuple[io.StringIO, Console, Keyboard]:
    out = io.StringIO()
    return out, Console(file=out, width=120), Keyboard(out, answers)


def hand_owner(line: str) -> str | None:
    m = re.match(r"^Kéz \(([^)]*)\): ", line)
    return m.group(1) if m else None


def test_human_against_a_bot_plays_to_the_end(tmp_path):
    session = new_session(2, seed=3, bots=(1,), autosave=tmp_path / "auto.tarsas")
    out, console, keys = table(["1"] * 3000)
    code = lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    text = out.getvalue()
    assert code == 0
    assert session.over
    assert "A játék véget ért." in text
    # The score table comes last, after the final table.
    assert text.rindex("Győztes:") > text.rindex("A játék véget ért.")
    assert "Összesen" in text[text.rindex("Győztes:") :]
    assert f"Elmentve: {tmp_path / 'auto.tarsas'}" in text
    # One human: never a curtain, never the bot's hand.
    assert not any(p.startswith(CURTAIN) for p in keys.prompts)
    assert "Kéz (Béla)" not in text
    # The autosave holds the finished game.
    saved = savefile.read(tmp_path / "auto.tarsas")
    assert saved.result != savefile.UNFINISHED
    assert Session.load(tmp_path / "auto.tarsas").state == session.state


def test_no_curtain_when_the_game_has_no_secrets(monkeypatch):
    """A game whose options leave nothing private (e.g. open VP) needs no hand-over screen."""
    monkeypatch.setattr(SAN_JUAN, "has_secrets", lambda config: False, raising=False)
    session = new_session(2, seed=7)
    out, console, keys = table(["1"] * 20)
    assert lineplay.run(session, {}, "hu", False, console, keys) == 0
    assert CURTAIN not in out.getvalue()


def test_curtain_between_two_humans_hides_the_previous_hand():
    session = new_session(2, seed=7)
    out, console, keys = table(["1"] * 60)
    assert lineplay.run(session, {}, "hu", False, console, keys) == 0
    lines = out.getvalue().splitlines()
    curtains = [i for i, line in enumerate(lines) if line.startswith(CURTAIN)]
    assert len(curtains) >= 3
    # A curtain each time the deciding seat changes, and only then.
    deciders = [p.seat for p in session.played if not p.auto]
    runs = 1 + sum(1 for a, b in itertools.pairwise(deciders) if a != b)
    assert len(curtains) in (runs, runs + 1)  # +1: a curtain for the seat on turn at EOF
    for k, start in enumerate(curtains):
        name = re.match(rf"^{CURTAIN}: (\S+) következik", lines[start]).group(1)
        end = curtains[k + 1] if k + 1 < len(curtains) else len(lines)
        segment = lines[start + 1 : end]
        owners = [hand_owner(line) for line in segment if hand_owner(line)]
        # After the curtain only the next seat's hand is shown ...
        assert set(owners) <= {name}, (name, owners)
        # ... and only after its table has been drawn again.
        if owners:
            first_hand = next(i for i, line in enumerate(segment) if hand_owner(line))
            assert any("Kéz:" in line for line in segment[:first_hand])
    # The hand lines alternate with the curtains: the previous seat's hand is never repeated
    # between a curtain and the next seat's own hand.
    owners_in_order = [hand_owner(line) for line in lines if hand_owner(line)]
    assert {"Anita", "Béla"} == set(owners_in_order)


def test_open_hands_shows_no_curtain():
    session = new_session(2, seed=7)
    _, console, keys = table(["1"] * 20)
    lineplay.run(session, {}, "hu", True, console, keys)
    assert not any(p.startswith(CURTAIN) for p in keys.prompts)


def test_eof_mid_game_saves_and_prints_the_resume_hint(xdg):
    path = paths.new_autosave_path("sanjuan")
    assert str(path).startswith(str(xdg))
    session = new_session(2, seed=3, bots=(1,), autosave=path)
    out, console, keys = table(["1"] * 6)
    code = lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    text = out.getvalue()
    assert code == 0 and not session.over
    assert path.exists()
    assert f"play --resume {path}" in " ".join(text.split())
    back = Session.load(path)
    assert back.state == session.state and back.played == session.played


def test_q_quits_and_saves(tmp_path):
    path = tmp_path / "q.tarsas"
    session = new_session(2, seed=3, bots=(1,), autosave=path)
    out, console, keys = table(["1", "q", "1", "1"])
    assert lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys) == 0
    assert keys.answers == ["1", "1"]
    assert "play --resume" in out.getvalue()
    assert len(savefile.read(path).moves) == len(session.played) >= 1


def test_garbage_is_not_understood_and_the_game_goes_on():
    session = new_session(2, seed=3, bots=(1,))
    out, console, keys = table(["xyzzy", "99", "1"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    text = out.getvalue()
    assert text.count("Nincs ilyen lépés:") == 2
    assert "'xyzzy'" in text and "'99'" in text
    assert "San Juan move" not in text  # the engine's English message stays out of the UI
    # The same question is asked again after each bad answer, then "1" is played.
    assert [p for p in keys.prompts if p == "> "][:4] == ["> "] * 4
    assert session.played and not session.played[0].auto


def test_an_illegal_move_is_named_in_hungarian():
    session = new_session(2, seed=3, bots=(1,))
    out, console, keys = table(["pick builder nolibrary", "1"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    assert "Ez most nem szabályos: 'pick builder nolibrary'" in out.getvalue()


def test_move_text_and_prefix_answers():
    session = new_session(2, seed=3, bots=(1,))
    first = SAN_JUAN.move_text(session.legal()[1])
    _, console, keys = table([first])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    assert SAN_JUAN.move_text(session.played[0].move) == first


def test_undo_own_move():
    session = new_session(2, seed=3, bots=(1,))
    start = session.state
    first = session.legal()[0]
    nxt = SAN_JUAN.apply(start, first)
    # The test needs a first move that keeps the turn and draws nothing.
    assert SAN_JUAN.to_act(nxt) == 0 and len(SAN_JUAN.legal_moves(nxt)) > 1
    assert not SAN_JUAN.reveals(start, nxt)
    out, console, keys = table(["1", "u"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    assert "Visszavonva (1 lépés)." in out.getvalue()
    assert session.played == [] and session.state == start


def test_undo_another_humans_move_asks_the_table():
    session = new_session(2, seed=7)
    first = session.legal()[0]
    nxt = SAN_JUAN.apply(session.state, first)
    seat = session.to_act()
    # Find a position where a quiet move hands the turn to the other human.
    while SAN_JUAN.to_act(nxt) == seat or SAN_JUAN.reveals(session.state, nxt):
        session.play(first)
        seat = session.to_act()
        first = session.legal()[0]
        nxt = SAN_JUAN.apply(session.state, first)
    before = list(session.states)
    out, console, keys = table(["1", "u", "i"])
    lineplay.run(session, {}, "hu", False, console, keys)
    assert any(p.startswith("Ez egy másik játékos lépése volt") for p in keys.prompts)
    assert "Visszavonva (1 lépés)." in out.getvalue()
    assert session.states == before


def test_undo_declined_keeps_the_move():
    session = new_session(2, seed=7)
    # Play quiet moves until the turn passes to the other seat.
    while True:
        seat = session.to_act()
        move = session.legal()[0]
        nxt = SAN_JUAN.apply(session.state, move)
        if SAN_JUAN.to_act(nxt) != seat and not SAN_JUAN.reveals(session.state, nxt):
            break
        session.play(move)
    out, console, keys = table(["1", "u", "n"])
    lineplay.run(session, {}, "hu", False, console, keys)
    assert "Visszavonva" not in out.getvalue()
    assert session.played[-1].move == move


def test_question_mark_prints_the_rules_section_rendered():
    session = new_session(2, seed=3, bots=(1,))
    section = SAN_JUAN.phase_section(session.state)
    out, console, keys = table(["?"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    lines = [line.strip() for line in out.getvalue().splitlines()]
    heading = next(line for line in lines if line.startswith(f"[{section}]"))
    assert heading.split("] ")[1] in rules_text.section(SAN_JUAN, section)
    assert not any(line.startswith(("#", "*", "|")) for line in lines)
    assert session.played == []


def test_log_and_save_commands(tmp_path):
    session = new_session(2, seed=3, bots=(1,))
    target = tmp_path / "mine.tarsas"
    out, console, keys = table(["1", "1", "l", f"s {target}"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    text = out.getvalue()
    assert f"Elmentve: {target}" in text
    assert Session.load(target).state == session.state


@pytest.mark.parametrize(
    ("lang", "message"),
    [("hu", "nem írható: ez egy mappa"), ("en", "cannot write: it is a folder")],
)
def test_a_failed_save_is_a_message_and_the_game_goes_on(tmp_path, lang, message):
    """`s /tmp` used to end the line mode with exit 70; the message is in the table's
    language (D-T-16)."""
    autosave = tmp_path / "auto.tarsas"
    session = new_session(2, seed=3, bots=(1,), autosave=autosave)
    out, console, keys = table(["1", f"s {tmp_path}", "1", "1"])
    code = lineplay.run(session, {1: RandomBot(5)}, lang, False, console, keys)
    text = out.getvalue()
    assert code == 0
    assert f"{tmp_path}: {message}" in text
    assert "Traceback" not in text
    decisions = [p for p in session.played if p.seat == 0 and not p.auto]
    assert len(decisions) == 3
    assert Session.load(autosave).state == session.state


def test_main_starts_a_new_game_from_the_command_line(xdg, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    args = _parser().parse_args(
        ["play", "sanjuan", "--players", "2", "--bot", "2", "--seed", "5", "--name", "Éva"]
    )
    answers = iter(["1", "1"])

    def read(prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    assert lineplay.main(args, read) == 0
    out = capsys.readouterr().out
    saves = list((xdg / "tarsas" / "autosave").glob("sanjuan-*.tarsas"))
    assert len(saves) == 1
    assert "Automatikus mentés:" in out and "play --resume" in out
    saved = savefile.read(saves[0])
    assert saved.seed == 5
    assert [s.kind for s in saved.seats] == ["human", "bot:medium"]
    assert saved.seats[0].name == "Éva"

    # Resume it and quit again: the same game, the same file.
    moves = len(saved.moves)
    resume = _parser().parse_args(["play", "--resume", str(saves[0])])
    answers = iter(["1"])
    assert lineplay.main(resume, read) == 0
    assert "Folytatás innen:" in capsys.readouterr().out
    assert len(savefile.read(saves[0]).moves) > moves


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (
            ["play", "sanjuan", "--players", "2", "--bot", "3"],
            "a --bot egy széket vár 1 és 2 között",
        ),
        (
            ["play", "sanjuan", "--players", "2", "--bot", "2=smart"],
            "ismeretlen gépi játékos: 'smart'",
        ),
        (["play", "sanjuan", "--players", "5"], "2, 3, 4 játékos játszhatja, nem 5"),
        (["play", "chess"], "ismeretlen játék: 'chess'"),
        (["play", "sanjuan", "--players", "5", "--lang", "en"], "2, 3, 4 players"),
        (["play", "chess", "--lang", "en"], "unknown game"),
    ],
)
def test_play_setup_errors_are_one_line(xdg, capsys, argv, words):
    from common.cli import main

    code = main(argv)
    out, err = capsys.readouterr()
    assert code != 0 and words in err and len(err.splitlines()) == 1
    assert "Traceback" not in out + err


def _own_move_behind_bot_moves():
    """A 2-seat game (seat 2 a bot) where seat 1 is on turn, the last decisions were the bot's,
    and nothing since seat 1's own last decision drew or revealed a card."""
    for seed in range(1, 60):
        session = new_session(2, seed=seed, bots=(1,))
        bot = RandomBot(seed)
        while not session.over and len(session.played) < 300:
            played = session.played
            if session.to_act() == 0 and played and played[-1].seat == 1:
                own = [i for i, p in enumerate(played) if p.seat == 0 and not p.auto]
                if own and not any(
                    SAN_JUAN.reveals(session.states[j], session.states[j + 1])
                    for j in range(own[-1], len(played))
                ):
                    return session, own[-1]
            session.play(bot.choose(None, session.legal()))
    raise AssertionError("no position found")


def test_undo_behind_bot_moves_does_not_ask_about_another_player():
    session, own = _own_move_behind_bot_moves()
    expected = session.states[own]
    out, console, keys = table(["u", "i"])
    lineplay.run(session, {1: RandomBot(3)}, "hu", False, console, keys)
    assert "Visszavonva" in out.getvalue()
    assert len(session.played) == own and session.state == expected
    assert not any(p.startswith("Ez egy másik játékos") for p in keys.prompts)


@pytest.mark.parametrize(
    ("lang", "missing", "seed", "divergent"),
    [
        ("hu", "nincs ilyen fájl", ", 2. sor: a(z) Seed fejléc", ", 7. sor: ez a lépés itt nem"),
        ("en", "no such file", ":2: tag Seed", ":7: not a San Juan or ANNO move"),
    ],
)
def test_resume_of_a_bad_file_is_one_line_in_the_tables_language(
    xdg, capsys, tmp_path, lang, missing, seed, divergent
):
    """A missing, broken or divergent saved game resumed in the line mode is one line in the
    table's language (`--lang`, Hungarian by default), never a traceback; `tarsas replay`
    speaks English whatever the table's language (D-T-19)."""
    from common.cli import main

    bad = tmp_path / "bad.tarsas"
    bad.write_text(
        '[Game "sanjuan"]\n[Seed "x"]\n[Players "1"]\n[Seat "1 | A | human"]\n[Result "*"]\n',
        encoding="utf-8",
    )
    moves = tmp_path / "moves.tarsas"
    header = '[Game "sanjuan"]\n[Seed "4"]\n[Players "2"]\n[Seat "1 | A | human"]\n'
    moves.write_text(header + '[Seat "2 | B | human"]\n\n1 fly\n', encoding="utf-8")
    cases = ((tmp_path / "missing.tarsas", missing), (bad, f"{bad}{seed}"), (moves, divergent))
    for path, words in cases:
        argv = ["play", "--resume", str(path)] + (["--lang", "en"] if lang == "en" else [])
        code = main(argv)
        out, err = capsys.readouterr()
        assert code != 0 and words in err and len(err.splitlines()) == 1, err
        assert "Traceback" not in out + err
    assert main(["replay", str(moves)]) != 0
    assert ":7: not a San Juan or ANNO move: 'fly'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "answers", "code", "words"),
    [
        ([], ["sanjuan", "három"], 2, "a játékosok száma 2/3/4 lehet, nem 'három'"),
        ([], ["sanjuan", "²"], 2, "a játékosok száma 2/3/4 lehet, nem '²'"),
        ([], ["sanjuan", "9" * 5000], 2, "a játékosok száma 2/3/4 lehet, nem '999"),
        (["--lang", "en"], ["sanjuan", "три"], 2, "the number of players is one of 2/3/4, not"),
        ([], ["sanjuan"], 1, "Nem indult játék."),
        ([], [], 1, "Nem indult játék."),
        (["sanjuan", "--bot", "3=genius"], [], 2, "ismeretlen gépi játékos: 'genius'"),
    ],
)
def test_setup_answers_that_are_no_answer(xdg, capsys, monkeypatch, argv, answers, code, words):
    """A word for the number of players is a one-line error, and so is a wrong computer kind
    — before any question; a keyboard closed during setup (Ctrl-D) ends quietly. No
    traceback, no saved game."""
    from common.cli import main

    replies = iter(answers)
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        try:
            return next(replies)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    assert main(["play", *argv]) == code
    out, err = capsys.readouterr()
    assert words in out + err and "Traceback" not in out + err
    assert len(asked) == len(answers) + (code == 1)
    assert not list((xdg / "tarsas" / "autosave").glob("*.tarsas"))


def test_after_a_curtain_the_line_mode_tells_what_happened_since_your_turn():
    """Two people: each curtain is followed by the other's moves since this seat's turn."""
    session = new_session(2, seed=7)
    out, console, keys = table(["1"] * 6)
    lineplay.run(session, {}, "hu", False, console, keys)
    text = out.getvalue()
    assert text.count("Azóta történt:") >= 2
    first = text.index("Azóta történt:")
    assert "  Anita: Szerepet választ:" in text[first:]


def test_with_one_person_the_computers_moves_are_printed_once():
    """No curtain, nothing hidden: the computer's moves were printed as they were made."""
    session = new_session(2, seed=3, bots=(1,))
    out, console, keys = table(["1"] * 40)
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    assert "Azóta történt:" not in out.getvalue()


def test_hint_in_the_line_mode_names_the_strongest_levels_choice_and_notes_the_move():
    session = new_session(2, seed=3, bots=(1,))
    out, console, keys = table(["hint", "1"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    text = out.getvalue()
    assert re.search(r"Tipp \(Nehéz\): \d+\. ", text)
    assert session.played[0].hinted
    assert "(tipp után)" in "".join(
        lineplay.log_text(e, ["Anita", "Béla"], "hu") for e in session.log(0, "hu")
    )


def test_hint_at_a_table_without_hints_says_so():
    session = new_session(2, seed=3, bots=(1,))
    session.hints = False
    out, console, keys = table(["hint", "1"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    assert "Ennél az asztalnál nincs tipp" in out.getvalue()
    assert not session.played[0].hinted


def a_build_of_the_statue(lang_words=("build statue", "build smithy")):
    """Two people at a San Juan build decision where the Statue and the Smithy are offered."""

    def wanted(session, move):
        texts = {SAN_JUAN.move_text(m) for m in session.legal()}
        return set(lang_words) <= texts

    session, _ = find(wanted, players=2, seeds=range(1, 60))
    return session


@pytest.mark.parametrize(
    ("lang", "typed"), [("hu", "szobor"), ("hu", "Megépíti: Szobor"), ("en", "statue")]
)
def test_a_card_name_as_the_screen_shows_it_is_a_move(lang, typed):
    """Issue 16 item 6 / 18 item 4: 'szobor' was refused ("Nincs ilyen lépés: 'szobor'")."""
    session = a_build_of_the_statue()
    played = len(session.played)
    out, console, keys = table([typed])
    lineplay.run(session, {}, lang, True, console, keys)  # open hands: no curtain to answer
    assert SAN_JUAN.move_text(session.played[played].move) == "build statue"
    assert "Nincs ilyen lépés" not in out.getvalue() and "No such move" not in out.getvalue()


def test_words_that_fit_several_moves_list_them_as_the_screen_shows_them():
    session = a_build_of_the_statue()
    played = len(session.played)
    out, console, keys = table(["megépíti"])
    lineplay.run(session, {}, "hu", False, console, keys)
    assert len(session.played) == played
    text = " ".join(out.getvalue().split())
    listed = text[text.index("Több lépés is így kezdődik:") :]
    assert "Megépíti: Szobor" in listed and "Megépíti: Kovácsműhely" in listed


def test_an_error_does_not_print_the_table_again():
    session = new_session(2, seed=3, bots=(1,))
    out, console, keys = table(["xyzzy", "?", "l", "1"])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    # The table twice: before the answers, and for the decision after the move.
    assert out.getvalue().count("Válassz (szám vagy lépés") == 2
    assert session.played and not session.played[0].auto


@pytest.mark.parametrize("answer", ["", "copy"])
@pytest.mark.parametrize("folder", ["", "x" * 150], ids=["short", "long"])
def test_s_asks_where_to_save_and_offers_the_autosave(tmp_path, answer, folder):
    """A long path is printed whole, on one line the terminal may wrap (issue 27 item 9: Rich
    broke it with a newline, whatever the temporary folder's length made of the tests)."""
    tmp_path = tmp_path / folder
    tmp_path.mkdir(exist_ok=True)
    autosave = tmp_path / "auto.tarsas"
    session = new_session(2, seed=3, bots=(1,), autosave=autosave)
    target = tmp_path / "copy.tarsas" if answer else autosave
    out, console, keys = table(["1", "s", str(target) if answer else ""])
    lineplay.run(session, {1: RandomBot(5)}, "hu", False, console, keys)
    assert f"Mentés ide (Enter: {autosave}): " in keys.prompts
    assert f"Elmentve: {target}" in out.getvalue()
    assert Session.load(target).state == session.state


def test_a_computers_reveal_is_printed_with_the_cards_it_turned_up():
    """The line mode prints a computer's move as the log words it: a Gold mine reveal with its
    cards and what came of it (D-SJ-13)."""
    for seed in range(1, 30):
        session = new_session(2, seed=seed, bots=(0, 1))
        out, console, keys = table([])
        lineplay.run(
            session, {0: RandomBot(seed), 1: RandomBot(seed + 1)}, "hu", False, console, keys
        )
        reveals = [e.sentence for e in session.log(None, "hu") if e.sentence.startswith("Felcsap")]
        if reveals:
            text = " ".join(out.getvalue().split())
            assert all(" — " in r and " ".join(r.split()) in text for r in reveals)
            return
    raise AssertionError("no Gold mine reveal in these games")


def test_after_failed_saves_the_end_of_the_game_does_not_say_saved(tmp_path):
    """Issue 27 item 2, in the line mode: "Elmentve: PATH" ended a game whose saves failed."""
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    session = new_session(2, seed=3, bots=(0, 1), autosave=tmp_path / "auto.tarsas")
    session.autosave = blocker / "g.tarsas"
    out, console, keys = table([])
    assert lineplay.run(session, {0: RandomBot(1), 1: RandomBot(2)}, "hu", True, console, keys) == 0
    text = " ".join(out.getvalue().split())
    assert session.over and "A játék nincs elmentve:" in text and "Elmentve:" not in text


def test_the_line_mode_takes_the_table_s_answers_and_tells_the_log_s_whole_story():
    """Issue 30 items 2 and 4, as in the app: after picking the Councillor the draw is not
    asked, the log says it was automatic, and so is a seat passed over for having nothing to
    do; `--ask-all` (ask_all) asks the draw again."""
    game = SAN_JUAN
    seats = [savefile.SeatInfo("Anna"), savefile.SeatInfo("Béla")]
    session = Session(game, game.config(2), 11, seats)
    out, console, keys = table(["pick councillor", "l"])
    lineplay.run(session, {}, "hu", False, console, keys)
    text = out.getvalue()
    assert "Tanácsos: húzol lapokat?" not in text
    assert "Melyik lapot tartod meg?" in text
    assert "Anna: Tanácsos: lapokat húz (automatikus)" in text
    asking = Session(game, game.config(2), 11, seats, ask_all=True)
    out, console, keys = table(["pick councillor"])
    lineplay.run(asking, {}, "hu", False, console, keys)
    assert "Tanácsos: húzol lapokat?" in out.getvalue()


def test_the_line_mode_prints_what_the_rules_did_after_a_move():
    def then_something(s: Session, m: object) -> bool:
        seat = s.to_act()
        if seat is None or len(s.legal()) < 2 or s.answer(seat, s.legal()) is not None:
            return False
        after_view = s.game.view(s.game.apply(s.state, m), seat)
        return bool(s.game.automatic(s.view(seat), after_view, m, "hu"))

    session, move = find(then_something, players=2)
    out, console, keys = table([session.game.move_text(move)])
    lineplay.run(session, {}, "hu", True, console, keys)
    assert "(automatikus)" in out.getvalue()
