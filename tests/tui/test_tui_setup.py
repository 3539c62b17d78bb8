"""The setup screen against hostile input: numbers, names, unreadable or busy saved games."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static
from tui_kit import SAN_JUAN, new_session, run, screen_name, screen_text, table_app

from common import paths
from common.bots import RandomBot
from common.contract import EngineError, Lang
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp
from common.tui.setup import SetupChoice, unfinished_games

HEADER = '[Game "sanjuan"]\n[Seed "{seed}"]\n[Players "2"]\n[Seat "1 | A | human"]\n'


def test_an_unreadable_number_in_an_autosave_does_not_stop_the_setup_screen(xdg: Path) -> None:
    """One such file made a bare `tarsas` crash at every start."""
    folder = paths.autosave_dir()
    good = new_session(2, seed=4, autosave=folder / "good.tarsas")
    good.play(good.legal()[0])
    for i, seed in enumerate(("²", "9" * 5000, "٣")):
        (folder / f"bad{i}.tarsas").write_text(
            HEADER.format(seed=seed) + '[Seat "2 | B | human"]\n[Result "*"]\n', encoding="utf-8"
        )
    found = unfinished_games("hu")
    assert [u.path.name for u in found] == ["good.tarsas"]


@pytest.mark.parametrize("seed", ["²", "9" * 5000, "1_000", "0x10"])
def test_a_hostile_seed_is_the_seed_message(seed: str) -> None:
    choice = SetupChoice.fresh("sanjuan")
    choice.seed = seed
    with pytest.raises(EngineError, match="A kezdőmag egész szám legyen"):
        choice.build()


@pytest.mark.parametrize("seed", ["²", "9" * 5000])
def test_a_rematchs_seed_is_read_as_strictly_and_its_names_stay_as_typed(
    xdg: Path, seed: str
) -> None:
    """The game-over screen's rematch (issue 16) fills the same form: the same number rule,
    and names that look like markup come back unchanged."""
    seats = [SeatInfo("[red]Fake[/red]"), SeatInfo("[/]", "bot:random")]
    finished = Session(SAN_JUAN, SAN_JUAN.config(2), 3, seats)
    choice = SetupChoice.rematch(finished, "hu", open_hands=False)
    choice.seed = seed
    with pytest.raises(EngineError, match="A kezdőmag egész szám legyen"):
        choice.build()
    choice.seed = "12"
    rematch = choice.build()
    rematch.close()
    assert [s.name for s in rematch.seats] == ["[red]Fake[/red]", "[/]"] and rematch.seed == 12


def setup_error(game_id: str, field: str, value: str) -> str:
    """Type `value` into a setup field, press Start, and read the error line shown."""
    app = TarsasApp(choice=SetupChoice.fresh(game_id), bot_delay=0)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        app.screen.query_one(f"#{field}", Input).value = value
        await pilot.pause()
        await app.screen.run_action("start")
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        seen.append(str(app.screen.query_one("#error", Static).render()))

    run(app, (120, 40), script)
    return seen[0]


def test_a_huge_option_number_names_the_range_on_the_setup_screen() -> None:
    error = setup_error("anno_xvii", "opt-event_copies", "1000000")
    assert "egész számot írj, 0 és 5 között" in error


@pytest.mark.parametrize("name", ["Béla\u2028x", "\x1b]0;pwned\x07", "B" * 21])
def test_a_bad_typed_name_is_the_name_rule_and_no_game_starts(xdg: Path, name: str) -> None:
    assert "A név legfeljebb 20 karakter" in setup_error("sanjuan", "name-0", name)
    assert not list(paths.autosave_dir().glob("*.tarsas"))


def test_markup_in_names_is_shown_as_text_at_the_table_and_on_the_score_sheet(xdg: Path) -> None:
    """`[/]` crashed the renderers that read names as markup; `[red]Fake[/red]` styled."""
    seats = [SeatInfo("[/]"), SeatInfo("[red]Fake[/red]", "bot:random")]
    session = Session(SAN_JUAN, SAN_JUAN.config(2), 3, seats)
    finished = Session(SAN_JUAN, SAN_JUAN.config(2), 3, seats)
    bot = RandomBot(3)
    while finished.to_act() is not None:
        finished.play(bot.choose(None, finished.legal()))
    seen: list[str] = []
    for table in (session, finished):
        app = table_app(table)

        async def look(pilot: Pilot[None], app: TarsasApp = app) -> None:
            seen.append(screen_name(app))
            seen.append(screen_text(app))

        run(app, (120, 40), look)
    assert seen[0] == "TableScreen" and seen[2] == "GameOverScreen"
    for text in (seen[1], seen[3]):
        assert "[/]" in text and "[red]Fake[/red]" in text


def flat(text: str) -> str:
    """Screen text with its box edges and line breaks gone, so a wrapped message reads whole."""
    return " ".join(re.sub(r"[▌│]", " ", text).split())


@pytest.mark.parametrize(
    ("lang", "marked", "refused", "deleting"),
    [
        ("hu", "most máshol nyitva", "ez a játék most egy másik", "most máshol nyitva van"),
        ("en", "open elsewhere now", "this game is open in another", "open elsewhere now: finish"),
    ],
)
def test_a_game_open_in_another_terminal_is_marked_and_neither_resumed_nor_deleted(
    xdg: Path, lang: str, marked: str, refused: str, deleting: str
) -> None:
    """Issue 16 item 6: the unfinished-games list showed games open in another terminal as if
    free. Now such a game is marked, Enter says why it does not open and Del does not delete
    it — every message in the setup screen's language (D-E-11, D-T-16)."""
    path = paths.autosave_dir() / "busy.tarsas"
    elsewhere = new_session(2, seed=4, autosave=path)  # its lock stands for the other terminal
    elsewhere.play(elsewhere.legal()[0])
    app = TarsasApp(lang="en" if lang == "en" else "hu", bot_delay=0)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("ctrl+r")
        await pilot.pause()
        seen.append(screen_text(app))
        await pilot.press("enter")
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        seen.append(flat(screen_text(app)))  # a toast's lines joined again
        await pilot.press("delete")
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"  # no confirmation: nothing to confirm
        seen.append(flat(screen_text(app)))

    run(app, (120, 40), script)
    elsewhere.close()
    assert marked in seen[0]
    assert f"busy.tarsas: {refused}" in seen[1]
    assert deleting in seen[2]
    assert path.exists()


@pytest.mark.parametrize(
    ("lang", "refused"),
    [
        ("hu", "broken.tarsas, 7. sor: ez a lépés itt nem játszható: 'fly'"),
        ("en", "broken.tarsas:7: not a San Juan or ANNO move: 'fly'"),
    ],
)
def test_a_saved_game_that_does_not_replay_is_refused_in_the_tables_language(
    xdg: Path, lang: str, refused: str
) -> None:
    """A saved game whose header reads but whose moves do not replay is on the unfinished-games
    list; Enter leaves the setup screen standing and says why in the table's language, with
    the file and the line — never a traceback (D-T-19)."""
    path = paths.autosave_dir() / "broken.tarsas"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER.format(seed=4) + '[Seat "2 | B | human"]\n\n1 fly\n', encoding="utf-8")
    app = TarsasApp(lang="en" if lang == "en" else "hu", bot_delay=0)
    seen: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert screen_name(app) == "SetupScreen"
        seen.append(flat(screen_text(app)))

    run(app, (120, 40), script)
    assert refused in seen[0] and "Traceback" not in seen[0]
    broken = "hibás mentés" if lang == "hu" else "a broken save"
    assert unfinished_games("en" if lang == "en" else "hu")[0].label.startswith(
        f"San Juan · {broken} · A, B · "
    )


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_resume_list_tells_round_seat_to_act_and_time_and_skips_empty_games(
    xdg: Path, lang: Lang
) -> None:
    """Issue 30 item 6: the list showed neither round nor whose turn, so two games of the
    same table looked alike; and a game started and left at once was listed with nothing in
    it to resume."""
    folder = paths.autosave_dir()
    new_session(2, seed=4, autosave=folder / "empty.tarsas").close()
    played = new_session(3, seed=4, autosave=folder / "played.tarsas")
    while played.game.round_number(played.view(None)) < 2:
        played.play(played.legal()[0])
    seat = played.to_act()
    assert seat is not None
    played.close()
    found = unfinished_games(lang)
    assert [u.path.name for u in found] == ["played.tarsas"]
    name = played.seats[seat].name
    stamp = datetime.fromtimestamp((folder / "played.tarsas").stat().st_mtime)
    turn = f"2. kör, {name} lép" if lang == "hu" else f"round 2, {name} to act"
    assert f" · {turn} · " in found[0].label
    assert found[0].label.endswith(stamp.strftime("%Y-%m-%d %H:%M"))
