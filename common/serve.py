"""`tarsas serve`: the app in a web browser, one screen passed around like the terminal.

textual-serve runs one app per browser tab (the setup screen first, as `tarsas play` shows it)
and draws it with xterm.js; this module adds what a table of friends needs around it:

- Bound to this computer only (127.0.0.1) by default. Bound wider, every address is under a
  secret path (`/SECRET/`, the printed link): a request without the secret gets an empty 403,
  never the game's name, and each wrong try from an address waits longer (`Door`).
- Bound to this computer, a request must name it (`Host: localhost` or a loopback address), so
  a web page elsewhere cannot reach the app by DNS rebinding; and the websocket only opens for
  a page of the same address (`Origin`), so another site's script cannot drive the app.
- The app it runs reads and writes saved games only inside its data folder
  (`paths.CONFINED`, `paths.reachable`).
"""

from __future__ import annotations

import asyncio
import errno
import hmac
import ipaddress
import secrets
import shlex
import signal
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server, to_int

from common.contract import EngineError, Lang
from common.paths import CONFINED

PAGE_FOLDER = Path(__file__).parent / "web"
SECRET_BYTES = 32
"""Bytes of randomness in a secret link (43 characters): unguessable however long it is up."""
FIRST_DELAY = 0.1
MAX_DELAY = 5.0
"""Seconds a wrong try waits: the first, doubling with each further one, up to this."""
DOUBLINGS = 16
"""The wait doubles at most this often (past `MAX_DELAY` already), so it stays a float."""
FORGET_AFTER = 600.0
"""An address quiet this many seconds is forgotten (its next wrong try waits the least)."""
REMEMBERED = 10_000
"""At most this many addresses are remembered, so a flood of them cannot fill the memory."""

WORDS: dict[Lang, dict[str, str]] = {
    "hu": {
        "serving": "A tarsas a böngészőben: {link}",
        "secret": "Csak ezzel a titkos linkkel nyílik meg: csak a játékosoknak add meg.",
        "wildcard": "Ha a telefon nem találja a(z) {host} nevet, a gép címét írd a helyére.",
        "stop": "Leállítás: Ctrl+C",
        "ended": "A játék bezárult.",
        "again": "Újra",
    },
    "en": {
        "serving": "tarsas in a browser: {link}",
        "secret": "Only this secret link opens it: give it to the players only.",
        "wildcard": "If a phone cannot find {host}, put this computer's address in its place.",
        "stop": "Ctrl+C stops it",
        "ended": "The session has ended.",
        "again": "Start again",
    },
}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def is_loopback(bind: str) -> bool:
    """Whether an address to listen on reaches this computer only (a host name other than
    localhost may be anything, so it counts as wider)."""
    if bind == "localhost":
        return True
    try:
        return ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return False


def served_command(lang: Lang) -> str:
    """The shell command textual-serve runs for each browser tab: this Python (the README
    installs into a venv, where a bare `tarsas` may not be on the path), confined to its data
    folder, through `tarsas play` as at a terminal."""
    python = shlex.quote(sys.executable)
    return f"{CONFINED}=1 {python} -m common.cli play --lang {lang}"


def listen(bind: str, port: int) -> socket.socket:
    """A socket bound to `bind`:`port`, or one clear EngineError saying why not."""
    try:
        found = socket.getaddrinfo(
            bind, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE | socket.AI_NUMERICSERV
        )
    except (socket.gaierror, UnicodeError):
        raise EngineError(
            f"--bind {bind!r}: no such address", hu=f"--bind {bind!r}: nincs ilyen cím"
        ) from None
    family, kind, proto, _, address = found[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as e:
        sock.close()
        if e.errno == errno.EADDRINUSE:
            raise EngineError(
                f"port {port} is in use on {bind}; choose another with --port",
                hu=f"a(z) {port}. port foglalt ezen: {bind}; válassz másikat a --port kapcsolóval",
            ) from None
        if e.errno == errno.EADDRNOTAVAIL:
            raise EngineError(
                f"--bind {bind!r}: not an address of this computer",
                hu=f"--bind {bind!r}: ez nem ennek a gépnek a címe",
            ) from None
        if e.errno == errno.EACCES:
            raise EngineError(
                f"port {port} needs administrator rights; choose one above 1023",
                hu=f"a(z) {port}. porthoz rendszergazdai jog kell; válassz 1023 fölöttit",
            ) from None
        raise EngineError(
            f"cannot listen on {bind} port {port}: {e.strerror}",
            hu=f"nem lehet figyelni ezen: {bind}, {port}. port: {e.strerror}",
        ) from None
    return sock


class Door:
    """Who may come in: the secrets' check, and the wait that slows guessing them.

    A secret is the first segment of every path; it is compared in constant time
    (`hmac.compare_digest`), with every secret of the door (`tarsas host` has one per seat).
    Each wrong try from an address waits `FIRST_DELAY` doubled per earlier wrong try (up to
    `MAX_DELAY`) before its empty 403.
    """

    def __init__(self, *secrets: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.secrets = tuple(secret.encode() for secret in secrets)
        self.clock = clock
        self.misses: dict[str, tuple[int, float]] = {}
        """Per address: wrong tries so far, and when the last one came."""

    @property
    def secret(self) -> bytes:
        """The first secret (`tarsas serve` has only one)."""
        return self.secrets[0]

    def which(self, path: str) -> int | None:
        """The place of the secret that is the first segment of a request's path, or None."""
        given = path.partition("/")[2].partition("/")[0].encode()
        found = None
        for i, secret in enumerate(self.secrets):
            if hmac.compare_digest(given, secret):
                found = i
        return found

    def opens(self, path: str) -> bool:
        """Whether the first segment of a request's path is a secret of this door."""
        return self.which(path) is not None

    def miss(self, address: str) -> float:
        """Count a wrong try from `address`; the seconds it waits."""
        now = self.clock()
        count, last = self.misses.pop(address, (0, now))
        if now - last > FORGET_AFTER:
            count = 0
        self.misses[address] = (count + 1, now)
        while len(self.misses) > REMEMBERED:
            del self.misses[next(iter(self.misses))]
        return min(MAX_DELAY, FIRST_DELAY * float(2 ** min(count, DOUBLINGS)))


def link_origin(sock: socket.socket) -> tuple[str, str]:
    """The host a printed link names for a listening socket (this computer's name where it
    listens on every address), and the link's `http://host:port`."""
    host, port = sock.getsockname()[:2]
    shown = socket.gethostname() if ipaddress.ip_address(host).is_unspecified else host
    netloc = f"[{shown}]" if ":" in shown else shown
    return shown, f"http://{netloc}:{port}"


def refused() -> web.Response:
    return web.Response(status=403, body=b"")


def names_this_computer(host: str) -> bool:
    """Whether a request's Host header (`name:port`) names this computer."""
    name = urlsplit(f"//{host}").hostname or ""
    return is_loopback(name)


class TableServer(Server):
    """textual-serve's server, behind the door, with a page of our own: the websocket beside
    the page (secret path included), the letters fitted to a phone, the texts in the table's
    language, and no font fetched from another site."""

    def __init__(self, sock: socket.socket, bind: str, lang: Lang) -> None:
        host, port = sock.getsockname()[:2]
        self.sock = sock
        self.lang: Lang = lang
        self.door = None if is_loopback(bind) else Door(secrets.token_urlsafe(SECRET_BYTES))
        self.shown_host, origin = link_origin(sock)
        path = "/" if self.door is None else f"/{self.door.secret.decode()}/"
        self.link = f"{origin}{path}"
        super().__init__(
            served_command(lang),
            host=host,
            port=port,
            title="tarsas",
            templates_path=PAGE_FOLDER,
        )

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        if self.door is None:
            app.middlewares.append(self.guard)
            return app
        root = web.Application(middlewares=[self.guard])
        root.add_subapp(f"/{self.door.secret.decode()}", app)
        return root

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Let in only a request with the secret (or naming this computer, where none is
        needed), and a websocket only from a page of the same address."""
        if self.door is None:
            if not names_this_computer(request.host):
                return refused()
        elif not self.door.opens(request.path):
            await asyncio.sleep(self.door.miss(request.remote or "?"))
            return refused()
        elif request.path.count("/") == 1:
            # The link without its last slash: the page finds its files and websocket beside it.
            raise web.HTTPFound(f"{request.path}/")
        origin = request.headers.get("Origin")
        if request.path.endswith("/ws") and origin and urlsplit(origin).netloc != request.host:
            return refused()
        return await handler(request)

    @aiohttp_jinja2.template("page.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        """The page: its websocket and files are found beside it (`page.html`)."""
        words = WORDS[self.lang]
        return {
            "lang": self.lang,
            "font_size": to_int(request.query.get("fontsize", "0"), 0),
            "ended": words["ended"],
            "again": words["again"],
        }

    async def on_startup(self, app: web.Application) -> None:
        words = WORDS[self.lang]
        lines = [words["serving"].format(link=self.link)]
        if self.door is not None:
            lines.append(words["secret"])
        if self.shown_host != self.host:
            lines.append(words["wildcard"].format(host=self.shown_host))
        lines.append(words["stop"])
        print("\n".join(lines), flush=True)

    def serve(self, debug: bool = False) -> None:
        """Serve on the socket already bound (so a bad address or a port in use was one clear
        line before anything started), until Ctrl+C or SIGTERM."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        for stop in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(stop, self.request_exit)
        web.run_app(
            self._make_app(),
            sock=self.sock,
            handle_signals=False,
            loop=loop,
            print=lambda *args: None,
        )


def run(bind: str, port: int, lang: Lang) -> int:
    """`tarsas serve`: 0 when stopped with Ctrl+C; a bad address or a busy port is an
    EngineError before anything is served."""
    TableServer(listen(bind, port), bind, lang).serve()
    return 0
