"""The engine contract wired to a game package's standard rooms (docs/adding_a_game.md).

A game subclasses `PackageGame`, hands it its turn engine and modules (`moves`, `view`,
`score`, `validate`; `render` and `choices` by name, imported on first use), and writes only
what is its own: options, `reveals`, `phase_section`, `glossary`, `check_invariants`, and the
capabilities it offers (`search`, `bot_kinds`, `has_secrets`). `check_position` is the same
sequence in every game, over the game's `validate` module. `to_act`, `legal_moves` and `apply`
are the turn engine's own functions (`common.turns`), bound here directly.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from types import MappingProxyType, ModuleType
from typing import Any, Generic, Protocol, TypeVar

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


class RoundView(Protocol):
    @property
    def round(self) -> int:
        """The round the table is in (1 for the first)."""
        ...


class RuledTable(Table, Protocol):
    @property
    def rules(self) -> Any:
        """The game's rules record: the options and setup a position was made with."""
        ...


S = TypeVar("S", bound=RuledTable)
M = TypeVar("M")
V = TypeVar("V", bound=RoundView)


class PackageGame(ABC, Generic[S, M, V]):
    """A `GameDef[S, M, V]` made of a game package's rules core, views, scoring and renderer."""

    seats: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    search: Searching[S, V] | None = None
    learning: Learning | None = None
    bot_kinds: Mapping[str, Callable[[int], Bot]] = MappingProxyType({})

    def __init__(
        self,
        *,
        engine: TurnEngine[S, Any, M],
        start: Callable[[S], S],
        moves: ModuleType,
        views: ModuleType,
        score: ModuleType,
        render: str,
        choices: str,
        validate: ModuleType,
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
        self._render_module = render
        self._choices_module = choices
        self._validate = validate
        self._setup = setup
        self._rules_from_config = rules_from_config
        self._state = state

    @cached_property
    def _render(self) -> ModuleType:
        """The renderer, imported on first use (by name): a replay, a benchmark or a tournament
        draws no table, and loading every game's texts at start made each `tarsas` command
        start slower."""
        return importlib.import_module(self._render_module)

    @cached_property
    def _choices(self) -> ModuleType:
        """The compound choices, imported on first use (as `_render`)."""
        return importlib.import_module(self._choices_module)

    @cached_property
    def _automatic(self) -> ModuleType | None:
        """`<package>.automatic` beside the renderer, imported on first use; None where the
        game has none (its automatic steps all show on the table)."""
        package = self._render_module.rpartition(".")[0]
        try:
            return importlib.import_module(f"{package}.automatic")
        except ModuleNotFoundError as e:
            if e.name != f"{package}.automatic":
                raise
            return None

    def config(self, players: int, options: Mapping[str, OptionValue] | None = None) -> GameConfig:
        return make_config(self.options, self.seats, players, options)

    def has_secrets(self, config: GameConfig) -> bool:
        """Every game hides something from some seat unless it says otherwise."""
        return True

    def new_game(self, config: GameConfig, seed: int) -> S:
        return self._start(self._setup(config, seed))

    def view(self, state: S, seat: int | None) -> V:
        seen: V = self._views.view(state, seat)
        return seen

    def shuffle_hidden(self, state: S, seat: int, seed: int) -> S:
        shuffled: S = self._views.shuffle_hidden(state, seat, seed)
        return shuffled

    def public_at_end(self, before: S, after: S, final: S) -> bool:
        return bool(self._views.public_at_end(before, after, final))

    def outcome(self, state: S) -> Outcome | None:
        result: Outcome | None = self._score.outcome(state)
        return result

    def move_text(self, move: M) -> str:
        return str(self._moves.move_text(move))

    def parse_move(self, state: S, text: str) -> M:
        """Canonical text, or an unambiguous prefix of one legal move's text."""
        move: M = parse_legal(
            self.legal_moves(state), text, self._moves.parse, self._moves.move_text
        )
        return move

    def describe(self, view: V, move: M, lang: Lang) -> str:
        return str(self._render.describe(view, move, lang))

    def aftermath(self, before: V, after: V, move: M, lang: Lang) -> str:
        """Nothing by default: a game whose moves reveal things by chance words them."""
        return ""

    def automatic(self, before: V, after: V, move: M, lang: Lang) -> tuple[tuple[int, str], ...]:
        """The game's `automatic` room, where it has automatic steps worth a log line."""
        room = self._automatic
        return () if room is None else tuple(room.automatic(before, after, move, lang))

    def explain(self, view: V, move: M, lang: Lang) -> str | None:
        text: str | None = self._render.explain(view, move, lang)
        return text

    def prompt(self, view: V, lang: Lang) -> str:
        return str(self._render.prompt(view, lang))

    def settled(self, view: V, legal: tuple[M, ...]) -> M | None:
        """The choices room's `settled`, where the game has such answers."""
        rule = getattr(self._choices, "settled", None)
        return None if rule is None else rule(view, legal)

    def compound(self, view: V, lang: Lang) -> Compound | None:
        found: Compound | None = self._choices.compound(view, lang)
        return found

    def compound_moves(
        self, view: V, compound: Compound, marks: Marks, lang: Lang
    ) -> tuple[M, ...]:
        return tuple(self._choices.compound_moves(view, compound, marks, lang))

    def points(self, view: V, seat: int) -> int | None:
        found: int | None = self._score.points(view, seat)
        return found

    def round_number(self, view: V) -> int:
        return view.round

    def render(self, view: V, names: Sequence[str], lang: Lang) -> Regions:
        regions: Regions = self._render.render_regions(view, names, lang)
        return regions

    def render_scores(self, outcome: Outcome, names: Sequence[str], lang: Lang) -> Any:
        return self._render.render_scores(outcome, names, lang)

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
