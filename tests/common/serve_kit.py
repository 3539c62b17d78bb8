"""A `tarsas serve` in a subprocess for the tests: on a free port of this computer, its data
folder in the test's own, always ended (its whole process group) when the test is done."""

from __future__ import annotations

import os
import select
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
    port = free_port()
    env = dict(os.environ, XDG_DATA_HOME=str(data), PYTHONUNBUFFERED="1")
    process = subprocess.Popen(
        [sys.executable, "-m", "common.cli", "serve", "--port", str(port), "--lang", lang]
        + list(options),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        start_new_session=True,
    )
    try:
        yield Served(port, _link(process))
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
        assert process.stdout is not None
        process.stdout.close()


def _link(process: subprocess.Popen[bytes]) -> str:
    """The link from the server's first line, once it is listening."""
    assert process.stdout is not None
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 0.2)
        if ready:
            line = process.stdout.readline().decode()
            if "http://" in line:
                link = line[line.index("http://") :].strip()
                _wait_listening(int(urlsplit(link).port or 0), deadline)
                return link
        if process.poll() is not None:
            raise AssertionError(f"tarsas serve ended at once (exit {process.returncode})")
    raise AssertionError("tarsas serve printed no link in time")


def _wait_listening(port: int, deadline: float) -> None:
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"nothing listens on port {port}")
