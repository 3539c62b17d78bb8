"""The San Juan `GameDef`: binds the rules core to the engine contract (ARCHITECTURE §2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from common.engine import (
    GameConfig,
    GlossaryRow,
    Lang,
    OptionSpec,
    OptionValue,
    Outcome,
    make_config,
    parse_legal,
)
from sanjuan import data, moves, render, rules, score
from sanjuan.state import NO_GOOD, State, new_game
from sanjuan.view import SeatView, shuffle_hidden
from sanjuan.view import view as seat_view

PHASES = frozenset(("draft", "chapel", "hand_limit", "pick", "over", *data.ROLES))

OPTIONS = (
    OptionSpec(
        "starting_hand_draft",
        "bool",
        False,
        "Kezdőkártyák választása (5–8 lapból)",
        "Starting-hand draft (5–8 cards)",
    ),
    OptionSpec(
        "first_governor",
        "choice",
        "seat_1",
        "Első kormányzó",
        "First governor",
        choices=("seat_1", "random"),
    ),
    OptionSpec(
        "library_two_player_limit",
        "bool",
        True,
        "Két játékosnál a Könyvtár körönként egyszer",
        "2 players: Library once a round",
    ),
    OptionSpec(
        "goldmine_excludes_chooser",
        "bool",
        False,
        "Az Aranybánya nem működik az aranyásónak",
        "Gold mine not for the prospector's chooser",
    ),
    OptionSpec(
        "show_tile_history",
        "bool",
        True,
        "A felfordított kartonok listája látszik",
        "Show the history of revealed tiles",
    ),
    OptionSpec(
        "auto_take_card_draws",
        "bool",
        False,
        "A csak lapot adó hatások kérdés nélkül",
        "Take card-only gains without asking",
    ),
)

SECTION = {
    "draft": "SJ-2.4",
    "chapel": "SJ-3.5",
    "limit": "SJ-3.6",
    "pick": "SJ-3.1",
    "build": "SJ-4.1",
    "pay": "SJ-4.2",
    "carpenter": "SJ-11.13",
    "poor_house": "SJ-11.4",
    "produce": "SJ-5.1",
    "well": "SJ-11.7",
    "sell": "SJ-6.2",
    "market_stand": "SJ-11.8",
    "market_hall": "SJ-11.15",
    "keep": "SJ-7.1",
    "discard": "SJ-11.3",
    "prospector": "SJ-8.1",
    "gold": "SJ-11.2",
    "gold_keep": "SJ-11.2",
    "": "SJ-13.2",
}
"""Help: the rules_hu section for the decision on screen."""


class SanJuanGame:
    id = "sanjuan"
    name_hu = "San Juan"
    name_en = "San Juan"
    seats: tuple[int, ...] = (2, 3, 4)
    options: tuple[OptionSpec, ...] = OPTIONS
    rules_file = "sanjuan.md"

    def config(self, players: int, options: Mapping[str, OptionValue] | None = None) -> GameConfig:
        return make_config(self.options, self.seats, players, options)

    def new_game(self, config: GameConfig, seed: int) -> State:
        return rules.start(new_game(config, seed))

    def to_act(self, state: State) -> int | None:
        return rules.to_act(state)

    def legal_moves(self, state: State) -> tuple[moves.Move, ...]:
        return rules.legal_moves(state)

    def apply(self, state: State, move: moves.Move) -> State:
        return rules.apply(state, move)

    def view(self, state: State, seat: int | None) -> SeatView:
        return seat_view(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        return score.outcome(state)

    def move_text(self, move: moves.Move) -> str:
        return moves.move_text(move)

    def parse_move(self, state: State, text: str) -> moves.Move:
        """Canonical text, or an unambiguous prefix of one legal move's text."""
        move: moves.Move = parse_legal(rules.legal_moves(state), text, moves.parse, moves.move_text)
        return move

    def describe(self, seat_view: SeatView, move: moves.Move, lang: Lang) -> str:
        return render.describe(seat_view, move, lang)

    def prompt(self, seat_view: SeatView, lang: Lang) -> str:
        return render.prompt(seat_view, lang)

    def render(self, seat_view: SeatView, names: Sequence[str], lang: Lang) -> Any:
        return render.render_table(seat_view, names, lang)

    def render_scores(self, result: Outcome, names: Sequence[str], lang: Lang) -> Any:
        return render.render_scores(result, names, lang)

    def reveals(self, before: State, after: State) -> bool:
        return (
            before.rng != after.rng
            or len(before.draw) != len(after.draw)
            or before.tile_history != after.tile_history
        )

    def phase_section(self, state: State) -> str:
        v = seat_view(state, None)
        return SECTION.get(v.step, "SJ-3.3")

    def glossary(self, lang: Lang) -> tuple[GlossaryRow, ...]:
        """Every building type in the rulebook's order, with its one-line effect."""
        tx = render.texts(lang)
        return tuple(
            GlossaryRow(tx.BUILDING[b.id], b.cost, b.vp, b.count, tx.EFFECT[b.id])
            for b in data.BUILDINGS
        )

    def shuffle_hidden(self, state: State, seat: int, seed: int) -> State:
        return shuffle_hidden(state, seat, seed)

    def check_invariants(self, state: State) -> None:
        """Every one of the 110 cards is in exactly one zone (rulings §3.7), and every seat,
        phase, role, tile and step named in the state exists (positions may be hand-edited)."""
        zones: list[int] = [*state.draw, *state.discard, *state.turn.pending]
        for p in state.players:
            zones += [*p.hand, *p.city, *p.covered, *p.chapel]
            zones += [g for g in p.goods if g != NO_GOOD]
            assert len(p.goods) == len(p.city), "goods not parallel to city"
        assert sorted(zones) == list(range(len(data.DECK))), "cards created or lost"
        n = state.rules.players
        assert n in self.seats and len(state.players) == n, "wrong number of players"
        assert 0 <= state.governor < n, f"no seat {state.governor + 1}"
        assert -1 <= state.chooser < n and all(0 <= q < n for q in state.queue), "no such seat"
        assert state.phase in PHASES, f"unknown phase {state.phase!r}"
        assert all(r in data.ROLES and 0 <= seat < n for r, seat in state.picks), "bad pick"
        shown = (state.tile,) if state.tile else ()
        assert sorted(state.tiles + shown) == sorted(data.TILE_IDS), "tiles created or lost"
        assert set(state.tile_history) <= set(data.TILE_IDS), "unknown tile in the history"
        assert state.privilege in (1, 2), "privilege must be 1 or 2"
        assert set(state.turn.todo) <= rules.STEPS, "unknown step"
        if state.phase not in ("pick", "over"):
            assert state.queue or not state.turn.started, "a turn without a seat"

    def state_type(self) -> type:
        return State


SAN_JUAN = SanJuanGame()
