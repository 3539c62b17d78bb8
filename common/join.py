"""`tarsas join LINK`: a seat of a hosted game in this terminal, with line prompts.

The host draws the seat's table (from the seat's view) and sends it as text; this client
prints it, prints the others' moves as they happen, lists the moves when the seat decides, and
sends the chosen one with the turn it was listed at. Everything it receives is checked
(`wire.read_from_host`) and printed through Rich, which drops any control code but colours.
A dropped connection is opened again for a while; the seat is back where it was.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from urllib.parse import urlsplit

import aiohttp
from pydantic import BaseModel
from rich.console import Console
from rich.markdown import Markdown
from rich.text import Text

from common import rules_text
from common.contract import EngineError, Lang
from common.registry import GAME_IDS, get_game
from common.wire import (
    MAX_SCREEN,
    WIDTHS,
    Answer,
    BadMessage,
    Hello,
    Hint,
    Move,
    Screen,
    Undo,
    UndoAsk,
    read_from_host,
)

REPLACED = 4000
"""The host's close code for a seat opened on another screen (`host_server.REPLACED`)."""
RETRIES = 6
"""Tries to open a dropped connection again (waiting 0.5 s, doubling) before giving up."""
CONNECT_TIMEOUT = 15.0
YES = ("i", "igen", "y", "yes")
NO = ("n", "nem", "no")
HINT_WORDS = ("hint", "tipp")

WORDS: dict[Lang, dict[str, str]] = {
    "hu": {
        "bad_link": "ez nem egy tarsas host link: {link} (http://GÉP:PORT/TITOK/ alakú)",
        "refused": "ez a link nem nyit meg egy széket sem (elírták, vagy a host azóta újraindult)",
        "nobody": "a(z) {where} címen nem fut tarsas host (leállt, vagy rossz a cím)",
        "gone": "a host elérhetetlenné vált; a játék nála mentve van",
        "bad_host": "a host érthetetlen üzenetet küldött ({why})",
        "replaced": "Ezt a széket egy másik képernyőn nyitották meg.",
        "choose": "Válassz (szám vagy lépés; tipp, ? szabály, u visszavonás, l napló, t asztal, "
        "q kilép)",
        "wait": "(t asztal, l napló, ? szabály, u visszavonás, q kilép)",
        "no_rules": rules_text.NO_SECTION["hu"],
        "answer": "Válaszolj: i (igen) vagy n (nem).",
        "asks": "{asker} visszavonná az utolsó döntést ({moves} lépés). Várunk: {names}",
        "since": "Azóta történt:",
        "invalid": "Nincs ilyen lépés: {text!r}",
        "not_now": "Most nem te döntesz.",
        "bye": "Kiléptél; a link újra megnyitja a széket.",
    },
    "en": {
        "bad_link": "not a tarsas host link: {link} (it looks like http://HOST:PORT/SECRET/)",
        "refused": "this link opens no seat (mistyped, or the host has restarted since)",
        "nobody": "no tarsas host runs at {where} (it has stopped, or the address is wrong)",
        "gone": "the host is gone; the game is saved there",
        "bad_host": "the host sent a message that is not ours ({why})",
        "replaced": "This seat was opened on another screen.",
        "choose": "Choose (number or move; hint, ? rules, u undo, l log, t table, q quit)",
        "wait": "(t table, l log, ? rules, u undo, q quit)",
        "no_rules": rules_text.NO_SECTION["en"],
        "answer": "Answer: y (yes) or n (no).",
        "asks": "{asker} asks to take back the last decision ({moves} moves). Waiting: {names}",
        "since": "Since your last turn:",
        "invalid": "No such move: {text!r}",
        "not_now": "This decision is not yours.",
        "bye": "You left; the link opens the seat again.",
    },
}


def socket_url(link: str) -> str:
    """The seat's websocket beside the page a link names; EngineError for anything else."""
    bad = EngineError(
        WORDS["en"]["bad_link"].format(link=link), hu=WORDS["hu"]["bad_link"].format(link=link)
    )
    try:
        parts = urlsplit(link.strip())
        parts.port  # noqa: B018  (a port that is no number raises here)
    except ValueError:
        raise bad from None
    secret = parts.path.strip("/")
    if parts.scheme not in ("http", "https") or not parts.hostname or not secret or "/" in secret:
        raise bad
    scheme = "wss" if parts.scheme == "https" else "ws"
    return f"{scheme}://{parts.netloc}/{secret}/ws"


def _error(key: str, **values: str) -> EngineError:
    return EngineError(WORDS["en"][key].format(**values), hu=WORDS["hu"][key].format(**values))


class SeatClient:
    """The seat's side: the newest screen, what is printed of it, what a typed line sends."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.screen: Screen | None = None
        self.log: list[str] = []
        self.shown_turn = -1
        self.shown_undo: UndoAsk | None = None

    @property
    def words(self) -> dict[str, str]:
        return WORDS[self.screen.lang if self.screen else "hu"]

    def hello(self) -> Hello:
        width = max(WIDTHS[0], min(WIDTHS[1], self.console.width))
        plain = self.console.color_system is None
        return Hello(type="hello", width=width, colors="none" if plain else "ansi")

    def show(self, screen: Screen) -> None:
        """Print what is new: the others' moves as they happen; the table when the seat
        decides or the game ends; an undo request."""
        first = self.screen is None
        self.screen = screen
        if first and screen.since:
            self._say(self.words["since"], "dim")
            for line in screen.since[-12:]:
                self._say(f"  {line}", "dim")
        elif not first:
            for line in new_lines(self.log, screen.log):
                self._say(f"  {line}", "dim")
        self.log = screen.log
        if screen.undo != self.shown_undo:
            self.shown_undo = screen.undo
            if screen.undo is not None:
                ask = screen.undo
                names = ", ".join(ask.waiting)
                text = self.words["asks"].format(asker=ask.asker, moves=ask.moves, names=names)
                self._say(text, "bold yellow")
                if ask.yours:
                    self._say(self.words["answer"], "bold yellow")
        if screen.turn != self.shown_turn and (screen.moves or screen.scores or first):
            self.shown_turn = screen.turn
            self.print_table()

    def print_table(self) -> None:
        screen = self.screen
        if screen is None:
            return
        self.console.print(Text.from_ansi(screen.table))
        if screen.scores is not None:
            self.console.print(Text.from_ansi(screen.scores))
        self._say(screen.status, "bold")
        if screen.prompt is not None:
            self._say(f"{screen.names[screen.seat]}: {screen.prompt}", "bold")
        for i, choice in enumerate(screen.moves, start=1):
            self._say(f"  {i:2d}. {choice.text}  ({choice.notation})")
        self._say(self.words["choose" if screen.moves else "wait"], "dim")

    def line(self, text: str) -> BaseModel | None:
        """What a typed line sends to the host (None: nothing, or handled here)."""
        screen = self.screen
        answer = text.strip()
        if screen is None or not answer:
            return None
        lowered = answer.casefold()
        if screen.undo is not None and lowered in YES + NO:
            return Answer(type="answer", request=screen.undo.request, accept=lowered in YES)
        if lowered == "u":
            return Undo(type="undo", turn=screen.turn)
        if lowered in HINT_WORDS:
            return Hint(type="hint", turn=screen.turn)
        if lowered == "l":
            for line in screen.log:
                self._say(f"  {line}")
        elif lowered == "t":
            self.print_table()
        elif lowered == "?":
            self.print_rules()
        elif not screen.moves:
            self._say(self.words["not_now"], "yellow")
        else:
            choice = _choice(screen, lowered)
            if choice is not None:
                return Move(type="move", turn=screen.turn, choice=choice)
            self._say(self.words["invalid"].format(text=answer), "red")
        return None

    def print_rules(self) -> None:
        """The rules section of the step the game is in, from this installation's rules text
        (the host names the section; its words are not sent)."""
        screen = self.screen
        if screen is None or not screen.rules or screen.game not in GAME_IDS:
            self._say(self.words["no_rules"], "yellow")
            return
        try:
            text = rules_text.section(get_game(screen.game), screen.rules, screen.lang)
        except EngineError:  # a host of another version names a section this one lacks
            self._say(self.words["no_rules"], "yellow")
            return
        self.console.print(Markdown(text))

    def notice(self, text: str) -> None:
        self._say(text, "yellow")

    def _say(self, text: str, style: str = "") -> None:
        self.console.print(text, style=style, markup=False, highlight=False)


def _choice(screen: Screen, typed: str) -> int | None:
    """The move a typed line names: its number; else its notation or words, whole, or the
    start of them, or a part of them ("archive" for "build archive"), if one move fits."""
    if typed.isdigit() and 1 <= int(typed) <= len(screen.moves):
        return int(typed) - 1
    spelled = [(c.notation.casefold(), c.text.casefold()) for c in screen.moves]
    for fits in (str.__eq__, str.startswith, str.__contains__):
        found = [i for i, names in enumerate(spelled) if any(fits(n, typed) for n in names)]
        if found:
            return found[0] if len(found) == 1 else None
    return None


def new_lines(old: list[str], new: list[str]) -> list[str]:
    """The lines at the end of the log `new` that `old` (its earlier last lines) lacks; none
    when moves were taken back (the host tells of an undo itself)."""
    if old[: len(new)] == new:
        return []
    for start in range(len(old) + 1):
        overlap = old[start:]
        if new[: len(overlap)] == overlap:
            return new[len(overlap) :]
    return new


async def play(url: str, lines: asyncio.Queue[str | None], console: Console) -> int:
    """Play the seat at `url` with the typed `lines` (None: the keyboard closed) until the
    player quits or the host goes; EngineError when the link opens nothing."""
    client = SeatClient(console)
    timeout = aiohttp.ClientTimeout(total=None, sock_connect=CONNECT_TIMEOUT)
    async with aiohttp.ClientSession(timeout=timeout) as http:
        tries = 0
        while True:
            try:
                ws = await http.ws_connect(url, max_msg_size=MAX_SCREEN, heartbeat=30.0)
            except aiohttp.WSServerHandshakeError as e:
                if e.status == 403:
                    raise _error("refused") from None
                raise _error("nobody", where=urlsplit(url).netloc) from None
            except (aiohttp.ClientError, OSError):
                if client.screen is None:
                    raise _error("nobody", where=urlsplit(url).netloc) from None
                tries += 1
                if tries > RETRIES:
                    raise _error("gone") from None
                await asyncio.sleep(0.5 * 2 ** (tries - 1))
                continue
            tries = 0
            async with ws:
                outcome = await _session(ws, client, lines)
            if outcome is not None:
                return outcome


async def _session(
    ws: aiohttp.ClientWebSocketResponse, client: SeatClient, lines: asyncio.Queue[str | None]
) -> int | None:
    """One connection: screens in, typed lines out; the exit code, or None to connect again."""
    await ws.send_str(client.hello().model_dump_json())
    typed: asyncio.Task[str | None] = asyncio.create_task(lines.get())
    heard: asyncio.Task[aiohttp.WSMessage] = asyncio.create_task(ws.receive())
    try:
        while True:
            done, _ = await asyncio.wait({typed, heard}, return_when=asyncio.FIRST_COMPLETED)
            if typed in done:
                text = typed.result()
                if text is None or text.strip().casefold() == "q":
                    client.notice(client.words["bye"])
                    return 0
                message = client.line(text)
                if message is not None:
                    await ws.send_str(message.model_dump_json())
                typed = asyncio.create_task(lines.get())
            if heard in done:
                received = heard.result()
                if received.type is not aiohttp.WSMsgType.TEXT:
                    code = received.data if received.type is aiohttp.WSMsgType.CLOSE else None
                    if code == REPLACED:
                        client.notice(client.words["replaced"])
                        return 0
                    if code == aiohttp.WSCloseCode.GOING_AWAY:  # the host was stopped
                        raise _error("gone")
                    return None
                try:
                    news = read_from_host(received.data)
                except BadMessage as e:
                    raise _error("bad_host", why=str(e)) from None
                if isinstance(news, Screen):
                    client.show(news)
                else:
                    client.notice(news.text)
                heard = asyncio.create_task(ws.receive())
    finally:
        typed.cancel()
        heard.cancel()


def keyboard(loop: asyncio.AbstractEventLoop, lines: asyncio.Queue[str | None]) -> None:
    """Read typed lines in a thread of their own (a daemon: it never keeps tarsas running)."""

    def read() -> None:
        line: str | None = ""
        while line is not None:
            try:
                line = sys.stdin.readline() or None  # "" is the end of the input
            except (OSError, ValueError):  # no keyboard to read
                line = None
            try:
                loop.call_soon_threadsafe(lines.put_nowait, line)
            except RuntimeError:  # the client has ended meanwhile
                return

    threading.Thread(target=read, daemon=True).start()


def main(link: str, lang: Lang) -> int:
    """`tarsas join LINK`: the exit code; a bad link or no host is an EngineError."""
    url = socket_url(link)

    async def joined() -> int:
        lines: asyncio.Queue[str | None] = asyncio.Queue()
        keyboard(asyncio.get_running_loop(), lines)
        return await play(url, lines, Console())

    try:
        return asyncio.run(joined())
    except KeyboardInterrupt:
        return 0
