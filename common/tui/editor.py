"""The compound choice editor: one screen of marks in place of a run of single choices.

A game describes a payment, a discard, a keep or a mayor placement as a `Compound` (rows the
player marks, one or two columns of marks, how many each takes, a first filling). The editor
shows one line per row — the marks as symbols, then the row's name and a dim note — and keeps
the highlighted row in sight as the choice list does (it is one): ↑/↓ choose a row, ←/→ the
column where there are two, space / + / − mark, Enter confirms, Esc switches to the plain
list of single moves. No column takes a mark beyond its limit; where it takes one mark only
(keep one card, place one noble) a mark elsewhere moves it. It holds no game state: the table
turns the confirmed marks into moves.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Console
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from common.compound import WORDS, Compound, Marks, add_mark, single_pick
from common.contract import Lang
from common.tui.text import t

SYMBOLS = ("●", "◆")
"""A mark of the first / second column (colonist / noble; a card paid, discarded, kept)."""
ROOM = "○"
"""Room for one more mark on a row."""


class CompoundEditor(OptionList):
    DEFAULT_CSS = """
    CompoundEditor, CompoundEditor:focus {
        height: auto;
        border: none;
        padding: 0 0 0 1;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("plus", "add(1)", show=False),
        Binding("minus", "add(-1)", show=False),
        Binding("left", "column(-1)", show=False),
        Binding("right", "column(1)", show=False),
    ]

    class Changed(Message):
        """The marks or the column changed (the table shows the totals in its prompt)."""

    class Confirmed(Message):
        def __init__(self, marks: Marks) -> None:
            super().__init__()
            self.marks = marks

    class ToList(Message):
        """The player asked for the plain list of single moves."""

    def __init__(self, lang: Lang, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lang = lang
        self.compound: Compound | None = None
        self._marks: list[list[int]] = []
        self.column = 0
        self._bindings.bind("space", "mark", t(lang, "key_mark"), key_display="␣")
        # Enter confirms the whole filling: it replaces the list's "select". The prompt says so
        # once the marks fit (the footer has no room for it at 80 columns in Hungarian).
        self._bindings.key_to_bindings["enter"] = [Binding("enter", "confirm", show=False)]
        self._bindings.bind("escape", "to_list", t(lang, "key_list"), key_display="Esc")

    @property
    def marks(self) -> Marks:
        return tuple(tuple(row) for row in self._marks)

    def show(self, compound: Compound) -> None:
        """Open on a compound with its first filling, the first row highlighted."""
        self.compound = compound
        self._marks = [list(row) for row in compound.start]
        self.column = 0
        self.set_options(Option(self._line(r), id=str(r)) for r in range(len(compound.rows)))
        self.highlighted = 0 if compound.rows else None
        self.post_message(self.Changed())

    def _line(self, r: int) -> Text:
        assert self.compound is not None
        row = self.compound.rows[r]
        marks = self._marks[r]
        width = max(row.capacity for row in self.compound.rows)
        line = Text(no_wrap=True, overflow="ellipsis")
        for column, n in enumerate(marks):
            line.append(SYMBOLS[column] * n, style="bold green" if column == 0 else "bold yellow")
        line.append(ROOM * (row.capacity - sum(marks)), style="dim")
        line.append(" " * (width - row.capacity + 1))
        line.append(row.label, style="bold" if sum(marks) else "")
        if row.detail:
            line.append(f" — {row.detail}", style="dim")
        return line

    def _change(self, r: int, column: int, n: int) -> None:
        self._marks[r][column] = n
        self.replace_option_prompt_at_index(r, self._line(r))
        self.post_message(self.Changed())

    # -- keys ----------------------------------------------------------------------------------

    def action_mark(self) -> None:
        """Space: one more mark in the current column; on a full row, or on the row that holds
        a single pick's mark, clear that column."""
        compound = self.compound
        r = self.highlighted
        if compound is None or r is None:
            return
        marks = self._marks[r]
        mine = single_pick(compound, self.column) and marks[self.column] > 0
        if mine or sum(marks) >= compound.rows[r].capacity:
            self._change(r, self.column, 0)
        else:
            self._add(r)

    def action_add(self, delta: int) -> None:
        """+ one more mark in the current column, − one less."""
        r = self.highlighted
        if self.compound is None or r is None:
            return
        if delta > 0:
            self._add(r)
        elif self._marks[r][self.column] > 0:
            self._change(r, self.column, self._marks[r][self.column] - 1)

    def _add(self, r: int) -> None:
        """One more mark on row `r`, never beyond the column's limit: a single pick moves its
        mark here, a full column of more says to take one off first."""
        compound = self.compound
        assert compound is not None
        after = add_mark(compound, self.marks, r, self.column)
        if after is None:
            if sum(self._marks[r]) < compound.rows[r].capacity:
                _, most = compound.limits[self.column]
                column = compound.columns[self.column]
                self.notify(WORDS[self._lang]["full"].format(column=column, most=most))
            return
        for row, marked in enumerate(after):
            if list(marked) != self._marks[row]:
                self._marks[row] = list(marked)
                self.replace_option_prompt_at_index(row, self._line(row))
        self.post_message(self.Changed())

    def action_column(self, delta: int) -> None:
        if self.compound is not None and len(self.compound.columns) > 1:
            self.column = (self.column + delta) % len(self.compound.columns)
            self.post_message(self.Changed())

    def action_confirm(self) -> None:
        if self.compound is not None:
            self.post_message(self.Confirmed(self.marks))

    def action_to_list(self) -> None:
        self.post_message(self.ToList())

    async def _on_click(self, event: events.Click) -> None:
        """A click highlights a row; it never confirms."""
        clicked: int | None = event.style.meta.get("option")
        if clicked is not None:
            self.highlighted = clicked


def fit_prompt(
    question: Text, status: Text, width: int, rows: int, console: Console, apart: bool = False
) -> Text:
    """The editor's prompt within `rows` lines of `width` cells: the question, then the marks'
    status ("fizet 2/3 · Enter: kész") on its last line where there is room, else on a line of
    its own (always with `apart`). The status is never broken or pushed out of sight: where
    the question would take its rows (a long seat name, a long place at 80 columns), its last
    line is cut with "…"; the board and the log above say the whole of it."""
    lines = list(question.wrap(console, width))
    for line in lines:
        line.rstrip()
    if not apart and len(lines) <= rows and lines[-1].cell_len + 2 + status.cell_len <= width:
        lines[-1] = Text.assemble(lines[-1], "  ", status)
        return Text("\n").join(lines)
    room = max(1, rows - 1)
    if len(lines) > room:
        cut = Text(" ").join(lines[room - 1 :])
        cut.truncate(width, overflow="ellipsis")
        lines = [*lines[: room - 1], cut]
    return Text("\n").join([*lines, status])
