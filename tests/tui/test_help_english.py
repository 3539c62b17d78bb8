"""English mode is English in the rules too (issue 18): the `?` help screen, `?` in the line mode
and `tarsas rules --lang en` show the English rules, rendered, with no Hungarian text left."""

from __future__ import annotations

import io

import pytest
from english_kit import hungarian_in
from rich.console import Console
from textual.pilot import Pilot
from tui_kit import read_help, run, table_app

from common import cli, lineplay, rules_text
from common.registry import all_games, get_game
from common.savefile import SeatInfo
from common.session import Session

PLAYERS = {"sanjuan": 2, "anno_xvii": 3, "puertorico": 3, "aranyvaros": 3}
MARKDOWN = ("### ", "**", "|---", "*Example:*")


def english_session(game_id: str) -> Session:
    game = get_game(game_id)
    players = PLAYERS[game_id]
    seats = [SeatInfo(name, "human") for name in ("Anna", "Ben", "Celia")[:players]]
    return Session(game, game.config(players), 4, seats)


def test_the_scan_finds_hungarian_rules_text() -> None:
    game = get_game("sanjuan")
    assert hungarian_in(rules_text.section(game, "SJ-4.2", "hu"))
    assert not hungarian_in(rules_text.section(game, "SJ-4.2", "en"))


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_help_screen_in_english_shows_the_english_section(game_id: str) -> None:
    session = english_session(game_id)
    section_id = session.game.phase_section(session.state)
    app = table_app(session, lang="en", open_hands=True)
    texts: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        texts.extend(await read_help(pilot, app, "Effect"))

    run(app, (110, 150), script)
    rules, cards = texts
    heading = rules_text.section(session.game, section_id, "en").splitlines()[0]
    assert f"Rules ({section_id})" in rules
    assert heading.lstrip("# ") in rules
    assert not hungarian_in(rules), (section_id, hungarian_in(rules))
    assert not any(mark in rules for mark in MARKDOWN)
    assert "Effect" in cards and not hungarian_in(cards), hungarian_in(cards)


def chapters(game_id: str) -> list[str]:
    game = get_game(game_id)
    return [i for i in rules_text.section_ids(rules_text.full_text(game, "en")) if "." not in i]


@pytest.mark.parametrize(
    ("game_id", "chapter"), [(g, c) for g in sorted(all_games()) for c in chapters(g)]
)
def test_tarsas_rules_in_english_has_no_hungarian(capsys, game_id: str, chapter: str) -> None:
    assert cli.main(["rules", game_id, chapter, "--lang", "en"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and f"[{chapter}]" in out
    assert not hungarian_in(out), (chapter, hungarian_in(out))
    assert not any(mark in out for mark in MARKDOWN)


class Keyboard:
    """Answers the line mode's prompts from a script, noting where in the output each came."""

    def __init__(self, out: io.StringIO, answers: list[str]) -> None:
        self.out = out
        self.answers = answers
        self.asked_at: list[int] = []

    def __call__(self, prompt: str) -> str:
        self.asked_at.append(len(self.out.getvalue()))
        if not self.answers:
            raise EOFError
        return self.answers.pop(0)


def test_question_mark_in_the_english_line_mode_renders_the_english_section() -> None:
    session = english_session("sanjuan")
    section_id = session.game.phase_section(session.state)
    out = io.StringIO()
    keys = Keyboard(out, ["?"])
    lineplay.run(session, {}, "en", True, Console(file=out, width=100), keys)
    after_help = out.getvalue()[keys.asked_at[0] : keys.asked_at[1]]
    assert after_help.lstrip().startswith(f"[{section_id}] ")
    assert not hungarian_in(after_help), hungarian_in(after_help)
    assert not any(mark in after_help for mark in MARKDOWN)
    assert session.played == []
