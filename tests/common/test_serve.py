"""`tarsas serve` (issue 29 item 2): the app's page on this computer; bound wider, only with the
secret link; the websocket guarded the same way; bad ports and addresses are one line."""

from __future__ import annotations

import asyncio
import http.client
import itertools
import socket
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import pytest
from serve_kit import Served, free_port, serving

from common import cli, serve

TIMEOUT = 30.0
"""Seconds to wait for an answer: generous, as the machine may be busy with other work."""


SOURCES = (f"127.0.0.{n}" for n in itertools.count(10))
"""A new address of this computer for each wrong try, so none waits for the ones before."""


def _get(url: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(
        parts.netloc, timeout=TIMEOUT, source_address=(next(SOURCES), 0)
    )
    try:
        connection.request("GET", parts.path, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


async def _first_screen(url: str, origin: str | None = None) -> str:
    """What the app sends first over the websocket (its status, or the handshake's)."""
    headers = {} if origin is None else {"Origin": origin}
    connector = aiohttp.TCPConnector(local_addr=(next(SOURCES), 0))
    timeout = aiohttp.ClientTimeout(total=TIMEOUT)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as client:
        try:
            async with client.ws_connect(f"{url}?width=120&height=40", headers=headers) as ws:
                seen = b""
                while b"tarsas" not in seen:
                    message = await ws.receive(timeout=TIMEOUT)
                    if message.type != aiohttp.WSMsgType.BINARY:
                        return f"ended: {message.type}"
                    seen += message.data
                return "app"
        except aiohttp.WSServerHandshakeError as refused:
            return f"refused {refused.status}"


def _no_game_named(body: bytes) -> None:
    names = ("tarsas", "San Juan", "ANNO", "Puerto Rico", "Aranyváros")
    assert body == b"" and not any(name.encode() in body for name in names)


def test_on_this_computer_the_page_and_the_app_open(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        assert served.link == f"http://127.0.0.1:{served.port}/"
        status, page = _get(served.url())
        assert status == 200 and b"static/js/textual.js" in page and b'new URL("ws"' in page
        assert _get(served.url("static/js/textual.js"))[0] == 200
        assert asyncio.run(_first_screen(served.url("ws").replace("http", "ws", 1))) == "app"


def test_on_this_computer_other_names_and_other_sites_are_refused(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        status, body = _get(served.url(), {"Host": f"rebound.example:{served.port}"})
        assert status == 403 and body == b""
        ws = served.url("ws").replace("http", "ws", 1)
        assert asyncio.run(_first_screen(ws, origin="http://evil.example")) == "refused 403"


def _secret(served: Served) -> str:
    return served.path.strip("/")


def test_bound_wider_only_the_secret_link_opens(tmp_path: Path) -> None:
    with serving(tmp_path, "--bind", "0.0.0.0") as served:
        secret = _secret(served)
        assert len(secret) >= 40
        status, page = _get(served.url())
        assert status == 200 and b"textual.js" in page
        assert _get(served.url().rstrip("/"))[0] == 302, "a link without its slash finds it"
        root = f"http://127.0.0.1:{served.port}"
        for path in ("/", "/ws", "/static/js/textual.js", f"/{secret[:-1]}/", f"/{secret}x/ws"):
            status, body = _get(root + path)
            assert status == 403, path
            _no_game_named(body)
        assert asyncio.run(_first_screen(f"ws://127.0.0.1:{served.port}/ws")) == "refused 403"
        wrong = f"ws://127.0.0.1:{served.port}/{secret[::-1]}/ws"
        assert asyncio.run(_first_screen(wrong)) == "refused 403"
        assert asyncio.run(_first_screen(served.url("ws").replace("http", "ws", 1))) == "app"


def test_wrong_tries_wait_longer_and_longer_per_address() -> None:
    now = [0.0]
    door = serve.Door("s3cret", clock=lambda: now[0])
    assert door.opens("/s3cret/ws") and not door.opens("/s3cre/ws") and not door.opens("/")
    waits = [door.miss("10.0.0.1") for _ in range(8)]
    assert waits[:3] == [0.1, 0.2, 0.4] and waits[-1] == serve.MAX_DELAY
    assert door.miss("10.0.0.2") == serve.FIRST_DELAY, "another address waits the least"
    for _ in range(2000):
        assert door.miss("10.0.0.3") <= serve.MAX_DELAY
    now[0] += serve.FORGET_AFTER + 1
    assert door.miss("10.0.0.1") == serve.FIRST_DELAY, "a quiet address is forgotten"
    for n in range(serve.REMEMBERED + 5):
        door.miss(f"addr{n}")
    assert len(door.misses) == serve.REMEMBERED


def test_loopback_alone_needs_no_secret() -> None:
    assert serve.is_loopback("127.0.0.1") and serve.is_loopback("::1")
    assert serve.is_loopback("localhost") and serve.is_loopback("127.0.0.2")
    assert not serve.is_loopback("0.0.0.0") and not serve.is_loopback("192.168.1.5")
    assert not serve.is_loopback("myhost.lan")


def test_the_served_app_is_this_python_confined_to_its_folder() -> None:
    command = serve.served_command("en")
    assert command.startswith("TARSAS_CONFINED=1 ") and "-m common.cli play --lang en" in command


def _one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert cli.main(argv) == cli.EXIT_ERROR
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_a_busy_port_a_bad_port_or_address_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    """Each in the table's language: Hungarian by default, English with --lang en."""
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        err = _one_line(capsys, ["serve", "--port", str(port)])
        assert f"a(z) {port}. port foglalt" in err
        err = _one_line(capsys, ["serve", "--lang", "en", "--port", str(port)])
        assert f"port {port} is in use" in err
    assert "--bind 'no such host!': nincs ilyen cím" in _one_line(
        capsys, ["serve", "--port", str(free_port()), "--bind", "no such host!"]
    )
    assert "--bind 'no such host!': no such address" in _one_line(
        capsys, ["serve", "--lang", "en", "--port", str(free_port()), "--bind", "no such host!"]
    )
    assert "not an address of this computer" in _one_line(
        capsys, ["serve", "--lang", "en", "--port", str(free_port()), "--bind", "192.0.2.7"]
    )
    with pytest.raises(SystemExit) as ended:
        cli.main(["serve", "--port", "70000"])
    assert ended.value.code == cli.EXIT_ERROR
    err = capsys.readouterr().err
    assert "--port" in err and "65535" in err and err.count("\n") == 1
