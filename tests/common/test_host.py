"""`tarsas host` (issue 29 items 3–4): each seat on its own screen through a secret link; what
crosses the wire is the seat's view; hostile messages get a refusal and the game goes on."""

from __future__ import annotations

import asyncio
import http.client
import itertools
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from host_kit import Hosted, Remote, deciding, hosting, seat, table_session

from common import rules_text, serve
from common.host_server import MAX_BAD, SeatScreen, hosted_session
from common.host_table import HostedTable
from common.registry import GAME_IDS
from common.savefile import SeatInfo
from common.session import Session
from common.table_control import ComputerTurn, TableSetup, new_session
from common.wire import MAX_MESSAGE, Hello, Screen
from sanjuan.game import SAN_JUAN

SOURCES = (f"127.0.0.{n}" for n in itertools.count(40))
"""A new address of this computer for each wrong try, so none waits for the ones before."""


def _get(port: int, path: str, host: str | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=30, source_address=(next(SOURCES), 0)
    )
    try:
        connection.request("GET", path, headers={"Host": host} if host else {})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def _who_decides(hosted: Hosted) -> int:
    acting = hosted.table.session.to_act()
    assert acting is not None
    return acting


async def _both(hosted: Hosted) -> tuple[Remote, Remote]:
    return await seat(hosted, 0), await seat(hosted, 1)


def test_each_seat_has_its_own_secret_link_and_a_wrong_one_gets_nothing() -> None:
    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            links = [hosted.link(0), hosted.link(1)]
            assert len(set(links)) == 2 and all(len(link.split("/")[3]) == 43 for link in links)
            secret = links[0].split("/")[3]
            loop = asyncio.get_running_loop()
            page = await loop.run_in_executor(None, _get, hosted.port, f"/{secret}/")
            assert page[0] == 200 and b"__WORDS__" not in page[1]
            for path in ("/", f"/{secret[::-1]}/", f"/{secret[:-1]}/ws", "/ws", f"/x/{secret}/"):
                status, body = await loop.run_in_executor(None, _get, hosted.port, path)
                assert (status, body) == (403, b""), path
            rebinding = await loop.run_in_executor(
                None, _get, hosted.port, f"/{secret}/", "evil.example:80"
            )
            assert rebinding == (403, b""), "a page elsewhere cannot reach it by DNS rebinding"
            async with aiohttp.ClientSession() as client:
                wrong = hosted.ws(0).replace(secret, secret[::-1])
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await client.ws_connect(wrong)
                assert refused.value.status == 403
                other_site = {"Origin": "http://evil.example"}
                with pytest.raises(aiohttp.WSServerHandshakeError):
                    await client.ws_connect(hosted.ws(0), headers=other_site)

    asyncio.run(scenario())


def test_a_seats_page_reads_the_rules_section_its_screen_names() -> None:
    """The browser's rules button (D-T-56's `?` of `tarsas join`): the section the screen
    names, in the table's language, behind the seat's secret like everything else."""

    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            anna = await seat(hosted, 0)
            screen = await anna.until(lambda s: bool(s.rules))
            await anna.close()
            secret = hosted.link(0).split("/")[3]
            loop = asyncio.get_running_loop()
            status, body = await loop.run_in_executor(
                None, _get, hosted.port, f"/{secret}/rules/{screen.rules}"
            )
            expected = rules_text.section(SAN_JUAN, screen.rules, "en")
            assert (status, body.decode()) == (200, expected)
            assert expected.startswith("#") and screen.rules in expected.splitlines()[0]
            unknown = await loop.run_in_executor(None, _get, hosted.port, f"/{secret}/rules/99.9")
            assert unknown == (404, b"There is no rules section for this step.")
            stranger = await loop.run_in_executor(
                None, _get, hosted.port, f"/{secret[::-1]}/rules/{screen.rules}"
            )
            assert stranger == (403, b"")

    asyncio.run(scenario())


def test_the_door_knows_every_seats_secret_and_counts_wrong_tries() -> None:
    door = serve.Door("aaa", "bbb", clock=lambda: 0.0)
    assert door.which("/bbb/ws") == 1 and door.which("/aaa/") == 0
    assert door.which("/aab/") is None and door.which("/") is None
    assert [door.miss("10.0.0.1") for _ in range(3)] == [0.1, 0.2, 0.4]


def test_a_seat_sees_the_others_moves_as_they_happen_and_plays_its_own() -> None:
    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            anna, bela = await _both(hosted)
            first = _who_decides(hosted)
            mover, watcher = (anna, bela) if first == 0 else (bela, anna)
            screen = await mover.until(deciding)
            assert screen.prompt and screen.status.startswith("Your turn")
            waiting = await watcher.until(lambda s: s.turn == screen.turn)
            assert not waiting.moves and waiting.prompt is None
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            news = await watcher.until(lambda s: s.turn > screen.turn and bool(s.log))
            name = hosted.table.names[first]
            assert any(line.startswith(f"{name}: ") for line in news.log)
            await anna.close()
            await bela.close()

    asyncio.run(scenario())


def test_hostile_messages_are_refused_and_the_game_goes_on() -> None:
    """Another seat's move, garbage, an unknown field, a binary frame, a move for a decision
    already past and an oversized message: each gets a refusal (the oversized one a closed
    connection) and nothing is played; then the right move is played."""

    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            anna, bela = await _both(hosted)
            session = hosted.table.session
            first = _who_decides(hosted)
            mover, other = (anna, bela) if first == 0 else (bela, anna)
            screen = await mover.until(deciding)
            played = len(session.played)
            await other.send({"type": "move", "turn": screen.turn, "choice": 0})
            assert await other.notice() == "This decision is not yours."
            garbage: list[dict[str, Any] | str] = [
                "not json at all",
                "[1, 2, 3]",
                {"type": "move", "turn": screen.turn},
                {"type": "move", "turn": screen.turn, "choice": 0, "seat": first},
                {"type": "move", "turn": str(screen.turn), "choice": 0},
                {"type": "move", "turn": screen.turn, "choice": -1},
                {"type": "launch", "turn": 1},
                {"type": "hello", "width": 10_000},
            ]
            for hostile in garbage:
                await mover.send(hostile)
                assert (await mover.notice()).startswith("That message is not one of ours")
            await mover.ws.send_bytes(b"\x00\x01")
            assert (await mover.notice()).startswith("That message is not one of ours")
            await mover.send({"type": "move", "turn": screen.turn, "choice": 999})
            assert await mover.notice() == "No such move."
            await mover.send({"type": "move", "turn": screen.turn + 5, "choice": 0})
            assert await mover.notice("already past")
            assert len(session.played) == played, "nothing was played"
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            after = await mover.until(lambda s: s.turn > screen.turn)
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            assert await mover.notice("already past"), "a replayed move does not count"
            assert len(session.played) > played and after.turn == hosted.table.turn
            await other.send("x" * (MAX_MESSAGE + 1))
            with pytest.raises(ConnectionError):
                while True:
                    await other.receive()
            assert other.closed_with == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
            again = await seat(hosted, 1 - first)
            back = await again.until(lambda s: s.turn == hosted.table.turn)
            assert back.seat == 1 - first, "the seat opens its link again and is back"
            for remote in (anna, bela, again):
                await remote.close()

    asyncio.run(scenario())


def test_a_seat_dropped_mid_decision_is_back_where_it_was() -> None:
    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            first = _who_decides(hosted)
            mover = await seat(hosted, first)
            screen = await mover.until(deciding)
            await mover.ws.close()
            await mover.http.close()
            await asyncio.sleep(0.1)
            assert hosted.table.session.to_act() == first, "the decision waits for its seat"
            back = await seat(hosted, first)
            again = await back.until(deciding)
            assert (again.turn, again.moves, again.table) == (
                screen.turn,
                screen.moves,
                screen.table,
            )
            await back.send({"type": "move", "turn": again.turn, "choice": 0})
            await back.until(lambda s: s.turn > again.turn)
            await back.close()

    asyncio.run(scenario())


def test_a_second_screen_for_a_seat_takes_its_place() -> None:
    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            old = await seat(hosted, 0)
            await old.until(lambda s: True)
            new = await seat(hosted, 0)
            await new.until(lambda s: True)
            with pytest.raises(ConnectionError):
                while True:
                    await old.receive()
            assert old.closed_with == 4000
            await new.close()
            await old.http.close()

    asyncio.run(scenario())


class _StuckSocket:
    """A websocket whose peer never reads: every send waits for ever."""

    closed = False

    async def send_str(self, data: str) -> None:
        await asyncio.Event().wait()

    async def close(self, code: int, message: bytes) -> None:
        await asyncio.Event().wait()


class _Transport:
    aborted = False

    def abort(self) -> None:
        self.aborted = True


def test_a_screen_that_takes_no_messages_is_dropped_and_holds_up_nothing() -> None:
    async def scenario() -> None:
        session = table_session()
        try:
            table = HostedTable(session, "en", pace=0.0)
            transport = _Transport()
            stuck = SeatScreen(table, 0, _StuckSocket(), transport, 0.2)  # type: ignore[arg-type]
            table.attach(0, stuck)
            sending = asyncio.create_task(stuck.send())
            playing = asyncio.create_task(table.run())
            await asyncio.sleep(0.05)
            before = table.turn
            acting = session.to_act()
            assert acting is not None and table.deciding(acting)
            assert table.move(acting, table.turn, 0) is None, "the table takes moves meanwhile"
            await asyncio.wait_for(sending, 5)
            assert transport.aborted and table.turn > before
            transport.aborted = False
            await asyncio.wait_for(stuck.leave(4000), 5)
            assert transport.aborted, "a close it does not take is not waited for long"
            playing.cancel()
        finally:
            session.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_what_crosses_the_wire_for_a_seat_is_its_view_and_nothing_more(game_id: str) -> None:
    """At every screen of a game, the screen drawn for a seat is the same when every card
    hidden from that seat is reshuffled (`shuffle_hidden`, which keeps `view()` as it is):
    it holds nothing of another seat's hand or of the piles."""

    async def scenario() -> None:
        session = table_session(seed=3, game=game_id)
        table = HostedTable(session, "en", pace=0.0)
        playing = asyncio.create_task(table.run())
        hello = Hello(type="hello", width=100, colors="runs")
        checked = 0
        try:
            for step in range(60):
                await asyncio.sleep(0)
                if session.over:
                    break
                for reader in (0, 1):
                    shown = table.screen(reader, hello)
                    real = list(session.states)
                    game = session.game
                    session.states = [game.shuffle_hidden(s, reader, step) for s in real]
                    assert game.view(session.state, reader) == game.view(real[-1], reader)
                    assert table.screen(reader, hello) == shown
                    session.states = real
                    checked += 1
                acting = session.to_act()
                if acting is not None and table.deciding(acting):
                    table.move(acting, table.turn, step % len(session.legal()))
                await asyncio.sleep(0.01)
        finally:
            playing.cancel()
            session.close()
        assert checked >= 60

    asyncio.run(scenario())


def test_undo_asks_every_other_person_and_happens_when_all_accept() -> None:
    async def scenario() -> None:
        async with hosting(table_session(players=2, bot=None)) as hosted:
            anna, bela = await _both(hosted)
            session = hosted.table.session
            first = _who_decides(hosted)
            mover, other = (anna, bela) if first == 0 else (bela, anna)
            screen = await mover.until(deciding)
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            moved = await mover.until(lambda s: s.turn > screen.turn)
            played = len(session.played)
            await mover.send({"type": "undo", "turn": moved.turn})
            asked = await other.until(lambda s: s.undo is not None and s.undo.yours)
            assert asked.undo is not None
            assert asked.undo.asker == hosted.table.names[first]
            await other.send({"type": "move", "turn": asked.turn, "choice": 0})
            assert await other.notice("undo request is open")
            await mover.send({"type": "answer", "request": asked.undo.request, "accept": False})
            assert await other.notice("withdrew")
            assert len(session.played) == played
            await mover.send({"type": "undo", "turn": moved.turn})
            asked = await other.until(lambda s: s.undo is not None and s.undo.yours)
            assert asked.undo is not None
            await other.send({"type": "answer", "request": asked.undo.request, "accept": True})
            assert await mover.notice("Undone")
            assert len(session.played) < played
            back = await mover.until(lambda s: deciding(s) and s.turn > moved.turn)
            assert back.moves == screen.moves
            stale = {"type": "answer", "request": asked.undo.request, "accept": True}
            await other.send(stale)
            assert await other.notice("already past")
            await anna.close()
            await bela.close()

    asyncio.run(scenario())


def test_an_unanswered_undo_request_lapses() -> None:
    async def scenario() -> None:
        async with hosting(table_session(players=2, bot=None), undo_wait=0.3) as hosted:
            first = _who_decides(hosted)
            mover = await seat(hosted, first)
            screen = await mover.until(deciding)
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            moved = await mover.until(lambda s: s.turn > screen.turn)
            await mover.send({"type": "undo", "turn": moved.turn})
            assert await mover.notice("No answer in time: nothing is undone.")
            assert hosted.table.request is None
            await mover.close()

    asyncio.run(scenario())


async def _play_seat(hosted: Hosted, place: int, rng: random.Random, tally: Counter[str]) -> Screen:
    """A person at one seat: answers each decision with a seeded choice, and now and then
    closes the screen mid-decision and opens the link again."""
    remote = await seat(hosted, place)
    answered = -1
    while True:
        screen = await remote.until(
            lambda s, past=answered: s.scores is not None or (deciding(s) and s.turn != past)
        )
        if screen.scores is not None:
            await remote.close()
            return screen
        if rng.random() < 0.04:
            await remote.close()
            tally["reconnects"] += 1
            remote = await seat(hosted, place)
            continue
        answered = screen.turn
        choice = rng.randrange(len(screen.moves))
        await remote.send({"type": "move", "turn": screen.turn, "choice": choice})
        tally["moves sent"] += 1


def test_a_whole_game_with_two_remote_seats_and_a_computer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 29 item 5: a seeded San Juan played to its end through the host by two screens
    over real websockets (each dropping and coming back now and then) and a computer seat;
    the autosave replays to the same result."""

    async def scenario() -> tuple[Session, list[Screen], Counter[str]]:
        session = table_session(seed=11)
        tally: Counter[str] = Counter()
        async with hosting(session) as hosted:
            ends = await asyncio.wait_for(
                asyncio.gather(
                    *(_play_seat(hosted, place, random.Random(place), tally) for place in (0, 1))
                ),
                timeout=600,
            )
        return session, list(ends), tally

    started = time.monotonic()
    session, ends, tally = asyncio.run(scenario())
    seconds = time.monotonic() - started
    assert session.over and all(end.status == "The game is over." for end in ends)
    assert tally["reconnects"] >= 2
    people = sum(1 for p in session.played if not p.auto and p.seat != 2)
    assert people == tally["moves sent"], "every move sent was played once, none lost"
    assert session.autosave is not None
    replayed = Session.load(session.autosave)
    assert replayed.outcome() == session.outcome()
    with capsys.disabled():
        print(
            f"\nwhole hosted game: {len(session.played)} moves ({tally['moves sent']} sent by "
            f"the two screens), {tally['reconnects']} reconnects, {seconds:.1f} s"
        )


def test_a_hint_is_told_to_the_seat_on_turn_alone_and_noted_on_its_move() -> None:
    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            first = _who_decides(hosted)
            mover, other = await seat(hosted, first), await seat(hosted, 1 - first)
            screen = await mover.until(deciding)
            await other.send({"type": "hint", "turn": screen.turn})
            assert await other.notice() == "This decision is not yours."
            await mover.send({"type": "hint", "turn": screen.turn})
            assert await mover.notice("Hint (")
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            await mover.until(lambda s: s.turn > screen.turn)
            assert [p.hinted for p in hosted.table.session.played if not p.auto] == [True]
            assert not any("Hint (" in text for text in other.notices)
            await mover.close()
            await other.close()

    asyncio.run(scenario())


def test_a_flood_of_garbage_closes_only_that_screen() -> None:
    async def scenario() -> None:
        async with hosting(table_session()) as hosted:
            flooder, calm = await seat(hosted, 0), await seat(hosted, 1)
            for n in range(MAX_BAD):
                await flooder.send(f"garbage {n}")
            with pytest.raises(ConnectionError):
                while True:
                    await flooder.receive()
            assert flooder.closed_with == aiohttp.WSCloseCode.POLICY_VIOLATION
            await calm.send({"type": "hello", "width": 60})
            assert (await calm.until(lambda s: s.table.count("\n") > 5)).seat == 1
            await calm.close()
            await flooder.http.close()

    asyncio.run(scenario())


def test_host_resume_continues_the_saved_game_with_new_links() -> None:
    async def scenario() -> tuple[Path, list[Any], dict[int, str]]:
        session = table_session()
        async with hosting(session) as hosted:
            first = _who_decides(hosted)
            mover = await seat(hosted, first)
            screen = await mover.until(deciding)
            await mover.send({"type": "move", "turn": screen.turn, "choice": 0})
            await mover.until(lambda s: s.turn > screen.turn)
            await mover.close()
            secrets = dict(hosted.table.secrets)
        assert session.autosave is not None
        return session.autosave, [p.move for p in session.played], secrets

    path, moves, old_secrets = asyncio.run(scenario())
    resumed = hosted_session(TableSetup(resume=str(path), lang="en"))
    try:
        assert [p.move for p in resumed.played] == moves
        table = HostedTable(resumed, "en")
        assert set(table.secrets.values()).isdisjoint(old_secrets.values())
    finally:
        resumed.close()


def test_an_undo_during_a_computers_pause_does_not_let_it_move_for_a_person() -> None:
    """One person and a computer: the person moves, the computer's pause begins, the person
    takes the move back (no one else to ask); the computer must not then choose for them."""

    async def scenario() -> bool:
        seats = [SeatInfo("Anna", "human"), SeatInfo("Gép 2", "bot:random")]
        session = new_session(SAN_JUAN, 2, {}, seats, 5)
        table = HostedTable(session, "en", pace=0.3)
        playing = asyncio.create_task(table.run())
        try:
            for _ in range(200):
                await asyncio.sleep(0.02)
                if not table.deciding(0):
                    continue
                table.move(0, table.turn, 0)
                await asyncio.sleep(0.02)
                if isinstance(table.step, ComputerTurn) and table.ask_undo(0, table.turn) is None:
                    played = len(session.played)
                    await asyncio.sleep(0.6)
                    assert len(session.played) == played and table.deciding(0)
                    return True
            return False
        finally:
            playing.cancel()
            session.close()

    assert asyncio.run(scenario()), "the race was met"
