"""A game in progress: the only way clients change a game (ARCHITECTURE §3).

The session keeps every state and move, so undo is a pop, the log can be told from any seat's
point of view, and saving is writing the seed plus the move list. Loading replays that list.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Generic, NamedTuple

from typing_extensions import TypeVar

import common
from common import files, migrate, paths, savefile
from common.botbase import Seen
from common.bots import Reason
from common.contract import EngineError, GameConfig, GameDef, Lang, Outcome, format_option
from common.files import SaveError
from common.gamelock import GameLock, lock_game, open_elsewhere
from common.names import clean_name, with_names
from common.numbers import shown
from common.registry import get_game
from common.savefile import MoveLine, SavedGame, SaveFileError, SeatInfo

S = TypeVar("S", default=Any)
"""The game's state type (a bare `Session` is any game's: a client serves every game)."""
M = TypeVar("M", default=Any)
"""The game's move type."""
V = TypeVar("V", default=Any)
"""The game's view type."""


@dataclass(frozen=True, slots=True)
class Played(Generic[M]):
    seat: int
    move: M
    auto: bool
    """Nobody chose it at the table: it was the only legal move, or the table's answer where
    one answer is right in every sensible position (`GameDef.settled`). Undo steps over it."""
    reason: Reason | None = None
    """A computer seat's reason for the move (shown in the log, kept in saved games)."""
    hinted: bool = False
    """The seat asked for a hint before this move: noted in the log and the saved game,
    never what the hint was."""
    joined: bool = False
    """Made on one screen with the move before it (a compound choice: a payment of several
    cards, a mayor placement): undo takes them back together."""


class LogEntry(NamedTuple):
    """One move of the log as a reader may see it."""

    seat: int
    sentence: str
    auto: bool
    reason: str
    """A computer seat's reason, or "" (none, or not for this reader's eyes)."""
    round: int
    """The round the move was made in."""
    hinted: bool = False
    """The mover had asked for a hint (issue 16 item 5)."""
    then: tuple[tuple[int, str], ...] = ()
    """What the rules did by themselves after the move, before the next decision (a payment
    with no choice left, a seat skipped, goods produced): (seat, sentence) each, worded for
    this reader (`GameDef.automatic`)."""

    def lines(self) -> Iterator[tuple[int, str, bool]]:
        """The entry as log lines: (seat, sentence, automatic), the move's own first."""
        yield self.seat, self.sentence, self.auto
        for seat, sentence in self.then:
            yield seat, sentence, True


def with_round_marks(entries: list[LogEntry]) -> Iterator[tuple[int | None, LogEntry]]:
    """(the round an entry opens — a marker line goes before it — or None, the entry)."""
    last = None
    for entry in entries:
        yield (entry.round if entry.round != last else None), entry
        last = entry.round


def with_reason(sentence: str, reason: str) -> str:
    """A log sentence with a computer seat's reason after a dash."""
    return f"{sentence} — {reason}" if reason else sentence


def round_mark(n: int, lang: Lang) -> str:
    """The line a log shows where round `n` begins."""
    return f"── {n}. kör ──" if lang == "hu" else f"── Round {n} ──"


class UndoRefused(EngineError):
    """Undo would cross a barrier (hidden information or the RNG) or needs confirmation.

    `reason` is "nothing", "revealed" or "other_seat", so clients can word it themselves.
    """

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)


class ReplayDivergence(SaveFileError):
    """A move line of a saved game that does not replay."""


def result_text(outcome: Outcome | None) -> str:
    """The Result tag: every seat's total, then the winners (1-based)."""
    if outcome is None:
        return savefile.UNFINISHED
    scores = " ".join(f"{s.seat + 1}:{s.total}" for s in outcome.scores)
    winners = ",".join(str(s + 1) for s in outcome.winners)
    return f"{scores} winners:{winners}"


class Session(Generic[S, M, V]):
    def __init__(
        self,
        game: GameDef[S, M, V],
        config: GameConfig,
        seed: int,
        seats: list[SeatInfo],
        autosave: Path | None = None,
        hints: bool = True,
        ask_all: bool = False,
    ) -> None:
        if len(seats) != config.players:
            raise EngineError(f"{config.players} players need {config.players} seats")
        self.game = game
        self.config = config
        self.seed = seed
        # Clients check names where they are typed; this keeps the promise for every path.
        self.seats = [replace(seat, name=clean_name(seat.name)) for seat in seats]
        self.autosave = autosave
        self.hints = hints
        """A table option: may a seat ask for a hint (saved as `[Table "hints=…"]`)."""
        self.ask_all = ask_all
        """A table option: a person is asked every question, also where one answer is right
        in every sensible position (saved as `[Table "ask_all=true"]` when on)."""
        self.date = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        self.states: list[S] = [game.new_game(config, seed)]
        self.played: list[Played[M]] = []
        self._seen: dict[tuple[int, int], tuple[Played[M], Seen]] = {}
        """Each decision as each reader saw it (`seen`), by (reader, move index), kept with the
        move it was worked out from (a move undone and played again is worked out again)."""
        self.unsaved: SaveError | None = None
        """Why the autosave file does not hold the game as it stands: the last autosave
        failed (the file keeps the last good save). None when it does, or with no autosave."""
        self._lock: GameLock | None = None
        if autosave is not None:
            # Held while the game is played here; the game is on disk from its first moment.
            self._lock = lock_game(autosave)
            try:
                self._autosave()
            except SaveError:
                self.close()
                raise

    # -- queries ---------------------------------------------------------------------------

    @property
    def state(self) -> S:
        return self.states[-1]

    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    def legal(self) -> tuple[M, ...]:
        return self.game.legal_moves(self.state)

    def view(self, seat: int | None) -> V:
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def over(self) -> bool:
        return self.to_act() is None

    def describe(self, view: Any, move: Any, lang: Lang) -> str:
        """The game's sentence for `move`, a seat it names by the seat's name (`seat_ref`):
        every client shows moves through here, so a seat has one name wherever it is read."""
        return with_names(self.game.describe(view, move, lang), [s.name for s in self.seats])

    def explain(self, view: Any, move: Any, lang: Lang) -> str | None:
        """What choosing `move` does (`GameDef.explain`), seats by their names as `describe`."""
        text = self.game.explain(view, move, lang)
        return None if text is None else with_names(text, [s.name for s in self.seats])

    def log(self, viewer: int | None, lang: Lang, final: bool = False) -> list[LogEntry]:
        """Every move, worded for what `viewer` may see, with the round it was made in.

        A move's sentence is worded from the view before it; what it turned up by chance (a
        reveal's cards) follows from the view after it (`GameDef.aftermath`), and what the
        rules then did by themselves rides on the entry (`then`, `GameDef.automatic`). A computer
        seat's whole reason is for its own eyes; every other reader gets the reason's public
        words (D-B-15), so a reason never reveals a hand (not even in the final log: the end
        reveals a move's secrets, not the hand a reason may rest on). `final` (a finished
        game): a move whose secrets the end reveals to all (`GameDef.public_at_end`) is worded
        as its mover saw it.
        """
        entries = []
        end = self.states[-1] if final and self.over else None
        views: dict[tuple[int, int | None], V] = {}

        def view_at(index: int, reader: int | None) -> V:
            """The view of state `index` (each is both one move's after and the next's before)."""
            if (index, reader) not in views:
                views[index, reader] = self.game.view(self.states[index], reader)
            return views[index, reader]

        for i, p in enumerate(self.played):
            reader = viewer
            if end is not None and self.game.public_at_end(self.states[i], self.states[i + 1], end):
                reader = p.seat
            view, after = view_at(i, reader), view_at(i + 1, reader)
            sentence = self.describe(view, p.move, lang)
            reason = "" if p.reason is None else p.reason.text(lang, public=viewer != p.seat)
            if shown := self.game.aftermath(view, after, p.move, lang):
                sentence = f"{sentence}: {shown}"
            round_number = self.game.round_number(view)
            then = self.game.automatic(view, after, p.move, lang)
            entries.append(LogEntry(p.seat, sentence, p.auto, reason, round_number, p.hinted, then))
        return entries

    def seen(self, reader: int) -> tuple[Seen, ...]:
        """The other seats' decisions so far as `reader` saw them (`common.botbase.History`):
        from `reader`'s view before each, the move as `reader`'s log words it. Moves nobody
        chose (`Played.auto`) are left out: the log marks them for every reader, and they
        say nothing of how a player plays."""
        # The states before the moves: a play or an undo on the table's thread while a
        # computer reads in its own thread then leaves a state for every move read.
        states = list(self.states)
        out = []
        for i, played in enumerate(list(self.played)):
            if played.seat == reader or played.auto:
                continue
            known = self._seen.get((reader, i))
            if known is None or known[0] is not played:
                view = self.game.view(states[i], reader)
                words = self.game.describe(view, played.move, "en")
                known = self._seen[reader, i] = (played, Seen(played.seat, view, words))
            out.append(known[1])
        return tuple(out)

    # -- changes ---------------------------------------------------------------------------

    def play(
        self,
        move: M,
        auto: bool = False,
        reason: Reason | None = None,
        hinted: bool = False,
        joined: bool = False,
    ) -> None:
        """Apply a move of the seat on turn (IllegalMove when it is not legal); `joined`: the
        move goes on a compound choice the seat's previous move began.

        A failed autosave raises SaveError after the move is made: the game goes on, the
        previous autosave stays intact, and the client shows the message.
        """
        seat = self.to_act()
        if seat is None:
            raise EngineError("the game is over")
        if joined and not self._may_join(seat):
            raise EngineError("a joined move must follow a decision of the same seat")
        self.states.append(self.game.apply(self.state, move))
        self.played.append(Played(seat, move, auto, reason, hinted, joined))
        self._autosave()

    def play_text(self, text: str, hinted: bool = False) -> M:
        move = self.game.parse_move(self.state, text)
        self.play(move, hinted=hinted)
        return move

    def autoplay(self, answer_for: int | None = None) -> int:
        """Apply moves that have no alternative, and the settled answers (`answer`) of the
        person at the keys, `answer_for` (None: nobody's yet, a curtain is still down: the
        previous player may take a move back until the next one sits down); returns how many.
        A failed autosave does not stop it: the SaveError is raised once they are all made."""
        n = 0
        failure: SaveError | None = None
        while (seat := self.to_act()) is not None:
            legal = self.legal()
            move: M | None
            if len(legal) == 1:
                move = legal[0]
            else:
                move = self.answer(seat, legal) if seat == answer_for else None
            if move is None:
                break
            try:
                self.play(move, auto=True)
            except SaveError as e:
                failure = e
            n += 1
        if failure is not None:
            raise failure
        return n

    def answer(self, seat: int, legal: tuple[M, ...]) -> M | None:
        """The move the table takes for a person, where one answer is right in every sensible
        position (`GameDef.settled`), unless the table asks every question; None for a
        computer seat, which chooses for itself (its games stay those it was measured in)."""
        if self.ask_all or self.seats[seat].is_bot:
            return None
        return self.game.settled(self.view(seat), legal)

    def _may_join(self, seat: int) -> bool:
        """A move may join the last one when that was a decision of the same seat."""
        return bool(self.played) and self.played[-1].seat == seat and not self.played[-1].auto

    def undo_point(self) -> tuple[int, int]:
        """(index of the decision undo would take back, its seat); UndoRefused if none.

        A compound choice is one decision: the point is the first of its joined moves.
        """
        decisions = [i for i, p in enumerate(self.played) if not p.auto]
        if not decisions:
            raise UndoRefused("nothing", "nothing to undo")
        i = decisions[-1]
        while self.played[i].joined:
            i -= 1
        for j in range(i, len(self.played)):
            if self.game.reveals(self.states[j], self.states[j + 1]):
                raise UndoRefused(
                    "revealed", "cards were drawn or revealed since; undo stops there"
                )
        return i, self.played[i].seat

    def undo(self, confirm_other_seat: bool = False) -> int:
        """Take back the last decision (and the automatic moves after it).

        Another seat's decision is only taken back with `confirm_other_seat` (a table
        decision). Returns the number of moves removed.
        """
        i, seat = self.undo_point()
        if seat != self.to_act() and not confirm_other_seat:
            raise UndoRefused(
                "other_seat", "the last decision was another seat's; confirm to undo it"
            )
        removed = len(self.played) - i
        del self.played[i:]
        del self.states[i + 1 :]
        self._autosave()
        return removed

    # -- saving ----------------------------------------------------------------------------

    def to_saved(self) -> SavedGame:
        return SavedGame(
            game=self.game.id,
            seed=self.seed,
            players=self.config.players,
            seats=list(self.seats),
            options={k: format_option(v) for k, v in self.config.options},
            moves=[
                MoveLine(
                    p.seat,
                    self.game.move_text(p.move),
                    p.auto,
                    why=p.reason,
                    hint=p.hinted,
                    joined=p.joined,
                )
                for p in self.played
            ],
            engine=common.__version__,
            date=self.date,
            result=result_text(self.outcome()),
            table={"hints": format_option(self.hints)}
            | ({"ask_all": format_option(True)} if self.ask_all else {}),
            rules=migrate.revision(self.game.id),
        )

    def save(self, path: str | Path) -> Path:
        """Write the game to `path` (SaveError when it cannot be written, when it is a game
        another tarsas is playing: saving over it would lose that game's moves, or when a served
        app may not write there, `paths.reachable`); returns the file written."""
        path = paths.reachable(path)
        own = self.autosave is not None and _same_file(path, self.autosave)
        if not own and open_elsewhere(path):
            raise SaveError(
                f"{path}: this game is open in another tarsas; save somewhere else",
                hu=f"{path}: ez a játék most egy másik tarsasban van nyitva; ments máshová",
            )
        try:
            files.write_text(path, savefile.dumps(self.to_saved()))
        except SaveError as e:
            if own:
                self.unsaved = e
            raise
        if own:
            self.unsaved = None
        return path

    def close(self) -> None:
        """Let the game file go: another tarsas may open it now."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _autosave(self) -> None:
        if self.autosave is not None:
            self.save(self.autosave)

    @classmethod
    def from_saved(
        cls, saved: SavedGame, path: str = "<saved game>", until: int | None = None
    ) -> Session:
        """Replay a saved game; any problem is a SaveFileError naming the line.

        A move line that does not replay (wrong seat, illegal, not canonical) is a
        ReplayDivergence, so `replay --verify` can tell it from a broken header.
        """
        saved = upgrade(saved, path)
        game, config = _game_and_config(saved, path)
        try:
            return cls._replay(game, config, saved, path, until)
        except ReplayDivergence as e:
            more, more_hu = migrate.note(game, saved)
            if not more:
                raise
            raise ReplayDivergence(path, e.line, e.message + more, e.message_hu + more_hu) from None

    @classmethod
    def _replay(
        cls, game: GameDef, config: GameConfig, saved: SavedGame, path: str, until: int | None
    ) -> Session:
        session = cls(game, config, saved.seed, saved.seats)
        session.date = saved.date or session.date
        session.hints = saved.table.get("hints", "true") == "true"  # checked by the reader
        session.ask_all = saved.table.get("ask_all", "false") == "true"
        for m in saved.moves[:until]:
            seat = session.to_act()
            if seat is None:
                raise ReplayDivergence(
                    path,
                    m.line,
                    "the game is already over; extra move",
                    "a játék már véget ért; ez a lépés fölösleges",
                )
            if m.seat != seat:
                raise ReplayDivergence(
                    path,
                    m.line,
                    f"seat {m.seat + 1} moves, but seat {seat + 1} is on turn",
                    f"a(z) {m.seat + 1}. szék lép, de a(z) {seat + 1}. szék van soron",
                )
            try:
                move = game.parse_move(session.state, m.text)
            except EngineError as e:
                raise ReplayDivergence(
                    path, m.line, str(e), f"ez a lépés itt nem játszható: {m.text!r}"
                ) from None
            canonical = game.move_text(move)
            if canonical != m.text:
                raise ReplayDivergence(
                    path,
                    m.line,
                    f"{m.text!r} is not canonical notation; expected {canonical!r}",
                    f"{m.text!r} nem a lépés pontos leírása; helyesen: {canonical!r}",
                )
            legal = game.legal_moves(session.state)
            if m.auto and len(legal) != 1 and session.answer(seat, legal) != move:
                # `# auto` decides what undo takes back after a resume: it must be true.
                raise ReplayDivergence(
                    path,
                    m.line,
                    "marked '# auto', but the seat had a choice here",
                    "„# auto” jelölésű, pedig itt volt választás",
                )
            if m.joined and not session._may_join(seat):
                # `# joined` decides what undo takes back after a resume: it must be possible.
                raise ReplayDivergence(
                    path,
                    m.line,
                    "marked '# joined', but the move before is no decision of this seat",
                    "„# joined” jelölésű, de az előző lépés nem ugyanennek a széknek a döntése",
                )
            session.states.append(game.apply(session.state, move))
            session.played.append(Played(seat, move, m.auto, m.why, m.hint, m.joined))
        return session

    @classmethod
    def load(cls, path: str | Path, autosave: bool = False) -> Session:
        """Replay a saved game; with `autosave` the session plays on in that file and holds
        its lock (GameInUse when another tarsas has it open; a served app opens only its own
        files, `paths.reachable`)."""
        path = paths.reachable(path)
        lock = lock_game(path) if autosave else None
        try:
            session = cls.from_saved(savefile.read(path), str(path))
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        if autosave:
            session.autosave = Path(path)
            session._lock = lock
        return session


def upgrade(saved: SavedGame, path: str = "<saved game>") -> SavedGame:
    """`saved` with the moves of the rules revision this tarsas plays (`common.migrate`); a
    file of a newer revision, or one that cannot be migrated, is a SaveFileError naming both
    revisions. A game already at this revision is returned as it is."""
    game, config = _game_and_config(saved, path)
    try:
        return migrate.upgrade(game, config, saved)
    except migrate.CannotMigrate as e:
        raise SaveFileError(path, e.line, str(e), e.text("hu")) from None
    except EngineError as e:
        line = saved.lines.get("Rules", 0)
        raise SaveFileError(path, line, str(e), e.text("hu")) from None


def _game_and_config(saved: SavedGame, path: str) -> tuple[GameDef, GameConfig]:
    """The game a saved game names and its validated config; SaveFileError on its line."""
    try:
        game = get_game(saved.game)
    except EngineError as e:
        raise SaveFileError(path, saved.lines.get("Game", 0), str(e), e.text("hu")) from None
    try:
        config = build_config(game, saved.players, saved.options)
    except EngineError as e:
        line = _config_error_line(saved, str(e))
        raise SaveFileError(path, line, str(e), e.text("hu")) from None
    return game, config


def _same_file(a: str | Path, b: str | Path) -> bool:
    return os.path.realpath(os.fspath(a)) == os.path.realpath(os.fspath(b))


def _config_error_line(saved: SavedGame, message: str) -> int:
    """The header line an option or seat-count error is about (0 when none fits)."""
    for name in saved.options:
        if shown(name, NAME_SHOWN) in message or f"option {name} " in message:
            return saved.lines.get(f"Option:{name}", 0)
    return saved.lines.get("Players", 0)


NAME_SHOWN = 40
"""How much of an unknown option's name an error quotes (a saved game's may be long)."""


def build_config(game: GameDef, players: int, options: Mapping[str, str]) -> GameConfig:
    """Options given as text (command line, saved game) to a validated config."""
    by_id = {o.id: o for o in game.options}
    typed = {}
    for name, text in options.items():
        if name not in by_id:
            valid = ", ".join(sorted(by_id)) or "(none)"
            valid_hu = ", ".join(sorted(by_id)) or "nincs egy sem"
            raise EngineError(
                f"unknown option {shown(name, NAME_SHOWN)} for {game.id}; valid options: {valid}",
                hu=f"ismeretlen beállítás: {shown(name, NAME_SHOWN)}; a játék beállításai: "
                f"{valid_hu}",
            )
        typed[name] = by_id[name].parse(text)
    return game.config(players, typed)
