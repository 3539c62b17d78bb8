"""A `tarsas serve` or `tarsas host` in a subprocess for the tests: on a free port of this
computer, its data folder in the test's own, always ended (its whole process group) when the
test is done; and the headless Chromium the browser tests drive."""

from __future__ import annotations

import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

START_TIMEOUT = 20.0
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-webgl",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SIZES = {"phone": (390, 844), "laptop": (1280, 800)}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class Served:
    port: int
    link: str
    """The link the server printed."""

    @property
    def path(self) -> str:
        """The page's path: `/`, or `/SECRET/`."""
        return urlsplit(self.link).path

    def url(self, path: str = "") -> str:
        """`path` on this computer, beside the page (`url("ws")`, `url("static/...")`)."""
        return f"http://127.0.0.1:{self.port}{self.path}{path}"


@contextmanager
def serving(data: Path, *options: str, lang: str = "en") -> Iterator[Served]:
    with running(data, "serve", *options, lang=lang) as (port, links):
        yield Served(port, links[0])


@contextmanager
def hosting(data: Path, *options: str, seats: int, lang: str = "en") -> Iterator[list[str]]:
    """`tarsas host` with these options: the links of its `seats` human seats."""
    with running(data, "host", *options, lang=lang, links=seats) as (_, links):
        yield links


@contextmanager
def running(
    data: Path, command: str, *options: str, lang: str, links: int = 1
) -> Iterator[tuple[int, list[str]]]:
    """A `tarsas serve` or `tarsas host` on a free port: the port and the links it printed."""
    port = free_port()
    env = dict(os.environ, XDG_DATA_HOME=str(data), PYTHONUNBUFFERED="1")
    process = subprocess.Popen(
        [sys.executable, "-m", "common.cli", command, "--port", str(port), "--lang", lang]
        + list(options),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        start_new_session=True,
    )
    try:
        yield port, _links(process, links)
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
        assert process.stdout is not None
        process.stdout.close()


def _links(process: subprocess.Popen[bytes], count: int) -> list[str]:
    """The first `count` links the server printed, once it is listening."""
    assert process.stdout is not None
    deadline = time.monotonic() + START_TIMEOUT
    printed = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 0.2)
        if ready:
            # Read from the pipe itself: a buffered readline would keep the later lines.
            printed += os.read(process.stdout.fileno(), 1 << 16)
            lines = printed.decode(errors="replace").split("\n")[:-1]
            links = [line[line.index("http://") :].strip() for line in lines if "http://" in line]
            if len(links) >= count:
                _wait_listening(int(urlsplit(links[0]).port or 0), deadline)
                return links[:count]
        if process.poll() is not None:
            raise AssertionError(f"the server ended at once (exit {process.returncode})")
    raise AssertionError("the server printed no link in time")


def _wait_listening(port: int, deadline: float) -> None:
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"nothing listens on port {port}")
