"""The table's policy, shared by both clients: the Textual app and the line mode.

Both clients seat the same players the same way and hand the terminal over by the same rules,
so those rules live here, once, and neither client imports the other (ARCHITECTURE §6):

- setup from `tarsas play` arguments, parsed once into a `TableSetup`: `--option` pairs,
  `--bot` seats, default seat names, a new session with its autosave file;
- the computer players of a session, and the move one chooses;
- the table's next step (`next_step`): the game is over, a computer moves, a curtain falls, or
  a person at the keys decides; each client only shows the step it is given;
- curtains: when a hand-over screen must hide the previous player's hand;
- the viewer whose hand stays on screen while a computer seat moves;
- undo plans: take back the last human decision, stepping back over the computer's moves;
- what happened since a seat's last turn, shown when the curtain lifts;
- hints: the strongest computer level's choice for the seat on turn, from its view only;
- compound choices: the single moves of one screen of marks, played in order as one decision.
"""

from __future__ import annotations

import argparse
import copy
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from common import paths
from common.botbase import Seen
from common.bots import LEVELS, Bot, Level, Reason, bot_seed, default_kind, make_bot, reason_of
from common.contract import EngineError, GameDef, Lang, OptionValue
from common.files import SaveError
from common.names import check_name
from common.numbers import is_whole, shown
from common.savefile import SeatInfo
from common.session import LogEntry, Session, UndoRefused

DEFAULT_NAMES: dict[Lang, tuple[str, str]] = {
    "hu": ("{n}. játékos", "Gép {n}"),
    "en": ("Player {n}", "Bot {n}"),
}
"""A person's and a computer's name when nobody types one."""


# -- setup from arguments ----------------------------------------------------------------------


def option_pairs(pairs: list[str] | None) -> dict[str, str]:
    """`--option NAME=VALUE` arguments as a mapping (values are checked by the game)."""
    given: dict[str, str] = {}
    for pair in pairs or []:
        name, eq, value = pair.partition("=")
        if not eq:
            raise EngineError(
                f"--option takes NAME=VALUE, not {shown(pair)}",
                hu=f"az --option NÉV=ÉRTÉK alakú, nem {shown(pair)}",
            )
        given[name.strip()] = value.strip()
    return given


def bot_seats(specs: list[str], players: int, game: GameDef) -> dict[int, str]:
    """`--bot SEAT[=KIND]` arguments as 0-based seat -> bot kind; a bad seat or an unknown
    kind is an EngineError before the game starts."""
    out = {}
    for spec in specs:
        seat_text, _, kind = spec.partition("=")
        if not is_whole(seat_text) or not 1 <= int(seat_text) <= players:
            raise EngineError(
                f"--bot takes a seat from 1 to {players}, not {shown(spec)}",
                hu=f"a --bot egy széket vár 1 és {players} között, nem {shown(spec)}",
            )
        kind = kind or default_kind(game)
        make_bot(kind, 0, game)  # unknown kinds fail here, before the game starts
        out[int(seat_text) - 1] = kind
    return out


@dataclass(frozen=True, slots=True)
class TableSetup:
    """A table as the `tarsas play` arguments describe it, parsed once: the app fills its setup
    screen in from it and the line mode builds its session from it (asking for what was left
    out), so the two read the same arguments the same way."""

    game: str | None = None
    """The game's id; None when left out (the app offers its first game, the line mode asks)."""
    players: int | None = None
    """None when left out (the app offers the fewest, the line mode asks)."""
    options: tuple[tuple[str, str], ...] = ()
    """`--option NAME=VALUE` pairs (`option_pairs`, a later one of a name winning); the game
    checks the values (`build_config`)."""
    names: tuple[str, ...] = ()
    """`--name`s in seat order, checked (`check_name`); "" is the seat's default name."""
    bots: tuple[str, ...] = ()
    """`--bot SEAT[=KIND]` as typed: the seats they may name depend on the number of players
    (`computer_seats`)."""
    seed: int | None = None
    lang: Lang = "hu"
    open_hands: bool = False
    hints: bool = True
    ask_all: bool = False
    resume: str | None = None
    """A saved game to continue instead of a new one."""

    @classmethod
    def from_args(cls, args: argparse.Namespace | None) -> TableSetup:
        """The parsed arguments of `tarsas play` (None: a bare `tarsas`, every field its
        default); a malformed option pair or an unfit name raises EngineError before any
        screen opens."""
        if args is None:
            return cls()
        lang: Lang = args.lang
        return cls(
            game=args.game,
            players=args.players,
            options=tuple(option_pairs(args.option).items()),
            names=tuple(check_name(name, lang) for name in args.name),
            bots=tuple(args.bot),
            seed=args.seed,
            lang=lang,
            open_hands=args.open_hands,
            hints=not args.no_hints,
            ask_all=args.ask_all,
            resume=args.resume,
        )

    def computer_seats(self, game: GameDef, players: int) -> dict[int, str]:
        """The `--bot` seats as 0-based seat -> kind (`bot_seats`)."""
        return bot_seats(list(self.bots), players, game)


def default_name(lang: Lang, seat: int, bot: bool) -> str:
    """The name a seat gets when nobody types one (seat is 0-based)."""
    person, computer = DEFAULT_NAMES[lang]
    return (computer if bot else person).format(n=seat + 1)


def seat_info(lang: Lang, seat: int, name: str, bot_kind: str | None) -> SeatInfo:
    """One seat of a new game: the typed name (or the default), human or a computer kind."""
    # "|" separates the fields of a saved game's Seat tag.
    clean = " ".join(name.replace("|", "/").split())
    return SeatInfo(
        clean or default_name(lang, seat, bot_kind is not None),
        "human" if bot_kind is None else f"bot:{bot_kind}",
    )


def new_session(
    game: GameDef,
    players: int,
    options: dict[str, OptionValue],
    seats: list[SeatInfo],
    seed: int | None,
    hints: bool = True,
    ask_all: bool = False,
) -> Session:
    """A new game with an autosave file; no seed means a random one."""
    config = game.config(players, options)
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    autosave = paths.new_autosave_path(game.id)
    return Session(game, config, seed, seats, autosave=autosave, hints=hints, ask_all=ask_all)


def computer_players(session: Session) -> dict[int, Bot]:
    """The computer player of every computer seat, each seeded from the game."""
    return {
        i: make_bot(
            seat.bot_kind, bot_seed(session.seed, i), session.game, partial(session.seen, i)
        )
        for i, seat in enumerate(session.seats)
        if seat.is_bot
    }


@dataclass(frozen=True, slots=True)
class ComputerMove:
    state: Any
    """The state the move was chosen in: it is played only while the game stands there."""
    move: Any
    reason: Reason | None


@dataclass(frozen=True, slots=True)
class ComputerQuestion:
    """What a computer seat chooses from, taken on the table's thread: its view and the legal
    moves, so the choice can be worked out in a worker thread while the table stays live."""

    bot: Bot
    state: Any
    view: Any
    legal: tuple[Any, ...]

    def answer(self) -> ComputerMove:
        move = self.bot.choose(self.view, self.legal)
        return ComputerMove(self.state, move, reason_of(self.bot))


def computer_question(session: Session, bot: Bot) -> ComputerQuestion:
    """The question for the computer seat on turn."""
    seat = session.to_act()
    assert seat is not None
    return ComputerQuestion(bot, session.state, session.view(seat), session.legal())


# -- the table's next step ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameOver:
    on_screen: int | None
    """The human seat at the keys (the seat whose private view was last shown)."""
    save_failed: SaveError | None = None
    """A forced move's autosave failed on the way here (the move stands)."""


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    seat: int
    on_screen: int | None
    save_failed: SaveError | None = None


@dataclass(frozen=True, slots=True)
class Curtain:
    """A hand-over screen before `seat`'s turn; once `seat`'s player takes the keys, the
    client asks for the next step again with `on_screen=seat`."""

    seat: int
    on_screen: int | None
    save_failed: SaveError | None = None


@dataclass(frozen=True, slots=True)
class HumanTurn:
    seat: int
    on_screen: int | None
    """Always `seat`: the person deciding is the one at the keys."""
    save_failed: SaveError | None = None


Step = GameOver | ComputerTurn | Curtain | HumanTurn


def next_step(session: Session, on_screen: int | None, open_hands: bool) -> Step:
    """Bring the session to its next step for a client to show, `on_screen` being the human
    seat at the keys: forced moves and the answers the table gives for the person at the keys
    (`Session.autoplay`) are played on the way; a person who comes to the keys without a
    curtain (open hands, nothing secret) gets the table's answers too before deciding.

    A failed autosave does not stop the table: the first one is named in the step.
    """
    failed: SaveError | None = None
    while True:
        try:
            session.autoplay(answer_for=on_screen)
        except SaveError as e:
            failed = failed or e
        seat = session.to_act()
        if seat is None:
            return GameOver(on_screen, failed)
        if session.seats[seat].is_bot:
            return ComputerTurn(seat, on_screen, failed)
        if needs_curtain(session, seat, on_screen, open_hands):
            return Curtain(seat, on_screen, failed)
        if on_screen == seat or session.answer(seat, session.legal()) is None:
            return HumanTurn(seat, seat, failed)
        on_screen = seat  # at the keys now: the table answers for this player


# -- who sees what -----------------------------------------------------------------------------


def humans(session: Session) -> list[int]:
    return [i for i, seat in enumerate(session.seats) if not seat.is_bot]


def has_secrets(session: Session) -> bool:
    """Whether any seat holds private information under this game's options: a game may say
    no (`GameDef.has_secrets`, e.g. Puerto Rico with open VP)."""
    return session.game.has_secrets(session.config)


def needs_curtain(session: Session, seat: int, on_screen: int | None, open_hands: bool) -> bool:
    """A hand-over screen before `seat`'s private view: another human was (or may be) looking,
    and there is something private to hide."""
    return (
        not open_hands and len(humans(session)) > 1 and seat != on_screen and has_secrets(session)
    )


def viewer_while_waiting(session: Session, on_screen: int | None, open_hands: bool) -> int | None:
    """Whose view stays on screen while a computer seat moves.

    With one human (or open hands) that human keeps seeing their own hand; with several humans
    only the public table shows, since anyone may be looking at the screen.
    """
    people = humans(session)
    if len(people) == 1:
        return people[0]
    if open_hands:
        return on_screen
    return None


# -- since your turn ---------------------------------------------------------------------------


def last_decision(session: Session, seat: int) -> int:
    """How many moves had been played when `seat` last decided something (0 when it has not
    decided yet): the log entries from there on are new to that seat."""
    for i in range(len(session.played) - 1, -1, -1):
        played = session.played[i]
        if played.seat == seat and not played.auto:
            return i + 1
    return 0


def since_last_turn(session: Session, seat: int, log: list[LogEntry]) -> list[LogEntry]:
    """The other seats' moves since `seat` last decided, from `log` = `session.log(seat, …)`
    (so worded as that seat may read them), and its own moves where the rules then did
    something for another seat (skipped it, produced its goods). Both clients show the
    other seats' lines after a curtain lifts: what happened while the others had the keyboard.
    """
    return [
        entry
        for entry in log[last_decision(session, seat) :]
        if any(mover != seat for mover, _, _ in entry.lines())
    ]


# -- hints -------------------------------------------------------------------------------------

HINT_LEVEL: Level = LEVELS[-1]
"""Hints come from the strongest computer level (Nehéz)."""
HINT_STREAM = 1000
"""Hint bots draw from their own seeded stream, apart from every seat's computer player."""


@dataclass(frozen=True, slots=True)
class Hint:
    index: int
    """The hinted move's place among the legal moves."""
    move: Any
    reason: Reason | None
    """Why, worded from the seat's own view: shown to that seat only, never logged."""


@dataclass(frozen=True, slots=True)
class HintQuestion:
    """What a hint is computed from, taken on the table's thread: the seat's view (never the
    state), the other seats' decisions as the seat saw them, the legal moves and a seed, so the
    answer can be worked out in a worker thread."""

    game: GameDef
    view: Any
    legal: tuple[Any, ...]
    seed: int
    seen: tuple[Seen, ...] = ()

    def answer(self) -> Hint:
        bot = make_bot(HINT_LEVEL.id, self.seed, self.game, lambda: self.seen)
        move = bot.choose(self.view, self.legal)
        return Hint(self.legal.index(move), move, reason_of(bot))


def hint_refused(session: Session, on_screen: int | None) -> str | None:
    """Why no hint can be given now ("off": the table plays without hints, "computer": a
    computer's turn, "over"), or None. The curtain screen offers no hint at all."""
    if not session.hints:
        return "off"
    seat = session.to_act()
    if seat is None:
        return "over"
    if session.seats[seat].is_bot or seat != on_screen:
        return "computer"
    return None


def hint_question(session: Session, seat: int) -> HintQuestion:
    """The hint question for the seat on turn, seeded by the position (the same position
    asks the same question)."""
    seed = bot_seed(session.seed, HINT_STREAM + len(session.played))
    return HintQuestion(session.game, session.view(seat), session.legal(), seed, session.seen(seat))


# -- undo --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UndoPlan:
    steps: int
    """How many `Session.undo` calls reach the decision to take back."""
    moves: int
    """How many moves that removes in all."""
    seat: int
    """The seat on turn afterwards: the human whose decision is taken back."""


def plan_undo(session: Session) -> UndoPlan:
    """Take back the last human decision, stepping back over computer moves after it.

    Tried on a copy of the session first, so a barrier met halfway (the human's move is behind
    a card draw) refuses the whole undo instead of leaving the computer to move again.
    Raises UndoRefused (reason "nothing" or "revealed").
    """
    trial = copy.copy(session)
    trial.states = list(session.states)
    trial.played = list(session.played)
    trial.autosave = None
    steps = moves = 0
    while True:
        moves += trial.undo(confirm_other_seat=True)
        steps += 1
        actor = trial.to_act()
        if actor is None or not trial.seats[actor].is_bot:
            break
    seat = trial.to_act()
    assert seat is not None
    return UndoPlan(steps, moves, seat)


def asks_the_table(session: Session, plan: UndoPlan, at_the_keys: int | None) -> bool:
    """Whether the plan takes back another human's decision, which the table must confirm."""
    return plan.seat != at_the_keys and not session.seats[plan.seat].is_bot


def run_undo(session: Session, plan: UndoPlan) -> int:
    """Carry out a plan made by `plan_undo` on the same session; returns the moves removed."""
    removed = 0
    for _ in range(plan.steps):
        removed += session.undo(confirm_other_seat=True)
    return removed


# -- compound choices --------------------------------------------------------------------------

REFUSED: dict[Lang, str] = {
    "hu": "Ez a lépés most nem szabályos: {move} — válassz újra.",
    "en": "That step is not legal now: {move} — choose again.",
}
UNFINISHED: dict[Lang, str] = {
    "hu": "A megjelölt lépések nem fejezik be a döntést — válassz újra.",
    "en": "The marked steps leave the decision unfinished — choose again.",
}


def in_compound(session: Session, seat: int, step: str, lang: Lang) -> bool:
    """Whether `seat` is on turn and still faces a compound decision of this step."""
    if session.to_act() != seat:
        return False
    now = session.game.compound(session.view(seat), lang)
    return now is not None and now.step == step


@dataclass(frozen=True, slots=True)
class CompoundRun:
    refused: str | None = None
    """Why the choice was not made, in the table's language (None: it was made)."""
    save_failed: OSError | None = None
    """The first autosave that failed meanwhile (the moves were made all the same)."""


def play_compound(
    session: Session, moves: Sequence[Any], lang: Lang, hinted: bool = False
) -> CompoundRun:
    """Play a compound choice's single moves (`GameDef.compound_moves`) as one decision.

    The moves are played in order while the seat still faces that decision; where the engine
    carried out the rest by itself (a forced payment or placement), the run stops there. The
    moves after the first are `joined` to it, so undo takes them back together. A move the
    rules refuse midway, or a run that leaves the decision unfinished, takes back what was
    played and says why. `hinted`: the seat asked for a hint first (noted on the first move).
    """
    seat = session.to_act()
    compound = None if seat is None else session.game.compound(session.view(seat), lang)
    if seat is None or compound is None or not moves:
        return CompoundRun(UNFINISHED[lang])
    failure: OSError | None = None
    refused: str | None = None
    played = 0
    for move in moves:
        if played and not in_compound(session, seat, compound.step, lang):
            break
        if move not in session.legal():
            view = session.view(seat)
            refused = REFUSED[lang].format(move=session.describe(view, move, lang))
            break
        try:
            session.play(move, hinted=hinted and not played, joined=played > 0)
        except OSError as e:
            failure = failure or e
        played += 1
    else:
        if in_compound(session, seat, compound.step, lang):
            refused = UNFINISHED[lang]
    if refused is not None and played:
        try:
            session.undo(confirm_other_seat=True)
        except UndoRefused:
            pass  # something was revealed meanwhile: what was played stays, as if chosen singly
        except OSError as e:
            failure = failure or e
    return CompoundRun(refused, failure)
