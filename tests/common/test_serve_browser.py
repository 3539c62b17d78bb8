"""`tarsas serve` as a person meets it (issue 29 items 2 and 5): Debian's headless Chromium,
driven by Playwright, opens the page at a phone's size and a laptop's, sees the setup screen
drawn by xterm.js, keeps a screenshot of each, and at the laptop starts a game, lifts the
curtain and plays a move.

xterm.js draws with WebGL where it can; `--disable-webgl` makes it draw into the page's own
elements (`.xterm-rows`), the same letters, so the test can read them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from serve_kit import CHROMIUM, FLAGS, SIZES, serving

ROWS = "(document.querySelector('.xterm-rows')?.innerText ?? '')"

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason="no Chromium here (apt-get install chromium; .ci/run installs it in CI)",
)


def _settled(page: Any, text: str = "Indítás") -> str:
    """The screen's text once `text` is on it and it has stopped changing (the app draws
    again when the terminal is fitted to the window)."""
    before = ""
    for _ in range(60):
        page.wait_for_function(f"{ROWS}.includes({text!r})", timeout=30_000)
        shown = str(page.evaluate(ROWS))
        if shown == before:
            return shown
        before = shown
        page.wait_for_timeout(300)
    raise AssertionError(f"the screen did not settle: {before!r}")


def _play_a_move(page: Any) -> None:
    """Enter starts the game the form shows (San Juan, two people); the curtain asks for the
    first player, Enter lifts it, and `1` chooses the first role, the builder (the keys go to
    xterm.js's input, as a person's typing does once the page has the focus)."""
    page.focus(".xterm-helper-textarea")
    page.keyboard.press("Enter")
    assert "Add át a gépet" in _settled(page, "Add át a gépet")
    page.keyboard.press("Enter")
    assert "Válassz szerepet" in _settled(page, "Válassz szerepet")
    page.keyboard.press("1")
    assert "Szerepet választ" in _settled(page, "Mit építesz?"), "the builder's phase, logged"


def test_the_setup_screen_opens_in_chromium_at_a_phones_and_a_laptops_size(
    tmp_path: Path,
) -> None:
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[test]'")
    with serving(tmp_path / "data", lang="hu") as served, sync_api.sync_playwright() as driver:
        # Each launch gets a fresh profile of Playwright's own (no --user-data-dir to pass).
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            for name, (width, height) in SIZES.items():
                page = browser.new_page(viewport={"width": width, "height": height})
                page.goto(served.url(), timeout=20_000)
                shown = _settled(page)
                assert "tarsas — új játék" in shown and "Játékosok száma" in shown
                assert "túl kicsi" not in shown, f"{name}: the letters fit 80 columns"
                page.screenshot(path=tmp_path / f"serve-{name}.png")
                if name == "laptop":
                    _play_a_move(page)
                    page.screenshot(path=tmp_path / "serve-table.png")
                page.close()
        finally:
            browser.close()
    for name in [*SIZES, "table"]:
        assert (tmp_path / f"serve-{name}.png").stat().st_size > 5_000
