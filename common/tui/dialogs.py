"""The small screens around the table: curtain, confirmations, save, help, too-small terminal."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Footer, Input, Static, TabbedContent, TabPane

from common.contract import GlossaryRow, Lang
from common.tui.text import NO_KEYS, YES_KEYS, fit_path, t


class CurtainScreen(Screen[str | None]):
    """The hand-over: an opaque screen naming the next player and nothing else.

    Dismissed with None (Enter: the next player takes over) or "undo" (the previous player
    takes the last move back before handing over).
    """

    DEFAULT_CSS = """
    CurtainScreen {
        align: center middle;
        background: $background;
    }
    CurtainScreen #curtain-box {
        width: auto;
        max-width: 100%;
        height: auto;
        border: double $accent;
        padding: 1 4;
    }
    CurtainScreen #curtain-text {
        text-style: bold;
        width: auto;
    }
    CurtainScreen #curtain-hint {
        color: $text-muted;
        width: auto;
        margin-top: 1;
    }
    """

    def __init__(self, name: str, lang: Lang) -> None:
        super().__init__()
        self.player = name
        self.lang = lang
        self._bindings.bind("enter", "go", t(lang, "key_next"))
        self._bindings.bind("u", "undo", t(lang, "key_undo"))
        self._bindings.bind("q", "quit_game", t(lang, "key_quit"))

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain-box"):
            yield Static(Text(t(self.lang, "curtain", name=self.player)), id="curtain-text")
            yield Static(t(self.lang, "curtain_hint"), id="curtain-hint", markup=False)
        yield Footer()

    def action_go(self) -> None:
        self.dismiss(None)

    def action_undo(self) -> None:
        self.dismiss("undo")

    def action_quit_game(self) -> None:
        quit_game = getattr(self.app, "confirm_quit", None)
        if quit_game is not None:
            quit_game()


class OneLine(Widget):
    """A line that stays one line at any width: `path` in it is shortened in its middle
    (`fit_path`), so a command to copy is never broken across lines."""

    DEFAULT_CSS = """
    OneLine {
        height: 1;
    }
    """

    def __init__(self, text: str, path: str | None, classes: str = "") -> None:
        super().__init__(classes=classes)
        self.text = text
        self.path = path

    def render(self) -> Text:
        width = self.content_size.width
        fitted = fit_path(self.text, self.path, width, 1) if width else self.text
        return Text(fitted, no_wrap=True, overflow="ellipsis")


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question: i/y or Enter on the first button says yes; n or Esc says no.

    The `strong` lines (a command to resume with) are one line each, `path` in them shortened
    where the box is too narrow.
    """

    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
    }
    ConfirmScreen #confirm-box {
        width: 90%;
        max-width: 100;
        max-width: 100%;
        height: auto;
        border: thick $accent;
        background: $surface;
        padding: 1 2;
    }
    ConfirmScreen .confirm-line {
        width: 100%;
    }
    ConfirmScreen .confirm-strong {
        text-style: bold;
        margin-top: 1;
    }
    ConfirmScreen #confirm-buttons {
        height: auto;
        margin-top: 1;
        align-horizontal: center;
    }
    ConfirmScreen Button {
        margin: 0 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "answer(False)", show=False)]

    def __init__(
        self,
        lines: Sequence[str],
        yes: str,
        no: str,
        strong: Sequence[str] = (),
        path: str | None = None,
    ) -> None:
        super().__init__()
        self.lines = list(lines)
        self.strong = list(strong)
        self.path = path
        self.yes_label = yes
        self.no_label = no
        for key in YES_KEYS:
            self._bindings.bind(key, "answer(True)", show=False)
        for key in NO_KEYS:
            self._bindings.bind(key, "answer(False)", show=False)

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            for line in self.lines:
                yield Static(line, classes="confirm-line", markup=False)
            for line in self.strong:
                yield OneLine(line, self.path, classes="confirm-line confirm-strong")
            with Horizontal(id="confirm-buttons"):
                yield Button(self.yes_label, id="yes", variant="primary")
                yield Button(self.no_label, id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class QuitScreen(ConfirmScreen):
    """The quit question, where a second Ctrl+C quits, as Ctrl+C twice leaves most terminal
    programs (the app's own Ctrl+C does not reach into a modal screen). A class binding: one
    bound on an instance would reach every screen, Textual's bindings of a key being shared."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+c", "answer(True)", show=False)]


class SaveScreen(ModalScreen[Path | None]):
    """Ask where to save, offering the autosave file; Enter saves, Esc cancels."""

    DEFAULT_CSS = """
    SaveScreen {
        align: center middle;
    }
    SaveScreen #save-box {
        width: 90%;
        max-width: 110;
        height: auto;
        border: thick $accent;
        background: $surface;
        padding: 1 2;
    }
    SaveScreen Input {
        margin-top: 1;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, default: Path | None, lang: Lang) -> None:
        super().__init__()
        self.default = default
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Vertical(id="save-box"):
            yield Static(t(self.lang, "save_title"), markup=False)
            yield Input(str(self.default or ""), id="save-path")

    def on_mount(self) -> None:
        field = self.query_one(Input)
        field.focus()
        field.cursor_position = len(field.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        self.dismiss(Path(text).expanduser() if text else None)

    def action_cancel(self) -> None:
        self.dismiss(None)


def glossary_table(rows: Sequence[GlossaryRow], lang: Lang) -> Table:
    table = Table(expand=True, show_edge=False, pad_edge=False)
    table.add_column(t(lang, "col_name"), no_wrap=True, style="bold")
    table.add_column(t(lang, "col_cost"), justify="right")
    table.add_column(t(lang, "col_points"), justify="right")
    table.add_column(t(lang, "col_count"), justify="right")
    table.add_column(t(lang, "col_effect"), ratio=1)
    for row in rows:
        table.add_row(row.name, str(row.cost), str(row.points), str(row.count), row.effect)
    return table


class HelpScreen(ModalScreen[None]):
    """`?`: the rule section of the decision on screen, and a glossary of every card."""

    DEFAULT_CSS = """
    HelpScreen {
        align: center middle;
    }
    HelpScreen #help-box {
        width: 100%;
        height: 100%;
        max-width: 120;
        background: $surface;
        border: thick $accent;
    }
    HelpScreen TabbedContent {
        height: 1fr;
    }
    HelpScreen TabPane {
        padding: 0 1;
    }
    HelpScreen VerticalScroll {
        height: 1fr;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", show=False),
        Binding("left", "tab(-1)", show=False, priority=True),
    ]

    def __init__(
        self, section_id: str, section: str, glossary: Sequence[GlossaryRow], lang: Lang
    ) -> None:
        super().__init__()
        self.section_id = section_id
        self.section = section
        self.glossary = list(glossary)
        self.lang = lang
        self._bindings.bind("question_mark,q", "close", t(lang, "key_close"))
        self._bindings.bind("right", "tab(1)", t(lang, "key_tab"), key_display="←/→", priority=True)

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"), TabbedContent(id="help-tabs"):
            rules_title = t(self.lang, "help_rules", section=self.section_id)
            with TabPane(rules_title, id="rules"), VerticalScroll(id="rules-scroll"):
                yield Static(Markdown(self.section), id="rules-text")
            with TabPane(t(self.lang, "help_cards"), id="cards"), VerticalScroll(id="cards-scroll"):
                yield Static(glossary_table(self.glossary, self.lang), id="cards-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-scroll", VerticalScroll).focus()

    def action_tab(self, delta: int) -> None:
        tabs = self.query_one(TabbedContent)
        order = ["rules", "cards"]
        current = order.index(tabs.active) if tabs.active in order else 0
        tabs.active = order[(current + delta) % len(order)]
        self.query_one(f"#{tabs.active}-scroll", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


class TooSmallScreen(Screen[None]):
    """Shown instead of any layout while the terminal is below 80×24; q or Esc quits at once
    (the game is autosaved)."""

    DEFAULT_CSS = """
    TooSmallScreen {
        align: center middle;
    }
    TooSmallScreen Static {
        width: 100%;
        text-align: center;
    }
    TooSmallScreen #too-small {
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,escape", "quit_now", show=False, priority=True)
    ]

    def __init__(self, lang: Lang) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Center():
            yield Static(t(self.lang, "too_small"), id="too-small", markup=False)
        with Center():
            yield Static("", id="too-small-now", markup=False)
        with Center():
            yield Static(t(self.lang, "too_small_quit"), id="too-small-quit", markup=False)

    def action_quit_now(self) -> None:
        quit_now = getattr(self.app, "quit_at_once", None)
        if quit_now is not None:
            quit_now()

    def show_size(self, width: int, height: int) -> None:
        self.query_one("#too-small-now", Static).update(
            t(self.lang, "too_small_now", w=width, h=height)
        )
