"""`tarsas host`: a game whose session lives in this process, each human seat on its own
screen, by a secret link (issue 29 items 3–4).

aiohttp serves, for each seat's link `http://HOST:PORT/SECRET/`, a small page (`web/seat.html`)
and beside it the seat's websocket (`ws`), which `tarsas join` also opens. The door is
`serve.Door`'s: a path whose first segment is no seat's secret gets an empty 403 after a wait
that doubles with each wrong try from that address; on this computer the request must name it
(`Host`), and a websocket opens only for a page of the same address (`Origin`).

Each open screen has its own sender (`SeatScreen.send`): the table only marks the screen to be
drawn again, the sender draws and sends the newest when the last send is through, and a send
that takes longer than `SEND_TIMEOUT` drops that connection. So a slow, silent or vanished
screen never holds up the table or the other seats; its seat opens its link again and is back
where it was.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import sys
from collections import deque
from pathlib import Path
from urllib.parse import urlsplit

from aiohttp import WSCloseCode, WSMsgType, web

from common import paths, rules_text
from common.contract import EngineError, Lang
from common.host_table import PACE, HostedTable
from common.lineplay import session_for
from common.registry import get_game
from common.serve import (
    Door,
    Handler,
    is_loopback,
    link_origin,
    listen,
    names_this_computer,
    refused,
)
from common.session import Session
from common.table_control import TableSetup, humans
from common.wire import MAX_MESSAGE, BadMessage, Hello, Notice, Screen, read_from_seat

PAGE = Path(__file__).parent / "web" / "seat.html"
SEND_TIMEOUT = 15.0
"""Seconds one message to a screen may take; a screen slower than that is dropped."""
CLOSE_WAIT = 2.0
"""Seconds a screen has to take a close; then its connection is dropped."""
HEARTBEAT = 30.0
"""Seconds between pings; a screen that answers none is dropped."""
NOTICES = 8
"""Notices kept for a screen that has not taken them yet (the newest)."""
MAX_BAD = 20
"""Messages that are not ours that drop a screen."""
SEAT = web.RequestKey("seat", int)
"""The seat whose secret opened a request."""
EXIT_BROKEN = 70
"""The exit code after a bug of ours, as `tarsas`'s own (`cli.main`)."""
REPLACED = 4000
"""The close code for a screen whose seat was opened on another screen."""

SERVER_WORDS: dict[Lang, dict[str, str]] = {
    "hu": {
        "hosting": "{game}: {n} játékos. Minden embernek a saját linkje (csak neki add meg):",
        "seat": "  {name}: {link}",
        "join": "Terminálból: {command} join LINK",
        "wildcard": "Ha egy telefon nem találja a(z) {host} nevet, a gép címét írd a helyére.",
        "autosave": "Automatikus mentés: {path}",
        "stop": "Leállítás: Ctrl+C (a játék mentve marad)",
        "over": "A játék véget ért. Leállítás: Ctrl+C",
        "broken": "tarsas: belső hiba az asztalnál: {error}; a játék mentve van, a host leáll.",
        "bye": "A játék elmentve, később folytatható: {command}",
        "bad": "Ezt az üzenetet nem értem ({why}); nem számít.",
        "replaced": "Ezt a széket egy másik képernyőn nyitották meg.",
        "no_people": "A meghívott játékhoz legalább egy emberi szék kell (nem mind --bot).",
        "title": "tarsas",
        "undo": "Visszavonás",
        "hint": "Tipp",
        "yes": "Igen",
        "no": "Nem",
        "log": "Napló",
        "since": "Azóta történt:",
        "asks": "{asker} visszavonná az utolsó döntést ({moves} lépés).",
        "waits": "Válaszra vár: {names}",
        "connecting": "Kapcsolódás…",
        "lost": "Megszakadt a kapcsolat; újra próbálom…",
        "again": "Újra itt",
        "offline": "nincs itt",
        "rules": "Szabály",
        "no_rules": rules_text.NO_SECTION["hu"],
    },
    "en": {
        "hosting": "{game}: {n} players. Each person gets a link of their own (to them only):",
        "seat": "  {name}: {link}",
        "join": "From a terminal: {command} join LINK",
        "wildcard": "If a phone cannot find {host}, put this computer's address in its place.",
        "autosave": "Autosave: {path}",
        "stop": "Ctrl+C stops it (the game stays saved)",
        "over": "The game is over. Ctrl+C stops it",
        "broken": "tarsas: internal error at the table: {error}; the game is saved; host stopped.",
        "bye": "The game is saved; continue later with: {command}",
        "bad": "That message is not one of ours ({why}); it does not count.",
        "replaced": "This seat was opened on another screen.",
        "no_people": "A hosted game needs at least one human seat (not all --bot).",
        "title": "tarsas",
        "undo": "Undo",
        "hint": "Hint",
        "yes": "Yes",
        "no": "No",
        "log": "Log",
        "since": "Since your last turn:",
        "asks": "{asker} asks to take back the last decision ({moves} moves).",
        "waits": "Waiting for: {names}",
        "connecting": "Connecting…",
        "lost": "The connection is lost; trying again…",
        "again": "Open here again",
        "offline": "away",
        "rules": "Rules",
        "no_rules": rules_text.NO_SECTION["en"],
    },
}
PAGE_WORDS = (
    *("undo", "hint", "yes", "no", "log", "since", "asks", "waits"),
    *("connecting", "lost", "replaced", "again", "offline", "rules", "no_rules"),
)
"""The words the seat's page shows."""


class SeatScreen:
    """One open screen of a seat: what it wants drawn, and its own sender."""

    def __init__(
        self,
        table: HostedTable,
        seat: int,
        ws: web.WebSocketResponse,
        transport: asyncio.Transport | None,
        send_timeout: float,
    ) -> None:
        self.table = table
        self.seat = seat
        self.ws = ws
        self.transport = transport
        self.send_timeout = send_timeout
        self.hello = Hello(type="hello", width=80)
        self.bad = 0
        self.notices: deque[str] = deque(maxlen=NOTICES)
        self.dirty = asyncio.Event()

    def redraw(self) -> None:
        self.dirty.set()

    def tell(self, text: str) -> None:
        self.notices.append(text)
        self.dirty.set()

    async def send(self) -> None:
        """Send the newest screen (and the notices after it) whenever the table changed; a
        send that takes too long drops the connection."""
        try:
            while not self.ws.closed:
                await self.dirty.wait()
                self.dirty.clear()
                out: list[Screen | Notice] = [self.table.screen(self.seat, self.hello)]
                out += [Notice(text=text) for text in self.notices]
                self.notices.clear()
                for message in out:
                    sending = self.ws.send_str(message.model_dump_json())
                    await asyncio.wait_for(sending, self.send_timeout)
        except ConnectionError:
            return  # closing already: its handler lets the seat go
        except TimeoutError:
            self.drop()

    async def leave(self, code: int, why: str = "") -> None:
        """Close the connection, or drop it if the screen does not take the close in time."""
        try:
            await asyncio.wait_for(self.ws.close(code=code, message=why.encode()), CLOSE_WAIT)
        except TimeoutError:
            self.drop()

    def drop(self) -> None:
        if self.transport is not None:
            self.transport.abort()


class HostServer:
    """The links, the door and the websockets of one hosted table."""

    def __init__(
        self,
        table: HostedTable,
        sock: socket.socket,
        bind: str,
        send_timeout: float = SEND_TIMEOUT,
    ) -> None:
        self.table = table
        self.sock = sock
        self.loopback = is_loopback(bind)
        self.send_timeout = send_timeout
        self.words = SERVER_WORDS[table.lang]
        self.seats = sorted(table.secrets)
        self.door = Door(*(table.secrets[seat] for seat in self.seats))
        self.shown_host, origin = link_origin(sock)
        self.links = {seat: f"{origin}/{table.secrets[seat]}/" for seat in self.seats}
        self.screens: dict[int, SeatScreen] = {}
        self._page = self._fill_page()
        self._playing: asyncio.Task[None] | None = None
        self.broken = False
        """The table stopped on a bug of ours (the host then stops too)."""

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self.guard], client_max_size=MAX_MESSAGE)
        app.router.add_get("/{secret}", self.to_page)
        app.router.add_get("/{secret}/", self.page)
        app.router.add_get("/{secret}/ws", self.socket)
        app.router.add_get("/{secret}/rules/{section}", self.rules)
        app.on_startup.append(self.start)
        app.on_shutdown.append(self.stop)
        return app

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Only a seat's secret opens anything; on this computer the request must name it,
        and a websocket opens only for a page of the same address."""
        place = self.door.which(request.path)
        if place is None:
            await asyncio.sleep(self.door.miss(request.remote or "?"))
            return refused()
        if self.loopback and not names_this_computer(request.host):
            return refused()
        origin = request.headers.get("Origin")
        if request.path.endswith("/ws") and origin and urlsplit(origin).netloc != request.host:
            return refused()
        request[SEAT] = self.seats[place]
        return await handler(request)

    async def to_page(self, request: web.Request) -> web.StreamResponse:
        raise web.HTTPFound(f"{request.path}/")

    async def page(self, request: web.Request) -> web.StreamResponse:
        return web.Response(
            text=self._page,
            content_type="text/html",
            headers={
                "Cache-Control": "no-store",
                "Referrer-Policy": "no-referrer",
                "X-Frame-Options": "DENY",
                "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; "
                "style-src 'unsafe-inline'; connect-src 'self'",
            },
        )

    async def rules(self, request: web.Request) -> web.StreamResponse:
        """One section of the game's rules in the table's language, as its Markdown text: the
        page's rules button asks for the section its screen names (`Screen.rules`). The rules
        are public, so any seat may read any section."""
        game = self.table.session.game
        try:
            text = rules_text.section(game, request.match_info["section"], self.table.lang)
        except EngineError:
            raise web.HTTPNotFound(text=self.words["no_rules"]) from None
        return web.Response(
            text=text, content_type="text/plain", headers={"Cache-Control": "no-store"}
        )

    def _fill_page(self) -> str:
        words = {key: self.words[key] for key in PAGE_WORDS}
        # As JSON in a script: "<" escaped, so no text can end the script early.
        data = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c")
        text = PAGE.read_text(encoding="utf-8")
        return text.replace("__LANG__", self.table.lang).replace("__WORDS__", data)

    async def socket(self, request: web.Request) -> web.StreamResponse:
        seat = request[SEAT]
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=HEARTBEAT)
        await ws.prepare(request)
        screen = SeatScreen(self.table, seat, ws, request.transport, self.send_timeout)
        previous = self.screens.get(seat)
        self.screens[seat] = screen
        if previous is not None:
            await previous.leave(REPLACED, self.words["replaced"])
        self.table.attach(seat, screen)
        sender = asyncio.create_task(screen.send())
        try:
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    self._heard(screen, message.data)
                else:
                    self._wrong(screen, "binary")
                if screen.bad >= MAX_BAD:
                    await screen.leave(WSCloseCode.POLICY_VIOLATION)
        finally:
            sender.cancel()
            self.table.detach(seat, screen)
            if self.screens.get(seat) is screen:
                del self.screens[seat]
        return ws

    def _heard(self, screen: SeatScreen, data: str) -> None:
        try:
            message = read_from_seat(data)
        except BadMessage as e:
            self._wrong(screen, str(e))
            return
        if isinstance(message, Hello):
            screen.hello = message
            screen.redraw()
            return
        refusal = self.table.receive(screen.seat, message)
        if refusal is not None:
            screen.tell(refusal)

    def _wrong(self, screen: SeatScreen, why: str) -> None:
        screen.bad += 1
        screen.tell(self.words["bad"].format(why=why[:80]))

    async def start(self, app: web.Application) -> None:
        self._playing = asyncio.create_task(self._play())

    async def _play(self) -> None:
        try:
            await self.table.run()
        except Exception as e:  # a bug of ours: the host stops, the game stays saved
            self.broken = True
            print(self.words["broken"].format(error=repr(e)), file=sys.stderr, flush=True)
            asyncio.get_running_loop().call_soon(_stop_serving)
            return
        print(self.words["over"], flush=True)

    async def stop(self, app: web.Application) -> None:
        if self._playing is not None:
            self._playing.cancel()
        await asyncio.gather(
            *(screen.leave(WSCloseCode.GOING_AWAY) for screen in list(self.screens.values()))
        )

    def greeting(self) -> str:
        """What the host prints: a link per human seat, each on its own line."""
        session = self.table.session
        words = self.words
        game = session.game.name_hu if self.table.lang == "hu" else session.game.name_en
        lines = [words["hosting"].format(game=game, n=session.config.players)]
        for seat in self.seats:
            lines.append(words["seat"].format(name=self.table.names[seat], link=self.links[seat]))
        lines.append(words["join"].format(command=paths.own_command()))
        if self.shown_host != self.sock.getsockname()[0]:
            lines.append(words["wildcard"].format(host=self.shown_host))
        if session.autosave is not None:
            lines.append(words["autosave"].format(path=session.autosave))
        lines.append(words["stop"])
        return "\n".join(lines)


def _stop_serving() -> None:
    """Stop `web.run_app` as Ctrl+C does (its exit is a SystemExit, which leaves the loop)."""
    raise web.GracefulExit


def hosted_session(setup: TableSetup) -> Session:
    """The session `tarsas host`'s arguments describe: a saved game to continue, or a new one
    (the game and the number of players are required by the command line, so nothing is
    asked)."""
    nobody = EngineError(SERVER_WORDS["en"]["no_people"], hu=SERVER_WORDS["hu"]["no_people"])
    if setup.resume:
        session = Session.load(setup.resume, autosave=True)
        if not humans(session):
            session.close()
            raise nobody
        return session
    assert setup.game is not None and setup.players is not None  # required by `main`
    if len(setup.computer_seats(get_game(setup.game), setup.players)) >= setup.players:
        raise nobody

    def nothing_to_ask(question: str) -> str:
        raise EngineError(f"missing: {question}", hu=f"hiányzik: {question}")

    return session_for(setup, nothing_to_ask, ask_names=False)


def main(args: argparse.Namespace) -> int:
    """`tarsas host` from its parsed arguments."""
    if not args.resume and (args.game is None or args.players is None):
        raise EngineError(
            "tarsas host needs a game and --players N (or --resume FILE)",
            hu="a tarsas host-nak kell a játék és a --players SZÁM (vagy --resume FÁJL)",
        )
    return run(TableSetup.from_args(args), args.bind, args.port)


def run(setup: TableSetup, bind: str, port: int, pace: float = PACE) -> int:
    """Serve the table until Ctrl+C; a busy port, a bad address or a table without people is
    one clear error before the game starts."""
    words = SERVER_WORDS[setup.lang]
    sock = listen(bind, port)
    try:
        session = hosted_session(setup)
    except BaseException:
        sock.close()
        raise
    try:
        server = HostServer(HostedTable(session, setup.lang, pace), sock, bind)
        print(server.greeting(), flush=True)
        web.run_app(server.app(), sock=sock, print=None, access_log=None)
    finally:
        session.close()
        sock.close()
    if session.autosave is not None:
        command = paths.resume_command(session.autosave, "host")
        print(words["bye"].format(command=command), flush=True)
    return EXIT_BROKEN if server.broken else 0
