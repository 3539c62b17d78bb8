"""The game-over screen: every scoring line per seat, the winner, the tie-break, the last table."""

from __future__ import annotations

from typing import cast

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from common.tui.host import TableHost, host_of
from common.tui.text import t


class GameOverScreen(Screen[None]):
    DEFAULT_CSS = """
    GameOverScreen #over-scroll {
        height: 1fr;
        padding: 0 1;
    }
    GameOverScreen #over-title {
        text-style: bold;
        background: $primary-background;
        padding: 0 1;
    }
    GameOverScreen .over-note {
        color: $text-muted;
        margin-top: 1;
    }
    GameOverScreen #over-table {
        margin-top: 1;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        lang = self.tapp.ui_lang
        self._bindings.bind("s", "save", t(lang, "key_save"))
        self._bindings.bind("n", "new_game", t(lang, "key_new"))
        self._bindings.bind("q", "quit_game", t(lang, "key_quit"))
        self._bindings.bind("l", "log", t(lang, "key_log"))

    @property
    def tapp(self) -> TableHost:
        return host_of(self.app)

    def compose(self) -> ComposeResult:
        app = self.tapp
        session = app.session
        assert session is not None
        lang = app.ui_lang
        game = session.game
        names = [s.name for s in session.seats]
        outcome = session.outcome()
        yield Static(t(lang, "over_title"), id="over-title", markup=False)
        with VerticalScroll(id="over-scroll"):
            if outcome is not None:
                scores = cast(RenderableType, game.render_scores(outcome, names, lang))
                yield Static(scores, id="over-scores")
                if outcome.tiebreak_used:
                    yield Static(t(lang, "tiebreak_note"), classes="over-note", markup=False)
            if session.autosave is not None:
                yield Static(Text(t(lang, "bye_over", path=session.autosave)), classes="over-note")
            yield Static(t(lang, "final_table"), classes="over-note", markup=False)
            table = game.render(session.view(None), names, lang).stacked()
            yield Static(table, id="over-table")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#over-scroll", VerticalScroll).focus()

    def action_save(self) -> None:
        self.tapp.ask_save()

    async def action_new_game(self) -> None:
        await self.tapp.new_game()

    def action_quit_game(self) -> None:
        self.tapp.quit_finished()

    def action_log(self) -> None:
        self.tapp.show_log()
