"""Scenario builder and play helpers for the ANNO XVII rule tests.

The San Juan helpers of `builders.py` serve both rulesets (they read the ruleset from the
state); this module binds `scenario` and `new_game` to ANNO and adds a few ANNO readings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from builders import (  # noqa: F401 (re-exported for the ANNO tests)
    city,
    decline,
    finish_phase,
    goods,
    hand,
    kinds,
    legal,
    loaded_types,
    picks,
    play,
    repeat,
    step,
)
from builders import scenario as _scenario

from common.contract import OptionValue
from sanjuan import data
from sanjuan.game import ANNO_XVII
from sanjuan.score import seat_score
from sanjuan.state import State

ALL_TILES = data.TILE_IDS
TILE_FIRST = {t: [t, *(x for x in ALL_TILES if x != t)] for t in ALL_TILES}
"""Tile orders with the given tile on top."""
FILL = "mill"
ELEVEN = ["mill", "smith", "well", "crane", "office", "chapel", "tower", "park", "quarry"]
ELEVEN += ["library", "farm"]
"""Eleven buildings: one more ends the game."""


def scenario(players: int = 3, **kwargs: Any) -> State:
    """An ANNO position in phase `pick` (see `builders.scenario`): every one of the 137 + 6 ×
    `event_copies` cards placed, the Cathedral in the middle unless a test places it."""
    return _scenario(players, game=ANNO_XVII, **kwargs)


def round_two(players: int = 3, **kwargs: Any) -> State:
    """A quiet first round (every pick declined); round 2 starts with its round-start steps."""
    return picks(scenario(players, **kwargs), "prospector", "trader", "producer")


def new_game(players: int, seed: int = 1, **options: OptionValue) -> State:
    """A real ANNO game set up by the engine."""
    return ANNO_XVII.new_game(ANNO_XVII.config(players, options), seed)


def events(state: State) -> list[str]:
    """The face-up event row, by event id."""
    return [data.card_kind(c) for c in state.event_row]


def cities(*rows: Sequence[str]) -> list[list[str]]:
    """Cities per seat, each starting with its Mill."""
    return [[FILL, *row] for row in rows]


def score(state: State, seat: int) -> tuple[int, dict[str, int]]:
    """A seat's total and its score lines, the others counted as rivals (the Cathedral)."""
    ps = state.players
    sheet = seat_score(ps[seat], seat, ps[:seat] + ps[seat + 1 :])
    return sheet.total, {line.key: line.points for line in sheet.lines}
