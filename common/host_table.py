"""The table of `tarsas host`: one session, its computer seats and its autosave, played by
people on screens of their own (issue 29 item 3).

The table's sequence is the one controller's (`table_control.next_step`, with open hands:
each screen shows one seat, so no curtain is needed); this module adds what seats apart need:

- a `turn` counter of every change of the game, carried by each move and undo request, so a
  message about a decision already past is refused instead of played twice;
- a seat decides only its own decisions, and only among the moves its screen listed;
- hints: worked out in a worker thread from the seat's view, told to that seat alone;
- undo across screens: a request is shown to every other human seat, and is carried out when
  all of them accept (any no, or no answer in `UNDO_WAIT` seconds, declines it); meanwhile the
  table waits (D-T-44);
- each seat's screen (`screen`), drawn from that seat's view and log only: text, not states.

Nothing here knows of networks: the server (`host_server`) attaches one `Watcher` per seat.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from rich.color import Color
from rich.console import Console
from rich.style import Style

from common.bots import Reason, kind_name
from common.contract import Lang
from common.files import SaveError
from common.lineplay import UI, log_lines, news_lines
from common.plural import fill
from common.session import Session, UndoRefused, with_reason
from common.table_control import (
    HINT_LEVEL,
    ComputerTurn,
    GameOver,
    HintQuestion,
    HumanTurn,
    Step,
    UndoPlan,
    computer_players,
    computer_question,
    hint_question,
    hint_refused,
    humans,
    next_step,
    plan_undo,
    run_undo,
)
from common.wire import Asking, Choice, Hello, Hint, Move, Run, Screen, Undo, UndoAsk

SECRET_BYTES = 32
"""Bytes of randomness in a seat's secret (43 characters in its link)."""
PACE = 0.6
"""Seconds a computer seat waits before its move, so the others see the table change."""
UNDO_WAIT = 90.0
"""Seconds an undo request waits for its answers; then it is declined."""
LOG_LINES = 60
"""The last lines of the log a screen carries."""

WORDS: dict[Lang, dict[str, str]] = {
    "hu": {
        "yours": "Te következel, {name}.",
        "waiting": "{name} következik.",
        "thinking": "{name} (gép) gondolkodik…",
        "over": "A játék véget ért.",
        "stale": "Ez a lépés egy már elmúlt döntésre szólt; nem számít.",
        "not_yours": "Most nem te döntesz.",
        "no_such": "Nincs ilyen lépés.",
        "undo_open": "Visszavonási kérés van nyitva: előbb arra kell válaszolni.",
        "undo_over": "A játék véget ért; nincs visszavonás.",
        "not_asked": "Ezt a kérést nem neked kell megválaszolnod.",
        "asked": "{name} visszavonná az utolsó döntést ({n} lépés).",
        "undone": "Visszavonva ({n} lépés).",
        "declined": "{name} nem fogadta el a visszavonást.",
        "withdrawn": "{name} visszavonta a kérését.",
        "expired": "Nem jött válasz időben: nincs visszavonás.",
    },
    "en": {
        "yours": "Your turn, {name}.",
        "waiting": "{name} is deciding.",
        "thinking": "{name} (computer) is thinking…",
        "over": "The game is over.",
        "stale": "That move was for a decision already past; it does not count.",
        "not_yours": "This decision is not yours.",
        "no_such": "No such move.",
        "undo_open": "An undo request is open: answer it first.",
        "undo_over": "The game is over; nothing is undone.",
        "not_asked": "That request is not yours to answer.",
        "asked": "{name} asks to take back the last decision ({n} {n:move/moves}).",
        "undone": "Undone ({n} {n:move/moves}).",
        "declined": "{name} declined the undo.",
        "withdrawn": "{name} withdrew the request.",
        "expired": "No answer in time: nothing is undone.",
    },
}


SAID_AT_ONE_TERMINAL = ("undo_nothing", "undo_revealed", "not_saved", "hint", "hint_off")
"""Words the line mode says too, taken from it (`lineplay.UI`)."""


class Watcher(Protocol):
    """A seat's open screen, as the table sees it."""

    def redraw(self) -> None:
        """The table changed: send the seat its screen again (when it can take it)."""

    def tell(self, text: str) -> None:
        """One line for this seat only."""


@dataclass(slots=True)
class UndoRequest:
    number: int
    asker: int
    plan: UndoPlan
    turn: int
    """The table's turn when it was asked: a request outlived by a change is void."""
    waiting: set[int] = field(default_factory=set)


def _console(width: int, colors: bool) -> Console:
    return Console(
        file=io.StringIO(),
        width=width,
        record=True,
        color_system="truecolor" if colors else None,
        force_terminal=colors,
        emoji=False,
        highlight=False,
    )


def draw(renderable: Any, width: int, ansi: bool) -> str:
    """A renderable as the terminal shows it at `width` columns: plain text, or with ANSI
    colours for a terminal (`tarsas join` reads them back with Rich, which drops any other
    control code)."""
    console = _console(width, ansi)
    console.print(renderable)
    return console.export_text(styles=ansi).rstrip("\n")


def paint(renderable: Any, width: int) -> list[list[Run]]:
    """A renderable as lines of runs of text in one colour and weight, for a page to draw
    with text nodes (never as HTML)."""
    console = _console(width, True)
    painted = []
    for line in console.render_lines(renderable, console.options, pad=False):
        runs: list[tuple[str, tuple[str | None, str | None, bool, bool]]] = []
        for text, style, control in line:
            if control or not text:
                continue
            look = _look(style)
            if runs and runs[-1][1] == look:
                text = runs.pop()[0] + text
            runs.append((text, look))
        painted.append(
            [Run(text=text, color=c, background=b, bold=w, dim=d) for text, (c, b, w, d) in runs]
        )
    return painted


def _look(style: Style | None) -> tuple[str | None, str | None, bool, bool]:
    """(colour, background, bold, dim) of a style, colours as #rrggbb."""
    if style is None:
        return None, None, False, False

    def rgb(color: Color | None, foreground: bool) -> str | None:
        if color is None or color.is_default:
            return None
        return color.get_truecolor(foreground=foreground).hex

    return rgb(style.color, True), rgb(style.bgcolor, False), bool(style.bold), bool(style.dim)


class HostedTable:
    """One hosted game: its session, its computer players, its seats' secrets and screens."""

    def __init__(
        self, session: Session, lang: Lang, pace: float = PACE, undo_wait: float = UNDO_WAIT
    ) -> None:
        self.session = session
        self.lang: Lang = lang
        self.words = WORDS[lang] | {key: UI[lang][key] for key in SAID_AT_ONE_TERMINAL}
        self.pace = pace
        self.undo_wait = undo_wait
        self.bots = computer_players(session)
        self.names = [seat.name for seat in session.seats]
        self.secrets = {seat: secrets.token_urlsafe(SECRET_BYTES) for seat in humans(session)}
        """Each human seat's secret, the last segment of its link."""
        self.turn = 0
        """Counts every change of the game; a move must name the turn its screen showed."""
        self.step: Step | None = None
        """The step the table stands at, None while a change is being settled."""
        self.on_screen: int | None = None
        self.request: UndoRequest | None = None
        self.watchers: dict[int, Watcher] = {}
        self.hinted_at: tuple[int, int] | None = None
        """(seat, turn) of the last hint given: the move then chosen is noted as hinted."""
        self._hinting: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._numbers = itertools.count(1)

    # -- the sequence --------------------------------------------------------------------------

    async def run(self) -> None:
        """Play the table's steps until the game is over: forced moves and computer seats
        here (a computer's choice in a worker thread, so screens stay live), people's moves
        when their screens send them."""
        while True:
            self._wake.clear()
            played = len(self.session.played)
            step = next_step(self.session, self.on_screen, open_hands=True)
            if len(self.session.played) != played:
                self.turn += 1
            self.step, self.on_screen = step, step.on_screen
            if step.save_failed is not None:
                self._save_failed(step.save_failed)
            self.redraw()
            if isinstance(step, GameOver):
                return
            if isinstance(step, ComputerTurn) and self.request is None:
                await asyncio.sleep(self.pace)
                if self.step is not step or self.request is not None:
                    continue  # an undo (or its request) came first: ask again
                question = computer_question(self.session, self.bots[step.seat])
                chosen = await asyncio.to_thread(question.answer)
                if self.session.state is chosen.state and self.request is None:
                    self._play(chosen.move, chosen.reason)
                continue
            await self._wake.wait()

    def _play(self, move: Any, reason: Reason | None = None, hinted: bool = False) -> None:
        try:
            self.session.play(move, reason=reason, hinted=hinted)
        except SaveError as e:
            self._save_failed(e)
        self._changed()

    def _changed(self) -> None:
        self.turn += 1
        self.step = None
        self._wake.set()

    def _save_failed(self, error: SaveError) -> None:
        self.tell_all(self.words["not_saved"].format(error=error.text(self.lang)))

    # -- what a seat sends -------------------------------------------------------------------

    def receive(self, seat: int, message: Asking) -> str | None:
        """Carry out a seat's message; the reason it was refused, or None."""
        if isinstance(message, Move):
            return self.move(seat, message.turn, message.choice)
        if isinstance(message, Undo):
            return self.ask_undo(seat, message.turn)
        if isinstance(message, Hint):
            return self.ask_hint(seat, message.turn)
        return self.answer(seat, message.request, message.accept)

    def deciding(self, seat: int) -> bool:
        """Whether `seat` decides now (and nothing else waits first)."""
        step = self.step
        return isinstance(step, HumanTurn) and step.seat == seat and self.request is None

    def move(self, seat: int, turn: int, choice: int) -> str | None:
        if turn != self.turn:
            return self.words["stale"]
        if self.request is not None:
            return self.words["undo_open"]
        if not self.deciding(seat):
            return self.words["not_yours"]
        legal = self.session.legal()
        if choice >= len(legal):
            return self.words["no_such"]
        self._play(legal[choice], hinted=self.hinted_at == (seat, turn))
        return None

    def ask_hint(self, seat: int, turn: int) -> str | None:
        """Work out a hint for the seat on turn in a worker thread; it comes as a notice."""
        if turn != self.turn:
            return self.words["stale"]
        if not self.deciding(seat):
            return self.words["not_yours"]
        if hint_refused(self.session, seat) is not None:
            return self.words["hint_off"]
        if self._hinting is None:
            question = hint_question(self.session, seat)
            self._hinting = asyncio.create_task(self._hint(seat, turn, question))
        return None

    async def _hint(self, seat: int, turn: int, question: HintQuestion) -> None:
        try:
            hint = await asyncio.to_thread(question.answer)
        finally:
            self._hinting = None
        if turn != self.turn:
            return
        self.hinted_at = (seat, turn)
        move = self.session.describe(question.view, hint.move, self.lang)
        # For this seat's eyes alone: the reason may rest on its hand.
        reason = "" if hint.reason is None else hint.reason.text(self.lang, public=False)
        level = kind_name(HINT_LEVEL.id, self.lang)
        text = with_reason(move, reason)
        self.tell(seat, self.words["hint"].format(level=level, n=hint.index + 1, move=text))

    def ask_undo(self, seat: int, turn: int) -> str | None:
        if turn != self.turn:
            return self.words["stale"]
        if self.request is not None:
            return self.words["undo_open"]
        if self.session.over:
            return self.words["undo_over"]
        try:
            plan = plan_undo(self.session)
        except UndoRefused as e:
            return self.words[f"undo_{e.reason}"]
        others = {person for person in humans(self.session) if person != seat}
        if not others:
            self._undo(plan)
            return None
        number = next(self._numbers)
        self.request = UndoRequest(number, seat, plan, self.turn, others)
        asyncio.get_running_loop().call_later(self.undo_wait, self._expire, number)
        text = fill(self.words["asked"], name=self.names[seat], n=plan.moves)
        for person in others:
            self.tell(person, text)
        self.redraw()
        return None

    def answer(self, seat: int, number: int, accept: bool) -> str | None:
        request = self.request
        if request is None or request.number != number:
            return self.words["stale"]
        if seat == request.asker and not accept:
            self._close_request(self.words["withdrawn"].format(name=self.names[seat]))
            return None
        if seat not in request.waiting:
            return self.words["not_asked"]
        if not accept:
            self._close_request(self.words["declined"].format(name=self.names[seat]))
            return None
        request.waiting.discard(seat)
        if request.waiting:
            self.redraw()
            return None
        self.request = None
        if request.turn == self.turn:
            self._undo(request.plan)
        return None

    def _undo(self, plan: UndoPlan) -> None:
        try:
            removed = run_undo(self.session, plan)
        except SaveError as e:
            self._save_failed(e)
            removed = plan.moves
        self.tell_all(fill(self.words["undone"], n=removed))
        self.on_screen = plan.seat
        self._changed()

    def _expire(self, number: int) -> None:
        if self.request is not None and self.request.number == number:
            self._close_request(self.words["expired"])

    def _close_request(self, text: str) -> None:
        self.request = None
        self.tell_all(text)
        self.redraw()
        self._wake.set()

    # -- screens -----------------------------------------------------------------------------

    def attach(self, seat: int, watcher: Watcher) -> None:
        """A screen opened for `seat` (one per seat: it takes the place of an earlier one)."""
        self.watchers[seat] = watcher
        self.redraw()

    def detach(self, seat: int, watcher: Watcher) -> None:
        if self.watchers.get(seat) is watcher:
            del self.watchers[seat]
            self.redraw()

    def redraw(self) -> None:
        for watcher in list(self.watchers.values()):
            watcher.redraw()

    def tell(self, seat: int, text: str) -> None:
        watcher = self.watchers.get(seat)
        if watcher is not None:
            watcher.tell(text)

    def tell_all(self, text: str) -> None:
        for watcher in list(self.watchers.values()):
            watcher.tell(text)

    def screen(self, seat: int, hello: Hello) -> Screen:
        """What `seat`'s screen shows now, drawn from its view and its log alone."""
        session, lang, names = self.session, self.lang, self.names
        view = session.view(seat)
        over = session.over
        log = session.log(seat, lang, final=over)
        regions = session.game.render(view, names, lang).stacked()
        table = draw(regions, hello.width, hello.colors == "ansi")
        painted = paint(regions, hello.width) if hello.colors == "runs" else None
        outcome = session.outcome()
        scores = None
        if outcome is not None:
            sheet = session.game.render_scores(outcome, names, lang)
            scores = draw(sheet, hello.width, hello.colors == "ansi")
        deciding = self.deciding(seat)
        moves = []
        if deciding:
            moves = [
                Choice(
                    text=session.describe(view, move, lang),
                    notation=session.game.move_text(move),
                )
                for move in session.legal()
            ]
        return Screen(
            lang=lang,
            turn=self.turn,
            seat=seat,
            names=names,
            online=[i in self.watchers or i in self.bots for i in range(len(names))],
            status=self._status(seat),
            table=table,
            painted=painted,
            prompt=session.game.prompt(view, lang) if deciding else None,
            moves=moves,
            since=[] if over else news_lines(session, seat, log, names, lang),
            log=log_lines(log, names, lang)[-LOG_LINES:],
            undo=self._undo_ask(seat),
            scores=scores,
            game=session.game.id,
            rules="" if over else session.game.phase_section(session.state),
        )

    def _status(self, seat: int) -> str:
        acting = self.session.to_act()
        if acting is None:
            return self.words["over"]
        name = self.names[acting]
        if acting in self.bots:
            return self.words["thinking"].format(name=name)
        return self.words["yours" if acting == seat else "waiting"].format(name=name)

    def _undo_ask(self, seat: int) -> UndoAsk | None:
        request = self.request
        if request is None:
            return None
        return UndoAsk(
            request=request.number,
            asker=self.names[request.asker],
            moves=request.plan.moves,
            waiting=[self.names[person] for person in sorted(request.waiting)],
            yours=seat in request.waiting,
        )
