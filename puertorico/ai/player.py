"""The heuristic Puerto Rico player (Könnyű)."""

from __future__ import annotations

from common import rng
from common.botbase import Reason
from puertorico.ai.choose import move_score
from puertorico.ai.position import Position
from puertorico.ai.reasons import explain, shared_reason
from puertorico.moves import (
    Move,
)
from puertorico.view import SeatView


class HeuristicBot:
    """Könnyű: plays sensible Puerto Rico from its view; ties broken by its own seeded RNG."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self.reason: Reason | None = None

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        c = Position(view)
        scored = [move_score(c, m) for m in legal]
        best = max(scored)
        top = [i for i, x in enumerate(scored) if x >= best - 1e-9]
        if len(top) > 1:
            self._rng, pick = rng.below(self._rng, len(top))
            choice = legal[top[pick]]
        else:
            choice = legal[top[0]]
        self.reason = shared_reason(choice, explain(c, choice))
        return choice

    def scores(self, view: SeatView, legal: tuple[Move, ...]) -> list[float]:
        c = Position(view)
        return [move_score(c, m) for m in legal]
