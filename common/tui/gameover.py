"""The game-over screen: the result (every scoring line per seat and a chart of the points by
round), the whole log as the end of the game reveals it, and the final table, in three tabs."""

from __future__ import annotations

from typing import ClassVar, cast

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static, TabbedContent, TabPane

from common import paths
from common.files import error_text
from common.history import PointsByRound, points_by_round
from common.session import Session
from common.tui.host import TableHost, host_of, session_of
from common.tui.logview import log_entries, log_table
from common.tui.text import t

TABS = ("result", "log", "table")


PLOT_ROWS = 10
"""Rows of the chart's plot: about a tenth of the top score each."""
SEAT_COLOURS = ("cyan", "magenta", "green", "yellow", "red")


class PointsChart:
    """Each seat's points by round, drawn in text: a column per seat in each round's group of
    columns, so two seats' digits never fall in one cell, even on a tie; each point is the
    seat's number, so the seats stay apart without colour (`NO_COLOR=1`); the legend pairing
    numbers and names stands under the plot, never in it. A long game shows every other round
    (or fewer) so that it fits the width, always with its last one."""

    def __init__(self, history: PointsByRound, names: list[str], title: str, axis: str) -> None:
        self.history = history
        self.names = names
        self.title = title
        self.axis = axis

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.lines(options.max_width)

    def lines(self, width: int) -> list[Text]:
        rounds, points = self.history.rounds, self.history.points
        slot = len(points) + 1  # a column per seat and a gap
        top = max((p for row in points for p in row if p is not None), default=0)
        label = len(str(top))
        shown = _spread(len(rounds), max(1, (width - label - 1) // slot))
        cells: list[list[int | None]] = [[None] * (len(shown) * slot) for _ in range(PLOT_ROWS)]
        for group, k in enumerate(shown):
            for seat, row in enumerate(points):
                if (value := row[k]) is not None:
                    level = PLOT_ROWS - 1 - round(value * (PLOT_ROWS - 1) / max(top, 1))
                    cells[level][group * slot + seat] = seat
        grid = [Text.assemble(*(_mark(seat) for seat in row)) for row in cells]
        out = [Text(self.title, style="bold", justify="center")]
        for level, marks in enumerate(grid):
            value = top * (PLOT_ROWS - 1 - level) // (PLOT_ROWS - 1)
            tick = (
                f"{value:>{label}}┤"
                if level % 3 == 0 or level == PLOT_ROWS - 1
                else " " * label + "│"
            )
            out.append(Text(tick, style="dim") + marks)
        out.append(Text(" " * label + "└" + "─" * (len(shown) * slot), style="dim"))
        numbers = ""
        for group, k in enumerate(shown):
            column = group * slot
            if len(numbers) < column or not numbers:
                numbers = numbers.ljust(column) + str(rounds[k])
        out.append(Text(" " * (label + 1) + numbers, style="dim"))
        out.append(Text(self.axis, style="dim", justify="center"))
        legend = Text()
        for seat, name in enumerate(self.names):
            if seat:
                legend.append("   ")
            legend.append(*_mark(seat))
            legend.append(f" {name}")
        out.append(legend)
        return out


def _spread(count: int, room: int) -> list[int]:
    """At most `room` of `count` indices, evenly apart, the first and the last among them."""
    if count <= room:
        return list(range(count))
    step = -(-(count - 1) // max(room - 1, 1))
    picked = list(range(0, count - 1, step))
    return [*picked, count - 1] if len(picked) < room else [*picked[:-1], count - 1]


def _mark(seat: int | None) -> tuple[str, str]:
    """A seat's point on the chart: its number in its colour (a blank where no seat is)."""
    if seat is None:
        return (" ", "")
    return (str(seat + 1), f"bold {SEAT_COLOURS[seat % len(SEAT_COLOURS)]}")


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
                    history = points_by_round(session)
                    plot = PointsChart(history, names, chart, t(lang, "round"))
                    yield Static(plot, id="over-chart")
                if session.unsaved is not None:
                    error = error_text(session.unsaved, lang)
                    yield Static(Text(t(lang, "not_saved", error=error)), classes="over-note")
                elif session.autosave is not None:
                    saved = Text(t(lang, "bye_over", path=paths.shown(session.autosave)))
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
