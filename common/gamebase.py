"""The engine contract wired to a game package's standard rooms (docs/adding_a_game.md).

Every game's `GameDef` used to repeat the same fifteen one-line delegations to its `rules`,
`moves`, `view`, `score` and `render` modules. A game now subclasses `PackageGame`, hands it
its modules, and writes only what is its own: options, `reveals`, `phase_section`,
`glossary`, `check_invariants`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from common.engine import (
    EngineError,
    GameConfig,
    Lang,
    OptionSpec,
    OptionValue,
    Outcome,
    make_config,
    parse_legal,
)
from common.regions import Regions


class PackageGame:
    seats: tuple[int, ...]
    options: tuple[OptionSpec, ...]

    def __init__(
        self,
        *,
        rules: ModuleType,
        moves: ModuleType,
        views: ModuleType,
        score: ModuleType,
        render: ModuleType,
        setup: Callable[[GameConfig, int], Any],
        state: type,
    ) -> None:
        self._rules = rules
        self._moves = moves
        self._views = views
        self._score = score
        self._render = render
        self._setup = setup
        self._state = state

    def config(self, players: int, options: Mapping[str, OptionValue] | None = None) -> GameConfig:
        return make_config(self.options, self.seats, players, options)

    def new_game(self, config: GameConfig, seed: int) -> Any:
        return self._rules.start(self._setup(config, seed))

    def to_act(self, state: Any) -> int | None:
        seat: int | None = self._rules.to_act(state)
        return seat

    def legal_moves(self, state: Any) -> tuple[Any, ...]:
        moves: tuple[Any, ...] = self._rules.legal_moves(state)
        return moves

    def apply(self, state: Any, move: Any) -> Any:
        return self._rules.apply(state, move)

    def view(self, state: Any, seat: int | None) -> Any:
        return self._views.view(state, seat)

    def public_at_end(self, before: Any, after: Any, final: Any) -> bool:
        return bool(self._views.public_at_end(before, after, final))

    def shuffle_hidden(self, state: Any, seat: int, seed: int) -> Any:
        return self._views.shuffle_hidden(state, seat, seed)

    def outcome(self, state: Any) -> Outcome | None:
        result: Outcome | None = self._score.outcome(state)
        return result

    def move_text(self, move: Any) -> str:
        return str(self._moves.move_text(move))

    def parse_move(self, state: Any, text: str) -> Any:
        """Canonical text, or an unambiguous prefix of one legal move's text."""
        return parse_legal(
            self._rules.legal_moves(state), text, self._moves.parse, self._moves.move_text
        )

    def describe(self, view: Any, move: Any, lang: Lang) -> str:
        return str(self._render.describe(view, move, lang))

    def explain(self, view: Any, move: Any, lang: Lang) -> str | None:
        text: str | None = self._render.explain(view, move, lang)
        return text

    def prompt(self, view: Any, lang: Lang) -> str:
        return str(self._render.prompt(view, lang))

    def points(self, view: Any, seat: int) -> int | None:
        found: int | None = self._score.points(view, seat)
        return found

    def round_number(self, view: Any) -> int:
        return int(view.round)

    def render(self, view: Any, names: Sequence[str], lang: Lang) -> Regions:
        regions: Regions = self._render.render_regions(view, names, lang)
        return regions

    def render_scores(self, outcome: Outcome, names: Sequence[str], lang: Lang) -> Any:
        return self._render.render_scores(outcome, names, lang)

    def state_type(self) -> type:
        return self._state


def check_rules_record(
    game: PackageGame,
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
