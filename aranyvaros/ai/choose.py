"""Every legal Az Aranyváros move's worth in expected letters (`move_scores`), with the small
cache of positions a bidding phase and a build's payment share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from aranyvaros import data
from aranyvaros.ai.facts import (
    BONUS_INDEX,
    DISPLACE_RISK,
    GOODS_INDEX,
    GOODS_KIND_NAME,
    KIND_INDEX,
    NT,
    PLACE_INDEX,
    TERRAIN_INDEX,
)
from aranyvaros.ai.plans import Context
from aranyvaros.moves import (
    DECK,
    Bid,
    Build,
    ChooseBonus,
    Discard,
    Move,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.view import SeatView


def _score(ctx: Context, v: SeatView, hand: tuple[int, ...], move: Move) -> float:
    match move:
        case Bid(pair):
            a, b = v.pairs[pair]
            more = list(hand)
            more[TERRAIN_INDEX[a]] += 1
            more[TERRAIN_INDEX[b]] += 1
            value = ctx.hand_value(tuple(more))
            if v.bids[pair] >= 0:
                value -= (v.displacements + 1) * ctx.coin + DISPLACE_RISK
            return value
        case Build(place):
            q = PLACE_INDEX[place]
            after = ctx.pay(hand, q)
            if after is None:  # cannot happen for a legal move
                return -1.0
            gain = ctx.value(q) - ctx.house_cost
            if v.built + 1 >= data.HOUSES_PER_TURN or ctx.left <= 1:
                return gain + ctx.kept(after)
            return gain + ctx.best_build(after, q, ctx.opened_by(q))
        case Pay() | PayPair():
            q = PLACE_INDEX[v.place]
            t = TERRAIN_INDEX[move.terrain]
            less = list(hand)
            less[t] -= 1 if isinstance(move, Pay) else 2
            rest = ctx.pay(tuple(less), q, v.owed - 1)
            if rest is None:
                return -50.0
            if v.built + 1 >= data.HOUSES_PER_TURN or ctx.left <= 1:
                return ctx.kept(rest)
            return ctx.best_build(rest, q, ctx.opened_by(q))
        case ChooseBonus(card):
            return ctx.bonus_worth(BONUS_INDEX[card])
        case TakeGoods(kind):
            if kind == DECK:
                unseen = ctx.unseen_goods()
                if not unseen:
                    return 0.0
                return sum(ctx.goods_gain(c) for c in unseen) / len(unseen) - 0.2
            index = min(
                GOODS_INDEX[c] for c in v.goods_display if GOODS_KIND_NAME[GOODS_INDEX[c]] == kind
            )
            return ctx.goods_gain(index)
        case ReturnGoods(kind):
            k = KIND_INDEX[kind]
            held = list(ctx.held_goods)
            for i, c in enumerate(held):
                if data.GOODS_KIND_OF[c] == k:
                    del held[i]
                    break
            return ctx.goods_set_value(held)
        case Discard(terrain):
            less = list(hand)
            less[TERRAIN_INDEX[terrain]] -= 1
            return ctx.hand_value(tuple(less))
    # Pass / Done: keep the hand.
    return ctx.kept(hand)


_POS: dict[tuple[object, ...], Context] = {}
POSITIONS_KEPT: Final = 64
"""Positions recur only within a few decisions (a whole bidding phase, a build and its
payment): a small cache has the full hit rate and gives the garbage collector little to walk
(thousands of kept positions made its full passes take tens of milliseconds)."""


def _position(v: SeatView) -> Context:
    """The cached per-position facts: the key holds every view field `Context` reads."""
    seat = v.seat if v.seat is not None else 0
    me = v.players[seat]
    key = (
        seat,
        v.rules,
        tuple((p.houses, p.goods, p.bonus, p.houses_left, p.stuck) for p in v.players),
        me.keys,
        me.coins,
        v.goods_display,
        v.goods_box,
        v.goods_deck_size,
        v.bonus_deck_size,
        v.scoring_card,
        v.scoring_box,
        v.scoring_deck_size,
    )
    pos = _POS.get(key)
    if pos is None:
        if len(_POS) >= POSITIONS_KEPT:
            _POS.clear()
        pos = _POS[key] = Context(v)
    return pos


def move_scores(v: SeatView, legal: Sequence[Move]) -> tuple[Context, list[float]]:
    ctx = _position(v)
    seat = v.seat if v.seat is not None else 0
    hand = v.players[seat].hand or (0,) * NT
    if v.step == "bid":
        # Every pair's hand at once: the candidate list is built a single time.
        richest = list(hand)
        for a, b in v.pairs:
            richest[TERRAIN_INDEX[a]] += 1
            richest[TERRAIN_INDEX[b]] += 1
        ctx.candidates(*ctx.capacity(richest))
    return ctx, [_score(ctx, v, hand, m) for m in legal]
