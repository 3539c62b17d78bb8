"""Every legal San Juan / ANNO XVII move's worth in points for the seat on turn, by kind of
move (`SCORE`): the heuristic's choice at each step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sanjuan import data
from sanjuan.ai.facts import COLUMN, GOOD_HOLD, OVER_LIMIT, SWAP, VIOLET
from sanjuan.ai.plans import Context
from sanjuan.ai.position import library_spent
from sanjuan.moves import (
    Build,
    Burn,
    Deposit,
    Discard,
    Done,
    Draw,
    Keep,
    Pass,
    Pay,
    PayGood,
    PickEvent,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Stow,
    Take,
    Tuck,
)


def _pick_role(ctx: Context, move: PickRole) -> float:
    library = "library" in ctx.effects and move.library and not library_spent(ctx)
    if ctx.view.step == "democracy":  # the activator re-runs a role: nobody else will
        return ctx.role(move.role, 1 + library)
    return ctx.role(move.role, 1 + library, ctx.later()) + (0.01 if move.library else 0.0)


def _build(ctx: Context, move: Build) -> float:
    if ctx.view.step == "rebuild":
        return ctx.rebuild_score(move.building)
    return ctx.build_score(move.building, move.over, move.over_loaded, ctx.privilege)


def _sell(ctx: Context, move: Sell) -> float:
    if move.building == "pawnshop":
        return 1.0 + data.PAWNSHOP_PRICE
    column = COLUMN[move.building]
    tile = ctx.view.tile
    return 1.0 + (data.TILES[tile][column] if tile else ctx.prices[column])


def _keep(ctx: Context, move: Keep) -> float:
    if move.card in VIOLET and move.card in ctx.hand:
        return ctx.money
    return ctx.hold(move.card)


def _discard(ctx: Context, move: Discard) -> float:
    if ctx.view.step in ("office", "revolution"):
        return ctx.money * SWAP - ctx.spare(move.card)
    return -ctx.spare(move.card)


def _over_limit(ctx: Context) -> bool:
    """The hand is above the round-start limit: one card will have to go anyway."""
    return len(ctx.hand) > ctx.hand_limit()


def _tuck(ctx: Context, move: Tuck) -> float:
    """A point under the Chapel for the least useful card (SJ-3.5)."""
    return 1.0 - ctx.spare(move.card) * (OVER_LIMIT if _over_limit(ctx) else 1.0)


def _deposit(ctx: Context, move: Deposit) -> float:
    """ANNO Bank: every card under it is a point; the once-a-game use waits for a late round
    unless it has begun or the hand is over the limit (AN-7.1)."""
    value = 1.0 - ctx.spare(move.card) * (OVER_LIMIT if _over_limit(ctx) else 1.0)
    if ctx.view.count == 0 and ctx.left > 3 and not _over_limit(ctx):
        value -= 0.5 * (ctx.left - 3)
    return value


SCORE: dict[type, Callable[[Context, Any], float]] = {
    PickRole: _pick_role,
    PickEvent: lambda ctx, m: ctx.event(m.event),
    Build: _build,
    Pay: lambda ctx, m: -ctx.spare(m.card),
    PayGood: lambda ctx, m: -ctx.prices[COLUMN[m.building]] * ctx.money * GOOD_HOLD - 0.05,
    Produce: lambda ctx, m: 1.0 + ctx.prices[COLUMN[m.building]],
    Sell: _sell,
    Keep: _keep,
    Discard: _discard,
    Tuck: _tuck,
    Deposit: _deposit,
    Stow: lambda ctx, m: 1.0,
    Burn: lambda ctx, m: -ctx.burn_loss(m.building, m.loaded),
    Take: lambda ctx, m: ctx.money,
    Reveal: lambda ctx, m: ctx.money,
    Draw: lambda ctx, m: ctx.money,
    Pass: lambda ctx, m: 0.0,
    Done: lambda ctx, m: 0.0,
}
"""A move's worth in points for the seat on turn, by kind of move (only comparisons among the
legal moves of one decision matter; passing is 0)."""
