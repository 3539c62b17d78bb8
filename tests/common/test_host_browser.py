"""`tarsas host` as a person meets it (issue 29 item 5): Debian's headless Chromium, driven by
Playwright, opens a seat's link at a phone's size and a laptop's, sees that seat's table (its
own hand, no one else's), keeps a screenshot of each, plays a move with a button, and the
other seat's page shows the move as it happens; the page opened again is back where it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from serve_kit import CHROMIUM, FLAGS, SIZES, hosting

from sanjuan.game import SAN_JUAN

SEED = 5
NAMES = ("Anna", "Béla")
TABLE = "document.getElementById('table').textContent"
BUTTONS = "document.querySelectorAll('#moves button').length"

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason="no Chromium here (apt-get install chromium; .ci/run installs it in CI)",
)


def _open(browser: Any, link: str, size: str) -> Any:
    width, height = SIZES[size]
    # The page forbids `eval` (its Content-Security-Policy); Playwright's waiting uses it.
    page = browser.new_page(viewport={"width": width, "height": height}, bypass_csp=True)
    page.goto(link, timeout=20_000)
    page.wait_for_function(f"{TABLE}.includes('San Juan')", timeout=30_000)
    return page


def test_a_seat_link_shows_the_seats_table_and_plays_a_move_in_chromium(tmp_path: Path) -> None:
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[test]'")
    first = SAN_JUAN.to_act(SAN_JUAN.new_game(SAN_JUAN.config(3), SEED))
    assert first is not None and first < 2, "the seed gives the first decision to a person"
    other = 1 - first
    options = ["sanjuan", "--players", "3", "--bot", "3=random", "--seed", str(SEED)]
    options += [f"--name={name}" for name in NAMES]
    with (
        hosting(tmp_path / "data", *options, seats=2, lang="hu") as links,
        sync_api.sync_playwright() as driver,
    ):
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            for size in SIZES:
                page = _open(browser, links[first], size)
                page.wait_for_function(f"{BUTTONS} > 0", timeout=30_000)
                table = str(page.evaluate(TABLE))
                assert f"Kéz ({NAMES[first]})" in table, "the seat's own hand"
                assert f"Kéz ({NAMES[other]})" not in table, "no one else's"
                assert "Válassz szerepet" in page.inner_text("#prompt")
                page.screenshot(path=tmp_path / f"host-{size}.png", full_page=False)
                if size == "phone":
                    page.close()
            watcher = _open(browser, links[other], "laptop")
            assert page.evaluate(BUTTONS) > 0 and watcher.evaluate(BUTTONS) == 0
            page.click("#moves button >> nth=0")
            page.wait_for_function(
                "document.getElementById('prompt').textContent.includes('Mit építesz')",
                timeout=30_000,
            )
            watcher.wait_for_function(
                "document.getElementById('log').textContent.includes('Építész')", timeout=30_000
            )
            assert NAMES[first] in watcher.inner_text("#status")
            page.reload()  # the page closed and opened again: back where it was
            page.wait_for_function(f"{BUTTONS} > 0", timeout=30_000)
            assert "Mit építesz" in page.inner_text("#prompt")
            page.click("#rules-toggle")  # the rules of the step on screen, the builder's
            page.wait_for_function(
                "document.getElementById('rules').textContent.includes('Építés a kézből')",
                timeout=30_000,
            )
            page.keyboard.press("?")
            assert page.is_hidden("#rules")
            watcher.screenshot(path=tmp_path / "host-watching.png")
        finally:
            browser.close()
    for name in ("phone", "laptop", "watching"):
        assert (tmp_path / f"host-{name}.png").stat().st_size > 5_000
