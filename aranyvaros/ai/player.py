"""The heuristic Az Aranyváros player (Könnyű), and what of its reasons the other seats
may read (D-B-15).
"""

from __future__ import annotations

from aranyvaros.ai.choose import move_scores
from aranyvaros.ai.plans import Context
from aranyvaros.ai.reasons import explain
from aranyvaros.moves import (
    Build,
    ChooseBonus,
    Move,
)
from aranyvaros.view import SeatView
from common import rng
from common.botbase import Reason


class HeuristicBot:
    """Könnyű: plays sensible Az Aranyváros from its view; ties broken by its own seeded RNG."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self._reason: Reason | None = None
        self._why: tuple[Context, SeatView, Move] | None = None

    @property
    def reason(self) -> Reason | None:
        """Why the last choice was made; worded only when asked (rollouts never ask)."""
        if self._why is not None:
            reason = explain(*self._why)
            # The bonus card chosen is hidden, and a build's strongest motive weighs the hand
            # and the hidden letters; the other reasons are worded from the public table
            # (D-B-15).
            hidden = isinstance(self._why[2], ChooseBonus | Build)
            self._reason = reason if hidden else reason.for_everyone()
            self._why = None
        return self._reason

    @reason.setter
    def reason(self, value: Reason | None) -> None:
        self._reason, self._why = value, None

    def scores(self, view: SeatView, legal: tuple[Move, ...]) -> list[float]:
        return move_scores(view, legal)[1]

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        ctx, scored = move_scores(view, legal)
        best = max(scored)
        top = [i for i, s in enumerate(scored) if s >= best - 1e-9]
        self._rng, pick = rng.below(self._rng, len(top))
        move = legal[top[pick]]
        self._why = (ctx, view, move)
        return move
