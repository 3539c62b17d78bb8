"""`tarsas join LINK` and `tarsas host` at the command line (issue 29 item 3): the seat's table
in a terminal, played with typed lines; a bad link, no host, a busy port are one line each."""

from __future__ import annotations

import asyncio
import io
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from host_kit import WAIT, hosting, table_session
from rich.console import Console

from common import cli, join
from common.contract import EngineError
from common.host_table import HostedTable


async def _until(check: Callable[[], bool]) -> None:
    async with asyncio.timeout(WAIT):
        while not check():
            await asyncio.sleep(0.02)


def test_a_seat_plays_from_the_terminal() -> None:
    async def scenario() -> str:
        async with hosting(table_session()) as hosted:
            acting = hosted.table.session.to_act()
            assert acting is not None
            out = io.StringIO()
            console = Console(file=out, width=100, color_system=None)
            lines: asyncio.Queue[str | None] = asyncio.Queue()
            client = asyncio.create_task(join.play(hosted.ws(acting), lines, console))
            await _until(lambda: "Choose (number" in out.getvalue())
            turn = hosted.table.turn
            lines.put_nowait("nonsense words")
            lines.put_nowait("1")
            await _until(lambda: hosted.table.turn > turn)
            lines.put_nowait("l")
            lines.put_nowait("?")
            lines.put_nowait("q")
            assert await asyncio.wait_for(client, WAIT) == 0
            return out.getvalue()

    shown = asyncio.run(scenario())
    assert "Anna" in shown and "Béla" in shown, "the table with the seats' panels"
    assert " 1. " in shown and "No such move: 'nonsense words'" in shown
    assert "? rules" in shown
    assert "You left; the link opens the seat again." in shown


def test_links_are_read_strictly() -> None:
    secret = "a" * 43
    assert join.socket_url(f"http://10.0.0.5:8001/{secret}/") == f"ws://10.0.0.5:8001/{secret}/ws"
    assert join.socket_url(f" https://host/{secret} ") == f"wss://host/{secret}/ws"
    for bad in ("", "nonsense", "ftp://h/x/", "http:///x/", "http://h/", "http://h:99999/x/"):
        with pytest.raises(EngineError):
            join.socket_url(bad)
    with pytest.raises(EngineError):
        join.socket_url(f"http://h/{secret}/more/")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_join_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["join", "nonsense", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tarsas: error: not a tarsas host link") and err.count("\n") == 1
    port = _free_port()
    assert cli.main(["join", f"http://127.0.0.1:{port}/{'a' * 43}/"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tarsas: hiba: a(z) 127.0.0.1:") and "nem fut tarsas host" in err

    async def wrong_secret() -> None:
        async with hosting(table_session()) as hosted:
            link = hosted.link(0).replace(hosted.table.secrets[0], "b" * 43)
            with pytest.raises(EngineError, match="opens no seat"):
                await join.play(join.socket_url(link), asyncio.Queue(), Console(file=io.StringIO()))

    asyncio.run(wrong_secret())


def test_join_says_at_once_when_the_host_stops() -> None:
    async def scenario() -> None:
        lines: asyncio.Queue[str | None] = asyncio.Queue()
        out = io.StringIO()
        async with hosting(table_session()) as hosted:
            client = asyncio.create_task(
                join.play(hosted.ws(0), lines, Console(file=out, width=100))
            )
            await _until(lambda: "Anna" in out.getvalue())
        with pytest.raises(EngineError, match="the host is gone"):
            await asyncio.wait_for(client, WAIT)

    asyncio.run(scenario())


def test_host_errors_are_one_line_before_any_game(
    capsys: pytest.CaptureFixture[str], xdg: Path
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code = cli.main(["host", "sanjuan", "--players", "2", "--port", str(port), "--lang", "en"])
        assert code == 2
        assert f"port {port} is in use" in capsys.readouterr().err
    assert cli.main(["host", "sanjuan", "--lang", "en"]) == 2
    assert "needs a game and --players N" in capsys.readouterr().err
    everyone = ["--bot", "1", "--bot", "2", "--port", str(_free_port())]
    assert cli.main(["host", "sanjuan", "--players", "2", *everyone]) == 2
    assert "legalább egy emberi szék" in capsys.readouterr().err
    nowhere = ["--bind", "no.such.host.invalid", "--lang", "en"]
    assert cli.main(["host", "sanjuan", "--players", "2", *nowhere]) == 2
    assert "no such address" in capsys.readouterr().err
    assert not list(xdg.rglob("*.tarsas")), "no game was started"


def test_a_broken_table_stops_the_host_with_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(self: HostedTable) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(HostedTable, "run", broken)
    args = ["host", "sanjuan", "--players", "2", "--port", str(_free_port()), "--lang", "en"]
    assert cli.main(args) == 70
    out, err = capsys.readouterr()
    assert "internal error at the table: RuntimeError('a bug')" in err
    assert "continue later with:" in out and "host --resume" in out


def test_question_mark_shows_the_rules_of_the_step_the_host_names() -> None:
    """The section comes from this installation's rules text; a section or game this version
    lacks (a host of another version) is one line, never a traceback."""
    from common import rules_text
    from common.registry import get_game

    out = io.StringIO()
    client = join.SeatClient(Console(file=out, width=100, color_system=None))
    screen = _screen(game="sanjuan", rules="SJ-4")
    client.screen = screen
    assert client.line("?") is None
    heading = rules_text.section(get_game("sanjuan"), "SJ-4", "en").splitlines()[0].lstrip("# ")
    assert heading and heading in out.getvalue()
    for game, section in (("sanjuan", "99.9"), ("chess", "1"), ("", "")):
        out.seek(0)
        out.truncate()
        client.screen = _screen(game=game, rules=section)
        client.line("?")
        assert out.getvalue().strip() == "There is no rules section for this step."


def _screen(**fields: str) -> join.Screen:
    return join.Screen(lang="en", turn=1, seat=0, names=["A", "B"], online=[True, True],
                       status="", table="", **fields)  # fmt: skip


def test_the_others_moves_are_printed_once_and_an_undo_reprints_nothing() -> None:
    assert join.new_lines(["a", "b", "c"], ["a", "b", "c", "d"]) == ["d"]
    assert join.new_lines(["a", "b", "c"], ["b", "c", "d", "e"]) == ["d", "e"], "the window moved"
    assert join.new_lines(["a", "b", "c", "d"], ["a", "b"]) == [], "moves taken back"
    assert join.new_lines([], ["a"]) == ["a"]
