"""The engine contract wired to a game package's standard rooms (docs/adding_a_game.md).

A game subclasses `PackageGame`, hands it its turn engine and rooms (`moves`, `view`, `score`,
`validate`, and a `screen()` that imports `render`, `choices` and `automatic` the first time
something is drawn), and writes only what is its own: options, `reveals`, `phase_section`,
`glossary`, `check_invariants`, and the capabilities it offers (`search`, `bot_kinds`,
`has_secrets`). Each room is typed by a protocol below in the game's own state, move and view
types, so mypy checks that a game's modules fit them (a module stands for a protocol as an
object does). `check_position` is the same sequence in every game, over the game's `validate`
room. `to_act`, `legal_moves` and `apply` are the turn engine's own functions
(`common.turns`), bound here directly.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from common.botbase import Bot
from common.compound import Compound, Marks
from common.contract import (
    EngineError,
    GameConfig,
    Lang,
    OptionSpec,
    OptionValue,
    Outcome,
    Searching,
    make_config,
    parse_legal,
)
from common.learned import Learning
from common.regions import Regions
from common.turns import Table, TurnEngine

if TYPE_CHECKING:
    from rich.console import RenderableType


class RoundView(Protocol):
    @property
    def round(self) -> int:
        """The round the table is in (1 for the first)."""
        ...


class RuledTable(Table, Protocol):
    @property
    def rules(self) -> Any:
        """The game's rules record: the options and setup a position was made with (each
        game's own record type, which the shared code only hands back to the game)."""
        ...


S = TypeVar("S", bound=RuledTable)
M = TypeVar("M")
V = TypeVar("V", bound=RoundView)
S_in = TypeVar("S_in", contravariant=True)
M_in = TypeVar("M_in", contravariant=True)
V_in = TypeVar("V_in", contravariant=True)
V_out = TypeVar("V_out", covariant=True)
"""A room only takes (`_in`) or only gives (`_out`) some of the game's types."""


class MovesRoom(Protocol[M]):
    """`<game>/moves.py`: a move's canonical text, and the strict parser of it."""

    def move_text(self, move: M, /) -> str: ...

    def parse(self, text: str, /) -> M: ...


class ViewRoom(Protocol[S, V_out]):
    """`<game>/view.py`: what one seat (or the public table) sees, and what it cannot tell."""

    def view(self, state: S, seat: int | None, /) -> V_out: ...

    def shuffle_hidden(self, state: S, seat: int, seed: int, /) -> S: ...

    def public_at_end(self, before: S, after: S, final: S, /) -> bool: ...


class ScoreRoom(Protocol[S_in, V_in]):
    """`<game>/score.py`: the final result, and the running score a view shows."""

    def outcome(self, state: S_in, /) -> Outcome | None: ...

    def points(self, view: V_in, seat: int, /) -> int | None: ...


class ValidateRoom(Protocol[S_in]):
    """`<game>/validate.py`: the options a rules record was made from, and everything a
    position file must hold but the invariants."""

    def rules_options(self, rules: Any, /) -> Mapping[str, OptionValue]: ...

    def check_position(self, state: S_in, /) -> None: ...


class RenderRoom(Protocol[M_in, V_in]):
    """`<game>/render.py`: the words and the drawing of the table."""

    def describe(self, view: V_in, move: M_in, lang: Lang, /) -> str: ...

    def explain(self, view: V_in, move: M_in, lang: Lang, /) -> str | None: ...

    def prompt(self, view: V_in, lang: Lang, /) -> str: ...

    def render_regions(self, view: V_in, names: Sequence[str], lang: Lang, /) -> Regions: ...

    def render_scores(
        self, outcome: Outcome, names: Sequence[str], lang: Lang, /
    ) -> RenderableType: ...


class ChoicesRoom(Protocol[M, V_in]):
    """`<game>/choices.py`: compound decisions, and the answers the table may take itself
    (`settled`: None where the game has none)."""

    def compound(self, view: V_in, lang: Lang, /) -> Compound | None: ...

    def compound_moves(
        self, view: V_in, compound: Compound, marks: Marks, lang: Lang, /
    ) -> Sequence[M]: ...

    def settled(self, view: V_in, legal: tuple[M, ...], /) -> M | None: ...


class AutomaticRoom(Protocol[M_in, V_in]):
    """`<game>/automatic.py`: what the rules did by themselves after a move, in words."""

    def automatic(
        self, before: V_in, after: V_in, move: M_in, lang: Lang, /
    ) -> Sequence[tuple[int, str]]: ...


@dataclass(frozen=True, slots=True)
class Screen(Generic[M_in, V_in]):
    """The rooms only a drawn table needs. A game's `screen()` imports them and returns this
    record the first time something is drawn: a replay, a benchmark or a tournament draws no
    table, and loading every game's texts at start made each `tarsas` command start slower."""

    render: RenderRoom[M_in, V_in]
    choices: ChoicesRoom[M_in, V_in]
    automatic: AutomaticRoom[M_in, V_in]


class PackageGame(ABC, Generic[S, M, V]):
    """A `GameDef[S, M, V]` made of a game package's rules core, views, scoring and renderer."""

    seats: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    search: Searching[S, V] | None = None
    learning: Learning | None = None
    bot_kinds: Mapping[str, Callable[[int], Bot[V, M]]] = MappingProxyType({})

    def __init__(
        self,
        *,
        engine: TurnEngine[S, Any, M],
        start: Callable[[S], S],
        moves: MovesRoom[M],
        views: ViewRoom[S, V],
        score: ScoreRoom[S, V],
        screen: Callable[[], Screen[M, V]],
        validate: ValidateRoom[S],
        setup: Callable[[GameConfig, int], S],
        rules_from_config: Callable[[GameConfig], Any],
        state: type[S],
    ) -> None:
        self.to_act: Callable[[S], int | None] = engine.to_act
        self.legal_moves: Callable[[S], tuple[M, ...]] = engine.legal_moves
        self.apply: Callable[[S, M], S] = engine.apply
        self._start = start
        self._moves = moves
        self._views = views
        self._score = score
        self._load_screen = screen
        self._validate = validate
        self._setup = setup
        self._rules_from_config = rules_from_config
        self._state = state

    @cached_property
    def _screen(self) -> Screen[M, V]:
        """The rooms a drawn table needs, imported on first use (`Screen`)."""
        return self._load_screen()

    def config(self, players: int, options: Mapping[str, OptionValue] | None = None) -> GameConfig:
        return make_config(self.options, self.seats, players, options)

    def has_secrets(self, config: GameConfig) -> bool:
        """Every game hides something from some seat unless it says otherwise."""
        return True

    def new_game(self, config: GameConfig, seed: int) -> S:
        return self._start(self._setup(config, seed))

    def view(self, state: S, seat: int | None) -> V:
        return self._views.view(state, seat)

    def shuffle_hidden(self, state: S, seat: int, seed: int) -> S:
        return self._views.shuffle_hidden(state, seat, seed)

    def public_at_end(self, before: S, after: S, final: S) -> bool:
        return self._views.public_at_end(before, after, final)

    def outcome(self, state: S) -> Outcome | None:
        return self._score.outcome(state)

    def move_text(self, move: M) -> str:
        return self._moves.move_text(move)

    def parse_move(self, state: S, text: str) -> M:
        """Canonical text, or an unambiguous prefix of one legal move's text."""
        return parse_legal(self.legal_moves(state), text, self._moves.parse, self._moves.move_text)

    def describe(self, view: V, move: M, lang: Lang) -> str:
        return self._screen.render.describe(view, move, lang)

    def aftermath(self, before: V, after: V, move: M, lang: Lang) -> str:
        """Nothing by default: a game whose moves reveal things by chance words them."""
        return ""

    def automatic(self, before: V, after: V, move: M, lang: Lang) -> tuple[tuple[int, str], ...]:
        return tuple(self._screen.automatic.automatic(before, after, move, lang))

    def explain(self, view: V, move: M, lang: Lang) -> str | None:
        return self._screen.render.explain(view, move, lang)

    def prompt(self, view: V, lang: Lang) -> str:
        return self._screen.render.prompt(view, lang)

    def settled(self, view: V, legal: tuple[M, ...]) -> M | None:
        return self._screen.choices.settled(view, legal)

    def compound(self, view: V, lang: Lang) -> Compound | None:
        return self._screen.choices.compound(view, lang)

    def compound_moves(
        self, view: V, compound: Compound, marks: Marks, lang: Lang
    ) -> tuple[M, ...]:
        return tuple(self._screen.choices.compound_moves(view, compound, marks, lang))

    def points(self, view: V, seat: int) -> int | None:
        return self._score.points(view, seat)

    def round_number(self, view: V) -> int:
        return view.round

    def render(self, view: V, names: Sequence[str], lang: Lang) -> Regions:
        return self._screen.render.render_regions(view, names, lang)

    def render_scores(self, outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
        return self._screen.render.render_scores(outcome, names, lang)

    def state_type(self) -> type[S]:
        return self._state

    def check_position(self, state: S) -> None:
        """A loaded position is one play could reach: its rules record is a valid config's
        (`check_rules_record` over the game's `validate.rules_options`), everything lies where
        it may, every name is known and every count in range (`validate.check_position`), and
        no component was created or lost (`check_invariants`)."""
        rules = state.rules
        options = self._validate.rules_options(rules)
        check_rules_record(self, rules, options, self._rules_from_config)
        self._validate.check_position(state)
        self.check_invariants(state)

    @abstractmethod
    def check_invariants(self, state: S) -> None:
        """Raise AssertionError when components were created or lost: each game's own."""


def check_rules_record(
    game: PackageGame[Any, Any, Any],
    rules: Any,
    options: Mapping[str, OptionValue],
    rebuild: Callable[[GameConfig], Any],
) -> None:
    """A position's rules record must be the one a valid config makes (`options` are the
    options it was made from): no option out of range, no combination no config gives."""
    try:
        config = game.config(rules.players, options)
    except EngineError as e:
        raise AssertionError(str(e)) from None
    assert rebuild(config) == rules, "the rules record is not one the options make"
