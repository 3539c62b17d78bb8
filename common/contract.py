"""The contract every game implements (`GameDef`), and the small shared records around it.

A game is a `GameDef`: pure functions over immutable states. Clients (session, CLI, TUI, bots)
only ever talk to a game through this protocol, so adding a game never touches them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol

from typing_extensions import TypeVar

from common.botbase import Bot
from common.botbase import Lang as Lang
from common.errors import AmbiguousNotation as AmbiguousNotation
from common.errors import EngineError as EngineError
from common.errors import IllegalMove as IllegalMove
from common.errors import InvalidNotation as InvalidNotation
from common.errors import NoDecision as NoDecision
from common.errors import OptionError as OptionError
from common.numbers import shown, whole_number

if TYPE_CHECKING:
    from common.compound import Compound, Marks
    from common.learned import Learning
    from common.regions import Regions

Seat = int
"""Seats are 0-based inside the engine; every text shows them 1-based."""

OptionValue = bool | int | str


AUTO_STEP_LIMIT = 100_000
"""Far more automatic steps than any real position runs between two decisions: the turn
engine (`common.turns`) stops a hand-made position that goes round for ever with NoDecision."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One ruleset option: its id as in the rulings, its values and default. A whole-number
    option names its range: the rules build decks from it, so it must stay small."""

    id: str
    kind: Literal["bool", "choice", "int"]
    default: OptionValue
    label_hu: str
    label_en: str
    choices: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int | None = None

    def __post_init__(self) -> None:
        if self.kind == "int" and self.maximum is None:
            raise ValueError(f"option {self.id} needs a maximum")

    def parse(self, text: str) -> OptionValue:
        """Read a value as written on the command line or in a saved game."""
        t = text.strip().lower()
        if self.kind == "bool":
            if t in ("true", "yes", "1", "on", "igen"):
                return True
            if t in ("false", "no", "0", "off", "nem"):
                return False
            raise OptionError(
                f"option {self.id} takes true or false, not {shown(text)}",
                hu=f"a(z) {self.id} beállítás értéke true vagy false, nem {shown(text)}",
            )
        if self.kind == "choice":
            if t in self.choices:
                return t
            choices = ", ".join(self.choices)
            raise OptionError(
                f"option {self.id} takes one of {choices}, not {shown(text)}",
                hu=f"a(z) {self.id} beállítás értéke ezek egyike: {choices}; nem {shown(text)}",
            )
        assert self.maximum is not None
        try:
            return whole_number(text, f"option {self.id}", self.minimum, self.maximum)
        except EngineError as e:
            hu = f"a(z) {self.id} beállítás {self.minimum} és {self.maximum} közötti egész szám"
            raise OptionError(str(e), hu=f"{hu}, nem {shown(text)}") from None

    def check(self, value: OptionValue) -> OptionValue:
        """Validate a value that arrives already typed (positions, tests)."""
        if isinstance(value, str):
            return self.parse(value)
        if self.kind == "bool" and isinstance(value, bool):
            return value
        if self.kind == "int" and isinstance(value, int) and not isinstance(value, bool):
            return self.parse(str(value))
        raise OptionError(f"option {self.id} cannot be {value!r}")


def format_option(value: OptionValue) -> str:
    """The canonical text of an option value (saved-game headers, CLI)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Seat count plus every option of the game, defaults filled in, sorted by id."""

    players: int
    options: tuple[tuple[str, OptionValue], ...]

    def get(self, name: str) -> OptionValue:
        for key, value in self.options:
            if key == name:
                return value
        raise KeyError(name)

    def flag(self, name: str) -> bool:
        return bool(self.get(name))


def make_config(
    specs: tuple[OptionSpec, ...],
    seats: tuple[int, ...],
    players: int,
    given: Mapping[str, OptionValue] | None = None,
    defaults: Mapping[str, OptionValue] | None = None,
) -> GameConfig:
    """Validate seat count and options; unknown names list the valid ones."""
    if players not in seats:
        allowed = ", ".join(str(s) for s in seats)
        raise OptionError(
            f"this game is for {allowed} players, not {players}",
            hu=f"ezt a játékot {allowed} játékos játszhatja, nem {players}",
        )
    by_id = {s.id: s for s in specs}
    values: dict[str, OptionValue] = {s.id: s.default for s in specs}
    values.update(defaults or {})
    for name, value in (given or {}).items():
        spec = by_id.get(name)
        if spec is None:
            valid = ", ".join(sorted(by_id)) or "(none)"
            valid_hu = ", ".join(sorted(by_id)) or "nincs egy sem"
            raise OptionError(
                f"unknown option {name!r}; valid options: {valid}",
                hu=f"ismeretlen beállítás: {name!r}; a játék beállításai: {valid_hu}",
            )
        values[name] = spec.check(value)
    return GameConfig(players, tuple(sorted(values.items())))


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One row of a seat's score sheet: a label key (see text modules) and its points."""

    key: str
    points: int


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: Seat
    total: int
    lines: tuple[ScoreLine, ...]
    tiebreak: int
    """The tie-break number (San Juan: hand cards + goods)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final result: per-seat scores, places (shared places allowed) and the winners."""

    scores: tuple[SeatScore, ...]
    places: tuple[int, ...]
    """places[seat] = 1 for a winner; equal keys share a place."""
    tiebreak_used: bool

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(s for s, p in enumerate(self.places) if p == 1)


@dataclass(frozen=True, slots=True)
class GlossaryRow:
    """One kind of card or building for the help screen's glossary."""

    name: str
    cost: int
    points: int
    count: int
    """How many copies the game has."""
    effect: str
    """One line in the chosen language."""


def rank(keys: list[tuple[int, ...]]) -> tuple[int, ...]:
    """Competition ranking (1, 1, 3, ...) of seats by descending key."""
    return tuple(1 + sum(1 for other in keys if other > k) for k in keys)


T = TypeVar("T")
"""Any one game's move type, in the move parsers every game shares."""


def parse_legal(
    legal: Sequence[T],
    text: str,
    strict: Callable[[str], T],
    move_text: Callable[[T], str],
) -> T:
    """The shared `parse_move`: canonical text, or an unambiguous start of one legal move's text.

    `strict` parses canonical notation (InvalidNotation when it is not a move at all); a
    well-formed move that is not legal here is IllegalMove; a prefix of several legal moves'
    texts is AmbiguousNotation listing them.
    """
    try:
        move = strict(text)
    except InvalidNotation:
        wanted = " ".join(text.lower().split())
        matches = [m for m in legal if wanted and move_text(m).startswith(wanted)]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            options = ", ".join(move_text(m) for m in matches)
            raise AmbiguousNotation(f"{text!r} could be: {options}", matches) from None
        raise
    if move not in legal:
        raise IllegalMove(f"{move_text(move)!r} is not legal now")
    return move


def folded(text: str) -> str:
    """Text as a player may type it: no accents, no case, punctuation read as spaces
    ("Megépíti: Szobor (3 lap)" -> "megepiti szobor 3 lap")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in plain).split())


def parse_shown(legal: Sequence[T], text: str, shown: Callable[[T], str]) -> T:
    """The legal move a player names by the words the screen shows for it (`shown(move)`, its
    sentence in the table's language): the whole sentence, or an unambiguous start of it or
    of any of its words, accents, case and punctuation aside — "szobor" for "Megépíti: Szobor
    (3 lap)". InvalidNotation when no sentence fits, AmbiguousNotation listing the sentences
    when several do (D-E-4, D-E-14)."""
    wanted = folded(text)
    sentences = [folded(shown(m)) for m in legal]
    exact = [m for m, s in zip(legal, sentences, strict=True) if wanted and s == wanted]
    if len(exact) == 1:
        return exact[0]
    matches = [
        m
        for m, s in zip(legal, sentences, strict=True)
        if wanted and any(tail.startswith(wanted) for tail in _word_tails(s))
    ]
    if len(matches) == 1:
        return matches[0]
    if matches:
        options = "; ".join(shown(m) for m in matches)
        raise AmbiguousNotation(f"{text!r} could be: {options}", matches)
    raise InvalidNotation(f"no move reads {text!r}")


def _word_tails(sentence: str) -> list[str]:
    """The sentence from each of its words on: "a b c" -> "a b c", "b c", "c"."""
    words = sentence.split(" ")
    return [" ".join(words[i:]) for i in range(len(words))]


S = TypeVar("S", default=Any)
"""A game's state type (a bare `GameDef` is `GameDef[Any, Any, Any]`: any game)."""
M = TypeVar("M", default=Any)
"""A game's move type."""
V = TypeVar("V", default=Any)
"""A game's view type (what one seat, or the public table, may see)."""


@dataclass(frozen=True, slots=True)
class Searching(Generic[S, V]):
    """What a game offers the search bot (`common.search`): a full state consistent with one
    seat's view, its hidden cards dealt at random from `seed` (the bot never reads the real
    state), and each seat's share of a win in an unfinished game (cut-off rollouts)."""

    sample_state: Callable[[V, int], S]
    evaluate: Callable[[S], tuple[float, ...]]


class GameDef(Protocol[S, M, V]):
    """What the registry holds for each game (see ARCHITECTURE §2), typed by the game's state,
    move and view, so mypy checks each game's conformance. Every member is declared here,
    optional capabilities included: `search` (None: no search bot), `bot_kinds` (empty: only
    the generic ones), `has_secrets`."""

    id: str
    name_hu: str
    name_en: str
    seats: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    rules_file: str
    bot_kinds: Mapping[str, Callable[[int], Bot[V, M]]]
    """Computer players the game brings, by kind (the generic `random` is always there)."""
    search: Searching[S, V] | None
    """What the search bot needs; None when the game cannot sample hidden cards."""
    learning: Learning | None
    """The learned player's encoding and weights (`common.learned`), if the game has one."""

    def config(
        self, players: int, options: Mapping[str, OptionValue] | None = None
    ) -> GameConfig: ...

    def has_secrets(self, config: GameConfig) -> bool:
        """Whether any seat holds private information under these options (curtains)."""
        ...

    def new_game(self, config: GameConfig, seed: int) -> S: ...

    def to_act(self, state: S) -> Seat | None: ...

    def legal_moves(self, state: S) -> tuple[M, ...]: ...

    def apply(self, state: S, move: M) -> S: ...

    def view(self, state: S, seat: Seat | None) -> V: ...

    def outcome(self, state: S) -> Outcome | None: ...

    def move_text(self, move: M) -> str: ...

    def parse_move(self, state: S, text: str) -> M: ...

    def describe(self, view: V, move: M, lang: Lang) -> str: ...

    def aftermath(self, before: V, after: V, move: M, lang: Lang) -> str:
        """What `move` turned up by chance that its sentence could not say beforehand (the
        cards of a reveal), worded from the reader's views `before` and `after` the move; ""
        for most moves. The log puts it after the move's sentence."""
        ...

    def automatic(self, before: V, after: V, move: M, lang: Lang) -> tuple[tuple[Seat, str], ...]:
        """What the rules did by themselves after `move`, before the next decision, that no
        move of the log says: a payment with no choice left, a seat skipped for having nothing
        to do, goods produced, a role's money taken. Each as (seat, sentence), worded from the
        reader's views `before` and `after` the move, so it says no more than that reader may
        see. The log shows them after the move's line (issue 30 item 4)."""
        ...

    def explain(self, view: V, move: M, lang: Lang) -> str | None:
        """What choosing `move` does for the seat on turn, from `view` only: a role's action
        and privilege, a building's effect and its price worked out, … (issue 16). None when
        the move's own sentence says it all. Shown beside the move, never logged."""
        ...

    def points(self, view: V, seat: Seat) -> int | None:
        """`seat`'s victory points as far as `view` shows them (the running score the table
        prints), None where the view hides them; pure, in the game's `score` room. The
        game-over chart reads it from each seat's own view at each round's end."""
        ...

    def round_number(self, view: V) -> int:
        """The round the table is in (1 for the first), for the log's round markers."""
        ...

    def prompt(self, view: V, lang: Lang) -> str:
        """The question the seat on turn answers, worded for players."""
        ...

    def settled(self, view: V, legal: tuple[M, ...]) -> M | None:
        """The one answer right in every position a player could sensibly be in (a councillor
        draws, a free card or colonist is taken), from the seat's view; None where the choice
        is real. The table takes it for a person unless the table asks every question."""
        ...

    def compound(self, view: V, lang: Lang) -> Compound | None:
        """The decision of the seat on turn as one screen of marks (payments, discards,
        placements), from that seat's view; None when it is a plain single choice."""
        ...

    def compound_moves(
        self, view: V, compound: Compound, marks: Marks, lang: Lang
    ) -> tuple[M, ...]:
        """A filled-in compound as its single moves in playing order; IllegalMove (a sentence
        in `lang`) when the filling is not a choice the rules allow."""
        ...

    def render(self, view: V, names: Sequence[str], lang: Lang) -> Regions:
        """The table as `view` may see it, in regions the client places (ARCHITECTURE §6)."""
        ...

    def render_scores(self, outcome: Outcome, names: Sequence[str], lang: Lang) -> Any: ...

    def reveals(self, before: S, after: S) -> bool:
        """True when going from `before` to `after` showed hidden cards or used the RNG."""
        ...

    def phase_section(self, state: S) -> str:
        """The rules_hu section id for help on the current decision."""
        ...

    def glossary(self, lang: Lang) -> tuple[GlossaryRow, ...]:
        """Every card or building of the game: name, cost, points, copies, effect."""
        ...

    def public_at_end(self, before: S, after: S, final: S) -> bool:
        """Whether the finished game `final` shows everyone what only the mover saw of the move
        from `before` to `after` (Chapel cards, VP chips, bonus cards): the final log then
        words that move as its mover saw it."""
        ...

    def shuffle_hidden(self, state: S, seat: int, seed: int) -> S:
        """A state that `seat` cannot tell apart from `state`: everything hidden from that seat
        (other hands, face-down piles, unseen goods, …) reshuffled among its hidden places.
        The conformance test demands `view(result, seat) == view(state, seat)`."""
        ...

    def check_invariants(self, state: S) -> None:
        """Raise AssertionError when components were created or lost."""
        ...

    def check_position(self, state: S) -> None:
        """Raise AssertionError unless `state` is one play could reach, as a position file
        must be: the rules record a valid config's, `check_invariants`, every component in a
        place it may be, every name known and every number in range."""
        ...

    def state_type(self) -> type[S]: ...
