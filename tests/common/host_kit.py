"""A `tarsas host` table in the test's own event loop, on a free port of this computer, and
seats that talk to it over real websockets as a browser or `tarsas join` does."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import web

from common.host_server import HostServer
from common.host_table import HostedTable
from common.registry import get_game
from common.savefile import SeatInfo
from common.serve import listen
from common.session import Session
from common.table_control import new_session
from common.wire import Notice, Screen, read_from_host

WAIT = 30.0
"""Seconds to wait for a screen: generous, as the machine may be busy with other work."""


def table_session(
    seed: int = 7, players: int = 3, bot: str | None = "random", game: str = "sanjuan"
) -> Session:
    """A game (San Juan unless told) with two people and the other seats computers, autosaved."""
    seats = [SeatInfo("Anna", "human"), SeatInfo("Béla", "human")]
    seats += [SeatInfo(f"Gép {n + 1}", f"bot:{bot}") for n in range(2, players)]
    return new_session(get_game(game), players, {}, seats, seed)


@dataclass
class Hosted:
    table: HostedTable
    server: HostServer
    port: int

    def link(self, seat: int) -> str:
        return self.server.links[seat]

    def ws(self, seat: int) -> str:
        return self.link(seat).replace("http://", "ws://") + "ws"


@asynccontextmanager
async def hosting(
    session: Session, send_timeout: float = 5.0, undo_wait: float = 30.0
) -> AsyncIterator[Hosted]:
    table = HostedTable(session, "en", pace=0.0, undo_wait=undo_wait)
    sock = listen("127.0.0.1", 0)
    server = HostServer(table, sock, "127.0.0.1", send_timeout)
    runner = web.AppRunner(server.app(), access_log=None)
    await runner.setup()
    await web.SockSite(runner, sock).start()
    try:
        yield Hosted(table, server, sock.getsockname()[1])
    finally:
        await runner.cleanup()
        session.close()


@dataclass
class Remote:
    """One seat's screen: every message it got, checked as `tarsas join` checks them."""

    ws: aiohttp.ClientWebSocketResponse
    http: aiohttp.ClientSession
    screens: list[Screen] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    raw: list[str] = field(default_factory=list)
    closed_with: int | None = None
    """The code of the host's close frame, once it closed the connection."""

    async def send(self, message: dict[str, Any] | str) -> None:
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def until(self, wanted: Callable[[Screen], bool]) -> Screen:
        """The first screen (the newest first) for which `wanted` holds, waiting for more."""
        if self.screens and wanted(self.screens[-1]):
            return self.screens[-1]
        async with asyncio.timeout(WAIT):
            while True:
                news = await self.receive()
                if isinstance(news, Screen) and wanted(news):
                    return news

    async def notice(self, containing: str = "") -> str:
        """The next notice (that holds `containing`)."""
        async with asyncio.timeout(WAIT):
            while True:
                news = await self.receive()
                if isinstance(news, Notice) and containing in news.text:
                    return news.text

    async def receive(self) -> Screen | Notice:
        message = await self.ws.receive()
        if message.type is aiohttp.WSMsgType.CLOSE:
            self.closed_with = message.data
        if message.type is not aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"closed: {message.type} {self.ws.close_code}")
        self.raw.append(message.data)
        news = read_from_host(message.data)
        if isinstance(news, Screen):
            self.screens.append(news)
        else:
            self.notices.append(news.text)
        return news

    async def close(self) -> None:
        await self.ws.close()
        await self.http.close()


async def seat(hosted: Hosted, seat: int, width: int = 100) -> Remote:
    """Open a seat's websocket and say hello, as its page does."""
    http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=WAIT))
    ws = await http.ws_connect(hosted.ws(seat), max_msg_size=1 << 20)
    remote = Remote(ws, http)
    await remote.send({"type": "hello", "width": width})
    return remote


def deciding(screen: Screen) -> bool:
    return bool(screen.moves)
