"""The game-over screen: the result (every scoring line per seat and a chart of the points by
round), the whole log as the end of the game reveals it, and the final table, in three tabs."""

from __future__ import annotations

from typing import ClassVar, cast

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from common.files import error_text
from common.history import PointsByRound, points_by_round
from common.session import Session
from common.tui.host import TableHost, host_of, session_of
from common.tui.logview import log_entries, log_table
from common.tui.text import t

TABS = ("result", "log", "table")


class PointsChart(PlotextPlot):
    """Each seat's points by round as a line, marked with the seat's number so the lines stay
    apart without colour (`NO_COLOR=1`); the legend pairs each number with its name."""

    def __init__(self, history: PointsByRound, names: list[str], title: str, axis: str) -> None:
        super().__init__(id="over-chart")
        self.history = history
        self.names = names
        self.chart_title = title
        self.axis = axis

    def on_mount(self) -> None:
        plt = self.plt
        rounds = self.history.rounds
        for seat, row in enumerate(self.history.points):
            known = [(r, p) for r, p in zip(rounds, row, strict=True) if p is not None]
            plt.plot(
                [r for r, _ in known],
                [p for _, p in known],
                marker=str(seat + 1),
                label=f"{seat + 1} {self.names[seat]}",
            )
        step = max(1, len(rounds) // 12)
        plt.xticks(list(rounds[::step]))
        top = max((p for row in self.history.points for p in row if p is not None), default=0)
        rise = max(1, -(-top // 5))  # whole points, about five ticks
        plt.yticks(list(range(0, top + rise, rise)))
        plt.title(self.chart_title)
        plt.xlabel(self.axis)


class GameOverScreen(Screen[None]):
    DEFAULT_CSS = """
    GameOverScreen #over-title {
        text-style: bold;
        background: $primary-background;
        padding: 0 1;
    }
    GameOverScreen TabbedContent {
        height: 1fr;
    }
    GameOverScreen TabPane {
        padding: 0 1;
    }
    GameOverScreen VerticalScroll {
        height: 1fr;
    }
    GameOverScreen .over-note {
        color: $text-muted;
        margin-top: 1;
    }
    GameOverScreen #over-chart {
        height: 16;  /* room for a legend of five seats and a readable slope */
        margin-top: 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "tab(-1)", show=False, priority=True),
    ]

    def __init__(self) -> None:
        super().__init__()
        lang = self.tapp.ui_lang
        self._bindings.bind("right", "tab(1)", t(lang, "key_tab"), key_display="←/→", priority=True)
        self._bindings.bind("l", "show_tab('log')", t(lang, "key_log"))
        self._bindings.bind("s", "save", t(lang, "key_save"))
        self._bindings.bind("n", "rematch", t(lang, "key_rematch"))
        self._bindings.bind("q", "quit_game", t(lang, "key_quit"))

    @property
    def tapp(self) -> TableHost:
        return host_of(self.app)

    @property
    def session(self) -> Session:
        return session_of(self.app)

    def compose(self) -> ComposeResult:
        lang = self.tapp.ui_lang
        session = self.session
        game = session.game
        names = [s.name for s in session.seats]
        outcome = session.outcome()
        yield Static(t(lang, "over_title"), id="over-title", markup=False)
        with TabbedContent(id="over-tabs"):
            with TabPane(t(lang, "tab_result"), id="result"), VerticalScroll(id="result-scroll"):
                if outcome is not None:
                    scores = cast(RenderableType, game.render_scores(outcome, names, lang))
                    yield Static(scores, id="over-scores")
                    if outcome.tiebreak_used:
                        yield Static(t(lang, "tiebreak_note"), classes="over-note", markup=False)
                    chart = t(lang, "chart_title")
                    yield PointsChart(points_by_round(session), names, chart, t(lang, "round"))
                if session.unsaved is not None:
                    error = error_text(session.unsaved, lang)
                    yield Static(Text(t(lang, "not_saved", error=error)), classes="over-note")
                elif session.autosave is not None:
                    saved = Text(t(lang, "bye_over", path=session.autosave))
                    yield Static(saved, classes="over-note")
            with TabPane(t(lang, "tab_log"), id="log"), VerticalScroll(id="log-scroll"):
                entries = log_entries(session, None, lang, final=True)
                yield Static(log_table(entries), id="over-log")
            with TabPane(t(lang, "final_table"), id="table"), VerticalScroll(id="table-scroll"):
                table = game.render(session.view(None), names, lang).stacked()
                yield Static(table, id="over-table")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#result-scroll", VerticalScroll).focus()

    def action_tab(self, delta: int) -> None:
        tabs = self.query_one(TabbedContent)
        current = TABS.index(tabs.active) if tabs.active in TABS else 0
        self.action_show_tab(TABS[(current + delta) % len(TABS)])

    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab
        scroll = self.query_one(f"#{tab}-scroll", VerticalScroll)
        scroll.focus()
        if tab == "log":
            self.call_after_refresh(scroll.scroll_end, animate=False)

    def action_save(self) -> None:
        self.tapp.ask_save()

    async def action_rematch(self) -> None:
        await self.tapp.rematch()

    def action_quit_game(self) -> None:
        self.tapp.quit_finished()
