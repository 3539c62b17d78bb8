"""The heuristic San Juan / ANNO XVII player (Könnyű), and the decisions the search bot
spends its budget on (D-B-14).
"""

from __future__ import annotations

from common import rng
from common.botbase import Reason
from sanjuan.ai.choose import SCORE
from sanjuan.ai.plans import Context
from sanjuan.ai.reasons import explain, shared_reason
from sanjuan.moves import (
    Build,
    Move,
    PickEvent,
    PickRole,
)
from sanjuan.view import SeatView

SEARCHED = (PickRole, PickEvent, Build)
"""The decisions that shape a San Juan game; the many card-by-card payments, keeps and sales
are left to the rules of thumb (D-B-14)."""
ROLLOUT_SCALE = 5.0
"""A round of four players is about 25 decisions: the search looks about five rounds ahead
(Közepes), not one, so a production building or a Library is judged by what it yields."""


def worth_searching(legal: tuple[Move, ...]) -> bool:
    """Whether the search bot spends its budget here: a role or event pick, or a build."""
    return any(isinstance(m, SEARCHED) for m in legal)


class HeuristicBot:
    """Könnyű: plays sensible San Juan and ANNO XVII from its view; ties broken by its own
    seeded RNG, so it is deterministic for a seed."""

    kind = "heuristic"

    def __init__(self, seed: int) -> None:
        self._rng = rng.seed_state(seed)
        self._reason: Reason | None = None
        self._last: tuple[Context, Move] | None = None

    @property
    def reason(self) -> Reason | None:
        """Why the last move was chosen; worded only when asked (rollouts never ask)."""
        if self._last is not None:
            self._reason = shared_reason(*self._last, explain(*self._last))
            self._last = None
        return self._reason

    @reason.setter
    def reason(self, value: Reason | None) -> None:
        self._reason = value
        self._last = None

    def scores(self, view: SeatView, legal: tuple[Move, ...]) -> list[float]:
        ctx = Context(view)
        return [SCORE[type(m)](ctx, m) for m in legal]

    def choose(self, view: SeatView, legal: tuple[Move, ...]) -> Move:
        ctx = Context(view)
        move = legal[0]
        if len(legal) > 1:
            scored = [SCORE[type(m)](ctx, m) for m in legal]
            best = max(scored)
            top = [i for i, s in enumerate(scored) if s >= best - 1e-9]
            pick = 0
            if len(top) > 1:
                self._rng, pick = rng.below(self._rng, len(top))
            move = legal[top[pick]]
        self._reason = None
        self._last = (ctx, move)
        return move
