"""How the seat on turn chooses: the numbered list of legal moves (a digit or two, or Enter),
each with its explanation and, on `h`, the hint; or, for a compound decision, the editor of
marks (space marks, Enter confirms, Esc switches to the list for that seat).

`ChoicePanel` is the table screen's choice at the bottom: it lists the decision it is shown and
says what was chosen (`Chosen`, `Marked`); the screen plays it and runs the table's loop.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from common import table_control
from common.bots import kind_name
from common.compound import Compound, summary
from common.contract import IllegalMove, Lang
from common.session import Session
from common.table_control import HINT_LEVEL
from common.tui.editor import SYMBOLS, CompoundEditor, fit_prompt
from common.tui.host import host_of, session_of
from common.tui.table_parts import PROMPT_ROWS, ExplainSide
from common.tui.text import t

DIGIT_WAIT = 2.0
"""Seconds a first digit waits for a second one when there are ten moves or more."""


class ChoicePanel(Vertical):
    """The prompt, the list of moves or the compound editor in its place, and the highlighted
    move's explanation under it; beside the board from `WIDE` columns that explanation stands
    in `side`, which the screen places under the log."""

    class Chosen(Message):
        """A move was chosen from the list shown when `shown_at` moves had been played."""

        def __init__(self, move: Any, hinted: bool, shown_at: int) -> None:
            super().__init__()
            self.move = move
            self.hinted = hinted
            self.shown_at = shown_at

    class Marked(Message):
        """A compound choice was confirmed: its single moves, to be played as one decision."""

        def __init__(self, moves: Sequence[Any], hinted: bool, shown_at: int) -> None:
            super().__init__()
            self.moves = moves
            self.hinted = hinted
            self.shown_at = shown_at

    class Highlighted(Message):
        """The move in focus changed (None: no move is listed): the board marks its place."""

        def __init__(self, move: Any) -> None:
            super().__init__()
            self.move = move

    class Shown(Message):
        """The list or the editor was shown anew: the screen gives it the focus (unless the
        log or the "since your turn" box holds it) and updates the footer's keys."""

    def __init__(self, lang: Lang, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lang = lang
        self.side = ExplainSide(id="explain-side")
        """The explanation beside the board (the screen places it under the log)."""
        self.on_screen: int | None = None
        """The human seat at the keys when the choice was last shown."""
        self._legal: tuple[Any, ...] = ()
        self._labels: list[Text] = []
        """The listed moves' lines (number, sentence, explanation), as first drawn."""
        self._hint: table_control.Hint | None = None
        self._hint_state: Any = None
        """The state the hint was worked out for: it is shown (and the next move noted as made
        after a hint) only while the game stands there."""
        self._hinting = False
        """A hint is being worked out in a worker thread."""
        self._explained: list[str | None] = []
        """What each listed move does (`GameDef.explain`), shown beside it and, in full, for
        the highlighted one under the list."""
        self._shown_at = -1
        """len(session.played) when the moves on screen were listed."""
        self._generation = 0
        self._digits = ""
        self._digit_timer: Timer | None = None
        self._prompt_line = Text()
        self._question = Text()
        """The prompt of the decision on screen, as the list of moves shows it."""
        self.compound: Compound | None = None
        """The decision on screen as one screen of marks (None: a plain single choice)."""
        self._list_seats: set[int] = set()
        """Seats that asked for the plain list instead of the editor (Esc)."""

    def compose(self) -> ComposeResult:
        yield Static(id="prompt")
        yield OptionList(id="moves")
        yield CompoundEditor(self._lang, id="editor")
        yield Static(id="explain")

    def on_mount(self) -> None:
        self.query_one("#prompt").styles.max_height = PROMPT_ROWS

    @property
    def session(self) -> Session:
        return session_of(self.app)

    @property
    def lang(self) -> Lang:
        return host_of(self.app).ui_lang

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    @property
    def editing(self) -> bool:
        return self.has_class("-editing")

    def choices(self) -> OptionList:
        """The widget the player chooses with now: the editor or the list of moves."""
        return self.query_one("#editor" if self.editing else "#moves", OptionList)

    def _active(self) -> bool:
        """True while the table is the screen the players look at (no dialog above it)."""
        return self.app.screen is self.screen

    def _prompt(self, line: Text | str) -> None:
        self.query_one("#prompt", Static).update(line)

    def show(self, seat: int | None, deciding: bool, blank: bool, on_screen: int | None) -> None:
        """The prompt and the choices of `seat` when it decides at this keyboard; else who is
        thinking (nothing behind a curtain or after the game)."""
        self.on_screen = on_screen
        session = self.session
        game = session.game
        lang = self.lang
        names = self.names
        moves = self.query_one("#moves", OptionList)
        self._generation += 1
        self._digits = ""
        if deciding and seat is not None:
            seat_view = session.view(seat)
            self._legal = session.legal()
            self._shown_at = len(session.played)
            line = Text()
            line.append(names[seat], style="bold")
            line.append(": " + game.prompt(seat_view, lang))
            self._prompt_line = self._question = line
            self._prompt(line)
            self._explained = [session.explain(seat_view, move, lang) for move in self._legal]
            self._labels = []
            for move, words in zip(self._legal, self._explained, strict=True):
                label = Text(session.describe(seat_view, move, lang))
                if words:
                    label.append(f"  {words}", style="dim")
                self._labels.append(label)
            moves.set_options(
                Option(self._numbered(i), id=f"{self._generation}-{i}")
                for i in range(len(self._labels))
            )
            moves.highlighted = 0
            self.compound = game.compound(seat_view, lang)
            self._show_explanation(0)
            if self._hint_state is session.state:
                self._mark_hint()
        else:
            self._legal = ()
            self._labels = []
            self._explained = []
            self._show_explanation(None)
            self._shown_at = -1
            self.compound = None
            if seat is not None and not blank:
                self._prompt(Text(t(lang, "thinking", name=names[seat]), style="dim"))
            else:
                self._prompt("")
            moves.clear_options()
        self._show_editor(seat)

    def _choose(self, index: int) -> None:
        session = self.session
        seat = session.to_act()
        if (
            seat is None
            or seat != self.on_screen
            or len(session.played) != self._shown_at
            or not 0 <= index < len(self._legal)
            or not self._active()
        ):
            return
        self._digits = ""
        hinted = self._hint_state is session.state
        self.post_message(self.Chosen(self._legal[index], hinted, self._shown_at))

    # -- a compound choice: one screen of marks ------------------------------------------------

    def _wants_editor(self, seat: int | None) -> bool:
        """The decision is compound and the seat has not asked for the list."""
        return self.compound is not None and seat not in self._list_seats

    def _show_editor(self, seat: int | None) -> None:
        """The editor in the list's place while the decision is compound and the seat has not
        asked for the list."""
        compound = self.compound
        editing = self._wants_editor(seat)
        self.set_class(editing, "-editing")
        if compound is not None and editing:
            self.query_one("#editor", CompoundEditor).show(compound)
        self._show_explanation(self.query_one("#moves", OptionList).highlighted)
        self.post_message(self.Shown())

    def on_compound_editor_changed(self) -> None:
        self.fit_prompt()

    def fit_prompt(self) -> None:
        """The editor's prompt: the question, the marks against what is needed, the column
        marked, fitted to the prompt's width (again when the terminal is resized)."""
        editor = self.query_one("#editor", CompoundEditor)
        compound = editor.compound
        seat = self.on_screen
        if compound is None or seat is None or not self.editing:
            return
        question = Text()
        question.append(self.names[seat], style="bold")
        question.append(f": {compound.title}")
        fits = compound.fits(editor.marks)
        status = Text(
            summary(compound, editor.marks, self.lang), style="green" if fits else "yellow"
        )
        if len(compound.columns) > 1:
            marking = f"{SYMBOLS[editor.column]} {compound.columns[editor.column]}"
            status.append(f" — {t(self.lang, 'editor_column', marking=marking)}", style="cyan")
        if fits:
            status.append(f" · {t(self.lang, 'editor_ready')}", style="bold")
        prompt = self.query_one("#prompt", Static)
        width = prompt.content_size.width or self.app.size.width - 2
        # Two columns: the counts and the column marked always get a line of their own.
        line = fit_prompt(
            question, status, width, PROMPT_ROWS, self.app.console, len(compound.columns) > 1
        )
        self._prompt_line = line
        prompt.update(line)

    def on_compound_editor_confirmed(self, event: CompoundEditor.Confirmed) -> None:
        """Say the marked choice as its single moves, one decision for undo."""
        session = self.session
        seat = session.to_act()
        compound = self.compound
        if (
            compound is None
            or seat is None
            or seat != self.on_screen
            or len(session.played) != self._shown_at
            or not self._active()
        ):
            return
        try:
            moves = session.game.compound_moves(
                session.view(seat), compound, event.marks, self.lang
            )
        except IllegalMove as e:
            self.notify(str(e), severity="warning")
            return
        hinted = self._hint_state is session.state
        self.post_message(self.Marked(moves, hinted, self._shown_at))

    def on_compound_editor_to_list(self) -> None:
        if self.on_screen is not None:
            self._list_seats.add(self.on_screen)
            self._show_editor(self.on_screen)
            self._prompt_line = self._question
            self._prompt(self._question)

    def to_editor(self) -> None:
        """Esc on the list: back to the editor for this and later compound choices."""
        if self.compound is not None and self.on_screen is not None:
            self._list_seats.discard(self.on_screen)
            self._show_editor(self.on_screen)

    # -- the list of moves ---------------------------------------------------------------------

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "moves":
            self._show_explanation(event.option_index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "moves":
            return
        generation, _, index = (event.option.id or "").partition("-")
        if generation == str(self._generation) and index.isdigit():
            self._choose(int(index))

    def _show_explanation(self, index: int | None) -> None:
        """The highlighted move's explanation in full (its line in the list may be cut): under
        the log beside the board from `WIDE` columns, else under the choice list (D-T-9); the
        hinted move's reason first."""
        words = None
        hinted = False
        editing = self._wants_editor(self.on_screen)
        self._point(index)
        if editing:
            # The editor's rows carry their own notes; only a hint is shown, naming its move.
            current = self._hint is not None and self._hint_state is self.session.state
            index = self._hint.index if current and self._hint is not None else None
        if index is not None and 0 <= index < len(self._explained):
            words = self._explained[index]
            hint = self._hint
            current = self._hint_state is self.session.state
            hinted = current and hint is not None and hint.index == index
            if hinted:
                title = t(self.lang, "hint_title", level=kind_name(HINT_LEVEL.id, self.lang))
                why = self._hint_reason()
                words = " · ".join(w for w in (f"{title}: {why}" if why else title, words) if w)
            if editing:
                seat_view = self.session.view(self.on_screen)
                move = self.session.describe(seat_view, self._legal[index], self.lang)
                words = f"{move} — {words}"
        self.set_class(hinted, "-hinted")
        self.set_class(words is not None, "-explained")
        self.side.show(words)
        if words:
            grid = Table.grid()
            grid.add_column(width=2)
            grid.add_column(ratio=1)
            grid.add_row("▸", Text(words))
            self.query_one("#explain", Static).update(grid)

    def _point(self, index: int | None) -> None:
        """Say which move is in focus, for the board to mark its place: the highlighted one,
        or in the editor (whose rows are no moves) the decision's first."""
        legal = self._legal
        focus = index if index is not None and 0 <= index < len(legal) else 0
        self.post_message(self.Highlighted(legal[focus] if legal else None))

    def _numbered(self, index: int, hinted: bool = False) -> Text:
        """A move's line in the list: its number (the key that chooses it), the hint mark,
        its sentence and explanation."""
        n = index + 1
        line = Text(f"{n:>2}. " if len(self._labels) > 9 else f"{n}. ", style="cyan")
        if hinted:
            line.append(t(self.lang, "hint_mark") + " ", style="bold yellow")
        return line + self._labels[index]

    def digit(self, digit: int) -> None:
        """A digit key: the move of that number, or, with ten moves or more, the first digit
        of two (highlighted while the second is awaited)."""
        count = len(self._legal)
        if not count or self.editing:
            return
        if self._digits:
            number = int(self._digits + str(digit))
            self._forget_digits()
            if 1 <= number <= count:
                self._choose(number - 1)
            return
        if digit == 0 or digit > count:
            return
        if digit * 10 <= count:
            # Could be the start of a two-digit number: highlight it and wait for more.
            self._digits = str(digit)
            self.query_one("#moves", OptionList).highlighted = digit - 1
            hint = self._prompt_line.copy()
            hint.append("   " + t(self.lang, "more_digits", n=digit), style="cyan")
            self._prompt(hint)
            if self._digit_timer is not None:
                self._digit_timer.stop()
            self._digit_timer = self.set_timer(DIGIT_WAIT, self._forget_digits)
            return
        self._choose(digit - 1)

    def _forget_digits(self) -> None:
        if self._digits:
            self._digits = ""
            self._prompt(self._prompt_line)

    # -- hints -----------------------------------------------------------------------------

    def hint(self) -> None:
        """`h`: the strongest computer level's choice for the seat on turn, worked out from its
        view in a worker thread; the player still chooses (D-T-12)."""
        session = self.session
        refused = table_control.hint_refused(session, self.on_screen)
        if refused == "off":
            self.notify(t(self.lang, "hint_off"), severity="warning")
            return
        if refused is not None or not self._legal or not self._active():
            self.notify(t(self.lang, "hint_computer"), severity="warning")
            return
        if self._hinting:
            return
        if self._hint_state is session.state:
            self._mark_hint()
            return
        seat = session.to_act()
        assert seat is not None
        question = table_control.hint_question(session, seat)
        state = session.state
        self._hinting = True
        level = kind_name(HINT_LEVEL.id, self.lang)
        thinking = self._prompt_line.copy()
        thinking.append("   " + t(self.lang, "hint_thinking", level=level), style="yellow")
        self._prompt(thinking)

        def work() -> None:
            hint = question.answer()
            with contextlib.suppress(RuntimeError):  # the app closed while it was thinking
                self.app.call_from_thread(self._hinted, state, hint)

        self.run_worker(work, thread=True, group="hint")

    def _hinted(self, state: Any, hint: table_control.Hint) -> None:
        self._hinting = False
        if not self.is_mounted:
            return  # the table was left (a rematch, the app closing) while it thought
        self._prompt(self._prompt_line)
        if self.session.state is not state or not self._legal:
            return  # the game moved on while the hint was worked out
        self._hint, self._hint_state = hint, state
        self._mark_hint()

    def _hint_reason(self) -> str:
        reason = self._hint.reason if self._hint is not None else None
        if reason is None:
            return ""
        return reason.text(self.lang, public=False)  # the hint is for the seat on turn alone

    def _mark_hint(self) -> None:
        """Highlight the hinted move, its line marked with the hint and its reason."""
        hint = self._hint
        if hint is None or not 0 <= hint.index < len(self._labels):
            return
        moves = self.query_one("#moves", OptionList)
        moves.replace_option_prompt_at_index(hint.index, self._numbered(hint.index, hinted=True))
        moves.highlighted = hint.index
        self._show_explanation(hint.index)
